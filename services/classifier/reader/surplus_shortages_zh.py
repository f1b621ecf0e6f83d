"""盈亏, one lot of things handed out two ways, in Chinese: "老师给小朋友分苹果，每人分5个多10个，每人分7个少6个，有几个小朋友"
→ (10+6)/(7-5) = 8; the things asked: 5*8+10 = 50.

The two ways hand out a count each (每人分5个) and say what is left over (多, 余, 剩) or short (少, 差, 缺) in the same
measure; each recipient gets the difference of the two counts more, so the recipients are the difference of what was
left and short over it: 盈亏 (10+6)/(7-5), 盈盈 (20-4)/(6-4), 亏亏 (10-2)/(8-6). Who gets and what is handed out are named
once (给小朋友分苹果, 把一些练习本分给同学, 有一些桃分给猴子; or in the ways, 每只猴子) and the question asks one of
them; a way may be said in two clauses (如果每人分5个，就多10个) and may name the thing (每人分5个苹果); with no setting,
only persons asked are read. Not read (slow): the things named otherwise in a way (每人分5个苹果 … 7个梨), two kinds of
recipient (每人 … 每组), another measure, a count of recipients or things that is not whole or not above zero (the ways
disagree), a second step asked (还要再买几个), a number more.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import exact_in, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import people_zh

_NAME = r"[^<>0-9，多少几每一共些这有]{1,5}"
_SOME = r"(?:一些|一批|一堆|一袋|一箱|若干)?"  # 把一些练习本分给同学: how many not said, which is what is asked
_SETTING = re.compile(rf"(?:[^<>0-9，给把]{{0,6}})?(?:把|有)?{_SOME}(?P<thing2>{_NAME})分给(?P<who2>{_NAME})"
                      rf"|(?:[^<>0-9，给把]{{0,6}})?给(?P<who>{_NAME})分{_SOME}(?P<thing>{_NAME})")
_MEASURE = r"[个本支块颗粒张只枝朵根件盒瓶袋]"
_OVER, _SHORT = "多|余|剩|多出|剩下|还多|还剩|就多|则多", "少|差|缺|还少|还差|就少|则少"
_WAY = re.compile(rf"(?:如果|若)?每(?:(?P<per>人|个人|名|位)|[个只名位](?P<each>{_NAME}?))(?:分|发|分到|分给)?(?P<a>{N})(?P<u>{_MEASURE})"
                  rf"(?P<named>{_NAME}?)?(?:，)?(?:(?P<over>{_OVER})|(?P<short>{_SHORT}))(?P<r>{N})(?P<ru>{_MEASURE})")
_WHO_ASKED = re.compile(rf"(?:一共)?有(?:几|多少)(?:个|名|位|只)?(?P<who>{_NAME})|(?P<who2>{_NAME})(?:一共)?有(?:几|多少)(?:个|名|位|人)")
_THING_ASKED = re.compile(rf"(?:这些|这批)?(?P<thing>{_NAME})(?:一共)?有多少(?P<u>{_MEASURE})"
                          rf"|(?:一共)?有多少(?P<u2>{_MEASURE})(?P<thing2>{_NAME})")


_THEN = re.compile(rf"(?:就|则|还|会|那么就|那么)?(?:{_OVER}|{_SHORT}){N}{_MEASURE}")


def _ways_joined(clauses: list[str]) -> list[str]:
    """"如果每人分5个，就多10个": a way said in two clauses, read as the one it is (每人分5个多10个)."""
    out: list[str] = []
    for clause in clauses:
        if out and _THEN.fullmatch(clause) and re.fullmatch(rf"(?:如果|若|要是)?每[^<>0-9，]{{1,4}}{N}{_MEASURE}(?:{_NAME})?",
                                                           out[-1]):
            out[-1] += re.sub("^(?:那么就|那么|就|则|会)", "", clause)
        else:
            out.append(clause)
    return out


@triggered_by(text=("每人", "每个", "每名", "每位", "每只"))
def read_surplus_shortage_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    clauses = _ways_joined(clauses) if clauses is not None else None
    if clauses is None or len(clauses) not in (3, 4):
        return None
    setting = _SETTING.fullmatch(clauses[0]) if len(clauses) == 4 else None
    ways, question = [_WAY.fullmatch(c) for c in clauses[-3:-1]], clauses[-1]
    if setting is None and len(clauses) == 4 or not all(ways) or ways[0]["per"] != ways[1]["per"] \
            or ways[0]["each"] != ways[1]["each"] \
            or len({m[k] for m in ways for k in ("u", "ru")}) != 1:
        return None
    # no setting: the recipients are who the question names, the things are unnamed (and not asked)
    who = setting["who"] or setting["who2"] if setting else None
    thing = setting["thing"] or setting["thing2"] if setting else None
    each = ways[0]["each"]  # 每只猴子: the recipients named in the ways, as the setting and the question name them
    if each and who is not None and each != who:
        return None
    who = who or each
    if {m["named"] for m in ways} - {None, thing}:
        return None  # 每人分5个苹果 … 7个梨: the things handed out named otherwise than the setting does
    if not uses_every_number(clauses, [m[k] for m in ways for k in ("a", "r")]):
        return None
    first, second = sorted(ways, key=lambda m: number(slots, m["a"]))
    if number(slots, first["a"]) == number(slots, second["a"]):
        return None
    said = [slots.number(m[k]).plain() for m in (first, second) for k in ("a", "r")]
    left = [number(slots, m["r"]) * (1 if m["over"] else -1) for m in (first, second)]
    step = number(slots, second["a"]) - number(slots, first["a"])
    recipients = (left[0] - left[1]) / step
    a1, r1, a2, r2 = said
    over = f"({r1}+{r2})" if first["over"] and second["short"] else f"({r1}-{r2})" if first["over"] else f"({r2}-{r1})"
    count = f"{over}/({a2}-{a1})"
    things = number(slots, first["a"]) * recipients + left[0]
    if not exact_in(recipients, "人") or not exact_in(things, "个"):
        return None  # the two ways disagree, or hand out no whole count
    asked_who, asked_thing = _WHO_ASKED.fullmatch(question), _THING_ASKED.fullmatch(question)
    named = asked_who and (asked_who["who"] or asked_who["who2"])
    if named and (named == who or who is None and people_zh(named) == (named,)):  # 有几个小朋友, not 有几个苹果
        return Task("expr", {"expression": count}, source="parser")
    if asked_thing is not None and thing and (asked_thing["thing"] or asked_thing["thing2"]) == thing \
            and (asked_thing["u"] or asked_thing["u2"]) == first["u"]:
        sign = "+" if first["over"] else "-"
        return Task("expr", {"expression": f"{a1}*{count}{sign}{r1}"}, source="parser")
    return None
