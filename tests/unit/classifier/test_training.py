"""Training runs end to end on a small set, without ../shared/data, and writes a loadable artifact."""

from __future__ import annotations

import json

import pytest

from dtlib.perception import mentions
from dualtrack.training import corpus
from dualtrack.training.classifier import train
from services.classifier.engine import load_or_train
from services.classifier.model import METRICS_FILE, MODEL_FILE, load_model


@pytest.fixture
def no_shared_data(tmp_path, monkeypatch):
    monkeypatch.setattr(corpus, "SHARED_DATA", tmp_path / "absent")
    assert not corpus.shared_data_available()


def test_training_without_shared_data_writes_a_versioned_artifact(tmp_path, no_shared_data) -> None:
    metrics = train(tmp_path / "clf", size=400)
    assert (tmp_path / "clf" / MODEL_FILE).exists()
    saved = json.loads((tmp_path / "clf" / METRICS_FILE).read_text(encoding="utf-8"))
    assert saved["version"] == metrics["version"] and saved["rows"]["shared_data"] is False
    assert saved["fast_scorer_max_abs_diff"] < 1e-9
    model = load_model(tmp_path / "clf")
    t = model.thresholds
    assert 0 <= t["floor"] <= t["fast"] <= t["levels"][-1]["fast"] <= 1
    assert model.scorer.score(mentions("12*24等于多少")).computable > model.scorer.score(
        mentions("Who won the 2018 World Cup?")).computable


def test_a_missing_artifact_is_trained_on_first_start(tmp_path, no_shared_data, monkeypatch) -> None:
    import dualtrack.training.classifier as training

    real_train = training.train
    monkeypatch.setattr(training, "train", lambda folder: real_train(folder, size=300))
    model = load_or_train(tmp_path / "fresh")
    assert (tmp_path / "fresh" / MODEL_FILE).exists() and model.version


def test_shared_data_loaders_skip_cleanly_when_absent(no_shared_data) -> None:
    assert list(corpus.clinc("train")) == [] and list(corpus.banking("val")) == []
    assert corpus.shared_requests("train", 10, 10, seed=1) == []
