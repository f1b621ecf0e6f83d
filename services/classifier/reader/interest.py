"""Simple interest read by its values, only where the words say it is simple (单利, "simple
interest"): one principal in money, one yearly rate, a number of years, and the interest asked:

- "存 10000 元，年利率 3%，存 2 年，单利利息多少" (600), "Simple interest on $1,000 at 5% for 3 years?"
  (150): principal × rate × years.

- "$1,200 at 5% simple interest for 2 years, what's the total amount" (1320): the principal with its
  interest, asked as "total amount" or "amount back" in the last clause (not "total interest").
- "at 4% per year" / "at 4% a year": the rate's own period said after it, not the interest of one year asked;
  "if I put $2,000 in at 3% simple interest …": a leading "if" sets the deposit out, not a condition.
- "存款 10000 元，年利率 3%，存一年利息多少" (300), "月利率1%，一个月的利息" (20): a term of exactly one period
  of the rate, where simple and compound interest are the same, needs no 单利.

Interest not said to be simple (it may compound) over more than one period, a rate per month with a
term in years (or the other way), the total
asked in any other words (本息和, "total", "in all"), the interest of one year asked (每年),
tax on the interest, deposits made each year, or any other number make the request unread, so it
goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .tokens import Said, Tok, last_clause_start
from .role_words import SPEAKER_EN
from .vocab_en import PEOPLE_NOUNS_EN
from .triggers import triggered_by

_SIMPLE = ("单利", "simple interest")
_INTEREST_ASKED = ("利息", "interest")
_OTHER = ("复利", "compound", "compounded", "月", "month", "monthly", "季", "quarter", "quarterly", "daily", "每天", "日利率",
          "本息", "本利", "本金和", "一共", "总共", "合计", "total", "altogether", "in all", "amount", "will i have",
          "do i have", "balance", "税", "tax", "扣", "withdraw", "取出", "each year", "every year", "per year deposit",
          "又", "再", "然后", "then", "more", "比", "than", "提前", "early", "penalty", "不", "没", "not", "no",
          "if", "如果", "假如", "多少年", "几年", "how many years", "how long", "利率是多少", "what rate", "what interest rate")
_DEPOSIT_VERBS = frozenset({"put", "invest", "deposit"})  # "put" lexes as a converting verb
_TOTAL_ASKED = ("total amount", "amount back")  # the principal with its interest
_PER_YEAR_ASKED = ("每年", "一年的利息", "per year", "a year", "each year", "annual interest", "yearly interest")
_ALLOWED = frozenset({"NUM", "PCT", "WORD", "UNIT", "YEAR_UNIT", "MEASURE", "COMMA", "ON", "AT", "FOR", "OF", "IN",
                      "MEI", "HOW_MANY", "WHAT", "IS", "YOU", "SHI", "DE", "ASK", "DUOSHAO_QIAN", "YAO", "AND", "WITH",
                      "PAY_EN", "CHUXIAN", "ZH_SUM", "MONTH_UNIT", "AFTER_ZH"})


@triggered_by(text=("simple", "单利", "年利率", "月利率"))
def read_interest(tokens: list[Tok], slots: Slots) -> Task | None:
    tokens = _without_rate_period(tokens[1:] if tokens and tokens[0].value == "if" else tokens)
    asked = tokens[last_clause_start(tokens):]
    total_asked = Said(asked).any(_TOTAL_ASKED) and not Said(asked).any(_INTEREST_ASKED)
    said = Said([t for t in tokens if not (total_asked and t in asked)])
    simple = said.any(_SIMPLE)
    period = simple and "YEAR_UNIT" or _rate_period_zh(tokens)
    if period is None or not said.any(_INTEREST_ASKED) \
            or any(t.type not in _ALLOWED and t.value not in _DEPOSIT_VERBS for t in tokens) \
            or said.any(_OTHER if simple or period == "YEAR_UNIT" else _OTHER_THAN_MONTHS) \
            or Said(asked).any(_PER_YEAR_ASKED) or _two_people(tokens):
        return None
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(percents) != 1 or len(numbers) != 2:
        return None
    principal = [i for i in numbers if money_of(tokens, i, slots)]
    terms = [i for i in numbers if _in_periods(tokens, i, slots, period)]
    if len(principal) != 1 or len(terms) != 1 or principal == terms:
        return None
    p, r, t = (slots.number(tokens[i].value) for i in (principal[0], percents[0], terms[0]))
    if p.value <= 0 or not 0 < r.value < 100 or t.value <= 0 or t.value != t.value.to_integral_value() \
            or not simple and t.value != 1:
        return None  # unsaid simple: only one period, where simple and compound agree
    interest = f"{p.plain()}*{r.plain()}/100*{t.plain()}"
    return Task("expr", {"expression": f"{p.plain()}+{interest}" if total_asked else interest}, source="parser")


def _without_rate_period(tokens: list[Tok]) -> list[Tok]:
    """The tokens without the period said right after the rate ("4% per year", "5% a year")."""
    for i, t in enumerate(tokens[:-2]):
        if t.type == "PCT" and tokens[i + 1].value in ("per", "a") and tokens[i + 2].value in ("year", "annum"):
            return tokens[:i + 1] + tokens[i + 3:]
    return tokens


_OTHER_THAN_MONTHS = tuple(w for w in _OTHER if w != "月")


def _rate_period_zh(tokens: list[Tok]) -> str | None:
    """The period of a rate said as 年利率 or 月利率 (its unit token), or None."""
    units = {tokens[i - 1].type for i, t in enumerate(tokens) if i and t.value.startswith("利率")
             and tokens[i - 1].type in ("YEAR_UNIT", "MONTH_UNIT")}
    return units.pop() if len(units) == 1 else None


def _in_periods(tokens: list[Tok], i: int, slots: Slots, period: str) -> bool:
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return period == "YEAR_UNIT" and slots.number(tokens[i].value).unit == "年" \
        or following is not None and following.type == period


_OTHERS = PEOPLE_NOUNS_EN | {"he", "she", "they", "him", "her", "his", "their", "them"}


def _two_people(tokens: list[Tok]) -> bool:
    """"I put $2,000 in … how much interest does my brother earn": whose deposit is asked about?"""
    words = {t.value for t in tokens}
    return bool(words & SPEAKER_EN) and bool(words & _OTHERS)
