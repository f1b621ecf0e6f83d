"""Date shifts, strings, number words and primes in the words people use (datestr_blind.jsonl, issue 15):
403 requests, zh and en, 118 that must go slow (107 as first written). Written before the reader was run
on it; within each (category, language) group the rows alternate tune, check. Rules were written from the
tune half only.

Policies the rows follow (beyond data/parse/README.md's conventions):
- "the Nth day counting from D" / 从D起第N天 goes slow: whether D itself is day 1 is not said
  ("…后第500天，不含当天" says it, and is D + 500);
- working days and business days in a date shift go slow (a calendar's holidays decide them);
- months are added only to days ≤ 28; a date with no year, a holiday by name, or a date written
  dd/mm or mm/dd with both ≤ 12 goes slow;
- a span that "lasts" or "is valid for" N days (a project, a warranty, a visa, a trial, leave) ends on
  day N or on the day after: slow (the reader's standing policy); "move/bring … forward" is later in
  one English and earlier in another: slow unless the request says which;
- strings are taken by code point after the text as written (no normalisation); a request whose
  answer depends on normalisation, case folding or dropping punctuation (a palindrome with capitals
  or commas) goes slow; a palindrome or "contains" question answers true/false.

Thirteen labels were corrected after the first run: twelve spans that last N days and "move forward"
to slow by the policies above, then "Bring … forward by 2 weeks (earlier)" back to fast (it says which).
The check half's two wrong fast answers were looked at (a wrong value may not stand): "subtract 31 days
from 2024-03-31" read forward, and that relabelled row; no check-half miss was read.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from dualtrack.bench.parse import run
from services.classifier.parse import parse

from .golds import shown
from .reading import jsonl_rows, split_counts, value_of

ROWS = jsonl_rows("datestr_blind.jsonl")
# Fast and exact, as reached (before this file's rules: tune 112 and check 108, two wrong fast answers
# shown on each half).
REACHED = {"tune": 125, "check": 111}


def gold_of(row: dict) -> str:
    """The gold recomputed from the row's expression with the standard library alone."""
    today = dt.date.fromisoformat(row["context"]["today"]) if "context" in row else None

    def add_months(start: dt.date, months: int) -> dt.date:
        index = start.month - 1 + months
        return start.replace(year=start.year + index // 12, month=index % 12 + 1)

    def isprime(n: int) -> bool:
        return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))

    def factor(n: int) -> str:
        parts, d = [], 2
        while n > 1:
            k = 0
            while n % d == 0:
                n, k = n // d, k + 1
            if k:
                parts.append(f"{d}^{k}" if k > 1 else str(d))
            d += 1
        return "*".join(parts)

    names = {"D": dt.date, "T": lambda days: dt.timedelta(days=days), "AM": add_months, "TODAY": today,
             "F": Fraction, "rev": lambda text: text[::-1], "isprime": isprime, "factor": factor,
             "B": lambda truth: "true" if truth else "false"}
    value = eval(row["gold_expr"], names)  # noqa: S307 - the file's own expressions
    return value.isoformat() if isinstance(value, dt.date) else shown(value)


def test_the_file_is_balanced_and_each_gold_is_its_own_expression() -> None:
    assert len(ROWS) >= 400 and sum(r["expect"] == "slow" for r in ROWS) >= 0.24 * len(ROWS)
    assert min(sum(r["lang"] == lang for r in ROWS) for lang in ("zh", "en")) >= 0.45 * len(ROWS)
    for row in ROWS:
        if row["expect"] == "fast":
            assert row["gold"] == gold_of(row), row["id"]
        else:
            assert row["gold"] is None, row["id"]


def test_no_request_shows_a_wrong_value() -> None:
    for outcome in run(ROWS):
        if outcome.value is not None:
            assert outcome.item["expect"] == "fast" and outcome.exact, (outcome.item["text"], outcome.value)


@pytest.mark.parametrize("half", ["tune", "check"])
def test_each_half_reaches_its_count(half: str) -> None:
    assert split_counts(ROWS, half)["fast_right"] >= REACHED[half]


@pytest.mark.parametrize(
    ("text", "today", "value"),
    [
        # a date moved by an imperative, without a question
        ("Shift 2026-04-01 by 14 days later.", None, "2026-04-15"),
        ("Delay 2023-12-30 by 3 days — new date?", None, "2024-01-02"),
        ("Postpone 2024-05-20 by 10 days.", None, "2024-05-30"),
        ("Rewind 30 days from 2025-03-15.", None, "2025-02-13"),
        # subtracting days from a date goes back from it
        ("If you subtract 20 days from 2024-05-31, what date do you get?", None, "2024-05-11"),
        ("If you take away 20 days from 2024-05-31, which date is it?", None, "2024-05-11"),
        ("If you add 20 days to 2024-05-31, what date do you get?", None, "2024-06-20"),
        ("从2024年11月11日开始等75天，是哪天？", None, "2025-01-25"),
        ("2024年3月5日再加100天是哪天", None, "2024-06-13"),
        ("今天再加250天是哪天", "2024-04-04", "2024-12-10"),
        ("Which date was 10 weeks ago today?", "2024-04-04", "2024-01-25"),
        # a journey's arrival asked after a comma the grammar drops
        ("快递2024年12月20日发出，要18天送到，哪天到？", None, "2025-01-07"),
        ("“数据库”倒序写出来", None, "库据数"),
        ("字符串'abc-123'反转后是什么", None, "321-cba"),
        ("Prime-factorize 6006.", None, "2*3*7*11*13"),
        ("1024写成质数的乘积", None, "2^10"),
        ("Decide if 7927 is prime.", None, "true"),
        ("When is 30 days after 2024-03-01?", None, "2024-03-31"),  # found beside the blind set
        ("30 days after 2024-03-01 is when?", None, "2024-03-31"),
        ("单词‘istanbul’的大写是什么", None, "ISTANBUL"),  # the noun before the quoted word
        ("字符串“Hello”的小写", None, "hello"),
    ],
)
def test_the_rules_found_on_the_tuning_half(text: str, today: str | None, value: str) -> None:
    assert value_of(text, today) == value, text


@pytest.mark.parametrize(
    ("text", "today"),
    [
        ("Shift 2026-04-01 by 14 days.", None),  # which way?
        ("Delay 2023-12-30 by 3 days earlier.", None),  # said both ways
        ("Delay 2023-12-30 by 3 working days.", None),
        ("Delay 2023-12-30 by 3 days and then 2 more.", None),
        ("Move 2025-01-15 forward by 3 weeks.", None),  # later or earlier, by dialect
        ("Delay the 2023-12-30 flight by 3 days — how long is the trip now?", None),
        ("2024年2月10日之后一百天左右是哪天", None),  # a day count said to be approximate
        ("2024年2月10日之后约100天是哪天", None),
        ("What date is roughly 100 days after 2024-02-10?", None),
        ("今天再加250天再减3天是哪天", "2024-04-04"),
        ("快递2024年12月20日发出，要18天送到，哪天发出？", None),  # the sending day is told, not asked
        ("快递2024年12月20日发出，要18天送到，哪天到哪里？", None),  # when and where
        ("三三两两加一", None),  # an idiom, not 3322
        ("两两相加", None),
        ("Decide whether 7927.5 is prime.", None),
        ("单词‘istanbul’的大写有几个字母", None),  # the length asked, of a form
        ("单词的大写是什么", None),
        ("When is 30 working days after 2024-03-01?", None),
        ("When is 30 days after 2024-03-01 a Friday?", None),
        ("从2024年2月10日起第100天是哪天", None),  # is the first day day 1?
        ("2021年7月1日后第500天，不含当天，是哪一天？", None),
    ],
)
def test_the_same_words_with_a_reading_that_does_not_fit_stay_slow(text: str, today: str | None) -> None:
    assert value_of(text, today) is None, text
