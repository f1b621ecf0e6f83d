"""One amount told for two named periods in Chinese, how much more or less in one of them asked: "这周跑了二十八公里，上周跑了
二十一公里，这周比上周多跑了几公里" → 28-21; "上个月外卖花了1260，这个月花了980，少花了多少" → 1260-980; "多跑了几公里？上个月跑了86公里，
这个月跑了102公里" → 102-86.

The two periods are of one kind (上周 / 这周, 上个月 / 这个月, 去年 / 今年, 昨天 / 今天), one before and one now; each clause
tells one amount by the same doing (the thing named once: 上个月水费交了86元，这个月交了112元), in the same unit or none.
The question names the period asked (这周比上周多…) or none, and then asks of the one now; 多 must be more, 少 less. An
opening clause with no number and no period (老婆让我算算) is an aside; one person may be named before the first period
(小赵这个月骑了320公里). Not read (slow): another unit or thing, another
person, a period the story does not tell, a hedge, a condition, a number more, a sum, a percentage.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import clauses_asked_last, exact_task, number, uses_every_number
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import words_zh

# Each period word: its kind, and whether it is now (True) or before (False)
_PERIODS = {"上周": ("week", False), "这周": ("week", True), "本周": ("week", True), "上星期": ("week", False),
            "上个星期": ("week", False), "这个星期": ("week", True), "这星期": ("week", True),
            "上个月": ("month", False), "上月": ("month", False), "这个月": ("month", True), "本月": ("month", True),
            "去年": ("year", False), "今年": ("year", True), "昨天": ("day", False), "今天": ("day", True),
            "上次": ("time", False), "这次": ("time", True), "上学期": ("term", False), "这学期": ("term", True)}
_WHEN = "|".join(sorted(_PERIODS, key=len, reverse=True))
_UNIT = r"公里|千米|米|元|块钱|块|度|小时|分钟|吨|次|页|本|个|斤|公斤|千克|克|升|步|杯|单|瓶"
_TOLD = re.compile(rf"(?P<pre>[^<>0-9，]{{1,3}}?)?(?P<when>{_WHEN})(?P<rest>[^<>0-9，]{{0,8}}?)(?P<n>{N})(?P<unit>{_UNIT})?")
_ASKED = re.compile(rf"(?P<when>{_WHEN})?(?:比(?P<other>{_WHEN}))?(?P<dir>多|少)(?P<verb>[^<>0-9，多少几]{{0,3}}?)了?"
                    rf"(?:多少|几)(?P<unit>{_UNIT}|钱)?(?P<noun>[^<>0-9，]{{0,2}}?)(?:呢|啊)?")
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|还|剩|又|再|另|估计|可能|差不多|和|与|跟|及|百分之|倍|计划|目标|打算|"
                        "平均|每|一共多|总共多")
_FILLER = re.compile("了|一共|总共|共|是")
_MONEY = {"块钱": "元", "块": "元"}


def _same_doing(a: str, b: str) -> bool:
    """One doing told twice, its thing named once or twice (水费交 … 交, 跑步 … 跑, 骑车通勤骑 … 骑)."""
    return not a or not b or a.endswith(b) or b.endswith(a) or a.startswith(b) or b.startswith(a)


def _someone_else(rest: str) -> bool:
    return any(w.kind == "person" or w.kind == "pronoun" and w.word not in ("我", "我们") for w in words_zh(rest)) \
        if rest else False


def _one_teller(pre: str | None) -> bool:
    """Who opens the clause before its period: no one, the speaker, or one person by name (小赵这个月骑了320公里)."""
    if not pre or pre in ("我", "我们"):
        return True
    split = words_zh(pre[1:] if pre[0] in "小老阿" and len(pre) > 1 else pre)  # 小赵, 老王: jieba splits off 小
    return len(split) == 1 and split[0].kind == "person"


@triggered_by(text=tuple(_PERIODS))
def read_two_periods_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_asked_last(slots)
    if clauses is None:
        return None
    if len(clauses) == 4 and not re.search(rf"{N}|多少|几|{_WHEN}|[:：]", clauses[0]):
        clauses = clauses[1:]  # 老婆让我算算: an aside with no number, no period, no question
    if len(clauses) != 3 or _OTHERWISE.search("".join(clauses)):
        return None
    first, second, asked = _TOLD.fullmatch(clauses[0]), _TOLD.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if first is None or second is None or asked is None:
        return None
    (kind_a, now_a), (kind_b, now_b) = _PERIODS[first["when"]], _PERIODS[second["when"]]
    if kind_a != kind_b or now_a == now_b:
        return None
    rest_a, rest_b = _FILLER.sub("", first["rest"]), _FILLER.sub("", second["rest"])
    if not _same_doing(rest_a, rest_b) or _someone_else(rest_a) or _someone_else(rest_b) \
            or first["pre"] and second["pre"] and first["pre"] != second["pre"] \
            or not all(_one_teller(m["pre"]) for m in (first, second)):
        return None
    unit = _MONEY.get(first["unit"], first["unit"])
    if unit != _MONEY.get(second["unit"], second["unit"]):
        return None  # 公里 beside 英里, or one amount in a unit and the other in none
    asked_unit = asked["unit"]
    if asked_unit and asked_unit != unit and not (asked_unit == "钱" and unit in ("元", None)):
        return None
    verb, noun = asked["verb"], asked["noun"]
    if verb and verb not in rest_a + rest_b:
        return None  # 多走了 after 跑了: another doing
    if noun and (not asked_unit or noun not in rest_a + rest_b and max(len(rest_a), len(rest_b)) > 2):
        return None  # 几圈 after 公里: another measure; 多少度电 after 用了 … 用了: the thing named by the question alone
    told = {first["when"]: first["n"], second["when"]: second["n"]}
    now = first["when"] if now_a else second["when"]
    subject = asked["when"] or now
    if subject not in told or asked["other"] and (asked["other"] not in told or asked["other"] == subject):
        return None  # 下周要比这周多跑几公里: a period the story does not tell
    other = next(w for w in told if w != subject)
    if not uses_every_number(clauses, [first["n"], second["n"]]):
        return None
    diff = number(slots, told[subject]) - number(slots, told[other])
    if asked["dir"] == "少":
        diff = -diff
    big, small = (told[subject], told[other]) if asked["dir"] == "多" else (told[other], told[subject])
    return exact_task(diff, unit or "个", f"{slots.number(big).plain()}-{slots.number(small).plain()}") if diff > 0 \
        else None
