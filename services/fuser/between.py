"""The words between two numbers in a draft, and how a draft's numbers are read (claims.py finds the claims with
them): the operator and equality words of both languages ("×", "乘以", "is", "等于", "the product of … and"), a
percentage's "of", growth and decline words, a date count's "inclusive", sentence ends, and the numbers themselves as
dtlib.perception reads them, a clause-ending comma guarded."""

from __future__ import annotations

import re
from decimal import Decimal

from dtlib.conventions import INCLUSIVE_MARKERS
from dtlib.perception import Mentions, NumberMention, mentions


CUR = r"[$¥€£]?"
OP_WORDS = {
    "+": "+", "plus": "+", "加": "+", "加上": "+",
    "-": "-", "minus": "-", "减": "-", "减去": "-",
    "*": "*", "x": "*", "times": "*", "multiplied by": "*", "乘": "*", "乘以": "*",
    "/": "/", "divided by": "/", "除以": "/",
    "^": "^", "**": "^", "to the power of": "^",
}
OP_ALT = "|".join(sorted((re.escape(w) for w in OP_WORDS), key=len, reverse=True))
OP_GAP = re.compile(rf"^(?P<close>[\s)]*)(?P<op>{OP_ALT})(?P<open>[\s(]*){CUR}\s*$")
EQ_GAP = re.compile(
    r"^(?P<close>[\s)]*)(?:=|≈|is equal to|equals|is|are|makes|gives(?: you)?|you get|yields|results in|"
    r"comes to|adds? up to|sums? to|totals?|等于|约等于|约为|是|为|得)"
    r"\s*(?P<approx>approximately|about|roughly|around|nearly|约|大约)?\s*" + CUR + r"\s*$")
APPROX_EQ = re.compile(r"≈|约|approx|about|roughly|around|nearly")
LEAD_OPEN = re.compile(r"(?:\(\s*)+" + CUR + r"\s*$")
OF_GAP = re.compile(r"^\s*of\s*(?:the\s*)?" + CUR + r"\s*$")
ZH_OF_GAP = re.compile(r"^\s*的\s*$")
WORD_FORM_LEAD = re.compile(r"(?P<word>product|sum|difference|quotient)\s+of\s+" + CUR + r"\s*$")
AND_GAP = re.compile(r"^\s*(?:and|与|和|跟)\s*" + CUR + r"\s*$")
ZH_WORD_FORM = re.compile(r"^\s*的\s*(?P<word>乘积|积|和|差|商)\s*(?:是|为|等于)\s*(?P<approx>约|大约)?\s*$")
ZH_ASKED_WORD_FORM = re.compile(r"^\s*的\s*(?P<word>乘积|积|和|差|商)")
WORD_OPS = {"product": "*", "sum": "+", "difference": "-", "quotient": "/",
             "乘积": "*", "积": "*", "和": "+", "差": "-", "商": "/"}
PROSE_LEAD = re.compile(r"(?P<verb>add(?:ing)?|multiply(?:ing)?|subtract(?:ing)?|divid(?:e|ing))\s+" + CUR + r"\s*$")
PROSE_MIDDLE = {"adding": re.compile(r"^\s*(?:and|to)\s*" + CUR + r"\s*$"),
                 "multiplying": re.compile(r"^\s*(?:by|and|with)\s*" + CUR + r"\s*$"),
                 "subtracting": re.compile(r"^\s*from\s*" + CUR + r"\s*$"),
                 "dividing": re.compile(r"^\s*by\s*" + CUR + r"\s*$")}
PROSE_VERBS = {"add": "adding", "addi": "adding", "mult": "multiplying", "subt": "subtracting",
                "divi": "dividing"}
PROSE_OPS = {"adding": "+", "multiplying": "*", "subtracting": "-", "dividing": "/"}
ADD_UP_GAP = re.compile(r"^\s*(?:add up to|adds up to|sum to|total|make)\s*" + CUR + r"\s*$")
LEAVES_GAP = re.compile(r"^\s*(?:leaves|you get|gives|to get|and get|to give)\s*" + CUR + r"\s*$")
BOLD_EDGES = re.compile(r"^\s*\*\*|\*\*\s*$")  # markdown bold around numbers: **12** × **24**

FROM_LEAD = re.compile(r"(?:from|从|由)\s*" + CUR + r"\s*$")
TO_GAP = re.compile(r"^\s*(?:to|到|增至|增长到|增加到|上升到|涨到|降至|下降到|减少到|降到|跌到|升至)\s*" + CUR + r"\s*$")
GROWTH_WORDS = re.compile(r"grow|grew|increase|rise|rose|gain|climb|jump|surge|went up|up by|"
                           r"went down|plung|decrease|decline|drop|fell|fall|"
                           r"down by|lower|shr[ia]nk|reduc|change|增长|增加|上升|上涨|提高|下降|减少|降低|下跌|缩减|变化|涨幅|跌幅")
DECREASE_WORDS = re.compile(r"decrease|decline|drop|fell|fall|went down|plung|down by|lower|shr[ia]nk|reduc|"
                             r"下降|减少|降低|下跌|缩减|跌幅")
ANNUAL_WORDS = re.compile(r"annual|annually|per year|a year|each year|yearly|cagr|compound|年均|年复合|每年|平均每年")
NOT_CALENDAR_DAYS = re.compile(r"business|working|weekday|workday|工作日")
SAYS_INCLUSIVE = re.compile(INCLUSIVE_MARKERS.pattern + r"|end date counted|including the end date|含结束日")
FULL_STOP = re.compile(r"[。！？!?\n]|\.(?=\s|$)")  # a clause after ";" or "," still belongs
SENTENCE_END = re.compile(r"[。！？!?;；\n]|\.(?=\s|$)")


def gap(folded: str, left: NumberMention | None, right: NumberMention) -> str:
    """The text between two numbers, without the left number's unit ("1200元增长到" → "增长到")."""
    start = left.end if left else 0
    text = folded[start:right.start]
    if left is not None and left.unit:
        stripped = text.lstrip()
        if stripped.startswith(left.unit):
            text = stripped[len(left.unit):]
    return text


def match(pattern: re.Pattern[str], gap: str) -> re.Match[str] | None:
    return pattern.match(gap) or pattern.match(BOLD_EDGES.sub("", gap))


def operand(n: NumberMention, value: Decimal | None = None) -> str:
    """A number as the sandbox's expression reads it (negatives in parentheses, 15%)."""
    v = n.value if value is None else value
    text = format(v, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    text = text or "0"
    if n.percent:
        text += "%"
    return f"({text})" if text.startswith("-") else text


def plain(value: Decimal) -> str:
    text = format(value, "f")
    return (text.rstrip("0").rstrip(".") if "." in text else text) or "0"


def sentences(folded: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in SENTENCE_END.finditer(folded):
        spans.append((start, m.end()))
        start = m.end()
    spans.append((start, len(folded)))
    return spans


def sentence_of(spans: list[tuple[int, int]], pos: int) -> tuple[int, int]:
    return next((s for s in spans if s[0] <= pos < s[1]), (0, 0))


# "Step 1", "1." or "2)" at the start of a line: a label, not a stated amount.
_STEP = re.compile(r"\bstep\s+\d+$", re.IGNORECASE)
_LIST_ITEM = re.compile(r"(?:^|\n)\s*\d+[.)]$")


def is_label(text: str, n: NumberMention) -> bool:
    return bool(_STEP.search(text[:n.end]) or _LIST_ITEM.search(text[:n.end + 1]))


CLAUSE_COMMA = re.compile(r",(?=\s|$)")
PARENTHESES = re.compile(r"\([^()]*\)|（[^（）]*）")


def read_numbers(text: str) -> Mentions:
    """dtlib.perception's mentions, with one guard: a comma that ends a clause ("-12,567,890,
    so …") is read as ';' (same length, so positions hold). The shared reader otherwise takes
    "12,567,890," for "12" followed by other text. Dates are read without the guard ("May 10,
    2020" keeps its comma), and no number is read inside one."""
    guarded = mentions(CLAUSE_COMMA.sub(";", text))
    if "," not in text:
        return guarded
    dates = mentions(text).dates
    numbers = [n for n in guarded.numbers if not any(d.start <= n.start < d.end for d in dates)]
    return Mentions(guarded.folded, numbers, dates, guarded.quoted, guarded.times)
