"""平均分 as a 小学 exercise says it, in Chinese: a count shared equally, each one's share asked ("把24个苹果平均分给6个
小朋友，每人分到几个" → 24/6; "二年级有32人，平均分成4组，平均每组几人" → 32/4), or a share each told and the sharers asked
("有18个苹果，每人分3个，可以分给几人" → 18/3).

The words state the one reading: 平均 said (分给 alone may be unequal), the whole a number of one thing, the sharers a
number of persons or of groups (组, 段, 盘), and the question asks each one's share (每人, 每个小朋友, 每组; the sharers the
story named) in the whole's measure; or, with 每人分3个, how many sharers (几人, 几个小朋友). Every number is used once,
and a count comes out whole: 25个 among 6 does not divide, and what is left over (余数) is not asked here. Not read
(slow): 平均 not said, the sharers missing (几个小朋友, 若干), another thing or unit asked, a clause more (小明吃了2个, 还剩几个),
a hedge or a negation.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import exact_task, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

# 千克 … 毫升: a measure, shared into parts that need not be whole (500克饼干平均分成8袋 → 62.5)
_MEASURED = ("元", "千克", "公斤", "克", "斤", "吨", "千米", "厘米", "米", "毫升", "升")
_MEASURE = rf"(?:个|支|本|台|辆|件|只|张|条|块|盒|瓶|袋|箱|颗|粒|朵|根|棵|页|名|人|{'|'.join(_MEASURED)})"
_GROUP = r"(?:组|段|份|堆|盘|队|排|行|束|袋|盒|小袋|小盒|杯|瓶|碗|包|家|户)"
_THING = r"[^<>0-9，的平均每把给成分]{0,4}"
_PEOPLE = ("人", "小朋友", "同学", "学生", "孩子", "孙子", "孙女", "朋友", "工人", "战士", "队员")  # not 小组, 班: 每人 of groups is another share
# the whole shared: 把24个苹果, 24个苹果, 有32名同学 (the doer before 把 or 有 said or not)
_WHOLE = rf"(?:[^<>0-9，]{{0,4}}?(?:把|有|买了|团购了|买来))?(?P<n>{N})(?P<m>{_MEASURE})(?P<thing>{_THING})"
_SHARED = rf"平均分(?:给|成)(?P<k>{N}|[0-9]+|[两二三四五六七八九十])(?:(?P<g>{_GROUP})|(?P<km>个|名|位)?(?P<sharer>[^<>0-9，的]{{1,4}}))"
# the sharers counted, then 平分 (团购了12斤车厘子，4家平分): an equal split said by its one word
_SHARED_AFTER = rf"(?P<k>{N}|[两二三四五六七八九十])(?:(?P<g>家|户|组)|(?P<km>个|名|位)?(?P<sharer>人|小朋友|同学|孩子|朋友))平分"
_ONE = re.compile(rf"{_WHOLE}{_SHARED}")
_HAD = re.compile(_WHOLE)
_SPLIT = re.compile(_SHARED)
_SPLIT_AFTER = re.compile(_SHARED_AFTER)
_EACH_ASKED = re.compile(rf"(?:平均)?每(?P<each>人|个|名|位|{_GROUP})?(?P<sharer>[^<>0-9，的多几能可分得有]{{0,4}}?)"
                         rf"(?:能|可以)?(?:分到|分得|分|得到|得|有|是)?(?:多少|几)(?P<m>{_MEASURE})(?P<thing>{_THING})")
_EACH_TOLD = re.compile(rf"每(?:人|个(?P<sharer>[^<>0-9，]{{1,4}}?))(?:分|分到|分给)(?P<e>{N})(?P<m>{_MEASURE})")
_SHARERS_ASKED = re.compile(r"(?:可以|能)?分给(?:几|多少)(?:人|个(?P<sharer>[^<>0-9，]{1,4}))")
_OTHERWISE = re.compile("约|大概|左右|不|没|如果|假如|又|再|另|剩|余|吃|倍|比|一共|共|若干|至少|最多|还")


@triggered_by(text=("平均分", "平分", "每人分", "每个"))
def read_equal_sharing_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or not 2 <= len(clauses) <= 3 or _OTHERWISE.search("".join(clauses)):
        return None
    if len(clauses) == 3 and _EACH_TOLD.fullmatch(clauses[1]):
        return _sharers(slots, clauses)
    story = _ONE.fullmatch(clauses[0]) if len(clauses) == 2 else None
    if len(clauses) == 3:
        had, split = _HAD.fullmatch(clauses[0]), _SPLIT.fullmatch(clauses[1])
        story = None if had is None or split is None else _ONE.fullmatch(clauses[0] + clauses[1])
        if had is not None and (after := _SPLIT_AFTER.fullmatch(clauses[1])) is not None:
            story = {**had.groupdict(), **after.groupdict()}
    asked = _EACH_ASKED.fullmatch(clauses[-1])
    if story is None or asked is None or not uses_every_number(clauses, [story["n"], *_slotted(story["k"])]):
        return None
    if asked["m"] != story["m"] or asked["thing"] not in ("", story["thing"]) or not _each_of(asked, story):
        return None
    n, k = slots.number(story["n"]).plain(), _value(slots, story["k"])
    return exact_task(Fraction(n) / Fraction(k), _unit(story["m"]), f"{n}/{k}")


def _each_of(asked: re.Match, story: re.Match) -> bool:
    """The question's 每… is the sharers': 每人 of persons, 每个小朋友 of 小朋友, 每组 of 组."""
    if story["g"]:
        return asked["each"] == story["g"] and not asked["sharer"]
    sharer = story["sharer"]
    if asked["each"] == "人" and not asked["sharer"]:
        return sharer in _PEOPLE
    return asked["each"] in ("个", "名", "位") and asked["sharer"] == sharer


def _sharers(slots: Slots, clauses: list[str]) -> Task | None:
    """有18个苹果，每人分3个，可以分给几人: the whole over each one's share."""
    had, each, asked = _HAD.fullmatch(clauses[0]), _EACH_TOLD.fullmatch(clauses[1]), _SHARERS_ASKED.fullmatch(clauses[2])
    if had is None or each is None or asked is None or each["m"] != had["m"]:
        return None
    if each["sharer"] != asked["sharer"] and not (each["sharer"] is None and asked["sharer"] in _PEOPLE):
        return None  # 每个盘子放3个 … 分给几个小朋友: other sharers
    if not uses_every_number(clauses, [had["n"], each["e"]]):
        return None
    n, e = (slots.number(s).plain() for s in (had["n"], each["e"]))
    return exact_task(Fraction(n) / Fraction(e), "人", f"{n}/{e}")


def _unit(measure: str) -> str:
    return measure if measure in _MEASURED else "个"  # a count must come out whole


_DIGITS = {"两": "2", "二": "2", "三": "3", "四": "4", "五": "5", "六": "6", "七": "7", "八": "8", "九": "9", "十": "10"}


def _slotted(k: str) -> list[str]:
    return [k] if k.startswith("<") else []


def _value(slots: Slots, k: str) -> str:
    """The sharers' count: a slot, or the number the clauses put back as a group's name (4组, 四组)."""
    return slots.number(k).plain() if k.startswith("<") else _DIGITS.get(k, k)
