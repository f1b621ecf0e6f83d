"""Blind half of the English red team of session 29 (issue 15, h/redteam_en29): `redteam_en_29_blind.jsonl`, 163 rows
(74 written to go slow): the mechanisms the round fixed in other words (money saved on a purchase, a sale of another
thing, things moved to a place, deposits out of a purse, prices per pack or pair, tools used) and new families
(returns, tips and tax, clocks, temperatures, containers' weights, recipes, interest, unit prices, ordinals, fence
posts, games, labels, vague amounts, points, operator words, injections, two asks, sarcasm, teachers' distractors,
shares of no whole cents, true computations), committed before the reader ran on it (3f539399). Run once after the
fixes (d29154b0), fixing nothing after it: 0 wrong fast, 35 fast and right, 128 slow (of the 89 fast rows 35 right
and 54 slow; of the 74 slow rows, 74 slow). The same file on main at the session's start (b79ea73a, a `git archive`
copy): 7 wrong fast (a toaster's sale read off a blender's price, a deposit added to the purse it left, three prices
per pack, pair or box read as each, two tools used read as used up), 35 right.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, jsonl_rows

ROWS = jsonl_rows("redteam_en_29_blind.jsonl")
RUN = {"fast_right": 35, "fast_wrong": 0, "slow": 128}  # the one blind run, after the fixes


def test_the_file_is_english_with_its_slow_rows() -> None:
    assert len(ROWS) == 163 and sum(r["expect"] == "slow" for r in ROWS) == 74
    assert {r["lang"] for r in ROWS} == {"en"}
    assert all((r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
