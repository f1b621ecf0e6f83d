"""`dualtrack rules list|show|approve|reject|history`: people review what the learner learned.

Reads the learner's tables in PostgreSQL. `approve` moves a candidate into shadow, or puts a
shadow, warned or demoted rule to work (active); `reject` withdraws a rule for good (the miner
will not propose it again). Both are recorded in the rule's history with who decided, and
published on rules.state at once.
"""

from __future__ import annotations

import getpass
from typing import Any

import asyncpg
import msgspec

from dtlib.pg import connect_options
from dtlib.records import RuleSpec, decode_rule
from dtlib.settings import Settings, get_settings
from dtlib.topics import Topic, topic_name
from services.learner import ledger
from services.learner.feedback import publish_users
from services.learner.terms import split_word_patterns

from .kafka import connect

APPROVE_FROM = {"candidate": "shadow", "shadow": "active", "warning": "active", "demoted": "active"}
REJECT_FROM = ("candidate", "shadow", "active", "warning", "demoted")


async def _connect(settings: Settings) -> asyncpg.Connection:
    return await asyncpg.connect(settings.pg_dsn, **connect_options(settings))


async def list_rules(tenant: str | None = None, status: str | None = None,
                     settings: Settings | None = None) -> list[dict[str, Any]]:
    conn = await _connect(settings or get_settings())
    try:
        rows = await conn.fetch(
            "SELECT r.rule_id, r.tenant, r.origin, r.status, r.confidence, r.support, r.spec, "
            "r.updated_at, count(u.*) AS uses, count(u.*) FILTER (WHERE u.correct) AS right "
            "FROM rules r LEFT JOIN rule_uses u USING (rule_id) "
            "WHERE ($1::text IS NULL OR r.tenant = $1) AND ($2::text IS NULL OR r.status = $2) "
            "GROUP BY r.rule_id ORDER BY r.tenant, r.status, r.updated_at DESC", tenant, status)
    finally:
        await conn.close()
    return [{
        "rule": r["rule_id"], "tenant": r["tenant"], "origin": r["origin"], "status": r["status"],
        "confidence": round(r["confidence"], 3), "support": r["support"], "uses": r["uses"],
        "success": round(r["right"] / r["uses"], 3) if r["uses"] else None,
        "match": _describe_match(r["spec"]), "updated_at": r["updated_at"].isoformat(timespec="seconds"),
    } for r in rows]


def _describe_match(spec_json: str) -> str:
    spec = decode_rule(spec_json.encode())
    m = spec.match
    if m is None:
        return "(configured)"
    parts = [" + ".join(m.all + ([f"({' | '.join(m.any)})"] if m.all and m.any else []))] if m.all else []
    parts += [" | ".join(m.any)] if m.any and not m.all else []
    return "; ".join(parts + m.regex)


def readable(spec: RuleSpec) -> dict[str, Any]:
    """The spec as a person reads it: a learned pattern that only lists words (the words
    other answers' questions use) is shown as that list of words."""
    out = msgspec.to_builtins(spec)
    out.pop("source", None)
    words, patterns = split_word_patterns(spec.exclude_regex)
    if words:
        out["exclude_regex"] = patterns
        out["exclude_words"] = f"{len(words)} words: {', '.join(sorted(words))}"  # plurals too
        if not patterns:
            out.pop("exclude_regex")
    return out


async def show(rule_id: str, settings: Settings | None = None) -> dict[str, Any] | None:
    conn = await _connect(settings or get_settings())
    try:
        row = await conn.fetchrow("SELECT * FROM rules WHERE rule_id = $1", rule_id)
        if row is None:
            return None
        sources = await conn.fetch(
            "SELECT s.trace_id, t.text, t.answer_text FROM rule_sources s "
            "LEFT JOIN trajectories t USING (trace_id) WHERE s.rule_id = $1 "
            "ORDER BY t.answered_at NULLS LAST", rule_id)
        recent = await conn.fetch("SELECT trace_id, mode, correct, at FROM rule_uses "
                                  "WHERE rule_id = $1 ORDER BY at DESC LIMIT 10", rule_id)
        events = await _history(conn, rule_id, refinements=False)
        refined = await conn.fetchval("SELECT count(*) FROM rule_events WHERE rule_id = $1 "
                                      "AND to_status = from_status", rule_id)
    finally:
        await conn.close()
    return {
        "rule": row["rule_id"], "tenant": row["tenant"], "origin": row["origin"],
        "status": row["status"], "confidence": row["confidence"], "baseline": row["baseline"],
        "outcome": row["outcome_key"], "spec": decode_rule(row["spec"].encode()),
        "provenance": [dict(s) for s in sources], "recent_uses": [dict(u) for u in recent],
        "history": events, "refinements": refined,
    }


_CHANGES_ONLY = "AND to_status IS DISTINCT FROM from_status"


async def _history(conn: asyncpg.Connection, rule_id: str, refinements: bool = True) -> list[dict[str, Any]]:
    rows = await conn.fetch("SELECT at, from_status, to_status, reason, actor, success, uses "
                            f"FROM rule_events WHERE rule_id = $1 {'' if refinements else _CHANGES_ONLY} "
                            "ORDER BY id", rule_id)
    return [dict(r) for r in rows]


async def history(rule_id: str | None = None, limit: int = 50, refinements: bool = False,
                  settings: Settings | None = None) -> list[dict[str, Any]]:
    """Status changes (and, with `refinements`, the exclusions a rule learned on the way)."""
    conn = await _connect(settings or get_settings())
    try:
        if rule_id:
            return await _history(conn, rule_id, refinements)
        rows = await conn.fetch("SELECT rule_id, at, from_status, to_status, reason, actor FROM rule_events "
                                f"WHERE true {'' if refinements else _CHANGES_ONLY} ORDER BY id DESC LIMIT $1",
                                limit)
        return [dict(r) for r in reversed(rows)]
    finally:
        await conn.close()


async def decide(rule_id: str, verdict: str, reason: str = "", actor: str | None = None,
                 settings: Settings | None = None) -> ledger.Change:
    """approve or reject, then publish what changed."""
    settings = settings or get_settings()
    actor = actor or f"cli:{getpass.getuser()}"
    pool = await asyncpg.create_pool(settings.pg_dsn, min_size=1, max_size=2,
                                     **connect_options(settings))
    producer = await connect(settings, "rules-admin")
    try:
        if verdict == "approve":
            status = await pool.fetchval("SELECT status FROM rules WHERE rule_id = $1", rule_id)
            if status is None:
                raise LookupError(f"no rule {rule_id!r}")
            to = APPROVE_FROM.get(status)
            if to is None:
                raise ValueError(f"rule {rule_id} is {status}; approve applies to "
                                 f"{', '.join(APPROVE_FROM)} rules")
            change = await ledger.set_status(pool, rule_id, to, reason or "approved by a person",
                                             actor, (status,))
        else:
            change = await ledger.set_status(pool, rule_id, "rejected",
                                             reason or "rejected by a person", actor, REJECT_FROM)

        async def send(topic: Topic, key: bytes, value: bytes | None) -> None:
            await producer.publish(topic_name(topic, settings.topic_prefix), key, value)

        await ledger.publish_dirty(pool, lambda k, v: send(Topic.RULES_STATE, k, v))
        await publish_users(pool, lambda k, v: send(Topic.USERS_STATE, k, v))
        return change
    finally:
        await producer.close()
        await pool.close()
