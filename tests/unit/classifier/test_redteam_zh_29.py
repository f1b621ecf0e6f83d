"""Red team, Chinese, session 29 (`redteam_zh_29.jsonl`, issue 15, h/redteam_zh29): fresh requests meant to trick a
pattern reader, in families (否定与反事实, 问的东西不同, 多一个数, 作标签的数, 范围, 约数, 单位混用, 百分比与百分点, 折成扣,
倍的歧义, 运算词的别义, 引号算式代码表格, 提示注入, 一问两事, 反问与讽刺, 关于计算的问题, 繁体与全角, 方言口语, 老师的干扰数,
and in later batches 到与了, 每人与一共, 温度与温差, 除的方向, 自我更正 …), each batch committed before the reader ran on it.

What went fast and wrong on main (b79ea73a), and was fixed by mechanism:
- batch 1 (427 rows): a thing bought beside a priced one with no price of its own (买了一支8元的笔和一个本子，还剩多少元
  → 7) and a discount with no rate (再打个折是多少 → 75): buying_untold_zh.py, a guards.py check; 三五个 read as 35
  (买三五个橘子 → 70; 每天跑三五公里 → 245): mismatches.py's numerals said together, now with 三五 and 三两个; 出头 after an
  amount (10公里出头 → 10): hedges.py; a square's side in 分米 and its area asked in 平方米 (→ 36): squares.py finds the
  lengths in the text too (分米 reaches the tokens as 分 and 米).
- batch 2 (117 rows): a buying told of each of several people and the whole asked (每人买了2斤苹果，每斤6元，一共多少元
  → 12; 我和妈妈每人买了2斤 → 12): buying_untold_zh.py.
- batch 4 (61 rows): a temperature gap told and an end asked (最高气温12℃，温差15℃，最低气温多少度 → 3; 最低-3℃ … 最高 → 18;
  in English "the temperature range was 15 degrees. What was the low?" → 3): temperatures.py `_gap_told`.
- batch 7 (47 rows): a giving read as a gain (小明有30元，他又给了妈妈20元，他还剩多少元 → 50; 他又给了同学10颗 → 40;
  妈妈又给了小红20元 … 小明现在有多少元 → 50): the grammar's story now adds a giving to someone named only when the
  holder is who gets it (stories.py `_given_to`).
- batch 11 (23 rows): money paid for a buying read as more money (小明有30元，又买了10元的东西，还剩多少元 → 40;
  我有50元，又买了20元的文具 → 70): the grammar's story refuses a 又买了 of a money amount (stories.py); read_bill
  reads the spending.
- batch 12 (18 rows): its mirror, money got for a selling read as spent (小明有30元，卖了10元的废品，现在有多少元 → 20):
  refused the same way (stories.py).
- batch 16 (9 rows, written after the blind half's one run): a giving the holder does to 他/她/它 read as a gain
  (我有30元，我给了他20元，我还剩多少元 → 50; 我有30颗糖，我又给了她5颗 → 35): the grammar's story refuses a giving whose
  giver is the holder, the speaker of a speaker's story, 他/她 of a named holder, or unsaid (stories.py `_the_holder`);
  the blind half reads the same after it (25 right, 0 wrong).
- batches 3, 5, 6, 8, 9, 10, 13, 14, 15: 0 fast and wrong once their rows' expectations were set right (below).
The whole file (1,143 rows) on main (b79ea73a, a `git archive` copy): 197 right and 34 wrong fast; on this branch 205
right, 0 wrong, every row written slow slow.
Rows whose expectation was corrected after the run, each saying why in `why`: 2**10 (1024 in Python), a quoted string's
length, 根号2 (the sandbox's square root), a price with a tax rate read before tax (the project's reading), 一共有多少天
(the days between), 10减去3除以7 (× and ÷ first), 二零二四 (2024), 5元减3角 (in 元), -2.5四舍五入 (-3, GB/T 8170),
“I love you”反过来 (its characters), 小明有30元，又给了20元 (the subject carries over: 10).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why` (later batches say their batch; twins say "twin added after the run"). The blind half is
`redteam_zh_29_blind.jsonl` (test_redteam_zh_29_blind.py)."""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows,
                      probe_outcomes, probes_in_round_form, value_of)
from .test_hostile_probes_35en import EARLIER as BEFORE_ROUND_35EN

EARLIER = (*BEFORE_ROUND_35EN, "hostile_probes_35en.jsonl")
ROWS = jsonl_rows("redteam_zh_29.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_requests_are_new_chinese_and_a_large_share_must_go_slow() -> None:
    # batch 1 was 35 % true computations (the brief's share); the later batches and the twins hold more, so 45 %
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.45)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_red_team_request_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the batches found, each fix with its twins that must stay fast and exact (value_of: the reading alone).
@pytest.mark.parametrize(("text", "value"), [
    # a thing bought with no price beside a priced one; a discount with no rate (buying_untold_zh.py)
    ("小明有15元，买了一支8元的笔和一个本子，还剩多少元", None),
    ("妈妈带了100元，买了一条35元的裤子和一双袜子，还剩多少元", None),
    ("小明有15元，买了一支8元的笔和一个3元的本子，还剩多少元", "4"),
    ("我买了一个12元的文具盒和一支3元的铅笔，一共花了多少元", "15"),
    ("这件衣服打了个对折还要150元，再打个折是多少", None),
    ("原价300元的外套，打个折多少元", None),
    ("原价300元的外套，打八折多少元", "240"),
    ("原价300元的外套打七五折，现价多少元", "225"),
    # 三五个, 三两个: numerals said together, a few (mismatches.py)
    ("买三五个橘子要多少钱，每个2元", None),
    ("每天跑三五公里，一周跑多少公里", None),
    ("买三十五个橘子要多少钱，每个2元", "70"),
    ("买35个橘子要多少钱，每个2元", "70"),
    # 出头 after an amount (hedges.py)
    ("他跑了10公里出头，用了1小时，平均速度多少", None),
    ("他跑了10公里，用了1小时，平均每小时跑多少公里", "10"),
    # a square's lengths found in the text (squares.py)
    ("一个正方形边长6分米，它的面积是多少平方米", None),
    ("一个正方形边长6米，面积是多少平方米", "36"),
    # a buying told of each person, the whole asked (buying_untold_zh.py)
    ("每人买了2斤苹果，每斤6元，一共多少元", None),
    ("我和妈妈每人买了2斤苹果，每斤6元，一共多少元", None),
    ("每人买了2斤苹果，每斤6元，每人花了多少元", "12"),
    ("苹果每斤6元，买了3斤，一共多少元", "18"),
    # a temperature gap told, an end asked (temperatures.py), in both languages
    ("最高气温12℃，温差15℃，最低气温多少度", None),
    ("最低气温-3℃，温差15℃，最高气温多少度", None),
    ("The high was 12°C and the temperature range was 15 degrees. What was the low?", None),
    ("最高气温12℃，最低气温-3℃，温差多少度", "15"),
    ("北京-5℃，广州18℃，两地相差多少度", "23"),
    ("What is the difference between 12°C and -3°C?", "15"),
    # a giving read as a gain: the holder gives (他又给了妈妈), another gets (妈妈又给了小红); the holder gets (stories.py)
    ("小明有30元，他又给了妈妈20元，他还剩多少元", "10"),
    ("小明有30颗糖，他又给了同学10颗，他还剩多少颗", "20"),
    ("我有30元，我又给了妹妹20元，我还剩多少元", "10"),
    ("小明有30元，妈妈又给了小红20元，小明现在有多少元", None),
    ("小明有30元，妈妈又给了小明20元，小明现在有多少元", "50"),
    ("小明有30元，妈妈又给了他20元，他现在有多少元", "50"),
    ("我有30元，妹妹又给了我20元，我现在有多少元", "50"),
    # money paid for a buying (又买了20元的文具) is spent, not more money (stories.py)
    ("我有50元，又买了20元的文具，还剩多少元", "30"),
    ("小明有30元，又买了10元的东西，现在有多少元", None),
    ("书架上有30本书，又买来了10本，现在有多少本", "40"),
    # money got for a selling (卖了10元的废品) is not money spent (stories.py)
    ("小明有30元，卖了10元的废品，现在有多少元", None),
    ("我有50元，卖掉了20元的旧玩具，现在有多少元", None),
    ("我有50个手工作品，卖了20个，还剩多少个", "30"),
    ("我有50元，花了20元，还剩多少元", "30"),
    # a giving the holder does, to 他/她/它 or with no giver said, is no gain (stories.py `_the_holder`)
    ("我有30元，我给了他20元，我还剩多少元", None),
    ("我有30颗糖，我又给了她5颗，我还剩几颗", None),
    ("小明有30元，他给了她20元，他还剩多少元", None),
    ("我有30元，爸爸又给了我20元，我现在有多少元", "50"),
    ("小明有30元，妈妈给了他20元，他现在有多少元", "50"),
])
def test_the_red_team_zh_29_fixes_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
