"""A share of a whole (issue 15, the composition layer): a whole told, a fraction or a percentage of it spent, used, sold
or set aside, and the question that part or the rest; or a whole and a part of it told, a rate asked (胜率, 出勤率, 合格率,
发芽率, 正确率 = part ÷ whole × 100).

妈妈有200元，买菜花了其中的四分之一，买菜花了多少元 → 200×1/4; 水果店运来苹果360千克，上午卖出了三分之二，还剩多少千克 →
360×(1−2/3); 一块地有60公顷，其中的百分之四十种玉米，种玉米的有多少公顷 → 60×40%; 篮球队比赛了25场，赢了20场，胜率是多少 →
20÷25×100.

Read only where the story is exactly these two clauses and the question, the whole first: every number used once, the
part asked named by the share's own words (买肉花了多少 after 买菜花了: slow; 下午卖出 after 上午卖出: slow), the unit asked
the whole's, the share below the whole. A rate's part says the rate's own doing (赢 of 胜率, 对 of 正确率: 做错了2道 is the
rest, slow), in the whole's unit. A second change (又, 再), a condition, a negation, an estimate: slow; so is the rest
after a percentage done (卖掉了45%，还剩多少件) or after a part read (看了它的四分之一，还剩多少页), as the project's labels
have them (test_general_phrasings.py, compose_zh_29_hostile.jsonl), and a share said with 是 (是妈妈的三分之一: a
multiple, compose_zh.py's).
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import STOPS, UNIT, f, names_written_back, shown, value
from .quantities_zh import unit_key
from .vocab_zh import clauses_zh

_GATE = re.compile("分之|<p|率")
_WHOLE = re.compile(rf"(?P<h>[^<>]*?)<n(?P<k>\d+)>(?P<u>{UNIT})(?P<t>[^<>]{{0,4}})")
_SHARE = re.compile(r"(?P<v>[^<>]*?)(?P<s><n(?P<den>\d+)>分之<n(?P<num>\d+)>|<p(?P<p>\d+)>)(?P<after>[^<>]*)")
# The words between a doing and its share: 花了其中的, 看了全书的, 剪去了它的
_OF_WHOLE = re.compile("(?:其中的?|全书的|全部的?|总数的|它的|这些的?|的)$")
_REST = re.compile(rf"(?:还)?剩(?:下|余)?(?:了)?(?:多少|几)(?P<u>{UNIT})?")
_PART_ASKED = re.compile(rf"(?P<q>[^<>]*?)(?:是|有|为)?(?:多少|几)(?P<u>{UNIT})?")
_NOT_SAID = re.compile("又|再|然后|接着|之后|以后|后来|每|比(?!赛)|倍|占|平均|一共|共|剩|还")
# A price, a discount, a profit, a tax: the discount and percentage readers' (优惠了20%，优惠多少)
_PRICES = re.compile("价|优惠|折|降|涨|利润|利息|利率|税|费|成本|赚|亏")
_FUNCTION = re.compile("[的了是有她他它们这那共一能要]|一共|已经")
# A rate asked, and the words its part must say
_RATES = {"胜": "赢|胜", "出勤": "出勤|到校|到了", "合格": "合格", "发芽": "发芽", "正确": "做对|答对|对了|正确",
          "成活": "成活|活了", "及格": "及格", "优秀": "优秀", "达标": "达标", "命中": "命中|投中|射中"}
_RATE_ASKED = re.compile(rf"(?P<r>{'|'.join(_RATES)})率(?:是|为)?(?:多少|百分之几)")


def shares_composed_zh(slots: Slots, core: str) -> Task | None:
    """A share of a whole, or the rest, or a rate of a part in a whole, or None."""
    if not _GATE.search(core) or STOPS.search(core) or _PRICES.search(core) or not ("多少" in core or "几" in core):
        return None
    text, _ = names_written_back(core, slots)  # 第一周用去了: a number that names
    clauses = clauses_zh(text)
    if len(clauses) != 3:
        return None
    whole = _WHOLE.fullmatch(clauses[0])
    if whole is None or re.search("又|再|每|比(?!赛)|倍|占|平均|剩", clauses[0]):
        return None
    total = value(slots, int(whole.group("k")))
    if total is None:
        return None
    if (rate := _RATE_ASKED.fullmatch(clauses[2])) is not None:
        expression = _rate(clauses[1], rate.group("r"), whole, total, slots)
    else:
        expression = _share(clauses[1], clauses[2], whole, total, slots)
    if expression is None:
        return None
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, "composed_share_zh")


def _share(told: str, question: str, whole: re.Match, total: Fraction, slots: Slots) -> str | None:
    m = _SHARE.fullmatch(told)
    if m is None or _NOT_SAID.search(told) or "<" in m.group("after"):
        return None
    share = _share_value(m, slots)
    if share is None:
        return None
    doing, after = _OF_WHOLE.sub("", m.group("v")), m.group("after")
    if "是" in m.group("v") or doing and not re.search("[了去掉出走完]$", doing) or not doing and not after:
        return None  # 她的年龄是妈妈的三分之一: a multiple, not a share done; a share with no doing
    if re.match(UNIT, after):
        return None  # 用去了四分之一米: an amount, not a share
    unit = whole.group("u")
    if (rest := _REST.fullmatch(question)) is not None:
        if m.group("p") is not None or re.search("[看读听学背]", doing):
            return None  # the rest after a percentage done, or after a part read (the book still has its pages): slow
            # by the project's labels (test_general_phrasings.py, compose_zh_29_hostile.jsonl)
        asked, part = rest.group("u") or "", 1 - share
        expression = f"{f(total)}*(1-{f(share)})"
    else:
        asked_m = _PART_ASKED.fullmatch(question)
        if asked_m is None or _NOT_SAID.search(question):
            return None
        words = _FUNCTION.sub("", asked_m.group("q"))
        if not words or any(ch not in m.group("v") + after for ch in words):
            return None  # 买肉花了 after 买菜花了, 下午卖出 after 上午卖出
        asked, part = asked_m.group("u") or "", share
        expression = f"{f(total)}*{f(share)}"
    if asked and unit_key(asked) != unit_key(unit) or not shown(total * part, unit):
        return None
    return expression


def _share_value(m: re.Match, slots: Slots) -> Fraction | None:
    if m.group("p") is not None:
        item = slots.items[int(m.group("p"))]
        if not item.percent or not ("%" in item.raw or "百分" in item.raw):
            return None  # 七成 is a discount readers' word
        share = Fraction(str(item.value)) / 100
    else:
        den, num = value(slots, int(m.group("den"))), value(slots, int(m.group("num")))
        if not den or not num:
            return None
        share = num / den
    return share if 0 < share < 1 else None


def _rate(told: str, rate: str, whole: re.Match, total: Fraction, slots: Slots) -> str | None:
    part_m = _WHOLE.fullmatch(told)
    if part_m is None or _NOT_SAID.search(told) or re.search(_RATES[rate], clauses_of(whole)):
        return None
    if not re.search(_RATES[rate], part_m.group("h") + part_m.group("t")):
        return None  # 做错了2道 of 正确率, 平了 of 胜率
    said = re.sub(_RATES[rate], "", part_m.group("h") + part_m.group("t"))
    said = re.sub("今天|昨天|本月|这个月|实际|结果|一共|共|已经|其中|[了有的是]", "", said)
    if any(ch not in clauses_of(whole) for ch in said):
        return None  # 女生及格20人 of 全班50人: a group within the whole, its rate of which?
    part = value(slots, int(part_m.group("k")))
    if part is None or unit_key(part_m.group("u")) != unit_key(whole.group("u")) or not 0 < part <= total:
        return None
    return f"{f(part)}/{f(total)}*100" if shown(part / total * 100, "") else None


def clauses_of(m: re.Match) -> str:
    return m.group("h") + m.group("t")
