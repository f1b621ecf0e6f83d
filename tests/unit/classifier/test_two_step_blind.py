"""Two-step stories (`two_step_blind.jsonl`), written before any reader ran on them: changes of one thing told
in order, groups of one thing then a loss, containers times each less what was used, money spent twice, a bill
of a count at a price and one more price, the rest of a job times a rate — in Chinese and English — and as many
SVAMP-style flips that must go slow (a distractor number, another quantity asked, a step not told, the order of
events reversed, "each" of another thing, a rate of one thing asked of another, no word of the changes' order).

The project reads one step whose operation the words state (issue 15 item 3; data/parse/README.md: two or more
steps go slow), so these rows are probes: no fast answer may be wrong, and what is read today must stay read.
A reader of two steps told in order was built and measured (0 rows more on any corpus, while the generated
corpus labels such stories slow) and not kept; see docs/bench/parse.md, "Two steps told in order: the policy". Session 22 built one kind of them,
change_chains_en.py (a start, then gains and losses of one holder's one thing, the level after them asked, "would"
after them too: the generated corpus counts MAWPS's multi-step problems as computations with their equation's value
since), and relabelled fast the rows slow only for their changes' order unsaid ("lost 5 stickers and bought 8":
the level after both is the same in either order): ts001, ts013, ts025, ts029, ts039, ts049.
"""

from __future__ import annotations

import pytest

from .reading import assert_balanced_blind_set, assert_half_right_and_reaching, jsonl_rows, value_of

ROWS = jsonl_rows("two_step_blind.jsonl")


def test_the_file_is_balanced_and_its_golds_are_their_expressions() -> None:
    assert_balanced_blind_set(ROWS, rows_at_least=300, slow_at_least=140)


# Read fast and exact today: money spent twice, bills of a count at a price and one more price.
@pytest.mark.parametrize(("split", "floor"), [("tune", 22), ("check", 12)])
def test_no_two_step_story_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


@pytest.mark.parametrize(
    "text",
    [
        # changes of both ways left slow: a bus's stop (getting on and off is no gain or loss: role_verbs_en.py),
        # Chinese
        "A bus had 38 passengers. At the stop 12 got off and 9 got on. How many are on the bus now?",
        "小明有12个苹果，吃了3个，又买了5个，现在有几个？",
    ],
)
def test_changes_of_both_ways_go_slow(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # read since session 22 (change_chains_en.py): a start, gains and losses, the level after them
        ("A florist had 5 roses. If she sold 3 of them and then later picked 34 more, how many roses would she have?",
         "36"),
        ("Chloe made 28 cupcakes. She sold 25 of them and then made 8 more. "
         "How many cupcakes does she have now?", "11"),
        ("Tom has 13 green marbles and 10 yellow marbles. Tom gives away 10 marbles. "
         "How many marbles does Tom have left?", "13"),
    ],
)
def test_a_chain_of_one_holders_changes_is_read(text: str, value: str) -> None:
    assert value_of(text) == value, text
