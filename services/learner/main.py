"""learner: stores every answered request and every feedback item in PostgreSQL, mines new
fast-path rules from the slow path, and keeps every rule's place under review.

responses → trajectories; judged rule uses (live answers, shadow would-be answers) → rule
            lifecycle (shadow → active → warning → demoted → removed, and back)
feedback  → feedback; per-user statistics → users.state; a wrong rule answer counts against it
schedule  → mining (every learner_mine_interval_s) → candidates → rules.state

Offsets are committed only after the rows are stored: while PostgreSQL is down the learner
waits and retries (`Retry`), so learning is delayed but nothing is lost. What goes on the state
topics is published from an outbox (rows marked dirty), so a crash between commit and publish
delays a record, never loses it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time

import asyncpg
import msgspec

from dtlib.envelope import Envelope, is_trace_id
from dtlib.records import decode_feedback
from dtlib.service import Poison, Retry, Service
from dtlib.telemetry import tracer
from dtlib.topics import Topic

from . import jobs, ledger
from .configured import ConfiguredScopes
from .feedback import apply_pending, store_feedback
from .judge import rule_id_of, uses_of
from .lifecycle import Thresholds
from .store import store_trajectory

log = logging.getLogger("dualtrack.learner")
service = Service("learner")
settings = service.settings
thresholds = Thresholds.from_settings(settings)
configured = ConfiguredScopes(settings.rules_dir)
_tracer = tracer("dualtrack.learner")
_pool: asyncpg.Pool | None = None
_mining: asyncio.Task[None] | None = None
_DB_DOWN = (OSError, asyncpg.PostgresConnectionError, asyncpg.InterfaceError,
            asyncpg.CannotConnectNowError)


async def pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        try:
            _pool = await asyncpg.create_pool(settings.pg_dsn, min_size=1, max_size=4, timeout=5)
        except (OSError, asyncpg.PostgresError) as exc:
            raise Retry(f"PostgreSQL is unavailable: {exc!r}") from None
    return _pool


async def publish_rule(key: bytes, value: bytes | None) -> None:
    # Awaited to the broker's acknowledgement: the outbox row is cleared only after it.
    for delivery in await service.publish_raw(Topic.RULES_STATE, key, value):
        await delivery


async def publish_user(key: bytes, value: bytes | None) -> None:
    for delivery in await service.publish_raw(Topic.USERS_STATE, key, value):
        await delivery


@service.on_startup
async def start() -> None:
    global _mining
    from opentelemetry.instrumentation.asyncpg import AsyncPGInstrumentor

    from dualtrack.stack.migrate import migrate

    if settings.learner_trace_sql:
        AsyncPGInstrumentor().instrument()
    try:  # the learner's tables; idempotent, and safe with several replicas (advisory lock)
        await migrate(settings.pg_dsn)
    except (OSError, asyncpg.PostgresError) as exc:
        log.warning("migrations not applied now (PostgreSQL unavailable?): %s", exc)
    if settings.learner_mine_interval_s > 0:
        _mining = asyncio.create_task(mine_on_schedule())


@service.on_shutdown
async def stop() -> None:
    if _mining is not None:
        _mining.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await _mining
    if _pool is not None:
        await _pool.close()


async def mine_on_schedule() -> None:
    mined_up_to: dict[str, float] = {}
    while True:
        await asyncio.sleep(settings.learner_mine_interval_s)
        try:
            with _tracer.start_as_current_span("learner: mine"):
                db = await pool()
                await jobs.mine_all(db, settings, since=mined_up_to)
                await jobs.publish_outbox(db, publish_rule, publish_user)
        except asyncio.CancelledError:
            raise
        except Exception:  # a failed run is retried at the next tick; the consumers go on
            log.exception("mining run failed")


# --- responses ---------------------------------------------------------------------------------

async def _track_configured(db: asyncpg.Pool, env: Envelope) -> None:
    rule_id = rule_id_of(env.route.decided_by)
    if rule_id is None or rule_id.startswith("learned-"):
        return
    scope = configured.scope_of(rule_id)
    if scope is not None:
        await ledger.track_configured(db, rule_id, scope)


@service.handles(Topic.RESPONSES)
async def record_trajectory(env: Envelope) -> None:
    with _tracer.start_as_current_span("learner: store trajectory") as span:
        try:
            db = await pool()
            new = await store_trajectory(db, env)
            span.set_attribute("dt.learner.duplicate", not new)
            # Every step below is idempotent, so a redelivered response completes what a
            # crash may have cut short.
            await _track_configured(db, env)
            ids = [rule_id_of(env.route.decided_by)] + [rule_id_of(s.candidate) for s in env.route.shadow]
            async with db.acquire() as conn:
                rules = await ledger.tracked(conn, [i for i in ids if i])
            for use in uses_of(env, rules):
                change = await ledger.record_use(db, use, thresholds)
                if change is not None:
                    log.info("rule %s: %s → %s (%s)", change.rule_id, change.from_status,
                             change.to_status, change.reason)
            await apply_pending(db, env.trace_id)
            await jobs.publish_outbox(db, publish_rule, publish_user)
        except _DB_DOWN as exc:
            raise Retry(f"PostgreSQL write failed: {exc!r}") from None
    return None


# --- feedback (not an envelope: a raw-record handler, same delivery guarantees) -------------

@service.handles_raw(Topic.FEEDBACK)
async def record_feedback(record) -> list[asyncio.Future]:
    try:
        fb = decode_feedback(record.value or b"")
        if not is_trace_id(fb.trace_id):
            raise ValueError(f"trace_id {fb.trace_id!r} is not 32 lowercase hex")
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError) as exc:
        raise Poison("INVALID_FEEDBACK", str(exc)) from None
    with _tracer.start_as_current_span("learner: store feedback") as span:
        span.set_attribute("dt.trace_id", fb.trace_id)
        span.set_attribute("dt.verdict", fb.verdict)
        try:
            db = await pool()
            if not fb.created_at:
                fb.created_at = time.time()
            await store_feedback(db, fb)
            await apply_pending(db, fb.trace_id)
            await jobs.publish_outbox(db, publish_rule, publish_user)
        except _DB_DOWN as exc:
            raise Retry(f"PostgreSQL write failed: {exc!r}") from None
    return []
