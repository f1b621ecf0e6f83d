"""`dualtrack bench e2e`: the whole pipeline on real Kafka against an all-LLM baseline.

One command does the whole run, in isolation from anything else on the machine:

1. generates the seeded workload (`dualtrack.workload`; the mix is `DT_BENCH_MIX`) and saves it;
2. starts the model backend: the scripted OpenAI-compatible server (`dualtrack.fake_llm`, a fixed
   latency, answering every known question with its gold answer and counting calls), or the
   embedded local model;
3. starts the pipeline as a lane (`dualtrack.bench.lane`: fresh topic prefix, own state dir,
   own database, every service as processes) and runs each offered load open-loop: requests are
   published at Poisson arrival times whatever the answers do, each with its own trace_id; latency
   is measured from the scheduled send time to the answer on `responses` (no coordinated
   omission). Each load runs under its own tenant, so its cache starts cold;
4. looks for the maximum sustained rate on the fast-path mix (after warming the cache with each
   FAQ question once): the rate grows by a factor until the pipeline no longer keeps up;
5. stops the pipeline and starts the baseline lane (sandbox, llm, fuser): the same requests at the
   same loads, published straight on `llm.tasks` as slow-path envelopes (decided_by "baseline"),
   so the same llm service and backend answer everything and the fuser presents it;
6. (`chain`) rebuilds the fast paths from bare librdkafka relays (`bench chain --client
   confluent`: exact-hit and computation) at 200 req/s and looks for their maximum sustained rate:
   the floor the pipeline is compared with, measured in the same run on the same machine;
7. judges every answer against the gold one, and writes `report.md`, PNG charts, the per-request
   records, the settings and the machine's facts under `results/e2e-<timestamp>-<backend>/`.

A load that leaves requests unanswered after the drain time restarts its lane before the next one,
so a backlog never leaks into the next measurement.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import platform
import random
import socket
import statistics
import subprocess
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, Perception, Route, new_trace_id
from dtlib.principal import principal_headers
from dtlib.settings import REPO_ROOT, Settings, get_settings
from dtlib.topics import Topic, topic_name

from .. import workload as wl
from ..settings import AllSettings, BenchSettings, LlmSettings
from .lane import Lane, service_env
from ..charts import pyplot, save

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


class Driver:
    """One producer and one reader of `responses` for a lane; runs phases of open-loop load."""

    def __init__(self, settings: Settings, transport: Any = None) -> None:
        """`transport`: publish through one already connected (tests); by default the driver
        connects its own when entered."""
        self.settings = settings
        self.waiting: dict[str, Record] = {}
        self.foreign = 0  # answers for trace ids this driver did not send
        self._transport: Any = transport
        self._answers: Any = None
        self._changed = asyncio.Event()
        self._futures: dict[str, asyncio.Future[Record]] = {}

    async def __aenter__(self) -> "Driver":
        from ..kafka import Tail, connect

        self._transport = await connect(self.settings, "bench")
        self._answers = Tail(self._transport, topic_name(Topic.RESPONSES, self.settings.topic_prefix),
                             self._answered)
        await self._answers.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._answers.stop()
        await self._transport.close()

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


# --- statistics ---------------------------------------------------------------------------------


def quantile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    k = (len(s) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def latency_stats(records: list[Record]) -> dict[str, Any]:
    lat = [r.latency_ms for r in records if r.latency_ms is not None]
    return {"n": len(records), "answered": len(lat),
            "p50_ms": quantile(lat, 0.50), "p95_ms": quantile(lat, 0.95), "p99_ms": quantile(lat, 0.99),
            "mean_ms": statistics.fmean(lat) if lat else None, "max_ms": max(lat) if lat else None}


def stages(records: list[Record]) -> dict[str, float | None]:
    """Median ms of each stage of the answered `records` that crossed the same steps: to the first
    step (the client's publish, the broker, the fetch, the hand-over), each step's handling, each
    way between two steps (publish, broker, fetch), and back to the client."""
    paths = Counter(tuple(h[0] for h in r.hops) for r in records if r.hops and r.answered is not None)
    if not paths:
        return {}
    steps = paths.most_common(1)[0][0]
    rows = [r for r in records if r.answered is not None and tuple(h[0] for h in r.hops) == steps]
    parts: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        parts[f"→ {steps[0]}"].append(r.hops[0][1])
        for i, (service, start, end) in enumerate(r.hops):
            if i:
                parts[f"{steps[i - 1]} → {service}"].append(start - r.hops[i - 1][2])
            parts[service].append(end - start)
        parts[f"{steps[-1]} → client"].append((r.answered - r.sent) * 1000 - r.hops[-1][2])  # type: ignore[operator]
    return {"n": len(rows)} | {k: round(quantile(v, 0.5), 3) for k, v in parts.items()}  # type: ignore[arg-type]


@dataclass
class Phase:
    name: str  # e.g. pipeline-200
    lane: str  # pipeline | baseline
    mix: str  # workload | fast
    offered_rps: float
    duration_s: float
    tenant: str
    records: list[Record] = field(default_factory=list)
    llm_calls: int | None = None  # from the scripted server's /stats
    llm_max_in_flight: int | None = None
    llm_calls_from_envelopes: int = 0
    drained_s: float = 0.0
    cpu_percent: float | None = None  # machine CPU busy during the phase
    service_cpu_s: dict[str, float] = field(default_factory=dict)
    started_at: float = 0.0

    # -- derived
    def answered(self) -> list[Record]:
        return [r for r in self.records if r.answered is not None]

    def throughput(self) -> float:
        done = self.answered()
        if not done or not self.records:
            return 0.0
        span = max(r.answered for r in done) - min(r.scheduled for r in self.records)  # type: ignore[type-var]
        return len(done) / span if span > 0 else 0.0

    def send_lag_p99_ms(self) -> float | None:
        lag = [(r.sent - r.scheduled) * 1000 for r in self.records if r.sent is not None]
        return quantile(lag, 0.99)

    def sustained(self, fast_p99_slo_ms: float | None = None) -> tuple[bool, str]:
        """Kept up with the offered load: everything answered within 2 s after the last send,
        the sender on schedule, and latency not growing from the first half to the last fifth;
        with `fast_p99_slo_ms`, also the fast path's p99 within it."""
        if not self.records:
            return False, "no requests"
        end = max(r.scheduled for r in self.records) + 2.0
        late = sum(1 for r in self.records if r.answered is None or r.answered > end)
        if late > max(1, len(self.records) // 1000):
            return False, f"{late} answers later than 2 s after the last send"
        lag = self.send_lag_p99_ms() or 0.0
        if lag > 100:
            return False, f"the sender fell behind (p99 lag {lag:.0f} ms)"
        # growth is judged on the fast path when it has enough requests (slow answers vary by themselves)
        fast = [r for r in self.records if r.path == "fast"]
        series = fast if len(fast) >= 50 else self.records
        n = len(series)
        first = [r.latency_ms for r in series[: n // 2] if r.latency_ms is not None]
        last = [r.latency_ms for r in series[n - n // 5:] if r.latency_ms is not None]
        p_first, p_last = quantile(first, 0.95), quantile(last, 0.95)
        if p_first is not None and p_last is not None and p_last > 2 * p_first + 50:
            return False, f"latency grew (p95 {p_first:.0f} → {p_last:.0f} ms)"
        if fast_p99_slo_ms is not None:
            p99 = quantile([r.latency_ms for r in fast if r.latency_ms is not None], 0.99)
            if p99 is None or p99 > fast_p99_slo_ms:
                return False, f"fast-path p99 {fmt_ms(p99)} over the {fast_p99_slo_ms:g} ms objective"
        return True, "kept up"

    def summary(self) -> dict[str, Any]:
        done = self.answered()
        by_path: dict[str, list[Record]] = defaultdict(list)
        by_source: dict[str, list[Record]] = defaultdict(list)
        for r in done:
            by_path[r.path or "none"].append(r)
            by_source[r.source].append(r)
        verdicts = Counter(r.verdict for r in self.records)
        wrong_by_category: dict[str, dict[str, int]] = {}
        for r in self.records:
            c = wrong_by_category.setdefault(r.item.category, {"n": 0, "wrong": 0, "wrong_fast": 0,
                                                               "uncertain": 0, "error": 0, "unanswered": 0})
            c["n"] += 1
            c["wrong"] += r.verdict == "wrong"
            c["wrong_fast"] += r.verdict == "wrong" and r.path == "fast"
            c["uncertain"] += r.verdict == "uncertain"
            c["error"] += r.verdict == "error"
            c["unanswered"] += r.verdict == "unanswered"
        fast = by_path.get("fast", [])
        wrong_fast = sum(1 for r in fast if r.verdict == "wrong")
        ok, why = self.sustained()
        statuses = Counter(r.status or "unanswered" for r in self.records)
        censored = [r.latency_ms if r.latency_ms is not None
                    else (self.started_at + self.duration_s + self.drained_s - r.scheduled) * 1000
                    for r in self.records]
        return {
            "name": self.name, "lane": self.lane, "mix": self.mix, "tenant": self.tenant,
            "offered_rps": self.offered_rps, "duration_s": self.duration_s, "requests": len(self.records),
            "answered": len(done),
            "unanswered": sum(1 for r in self.records if r.answered is None and r.publish_error is None),
            "not_published": sum(1 for r in self.records if r.publish_error is not None),
            "duplicates": sum(max(0, r.answers - 1) for r in self.records),
            "conflicting_duplicates": sum(r.conflicting for r in self.records),
            "statuses": dict(statuses),
            "throughput_rps": self.throughput(), "sustained": ok, "sustained_why": why,
            "send_lag_p99_ms": self.send_lag_p99_ms(), "drained_s": self.drained_s,
            "overall": latency_stats(self.records),
            "mean_ms_censored": statistics.fmean(censored) if censored else None,
            "server_p50_ms": quantile([r.server_ms for r in done if r.server_ms is not None], 0.5),
            "by_path": {p: latency_stats(rs) for p, rs in sorted(by_path.items())},
            "by_source": {s: {**latency_stats(rs), "share": len(rs) / max(len(self.records), 1),
                              "stages_p50_ms": stages(rs)}
                          for s, rs in sorted(by_source.items())},
            "fast_share": len(fast) / max(len(self.records), 1),
            "llm_calls": self.llm_calls, "llm_calls_from_envelopes": self.llm_calls_from_envelopes,
            "llm_max_in_flight": self.llm_max_in_flight,
            "llm_calls_per_request": (self.llm_calls if self.llm_calls is not None
                                      else self.llm_calls_from_envelopes) / max(len(self.records), 1),
            "verdicts": dict(verdicts), "wrong_by_category": wrong_by_category,
            "wrong_fast": wrong_fast, "fast_answers": len(fast),
            "wrong_fast_rate": wrong_fast / len(fast) if fast else None,
            "cpu_percent": self.cpu_percent, "service_cpu_s": self.service_cpu_s,
        }


# --- the run ---------------------------------------------------------------------------------------


@dataclass
class E2EConfig:
    rates: list[float] = field(default_factory=lambda: [50.0, 200.0, 500.0])
    duration_s: float = 20.0
    backend: str = "scripted"  # scripted | local
    mix: str = ""
    seed: int = 1
    drain_s: float = 30.0
    llm_latency_ms: int = 500
    llm_concurrency: int = 0  # 0: DT_LLM_CONCURRENCY as configured
    partitions: int = 0  # 0: DT_TOPIC_PARTITIONS as configured
    find_max: bool = True
    max_start_rps: float | None = None
    max_factor: float = 1.25
    max_cap_rps: float = 3000.0
    max_floor_rps: float = 10.0  # when the first step is not sustained, come down to this at most
    max_step_s: float = 10.0
    max_fast_p99_ms: float = 500.0  # a rate counts as sustained only with the fast path's p99 within this
    max_tries: int = 2  # a rate is not sustained once it failed this many steps in a row
    baseline: bool = True
    chain: bool = True  # the bare chain of the fast paths, in the same run (issue 21's floor)
    scale: dict[str, int] = field(default_factory=lambda: {s: 1 for s in
                                                          ("cache", "rules", "classifier", "sandbox", "llm",
                                                           "fuser", "learner")})
    tracing: bool | None = None  # None: as DT_TRACING says
    arrivals: str = "poisson"
    warmup_requests: int = 40
    out_root: Path = REPO_ROOT / "results"

    @classmethod
    def from_settings(cls, **overrides: Any) -> "E2EConfig":
        s = get_settings(BenchSettings)
        base = cls(mix=s.bench_mix, seed=s.bench_seed, drain_s=s.bench_drain_s,
                   llm_latency_ms=s.bench_llm_latency_ms, llm_concurrency=s.bench_llm_concurrency,
                   out_root=Path(s.bench_results_dir))
        for key, value in overrides.items():
            if value is not None:
                setattr(base, key, value)
        return base


class E2ERun:
    def __init__(self, config: E2EConfig, log: Callable[[str], None] = print) -> None:
        self.config = config
        self.log = log
        stamp = time.strftime("%Y%m%d-%H%M%S")
        self.out = Path(config.out_root) / f"e2e-{stamp}-{config.backend}"
        self.out.mkdir(parents=True, exist_ok=True)
        self.phases: list[Phase] = []
        self.fake: Any = None
        self.lane: Lane | None = None
        self.lane_starts: list[dict[str, Any]] = []
        self.items: list[wl.Item] = []
        self.fast_items: list[wl.Item] = []
        self.max_sustained: float | None = None
        self.chain_rows: list[dict[str, Any]] = []  # the bare chain's (bench chain's rows)
        self.machine_before = machine_facts()

    # -- set-up
    def workload(self) -> None:
        c = self.config
        longest = max([r * c.duration_s for r in c.rates] + [1.0])
        n = int(longest * 1.3) + 200
        self.log(f"workload: {n} items, seed {c.seed}, mix {wl.mix_text(wl.parse_mix(c.mix))}")
        self.items = wl.generate(n, seed=c.seed, mix=c.mix or None,
                                 data_dir=Path(get_settings(BenchSettings).bench_shared_data_dir))
        wl.save(self.items, self.out / "workload.jsonl")
        if c.find_max:
            n_fast = int(c.max_cap_rps * c.max_step_s * 1.2) + 200
            self.fast_items = wl.generate(n_fast, seed=c.seed + 1, fast_only=True,
                                          data_dir=Path(get_settings(BenchSettings).bench_shared_data_dir))
            wl.save(self.fast_items, self.out / "workload-fast.jsonl")

    def start_backend(self) -> str | None:
        from ..fake_llm import FakeModel

        if self.config.backend != "scripted":
            return None
        answers = self.out / "answers.jsonl"
        with open(answers, "w", encoding="utf-8") as f:
            for item in self.items + self.fast_items:
                f.write(json.dumps({"text": item.text, "answer": item.answer, "task": item.task},
                                   ensure_ascii=False) + "\n")
        self.fake = FakeModel(self.config.llm_latency_ms, answers=answers, seed=self.config.seed,
                              log_path=self.out / "fake_llm.log").start()
        self.log(f"scripted model on {self.fake.base_url} ({self.config.llm_latency_ms} ms per call)")
        return self.fake.base_url

    def new_lane(self, kind: str, model_url: str | None) -> Lane:
        c = self.config
        scale = dict(c.scale) if kind == "pipeline" else {
            "sandbox": c.scale.get("sandbox", 1), "llm": c.scale.get("llm", 1), "fuser": c.scale.get("fuser", 1)}
        env = service_env(c.backend, model_url,
                          llm_concurrency=c.llm_concurrency if c.backend == "scripted" and c.llm_concurrency else None,
                          tracing=c.tracing)
        lane = Lane(kind, scale, env=env, partitions=c.partitions or None)
        t = lane.start()
        self.lane_starts.append({"lane": kind, "prefix": lane.prefix, "seconds": round(t, 1), "scale": scale,
                                 "env": {k: v for k, v in lane.env.items() if k != "PYTHONPATH"}})
        self.log(f"{kind} lane {lane.prefix} up in {t:.1f} s ({', '.join(f'{k}×{v}' for k, v in scale.items())})")
        return lane

    # -- phases
    async def run_phase(self, driver: Driver, lane: Lane, name: str, kind: str, mix: str, items: list[wl.Item],
                        rate: float, duration: float, *, seed: int) -> Phase:
        import psutil

        c = self.config
        tenant = f"{name}"
        phase = Phase(name, kind, mix, rate, duration, tenant)
        offsets = arrival_offsets(rate, duration, seed, c.arrivals)
        if len(offsets) > len(items):
            offsets = offsets[:len(items)]
        if self.fake:
            self.fake.reset_stats()
        cpu_before = _service_cpu(lane)
        psutil.cpu_percent(None)
        phase.started_at = time.time()
        topic = Topic.REQUESTS if kind == "pipeline" else Topic.LLM_TASKS
        make = pipeline_envelope if kind == "pipeline" else baseline_envelope
        phase.records = await driver.send_open_loop(items, offsets, topic=topic, make=make, tenant=tenant)
        phase.drained_s = await driver.drain(phase.records, c.drain_s)
        await asyncio.sleep(0.5)  # late duplicates
        phase.cpu_percent = psutil.cpu_percent(None)
        cpu_after = _service_cpu(lane)
        phase.service_cpu_s = {k: round(cpu_after.get(k, 0) - cpu_before.get(k, 0), 2) for k in cpu_after}
        if self.fake:
            stats = self.fake.stats()
            phase.llm_calls = stats["calls"]
            phase.llm_max_in_flight = stats["max_in_flight"]
        judge_prose = c.backend == "scripted"
        for r in phase.records:
            r.verdict = wl.judge(r.item, r.status, r.value, r.text, judge_prose=judge_prose)
            if r.path == "slow" or r.decided_by == "baseline":
                phase.llm_calls_from_envelopes += r.iterations
        driver.forget(phase.records)
        self.phases.append(phase)
        self.save_phase(phase)
        s = phase.summary()
        fast = s["by_path"].get("fast", {})
        self.log(f"  {name}: {s['requests']} sent, {s['answered']} answered, {s['throughput_rps']:.1f}/s, "
                 f"p50 {fmt_ms(s['overall']['p50_ms'])} p99 {fmt_ms(s['overall']['p99_ms'])}; fast {s['fast_share']:.0%} "
                 f"(p50 {fmt_ms(fast.get('p50_ms'))} p99 {fmt_ms(fast.get('p99_ms'))}); LLM calls "
                 f"{s['llm_calls'] if s['llm_calls'] is not None else s['llm_calls_from_envelopes']}; "
                 f"wrong {s['verdicts'].get('wrong', 0)}; {s['sustained_why']}")
        return phase

    def save_phase(self, phase: Phase) -> None:
        folder = self.out / "phases"
        folder.mkdir(exist_ok=True)
        with open(folder / f"{phase.name}.jsonl", "w", encoding="utf-8") as f:
            for r in phase.records:
                f.write(json.dumps(r.row(), ensure_ascii=False) + "\n")

    async def warm_up(self, driver: Driver, kind: str) -> None:
        """A few requests on a throw-away tenant: connections, fetch sessions and models warm."""
        n = self.config.warmup_requests
        if n <= 0:
            return
        items = self.items[-n:]
        topic = Topic.REQUESTS if kind == "pipeline" else Topic.LLM_TASKS
        make = pipeline_envelope if kind == "pipeline" else baseline_envelope
        records = await driver.ask_closed(items, topic=topic, make=make, tenant=f"warmup-{kind}", concurrency=8)
        driver.forget(records)

    async def lane_phases(self, kind: str, model_url: str | None) -> None:
        c = self.config
        lane = self.new_lane(kind, model_url)
        try:
            for k, rate in enumerate(c.rates):
                async with Driver(lane.activate()) as driver:
                    await self.warm_up(driver, kind)
                    phase = await self.run_phase(driver, lane, f"{kind}-{_rate_name(rate)}", kind, "workload",
                                                 self.items, rate, c.duration_s, seed=c.seed * 1000 + k)
                if phase.summary()["unanswered"] and (k + 1 < len(c.rates) or (kind == "pipeline" and c.find_max)):
                    self.log(f"  {kind} lane left requests unanswered: restarting it with a fresh prefix")
                    lane.stop(keep_logs=self.out / "logs" / lane.tag)
                    lane = self.new_lane(kind, model_url)
            if kind == "pipeline" and c.find_max:
                lane = await self.search_max(lane, model_url)
        finally:
            lane.stop(keep_logs=self.out / "logs" / lane.tag)

    async def search_max(self, lane: Lane, model_url: str | None) -> Lane:
        """Raise the offered rate of the fast-path mix until the pipeline no longer keeps up (or,
        when the first rate is not sustained, lower it until one is)."""
        c = self.config
        sustained_fixed = [p.offered_rps for p in self.phases if p.lane == "pipeline" and p.sustained()[0]]
        rate = c.max_start_rps or max(sustained_fixed + [100.0])
        self.log(f"maximum sustained rate on the fast-path mix: from {rate:g}/s, ×{c.max_factor} per step")
        step, descending, tries = 0, False, 0
        while rate <= c.max_cap_rps:
            name = f"max-{_rate_name(rate)}" + (f"-try{tries + 1}" if tries else "")
            async with Driver(lane.activate()) as driver:
                warm = wl.warmup_questions(self.fast_items)
                records = await driver.ask_closed(warm, topic=Topic.REQUESTS, make=pipeline_envelope,
                                                  tenant=name, concurrency=16)
                driver.forget(records)
                await asyncio.sleep(1.0)  # let the cache replicate its new entries
                phase = await self.run_phase(driver, lane, name, "pipeline", "fast", self.fast_items, rate,
                                             c.max_step_s, seed=c.seed * 7000 + step)
            ok, why = phase.sustained(c.max_fast_p99_ms)
            step += 1
            if phase.summary()["unanswered"]:
                lane.stop(keep_logs=self.out / "logs" / lane.tag)
                lane = self.new_lane("pipeline", model_url)
            if not ok and tries < c.max_tries - 1:
                # The same rate again: one stalled second of a shared machine (the sender late as
                # well) ended searches at a rate the pipeline carried at a fraction of the CPU.
                tries += 1
                self.log(f"  not sustained at {rate:g}/s: {why}; once more")
                continue
            tries = 0
            if ok:
                self.max_sustained = rate
                if descending:
                    break
                rate = round(rate * c.max_factor)
            else:
                self.log(f"  not sustained at {rate:g}/s: {why}")
                if self.max_sustained is not None or rate <= c.max_floor_rps:
                    break
                # Not even the first step: come down until one is, so the report has a number.
                descending = True
                rate = max(c.max_floor_rps, round(rate / c.max_factor))
        self.log(f"maximum sustained rate: {self.max_sustained if self.max_sustained else 'below the first step'}")
        return lane

    async def run(self) -> Path:
        self.workload()
        model_url = self.start_backend()
        try:
            await self.lane_phases("pipeline", model_url)
            if self.config.baseline:
                await self.lane_phases("baseline", model_url)
            if self.config.chain:
                await self.bare_chain()
        finally:
            if self.fake is not None:
                self.fake.stop()
        self.write()
        return self.out

    async def bare_chain(self) -> None:
        """The fast paths on bare librdkafka relays, once every lane is down (it has the machine)."""
        from .chain import measure_bare

        c = self.config
        self.log(f"the bare chain of {', '.join(FLOOR_PATH.values())} at {FLOOR_RATE:g} req/s"
                 + (", then its maximum sustained rate" if c.find_max else ""))
        self.chain_rows = await measure_bare(list(FLOOR_PATH.values()), [FLOOR_RATE], c.duration_s,
                                             c.find_max, c.partitions, self.log)

    # -- output
    def write(self) -> None:
        summaries = [p.summary() for p in self.phases]
        comparison = compare(summaries)
        targets = check_targets(summaries, comparison, self.max_sustained, self.config)
        floor = against_floor(summaries, self.chain_rows, self.max_sustained) if self.chain_rows else None
        if floor is not None:
            targets += floor["targets"]
        settings_doc = {
            "config": {**asdict(self.config), "out_root": str(self.config.out_root)},
            "lanes": self.lane_starts,
            "settings": {k: str(v) for k, v in get_settings(AllSettings).model_dump().items()},
            "workload": {"items": len(self.items), "composition": wl.composition(self.items),
                         "fast_items": len(self.fast_items),
                         "shared_data": wl.shared_data_available(Path(get_settings(BenchSettings).bench_shared_data_dir))},
        }
        (self.out / "settings.json").write_text(json.dumps(settings_doc, indent=2, ensure_ascii=False, default=str))
        machine = {"before": self.machine_before, "after": machine_facts()}
        (self.out / "machine.json").write_text(json.dumps(machine, indent=2, default=str))
        (self.out / "summary.json").write_text(json.dumps(
            {"phases": summaries, "comparison": comparison, "targets": targets,
             "max_sustained_rps": self.max_sustained, "chain": self.chain_rows,
             "against_floor": floor}, indent=2, ensure_ascii=False, default=str))
        charts = write_charts(self.phases, self.out)
        report = report_markdown(summaries, comparison, targets, self.max_sustained, self.config,
                                 settings_doc, machine, charts)
        if floor is not None:
            report += "\n" + floor_markdown(floor)
        (self.out / "report.md").write_text(report, encoding="utf-8")


def _service_cpu(lane: Lane) -> dict[str, float]:
    """CPU seconds used so far by each service of the lane (all replicas and their children), and
    by the shared Kafka broker, PostgreSQL and Jaeger (named `kafka*` etc.: they also serve
    whatever else runs on the machine)."""
    procs = [(name.rsplit("-", 1)[0], pid) for name, pid in lane.pids().items()]
    procs += [(f"{name}*", pid) for name, pid in _infra_pids().items()]
    return cpu_seconds(procs)


def cpu_seconds(procs: list[tuple[str, int]]) -> dict[str, float]:
    """CPU seconds used so far under each name: its processes and their children, summed."""
    import psutil

    out: dict[str, float] = defaultdict(float)
    for name, pid in procs:
        try:
            proc = psutil.Process(pid)
            for p in [proc, *proc.children(recursive=True)]:
                t = p.cpu_times()
                out[name] += t.user + t.system
        except psutil.Error:
            continue
    return dict(out)


_INFRA = {"kafka": "kafka.Kafka", "postgres": "bin/postgres", "jaeger": "bin/jaeger"}


def _infra_pids() -> dict[str, int]:
    """The stack's broker, database server and tracing backend (one of each listens on the
    machine's ports, whichever checkout started it)."""
    import psutil

    found: dict[str, int] = {}
    for proc in psutil.process_iter(["pid", "ppid", "cmdline"]):
        cmdline = " ".join(proc.info["cmdline"] or [])
        for name, marker in _INFRA.items():
            # PostgreSQL's backends are children of the server: count the server and its tree.
            if marker in cmdline and name not in found and (name != "postgres" or " -D " in cmdline):
                found[name] = proc.info["pid"]
    return found


def _rate_name(rate: float) -> str:
    return f"{rate:g}".replace(".", "_")


def fmt_ms(value: float | None, suffix: str = " ms") -> str:
    """A latency for a report; a run with no answers has none ("—")."""
    return "—" if value is None else f"{value:.1f}{suffix}"


# --- comparison and targets ----------------------------------------------------------------------


def compare(summaries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Pipeline vs baseline at each offered load where both ran (the workload mix)."""
    pipe = {s["offered_rps"]: s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "workload"}
    base = {s["offered_rps"]: s for s in summaries if s["lane"] == "baseline"}
    rows = []
    for rate in sorted(set(pipe) & set(base)):
        p, b = pipe[rate], base[rate]
        # A request left unanswered when its load ended still needed the model at least once.
        p_calls = (p["llm_calls"] if p["llm_calls"] is not None else p["llm_calls_from_envelopes"]) + p["unanswered"]
        b_calls = (b["llm_calls"] if b["llm_calls"] is not None else b["llm_calls_from_envelopes"]) + b["unanswered"]
        p_mean, b_mean = p["mean_ms_censored"], b["mean_ms_censored"]
        rows.append({
            "offered_rps": rate,
            "pipeline_mean_ms": p_mean, "baseline_mean_ms": b_mean,
            "mean_latency_ratio": (b_mean / p_mean) if p_mean and b_mean else None,
            "p50_ratio": _ratio(b["overall"]["p50_ms"], p["overall"]["p50_ms"]),
            "p99_ratio": _ratio(b["overall"]["p99_ms"], p["overall"]["p99_ms"]),
            "pipeline_llm_calls": p_calls, "baseline_llm_calls": b_calls,
            "pipeline_calls_per_request": p_calls / max(p["requests"], 1),
            "baseline_calls_per_request": b_calls / max(b["requests"], 1),
            "llm_calls_fewer": 1 - (p_calls / max(p["requests"], 1)) / (b_calls / max(b["requests"], 1))
            if b_calls else None,
            "baseline_unanswered": b["unanswered"], "pipeline_unanswered": p["unanswered"],
            "baseline_sustained": b["sustained"], "pipeline_sustained": p["sustained"],
            "pipeline_throughput_rps": p["throughput_rps"], "baseline_throughput_rps": b["throughput_rps"],
        })
    return rows


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def check_targets(summaries: list[dict[str, Any]], comparison: list[dict[str, Any]],
                  max_sustained: float | None, config: E2EConfig) -> list[dict[str, Any]]:
    """The issue's targets, each with the measured value and whether it was met."""
    out = []
    at200 = next((s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "workload"
                  and s["offered_rps"] == 200), None)
    fast200 = (at200 or {}).get("by_path", {}).get("fast", {})
    out.append(_target("fast-path p50 ≤ 15 ms at 200 req/s", fast200.get("p50_ms"), 15, "≤", "ms"))
    out.append(_target("fast-path p99 ≤ 60 ms at 200 req/s", fast200.get("p99_ms"), 60, "≤", "ms"))
    out.append(_target("≥ 500 req/s sustained on the fast-path mix", max_sustained, 500, "≥", "req/s"))
    ref = next((row for row in comparison if row["offered_rps"] == 200), comparison[0] if comparison else None)
    where = f" (at {ref['offered_rps']:g} req/s)" if ref else ""
    out.append(_target(f"LLM calls ≥ 60 % fewer than the baseline{where}",
                       None if ref is None or ref["llm_calls_fewer"] is None else 100 * ref["llm_calls_fewer"],
                       60, "≥", "%"))
    out.append(_target(f"mean latency ≥ 10× lower than the baseline{where}",
                       None if ref is None else ref["mean_latency_ratio"], 10, "≥", "×"))
    fast_total = sum(s["fast_answers"] for s in summaries if s["lane"] == "pipeline")
    wrong_fast = sum(s["wrong_fast"] for s in summaries if s["lane"] == "pipeline")
    out.append(_target("wrong answers on the fast path ≤ 0.5 % (all pipeline loads)",
                       100 * wrong_fast / fast_total if fast_total else None, 0.5, "≤", "%"))
    return out


# Each fast source, and the path of bare relays (`bench chain`) that crosses the same topics.
FLOOR_PATH = {"exact cache": "exact-hit", "sandbox": "computation"}
FLOOR_RATE = 200.0  # the load at which latencies are compared


def against_floor(summaries: list[dict[str, Any]], chain_rows: list[dict[str, Any]],
                  max_sustained: float | None) -> dict[str, Any]:
    """Issue 21's comparisons, all within one run: the fast-path mix's maximum sustained rate over
    the bare chain's (per path), each fast source's p50 at FLOOR_RATE over its bare path's, and the
    all-LLM baseline's p50 over the fast path's at every load both ran."""
    bare_max = {r["path"]: r["max_sustained_rps"] for r in chain_rows if "max_sustained_rps" in r}
    bare_at = {r["path"]: r for r in chain_rows if r.get("offered_rps") == FLOOR_RATE and "p50_ms" in r}
    pipe = {s["offered_rps"]: s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "workload"}
    base = {s["offered_rps"]: s for s in summaries if s["lane"] == "baseline"}
    rates = [{"path": path, "bare_rps": rps, "pipeline_rps": max_sustained,
              "ratio": _ratio(max_sustained, rps)} for path, rps in bare_max.items()]
    # The workload mix at FLOOR_RATE (the target), and the fast-path mix's step at that rate, if
    # its search ran one (no slow path competing for the machine).
    at = {"workload": pipe.get(FLOOR_RATE, {})} | {
        "fast": s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "fast"
        and s["offered_rps"] == FLOOR_RATE}
    latency = []
    for mix, summary in at.items():
        for source, path in FLOOR_PATH.items():
            ours, theirs = summary.get("by_source", {}).get(source, {}), bare_at.get(path, {})
            latency.append({"mix": mix, "source": source, "path": path,
                            "pipeline_p50_ms": ours.get("p50_ms"), "pipeline_p99_ms": ours.get("p99_ms"),
                            "bare_p50_ms": theirs.get("p50_ms"), "bare_p99_ms": theirs.get("p99_ms"),
                            "p50_ratio": _ratio(ours.get("p50_ms"), theirs.get("p50_ms"))})
    baseline = []
    for rate in sorted(set(pipe) & set(base)):
        fast = pipe[rate]["by_path"].get("fast", {}).get("p50_ms")
        slow = base[rate]["overall"]["p50_ms"]
        baseline.append({"offered_rps": rate, "fast_p50_ms": fast, "baseline_p50_ms": slow,
                         "ratio": _ratio(slow, fast)})
    computation = next((r["ratio"] for r in rates if r["path"] == "computation"), None)
    targets = [_target("fast-path mix sustained ≥ 0.5× the bare chain's (computation path, same run)",
                       computation, 0.5, "≥", "×")]
    targets += [_target(f"{row['source']} p50 at {FLOOR_RATE:g} req/s ≤ 2× the bare {row['path']} "
                        "chain's (same run)", row["p50_ratio"], 2, "≤", "×")
                for row in latency if row["mix"] == "workload"]
    ref = next((row for row in baseline if row["offered_rps"] == FLOOR_RATE), baseline[0] if baseline else None)
    targets.append(_target("fast-path p50 ≥ 30× lower than the all-LLM baseline's"
                           + (f" (at {ref['offered_rps']:g} req/s)" if ref else ""),
                           ref["ratio"] if ref else None, 30, "≥", "×"))
    return {"max_sustained": rates, "latency": latency, "baseline": baseline, "targets": targets}


def floor_markdown(floor: dict[str, Any]) -> str:
    lines = ["## Against the bare chain (same run)", "",
             "The fast paths rebuilt from relays on a bare librdkafka loop (`bench chain --client "
             "confluent`), run by this command once the lanes were down.", "",
             "| fast source (mix) | bare path | pipeline p50 / p99 ms | bare p50 / p99 ms | p50 ratio |",
             "|---|---|---|---|---|"]
    for row in floor["latency"]:
        lines.append(f"| {row['source']} at {FLOOR_RATE:g}/s ({row['mix']} mix) | {row['path']} | "
                     f"{_f(row['pipeline_p50_ms'])} / "
                     f"{_f(row['pipeline_p99_ms'])} | {_f(row['bare_p50_ms'])} / {_f(row['bare_p99_ms'])} | "
                     f"{_f(row['p50_ratio'], 2, '×')} |")
    lines += ["", "| maximum sustained rate | pipeline (fast-path mix) | bare chain | ratio |", "|---|---|---|---|"]
    for row in floor["max_sustained"]:
        lines.append(f"| {row['path']} | {_f(row['pipeline_rps'], 0)} | {_f(row['bare_rps'], 0)} | "
                     f"{_f(row['ratio'], 2, '×')} |")
    lines += ["", "| offered/s | fast-path p50 ms | all-LLM baseline p50 ms | baseline ÷ fast |", "|---|---|---|---|"]
    for row in floor["baseline"]:
        lines.append(f"| {row['offered_rps']:g} | {_f(row['fast_p50_ms'])} | {_f(row['baseline_p50_ms'])} | "
                     f"{_f(row['ratio'], 1, '×')} |")
    return "\n".join(lines) + "\n"


def _target(name: str, value: float | None, bound: float, op: str, unit: str) -> dict[str, Any]:
    met = None if value is None else (value <= bound if op == "≤" else value >= bound)
    return {"target": name, "value": value, "bound": bound, "op": op, "unit": unit, "met": met}


# --- charts -----------------------------------------------------------------------------------------


def write_charts(phases: list[Phase], out: Path) -> list[str]:
    plt = pyplot()

    files: list[str] = []
    rates = sorted({p.offered_rps for p in phases if p.mix == "workload"})
    for rate in rates:
        fig, ax = plt.subplots(figsize=(7, 4.2))
        series: list[tuple[str, list[float]]] = []
        for p in phases:
            if p.offered_rps != rate or p.mix != "workload":
                continue
            if p.lane == "pipeline":
                for path in ("fast", "slow"):
                    series.append((f"pipeline {path} path",
                                   [r.latency_ms for r in p.records if r.path == path and r.latency_ms is not None]))
                series.append(("pipeline all", [r.latency_ms for r in p.records if r.latency_ms is not None]))
            else:
                series.append(("baseline (all LLM)", [r.latency_ms for r in p.records if r.latency_ms is not None]))
        for label, values in series:
            if not values:
                continue
            xs = sorted(values)
            ys = [(i + 1) / len(xs) for i in range(len(xs))]
            ax.step(xs, ys, where="post", label=f"{label} (n={len(xs)})")
        ax.set_xscale("log")
        ax.set_xlabel("latency, ms (scheduled send → answer; log scale)")
        ax.set_ylabel("share of answered requests")
        ax.set_title(f"Latency CDF per path at {rate:g} req/s offered")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(loc="lower right", fontsize=8)
        name = f"latency-cdf-{_rate_name(rate)}.png"
        save(fig, out / name)
        files.append(name)

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
    groups = {"pipeline (workload mix)": [p for p in phases if p.lane == "pipeline" and p.mix == "workload"],
              "pipeline (fast-path mix)": [p for p in phases if p.lane == "pipeline" and p.mix == "fast"],
              "baseline (all LLM)": [p for p in phases if p.lane == "baseline"]}
    top = 1.0
    for label, group in groups.items():
        if not group:
            continue
        group = sorted(group, key=lambda p: p.offered_rps)
        xs = [p.offered_rps for p in group]
        top = max(top, *xs)
        ax1.plot(xs, [p.throughput() for p in group], marker="o", label=label)
        p99 = [latency_stats(p.records)["p99_ms"] for p in group]
        ax2.plot(xs, [v if v is not None else float("nan") for v in p99], marker="o", label=label)
    ax1.plot([0, top], [0, top], linestyle=":", color="grey", label="answered = offered")
    ax1.set_xlabel("offered load, req/s")
    ax1.set_ylabel("answered, req/s")
    ax1.set_title("Throughput vs offered load")
    ax1.grid(True, alpha=0.3)
    ax1.legend(fontsize=8)
    ax2.set_xlabel("offered load, req/s")
    ax2.set_ylabel("p99 latency, ms (log)")
    ax2.set_yscale("log")
    ax2.set_title("p99 latency vs offered load")
    ax2.grid(True, which="both", alpha=0.3)
    ax2.legend(fontsize=8)
    save(fig, out / "throughput.png")
    files.append("throughput.png")
    return files


# --- the report ----------------------------------------------------------------------------------


def _f(value: Any, digits: int = 1, unit: str = "") -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}{unit}"
    return f"{value}{unit}"


def report_markdown(summaries: list[dict[str, Any]], comparison: list[dict[str, Any]],
                    targets: list[dict[str, Any]], max_sustained: float | None, config: E2EConfig,
                    settings_doc: dict[str, Any], machine: dict[str, Any], charts: list[str]) -> str:
    m = machine["before"]
    lines = [f"# dualtrack end-to-end benchmark ({config.backend} backend)", ""]
    lines += [f"Run {time.strftime('%Y-%m-%d %H:%M:%S')} on {m['hostname']}: {m['cpu_model']}, "
              f"{m['cpus']} CPUs, {m['memory_gb']:.1f} GB; load average before {m['loadavg']}, after "
              f"{machine['after']['loadavg']}; git {m['git']}. Every service, Kafka, PostgreSQL and Jaeger "
              "run on this machine. Settings: `settings.json`; machine: `machine.json`; per-request records: "
              "`phases/*.jsonl`.", ""]
    backend = (f"the scripted OpenAI-compatible server (`dualtrack.fake_llm`) at a fixed {config.llm_latency_ms} ms "
               "per call" if config.backend == "scripted" else "the embedded local model (SmolLM2-135M via llama.cpp)")
    lines += [f"Workload: seed {config.seed}, mix {wl.mix_text(wl.parse_mix(config.mix))}, "
              f"{settings_doc['workload']['items']} items "
              f"({'CLINC150/Banking77 intents' if settings_doc['workload']['shared_data'] else 'built-in intents (no ../shared/data)'}"
              f" + Chinese templates). Arrivals: {config.arrivals}, open loop; each load runs "
              f"{config.duration_s:g} s under its own tenant (cold cache); latency from the scheduled send to the "
              f"answer. Backend: {backend}. Baseline: every request published straight to `llm.tasks` "
              "(same llm service and backend), presented by the fuser.", ""]
    s0 = get_settings(LlmSettings)
    partitions = config.partitions or s0.topic_partitions
    per_replica = config.llm_concurrency or s0.llm_concurrency
    llm_replicas = config.scale.get("llm", 1)
    in_flight = [s.get("llm_max_in_flight") for s in summaries if s.get("llm_max_in_flight") is not None]
    busy = min(partitions, llm_replicas)  # replicas beyond the partition count get no work
    lines += [f"Model calls in flight are bounded by llm replicas with partitions ({busy} of {llm_replicas}; "
              f"{partitions} partitions) × DT_LLM_CONCURRENCY {per_replica} = **{busy * per_replica}**: each replica's "
              "consumer hands up to DT_LLM_CONCURRENCY messages at once to the handler, whatever partitions "
              "they come from (offsets are still committed in order)."
              + (f" The scripted server saw at most {max(in_flight)} calls at once." if in_flight else ""), ""]
    lines += ["## Targets", "", "| target | measured | met |", "|---|---|---|"]
    for t in targets:
        met = "—" if t["met"] is None else ("yes" if t["met"] else "**no**")
        lines.append(f"| {t['target']} | {_f(t['value'], 2, ' ' + t['unit'])} | {met} |")
    lines.append("")
    lines += ["## Loads", "",
              "| run | offered/s | sent | answered | answered/s | p50 | p95 | p99 | mean | fast share | "
              "LLM calls | calls/req | wrong | dup | kept up |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in summaries:
        o = s["overall"]
        calls = s["llm_calls"] if s["llm_calls"] is not None else s["llm_calls_from_envelopes"]
        lines.append(
            f"| {s['name']} | {s['offered_rps']:g} | {s['requests']} | {s['answered']} | {s['throughput_rps']:.1f} | "
            f"{_f(o['p50_ms'])} | {_f(o['p95_ms'])} | {_f(o['p99_ms'])} | {_f(o['mean_ms'])} | "
            f"{s['fast_share']:.1%} | {calls} | {s['llm_calls_per_request']:.3f} | "
            f"{s['verdicts'].get('wrong', 0)} | {s['duplicates']} | "
            f"{'yes' if s['sustained'] else 'no: ' + s['sustained_why']} |")
    lines += ["", "Latencies in ms. *calls/req*: model calls per request (retries included). *dup*: answers "
              "seen more than once by the client.", ""]
    lines += ["## Per path and source", "",
              "| run | path / source | share | answered | p50 | p95 | p99 | mean |", "|---|---|---|---|---|---|---|---|"]
    for s in summaries:
        for path, st in s["by_path"].items():
            lines.append(f"| {s['name']} | path **{path}** | {st['answered'] / max(s['requests'], 1):.1%} | "
                         f"{st['answered']} | {_f(st['p50_ms'])} | {_f(st['p95_ms'])} | {_f(st['p99_ms'])} | "
                         f"{_f(st['mean_ms'])} |")
        for source, st in s["by_source"].items():
            lines.append(f"| {s['name']} | {source} | {st['share']:.1%} | {st['answered']} | {_f(st['p50_ms'])} | "
                         f"{_f(st['p95_ms'])} | {_f(st['p99_ms'])} | {_f(st['mean_ms'])} |")
    lines.append("")
    lines += ["## Where a fast answer's time goes", "",
              "Median ms of each stage, from the hop records the answer carries (the most common "
              "sequence of steps of each source): to the first step (the client's publish, the broker, "
              "the fetch, the hand-over to the handler), each step's handling, each way between steps, "
              "and back to the client (the last publish, the broker, the client's fetch). The stages' "
              "medians need not add up to the median latency, which also counts the sender's lag.", "",
              "| run | source | n | stages |", "|---|---|---|---|"]
    for s in summaries:
        for source, st in s["by_source"].items():
            parts = {k: v for k, v in st.get("stages_p50_ms", {}).items() if k != "n"}
            if parts and source != "llm":
                lines.append(f"| {s['name']} | {source} | {st['stages_p50_ms']['n']} | "
                             + "; ".join(f"{k} {v:.2f}" for k, v in parts.items()) + " |")
    lines.append("")
    if comparison:
        lines += ["## Pipeline vs baseline", "",
                  "| offered/s | mean ms pipeline | mean ms baseline | mean ratio | p50 ratio | p99 ratio | "
                  "calls/req pipeline | calls/req baseline | LLM calls fewer | baseline kept up |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for row in comparison:
            lines.append(
                f"| {row['offered_rps']:g} | {_f(row['pipeline_mean_ms'])} | {_f(row['baseline_mean_ms'])} | "
                f"{_f(row['mean_latency_ratio'], 1, '×')} | {_f(row['p50_ratio'], 1, '×')} | "
                f"{_f(row['p99_ratio'], 1, '×')} | {row['pipeline_calls_per_request']:.3f} | "
                f"{row['baseline_calls_per_request']:.3f} | "
                f"{_f(None if row['llm_calls_fewer'] is None else 100 * row['llm_calls_fewer'], 1, ' %')} | "
                f"{'yes' if row['baseline_sustained'] else 'no (' + str(row['baseline_unanswered']) + ' unanswered)'} |")
        lines += ["", "Means count an unanswered request at the end of its drain time (so a saturated run's "
                  "mean is a lower bound); LLM calls count one call for each unanswered request.", ""]
    lines += ["## Wrong answers by category", "",
              "| run | category | requests | wrong | of which fast | uncertain | error | unanswered |",
              "|---|---|---|---|---|---|---|---|"]
    for s in summaries:
        for cat, c in sorted(s["wrong_by_category"].items()):
            lines.append(f"| {s['name']} | {cat} | {c['n']} | {c['wrong']} | {c['wrong_fast']} | {c['uncertain']} | "
                         f"{c['error']} | {c['unanswered']} |")
    lines += ["", "A computation is right when its value (or the number stated, correctly rounded) equals the "
              "sandbox's gold value; a FAQ, rule, open or trap answer when it contains the gold answer; a "
              "computation on a date that does not exist when it is a clear error."
              + ("" if config.backend == "scripted" else
                 " With the local model, a prose answer that is not the gold one is *unjudged*."), ""]
    lines += ["## Machine load during each run", "",
              "CPU milliseconds per request sent, by service (all replicas), and for the shared broker, database "
              "and tracing backend (starred: they also serve anything else running). Two cores give 2 000 ms "
              "of CPU a second, so the sum bounds the rate: 2 000 / (ms per request) requests/s at best.", "",
              "| run | CPU busy | total ms/req | CPU ms per request by process |", "|---|---|---|---|"]
    for s in summaries:
        n = max(s["requests"], 1)
        cpu = ", ".join(f"{k} {1000 * v / n:.2f}"
                        for k, v in sorted(s["service_cpu_s"].items(), key=lambda kv: -kv[1]))
        total = 1000 * sum(s["service_cpu_s"].values()) / n
        lines.append(f"| {s['name']} | {_f(s['cpu_percent'], 0, ' %')} | {total:.2f} | {cpu} |")
    lines.append("")
    lines += ["## Charts", ""] + [f"![{c}]({c})" for c in charts] + [""]
    if max_sustained is not None or config.find_max:
        lines += [f"Maximum sustained rate on the fast-path mix: **{_f(max_sustained, 0, ' req/s')}** "
                  f"(rate ×{config.max_factor} per {config.max_step_s:g} s step, each on a warm cache, until the "
                  f"answers fall behind or the fast path's p99 exceeds {config.max_fast_p99_ms:g} ms "
                  f"in {config.max_tries} steps in a row at the same rate: `max-<rate>-try<n>` "
                  f"are the repeats).", ""]
    return "\n".join(lines)


# --- machine facts -------------------------------------------------------------------------------


def machine_facts() -> dict[str, Any]:
    import psutil

    cpu_model = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO_ROOT, capture_output=True,
                                text=True, timeout=5).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain"], cwd=REPO_ROOT, capture_output=True, text=True,
                               timeout=5).stdout.strip()
        git = f"{commit}{' (with uncommitted changes)' if dirty else ''}"
    except (OSError, subprocess.SubprocessError):
        git = "unknown"
    try:
        from dualtrack.stack.kafka import kafka_version

        kafka = kafka_version()
    except Exception:  # noqa: BLE001
        kafka = "unknown"
    return {"hostname": socket.gethostname(), "platform": platform.platform(), "python": platform.python_version(),
            "cpu_model": cpu_model, "cpus": os.cpu_count(), "memory_gb": psutil.virtual_memory().total / 2**30,
            "loadavg": tuple(round(x, 2) for x in os.getloadavg()), "kafka": kafka, "git": git,
            "time": time.strftime("%Y-%m-%dT%H:%M:%S%z")}


async def run(config: E2EConfig, log: Callable[[str], None] = print) -> Path:
    return await E2ERun(config, log).run()


__all__ = ["E2EConfig", "E2ERun", "Driver", "Record", "Phase", "run", "arrival_offsets", "pipeline_envelope",
           "baseline_envelope", "quantile", "latency_stats", "machine_facts"]
