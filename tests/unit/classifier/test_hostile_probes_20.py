"""Hostile probes, twentieth round in both languages (`hostile_probes_20.jsonl`, issue 15), aimed at what sessions 17-18
loosened — change from one payment beside someone else's change, two payments or a tip; owners my / your / his; clock
spans with a break or over two days unsaid, Chinese 点; dates counted both ends; every N days; recipes scaled and then
changed again; 单价 of which unit; 每家 / 每户 with households unequal; growth opening clauses; one piece converted;
rates by verb + 了; a question asked first; 算下来 — and at hostile inputs in general: full-width and mixed scripts,
zero-width characters, numbers split by spaces or with two decimal points, units that look alike (m / min, 吨, fluid
and weight ounces, long and short billions), signed numbers, prompt injection around a computation, quoted
computations not asked, very long requests, two questions in one.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction / datetime in a script kept out of
the repo; slow: null), `family`, `why`; written and committed in eleven batches before the reader ran on them, then twins
(`why` "twin added after the run"). Main answered 54 wrongly (grammar 14, bills 10, clock_spans 8, growth 8, roles 5,
equal_shares 4, conversion 3, prices 2); all fixed by rule. Rows relabelled
fast (`why` "relabelled fast") are those the project already reads one way: a sum of prices then the change, % between
two numbers as modulo, a batch of computations, 负3的平方 as (−3)², a supposition answered as supposed.
"""

from __future__ import annotations

from .reading import PROBE_FILES_BEFORE_ROUND_10, probe_round_tests

EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl",
           "hostile_probes_14_en.jsonl", "hostile_probes_14_zh.jsonl", "hostile_probes_15.jsonl",
           "hostile_probes_16.jsonl", "hostile_probes_17_en.jsonl", "hostile_probes_17_zh.jsonl",
           "hostile_probes_18.jsonl", "hostile_probes_18_en.jsonl", "hostile_probes_19_en.jsonl",
           "story_shapes_en.jsonl", "story_shapes_zh.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests(
    "hostile_probes_20.jsonl", EARLIER)
