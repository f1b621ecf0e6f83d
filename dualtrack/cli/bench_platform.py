"""`dualtrack bench` on the platform and the whole pipeline: hop, claims, recheck, metrics, chain,
sandbox, e2e and scaling, and `dualtrack chaos`."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table

from .console import console


def bench_hop(messages: int = typer.Option(300, help="Messages per setting.")) -> None:
    """Latency of one loopback Kafka hop for producer linger × consumer fetch wait."""
    from ..bench.hop import run

    table = Table("linger ms", "fetch max wait ms", "p50 ms", "p99 ms",
                  title="one Kafka hop (produce acks=all → consume)")
    for row in asyncio.run(run(messages)):
        table.add_row(str(row["linger_ms"]), str(row["fetch_max_wait_ms"]),
                      f"{row['p50_ms']:.2f}", f"{row['p99_ms']:.2f}")
    console.print(table)


def bench_claims(rate: float = typer.Option(200, help="Answers a second."),
                 duration: float = typer.Option(15, help="Seconds of the ack and claim modes."),
                 txn_duration: float = typer.Option(5, help="Seconds of the transaction modes (one producer's "
                                                    "transactions go one at a time: a slow commit stretches the run).")
                 ) -> None:
    """What deciding a request's one answer in one place would cost per answer on the running
    broker (`./dt dev up`): an acknowledged produce, a claim read back, a transaction per answer."""
    from ..bench.chain_claims import run

    run(rate, duration, txn_duration)


def bench_recheck(hits: int = typer.Option(2000, help="Exact hits per case.")) -> None:
    """What the serve-time check of a cached computation costs a hit: the cache's lookup with and
    without it (a sandbox pool over gRPC on loopback), and the operation alone."""
    from ..bench.cache_recheck import run

    table = Table("case", "p50 µs", "p99 µs", title=f"a cache hit, {hits} per case")
    for case, figures in asyncio.run(run(hits)).items():
        table.add_row(case, f"{figures['p50_us']:.1f}", f"{figures['p99_us']:.1f}")
    console.print(table)


def bench_metrics(
    rounds: int = typer.Option(7, help="Rounds of each measure, metrics on and off alternating."),
    messages: int = typer.Option(5000, help="Requests through the step runtime per round."),
) -> None:
    """What counting for /metrics costs a message: the counting alone and the whole step runtime
    (in-memory transport), metrics on and off side by side in one process."""
    from ..bench.metrics import run

    table = Table("measure", "metrics on µs/msg", "metrics off µs/msg", "difference µs/msg",
                  title="the cost of /metrics per message (median of rounds)")
    for measure, figures in run(rounds=rounds, messages=messages).items():
        table.add_row(measure, f"{figures['on']:.2f}", f"{figures['off']:.2f}",
                      f"{figures['on'] - figures['off']:+.2f}")
    console.print(table)


def bench_chain(
    paths: str = typer.Option(",".join(["exact-hit", "computation"]), help="Paths to rebuild from relays."),
    rates: str = typer.Option("100,200", help="Offered loads in req/s, comma separated."),
    duration: float = typer.Option(10.0, help="Seconds of load per rate."),
    find_max: bool = typer.Option(True, "--max/--no-max", help="Look for the maximum sustained rate."),
    partitions: int = typer.Option(0, help="Partitions of the run's topics (0: DT_TOPIC_PARTITIONS)."),
    client: str = typer.Option("runtime", help="What carries the relays, comma separated: runtime "
                               "(the step runtime of every service, on librdkafka) and/or confluent "
                               "(a bare confluent-kafka loop); several run each path back to back "
                               "and the report gives their ratios."),
    secured: bool = typer.Option(False, "--secure", help="On the broker of `dev up --secure`: run "
                                 "each path over its SASL_SSL listener and its plain one, taking "
                                 "turns, and report what TLS and SASL cost as their ratio."),
) -> None:
    """The step runtime and broker alone: each path rebuilt from no-op steps, its latency, CPU per
    request and maximum sustained rate (the ceiling for the real services on that path)."""
    from ..bench.chain import PATHS, ChainConfig, run
    from ..bench.relay import CLIENTS

    clients = [c for c in client.split(",") if c]
    if not clients or set(clients) - set(CLIENTS):
        raise typer.BadParameter(f"--client names some of {', '.join(CLIENTS)}")
    unknown = [p for p in paths.split(",") if p and p not in PATHS]
    if unknown:
        raise typer.BadParameter(f"unknown paths {unknown}; known: {', '.join(PATHS)}")
    config = ChainConfig(paths=[p for p in paths.split(",") if p],
                         rates=[float(r) for r in rates.split(",") if r], duration_s=duration,
                         find_max=find_max, partitions=partitions, clients=clients,
                         secure=secured)
    out = run(config, log=console.print)
    console.print((out / "report.md").read_text())
    console.print(f"results: {out}")


def bench_sandbox(
    iterations: int = typer.Option(2000, help="Executions per op."),
    kafka: bool = typer.Option(True, help="Also measure the Kafka round trip (needs dev up)."),
) -> None:
    """Sandbox latency: in process, through the pool, gRPC, a 500-burst, worker replacement,
    and the Kafka round trip of the running service."""
    from services.sandbox.bench import format_table, run_bench

    from ..bench.sandbox_kafka import kafka_round_trip

    console.print(format_table(run_bench(iterations=iterations)))
    if kafka:
        trip = asyncio.run(kafka_round_trip())
        console.print(f"Kafka round trip (sandbox.tasks → sandbox.results): "
                      f"p50 {trip['p50']:.2f} ms, p99 {trip['p99']:.2f} ms")


def _floats(text: str) -> list[float]:
    try:
        return [float(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise typer.BadParameter(f"give numbers separated by commas, not {text!r}") from None


def bench_e2e(
    rates: Optional[str] = typer.Option(None, help="Offered loads in req/s, comma separated "
                                        "(default 50,200,500; 1,2 with --backend local)."),
    duration: float = typer.Option(20.0, help="Seconds of load per offered rate."),
    backend: str = typer.Option("scripted", help="scripted (fake OpenAI-compatible server, fixed latency) or local."),
    mix: Optional[str] = typer.Option(None, help="repeat=..,compute=..,open=.. (default DT_BENCH_MIX)."),
    seed: Optional[int] = typer.Option(None, help="Workload and arrival seed (default DT_BENCH_SEED)."),
    drain: Optional[float] = typer.Option(None, help="Seconds to wait for the last answers of a load (default DT_BENCH_DRAIN_S)."),
    latency_ms: Optional[int] = typer.Option(None, help="Scripted model latency per call (default DT_BENCH_LLM_LATENCY_MS)."),
    llm_concurrency: Optional[int] = typer.Option(None, help="DT_LLM_CONCURRENCY of the llm replicas (0: as configured)."),
    partitions: int = typer.Option(0, help="Partitions of the run's topics (0: DT_TOPIC_PARTITIONS)."),
    scale: list[str] = typer.Option([], "--scale", help="service=N replicas, e.g. llm=2 (default 1 each)."),
    find_max: bool = typer.Option(True, "--max/--no-max", help="Look for the maximum sustained rate on the fast-path mix."),
    max_start: Optional[float] = typer.Option(None, help="First rate of the maximum search (default: the highest sustained load)."),
    max_cap: float = typer.Option(3000.0, help="Highest rate the maximum search tries."),
    baseline: bool = typer.Option(True, "--baseline/--no-baseline", help="Also run the all-LLM baseline."),
    chain: bool = typer.Option(True, "--chain/--no-chain", help="Also run the bare librdkafka chain of "
                               "the fast paths (bench chain --client confluent) at 200 req/s and its "
                               "maximum sustained rate (with --max), and report the pipeline's ratios "
                               "to it, all in this run."),
    tracing: Optional[bool] = typer.Option(None, "--tracing/--no-tracing", help="Export spans (default: DT_TRACING)."),
    out: Optional[Path] = typer.Option(None, help="Results folder (default DT_BENCH_RESULTS_DIR)."),
) -> None:
    """End-to-end benchmark on real Kafka: the pipeline against an all-LLM baseline, open-loop loads,
    report.md and charts under results/e2e-<timestamp>-<backend>/ (starts and stops its own services)."""
    from .. import dev
    from ..bench.e2e import run
    from ..bench.e2e_config import E2EConfig

    if backend not in ("scripted", "local"):
        raise typer.BadParameter("--backend is scripted or local")
    try:
        wanted = dev.parse_scale(scale)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    config = E2EConfig.from_settings(
        rates=_floats(rates or ("50,200,500" if backend == "scripted" else "1,2")), duration_s=duration,
        backend=backend, mix=mix, seed=seed, drain_s=drain, llm_latency_ms=latency_ms,
        llm_concurrency=llm_concurrency, partitions=partitions, scale=wanted, find_max=find_max,
        max_start_rps=max_start, max_cap_rps=max_cap, baseline=baseline, chain=chain, tracing=tracing,
        out_root=out)
    folder = asyncio.run(run(config, log=console.print))
    summary = json.loads((folder / "summary.json").read_text())
    table = Table("target", "measured", "met", title="targets")
    for t in summary["targets"]:
        value = "—" if t["value"] is None else f"{t['value']:.2f} {t['unit']}"
        table.add_row(t["target"], value, "—" if t["met"] is None else ("yes" if t["met"] else "[red]no[/]"))
    console.print(table)
    console.print(f"report: {folder / 'report.md'}")


def chaos_cmd(
    scenario: list[str] = typer.Option([], "--scenario", help="kill-replicas, kafka-restart, postgres-stop, "
                                       "llm-faults, poison; repeatable (default: all)."),
    skip_shared: bool = typer.Option(False, "--skip-shared", help="Leave out kafka-restart and postgres-stop "
                                     "(they stop the broker and the database everyone on this machine uses)."),
    rate: float = typer.Option(200.0, help="Steady load in req/s."),
    replicas: int = typer.Option(2, help="Replicas of every service."),
    mix: Optional[str] = typer.Option(None, help="Request mix (default: mostly fast, 2 % open)."),
    warmup: float = typer.Option(15.0, help="Seconds of load on the fresh lane before the first scenario, "
                                 "not counted (its first seconds are slower than its steady state)."),
    pre: float = typer.Option(5.0, help="Seconds of load before each fault."),
    window: float = typer.Option(30.0, help="Seconds of load from the fault on (the recovery window)."),
    drain: float = typer.Option(60.0, help="Longest wait for the last answers of a scenario."),
    llm_concurrency: int = typer.Option(64, help="DT_LLM_CONCURRENCY of the lane's llm replicas (the scripted "
                                        "model answers any number at once; at 4, two replicas carry 16 calls/s, "
                                        "less than the fresh tenants send at a few hundred req/s)."),
    out: Optional[Path] = typer.Option(None, help="Results folder (default DT_BENCH_RESULTS_DIR)."),
) -> None:
    """Reliability under load, faults and bad input: bounded scenarios on an isolated set of replicas,
    loopback only; report under results/chaos-<timestamp>/. Exit 1 when a scenario fails."""
    from dtlib.settings import get_settings

    from ..chaos.config import CHAOS_MIX, ChaosConfig
    from ..chaos.runner import run
    from ..chaos.scenarios import SCENARIOS, SHARED_SCENARIOS
    from ..settings import BenchSettings

    names = scenario or list(SCENARIOS)
    unknown = [s for s in names if s not in SCENARIOS]
    if unknown:
        raise typer.BadParameter(f"unknown scenario {unknown[0]!r}; one of {', '.join(SCENARIOS)}")
    if skip_shared:
        names = [s for s in names if s not in SHARED_SCENARIOS]
    s = get_settings(BenchSettings)
    config = ChaosConfig(rate=rate, mix=mix or CHAOS_MIX, seed=s.bench_seed, replicas=replicas, warmup_s=warmup,
                         pre_s=pre, window_s=window, drain_s=drain, llm_latency_ms=s.bench_llm_latency_ms,
                         llm_concurrency=llm_concurrency, scenarios=names, out_root=out or s.bench_results_dir)
    from confluent_kafka import KafkaException

    try:
        folder, results = asyncio.run(run(config, SCENARIOS, log=console.print))
    except KafkaException as exc:  # the lane runs on the local stack's broker
        console.print(f"[red]the broker did not answer ({exc.args[0].str()}): is the stack running? "
                      "Start it with `./dt dev up`.[/red]")
        raise typer.Exit(2) from exc
    table = Table("scenario", "sent", "answered", "lost", "duplicates", "recovery s", "trajectories", "result",
                  title="dualtrack chaos")
    for r in results:
        table.add_row(r.name, str(r.sent), str(r.answered), str(r.lost), str(r.duplicates),
                      "—" if r.recovery_s is None else f"{r.recovery_s:.1f}",
                      f"{r.trajectories_stored}/{r.trajectories_expected}",
                      "[green]PASS[/]" if r.passed else "[red]FAIL[/]")
    console.print(table)
    console.print(f"report: {folder / 'report.md'}")
    raise typer.Exit(0 if all(r.passed for r in results) else 1)


def bench_scaling(
    service: str = typer.Option("llm", help="The bottleneck to scale: llm or sandbox."),
    replicas: str = typer.Option("1,2,4", help="Replica counts."),
    partitions: str = typer.Option("0,2", help="Partition counts (0: DT_TOPIC_PARTITIONS)."),
    duration: float = typer.Option(15.0, help="Seconds measured per point."),
    warm: float = typer.Option(3.0, help="Seconds of warm-up per point."),
    in_flight: int = typer.Option(0, help="Requests in flight (0: enough to saturate)."),
    latency_ms: Optional[int] = typer.Option(None, help="Scripted model latency (default DT_BENCH_LLM_LATENCY_MS)."),
    llm_concurrency: int = typer.Option(0, help="DT_LLM_CONCURRENCY per llm replica (0: as configured)."),
    out: Optional[Path] = typer.Option(None, help="Results folder (default DT_BENCH_RESULTS_DIR)."),
) -> None:
    """Throughput of the bottleneck service at 1, 2, 4 replicas, and the partition count that bounds it."""
    from dtlib.settings import get_settings

    from ..bench.scaling import ScalingConfig, run
    from ..settings import BenchSettings

    if service not in ("llm", "sandbox"):
        raise typer.BadParameter("--service is llm or sandbox")
    s = get_settings(BenchSettings)
    config = ScalingConfig(service=service, replicas=[int(x) for x in _floats(replicas)],
                           partitions=[int(x) for x in _floats(partitions)], duration_s=duration, warm_s=warm,
                           in_flight=in_flight, llm_latency_ms=latency_ms or s.bench_llm_latency_ms,
                           llm_concurrency=llm_concurrency, seed=s.bench_seed, out_root=out or s.bench_results_dir)
    folder = asyncio.run(run(config, log=console.print))
    rows = json.loads((folder / "results.json").read_text())["rows"]
    table = Table("partitions", "replicas", "answered/s", "p50 ms", "bound req/s", title=f"scaling {service}")
    for r in rows:
        table.add_row(str(r["partitions"]), str(r["replicas"]), f"{r['throughput_rps']:.1f}",
                      f"{(r['p50_ms'] or 0):.0f}", "—" if r["bound_rps"] is None else f"{r['bound_rps']:.1f}")
    console.print(table)
    console.print(f"report: {folder / 'report.md'}")
