"""Chinese probes of the generated corpus's categories whose held-out rows went slow in the nineteenth session
(numbers.words, power_root, arith.words), written by h/zh21 before the reader ran on them
(`generated_probes_21_zh.jsonl`, golds by Python Fraction in a script outside the repo, `expr`): financial numerals
(壹万贰仟叁佰), 万 and 亿 with decimals, 的平方再开方, powers with an operation after them, 先…再… and a result named
by 的差 / 的积, with near misses (a number not given, another currency). On HEAD before the session's changes 24 of
the 24 fast rows read but 3 (two in financial numerals, 的平方再开方), none of the slow ones; now all 24.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, \
    probes_in_round_form

ROWS = jsonl_rows("generated_probes_21_zh.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_file_is_chinese_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 28 and sum(r["expect"] == "slow" for r in ROWS) == 4 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


def test_every_fast_probe_reads(outcomes: dict[int, Outcome]) -> None:
    missed = [PROBES[i]["text"] for i, o in outcomes.items() if PROBES[i]["expect"] == "value" and not o.exact]
    assert not missed, missed
