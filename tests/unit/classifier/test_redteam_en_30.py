"""Red team, English, session 30 (issue 15, h/redteam_en30): `redteam_en_30.jsonl`, requests written to trick a
pattern reader without reading the reader first, committed before the reader ran on them. Wave 1 (420 rows) aims
first at the composition layers (a distractor number of another thing, a holder mixed up, a part not of that whole, a
period not the one asked, a change told in another direction, a bought thing unpriced), then negation and
counterfactuals, another unit or holder asked, labels, ranges and approximations, mixed units, percent against points,
"of" ambiguity, operator words in other senses, quoted text and code, injections, two asks, sarcasm, questions about a
computation, teachers' distractors and true computations. Waves 2 to 15 (622 rows) mutated what read fast and
probed what was found; twins were committed before each fix (`why` says so). 1 042 rows, 402 must go slow. On main
(6cf8258b) 24 rows get a wrong fast value, 157 a right one; on this branch none wrong, the same 157 right:
- unsure_amounts_en.py: an amount told roughly or doubted in words hedges.py lacks ("close to $80", "something like",
  "in the ballpark of", "paid like $60", "an estimated $900", "just shy of", "upward of"; "I think it was $45",
  "probably $240", "Supposedly the tank holds 60 liters", "I'm not sure, but …");
- scale_halves_en.py (asked by engine.py of the request as written): "a dozen and a half eggs", which the number words
  turn into 12(1/2) before any reader (5.5 for 11);
- quantity_totals.py: a total asked of one of two people ("Liz studied 40 minutes and her friend 25 … did Liz study in
  total": 65 for 40);
- two_changes_en.py: a count of someone's things ("sold 25 of her mom's muffins") or a batch got for another ("baked 18
  more for her neighbor", "for his friend's birthday");
- first_steps_en.py: a doer told before "then" ("…, and his friend then bought 4 more");
- composed_checks.py: a composition of a time gone by asked as now ("3/4 of them walked to school last year … how many
  walk to school").
"What is -7 % 3 in Python?" is read and the sandbox refuses it with a hint (the convention of a negative remainder),
showing no value. Five rows were relabelled after a run, each saying why (180 cm is exactly 750/127 ft; a percent
decrease is the same in pounds; broken things are gone; 180 °C is exactly 356 °F; 6 feet is exactly 1.8288 m).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo, a
list where two readings are both right; slow: null), `family`, `why`. The blind half is `redteam_en_30_blind.jsonl`
(test_redteam_en_30_blind.py).
"""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_redteam_en_29 import EARLIER as BEFORE_REDTEAM_29

EARLIER = (*BEFORE_REDTEAM_29, "redteam_en_29.jsonl", "redteam_en_29_blind.jsonl")
(outcomes, test_the_rows_are_new_english_and_a_third_must_go_slow,
 test_a_red_team_row_gets_no_wrong_fast_value) = red_team_round_tests("redteam_en_30.jsonl", EARLIER, "en", 1 / 3)
