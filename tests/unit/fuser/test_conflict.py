"""A computation whose sandbox value contradicts what the cache holds for the same request goes
to the slow path (which writes its own operation) instead of answering fast."""

from __future__ import annotations

from fakes.runtime import settings

from dtlib import conflict
from dtlib.envelope import Answer, Envelope, Perception, Route, SandboxResult, Task, new_trace_id
from dtlib.topics import Topic
from services.fuser.main import Fuser
from services.fuser.settings import FuserSettings


def computed(value: str, held: str | None) -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text="what is 17 times 23",
                   perception=Perception(language="en", task_type="compute"),
                   route=Route(path="fast", decided_by="classifier", confidence=0.99))
    env.task = Task(op="expr", args={"expression": "17*23"}, source="parser")
    env.results.sandbox = SandboxResult(status="ok", value=value, display=value)
    if held is not None:
        env.route.shadow.append(conflict.held("cache.semantic", 0.95,
                                              Answer(status="ok", text=f"17 × 23 = {held}", value=held)))
    return env


def test_a_sandbox_value_the_cache_contradicts_goes_slow() -> None:
    fuser = Fuser(settings(kind=FuserSettings))
    emit = fuser.on_result(computed("391", held="400"))
    env = emit.envelope
    assert emit.topic is Topic.LLM_TASKS and emit.outcome == "conflict"
    assert env.answer is None and env.task is None and env.results.sandbox is None
    assert env.route.decided_by == "conflict" and conflict.disagreeing(env) == ["cache.semantic", "sandbox"]
    sandbox = next(d for d in env.route.shadow if d.candidate == "sandbox")
    assert sandbox.value == "391" and sandbox.task.op == "expr"


def test_a_sandbox_value_the_cache_agrees_with_is_answered_fast() -> None:
    fuser = Fuser(settings(kind=FuserSettings))
    for held in ("391", None):
        emit = fuser.on_result(computed("391", held=held))
        assert emit.topic is Topic.RESPONSES and emit.envelope.answer.value == "391"
        assert emit.envelope.route.path == "fast"
