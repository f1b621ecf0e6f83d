"""Trajectories in PostgreSQL. Writes are idempotent by trace_id: a redelivered response is a no-op."""

from __future__ import annotations

import datetime as dt
import json

import asyncpg
import msgspec

from dtlib.envelope import Envelope, EnvelopeError, decode, encode

from .mining import Sample
from .outcome import outcome_of
from .tool_samples import ToolSample, sources_from_json, sources_json

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


async def store_trajectory(db: asyncpg.Pool | asyncpg.Connection, env: Envelope) -> bool:
    """True when the row is new; False for a redelivered duplicate."""
    status = await db.execute(INSERT_TRAJECTORY, *trajectory_row(env))
    return status.endswith(" 1")


# Many rows in one statement, the same one whatever their number (one prepared statement): a
# column array each. Sorted by trace_id, so two writers of overlapping batches (a redelivery
# during a rebalance) take the key locks in the same order and cannot deadlock.
INSERT_TRAJECTORIES = """
INSERT INTO trajectories (trace_id, request_id, tenant, user_id, text, path, decided_by, status,
    answer_text, answer_value, error_code, confidence, created_at, answered_at, latency_ms,
    hops, envelope)
SELECT t.trace_id, t.request_id, t.tenant, t.user_id, t.text, t.path, t.decided_by, t.status,
    t.answer_text, t.answer_value, t.error_code, t.confidence, t.created_at, t.answered_at,
    t.latency_ms, t.hops::jsonb, t.envelope::jsonb
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
            $8::text[], $9::text[], $10::text[], $11::text[], $12::float8[], $13::timestamptz[],
            $14::timestamptz[], $15::float8[], $16::text[], $17::text[])
    AS t(trace_id, request_id, tenant, user_id, text, path, decided_by, status, answer_text,
         answer_value, error_code, confidence, created_at, answered_at, latency_ms, hops, envelope)
ORDER BY t.trace_id
ON CONFLICT (trace_id) DO NOTHING
RETURNING trace_id
"""


async def store_trajectories(db: asyncpg.Pool | asyncpg.Connection, envs: list[Envelope]) -> set[str]:
    """Store many answers in one statement; returns the trace ids of the rows that are new
    (the others were stored before: redelivered). All or none: one row PostgreSQL refuses
    fails the statement (`store_trajectory` then tells which)."""
    if not envs:
        return set()
    columns = [list(c) for c in zip(*(trajectory_row(env) for env in envs))]
    rows = await db.fetch(INSERT_TRAJECTORIES, *columns)
    return {r["trace_id"] for r in rows}


SLOW_SAMPLES = """
SELECT t.trace_id, t.text, t.envelope::text AS envelope,
       extract(epoch FROM t.answered_at) AS at,
       EXISTS (SELECT 1 FROM feedback f WHERE f.trace_id = t.trace_id AND f.verdict = 'wrong')
           AS flagged
FROM trajectories t
WHERE t.tenant = $1 AND t.path = 'slow' AND t.status = 'ok' AND NOT (t.envelope ? 'context')
ORDER BY t.answered_at DESC
LIMIT $2
"""


async def slow_samples(pool: asyncpg.Pool, tenant: str, limit: int) -> list[Sample]:
    """The tenant's most recent slow-path answers, oldest first, as the miner reads them.
    Requests with context are left out: their answer may depend on it."""
    rows = await pool.fetch(SLOW_SAMPLES, tenant, limit)
    samples = []
    for row in reversed(rows):
        try:
            env = decode(row["envelope"].encode())
        except EnvelopeError:
            continue
        outcome = outcome_of(env)
        if outcome is not None:
            samples.append(Sample(row["trace_id"], row["text"], outcome, at=float(row["at"]),
                                  flagged=row["flagged"]))
    return samples


async def active_tenants(pool: asyncpg.Pool) -> list[tuple[str, float]]:
    """Tenants with slow-path answers, and when the last one came."""
    rows = await pool.fetch("SELECT tenant, extract(epoch FROM max(answered_at)) AS last "
                            "FROM trajectories WHERE path = 'slow' AND status = 'ok' GROUP BY tenant")
    return [(r["tenant"], float(r["last"])) for r in rows]


# --- the tool sample library (tool_samples.py) -------------------------------------------------

INSERT_TOOL_SAMPLES = """
INSERT INTO tool_samples (trace_id, tenant, text, tool, args, sources, template, filled_by, lang,
    answered_at)
SELECT s.trace_id, s.tenant, s.text, s.tool, s.args::jsonb, s.sources::jsonb, s.template,
    s.filled_by, s.lang, s.answered_at
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
            $8::text[], $9::text[], $10::timestamptz[])
    AS s(trace_id, tenant, text, tool, args, sources, template, filled_by, lang, answered_at)
ORDER BY s.trace_id
ON CONFLICT (trace_id) DO NOTHING
"""


async def store_tool_samples(db: asyncpg.Pool | asyncpg.Connection, samples: list[ToolSample]) -> None:
    """The successful tool calls of a batch of answers (idempotent by trace_id)."""
    if not samples:
        return
    rows = [(s.trace_id, s.tenant, s.text, s.tool, json.dumps(s.args, ensure_ascii=False),
             sources_json(s), s.template, s.filled_by, s.lang, _ts(s.at)) for s in samples]
    await db.execute(INSERT_TOOL_SAMPLES, *[list(c) for c in zip(*rows)])


MODEL_TOOL_SAMPLES = """
SELECT s.trace_id, s.tenant, s.text, s.tool, s.args::text AS args, s.sources::text AS sources,
       s.filled_by, s.lang, extract(epoch FROM s.answered_at) AS at,
       EXISTS (SELECT 1 FROM feedback f WHERE f.trace_id = s.trace_id AND f.verdict = 'wrong')
           AS flagged
FROM tool_samples s
WHERE s.tenant = $1 AND s.filled_by = 'llm'
ORDER BY s.answered_at DESC
LIMIT $2
"""


async def model_tool_samples(pool: asyncpg.Pool, tenant: str, limit: int) -> list[tuple[ToolSample, bool]]:
    """The tenant's most recent calls the model filled (oldest first), each with whether a user
    reported its answer wrong."""
    rows = await pool.fetch(MODEL_TOOL_SAMPLES, tenant, limit)
    return [(ToolSample(r["trace_id"].strip(), r["tenant"], r["text"], r["tool"], json.loads(r["args"]),
                        sources_from_json(r["sources"]), r["filled_by"], r["lang"], float(r["at"])),
             bool(r["flagged"])) for r in reversed(rows)]
