"""Feedback in PostgreSQL, and what it changes: the user's statistics (users.state) and the
judged use of the rule that gave the answer.

A user's recent corrections (UserState.recent) are a decayed count: +1 per answer reported wrong,
times the confirmed factor per answer confirmed since (a "right", or a slow answer that agreed
with what the reader would have computed for the user: trust.judge). It never goes below 0, so
history can make the user's bar stricter, never looser than a new user's.

Feedback and the answer it is about travel on different topics, so either may be stored first.
A feedback row stays `applied = false` until its trajectory is there; whichever of the two
arrives second applies it, in one transaction (so it is counted once).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from dtlib.records import Feedback, UserState, user_key
from dtlib.records import encode as encode_record

from . import trust
from .judge import rule_id_of
from .ledger import Db, Publish, connection, learn_exclusions, mark_live_use, wrong_computation


async def store_feedback(pool: Db, fb: Feedback) -> bool:
    """True when new; a redelivered item (same answer, same user) is a no-op."""
    created = dt.datetime.fromtimestamp(fb.created_at, tz=dt.timezone.utc) if fb.created_at \
        else dt.datetime.now(tz=dt.timezone.utc)
    status = await pool.execute(
        "INSERT INTO feedback (trace_id, user_id, tenant, verdict, correction, created_at) "
        "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
        fb.trace_id, fb.user_id, fb.tenant, fb.verdict, fb.correction, created)
    return status.endswith(" 1")


async def pending(db: Db, trace_ids: list[str]) -> set[str]:
    """The answers among `trace_ids` with feedback not applied yet (one cheap read: most
    answers have none, and then `apply_pending` has nothing to do). Read it after their
    trajectories are committed: feedback stored later is applied by its own consumer, which
    then finds the trajectory."""
    if not trace_ids:
        return set()
    rows = await db.fetch("SELECT DISTINCT trace_id FROM feedback "
                          "WHERE trace_id = ANY($1::bpchar[]) AND NOT applied", trace_ids)
    return {r["trace_id"] for r in rows}


async def apply_pending(db: Db, trace_id: str, confirmed_factor: float) -> int:
    """Apply the feedback on this answer that waits for its trajectory; returns how many.
    `confirmed_factor`: what a "right" leaves of the user's recent corrections."""
    async with connection(db) as conn, conn.transaction():
        traj = await conn.fetchrow("SELECT tenant, user_id, text, decided_by, "
                                   "envelope->'task'->>'op' AS op FROM trajectories "
                                   "WHERE trace_id = $1", trace_id)
        if traj is None:
            return 0
        rows = await conn.fetch("SELECT user_id, verdict FROM feedback WHERE trace_id = $1 "
                                "AND NOT applied FOR UPDATE", trace_id)
        for row in rows:
            user = row["user_id"] or traj["user_id"]
            if user:
                wrong = row["verdict"] == "wrong"
                await conn.execute(
                    "INSERT INTO user_stats (tenant, user_id, feedback, corrections, recent) "
                    "VALUES ($1, $2, 1, $3, $4) ON CONFLICT (tenant, user_id) DO UPDATE SET "
                    "feedback = user_stats.feedback + 1, "
                    "corrections = user_stats.corrections + EXCLUDED.corrections, "
                    "recent = CASE WHEN EXCLUDED.corrections > 0 THEN user_stats.recent + 1 "
                    "ELSE user_stats.recent * $5 END, dirty = true, updated_at = now()",
                    traj["tenant"], user, int(wrong), float(wrong), confirmed_factor)
            await mark_live_use(conn, trace_id, row["verdict"] != "wrong")
            rule_id = rule_id_of(traj["decided_by"])
            if row["verdict"] == "wrong" and rule_id is not None:
                await wrong_computation(conn, rule_id)
                await learn_exclusions(conn, rule_id, traj["text"])
            if row["verdict"] == "wrong" and (source := corrected_source(traj)) is not None:
                await trust.corrected(conn, traj["tenant"], source, "reported wrong by a user")
        if rows:
            await conn.execute("UPDATE feedback SET applied = true, tenant = $2 "
                               "WHERE trace_id = $1 AND NOT applied", trace_id, traj["tenant"])
        return len(rows)


def corrected_source(traj: Any) -> str | None:
    """The fast source whose trust a wrong-answer report lowers: the rule that answered, or the
    operation kind the reader computed (a cache hit's entry is withdrawn by the cache itself)."""
    rule_id = rule_id_of(traj["decided_by"])
    if rule_id is not None:
        return f"rule:{rule_id}"
    op = traj.get("op")
    if traj["decided_by"] == "classifier" and op:
        return f"op:{op}"
    return None


async def publish_users(db: Db, publish: Publish, limit: int = 500) -> int:
    """users.state records for every user whose statistics changed (outbox, like rules)."""
    async with connection(db) as conn, conn.transaction():
        rows = await conn.fetch(
            "SELECT tenant, user_id, feedback, corrections, recent, updated_at FROM user_stats "
            "WHERE dirty ORDER BY updated_at LIMIT $1 FOR UPDATE SKIP LOCKED", limit)
        for r in rows:
            state = UserState(corrections=r["corrections"], feedback=r["feedback"],
                              updated_at=r["updated_at"].timestamp(),
                              recent=round(float(r["recent"]), 4))
            await publish(user_key(r["tenant"], r["user_id"]).encode(), encode_record(state))
        for r in rows:
            await conn.execute("UPDATE user_stats SET dirty = false WHERE tenant = $1 "
                               "AND user_id = $2", r["tenant"], r["user_id"])
        return len(rows)
