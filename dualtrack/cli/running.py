"""Commands on a running stack and its stored answers: `ask`, `trace`, `principal-key`, `top`, the
drift monitor (`drift`) and the health figures (`report`)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

from .console import console


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
    from ..ask import ask_many, ask_one

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


def trace(trace_id: str) -> None:
    """Print the Jaeger URL of a request and its span tree."""
    from ..trace import fetch_trace, render_tree

    from dtlib.settings import get_settings

    from ..settings import StackSettings

    base = get_settings(StackSettings).jaeger_query_url
    console.print(f"{base}/trace/{trace_id}")
    spans = fetch_trace(trace_id)
    if not spans:
        console.print("[yellow]Jaeger has no trace with this id (yet).[/]")
        raise typer.Exit(1)
    console.print(render_tree(spans))


def principal_key(principal: str = typer.Argument(..., help="the producer's Kafka user")) -> None:
    """Print the key a producer signs its requests with (give it to that producer alone, as
    DT_PRINCIPAL_KEY or DT_PRINCIPAL_KEY_FILE), derived from DT_PRINCIPAL_MASTER_KEY (the
    secured local stack's own while it runs)."""
    from dtlib.principal import signing_key
    from dtlib.settings import get_settings

    from ..stack import secure

    master = get_settings().principal_master_key.get_secret_value()
    if not master and secure.active():
        master = secure.master_key()
    if not master:
        console.print("[red]no master key:[/] set DT_PRINCIPAL_MASTER_KEY or DT_PRINCIPAL_MASTER_KEY_FILE")
        raise typer.Exit(1)
    print(signing_key(master, principal))


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

    from ..settings import StackSettings
    from ..top import PrometheusUnavailable, collect, render

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


def drift(
    every: float = typer.Option(0.0, help="Run every this many seconds (0: once)."),
    sample: Optional[int] = typer.Option(None, help="Answers to judge per run (default DT_DRIFT_SAMPLE)."),
) -> None:
    """The semantic drift monitor: the model judges sampled fast answers (rules, semantic cache
    hits, the classifier's computations); a rule above DT_DRIFT_THRESHOLD is demoted, a drifting
    classifier version's fast threshold frozen at its strictest, with the reason recorded."""
    from dtlib.settings import get_settings

    from .. import drift as monitor
    from ..settings import AllSettings

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


def report(
    since: str = typer.Option("24h", help="The window: a number and m, h, d or w (24h, 7d)."),
    tenant: str = typer.Option("", help="One tenant (default: all)."),
    chart: Optional[Path] = typer.Option(Path("dualtrack-report.png"), help="Where the PNG chart goes."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """The seeds' health figures over the stored answers: fast-path share by source, intervention
    against correction, ILR/IPR against the model, switching accuracy, fallbacks, the rule library."""
    from .. import report as health

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
