"""learner: stores every answered request as a trajectory in PostgreSQL.

responses → trajectories (PostgreSQL)
The offset is committed only after the row is stored: while PostgreSQL is down the learner waits
and retries, so learning is delayed but nothing is lost.
"""

from __future__ import annotations

import asyncpg

from dtlib.envelope import Envelope
from dtlib.service import Retry, Service
from dtlib.telemetry import tracer
from dtlib.topics import Topic

from .store import store_trajectory

service = Service("learner")
_pool: asyncpg.Pool | None = None


async def pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        try:
            _pool = await asyncpg.create_pool(service.settings.pg_dsn, min_size=1, max_size=4,
                                              timeout=5)
        except (OSError, asyncpg.PostgresError) as exc:
            raise Retry(f"PostgreSQL is unavailable: {exc!r}") from None
    return _pool


@service.on_startup
async def instrument() -> None:
    from opentelemetry.instrumentation.asyncpg import AsyncPGInstrumentor

    AsyncPGInstrumentor().instrument()


@service.on_shutdown
async def close_pool() -> None:
    if _pool is not None:
        await _pool.close()


@service.handles(Topic.RESPONSES)
async def record_trajectory(env: Envelope) -> None:
    with tracer("dualtrack.learner").start_as_current_span("learner: store trajectory") as span:
        try:
            new = await store_trajectory(await pool(), env)
        except (OSError, asyncpg.PostgresConnectionError, asyncpg.InterfaceError) as exc:
            raise Retry(f"PostgreSQL write failed: {exc!r}") from None
        span.set_attribute("dt.learner.duplicate", not new)
    return None
