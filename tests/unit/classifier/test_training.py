"""Training runs end to end on a small set, without ../shared/data, and writes a loadable artifact."""

from __future__ import annotations

import json

import numpy as np
import pytest

from dtlib.perception import mentions
from dualtrack.training import corpus
from dualtrack.training.classifier import READ_TARGET, calibrate, train
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


def test_the_read_bar_vetoes_every_read_request_that_is_no_computation() -> None:
    scores = np.array([0.002, 0.3, 0.6, 0.9, 0.95])
    labels = np.array([0, 1, 1, 1, 0])
    read = np.array([True, True, True, True, False])  # the 0.95 non-computable was not read: it sets no read bar
    t = calibrate(scores, labels, read)
    assert t["read_basis"] == "read non-computables" and 0.002 < t["read"] <= 0.3


def test_without_a_read_non_computable_the_read_bar_is_one_a_share_of_non_computables_clear() -> None:
    """Before, no such row meant a bar of 0 (no veto at all), and a mislabelled one ("add twelve and twelve please")
    set the bar by chance."""
    negatives = np.linspace(0.0, 0.5, 1000)
    scores = np.append(negatives, [0.9, 0.95])
    labels, read = np.append(np.zeros(1000, dtype=int), [1, 1]), np.append(np.zeros(1000, dtype=bool), [True, True])
    t = calibrate(scores, labels, read)
    assert t["read_basis"] == "non-computables" and 0 < t["read"] <= t["fast"]
    assert int((negatives >= t["read"]).sum()) <= READ_TARGET * 1000 < int((negatives >= t["read"] - 0.001).sum())
