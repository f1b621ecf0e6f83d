"""Answer chains on word problems written by others (issue 15): MAWPS's tune split (train.csv only;
never dev.csv), through the llm and fuser steps of one process with a scripted model.

For every row, three replies: a right one written from the row's own equation, step by step
("9 + 7 = 16. 16 / 8 = 2. So the answer is 2."), which should be presented as written; a
planted one that divides the first amount by itself ("9 / 9 = 1. So the answer is 1."), which must
not be; and a planted one that does the wrong operation over the right numbers (issue 15's second
half): the equation's last operation swapped (+ and - become ×, × becomes +, / becomes ×), every
amount still used once and the arithmetic right, which should not be either (rows where the swap
gives the same value are left out of that count). A right reply whose row has a number its equation does not use (a distractor: "139
erasers and 118 scissors … how many erasers") is left-out by the rule, so it is counted apart.

    python -m dualtrack.bench.slowpath_chains
"""

from __future__ import annotations

import asyncio
import csv
from collections import Counter
from decimal import Decimal
from fractions import Fraction
from typing import Any

from dualtrack.bench.mawps import _OPS, FILES, FOLDER, _written, as_typed
from dualtrack.bench.slowpath_scripted import Case, run_case, scripted_slow_path

_SYMBOLS = {"+": "+", "-": "-", "*": "×", "/": "/"}


def _shown(value: Fraction) -> str:
    """A step's result as a person writes it: exact, or rounded to 2 places when it does not end."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    rounded = exact.quantize(Decimal("0.01"))
    return format((exact if exact == exact.quantize(Decimal("0.000001")) else rounded).normalize(), "f")


_SWAPPED = {"+": "*", "-": "*", "*": "+", "/": "*"}


def right_reply(prefix: list[str], numbers: list[str]) -> str:
    """The row's prefix equation written out one step a sentence, then the answer."""
    lines: list[str] = []

    def walk(i: int) -> tuple[Fraction, str, int]:
        token = prefix[i]
        if token not in _OPS:
            said = numbers[int(token[6:])] if token.startswith("number") else token
            return Fraction(said), _written(said), i + 1
        a, a_text, j = walk(i + 1)
        b, b_text, k = walk(j)
        shown = _shown(_OPS[token](a, b))
        lines.append(f"{a_text} {_SYMBOLS[token]} {b_text} = {shown}.")
        return Fraction(shown), shown, k

    _, answer, _ = walk(0)
    return " ".join(lines) + f" So the answer is {answer}."


def swapped_reply(prefix: list[str], numbers: list[str]) -> str | None:
    """The same reply with the equation's last (outermost) operation swapped; None when that changes nothing."""
    if not prefix or prefix[0] not in _SWAPPED:
        return None
    swapped = right_reply([_SWAPPED[prefix[0]], *prefix[1:]], numbers)
    return None if swapped.rpartition(" is ")[2] == right_reply(prefix, numbers).rpartition(" is ")[2] else swapped


async def measure() -> dict[str, Any]:
    drafter, fuser, backend = scripted_slow_path()
    with (FOLDER / FILES["tune"]).open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    right: Counter[str] = Counter()
    planted: Counter[str] = Counter()
    wrong_operation: Counter[str] = Counter()
    for row in rows:
        numbers, prefix = row["Numbers"].split(), row["Equation"].split()
        try:
            reply = right_reply(prefix, numbers)
        except (ZeroDivisionError, ValueError, IndexError):
            continue
        request = as_typed(row["Question"], numbers)
        every = {int(t[6:]) for t in prefix if t.startswith("number")} == set(range(len(numbers)))
        env = await run_case(Case("right", request, reply, None), drafter, fuser, backend)
        right[f"{'every number used' if every else 'a distractor'}: {env.answer.status}"] += 1
        first = _written(numbers[0])
        env = await run_case(Case("planted", request, f"{first} / {first} = 1. So the answer is 1.", None),
                             drafter, fuser, backend)
        planted[env.answer.status] += 1
        if every and (swapped := swapped_reply(prefix, numbers)) is not None:
            env = await run_case(Case("wrong operation", request, swapped, None), drafter, fuser, backend)
            wrong_operation[env.answer.status] += 1
    return {"rows": len(rows), "right": dict(sorted(right.items())), "planted": dict(planted),
            "planted, the wrong operation": dict(sorted(wrong_operation.items()))}


if __name__ == "__main__":
    print(asyncio.run(measure()))
