"""The typed operations and `run_task(task) -> SandboxResult`: pure, in-process, deterministic.

Arguments arrive as `Task.args` (a JSON object). Numbers may be JSON numbers or strings ("12.5",
"1e3", full-width digits are accepted); they are read from their text, never through float
arithmetic. Unknown argument names are rejected (UNKNOWN_ARGUMENT), so a typo never silently
falls back to a default. The argument table is `OPS` (also used for documentation).

The operations themselves are in `ops_numbers`, `ops_dates` and `ops_strings`; what they share
(the argument readers, their bounds, `Outcome`) in `ops_args`; `batch`, the table and `run_task` here.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from dtlib.envelope import ErrorInfo, SandboxResult, Task

from .numbers_shown import display
from .errors import Rejected
from .ops_args import Outcome
from .ops_dates import op_business_days, op_clock_add, op_date_add, op_date_diff, op_weekday
from .ops_numbers import (op_convert, op_discount, op_expr, op_factorize, op_growth_rate, op_is_prime,
                          op_next_prime, op_percent_of, op_prev_prime, op_primes_between, op_sqrt)
from .ops_spans import op_duration, op_is_leap_year, op_nth_weekday
from .ops_strings import op_str_count, op_str_len, op_str_lower, op_str_reverse, op_str_upper


# --- several at once ---------------------------------------------------------------------------

BATCH_MAX_ITEMS = 10


def op_batch(args: dict[str, Any]) -> Outcome:
    """Several computations asked at once ("12*24, 12*25 and 12*26"), each run as its own task,
    in the order asked. When one fails the batch fails and says which: an answer never lists some
    values and leaves out the one that could not be computed."""
    tasks = args["tasks"]
    if not isinstance(tasks, list) or not 2 <= len(tasks) <= BATCH_MAX_ITEMS:
        raise Rejected("INVALID_ARGUMENT", f"a batch holds 2 to {BATCH_MAX_ITEMS} computations",
                       f"ask for at most {BATCH_MAX_ITEMS} results at once")
    items: list[SandboxResult] = []
    for i, raw in enumerate(tasks, start=1):
        if not isinstance(raw, dict) or not isinstance(raw.get("op"), str) or raw["op"] == "batch" \
                or not isinstance(raw.get("args", {}), dict):
            raise Rejected("INVALID_ARGUMENT", f"computation {i} of the batch is not an operation "
                           "(an object with an op other than batch, and its args)")
        result = run_task(Task(op=raw["op"], args=raw.get("args", {})))
        if result.status != "ok":
            error = result.error or ErrorInfo(result.status.upper(), result.status)
            failed = Rejected(error.code, f"computation {i} of {len(tasks)}: {error.message}", error.hint)
            failed.status = result.status
            raise failed
        items.append(result)
    return Outcome("; ".join(r.value or "" for r in items), [s for r in items for s in r.steps],
                   display="; ".join(r.display or r.value or "" for r in items),
                   rounded=any(r.rounded for r in items), items=items)


# --- the table --------------------------------------------------------------------------------

# op -> (handler, required args, optional args)
OPS: dict[str, tuple[Callable[[dict[str, Any]], Outcome], tuple[str, ...], tuple[str, ...]]] = {
    "expr": (op_expr, ("expression",), ("as_fraction",)),
    "percent_of": (op_percent_of, ("percent", "of"), ()),
    "growth_rate": (op_growth_rate, ("old", "new"), ("periods",)),
    "discount": (op_discount, ("price", "percent"), ()),
    "factorize": (op_factorize, ("n",), ()),
    "is_prime": (op_is_prime, ("n",), ()),
    "next_prime": (op_next_prime, ("n",), ()),
    "prev_prime": (op_prev_prime, ("n",), ()),
    "primes_between": (op_primes_between, ("start", "end"), ("list",)),
    "sqrt": (op_sqrt, ("x",), ("places",)),
    "convert": (op_convert, ("value", "from", "to"), ("places",)),
    "date_diff": (op_date_diff, ("start", "end"), ("inclusive", "unit")),
    "date_add": (op_date_add, ("date", "amount"), ("unit",)),
    "clock_add": (op_clock_add, ("time", "minutes"), ("clock",)),
    "weekday": (op_weekday, ("date",), ("format", "days", "asked")),
    "is_leap_year": (op_is_leap_year, ("year",), ()),
    "duration": (op_duration, ("start", "end"), ("format",)),
    "nth_weekday": (op_nth_weekday, ("year", "month", "weekday", "n"), ()),
    "business_days": (
        op_business_days,
        (),
        ("start", "end", "inclusive", "date", "days", "holidays", "weekmask"),
    ),
    "str_reverse": (op_str_reverse, ("text",), ()),
    "str_upper": (op_str_upper, ("text",), ()),
    "str_lower": (op_str_lower, ("text",), ()),
    "str_len": (op_str_len, ("text",), ()),
    "str_count": (op_str_count, ("text", "sub"), ("ignore_case", "overlapping")),
    "batch": (op_batch, ("tasks",), ()),
}


def _check_args(op: str, args: dict[str, Any]) -> None:
    _, required, optional = OPS[op]
    for name in required:
        if name not in args:
            raise Rejected(
                "MISSING_ARGUMENT",
                f"{op} needs '{name}'",
                f"{op} takes {', '.join(required)}" + (f" and optionally {', '.join(optional)}" if optional else ""),
            )
    allowed = set(required) | set(optional)
    for name in args:
        if name not in allowed:
            raise Rejected(
                "UNKNOWN_ARGUMENT",
                f"{op} does not take '{str(name)[:40]}'",
                f"{op} takes {', '.join(sorted(allowed))}",
            )


def run_task(task: Task) -> SandboxResult:
    """Execute one typed operation in this process. Never raises for bad input."""
    t0 = time.perf_counter()
    try:
        entry = OPS.get(task.op) if isinstance(task.op, str) else None
        if entry is None:
            raise Rejected(
                "UNKNOWN_OP",
                f"unknown op {str(task.op)[:40]!r}",
                "the ops are " + ", ".join(OPS),
            )
        if not isinstance(task.args, dict):
            raise Rejected("INVALID_ARGUMENT", "args must be an object")
        _check_args(task.op, task.args)
        out = entry[0](task.args)
        if out.display is None:
            disp, rounded = display(out.value)
        else:
            disp, rounded = out.display, bool(out.rounded)
        return SandboxResult(
            status="ok",
            value=out.value,
            display=disp,
            rounded=rounded,
            steps=out.steps,
            items=out.items,
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except Rejected as exc:
        return SandboxResult(
            status=exc.status,  # type: ignore[arg-type]
            error=ErrorInfo(exc.code, exc.message, exc.hint),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except MemoryError:
        return SandboxResult(
            status="error",
            error=ErrorInfo("MEMORY_LIMIT", "the computation ran out of memory", "use smaller numbers"),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except RecursionError:
        return SandboxResult(
            status="rejected",
            error=ErrorInfo("NESTING_TOO_DEEP", "the input nests too deeply", "simplify the input"),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except Exception as exc:  # noqa: BLE001 - every failure is an answer
        return SandboxResult(
            status="error",
            error=ErrorInfo("INTERNAL", f"{type(exc).__name__}: {str(exc)[:200]}", "report this input"),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
