"""A whole of two kinds in Chinese, one kind told, the other asked: "奶奶家有鸡和鸭共58只，其中鸡有35只，鸭有多少只" → 58-35;
"红球和白球一共有45个，红球有17个，白球有多少个"; "男生和女生共有63人，其中女生31人，男生有多少人".

The whole names its two kinds joined by 和 / 与 / 跟 before 共 / 一共 / 总共 and its amount; the next clause tells one of them
in the whole's unit, the question asks the other in it. Not read (slow): a third kind (、 or a kind not named), a
comparison told instead of an amount (女生比男生多3人: 和差, sum_difference_zh.py's), a hedge or a negation, a number or a
clause more, another unit asked, a part as large as the whole.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_UNIT = rf"(?:{UNIT_ZH}|元|人|名|位)"
_KIND = r"[^<>0-9，、和与跟共有是的比多少几其中]{1,5}"
_WHOLE = re.compile(rf"(?:[^<>0-9，]{{0,8}}?(?:有|养了|种了|放着|摆着))?(?P<a>{_KIND})(?:和|与|跟)(?P<b>{_KIND}?)"
                    rf"(?:一共|总共|共)(?:有|是)?(?P<n>{N})(?P<u>{_UNIT})")
_PART = re.compile(rf"(?:其中)?(?P<kind>{_KIND})(?:有|是)?(?P<m>{N})(?P<u>{_UNIT})")
_ASKED = re.compile(rf"(?P<kind>{_KIND})(?:有|是)?(?:多少|几)(?P<u>{_UNIT})")
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|还|剩|又|再|另|比|倍|多于|少于|以上|以下")


@triggered_by(text=("共",))
def read_kinds_of_whole_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) != 3 or _OTHERWISE.search("".join(clauses)):
        return None
    whole, part, asked = _WHOLE.fullmatch(clauses[0]), _PART.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if whole is None or part is None or asked is None or whole["a"] == whole["b"]:
        return None
    told, other = _kind_of(part["kind"], whole), _kind_of(asked["kind"], whole)
    if told is None or other is None or told == other or whole["u"] != part["u"] or whole["u"] != asked["u"] \
            or not uses_every_number(clauses, [whole["n"], part["m"]]):
        return None
    value = number(slots, whole["n"]) - number(slots, part["m"])
    expression = f"{slots.number(whole['n']).plain()}-{slots.number(part['m']).plain()}"
    return exact_task(value, whole["u"], expression)


def _kind_of(said: str, whole: re.Match) -> str | None:
    """Which of the whole's two kinds `said` names: the kind itself, or its end (二年级男生 … 男生); None for neither or both."""
    named = [k for k in ("a", "b") if whole[k] == said or whole[k].endswith(said) and len(said) >= 2]
    return named[0] if len(named) == 1 else None
