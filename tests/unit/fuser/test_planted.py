"""The planted set of `dualtrack bench slowpath`: no planted wrong value is shown as ok, and no
correct reply is changed."""

from __future__ import annotations

from dualtrack.bench.slowpath_planted import generate, measure_planted


def test_the_planted_set_is_deterministic_and_covers_every_kind() -> None:
    cases = generate()
    assert [c.request for c in cases] == [c.request for c in generate()]
    planted = [c for c in cases if c.planted]
    assert len(planted) >= 300 and len(cases) - len(planted) >= 100
    kinds = {c.kind for c in planted}
    for kind in ("op: dates the request does not give", "op: the wrong kind", "op: inclusive nobody asked for",
                 "prose: a letter count", "prose: a weekday", "prose: a day difference",
                 "prose: a percentage", "prose: a sum or product in words", "ambiguous: a unit or term",
                 "prose: the wrong operation over the right numbers"):
        assert kind in kinds


async def test_no_wrong_value_is_shown_as_ok_and_no_correct_reply_changes() -> None:
    report = await measure_planted()
    assert report["failures"] == []
    assert report["totals"].get("wrong_ok", 0) == 0 and report["totals"].get("changed", 0) == 0
    assert report["totals"]["corrected"] + report["totals"]["uncertain"] == report["planted"]


def test_a_mawps_equation_is_written_out_one_step_a_sentence() -> None:
    from dualtrack.bench.slowpath_chains import right_reply

    assert right_reply("/ + number0 number1 number2".split(), ["9.0", "7.0", "8.0"]) == (
        "9 + 7 = 16. 16 / 8 = 2. So the answer is 2.")
    assert right_reply("/ number0 number1".split(), ["500.0", "6.0"]) == "500 / 6 = 83.33. So the answer is 83.33."


def test_a_mawps_equation_with_its_last_operation_swapped_is_the_wrong_operation_over_the_right_numbers() -> None:
    from dualtrack.bench.slowpath_chains import swapped_reply

    assert swapped_reply("* number0 number1".split(), ["45.0", "8.0"]) == "45 + 8 = 53. So the answer is 53."
    assert swapped_reply("/ + number0 number1 number2".split(), ["9.0", "7.0", "8.0"]) == (
        "9 + 7 = 16. 16 × 8 = 128. So the answer is 128.")
    assert swapped_reply("+ number0 number1".split(), ["2.0", "2.0"]) is None  # 2 × 2 is 2 + 2: nothing swapped
