"""A whole of two kinds that do not need naming, in Chinese: the whole told alone, 其中 one kind, the other asked, where
the two kinds are all there is by their words: "全班有48人，其中男生有25人，女生有多少人" → 48-25; "小组一共12个人，其中戴眼镜的有5个，
不戴眼镜的有几个" → 12-5; "全班有48人，其中25人参加了合唱队，没参加的有多少人" → 48-25.

Two kinds are the whole only as a pair the words make: 男 and 女 before the same noun (男生 / 女生, 男工 / 女工, 男同学 /
女同学), or one kind and its negation (戴眼镜的 / 不戴眼镜的, 参加了合唱队 / 没参加的, 及格的 / 不及格的). Any other pair
(红花 … 黄花: are there white ones?) is kinds_of_whole_zh.py's only where the whole names both. Three clauses, the whole's
unit the part's and the question's; not read (slow): a hedge, a condition, a change or a comparison, a number more, a
part not below the whole, another unit asked, the same kind asked, a negation of another doing (没参加舞蹈队的).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_UNIT = rf"(?:{UNIT_ZH}|人|名|位)"
_HOLDER = r"[^<>0-9，其]{1,8}?"
_WHOLE = re.compile(rf"{_HOLDER}(?:一共有|总共有|共有|一共|总共|共|有)(?:[^<>0-9，]{{1,4}}?)?(?P<n>{N})(?P<u>{_UNIT})"
                    r"(?:[^<>0-9，]{1,4})?")
_KIND = r"[^<>0-9，、和与跟共比多少几其中]{1,8}?"
_PART = re.compile(rf"其中(?:(?P<kind>{_KIND})(?:有|是)?(?P<m>{N})(?P<u>{_UNIT})|(?P<m2>{N})(?P<u2>{_UNIT})(?P<kind2>{_KIND}))")
_ASKED = re.compile(rf"(?P<kind>{_KIND})(?:有|是)?(?:多少|几)(?P<u>{_UNIT})")
_OTHERWISE = re.compile("约|大概|左右|如果|假如|要是|还|剩|又|再|另|比|倍|以上|以下|至少|最多|请假|转")
_NOT = re.compile("^(?:没有|没|不|未)")
_PAIR = re.compile("^(?P<sex>[男女])(?P<noun>[^男女]*)$")


@triggered_by(text=("其中",))
def read_other_kind_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) != 3 or _OTHERWISE.search("".join(clauses)):
        return None
    whole, part, asked = _WHOLE.fullmatch(clauses[0]), _PART.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if whole is None or part is None or asked is None:
        return None
    told, m, unit = (part["kind"], part["m"], part["u"]) if part["m"] else (part["kind2"], part["m2"], part["u2"])
    if not (whole["u"] == unit == asked["u"]) or not uses_every_number(clauses, [whole["n"], m]) \
            or not _other_kind(_kind(told), _kind(asked["kind"])) or _NOT.match(whole[0]):
        return None
    if not 0 < number(slots, m) < number(slots, whole["n"]):
        return None
    return exact_task(number(slots, whole["n"]) - number(slots, m), unit,
                      f"{slots.number(whole['n']).plain()}-{slots.number(m).plain()}")


def _kind(said: str) -> str:
    """A kind as said, without the 的 that names it (戴眼镜的) or the 了 of a doing (参加了合唱队)."""
    return said.removesuffix("的").replace("了", "")


def _other_kind(told: str, asked: str) -> bool:
    """Whether `asked` is the one other kind of `told`: 男生 / 女生, or a doing and its negation (the negated doing may
    name less: 参加合唱队 … 没参加)."""
    sexes = _PAIR.match(told), _PAIR.match(asked)
    if all(sexes) and sexes[0]["sex"] != sexes[1]["sex"] and sexes[0]["noun"] == sexes[1]["noun"]:
        return True
    for yes, no in ((told, asked), (asked, told)):
        negated = _NOT.match(no)
        if negated and not _NOT.match(yes):
            rest = no[negated.end():]
            if len(rest) >= 2 and (yes == rest or no is asked and yes.startswith(rest)):
                return True
    return False
