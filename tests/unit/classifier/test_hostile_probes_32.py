"""Hostile probes, thirty-second round (`hostile_probes_32.jsonl`, issue 15), both languages, aimed at the readers added
late in session 24 and not yet probed. (The round's findings are written here when it ends.)"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_31_en import EARLIER as BEFORE_ROUND_31

EARLIER = (*BEFORE_ROUND_31, "hostile_probes_31_en.jsonl", "hostile_probes_31_zh.jsonl")
outcomes, test_the_probes_are_new_in_both_languages_and_enough_must_go_slow, test_a_hostile_probe_gets_no_wrong_fast_value = \
    probe_round_tests("hostile_probes_32.jsonl", EARLIER, slow_share=0.5)
