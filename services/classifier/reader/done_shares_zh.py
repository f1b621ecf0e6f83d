"""What was done of a whole, as a percentage, asked by the doing's own verb: "计划生产500台，已经完成了420台，完成了计划的
百分之几", "这本书300页，我读了120页，读了全书的百分之几".

The question is a verb with 了, the whole's name, then 的百分之几 (百分之多少); the part is the one amount whose clause
ends in that verb (完成了 420 台), the whole the other one, whose clause names the whole (计划生产 500 台; 全书 names 这本书
300 页 by its 书). Exactly two amounts in one measure, the part no more than the whole; another verb (修了 … 完成了), a
third amount, a negation or the rest (还差, 没, 剩下) leave the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .role_words import Unclear, clauses as role_clauses
from .shares import turns_the_share
from .tokens import Tok
from .triggers import triggered_by

_ASKED = ("的百分之几", "的百分之多少", "百分之几", "百分之多少")


@triggered_by(types=("SHARE_ZH",))
def read_done_share_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    if not tokens or tokens[-1].type != "SHARE_ZH" or tokens[-1].value not in _ASKED or turns_the_share(tokens):
        return None
    try:
        clauses = role_clauses(tokens)
    except Unclear:  # fewer than a story and its question
        return None
    if len(clauses) != 3 or any(t.type not in _ALLOWED for t in tokens):
        return None
    question = "".join(t.value for t in clauses[-1][:-1])
    verb, done, whole_name = question.partition("了")
    whole_name = whole_name.removesuffix("的")
    if not done or not verb or not whole_name:
        return None
    verb += "了"
    amounts = [(k, i) for k, clause in enumerate(clauses[:-1]) for i, t in enumerate(clause) if t.type == "NUM"]
    if [k for k, _ in amounts] != [0, 1]:
        return None  # one amount in each clause of the story
    parts = [(k, i) for k, i in amounts if "".join(t.value for t in clauses[k][:i]).endswith(verb)]
    wholes = [(k, i) for k, i in amounts if _names_the_whole("".join(t.value for t in clauses[k][:i]), whole_name)]
    if len(parts) != 1 or len(wholes) != 1 or parts == wholes:
        return None
    (pk, pi), (wk, wi) = parts[0], wholes[0]
    part, whole = slots.number(clauses[pk][pi].value), slots.number(clauses[wk][wi].value)
    if _measure(clauses[pk], pi) != _measure(clauses[wk], wi) or part.percent or whole.percent \
            or not 0 < part.value <= whole.value:
        return None
    return Task("expr", {"expression": f"{part.plain()}/{whole.plain()}*100"}, source="parser")


_ALLOWED = frozenset({"NUM", "WORD", "MEASURE", "COMMA", "SPEND", "SHARE_ZH", "YOU", "DE"})


def _names_the_whole(said: str, name: str) -> bool:
    """计划生产 of 计划; 这本书 of 全书 (全 and the thing)."""
    return name in said or name.startswith("全") and len(name) > 1 and said.endswith(name[1:])


def _measure(clause: list[Tok], i: int) -> str:
    return clause[i + 1].value if i + 1 < len(clause) and clause[i + 1].type in ("MEASURE", "WORD") else ""
