"""`dualtrack ask`: one request, or many from a JSONL file with a progress bar."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from dtlib.envelope import new_trace_id

from .client import Client


async def ask_one(text: str, tenant: str, user: str, context: dict[str, str],
                  trace_id: str | None, timeout: float) -> dict[str, Any]:
    async with Client() as client:
        reply = await client.ask(text, tenant=tenant, user_id=user, context=context,
                                 trace_id=trace_id, timeout=timeout)
    return reply.summary()


def answers_progress(console: Console | None = None) -> Progress:
    """The bar `ask_all` advances: answers received of those asked, and the time so far."""
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TimeElapsedColumn(), console=console)


def timeout_summary(trace_id: str) -> dict[str, Any]:
    return {"trace_id": trace_id, "status": "timeout", "path": None, "decided_by": None,
            "answer": None, "value": None, "confidence": None,
            "error": {"code": "CLIENT_TIMEOUT", "message": "no answer in time", "hint": ""},
            "latency_ms": None}


async def ask_all(requests: list[dict[str, Any]], concurrency: int, timeout: float,
                  progress: Progress | None = None) -> tuple[list[dict[str, Any]], int]:
    """Ask every request (dicts with text and optional tenant/user_id/context/trace_id);
    return the answers in input order and the number of duplicate answers seen."""
    results: list[dict[str, Any]] = [{} for _ in requests]
    limit = asyncio.Semaphore(concurrency)
    task_id = progress.add_task("asking", total=len(requests)) if progress else None

    async with Client() as client:
        async def one(index: int, request: dict[str, Any]) -> None:
            trace_id = request.get("trace_id") or new_trace_id()
            async with limit:
                try:
                    reply = await client.ask(
                        request["text"], tenant=request.get("tenant", "default"),
                        user_id=request.get("user_id", ""), context=request.get("context", {}),
                        trace_id=trace_id, timeout=timeout)
                    results[index] = reply.summary()
                except asyncio.TimeoutError:
                    results[index] = timeout_summary(trace_id)
            if progress is not None:
                progress.advance(task_id)

        await asyncio.gather(*(one(i, r) for i, r in enumerate(requests)))
        await asyncio.sleep(0.5)  # let late duplicates arrive before counting them
        duplicates = client.duplicates
    return results, duplicates


def answer_row(request: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any]:
    """One line of `ask --file --out`: the request's own fields (its `id`, its `text`, anything
    else it carries) and then the answer's, so a batch joins back to its inputs. A request field
    the answer also has (an expected `answer`, say) is kept as `input_<name>`."""
    row = {}
    for key, value in request.items():
        if key not in answer:
            row[key] = value
        elif answer[key] != value:  # the same value (a given trace_id) is written once
            row[f"input_{key}"] = value
    return row | answer


async def ask_many(file: Path, out: Path | None, concurrency: int, timeout: float) -> dict[str, Any]:
    requests = [json.loads(line) for line in file.read_text(encoding="utf-8").splitlines()
                if line.strip()]
    with answers_progress() as progress:
        results, duplicates = await ask_all(requests, concurrency, timeout, progress)
    if out is not None:
        rows = (answer_row(request, result) for request, result in zip(requests, results))
        out.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows),
                       encoding="utf-8")
    statuses: dict[str, int] = {}
    for r in results:
        statuses[r["status"]] = statuses.get(r["status"], 0) + 1
    return {"requests": len(requests), "statuses": statuses, "duplicates": duplicates}
