"""Session 30's Chinese blind half (`zh_blind_30.jsonl`, 60 requests as adults type them: shopping, bills, fuel, savings,
fees, splitting, ages, trips, dates, conversions; 22 must go slow: a hedge, an amount untold, a second step untold, a
price asked of the world). Written without looking at any corpus, committed before the branch's code ran on it, and run
exactly once at the end (the figures below); nothing was fixed after it.

Run once on h/storieszh28 (90338a9c, about 10:26 UTC): fast rows 13 of 38 right, 0 wrong; slow rows 22 of 22 slow
(2.5斤是多少克 as ambiguous: 市斤 or 台斤). Main (e41ed956, a `git archive` copy): 12 of 38 right, 0 wrong, 22 of 22 slow.
The branch's one more is 加了45升95号汽油 (a name number). Most misses are shapes no reader has (a fee named in the
question: 要交多少电费, 水费多少钱; 一箱24盒 … 一盒; 首重 / 续重; 正确率; a sum of two weights), not perception.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("zh_blind_30.jsonl")
RUN = {"fast_right": 13, "fast_wrong": 0, "slow": 22}  # the one blind run, on the branch's last code


def test_the_file_is_chinese_a_third_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 60 and sum(r["expect"] == "slow" for r in ROWS) == 22 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
