"""Durations said in words, in Chinese, as the amounts the rate reader reads: 半小时 and 半个小时 are 30 分钟, 一刻钟
15 分钟 and 三刻钟 45 分钟 ("每小时骑15千米，骑了半小时" → 15 × 30 / 60).

Said in minutes, they meet the rate reader's own rule for a duration in a smaller time unit than the rate's period
(rates.py): read against a rate per hour or per minute, never against a calendar period (每天做40个，做了半小时) nor
for money (每小时挣40元，干了半小时: billed by the hour begun, or by the minute?). 半 counts only where it stands alone
before the hours or after a verb (骑了半小时, 走半个小时); 一半, 大半, 多半 and 半天 (a day of how many hours?) are no
duration here, and 一刻 after a clock time (九点一刻) is a time of day (clock_spans_zh.py).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from dtlib.perception import NumberMention

from ..slots import Slots
from .rate_clauses import VERBS
from .tokens import Tok

_HOURS = frozenset({"小时", "个小时", "钟头", "个钟头"})
_QUARTERS = {"一刻钟": 15, "三刻钟": 45}


def _half_at(tokens: list[Tok], i: int) -> str | None:
    """The words before 半 where tokens[i] ends in a half standing for half an hour (骑了半 + 小时), or None."""
    t, after = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
    if t.type != "WORD" or not t.value.endswith("半") or after is None or after.type != "UNIT" \
            or after.value not in _HOURS:
        return None
    before = t.value[:-1]
    return before if before == "" or before.endswith("了") or before in VERBS else None


def _quarter_in(value: str) -> tuple[str, str, int] | None:
    """The words before and after 一刻钟 / 三刻钟 in a word, and its minutes; not after a clock time (九点一刻钟)."""
    for said, minutes in _QUARTERS.items():
        before, found, after = value.partition(said)
        if found and not before.endswith("点"):
            return before, after, minutes
    return None


def duration_word_at(tokens: list[Tok], i: int) -> bool:
    """Whether tokens[i] says a duration in words this module reads (for the check of unread quantity words)."""
    return _half_at(tokens, i) is not None or tokens[i].type == "WORD" and _quarter_in(tokens[i].value) is not None


def with_duration_words(tokens: list[Tok], slots: Slots) -> tuple[list[Tok], Slots]:
    """The tokens with each duration said in words made an amount of minutes, and the slots holding those amounts."""
    if not any(t.type == "WORD" and ("半" in t.value or "刻钟" in t.value) for t in tokens) \
            or not any(duration_word_at(tokens, i) for i in range(len(tokens))):
        return tokens, slots  # the cheap test first: a duration in words has 半 or 刻钟 in a word
    items = list(slots.items)
    out: list[Tok] = []

    def minutes(amount: int, pos: int) -> list[Tok]:
        items.append(NumberMention(pos, pos, str(amount), Decimal(amount), chinese=True))
        return [Tok("NUM", f"<n{len(items) - 1}>", pos), Tok("UNIT", "分钟", pos)]

    skip = False
    for i, t in enumerate(tokens):
        if skip:
            skip = False
            continue
        before = _half_at(tokens, i)
        quarter = _quarter_in(t.value) if t.type == "WORD" else None
        if before is not None:
            out += ([Tok("WORD", before, t.pos)] if before else []) + minutes(30, t.pos + len(before))
            skip = True  # the hours' unit: said again as minutes
        elif quarter is not None:
            head, tail, amount = quarter
            out += ([Tok("WORD", head, t.pos)] if head else []) + minutes(amount, t.pos + len(head))
            out += [Tok("WORD", tail, t.pos + len(t.value) - len(tail))] if tail else []
        else:
            out.append(t)
    return out, replace(slots, items=items)
