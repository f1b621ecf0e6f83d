"""The `dualtrack` command line."""

from __future__ import annotations

import asyncio
import json
import runpy
import sys
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="dualtrack: a dual-process request engine for LLM applications.")
dev_app = typer.Typer(no_args_is_help=True, help="The local stack and the services.")
bench_app = typer.Typer(no_args_is_help=True, help="Benchmarks (reports, not tests).")
app.add_typer(dev_app, name="dev")
app.add_typer(bench_app, name="bench")
console = Console()


@app.callback()
def use_local_credentials() -> None:
    """While the local broker runs secured (`dev up --secure`), the CLI connects to it as the
    operator, unless DT_KAFKA_SECURITY_PROTOCOL says how to connect."""
    import os

    from .stack import secure

    if secure.active() and "DT_KAFKA_SECURITY_PROTOCOL" not in os.environ:
        secure.use_admin_credentials()


@dev_app.command("up")
def dev_up(
    scale: list[str] = typer.Option([], "--scale", help="service=N replicas, e.g. cache=2"),
    services_only: bool = typer.Option(False, help="Start only the services (stack already up)."),
    secure: bool = typer.Option(False, help="The broker with TLS and SASL/SCRAM: a user per "
                                "service, ACLs from the services' steps, tenants bound to principals."),
) -> None:
    """Start Kafka, PostgreSQL, Jaeger and the services (idempotent)."""
    from . import dev, stack

    try:
        wanted = dev.parse_scale(scale)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    not_ready = dev.up(wanted, services_only=services_only, secured=secure)
    stack.print_status(dev.status())
    if wanted.get("gateway"):
        console.print(f"OpenAI-compatible API: {dev.gateway_url()}")
    if not_ready:
        console.print(f"[red]not ready:[/] {', '.join(not_ready)} (logs in .dt-state/logs/)")
        raise typer.Exit(1)


@dev_app.command("down")
def dev_down(services_only: bool = typer.Option(False, help="Stop only the services.")) -> None:
    """Stop the services and the stack (idempotent)."""
    from . import dev

    dev.down(services_only=services_only)
    console.print("stopped")


@dev_app.command("status")
def dev_status() -> None:
    """Show every stack component and service replica with its health."""
    from . import dev, stack

    raise typer.Exit(0 if stack.print_status(dev.status()) else 1)


@app.command("run")
def run(service: str = typer.Argument(..., help="gateway, cache, rules, classifier, sandbox, llm, fuser or learner")) -> None:
    """Run one service in the foreground."""
    from .topology import SERVICES

    if service not in SERVICES:
        raise typer.BadParameter(f"unknown service {service!r}; one of {', '.join(SERVICES)}")
    sys.argv = [f"services.{service}"]
    runpy.run_module(f"services.{service}", run_name="__main__")


@app.command("ask")
def ask(
    text: Optional[str] = typer.Argument(None, help="The question."),
    tenant: str = typer.Option("default"),
    user: str = typer.Option("", "--user"),
    context: list[str] = typer.Option([], "--context", help="key=value, repeatable"),
    trace_id: Optional[str] = typer.Option(None, "--trace-id"),
    as_json: bool = typer.Option(False, "--json", help="Print the answer fields as JSON."),
    file: Optional[Path] = typer.Option(None, "--file", help="JSONL of requests ({text, tenant?, user_id?, context?, trace_id?})."),
    out: Optional[Path] = typer.Option(None, "--out", help="Where --file writes one answer per line, after the request's own fields (its id, text, ...)."),
    concurrency: int = typer.Option(32, help="Requests in flight with --file."),
    timeout: float = typer.Option(120.0, help="Seconds to wait for each answer."),
) -> None:
    """Publish a request on the ingress topic and print its answer."""
    from .ask import ask_many, ask_one

    if file is not None:
        summary = asyncio.run(ask_many(file, out, concurrency, timeout))
        console.print(summary)
        return
    if not text:
        raise typer.BadParameter("give a question or --file")
    ctx = dict(item.split("=", 1) for item in context)
    result = asyncio.run(ask_one(text, tenant, user, ctx, trace_id, timeout))
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        answer = result["answer"] or (result["error"] or {}).get("message", "")
        console.print(f"[bold]{answer}[/]")
        console.print(f"[dim]{result['status']} · {result['path']} · {result['decided_by']} · "
                      f"{result['latency_ms']} ms · trace {result['trace_id']}[/]")
    raise typer.Exit(0 if result["status"] in ("ok", "uncertain") else 1)


@app.command("trace")
def trace(trace_id: str) -> None:
    """Print the Jaeger URL of a request and its span tree."""
    from .trace import fetch_trace, render_tree

    from dtlib.settings import get_settings

    from .settings import StackSettings

    base = get_settings(StackSettings).jaeger_query_url
    console.print(f"{base}/trace/{trace_id}")
    spans = fetch_trace(trace_id)
    if not spans:
        console.print("[yellow]Jaeger has no trace with this id (yet).[/]")
        raise typer.Exit(1)
    console.print(render_tree(spans))


@app.command("principal-key")
def principal_key(principal: str = typer.Argument(..., help="the producer's Kafka user")) -> None:
    """Print the key a producer signs its requests with (give it to that producer alone, as
    DT_PRINCIPAL_KEY or DT_PRINCIPAL_KEY_FILE), derived from DT_PRINCIPAL_MASTER_KEY (the
    secured local stack's own while it runs)."""
    from dtlib.principal import signing_key
    from dtlib.settings import get_settings

    from .stack import secure

    master = get_settings().principal_master_key.get_secret_value()
    if not master and secure.active():
        master = secure.master_key()
    if not master:
        console.print("[red]no master key:[/] set DT_PRINCIPAL_MASTER_KEY or DT_PRINCIPAL_MASTER_KEY_FILE")
        raise typer.Exit(1)
    print(signing_key(master, principal))


@app.command("top")
def top(
    once: bool = typer.Option(False, "--once", help="Print one frame and exit (no live view)."),
    interval: float = typer.Option(2.0, help="Seconds between frames of the live view."),
    prefix: str = typer.Option("", help="Topic prefix of the replicas to show (default: "
                               "DT_TOPIC_PREFIX; a lane's is bench.<tag>.)."),
) -> None:
    """A live view of every service and replica: messages, latency, answers by decider,
    fast-path share, outcomes, LLM and sandbox calls, dead letters, consumer lag; from the local
    stack's Prometheus."""
    import time

    from rich.live import Live

    from dtlib.settings import get_settings

    from .settings import StackSettings
    from .top import PrometheusUnavailable, collect, render

    settings = get_settings(StackSettings)
    url, prefix = settings.prometheus_url, prefix or settings.topic_prefix
    try:
        if once:  # to a pipe or a file too: wide enough for the tables
            out = console if console.is_terminal else Console(width=160)
            out.print(render(collect(url, prefix)))
            return
        with Live(render(collect(url, prefix)), console=console, screen=True) as live:
            while True:
                time.sleep(interval)
                live.update(render(collect(url, prefix)))
    except PrometheusUnavailable as exc:
        console.print(f"[red]{exc}[/]")
        raise typer.Exit(1) from exc
    except KeyboardInterrupt:
        pass


@app.command("settings")
def settings_cmd(
    markdown: bool = typer.Option(False, help="Print the README table."),
    readme: bool = typer.Option(False, help="Rewrite the README's settings table."),
) -> None:
    """Every DT_ setting with its value and meaning, grouped by owner (shared, each service, the
    benchmarks, the local stack)."""
    from .settings_doc import settings_markdown, settings_rows, update_readme

    if readme:
        update_readme()
        return
    if markdown:
        print(settings_markdown())
        return
    table = Table("owner", "variable", "value", "meaning")
    for owner, name, value, doc in settings_rows():
        table.add_row(owner, name, value, doc)
    console.print(table)


@app.command("schemas")
def schemas(check: bool = typer.Option(False, help="Fail if a generated file is stale.")) -> None:
    """Generate schemas/ (envelope JSON Schema, AsyncAPI), docker-compose.yml, the Helm chart's
    values, the README's service table, docs/topology.md and the sandbox's gRPC stubs."""
    from . import proto_gen
    from .schemas import write_schemas

    changed = write_schemas(check=check)
    if check:
        changed += proto_gen.stale_files()
    else:
        stale = proto_gen.stale_files()
        if stale:
            proto_gen.generate()
        changed += stale
    if check and changed:
        console.print(f"[red]stale:[/] {', '.join(changed)} — run `dualtrack schemas`")
        raise typer.Exit(1)
    console.print(f"wrote {', '.join(changed)}" if changed else "generated files up to date")


@app.command("chart")
def chart_cmd(
    set_values: list[str] = typer.Option([], "--set", help="A Helm value, as `helm --set` takes it."),
    show: bool = typer.Option(False, help="Print the rendered manifests."),
) -> None:
    """Render the Helm chart (infra/helm/dualtrack), validate every manifest with kubeconform and
    check it against the services' steps (helm and kubeconform are built with Go the first time)."""
    from collections import Counter

    from . import chart

    manifests = chart.render(set_values)
    if show:
        print(manifests)
    docs = chart.documents(manifests)
    result = chart.validate(manifests)
    console.print(f"kubeconform: {len(docs)} manifests, {result.valid} valid, {result.invalid} "
                  f"invalid, {result.errors} errors, {result.skipped} skipped")
    for message in result.messages:
        console.print(f"[red]✗[/] {message}")
    found = chart.problems(docs)
    for problem in found:
        console.print(f"[red]✗[/] {problem}")
    if not result.ok or found:
        raise typer.Exit(1)
    kinds = Counter(doc["kind"] for doc in docs)
    console.print("[green]✓[/] the chart matches the services' steps: "
                  + ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items())))


@app.command("demo")
def demo() -> None:
    """The main job: start everything, send a mixed demo workload, print a summary table.
    The stack stays up afterwards (`dualtrack dev down` stops it)."""
    from .demo import run_demo

    ok = run_demo(console)
    raise typer.Exit(0 if ok else 1)


@app.command("drift")
def drift(
    every: float = typer.Option(0.0, help="Run every this many seconds (0: once)."),
    sample: Optional[int] = typer.Option(None, help="Answers to judge per run (default DT_DRIFT_SAMPLE)."),
) -> None:
    """The semantic drift monitor: the model judges sampled fast answers (rules, semantic cache
    hits, the classifier's computations); a rule above DT_DRIFT_THRESHOLD is demoted, a drifting
    classifier version's fast threshold frozen at its strictest, with the reason recorded."""
    from dtlib.settings import get_settings

    from . import drift as monitor
    from .settings import AllSettings

    settings = get_settings(AllSettings)
    if sample is not None:
        settings = settings.model_copy(update={"drift_sample": sample})
    runs = asyncio.run(monitor.monitor(every, settings))
    run = runs[-1]
    table = Table("tenant", "source", "judged", "drift", "judge agrees with users", title="drift")
    for rate in run.rates:
        agreement = "n/a" if rate.agreement is None else f"{rate.agreement:.0%} of {rate.with_feedback}"
        table.add_row(rate.tenant, rate.source, str(rate.judged), f"{rate.rate:.0%}", agreement)
    console.print(table)
    if run.skipped:
        console.print(f"[yellow]judged nothing:[/] {run.skipped}")
    console.print(f"judged {run.judged} now ({run.unreadable} replies neither yes nor no)")
    for tenant, source, action in run.actions:
        console.print(f"{source} ({tenant}): {action}")


@app.command("report")
def report(
    since: str = typer.Option("24h", help="The window: a number and m, h, d or w (24h, 7d)."),
    tenant: str = typer.Option("", help="One tenant (default: all)."),
    chart: Optional[Path] = typer.Option(Path("dualtrack-report.png"), help="Where the PNG chart goes."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """The seeds' health figures over the stored answers: fast-path share by source, intervention
    against correction, ILR/IPR against the model, switching accuracy, fallbacks, the rule library."""
    from . import report as health

    try:
        window = health.parse_since(since)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    figures = asyncio.run(health.run(window, tenant))
    if as_json:
        print(json.dumps(health.summary(figures), default=str))
    else:
        table = Table("figure", "value", "meaning", title="dualtrack health")
        for row in health.lines(figures):
            table.add_row(*row)
        console.print(table)
    if chart:
        console.print(f"chart: {health.chart(figures, chart)}")


@bench_app.command("hop")
def bench_hop(messages: int = typer.Option(300, help="Messages per setting.")) -> None:
    """Latency of one loopback Kafka hop for producer linger × consumer fetch wait."""
    from .bench.hop import run

    table = Table("linger ms", "fetch max wait ms", "p50 ms", "p99 ms",
                  title="one Kafka hop (produce acks=all → consume)")
    for row in asyncio.run(run(messages)):
        table.add_row(str(row["linger_ms"]), str(row["fetch_max_wait_ms"]),
                      f"{row['p50_ms']:.2f}", f"{row['p99_ms']:.2f}")
    console.print(table)


@bench_app.command("claims")
def bench_claims(rate: float = typer.Option(200, help="Answers a second."),
                 duration: float = typer.Option(15, help="Seconds of the ack and claim modes."),
                 txn_duration: float = typer.Option(5, help="Seconds of the transaction modes (one producer's "
                                                    "transactions go one at a time: a slow commit stretches the run).")
                 ) -> None:
    """What deciding a request's one answer in one place would cost per answer on the running
    broker (`./dt dev up`): an acknowledged produce, a claim read back, a transaction per answer."""
    from .bench.chain_claims import run

    run(rate, duration, txn_duration)


@bench_app.command("recheck")
def bench_recheck(hits: int = typer.Option(2000, help="Exact hits per case.")) -> None:
    """What the serve-time check of a cached computation costs a hit: the cache's lookup with and
    without it (a sandbox pool over gRPC on loopback), and the operation alone."""
    from .bench.cache_recheck import run

    table = Table("case", "p50 µs", "p99 µs", title=f"a cache hit, {hits} per case")
    for case, figures in asyncio.run(run(hits)).items():
        table.add_row(case, f"{figures['p50_us']:.1f}", f"{figures['p99_us']:.1f}")
    console.print(table)


@bench_app.command("metrics")
def bench_metrics(
    rounds: int = typer.Option(7, help="Rounds of each measure, metrics on and off alternating."),
    messages: int = typer.Option(5000, help="Requests through the step runtime per round."),
) -> None:
    """What counting for /metrics costs a message: the counting alone and the whole step runtime
    (in-memory transport), metrics on and off side by side in one process."""
    from .bench.metrics import run

    table = Table("measure", "metrics on µs/msg", "metrics off µs/msg", "difference µs/msg",
                  title="the cost of /metrics per message (median of rounds)")
    for measure, figures in run(rounds=rounds, messages=messages).items():
        table.add_row(measure, f"{figures['on']:.2f}", f"{figures['off']:.2f}",
                      f"{figures['on'] - figures['off']:+.2f}")
    console.print(table)


@bench_app.command("chain")
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
    from .bench.chain import PATHS, ChainConfig, run
    from .bench.relay import CLIENTS

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


@bench_app.command("sandbox")
def bench_sandbox(
    iterations: int = typer.Option(2000, help="Executions per op."),
    kafka: bool = typer.Option(True, help="Also measure the Kafka round trip (needs dev up)."),
) -> None:
    """Sandbox latency: in process, through the pool, gRPC, a 500-burst, worker replacement,
    and the Kafka round trip of the running service."""
    from services.sandbox.bench import format_table, run_bench

    from .bench.sandbox_kafka import kafka_round_trip

    console.print(format_table(run_bench(iterations=iterations)))
    if kafka:
        trip = asyncio.run(kafka_round_trip())
        console.print(f"Kafka round trip (sandbox.tasks → sandbox.results): "
                      f"p50 {trip['p50']:.2f} ms, p99 {trip['p99']:.2f} ms")


@bench_app.command("ask")
def bench_ask(
    requests: int = typer.Option(200, help="Requests per fast route."),
    slow_requests: int = typer.Option(200, help="Requests through the LLM."),
    concurrency: int = typer.Option(4, help="Slow-path requests in flight."),
) -> None:
    """Round-trip latency per route through the running pipeline, and memory per process."""
    from .bench.ask import measure, process_memory

    table = Table("route", "requests", "ok", "decided by", "p50 ms", "p99 ms", "req/s",
                  title="dualtrack ask round trips")
    for row in asyncio.run(measure(requests, slow_requests, concurrency)):
        table.add_row(row["route"], str(row["requests"]), str(row["ok"]), ", ".join(row["decided_by"]),
                      f"{row['p50_ms']:.1f}", f"{row['p99_ms']:.1f}", f"{row['throughput_rps']:.1f}")
    console.print(table)
    memory = Table("process", "RSS MB", title="memory")
    for row in process_memory():
        memory.add_row(row["process"], f"{row['rss_mb']:.0f}")
    console.print(memory)


# --- classifier and rules (issue 4) -------------------------------------------------------------
train_app = typer.Typer(no_args_is_help=True, help="Train models the services load.")
rules_app = typer.Typer(no_args_is_help=True, help="Rule files.")
app.add_typer(train_app, name="train")
app.add_typer(rules_app, name="rules")


@train_app.command("classifier")
def train_classifier(
    out: Optional[Path] = typer.Option(None, help="Artifact folder (default: DT_CLASSIFIER_ARTIFACT_DIR)."),
    seed: int = typer.Option(20240315, help="Seed of the generated data and the splits."),
) -> None:
    """Build the training data, fit, calibrate thresholds on held-out data, write the artifact."""
    from dtlib.settings import get_settings

    from .settings import ClassifierSettings
    from .training.classifier import train

    folder = out or get_settings(ClassifierSettings).classifier_artifact_dir
    metrics = train(folder, seed=seed)
    if not metrics["rows"].get("shared_data"):
        from .workload import missing_shared_data

        console.print(f"[yellow]{missing_shared_data()}: trained without CLINC150/Banking77 intents[/]")
    t = metrics["thresholds"]
    console.print(f"wrote {folder} (version {metrics['version']}, {metrics['train_seconds']} s)")
    console.print(f"rows {metrics['rows']}")
    console.print(f"held-out test: AUC {metrics['test']['auc']}, Brier {metrics['test']['brier']}, "
                  f"at the fast threshold {metrics['test']['at_fast']}")
    console.print(f"thresholds: fast {t['fast']} (target wrong-fast {t['target']:.2%} of non-computable), "
                  f"uncertain band from {t['floor']}, stricter per user "
                  + ", ".join(f"{lv['corrections']}+ corrections → {lv['fast']}" for lv in t["levels"]))


@train_app.command("cache-verifier")
def train_cache_verifier(
    seed: int = typer.Option(2, help="Seed of the benchmark's splits (as `dualtrack bench cache`)."),
) -> None:
    """Fit the cache's match score on the fill and traffic parts of CLINC150, Banking77 and the
    Chinese FAQ (never their evaluation parts), calibrate it on questions of hidden topics, write
    services/cache/verifier_weights.py."""
    from .training.cache_verifier import WEIGHTS, train

    metrics = train(WEIGHTS, seed=seed)
    console.print(f"wrote {WEIGHTS.name}: {metrics}")


@rules_app.command("check")
def rules_check(folder: Optional[Path] = typer.Option(None, help="Rules folder (default: DT_RULES_DIR).")) -> None:
    """Validate rule files, run their examples, report overlapping rules."""
    from dtlib.settings import get_settings
    from services.rules.lint import check
    from services.sandbox.ops import OPS

    rules, findings = check(folder or get_settings().rules_dir,
                            {op: (req, opt) for op, (_, req, opt) in OPS.items()}, get_settings().tools_dir)
    table = Table("level", "where", "finding", title=f"{len(rules)} rules checked")
    for f in findings:
        table.add_row("[red]error[/]" if f.level == "error" else "[yellow]warning[/]", f.where, f.message)
    console.print(table if findings else f"{len(rules)} rules, no findings")
    raise typer.Exit(1 if any(f.level == "error" for f in findings) else 0)


@bench_app.command("routing")
def bench_routing(
    external: bool = typer.Option(True, help="Add CLINC150/Banking77 intents from DT_BENCH_SHARED_DATA_DIR when present."),
    show_misses: int = typer.Option(10, help="List this many misrouted or wrong requests."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
) -> None:
    """Fast/slow routing on the labelled mixed set (data/routing/bench.jsonl), in-process."""
    from .bench.routing import acceptance, cpu_timing, load_items, run, tables

    items = load_items(external=external)
    if external and not any(i.get("source", "").startswith("external:") for i in items):
        from .workload import missing_shared_data

        console.print(f"[yellow]{missing_shared_data()}: CLINC150/Banking77 intents left out[/]")
    report = run(items)
    timing = cpu_timing(items)
    checks = acceptance(report, timing)
    if as_json:
        print(json.dumps({"summary": report.summary(), "timing": timing, "thresholds": report.thresholds,
                          "by_category": report.by_category(),
                          "acceptance": {k: {"value": v, "ok": ok} for k, (v, ok) in checks.items()}},
                         ensure_ascii=False, indent=2))
    else:
        for table in tables(report, timing):
            console.print(table)
        misses = [o for o in report.outcomes if o.wrong or o.path != o.item["expect"]]
        for o in misses[:show_misses]:
            console.print(f"[dim]{'WRONG' if o.wrong else 'miss'} {o.item['category']}: {o.item['text'][:90]!r} "
                          f"→ {o.path} ({o.reason or o.decided_by})[/]")
        for name, (value, ok) in checks.items():
            console.print(f"{'[green]ok[/]' if ok else '[red]FAIL[/]'} {name}: {value:.4g}")
    if corpus == "mawps":  # word problems by others: most are multi-step and go slow; the promise is no wrong one
        raise typer.Exit(0 if bench.summarise(outcomes)["wrong_fast"] == 0 else 1)
    raise typer.Exit(0 if all(ok for _, ok in checks.values()) else 1)


def _print_probes(probed: list[dict]) -> None:
    from .bench.tools import claimed

    taken = claimed(probed)
    console.print(f"non-tool questions (share a word with a tool): {len(probed)}, "
                  f"{len(taken)} called the tool or asked back for its parameters")
    for p in taken:
        console.print(f"  {p['route']}: {p['text']}", markup=False)


@bench_app.command("tools")
def bench_tools(
    split: str = typer.Option("all", help="dev, heldout or all (tune on dev; heldout is for measuring only)."),
    backend: str = typer.Option("guesser", help="The slow path's model: guesser (fills every parameter, "
                                                "guessing what the request does not say), local or openai."),
    limit: int = typer.Option(0, help="Only the first N requests (0: all)."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
    learned: bool = typer.Option(False, "--learned", help="Learned tool rules instead: the configured tool "
                                                          "rules withheld, the dev split's slow-path calls "
                                                          "replayed through the learner (tool samples, mined "
                                                          "tool rules, shadow → active), then the held-out split "
                                                          "asked with learning frozen."),
) -> None:
    """The tool pre-check on labelled tool requests (complete, incomplete, malformed, ambiguous) in English
    and Chinese, in-process: calls with an invalid or guessed parameter, complete ones called without the
    model, the model's calls checked."""
    from .bench.tools import acceptance, claimed, real_model, run_sync
    from .bench.tools_corpus import corpus

    if learned:
        _bench_tools_learned(as_json)
        return
    items = [i for i in corpus() if split in ("all", i["split"])]
    items = items[:limit] if limit else items
    report = run_sync(items, None if backend == "guesser" else real_model(backend))
    checks = acceptance(report)
    splits = ["dev", "heldout"] if split == "all" else [split]
    if as_json:
        print(json.dumps({"model": report.model, "figures": {s: report.figures(s) for s in splits} | {"all": report.figures()},
                          "acceptance": {k: {"value": v, "ok": ok} for k, (v, ok) in checks.items()},
                          "non_tool_claimed": claimed(report.probes)}, indent=2, ensure_ascii=False))
    else:
        routes = ["fast-call", "model-call", "asked", "no-tool", "error"]
        table = Table("split", "kind", "lang", "n", "called fast", "called by model", "asked", "no tool", "error",
                      "wrong calls", title=f"tool requests (model: {report.model})")
        for (s, kind, lang), counts in report.by_kind().items():
            table.add_row(s, kind, lang, str(counts["n"]), *(str(counts[r]) for r in routes), str(counts["wrong"]))
        console.print(table)
        for s in [*splits, None]:
            f = report.figures(s)
            console.print(f"{s or 'all'}: {f['requests']} requests, {f['wrong_calls']} calls with an invalid or guessed "
                          f"parameter, {f['complete_fast_share']:.1%} of complete ones called without the model, "
                          f"{f['model_calls']} calls filled by the model, {f['model_calls_checked']:.0%} checked, "
                          f"{f['model_calls_refused']} refused")
        _print_probes(report.probes)
        for name, (value, ok) in checks.items():
            console.print(f"{'[green]ok[/]' if ok else '[red]FAIL[/]'} {name}: {value:.4g}")
    if corpus == "mawps":  # word problems by others: most are multi-step and go slow; the promise is no wrong one
        raise typer.Exit(0 if bench.summarise(outcomes)["wrong_fast"] == 0 else 1)
    raise typer.Exit(0 if all(ok for _, ok in checks.values()) else 1)


def _bench_tools_learned(as_json: bool) -> None:
    """`bench tools --learned`: exit 1 when a learned rule made a call with an invalid or guessed
    parameter, or took an everyday non-tool question (the held-out coverage is reported, not bounded)."""
    from .bench.tools import claimed, run_learned_sync
    from .bench.tools_corpus import corpus

    report = run_learned_sync(corpus())
    figures = {"dev": report.dev.figures(), "heldout": report.heldout.figures()}
    wrong = figures["dev"]["wrong_calls"] + figures["heldout"]["wrong_calls"] + len(claimed(report.probes))
    held = [o for o in report.heldout.outcomes if o.item["kind"] == "complete"]
    fast = sum(o.route == "fast-call" and not o.wrong for o in held)
    if as_json:
        print(json.dumps({"tool_samples": report.samples, "rules": report.rules,
                          "statuses": dict(report.statuses), "figures": figures,
                          "heldout_complete_called_without_model": [fast, len(held)],
                          "non_tool_claimed": claimed(report.probes)}, indent=2,
                         ensure_ascii=False))
    else:
        table = Table("rule", "tool", "status", "all", "any", "shadow right", title="learned tool rules")
        for r in report.rules:
            table.add_row(r["id"], r["tool"], r["status"], " ".join(r["all"]), " ".join(r["any"]), r["shadow"])
        console.print(table)
        console.print(f"dev: {report.samples} successful calls the model filled (the tool samples), "
                      f"{dict(report.statuses)} learned tool rules, "
                      f"{figures['dev']['wrong_calls']} calls with an invalid or guessed parameter")
        console.print(f"heldout (learning frozen, configured tool rules withheld): {fast}/{len(held)} complete "
                      f"requests called without the model, {figures['heldout']['wrong_calls']} calls with an "
                      f"invalid or guessed parameter")
        _print_probes(report.probes)
    raise typer.Exit(0 if wrong == 0 else 1)


@bench_app.command("parse")
def bench_parse(
    split: str = typer.Option("all", help="dev, heldout or all (tune on dev; heldout is for measuring only); "
                                           "for mawps tune, check or all (tune on tune; check is for its counts)."),
    show_misses: int = typer.Option(0, help="List this many misses of the dev split (never of heldout)."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
    chart: Path = typer.Option(Path("docs/bench/parse.png"), help="Where to write the PNG chart."),
    corpus: str = typer.Option("generated", help="generated (data/parse/), everyday (data/parse/everyday/: "
                                                 "requests written the way people type them) or stories "
                                                 "(data/parse/stories/: one computation inside a short story)"
                                                 ", mawps (the shared MAWPS word problems: tune = train.csv, "
                                                 "check = dev.csv); with --why also tune (the tune halves of the blind test sets; "
                                                 "for mawps, its tune one-step rows only)."),
    why: bool = typer.Option(False, "--why", help="Why the reader refused the dev split's missed computations: "
                                                  "top refusal reasons, stop tokens and unknown words, by language."),
) -> None:
    """The compositional reader on the parse corpus (data/parse/): exact share, wrong fast answers, time."""
    from rich.progress import Progress

    from .bench import parse as bench

    if why:
        from .bench import parse_why

        items = parse_why.rows_for(corpus)
        summary = parse_why.aggregate(parse_why.diagnose(bench.run(items)))
        if as_json:
            print(json.dumps(summary, ensure_ascii=False, indent=2))
        else:
            for table in parse_why.tables(summary):
                console.print(table)
        raise typer.Exit(0)
    if corpus == "mawps":
        from .bench import mawps
        from .workload import missing_shared_data

        chart = chart.with_name("parse-mawps.png") if chart == Path("docs/bench/parse.png") else chart
        items = mawps.load(tuple(mawps.FILES) if split == "all" else (split,))
        if not items:
            raise typer.BadParameter(missing_shared_data(what="mawps"))
    elif corpus not in bench.CORPORA:
        raise typer.BadParameter(f"--corpus is one of {', '.join(bench.CORPORA)}, mawps")
    else:
        items = bench.load(bench.SPLITS if split == "all" else (split,), bench.CORPORA[corpus])
    with Progress(console=console, transient=True) as progress:
        task = progress.add_task("reading", total=len(items))
        outcomes = bench.run(items, lambda: progress.advance(task))
    timing = bench.reader_timing(items)
    checks = bench.acceptance(outcomes, timing)
    if as_json:
        print(json.dumps({"overall": bench.summarise(outcomes),
                          "by_split": bench.by(outcomes, lambda o: o.item["split"]),
                          "by_category": bench.by(outcomes, lambda o: o.item["category"]),
                          "timing": timing,
                          "acceptance": {k: {"value": v, "ok": ok} for k, (v, ok) in checks.items()}},
                         ensure_ascii=False, indent=2))
    else:
        for table in bench.tables(outcomes, timing):
            console.print(table)
        console.print(f"chart: {bench.chart(outcomes, chart)}")
        dev_misses = [o for o in outcomes if o.item["split"] in ("dev", "tune") and (o.wrong or (
            o.item["expect"] == "fast" and not o.exact))]
        for o in dev_misses[:show_misses]:
            console.print(f"[dim]{'WRONG' if o.wrong else 'miss'} {o.item['category']}: {o.item['text'][:90]!r} "
                          f"→ {o.path} ({o.reason}) {o.value!r} gold {o.item.get('gold')!r}[/]")
        for name, (value, ok) in checks.items():
            console.print(f"{'[green]ok[/]' if ok else '[red]FAIL[/]'} {name}: {value:.4g}")
    if corpus == "mawps":  # word problems by others: most are multi-step and go slow; the promise is no wrong one
        raise typer.Exit(0 if bench.summarise(outcomes)["wrong_fast"] == 0 else 1)
    raise typer.Exit(0 if all(ok for _, ok in checks.values()) else 1)


@bench_app.command("slowpath")
def bench_slowpath(
    requests: int = typer.Option(40, help="Requests per in-flight level (a quarter of them at 1)."),
    latency_ms: int = typer.Option(500, help="Latency of the fake model server per call."),
    local_model: bool = typer.Option(True, help="Also measure the embedded model's tokens/s."),
    planted_only: bool = typer.Option(False, "--planted-only",
                                      help="Only the planted set of wrong and correct model replies (no Kafka)."),
) -> None:
    """Slow path llm → fuser on its own processes (fake model) at 1/4/16 in flight, the brake's
    precision and recall, the gate under other thresholds, the embedded model's tokens/s, and the
    planted set of model replies (caught, corrected, uncertain, wrong shown ok, correct changed)."""
    from .bench.slowpath import run, tables

    for table in tables(asyncio.run(run(requests, latency_ms, local_model=local_model,
                                        planted_only=planted_only))):
        console.print(table)


cache_app = typer.Typer(no_args_is_help=True, help="The answer cache.")
app.add_typer(cache_app, name="cache")


@cache_app.command("preload")
def cache_preload(
    file: Path = typer.Argument(..., help="JSONL of {question, answer, context?, category?, value?}."),
    tenant: str = typer.Option(..., "--tenant", help="The tenant whose cache is warmed."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Read and embed, publish nothing."),
) -> None:
    """Warm a tenant's cache from question/answer history (published to cache.state)."""
    from .cache_preload import preload

    report = preload(file, tenant, dry_run=dry_run)
    console.print(f"read {report.read}, published {report.published}"
                  + (f", skipped {report.skipped}" if report.skipped else ""))
    raise typer.Exit(0 if report.published or dry_run else 1)


@cache_app.command("show")
def cache_show(
    text: str = typer.Argument("", help="Only entries whose question or answer contains this (any case)."),
    tenant: str = typer.Option("default", "--tenant", help="The tenant whose entries are listed."),
    as_json: bool = typer.Option(False, "--json", help="Print the entries as JSON, one list."),
    expired: bool = typer.Option(False, "--expired", help="Also list entries past their lifetime."),
    limit: int = typer.Option(50, "--limit", help="Most entries listed, newest first (0: all)."),
) -> None:
    """A tenant's cached answers with their category, age, lifetime left and provenance (path,
    source, backend, model, verified), read from cache.state to its end."""
    import time as time_mod

    from dtlib.settings import get_settings

    from .cache_show import read_entries, select, table
    from .settings import CacheSettings

    try:
        settings = get_settings(CacheSettings)
        entries = asyncio.run(read_entries(settings))
    except RuntimeError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(1) from None
    now = time_mod.time()
    shown = select(entries, tenant, text, expired=expired, now=now)
    rows = [s.row(now, settings) for s in (shown[:limit] if limit > 0 else shown)]
    if as_json:
        print(json.dumps(rows, ensure_ascii=False))
    else:
        console.print(table(rows, tenant))


@bench_app.command("cache")
def bench_cache(
    entries: int = typer.Option(100_000, help="Entries in one tenant for latency."),
    gptcache: bool = typer.Option(True, "--gptcache/--no-gptcache", help="Run GPTCache on the same memory and queries (needs the `bench` extra)."),
    quick: bool = typer.Option(False, "--quick", help="The default bound only and 10 000 entries for latency; "
                               "writes nothing to docs/bench (a loop while changing the cache, not the reported figures)."),
) -> None:
    """Paraphrase hit rate and wrong-hit rate on evaluation parts never used for anything else
    (CLINC150 val, a fixed slice of Banking77, Chinese, numeric near misses) at the default error
    bound and at 0.5/1/2/5 %, next to one global threshold and GPTCache; lookup latency and
    memory with many entries; curve in docs/bench/."""
    import importlib.util

    from rich.progress import Progress

    from .bench.cache import run
    from .bench.cache_report import print_report

    if gptcache and importlib.util.find_spec("gptcache") is None:  # said now, not after the first data set
        console.print("[red]GPTCache is not installed:[/] pip install -e '.[bench]', or --no-gptcache")
        raise typer.Exit(1)
    with Progress(console=console, transient=True) as progress:
        results = run(entries, gptcache=gptcache, progress=progress, quick=quick)
    print_report(results, console)


# --- proof: end-to-end benchmark, chaos, scaling (issue 8) ---------------------------------------


def _floats(text: str) -> list[float]:
    try:
        return [float(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise typer.BadParameter(f"give numbers separated by commas, not {text!r}") from None


@bench_app.command("e2e")
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
    from . import dev
    from .bench.e2e import E2EConfig, run

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


@app.command("chaos")
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

    from .chaos import CHAOS_MIX, SCENARIOS, SHARED_SCENARIOS, ChaosConfig, run
    from .settings import BenchSettings

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
        folder, results = asyncio.run(run(config, log=console.print))
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


@bench_app.command("scaling")
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

    from .bench.scaling import ScalingConfig, run
    from .settings import BenchSettings

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


# --- learning (issue 7) -------------------------------------------------------------------------
learn_app = typer.Typer(no_args_is_help=True, help="The learner: mining rules from the slow path.")
app.add_typer(learn_app, name="learn")


@learn_app.command("mine")
def learn_mine(
    tenant: Optional[str] = typer.Option(None, help="Mine this tenant only (default: every tenant)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the candidates; store and publish nothing."),
) -> None:
    """Mine recent slow-path answers into candidate rules now (the learner also does it on a schedule)."""
    from .learn import mine

    for run in asyncio.run(mine(tenant, dry_run)):
        if "skipped" in run:
            console.print(f"{run['tenant']}: skipped, {run['skipped']}")
            continue
        console.print(f"[bold]{run['tenant']}[/]: {run['answers']} slow-path answers, {run['clusters']} "
                      f"clusters, {len(run['candidates'])} candidates in {run['seconds']} s; "
                      f"rejected {run['rejected'] or 'none'}")
        table = Table("rule", "match", "exclude", "answer / op", "support")
        for c in run["candidates"]:
            table.add_row(c["rule"], ", ".join(c["match"]), ", ".join(c["exclude"][:4]),
                          c["action"][:60], str(c["support"]))
        if run["candidates"]:
            console.print(table)


@rules_app.command("list")
def rules_list(
    tenant: Optional[str] = typer.Option(None, help="Only this tenant's rules."),
    status: Optional[str] = typer.Option(None, help="candidate, shadow, active, warning, demoted, removed, rejected."),
) -> None:
    """Learned (and tracked configured) rules with their status and measured success."""
    from .rules_admin import list_rules

    table = Table("rule", "tenant", "status", "match", "uses", "success", "confidence", "updated")
    for r in asyncio.run(list_rules(tenant, status)):
        table.add_row(r["rule"], r["tenant"], r["status"], r["match"][:50], str(r["uses"]),
                      "-" if r["success"] is None else f"{r['success']:.0%}", f"{r['confidence']:.2f}",
                      r["updated_at"])
    console.print(table)


@rules_app.command("show")
def rules_show(rule_id: str) -> None:
    """A rule: its match, action, provenance (the requests it came from) and history."""
    import yaml

    from .rules_admin import readable, show

    info = asyncio.run(show(rule_id))
    if info is None:
        console.print(f"[red]no rule {rule_id}[/]")
        raise typer.Exit(1)
    spec = readable(info.pop("spec"))
    console.print(yaml.safe_dump(spec, allow_unicode=True, sort_keys=False, width=100).rstrip(),
                  markup=False)
    console.print(f"status {info['status']}, confidence {info['confidence']:.2f}, "
                  f"baseline {info['baseline'] if info['baseline'] is not None else '-'}")
    console.print(f"[bold]provenance[/]: {len(info['provenance'])} trajectories")
    for s in info["provenance"][:10]:
        console.print(f"  {s['trace_id']}  {(s['text'] or '')[:60]!r} → {(s['answer_text'] or '')[:40]!r}")
    console.print(f"[bold]history[/] (and {info['refinements']} exclusion refinements: "
                  f"`dualtrack rules history {rule_id} --refinements`)")
    for e in info["history"]:
        console.print(f"  {e['at']:%Y-%m-%d %H:%M:%S} {e['from_status'] or '-'} → {e['to_status']} "
                      f"by {e['actor']}: {e['reason']}")


def _decide(rule_id: str, action: str, reason: str) -> None:
    """A person's lifecycle decision on a learned rule, printed as the transition it made."""
    from .rules_admin import decide

    try:
        change = asyncio.run(decide(rule_id, action, reason))
    except (LookupError, ValueError) as exc:
        console.print(f"[red]{exc}[/]")
        raise typer.Exit(1) from None
    console.print(f"{change.rule_id}: {change.from_status} → {change.to_status}")


@rules_app.command("approve")
def rules_approve(rule_id: str, reason: str = typer.Option("", help="Why (kept in the history).")) -> None:
    """Candidate → shadow; shadow, warned or demoted → active."""
    _decide(rule_id, "approve", reason)


@rules_app.command("reject")
def rules_reject(rule_id: str, reason: str = typer.Option("", help="Why (kept in the history).")) -> None:
    """Withdraw a learned rule for good (the miner will not propose it again)."""
    _decide(rule_id, "reject", reason)


@rules_app.command("history")
def rules_history(rule_id: Optional[str] = typer.Argument(None, help="One rule (default: the latest changes)."),
                  limit: int = typer.Option(50, help="Latest changes shown without a rule id."),
                  refinements: bool = typer.Option(False, "--refinements",
                                                   help="Also the exclusions rules learned (same status).")) -> None:
    """Lifecycle changes: who moved which rule where, and why."""
    from .rules_admin import history

    table = Table("when", "rule", "from", "to", "by", "why")
    for e in asyncio.run(history(rule_id, limit, refinements)):
        table.add_row(f"{e['at']:%m-%d %H:%M:%S}", e.get("rule_id", rule_id or ""), e["from_status"] or "-",
                      e["to_status"], e["actor"], e["reason"])
    console.print(table)


@bench_app.command("learning")
def bench_learning(
    intents: int = typer.Option(50, help="CLINC150 intents in the replay (100 paraphrases each)."),
    drift: int = typer.Option(5, help="Intents whose answers change after the cold-start phase."),
    drift_requests: int = typer.Option(2000, help="Requests replayed after the drift."),
    feedback_rate: float = typer.Option(1.0, help="Share of wrong fast answers users report."),
    seed: int = typer.Option(7, help="Seed of the intents and the order."),
    cache: bool = typer.Option(True, "--cache/--no-cache", help="The cache before the rules, as in the pipeline (--no-cache: the rules alone)."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
    chart_path: Optional[Path] = typer.Option(None, "--chart", help="Where the PNG goes (default: docs/bench/learning.png)."),
    computations: bool = typer.Option(False, "--computations", help="Computation rules instead: replay MAWPS and the Chinese set (data/computations) with a scripted model writing each gold equation, then ask the dev problems with mining frozen (chart: docs/bench/learning-computations.png)."),
    mine_every: int = typer.Option(100, help="--computations: training problems between two mining runs."),
) -> None:
    """Learning from a cold start, then drift (in-process simulation; chart in docs/bench/)."""
    if computations:
        _bench_learning_computations(seed, mine_every, as_json, chart_path)
        return
    from .bench.learning import chart, report_lines, run

    progress = None if as_json else (lambda n, total: console.print(f"[dim]{n}/{total} replayed[/]"))
    result = run(intents, drift, drift_requests, feedback_rate, seed, progress=progress, cache=cache)
    if result is None:
        from .workload import missing_shared_data

        console.print(f"[yellow]{missing_shared_data()}: nothing to replay[/]", markup=True)
        raise typer.Exit(0)
    path = chart(result, chart_path) if chart_path is not None else chart(result)
    if as_json:
        print(json.dumps({k: v for k, v in result.items() if k not in ("curve", "curve_by_source")} | {"chart": str(path)},
                         indent=2, default=str))
        return
    for line in report_lines(result):
        console.print(line)
    console.print(f"chart: {path}")


def _bench_learning_computations(seed: int, mine_every: int, as_json: bool, chart_path: Optional[Path]) -> None:
    from .bench.learning_computations import chart, report_lines, run

    def progress(name: str, n: int, total: int, seen: dict) -> None:
        console.print(f"[dim]{name}: {n}/{total} replayed, dev on the fast path {seen['share']:.1%}[/]")

    result = run(seed=seed, mine_every=mine_every, progress=None if as_json else progress)
    if "mawps" not in result["sets"]:
        from .workload import missing_shared_data

        console.print(f"[yellow]{missing_shared_data(what='mawps')}: MAWPS not replayed[/]", markup=True)
    path = chart(result, chart_path) if chart_path is not None else chart(result)
    if as_json:
        print(json.dumps(result | {"chart": str(path)}, indent=2, default=str, ensure_ascii=False))
        return
    for line in report_lines(result):
        console.print(line, markup=False)
    console.print(f"chart: {path}")


def main() -> None:
    app()


if __name__ == "__main__":
    main()
