"""Blind half of the chats Chinese tuning (issue 15, session 23, h/tune26zh): `chats_zh_26_blind.jsonl`, 46 rows (26
must go slow), written with the tune rows of `chats_zh_26.jsonl` (other nouns, numbers and wordings of the same five
mechanisms: money said in Chinese numerals, 俩 / 仨, a space between clauses, chat lead-ins, 散会 / 下班) and committed
before the reader ran on either.

Run once, after the tuning (branch h/tune26zh at the clock commit), before any fix: fast rows 14 of 20 right, 0 wrong, 6
slow (the grammar's stop and the roles reader's refusal, by `--why`: 一斤土豆两块四，我给了五块，找我多少, one quantity a
part; 买了仨枕头, 枕头 split as 枕 + 头; 网上买了俩杯子，每个二十八, a count of what the rate is per; 咱俩AA，饭钱一共136, an amount
with no verb before it; 上个月跑了120公里 这个月跑了150公里 增长了百分之多少, the question says more than it asks; 学校有足球36个，
篮球28个，足球比篮球多多少个, a verb outside the classes); slow rows 26 of 26 slow. Main (48c5c70f, a `git archive`
copy): 1 of 20 fast rows right, 3 WRONG (一袋盐两块五，买6袋多少钱 → 12, 一瓶可乐三块五 … → 12, 一支圆珠笔一块二毛五 … → 8),
26 of 26 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("chats_zh_26_blind.jsonl")
RUN = {"fast_right": 14, "fast_wrong": 0, "slow": 32}  # the one blind run, before any fix


def test_the_file_is_chinese_more_than_40_percent_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 46 and sum(r["expect"] == "slow" for r in ROWS) == 26 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
