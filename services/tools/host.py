"""The project's own tool: the host's load average and memory, read from /proc, over HTTP.

GET /load?window=1|5|15                   → {"window": 5, "load": 0.42, "cpus": 2}
GET /memory?measure=available|used|total&unit=MB|GB → {"measure": "available", "value": 812.4, "unit": "MB"}
GET /stats                                → {"calls": {"load": 3, ...}, "rejected": 0}

A parameter the tool does not accept is answered 422, and counted: the tests read /stats to see
that a request the pre-check refused never reached the tool.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

WINDOWS = {"1": 0, "5": 1, "15": 2}  # the fields of /proc/loadavg
MEASURES = ("available", "used", "total")
UNITS = {"MB": 1024, "GB": 1024 * 1024}  # kB per unit


def meminfo(proc: Path) -> dict[str, int]:
    """The kB figures of /proc/meminfo."""
    figures = {}
    for line in (proc / "meminfo").read_text().splitlines():
        name, _, rest = line.partition(":")
        if rest.strip().endswith("kB"):
            figures[name] = int(rest.split()[0])
    return figures


def app(proc: Path = Path("/proc")) -> Starlette:
    stats: Counter[str] = Counter()

    def refuse(message: str) -> JSONResponse:
        stats["rejected"] += 1
        return JSONResponse({"error": message}, status_code=422)

    async def load(request: Request) -> JSONResponse:
        window = request.query_params.get("window", "")
        if window not in WINDOWS:
            return refuse(f"window must be one of {', '.join(WINDOWS)}")
        stats["load"] += 1
        fields = (proc / "loadavg").read_text().split()
        return JSONResponse({"window": int(window), "load": float(fields[WINDOWS[window]]),
                             "cpus": os.cpu_count() or 1})

    async def memory(request: Request) -> JSONResponse:
        measure = request.query_params.get("measure", "")
        unit = request.query_params.get("unit", "MB")
        if measure not in MEASURES or unit not in UNITS:
            return refuse(f"measure must be one of {', '.join(MEASURES)}, unit one of {', '.join(UNITS)}")
        stats["memory"] += 1
        figures = meminfo(proc)
        total, available = figures["MemTotal"], figures.get("MemAvailable", figures.get("MemFree", 0))
        kb = {"total": total, "available": available, "used": total - available}[measure]
        return JSONResponse({"measure": measure, "value": round(kb / UNITS[unit], 1), "unit": unit})

    async def show_stats(request: Request) -> JSONResponse:
        return JSONResponse({"calls": {k: v for k, v in stats.items() if k != "rejected"},
                             "rejected": stats["rejected"]})

    return Starlette(routes=[Route("/load", load), Route("/memory", memory),
                             Route("/stats", show_stats)])
