"""learner: stores every answered request and every feedback item in PostgreSQL, mines new
fast-path rules from the slow path, and keeps every rule's place under review.

responses → trajectories; successful tool calls → tool_samples (tool_samples.py); judged rule uses (live answers, shadow would-be answers) → rule
            lifecycle (shadow → active → warning → demoted → removed, and back)
feedback  → feedback; per-user statistics → users.state; a wrong rule answer counts against it
            and, like a demotion or a slow answer that disagrees with an overruled source, sets
            that source's trust to 0 → trust.state (agreeing judged uses restore it: trust.py)
schedule  → mining (every learner_mine_interval_s) → candidates → rules.state

Offsets are committed only after the rows are stored: while PostgreSQL is down the learner
waits and retries (`Retry`), so learning is delayed but nothing is lost. What goes on the state
topics is published from an outbox (rows marked dirty), so a crash between commit and publish
delays a record, never loses it.

Responses are stored in batches (`dtlib.microbatch`): up to RESPONSE_CONCURRENCY are handed to
the handler at once, and those that queued while a batch ran go together, on one connection: one
INSERT for all their trajectories, one read of the feedback waiting for them (and of the judged
rules among those that answered, when any did), then the rule uses one by one in offset order.
An answer with no rule use and no waiting feedback costs its share of two statements. The outbox
is read only when this process changed something since it was last emptied (or it just started:
a crash may have left dirty rows), and, while answers come, every 30 s (rows another replica
left dirty); the mining schedule empties it too.

The factory (`build`) makes a `Learner`: its pool (asyncpg on settings.pg_dsn, the tables
migrated first, as the replica starts or, if PostgreSQL is away then, at the first use; or the
pool `Deps` gives), its outbox and caches. It publishes on the
state topics with the runtime's publish (handed to its background task), each record awaited to
the broker's acknowledgement before its outbox row is cleared.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import asyncpg
import msgspec
from opentelemetry import trace

from dtlib import tools
from dtlib.envelope import Envelope, is_trace_id
from dtlib.microbatch import MicroBatcher
from dtlib.migrations import migrate
from dtlib.pg import connect_options
from dtlib.records import RuleSpec, decode_feedback
from dtlib.runtime import Handlers, Poison, Put, Record, Retry, Step
from dtlib.telemetry import tracer
from dtlib.topics import Topic

from . import jobs, ledger, trust
from .configured import ConfiguredScopes
from .feedback import apply_pending, pending, store_feedback
from .judge import cache_uses, rule_id_of, uses_of
from .lifecycle import Thresholds
from .settings import LearnerSettings
from .store import store_tool_samples, store_trajectories, store_trajectory
from .tool_samples import sample_of

log = logging.getLogger("dualtrack.learner")
_DB_DOWN = (OSError, asyncpg.PostgresConnectionError, asyncpg.InterfaceError,
            asyncpg.CannotConnectNowError)
# Responses handed to `record_trajectory` at once; they wait for one batch (at most BATCH_MAX).
RESPONSE_CONCURRENCY = 64
BATCH_MAX = 64
MINED_RULES_TTL_S = 5.0  # how stale the list of rules judged on cache answers may be
CONFIGURED_RECHECK_S = 60.0  # a configured rule known tracked is not inserted again before


def _db_down(exc: BaseException) -> bool:
    """A failure of the database or the way to it (redeliver later), not of this data."""
    return isinstance(exc, _DB_DOWN) and not isinstance(exc, asyncpg.DataError)


async def keep_session(conn: asyncpg.Connection) -> None:
    """What the pool does with a connection given back, beyond rolling back an open
    transaction (asyncpg always does that): nothing. asyncpg's default sends a reset query
    (advisory locks, cursors, LISTEN, settings) on every release: a round trip each time, and
    the learner leaves none of those behind (the miner's advisory lock is released, or its
    connection closed: jobs.mine_tenant)."""


class Outbox:
    """Whether this process changed something (a rule's status, a user's statistics) that may
    not be on the state topics yet. The rows stay dirty in PostgreSQL until published, so this
    only saves reading an empty outbox after every response; it starts set (a crash may have left
    dirty rows) and is cleared only by a publish that succeeded. It is also due every
    `every_s` whatever this process did: rows another replica left dirty (it crashed and is
    not coming back) go out within that even with mining off."""

    def __init__(self, every_s: float = 30.0) -> None:
        self.every_s = every_s
        self.changes = 1
        self.published = 0
        self.published_at = time.monotonic()

    def changed(self) -> None:
        self.changes += 1

    @property
    def due(self) -> bool:
        return (self.changes != self.published
                or time.monotonic() - self.published_at >= self.every_s)

    async def publish(self, publish: Callable[[ledger.Db], Awaitable[None]], db: ledger.Db) -> None:
        if not self.due:
            return
        mark = self.changes
        await publish(db)
        self.published = mark
        self.published_at = time.monotonic()


@dataclass
class Deps:
    pool: Any = None  # an asyncpg pool (or a fake) the caller owns; None: the learner's own


class Learner:
    """One replica's state: the pool, the outbox, what it read recently."""

    def __init__(self, settings: LearnerSettings, deps: Deps) -> None:
        self.settings = settings
        self.thresholds = Thresholds.from_settings(settings)
        self.configured = ConfiguredScopes(settings.rules_dir)
        self.tools = tools.Registry(settings.tools_dir)  # a tool sample's parameters, re-checked
        self.outbox = Outbox()
        self.tracer = tracer("dualtrack.learner")
        self.responses = MicroBatcher(self.store_responses, max_batch=BATCH_MAX)
        self._own_pool = deps.pool is None
        self._pool = deps.pool
        self._pool_lock = asyncio.Lock()
        self._publish: asyncio.Future[Callable[[Put], list]] = asyncio.get_running_loop().create_future()
        self._configured_tracked: dict[str, float] = {}  # configured rule id → when last inserted
        self._mined_rules: dict[str, tuple[float, dict[str, RuleSpec]]] = {}  # tenant → (when, rules)

    # --- the database ------------------------------------------------------------------------
    def db_away(self, message: str) -> Retry:
        """Redeliver after DT_LEARNER_DB_RETRY_S: PostgreSQL is away, learning waits."""
        return Retry(message, pause_s=self.settings.learner_db_retry_s)

    async def pool(self) -> Any:
        if self._pool is not None:
            return self._pool
        async with self._pool_lock:
            if self._pool is None:
                dsn, options = self.settings.pg_dsn, connect_options(self.settings)
                try:  # the learner's tables; idempotent, safe with several replicas (advisory lock)
                    await migrate(dsn, **options)
                except (OSError, asyncpg.PostgresError) as exc:
                    log.warning("migrations not applied now (PostgreSQL unavailable?): %s", exc)
                try:
                    self._pool = await asyncpg.create_pool(dsn, min_size=1, max_size=4, timeout=5,
                                                           reset=keep_session, **options)
                except (OSError, asyncpg.PostgresError) as exc:
                    raise self.db_away(f"PostgreSQL is unavailable: {exc!r}") from None
        return self._pool

    async def close(self) -> None:
        if self._own_pool and self._pool is not None:
            await self._pool.close()

    # --- the state topics --------------------------------------------------------------------
    def bind(self, publish: Callable[[Put], list]) -> None:
        if not self._publish.done():
            self._publish.set_result(publish)

    async def _put(self, topic: Topic, key: bytes, value: bytes | None) -> None:
        # Awaited to the broker's acknowledgement: the outbox row is cleared only after it.
        publish = await self._publish
        for delivery in publish(Put(topic, key, value)):
            await delivery

    async def publish_rule(self, key: bytes, value: bytes | None) -> None:
        await self._put(Topic.RULES_STATE, key, value)

    async def publish_user(self, key: bytes, value: bytes | None) -> None:
        await self._put(Topic.USERS_STATE, key, value)

    async def publish_trust(self, key: bytes, value: bytes | None) -> None:
        await self._put(Topic.TRUST_STATE, key, value)

    async def publish_outbox(self, db: ledger.Db) -> None:
        await jobs.publish_outbox(db, self.publish_rule, self.publish_user, self.publish_trust,
                                  self.settings.trust_restore_uses)

    async def mine_on_schedule(self) -> None:
        mined_up_to: dict[str, float] = {}
        while True:
            await asyncio.sleep(self.settings.learner_mine_interval_s)
            try:
                with self.tracer.start_as_current_span("learner: mine"):
                    db = await self.pool()
                    await jobs.mine_all(db, self.settings, since=mined_up_to)
                    await self.publish_outbox(db)
            except asyncio.CancelledError:
                raise
            except Exception:  # a failed run is retried at the next tick; the consumers go on
                log.exception("mining run failed")

    # --- responses ---------------------------------------------------------------------------
    async def _track_configured(self, conn: Any, envs: list[Envelope]) -> None:
        now = time.monotonic()
        for env in envs:
            rule_id = rule_id_of(env.route.decided_by)
            if rule_id is None or rule_id.startswith("learned-"):
                continue
            if now - self._configured_tracked.get(rule_id, float("-inf")) < CONFIGURED_RECHECK_S:
                continue  # inserted a moment ago: the row is there (a rule row is never deleted)
            scope = self.configured.scope_of(rule_id)
            if scope is not None:
                await ledger.track_configured(conn, rule_id, scope)
                self._configured_tracked[rule_id] = now

    async def _rules_for_cache_answers(self, conn: Any,
                                       envs: list[Envelope]) -> dict[str, dict[str, RuleSpec]]:
        """Per tenant, the mined rules to judge on the answers the cache gave (`judge.cache_uses`),
        read at most every MINED_RULES_TTL_S: cache hits are most of the traffic."""
        if not self.settings.learner_judge_cache_hits:
            return {}
        now = time.monotonic()
        out: dict[str, dict[str, RuleSpec]] = {}
        for tenant in {env.tenant for env in envs if (env.route.decided_by or "").startswith("cache.")}:
            known = self._mined_rules.get(tenant)
            if known is None or now - known[0] > MINED_RULES_TTL_S:
                known = self._mined_rules[tenant] = (now, await ledger.evaluated_mined(conn, tenant))
            out[tenant] = known[1]
        return out

    async def _judge(self, conn: Any, env: Envelope, rules: dict[str, RuleSpec | None],
                     cache_rules: dict[str, RuleSpec], waiting: set[str]) -> None:
        """The rule uses this answer shows (or, for a cache answer, would have shown), and the
        feedback that waited for it."""
        uses = uses_of(env, rules) if rules else []
        if cache_rules:
            uses += cache_uses(env, cache_rules)
        for use in uses:
            change = await ledger.record_use(conn, use, self.thresholds)
            if change is not None:
                self.outbox.changed()
                log.info("rule %s: %s → %s (%s)", change.rule_id, change.from_status,
                         change.to_status, change.reason)
                if change.to_status == "demoted":
                    await trust.corrected(conn, env.tenant, f"rule:{change.rule_id}",
                                          f"demoted: {change.reason}")
        verdicts = [(use.rule_id, use.correct) for use in uses if use.mode == "shadow"]
        if (verdicts or env.route.decided_by in trust.STEPPED_ASIDE) and \
                await trust.judge(conn, env, verdicts, self.settings.user_history_confirmed_factor):
            self.outbox.changed()
        if env.trace_id in waiting and await apply_pending(
                conn, env.trace_id, self.settings.user_history_confirmed_factor):
            self.outbox.changed()

    def _tool_sample(self, env: Envelope):
        return sample_of(env, self.tools) if env.tool_call is not None else None

    async def store_responses(self, envs: list[Envelope]) -> list[bool | Exception]:
        """One batch of answered envelopes, in offset order. Every step is idempotent, so a
        redelivered response completes what a crash (or an outage mid-batch, which fails the
        whole batch) may have cut short."""
        db = await self.pool()
        async with db.acquire() as conn:
            results = await _insert(conn, envs)
            stored = [env for env, r in zip(envs, results) if not isinstance(r, Exception)]
            await store_tool_samples(conn, [s for s in map(self._tool_sample, stored) if s is not None])
            await self._track_configured(conn, stored)
            ids = {i for env in stored for i in _rule_ids(env)}
            rules = await ledger.tracked(conn, ids) if ids else {}
            cache_rules = await self._rules_for_cache_answers(conn, stored)
            # After the inserts committed: feedback stored since is applied by its own consumer.
            waiting = await pending(conn, [env.trace_id for env in stored])
            for i, env in enumerate(envs):
                if isinstance(results[i], Exception):
                    continue
                try:
                    await self._judge(conn, env, rules, cache_rules.get(env.tenant, {}), waiting)
                except Exception as exc:
                    if _db_down(exc):
                        raise
                    results[i] = exc  # this message only: it is retried, then dead-lettered
            await self.outbox.publish(self.publish_outbox, conn)
        return results

    async def record_trajectory(self, env: Envelope) -> None:
        try:
            result = await self.responses.submit(env)
        except Retry as exc:  # no pool: PostgreSQL is away
            raise self.db_away(str(exc)) from None
        except Exception as exc:
            if _db_down(exc):
                raise self.db_away(f"PostgreSQL write failed: {exc!r}") from None
            raise
        if isinstance(result, Exception):
            raise result
        trace.get_current_span().set_attribute("dt.learner.duplicate", not result)

    # --- feedback (not an envelope: a record handler, same delivery guarantees) --------------
    async def record_feedback(self, record: Record) -> None:
        try:
            fb = decode_feedback(record.value or b"")
            if not is_trace_id(fb.trace_id):
                raise ValueError(f"trace_id {fb.trace_id!r} is not 32 lowercase hex")
        except (msgspec.DecodeError, msgspec.ValidationError, ValueError) as exc:
            raise Poison("INVALID_FEEDBACK", str(exc)) from None
        with self.tracer.start_as_current_span("learner: store feedback") as span:
            span.set_attribute("dt.trace_id", fb.trace_id)
            span.set_attribute("dt.verdict", fb.verdict)
            try:
                db = await self.pool()
                if not fb.created_at:
                    fb.created_at = time.time()
                await store_feedback(db, fb)
                await apply_pending(db, fb.trace_id, self.settings.user_history_confirmed_factor)
                await self.publish_outbox(db)
            except _DB_DOWN as exc:
                raise self.db_away(f"PostgreSQL write failed: {exc!r}") from None


def _rule_ids(env: Envelope) -> list[str]:
    ids = [rule_id_of(env.route.decided_by)] + [rule_id_of(s.candidate) for s in env.route.shadow]
    return [i for i in ids if i]


async def _insert(conn: Any, envs: list[Envelope]) -> list[bool | Exception]:
    """Each answer's trajectory stored: True new, False stored before, or why it cannot be."""
    try:
        new = await store_trajectories(conn, envs)
        return [env.trace_id in new for env in envs]
    except Exception as exc:
        if _db_down(exc):
            raise
    # PostgreSQL refused a row (e.g. a character it cannot store): one by one, so only that
    # message fails (and is dead-lettered after its attempts) and the others are stored.
    out: list[bool | Exception] = []
    for env in envs:
        try:
            out.append(await store_trajectory(conn, env))
        except Exception as exc:
            if _db_down(exc):
                raise
            out.append(exc)
    return out


def build(settings: LearnerSettings, deps: Deps | None = None) -> Handlers:
    if settings.learner_trace_sql:
        from opentelemetry.instrumentation.asyncpg import AsyncPGInstrumentor

        AsyncPGInstrumentor().instrument()
    learner = Learner(settings, deps or Deps())

    async def record_trajectory(env: Envelope) -> None:
        await learner.record_trajectory(env)

    async def record_feedback(record: Record) -> None:
        await learner.record_feedback(record)

    async def publish_state_and_mine(publish: Callable[[Put], list]) -> None:
        learner.bind(publish)
        try:  # the tables migrated and the pool opened as the replica starts, not at its first answer
            await learner.pool()
        except Retry as exc:
            log.warning("%s; the first answer or feedback tries again", exc)
        if settings.learner_mine_interval_s > 0:
            await learner.mine_on_schedule()

    handlers = Handlers()
    handlers.envelope(Topic.RESPONSES, record_trajectory, concurrency=RESPONSE_CONCURRENCY)
    handlers.record(Topic.FEEDBACK, record_feedback)
    handlers.background.append(publish_state_and_mine)
    handlers.on_stop.append(learner.close)
    return handlers


step = Step("learner", consumes=(Topic.RESPONSES, Topic.FEEDBACK),
            emits=(Topic.RULES_STATE, Topic.USERS_STATE, Topic.TRUST_STATE), build=build,
            description="trajectories and feedback in PostgreSQL (idempotent by `trace_id`), "
                        "mining of candidate rules, shadow → active → warned/demoted/removed")
