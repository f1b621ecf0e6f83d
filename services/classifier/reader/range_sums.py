"""The sum of the whole numbers of a range, both ends counted: "1到10的和是多少", "从1加到100等于多少",
"what is the sum of 1 to 100", "add up all the numbers from 1 to 50", "1到100所有整数的和".

The range is said with 到/加到 or from … to (never "between", which may leave the ends out), its ends
are whole, the first below the second; the words are only these and a question. Anything else (even
numbers, multiples of 3, squares, every other number, a step) makes the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by

_LEADING = frozenset({"WHAT", "CONG", "FROM"})
_TRAILING = frozenset({"ASK", "HOW_MANY", "IS", "SHI", "EQUALS", "WEI"})
_SUMS_ZH = frozenset({"的和", "之和", "的和是", "的总和", "的总和是", "总和", "和"})
_ALL = frozenset({"all", "所有", "所有的", "全部"})
_NUMBER_NOUNS = frozenset({"整数", "自然数", "数", "numbers", "integers", "whole numbers"})
_LARGEST = 10**7  # a range this long is no everyday request


@triggered_by(types=("DAO", "TO"))
def read_range_sum(tokens: list[Tok], slots: Slots) -> Task | None:
    core = list(tokens)
    while core and core[0].type in _LEADING:
        core = core[1:]
    while core and core[-1].type in _TRAILING:
        core = core[:-1]
    kinds = [t.type for t in core]
    if kinds[:1] == ["SUM_OF"]:  # "the sum of 1 to 100", "add up all the numbers from 1 to 50"
        body = [t for t in core[1:] if not (t.type in ("WORD", "PLACE_WORD") and t.value in _ALL | _NUMBER_NOUNS)
                and t.type != "FROM"]
        ends = body if [t.type for t in body] == ["NUM", "TO", "NUM"] else None
    elif kinds[:3] == ["NUM", "DAO", "NUM"] and core[-1].type == "ZH_SUM" and core[-1].value in _SUMS_ZH \
            and all(t.value in _ALL | _NUMBER_NOUNS for t in core[3:-1]):
        ends = core[:3]  # "1到10的和", "1到100所有整数的和"
    elif kinds == ["NUM", "PLUS", "DAO", "NUM"] and core[1].value == "加":
        ends = [core[0], core[2], core[3]]  # "1加到100"
    else:
        return None
    if ends is None:
        return None
    low, high = slots.number(ends[0].value), slots.number(ends[2].value)
    if any(n.percent or n.unit or n.ordinal or n.value != n.value.to_integral_value() for n in (low, high)) \
            or not 0 <= low.value < high.value or high.value - low.value > _LARGEST:
        return None
    a, b = low.plain(), high.plain()
    return Task("expr", {"expression": f"({a}+{b})*({b}-{a}+1)/2"}, source="parser")
