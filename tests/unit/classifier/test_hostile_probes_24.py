"""Hostile probes, twenty-fourth round in both languages (`hostile_probes_24.jsonl`, issue 15), aimed at the reader
as a whole: real word problems as teachers and parents write them (two or three sentences, names, distractor numbers,
a number in words, a unit only in the question, "if", a comparison with last week, a plan against a fact, each
against in all, a fraction of a remainder), mixed languages, format noise (full-width digits, emoji, line breaks, a
markdown list, a quoted earlier answer), and requests that look like one computation but ask another (percentage
points against percent, a rate per person against per group).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction/datetime in a script kept out of the
repo; slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_23 import EARLIER as BEFORE_ROUND_23

EARLIER = (*BEFORE_ROUND_23, "hostile_probes_23.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_24.jsonl", EARLIER)
