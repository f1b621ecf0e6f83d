"""Trust of fast sources from their outcome history (seed 002 S5; dtlib/trust.py is the record
and what the fast path does with it).

A correction of a source (a user's report on its answer, the slow path disagreeing with what it
would have answered after it was overruled or stepped aside, a demotion, the drift monitor) sets
its trust to 0 for the tenant; each later judged use that agrees with the slow path restores
1/DT_TRUST_RESTORE_USES of it, so trust comes back slowly and only with evidence. A source
without a correction has no row: full trust, as before.
"""

from __future__ import annotations

import datetime as dt

from dtlib.envelope import Envelope
from dtlib.trust import TrustState, encode, trust_key

from .ledger import Db, Publish, connection
from .outcome import same_task

STEPPED_ASIDE = ("conflict", "distrust")  # route.decided_by when a live source did not answer


def state(right_since: int, corrected_at: float, reason: str, restore_uses: int) -> TrustState:
    """The trust.state record of a row."""
    trust = min(1.0, right_since / max(1, restore_uses))
    return TrustState(trust=round(trust, 4), right_since=right_since, corrected_at=corrected_at,
                      reason=reason)


async def corrected(db: Db, tenant: str, source: str, reason: str) -> None:
    """The source was wrong: its trust starts again from 0."""
    await db.execute(
        "INSERT INTO trust (tenant, source, right_since, corrected_at, reason) "
        "VALUES ($1, $2, 0, now(), $3) ON CONFLICT (tenant, source) DO UPDATE SET "
        "right_since = 0, corrected_at = now(), reason = EXCLUDED.reason, dirty = true, "
        "updated_at = now()", tenant, source, reason[:200])


async def agreed(db: Db, tenant: str, source: str) -> bool:
    """One more judged use that agreed with the slow path, for a source that was corrected (a
    source never corrected has no row and nothing to restore). True when a row changed."""
    status = await db.execute(
        "UPDATE trust SET right_since = right_since + 1, dirty = true, updated_at = now() "
        "WHERE tenant = $1 AND source = $2", tenant, source)
    return status.endswith(" 1")


async def user_confirmed(db: Db, tenant: str, user_id: str, confirmed_factor: float) -> bool:
    """A slow answer agreed with what the reader would have computed for this user while the
    user's computations went slow: their recent corrections shrink. True when a row changed."""
    status = await db.execute(
        "UPDATE user_stats SET recent = recent * $3, dirty = true, updated_at = now() "
        "WHERE tenant = $1 AND user_id = $2 AND recent > 0", tenant, user_id, confirmed_factor)
    return status.endswith(" 1")


async def judge(db: Db, env: Envelope, rule_verdicts: list[tuple[str, bool]],
                confirmed_factor: float = 0.5) -> bool:
    """What this answer says about the trust of the sources it judged: the rules judged on it
    (`rule_verdicts`: rule id, right), the operation kinds that stepped aside, and the user whose
    computations went slow (`user:<id>`). A wrong would-be answer of a source that was overruled
    or stepped aside is a correction; an agreeing one restores (a user's agreeing one shrinks
    their recent corrections by `confirmed_factor`; a disagreeing one is not the user's fault and
    changes nothing). True when something changed."""
    changed = False
    stepped_aside = env.route.decided_by in STEPPED_ASIDE
    for rule_id, right in rule_verdicts:
        if right:
            changed |= await agreed(db, env.tenant, f"rule:{rule_id}")
        elif stepped_aside:
            await corrected(db, env.tenant, f"rule:{rule_id}", "the slow path answered otherwise")
            changed = True
    if not stepped_aside or env.answer is None or env.answer.status != "ok" or env.task is None:
        return changed
    for decision in env.route.shadow:
        if decision.candidate.startswith("user:") and decision.task is not None:
            if same_task(decision.task, env.task):
                changed |= await user_confirmed(db, env.tenant, decision.candidate[len("user:"):],
                                                confirmed_factor)
        elif decision.candidate.startswith("op:") and decision.task is not None:
            if same_task(decision.task, env.task):
                changed |= await agreed(db, env.tenant, decision.candidate)
            else:
                await corrected(db, env.tenant, decision.candidate, "the slow path computed otherwise")
                changed = True
    return changed


async def publish_dirty(db: Db, publish: Publish, restore_uses: int, limit: int = 500) -> int:
    """trust.state records for every source whose trust changed (outbox, like rules and users)."""
    async with connection(db) as conn, conn.transaction():
        rows = await conn.fetch(
            "SELECT tenant, source, right_since, corrected_at, reason FROM trust "
            "WHERE dirty ORDER BY updated_at LIMIT $1 FOR UPDATE SKIP LOCKED", limit)
        for r in rows:
            record = state(r["right_since"], _seconds(r["corrected_at"]), r["reason"], restore_uses)
            await publish(trust_key(r["tenant"], r["source"]).encode(), encode(record))
        for r in rows:
            await conn.execute("UPDATE trust SET dirty = false WHERE tenant = $1 AND source = $2",
                               r["tenant"], r["source"])
        return len(rows)


def _seconds(value: dt.datetime | float) -> float:
    return value.timestamp() if isinstance(value, dt.datetime) else float(value)
