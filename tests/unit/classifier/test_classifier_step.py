"""The classifier step as it runs (the runtime on the in-memory transport): computations it read
go to the sandbox, the rest to the LLM, each with its hop; users.state is read to its end before
the first request is routed."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from fakes.runtime import Seen, eventually, settings

from dtlib import envelope as E
from dtlib.records import UserState
from dtlib.runtime import MemoryTransport, Runtime
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name
from services.classifier.main import Deps, step
from services.classifier.model import ArtifactUnusable, Model, load_model
from services.classifier.settings import ClassifierSettings

S = settings(kind=ClassifierSettings)


@pytest.fixture(scope="module")
def model() -> Model:
    return load_model(get_settings(ClassifierSettings).classifier_artifact_dir)


def ask(transport: MemoryTransport, text: str, **fields) -> str:
    env = E.Envelope(trace_id=E.new_trace_id(), text=text, **fields)
    transport.publish(topic_name(Topic.RULES_MISS, S.topic_prefix), env.trace_id.encode(), E.encode(env))
    return env.trace_id


def routed(seen: Seen) -> dict[str, tuple[Topic, E.Envelope]]:
    return {env.trace_id: (topic, env) for topic in (Topic.SANDBOX_TASKS, Topic.LLM_TASKS)
            for env in seen.envelopes(topic)}


async def test_requests_are_routed_by_what_was_read_and_by_the_users_state_read_first(model) -> None:
    transport = MemoryTransport()
    transport.publish(topic_name(Topic.USERS_STATE, S.topic_prefix), b"acme:u1",
                      msgspec.json.encode(UserState(corrections=4, feedback=6)))
    computation = ask(transport, "12*24等于多少")
    question = ask(transport, "Name one colour of the sky.")
    corrected = ask(transport, "3+4", tenant="acme", user_id="u1")  # waiting before the start
    runtime = Runtime(step, S, transport, Deps(model=model))
    seen = Seen(transport, S, Topic.SANDBOX_TASKS, Topic.LLM_TASKS)
    await runtime.start()
    await eventually(lambda: len(routed(seen)) == 3)
    out = routed(seen)

    topic, env = out[computation]
    assert topic is Topic.SANDBOX_TASKS and (env.task.op, env.task.args["expression"]) == ("expr", "12*24")
    assert [(h.service, h.outcome) for h in env.hops] == [("classifier", "routed:sandbox")]
    topic, env = out[question]
    assert topic is Topic.LLM_TASKS and env.task is None and env.route.path == "slow"
    assert env.hops[-1].outcome.startswith("routed:slow:")
    _, env = out[corrected]
    assert env.route.threshold == model.fast_threshold(4)  # the stricter bar of a user who corrected
    await runtime.stop()
    await seen.close()


async def test_a_missing_artifact_stops_the_replica_with_the_command_that_makes_one(tmp_path: Path) -> None:
    runtime = Runtime(step, settings(kind=ClassifierSettings, classifier_artifact_dir=tmp_path / "absent"), MemoryTransport())
    with pytest.raises(ArtifactUnusable, match="dualtrack train classifier"):
        await runtime.start()
    assert not runtime.ready
