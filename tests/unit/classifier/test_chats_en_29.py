"""English requests inside chat messages (issue 15, session 27, h/chatsen).

`en_chat_29_tune.jsonl` / `en_chat_29_check.jsonl`: 167 requests as people type them to an assistant (money in and out
of a week, bills split with a tip, unit prices and "which is cheaper", recipes scaled, rates a day or an hour, hours
times pay, fuel and distance, time until an event, percents of a total, a sale then tax, scores as a percent, change,
lowercase, typos, filler, the question first or last, numbers in words), 69 that must stay slow (a condition, "about",
a missing amount, two readings, an extra number, "not", another thing asked, a rounding the words leave open, two
steps), written and committed before the reader ran on them; even lines tune, odd lines check. The check half is
test_en_chat_29_check.py's, run once at the end.

`chats_en_29.jsonl`: the twins, by mechanism, in six batches each committed before the code it tests:
- `named_charge_en` (named_percents_en.py): a charge's rate named ("sales tax here is 8.25%", "the late fee is 4%") and
  the one amount it is on, the charge asked by its name; an amount that is the price after it, one paid or the charge
  itself ("I paid 90", "the sale price is 60", "I tipped 15") stays slow;
- `part_of_whole_pct_en` (named_percents_en.py): "A of the B", asked as a percent; the rest, the other part or another
  whole asked stays slow;
- `pack_price_en` (pack_prices_en.py): a pack's price, the price of one ("a 12-pack of soda is 7.80, how much is one
  can", "a 500 g jar … per gram"); another unit, a second pack, the pack itself asked stay slow;
- `rest_of_whole_en` (rests_of_whole_en.py): "A of the B", the rest asked ("how many are left", "to go");
- `split_asked_en` (split_requests_en.py): a split asked as an imperative ("can you split a $96 bill 3 ways"); a share
  that is no whole number of cents stays slow;
- `money_short_en` (money_short_en.py): the asker's money and a price or a goal, how much more is needed;
- `period_rate_en` (priced_periods_en.py): an amount a day (a minute, a month) over a week (an hour, a year).
Batch 2 found a wrong fast answer of main's surcharges.py ("tip is 20%, I tipped 15, what's the tip on the bill?" → 3),
fixed there; batch 6 found three of this branch's own (an hourly pay or reading asked over a day: 480, 960; "my sister
has 350": 170), fixed before anything else. Main (e0c758bc, a `git archive` copy): twins 11 of 46 fast rows right, 1 wrong (the tip above), 82 of 83 slow;
tune half 22 of 44, 0 wrong, 40 of 40 slow. This branch: twins 41 of 46, tune 28 of 44, 0 wrong, every slow row slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

TWINS = jsonl_rows("chats_en_29.jsonl")
TUNE = jsonl_rows("en_chat_29_tune.jsonl")


def test_the_rows_are_english_and_their_golds_what_their_expressions_give() -> None:
    assert len(TWINS) == 129 and sum(r["expect"] == "slow" for r in TWINS) == 83
    assert len(TUNE) == 84 and sum(r["expect"] == "slow" for r in TUNE) == 40
    assert {r["lang"] for r in TWINS + TUNE} == {"en"} and {r["split"] for r in TUNE} == {"tune"}
    assert len({r["text"] for r in TWINS + TUNE}) == len(TWINS) + len(TUNE)
    assert_golds_are_their_expressions(TWINS + TUNE)


def test_the_twins_answer_nothing_wrong_and_the_mechanisms_read() -> None:
    assert_blind_half_reads(TWINS, 41)


def test_the_tune_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(TUNE, 28)
