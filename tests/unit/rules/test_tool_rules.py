"""A rule whose action is a tool: the tool's parameters are read from the request and validated;
complete, the call goes straight to the tools service; not, the request goes to the slow path
with the call and its problems."""

from __future__ import annotations

from pathlib import Path

import pytest

from dtlib import tools
from dtlib.envelope import Envelope, new_trace_id
from dtlib.settings import REPO_ROOT
from dtlib.topics import Topic
from services.rules.decide import apply
from services.rules.lint import check
from services.rules.rulebook import Rulebook

RULEBOOK = Rulebook(REPO_ROOT / "rules")
REGISTRY = tools.Registry(REPO_ROOT / "tools")


def decide(text: str, context: dict[str, str] | None = None) -> tuple[Topic, Envelope]:
    env = Envelope(trace_id=new_trace_id(), text=text, context=context or {})
    topic, _ = apply(env, RULEBOOK.evaluate(env.tenant, text, env.context), RULEBOOK, registry=REGISTRY)
    return topic, env


@pytest.mark.parametrize("text, tool, args", [
    ("what is the 5-minute load average?", "host_load", {"window": 5}),
    ("最近15分钟的平均负载是多少", "host_load", {"window": 15}),
    ("how much memory is available, in GB?", "host_memory", {"measure": "available", "unit": "GB"}),
    ("内存已用多少", "host_memory", {"measure": "used", "unit": "MB"}),
])
def test_a_complete_request_calls_the_tool_without_the_model(text: str, tool: str, args: dict) -> None:
    topic, env = decide(text)
    assert topic == Topic.TOOLS_CALLS
    assert (env.tool_call.tool, env.tool_call.args, env.tool_call.problems) == (tool, args, [])
    assert env.route.path == "fast" and env.route.decided_by.startswith("rule:host.")


@pytest.mark.parametrize("text, problem", [
    ("what is the load average?", "window: missing"),
    ("what is the 10-minute load average?", "window: 10 is not one of 1, 5, 15"),
    ("the 5 or 15 minute load average", "window: the request names several (5 or 15)"),
    ("how much memory, free or used?", "measure: the request names several (available or used)"),
])
def test_an_incomplete_request_goes_slow_with_its_problems(text: str, problem: str) -> None:
    topic, env = decide(text)
    assert topic == Topic.LLM_TASKS and env.route.path == "slow"
    assert env.tool_call.problems == [problem] and env.tool_call.source.startswith("rule:host.")


def test_questions_about_the_topic_are_not_tool_calls() -> None:
    for text in ("why is the load average so high?", "why does my python program leak memory?",
                 "内存是什么"):
        topic, env = decide(text)
        assert topic == Topic.RULES_MISS and env.tool_call is None


def test_a_rule_naming_a_missing_tool_passes_on_and_fails_the_check(tmp_path: Path) -> None:
    (tmp_path / "global").mkdir()
    (tmp_path / "global" / "r.yaml").write_text(
        "rules:\n  - id: t\n    match: {any: [weather]}\n    action: {tool: weather}\n")
    rulebook = Rulebook(tmp_path)
    env = Envelope(trace_id=new_trace_id(), text="weather")
    assert apply(env, rulebook.evaluate("default", "weather"), rulebook, registry=REGISTRY)[0] == Topic.RULES_MISS
    _, findings = check(tmp_path, tools=REPO_ROOT / "tools")
    assert [f.message for f in findings if f.level == "error"] == [
        f"rule t: no tool 'weather' in {REPO_ROOT / 'tools'}"]
