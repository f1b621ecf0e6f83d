"""Red team, English, session 32 (issue 15, h/redteam_en32): `redteam_en_32.jsonl`, requests written to trick a
pattern reader, committed in waves before the reader ran on each.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo, a
list where two readings are both right; slow: null), `family`, `why`.
"""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_redteam_en_31 import EARLIER as BEFORE_REDTEAM_31

EARLIER = (*BEFORE_REDTEAM_31, "redteam_en_31.jsonl", "redteam_en_31_blind.jsonl")
(outcomes, test_the_rows_are_new_english_and_a_third_must_go_slow,
 test_a_red_team_row_gets_no_wrong_fast_value) = red_team_round_tests("redteam_en_32.jsonl", EARLIER, "en", 1 / 3)
