"""English requests inside chat messages, and money shared into shares of no whole cents (issue 15, session 28,
h/chatsen28).

`en_chat_30_tune.jsonl` / `en_chat_30_check.jsonl`: 163 messages to an assistant with one computation inside, written
by a new writer before the reader ran on them (a greeting, a reason, an aside, then the ask; lowercase, typos, emoji,
number words, "k" for thousand, "$1.2k", "half an hour", "a dozen", clock times, tips, tax, discounts, raises,
splits), 56 that must stay slow (a condition, "about", a missing amount, two readings, an opinion, odd cents, a turn
no number says); shuffled, even rows tune (82), odd rows check (81). The check half is test_en_chat_30_check.py's,
run once at the end.

`chats_en_30.jsonl`: the twins, by mechanism, each batch committed before the code it tests:
- `whole_cent_split_en` / `odd_cent_split_en` / `split_near_miss_en` (odd_cent_shares.py, the lead's decision): money
  shared among people stays fast in whole cents ("$100 between 8" → 12.50) and goes slow otherwise ("$100 between 3"),
  in every phrasing (split, divide, share, per person, each pays, go Dutch, chip in);
- `turn_without_amount_en` (turns_en.py, a guard): "… $65 a month but the price goes up in june, … a year?" goes slow
  (it was the tune half's one wrong fast answer, 780, of period_rates_en.py);
- `chat_openings_en` (filler.py): "morning!", "hiii", "help me figure:", "ok last one," set aside;
- `charge_asked_last_en` (surcharges.py): "the bill is $86, what's a 20% tip?", "can you work out a 15% tip on …";
- `pack_plural_nouns_en` (pack_prices_en.py): "a pack of 8 batteries … per battery" (a lemma, not a word less its s);
- `per_adjective_rate_en` (rate_amounts.py): "my hourly rate is $45", "my daily budget is $50";
- `split_of_us_en` (split_requests_en.py): "split $84 between 4 of us";
- `bare_hour_am_pm_en`: "9am to 5pm", "10pm to 6am"; the code (clock_spans.py: a bare hour before am or pm as a clock
  time) answered 12 bare-hour probes of hostile rounds 18 and 20 that must stay slow ("I usually work from 9 am to
  5 pm … today", "from a quarter past 8 am to 9 am"), so it was dropped: its 6 fast twins are misses, its 6 slow ones
  slow.
Main (e41ed956, a `git archive` copy): twins 16 of 49 fast rows right, 13 wrong (11 odd-cent splits, by the decision,
and two turns: "$650 a month but prices are going up" → 7800) of the first 100; tune half 30 of 57, 1 wrong. This
branch: twins 47 of 59, tune 34 of 57, 0 wrong, every slow row slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

TWINS = jsonl_rows("chats_en_30.jsonl")
TUNE = jsonl_rows("en_chat_30_tune.jsonl")


def test_the_rows_are_english_and_their_golds_what_their_expressions_give() -> None:
    assert len(TWINS) == 120 and sum(r["expect"] == "slow" for r in TWINS) == 61
    assert len(TUNE) == 82 and sum(r["expect"] == "slow" for r in TUNE) == 25
    assert {r["lang"] for r in TWINS + TUNE} == {"en"} and {r["split"] for r in TUNE} == {"tune"}
    assert len({r["text"] for r in TWINS}) == len(TWINS) and len({r["text"] for r in TUNE}) == len(TUNE)
    assert_golds_are_their_expressions(TWINS + TUNE)


def test_the_twins_answer_nothing_wrong_and_the_mechanisms_read() -> None:
    assert_blind_half_reads(TWINS, 47)


def test_the_tune_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(TUNE, 34)
