"""Hostile probes, twenty-sixth round in both languages (`hostile_probes_26.jsonl`, issue 15), aimed at the session's
new readers and their families: English one-step × ÷ ("each" of another group, rows and columns of two gardens,
packs), + − (seats taken, empty and in all; "taller than" asked the other way), chains of one holder's changes (another
holder's change, a plan among facts); Chinese 归一 / 归总 (照这样 missing where a person's rate need not hold), 工程
(先做几天, 还剩), 按比分配 (a fourth part asked of three), 鸡兔同笼, 植树, 和差 / 和倍 / 差倍; and everyday forms
that broke main before (a second discount, amounts of two places, a rate billed for part of an hour).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_25 import EARLIER as BEFORE_ROUND_25

EARLIER = (*BEFORE_ROUND_25, "hostile_probes_25.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_26.jsonl", EARLIER)
