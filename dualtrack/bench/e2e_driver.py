"""`bench e2e`'s driver: one request's record, the envelopes of the pipeline and of the all-LLM
baseline, open-loop arrival times, and the `Driver` that publishes a load on a lane and collects
the answers from `responses` (also used by `dualtrack chaos`)."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, Perception, Route, new_trace_id
from dtlib.principal import principal_headers
from dtlib.settings import Settings
from dtlib.topics import Topic, topic_name

from .. import workload as wl
from .answers_reader import AnswersReader


SOURCES = ("exact cache", "semantic cache", "rule", "sandbox", "llm")


# --- one request's record ------------------------------------------------------------------------


@dataclass
class Record:
    index: int
    item: wl.Item
    trace_id: str
    scheduled: float = 0.0  # wall clock
    sent: float | None = None
    answered: float | None = None
    answers: int = 0
    conflict: str = ""  # answered again differently: the first answer and the other, by whom each was decided
    status: str | None = None
    path: str | None = None
    decided_by: str | None = None
    value: str | None = None
    text: str = ""
    error_code: str | None = None
    iterations: int = 0
    server_ms: float | None = None  # last hop's end − created_at
    # Each step's hop (service, start, end), ms from created_at: where the time went (`stages`).
    hops: list[tuple[str, float, float]] = field(default_factory=list)
    verdict: str = "unanswered"
    publish_error: str | None = None  # the broker never took the request

    @property
    def conflicting(self) -> bool:
        return bool(self.conflict)

    @property
    def latency_ms(self) -> float | None:
        return None if self.answered is None else (self.answered - self.scheduled) * 1000

    @property
    def source(self) -> str:
        return source_of(self.path, self.decided_by)

    def row(self) -> dict[str, Any]:
        return {"i": self.index, "id": self.item.id, "trace_id": self.trace_id, "category": self.item.category,
                "bucket": self.item.bucket, "lang": self.item.lang, "text": self.item.text[:200],
                "scheduled": round(self.scheduled, 6),
                "send_lag_ms": None if self.sent is None else round((self.sent - self.scheduled) * 1000, 3),
                "latency_ms": None if self.latency_ms is None else round(self.latency_ms, 3),
                "server_ms": None if self.server_ms is None else round(self.server_ms, 3),
                "hops": [[service, round(start, 3), round(end, 3)] for service, start, end in self.hops],
                "answers": self.answers, "conflicting": self.conflicting, "conflict": self.conflict,
                "status": self.status,
                "path": self.path, "decided_by": self.decided_by, "source": self.source,
                "value": self.value, "answer": self.text[:300], "error_code": self.error_code,
                "iterations": self.iterations, "verdict": self.verdict, "publish_error": self.publish_error,
                "gold_value": self.item.value, "gold_answer": self.item.answer[:300]}


def source_of(path: str | None, decided_by: str | None) -> str:
    d = decided_by or ""
    if d.startswith("cache.exact"):
        return "exact cache"
    if d.startswith("cache.semantic"):
        return "semantic cache"
    if d.startswith("rule"):
        return "rule"
    if path == "fast":
        return "sandbox"
    if path == "slow":
        return "llm"
    return "none"


def fill(record: Record, env: Envelope, received: float) -> None:
    answer = env.answer
    record.status = answer.status if answer else None
    record.path = env.route.path
    record.decided_by = env.route.decided_by
    record.value = answer.value if answer else None
    record.text = (answer.text if answer else "") or ""
    record.error_code = answer.error.code if answer and answer.error else None
    record.iterations = env.meta.iterations
    if env.hops:
        record.server_ms = (max(h.end for h in env.hops) - env.created_at) * 1000
        record.hops = [(h.service, (h.start - env.created_at) * 1000, (h.end - env.created_at) * 1000)
                       for h in env.hops]


# --- the driver: publish open-loop, collect answers -------------------------------------------------


EnvelopeFor = Callable[[wl.Item, str, float, str], Envelope]  # (item, trace_id, created_at, tenant)


def pipeline_envelope(item: wl.Item, trace_id: str, created_at: float, tenant: str) -> Envelope:
    return Envelope(trace_id=trace_id, text=item.text, tenant=tenant, context=dict(item.context),
                    created_at=created_at, request_id=f"{tenant}:{item.id}")


def baseline_envelope(item: wl.Item, trace_id: str, created_at: float, tenant: str) -> Envelope:
    """What an all-LLM system does: every request straight to the model, presented by the fuser."""
    return Envelope(trace_id=trace_id, text=item.text, tenant=tenant, context=dict(item.context),
                    created_at=created_at, request_id=f"{tenant}:{item.id}",
                    perception=Perception(language=item.lang),
                    route=Route(path="slow", decided_by="baseline"))


def arrival_offsets(rate: float, duration: float, seed: int, arrivals: str = "poisson") -> list[float]:
    """Send times (seconds from the start) of an open-loop load of `rate` requests/s."""
    if rate <= 0 or duration <= 0:
        return []
    if arrivals == "uniform":
        return [i / rate for i in range(int(rate * duration))]
    r = random.Random(seed)
    out, t = [], 0.0
    while True:
        t += r.expovariate(rate)
        if t >= duration:
            return out
        out.append(t)


class Driver(AnswersReader):
    """One producer and one reader of `responses` for a lane; runs phases of open-loop load."""

    client_name = "bench"

    def __init__(self, settings: Settings, transport: Any = None) -> None:
        """`transport`: publish through one already connected (tests); by default the driver
        connects its own when entered."""
        super().__init__(settings)
        self.waiting: dict[str, Record] = {}
        self.foreign = 0  # answers for trace ids this driver did not send
        self._transport = transport
        self._changed = asyncio.Event()
        self._futures: dict[str, asyncio.Future[Record]] = {}

    def _answered(self, msg: Any) -> None:
        received = time.time()
        try:
            env = env_mod.decode(msg.value or b"")
        except env_mod.EnvelopeError:
            return
        self._changed.set()
        record = self.waiting.get(env.trace_id)
        if record is None:
            self.foreign += 1
            return
        record.answers += 1
        if record.answered is None:
            record.answered = received
            fill(record, env, received)
            future = self._futures.pop(env.trace_id, None)
            if future is not None and not future.done():
                future.set_result(record)
        elif env.answer is not None and (env.answer.status, env.answer.value) != (record.status, record.value):
            error = env.answer.error.code if env.answer.error else ""
            record.conflict = (f"{record.status} {record.error_code or ''} {record.value!r} by {record.decided_by}, "
                               f"then {env.answer.status} {error} {env.answer.value!r} by {env.route.decided_by}")

    async def publish(self, topic: Topic, env: Envelope) -> asyncio.Future[None]:
        """Hand `env` to the producer; the future resolves on the broker's acknowledgement."""
        return self._transport.publish(topic_name(topic, self.settings.topic_prefix),
                                       env.trace_id.encode(), env_mod.encode(env),
                                       self._principal(topic, env))

    async def publish_raw(self, topic: Topic, value: bytes, key: bytes | None) -> asyncio.Future[None]:
        """Bytes as they are; those that read as a request name the principal like any request
        (what makes them hostile is in them, not a missing principal)."""
        try:
            env: Envelope | None = env_mod.decode(value)
        except env_mod.EnvelopeError:
            env = None
        return self._transport.publish(topic_name(topic, self.settings.topic_prefix), key, value,
                                       self._principal(topic, env))

    def _principal(self, topic: Topic, env: Envelope | None) -> list[tuple[str, bytes]] | None:
        """A request names this producer's principal, as the client's do (tenants bound to
        credentials on a secured broker; nothing without a signing key)."""
        if topic != Topic.REQUESTS or env is None:
            return None
        return [(k, v.encode()) for k, v in principal_headers(self.settings, env).items()] or None

    def track(self, record: Record) -> None:
        self.waiting[record.trace_id] = record

    async def send_open_loop(self, items: list[wl.Item], offsets: list[float], *, topic: Topic,
                             make: EnvelopeFor, tenant: str, start_index: int = 0,
                             stop: Callable[[], bool] | None = None) -> list[Record]:
        """Publish items[i] at offsets[i] seconds from now, never waiting for answers. When
        `stop()` turns true the rest is not sent (and not returned)."""
        loop = asyncio.get_running_loop()
        t0_loop, t0_wall = loop.time(), time.time()
        records = [Record(start_index + i, item, new_trace_id(), t0_wall + offsets[i])
                   for i, item in enumerate(items[:len(offsets)])]
        for r in records:
            self.track(r)
        deliveries: list[tuple[Record, Any]] = []
        i = 0
        while i < len(records):
            if stop is not None and stop():
                self.forget(records[i:])
                del records[i:]
                break
            due = t0_loop + offsets[i]
            now = loop.time()
            if due > now:
                await asyncio.sleep(due - now)
                continue
            while i < len(records) and t0_loop + offsets[i] <= loop.time():
                r = records[i]
                r.sent = time.time()
                env = make(r.item, r.trace_id, r.sent, tenant)
                try:
                    deliveries.append((r, await self.publish(topic, env)))
                except Exception as exc:  # noqa: BLE001 - the broker refused it: not published
                    r.publish_error = repr(exc)[:200]
                i += 1
        results = await asyncio.gather(*(d for _, d in deliveries), return_exceptions=True)
        for (r, _), result in zip(deliveries, results):
            if isinstance(result, BaseException):
                r.publish_error = repr(result)[:200]
        return records

    async def wait_answer(self, record: Record, timeout: float) -> bool:
        """Wait for the first answer of one record; False on timeout."""
        if record.answered is not None:
            return True
        future = self._futures.get(record.trace_id)
        if future is None:
            future = self._futures[record.trace_id] = asyncio.get_running_loop().create_future()
        try:
            await asyncio.wait_for(asyncio.shield(future), timeout)
            return True
        except (asyncio.TimeoutError, TimeoutError):
            return record.answered is not None

    async def drain(self, records: list[Record], timeout: float) -> float:
        """Wait until every record is answered or `timeout` passes; return the seconds waited."""
        t0 = time.monotonic()
        while any(r.answered is None for r in records) and time.monotonic() - t0 < timeout:
            self._changed.clear()
            with _suppress_timeout():
                await asyncio.wait_for(self._changed.wait(), 0.5)
        return time.monotonic() - t0

    async def ask_closed(self, items: list[wl.Item], *, topic: Topic, make: EnvelopeFor, tenant: str,
                         concurrency: int = 16, timeout: float = 60.0) -> list[Record]:
        """Closed loop: at most `concurrency` in flight (warming a cache)."""
        limit = asyncio.Semaphore(concurrency)
        records: list[Record] = []

        async def one(i: int, item: wl.Item) -> None:
            async with limit:
                r = Record(i, item, new_trace_id(), time.time())
                records.append(r)
                self.track(r)
                r.sent = time.time()
                await (await self.publish(topic, make(item, r.trace_id, r.sent, tenant)))
                await self.wait_answer(r, timeout)

        await asyncio.gather(*(one(i, item) for i, item in enumerate(items)))
        return records

    def forget(self, records: list[Record]) -> None:
        for r in records:
            self.waiting.pop(r.trace_id, None)
            future = self._futures.pop(r.trace_id, None)
            if future is not None and not future.done():
                future.cancel()


class _suppress_timeout:
    def __enter__(self) -> None:
        return None

    def __exit__(self, exc_type: Any, *rest: Any) -> bool:
        return exc_type in (asyncio.TimeoutError, TimeoutError)
