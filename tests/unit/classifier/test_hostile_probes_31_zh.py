"""Hostile probes, thirty-first round in Chinese (`hostile_probes_31_zh.jsonl`, issue 15), aimed at the Chinese readers
merged in session 24 (a gift to the speaker as the start, 买X花了, named pay and its total, 要是/假设/万一/倘若; money borrowed
from a lender and paid back; 占百分之几 of a whole named by its group, 回收率; a portion times the portions, a recipe
doubled or halved; 今天/昨天 before an amount; 这/这算 before a change asked; 要付/得付/应付/要交多少钱) and the older readers
they touch, in five batches (56, 59, 57, 30, 25 rows, each with the twins of the fixes before it; batch 5 written after
the blind run) and 5 twins of batch 5, each committed before the reader ran on it.

What went fast and wrong, and was fixed by rule (13 in the batches: 5, 4, 2, 0, 2):
- borrowed_debts_zh.py (3): a loan from two lenders (跟朋友和同事借了), from the speakers (跟我们借了), and 他/她 that
  cannot be the lender by sex (跟表哥借了 … 还差她多少).
- given_starts_zh.py (1): a gift only promised (妈妈答应给我两百; 会给, 说要, 明天 … with it) read as the start.
- money_flows.py and dtlib/spoken_zh.py (1): 三十七块五的话 read 37 (的话 did not close the spoken amount, and the
  stray 五 was passed over); 的话 is now a condition, as 要是 is.
- shares.py / collective_wholes_zh.py (2): a part counted in a clause that names another body (隔壁班有18个, 二班有14个)
  read as a part of the class's whole.
- recipes.py (1): one portion's amount (一份酱汁要15克糖) taken as three portions' with 妈妈做三份，我做两份 (15×2/3).
- recipe_portions_zh.py (1): an ingredient with two amounts (蛋糕配方黄油80克，饼干配方黄油50克) scaled by its first.
- money_flows.py / given_starts_zh.py (1): pay asked in a currency none of it is told in (… 加起来一共多少美元).
- guards.py / vocab_zh.py (1): 我 asked of a price where a named person bought (老王买了50升，我要付多少钱): as with a
  kinship buyer.
- money_flows.py (1): spending told of 我们 after a purse that is not ours (妈妈给了我500，我们一起吃饭花了200).
- pronouns.py (1): 他们 asked of a story the speaker tells with no group in it (我买了8本，他们要付多少钱).
Rows whose expectation was corrected after the run, each saying why: 隔壁班收回来270份 (the rate is 90 whoever collected
them), 老板给了我老公工资8000，他花了3000 (5000 is left of it), and one gold the script doubled twice (饼干配方 … 300).
Batch 4 found nothing wrong. The whole file (232 rows, 55 fast): on main (8e4f91da, a `git archive` copy) 23 rows go
fast and wrong (twins of the fixes included), 33 fast rows right; on this branch 0 wrong, 33 right.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; twins added after a run say so in `why`. The blind half is `hostile_31_zh_blind.jsonl`
(test_hostile_31_zh_blind.py).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows,
                      probe_outcomes, probes_in_round_form)
from .test_hostile_probes_30 import EARLIER as BEFORE_ROUND_30

EARLIER = (*BEFORE_ROUND_30, "hostile_probes_30.jsonl")
ROWS = jsonl_rows("hostile_probes_31_zh.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_chinese_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.5)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
