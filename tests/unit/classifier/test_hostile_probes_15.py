"""Hostile probes, fifteenth round (`hostile_probes_15.jsonl`, issue 15), aimed at the loosenings of this session:
everyday Chinese (每满 rules, 打折 as no count, 减到, interest over one period, 单价/支出/结余 as nouns, a bare
amount spent, 再加运费, a verb after the count, 水龙头, a share of a duration, a question first), everyday English
(a period asked 'for a year', 'each' after a price, 'in a row', the pound as a weight, conversions of one kind, US and
imperial gallons, simple interest, a sharing said first, the original price, a share rounded, falls and rises) and
MAWPS round 6 (long stories up to 320 characters, the level after a change told with 'left', 'finds another',
quarters counted) — twisted the SVAMP way: someone else or another thing asked, an extra or a missing number, the
operation reversed, 'how many more' against 'in all', negations and wishes, a unit changed, 市制 and tons, 满减
without its rule, discounts twice, the saving against the price, facts needed, traps with numbers.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Python's Fraction; slow: null), `family`,
`why`; written and committed in seven batches before any reader ran on them; twins added after a run say so in `why`.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share,
                      jsonl_rows, probe_outcomes)

ROWS = jsonl_rows("hostile_probes_15.jsonl")
# The rounds' own form: `value` with its gold, or `no-value`.
PROBES = [{"text": r["text"], "lang": r["lang"], "expect": "value", "gold": r["gold"]} if r["expect"] == "fast"
          else {"text": r["text"], "lang": r["lang"], "expect": "no-value"} for r in ROWS]
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl",
           "hostile_probes_14_en.jsonl", "hostile_probes_14_zh.jsonl", "mawps_twins_5.jsonl",
           "mawps_twins_5_muldiv.jsonl", "mawps_twins_6.jsonl", "everyday_zh_blind_4.jsonl",
           "everyday_en_blind_4.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_both_languages_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.55)
    assert all(r["expect"] in ("fast", "slow") and (r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)
    zh = sum(r["lang"] == "zh" for r in ROWS)
    assert 0.4 * len(ROWS) <= zh <= 0.6 * len(ROWS) and len(ROWS) >= 800


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
