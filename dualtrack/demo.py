"""The main job: bring everything up, send a small mixed workload twice, print what happened.

Round one meets an empty cache; round two repeats the same questions (some reworded in case and
punctuation) and shows them answered from the cache.
"""

from __future__ import annotations

import asyncio
import statistics
import time

from rich.console import Console
from rich.table import Table

from dtlib.settings import get_settings

from . import dev
from .settings import StackSettings
from .stack import jaeger, procs
from .ask import answers_progress, ask_all

WORKLOAD = [
    {"text": "12*24等于多少"},
    {"text": "What is 99 × 101?"},
    {"text": "(1250 - 250) / 8 = ?"},
    {"text": "0.1 + 0.2"},
    {"text": "计算 2^10"},
    {"text": "What is dualtrack?"},
    {"text": "dualtrack是什么"},
    {"text": "What are your support hours?"},
    {"text": "客服时间"},
    {"text": "What is dualtrack?", "tenant": "acme"},
    {"text": "Name a primary colour."},
    {"text": "用一句话介绍一下长城"},
    {"text": "What is the 5-minute load average?"},  # a tool, called without the model
    {"text": "内存还剩多少"},
    {"text": "What is the load average?"},  # which window? asked back, never guessed
]

REPEATS = [
    {"text": "12*24等于多少？"},
    {"text": "what is 99 × 101"},
    {"text": "WHAT IS DUALTRACK"},
    {"text": "客服时间。"},
    {"text": "name a primary colour"},
    {"text": "用一句话介绍一下长城"},
    {"text": "what is the 5-minute load average"},  # a live reading: the tool again, not the cache
]


def _table(title: str, results: list[dict], requests: list[dict]) -> Table:
    table = Table("question", "tenant", "path", "decided by", "status", "ms", "answer", title=title)
    for request, result in zip(requests, results):
        answer = result["answer"] or (result["error"] or {}).get("message", "")
        table.add_row(request["text"], request.get("tenant", "default"), str(result["path"]),
                      str(result["decided_by"]), str(result["status"]),
                      f"{result['latency_ms']:.0f}" if result["latency_ms"] else "-",
                      (answer or "")[:60].replace("\n", " "))
    return table


def _summary(results: list[dict]) -> Table:
    by_source: dict[str, list[float]] = {}
    for r in results:
        by_source.setdefault(str(r["decided_by"]), []).append(r["latency_ms"] or 0.0)
    table = Table("decided by", "requests", "p50 ms", "max ms", title="Summary")
    for source, latencies in sorted(by_source.items()):
        table.add_row(source, str(len(latencies)), f"{statistics.median(latencies):.1f}",
                      f"{max(latencies):.1f}")
    fast = sum(1 for r in results if r["path"] == "fast")
    table.caption = (f"{len(results)} requests, {fast} on the fast path "
                     f"({100 * fast / len(results):.0f} %), "
                     f"{sum(1 for r in results if r['status'] == 'ok')} answered ok")
    return table


def run_demo(console: Console) -> bool:
    started = time.monotonic()
    console.rule("dualtrack demo: starting the stack and the services")
    # A first run's Jaeger build goes on meanwhile; the spans wait in the services' exporters.
    not_ready = dev.up(dev.parse_scale([]), wait_for_jaeger=False)
    if not_ready:
        console.print(f"[red]not ready:[/] {', '.join(not_ready)}")
        return False
    console.print(f"everything up in {time.monotonic() - started:.1f} s")

    with answers_progress(console) as bar:
        first, _ = asyncio.run(ask_all(WORKLOAD, concurrency=8, timeout=300, progress=bar))
    console.print(_table("Round 1: empty cache", first, WORKLOAD))
    time.sleep(1.0)  # answers reach every cache replica through cache.state
    with answers_progress(console) as bar:
        second, _ = asyncio.run(ask_all(REPEATS, concurrency=8, timeout=300, progress=bar))
    console.print(_table("Round 2: repeated questions", second, REPEATS))
    results = first + second
    console.print(_summary(results))
    jaeger_url = get_settings(StackSettings).jaeger_query_url
    if jaeger.building():
        console.print(f"Jaeger is still compiling (first run only; log "
                      f"{procs.log_path(jaeger.BUILDER)}): the services keep this demo's spans "
                      f"and send them once it is up, at {jaeger_url}.")
    console.print(f"Follow any request in Jaeger: `dualtrack trace <trace_id>` ({jaeger_url}). "
                  "Stop everything with `dualtrack dev down`.")
    return all(r["status"] in ("ok", "uncertain") for r in results)
