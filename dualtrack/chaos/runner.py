"""The chaos run: its configuration, and `Chaos`, the context every scenario runs in (the lane,
the model, the load with faults, the audit of the broker and of the stored trajectories)."""

from __future__ import annotations

import asyncio
import json
import os
import time
import zlib
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import asdict
from pathlib import Path
from typing import Any

from dtlib import envelope as env_mod
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name

from .. import workload as wl
from ..bench.e2e_driver import Driver, Record, pipeline_envelope
from ..bench.e2e_machine import machine_facts
from ..bench.e2e_phase import quantile
from ..bench.lane import Lane, service_env
from ..settings import BenchSettings
from ..stack import kafka
from ..topology import PIPELINE
from .config import ChaosConfig
from .measure import ScenarioResult
from .report import fmt_recovery, report_markdown

# Where an unanswered request is looked for, in the order a request crosses them.
LOCATED = (Topic.REQUESTS, Topic.CACHE_MISS, Topic.RULES_MISS, Topic.SANDBOX_TASKS, Topic.LLM_TASKS,
           Topic.SANDBOX_RESULTS, Topic.LLM_DRAFTS, Topic.DLQ, Topic.RESPONSES)


# --- the context every scenario runs in ----------------------------------------------------------


# A scenario: what it does to a running Chaos, recording into its result; and what it is, in a sentence.
Scenario = tuple[Callable[["Chaos", ScenarioResult], Awaitable[None]], str]


class Chaos:
    def __init__(self, config: ChaosConfig, catalogue: Mapping[str, Scenario],
                 log: Callable[[str], None] = print) -> None:
        self.config = config
        self.catalogue = catalogue  # every scenario by name (scenarios.SCENARIOS)
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
        from ..fake_llm import FakeModel

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
        from ..bench.e2e_driver import arrival_offsets

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
        from ..kafka import connect, read_to_end

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

    def keep_records(self, name: str, records: list[Record]) -> str:
        """Every request of a scenario, one JSON line each (sent, answered, each hop's start and
        end), in `records-<scenario>.jsonl`: where the time went, request by request."""
        path = self.out / f"records-{name.replace(' ', '-')}.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for record in records:
                out.write(json.dumps(record.row(), ensure_ascii=False) + "\n")
        return path.name

    async def keep_evidence(self, name: str, trace_ids: set[str]) -> Path:
        """Every record of `trace_ids` on the lane's topics (each envelope's hops: which replica
        handled it when; each answered.state record), one JSON line each, in
        `conflicts-<scenario>.jsonl`: what made a second, different answer."""
        from ..kafka import connect, read_to_end

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
            for name in self.config.scenarios or list(self.catalogue):
                scenario = self.catalogue[name]
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
                         f"{fmt_recovery(result.recovery_s)}; {'; '.join(result.failures) or 'all checks held'}")
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


async def run(config: ChaosConfig, catalogue: Mapping[str, Scenario],
              log: Callable[[str], None] = print) -> tuple[Path, list[ScenarioResult]]:
    unknown = [s for s in config.scenarios if s not in catalogue]
    if unknown:
        raise ValueError(f"unknown scenarios {unknown}; choose from {', '.join(catalogue)}")
    chaos = Chaos(config, catalogue, log)
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
