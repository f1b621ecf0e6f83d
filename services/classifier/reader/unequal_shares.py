"""A share the words say is not equal: "按工作量分给6个人", "48本书随便分给3个班", "有人多拿了", "split $300 unevenly", "split a rent by
room size". Each part is then another amount for each sharer, not the whole divided by their number, so no reading
of an equal share is accepted. A ratio said with its numbers (100元按三七分, 按3:2分) is a share some reader reads; an
equal share said beside the measure (按户平均分给) is equal."""

from __future__ import annotations

import re

from .growth_periods import clauses_of
from .tokens import Tok

# 按 before the dividing verb with no number between (a ratio has its numbers), or a share said to be at will
_BY_A_MEASURE_ZH = re.compile(r"按(?!每)[^，。,;；？?\d<>]{1,8}?分")
# or said taken unevenly: 有人多拿了, 有的人少要了
_AT_WILL_ZH = re.compile("随便分|随意分|任意分|不平均|不均匀|有(?:的人|的|人)[多少](?:拿|分|要|得)")
_EQUAL_ZH = ("平均", "平分", "均分", "均匀分")
_UNEQUAL_EN = frozenset({"unevenly", "unequally", "uneven", "unequal", "proportionally", "proportionately",
                         "according", "proportion", "depending", "based"})


def shared_unequally(tokens: list[Tok]) -> bool:
    """The clause that shares something out says the shares differ: a measure (按X分, "by room size"), at will
    (随便分), or in a word (unevenly, according to, in proportion to)."""
    for clause in ([tokens[k] for k in span] for span in clauses_of(tokens)):
        joined = "".join(t.value for t in clause)
        if not joined.isascii():
            if _BY_A_MEASURE_ZH.search(joined) and not any(w in joined for w in _EQUAL_ZH) \
                    or _AT_WILL_ZH.search(joined):
                return True
            continue
        if not any(t.type == "SPLIT" for t in clause):
            continue
        if any(t.value in _UNEQUAL_EN for t in clause):
            return True
        by = next((i for i, t in enumerate(clause) if t.type == "BY"), None)
        if by is not None and by + 1 < len(clause) and clause[by + 1].type == "WORD" \
                and not any(t.type == "NUM" for t in clause[by + 1:]):
            return True  # "split a rent by room size" (not "split by the 3 of us")
    return False

