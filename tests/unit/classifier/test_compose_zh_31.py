"""Chinese requests told inside stories and chat messages (issue 15, session 31, h/compose_zh31): the composition
layer's shapes for what people write, not what a teacher writes (reader/told_shares_zh.py, priced_ones_zh.py,
recipe_scales_zh.py, resales_zh.py), and a price of the first unit only kept slow (unit_prices_zh.py).

`compose_zh_31_tune.jsonl` and `compose_zh_31_check.jsonl`: 182 rows written before the layer ran on any of them
(shuffled, seed 31; even lines the tune half), in several writers' styles (上班族 pay and 公积金, 家长 and 班费, 网购,
房租水电, 出行, 做饭, 学生作业, chat with no commas, a lead-in): a share of a whole told in either order (首付两成，车价15万,
小费按10%给), a price of one told before the amount used (68一斤，买了2.5斤; 停车费5块一小时); 78 near misses that must
stay slow (the rest after a percentage, another thing, holder, period, unit or currency asked, a
second share or number, a condition, a negation, an estimate, two readings). `compose_zh_31_recipes.jsonl` (42 rows,
20 slow: a recipe's proportion, one side given) and `compose_zh_31_resale.jsonl` (35 rows, 17 slow: bought and sold,
the gain or loss asked), each with its own tune and check halves, written and committed before their modules.
`compose_zh_31_firsts.jsonl`: a price said of the first unit only (停车前一小时5元), which main read as a price of each.
Golds by Fraction (`expr`); only the tune halves were read while building.

Tune halves, main (d6b6fe0a) → the branch: 16 → 47 of 55 right (0 wrong, 36 of 36 slow); recipes 3 → 9 of 10 (11 of
11 slow); resale 0 → 8 of 10 (8 of 8 slow). Check halves, run once at b2a0550d: main 18 → 41 of 49 right and one
"wrong" in both, 这顿饭一共花了480，小费按10%给，一共要付多少钱 → 528, written slow (a total of two) but the bill and its
tip are one reading (main's tip reader, 480×1.1): relabelled fast, so 42 of 50, 0 wrong, 41 of 41 slow; recipes 1 → 12
of 12 (9 of 9 slow); resale 0 → 7 of 8 (9 of 9 slow). Nothing in the reader changed after the check run.
Merged beside h/redteam_zh31, whose others_told_zh.py refuses a share opened by a group the whole never names (小班,
B市), one row of each main half went slow: 学校补助四分之一 of a term's fees, 英语班占了四分之三 of what classes cost
(slow, not wrong). Since that guard asks the whole's clause to open with a group of its own (h/cleanup32), the
first reads again (47); the second still goes slow (41).
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows, split_counts

TUNE = jsonl_rows("compose_zh_31_tune.jsonl")
CHECK = jsonl_rows("compose_zh_31_check.jsonl")
RECIPES = jsonl_rows("compose_zh_31_recipes.jsonl")
RESALE = jsonl_rows("compose_zh_31_resale.jsonl")
FIRSTS = jsonl_rows("compose_zh_31_firsts.jsonl")
TUNE_RUN = {"main": 47, "recipes": 9, "resale": 8}  # the tune halves' fast and right on the branch
CHECK_RUN = {"main": 41, "recipes": 12, "resale": 7}  # the one run of the check halves (b2a0550d)


def test_the_files_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 91 and len(CHECK) == 91 and len(RECIPES) == 42 and len(RESALE) == 35
    assert sum(r["expect"] == "slow" for r in TUNE + CHECK) == 77
    assert sum(r["expect"] == "slow" for r in RECIPES) == 20 and sum(r["expect"] == "slow" for r in RESALE) == 17
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert {r["split"] for r in RECIPES + RESALE} == {"tune", "check"}
    assert_golds_are_their_expressions(TUNE + CHECK + RECIPES + RESALE + FIRSTS)


def test_the_tune_halves_answer_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", TUNE_RUN["main"])
    assert_half_right_and_reaching(RECIPES, "tune", TUNE_RUN["recipes"])
    assert_half_right_and_reaching(RESALE, "tune", TUNE_RUN["resale"])


def test_the_check_halves_answer_nothing_wrong_and_read_what_they_read() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["main"])
    assert_half_right_and_reaching(RECIPES, "check", CHECK_RUN["recipes"])
    assert_half_right_and_reaching(RESALE, "check", CHECK_RUN["resale"])


def test_a_price_of_the_first_unit_only_is_no_price_of_each() -> None:
    counts = split_counts(FIRSTS, "tune")
    assert counts == {"fast_right": 2, "fast_wrong": 0, "slow": 8}, counts  # 前一小时5元 … slow; 每公里3元, 一张2元 read
