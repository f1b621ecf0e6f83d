"""`dualtrack chaos`: reliability under load, faults and bad input, bounded and loopback only.

Each scenario runs a steady open-loop load (`--rate`, a few hundred requests/s of a mostly fast mix,
so the steady state is sustainable) on an isolated lane (`dualtrack.bench.lane`: own topic prefix,
state dir and database; every service with `--scale` replicas, 2 by default so one survives a
kill), injects its fault at a fixed time, keeps the load on for a recovery window, then waits a
bounded drain time for the last answers. Before the first scenario the fresh lane carries the same
load for `--warmup` seconds, not counted, so the first fault is measured against a steady state.
It stops by itself: every scenario is bounded in time and in the number of requests, and
everything it touches is on 127.0.0.1.

Scenarios (`--scenario NAME`, repeatable; default all):

- `kill-replicas`: SIGKILL one replica of each service in turn (cache, rules, classifier, sandbox,
  llm, fuser, learner), restarted after a few seconds.
- `kafka-restart`: stop and start the Kafka broker of the local stack. **Affects everyone on the
  machine.**
- `postgres-stop`: stop PostgreSQL for 30 s, then start it. **Affects everyone on the machine.**
- `llm-faults`: the model backend fails 50 % of calls for 20 s.
- `poison`: flood the ingress with malformed messages (random bytes, wrong versions, huge texts,
  invalid UTF-8, bad fields and dates) and valid but hostile requests (impossible dates, sandbox
  escape payloads, in text and as sandbox operations).

Each scenario asserts: every valid request gets exactly one final answer (ok, uncertain or an
error with a code), none is lost, duplicates (redeliveries the client sees) are consistent, no
trajectory is lost (the learner stored every answered request), every poison message is in the
DLQ with its reason, and latency recovers (the measured time is reported). Report: `report.md`
and `results.json` under `results/chaos-<timestamp>/`.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
import zlib
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, Perception, Route, Task, new_trace_id
from dtlib.settings import REPO_ROOT, get_settings
from dtlib.topics import Topic, topic_name

from . import workload as wl
from .bench.e2e_driver import Driver, Record, pipeline_envelope
from .bench.e2e_machine import machine_facts
from .bench.e2e_phase import quantile
from .bench.lane import Lane, service_env
from .settings import BenchSettings, LlmSettings, StackSettings
from .stack import kafka
from .topology import PIPELINE

CHAOS_MIX = "repeat=0.70,compute=0.28,open=0.02"
SHARED_SCENARIOS = ("kafka-restart", "postgres-stop")
# Where an unanswered request is looked for, in the order a request crosses them.
LOCATED = (Topic.REQUESTS, Topic.CACHE_MISS, Topic.RULES_MISS, Topic.SANDBOX_TASKS, Topic.LLM_TASKS,
           Topic.SANDBOX_RESULTS, Topic.LLM_DRAFTS, Topic.DLQ, Topic.RESPONSES)


@dataclass
class ChaosConfig:
    rate: float = 200.0
    mix: str = CHAOS_MIX
    seed: int = 1
    replicas: int = 2
    # load before the first scenario, not counted: a fresh lane's first seconds are slower than its
    # steady state, and the first scenario's "before the fault" p95 measured 1.1-2.4 s without it
    warmup_s: float = 15.0
    pre_s: float = 5.0  # steady load before the fault
    window_s: float = 30.0  # load after the fault begins (the recovery window)
    drain_s: float = 60.0
    restart_after_s: float = 5.0  # a killed replica is started again after this
    pg_down_s: float = 30.0
    llm_fault_s: float = 20.0
    llm_fail_rate: float = 0.5
    poison_count: int = 300
    huge_count: int = 5
    llm_latency_ms: int = 500
    # DT_LLM_CONCURRENCY of the lane's llm replicas. The scripted model answers any number of calls
    # at once in `llm_latency_ms`, so this alone sets the slow path's capacity: at the configured 4,
    # two replicas carry 16 calls/s, and each scenario's fresh tenant sends more than that at
    # 300 req/s (its trust starts cold), so the model's queue, and the p95 with it, grew through
    # every scenario (measured: 13-15 calls/s all run long, pre-fault p95 2.5-11.6 s). What chaos
    # checks is the pipeline under faults, not the model's capacity (`bench e2e` sets it the same way).
    llm_concurrency: int = 64
    trajectory_wait_s: float = 90.0
    scenarios: list[str] = field(default_factory=lambda: list(SCENARIOS))
    out_root: Path = REPO_ROOT / "results"


@dataclass
class Poison:
    kind: str
    key: bytes | None
    value: bytes
    code: str | None  # the DLQ reason expected (None: a valid request, answered, never dead-lettered)
    trace_id: str | None  # who must get an (error) answer
    topic: Topic = Topic.REQUESTS

    @property
    def fingerprint(self) -> tuple[bytes | None, str]:
        return self.key, hashlib.sha1(self.value).hexdigest()


@dataclass
class ScenarioResult:
    name: str
    description: str
    sent: int = 0
    published: int = 0
    answered: int = 0
    lost: int = 0
    duplicates: int = 0
    conflicting: int = 0
    unclear_errors: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    error_codes: dict[str, int] = field(default_factory=dict)
    recovery_s: float | None = None  # from the fault's start until latency is back to normal
    recovered_after_end_s: float | None = None
    baseline_p95_ms: float | None = None
    worst_window_p95_ms: float | None = None
    trajectories_expected: int = 0
    trajectories_stored: int = 0
    trajectories_caught_up_s: float | None = None
    poison: dict[str, Any] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)
    parts: list[dict[str, Any]] = field(default_factory=list)  # kill-replicas: one row per service
    timeline: list[dict[str, Any]] = field(default_factory=list)  # per 1-s window of send time
    failures: list[str] = field(default_factory=list)
    skipped: str = ""
    # Unanswered requests by the topics their trace id reached (read back from the broker): on
    # `responses`, the answer exists and the client missed it; elsewhere, that is where it stopped.
    unanswered_at: dict[str, int] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return not self.failures and not self.skipped


# --- the context every scenario runs in ----------------------------------------------------------


class Chaos:
    def __init__(self, config: ChaosConfig, log: Callable[[str], None] = print) -> None:
        self.config = config
        self.log = log
        self.out = Path(config.out_root) / f"chaos-{time.strftime('%Y%m%d-%H%M%S')}"
        self.out.mkdir(parents=True, exist_ok=True)
        self.fake: Any = None
        self.lane: Lane | None = None
        self.items: list[wl.Item] = []
        self.cursor = 0
        self.results: list[ScenarioResult] = []
        self.warmup_note = "no warm-up"
        self.outer_env = dict(os.environ)

    # -- set-up
    def start(self) -> None:
        from .fake_llm import FakeModel

        c = self.config
        self.prune_broker()
        # enough distinct requests for a few scenarios; later ones wrap around (each scenario has its
        # own tenant, so a wrapped request is not a cache hit of an earlier scenario)
        n = min(int(c.rate * ((c.pre_s + c.window_s + 5) * (len(PIPELINE) + len(c.scenarios)) + c.warmup_s))
                + 1000, 40_000)
        self.items = wl.generate(n, seed=c.seed, mix=c.mix, fast_only=True,
                                 data_dir=Path(get_settings(BenchSettings).bench_shared_data_dir))
        wl.save(self.items, self.out / "workload.jsonl")
        self.fake = FakeModel(c.llm_latency_ms, answers=self.out / "workload.jsonl", seed=c.seed,
                              log_path=self.out / "fake_llm.log").start()
        scale = {s: c.replicas for s in PIPELINE}
        self.lane = Lane("chaos", scale, env=service_env("scripted", self.fake.base_url,
                                                         llm_concurrency=c.llm_concurrency))
        took = self.lane.start()
        self.log(f"chaos lane {self.lane.prefix} up in {took:.1f} s ({c.replicas} replicas of each service); "
                 f"model {self.fake.base_url}")

    def prune_broker(self) -> None:
        """Delete the topics earlier test runs and lanes left on the shared broker (idle for an
        hour): the broker loads, flushes and leads every partition at each start and stop (with
        1 900 left-behind partitions, loading them took 14 s of a 42-s start under load)."""
        try:
            pruned = kafka.prune()
        except Exception as exc:  # noqa: BLE001 - not needed for the run itself
            self.log(f"pruning left-behind topics failed: {exc!r}")
            return
        if pruned:
            self.log(f"deleted {sum(map(len, pruned.values()))} left-behind topics of {len(pruned)} idle "
                     f"test/bench prefixes from the broker")

    def stop(self) -> None:
        if self.lane is not None:
            self.lane.stop(keep_logs=self.out / "logs")
        if self.fake is not None:
            self.fake.stop()

    def take(self, n: int) -> list[wl.Item]:
        items = [self.items[(self.cursor + i) % len(self.items)] for i in range(n)]
        self.cursor += n
        return items

    # -- the load with faults
    async def load(self, name: str, faults: list[tuple[float, Callable[[], Awaitable[None]]]], *,
                   duration: float | None = None, extra: Callable[[Driver], Awaitable[list[Record]]] | None = None,
                   stop: Callable[[], bool] | None = None,
                   ) -> tuple[list[Record], list[Record], float]:
        """Steady load for `duration` s (or until `stop()`) with each fault coroutine started at
        its offset. Returns (load records, extra records, wall time the load started)."""
        from .bench.e2e_driver import arrival_offsets

        c = self.config
        assert self.lane is not None
        duration = duration or (c.pre_s + c.window_s)
        offsets = arrival_offsets(c.rate, duration, zlib.crc32(name.encode()) + c.seed)
        items = self.take(len(offsets))
        tenant = f"chaos-{name}"
        async with Driver(self.lane.activate()) as driver:
            # warm the tenant's cache with the FAQ questions, as a running system would have it
            warm = await driver.ask_closed(wl.warmup_questions(items), topic=Topic.REQUESTS,
                                           make=pipeline_envelope, tenant=tenant, concurrency=16)
            driver.forget(warm)
            started = time.time()

            async def fault_at(offset: float, fn: Callable[[], Awaitable[None]]) -> None:
                await asyncio.sleep(offset)
                await fn()

            extra_task = asyncio.create_task(extra(driver)) if extra else None
            results = await asyncio.gather(
                driver.send_open_loop(items, offsets, topic=Topic.REQUESTS, make=pipeline_envelope,
                                      tenant=tenant, stop=stop),
                *(fault_at(offset, fn) for offset, fn in faults))
            records: list[Record] = results[0]
            extra_records = await extra_task if extra_task else []
            await driver.drain(records + extra_records, c.drain_s)
            await asyncio.sleep(1.0)  # late duplicates
            driver.forget(records + extra_records)
        return records, extra_records, started

    async def locate(self, trace_ids: set[str]) -> dict[str, int]:
        """How many of `trace_ids` reached each set of the lane's topics, read whole from the
        broker (after the drain, so late answers count)."""
        from .kafka import connect, read_to_end

        assert self.lane is not None
        settings = self.lane.activate()
        reached: dict[str, list[str]] = {trace_id: [] for trace_id in trace_ids}
        transport = await connect(settings, "chaos-audit")
        try:
            for topic in LOCATED:
                for record in await read_to_end(transport, topic_name(topic, settings.topic_prefix)):
                    topics = reached.get((record.key or b"").decode("ascii", "replace"))
                    if topics is not None and topic.value not in topics:
                        topics.append(topic.value)
        finally:
            await transport.close()
        return dict(Counter(" > ".join(topics) or "nowhere" for topics in reached.values()))

    async def keep_evidence(self, name: str, trace_ids: set[str]) -> Path:
        """Every record of `trace_ids` on the lane's topics (each envelope's hops: which replica
        handled it when; each answered.state record), one JSON line each, in
        `conflicts-<scenario>.jsonl`: what made a second, different answer."""
        from .kafka import connect, read_to_end

        assert self.lane is not None
        settings = self.lane.activate()
        path = self.out / f"conflicts-{name.replace(' ', '-')}.jsonl"
        transport = await connect(settings, "chaos-audit")
        try:
            with path.open("w", encoding="utf-8") as out:
                for topic in (*LOCATED, Topic.TOOLS_CALLS, Topic.ANSWERED_STATE):
                    for record in await read_to_end(transport, topic_name(topic, settings.topic_prefix)):
                        trace_id = (record.key or b"").decode("ascii", "replace")
                        if trace_id in trace_ids:
                            out.write(json.dumps({"trace_id": trace_id, **_evidence(topic, record)},
                                                 ensure_ascii=False) + "\n")
        finally:
            await transport.close()
        return path

    async def check_trajectories(self, result: ScenarioResult, records: list[Record],
                                 since: float | None = None) -> None:
        """Every answered request's trajectory reaches PostgreSQL (the learner retries)."""
        assert self.lane is not None
        ids = [r.trace_id for r in records if r.answered is not None]
        result.trajectories_expected = len(ids)
        deadline = time.monotonic() + self.config.trajectory_wait_s
        stored: set[str] = set()
        while time.monotonic() < deadline:
            try:
                stored = await self.lane.stored_trajectories(ids)
            except Exception as exc:  # noqa: BLE001 - the database may still be starting
                result.events.append(f"trajectory check: {exc!r}"[:200])
                stored = set()
            if len(stored) >= len(ids):
                break
            await asyncio.sleep(1.0)
        result.trajectories_stored = len(stored)
        if since is not None and len(stored) >= len(ids):
            result.trajectories_caught_up_s = round(time.time() - since, 1)
        if len(stored) < len(ids):
            result.failures.append(f"{len(ids) - len(stored)} trajectories not stored")

    async def warm_up(self) -> None:
        """The steady load for `warmup_s` under a tenant of its own, with no fault; not counted."""
        c = self.config
        if c.warmup_s <= 0:
            return
        records, _, _ = await self.load("warmup", [], duration=c.warmup_s)
        latencies = [r.latency_ms for r in records if r.latency_ms is not None]
        p95 = quantile(latencies, 0.95) if latencies else None
        self.warmup_note = (f"{c.warmup_s:g} s warm-up before the first scenario, not counted: {len(records)} "
                            f"requests, {len(latencies)} answered, p95 "
                            + ("—" if p95 is None else f"{p95:.0f} ms"))
        self.log(f"warm-up: {self.warmup_note}")

    async def run(self) -> list[ScenarioResult]:
        try:
            self.start()  # inside: a lane that fails to start leaves no model server behind
            await self.warm_up()  # Lane.start() already waited for its groups to be Stable
            for name in self.config.scenarios:
                scenario = SCENARIOS[name]
                self.log(f"scenario {name}: {scenario[1]}")
                assert self.lane is not None
                self.lane.wait_stable(30)
                result = ScenarioResult(name, scenario[1])
                try:
                    await scenario[0](self, result)
                except Exception as exc:  # noqa: BLE001 - report it and go on with the next one
                    result.failures.append(f"the scenario failed: {exc!r}"[:300])
                self.results.append(result)
                self.log(f"  {name}: {'PASS' if result.passed else 'FAIL'} — sent {result.sent}, answered "
                         f"{result.answered}, lost {result.lost}, duplicates {result.duplicates}, recovery "
                         f"{_s(result.recovery_s)}; {'; '.join(result.failures) or 'all checks held'}")
                self.write()
        finally:
            self.stop()
        self.write()
        return self.results

    def write(self) -> None:
        data = {"config": {**asdict(self.config), "out_root": str(self.config.out_root)},
                "machine": machine_facts(), "lane": None if self.lane is None else self.lane.prefix,
                "results": [asdict(r) | {"passed": r.passed} for r in self.results]}
        (self.out / "results.json").write_text(json.dumps(data, indent=2, ensure_ascii=False, default=str))
        (self.out / "report.md").write_text(
            report_markdown(self.results, self.config, data["machine"], self.warmup_note), encoding="utf-8")


# --- measuring a scenario ---------------------------------------------------------------------------


async def account(chaos: Chaos, result: ScenarioResult, records: list[Record]) -> None:
    """Sent, answered, lost, duplicates and statuses of the valid requests; where on the broker
    each unanswered one stopped."""
    result.sent += len(records)
    published = [r for r in records if r.publish_error is None]
    result.published += len(published)
    answered = [r for r in published if r.answered is not None]
    result.answered += len(answered)
    lost = len(published) - len(answered)
    result.lost += lost
    result.duplicates += sum(max(0, r.answers - 1) for r in records)
    conflicting = sum(r.conflicting for r in records)
    result.conflicting += conflicting
    unclear = sum(1 for r in answered if r.status == "error" and not r.error_code)
    result.unclear_errors += unclear
    for r in records:
        key = r.status or ("not published" if r.publish_error else "unanswered")
        result.statuses[key] = result.statuses.get(key, 0) + 1
        if r.status == "error" and r.error_code:  # which errors: the model's breaker, the sandbox's queue …
            result.error_codes[r.error_code] = result.error_codes.get(r.error_code, 0) + 1
    if lost:
        result.failures.append(f"{lost} requests lost (published, never answered)")
        unanswered = {r.trace_id for r in published if r.answered is None}
        result.unanswered_at |= await chaos.locate(unanswered)
        result.events.append(f"unanswered requests, by the topics they reached: {result.unanswered_at}; "
                             f"e.g. {', '.join(sorted(unanswered)[:3])}"[:800])
    if conflicting:
        result.failures.append(f"{conflicting} requests answered twice with different answers")
        # which ones, to look them up in the logs and in Jaeger (the trace id is the key)
        result.events.append("answered twice, differently (first answer's status): " + ", ".join(
            f"{r.trace_id} ({r.status})" for r in records if r.conflicting)[:800])
        result.events.append("the two answers, e.g.: " + "; ".join(
            f"{r.trace_id}: {r.conflict}" for r in records if r.conflicting)[:1200])
        kept = await chaos.keep_evidence(result.name, {r.trace_id for r in records if r.conflicting})
        result.events.append(f"their records on every topic (hops, answered.state): {kept.name}")
    if unclear:
        result.failures.append(f"{unclear} error answers without an error code")
    refused = sum(1 for r in answered if r.error_code == "TENANT_NOT_ALLOWED")
    if refused:  # the load never reached the pipeline, so nothing else here was measured
        result.failures.append(f"{refused} valid requests refused at the entry (TENANT_NOT_ALLOWED)")
    not_published = len(records) - len(published)
    if not_published:
        result.events.append(f"{not_published} requests the broker never took (the client saw the error)")


def recovery(records: list[Record], started: float, fault_start: float, fault_end: float,
             window: float = 1.0) -> dict[str, float | None]:
    """When latency is back to normal: the first 1-s window (by send time) from which every later
    window's p95 is within max(3 × the pre-fault p95, pre-fault p95 + 50 ms); an unanswered
    request counts as infinitely slow. Times are seconds from the fault's start (and end)."""
    buckets: dict[int, list[float]] = {}
    for r in records:
        if r.publish_error is not None:
            continue
        k = int((r.scheduled - started) // window)
        buckets.setdefault(k, []).append(float("inf") if r.latency_ms is None else r.latency_ms)
    if not buckets:
        return {"recovery_s": None, "after_end_s": None, "baseline_p95_ms": None, "worst_p95_ms": None}
    p95 = {k: quantile(v, 0.95) or 0.0 for k, v in buckets.items()}
    fault_k = int(fault_start // window)
    pre = [p95[k] for k in sorted(p95) if 1 <= k < fault_k]
    base = statistics.median(pre) if pre else min(p95.values())
    limit = max(3 * base, base + 50.0)
    last = max(p95)
    recovered_k = None
    for k in range(fault_k, last + 1):
        if all(p95.get(j, 0.0) <= limit for j in range(k, last + 1)):
            recovered_k = k
            break
    worst = max((p95[k] for k in p95 if k >= fault_k), default=None)
    if recovered_k is None:
        return {"recovery_s": None, "after_end_s": None, "baseline_p95_ms": base, "worst_p95_ms": worst}
    rec = max(0.0, recovered_k * window - fault_start)
    return {"recovery_s": round(rec, 1), "after_end_s": round(max(0.0, recovered_k * window - fault_end), 1),
            "baseline_p95_ms": base, "worst_p95_ms": worst}


def timeline(records: list[Record], started: float, window: float = 1.0) -> list[dict[str, Any]]:
    """Per 1-s window of send time (seconds from the load's start): requests sent, refused by the
    broker, unanswered, the p50 and p95 latency of the published ones (None: one was never
    answered), and `answered`: answers that arrived in that second, whatever their send time (how
    fast a backlog drains)."""
    rows: dict[int, dict[str, Any]] = {}
    lat: dict[int, list[float]] = {}
    arrived: Counter[int] = Counter()
    for r in records:
        k = int((r.scheduled - started) // window)
        row = rows.setdefault(k, {"t": k * window, "sent": 0, "refused": 0, "unanswered": 0})
        row["sent"] += 1
        if r.publish_error is not None:
            row["refused"] += 1
        elif r.latency_ms is None:
            row["unanswered"] += 1
        else:
            lat.setdefault(k, []).append(r.latency_ms)
        if r.answered is not None:
            arrived[int((r.answered - started) // window)] += 1
    for k, row in rows.items():
        p50, p95 = (quantile(lat[k], 0.5), quantile(lat[k], 0.95)) if k in lat else (None, None)
        row["p50_ms"] = None if row["unanswered"] or p50 is None else round(p50)
        row["p95_ms"] = None if row["unanswered"] or p95 is None else round(p95)
        row["answered"] = arrived[k]
    return [rows[k] for k in sorted(rows)]


def apply_recovery(result: ScenarioResult, rec: dict[str, float | None]) -> None:
    base = rec["baseline_p95_ms"]
    if base is not None and base > 1000:
        result.events.append(f"the load was not steady before the fault (p95 {base:.0f} ms): the recovery "
                             "time is not meaningful; lower --rate or run on a quieter machine")
    result.recovery_s = rec["recovery_s"]
    result.recovered_after_end_s = rec["after_end_s"]
    result.baseline_p95_ms = rec["baseline_p95_ms"]
    result.worst_window_p95_ms = rec["worst_p95_ms"]
    if rec["recovery_s"] is None:
        result.failures.append("latency did not recover within the window")


# --- the scenarios -------------------------------------------------------------------------------


async def kill_replicas(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    lane = chaos.lane
    assert lane is not None
    for service in PIPELINE:
        part = ScenarioResult(f"kill {service}", f"SIGKILL {service}-0, restart after {c.restart_after_s:g} s")
        marks: dict[str, float] = {}

        async def kill(service: str = service) -> None:
            marks["fault"] = time.time()
            killed = lane.kill(service, 0)
            part.events.append(f"SIGKILL {service}-0: {'sent' if killed else 'not running'}")
            await asyncio.sleep(c.restart_after_s)
            not_ready = await asyncio.to_thread(lane.restart, service, 0)
            marks["end"] = time.time()
            part.events.append(f"{service}-0 restarted, ready after {marks['end'] - marks['fault']:.1f} s"
                               + (" (NOT READY)" if not_ready else ""))

        records, _, started = await chaos.load(f"kill-{service}", [(c.pre_s, kill)])
        await account(chaos, part, records)
        apply_recovery(part, recovery(records, started, marks.get("fault", started + c.pre_s) - started,
                                      marks.get("end", started + c.pre_s) - started))
        await chaos.check_trajectories(part, records)
        lane.wait_stable(30)
        result.parts.append(asdict(part) | {"passed": part.passed})
        chaos.log(f"    kill {service}: sent {part.sent}, lost {part.lost}, duplicates {part.duplicates}, "
                  f"recovery {_s(part.recovery_s)}; {'; '.join(part.failures) or 'ok'}")
        _merge(result, part)


def _merge(total: ScenarioResult, part: ScenarioResult) -> None:
    total.sent += part.sent
    total.published += part.published
    total.answered += part.answered
    total.lost += part.lost
    total.duplicates += part.duplicates
    total.conflicting += part.conflicting
    total.unclear_errors += part.unclear_errors
    for k, v in part.statuses.items():
        total.statuses[k] = total.statuses.get(k, 0) + v
    for k, v in part.error_codes.items():
        total.error_codes[k] = total.error_codes.get(k, 0) + v
    for k, v in part.unanswered_at.items():
        total.unanswered_at[k] = total.unanswered_at.get(k, 0) + v
    total.trajectories_expected += part.trajectories_expected
    total.trajectories_stored += part.trajectories_stored
    total.failures += [f"{part.name}: {f}" for f in part.failures]
    times = [t for t in (total.recovery_s, part.recovery_s) if t is not None]
    total.recovery_s = max(times) if times else None


def _stack_command(chaos: Chaos, action: str, component: str) -> str:
    """`python -m dualtrack.stack <action> <component>` with the stack's own environment."""
    assert chaos.lane is not None
    env = dict(chaos.outer_env)
    env["DT_STATE_DIR"] = str(chaos.lane.stack_state_dir)
    # longer than a broker's stop and start may take, so a slow one fails with its own message
    timeout = kafka.STOP_TIMEOUT_S + get_settings(StackSettings).kafka_start_timeout_s + 60
    proc = subprocess.run([sys.executable, "-m", "dualtrack.stack", action, component], env=env,
                          capture_output=True, text=True, timeout=timeout, cwd=REPO_ROOT)
    tail = (proc.stdout + proc.stderr).strip().splitlines()[-3:]
    if proc.returncode != 0:
        raise RuntimeError(f"dualtrack.stack {action} {component} failed: {' | '.join(tail)}")
    return " | ".join(tail)


async def _stop_and_start(chaos: Chaos, result: ScenarioResult, marks: dict[str, float],
                          component: str, label: str, down_s: float) -> None:
    """Stop a shared stack component, keep it down `down_s`, start it; marks the fault's start
    and end and reports both."""
    marks["fault"] = time.time()
    out = await asyncio.to_thread(_stack_command, chaos, "down", component)
    result.events.append(f"{label} stopped after {time.time() - marks['fault']:.1f} s: {out}"[:300])
    await asyncio.sleep(down_s)
    out = await asyncio.to_thread(_stack_command, chaos, "up", component)
    marks["end"] = time.time()
    result.events.append(f"{label} up again {marks['end'] - marks['fault']:.1f} s after the stop began: {out}"[:300])


KAFKA_RESTART_BUDGET_S = 180.0  # longest a broker stop and start may take (slow on a busy machine)


def _broker_partitions(chaos: Chaos) -> int:
    """Partition directories of the shared broker, open or secured (its start and stop times grow
    with them)."""
    assert chaos.lane is not None
    return len(kafka.partition_dirs(chaos.lane.stack_state_dir))


async def kafka_restart(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    marks: dict[str, float] = {}
    result.events.append(f"the broker holds {_broker_partitions(chaos)} partitions")

    def restart() -> Awaitable[None]:
        return _stop_and_start(chaos, result, marks, "kafka", "broker", down_s=0.0)

    # The load goes on for the recovery window after the broker is back, however long it took.
    records, _, started = await chaos.load(
        "kafka-restart", [(c.pre_s, restart)], duration=c.pre_s + c.window_s + KAFKA_RESTART_BUDGET_S,
        stop=lambda: "end" in marks and time.time() > marks["end"] + c.window_s)
    await account(chaos, result, records)
    # Recovery means new requests get through again, not only that old ones were answered.
    after = [r for r in records if "end" in marks and r.sent and r.sent > marks["end"] and not r.publish_error]
    result.events.append(f"{len(after)} requests published after the broker was back, "
                         f"{sum(r.answered is not None for r in after)} answered")
    if not after:
        result.failures.append("no request could be published after the broker came back")
    # A publish made once the broker is back must succeed (librdkafka's idempotent producer
    # retries); only what was sent while it was away may be refused.
    refused_after = sum(1 for r in records if "end" in marks and r.sent and r.sent > marks["end"]
                        and r.publish_error)
    if refused_after:
        result.failures.append(f"{refused_after} requests refused after the broker was back")
    refused = Counter(r.publish_error.split("(")[0] for r in records if r.publish_error)
    if refused:
        result.events.append(f"publish errors: {dict(refused.most_common(3))}")
    if "end" in marks:
        # the backlog: requests sent before the broker was back and answered after it was
        backlog = [r.answered for r in records
                   if r.sent and r.sent <= marks["end"] and r.answered and r.answered > marks["end"]]
        if backlog:
            result.events.append(f"backlog: {len(backlog)} requests sent before the broker was back, the "
                                 f"last answered {max(backlog) - marks['end']:.1f} s after it was back")
    apply_recovery(result, recovery(records, started, marks.get("fault", started) - started,
                                    marks.get("end", started) - started))
    result.timeline = timeline(records, started)
    await chaos.check_trajectories(result, records)


async def postgres_stop(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    marks: dict[str, float] = {}

    def outage() -> Awaitable[None]:
        return _stop_and_start(chaos, result, marks, "postgres", "PostgreSQL", down_s=c.pg_down_s)

    records, _, started = await chaos.load("postgres-stop", [(c.pre_s, outage)],
                                           duration=max(c.pre_s + c.window_s, c.pre_s + c.pg_down_s + 15))
    await account(chaos, result, records)
    apply_recovery(result, recovery(records, started, marks.get("fault", started) - started,
                                    marks.get("end", started) - started))
    await chaos.check_trajectories(result, records, since=marks.get("end"))


async def llm_faults(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    marks: dict[str, float] = {}

    async def faults() -> None:
        marks["fault"] = time.time()
        chaos.fake.configure(fail_rate=c.llm_fail_rate)
        result.events.append(f"model backend fails {c.llm_fail_rate:.0%} of calls")
        await asyncio.sleep(c.llm_fault_s)
        chaos.fake.configure(fail_rate=0.0)
        marks["end"] = time.time()
        result.events.append(f"model backend healthy again after {c.llm_fault_s:g} s")

    before = chaos.fake.stats()
    breaker = get_settings(LlmSettings).llm_breaker_reset_s  # an open breaker refuses calls this long
    records, _, started = await chaos.load(
        "llm-faults", [(c.pre_s, faults)],
        duration=max(c.pre_s + c.window_s, c.pre_s + c.llm_fault_s + breaker + 15))
    after = chaos.fake.stats()
    result.events.append(f"model calls {after['calls'] - before['calls']}, failed {after['failed'] - before['failed']}")
    await account(chaos, result, records)
    slow = [r for r in records if r.path == "slow" or r.item.expect_path == "slow"]
    result.events.append(f"slow-path answers: {dict(Counter(r.status for r in slow))}")
    # What recovers here is the slow path: from when on does the model answer again?
    rec = recovery(records, started, marks.get("fault", started) - started, marks.get("end", started) - started)
    result.baseline_p95_ms, result.worst_window_p95_ms = rec["baseline_p95_ms"], rec["worst_p95_ms"]
    result.events.append(f"latency of all requests back to normal {_s(rec['recovery_s'])} after the fault began")
    healthy = slow_path_healthy_from(slow, marks.get("fault", started))
    if healthy is None:
        result.failures.append("the slow path never answered again after the fault")
    else:
        result.recovery_s = round(healthy - marks.get("fault", started), 1)
        result.recovered_after_end_s = round(max(0.0, healthy - marks.get("end", started)), 1)
    await chaos.check_trajectories(result, records)


def slow_path_healthy_from(slow: list[Record], fault: float) -> float | None:
    """The send time from which every slow-path request sent after the fault began was answered
    without an error (the backend healed and the breaker closed again)."""
    after = sorted((r for r in slow if r.scheduled >= fault), key=lambda r: r.scheduled)
    if not after or after[-1].status in (None, "error"):
        return None
    healthy = after[-1].scheduled
    for r in reversed(after):
        if r.status in (None, "error"):
            break
        healthy = r.scheduled
    return healthy


# -- poison --------------------------------------------------------------------------------------

HOSTILE_TEXTS = [
    "从2023-02-30到2023-03-05有多少天", "What day of the week is 2023-13-45?", "2024-02-30 plus 5 days is which date?",
    "2021年2月29日是星期几", "How many days from 2024-04-31 to 2024-05-02?",
    "__import__('os').system('id')", "().__class__.__bases__[0].__subclasses__()", "9**9**9**9**9",
    "open('/etc/passwd').read()", "eval('1+1')", "exec(\"import os; os.system('ls')\")", "lambda: 0",
    "2**100000000", "1" * 5000 + " * 2", "((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))" * 20,
    "globals()['__builtins__']", "[x for x in ().__class__.__base__.__subclasses__()]", "10/0",
    "'; DROP TABLE trajectories; --", "{{7*7}} ${7*7} <script>alert(1)</script>",
]
HOSTILE_TASKS = [
    {"op": "expr", "args": {"expression": "__import__('os').system('id')"}},
    {"op": "expr", "args": {"expression": "9**9**9**9"}},
    {"op": "expr", "args": {"expression": "2**100000000"}},
    {"op": "expr", "args": {"expression": "(lambda: 1)()"}},
    {"op": "factorize", "args": {"n": "1" * 500}},
    {"op": "date_diff", "args": {"start": "2023-02-30", "end": "2023-03-01"}},
    {"op": "weekday", "args": {"date": "9999-99-99"}},
    {"op": "no_such_op", "args": {}},
    {"op": "str_reverse", "args": {"text": "x" * 20_000}},
    {"op": "sqrt", "args": {"x": "-1"}},
]


def poison_messages(r: random.Random, count: int, huge: int) -> list[Poison]:
    """`count` bad or hostile messages (with `huge` 1 MB texts among them)."""
    out: list[Poison] = []

    def env_json(**fields: Any) -> bytes:
        return json.dumps(fields, ensure_ascii=False).encode()

    kinds = ["random-bytes", "random-bytes-keyed", "wrong-version", "invalid-utf8", "missing-text",
             "wrong-type", "bad-created-at", "bad-trace-id", "not-an-object", "hostile-text", "hostile-task",
             "absurd-dates"]
    for i in range(count):
        kind = kinds[i % len(kinds)]
        tid = new_trace_id()
        if kind == "random-bytes":
            out.append(Poison(kind, None if r.random() < 0.5 else r.randbytes(8), r.randbytes(r.randint(1, 400)),
                              "MALFORMED", None))
        elif kind == "random-bytes-keyed":
            out.append(Poison(kind, tid.encode(), b"\x00\xff" + r.randbytes(r.randint(1, 200)), "MALFORMED", tid))
        elif kind == "wrong-version":
            out.append(Poison(kind, tid.encode(), env_json(v=r.choice([0, 2, 99, "1", -1]), trace_id=tid, text="hi"),
                              "UNSUPPORTED_VERSION", tid))
        elif kind == "invalid-utf8":
            out.append(Poison(kind, tid.encode(), b'{"trace_id":"' + tid.encode() + b'","text":"\xff\xfe\xc3\x28"}',
                              "MALFORMED", tid))
        elif kind == "missing-text":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid), "INVALID_ENVELOPE", tid))
        elif kind == "wrong-type":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text=r.choice([42, None, ["a"], {"x": 1}])),
                              "INVALID_ENVELOPE", tid))
        elif kind == "bad-created-at":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text="12*24",
                                                           created_at=r.choice(["yesterday", "2024-13-45", None, -1.0, 1e12])),
                              "INVALID_ENVELOPE", tid))
        elif kind == "bad-trace-id":
            out.append(Poison(kind, b"not-a-trace-id", env_json(trace_id="XYZ-" + tid[:8], text="hi"),
                              "INVALID_ENVELOPE", None))
        elif kind == "not-an-object":
            out.append(Poison(kind, None, r.choice([b"[1,2,3]", b"42", b'"text"', b"null"]), "MALFORMED", None))
        elif kind == "hostile-text":
            text = HOSTILE_TEXTS[(i // len(kinds)) % len(HOSTILE_TEXTS)]
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text=text), None, tid))
        elif kind == "hostile-task":
            task = HOSTILE_TASKS[(i // len(kinds)) % len(HOSTILE_TASKS)]
            env = Envelope(trace_id=tid, text=f"compute {task['op']}", task=Task(op=task["op"], args=task["args"],
                                                                                 source="chaos"),
                           perception=Perception(language="en", task_type="compute"),
                           route=Route(path="fast", decided_by="chaos", confidence=1.0))

            out.append(Poison(kind, tid.encode(), env_mod.encode(env), None, tid, topic=Topic.SANDBOX_TASKS))
        elif kind == "absurd-dates":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text="3+4",
                                                           created_at=r.choice([0.0, 1.0]),
                                                           deadline_ms=r.choice([-5, 0, 1])), None, tid))
    for _ in range(huge):
        tid = new_trace_id()
        out.append(Poison("huge-text", tid.encode(), env_json(trace_id=tid, text="x" * 1_000_000), "TEXT_TOO_LONG", tid))
    r.shuffle(out)
    return out


async def poison(chaos: Chaos, result: ScenarioResult) -> None:
    from dtlib.topics import topic_name

    from .kafka import Tail, connect

    c = chaos.config
    assert chaos.lane is not None
    messages = poison_messages(random.Random(c.seed), c.poison_count, c.huge_count)
    settings = chaos.lane.activate()
    dead: list[tuple[tuple[bytes | None, str], dict[str, str]]] = []

    def collect(rec: Any) -> None:
        headers = {k: v.decode("utf-8", "replace") for k, v in rec.headers or []}
        dead.append(((rec.key, hashlib.sha1(rec.value or b"").hexdigest()), headers))

    transport = await connect(settings, "chaos")
    dlq = Tail(transport, topic_name(Topic.DLQ, settings.topic_prefix), collect)
    await dlq.start()
    marks: dict[str, float] = {}

    async def flood(driver: Driver) -> list[Record]:
        await asyncio.sleep(c.pre_s)
        marks["fault"] = time.time()
        records = []
        gap = 5.0 / max(len(messages), 1)  # the flood lasts about 5 s
        for p in messages:
            if p.trace_id is not None:
                item = wl.Item(p.kind, p.value[:80].decode("utf-8", "replace"), "en", "poison", p.kind, "",
                               p.trace_id)
                rec = Record(len(records), item, p.trace_id, time.time())
                driver.track(rec)
                records.append(rec)
                rec.sent = time.time()
            try:
                await (await driver.publish_raw(p.topic, p.value, p.key))
            except Exception as exc:  # noqa: BLE001
                result.events.append(f"poison {p.kind} not published: {exc!r}"[:200])
                if p.trace_id is not None:
                    records[-1].publish_error = repr(exc)[:200]
            await asyncio.sleep(gap)
        marks["end"] = time.time()
        return records

    try:
        records, poison_records, started = await chaos.load("poison", [], extra=flood)
        await asyncio.sleep(2.0)  # the DLQ's last records
    finally:
        await dlq.stop()
        await transport.close()
    apply_recovery(result, recovery(records, started, marks.get("fault", started) - started,
                                    marks.get("end", started) - started))

    # the poison itself
    by_trace = {r.trace_id: r for r in poison_records}
    dead_by_print = {fp: h for fp, h in dead}
    expected_dlq = [p for p in messages if p.code is not None]
    in_dlq = [p for p in expected_dlq if p.fingerprint in dead_by_print]
    with_reason = [p for p in in_dlq if dead_by_print[p.fingerprint].get("dt-error-code")
                   and dead_by_print[p.fingerprint].get("dt-error-message")]
    right_code = [p for p in in_dlq if dead_by_print[p.fingerprint].get("dt-error-code") == p.code]
    answer_expected = [p for p in expected_dlq if p.trace_id]
    answered_error = [p for p in answer_expected if by_trace[p.trace_id].status == "error"]
    valid = [p for p in messages if p.code is None]
    await account(chaos, result, records + [by_trace[p.trace_id] for p in valid])  # hostile but valid: answered once
    valid_answered = [p for p in valid if by_trace[p.trace_id].answered is not None]
    valid_dup = sum(max(0, by_trace[p.trace_id].answers - 1) for p in valid)
    valid_in_dlq = [p for p in valid if p.fingerprint in dead_by_print]
    hostile_ok = Counter(f"{p.kind}:{by_trace[p.trace_id].status}" for p in valid)
    result.poison = {
        "messages": len(messages), "by_kind": dict(Counter(p.kind for p in messages)),
        "dlq_expected": len(expected_dlq), "dlq_found": len(in_dlq), "dlq_with_reason": len(with_reason),
        "dlq_expected_code": len(right_code),
        "dlq_codes": dict(Counter(dead_by_print[p.fingerprint].get("dt-error-code") for p in in_dlq)),
        "error_answers_expected": len(answer_expected), "error_answers": len(answered_error),
        "valid_hostile": len(valid), "valid_hostile_answered": len(valid_answered),
        "valid_hostile_duplicates": valid_dup, "valid_hostile_in_dlq": len(valid_in_dlq),
        "valid_hostile_statuses": dict(hostile_ok),
        "dlq_other_records": len(dead) - len(in_dlq) - len(valid_in_dlq),
    }
    if len(in_dlq) < len(expected_dlq):
        result.failures.append(f"{len(expected_dlq) - len(in_dlq)} poison messages missing from the DLQ")
    if len(with_reason) < len(in_dlq):
        result.failures.append(f"{len(in_dlq) - len(with_reason)} DLQ records without a reason")
    if len(answered_error) < len(answer_expected):
        result.failures.append(f"{len(answer_expected) - len(answered_error)} poison messages with a readable "
                               "trace_id got no error answer")
    if len(valid_answered) < len(valid):
        result.failures.append(f"{len(valid) - len(valid_answered)} valid hostile requests unanswered")
    await chaos.check_trajectories(result, records + [by_trace[p.trace_id] for p in valid])


SCENARIOS: dict[str, tuple[Callable[[Chaos, ScenarioResult], Awaitable[None]], str]] = {
    "kill-replicas": (kill_replicas, "SIGKILL one replica of each service in turn, restart it"),
    "kafka-restart": (kafka_restart, "stop and start the Kafka broker (shared: affects everyone)"),
    "postgres-stop": (postgres_stop, "stop PostgreSQL for a while, then start it (shared: affects everyone)"),
    "llm-faults": (llm_faults, "the model backend fails a share of calls for a while"),
    "poison": (poison, "flood the ingress with malformed and hostile messages"),
}


# --- the report -------------------------------------------------------------------------------------


def _s(value: float | None) -> str:
    return "not recovered" if value is None else f"{value:.1f} s"


def report_markdown(results: list[ScenarioResult], config: ChaosConfig, machine: dict[str, Any],
                    warmup: str) -> str:
    lines = ["# dualtrack chaos run", "",
             f"{time.strftime('%Y-%m-%d %H:%M:%S')} on {machine['hostname']} ({machine['cpu_model']}, {machine['cpus']} "
             f"CPUs; load average {machine['loadavg']}; git {machine['git']}). Steady load {config.rate:g} req/s "
             f"(open loop, mix {config.mix}, FAQ questions warm), {config.replicas} replicas of every service, "
             f"scripted model at {config.llm_latency_ms} ms ({config.llm_concurrency} calls at once per llm replica). "
             f"Each scenario: {config.pre_s:g} s of load, the fault, "
             f"load until {config.pre_s + config.window_s:g} s, then up to {config.drain_s:g} s for the last answers. "
             "Recovery: from the fault's start until every later 1-s window's p95 latency is within "
             "max(3 × the pre-fault p95, + 50 ms).", "", f"Lane: {warmup}.", "",
             "| scenario | sent | answered | lost | duplicates | conflicting | recovery | after fault ended | "
             "trajectories | result |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        rows = [r] + [_part(p) for p in r.parts]
        for x in rows:
            lines.append(
                f"| {x.name} | {x.sent} | {x.answered} | {x.lost} | {x.duplicates} | {x.conflicting} | "
                f"{_s(x.recovery_s)} | {'—' if x.recovered_after_end_s is None else f'{x.recovered_after_end_s:.1f} s'} | "
                f"{x.trajectories_stored}/{x.trajectories_expected} | "
                f"{'skipped: ' + x.skipped if x.skipped else ('PASS' if x.passed else '**FAIL**')} |")
    lines.append("")
    for r in results:
        lines += [f"## {r.name}", "", r.description + ".", ""]
        lines.append(f"- statuses: {r.statuses}" + (f"; error codes: {r.error_codes}" if r.error_codes else ""))
        if r.baseline_p95_ms is not None:
            lines.append(f"- p95 before the fault {r.baseline_p95_ms:.0f} ms; worst 1-s window after it "
                         f"{'∞' if r.worst_window_p95_ms in (None, float('inf')) else f'{r.worst_window_p95_ms:.0f} ms'}")
        if r.trajectories_caught_up_s is not None:
            lines.append(f"- every trajectory stored {r.trajectories_caught_up_s:.1f} s after the database came back")
        for e in r.events:
            lines.append(f"- {e}")
        for p in r.parts:
            lines.append(f"- {p['name']}: {'; '.join(p['events'])}; recovery {_s(p['recovery_s'])}"
                         + (f"; FAIL: {'; '.join(p['failures'])}" if p["failures"] else ""))
        if r.poison:
            lines.append(f"- poison: {json.dumps(r.poison, ensure_ascii=False)}")
        for f in r.failures:
            lines.append(f"- **failed**: {f}")
        lines.append("")
    return "\n".join(lines)


def _part(d: dict[str, Any]) -> ScenarioResult:
    fields = {k: v for k, v in d.items() if k in ScenarioResult.__dataclass_fields__}
    return ScenarioResult(**fields)


async def run(config: ChaosConfig, log: Callable[[str], None] = print) -> tuple[Path, list[ScenarioResult]]:
    unknown = [s for s in config.scenarios if s not in SCENARIOS]
    if unknown:
        raise ValueError(f"unknown scenarios {unknown}; choose from {', '.join(SCENARIOS)}")
    chaos = Chaos(config, log)
    results = await chaos.run()
    return chaos.out, results


def _evidence(topic: Topic, record: Any) -> dict[str, Any]:
    """One record of a conflicting request, as evidence: where it was, who handled it, when."""
    where = {"topic": topic.value, "partition": record.partition, "offset": record.offset}
    if topic is Topic.ANSWERED_STATE:
        return where | {"value": (record.value or b"").decode("utf-8", "replace")}
    try:
        env = env_mod.decode(record.value or b"")
    except env_mod.EnvelopeError as exc:
        return where | {"undecodable": str(exc)}
    answer = env.answer
    return where | {
        "created_at": env.created_at, "decided_by": env.route.decided_by,
        "hops": [[h.service, h.instance, round(h.start, 3), round(h.end, 3), h.outcome] for h in env.hops],
        "answer": None if answer is None else {
            "status": answer.status, "value": answer.value,
            "error": answer.error.code if answer.error else None}}
