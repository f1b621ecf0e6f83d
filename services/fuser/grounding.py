"""Does an operation the model wrote read the question's own numbers?

The sandbox computes exactly what the model wrote, so a misread question is the one error left in
program-aided computation (measured: the embedded 135M model turned "what is fifteen percent of
eighty" into {"expr": "15%"}, and copied the example's dates into a date question). The check:
every amount of the question is used (years may be context: "in 2023, …"), and the operation
invents no amount beyond small constants ("15^2", "(a+b)/2"). English number words ("fifteen
percent of eighty") are read here, since the shared reader reads digits and Chinese numerals.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from dtlib.envelope import Task
from dtlib.perception import mentions

# Amounts an operation may use without the question stating them: powers, halves, percent, units.
CONSTANTS = {Decimal(n) for n in (0, 1, 2, 3, 4, 7, 10, 12, 24, 30, 31, 60, 100, 365, 1000)}
_NUMBER_ARGS = {"percent", "of", "old", "new", "price", "x", "n", "amount", "days", "periods"}
_DATE_ARGS = {"start", "end", "date"}

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_WORD = re.compile(r"[a-z]+")


def english_numbers(text: str) -> list[Decimal]:
    """Amounts written in English words: "fifteen", "twenty-four", "three hundred and five"."""
    found: list[Decimal] = []
    total = current = 0
    last = ""  # "number", "scale", "and" or "" (outside a number)

    def close() -> None:
        nonlocal total, current, last
        if last in ("number", "scale", "and"):
            found.append(Decimal(total + current))
        total = current = 0
        last = ""

    for word in _WORD.findall(text.lower().replace("-", " ")):
        if word in _UNITS or word in _TENS:
            if last == "number" and (current % 10 or word in _TENS or current == 0):
                close()  # "eighty three" is 83, but "five six" are two numbers
            current += _UNITS.get(word, 0) + _TENS.get(word, 0)
            last = "number"
        elif word in _SCALES and last in ("number", "scale"):  # "two hundred thousand"
            if _SCALES[word] == 100:
                current *= 100
            else:
                total += current * _SCALES[word]
                current = 0
            last = "scale"
        elif word == "and" and last == "scale":  # "three hundred and five"
            last = "and"
        else:
            close()
    close()
    return found


@dataclass
class Reading:
    grounded: bool | None  # None: the question states no amount to compare with
    invented: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)


def _question_values(text: str) -> tuple[set[Decimal], set[str], set[Decimal]]:
    found = mentions(text)
    amounts = {n.value for n in found.numbers if not n.ordinal} | set(english_numbers(text))
    dates = {d.iso for d in found.dates if d.iso}
    years = {d.year for d in found.dates if d.year}
    return amounts, dates, {Decimal(y) for y in years}


def _operation_values(task: Task) -> tuple[set[Decimal], set[str]]:
    amounts: set[Decimal] = set()
    dates: set[str] = set()
    for name, value in task.args.items():
        if task.op == "expr" and name == "expression":
            amounts |= {n.value for n in mentions(str(value)).numbers}
        elif name in _NUMBER_ARGS and not isinstance(value, bool):
            try:
                amounts.add(Decimal(str(value).strip().rstrip("%")))
            except InvalidOperation:
                pass
        elif name in _DATE_ARGS and isinstance(value, str):
            dates.add(value.strip())
        elif name == "holidays" and isinstance(value, list):
            dates |= {str(v) for v in value}
    return amounts, dates


def reading(task: Task, question: str) -> Reading:
    asked, asked_dates, date_years = _question_values(question)
    used, used_dates = _operation_values(task)
    if task.op.startswith("str_"):
        texts = [v for k, v in task.args.items() if k in ("text", "sub") and isinstance(v, str)]
        missing = [t for t in texts if t.casefold() not in question.casefold()]
        return Reading(not missing, invented=missing)
    if not asked and not asked_dates:
        return Reading(None)
    invented = sorted(str(v) for v in used - asked - CONSTANTS)
    invented += sorted(used_dates - asked_dates)
    years = {v for v in asked if 1900 <= v <= 2100 and v == v.to_integral_value()}
    ignored = sorted(str(v) for v in asked - used - years - date_years)
    ignored += sorted(asked_dates - used_dates)
    return Reading(not invented and not ignored, invented, ignored)


def problem(r: Reading) -> str:
    """For the model: what its operation got wrong about the question."""
    parts = []
    if r.invented:
        parts.append(f"it uses {', '.join(r.invented)}, which the question does not give")
    if r.ignored:
        parts.append(f"it leaves out {', '.join(r.ignored)} from the question")
    return "; ".join(parts)
