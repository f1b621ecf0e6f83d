"""Money shared equally among people into shares that are no whole number of cents (issue 15, the lead's decision of
session 28): "split $100 between 3 people, how much each?" is 33.33 for two and 33.34 for one, or 33.33 and a cent
left over; who pays the odd cent is the user's choice, so the reading is not answered and the request goes slow. A
share in whole cents stays read ("split $90 between 3" → 30, "$100 between 8" → 12.50), and so does one whose
rounding the request tells ("… how much each, to the nearest cent?": reader/__init__.py's `_rounded_by_values`,
whose expression is a rounding, not a share).

A reading is such a share when its expression is a quotient by a whole count (the whole expression: "(45+30)/4",
"100/3"), its value is no whole number of hundredths, the count is of people (bill_amounts.people_after: "3 people",
"3 of us", "3 ways", "dinner for 3"; "among" / "between" 3; "3 kids"; or one fewer, the asker beside them: "with 8
friends") and the amount shared is money. Any reader's
reading is checked (bills.py, equal_shares.py, …): the decision is about money, not about one way of saying it.
Counts of things that do not divide (17 cookies among 5 kids) are number_guards.uneven_count's, not this module's.
"""

from __future__ import annotations

import ast
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of, people_after
from .exact_values import exact_value
from .tokens import Tok

_BEFORE_SHARERS = frozenset({"among", "amongst", "between"})
_SHARERS_EN = frozenset({"kids", "children", "roommates", "housemates", "flatmates", "coworkers", "colleagues",
                         "siblings", "brothers", "sisters", "cousins", "guests", "members", "adults", "families",
                         "households", "couples", "players", "students", "friends", "people", "persons"})


def odd_cents_shared(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """Whether `task` shares money among a count of people into shares that are no whole number of cents."""
    count = _divisor(task)
    value = exact_value(task) if count is not None else None
    if value is None or (value * 100).denominator == 1:
        return False
    nums = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    counted = [i for i in nums if _sharers_of(slots, tokens[i], count) and not money_of(tokens, i, slots)
               and _counts_people(tokens, i)]
    return bool(counted) and any(money_of(tokens, i, slots) for i in nums if i not in counted)


def _divisor(task: Task) -> int | None:
    """The whole count ≥ 2 a quotient expression divides by at its top ("(45+30)/4" → 4), or None."""
    if task.op != "expr" or set(task.args) - {"expression"} or "/" not in str(task.args["expression"]):
        return None  # the cheap tests first: a quotient is written with a "/" (most readings are none: not parsed)
    try:
        node = ast.parse(str(task.args["expression"]), mode="eval").body
    except SyntaxError:
        return None
    if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and isinstance(node.right, ast.Constant)):
        return None
    right = node.right.value
    return right if isinstance(right, int) and not isinstance(right, bool) and right >= 2 else None


def _sharers_of(slots: Slots, tok: Tok, count: int) -> bool:
    """The number counts the sharers, or all but the asker ("I split a $200 bill with 8 friends": 9 share)."""
    number = slots.number(tok.value)
    return not number.percent and Fraction(number.value) in (count, count - 1)


def _counts_people(tokens: list[Tok], i: int) -> bool:
    """"3 people", "3 of us", "3 ways", "dinner for 3", "among 3", "between 3", "3 kids": the number counts sharers."""
    after = tokens[i + 1].value.lower() if i + 1 < len(tokens) else ""
    before = tokens[i - 1].value.lower() if i else ""
    return people_after(tokens, i) or before in _BEFORE_SHARERS or after in _SHARERS_EN
