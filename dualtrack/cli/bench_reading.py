"""`dualtrack bench` on reading requests in-process: ask, routing, tools, parse and slowpath."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import typer
from rich.table import Table

from .console import console


def bench_ask(
    requests: int = typer.Option(200, help="Requests per fast route."),
    slow_requests: int = typer.Option(200, help="Requests through the LLM."),
    concurrency: int = typer.Option(4, help="Slow-path requests in flight."),
) -> None:
    """Round-trip latency per route through the running pipeline, and memory per process."""
    from ..bench.ask import measure, process_memory

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


def bench_routing(
    external: bool = typer.Option(True, help="Add CLINC150/Banking77 intents from DT_BENCH_SHARED_DATA_DIR when present."),
    show_misses: int = typer.Option(10, help="List this many misrouted or wrong requests."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
) -> None:
    """Fast/slow routing on the labelled mixed set (data/routing/bench.jsonl), in-process."""
    from ..bench.routing import acceptance, cpu_timing, load_items, run, tables

    items = load_items(external=external)
    if external and not any(i.get("source", "").startswith("external:") for i in items):
        from ..shared_data import missing_shared_data

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
    raise typer.Exit(0 if all(ok for _, ok in checks.values()) else 1)


def _print_probes(probed: list[dict]) -> None:
    from ..bench.tools import claimed

    taken = claimed(probed)
    console.print(f"non-tool questions (share a word with a tool): {len(probed)}, "
                  f"{len(taken)} called the tool or asked back for its parameters")
    for p in taken:
        console.print(f"  {p['route']}: {p['text']}", markup=False)


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
    from ..bench.tools import acceptance, claimed, real_model, run_sync
    from ..bench.tools_corpus import corpus

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
    raise typer.Exit(0 if all(ok for _, ok in checks.values()) else 1)


def _bench_tools_learned(as_json: bool) -> None:
    """`bench tools --learned`: exit 1 when a learned rule made a call with an invalid or guessed
    parameter, or took an everyday non-tool question (the held-out coverage is reported, not bounded)."""
    from ..bench.tools import claimed, run_learned_sync
    from ..bench.tools_corpus import corpus

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


def bench_parse(
    split: str = typer.Option("all", help="dev, heldout or all (tune on dev; heldout is for measuring only); "
                                           "for mawps tune, check or all (tune on tune; check is for its counts)."),
    show_misses: int = typer.Option(0, help="List this many misses of the dev split (never of heldout)."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
    chart: Path = typer.Option(Path("docs/bench/parse.png"), help="Where to write the PNG chart."),
    corpus: str = typer.Option("generated", help="generated (data/parse/), everyday (data/parse/everyday/: "
                                                 "requests written the way people type them), stories "
                                                 "(data/parse/stories/: one computation inside a short story), chats "
                                                 "(data/parse/chats/: one computation inside a message to an assistant)"
                                                 ", mawps (the shared MAWPS word problems: tune = train.csv, "
                                                 "check = dev.csv); with --why also tune (the tune halves of the blind test sets; "
                                                 "for mawps, its tune one-step rows only)."),
    why: bool = typer.Option(False, "--why", help="Why the reader refused the dev split's missed computations: "
                                                  "top refusal reasons, stop tokens and unknown words, by language."),
    tail: int = typer.Option(0, help="Instead of the tables, the reader's tail: the slowest 2 % of the dev split "
                                     "(mawps: tune) and the N functions of the reader they spend most time in."),
) -> None:
    """The compositional reader on the parse corpus (data/parse/): exact share, wrong fast answers, time."""
    from rich.progress import Progress

    from ..bench import parse as bench

    if why:
        from ..bench import parse_why

        items = parse_why.rows_for(corpus)
        summary = parse_why.aggregate(parse_why.diagnose(bench.run(items)))
        if as_json:
            print(json.dumps(summary, ensure_ascii=False, indent=2))
        else:
            for table in parse_why.tables(summary):
                console.print(table)
        raise typer.Exit(0)
    if corpus == "mawps":
        from ..bench import mawps
        from ..shared_data import missing_shared_data

        chart = chart.with_name("parse-mawps.png") if chart == Path("docs/bench/parse.png") else chart
        items = mawps.load(tuple(mawps.FILES) if split == "all" else (split,))
        if not items:
            raise typer.BadParameter(missing_shared_data(what="mawps"))
    elif corpus not in bench.CORPORA:
        raise typer.BadParameter(f"--corpus is one of {', '.join(bench.CORPORA)}, mawps")
    else:
        items = bench.load(bench.SPLITS if split == "all" else (split,), bench.CORPORA[corpus])
    if tail:
        from ..bench import parse_tail

        for table in parse_tail.tables(parse_tail.tail(items, tail)):
            console.print(table)
        raise typer.Exit(0)
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
    from ..bench.slowpath import run, tables

    for table in tables(asyncio.run(run(requests, latency_ms, local_model=local_model,
                                        planted_only=planted_only))):
        console.print(table)
