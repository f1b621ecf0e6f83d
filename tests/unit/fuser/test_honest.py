"""Issue 16, an honest slow path: wrong claims are corrected, numbers nobody checked in a
computation make it uncertain, ambiguity is asked back, and every answer says where it came from."""

from __future__ import annotations

from dtlib.envelope import Envelope, Perception, Route, SandboxResult, Task, new_trace_id
from dtlib.topics import Topic
from fakes.harness import Loop, Replicas, local_check, settings_for
from services.fuser import main as fuser


async def test_a_wrong_letter_count_in_prose_is_corrected(fake) -> None:
    fake.script(default={"content": "There are 2 r's in strawberry."})
    env = await Loop(settings_for(fake)).ask("How many r's are in strawberry?")
    assert env.answer.status == "ok"
    assert env.answer.text == "There are 3 (corrected from 2) r's in strawberry."
    p = env.answer.provenance
    assert (p.source, p.backend, p.verified, p.unchecked, p.demonstration) == (
        "llm", "openai-compatible", True, 0, False)


async def test_an_unchecked_number_in_a_computation_is_uncertain(fake) -> None:
    fake.script(default={"content": "You get 300 eggs."})
    env = await Loop(settings_for(fake)).ask("How many eggs are in 12 rows of 24?")
    assert env.answer.status == "uncertain"
    assert env.meta.decisions == ["gather_more: unchecked", "uncertain: unchecked+stagnation"]
    assert "could not be checked" in env.answer.text and "300" not in env.answer.text
    assert "300 cannot be checked" in fake.log()[1]["messages"][-1]["content"]
    assert env.answer.provenance.verified is False


async def test_an_open_answer_states_where_it_came_from(fake) -> None:
    fake.script(default={"content": "Paris is the capital of France; about 2 million people live there."})
    env = await Loop(settings_for(fake)).ask("Tell me about Paris.")
    assert env.answer.status == "ok"  # not a computation: a fact is not refused
    p = env.answer.provenance
    assert (p.path, p.source, p.verified, p.unchecked) == ("slow", "llm", False, 1)  # 2 million: unchecked


async def test_an_ambiguous_unit_is_asked_back_without_the_model(fake) -> None:
    """Issue 16, fifth failure: "The answer is 5." for 吨 to pounds."""
    fake.script(default={"content": "The answer is 5."})
    loop = Loop(settings_for(fake))
    env = await loop.ask("5吨等于多少磅？", task_type="ambiguous")
    assert fake.log() == [] and loop.hops == ["ambiguous", "answer:uncertain"]
    assert env.answer.status == "uncertain" and "The answer is 5" not in env.answer.text
    assert "公吨（1000千克）、英吨（1016.05千克）还是美吨（907.18千克）" in env.answer.text
    assert env.answer.error.code == "AMBIGUOUS" and env.answer.provenance.source == "conventions"


async def test_an_ambiguous_unit_the_classifier_missed_is_still_asked_back(fake) -> None:
    fake.script(default={"content": "The answer is 5."})
    env = await Loop(settings_for(fake)).ask("Convert 5 tons to pounds")
    assert env.answer.status == "uncertain" and "The answer is 5" not in env.answer.text
    assert "Which ton do you mean" in env.answer.text


async def test_a_sandbox_answer_carries_its_source() -> None:
    from dualtrack.settings import AllSettings

    replicas = Replicas(AllSettings(tracing=False, commit_interval_ms=5, topic_prefix=f"u{new_trace_id()[:6]}."))
    await replicas.start((fuser.step, fuser.Deps(check=local_check, warm_up=False)))
    env = Envelope(trace_id=new_trace_id(), text="12*24", perception=Perception(language="en"),
                   route=Route(path="fast", decided_by="rule:mul"),
                   task=Task("expr", {"expression": "12*24"}, source="rule:mul"))
    env.results.sandbox = SandboxResult(status="ok", value="288", display="288")
    replicas.publish(Topic.SANDBOX_RESULTS, env)
    answered = await replicas.answer(env.trace_id)
    await replicas.stop()
    p = answered.answer.provenance
    assert (p.path, p.source, p.verified, p.demonstration) == ("fast", "rule:mul", True, False)
    assert [(h.service, h.outcome) for h in answered.hops] == [("fuser", "answer:ok")]


async def test_a_computation_answered_with_nothing_checkable_is_uncertain(fake) -> None:
    """Measured on the embedded model: "2024-07-04 is a leap day, …" for a weekday question."""
    fake.script(default={"content": "2024-07-04 is a leap day, a special day in the calendar."})
    env = await Loop(settings_for(fake)).ask("What day of the week is 2024-07-04?")
    assert env.answer.status == "uncertain"
    assert "nothing in my answer could be checked" in env.answer.text and "leap day" not in env.answer.text
