"""Blind halves of the twenty-first session's Chinese families (`blind_21_zh.jsonl`, issue 15): 68 rows written with the
tune halves (story_shapes_zh.jsonl batch 14) and committed before the reader ran on either, other nouns, numbers and
sentence shapes; 36 must go slow. Families: money flows (收入/支出, 存进去, 取钱前, 找给, 红包, 还钱; near misses a fee, 透支,
还差, another's account, 拼手气红包, a tax, 到手 untold), holidays and dates (圣诞节, 元旦, 劳动节, 国庆节 with a year, 闰年;
near misses without today, lunar, no year, 第几周), conversions inside a story (车厢, 酱油, 西瓜, 面粉, 泳池; near misses 斤,
吨, 加仑, 里, volume to mass, a length not told, an extra amount, someone else), a holiday's date stated (春节是1月22日,
端午节, 中秋节, 冬至; near misses no year, another holiday, another year, 大概, 距离…还有 without today), one amount told
after a sayer (医生说, 教练说, 快递员说, 说明书上写), converted.

Run once, after the tuning (branch h/zh21 at cc8e34c8), before any fix: fast rows 18 right, 0 wrong, 14 slow (money
flows 1/7, holidays and dates 5/6 (闰年: no sandbox operation), conversions in a story 3/6, a holiday's date stated 4/6,
a sayer's amount converted 5/7); slow rows 34 of 36 slow, 2 wrong fast answers, both main's as well: 拼手气红包一共50元，
发给5个人，每人抢到多少元 → 10 (bills.py shared out a red packet left to chance; hedges.shares_said_unequal now refuses
shares said to be random or unequal, in both languages: "50 dollars split randomly among 5 kids" → 10 on main too) and
医生说每次针灸40分钟，一共是多少小时 → 2/3 (conversion.py converted one piece's amount asked as a total of a count not
told; a total asked after 每 now goes slow).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes,
                      probes_in_round_form, value_of)

ROWS = jsonl_rows("blind_21_zh.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_file_is_chinese_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 68 and sum(r["expect"] == "slow" for r in ROWS) == 36 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_blind_row_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the blind run found, with its near-miss twins (hedges.py, conversion.py).
@pytest.mark.parametrize(("text", "value"), [
    ("拼手气红包一共50元，发给5个人，每人抢到多少元？", None),
    ("一共50元，随机分给5个人，每人多少元", None),
    ("50 dollars split randomly among 5 kids, how much does each get?", None),
    ("红包一共50元，平均发给5个人，每人抢到多少元？", "10"),
    ("50 dollars split among 5 kids, how much does each get?", "10"),
    ("医生说每次针灸40分钟，一共是多少小时？", None),
    ("每颗胶囊150毫克，一共是多少克", None),
    ("每颗胶囊150毫克，是多少克", "0.15"),
    ("每次针灸30分钟，是多少小时？", "0.5"),
])
def test_what_the_blind_run_found_and_its_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
