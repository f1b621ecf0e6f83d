"""The clauses of a Chinese word problem read as quantities, for compose_zh.py: each clause before the question one
amount with its holder, unit and kind, the question what it asks.

A clause is read in full or not at all (`None`): a clause of no shape below leaves the whole request to the slow path.
Kinds of a told clause (the slotted text, numbers as <nK>, percentages as <pK>):
- held: someone's amount, 白兔有<n0>只, 这个月水费<n0>元, 小红<n0>岁;
- compared: one amount told against another's, 下午借出的比上午多<n1>本, 二班比一班少<n1>人, 裤子比衬衫贵<n1>元;
- times: one as a multiple or a part of another, 爸爸的年龄是她的<n1>倍, 黑兔的只数是白兔的<n1>分之<n2>, 是梨树的<n1>倍;
- rate: an amount each period, 每天散步走<n0>步, 每个月存<n0>元.
A question: what is asked, its holder or the two it compares (比), its unit, and a period it names (一个星期).

Numbers come as the perception layer read them (Chinese numerals, 万, 3斤半, 百分之 as percentages): nothing is
parsed again here but the fraction 三分之二 the slots leave as <nA>分之<nB>.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from dtlib.unit_names import canonical_unit, money_unit

from ..slots import Slots

# Units and measure words an amount is counted in, longest first.
UNITS = ("千克|公斤|千米|公里|厘米|毫米|毫升|分钟|小时|块钱|元钱|个月|星期|平方米|元|块|克|斤|米|升|吨|度|步|下|次|岁|天|年|"
         "周|页|本|只|个|人|名|棵|朵|张|支|条|辆|台|件|袋|箱|杯|瓶|份|盒|双|套|道|题|头|匹|集|晚|根|颗|片|粒|篇|公顷")
# Counts: an answer in one of these is a whole number, or the reading is wrong.
COUNTED = frozenset("步下次页本只个人名棵朵张支条辆台件袋箱杯瓶份盒双套道题头匹集晚根颗片粒篇")
# Words of comparison and their sign: 多 more, 少 less …
SIGNS = {"多": 1, "少": -1, "大": 1, "小": -1, "贵": 1, "便宜": -1, "高": 1, "矮": -1, "低": -1, "重": 1, "轻": -1,
         "长": 1, "短": -1}
_DIRS = "便宜|多|少|大|小|贵|高|矮|低|重|轻|长|短"
# Periods of a fixed size, in the smallest of their family (minutes or months): a day and a month share none.
PERIODS = {"分钟": ("min", 1), "小时": ("min", 60), "天": ("day", 1), "日": ("day", 1), "星期": ("day", 7),
           "周": ("day", 7), "月": ("month", 1), "季度": ("month", 3), "年": ("month", 12)}
_PER = "个星期|星期|个小时|小时|分钟|个月|季度|天|日|周|月|年"
# Amounts a rate may be each of: 每度 0.6 元, 每百公里 8 升, 每集 45 分钟.
_PER_AMOUNT = "百公里|百千米|公里|千米|千克|公斤|吨|度|斤|集|晚|张|本|个|人|次|页|升|米"
_ONE_ITEM = re.compile(r"(?:<n(\d+)>|[这那])(?:个|支|台|件|本|瓶|辆|条|张|只|位|把|双|套|盒|袋|箱|桶|部|架|家)(?=[\u4e00-\u9fff])")
_FRACTION = r"<n(?P<den>\d+)>分之<n(?P<num>\d+)>"
_NUM = r"<n(?P<n>\d+)>"
_FREE = r"[^<>]"

_HELD = re.compile(rf"(?P<h>{_FREE}*?){_NUM}(?P<u>{UNITS})?(?P<t>{_FREE}{{0,3}})")
_COMPARED = re.compile(rf"(?P<s>{_FREE}*?)比(?P<r>{_FREE}+?)(?P<d>{_DIRS})(?P<v>{_FREE}{{0,2}}?)了?{_NUM}(?P<u>{UNITS})?"
                       rf"(?P<t>{_FREE}{{0,2}})")
_TIMES = re.compile(rf"(?P<s>{_FREE}*?)是(?P<r>{_FREE}*?)的(?:<n(?P<k>\d+)>倍|{_FRACTION}|<p(?P<p>\d+)>|(?P<half>一半))")
_PART = re.compile(rf"(?P<s>{_FREE}+?)占了?(?:(?P<r>{_FREE}+?)的)?(?:{_FRACTION}|<p(?P<p>\d+)>|(?P<half>一半))")
# A share said before its doing: 百分之三十五参加了兴趣小组, 其中25%住在市区, 五分之一是新种的.
_PART_FIRST = re.compile(rf"(?:其中)?(?:{_FRACTION}|<p(?P<p>\d+)>)(?:的人)?是?(?P<s>[^<>是]+?)的?")
_RATE = re.compile(rf"(?P<h>{_FREE}*?)每(?P<per>{_PER}|{_PER_AMOUNT})(?P<v>{_FREE}{{0,4}}?){_NUM}(?P<u>{UNITS})(?P<t>{_FREE}{{0,2}})")
# A rate said by one: 一天干<n>小时, 一小时生产<n>个零件 (the one a slot or a character), <n>元一度 (its price first).
_ONE = r"(?:<n(?P<one>\d+)>|一)"
_RATE_ONE_FIRST = re.compile(rf"(?P<h>{_FREE}*?(?<![第前后上下这那同另])){_ONE}(?P<per>{_PER}|{_PER_AMOUNT})"
                             rf"(?P<v>{_FREE}{{0,4}}?){_NUM}(?P<u>{UNITS})(?P<t>{_FREE}{{0,2}})")
_RATE_ONE_AFTER = re.compile(rf"(?P<h>{_FREE}*?){_NUM}(?P<u>{UNITS}){_ONE}(?P<per>{_PER_AMOUNT}|{_PER})")

_ASK = "(?:多少|几)"
_MEASURE_IS = re.compile("(的?(?:年龄|岁数|体重|身高|重量|长度|高度))是(?=<n)")
_EACH = re.compile(f"每个?(星期|小时|分钟|月|季度|天|日|周|年|{_PER_AMOUNT})")
_Q_PERCENT = re.compile(rf"(?P<s>{_FREE}*?)(?:比(?P<r>{_FREE}+?))?(?P<d>多|少|增产|增长|增加|减少|涨|降|轻|重|贵|便宜)"
                        rf"(?P<v>{_FREE}{{0,2}}?)了?百分之几")
_Q_TIMES = re.compile(rf"(?P<s>{_FREE}*?)是(?P<r>{_FREE}+?)的(?P<k>几倍|几分之几)")
_Q_DIFF = re.compile(rf"(?P<s>{_FREE}*?)比(?P<r>{_FREE}+?)(?P<d>{_DIRS})(?P<v>{_FREE}{{0,2}}?)了?{_ASK}(?P<u>{UNITS})?")
# 相差: how far apart two amounts are, of the two named (小明和小红相差) or of both said as one (两人, 他们, 两个仓库: the
# noun after 两 in the holder, both told amounts' holders to say it).
_Q_APART = re.compile(rf"(?:<n(?P<two>\d+)>)?(?P<s>{_FREE}*?)(?:(?:和|与|跟)(?P<r>{_FREE}+?))?相差了?{_ASK}(?P<u>{UNITS})?")
_BOTH = re.compile("(?:他们|她们|它们|他俩|她俩|他们俩|她们俩|俩人|二者)(?:之间)?")
_TWO_OF = re.compile("(?:个|家|只|头|辆|条|根|位|棵)?(?P<noun>[\u4e00-\u9fff]{1,3}?)(?:之间)?")  # after 两: 两个仓库
_NOT_HALF = r"[^<>半]"  # 一年半: no whole period
_Q_PERIOD = re.compile(rf"(?P<h>{_NOT_HALF}*?)(?:(?:<n(?P<n>\d+)>|这<n(?P<this>\d+)>|这|一)个?)(?P<p>星期|周|年|季度|小时|天|分钟)"
                       rf"(?P<v>{_NOT_HALF}{{0,6}}?){_ASK}(?P<u>{UNITS})?(?P<t>{_FREE}{{0,2}})")
_Q_AMOUNT = re.compile(rf"(?P<h>{_FREE}*?){_ASK}(?P<u>{UNITS}|钱)?(?P<t>{_FREE}{{0,2}})")


@dataclass(frozen=True)
class Told:
    """One clause before the question: its kind, its holder (and the one it is compared with), its amount."""
    kind: str  # held | compared | times | rate
    holder: str
    value: Fraction
    unit: str = ""
    ref: str = ""  # compared, times: the one it is told against
    sign: int = 1  # compared: more (1) or less (-1)
    per: str = ""  # rate: the period (or the amount: 度, 百公里) each amount is of
    part: bool = False  # times: a part said by 占 of a whole (its whole may go unsaid)
    verb: str = ""  # compared: the doing compared (多跳了: 跳), "" where it is having
    thing: str = ""  # held: the thing after its unit (借出45本书: 书)
    word: str = ""  # compared: the word of comparison (多, 贵, 高)
    slots: frozenset[int] = field(default_factory=frozenset)


@dataclass(frozen=True)
class Asked:
    """The question: its kind (amount | diff | apart | percent | times | fraction | period), holder, the one compared
    with (apart: the two named, or the noun both are said by, 两个仓库: 仓库)."""
    kind: str
    holder: str
    ref: str = ""
    sign: int = 0  # diff, percent: the way the words say (0 where they say none)
    unit: str = ""
    period: tuple[str, Fraction] | None = None  # period: its family and its size in that family's smallest
    slots: frozenset[int] = field(default_factory=frozenset)
    words: str = ""  # the question's own words: its holders, verb and thing (not its asking words)
    each: str = ""  # period: the period word asked (一周: 周); amount: the period of 每 asked (每个月电费: 月)


def unit_key(unit: str) -> str:
    """One name for one unit: 块 and 元 are yuan, 公斤 and 千克 kilograms; 钱 asks money."""
    if unit == "钱":
        return "CNY"
    return money_unit(unit) or canonical_unit(unit) or unit


def labels_set_aside(text: str, slots: Slots) -> tuple[str, frozenset[int]]:
    """"一支钢笔15元", "一个水龙头每分钟…": a one and its measure before a noun names one item, no amount; it is written
    back as 一支 and its slot is a label the reading need not use. Any other one stays a number."""
    labels: set[int] = set()

    def named(m: re.Match) -> str:
        if m.group(1) is None:
            return m.group()
        k = int(m.group(1))
        item = slots.items[k]
        if getattr(item, "raw", "") != "一" or getattr(item, "percent", True):
            return m.group()
        labels.add(k)
        return "一" + m.group()[len(m.group(1)) + 3:]
    return _ONE_ITEM.sub(named, text), frozenset(labels)


def _value(slots: Slots, k: str | None) -> Fraction | None:
    if k is None:
        return None
    item = slots.items[int(k)]
    if getattr(item, "percent", None) is None or item.ordinal:
        return None
    return Fraction(str(item.value))


def _multiple(m: re.Match, slots: Slots) -> tuple[Fraction, frozenset[int]] | None:
    if m.groupdict().get("half"):
        return Fraction(1, 2), frozenset()
    if m.groupdict().get("k") is not None:
        k = _value(slots, m.group("k"))
        return (k, frozenset({int(m.group("k"))})) if k and not slots.items[int(m.group("k"))].percent else None
    if m.group("p") is not None:
        p, item = _value(slots, m.group("p")), slots.items[int(m.group("p"))]
        said = "%" in item.raw or "百分" in item.raw  # 七成 is the discount readers' (a share of a price or a 成 off?)
        return (p / 100, frozenset({int(m.group("p"))})) if p and item.percent and said else None
    den, num = _value(slots, m.group("den")), _value(slots, m.group("num"))
    if not den or not num or num >= den:
        return None
    return num / den, frozenset({int(m.group("den")), int(m.group("num"))})


def told(clause: str, slots: Slots) -> Told | None:
    """One clause before the question, read as one quantity, or None."""
    if (m := _TIMES.fullmatch(clause)) is not None:
        multiple = _multiple(m, slots)
        if multiple is None:
            return None
        return Told("times", m.group("s"), multiple[0], ref=m.group("r"), slots=multiple[1])
    if (m := _PART.fullmatch(clause)) is not None:  # 房租占了40%: a part of the whole just told
        multiple = _multiple(m, slots)
        if multiple is None or multiple[0] >= 1:
            return None
        return Told("times", m.group("s"), multiple[0], ref=m.group("r") or "", slots=multiple[1], part=True)
    if (m := _PART_FIRST.fullmatch(clause)) is not None:  # a share of the whole just told, its doing after it
        multiple = _multiple(m, slots)
        if multiple is None or multiple[0] >= 1:
            return None
        return Told("times", m.group("s"), multiple[0], slots=multiple[1], part=True)
    if (m := _COMPARED.fullmatch(clause)) is not None:
        value = _value(slots, m.group("n"))
        if not value or slots.items[int(m.group("n"))].percent:
            return None
        return Told("compared", m.group("s"), value, m.group("u") or "", ref=m.group("r"), sign=SIGNS[m.group("d")],
                    slots=frozenset({int(m.group("n"))}), verb=m.group("v").removesuffix("了"), thing=m.group("t"), word=m.group("d"))
    for shape in (_RATE_ONE_FIRST, _RATE_ONE_AFTER):
        if (m := shape.fullmatch(clause)) is not None:
            return _rate_by_one(m, slots)
    if (m := _RATE.fullmatch(clause)) is not None:
        value = _value(slots, m.group("n"))
        if not value or slots.items[int(m.group("n"))].percent:
            return None
        per = m.group("per")
        per = per[1:] if per in ("个月", "个星期", "个小时") else per
        return Told("rate", m.group("h"), value, m.group("u"), per=per, slots=frozenset({int(m.group("n"))}))
    clause = _MEASURE_IS.sub(r"\1", clause)  # 小华的体重是32千克: the measure is what she holds
    if "比" in clause or "每" in clause or "是" in clause.replace("是多少", ""):
        return None
    if (m := _HELD.fullmatch(clause)) is not None:
        value = _value(slots, m.group("n"))
        if value is None or slots.items[int(m.group("n"))].percent:
            return None
        return Told("held", m.group("h"), value, m.group("u") or "", slots=frozenset({int(m.group("n"))}),
                    thing=m.group("t"))
    return None


def _words(m: re.Match, *groups: str) -> str:
    return "".join(m.group(g) or "" for g in groups)


def _rate_by_one(m: re.Match, slots: Slots) -> Told | None:
    """A rate said by one and what it is of (一天 … 6小时): the one, a slot, is the rate's own."""
    one = m.group("one")
    if one is not None and getattr(slots.items[int(one)], "raw", "") != "一":
        return None
    value = _value(slots, m.group("n"))
    if not value or slots.items[int(m.group("n"))].percent:
        return None
    used = {int(m.group("n"))} | ({int(one)} if one is not None else set())
    per = m.group("per")
    per = per[1:] if per in ("个月", "个星期", "个小时") else per
    return Told("rate", m.group("h"), value, m.group("u"), per=per, slots=frozenset(used))


def asked(clause: str, slots: Slots) -> Asked | None:
    """The question clause read as what it asks, or None."""
    if (m := _Q_PERCENT.fullmatch(clause)) is not None:
        word = m.group("d")
        sign = 1 if word in ("多", "增产", "增长", "增加", "涨", "重", "贵") else -1
        return Asked("percent", m.group("s"), m.group("r") or "", sign, words=_words(m, "s", "r", "v"))
    if (m := _Q_TIMES.fullmatch(clause)) is not None:
        return Asked("times" if m.group("k") == "几倍" else "fraction", m.group("s"), m.group("r"),
                     words=_words(m, "s", "r"))
    if (m := _Q_DIFF.fullmatch(clause)) is not None:
        return Asked("diff", m.group("s"), m.group("r"), SIGNS[m.group("d")], m.group("u") or "",
                     words=_words(m, "s", "r", "v"))
    if (m := _Q_APART.fullmatch(clause)) is not None:
        unit = m.group("u") or ""
        if m.group("two") is not None:  # 两人, 两个仓库: the two told
            two = _TWO_OF.fullmatch(m.group("s"))
            if getattr(slots.items[int(m.group("two"))], "raw", "") != "两" or two is None or m.group("r"):
                return None
            noun = "" if two.group("noun") in ("人", "者") else two.group("noun")
            return Asked("apart", noun, unit=unit, slots=frozenset({int(m.group("two"))}), words=noun)
        if m.group("r"):
            return Asked("apart", m.group("s"), m.group("r"), unit=unit, words=_words(m, "s", "r"))
        if m.group("s") and _BOTH.fullmatch(m.group("s")) is None:
            return None
        return Asked("apart", "", unit=unit)
    if (m := _Q_PERIOD.fullmatch(clause)) is not None:
        family, size = PERIODS[m.group("p")]
        k = m.group("n") or m.group("this")
        count = _value(slots, k) if k is not None else Fraction(1)
        if not count or (k is not None and slots.items[int(k)].percent):
            return None
        used = frozenset({int(k)}) if k is not None else frozenset()
        return Asked("period", m.group("h") + m.group("v"), unit=m.group("u") or "", period=(family, count * size),
                     slots=used, words=_words(m, "h", "v", "t"), each=m.group("p"))
    if (m := _Q_AMOUNT.fullmatch(clause)) is not None:
        each = _EACH.search(m.group("h"))
        return Asked("amount", m.group("h"), unit=m.group("u") or "", words=_words(m, "h", "t"),
                     each=each.group(1) if each else "")
    return None
