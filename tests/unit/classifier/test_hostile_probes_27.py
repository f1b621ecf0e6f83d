"""Hostile probes, twenty-seventh round in both languages (`hostile_probes_27.jsonl`, issue 15): room read as contents.
A capacity (holds, can hold, seats, fits, has room for, up to, at most; 能装, 能坐, 最多坐, 可以装, 限乘, 容纳) gives the
contents only where the request says full (full, every seat taken; 装满, 坐满) or asks the capacity itself; dividing by
a capacity into whole groups (how many buses are needed, 至少需要几辆) stays fast.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_25 import EARLIER as BEFORE_ROUND_25

EARLIER = (*BEFORE_ROUND_25, "hostile_probes_25.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_27.jsonl", EARLIER)
