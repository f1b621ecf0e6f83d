"""Blind half of the red team of written forms, session 32 (issue 15, h/redteam_forms32): `redteam_forms_32_blind.jsonl`,
122 rows (64 written to go slow; 59 Chinese, 63 English): the round's families in other numbers and words (digit
systems, superscripts, vulgar fractions, Roman numerals, European, Swiss and Indian grouping, euros grouped with a point,
raised dots, signs, invisible characters and direction overrides, homoglyphs, keycaps, 万 and 大写 forms, ranges, ids,
scientific notation, K and kelvin, exclamation marks after numbers, LaTeX and code, operators in a row, injections, true
computations), committed before the reader ran on it (be7f36a4). Run once after the round's fixes (at be7f36a4), fixing
nothing after it: 0 wrong fast, 47 fast and right, 75 slow (of the 58 fast rows 47 right and 11 slow; of the 64 slow
rows 64 slow). The same file on main at the session's start (2c515370, a `git archive` copy): 10 wrong fast (a number
in two digit systems, euros grouped with a point, a raised dot, a doubled minus, 负 with a sign, 200 K), 44 right.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, jsonl_rows

ROWS = jsonl_rows("redteam_forms_32_blind.jsonl")
RUN = {"fast_right": 47, "fast_wrong": 0, "slow": 75}  # the one blind run, after the fixes


def test_the_file_is_both_languages_with_its_slow_rows() -> None:
    assert len(ROWS) == 122 and sum(r["expect"] == "slow" for r in ROWS) == 64
    assert sum(r["lang"] == "zh" for r in ROWS) == 59 and sum(r["lang"] == "en" for r in ROWS) == 63
    assert all((r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
