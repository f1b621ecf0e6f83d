"""What a request mentions: numbers in every written form, dates, times, quoted strings, units, and the numbers that
name a thing (92号汽油: `dtlib.name_numbers_zh`), which are no numbers.

Shared by the classifier (which parses computations from these mentions) and the cache (whose
semantic hits must agree on every number, date and quoted string: `signature`). Everything works
on `fold(text)`, which keeps each character at its position, so spans point into the original.

Numbers: 1,234.5 · -12,567,890 · 1.2万 · 3千 · 3万5千 · 负12 · 15% · 百分之十五 · 二十三 · 2.5 million.
Chinese numerals are read by `dtlib.zh_numerals` (cn2an, checked), digits with Chinese places (3万5千) by
cn2an's "smart" mode; Arabic digits with a scale are computed here with Decimal so
no float ever touches a value. Dates (2024-03-15, 2024年3月15日, March 15, 2024 …) are found by
`dtlib.date_mentions`; times (14:30) here.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from . import zh_numerals
from .date_mentions import DateMention, find_dates
from .name_numbers_zh import name_spans_zh
from .perception_forms import race_or_screen
from .text import fold

# --- mentions --------------------------------------------------------------------------------


# Not frozen: a frozen dataclass of eight fields costs three times as much to make, and every
# request makes one per number. Nothing changes a mention after it is found; the hash is by value.
@dataclass(slots=True, unsafe_hash=True)
class NumberMention:
    start: int
    end: int
    raw: str
    value: Decimal
    percent: bool = False
    ordinal: bool = False  # 第3, 3rd: a position, not an amount
    unit: str = ""  # the unit written after it; not part of the span
    chinese: bool = False  # written (partly) in Chinese numerals

    def plain(self) -> str:
        """The value as a plain decimal string ("12000", "-3.5"): what the sandbox reads."""
        text = format(self.value, "f")
        if "." in text:
            text = text.rstrip("0").rstrip(".")
        return "0" if text in ("-0", "") else text


@dataclass(frozen=True, slots=True)
class Quoted:
    start: int
    end: int
    text: str  # without the quotes


@dataclass(slots=True)
class Mentions:
    folded: str
    numbers: list[NumberMention] = field(default_factory=list)
    dates: list[DateMention] = field(default_factory=list)
    quoted: list[Quoted] = field(default_factory=list)
    times: list[tuple[int, int]] = field(default_factory=list)
    names: list[tuple[int, int]] = field(default_factory=list)  # 92号 of 92号汽油: a name, no number (name_numbers_zh)


# --- quoted strings ----------------------------------------------------------------------------

_QUOTES = re.compile(
    r"“(?P<a>[^”]*)”|\"(?P<b>[^\"]*)\"|「(?P<c>[^」]*)」|『(?P<d>[^』]*)』|‘(?P<e>[^’]*)’"
    r"|(?<![a-z0-9])'(?P<f>[^']+)'(?![a-z0-9])"
)


_QUOTE_CHARS = frozenset("“\"「『‘'")


def find_quoted(folded: str, original: str) -> list[Quoted]:
    found = []
    for m in _QUOTES.finditer(folded):
        group = next(g for g in "abcdef" if m.group(g) is not None)
        start, end = m.span(group)
        found.append(Quoted(m.start(), m.end(), original[start:end]))
    return found


# --- numbers ---------------------------------------------------------------------------------

_SCALES = {"万亿": 10**12, "千亿": 10**11, "百亿": 10**10, "十亿": 10**9, "亿": 10**8, "千万": 10**7,
           "百万": 10**6, "十万": 10**5, "万": 10**4, "千": 10**3, "百": 10**2,
           "hundred": 10**2, "k": 10**3, "thousand": 10**3, "million": 10**6, "mn": 10**6, "billion": 10**9,
           "bn": 10**9, "trillion": 10**12}
# Units that make a Chinese scale character part of a unit instead: 千克 is a kilogram.
_NOT_SCALE = r"(?!克|米|瓦|卡|帕|字|赫|分之)"
_ARABIC = re.compile(
    r"(?P<neg>(?<![正胜])负\s?)?"  # "负 12" is -12; "正负 12" is ±12, "胜负 3 场" a score
    # "2.5万+5000" adds; a minus after 万 stays apart ("2万-3万" may be a range)
    r"(?P<sign>(?<![\d.)\]²³])(?<![\d.)\]²³]\s)(?:-|(?<![万亿千百])(?<![万亿千百]\s)\+)(?=\.?\d))?"
    r"(?:(?<=[1-9]x)|(?<=\d\dx)|(?<![a-z_\d.]))(?<![a-z_]-)"  # "45x3" is 45 times 3; "0x10" is hex
    r"(?P<body>\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)|\d+(?:\.\d+)?|\.\d+)"
    r"(?P<exp>e[+-]?\d{1,3}(?![a-z\d]))?"
    r"(?:\s(?=万|亿|千万|百万|十万|千亿|百亿|十亿))?"  # "1.2 万": a space before 万 or 亿 still scales
    r"(?P<mixed>(?:(?:万亿|千亿|百亿|十亿|亿|千万|百万|十万|万|千|百)" + _NOT_SCALE + r"\d*)+)?"
    # "3 hundred" is 300; not "3 hundred-dollar bills"
    r"(?:\s?(?P<scale>k|thousand|million|mn|billion|bn|trillion|hundred(?!-))(?![a-z]))?"
    # "55709 % 13" is a programmer's modulo, not 55709 percent: a spaced % before a number
    r"(?P<pct>%|‰|\s%(?!\s+[-+]?\d)|\s?(?:percent\b|per\s?cent\b|per\s?mille\b))?"
)
_NUMBER_START = re.compile(r"负|[-+](?=\.?\d)|\.(?=\d)|\d")
_CN_NUMERAL = re.compile(
    r"(?P<pct>百分之|千分之)?(?P<neg>负)?(?P<body>[零〇一二两三四五六七八九十百千万亿]+(?:点[零〇一二三四五六七八九]+)?)"
)
_CN_DIGIT_CHARS = set("零〇一二两三四五六七八九")
_CN_PLACES = frozenset("十百千万亿点")
# Tenths (成) are a percentage: 三成 is 30 %, 七成五 75 %; not where 成 starts a word (3成人: adults).
_CHENG_WORDS = ("成不变", "成人", "成本", "成绩", "成员", "成年", "成交", "成功", "成品", "成活", "成熟", "成为", "成了", "成立",
                "成长", "成果", "成就", "成分", "成份", "成语", "成都", "成绩单", "成双", "成对", "成群", "成批", "成套")
_TENTH_DIGITS = {ch: i for i, ch in enumerate("零一二三四五六七八九")}
_CN_NUMERAL_CHARS = frozenset("零〇一二两三四五六七八九十")
# A lone numeral character counts only before a measure word ("三天", "两个"), never in words
# such as 一下, 一起, 统一, 万一.
_MEASURE = set("个元块天年月日号次倍折成岁人件本分秒周位页台辆条张只名门道题米克斤吨")
# Measure words and units of more than one character, or whose character starts other words too:
# "三小时", "两公里", "五瓶" (not 一: 一箱, 一双 name one thing more often than they count).
_MEASURE_WORDS = ("小时", "分钟", "公里", "千米", "公斤", "千克", "星期", "毫升", "升", "箱", "盒", "瓶", "支", "包", "袋",
                  "杯", "碗", "层", "排", "段", "份", "罐", "桶", "颗", "棵", "套", "趟", "站",
                  # counted things of a word problem: 四场比赛, 三节课, 五篇日记, 四首歌 (not 双 nor 头: 一双鞋 … 两双, 两头都算)
                  "场", "节", "篇", "首", "匹", "朵", "座", "根", "粒", "架", "艘", "间")
# "二十三乘以四": a lone numeral next to an arithmetic word is a number.
_ARITHMETIC_NEIGHBOUR = re.compile(
    r"(?:乘以|除以|加上|减去|减掉|乘上|加|减|乘|与|和|跟)负?[零〇一二两三四五六七八九十]"
    r"|[零〇一二两三四五六七八九十](?:乘|除以|加|减|与|和|的积|的和|的差|的商|又"
    r"|的(?:平方|立方|阶乘|绝对值|[零〇一二两三四五六七八九十\d]))")
_CN_WORDS = ("一半", "哪一天", "哪一日", "哪一年", "哪一个", "一周中", "每一天", "一下", "一起", "一样", "一般", "一直", "一定", "一切", "一旦", "统一", "唯一", "万一",
             "一会", "一边", "一致", "一向", "一律", "之一", "十分", "千万别", "一些", "一点儿", "一共",
             "一天到晚", "一模一样", "三心二意", "一些", "一下子", "第一时间", "零件", "零钱", "零食", "零售", "零下", "零上", "这两个数", "这三个数", "这两数", "两个数的", "两数的", "一组数", "这三个", "一组", "一个质数", "一个素数", "一个合数")
_ORDINAL_EN = re.compile(r"(?:st|nd|rd|th)\b")
_UNITS = re.compile(
    r"\s?(?P<unit>块钱|元|块|美元|人民币|欧元|日元|英镑|港币|公吨|吨|磅|公斤|千克|克|斤|公里|千米|厘米|毫米|米|英里|英尺|英寸|"
    r"天|年|个月|月|周|星期|小时|分钟|秒|个|次(?![方幂])|倍|折|岁|"
    r"(?:dollars?|usd|eur|euros?|yuan|rmb|cny|metric tons?|tons?|tonnes?|pounds?|lbs?|kg|grams?|km|kilometers?|"
    r"meters?|metres?|miles?|feet|foot|ft|inch(?:es)?|days?|weeks?|months?|years?|hours?|minutes?|"
    r"seconds?|gallons?|ounces?|oz|pints?|quarts?|items?|people|apples?)(?![a-z]))"
)
_CURRENCY_PREFIX = {"$": "$", "¥": "¥", "€": "€", "£": "£", "￥": "¥"}


@lru_cache(maxsize=4096)
def _cn2an(text: str) -> Decimal | None:
    if not any(c.isdigit() for c in text):  # Chinese numerals alone: cn2an's "smart" reads 一亿十万 as 100000000
        return zh_numerals.decimal(text)
    import cn2an  # loaded on first use: its import costs 0.2 s

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            value = cn2an.cn2an(text, "smart")
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            return None
    return Decimal(str(value))


def _decimal(body: str) -> Decimal | None:
    try:
        return Decimal(body.replace(",", ""))
    except InvalidOperation:
        return None


def find_numbers(folded: str, taken: list[tuple[int, int]]) -> list[NumberMention]:
    found: list[NumberMention] = []
    spans = list(taken)

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in spans)

    pos = 0
    for candidate in _NUMBER_START.finditer(folded):
        # Find where a number may start cheaply, then match the full pattern there: scanning the
        # whole text with the full pattern costs several times more.
        if candidate.start() < pos:
            continue
        m = _ARABIC.match(folded, candidate.start())
        if m is None:
            continue
        pos = m.end()
        if not free(m.start("body"), m.end("body")):
            continue
        if m["scale"] == "k" and race_or_screen(folded, m.start(), m.end()):
            continue  # "a 5K", "a 4K TV": a thing named, no 5000; its words stay unread
        if m["mixed"]:
            value = _cn2an(m["body"].replace(",", "") + m["mixed"])
        else:
            value = _decimal(m["body"] + (m["exp"] or ""))  # 1.5e3: scientific notation
        if value is None:
            continue
        if m["scale"]:
            value *= _SCALES[m["scale"]]
        if m["neg"] or m["sign"] == "-":
            value = -value
        end = m.end()
        # "百分之20", "千分之5", and typed with a space: "百分之 12.5"
        gap = 1 if folded[max(0, m.start() - 4):m.start()] in ("百分之 ", "千分之 ") else 0
        zh_prefix = folded[max(0, m.start() - 3 - gap):m.start() - gap]
        per_mille = zh_prefix == "千分之" or (m["pct"] or "").endswith(("‰", "mille"))
        zh_percent = zh_prefix in ("百分之", "千分之")
        tenths = _tenths_end(folded, end, value) if not m["pct"] and not zh_percent else None
        if tenths is not None:
            value, end = tenths
        ordinal = folded[max(0, m.start() - 1):m.start()] == "第" or bool(
            _ORDINAL_EN.match(folded, end))
        unit = _unit_after(folded, end) or _CURRENCY_PREFIX.get(
            folded[m.start() - 1:m.start()] if m.start() else "", "")
        start = m.start() - 3 - gap if zh_percent else m.start()
        found.append(NumberMention(start, end, folded[start:end], value / 10 if per_mille else value,
                                   percent=bool(m["pct"]) or zh_percent or tenths is not None, ordinal=ordinal, unit=unit,
                                   chinese=bool(m["neg"] or m["mixed"])))
        spans.append((start, end))
    for m in (_CN_NUMERAL.finditer(folded) if not _CN_NUMERAL_CHARS.isdisjoint(folded) else ()):
        body, end = m["body"], m.end()
        if not free(*m.span()) or not (_CN_DIGIT_CHARS & set(body) or body.startswith("十")):
            continue
        if "两" in body and len(body) > 1 and _CN_PLACES.isdisjoint(body):
            continue  # 三三两两: digits read one by one (二〇二四) never say 两; an idiom, not a number
        if _ends_in_a_yi_word(folded, body, end):
            body, end = body[:-1], end - 1  # "二十九一共多少": 29, then 一共
        # "三分之一": the numerator of a Chinese fraction is a number even where 之一 is a word
        numerator = folded[max(0, m.start() - 2):m.start()] == "分之"
        # "十分之三": a denominator before 分之 and a numeral is a number even where 十分 is a word
        denominator = folded[end:end + 2] == "分之" and folded[end + 2:end + 3] in _CN_NUMERAL_CHARS
        # "把九十分解质因数", "二十分钟": 十分 is a word ("very"), but not where 分 starts 分解 or 分钟
        denominator = denominator or folded.startswith(("分解", "分钟"), end)
        if len(body) == 1 and not m["pct"] and not numerator and folded[m.end():m.end() + 1] not in _MEASURE \
                and not (body != "一" and folded.startswith(_MEASURE_WORDS, m.end())) \
                and not _ARITHMETIC_NEIGHBOUR.search(folded[max(0, m.start() - 2):m.end() + (2 if m["neg"] else 4)]):
            continue
        if not numerator and not denominator and _in_word(folded, m.start("body"), m.start("body") + len(body)):
            continue
        value = _cn2an(body)
        if value is None:
            continue
        if m["neg"]:
            value = -value
        ordinal = folded[max(0, m.start() - 1):m.start()] == "第"
        tenths = _tenths_end(folded, end, value) if not m["pct"] and not ordinal else None
        if tenths is not None:
            value, end = tenths
        elif m["pct"] == "千分之":
            value /= 10
        found.append(NumberMention(m.start(), end, folded[m.start():end], value,
                                   percent=bool(m["pct"]) or tenths is not None,
                                   ordinal=ordinal, unit=_unit_after(folded, end), chinese=True))
        spans.append((m.start(), end))
    found.sort(key=lambda n: n.start)
    return found


def _tenths_end(folded: str, end: int, value: Decimal) -> tuple[Decimal, int] | None:
    """"三成", "七成五", "2成": a count of tenths right before `end`, as a percentage and the end of
    its span; None where 成 is not there or starts a word."""
    if folded[end:end + 1] != "成" or folded.startswith(_CHENG_WORDS, end) or value != value.to_integral_value() \
            or not 0 < value <= 10:
        return None
    hundredths = _TENTH_DIGITS.get(folded[end + 1:end + 2])
    if hundredths and value < 10 and folded[end + 2:end + 3] not in _MEASURE:  # 七成五, not 三成五个
        return value * 10 + hundredths, end + 2
    return value * 10, end + 1


def _ends_in_a_yi_word(folded: str, body: str, end: int) -> bool:
    """"二十九一共": the last 一 starts 一共 when the numeral is not one without it ("九百四十一共"
    is 941 共 or 940 一共: both are numerals, so the number is left unread)."""
    if len(body) < 2 or body[-1] != "一" or not folded.startswith(zh_numerals.YI_WORDS, end - 1):
        return False
    # cn2an's strict mode, not zh_numerals.integer: that reads 六百一 said short (610), and 六百一共 is 600 then 一共
    import cn2an

    try:
        cn2an.cn2an(body, "strict")
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return True
    return False


def _in_word(folded: str, start: int, end: int) -> bool:
    window = folded[max(0, start - 3):end + 3]
    return any(word in window and _overlaps(folded, word, start, end) for word in _CN_WORDS)


def _overlaps(folded: str, word: str, start: int, end: int) -> bool:
    i = folded.find(word, max(0, start - len(word)))
    while i != -1 and i < end:
        if i < end and i + len(word) > start:
            return True
        i = folded.find(word, i + 1)
    return False


def _unit_after(folded: str, end: int) -> str:
    """The unit written right after a number ("100元", "90 days"); it stays in the text."""
    m = _UNITS.match(folded, end)
    return m["unit"] if m else ""


# --- everything at once ------------------------------------------------------------------------

_TIME = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])")


def mentions(text: str) -> Mentions:
    """All mentions in `text`, in order; quoted strings first (their content is payload, not
    numbers), then dates and times, then numbers outside all of those."""
    folded = fold(text)
    quoted = find_quoted(folded, text) if not _QUOTE_CHARS.isdisjoint(folded) else []
    taken = [(q.start, q.end) for q in quoted]
    dates = find_dates(folded, taken)
    taken += [(d.start, d.end) for d in dates]
    times = [m.span() for m in (_TIME.finditer(folded) if ":" in folded else ())
             if all(m.end() <= a or m.start() >= b for a, b in taken)]
    taken += times
    names = name_spans_zh(folded, taken)
    numbers = find_numbers(folded, taken + names)
    return Mentions(folded, numbers, dates, quoted, times, names)


def signature(text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """What two requests must share to have the same answer: their numbers (with percent and
    unit), dates and quoted strings, in order. "12*24" and "12*25" differ; "12 * 24" and
    "12*24" do not."""
    found = mentions(text)
    numbers = tuple(f"{n.plain()}{'%' if n.percent else ''}{n.unit}" for n in found.numbers)
    dates = tuple(d.iso or f"?-{d.month}-{d.day}" for d in found.dates)
    quoted = tuple(q.text for q in found.quoted)
    return numbers, dates, quoted
