"""Red team, English, session 29 (issue 15, h/redteam_en29): `redteam_en_29.jsonl`, requests written to trick a
pattern reader without reading the reader first, in waves, each committed before the reader ran on it. Wave 1 (417
rows, 27 families: negation and counterfactuals, another unit or holder asked, extra numbers, numbers as labels,
ranges, approximations, mixed units, percent against points, "of" ambiguity, operator words in other senses, quoted
text, code, markdown, injections, two asks, sarcasm, questions about a computation, teachers' distractors, true
computations) found no wrong fast answer but readings the project already settles one way (nine rows relabelled:
"a third of 9 plus 6" is 9, "5 times 2 squared" 20, and three written slow by mistake). Wave 2 (197 rows: the shapes
wave 1 read fast, mutated), wave 3 (153 rows: verbs of getting and losing in their other senses), wave 4 (87 rows, no
wrong fast answer) and wave 5 (47 rows: the roles reader's verbs in other senses) found what was fixed by mechanism,
with 61 twins committed before each fix (story_senses_en.py, one guard check). On main (b79ea73a) 26 rows of the file
get a wrong fast value, 142 a right one; on this branch none wrong, the same 142 right:
- savings_on_en.py: money saved on a purchase ("He saved $20 on a new bike") read as money had (120 for 100);
- sale_of_another_en.py: a sale said of another thing than the one priced ("A lamp costs $40 and the table is 25%
  off. What does the table cost?": 30);
- moved_to_a_place_en.py: things brought or taken to a place read as got ("She brought 5 to school": 17 for 12);
- deposits_from_cash_en.py: money deposited out of a wallet or cash added to it (25 for 15);
- group_prices_en.py: a price per pair, pack or set read as each ("Socks cost $6 a pair. How much for 10 socks?": 60);
- kept_after_use_en.py: tools used, messages sent and candles burned for an hour read as gone ("used 2 pens to sign
  the cards").
A division by zero ("144 divided by 12 divided by 0") is read and shows no value, as before.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why` (twins say so; rows relabelled after a run say why). The blind half is
`redteam_en_29_blind.jsonl` (test_redteam_en_29_blind.py).
"""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_hostile_probes_35en import EARLIER as BEFORE_ROUND_35

EARLIER = (*BEFORE_ROUND_35, "hostile_probes_35en.jsonl")
(outcomes, test_the_rows_are_new_english_and_two_in_five_must_go_slow,
 test_a_red_team_row_gets_no_wrong_fast_value) = red_team_round_tests("redteam_en_29.jsonl", EARLIER, "en", 0.4)
