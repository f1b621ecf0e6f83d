"""Blind half of the twenty-first session's Chinese families (`blind_23_zh.jsonl`, issue 15): 29 rows written with the
tune half (story_shapes_zh.jsonl batch 21) and committed before the reader ran on either, other nouns, numbers and
sentence shapes; 15 must go slow. Families: ages (比…大 / 比…小, 6年后, 10年前, a multiple of another's age), doubling
words (翻了一番, 翻了两番, 增加了一倍), the missing item of an average (前四次一共, two subjects' average), speeds with a
duration in another time unit (40分钟 at 每小时120千米, 半小时, 2小时 at 每分钟3吨) and days until a date with today said;
near misses another person asked, a year of birth, 虚岁, 相差 without a direction, 增长了两倍 (×3 or ×2), another unit, 翻了番
without a count, a count of items not said, two groups' averages, 至少, 半年零两周, seconds asked of a distance, someone else
walking, 距离元旦 without today.

Run once, after the tuning (branch h/zh23 at b3866674), before any fix: fast rows 9 right (ages 5/5, 增加了一倍, 前四次一共,
40分钟, the day count), 0 wrong, 5 slow: 收成翻了一番 (收成 is no kind of amount the reader knows), 二十年间翻了两番 (a span
with 间, asked in 万人), 语文、数学两科平均 (items named, not counted before 前), 走了半小时 (半小时 is no amount to the rate
reader) and 每分钟抽水3吨 … 抽了2小时; slow rows 15 of 15 slow. Main (7f7370a8): 3 of 14 fast rows read (比…大, 比…小, the
day count), 15 of 15 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_23_zh.jsonl")
RUN = {"fast_right": 9, "fast_wrong": 0, "slow": 20}  # the one blind run, before any fix


def test_the_file_is_chinese_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 29 and sum(r["expect"] == "slow" for r in ROWS) == 15 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
