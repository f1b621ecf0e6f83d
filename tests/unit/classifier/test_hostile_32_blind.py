"""Blind half of hostile round 32 (issue 15, h/red32): `hostile_32_blind.jsonl`, 40 rows (20 English, 20 Chinese; 20
must go slow), written before the round's batches with other nouns, numbers and wordings of the readers the round
probes (money typed without its sign, unsaid spending, goals asked, wholes of two sorts, the rest named, two changes, a
goal's rest timed with an oven; a gift as the start, a debt paid back, collective wholes, recipe portions and
scalings, ages) and committed before the reader ran on it (290d6ef0).

Run once, after the round's fixes (h/red32 at b491c1be), fixing nothing after it: fast rows 12 of 20 right, 0 wrong,
8 slow (h32b_005 "a combined total of 830 muffins and bagels", 全班一共50人 … 戴眼镜的, 车间里60个工人 … 女工人 / 男工人,
两份沙拉要橄榄油12克, 配方 … 已经放了200克: unparsed; h32b_019 "Mia made 64 cupcakes. 25 are chocolate and the rest are
vanilla" and 爸爸去年多少岁: read, then held back as uncertain); the 20 rows that must go slow all slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("hostile_32_blind.jsonl")
RUN = {"fast_right": 12, "fast_wrong": 0, "slow": 28}  # the one blind run, after the fixes


def test_the_file_is_in_both_languages_and_its_slow_rows_and_expressions() -> None:
    assert len(ROWS) == 40 and sum(r["expect"] == "slow" for r in ROWS) == 20
    assert sum(r["lang"] == "en" for r in ROWS) == sum(r["lang"] == "zh" for r in ROWS) == 20
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
