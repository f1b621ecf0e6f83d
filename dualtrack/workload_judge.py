"""Judging an answer against a workload item's gold one: right, wrong, uncertain, error or
unjudged."""

from __future__ import annotations

import datetime as dt
import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from fractions import Fraction

from .workload import Item
from .workload_computations import WEEKDAYS_ZH


# --- judging answers --------------------------------------------------------------------------

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_SPACE = re.compile(r"\s+")


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text).strip().casefold()


def same_value(got: str | None, gold: str) -> bool:
    """The sandbox's value against the gold one: the same text, the same number (thousands
    separators and the last digits of a long decimal aside; a gold may be written as a fraction), or
    true/false for yes/no."""
    if got is None:
        return False
    if got.strip().casefold() == gold.strip().casefold():
        return True
    try:
        a, b = Fraction(Decimal(got.replace(",", ""))), Fraction(gold.strip())  # a gold may be a fraction ("2/3")
    except (InvalidOperation, ValueError, ZeroDivisionError):
        return {"true": "yes", "false": "no"}.get(got.casefold()) == gold.casefold()
    return abs(a - b) <= Fraction(1, 10**9) * max(Fraction(1), abs(b))


def _number_stated(text: str, gold: str) -> bool:
    """`text` states the value `gold`, exactly or correctly rounded to the places it shows."""
    try:
        exact = Decimal(gold)
    except InvalidOperation:
        return False
    for m in _NUMBER.finditer(text):
        raw = m.group().replace(",", "")
        try:
            stated = Decimal(raw)
        except InvalidOperation:
            continue
        if stated == exact:
            return True
        places = -stated.as_tuple().exponent if stated.as_tuple().exponent < 0 else 0
        quantum = Decimal(1).scaleb(-places)
        if any(exact.quantize(quantum, rounding=mode) == stated for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN)):
            if places >= 2 or exact == exact.to_integral_value():
                return True
    return False


def value_right(item: Item, value: str | None, text: str) -> bool:
    gold = item.value
    if gold is None:
        return False
    if value is not None and same_value(value, gold):
        return True
    op = (item.task or {}).get("op")
    if op == "is_prime":
        said_no = any(w in text.casefold() for w in ("not a prime", "is not prime", "不是质数", "不是素数"))
        said_yes = any(w in text.casefold() for w in ("is a prime", "is prime", "是质数", "是素数"))
        return (said_yes and not said_no) if gold == "true" else said_no
    if op == "weekday":
        return gold.casefold() in text.casefold() or WEEKDAYS_ZH.get(gold, "\0") in text
    if op == "date_add":
        d = dt.date.fromisoformat(gold)
        return gold in text or f"{d.year}年{d.month}月{d.day}日" in text
    return _number_stated(text, gold)


def judge(item: Item, status: str | None, value: str | None, text: str | None, *,
          judge_prose: bool = True) -> str:
    """right | wrong | uncertain | error | unanswered | unjudged.

    `judge_prose=False` (a real model): a prose answer that is not the gold one is unjudged, not
    wrong — only the scripted model's answers are known in advance."""
    if status is None:
        return "unanswered"
    text = text or ""
    if item.expect_status == "error":
        if status == "error" or (status == "ok" and _norm(item.answer) in _norm(text)):
            return "right"  # a clear error, or the model saying why it cannot be computed
        return "uncertain" if status == "uncertain" else "wrong"
    if status == "error":
        return "error"
    if status == "uncertain":
        return "uncertain"
    if item.value is not None:
        return "right" if value_right(item, value, text) else "wrong"
    if _norm(item.answer) in _norm(text):
        return "right"
    return "wrong" if judge_prose else "unjudged"
