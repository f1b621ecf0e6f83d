"""A clock time plus or less a duration (`clock_add_21.jsonl`, issue 15, session 21): "我8:40出发，路上要走1小时35分钟，
几点到？", "The train leaves at 22:50 and the trip takes 3 h 25 min. What time does it arrive?", a deadline less the
trip ("最晚几点出发"), 24-hour, am/pm, 上午/下午/晚上/凌晨, Chinese numerals (八点四十, 一刻, 半), past noon and midnight; and
what must go slow: a start without am/pm whose result changes half of the day, a stop, a time zone, days, a speed
and a distance, "how long", a question of someone else.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with datetime in a script kept out of the repo;
a 24-hour value "HH:MM" (the day crossed is the op's `days_crossed` step and the answer's words, as the blind
stories' golds have it: first written "02:15+1", the suffix dropped when the op's value became the clock time
alone); a start read on the 12-hour clock gives "HH:MM" in its own half of the day (first written "8:25", padded as the
story shapes' golds have it); slow: null), `family`, `why`;
committed in four batches before the reader ran on them, then twins (`why` "twin added after the run").
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, probes_in_round_form

ROWS = jsonl_rows("clock_add_21.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_rows_are_both_languages_and_half_must_go_slow() -> None:
    assert len(ROWS) >= 80 and len({r["text"] for r in ROWS}) == len(ROWS)
    assert abs(sum(r["lang"] == "zh" for r in ROWS) - sum(r["lang"] == "en" for r in ROWS)) <= 2
    assert sum(r["expect"] == "slow" for r in ROWS) >= 0.5 * len(ROWS)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_clock_request_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


def test_most_right_ones_are_answered(outcomes: dict[int, Outcome]) -> None:
    """What the reader reached on the rows (66 of 85; a bare 12:xx start is left slow): a loss is a regression."""
    assert sum(o.exact for o in outcomes.values()) >= 63
