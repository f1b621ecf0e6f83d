"""A rate of a doing per period in Chinese (工作效率), its thing said before or after the amount, times a count of
periods, or a total over it: "一台机器每小时生产零件120个，8小时生产多少个" → 120*8; "王师傅每天做35个零件，做了6天，一共做了多少个
零件" → 35*6; "每分钟跳绳110下，4分钟跳了多少下"; "一个工程队每天修路80米，修一条560米长的路需要多少天" → 560/80.

The rate's period is the one counted (每小时 … 8小时), its unit the one asked (多少个), its doing the one done again
(生产 … 生产; none said again is the same one), its thing the one asked where the question names one. A period asked
(需要多少天) must come out whole: 7.78 days is 8 to one teacher and 7 to another. Not read (slow): another period, unit,
thing or doer, a hedge, a condition, a rest or a second step, a number more.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .known_periods_zh import KNOWN_SPAN_ASKED, TIMES_SPENT, periods_in
from .teacher_words_zh import UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_PERIOD = r"(?:小时|分钟|秒钟|秒|天|周|星期|个月|月|年)"
_UNIT = rf"(?:{UNIT_ZH}|元|人|名|下|次|圈|趟|杯|碗)"
_THING = r"[^<>0-9，的是比多少几每]{0,4}"
_DOING = r"[^<>0-9，的是比多少几每了]{0,4}?"


def _rate_in(unit: str) -> re.Pattern:
    return re.compile(rf"(?P<who>[^<>0-9，每]{{0,8}}?)(?:每|一)(?P<per>{_PERIOD})(?P<doing>{_DOING})(?P<r>{N})(?P<u>{unit})"
                      rf"(?P<thing>{_THING})")


_RATE = _rate_in(_UNIT)
_TIME_RATE = _rate_in(TIMES_SPENT)  # 每天练字30分钟: over known periods only
# 8小时生产多少个 / 3分钟跳了多少下: the periods and the question in one clause
_SPAN_ASKED = re.compile(rf"(?P<t>{N})(?P<per>{_PERIOD})(?:一共|总共|共)?(?P<doing>{_DOING})了?"
                         rf"(?:多少|几)(?P<u>{_UNIT})(?P<thing>{_THING})")
# 做了6天 … 一共做了多少个零件: the periods told, then asked
_SPAN = re.compile(rf"(?P<doing>{_DOING})了?(?P<t>{N})(?P<per>{_PERIOD})")
_TOTAL_ASKED = re.compile(rf"(?:一共|总共|共)?(?P<doing>{_DOING})了?(?:多少|几)(?P<u>{_UNIT})(?P<thing>{_THING})")
# 修一条560米长的路需要多少天, 生产28800个螺丝需要多少天: the total told, its periods asked
_PERIODS_ASKED = re.compile(rf"(?P<doing>{_DOING})(?:一[条块篇片段批])?(?P<w>{N})(?P<u>{_UNIT})(?:长的|的)?(?P<thing>{_THING}?)"
                            rf"(?:需要|要|得|用)?(?:多少|几)(?:个)?(?P<per>{_PERIOD})")
# 要印4800本练习册 / 计划生产3600台机器: the total told first; 需要几天印完: its periods asked after the rate
_TOTAL = re.compile(rf"[^<>0-9，每]{{0,8}}?(?:要|计划|需要|准备)(?P<doing>{_DOING})(?P<w>{N})(?P<u>{_UNIT})(?P<thing>{_THING})")
_PERIODS_LEFT_ASKED = re.compile(rf"(?:需要|要|得|用)?(?:几|多少)(?:个)?(?P<per>{_PERIOD})(?:能|可以|才能)?(?P<doing>{_DOING})(?:完成|完)")
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|还|剩|又|再|另|其中|比|倍|休息|停|已经|平均|最|至少|可能|以为|估计|据说"
                        "|管")  # 最快每小时: a bound; 进水管 … 出水管: pipes of a pool, filled and drained
_SAME_PERIOD = {"星期": "周", "个月": "月", "秒钟": "秒"}


def _period(word: str) -> str:
    return _SAME_PERIOD.get(word, word)


def _same_doing(said: str, rate_doing: str) -> bool:
    """The doing said again is the rate's (生产 … 生产, 跳绳 … 跳), or none is said again; 加工 … 做 is another."""
    said = said.removesuffix("了")
    return not said or said == rate_doing or bool(rate_doing) and (rate_doing.startswith(said) or said.startswith(rate_doing))


def _thing_fits(asked: str, told: str, doing: str) -> bool:
    return asked in ("", told) or asked in doing or told.endswith(asked)


@triggered_by(text=("每", "小时", "分钟", "秒", "天", "周", "星期", "月", "年"))  # 每小时, or 一小时 said for it (一 a number slot)
def read_per_period_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) not in (2, 3) or _OTHERWISE.search("".join(clauses)):
        return None
    if len(clauses) == 3 and _TOTAL.fullmatch(clauses[0]):
        return _total_first(clauses, slots)
    rate = _RATE.fullmatch(clauses[0]) or len(clauses) == 2 and _TIME_RATE.fullmatch(clauses[0]) or None
    if rate is None or "一共" in rate["who"] or "有" in rate["who"]:  # 水池有进水管每小时: a thing of the story's, not its doer
        return None
    if re.search("和|与|跟|同|、", rate["who"]):
        return None  # 王师傅和徒弟每天做35个: each of them, or the two together?
    thing = rate["thing"]
    if len(clauses) == 2:
        span = _SPAN_ASKED.fullmatch(clauses[1])
        if span is not None and _fits(rate, span, span["doing"], span["u"], span["thing"], thing) \
                and uses_every_number(clauses, [rate["r"], span["t"]]):
            return _product(slots, rate, span["t"])
        asked = _PERIODS_ASKED.fullmatch(clauses[1])
        if asked is not None and _period(asked["per"]) == _period(rate["per"]) and asked["u"] == rate["u"] \
                and _same_doing(asked["doing"], rate["doing"]) and _thing_fits(asked["thing"], thing, rate["doing"]) \
                and uses_every_number(clauses, [rate["r"], asked["w"]]):
            return _periods(slots, asked["w"], rate)
        return _over_known_periods(clauses, rate, slots)
    span, asked = _SPAN.fullmatch(clauses[1]), _TOTAL_ASKED.fullmatch(clauses[2])
    if span is None or asked is None or not _same_doing(span["doing"], rate["doing"]) \
            or not _fits(rate, span, asked["doing"], asked["u"], asked["thing"], thing) \
            or not uses_every_number(clauses, [rate["r"], span["t"]]):
        return None
    return _product(slots, rate, span["t"])


def _total_first(clauses: list[str], slots: Slots) -> Task | None:
    """"印刷厂要印4800本练习册，每天印600本，需要几天印完": the total, the rate, the periods asked."""
    total, rate, asked = _TOTAL.fullmatch(clauses[0]), _RATE.fullmatch(clauses[1]), _PERIODS_LEFT_ASKED.fullmatch(clauses[2])
    if total is None or rate is None or asked is None or rate["who"] or total["u"] != rate["u"] \
            or _period(asked["per"]) != _period(rate["per"]) or not _same_doing(total["doing"], rate["doing"]) \
            or not _same_doing(asked["doing"], rate["doing"]) and not _same_doing(asked["doing"], total["doing"]) \
            or not _thing_fits(rate["thing"], total["thing"], total["doing"]) \
            or not uses_every_number(clauses, [total["w"], rate["r"]]):
        return None
    return _periods(slots, total["w"], rate)


def _periods(slots: Slots, w: str, rate: re.Match) -> Task | None:
    """The periods a total `w` takes at the rate, where they come out whole (7.78 days is 8 to one teacher, 7 to another)."""
    value = number(slots, w) / number(slots, rate["r"])
    if value.denominator != 1:
        return None
    return exact_task(value, rate["per"], f"{slots.number(w).plain()}/{slots.number(rate['r']).plain()}")


def _over_known_periods(clauses: list[str], rate: re.Match, slots: Slots) -> Task | None:
    """"每天跑步2千米，一个星期跑多少千米": the rate over periods of a length everyone knows (known_periods_zh.py)."""
    span = KNOWN_SPAN_ASKED.match(clauses[1])
    if span is None or _period(span["per"]) == _period(rate["per"]):
        return None
    asked = re.fullmatch(rf"(?P<u>{_UNIT}|{TIMES_SPENT})(?P<thing>{_THING})", clauses[1][span.end():])
    count = periods_in(rate["per"], span["per"], span["t"] == "半", "".join(clauses))
    if asked is None or count is None or asked["u"] != rate["u"] or not _same_doing(span["doing"], rate["doing"]) \
            or not _thing_fits(asked["thing"], rate["thing"], rate["doing"]) \
            or not uses_every_number(clauses, [rate["r"], *([span["t"]] if span["t"].startswith("<") else [])]):
        return None
    times = number(slots, span["t"]) * count if span["t"].startswith("<") else count
    shown = f"{slots.number(span['t']).plain()}*{count}" if span["t"].startswith("<") else str(count)
    return exact_task(number(slots, rate["r"]) * times, rate["u"], f"{slots.number(rate['r']).plain()}*{shown}")


def _fits(rate: re.Match, span: re.Match, doing: str, unit: str, asked_thing: str, thing: str) -> bool:
    return _period(span["per"]) == _period(rate["per"]) and unit == rate["u"] and _same_doing(doing, rate["doing"]) \
        and _thing_fits(asked_thing, thing, rate["doing"])


def _product(slots: Slots, rate: re.Match, t: str) -> Task | None:
    value = number(slots, rate["r"]) * number(slots, t)
    return exact_task(value, rate["u"], f"{slots.number(rate['r']).plain()}*{slots.number(t).plain()}")
