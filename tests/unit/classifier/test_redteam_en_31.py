"""Red team, English, session 31 (issue 15, h/redteam_en31): `redteam_en_31.jsonl`, requests written to trick a
pattern reader, committed before the reader ran on them. Wave 1 (440 rows, written without reading the reader) aims
first at the newest readers (groups of groups, parts named of a whole, scenes, periods compared, days off, birth years,
savings, growth told by two sizes, pay by the hour, priced quantities, two-step compositions), then negation and
counterfactuals, another unit or holder asked, labels, clock times, ranges and approximations, mixed units, percent
against points, "of" ambiguity, operator words in other senses, quoted text, code and tables, injections, two asks,
sarcasm, questions about a computation, teachers' distractors and true computations. Waves 2 to 21 mutated what read
fast, attacked the newest readers after reading their docstrings, chats, labels in stories, recipes, tips, dates,
last session's mechanisms in new words, expressions, rates and prices with caps and tiers; twins were committed before
each fix (`family` w3, w5, w8, w12, w21 "twins"). 1 185 rows, 646 must go slow. On main (d6b6fe0a) 31 rows get a wrong
fast value, 154 a right one; on this branch none wrong, the same 154 right:
- untold_extras_en.py: an untold amount beside groups or a rate ("and some subs", "many have a high chair too", "a
  number of rabbits running loose"), an extra said only at times ("more when needed", "occasionally a longer trip"),
  a cap or a minimum beside a rate ("with a daily cap"), a charge named with no amount ("and a phone bill", "billed
  quarterly with a discount"), a past period's rate asked now ("ran 5 km a day last month … does he run"), a past money
  rate with its sign ("used to save $20 a week", "previously paid $30 a month", "£12"), a deal (BOGO, 2 for 1);
- days_off_en.py: open days told by a schedule ("closes on Tuesdays", "shuts early on Fridays", "open from Monday
  through Saturday", "shuts down … one day each week"), where 7 days a week were counted;
- told_factors_en.py: a unit factor told other than the standard ("a foot is 30 cm", "there are 100 minutes in an
  hour"; "1 yard = 3 feet" stays fast);
- price_places_en.py: a price each told at one place and the buying at another ("$6 each at the market … bought 5 at
  the airport", "from a reseller");
- unsure_amounts_en.py: "in the neighbourhood / vicinity / region of", "on the order of", "circa".
Fourteen rows were relabelled after a run, each saying why (both readings give one value; the project's conventions
for "p% of a plus b", a root, "squared" and % between numbers; answers that are determined, so a value is right).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo, a
list where two readings are both right; slow: null), `family`, `why`. The blind half is `redteam_en_31_blind.jsonl`
(test_redteam_en_31_blind.py).
"""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_redteam_en_30 import EARLIER as BEFORE_REDTEAM_30

EARLIER = (*BEFORE_REDTEAM_30, "redteam_en_30.jsonl", "redteam_en_30_blind.jsonl")
(outcomes, test_the_rows_are_new_english_and_a_third_must_go_slow,
 test_a_red_team_row_gets_no_wrong_fast_value) = red_team_round_tests("redteam_en_31.jsonl", EARLIER, "en", 1 / 3)
