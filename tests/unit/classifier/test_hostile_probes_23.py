"""Hostile probes, twenty-third round in both languages (`hostile_probes_23.jsonl`, issue 15), aimed at the twentieth
session's loosenings: holiday dates the request states (for another year, another holiday, 除夕, 农历, two holidays),
a rate's product asked in another metric unit (an area or a volume asked linearly, a non-metric unit, one piece vs
the total under 合多少), 结余多少万元 with plain amounts, 取出 from someone else's account, 还款, 市斤 and 两,
financial numerals, who told an amount, 开方; a one-sentence story restated in another unit (a second verb, another
tense, a goal), dozens of pairs, pay back / serve / blow up, money "in all" across currencies; a clock time plus a
duration.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction/datetime in a script kept out of the
repo; slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_22 import EARLIER as BEFORE_ROUND_22

EARLIER = (*BEFORE_ROUND_22, "hostile_probes_22.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_23.jsonl", EARLIER)
