"""Routing with the committed model: fast only when read completely and confidently computable."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from dtlib.envelope import Envelope, ShadowDecision, new_trace_id
from dtlib.perception import mentions
from dtlib.records import UserState
from dtlib.settings import get_settings
from services.classifier.decide import decide
from services.classifier.engine import Classifier, Users
from services.classifier.model import Model, Scores, load_model
from services.classifier.parse import parse
from services.classifier.settings import ClassifierSettings


@pytest.fixture(scope="module")
def model() -> Model:
    return load_model(get_settings(ClassifierSettings).classifier_artifact_dir)


def classify(classifier: Classifier, text: str, **fields) -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text=text, **fields)
    classifier.classify(env)
    return env


def test_the_integration_contract_holds(model: Model) -> None:
    classifier = Classifier(model)
    env = classify(classifier, "12*24等于多少")
    assert env.route.path == "fast" and env.route.decided_by == "classifier"
    assert env.task is not None and env.task.op == "expr" and env.task.args["expression"] == "12*24"
    assert env.perception.language == "zh" and env.perception.task_type == "compute"
    assert classify(classifier, "3+4").task.args["expression"] == "3+4"
    assert classify(classifier, "7 * 13").route.path == "fast"
    slow = classify(classifier, "Name one colour of the sky.")
    assert slow.route.path == "slow" and slow.task is None and slow.perception.task_type in ("open", "lookup")


@pytest.mark.parametrize("text", ["第3季度的报告在哪里", "Q3 2023 report", "Who won the 2018 World Cup?"])
def test_numbers_that_are_not_computations_go_slow(model: Model, text: str) -> None:
    env = classify(Classifier(model), text)
    assert env.route.path == "slow" and env.task is None


def test_ambiguous_requests_go_slow_with_the_reason(model: Model) -> None:
    env = classify(Classifier(model), "5吨等于多少磅")
    assert env.route.path == "slow" and env.perception.task_type == "ambiguous"
    assert any("ton" in a for a in env.perception.ambiguities)


def test_a_relative_date_matters_only_to_a_date_reading(model: Model) -> None:
    """A story's "today" that the reading does not compute with asks nothing back; a date question does."""
    lcm = classify(Classifier(model), "甲每 12 天去一次健身房，乙每 18 天去一次，今天两人碰到了，至少再过多少天会再碰到？")
    assert lcm.route.path == "fast" and lcm.task is not None and lcm.task.args["expression"] == "lcm(12, 18)"
    for text in ("今天到2024年6月1日还有多少天", "明天是几号", "how many days until next Friday"):
        env = classify(Classifier(model), text)
        assert env.route.path == "slow" and env.perception.task_type == "ambiguous", text


def test_the_thresholds_were_calibrated_not_hand_set(model: Model) -> None:
    t = model.thresholds
    assert 0 < t["floor"] <= t["fast"] < 1 and t["target"] <= 0.005
    assert [lv["fast"] for lv in t["levels"]] == sorted(lv["fast"] for lv in t["levels"])
    assert model.metrics["test"]["at_fast"]["false_fast_rate"] <= 0.01


def test_users_with_corrections_get_a_stricter_bar(model: Model) -> None:
    strict = model.fast_threshold(3)
    assert strict > model.fast_threshold(0)
    task = parse("3+4")
    between = Scores(computable=(model.fast_threshold(0) + strict) / 2, open=0.5)
    assert decide(task, between, [], model, corrections=0).path == "fast"
    assert decide(task, between, [], model, corrections=3).path == "slow"


def test_users_state_records_are_followed(model: Model) -> None:
    users = Users()
    users.apply(b"acme:u1", msgspec.json.encode(UserState(corrections=4, feedback=6)))
    users.apply(b"acme:u2", b"not json")  # skipped, not fatal
    assert users.corrections("acme", "u1") == 4 and users.corrections("acme", "u2") == 0
    assert users.corrections("globex", "u1") == 0  # tenants are separate
    env = classify(Classifier(model, users=users), "3+4", tenant="acme", user_id="u1")
    assert env.route.threshold == model.fast_threshold(4)
    users.apply(b"acme:u1", None)  # tombstone
    assert users.corrections("acme", "u1") == 0


def test_shadow_candidates_are_recorded_and_never_act(model: Model) -> None:
    classifier = Classifier(model, shadow_threshold=1.5)  # a bar nothing clears
    env = classify(classifier, "12*24等于多少")
    assert env.route.path == "fast"  # the live decision stands
    (shadow,) = [s for s in env.route.shadow if s.candidate.startswith("threshold:")]
    assert shadow.path == "slow" and shadow.agrees is False
    assert classifier.counts["shadow:threshold:1.5:disagree"] == 1


def test_a_rule_shadow_from_upstream_learns_the_live_route(model: Model) -> None:
    env = Envelope(trace_id=new_trace_id(), text="Name one colour of the sky.")
    env.route.shadow.append(ShadowDecision(candidate="rule:x", path="fast", decided_by="rule:x"))
    Classifier(model).classify(env)
    assert env.route.shadow[0].agrees is False


def test_the_fast_scorer_matches_scikit_learn() -> None:
    """The weights the service loads (scorer.npz) score as the artifact's scikit-learn objects do."""
    import joblib

    from dualtrack.training.classifier import sklearn_scores
    from services.classifier.model import MODEL_FILE, Scorer, load_model

    folder = Path(get_settings(ClassifierSettings).classifier_artifact_dir)
    artifact = joblib.load(folder / MODEL_FILE)
    texts = ["12*24等于多少", "Who won the 2018 World Cup?", "把 hello world 反转", "", "a  b"]
    expected = sklearn_scores(artifact, texts)
    loaded, of_artifact = load_model(folder).scorer, Scorer.of_artifact(artifact)
    for text, want in zip(texts, expected):
        assert abs(loaded.score(mentions(text)).computable - want) < 1e-9
        assert loaded.score(mentions(text)) == of_artifact.score(mentions(text))
