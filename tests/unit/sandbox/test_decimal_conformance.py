"""The sandbox's arithmetic against the General Decimal Arithmetic testcases.

Vectors: `data/decimal_vectors.decTest`, a curated subset of CPython's Lib/test/decimaltestdata
(add, subtract, multiply, divide, power, squareroot; see data/make_decimal_vectors.py for the
source and the selection). Each vector is run through the `expr` op as text ("(a) + (b)",
"sqrt(a)", ...). The sandbox computes exactly (or to 50 significant digits where the exact
result is irrational or does not terminate); rounding its exact value (or its 50-digit value) to
the vector's precision and rounding mode must give the vector's result, and the full `run_task`
answer must be ok. Vectors whose result is a division by zero or an
invalid operation must be rejected, not crash.
"""

from __future__ import annotations

import shlex
from collections import defaultdict
from decimal import (
    ROUND_05UP,
    ROUND_CEILING,
    ROUND_DOWN,
    ROUND_FLOOR,
    ROUND_HALF_DOWN,
    ROUND_HALF_EVEN,
    ROUND_HALF_UP,
    ROUND_UP,
    Context,
    Decimal,
)
from fractions import Fraction
from pathlib import Path

import pytest

from dtlib.envelope import Task
from services.sandbox.evaluator import evaluate
from services.sandbox.ops import run_task

DATA = Path(__file__).with_name("data") / "decimal_vectors.decTest"
ROUNDING = {
    "ceiling": ROUND_CEILING, "down": ROUND_DOWN, "floor": ROUND_FLOOR, "half_down": ROUND_HALF_DOWN,
    "half_even": ROUND_HALF_EVEN, "half_up": ROUND_HALF_UP, "up": ROUND_UP, "05up": ROUND_05UP,
}  # fmt: skip
TEMPLATES = {
    "add": "({0}) + ({1})",
    "subtract": "({0}) - ({1})",
    "multiply": "({0}) * ({1})",
    "divide": "({0}) / ({1})",
    "power": "({0}) ^ ({1})",
    "squareroot": "sqrt({0})",
}
# Deliberate deviations from the General Decimal Arithmetic specification:
# 0^0 is 1 here (as in Python and on calculators); the specification calls it invalid.
DEVIATIONS = {"powx001", "powx560", "powx561", "powx562", "powx563", "powx2093"}
MINIMUM = {"add": 200, "subtract": 150, "multiply": 200, "divide": 250, "power": 200, "squareroot": 300}


def _vectors() -> dict[str, list[tuple[str, list[str], str | None, dict[str, str]]]]:
    out: dict[str, list] = defaultdict(list)
    directives: dict[str, str] = {}
    for raw in DATA.read_text().splitlines():
        line = raw.split("--", 1)[0].strip()
        if not line:
            continue
        if ":" in line and "->" not in line:
            key, _, value = line.partition(":")
            directives[key.strip()] = value.strip()
            continue
        parts = shlex.split(line)
        arrow = parts.index("->")
        result = parts[arrow + 1]
        out[parts[1]].append((parts[0], parts[2:arrow], None if result == "?" else result, dict(directives)))
    return out


VECTORS = _vectors()


@pytest.mark.parametrize("op", list(TEMPLATES))
def test_decimal_vectors(op: str) -> None:
    vectors = VECTORS[op]
    assert len(vectors) >= MINIMUM[op]
    failures = []
    for vid, operands, expected, d in vectors:
        if vid in DEVIATIONS:
            continue
        text = TEMPLATES[op].format(*operands)
        r = run_task(Task("expr", {"expression": text}))
        if expected is None:
            if r.status != "rejected" or r.error is None or r.error.code not in ("DIVISION_BY_ZERO", "DOMAIN_ERROR"):
                failures.append(f"{vid}: {text} should be rejected, got {r.status} {r.value}")
            continue
        if r.status != "ok":
            failures.append(f"{vid}: {text} -> {r.status} {r.error}")
            continue
        ctx = Context(
            prec=int(d["precision"]),
            rounding=ROUNDING[d["rounding"]],
            Emax=999_999,
            Emin=-999_999,
            traps=[],
        )
        value = evaluate(text).value
        if isinstance(value, Decimal):
            got = ctx.plus(value)  # inexact: 50 significant digits, re-rounded
        else:
            got = ctx.divide(Decimal(Fraction(value).numerator), Decimal(Fraction(value).denominator))
        if got != Decimal(expected):
            failures.append(f"{vid}: {text} = {r.value} -> {got} at {d['precision']}/{d['rounding']}, expected {expected}")
    assert not failures, f"{len(failures)} of {len(vectors)} failed:\n" + "\n".join(failures[:30])
