"""Trajectories in PostgreSQL. Writes are idempotent by trace_id: a redelivered response is a no-op."""

from __future__ import annotations

import datetime as dt

import asyncpg
import msgspec

from dtlib.envelope import Envelope, encode

INSERT_TRAJECTORY = """
INSERT INTO trajectories (trace_id, request_id, tenant, user_id, text, path, decided_by, status,
    answer_text, answer_value, error_code, confidence, created_at, answered_at, latency_ms,
    hops, envelope)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17::jsonb)
ON CONFLICT (trace_id) DO NOTHING
"""


def _ts(seconds: float) -> dt.datetime:
    return dt.datetime.fromtimestamp(seconds, tz=dt.timezone.utc)


def trajectory_row(env: Envelope) -> tuple:
    answer = env.answer
    answered_at = env.hops[-1].end if env.hops else env.created_at
    return (
        env.trace_id, env.request_id, env.tenant, env.user_id, env.text,
        env.route.path, env.route.decided_by,
        answer.status if answer else "error",
        answer.text if answer else "",
        answer.value if answer else None,
        answer.error.code if answer and answer.error else None,
        env.route.confidence,
        _ts(env.created_at), _ts(answered_at),
        max(0.0, (answered_at - env.created_at) * 1000),
        msgspec.json.encode(env.hops).decode(),
        encode(env).decode(),
    )


async def store_trajectory(pool: asyncpg.Pool, env: Envelope) -> bool:
    """True when the row is new; False for a redelivered duplicate."""
    status = await pool.execute(INSERT_TRAJECTORY, *trajectory_row(env))
    return status.endswith(" 1")
