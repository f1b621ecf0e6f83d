"""What must agree between two requests before one's answer may serve the other.

`request_signature(text)` lists, in order, every number (by value), date, time, relative day,
unit, quoted string and operator in a request, in Chinese and English. The semantic layer only
compares requests whose signatures are equal: a neighbour of "12*24" is never an answer to
"12*25", nor "12-5" to "5-12" (order is kept), nor "reverse 'Hello'" to "reverse 'hello'".

Numbers compare by value: "1,000" = "1000" = "一千" = "1k", "2024-03-15" = "2024/3/15" =
"2024年3月15日" = "March 15, 2024"; "-5" ≠ "5". Anything this extractor misreads it misreads the
same way on both sides, and an unreadable difference makes signatures differ: the failure mode
is a miss, never a wrong hit. The boundary is this one function so that the shared perception
module (dtlib.perception) can replace it later.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache
from decimal import Decimal, InvalidOperation

from dtlib.text import digits_for_number_words
from dtlib.zh_numerals import YI_WORDS, decimal

from .signature_words import CURRENCY_SIGNS, OP_SYMBOLS, OP_WORDS, STANDALONE_UNITS, UNITS, ZH_INFIX

Signature = tuple[str, ...]
SIGNATURE_VERSION = 5  # bump when the extraction changes: replicas then recompute stored ones

# --- quoted strings (matched on the NFKC text, case kept) ----------------------------------------
QUOTED = re.compile(
    r'"[^"\n]{1,200}"'
    r"|“[^”\n]{1,200}”|‘[^’\n]{1,200}’|「[^」\n]{1,200}」|『[^』\n]{1,200}』|《[^》\n]{1,200}》"
    r"|`[^`\n]{1,200}`"
    r"|(?<![\w'])'[^'\n]{1,200}?'(?![\w'])"  # not the apostrophe in "what's"
)

# --- relative days and weekdays: they change the answer as much as a date does -------------------
_RELATIVE = {
    "today": "today", "tonight": "today", "tomorrow": "tomorrow", "yesterday": "yesterday",
    "now": "now", "right now": "now", "currently": "now", "this week": "this-week",
    "next week": "next-week", "last week": "last-week", "this month": "this-month",
    "next month": "next-month", "last month": "last-month", "this year": "this-year",
    "next year": "next-year", "last year": "last-year",
    "今天": "today", "今日": "today", "今晚": "today", "明天": "tomorrow", "明日": "tomorrow",
    "昨天": "yesterday", "昨日": "yesterday", "后天": "day-after-tomorrow",
    "前天": "day-before-yesterday", "现在": "now", "此刻": "now", "目前": "now", "当前": "now",
    "本周": "this-week", "这周": "this-week", "下周": "next-week", "上周": "last-week",
    "本月": "this-month", "这个月": "this-month", "下个月": "next-month", "上个月": "last-month",
    "今年": "this-year", "明年": "next-year", "去年": "last-year",
}
_WEEKDAYS = {"monday": "mon", "tuesday": "tue", "wednesday": "wed", "thursday": "thu",
             "friday": "fri", "saturday": "sat", "sunday": "sun"}
_WEEK_PREFIX = {"next": "next-", "last": "last-", "this": "", "下": "next-", "上": "last-",
                "这": "", "本": ""}
_EN_WEEKDAY = re.compile(rf"\b(?:(next|last|this)\s+)?({'|'.join(_WEEKDAYS)})\b")
_ZH_WEEKDAY = re.compile(r"([下上这本])?(?:星期|礼拜|周)([一二三四五六日天])")
_ZH_WEEKDAY_NAMES = dict(zip("一二三四五六日天", ["mon", "tue", "wed", "thu", "fri", "sat", "sun", "sun"]))
_RELATIVE_RE = re.compile("|".join(
    rf"\b{re.escape(k)}\b" if k.isascii() else re.escape(k)
    for k in sorted(_RELATIVE, key=len, reverse=True)))

# --- Chinese numerals ----------------------------------------------------------------------------
# Words that contain a numeral character without meaning a number ("等一下", "一起", "万一").
# Not removed after another numeral ("十一点" is eleven o'clock).
_ZH_IDIOMS = re.compile(
    r"(?<![零〇一二两三四五六七八九十百千万亿\d])"
    r"(?:一(?=[个位种次下些样起直定般切旦共边把件条张只份杯本句段篇家台])|一会儿?|一模一样|"
    r"之一|唯一|统一|万一|十分|千万(?![元块])|一点儿|一点点)"
)
# After a digit, 万/亿/千/百 are multipliers the number scanner reads ("2万" = 20000).
_ZH_NUMERAL_RUN = re.compile(r"(?<![\d.])[零〇一二两三四五六七八九十百千万亿]+(?:点[零〇一二三四五六七八九]+)?")
_ZH_NEGATIVE = re.compile(r"(?:零下|负)(?=\s*[\d零〇一二两三四五六七八九十])")
_PERCENT_MARK = "\ue000"  # stands for "百分之" while numerals are converted
_PLACES_ONLY = re.compile(r"[百千万亿]+")  # 百天, 千克, 万亿: places said alone, one of them
_UNREAD_MARK = "\ue001"  # around a run of Chinese numerals that is no number (三十两), kept as written

# --- English number words ------------------------------------------------------------------------
_EN_SMALL = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
_EN_TENS = {w: 10 * (i + 2) for i, w in enumerate(
    "twenty thirty forty fifty sixty seventy eighty ninety".split())}
_EN_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_EN_FIRST = "|".join(sorted(list(_EN_SMALL) + list(_EN_TENS), key=len, reverse=True))
_EN_WORD = "|".join(sorted(list(_EN_SMALL) + list(_EN_TENS) + list(_EN_SCALES), key=len, reverse=True))
# A run starts with a digit word, so "2 million" keeps its scale word for the number scanner.
_EN_NUMBER_RUN = re.compile(rf"\b(?:{_EN_FIRST})(?:(?:\s+and\s+|[\s-]+)(?:{_EN_WORD}))*\b")

_MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
_MONTHS |= {m[:3]: i for m, i in list(_MONTHS.items())} | {"sept": 9}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))

_NUMBER = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:e[-+]?\d+)?|\.\d+)"
_AMPM = {"am": 0, "a.m.": 0, "pm": 12, "p.m.": 12}
_ZH_DAYPART = {"凌晨": 0, "早上": 0, "上午": 0, "中午": 12, "下午": 12, "傍晚": 12, "晚上": 12}


def _words(words: list[str]) -> str:
    """An alternation, longest first; ASCII words must stand alone ("add" is not in "address").
    One shared lookaround per script: a lookbehind per word makes the scan ten times slower."""
    ascii_words = sorted((w for w in words if w.isascii()), key=len, reverse=True)
    other = sorted((w for w in words if not w.isascii()), key=len, reverse=True)
    parts = []
    if ascii_words:
        parts.append(rf"(?<![a-z])(?:{'|'.join(map(re.escape, ascii_words))})(?![a-z])")
    if other:
        parts.append("|".join(map(re.escape, other)))
    return "(?:" + "|".join(parts) + ")"


_SCAN = re.compile(
    rf"""
    (?P<unread>{_UNREAD_MARK}[^{_UNREAD_MARK}]+{_UNREAD_MARK})
    |(?P<iso>(?<!\d)(?P<iy>\d{{4}})[-/.年](?P<im>\d{{1,2}})[-/.月](?P<id>\d{{1,2}})(?!\d)[日号]?)
    |(?P<us>(?<![\d/])(?P<ua>\d{{1,2}})/(?P<ub>\d{{1,2}})/(?P<uy>\d{{4}})(?!\d))
    |(?P<ym>(?<!\d)(?P<yy>\d{{4}})年(?P<ymm>\d{{1,2}})月(?!\d))
    |(?P<zmd>(?<![\d.])(?P<zm>\d{{1,2}})月(?P<zd>\d{{1,2}})[日号])
    |(?P<mdy>(?<![a-z])(?P<mn>{_MONTH})\.?\s+(?P<md>\d{{1,2}})(?:st|nd|rd|th)?(?!\d)(?:,?\s+(?P<my>\d{{4}}))?)
    |(?P<dmy>(?<!\d)(?P<dd>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<dn>{_MONTH})(?![a-z])(?:,?\s+(?P<dy>\d{{4}}))?)
    |(?P<clock>(?<![\d:])(?P<ch>\d{{1,2}}):(?P<cm>\d{{2}})(?::(?P<cs>\d{{2}}))?(?!\d)\s*(?P<cap>a\.m\.|p\.m\.|am(?![a-z])|pm(?![a-z]))?)
    |(?P<ampm>(?<![\d.:])(?P<ah>\d{{1,2}})\s*(?P<aap>a\.m\.|p\.m\.|am(?![a-z])|pm(?![a-z])))
    |(?P<zclock>(?P<zpart>凌晨|早上|上午|中午|下午|傍晚|晚上)?(?<![\d.])(?P<zh>\d{{1,2}})[点點时](?:(?P<zmin>\d{{1,2}})分|(?P<zhalf>半))?)
    |(?P<num>(?P<cur>[$¥€£])?(?:(?<![\d)\].])(?P<sign>[-−+]))?(?P<digits>{_NUMBER})
        (?:\s?(?P<mult>thousand|million|billion|trillion|bn(?![a-z])|k(?![a-z])|万|亿|千|百))?
        (?:\s?(?P<unit>{_words(list(UNITS))}))?)
    |(?P<opword>{_words(list(OP_WORDS))})
    |(?P<asked>(?<![a-z])how\s+many\s+(?P<noun>[a-z]+))
    |(?P<zasked>(?:多少|几)(?P<measure>[个支本件只张条瓶箱盒袋块元人次辆台棵页]))
    |(?P<zhinfix>(?<=\d)[加减乘除和](?=[-\d]))
    |(?P<xop>(?<=\d)\s*x\s*(?=\d))
    |(?P<opsym>[+\-−*×÷/^<>≤≥√!%])
    |(?P<unitword>{_words(list(STANDALONE_UNITS))})
    """,
    re.VERBOSE,
)
# Without a digit there is no number, date or time: only words can match, and one small regex
# finds them fifty times faster than the full scan.
_WORDS_ONLY = re.compile(rf"(?P<opword>{_words(list(OP_WORDS))})|(?P<unitword>{_words(list(STANDALONE_UNITS))})")
_UNIT_WORDS_ONLY = re.compile(rf"(?P<unitword>{_words(list(STANDALONE_UNITS))})")
_AROUND_OPERATOR = re.compile(r"\s*([+\-−*×÷/^<>=≤≥])\s*")
# Operator words matter in computations; in a question without any number, date or quoted
# string ("how do I add money") they would only make paraphrases disagree.
_VALUES = ("n:", "n?:", "q:", "d:", "d?:", "t:")


def request_signature(text: str) -> Signature:
    """Every number, date, time, relative day, unit, quoted string and operator, in order.
    A pure function of the text, kept for recent short texts: the lookup of a request and the
    `remember` of its answer read the same text, and repeats are common (measured: this was the
    cache's largest cost after embedding and the framework)."""
    return _recent_signature(text) if len(text) <= 512 else _signature(text)


@lru_cache(maxsize=16384)
def _recent_signature(text: str) -> Signature:
    return _signature(text)


def _signature(text: str) -> Signature:
    """Three groups, each in the order of the text: quoted strings, relative days and weekdays,
    then everything else (read after numeral words became digits)."""
    text = digits_for_number_words(unicodedata.normalize("NFKC", text))
    tokens: list[str] = []
    # Each pattern reads the text once: its matches become tokens as they are blanked out.
    text = _blanked(QUOTED, text, tokens, lambda m: "q:" + m.group(0)[1:-1]).casefold()
    text = _blanked(_ZH_WEEKDAY, text, tokens,
                    lambda m: "r:" + _WEEK_PREFIX.get(m.group(1) or "", "") + _ZH_WEEKDAY_NAMES[m.group(2)])
    text = _blanked(_EN_WEEKDAY, text, tokens,
                    lambda m: "r:" + _WEEK_PREFIX.get(m.group(1) or "", "") + _WEEKDAYS[m.group(2)])
    text = _blanked(_RELATIVE_RE, text, tokens, lambda m: "r:" + _RELATIVE[m.group(0)])
    text = _AROUND_OPERATOR.sub(r"\1", _arabic_numerals(text))
    if any(c.isdigit() for c in text) or _UNREAD_MARK in text:
        scanned = [t for t in (_token(m, text) for m in _SCAN.finditer(text)) if t]
    else:
        words = _WORDS_ONLY if tokens else _UNIT_WORDS_ONLY  # operators only matter with values
        scanned = ["o:" + OP_WORDS[m.group(0)] if m.lastgroup == "opword"
                   else "u:" + STANDALONE_UNITS[m.group(0)] for m in words.finditer(text)]
    if not any(t.startswith(_VALUES) for t in tokens + scanned):
        scanned = [t for t in scanned if not t.startswith("o:")]
    return tuple(tokens + scanned)


def _blanked(pattern: re.Pattern[str], text: str, tokens: list[str],
             token: Callable[[re.Match[str]], str]) -> str:
    """`text` with each match of `pattern` replaced by a space, the match's token appended to
    `tokens` in order: one scan where `finditer` then `sub` made two (the same matches)."""
    def blank(m: re.Match[str]) -> str:
        tokens.append(token(m))
        return " "
    return pattern.sub(blank, text)


# --- token builders ------------------------------------------------------------------------------

def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _token(m: re.Match[str], text: str) -> str | None:
    if m.group("unread"):  # only the same text agrees with it
        return "n?:" + m.group("unread")[1:-1]
    if m.group("iso"):
        return _date(m.group("iy"), m.group("im"), m.group("id"), m.group("iso"))
    if m.group("us"):
        a, b = int(m.group("ua")), int(m.group("ub"))
        if a > 12 >= b:
            return _date(m.group("uy"), b, a, m.group("us"))
        if b > 12 >= a:
            return _date(m.group("uy"), a, b, m.group("us"))
        return "d?:" + m.group("us")  # 3/4/2024: March 4th or 3 April? Only the same text agrees
    if m.group("ym"):
        month = int(m.group("ymm"))
        return f"d:{int(m.group('yy')):04d}-{month:02d}" if 1 <= month <= 12 else "d?:" + m.group("ym")
    if m.group("zmd"):
        return _date(None, m.group("zm"), m.group("zd"), m.group("zmd"))
    if m.group("mdy"):
        return _date(m.group("my"), _MONTHS[m.group("mn")], m.group("md"), m.group("mdy"))
    if m.group("dmy"):
        return _date(m.group("dy"), _MONTHS[m.group("dn")], m.group("dd"), m.group("dmy"))
    if m.group("clock"):
        return _time(int(m.group("ch")), int(m.group("cm")), m.group("cs"), m.group("cap"))
    if m.group("ampm"):
        return _time(int(m.group("ah")), 0, None, m.group("aap"))
    if m.group("zclock"):
        hour = int(m.group("zh"))
        minute = 30 if m.group("zhalf") else int(m.group("zmin") or 0)
        part = m.group("zpart")
        if part and hour < 12:
            hour += _ZH_DAYPART[part]
        return _time(hour, minute, None, None)
    if m.group("num") is not None and m.group("digits"):
        return _number(m)
    if m.group("opword"):
        return "o:" + OP_WORDS[m.group("opword")]
    if m.group("asked"):  # what is counted: "how many eggs in 9 boxes" is not "how many boxes hold 9 eggs"
        return "a:" + _singular(m.group("noun"))
    if m.group("zasked"):
        return "a:" + m.group("measure")
    if m.group("zhinfix"):
        return "o:" + ZH_INFIX[m.group("zhinfix")]
    if m.group("xop"):
        return "o:*"
    if m.group("opsym"):
        return _operator(m, text)
    if m.group("unitword"):
        return "u:" + STANDALONE_UNITS[m.group("unitword")]
    return None


def _date(year: object, month: object, day: object, raw: str) -> str:
    try:
        if year is None:
            dt.date(2000, int(month), int(day))  # 2000 is a leap year: 2月29日 is a valid day
            return f"d:--{int(month):02d}-{int(day):02d}"
        return "d:" + dt.date(int(year), int(month), int(day)).isoformat()
    except ValueError:
        return "d?:" + raw  # not a real date: only the same text agrees


def _time(hour: int, minute: int, second: str | None, ampm: str | None) -> str:
    if ampm:
        hour = hour % 12 + _AMPM[ampm]
    token = f"t:{hour:02d}:{minute:02d}"
    return token + f":{int(second):02d}" if second else token


def _number(m: re.Match[str]) -> str:
    digits = m.group("digits").replace(",", "")
    try:
        value = Decimal(digits)
        if m.group("mult"):
            value *= _MULTIPLIERS[m.group("mult")]
        if m.group("sign") in ("-", "−"):
            value = -value
        canonical = _canonical(value)
    except InvalidOperation:
        canonical = digits
    unit = m.group("unit")
    unit_name = UNITS[unit] if unit else CURRENCY_SIGNS.get(m.group("cur") or "")
    return f"n:{canonical}:{unit_name}" if unit_name else f"n:{canonical}"


_MULTIPLIERS = {"thousand": 1_000, "k": 1_000, "million": 1_000_000, "billion": 10**9,
                "bn": 10**9, "trillion": 10**12, "万": 10_000, "亿": 10**8, "千": 1_000,
                "百": 100}


def _canonical(value: Decimal) -> str:
    if value.is_zero():
        return "0"
    exponent = value.normalize().as_tuple().exponent
    if isinstance(exponent, int) and abs(exponent) > 40:
        return str(value.normalize())  # 1e400: a short form, not 400 digits
    text = format(value.normalize(), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _operator(m: re.Match[str], text: str) -> str | None:
    """A symbol is an operator only next to a number or a bracket ("and/or" is not division)."""
    symbol = m.group("opsym")
    before = text[:m.start()].rstrip()[-1:]
    after = text[m.end():].lstrip()[:1]
    near = lambda c: c.isdigit() or c in "()[]"  # noqa: E731
    if symbol == "!" and not (before.isdigit() or before == ")"):
        return None  # an exclamation mark, not a factorial
    if symbol in "-−" and not (before.isdigit() or before in ")]"):
        return None  # a hyphen, or the sign the number already carries
    if not (near(before) or near(after) or symbol == "√"):
        return None
    return "o:" + OP_SYMBOLS[symbol]


# --- numeral words → digits ----------------------------------------------------------------------

def _arabic_numerals(text: str) -> str:
    """Chinese and English number words become digits, so one scanner reads every number."""
    text = text.replace("百分之", _PERCENT_MARK)
    text = _ZH_NEGATIVE.sub(" -", text)  # 零下5度 = -5 degrees
    text = _ZH_IDIOMS.sub(" ", text)
    text = _ZH_NUMERAL_RUN.sub(lambda m: _zh_value(m.group(0), m.string.startswith(YI_WORDS, m.end() - 1)), text)
    text = re.sub(_PERCENT_MARK + r"\s*(" + _NUMBER + ")", r"\1%", text)
    text = text.replace(_PERCENT_MARK, " ")
    return _EN_NUMBER_RUN.sub(lambda m: _en_value(m.group(0)), text)


def _zh_value(run: str, yi_word_after: bool) -> str:
    """A run's digits: a count (一千零五, 两万; places alone, 百天, 千克 or 万亿, as one of them), or digits said one by
    one (二〇二四 → 2024), then its decimals. A run that is no number, or reads two ways (三十两, 两两, 一亿一千:
    一亿零一千, or 一亿一千万 said short?), is kept as written between marks: the scanner makes it "n?:三十两". A last
    一 before 共, 起 … starts a word where the run is no number with it (二十九一共: 29, then 一共) and reads two ways
    where it is (二十一起: 21, or 20 then 一起?)."""
    value = _zh_digits(run)
    if yi_word_after and run.endswith("一") and len(run) > 1 and "点" not in run:
        head = _zh_digits(run[:-1])
        value = head + " 一" if value is None and head is not None else None
    return f" {_UNREAD_MARK}{run}{_UNREAD_MARK} " if value is None else value


def _zh_digits(run: str) -> str | None:
    value = decimal("一" + run if _PLACES_ONLY.fullmatch(run) else run)
    return None if value is None else format(value, "f")


def _en_value(run: str) -> str:
    total, current = 0, 0
    for word in re.split(r"[\s-]+", run):
        if word == "and":
            continue
        if word in _EN_SMALL:
            current += _EN_SMALL[word]
        elif word in _EN_TENS:
            current += _EN_TENS[word]
        elif word == "hundred":
            current = (current or 1) * 100
        else:
            total += (current or 1) * _EN_SCALES[word]
            current = 0
    return str(total + current)
