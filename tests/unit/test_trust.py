"""Trust from outcome history (seed 002 S5): a rule or an operation kind corrected lately does not
answer fast; what it would have answered is recorded so agreeing slow answers restore its trust,
slowly; a source never corrected answers as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from dtlib import tools, trust
from dtlib.envelope import (Answer, Envelope, Route, ShadowDecision, Task, ToolCall, ToolResult,
                            new_trace_id)
from dtlib.settings import REPO_ROOT, get_settings
from dtlib.topics import Topic
from dtlib.trust import TrustState, TrustTable, trust_key
from services.classifier.engine import Classifier
from services.classifier.model import load_model
from services.classifier.settings import ClassifierSettings
from services.learner import trust as learner_trust
from services.learner.feedback import corrected_source
from services.learner.judge import uses_of
from services.rules.decide import apply
from services.rules.rulebook import Rulebook

RULES = """
rules:
  - id: office.hours
    match: {any: ["opening hours"]}
    answer: {en: "We are open from 9 to 5."}
"""


def table(tenant: str, source: str, state: TrustState | None) -> TrustTable:
    trusted = TrustTable()
    trusted.apply(trust_key(tenant, source).encode(), None if state is None else trust.encode(state))
    return trusted


def test_a_corrected_rule_steps_aside_until_its_trust_is_restored(tmp_path: Path) -> None:
    (tmp_path / "global").mkdir()
    (tmp_path / "global" / "r.yaml").write_text(RULES, encoding="utf-8")
    rulebook = Rulebook(tmp_path, reload_s=0.0)

    def decide(trusted: TrustTable) -> tuple[Topic, str, Envelope]:
        env = Envelope(trace_id=new_trace_id(), text="what are your opening hours?", tenant="acme")
        topic, outcome = apply(env, rulebook.evaluate(env.tenant, env.text, env.context), rulebook,
                               trusted=trusted)
        return topic, outcome, env

    corrected = TrustState(trust=0.4, right_since=2, corrected_at=1.0, reason="reported wrong")
    topic, outcome, env = decide(table("acme", "rule:office.hours", corrected))
    assert topic is Topic.LLM_TASKS and outcome == "rule:office.hours:distrusted"
    assert (env.route.path, env.route.decided_by, env.route.confidence) == ("slow", "distrust", 0.4)
    (would,) = env.route.shadow
    assert (would.candidate, would.answer) == ("rule:office.hours", "We are open from 9 to 5.")

    for trusted in (table("acme", "rule:office.hours", TrustState(trust=1.0, right_since=5)),
                    table("acme", "rule:office.hours", None),
                    table("globex", "rule:office.hours", corrected)):  # another tenant's history
        topic, _, env = decide(trusted)
        assert topic is Topic.RESPONSES and env.answer.text == "We are open from 9 to 5."


def test_a_tool_rule_whose_call_was_reported_wrong_steps_aside_until_its_calls_agree_again() -> None:
    rulebook, registry = Rulebook(REPO_ROOT / "rules"), tools.Registry(REPO_ROOT / "tools")
    asked = "how much memory is available, in GB?"

    def decide(trusted: TrustTable) -> tuple[Topic, str, Envelope]:
        env = Envelope(trace_id=new_trace_id(), text=asked, tenant="acme")
        topic, outcome = apply(env, rulebook.evaluate(env.tenant, env.text, env.context), rulebook,
                               registry=registry, trusted=trusted)
        return topic, outcome, env

    reported = table("acme", "rule:host.memory", TrustState(trust=0.0, reason="reported wrong by a user"))
    topic, outcome, env = decide(reported)
    assert topic is Topic.LLM_TASKS and outcome == "rule:host.memory:distrusted"
    assert env.tool_call is None and (env.route.path, env.route.decided_by) == ("slow", "distrust")
    (would,) = env.route.shadow
    assert (would.candidate, would.call.tool, would.call.args) == (
        "rule:host.memory", "host_memory", {"measure": "available", "unit": "GB"})

    def answered_by_the_model(args: dict[str, str]) -> Envelope:
        env.tool_call = ToolCall(tool="host_memory", args=args, source="llm")
        env.results.tool = ToolResult(status="ok", data={"value": 3.2})
        env.answer = Answer(status="ok", text="Memory available: 3.2 GB.")
        return env

    # The slow path's call is the reference: the same call restores the rule's trust, another corrects.
    (same,) = uses_of(answered_by_the_model({"measure": "available", "unit": "GB"}), {"host.memory": None})
    (other,) = uses_of(answered_by_the_model({"measure": "used", "unit": "GB"}), {"host.memory": None})
    assert (same.correct, other.correct) == (True, False)

    for trusted in (table("acme", "rule:host.memory", TrustState(trust=1.0, right_since=5)),
                    table("globex", "rule:host.memory", TrustState(trust=0.0))):  # another tenant's
        topic, _, env = decide(trusted)
        assert topic is Topic.TOOLS_CALLS and env.tool_call.args == {"measure": "available", "unit": "GB"}


def test_a_corrected_operation_kind_goes_slow_with_its_confidence_lowered() -> None:
    model = load_model(get_settings(ClassifierSettings).classifier_artifact_dir)
    doubted = table("acme", "op:expr", TrustState(trust=0.2, right_since=1, reason="reported wrong"))
    env = Envelope(trace_id=new_trace_id(), text="12*24等于多少", tenant="acme")
    plain = Envelope(trace_id=new_trace_id(), text="12*24等于多少", tenant="acme")
    Classifier(model, trusted=doubted).classify(env)
    Classifier(model).classify(plain)
    assert plain.route.path == "fast"
    assert (env.route.path, env.route.decided_by) == ("slow", "distrust")
    assert env.task is None and env.perception.task_type == "compute"  # the model writes its own
    assert env.route.confidence == pytest.approx(plain.route.confidence * 0.2, abs=1e-6)
    (would,) = [d for d in env.route.shadow if d.candidate == "op:expr"]
    assert would.task.args == {"expression": "12*24"}
    percent = Envelope(trace_id=new_trace_id(), text="what is 15% of 80", tenant="acme")
    assert Classifier(model, trusted=doubted).classify(percent).path == "fast"  # another kind


def test_trust_comes_back_one_agreeing_use_at_a_time_and_never_above_full() -> None:
    assert [learner_trust.state(n, 0.0, "", restore_uses=5).trust for n in (0, 1, 4, 5, 9)] == [
        0.0, 0.2, 0.8, 1.0, 1.0]


class RecordingDb:
    def __init__(self, known: set[str]) -> None:
        self.known = known  # sources with a trust row
        self.done: list[tuple[str, str]] = []

    async def execute(self, sql: str, *args) -> str:
        source = args[1]
        if sql.startswith("INSERT INTO trust"):
            self.known.add(source)
            self.done.append(("corrected", source))
            return "INSERT 0 1"
        if source in self.known:
            self.done.append(("agreed", source))
            return "UPDATE 1"
        return "UPDATE 0"


def slow_answer(decided_by: str, *shadow: ShadowDecision, task: Task | None = None) -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text="q", tenant="acme",
                   route=Route(path="slow", decided_by=decided_by, shadow=list(shadow)))
    env.answer = Answer(status="ok", text="a", value="288" if task else None)
    env.task = task
    return env


async def test_the_slow_answer_judges_the_source_that_stepped_aside() -> None:
    db = RecordingDb({"rule:hours"})
    env = slow_answer("distrust")
    assert await learner_trust.judge(db, env, [("hours", True)])
    assert await learner_trust.judge(db, env, [("hours", False)])
    assert db.done == [("agreed", "rule:hours"), ("corrected", "rule:hours")]

    # A rule only evaluated in shadow (never trusted to answer) is not corrected by a disagreement.
    db = RecordingDb(set())
    assert not await learner_trust.judge(db, slow_answer("classifier"), [("candidate", False)])
    assert db.done == []

    expr = Task(op="expr", args={"expression": "12*24"}, source="llm")
    would = ShadowDecision(candidate="op:expr", path="fast", decided_by="classifier",
                           task=Task(op="expr", args={"expression": "12*24"}, source="parser"))
    db = RecordingDb({"op:expr"})
    assert await learner_trust.judge(db, slow_answer("distrust", would, task=expr), [])
    other = Task(op="expr", args={"expression": "12*25"}, source="llm")
    assert await learner_trust.judge(db, slow_answer("distrust", would, task=other), [])
    assert db.done == [("agreed", "op:expr"), ("corrected", "op:expr")]


def test_a_wrong_answer_report_lowers_the_trust_of_the_source_that_gave_it() -> None:
    assert corrected_source({"decided_by": "rule:hours", "op": None}) == "rule:hours"
    assert corrected_source({"decided_by": "classifier", "op": "percent_of"}) == "op:percent_of"
    assert corrected_source({"decided_by": "cache.exact", "op": "expr"}) is None  # the cache withdraws it
    assert corrected_source({"decided_by": "fallback", "op": None}) is None
