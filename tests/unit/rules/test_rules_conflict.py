"""A rule's answer that contradicts what the cache holds for the same request goes slow, with the
sources that disagreed on the route; an answer that agrees is given fast as before."""

from __future__ import annotations

from pathlib import Path

from dtlib import conflict
from dtlib.envelope import Answer, Envelope, new_trace_id
from dtlib.topics import Topic
from services.rules.decide import apply
from services.rules.rulebook import Rulebook

RULES = """
rules:
  - id: office.hours
    match: {any: ["opening hours"]}
    answer: {en: "We are open from 9 to 5."}
"""
ASKED = "what are the opening hours of the office"


def decide(folder: Path, held: str | None) -> tuple[Topic, str, Envelope]:
    rulebook = Rulebook(folder, reload_s=0.0)
    env = Envelope(trace_id=new_trace_id(), text=ASKED)
    if held is not None:
        env.route.shadow.append(conflict.held("cache.semantic", 0.93, Answer(status="ok", text=held)))
    topic, outcome = apply(env, rulebook.evaluate(env.tenant, env.text, env.context), rulebook)
    return topic, outcome, env


def folder_with_rules(tmp_path: Path) -> Path:
    (tmp_path / "global").mkdir()
    (tmp_path / "global" / "r.yaml").write_text(RULES, encoding="utf-8")
    return tmp_path


def test_a_rule_answer_the_cache_contradicts_goes_slow_saying_who_disagreed(tmp_path: Path) -> None:
    topic, outcome, env = decide(folder_with_rules(tmp_path), held="From 10 to 6.")
    assert topic is Topic.LLM_TASKS and outcome == "rule:office.hours:conflict"
    assert env.answer is None
    assert (env.route.path, env.route.decided_by) == ("slow", "conflict")
    assert conflict.disagreeing(env) == ["cache.semantic", "rule:office.hours"]
    # What the rule would have said stays on the route: the learner judges it against the slow answer.
    rule = next(d for d in env.route.shadow if d.candidate == "rule:office.hours")
    assert rule.answer == "We are open from 9 to 5."


def test_a_rule_answer_the_cache_agrees_with_or_nothing_held_is_given_fast(tmp_path: Path) -> None:
    folder = folder_with_rules(tmp_path)
    for held in ("we are open from 9 to 5", None):
        topic, outcome, env = decide(folder, held=held)
        assert topic is Topic.RESPONSES and outcome == "rule:office.hours"
        assert env.answer.text == "We are open from 9 to 5." and env.route.path == "fast"
