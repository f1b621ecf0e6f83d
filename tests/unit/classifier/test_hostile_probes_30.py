"""Hostile probes, thirtieth round in both languages (`hostile_probes_30.jsonl`, issue 15), aimed again at the readers
merged in session 23 and the older readers they touch. (What went fast and wrong, and the fixes, follow the run.)

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_29 import EARLIER as BEFORE_ROUND_29

EARLIER = (*BEFORE_ROUND_29, "hostile_probes_29.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_30.jsonl", EARLIER)
