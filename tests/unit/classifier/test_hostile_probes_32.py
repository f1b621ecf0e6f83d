"""Hostile probes, thirty-second round (`hostile_probes_32.jsonl`, issue 15), both languages, aimed at the readers added
late in session 24 and not probed before (spending_unsaid_en, goals_asked_en, two_steps_en.three_counts_asked,
total_parts_en, rest_parts_en, given_starts_zh, borrowed_debts_zh, collective_wholes_zh, recipe_portions_zh,
unsaid_money's second read, the question moved last, the goal_rest_times oven rule, moved_places' question-word split)
and the old families they lean on, in six batches (60, 77, 68, 67, 56, 42 rows; 370 in all, 185 expected fast), each
committed before the reader ran on it.

What went fast and wrong, and was fixed by rule (15: 3, 0, 2, 4, 3, 3 by batch):
- spending_unsaid_en.py (4): its phrases kept the article the tokens drop, so "and a few bucks on gas" never matched
  (now matched without it, a money noun allowed after the word); "a bunch", "lots", "plenty", "several", "plus" as a
  join; money back or paid without its amount where what is left is asked ("but got some back", "and tipped the
  driver", "I paid for the bus and spent $12": main read 38).
- given_starts_zh.py / money_flows.py (4): a gift nearly given (差点, 几乎, 本来); a gift told in no currency asked in
  dollars (还剩多少美元) or spent in dollars (买衣服花了460美元); a count kept inside a word beside a night's price
  (住宿一晚花了430，住了两晚 read 2000-430).
- hedges.py (1): a hedge before a giving to someone (奶奶大概给了我五百).
- total_parts_en.py (1): a whole of a group ("Tom and his sister have a total of 90 red and blue pens") with the part
  or the question told of one of them.
- rest_parts_en.py / total_parts_en.py (1): a part of counted things that is no whole count ("0.25 of the coins").
- moved_places_en.py (3): a move joined to the start's sentence ("… in the hall and / so / but the staff added 15
  chairs to the stage"), and a place typed without its article ("to stage").
- recipe_portions_zh.py (1): a recipe scaled in two clauses (我要做双倍，分量翻倍): twice, or once said twice?
Rows whose expectation was corrected after the run, each saying why: "the bill came to 86.40 and i paid 100 euros"
and 奶奶给了我五百美元，买书花了八十 (one currency named: the unsaid amounts are in it, as round 31 reads "paid 45 euros
… and 30"). Three rows an earlier round asked were replaced before their run. The whole file on main (c7008ced, a `git
archive` copy): 16 rows fast and wrong, 38 fast rows right; on this branch 0 wrong, 38 right.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. The blind half is `hostile_32_blind.jsonl` (test_hostile_32_blind.py)."""

from __future__ import annotations

import pytest

from .reading import probe_round_tests, value_of
from .test_hostile_probes_31_en import EARLIER as BEFORE_ROUND_31

EARLIER = (*BEFORE_ROUND_31, "hostile_probes_31_en.jsonl", "hostile_probes_31_zh.jsonl")
outcomes, test_the_probes_are_new_in_both_languages_and_enough_must_go_slow, \
    test_a_hostile_probe_gets_no_wrong_fast_value = probe_round_tests("hostile_probes_32.jsonl", EARLIER, slow_share=0.5)


# What the batches found, each fix with its twins that must stay fast and exact (value_of: the reading alone).
@pytest.mark.parametrize(("text", "value"), [
    # batch 1: an unsaid spending said with an article ("a few bucks", "a little", "a couple dollars"): the tokens drop
    # the article, so the phrases never matched (spending_unsaid_en.py)
    ("i had 500 and spent 135 on groceries and a few bucks on gas. how much is left?", None),
    ("i had $500 and spent $135 on groceries, a couple dollars on gas. how much is left?", None),
    ("i had $300 and spent $80 on food and a little on drinks. how much is left?", None),
    ("paid $40 for the tickets and a couple bucks for snacks. how much did i pay?", None),
    ("i had $500 and spent $135 on groceries and $20 on a few snacks. how much is left?", "345"),
    ("i had 300 and spent 80 on food and 40 on drinks. how much is left?", "180"),
    ("paid $40 for the tickets and $6 for snacks. how much did i pay?", "46"),
    # batch 1: a gift nearly given (差点 / 几乎 / 本来要) read as the start, and a gift told in no currency asked in dollars
    # (given_starts_zh.py, money_flows.py)
    ("奶奶差点给了我五百，买书花了八十，还剩多少钱", None),
    ("奶奶几乎给了我五百，买书花了八十，还剩多少钱", None),
    ("奶奶本来要给我五百，买书花了八十，还剩多少钱", None),
    ("奶奶给了我五百，买书花了八十，还剩多少美元", None),
    ("奶奶给了我五百，买书花了八十，还剩多少元", "420"),
    ("奶奶给了我五百美元，买书花了八十美元，还剩多少美元", "420"),
    # batch 3: a whole of a group ("Tom and his sister have a total of …") with the part or the question told of one of
    # them (total_parts_en.py); a part of counted things that is no whole count ("0.25 of the coins"): rest_parts_en.py
    # and total_parts_en.py
    ("Tom and his sister have a total of 90 red and blue pens. Tom has 30 red pens. How many blue pens does Tom have?",
     None),
    ("Tom and his sister have a total of 90 red and blue pens. If Tom has 30 red pens, how many blue pens does he "
     "have?", None),
    ("Tom has a total of 90 red and blue pens. He has 30 red pens. How many blue pens does Tom have?", "60"),
    ("Tom has a total of 90 red and blue pens. If he has 30 red pens, how many blue pens does he have?", "60"),
    ("There were 900 coins in a chest. If 0.25 of the coins were gold and the rest were silver, how many were silver?",
     None),
    ("There were 3409 pieces of candy in a jar. If 0.5 pieces were red and the rest were blue, how many were blue?",
     None),
    ("A bakery baked a total of 96 white and brown loaves. It baked 40.5 white loaves. How many brown loaves did it "
     "bake?", None),
    ("There were 900 coins in a chest. If 225 of the coins were gold and the rest were silver, how many were silver?",
     "675"),
    ("A bakery baked a total of 96 white and brown loaves. It baked 40 white loaves. How many brown loaves did it "
     "bake?", "56"),
    # batch 4: a move to another place joined to the start by "and", or typed without its article ("to stage"):
    # moved_places_en.py
    ("There are 40 chairs in the hall and the staff added 15 chairs to the stage. How many chairs does the hall have "
     "now?", None),
    ("There are 40 chairs in the hall and a teacher carried 15 chairs into the gym. How many chairs does the hall have "
     "now?", None),
    ("There are 40 chairs in the hall. The staff added 15 chairs to stage. How many chairs does the hall have now?",
     None),
    ("There are 40 chairs in the hall. The staff added 15 chairs to the hall. How many chairs does the hall have now?",
     "55"),
    ("There are 40 chairs in the hall. The staff added 15 chairs to hall. How many chairs does the hall have now?",
     "55"),
    ("There are 40 chairs in the hall. The staff added 15 chairs to it. How many chairs does the hall have now?", "55"),
    # batch 4: a count the lexicon keeps inside a word (住了两晚) beside a price of one night, and a gift in no currency
    # spent in dollars (money_flows.py)
    ("老板给了我2000块出差费，住宿一晚花了430，住了两晚，还剩多少", None),
    ("老公给我转了1000，买衣服花了460美元，还剩下多少钱", None),
    ("老板给了我2000块出差费，住宿花了860，吃饭花了315，还剩多少", "825"),
    ("老公给我转了1000，买衣服花了460元，还剩下多少钱", "540"),
    ("老公给我转了1000美元，买衣服花了460美元，还剩下多少钱", "540"),
    ("我有1000元，住了三晚酒店，花了600，还剩多少", "400"),
    # batch 5: more unsaid amounts ("a bunch", "lots", "plenty", after "plus"): spending_unsaid_en.py
    ("i had 500 and spent 135 on groceries and a bunch on gas. how much is left?", None),
    ("i had 500 and spent 135 on groceries plus lots on gas. how much is left?", None),
    ("i had $500 and spent $135 on groceries plus several on gas. how much is left?", None),
    ("i had $500 and spent $135 on groceries plus $20 on gas. how much is left?", "345"),
    # batch 5: a hedge before a giving to someone (大概给了我五百): hedges.py
    ("奶奶大概给了我五百，买书花了八十，还剩多少钱", None),
    ("奶奶大约给了我五百，买书花了八十，还剩多少钱", None),
    ("奶奶给了我五百，买书花了八十，还剩多少钱", "420"),
    ("爸爸给了我300元，我花了120元，还剩多少元", "180"),
    # batch 5: a recipe scaled in two clauses of the story (我要做双倍，分量翻倍): twice, or once said twice?
    # (recipe_portions_zh.py; the question may say it again)
    ("配方里黄油80克，我要做双倍，分量翻倍，黄油放多少克", None),
    ("配方里糖50克，我只做一半，分量减半，糖放多少克", None),
    ("配方里黄油80克，我要做双倍，翻倍以后用多少克", "160"),
    ("配方里糖50克，我只做一半，做一半的话糖放多少克", "25"),
    # batch 6: money back or paid told without its amount ("but got some back", "tipped the driver", "paid for the
    # bus"), where what is left is asked (spending_unsaid_en.py)
    ("i had 500 and spent 135 on groceries but got some back. how much is left?", None),
    ("i had 500 and spent 135 on groceries and tipped the driver. how much is left?", None),
    ("I had $50. I paid for the bus and spent $12 on lunch. How much money is left?", None),
    ("I had $50. I spent $12 on lunch and tipped the waiter $2. How much money do I have left?", "36"),
    ("i had $500, spent $135 on groceries and paid $10 for parking. how much is left?", "355"),
    ("the bill came to 86.40 and i paid 100. how much change?", "13.6"),
    # batch 6: a move joined to the start by "so" or "but" (moved_places_en.py)
    ("There are 40 chairs in the hall, so the staff brought 15 chairs into the gym. How many chairs does the hall have "
     "now?", None),
    ("There are 40 chairs in the hall, but the staff carried 15 to the stage. How many chairs does the hall have now?",
     None),
])
def test_the_rules_round_32_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
