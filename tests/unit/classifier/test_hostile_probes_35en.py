"""Hostile probes, thirty-fifth round, English only (`hostile_probes_35en.jsonl`, issue 15, h/red35en): the wrong
fast answers round 34's one-word mutations left (the brief's rows), each with natural variants a careless reader
gets wrong and twins that must stay fast, in six families: a verb that makes something else from the counted things
("had 25 apples but only baked 9"), giving a percent more ("had $80 and gave 10% more"), "how many more" after a
growth (the increase, not the total), a loss shared out ("we lost 30 shells … how many each"), servings "also"
made (6 more or 6 only?), and the price at first asked after a change. Committed before the reader ran on it
(45 rows, 30 slow); two rows of the price at first asked in the present ("What is the price at first?") were added
after their fix. The whole file (47 rows) on main (24ff47dc, a `git archive` copy): 21 fast and wrong, 10 right; on
this branch 0 wrong, 10 right. Fixed by rule:
- made_from_en.py (roles_en.py) and "baked" out of the grammar's ADD_MORE verbs (words.py): a making verb is a
  gain only of what it makes (its own noun, "more", or an earlier amount made too), never of the things had.
- percent_change.py: a percent "more" beside a giving or losing verb ("gave 10% more"; not "leave", a tip) is no
  rise of what is had; a question of the amount before ("at first", "originally") is not the amount after.
- squares.py: "how many more/additional/extra" after a doubling or tripling asks the increase: unread.
- equal_shares.py: an amount lost, broken, thrown away, eaten … before a sharing is not what is shared.
- recipes.py: servings made "also", "too", "additionally", "as well": more beside the recipe's, or those only?
- role_questions_en.py: a short money question that asks the start ("What is the price at first?") is not read as
  the price after.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. The blind half is `hostile_35en_blind.jsonl` (test_hostile_35en_blind.py).
"""

from __future__ import annotations

import pytest

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows, probe_outcomes,
                      probes_in_round_form)
from .test_hostile_probes_34en import EARLIER as BEFORE_ROUND_34

EARLIER = (*BEFORE_ROUND_34, "hostile_probes_34en.jsonl")
PROBES = probes_in_round_form(jsonl_rows("hostile_probes_35en.jsonl"))


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_most_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.6)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
