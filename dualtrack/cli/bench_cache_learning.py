"""`dualtrack bench cache` (the answer cache) and `dualtrack bench learning` (the learner over a
replayed stream)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from .console import console


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

    from ..bench.cache import run
    from ..bench.cache_report import print_report

    if gptcache and importlib.util.find_spec("gptcache") is None:  # said now, not after the first data set
        console.print("[red]GPTCache is not installed:[/] pip install -e '.[bench]', or --no-gptcache")
        raise typer.Exit(1)
    with Progress(console=console, transient=True) as progress:
        results = run(entries, gptcache=gptcache, progress=progress, quick=quick)
    print_report(results, console)


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
    from ..bench.learning import run
    from ..bench.learning_report import chart, report_lines

    progress = None if as_json else (lambda n, total: console.print(f"[dim]{n}/{total} replayed[/]"))
    result = run(intents, drift, drift_requests, feedback_rate, seed, progress=progress, cache=cache)
    if result is None:
        from ..shared_data import missing_shared_data

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
    from ..bench.learning_computations import chart, report_lines, run

    def progress(name: str, n: int, total: int, seen: dict) -> None:
        console.print(f"[dim]{name}: {n}/{total} replayed, dev on the fast path {seen['share']:.1%}[/]")

    result = run(seed=seed, mine_every=mine_every, progress=None if as_json else progress)
    if "mawps" not in result["sets"]:
        from ..shared_data import missing_shared_data

        console.print(f"[yellow]{missing_shared_data(what='mawps')}: MAWPS not replayed[/]", markup=True)
    path = chart(result, chart_path) if chart_path is not None else chart(result)
    if as_json:
        print(json.dumps(result | {"chart": str(path)}, indent=2, default=str, ensure_ascii=False))
        return
    for line in report_lines(result):
        console.print(line, markup=False)
    console.print(f"chart: {path}")
