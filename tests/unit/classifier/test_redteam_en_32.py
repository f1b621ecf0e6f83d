"""Red team, English, session 32 (issue 15, h/redteam_en32): `redteam_en_32.jsonl`, requests written to trick a
pattern reader, committed in waves before the reader ran on each. Wave 1 (168 rows) aims at session 31's mechanisms in
new words (untold extras beside groups or rates, days open by schedule, unit factors told, prices at one place and
buying at another, hedges, a change told with no amount), GSM8K-style stories of two or three steps with distractors
and "more", "left", "each", "in total" in misleading places, chats with several numbers, clock times across midnight,
time zones, cents and currencies, percent points, rates asked in another unit, "twice as many" chains, inclusive
counts, negations and counterfactuals, questions about a computation and true computations. Waves 2 to 16 mutated what
read fast, attacked the readers that answer (rates, roles, clock spans, two steps, priced periods, chat rates), and
this round's own mechanisms in other words; twins were committed before each fix (`family` w2, w5, w7, w10, w12, w15,
w16 "twins"). 946 rows, 418 must go slow. On main (2c515370) 65 rows get a wrong fast value, 160 a right one; on this
branch none wrong, the same 160 right:
- date_spans_en.py: days of a span its dates bound ("A festival runs from July 10 to July 14. How many days …", "camp
  is July 6 to July 10", "from June 3 through June 7"): both ends or one, unless the request says how they count;
- price_places_en.py (red team 31's, widened): a price "a pound", "apiece" or of one thing said first ("A smoothie is
  $6 at the juice bar"), at a place "on the interstate", "online", "in town", "at our stand", "at the pâtisserie", "At
  Walmart, …", and the buying elsewhere ("at home", "at work", "in Lyon"), for the roles reader too;
- time_zones_en.py: clock times in two zones ("10:30 pm Eastern … 1:15 am Pacific", PST … MST, UTC … local time);
- two_steps_en.py: a second sort told in a clause of its own beside groups ("Each of 3 kids has 4 apples, and 2
  oranges are in the bowl" was 3 × 6);
- days_off_en.py (widened): a weekday or kind of day named in any words beside a total over days ("the baker rests on
  Sundays", "Sundays excluded", "on workdays"), a condition or season ("weather permitting", "in summer"), a month
  named beside a monthly rate over a year ("$60 a month from April to October");
- interruptions_en.py (widened): a plan paused, frozen, suspended or on hold with no number;
- capable_doings_en.py: a doing told as what can be done ("can make 300 rolls a day") or at full capacity, asked as
  done;
- money_tokens_en.py: coins, bills or tokens of no told worth beside money ("found 3 coins": was $1 each).
Four rows were relabelled after a run, each saying why (a movie's end the same in the morning or evening, 0.43 bigger
than 3/7, a budget split across teams, "how much is that" pointing back to a rate told).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo, a
list where two readings are both right; slow: null), `family`, `why`. The blind half is `redteam_en_32_blind.jsonl`
(test_redteam_en_32_blind.py).
"""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_redteam_en_31 import EARLIER as BEFORE_REDTEAM_31

EARLIER = (*BEFORE_REDTEAM_31, "redteam_en_31.jsonl", "redteam_en_31_blind.jsonl")
(outcomes, test_the_rows_are_new_english_and_a_third_must_go_slow,
 test_a_red_team_row_gets_no_wrong_fast_value) = red_team_round_tests("redteam_en_32.jsonl", EARLIER, "en", 1 / 3)
