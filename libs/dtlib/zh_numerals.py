"""Chinese numerals, one reading for every caller: a count or amount (`integer`: 十, 两, 一百零五, 两千三百), a run said
digit by digit (`digits`: a year 二〇二四, a code), and the hour or minutes of a clock time (`clock_number`: 零五 is 5).

cn2an reads them (its documented `cn2an.cn2an(text, mode)` and `cn2an.an2cn(number, mode)`); the rules of each
context are here, in one place. cn2an alone is not enough: its "normal" and "smart" modes read 三十两 as 32 and 一一 as
11 (a count says neither), and its "strict" mode reads 一亿十万 as 100000000, so a count is taken only where cn2an
writes the value it read back as the same numeral. A run that is no number gives None, never an exception.

Measured (cn2an 0.5.24, CPU time): a count costs 20-30 µs the first time a run is read (cn2an.cn2an, then cn2an.an2cn
to check it; the hand-written readers this replaces cost 0.3-2.6 µs) and 0.1 µs after (cached per run); importing
cn2an costs 0.16 s once per process, paid at the first Chinese numeral (deferred, as in dtlib.perception, so a process
that never reads one never pays it; the classifier pays it at start, services/classifier/main.warm_reader)."""

from __future__ import annotations

import re
import warnings
from decimal import Decimal
from functools import lru_cache

# Words that start with 一 and may follow a numeral: the 一 of 二十九一共 or 八点一共 is no digit
YI_WORDS = ("一共", "一起", "一下", "一样", "一般", "一直", "一定", "一些")
DIGIT_CHARS = "零〇一二三四五六七八九"  # a run said digit by digit: 二〇二四, 一一〇 (never 两)
NUMERAL_CHARS = DIGIT_CHARS + "两十百千万亿"
_DIGIT_VALUES = str.maketrans(DIGIT_CHARS, "00123456789")
# 两 is a digit only alone or before a place of a hundred or more: 两百, 两千, 两万, 一万两千 (两十 and 三十两 are no numeral)
_TWO_MISPLACED = re.compile(r"两(?![百千万亿])")
# a 十 opening the numeral or after 零 stands for 一十: 十五 = 一十五, 一千零十 = 一千零一十
_BARE_TEN = re.compile(r"(^|零)十")
# 一百五, 两千五, 一万二: one digit after 百, 千 or 万, the next place down left unsaid (a numeral in full never ends
# so: 一百零五). Not after 亿, as cn2an and the reader's hostile probes leave 三亿五.
_SAID_SHORT = re.compile(r".*([百千万])[一二三四五六七八九]")
_UNSAID_PLACE = {"百": "十", "千": "百", "万": "千"}
_CN2AN_ERRORS = (ValueError, KeyError, IndexError, TypeError, AttributeError, OverflowError)


@lru_cache(maxsize=4096)
def integer(said: str) -> int | None:
    """A count or amount written in Chinese numerals (十, 两, 十五, 一百零五, 两千三百, 一亿零十万), or said short, its
    last place left unsaid (一百五 = 150, 一万二 = 12000, as dtlib.perception reads them); None for a run that is no
    such numeral: 三十两, 两十, 十十, 一百五六, 一亿一千 (一亿零一千, or 一亿一千万 said short?), 零五, 二〇二四 (`digits`)."""
    if not said or any(c not in NUMERAL_CHARS for c in said) or "〇" in said:
        return None
    if said != "两" and _TWO_MISPLACED.search(said):
        return None
    short = _SAID_SHORT.fullmatch(said)
    written = (said + _UNSAID_PLACE[short[1]] if short else said).replace("两", "二")
    import cn2an  # deferred: its import costs 0.16 s of CPU

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            value = int(cn2an.cn2an(written, "strict"))
            back = cn2an.an2cn(value, "low")
        except _CN2AN_ERRORS:
            return None
    return value if _BARE_TEN.sub(r"\1一十", back) == _BARE_TEN.sub(r"\1一十", written) else None


def digits(said: str) -> str | None:
    """A run of digits said one by one, as written (a year 二〇二四 → "2024", 零五 → "05"); None where any character is
    not a digit (两 is never said digit by digit: 三三两两 is an idiom)."""
    if not said or any(c not in DIGIT_CHARS for c in said):
        return None
    return said.translate(_DIGIT_VALUES)  # not cn2an's "direct" mode: it reads 两两 as 22


def decimal(said: str) -> Decimal | None:
    """A number in Chinese numerals: a count (`integer`) or digits said one by one (`digits`: 二〇二四, 一一), then its
    decimals after 点 (三点五 = 3.5, 一点零五 = 1.05); None for a run that is neither."""
    whole, point, decimals = said.partition("点")
    count = integer(whole)
    written = str(count) if count is not None else digits(whole)
    places = digits(decimals) if point else ""
    return None if written is None or places is None else Decimal(written + ("." + places if point else ""))


def clock_number(said: str) -> int | None:
    """The hour or minutes of a clock time, in digits or Chinese numerals: 八, 十一, 两 (两点), 零 (零点, midnight), 四十五,
    and a minute's leading 零 (四点零五分: 零五 = 5, which no count says); None for no numeral (二十两, 零十)."""
    if said.isdigit():
        return int(said)
    if len(said) == 2 and said[0] in "零〇" and said[1] in DIGIT_CHARS[2:]:
        return int(said[1].translate(_DIGIT_VALUES))
    return integer(said)
