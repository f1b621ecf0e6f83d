"""Hostile probes, twenty-second round in both languages (`hostile_probes_22.jsonl`, issue 15), aimed at everyday
shapes across every family — requests typed as people type them (no punctuation, emoji, 1.5k / 2w / 两千五 / 3 dozen),
chat-style context, an instruction at the end that changes the operation (不算税, rounded down, not counting weekends),
percentages of percentages and percentage points, 翻一番 vs 增加了两倍, 打折后再减, 满减, tips and tax, unit prices of
another unit (元/斤 vs 公斤), ages, speeds with minutes, averages with a missing item, leap years and month ends,
'between' inclusive or not, negative and zero edges, very large numbers, and questions that ask an opinion or a fact.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction/datetime in a script kept out of the
repo; slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_21 import EARLIER as BEFORE_ROUND_21

EARLIER = (*BEFORE_ROUND_21, "hostile_probes_21.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_22.jsonl", EARLIER)
