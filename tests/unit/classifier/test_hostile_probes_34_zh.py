"""Hostile probes, thirty-fourth round, Chinese (`hostile_probes_34_zh.jsonl`, issue 15), deeper into the Chinese
readers round 33 probed first (compared_counts_zh, per_period_zh, kinds_of_whole_zh, groups_each_zh, unit_prices_zh,
roles_zh's gains, 多少倍 asked, and the Chinese side of durations_asked, nth_weekdays, weekday_offsets,
prime_ends_said, leap_years) and the wide Chinese readers they lean on, each batch committed before the reader ran
on it.

What went fast and wrong, and was fixed by rule (by batch):
- batch 1 (56 rows after 8 found to repeat earlier rounds were dropped; 9 fast and wrong on main, 2 of them right
  readings whose rows were corrected, see below): compared_counts_zh.py (6): a part of a class's people told
  (一班有女生20人) and the classes compared (二班比一班多3人): the part must be named in the comparison and asked
  (_part_told); a count told of another time (原来, 上学期, 开学时) compared now; another thing done compared
  (多卖冰箱7台 after 卖出电视: the compared doing is the told one's, whole).
  rates.py with rate_guards.each_of_several_told_zh (1): an amount told with 各 (我和妈妈各买了3斤) is each one's of
  several, not one amount.
- batch 2 (63 rows, 1 fast and wrong on main): roles_zh.py (1): the thing named before the first amount (原有大米120袋)
  is kept as its holder, so a gain of another thing (又购进了80袋面粉) was added to it; a gain or loss of another thing
  than one so told is now refused (_thing_told_before_amount).
- batch 3 (62 rows, dates, weekdays, primes, leap years, durations): 0 fast and wrong.
- batch 4 (65 rows, 2 fast and wrong on main): bills.py (1): a fee named with no amount (算上运费一共付了多少钱) left out of
  the total; roles_zh.py (1): a weight told with its container (一桶油连桶重50千克) taken as the oil's. Both now refused for
  every reader by unsaid_parts_zh.py (a guards.py check); a fee told by a percent (加10%服务费) or asked (小费多少元) is
  not one left out, and 连同 alone weighs no container (a first version refused them: one right reading lost on the
  stories corpus, found by a bisect of the branch's commits, and restored).
- batch 5 (55 rows, 3 fast and wrong on main): compared_counts_zh.py (2), roles_zh.py (1): a base that only starts the
  told holder's name (小红家比小明多3本 after 小明家有书12本); another measure compared (比黄丝带宽13厘米, 高13厘米) than
  the length told and asked (_dimension_fits; roles_zh's comparisons against the told verb's measure).
- batch 6 (45 rows, money in another currency or 角, 他 unsettled, 每 moved, machines counted, shares done twice,
  plans over-done, ages of a multiple a year on): 0 fast and wrong.
- batch 7 (33 rows, 1 fast and wrong on main): roles_zh.py (1): a comparison beside a count told as it was at the
  start (小丽比小芳多6朵花，小丽原来有21朵): compared with then or with now? Refused both ways round.
Rows whose expectation was corrected after the run, each saying why: 行驶200千米需要多少小时 (10/3 hours exactly, a
travel time), 每盒4块，一共多少元 (asked in 元, 块 is money).

The whole file (379 rows, 184 written fast, 195 slow) on main (2abbf212, a `git archive` copy): 14 rows fast and wrong
(all written slow: answered where the words allow another reading), 66 fast rows right; on this branch 0 wrong, 66
right, all 195 slow rows slow.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. The blind half is `hostile_34_zh_blind.jsonl` (test_hostile_34_zh_blind.py)."""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows,
                      probe_outcomes, probes_in_round_form, value_of)
from .test_hostile_probes_33_zh import EARLIER as BEFORE_ROUND_33_ZH

EARLIER = (*BEFORE_ROUND_33_ZH, "hostile_probes_33_zh.jsonl", "hostile_probes_33_en.jsonl")
ROWS = jsonl_rows("hostile_probes_34_zh.jsonl")
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
    # batch 1: a part of the holder's people told, the holders compared or all asked (compared_counts_zh._part_told)
    ("一班有女生20人，二班比一班多3人，二班有多少人", None),
    ("一班有女生20人，二班的女生比一班多3人，二班有多少人", None),
    ("男生有24人，女生比男生少2人，女生有多少人", "22"),
    ("一班有学生42人，二班比一班少5人，二班有多少人", "37"),
    # batch 1: a count told of another time, compared now; another thing done compared (compared_counts_zh.py)
    ("一班原来有学生42人，二班比一班少5人，二班有多少人", None),
    ("一班开学时有学生42人，二班比一班少5人，二班有多少人", None),
    ("周一卖出电视42台，周二比周一多卖冰箱7台，周二卖出多少台", None),
    ("周一卖出电视42台，周二比周一多卖出7台，周二卖出多少台", "49"),
    ("果园里有桃树45棵，梨树比桃树少18棵，梨树有多少棵", "27"),
    # batch 1: an amount told with 各, each one's of several (rate_guards.each_of_several_told_zh)
    ("苹果每斤6元，我和妈妈各买了3斤，一共付了多少钱", None),
    ("苹果每斤6元，妈妈买了3斤，一共付了多少钱", "18"),
    # batch 2: the thing named before the first amount (原有大米120袋) is the thing counted, so a gain of another thing
    # (80袋面粉) is not added to it (roles_zh.quantity_zh)
    ("商店原有大米120袋，又购进了80袋面粉，现在有多少袋", None),
    ("小明有苹果5个，又买了3个梨，现在有多少个", None),
    ("商店原有大米120袋，又购进了80袋，现在有多少袋", "200"),
    ("商店原有大米120袋，又购进了80袋大米，现在有多少袋大米", "200"),
    ("果园里有苹果树120棵，梨树比苹果树少20棵，梨树有多少棵", "100"),
    ("果园里有梨树36棵，苹果树的棵数是梨树的3倍，苹果树有多少棵？", "108"),
    # batch 4: a fee named with no amount, a weight told with its container (unsaid_parts_zh.py, by guards.py)
    ("苹果每斤6元，我买了3斤，算上运费一共付了多少钱", None),
    ("一桶油连桶重50千克，用去了20千克，还剩多少千克油", None),
    ("苹果每斤6元，我买了3斤，免运费，一共付了多少钱", "18"),
    ("苹果每斤6元，我买了3斤，运费8元，一共付了多少钱", "26"),
    ("一桶油重50千克，用去了20千克，还剩多少千克", "30"),
    ("一件商品200元，连同10%的服务费一共多少元", "220"),  # a fee with its percent, 连同 not a container
    ("商品价格200元，连同5%的税一共要付多少元", "210"),
    ("午饭56元，按15%给小费，小费多少元", "8.4"),  # the fee asked, not left out
    # batch 5: a base that is only the start of the told holder's name (小明 of 小明家), and another measure compared (宽,
    # 高) than the length told and asked (compared_counts_zh.py; roles_zh.py for 高)
    ("小明家有书12本，小红家比小明多3本，小红家有多少本", None),
    ("小明家有书12本，小红家比小明家多3本，小红家有多少本", "15"),
    ("黄丝带长25厘米，红丝带比黄丝带宽13厘米，红丝带长多少厘米", None),
    ("黄丝带长25厘米，红丝带比黄丝带高13厘米，红丝带长多少厘米", None),
    ("红丝带比黄丝带宽13厘米，红丝带长38厘米，黄丝带长多少厘米", None),
    ("黄丝带长25厘米，红丝带比黄丝带长13厘米，红丝带长多少厘米", "38"),
    ("小明身高140厘米，小红比小明矮5厘米，小红身高多少厘米", "135"),
    ("小明重40千克，小红比小明轻5千克，小红重多少千克", "35"),
    # batch 7: a comparison beside a count told as it was at the start (原来有): of then, or of now? (roles_zh.py)
    ("小丽比小芳多6朵花，小丽原来有21朵，小芳有多少朵", None),
    ("小明原来有12本书，小红比小明多3本，小红有多少本", None),
    ("小丽比小芳多6朵花，小丽有21朵，小芳有多少朵", "15"),
    ("小明原来有12本书，又买了3本，现在有多少本", "15"),
])
def test_the_round_34_zh_fixes_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
