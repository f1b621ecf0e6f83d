"""The conventions every path follows, in one table, so two paths never answer one question two ways.

The parser, the sandbox ops, the model's prompt and the fuser's checks all read these: a day count
excludes the end date unless the request asks otherwise, and the operation carries that choice as
its `inclusive` argument; units and terms without one standard are never guessed.
"""

from __future__ import annotations

import re

# --- day counts ------------------------------------------------------------------------------

# A day count between two dates excludes the end date (2024-01-01 → 2024-01-02 is 1 day) unless
# the request asks for both ends; `date_diff` and `business_days` carry it as `inclusive`.
DATE_DIFF_INCLUSIVE_DEFAULT = False

# Words that ask for both ends to be counted (the reader's lexicon reads these same words).
INCLUSIVE_WORDS: tuple[str, ...] = (
    "inclusive", "inclusively", "both inclusive", "inclusive of both dates", "counting both",
    "counting both dates", "counting both ends", "including both", "including both dates",
    "including both ends", "both dates included", "both dates inclusive", "both dates counted",
    "both ends included", "both ends inclusive", "both ends counted", "both days included",
    "both days inclusive", "both days counted", "counting both days", "including both days",
    "counting the first and last day", "counting the first and the last day", "including the first and last day", "including the start and end dates", "including start and end dates",
    "including both start and end dates", "including both the start and end dates", "including both the start and the end date",
    "含首尾", "包括首尾", "包含首尾", "首尾都算", "首尾均算", "含两端", "包括两端", "包含两端", "两头都算",
    "首尾两天都算", "首尾两天都计算", "含当天", "包括当天", "算上当天", "包括首尾两天", "含首尾两天",
)
INCLUSIVE_MARKERS = re.compile("|".join(
    rf"\b{re.escape(w)}\b" if w[0].isascii() else re.escape(w) for w in sorted(INCLUSIVE_WORDS, key=len, reverse=True)))


# --- clock times ----------------------------------------------------------------------------

# A clock time plus a duration (`clock_add`) is on the 24-hour clock where the time is written so (08:40, 22:50)
# or its half of the day is said (am/pm, 上午/下午/晚上/凌晨); a time said without either (8:40, 八点) is on the
# 12-hour clock (`clock` "12h") and answered only where the result stays in the start's half of the day: 8:40 plus
# 5 hours is 1:40 or 13:40, so it is asked back, never guessed. Midnight is 00:00 of the next day (24:00 is refused);
# 12:00 am / pm is not read (noon or midnight?). The day crossed is said: 02:15（第二天）, 02:15 the next day.


def counted_note(inclusive: bool, lang: str) -> str:
    """How a day count was counted, in the answer's language."""
    if lang == "zh":
        return "含结束日" if inclusive else "不含结束日"
    return "end date counted" if inclusive else "end date not counted"


PROMPT_CONVENTIONS = (
    "A number of days between two dates does not count the end date "
    '(2024-01-01 to 2024-01-02 is 1 day); only when the question asks to count both ends '
    '(inclusive, 含首尾) set "inclusive": true.'
)

# --- units and terms without one standard ----------------------------------------------------

# (pattern over folded text, what is ambiguous, the question to ask back: en, zh)
AMBIGUOUS_TERMS: tuple[tuple[re.Pattern[str], str, str, str], ...] = (
    (re.compile(r"(?<![公英美])吨|(?<!metric )(?<!long )(?<!short )\btons?\b"),
     "unit 'ton' has no single standard: metric (1000 kg), long (1016.05 kg) or short (907.18 kg)",
     "Which ton do you mean: metric (1000 kg), long (1016.05 kg) or short (907.18 kg)?",
     "您说的“吨”是哪一种：公吨（1000千克）、英吨（1016.05千克）还是美吨（907.18千克）？"),
    (re.compile(r"(?<![美英]制)加仑|(?<!\bus )(?<!u\.s\. )(?<!imperial )\bgallons?\b"),  # a stated one is one standard
     "unit 'gallon' differs: US (3.785 L) or imperial (4.546 L)",
     "Which gallon: US (3.785 L) or imperial (4.546 L)?",
     "您说的“加仑”是美制（3.785升）还是英制（4.546升）？"),
    (re.compile(r"盎司|\bounces?\b|\boz\b"),
     "unit 'ounce' differs: avoirdupois (28.35 g), troy (31.10 g) or fluid ounce",
     "Which ounce: avoirdupois (28.35 g), troy (31.10 g) or a fluid ounce?",
     "您说的“盎司”是常衡（28.35克）、金衡（31.10克）还是液量盎司？"),
    (re.compile(r"品脱|\bpints?\b"),
     "unit 'pint' differs: US (473 mL) or imperial (568 mL)",
     "Which pint: US (473 mL) or imperial (568 mL)?",
     "您说的“品脱”是美制（473毫升）还是英制（568毫升）？"),
    (re.compile(r"夸脱|\bquarts?\b"),
     "unit 'quart' differs: US liquid, US dry or imperial",
     "Which quart: US liquid, US dry or imperial?",
     "您说的“夸脱”是美制液量、美制干量还是英制？"),
    (re.compile(r"(?<![市台公])斤"),
     "unit '斤' differs: mainland 市斤 (500 g) or Taiwan 台斤 (600 g)",
     "Which jin: the mainland 市斤 (500 g) or the Taiwan 台斤 (600 g)?",
     "您说的“斤”是市斤（500克）还是台斤（600克）？"),
    (re.compile(r"\bbillions?\b.*\b(?:uk|british|long scale)\b|\b(?:uk|british|long scale)\b.*\bbillions?\b"),
     "'billion' differs: short scale (10^9) or long scale (10^12)",
     "Which billion: a thousand million (10^9) or, in older British usage, a million million (10^12)?",
     "这里的 billion 是十亿（10^9）还是旧英式用法的一万亿（10^12）？"),
    # A quarter's days and dates depend on the year (Q1 has 91 days in a leap year) and, for a
    # fiscal quarter, on when the fiscal year starts: without a year, a day count is a guess.
    (re.compile(r"^(?!.*\b\d{4}\b)(?=.*(?:\bq[1-4]\b|\bquarters?\b|季度|财季)).*"
                r"(?:\bdays?\b|\bdates?\b|\bends?\b|\bstarts?\b|\bbegins?\b|天|日期|哪天|哪一天)", re.S),
     "a quarter without a year: its days depend on the year, and a fiscal quarter on when the fiscal year starts",
     "Which year, and do you mean a calendar quarter or a fiscal quarter (and when does that fiscal year start)?",
     "请问是哪一年？是自然季度还是财务季度（财年从几月开始）？"),
)


def ambiguous_terms(folded: str) -> list[str]:
    """What is ambiguous in `folded` text, one reason per term found."""
    return [reason for pattern, reason, _, _ in AMBIGUOUS_TERMS if pattern.search(folded)]


# An ambiguous unit changes an answer only when the request relates it to another unit: "5吨等于多少
#千克" depends on which ton, "产量从120吨增长到132吨，增长率是多少" or "每斤3元，买5斤多少钱" do not.
_UNIT_TERMS = frozenset(reason for _, reason, _, _ in AMBIGUOUS_TERMS[:6])
_CONVERSION_CUE = re.compile(
    r"千克|公斤|毫克|克|磅|斤|市斤|公吨|吨|升|毫升|立方|盎司|品脱|夸脱|加仑|杯|换算|折合|合多少"
    r"|\b(?:kg|kgs|kilos?|kilograms?|grams?|g|mg|pounds?|lbs?|stones?|tonnes?|tons?|liters?|litres?|l|ml"
    r"|cups?|cubic|gallons?|ounces?|oz|pints?|quarts?|convert(?:ed|ing)?|conversion)\b"
)


def ambiguous_in_request(folded: str) -> list[str]:
    """What is ambiguous in a request: the terms of `ambiguous_terms`, a unit among them only
    when the rest of the request names another unit or asks for a conversion."""
    reasons = []
    for pattern, reason, _, _ in AMBIGUOUS_TERMS:
        if not pattern.search(folded):
            continue
        if reason in _UNIT_TERMS and not _CONVERSION_CUE.search(pattern.sub(" ", folded)):
            continue
        reasons.append(reason)
    return reasons


def question_back(reason: str, lang: str) -> str | None:
    """The question that resolves an ambiguity reason from `ambiguous_terms`, or None."""
    for _, known, en, zh in AMBIGUOUS_TERMS:
        if known == reason:
            return zh if lang == "zh" else en
    return None
