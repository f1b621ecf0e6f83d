"""Training runs end to end on a small set, without ../shared/data, and writes a loadable artifact."""

from __future__ import annotations

import json

import pytest

from dtlib.perception import mentions
from dualtrack.training import corpus
from dualtrack.training.classifier import train
from services.classifier.model import METRICS_FILE, MODEL_FILE, SCORER_FILE, ArtifactUnusable, load_model


@pytest.fixture
def no_shared_data(tmp_path, monkeypatch):
    monkeypatch.setattr(corpus, "SHARED_DATA", tmp_path / "absent")
    assert not corpus.shared_data_available()


def test_training_without_shared_data_writes_a_versioned_artifact(tmp_path, no_shared_data) -> None:
    metrics = train(tmp_path / "clf", size=400)
    assert (tmp_path / "clf" / MODEL_FILE).exists() and (tmp_path / "clf" / SCORER_FILE).exists()
    saved = json.loads((tmp_path / "clf" / METRICS_FILE).read_text(encoding="utf-8"))
    assert saved["version"] == metrics["version"] and saved["rows"]["shared_data"] is False
    assert saved["fast_scorer_max_abs_diff"] < 1e-9
    model = load_model(tmp_path / "clf")
    t = model.thresholds
    assert 0 <= t["floor"] <= t["fast"] <= t["levels"][-1]["fast"] <= 1
    assert model.scorer.score(mentions("12*24等于多少")).computable > model.scorer.score(
        mentions("Who won the 2018 World Cup?")).computable


def test_a_missing_artifact_stops_the_classifier_with_the_command_that_makes_one(tmp_path) -> None:
    with pytest.raises(ArtifactUnusable, match=r"dualtrack train classifier --out .*absent"):
        load_model(tmp_path / "absent")
    (tmp_path / "foreign").mkdir()
    (tmp_path / "foreign" / MODEL_FILE).write_bytes(b"not a model")
    (tmp_path / "foreign" / SCORER_FILE).write_bytes(b"not a model")
    (tmp_path / "foreign" / METRICS_FILE).write_text("{}", encoding="utf-8")
    with pytest.raises(ArtifactUnusable, match="dualtrack train classifier"):
        load_model(tmp_path / "foreign")


def test_weights_of_another_training_run_are_refused(tmp_path, no_shared_data) -> None:
    train(tmp_path / "clf", size=300)
    metrics = json.loads((tmp_path / "clf" / METRICS_FILE).read_text(encoding="utf-8"))
    (tmp_path / "clf" / METRICS_FILE).write_text(json.dumps(metrics | {"version": "other"}),
                                                 encoding="utf-8")
    with pytest.raises(ArtifactUnusable, match="different training runs"):
        load_model(tmp_path / "clf")


def test_dev_up_trains_a_missing_artifact_before_the_classifier_starts(
        tmp_path, no_shared_data, monkeypatch) -> None:
    import dualtrack.training.classifier as training
    from dualtrack.dev import ensure_classifier_artifact

    real_train = training.train
    monkeypatch.setattr(training, "train", lambda folder: real_train(folder, size=300))
    ensure_classifier_artifact(tmp_path / "fresh")
    assert load_model(tmp_path / "fresh").version


def test_shared_data_loaders_skip_cleanly_when_absent(no_shared_data) -> None:
    assert list(corpus.clinc("train")) == [] and list(corpus.banking("val")) == []
    assert corpus.shared_requests("train", 10, 10, seed=1) == []
