"""Hostile probes, twenty-fifth round in both languages (`hostile_probes_25.jsonl`, issue 15), aimed at the session's
new readers: Chinese ages (a third person, two times, 虚岁), doubling words (翻番 of a rate, 翻一番 then 又增加), an
average's missing item (count implied, not the last item), a rate per hour against minutes and a speed asked with no
unit, whole groups, shared totals, goals partly done, another place, 相距 with two travellers.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_24 import EARLIER as BEFORE_ROUND_24

EARLIER = (*BEFORE_ROUND_24, "hostile_probes_24.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_25.jsonl", EARLIER)
