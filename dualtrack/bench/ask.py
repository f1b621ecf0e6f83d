"""`dualtrack bench ask`: end-to-end round trips through the running pipeline, per route, plus the
memory of every process. Needs `dualtrack dev up`."""

from __future__ import annotations

import asyncio
import statistics
import time
from typing import Any

import psutil

from dtlib.envelope import new_trace_id

from ..ask import ask_all
from ..stack import procs

OPEN_QUESTIONS = [
    "Name one colour of the sky.", "What is a good name for a cat?", "Why do birds sing?",
    "Give me a word that rhymes with tree.", "What do bees make?", "Name a fruit that is red.",
    "What is the opposite of hot?", "Say something kind.", "What sound does a dog make?",
    "Name a planet.",
]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def latency_row(route: str, results: list[dict[str, Any]], wall_s: float) -> dict[str, Any]:
    latencies = [r["latency_ms"] for r in results if r["latency_ms"] is not None]
    return {
        "route": route, "requests": len(results),
        "ok": sum(1 for r in results if r["status"] == "ok"),
        "decided_by": sorted({str(r["decided_by"]) for r in results}),
        "p50_ms": statistics.median(latencies), "p99_ms": percentile(latencies, 0.99),
        "throughput_rps": len(results) / wall_s,
    }


async def measure(requests: int, slow_requests: int, concurrency: int) -> list[dict[str, Any]]:
    tag = new_trace_id()[:6]
    rows = []
    # Exact cache hits: prime one question, then ask it again and again.
    primer = [{"text": f"what is dualtrack? ({tag})"}]
    await ask_all(primer, 1, 60)
    await asyncio.sleep(1.0)
    started = time.perf_counter()
    hits, _ = await ask_all(primer * requests, 1, 60)
    rows.append(latency_row("exact cache hit (sequential)", hits, time.perf_counter() - started))
    # Sandbox computations, all distinct.
    salt = int(tag, 16)  # a new number each run, so no computation is already cached
    computations = [{"text": f"{i + 11} * {i + 17} + {salt}"} for i in range(requests)]
    started = time.perf_counter()
    computed, _ = await ask_all(computations, 1, 60)
    rows.append(latency_row("sandbox (sequential)", computed, time.perf_counter() - started))
    # Slow path: distinct open questions through the model.
    slow = [{"text": f"{OPEN_QUESTIONS[i % len(OPEN_QUESTIONS)]} ({tag}-{i})"}
            for i in range(slow_requests)]
    started = time.perf_counter()
    drafted, _ = await ask_all(slow, concurrency, 600)
    rows.append(latency_row(f"slow path (concurrency {concurrency})", drafted,
                            time.perf_counter() - started))
    return rows


def process_memory() -> list[dict[str, Any]]:
    rows = []
    for entry in procs.list_running():
        try:
            proc = psutil.Process(entry["pid"])
            rss = proc.memory_info().rss + sum(c.memory_info().rss for c in proc.children(recursive=True))
        except psutil.Error:
            continue
        rows.append({"process": entry["name"], "rss_mb": rss / 2**20})
    return rows
