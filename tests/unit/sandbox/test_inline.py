"""Which tasks the sandbox computes on its consumer thread (inline.py): the short everyday ones,
with the same result a worker gives; everything heavy or odd still goes to a worker."""

from __future__ import annotations

import pytest

from dtlib.envelope import Task
from services.sandbox.inline import computes_inline
from services.sandbox.ops import run_task

INLINE = [
    Task("expr", {"expression": "857+23"}),
    Task("expr", {"expression": "26*24-264"}),
    Task("expr", {"expression": "(1+5/6)+(2+1/3)"}),
    Task("expr", {"expression": "200*15%"}),
    Task("expr", {"expression": "1/0"}),
    Task("expr", {"expression": "2/5", "as_fraction": True}),
    # the functions whose one step a short literal bounds (the reader writes "the square root of
    # 3680" as sqrt(3680): 9 % of the workload mix's computations went to a worker for it)
    Task("expr", {"expression": "sqrt(3680)"}),
    Task("expr", {"expression": "sqrt(7744)"}),
    Task("expr", {"expression": "sqrt(sqrt(16))+1"}),
    Task("expr", {"expression": "sqrt(-4)"}),
    Task("expr", {"expression": "round(2/3, 2)"}),
    Task("expr", {"expression": "round(1250, -2)"}),
    Task("expr", {"expression": "round(1/3, 100)"}),
    Task("expr", {"expression": "abs(3-10)*2"}),
    Task("expr", {"expression": "floor(7/2)+ceil(7/2)"}),
    Task("expr", {"expression": "min(3, 5)*max(2.5, 1)"}),
    Task("expr", {"expression": "sum(1, 2, 3)"}),
    Task("expr", {"expression": "mean(3, 5, 10)"}),
    Task("expr", {"expression": "median(1, 2, 3, 4)"}),
    Task("expr", {"expression": "mean()"}),
    Task("percent_of", {"percent": "8", "of": "3040"}),
    Task("percent_of", {"percent": "15%", "of": 80}),
    Task("discount", {"price": "99.90", "percent": "20"}),
    Task("growth_rate", {"old": "3810", "new": "3620"}),
    Task("growth_rate", {"old": "0", "new": "5"}),
    Task("sqrt", {"x": "901"}),
    Task("sqrt", {"x": "2", "places": 100}),
    Task("is_prime", {"n": 19315}),
    Task("is_prime", {"n": "18446744073709551557"}),
    Task("date_diff", {"start": "2029-03-13", "end": "2030-04-03"}),
    Task("date_diff", {"start": "2024-01-01", "end": "2024-03-01", "inclusive": True, "unit": "weeks"}),
    Task("date_add", {"date": "2024-06-04", "amount": 362, "unit": "days"}),
    Task("date_add", {"date": "2024-01-31", "amount": 1, "unit": "months"}),
    Task("weekday", {"date": "2025-02-30"}),
    Task("weekday", {"date": "2023-12-31", "days": 1, "asked": "weekend"}),
]

TO_A_WORKER = [
    Task("expr", {"expression": "2**10"}),  # powers
    Task("expr", {"expression": "2^10"}),
    Task("expr", {"expression": "2* *10"}),
    Task("expr", {"expression": "factorial(1000)"}),  # names
    Task("expr", {"expression": "factorial(10)"}),  # functions whose cost the argument bounds less tightly
    Task("expr", {"expression": "gcd(12, 18)"}),
    Task("expr", {"expression": "lcm(4, 6)"}),
    Task("expr", {"expression": "mode(1, 1, 2)"}),
    Task("expr", {"expression": "mod(7, 2)"}),
    Task("expr", {"expression": "sqrt (4)"}),  # a name not right before its parenthesis
    Task("expr", {"expression": "sqrtx(4)"}),
    Task("expr", {"expression": "xsqrt(4)"}),
    Task("expr", {"expression": "SQRT(4)"}),
    Task("expr", {"expression": "sqrt(2)**2"}),
    Task("expr", {"expression": "sqrt(4)^2"}),
    Task("expr", {"expression": "sqrt(" + "1+" * 30 + "1)"}),  # longer than 64 characters
    Task("expr", {"expression": "1e999*1e999"}),  # exponents
    Task("expr", {"expression": "1+" * 40 + "1"}),  # longer than 64 characters
    Task("expr", {"expression": "__import__('os')"}),
    Task("expr", {"expression": "１２×２４"}),  # full-width: the worker normalises it
    Task("expr", {"expression": 12}),
    Task("percent_of", {"percent": "1e300", "of": "1e300"}),
    Task("percent_of", {"percent": 0.5, "of": 10}),  # floats
    Task("percent_of", {"percent": "8", "of": "3040", "extra": 1}),
    Task("growth_rate", {"old": "1", "new": "2", "periods": 12}),  # a root
    Task("sqrt", {"x": "2", "places": 101}),
    Task("sqrt", {"x": "2", "places": True}),
    Task("is_prime", {"n": 2**64 + 13}),
    Task("is_prime", {"n": "1" * 400}),
    Task("is_prime", {"n": True}),
    Task("date_add", {"date": "2024-06-04", "amount": 10**9}),
    Task("date_add", {"date": "2024-06-04" * 1000, "amount": 1}),
    Task("weekday", {"date": "2024-06-04", "format": "x" * 11}),
    Task("factorize", {"n": 12}),
    Task("primes_between", {"start": 1, "end": 100}),
    Task("convert", {"value": 5, "from": "km", "to": "m"}),
    Task("batch", {"tasks": [{"op": "expr", "args": {"expression": "1+1"}}] * 2}),
    Task("str_len", {"text": "abc"}),
    Task("no_such_op", {}),
    Task("expr", ["1+1"]),
]


@pytest.mark.parametrize("task", INLINE, ids=lambda t: f"{t.op}:{t.args}"[:60])
def test_short_everyday_tasks_are_computed_inline(task: Task) -> None:
    assert computes_inline(task)


@pytest.mark.parametrize("task", TO_A_WORKER, ids=lambda t: f"{t.op}:{str(t.args)[:50]}")
def test_heavy_or_odd_tasks_go_to_a_worker(task: Task) -> None:
    assert not computes_inline(task)


async def test_inline_results_are_the_workers_results(sandbox_pool) -> None:
    for task in INLINE:
        here, there = run_task(task), await sandbox_pool.execute(task)
        assert (here.status, here.value, here.display, here.rounded, here.steps, here.error) == \
            (there.status, there.value, there.display, there.rounded, there.steps, there.error), task
