"""A rate of a doing per period in Chinese (工作效率), its thing said before or after the amount, times a count of
periods, or a total over it: "一台机器每小时生产零件120个，8小时生产多少个" → 120*8; "王师傅每天做35个零件，做了6天，一共做了多少个
零件" → 35*6; "每分钟跳绳110下，4分钟跳了多少下"; "一个工程队每天修路80米，修一条560米长的路需要多少天" → 560/80.

The rate's period is the one counted (每小时 … 8小时), its unit the one asked (多少个), its doing the one done again
(生产 … 生产; none said again is the same one), its thing the one asked where the question names one. A period asked
(需要多少天) must come out whole: 7.78 days is 8 to one teacher and 7 to another. Not read (slow): another period, unit,
thing or doer, a hedge, a condition, a rest or a second step, a number more.

A fee paid per period (a card, a membership, a rent, a plan) is this module's too, as the money case of an amount per
period (one owner: it was period_fees_zh.py's, whose 房租每月2500元 … 交了6个月 this module's doing rate read as well):
"健身卡每个月299，办了一年，一共花了多少" → 299*12; "车位月租六百，租了一整年，一共交了多少钱" → 600*12; "视频会员每个月二十五，一年要交多少钱"
→ 25*12; or a fee of a longer period asked per month: "小刘的健身年卡2400元，平均每个月多少钱" → 2400/12. The fee names its
period before its amount (每个月 / 一个月 / 每年, or in one word: 月卡, 月租, 月费, 年卡, 年费, 季卡); the periods are paid by
one doing (办了, 订了, 续了, 租了, 交了 …) or named in the question (一年要交多少钱); a year is 12 months, 半年 6 and a 季度 3,
and the periods paid must be whole periods of the fee (a 年卡 for 半年 is not read). A fee said without a currency
(每个月299) is money where the question asks money. Not read (slow): a second fee or any number more, a month given (送),
a discount, a hedge, another fee untold (另算), a condition, a refund, another thing asked. A request both readings read
into different values reads two ways: not read.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .known_periods_zh import KNOWN_SPAN_ASKED, TIMES_SPENT, periods_in
from .teacher_words_zh import UNIT_ZH, clauses_asked_last, exact_task, exact_in, number, story_clauses, uses_every_number
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


# 每小时, or 一小时 said for it (一 a number slot); 季卡 of a fee
@triggered_by(text=("每", "小时", "分钟", "秒", "天", "周", "星期", "月", "年", "季"))
def read_per_period_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    rate, fee = _doing_rate(slots), _period_fee(slots)
    if rate is not None and fee is not None and rate[0] != fee[0]:
        return None  # read two ways
    reading = rate or fee
    return None if reading is None else exact_task(*reading)


_Reading = tuple[Fraction, str, str]  # a value, its unit, the expression shown


def _doing_rate(slots: Slots) -> _Reading | None:
    """A rate of a doing per period (the module's first shape); 半 is no part of it (the fee's 半年 is)."""
    clauses = story_clauses(slots)
    if clauses is not None and "半" in "".join(clauses):
        return None
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


def _total_first(clauses: list[str], slots: Slots) -> _Reading | None:
    """"印刷厂要印4800本练习册，每天印600本，需要几天印完": the total, the rate, the periods asked."""
    total, rate, asked = _TOTAL.fullmatch(clauses[0]), _RATE.fullmatch(clauses[1]), _PERIODS_LEFT_ASKED.fullmatch(clauses[2])
    if total is None or rate is None or asked is None or rate["who"] or total["u"] != rate["u"] \
            or _period(asked["per"]) != _period(rate["per"]) or not _same_doing(total["doing"], rate["doing"]) \
            or not _same_doing(asked["doing"], rate["doing"]) and not _same_doing(asked["doing"], total["doing"]) \
            or not _thing_fits(rate["thing"], total["thing"], total["doing"]) \
            or not uses_every_number(clauses, [total["w"], rate["r"]]):
        return None
    return _periods(slots, total["w"], rate)


def _periods(slots: Slots, w: str, rate: re.Match) -> _Reading | None:
    """The periods a total `w` takes at the rate, where they come out whole (7.78 days is 8 to one teacher, 7 to another)."""
    value = number(slots, w) / number(slots, rate["r"])
    if value.denominator != 1:
        return None
    return _exact(value, rate["per"], f"{slots.number(w).plain()}/{slots.number(rate['r']).plain()}")


def _over_known_periods(clauses: list[str], rate: re.Match, slots: Slots) -> _Reading | None:
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
    return _exact(number(slots, rate["r"]) * times, rate["u"], f"{slots.number(rate['r']).plain()}*{shown}")


def _fits(rate: re.Match, span: re.Match, doing: str, unit: str, asked_thing: str, thing: str) -> bool:
    return _period(span["per"]) == _period(rate["per"]) and unit == rate["u"] and _same_doing(doing, rate["doing"]) \
        and _thing_fits(asked_thing, thing, rate["doing"])


def _product(slots: Slots, rate: re.Match, t: str) -> _Reading | None:
    value = number(slots, rate["r"]) * number(slots, t)
    return _exact(value, rate["u"], f"{slots.number(rate['r']).plain()}*{slots.number(t).plain()}")


def _exact(value: Fraction, unit: str, shown: str) -> _Reading | None:
    """A reading whose value is an answer in its unit (teacher_words_zh.exact_in), else none."""
    return (value, unit, shown) if exact_in(value, unit) else None


# A fee paid per period (the money case): its period, the periods paid, the money asked.
_MONTHS = {"月": 1, "个月": 1, "季": 3, "季度": 3, "年": 12}
_FEE_SUBJECT = r"[^<>0-9，每?？半两倍]{0,10}?"
# 每个月<n0>元, 一个月<n0>, 每年<n0>块; 月卡<n0>元, 年费是<n0>元, 月租<n0>
_FEE = re.compile(rf"(?P<subject>{_FEE_SUBJECT})(?:(?:每|一)个?(?P<per>月|年|季度)|(?P<per_word>月|年|季)(?:卡|租|费))"
                  rf"(?:费用|租金|会费)?(?:是|要|收)?(?P<fee>{N})(?P<currency>元|块钱|块)?")
_FEE_SPAN = rf"(?:(?P<t>{N})|(?P<one>一|两))(?P<tper>个月|个季度|季度|年)|(?P<half>半年)|(?P<whole>一整年|整整一年)"
# 我连续办了五个月, 老婆说办一年的, 租了半年, 我买了4个季度
_FEE_PAID = re.compile(rf"(?P<who>[^<>0-9，]{{0,4}}?)(?:连续|一口气|一共|总共)?(?:打算|准备|想|要)?"
                       rf"(?:办了|办|订了|订|续了|续|续费了|租了|租|交了|买了|买|充了|开了|开通了|用了|包了)(?:{_FEE_SPAN})的?")
_FEE_MONEY = r"(?:多少钱|多少元|几块钱)"
_FEE_ANY = r"(?:多少钱|多少元|几块钱|多少(?P<noun>[^<>0-9，]{0,3}))"
_FEE_VERB = r"(?:要|得|应|应该|需要)?(?P<verb>付|交|花|给)?了?"
# 一共花了多少, 总共多少钱, 得付多少
_FEE_TOTAL_ASKED = re.compile(rf"(?:一共|总共|共|总)?{_FEE_VERB}{_FEE_ANY}")
# 一年要交多少钱, 一年下来大概 (hedges are refused before)
_FEE_SPAN_ASKED = re.compile(rf"(?:{_FEE_SPAN})(?:下来)?(?:一共|总共|共)?{_FEE_VERB}{_FEE_ANY}")
# 平均每个月多少钱, 每个月合多少钱, 算下来每个月多少钱
_FEE_MONTH_ASKED = re.compile(rf"(?:平均|算下来|平均下来|折合|算起来)?(?:每个月|每月|一个月)(?:平均)?(?:合|算|是|要|摊)?{_FEE_MONEY}")
_FEE_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|还|剩|又|再|另|送|折|优惠|减|免|退|涨|降|比|倍|差不多|可能|估计|"
                            "以上|以下|押|利息|每次|每周|每天|次|加")
_FEE_WHO = ("", "我", "我们", "咱", "咱们", "他", "她", "老婆说", "老公说")


def _fee_span_months(m: re.Match, slots: Slots) -> tuple[Fraction, str | None] | None:
    """The months a span names, and its number slot (None for a span in words: 一年, 半年, 一整年)."""
    if m["half"]:
        return Fraction(6), None
    if m["whole"]:
        return Fraction(12), None
    per = _MONTHS[m["tper"].removeprefix("个")]
    if m["t"]:
        return number(slots, m["t"]) * per, m["t"]
    return (1 if m["one"] == "一" else 2) * Fraction(per), None


def _period_fee(slots: Slots) -> _Reading | None:
    """A fee paid per period and the periods paid (the module's money case), or a longer period's fee per month."""
    clauses = clauses_asked_last(slots)
    if clauses is None or len(clauses) not in (2, 3) or _FEE_OTHERWISE.search("".join(clauses)) \
            or re.search("半(?!年)", "".join(clauses)):
        return None  # 半 only as 半年 (word_quantities.py lets this reader's 半 pass)
    fee = _FEE.fullmatch(clauses[0])
    if fee is None:
        return None
    per_months = _MONTHS[fee["per"] or fee["per_word"]]
    question = clauses[-1]
    if len(clauses) == 3:
        paid, asked = _FEE_PAID.fullmatch(clauses[1]), _FEE_TOTAL_ASKED.fullmatch(question)
        if paid is None or asked is None or paid["who"] not in _FEE_WHO:
            return None
        span = _fee_span_months(paid, slots)
    else:
        month_asked = _FEE_MONTH_ASKED.fullmatch(question)
        if month_asked is not None:  # 年卡2400元，平均每个月多少钱: money asked, the fee's own currency or none
            if per_months == 1 or not uses_every_number(clauses, [fee["fee"]]):
                return None
            value = number(slots, fee["fee"]) / per_months
            return _exact(value, "元", f"{slots.number(fee['fee']).plain()}/{per_months}")
        asked = _FEE_SPAN_ASKED.fullmatch(question)
        if asked is None:
            return None
        span = _fee_span_months(asked, slots)
    if span is None or not _fee_money_asked(asked, fee):
        return None
    months, slot = span
    periods = months / per_months
    if periods.denominator != 1 or not uses_every_number(clauses, [fee["fee"]] + ([slot] if slot else [])):
        return None  # a 年卡 for 半年: not whole periods of the fee
    value = number(slots, fee["fee"]) * periods
    return _exact(value, "元", f"{slots.number(fee['fee']).plain()}*{periods}")


def _fee_money_asked(asked: re.Match, fee: re.Match) -> bool:
    """The question asks money: by its words (多少钱), by a verb of paying (交了多少) for a fee without a currency, or by
    the fee's own noun (房租每月2500元 … 多少房租) for one with a currency."""
    noun = asked["noun"]
    if noun is None:
        return True  # 多少钱, 多少元, 几块钱
    noun = noun.removesuffix("呢").removesuffix("啊").removesuffix("呀")
    if noun:
        return noun in fee["subject"]
    return bool(asked["verb"] or fee["currency"])
