"""The classifier artifact names the data it was trained on, and says what a training run today would assemble
differently (classifier_data.py, `dualtrack train classifier --check`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dualtrack.training.classifier import Row, drift
from dualtrack.training.classifier_data import differences, manifest
from dualtrack.training.corpus import shared_data_available

SHIPPED_ARTIFACT = Path(__file__).resolve().parents[3] / "artifacts" / "classifier"

_ROWS = [Row("12*24等于多少", 1, "compute", "arithmetic"), Row("Who won the 2018 World Cup?", 0, "lookup", "lookup"),
         Row("3 apples and 4 apples, how many?", 1, "compute", "parse:word_problem"),
         Row("what is the weather", 0, "open", "intent:weather")]


def _metrics_of(rows: list[Row]) -> dict:
    data = manifest(rows)
    return {"version": f"2026-12-07-{data['digest']}", "data": data}


def test_the_same_rows_agree() -> None:
    assert differences(_metrics_of(_ROWS), manifest(list(_ROWS))) == []


def test_a_source_that_grew_is_named_with_its_counts() -> None:
    grown = [*_ROWS, Row("5 pens at $2 each, total?", 1, "compute", "parse:word_problem")]
    assert differences(_metrics_of(_ROWS), manifest(grown)) == [
        "parse corpus dev: 1 rows, 1 computable then, 2 rows, 2 computable now"]


def test_a_row_relabelled_in_place_is_named() -> None:
    relabelled = [*_ROWS[:2], Row("3 apples and 4 apples, how many?", 0, "lookup", "parse:word_problem"), _ROWS[3]]
    assert differences(_metrics_of(_ROWS), manifest(relabelled)) == [
        "parse corpus dev: 1 rows, 1 computable then, 1 rows, 0 computable now"]


def test_an_artifact_without_a_manifest_is_compared_by_its_totals() -> None:
    found = differences({"version": "2026-12-03-0123456789", "rows": {"fit": 2, "calibration": 1, "test": 1,
                                                                      "computable": 1}}, manifest(list(_ROWS)))
    assert len(found) == 1 and "4 rows, 1 computable then; 4, 2 now" in found[0]


def test_a_row_rewritten_with_the_same_counts_is_named() -> None:
    rewritten = [*_ROWS[:2], Row("3 pears and 4 pears, how many?", 1, "compute", "parse:word_problem"), _ROWS[3]]
    assert differences(_metrics_of(_ROWS), manifest(rewritten)) == [
        "parse corpus dev: 1 rows, 1 computable as then, but other rows"]


def test_a_source_missing_today_is_named() -> None:
    without_intents = _ROWS[:3]
    assert differences(_metrics_of(_ROWS), manifest(without_intents)) == [
        "shared intents: 1 rows, 0 computable then, none now"]


def test_the_shipped_artifact_was_trained_on_the_rows_training_assembles_today() -> None:
    """`dualtrack train classifier --check` on artifacts/classifier: a change to the generators, the parse corpus's
    dev split or the feature code fails here until the artifact is retrained (`dualtrack train classifier`)."""
    if not shared_data_available():
        pytest.skip("CLINC150 and Banking77 are not in ../shared/data: today's rows cannot be assembled")
    pytest.importorskip("reasoning_gym", reason="the artifact's rows include reasoning-gym's (pip install '.[train]')")
    assert drift(SHIPPED_ARTIFACT) == []
