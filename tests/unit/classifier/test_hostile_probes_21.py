"""Hostile probes, twenty-first round in both languages (`hostile_probes_21.jsonl`, issue 15), aimed at what session 19
loosened — a question asked before its story (label, greeting, a second question, another person), Chinese clock
times in Chinese numerals (spans over noon unsaid, 十二点, 三点五, 一刻 / 三刻), 单程 / 往返 (a stop, another route back,
fares), 疗程 with rest days, 到场率 with people leaving or more than the whole, 完成了 of another plan, recipes with a
second change, ratios by weight vs volume and of three things; English present-tense levels after a habit, a past
perfect, a hypothetical or a changed owner, comparisons of different measures or the wrong way round, number-less
first sentences and arrivals.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run"). One label changed later (session 22, change_chains_en.py): "Ivy had 42 stickers. She gave 10
stickers to Ben and got 7 stickers from Kai" was slow as a gain and a loss, two operations; it reads 42-10+7 = 39 now.
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_20 import EARLIER as BEFORE_ROUND_20

EARLIER = (*BEFORE_ROUND_20, "hostile_probes_20.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests(
    "hostile_probes_21.jsonl", EARLIER)
