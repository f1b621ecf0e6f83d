"""Hostile probes, twenty-eighth round in both languages (`hostile_probes_28.jsonl`, issue 15), aimed at the newest
readers and at readings composed of them: English chains of one holder's changes (a gift given back, another holder's
change, dozens and pairs and cents inside a chain, "then … doubled", the middle of a chain, a plan that did not
happen, a correction, an injection, a homophone), group totals, sharers, comparisons and lead-ins; Chinese 归一 whose
rate changes, 归总, 工程 where one worker leaves, 按比分配 of other things, 鸡兔 with a third animal or one kind's feet,
植树 on a square, 和差 of three numbers, and number forms (三分之一, 1又1/2, 1.5万, 一打).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_25 import EARLIER as BEFORE_ROUND_25

EARLIER = (*BEFORE_ROUND_25, "hostile_probes_25.jsonl", "hostile_probes_26.jsonl", "hostile_probes_27.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_28.jsonl", EARLIER)
