"""`dualtrack bench parse --tail N`: where the reader's slowest requests spend their time.

The tail is the slowest 2 % of the dev split's rows (MAWPS: tune; never a held-out or check row), each timed as
`reader_timing` times a row (thread CPU time, the median of 3 runs, after a warm-up pass). The tail's rows are then
read again under cProfile, and the reader's own functions (services/, libs/) are listed by their share of the
profiled time of the reader's entry (`parse`): the stage or reader that costs most on a tail request first. cProfile slows every call, so the
shares are what to compare, and the tail's time without the profiler is printed beside them.
"""

from __future__ import annotations

import cProfile
import gc
import pstats
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.table import Table

TUNED_SPLITS = ("dev", "tune")  # the splits one may look into; held-out rows are never listed
TAIL_SHARE = 0.02
_ROOT = Path(__file__).resolve().parents[2]
_OWN = (str(_ROOT / "services"), str(_ROOT / "libs"))


@dataclass(frozen=True)
class Stage:
    name: str  # "module.py:function"
    share: float  # of the profiled time, the function and what it calls (cumulative)
    own_share: float  # of the profiled time, the function's own lines
    calls: float  # per tail request


@dataclass(frozen=True)
class Tail:
    rows: list[tuple[float, dict[str, Any]]]  # (CPU ms, row), slowest first
    stages: list[Stage]


def _cpu_ms(parse, item: dict[str, Any], rounds: int) -> float:  # noqa: ANN001 - the reader's parse
    runs = []
    for _ in range(rounds):
        c0 = time.thread_time()
        parse(item["text"], None, item.get("context") or {})
        runs.append((time.thread_time() - c0) * 1000)
    return statistics.median(runs)


def tail(items: list[dict[str, Any]], top: int, rounds: int = 3, repeats: int = 5) -> Tail:
    """The slowest `TAIL_SHARE` of the tuned rows of `items` and the `top` functions of the reader they spend most in."""
    from services.classifier.parse import parse

    tuned = [item for item in items if item.get("split") in TUNED_SPLITS]
    for item in tuned:  # warm-up, as reader_timing
        parse(item["text"], None, item.get("context") or {})
    gc.freeze()
    timed = sorted(((_cpu_ms(parse, item, rounds), item) for item in tuned), key=lambda row: -row[0])
    rows = timed[:max(1, round(len(timed) * TAIL_SHARE))] if timed else []
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(repeats):
        for _, item in rows:
            parse(item["text"], None, item.get("context") or {})
    profiler.disable()
    # each function by its file, line and name (get_stats_profile keys by name alone: lark's `parse` would hide ours)
    measured = pstats.Stats(profiler).stats  # {(file, line, name): (primitive calls, calls, own s, cumulative s, callers)}
    runs = max(1, repeats * len(rows))
    own = [(where, figures) for where, figures in measured.items() if where[0].startswith(_OWN)]
    total = max((figures[3] for _, figures in own), default=0.0) or 1.0  # the reader's whole time: its entry's
    own.sort(key=lambda entry: -entry[1][3])
    stages = [Stage(f"{Path(file).name}:{name}", cumulative / total, own_s / total, calls / runs)
              for (file, _, name), (_, calls, own_s, cumulative, _) in own[:top]]
    return Tail(rows, stages)


def tables(found: Tail, shown_rows: int = 10) -> list[Table]:
    cpu = [ms for ms, _ in found.rows]
    rows = Table("ms", "category", "request", title=f"the tail: the slowest {TAIL_SHARE:.0%} of the tuned split "
                 f"({len(cpu)} requests, mean {statistics.fmean(cpu) if cpu else 0:.3f} ms CPU without the profiler)")
    for ms, item in found.rows[:shown_rows]:
        rows.add_row(f"{ms:.3f}", str(item.get("category", "")), item["text"][:100])
    stages = Table("function", "with callees", "own", "calls / request",
                   title="where the tail's time goes (cProfile; shares of the profiled time)")
    for stage in found.stages:
        stages.add_row(stage.name, f"{stage.share:.1%}", f"{stage.own_share:.1%}", f"{stage.calls:.2f}")
    return [rows, stages]
