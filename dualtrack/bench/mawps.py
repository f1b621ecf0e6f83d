"""`dualtrack bench parse --corpus mawps`: English word problems written by others (MAWPS, in the shared
data folder, DT_BENCH_SHARED_DATA_DIR), as bench rows.

Splits: `tune` is train.csv (write rules against it), `check` is dev.csv (run it for its printed counts
only); the organisers keep a test fold back. Every row is a computation; its category is its equation's
operator for one-step problems ("one-step -") and `multi-step` for the rest. A fast answer is right when it
agrees with the row's Answer or with the value of its own Equation: a few Answers disagree with their
equation (1222 balloons less 513 is answered 208), and MAWPS rounds some answers to two places (500 m in
6 minutes is 83.33), so a rounded Answer's gold is its equation's exact value.
"""

from __future__ import annotations

import csv
import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path
from typing import Any

from dualtrack.shared_data import SHARED_DATA

FOLDER = SHARED_DATA / "mawps"
FILES = {"tune": "train.csv", "check": "dev.csv"}
_SLOT = re.compile(r"number(\d+)")
_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}


def _written(value: str) -> str:
    return str(int(float(value))) if float(value) == int(float(value)) else value


def as_typed(question: str, numbers: list[str]) -> str:
    """The problem as a person types it: its numbers put back, "$ 5" as "$5", "Tom 's" and "Mary ’ s" as "Tom's" and "Mary’s"."""
    text = _SLOT.sub(lambda m: _written(numbers[int(m.group(1))]), question)
    text = re.sub(r"\s+([.,?!%])", r"\1", text)
    text = re.sub(r"\$ (?=\d)", "$", text)
    return re.sub(r" (['’]) ?((?:s|t|re|ll|ve|d|m)\b)", r"\1\2", text)


def equation_value(prefix: list[str], numbers: list[str]) -> Fraction | None:
    """The exact value of a row's own prefix equation ("- number0 number1"), or None."""
    stack: list[Fraction] = []
    try:
        for token in reversed(prefix):
            if token in _OPS:
                a, b = stack.pop(), stack.pop()
                stack.append(_OPS[token](a, b))
            else:
                stack.append(Fraction(numbers[int(token[6:])]) if token.startswith("number") else Fraction(token))
    except (IndexError, ValueError, ZeroDivisionError):
        return None
    return stack[0] if len(stack) == 1 else None


def _rounds_to(value: Fraction, answer: str) -> bool:
    """Whether `answer` is `value` rounded to the places it is written with (83.33 for 250/3)."""
    try:
        places = -Decimal(answer).as_tuple().exponent
        return places > 0 and round(Decimal(value.numerator) / Decimal(value.denominator), places) == Decimal(answer)
    except (InvalidOperation, TypeError):
        return False


def category(equation: str) -> str:
    operators = [t for t in equation.split() if t in _OPS]
    return f"one-step {operators[0]}" if len(operators) == 1 else "multi-step"


def row_item(row: dict[str, str], split: str, index: int) -> dict[str, Any]:
    numbers = row["Numbers"].split()
    exact = equation_value(row["Equation"].split(), numbers)
    answer = row["Answer"].strip()
    rounded = exact is not None and _rounds_to(exact, answer)
    gold = str(exact) if rounded else answer
    also = [str(exact)] if exact is not None and not rounded else []
    return {"id": f"mawps-{split}-{index}", "text": as_typed(row["Question"], numbers), "lang": "en",
            "category": category(row["Equation"]), "steps": category(row["Equation"]).split()[0], "expect": "fast", "gold": gold, "also": also, "split": split}


def load(splits: tuple[str, ...] = tuple(FILES), folder: Path = FOLDER) -> list[dict[str, Any]]:
    """The rows of the splits asked (tune, check), in file order; [] without the shared data."""
    items = []
    for split in splits:
        path = folder / FILES[split]
        if not path.exists():
            return []
        with path.open(newline="", encoding="utf-8") as f:
            items += [row_item(r, split, k) for k, r in enumerate(csv.DictReader(f))]
    return items
