"""`dualtrack bench scaling`: does adding replicas of the bottleneck service raise throughput?

The bottleneck is made on purpose and measured in isolation (a lane of its own, see `lane.py`):

- `llm` (default): sandbox, N llm replicas and a fuser; requests (open questions, answered in prose)
  are published straight on `llm.tasks`; the scripted model answers every call after a fixed
  latency (500 ms). One llm replica is one consumer of the group that runs up to
  DT_LLM_CONCURRENCY calls at once, so the ideal curve is N × C × 1000 / latency requests/s —
  until the partitions of `llm.tasks` bound it: a partition has one consumer, so replicas beyond
  P own no partition and add nothing.
- `sandbox`: N sandbox replicas and a fuser; computations published straight on `sandbox.tasks`.
  The sandbox is CPU-bound, so on a 2-core machine it stops scaling at the cores.

The load is closed-loop with `--in-flight` requests outstanding (more than the service can take at
once, so it stays saturated without a backlog that grows), measured for `--duration` seconds after
`--warm` seconds at each replica count, once per partition count (`--partitions 6,2`: the
configured count, and a smaller one to show the bound).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from dtlib.envelope import Envelope, Perception, Route, Task, new_trace_id
from dtlib.settings import REPO_ROOT, get_settings
from dtlib.topics import Topic

from .. import workload as wl
from ..settings import LlmSettings
from .e2e_driver import Driver, Record, baseline_envelope
from .e2e_machine import machine_facts
from .e2e_phase import quantile
from .lane import Lane, service_env
from ..charts import pyplot, save


@dataclass
class ScalingConfig:
    service: str = "llm"  # llm | sandbox
    replicas: list[int] = field(default_factory=lambda: [1, 2, 4])
    partitions: list[int] = field(default_factory=lambda: [0, 2])  # 0: DT_TOPIC_PARTITIONS
    duration_s: float = 15.0
    warm_s: float = 3.0
    in_flight: int = 0  # 0: twice what the largest setting can take at once
    llm_latency_ms: int = 500
    llm_concurrency: int = 0  # 0: DT_LLM_CONCURRENCY
    seed: int = 1
    out_root: Path = REPO_ROOT / "results"


def sandbox_envelope(item: wl.Item, trace_id: str, created_at: float, tenant: str) -> Envelope:
    task = item.task or {"op": "expr", "args": {"expression": "1+1"}}
    return Envelope(trace_id=trace_id, text=item.text, tenant=tenant, created_at=created_at,
                    task=Task(op=task["op"], args=dict(task["args"]), source="bench"),
                    perception=Perception(language=item.lang, task_type="compute"),
                    route=Route(path="fast", decided_by="bench", confidence=1.0))


async def closed_loop(driver: Driver, items: list[wl.Item], *, topic: Topic, make: Any, tenant: str,
                      in_flight: int, warm_s: float, duration_s: float) -> dict[str, Any]:
    """`in_flight` workers each publish a request and wait for its answer, over and over."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    measure_from, end = start + warm_s, start + warm_s + duration_s
    done: list[Record] = []
    counter = iter(range(10**9))

    async def worker() -> None:
        while loop.time() < end:
            i = next(counter)
            item = items[i % len(items)]
            r = Record(i, item, new_trace_id(), time.time())
            driver.track(r)
            r.sent = time.time()
            await (await driver.publish(topic, make(item, r.trace_id, r.sent, tenant)))
            await driver.wait_answer(r, 120)
            driver.forget([r])
            if r.answered is not None and measure_from <= loop.time() <= end:
                done.append(r)

    await asyncio.gather(*(worker() for _ in range(in_flight)))
    lat = [r.latency_ms for r in done if r.latency_ms is not None]
    return {"completed": len(done), "throughput_rps": len(done) / duration_s,
            "p50_ms": quantile(lat, 0.5), "p99_ms": quantile(lat, 0.99),
            "statuses": {s: sum(1 for r in done if r.status == s) for s in {r.status for r in done}}}


async def run(config: ScalingConfig, log: Callable[[str], None] = print) -> Path:
    from ..fake_llm import FakeModel

    c = config
    base = get_settings(LlmSettings)
    out = Path(c.out_root) / f"scaling-{c.service}-{time.strftime('%Y%m%d-%H%M%S')}"
    out.mkdir(parents=True, exist_ok=True)
    per_replica = c.llm_concurrency or base.llm_concurrency
    partitions = [p or base.topic_partitions for p in c.partitions]
    if c.service == "llm":
        items = wl.generate(2000, seed=c.seed, mix="open=1")
        topic, make = Topic.LLM_TASKS, baseline_envelope
        in_flight = c.in_flight or 2 * max(c.replicas) * per_replica
    elif c.service == "sandbox":
        items = [i for i in wl.generate(3000, seed=c.seed, mix="compute=1") if i.task and i.value is not None]
        topic, make = Topic.SANDBOX_TASKS, sandbox_envelope
        in_flight = c.in_flight or 8 * max(c.replicas)
    else:
        raise ValueError("--service is llm or sandbox")
    answers = wl.save(items, out / "workload.jsonl")
    rows: list[dict[str, Any]] = []
    with FakeModel(c.llm_latency_ms, answers=answers, seed=c.seed, log_path=out / "fake_llm.log") as fake:
        env = service_env("scripted", fake.base_url, llm_concurrency=c.llm_concurrency or None)
        for p in partitions:
            first = c.replicas[0]
            scale = ({"sandbox": 1, "llm": first, "fuser": 1} if c.service == "llm"
                     else {"sandbox": first, "fuser": 1})
            lane = Lane(f"scale{c.service}", scale, env=env, partitions=p)
            try:
                took = lane.start()
                log(f"lane {lane.prefix}: {p} partitions, up in {took:.1f} s")
                for n in c.replicas:
                    not_ready = lane.scale_to(c.service, n)
                    lane.wait_stable(60)
                    fake.reset_stats()
                    async with Driver(lane.activate()) as driver:
                        row = await closed_loop(driver, items, topic=topic, make=make, tenant=f"scale-{p}-{n}",
                                                in_flight=in_flight, warm_s=c.warm_s, duration_s=c.duration_s)
                    stats = fake.stats()
                    bound = None
                    if c.service == "llm":
                        bound = min(p, n) * per_replica * 1000 / c.llm_latency_ms
                    row |= {"partitions": p, "replicas": n, "in_flight": in_flight, "not_ready": not_ready,
                            "model_max_in_flight": stats["max_in_flight"] if c.service == "llm" else None,
                            "bound_rps": bound}
                    rows.append(row)
                    log(f"  {c.service}×{n}, {p} partitions: {row['throughput_rps']:.1f} req/s "
                        f"(p50 {row['p50_ms'] or 0:.0f} ms"
                        + (f"; model calls at once ≤ {row['model_max_in_flight']}, bound {bound:.1f} req/s)"
                           if bound is not None else ")"))
            finally:
                lane.stop(keep_logs=out / "logs" / lane.tag)
    result = {"config": {**asdict(c), "out_root": str(c.out_root)}, "per_replica_concurrency": per_replica,
              "machine": machine_facts(), "rows": rows}
    (out / "results.json").write_text(json.dumps(result, indent=2, default=str))
    chart = write_chart(rows, c, out)
    (out / "report.md").write_text(report_markdown(rows, c, per_replica, result["machine"], chart), encoding="utf-8")
    return out


def write_chart(rows: list[dict[str, Any]], c: ScalingConfig, out: Path) -> str:
    plt = pyplot()

    fig, ax = plt.subplots(figsize=(7, 4.2))
    for p in sorted({r["partitions"] for r in rows}, reverse=True):
        group = sorted((r for r in rows if r["partitions"] == p), key=lambda r: r["replicas"])
        xs = [r["replicas"] for r in group]
        line = ax.plot(xs, [r["throughput_rps"] for r in group], marker="o", label=f"{p} partitions: measured")
        if group and group[0]["bound_rps"] is not None:
            ax.plot(xs, [r["bound_rps"] for r in group], linestyle="--", color=line[0].get_color(),
                    label=f"{p} partitions: bound min(P, N)×C/latency")
    ax.set_xlabel(f"{c.service} replicas")
    ax.set_ylabel("answered, req/s")
    ax.set_xticks(sorted({r["replicas"] for r in rows}))
    ax.set_title(f"Scaling the {c.service} service (closed loop, saturated)")
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    save(fig, out / "scaling.png")
    return "scaling.png"


def _num(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f}"


def report_markdown(rows: list[dict[str, Any]], c: ScalingConfig, per_replica: int, machine: dict[str, Any],
                    chart: str) -> str:
    what = (f"llm replicas with DT_LLM_CONCURRENCY {per_replica} each, scripted model at {c.llm_latency_ms} ms per "
            "call; requests published straight on `llm.tasks`" if c.service == "llm"
            else "sandbox replicas; computations published straight on `sandbox.tasks`")
    lines = [f"# Scaling the {c.service} service", "",
             f"{time.strftime('%Y-%m-%d %H:%M:%S')} on {machine['hostname']} ({machine['cpu_model']}, {machine['cpus']} "
             f"CPUs, load average {machine['loadavg']}; git {machine['git']}). {what}. Closed loop with "
             f"{rows[0]['in_flight'] if rows else '?'} requests in flight, {c.warm_s:g} s warm-up, "
             f"{c.duration_s:g} s measured per point.", "",
             "| partitions | replicas | answered/s | p50 ms | p99 ms | model calls at once | bound req/s |",
             "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['partitions']} | {r['replicas']} | {r['throughput_rps']:.1f} | "
                     f"{(r['p50_ms'] or 0):.0f} | {(r['p99_ms'] or 0):.0f} | "
                     f"{'—' if r['model_max_in_flight'] is None else r['model_max_in_flight']} | "
                     f"{_num(r['bound_rps'])} |")
    lines += ["", f"![{chart}]({chart})", ""]
    if c.service == "llm":
        lines += ["The bound is min(P, N) × C calls in flight × 1000 / latency: a replica is one consumer of "
                  "the group that runs up to C messages at once (offsets still committed in order), and each "
                  "of the P partitions of `llm.tasks` has one consumer. Replicas beyond P add nothing; more "
                  "partitions or a higher DT_LLM_CONCURRENCY raise the ceiling.", ""]
    return "\n".join(lines)
