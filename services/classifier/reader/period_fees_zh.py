"""A fee paid per period in Chinese (a card, a membership, a rent, a plan) and the periods paid, the money asked:
"健身卡每个月299，办了一年，一共花了多少" → 299*12; "车位月租六百，租了一整年，一共交了多少钱" → 600*12; "视频会员每个月二十五，一年要交多少钱" →
25*12; or a fee of a longer period asked per month: "小刘的健身年卡2400元，平均每个月多少钱" → 2400/12.

The fee names its period before its amount (每个月 / 每月 / 一个月 / 每年 / 一年, or in one word: 月卡, 月租, 月费, 年卡, 年费,
季卡); the periods are paid by one doing (办了, 订了, 续了, 租了, 交了, 用了 …) or named in the question (一年要交多少钱); a
year is 12 months, 半年 6 and a 季度 3, and the periods paid must be whole periods of the fee (a 年卡 for 半年 is not read).
A fee said without a currency (每个月299) is money where the question asks money (多少钱, or 交 / 付 / 花 多少). Not read
(slow): a second fee or any number more, a month given (送), a discount, a hedge (大概, 左右), another fee untold (另算),
a condition, a refund, another thing asked.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_MONTHS = {"月": 1, "个月": 1, "季": 3, "季度": 3, "年": 12}
_SUBJECT = r"[^<>0-9，每?？半两倍]{0,10}?"
# 每个月<n0>元, 一个月<n0>, 每年<n0>块; 月卡<n0>元, 年费是<n0>元, 月租<n0>
_FEE = re.compile(rf"(?P<subject>{_SUBJECT})(?:(?:每|一)个?(?P<per>月|年|季度)|(?P<per_word>月|年|季)(?:卡|租|费))"
                  rf"(?:费用|租金|会费)?(?:是|要|收)?(?P<fee>{N})(?P<currency>元|块钱|块)?")
_SPAN = rf"(?:(?P<t>{N})|(?P<one>一|两))(?P<tper>个月|个季度|季度|年)|(?P<half>半年)|(?P<whole>一整年|整整一年)"
# 我连续办了五个月, 老婆说办一年的, 租了半年, 我买了4个季度
_PAID = re.compile(rf"(?P<who>[^<>0-9，]{{0,4}}?)(?:连续|一口气|一共|总共)?(?:打算|准备|想|要)?"
                   rf"(?:办了|办|订了|订|续了|续|续费了|租了|租|交了|买了|买|充了|开了|开通了|用了|包了)(?:{_SPAN})的?")
_MONEY = r"(?:多少钱|多少元|几块钱)"
_ANY = r"(?:多少钱|多少元|几块钱|多少(?P<noun>[^<>0-9，]{0,3}))"
_VERB = r"(?:要|得|应|应该|需要)?(?P<verb>付|交|花|给)?了?"
# 一共花了多少, 总共多少钱, 得付多少
_TOTAL_ASKED = re.compile(rf"(?:一共|总共|共|总)?{_VERB}{_ANY}")
# 一年要交多少钱, 一年下来大概 (hedges are refused before)
_SPAN_ASKED = re.compile(rf"(?:{_SPAN})(?:下来)?(?:一共|总共|共)?{_VERB}{_ANY}")
# 平均每个月多少钱, 每个月合多少钱, 算下来每个月多少钱
_MONTH_ASKED = re.compile(rf"(?:平均|算下来|平均下来|折合|算起来)?(?:每个月|每月|一个月)(?:平均)?(?:合|算|是|要|摊)?{_MONEY}")
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|还|剩|又|再|另|送|折|优惠|减|免|退|涨|降|比|倍|差不多|可能|估计|"
                        "以上|以下|押|利息|每次|每周|每天|次|加")
_WHO = ("", "我", "我们", "咱", "咱们", "他", "她", "老婆说", "老公说")


def clauses_asked_last(slots: Slots) -> list[str] | None:
    """The story's clauses with a question asked first (一年要交多少钱？宽带每个月88元) put last."""
    clauses = story_clauses(slots)
    if clauses is None:
        return None
    parts = [p for clause in clauses for p in re.split("[?？]", clause) if p]
    if len(parts) > 1 and re.search("多少|几", parts[0]) and not any(re.search("多少|几", p) for p in parts[1:]):
        parts = parts[1:] + parts[:1]
    return parts


def _span_months(m: re.Match, slots: Slots) -> tuple[Fraction, str | None] | None:
    """The months a span names, and its number slot (None for a span in words: 一年, 半年, 一整年)."""
    if m["half"]:
        return Fraction(6), None
    if m["whole"]:
        return Fraction(12), None
    per = _MONTHS[m["tper"].removeprefix("个")]
    if m["t"]:
        return number(slots, m["t"]) * per, m["t"]
    return (1 if m["one"] == "一" else 2) * Fraction(per), None


@triggered_by(text=("月", "年", "季"))
def read_period_fee_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_asked_last(slots)
    if clauses is None or len(clauses) not in (2, 3) or _OTHERWISE.search("".join(clauses)) \
            or re.search("半(?!年)", "".join(clauses)):
        return None  # 半 only as 半年 (word_quantities.py lets this reader's 半 pass)
    fee = _FEE.fullmatch(clauses[0])
    if fee is None:
        return None
    per_months = _MONTHS[fee["per"] or fee["per_word"]]
    question = clauses[-1]
    if len(clauses) == 3:
        paid, asked = _PAID.fullmatch(clauses[1]), _TOTAL_ASKED.fullmatch(question)
        if paid is None or asked is None or paid["who"] not in _WHO:
            return None
        span = _span_months(paid, slots)
    else:
        month_asked = _MONTH_ASKED.fullmatch(question)
        if month_asked is not None:  # 年卡2400元，平均每个月多少钱: money asked, the fee's own currency or none
            if per_months == 1 or not uses_every_number(clauses, [fee["fee"]]):
                return None
            value = number(slots, fee["fee"]) / per_months
            return exact_task(value, "元", f"{slots.number(fee['fee']).plain()}/{per_months}")
        asked = _SPAN_ASKED.fullmatch(question)
        if asked is None:
            return None
        span = _span_months(asked, slots)
    if span is None or not _money_asked(asked, fee):
        return None
    months, slot = span
    periods = months / per_months
    if periods.denominator != 1 or not uses_every_number(clauses, [fee["fee"]] + ([slot] if slot else [])):
        return None  # a 年卡 for 半年: not whole periods of the fee
    value = number(slots, fee["fee"]) * periods
    return exact_task(value, "元", f"{slots.number(fee['fee']).plain()}*{periods}")


def _money_asked(asked: re.Match, fee: re.Match) -> bool:
    """The question asks money: by its words (多少钱), by a verb of paying (交了多少) for a fee without a currency, or by
    the fee's own noun (房租每月2500元 … 多少房租) for one with a currency."""
    noun = asked["noun"]
    if noun is None:
        return True  # 多少钱, 多少元, 几块钱
    noun = noun.removesuffix("呢").removesuffix("啊").removesuffix("呀")
    if noun:
        return noun in fee["subject"]
    return bool(asked["verb"] or fee["currency"])
