"""Hostile probes, thirty-third round, Chinese (`hostile_probes_33_zh.jsonl`, issue 15), aimed at the Chinese readers
added in session 25 (compared_counts_zh, per_period_zh, kinds_of_whole_zh, groups_each_zh, unit_prices_zh, roles_zh's
gains, ages_zh's 正好是…的N倍, ratios_asked_zh, and the Chinese side of durations_asked, weekday_offsets,
prime_ends_said, nth_weekdays, leap_years), in four batches (52, 52, 63, 51 rows; 218 in all, 88 expected fast), each
committed before the reader ran on it.

What went fast and wrong, and was fixed by rule (13: 0, 11, 1, 1 by batch):
- compared_counts_zh.py (8): the compared one asked by another doing or of a part of it (周二修了多少台 after 卖出,
  二班有男生多少人, 二班现在有多少人, 转走多少人; 小芳摘了多少朵 when told 有), now asked only by 有 / 是 / none or the told
  doing; a told amount of comers or absentees (一班新来了学生12人, 缺席学生6人) read as the class's count.
- unit_prices_zh.py (1): a price said of a time (汽油昨天每升7.65元, 原来每升) taken as the price paid.
- per_period_zh.py (1): a rate of two doers (王师傅和徒弟每天做35个: each, or together?).
- rates.py with rate_guards.py (2): the periods told of another doer than the rate's (王师傅每天 … 徒弟做了6天:
  another_doer_told_zh, persons of two characters or more, as jieba tags 周 in 6周 a surname); another thing weighed
  than the one priced (牛肉45元一斤，羊肉称了3斤: another_thing_measured_zh, also in bills.py, which read 梨称了3斤).
- ratios_asked_zh.py / roles_zh.py (1): 几倍 asked of a measure the amounts are not told in (苹果的重量 of 24个).
Rows whose expectation was corrected after the run, each saying why: 苹果每两斤6元 … 3斤 (9: 3 a jin), 小丽摘了21朵 (the
flowers compared), 他买了3斤，我付了多少钱 (what 3 jin cost), 做了6周 (一周 is 7 days as textbooks reckon). Left as read:
a per-day rate over weeks counts 7 days a week. The whole file on main (38eaf41d, a `git archive` copy): 15 rows fast and
wrong, 58 fast rows right; on this branch 0 wrong, 58 right.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. The blind half is `hostile_33_zh_blind.jsonl` (test_hostile_33_zh_blind.py)."""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows,
                      probe_outcomes, probes_in_round_form, value_of)
from .test_hostile_probes_32 import EARLIER as BEFORE_ROUND_32

EARLIER = (*BEFORE_ROUND_32, "hostile_probes_32.jsonl")
ROWS = jsonl_rows("hostile_probes_33_zh.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_chinese_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.5)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the batches found, each fix with its twins that must stay fast and exact (value_of: the reading alone).
@pytest.mark.parametrize(("text", "value"), [
    # batch 2: a comparison asked by another doing or of a part (修了多少台 after 卖出, 有男生多少人, 现在有多少人), and a
    # told amount of comers or absentees (新来了, 缺席) read as the holder's count (compared_counts_zh.py)
    ("一班有学生42人，二班比一班少5人，二班有男生多少人", None),
    ("一班有学生42人，二班比一班少5人，二班现在有多少人", None),
    ("周一卖出电视42台，周二比周一多卖了7台，周二修了多少台", None),
    ("一班新来了学生12人，二班比一班少5人，二班有多少人", None),
    ("一班缺席学生6人，二班比一班少2人，二班有多少人", None),
    ("小丽比小芳多6朵花，小丽有21朵，小芳摘了多少朵", None),
    ("一班有学生42人，二班比一班少5人，二班有多少人", "37"),
    ("一班有学生42人，二班比一班少5人，二班有学生多少人", "37"),
    ("周一卖出电视42台，周二比周一多卖了7台，周二卖出多少台", "49"),
    ("小丽比小芳多6朵花，小丽有21朵，小芳有多少朵", "15"),
    # batch 2: a price said of another time (汽油昨天每升, 原来每升) taken as the price paid (unit_prices_zh.py)
    ("汽油昨天每升7.65元，我今天加了40升，付了多少钱", None),
    ("汽油原来每升7.65元，我加了40升，付了多少钱", None),
    ("汽油每升7.65元，我今天加了40升，付了多少钱", "306"),
    # batch 2: a rate of two doers (王师傅和徒弟每天做35个: each, or together?) (per_period_zh.py); the periods told of
    # another doer than the rate's (王师傅每天 … 徒弟做了6天) (rates.py, rate_guards.another_doer_told_zh)
    ("王师傅和徒弟每天做35个零件，做了6天，一共做了多少个零件", None),
    ("小明和小红每分钟跳绳110下，4分钟跳了多少下", None),
    ("王师傅每天做35个零件，徒弟做了6天，一共做了多少个零件", None),
    ("妈妈每天织围巾20厘米，奶奶织了3天，一共织了多少厘米", None),
    ("王师傅每天做35个零件，做了6天，一共做了多少个零件", "210"),
    ("王师傅每天做35个零件，做了6周，一共做了多少个零件", "1470"),
    ("妈妈每天织围巾20厘米，织了3天，一共织了多少厘米", "60"),
    ("苹果每斤6元，妈妈买了3斤，付了多少钱", "18"),
    # batch 3: 几倍 asked of a measure the story's amounts are not told in (苹果的重量 of 24个) (ratios_asked_zh.py)
    ("苹果有24个，梨有8个，苹果的重量是梨的几倍", None),
    ("苹果有24个，梨有8个，苹果的价钱是梨的几倍", None),
    ("苹果有24个，梨有8个，苹果的个数是梨的几倍", "3"),
    ("苹果有24千克，梨有8千克，苹果的重量是梨的几倍", "3"),
    ("妈妈今年36岁，小明今年9岁，妈妈的年龄是小明的几倍", "4"),
    # batch 4: a price of one thing and another thing weighed (牛肉45元一斤，羊肉称了3斤) (rates.py and bills.py, by
    # rate_guards.another_thing_measured_zh)
    ("牛肉45元一斤，羊肉称了3斤，一共多少钱", None),
    ("苹果每斤6元，梨称了3斤，一共多少钱", None),
    ("牛肉45元一斤，称了3斤，一共多少钱", "135"),
    ("苹果每斤6元，称了3斤，一共多少钱", "18"),
    ("苹果每斤6元，苹果称了3斤，一共多少钱", "18"),
    ("苹果每斤5元，买了3斤，梨每斤4元，买了2斤，一共多少钱？", "23"),
    ("午饭28元，晚饭45元，总金额是多少", "73"),
    ("柴油每升8.2元，卡车加了50升，一共要付多少钱？", "410"),
])
def test_the_round_33_zh_fixes_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
