"""The rules' ledger in PostgreSQL: status, evidence (judged uses), history, and the outbox that
puts every change on rules.state.

Every change to a rule happens in one transaction holding the rule's row lock: the use is
recorded, the rule re-checked when due, the transition and its history written and the row
marked dirty. `publish_dirty` then publishes dirty rows and clears them under the same lock, so
a later state is never overtaken by an earlier one, and a crash between commit and publish only
delays the record (the row stays dirty).
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from dataclasses import dataclass

import asyncpg
import msgspec

from dtlib.records import RuleSpec, RuleStats, decode_rule, rule_key
from dtlib.records import encode as encode_record

from .judge import Use
from .lifecycle import (EVALUATED, FINAL, Evidence, Thresholds, Transition, decide, due, verified_at_mining,
                        wrong_value)
from .mining import Candidate, KnownRule
from .refine import exclusions_for, with_exclusions
from .wording import with_other_answers_words

Publish = Callable[[bytes, bytes | None], Awaitable[None]]  # (key, value or tombstone)
# Where a statement runs: a pool (a connection is taken for it) or a connection the caller holds
# (the learner runs a whole batch of responses on one, without a pool round trip per step).
Db = asyncpg.Pool | asyncpg.Connection | asyncpg.pool.PoolConnectionProxy


@contextlib.asynccontextmanager
async def connection(db: Db) -> AsyncIterator[asyncpg.Connection]:
    """A connection of `db`: taken from the pool and given back, or the one passed."""
    if isinstance(db, asyncpg.Pool):
        async with db.acquire() as conn:
            yield conn
    else:
        yield db  # type: ignore[misc]


@dataclass(frozen=True)
class Change:
    rule_id: str
    tenant: str
    from_status: str | None
    to_status: str
    reason: str
    actor: str


def _ts(seconds: float) -> dt.datetime:
    return dt.datetime.fromtimestamp(seconds, tz=dt.timezone.utc)


# --- reading ---------------------------------------------------------------------------------

async def tracked(conn: asyncpg.Connection, rule_ids: Iterable[str]) -> dict[str, RuleSpec | None]:
    """The rules among `rule_ids` whose uses are judged (spec None for configured rules)."""
    rows = await conn.fetch(
        "SELECT rule_id, origin, spec FROM rules WHERE rule_id = ANY($1::text[]) "
        "AND status = ANY($2::text[])", list(set(rule_ids)), list(EVALUATED))
    return {r["rule_id"]: decode_rule(r["spec"].encode()) if r["origin"] == "mined" else None
            for r in rows}


async def evaluated_mined(conn: asyncpg.Connection, tenant: str) -> dict[str, RuleSpec]:
    """The tenant's mined rules whose uses are judged (shadow to demoted), id → spec."""
    rows = await conn.fetch(
        "SELECT rule_id, spec FROM rules WHERE tenant = $1 AND origin = 'mined' "
        "AND status = ANY($2::text[])", tenant, list(EVALUATED))
    return {r["rule_id"]: decode_rule(r["spec"].encode()) for r in rows}


async def known_rules(conn: asyncpg.Connection, tenant: str) -> list[KnownRule]:
    rows = await conn.fetch("SELECT rule_id, fingerprint, status, outcome_key, origin, spec "
                            "FROM rules WHERE tenant = $1", tenant)
    return [KnownRule(r["rule_id"], r["fingerprint"], r["status"], r["outcome_key"],
                      decode_rule(r["spec"].encode()) if r["origin"] == "mined" else None)
            for r in rows]


async def superseded(conn: asyncpg.Connection, tenant: str) -> list[tuple[str, float]]:
    """(outcome key, when) of answers a removed rule gave: slow-path answers like them from
    before the removal are stale evidence, not to be mined again."""
    rows = await conn.fetch(
        "SELECT r.outcome_key, max(e.at) AS at FROM rules r JOIN rule_events e USING (rule_id) "
        "WHERE r.tenant = $1 AND r.status = 'removed' AND e.to_status = 'removed' "
        "GROUP BY r.outcome_key", tenant)
    return [(r["outcome_key"], r["at"].timestamp()) for r in rows]


async def evidence(conn: asyncpg.Connection, rule_id: str, status: str, confidence: float,
                   baseline: float | None, uses_since_check: int, th: Thresholds,
                   computation: bool = False, verified: int = 0) -> Evidence:
    """`verified`: right values counted before its first judged use (`verified_at_mining`)."""
    shadow = await conn.fetchrow(
        "SELECT count(*) AS n, count(*) FILTER (WHERE correct) AS ok FROM rule_uses "
        "WHERE rule_id = $1 AND mode = 'shadow'", rule_id)
    recent = await conn.fetch(
        "SELECT correct FROM rule_uses WHERE rule_id = $1 ORDER BY at DESC, trace_id LIMIT $2",
        rule_id, th.check_window)
    return Evidence(status, confidence, baseline, shadow["n"] + verified, shadow["ok"] + verified,
                    tuple(r["correct"] for r in reversed(recent)), uses_since_check, computation)


# --- changing ----------------------------------------------------------------------------------

async def transition(conn: asyncpg.Connection, rule_id: str, from_status: str | None,
                     t: Transition | None, *, to_status: str | None = None, reason: str = "",
                     actor: str = "learner") -> Change:
    """Write a status change and its history (inside the caller's transaction)."""
    new = t.to_status if t else to_status
    assert new is not None
    row = await conn.fetchrow(
        "UPDATE rules SET status = $2, confidence = COALESCE($3, confidence), "
        "baseline = COALESCE($4, baseline), uses_since_check = 0, dirty = true, "
        "updated_at = now() WHERE rule_id = $1 RETURNING tenant",
        rule_id, new, t.confidence if t else None, t.baseline if t else None)
    why = t.reason if t else reason
    await conn.execute(
        "INSERT INTO rule_events (rule_id, from_status, to_status, reason, actor, success, uses) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7)",
        rule_id, from_status, new, why, actor, t.success if t else None, t.uses if t else None)
    return Change(rule_id, row["tenant"], from_status, new, why, actor)


# A computation rule (lifecycle.is_computation), read from the stored spec; strict
# (lifecycle.is_strict): a computation or a tool rule, whose one wrong use ends its answering.
_COMPUTATION = "coalesce(spec #>> '{match,whole}' = 'true', false)"
_STRICT = f"({_COMPUTATION} OR coalesce(spec #>> '{{action,tool}}', '') <> '')"


async def record_use(db: Db, use: Use, th: Thresholds) -> Change | None:
    """Store one judged use; re-check the rule when due; return the change it caused."""
    async with connection(db) as conn, conn.transaction():
        row = await conn.fetchrow(
            f"SELECT status, confidence, baseline, uses_since_check, support, {_COMPUTATION} AS computation, "
            f"{_STRICT} AS strict "
            "FROM rules WHERE rule_id = $1 FOR UPDATE", use.rule_id)
        if row is None or row["status"] not in EVALUATED:
            return None
        # A live answer is right unless its user said otherwise (feedback may come first).
        inserted = await conn.fetchval(
            "INSERT INTO rule_uses (rule_id, trace_id, mode, correct, at) "
            "VALUES ($1, $2, $3, $4 AND NOT ($3 = 'live' AND EXISTS (SELECT 1 FROM feedback "
            "WHERE trace_id = $2 AND verdict = 'wrong')), $5) "
            "ON CONFLICT DO NOTHING RETURNING 1",
            use.rule_id, use.trace_id, use.mode, use.correct, _ts(use.at))
        if not inserted:
            return None  # a redelivered response
        since = row["uses_since_check"] + 1
        wrong_computation = row["strict"] and not use.correct
        if row["status"] != "shadow" and not wrong_computation and not due(_counted(row, since), th):
            # Past shadow a check is due by the count of uses alone (lifecycle.due; a unit test
            # holds it to that): most uses need not read the evidence.
            await conn.execute("UPDATE rules SET uses_since_check = $2 WHERE rule_id = $1",
                               use.rule_id, since)
            return None
        ev = await evidence(conn, use.rule_id, row["status"], row["confidence"], row["baseline"],
                            since, th, row["strict"],
                            verified_at_mining(row["computation"], row["support"]))
        if not due(ev, th):
            await conn.execute("UPDATE rules SET uses_since_check = $2 WHERE rule_id = $1",
                               use.rule_id, since)
            return None
        t = decide(ev, th)
        if t is None:
            await conn.execute("UPDATE rules SET uses_since_check = 0 WHERE rule_id = $1",
                               use.rule_id)
            return None
        return await transition(conn, use.rule_id, row["status"], t)


def _counted(row: asyncpg.Record, since: int) -> Evidence:
    """A rule's evidence without its judged uses (enough to say whether a promoted rule's
    check is due)."""
    return Evidence(row["status"], row["confidence"], row["baseline"], 0, 0, (), since)


async def mark_live_use(conn: asyncpg.Connection, trace_id: str, correct: bool) -> None:
    """A user's verdict on a rule's answer corrects the use recorded for it."""
    await conn.execute("UPDATE rule_uses SET correct = $2 WHERE trace_id = $1 AND mode = 'live'",
                       trace_id, correct)


async def source_texts(conn: asyncpg.Connection, tenant: str) -> dict[str, list[str]]:
    """Rule id → the questions each evaluated mined rule of the tenant was learned from."""
    rows = await conn.fetch(
        "SELECT s.rule_id, t.text FROM rules r JOIN rule_sources s USING (rule_id) "
        "JOIN trajectories t USING (trace_id) WHERE r.tenant = $1 AND r.origin = 'mined' "
        "AND r.status = ANY($2::text[])", tenant, list(EVALUATED))
    out: dict[str, list[str]] = {}
    for r in rows:
        out.setdefault(r["rule_id"], []).append(r["text"])
    return out


async def refresh(pool: asyncpg.Pool, rule_id: str, words: set[str]) -> Change | None:
    """The miner narrows a rule: it excludes `words` too. Applied to the rule as it is now (a
    user's report may have taught it exclusions since the miner read it); status unchanged."""
    async with pool.acquire() as conn, conn.transaction():
        row = await conn.fetchrow("SELECT tenant, status, spec FROM rules WHERE rule_id = $1 "
                                  "FOR UPDATE", rule_id)
        if row is None or row["status"] not in EVALUATED:
            return None
        updated = with_other_answers_words(decode_rule(row["spec"].encode()), words)
        if updated is None:
            return None
        await conn.execute("UPDATE rules SET spec = $2::jsonb, dirty = true, updated_at = now() "
                           "WHERE rule_id = $1", rule_id, encode_record(updated).decode())
        reason = f"excludes {len(words)} words other answers' rules answer on"
        await conn.execute("INSERT INTO rule_events (rule_id, from_status, to_status, reason, actor) "
                           "VALUES ($1, $2, $2, $3, 'miner')", rule_id, row["status"], reason)
        return Change(rule_id, row["tenant"], row["status"], row["status"], reason, "miner")


async def wrong_computation(conn: asyncpg.Connection, rule_id: str) -> Change | None:
    """A user reported a computation rule's value (or a tool rule's call) wrong: it stops
    answering at once (lifecycle.wrong_value; inside the caller's transaction)."""
    row = await conn.fetchrow(f"SELECT status, confidence, {_STRICT} AS computation "
                              "FROM rules WHERE rule_id = $1 FOR UPDATE", rule_id)
    if row is None or not row["computation"]:
        return None
    t = wrong_value(row["status"], row["confidence"], 0.0, 1)
    return await transition(conn, rule_id, row["status"], t, actor="feedback") if t else None


async def learn_exclusions(conn: asyncpg.Connection, rule_id: str, false_match: str) -> Change | None:
    """A user reported this rule's answer to `false_match` wrong: the words of that question
    its own questions never used become exclusions (inside the caller's transaction)."""
    row = await conn.fetchrow("SELECT tenant, status, spec FROM rules WHERE rule_id = $1 "
                              "AND origin = 'mined' FOR UPDATE", rule_id)
    if row is None or row["status"] not in EVALUATED:
        return None
    spec = decode_rule(row["spec"].encode())
    texts = [r["text"] for r in await conn.fetch(
        "SELECT t.text FROM rule_sources s JOIN trajectories t USING (trace_id) "
        "WHERE s.rule_id = $1", rule_id)]
    words = exclusions_for(spec, texts, false_match)
    if not words:
        return None
    await conn.execute("UPDATE rules SET spec = $2::jsonb, dirty = true, updated_at = now() "
                       "WHERE rule_id = $1", rule_id,
                       encode_record(with_exclusions(spec, words)).decode())
    reason = f"learned exclusions {words} from a reported false match"
    await conn.execute("INSERT INTO rule_events (rule_id, from_status, to_status, reason, actor) "
                       "VALUES ($1, $2, $2, $3, 'feedback')", rule_id, row["status"], reason)
    return Change(rule_id, row["tenant"], row["status"], row["status"], reason, "feedback")


async def add_candidate(pool: asyncpg.Pool, c: Candidate, *, auto_shadow: bool) -> list[Change]:
    """Store a mined candidate with its provenance (a known fingerprint is skipped)."""
    spec = msgspec.structs.replace(c.spec, status="shadow")
    async with pool.acquire() as conn, conn.transaction():
        inserted = await conn.fetchval(
            "INSERT INTO rules (rule_id, tenant, origin, fingerprint, status, outcome_key, spec, "
            "support, dirty) VALUES ($1, $2, 'mined', $3, 'candidate', $4, $5::jsonb, $6, false) "
            "ON CONFLICT DO NOTHING RETURNING 1",
            c.rule_id, c.tenant, c.fingerprint, c.outcome.key, encode_record(spec).decode(),
            c.support)
        if not inserted:
            return []
        await conn.executemany("INSERT INTO rule_sources (rule_id, trace_id) VALUES ($1, $2) "
                               "ON CONFLICT DO NOTHING", [(c.rule_id, t) for t in c.sources])
        changes = [await transition(conn, c.rule_id, None, None, to_status="candidate",
                                    reason=f"mined from a cluster of {c.cluster_size} requests; "
                                    f"matches {c.support} alike", actor="miner")]
        if auto_shadow:
            changes.append(await transition(conn, c.rule_id, "candidate", None, to_status="shadow",
                                            reason="learner_auto_shadow", actor="miner"))
        return changes


async def track_configured(db: Db, rule_id: str, scope: str) -> None:
    """Start judging a configured (YAML) rule seen answering: its place is re-checked too."""
    spec = RuleSpec(id=rule_id, scope=scope, status="active")
    await db.execute(
        "INSERT INTO rules (rule_id, tenant, origin, fingerprint, status, spec, baseline, dirty) "
        "VALUES ($1, $2, 'configured', $3, 'active', $4::jsonb, 1.0, false) ON CONFLICT DO NOTHING",
        rule_id, scope, f"configured:{scope}:{rule_id}", encode_record(spec).decode())


# --- publishing --------------------------------------------------------------------------------

def state_record(origin: str, status: str, spec: RuleSpec, confidence: float,
                 stats: RuleStats) -> bytes | None:
    """The rules.state value for a rule's current state; None is a tombstone."""
    if origin == "configured":
        # The YAML file owns a configured rule: the learner can only change its status, and a
        # tombstone would put it back to its configured status, so "removed" stays demoted.
        live = {"removed": "demoted", "rejected": "demoted"}.get(status, status)
        return encode_record(RuleSpec(id=spec.id, scope=spec.scope, status=live))  # type: ignore[arg-type]
    if status in FINAL:
        return None
    return encode_record(msgspec.structs.replace(spec, status=status, confidence=confidence,
                                                 stats=stats))


async def publish_dirty(db: Db, publish: Publish, limit: int = 200) -> int:
    """Publish the current state of every dirty rule (candidates have no record yet)."""
    async with connection(db) as conn, conn.transaction():
        rows = await conn.fetch(
            "SELECT rule_id, tenant, origin, status, spec, confidence FROM rules WHERE dirty "
            "ORDER BY updated_at LIMIT $1 FOR UPDATE SKIP LOCKED", limit)
        for r in rows:
            if r["status"] == "candidate":
                continue
            counts = await conn.fetchrow(
                "SELECT count(*) AS hits, count(*) FILTER (WHERE correct) AS ok FROM rule_uses "
                "WHERE rule_id = $1", r["rule_id"])
            stats = RuleStats(hits=counts["hits"], successes=counts["ok"],
                              failures=counts["hits"] - counts["ok"])
            spec = decode_rule(r["spec"].encode())
            value = state_record(r["origin"], r["status"], spec, r["confidence"], stats)
            await publish(rule_key(r["tenant"], r["rule_id"]).encode(), value)
        if rows:
            await conn.execute("UPDATE rules SET dirty = false WHERE rule_id = ANY($1::text[])",
                               [r["rule_id"] for r in rows])
        return len(rows)


# --- people ------------------------------------------------------------------------------------

async def set_status(pool: asyncpg.Pool, rule_id: str, to_status: str, reason: str,
                     actor: str, allowed_from: tuple[str, ...]) -> Change:
    """A decision from outside the lifecycle: a person's (`dualtrack rules approve|reject`) or
    the drift monitor's (`dualtrack drift`)."""
    async with pool.acquire() as conn, conn.transaction():
        row = await conn.fetchrow("SELECT status FROM rules WHERE rule_id = $1 FOR UPDATE", rule_id)
        if row is None:
            raise LookupError(f"no rule {rule_id!r}")
        if row["status"] not in allowed_from:
            raise ValueError(f"rule {rule_id} is {row['status']}; this applies to "
                             f"{', '.join(allowed_from)} rules")
        if to_status == "active":
            await conn.execute("UPDATE rules SET baseline = COALESCE(baseline, 1.0) "
                               "WHERE rule_id = $1", rule_id)
        return await transition(conn, rule_id, row["status"], None, to_status=to_status,
                                reason=reason, actor=actor)
