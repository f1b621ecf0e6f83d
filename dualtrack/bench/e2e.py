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

This module holds the run (`E2ERun`); its parts are `e2e_config` (`E2EConfig`, what a run measures), `e2e_driver` (the records and the
open-loop driver), `e2e_phase` (one load's statistics), `e2e_report` (comparisons, targets,
`report.md`), `e2e_charts` (the PNGs) and `e2e_machine` (machine facts, CPU seconds).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from dtlib.settings import get_settings
from dtlib.topics import Topic

from .. import workload as wl
from ..settings import AllSettings, BenchSettings
from ..shared_data import shared_data_available
from ..workload_judge import judge
from .e2e_charts import write_charts
from .e2e_config import E2EConfig
from .e2e_driver import Driver, arrival_offsets, baseline_envelope, pipeline_envelope
from .e2e_machine import lane_cpu_seconds, machine_facts
from .e2e_phase import Phase, fmt_ms, rate_name
from .e2e_report import (FLOOR_PATH, FLOOR_RATE, against_floor, check_targets, compare, floor_markdown,
                         report_markdown)
from .e2e_topics import per_request, topic_totals
from .lane import Lane, service_env


# --- the run ---------------------------------------------------------------------------------------


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
        topics_before = self.topic_totals(lane)
        cpu_before = lane_cpu_seconds(lane)
        psutil.cpu_percent(None)
        phase.started_at = time.time()
        topic = Topic.REQUESTS if kind == "pipeline" else Topic.LLM_TASKS
        make = pipeline_envelope if kind == "pipeline" else baseline_envelope
        phase.records = await driver.send_open_loop(items, offsets, topic=topic, make=make, tenant=tenant)
        phase.drained_s = await driver.drain(phase.records, c.drain_s)
        await asyncio.sleep(0.5)  # late duplicates
        phase.cpu_percent = psutil.cpu_percent(None)
        cpu_after = lane_cpu_seconds(lane)
        phase.service_cpu_s = {k: round(cpu_after.get(k, 0) - cpu_before.get(k, 0), 2) for k in cpu_after}
        phase.topic_records = per_request(topics_before, self.topic_totals(lane), len(phase.records))
        if self.fake:
            stats = self.fake.stats()
            phase.llm_calls = stats["calls"]
            phase.llm_max_in_flight = stats["max_in_flight"]
        judge_prose = c.backend == "scripted"
        for r in phase.records:
            r.verdict = judge(r.item, r.status, r.value, r.text, judge_prose=judge_prose)
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

    @staticmethod
    def topic_totals(lane: Lane) -> dict[str, tuple[int, int]]:
        from dualtrack.stack.kafka import data_dir

        log_dir = data_dir(lane.stack_state_dir) / "data"  # the stack's (the lane's DT_STATE_DIR is its own)
        return topic_totals(get_settings().kafka_bootstrap, lane.prefix, lane.partitions,
                            log_dir if log_dir.is_dir() else None)

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
                    phase = await self.run_phase(driver, lane, f"{kind}-{rate_name(rate)}", kind, "workload",
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
            name = f"max-{rate_name(rate)}" + (f"-try{tries + 1}" if tries else "")
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
                         "shared_data": shared_data_available(Path(get_settings(BenchSettings).bench_shared_data_dir))},
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


async def run(config: E2EConfig, log: Callable[[str], None] = print) -> Path:
    return await E2ERun(config, log).run()

