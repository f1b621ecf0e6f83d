"""A user's recent outcome history moves the decision, on the safe side only: two recent
corrections send the user's computations slow; confirmed answers bring them back to the usual
bar, never below it."""

from __future__ import annotations

import msgspec
import pytest

from dtlib.envelope import Answer, Envelope, Route, ShadowDecision, Task, new_trace_id
from dtlib.records import UserState
from dtlib.settings import get_settings
from services.classifier.engine import Classifier, Users
from services.classifier.model import Model, load_model
from services.classifier.settings import ClassifierSettings
from services.learner import trust as learner_trust

ASKED = "12*24等于多少"


@pytest.fixture(scope="module")
def model() -> Model:
    return load_model(get_settings(ClassifierSettings).classifier_artifact_dir)


def users_with(**recent: float) -> Users:
    users = Users()
    for user, value in recent.items():
        users.apply(f"acme:{user}".encode(),
                    msgspec.json.encode(UserState(corrections=2, feedback=5, recent=value)))
    return users


def ask(classifier: Classifier, user: str, tenant: str = "acme", text: str = ASKED) -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text=text, tenant=tenant, user_id=user)
    classifier.classify(env)
    return env


def test_a_user_corrected_twice_recently_goes_slow_and_the_reading_is_kept_for_judging(model) -> None:
    classifier = Classifier(model, users=users_with(u1=2.0))
    env = ask(classifier, "u1")
    assert (env.route.path, env.route.decided_by) == ("slow", "distrust")
    assert env.task is None and env.perception.task_type == "compute"  # the model writes its own
    (would,) = [d for d in env.route.shadow if d.candidate == "user:u1"]
    assert would.task.args == {"expression": "12*24"}
    # Another user, and the same user id in another tenant, are not touched by u1's history.
    assert ask(classifier, "u2").route.path == "fast"
    assert ask(classifier, "u1", tenant="globex").route.path == "fast"


def test_confirmed_answers_bring_the_user_back_to_the_usual_bar_and_never_below(model) -> None:
    usual = ask(Classifier(model), "u1")
    assert usual.route.path == "fast"
    # 2 corrections, then one confirmed answer (×0.5): no longer slow, but the stricter bar.
    once = ask(Classifier(model, users=users_with(u1=1.0)), "u1")
    assert once.route.path == "fast" and once.route.threshold == model.fast_threshold(1)
    assert once.route.threshold > usual.route.threshold
    # Confirmed twice more (0.25): the usual bar again, exactly; history never lowers it.
    back = ask(Classifier(model, users=users_with(u1=0.25)), "u1")
    assert back.route.path == "fast" and back.route.threshold == usual.route.threshold
    never = ask(Classifier(model, users=users_with(u1=0.0)), "u1")
    assert never.route.threshold == usual.route.threshold


def test_a_record_from_before_recent_was_kept_counts_every_correction(model) -> None:
    users = Users()
    users.apply(b"acme:u1", msgspec.json.encode(UserState(corrections=3, feedback=3)))
    assert users.recent("acme", "u1") == 3.0
    assert ask(Classifier(model, users=users), "u1").route.path == "slow"


class RecordingDb:
    def __init__(self) -> None:
        self.done: list[tuple] = []

    async def execute(self, sql: str, *args) -> str:
        self.done.append((sql.split()[1], *args))
        return "UPDATE 1"


def slow_answer(would: ShadowDecision, expression: str) -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text=ASKED, tenant="acme", user_id="u1",
                   route=Route(path="slow", decided_by="distrust", shadow=[would]))
    env.task = Task(op="expr", args={"expression": expression}, source="llm")
    env.answer = Answer(status="ok", text="288", value="288")
    return env


async def test_a_slow_answer_that_agrees_with_the_users_reading_confirms_it() -> None:
    would = ShadowDecision(candidate="user:u1", path="fast", decided_by="classifier",
                           task=Task(op="expr", args={"expression": "12*24"}, source="parser"))
    db = RecordingDb()
    assert await learner_trust.judge(db, slow_answer(would, "12*24"), [], confirmed_factor=0.5)
    assert db.done == [("user_stats", "acme", "u1", 0.5)]
    # The slow path computed something else: not the user's fault, and no confirmation either.
    db = RecordingDb()
    assert not await learner_trust.judge(db, slow_answer(would, "12*25"), [], confirmed_factor=0.5)
    assert db.done == []


def test_an_operation_kind_and_a_user_both_in_doubt_are_both_recorded_for_one_slow_answer(model) -> None:
    from dtlib import trust
    from dtlib.trust import TrustState, TrustTable, trust_key

    doubted = TrustTable()
    doubted.apply(trust_key("acme", "op:expr").encode(), trust.encode(TrustState(trust=0.4)))
    env = ask(Classifier(model, users=users_with(u1=2.0), trusted=doubted), "u1")
    assert (env.route.path, env.route.decided_by) == ("slow", "distrust")
    assert sorted(d.candidate for d in env.route.shadow if d.task is not None) == ["op:expr", "user:u1"]
