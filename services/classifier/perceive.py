"""Fill `env.perception`: language, numbers, entities, complexity and, above all, ambiguities.

An ambiguity is something a fast answer would have to guess: a unit without one standard
("5吨等于多少磅": metric, long or short ton), a relative date with no anchor ("next Friday" with no
`today` in the context), a value that changes over time ("按最新个税起征点"), a date that can be read
two ways (05/04/2022), an expression read two ways (6÷2(1+2)). Such a request goes slow with the
ambiguity recorded, so the answer can name it.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from dtlib.conventions import ambiguous_in_request
from dtlib.envelope import Perception
from dtlib.perception import Mentions, mentions
from dtlib.perception_forms import form_ambiguities
from dtlib.text import language

_RELATIVE_DATE = re.compile(
    r"\b(?:today|tomorrow|yesterday|tonight|now|this (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|(?:next|last|coming|past) (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|(?:days?|weeks?|months?|years?) (?:from now|ago|later)|from now)\b"
    r"|今天|明天|昨天|后天|前天|今年|明年|去年|本周|下周|上周|这周|这个月|本月|下个月|上个月|今晚|此刻"
)
UNANCHORED_DATE = "relative date without an anchor: say which date 'today' is"
# Operations that compute with dates: a relative date matters only to these (a story's "今天两人碰到了,
# 至少再过多少天会再碰到" is an lcm, whatever today is; the reader never reads "today" without one).
DATE_OPS = frozenset({"date_diff", "date_add", "weekday", "business_days", "batch"})
# A relative date matters only when the request computes with dates.
_DATE_QUESTION = re.compile(
    r"\bhow many (?:days?|weeks?|months?|years?)\b|\b(?:what|which) (?:date|day)\b|\bweekday\b"
    r"|\bday of the week\b|\buntil\b|\bsince\b|\bhow long\b|\b(?:days?|weeks?|months?|years?) (?:from|after|before|ago|later)\b"
    r"|几号|星期几|周几|礼拜几|多少天|几天|日期|多久|哪天|哪一天|几月几"
)
_POLICY = re.compile(
    r"个税|个人所得税|起征点|税率|汇率|利率|房贷|公积金|社保|最低工资|油价|金价|股价|房价|通胀|增值税|关税|养老金"
    r"|\b(?:tax (?:rate|bracket|threshold|allowance)|income tax|exchange rate|interest rate|mortgage rate"
    r"|minimum wage|inflation(?: rate)?|stock price|share price|gold price|price of gold|oil price|vat rate"
    r"|federal funds rate|prime rate)\b"
)
_LATEST = re.compile(r"最新|现行|目前|当前|今年|\b(?:latest|current|currently|today's|this year's|new)\b")
# "3/4 (fraction please)": a parenthesis of words after a division is a note, not a factor
_IMPLIED_PRODUCT = re.compile(r"[/÷]\s*\d+(?:\.\d+)?\s*\((?=\s*[-+\d.(零〇一二两三四五六七八九十])")
# "692 / 24/666", "3/4 / 1/4": a slash spaced on a side, then a fraction written tight. A calculator divides
# from the left whatever the spacing; a reader of the spacing divides by the fraction. ÷ and the words (除以,
# "divided by") before a tight fraction are the textbook's divisor, read as such (tight_fractions.divisor_fractions).
_SLASH_BEFORE_FRACTION = re.compile(r"(?:\s[/／]\s*|[/／]\s)[-+]?\d+(?:\.\d+)?[/／]\d")
# "1,5 and 2,5", "the sum of 1,23 and 5": one comma inside a number that groups no thousands, not in a chain of
# such commas ("3,4,5" is a list): a decimal comma (1.5) or two items of a list
_DECIMAL_COMMA = re.compile(r"(?<![\d.,])\d+,\d{1,2}(?![\d,])")
_ANCHOR_KEYS = ("today", "date", "now")
# The request names today's date itself ("今天是2023年12月25日", "today is June 3, 2024"), or counts
# from a date it writes ("Sept 2, 2024 … 6 weeks later"): those words need no anchor.
_TODAY_IS = re.compile(r"(?:\btoday is|\btoday's date is|今天是|今天为|今日是)\s*$")
_LATER_THAN_WRITTEN = re.compile(r"\b(?:\d+|a|one) (?:days?|weeks?) later\b")
_OPERATORS = re.compile(r"[-+*/^%=]|加|减|乘|除")
_CLAUSES = re.compile(r"[,，;；.。?？!！]\s*\S")
_QUARTER = re.compile(r"\bq[1-4]\b|第[1-4一二三四]季度")


@dataclass
class Perceived:
    perception: Perception
    mentions: Mentions
    time_dependent: list[str] = field(default_factory=list)  # see time_dependent()


# Substrings without which a pattern above cannot match: testing them first is much cheaper than
# scanning with the pattern (these checks run on every request).
_UNIT_HINTS = ("吨", "斤", "ton", "加仑", "gallon", "盎司", "ounce", "oz", "品脱", "pint", "夸脱", "quart", "billion")
_RELATIVE_HINTS = ("today", "tomorrow", "yesterday", "tonight", "now", "this ", "next ", "last ", "coming ",
                   "past ", " ago", "later", "今", "明", "昨", "后天", "前天", "去年", "周", "月", "此刻")
_POLICY_HINTS = ("税", "汇率", "利率", "房贷", "公积金", "社保", "工资", "价", "通胀", "养老金", "tax", "rate",
                 "wage", "inflation", "price", "vat")


def _has_any(text: str, hints: tuple[str, ...]) -> bool:
    return any(h in text for h in hints)


def ambiguities(text: str, found: Mentions, context: dict[str, str]) -> list[str]:
    folded = found.folded
    found_ambiguities = ambiguous_in_request(folded) if _has_any(folded, _UNIT_HINTS) else []
    anchor = any(context.get(key) for key in _ANCHOR_KEYS)
    if not anchor and _has_any(folded, _RELATIVE_HINTS) and _RELATIVE_DATE.search(_unanchored(folded, found)) \
            and _DATE_QUESTION.search(folded):
        found_ambiguities.append(UNANCHORED_DATE)
    for d in found.dates:
        if d.problem:
            found_ambiguities.append(f"the date '{d.raw}': {d.problem}")
    date_spans = [(d.start, d.end) for d in found.dates]
    if "(" in folded and any(not any(a <= m.start() < b for a, b in date_spans)
                             for m in _IMPLIED_PRODUCT.finditer(folded)):
        found_ambiguities.append("a division followed by an implied multiplication, e.g. 6÷2(1+2), reads two ways")
    if ("/" in text or "／" in text) and _SLASH_BEFORE_FRACTION.search(text):
        found_ambiguities.append("a slash before a fraction written with a slash, e.g. 692 / 24/666, reads two ways")
    if "," in folded and _DECIMAL_COMMA.search(folded):
        found_ambiguities.append("a comma inside a number, e.g. 1,5: a decimal comma or two items of a list")
    return found_ambiguities + form_ambiguities(text, folded)


def _unanchored(folded: str, found: Mentions) -> str:
    """`folded` without the relative words the request anchors itself: "today is <date>", and
    "N days later" when a date is written."""
    if not found.dates:
        return folded
    for d in sorted(found.dates, key=lambda d: d.start, reverse=True):
        said = _TODAY_IS.search(folded, 0, d.start)
        if said is not None:
            folded = folded[:said.start()] + " " * (said.end() - said.start()) + folded[said.end():]
    return _LATER_THAN_WRITTEN.sub(" ", folded)


def time_dependent(found: Mentions) -> list[str]:
    """A value that changes over time (a tax threshold, a share price): ambiguous unless the
    request gives it. The classifier drops this when the reader read the request in full, since
    the operation then computes only with the numbers the request states."""
    folded = found.folded
    policy = _POLICY.search(folded) if _has_any(folded, _POLICY_HINTS) else None
    if not policy:
        return []
    latest = " (asked as the latest value)" if _LATEST.search(folded) else ""
    return [f"'{policy.group(0)}' changes over time{latest}: say which date or which value to use"]


def complexity(text: str, found: Mentions) -> float:
    """0..1, a rough size of the request: length, how many values and operators, clauses."""
    size = math.log1p(len(text)) / math.log1p(400)
    values = (len(found.numbers) + len(found.dates) + len(found.quoted)) / 8
    operators = len(_OPERATORS.findall(found.folded)) / 6
    clauses = len(_CLAUSES.findall(found.folded)) / 4
    return round(min(1.0, 0.4 * size + 0.2 * values + 0.2 * operators + 0.2 * clauses), 3)


def entities(found: Mentions) -> list[str]:
    out = [f"date:{d.iso or d.raw}" for d in found.dates]
    out += [f"quoted:{q.text}" for q in found.quoted]
    out += [f"time:{found.folded[a:b]}" for a, b in found.times]
    out += sorted({f"unit:{n.unit}" for n in found.numbers if n.unit})
    if "q" in found.folded or "季度" in found.folded:
        out += [f"quarter:{m.group(0)}" for m in _QUARTER.finditer(found.folded)]
    out += [f"ordinal:{n.plain()}" for n in found.numbers if n.ordinal]
    return out


def perceive(text: str, context: dict[str, str] | None = None) -> Perceived:
    found = mentions(text)
    perception = Perception(
        language=language(text),
        numbers=[f"{n.plain()}{'%' if n.percent else ''}" for n in found.numbers if not n.ordinal],
        entities=entities(found),
        complexity=complexity(text, found),
        ambiguities=ambiguities(text, found, context or {}),
    )
    return Perceived(perception, found, time_dependent(found))
