"""One final answer per request: a model call delivered again after the request was answered (its
llm replica died before committing it) brings a second draft, and a step before the fuser that
handled a request again (its offset not committed when the broker went away) a second sandbox
result; both are dropped, also by a fuser replica that restarted or took the partition over (they
recover `answered.state` before they consume); a new request with the same trace id is still
answered, and an answer whose delivery failed is not counted as given."""

from __future__ import annotations

import time

import msgspec
import pytest

from dtlib.envelope import Envelope, ErrorInfo, LlmDraft, Perception, SandboxResult, Task, new_trace_id
from dtlib.runtime import MemoryTransport, Runtime
from dtlib.topics import Topic, consumer_group
from fakes.harness import Replicas, local_check
from fakes.runtime import answered_records, eventually, knows_answered
from services.fuser import main as fuser
from dtlib.runtime import Answered

CREATED = 1_800_000_000.0
UNAVAILABLE = ErrorInfo(code="LLM_UNAVAILABLE", message="the model is unavailable", hint="try again")


def _draft(trace_id: str, created_at: float = CREATED, error: ErrorInfo | None = None) -> Envelope:
    env = Envelope(trace_id=trace_id, text="Tell me about Paris.", created_at=created_at,
                   perception=Perception(language="en", task_type="open"))
    env.results.draft = LlmDraft(text="" if error else "Paris is the capital of France.", error=error)
    return env


def _result(trace_id: str, result: SandboxResult) -> Envelope:
    env = Envelope(trace_id=trace_id, text="12*24", created_at=CREATED,
                   perception=Perception(language="en", task_type="compute"),
                   task=Task("expr", {"expression": "12*24"}))
    env.results.sandbox = result
    return env


PRODUCT = SandboxResult(status="ok", value="288", display="288")
QUEUE_TIMEOUT = SandboxResult(status="timeout", error=ErrorInfo(
    "QUEUE_TIMEOUT", "no sandbox worker became free within 10 s", "retry later"))


def _replicas(transport: MemoryTransport | None = None) -> Replicas:
    from dualtrack.settings import AllSettings

    return Replicas(AllSettings(tracing=False, commit_interval_ms=5,
                                topic_prefix=f"u{new_trace_id()[:6]}."), transport)


async def _start_fuser(replicas: Replicas) -> Runtime:
    await replicas.start((fuser.step, fuser.Deps(check=local_check, warm_up=False)))
    return replicas.runtimes[-1]


def _answers(replicas: Replicas, trace_id: str) -> list[tuple[float, str]]:
    return [(e.created_at, e.answer.status) for e in replicas.envelopes(Topic.RESPONSES)
            if e.trace_id == trace_id]


def _answered_records(replicas: Replicas) -> list[tuple[str, float]]:
    return [(r.key.decode(), msgspec.json.decode(r.value)["created_at"])
            for r in answered_records(replicas.transport, replicas.settings)]


async def _all_drafts_handled(replicas: Replicas) -> None:
    await _all_handled(replicas, Topic.LLM_DRAFTS)


async def _all_handled(replicas: Replicas, topic: Topic) -> None:
    """Every record published on `topic` so far is handled and committed (dropped ones too)."""
    s = replicas.settings
    group = consumer_group(fuser.step.name, topic, s.topic_prefix)
    published = len(replicas.transport.records(replicas.name(topic)))
    await eventually(lambda: sum(replicas.transport.committed.get(group, {}).values()) == published)


@pytest.fixture(autouse=True, params=["off", "on"])
def answer_claim(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test with answers claimed first (runtime/claims.py) and without."""
    monkeypatch.setenv("DT_ANSWER_CLAIM", request.param)
    return request.param


async def test_a_draft_delivered_again_after_the_answer_does_not_answer_twice() -> None:
    replicas = _replicas()
    runtime = await _start_fuser(replicas)
    trace_id = new_trace_id()
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id))
    first = await replicas.answer(trace_id)
    await knows_answered(runtime, replicas.transport, replicas.settings, 1)
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id, error=UNAVAILABLE))  # the call again
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id, CREATED + 60, UNAVAILABLE))  # a new request
    await eventually(lambda: len(_answers(replicas, trace_id)) == 2)
    await _all_drafts_handled(replicas)
    await replicas.stop()
    assert first.answer.status == "ok"
    assert _answers(replicas, trace_id) == [(CREATED, "ok"), (CREATED + 60, "error")]
    assert _answered_records(replicas) == [(trace_id, CREATED), (trace_id, CREATED + 60)]


async def test_a_restarted_fuser_recovers_what_was_answered_before_it_consumes() -> None:
    replicas = _replicas()
    await _start_fuser(replicas)
    answered, new = new_trace_id(), new_trace_id()
    replicas.publish(Topic.LLM_DRAFTS, _draft(answered))
    await replicas.answer(answered)
    await eventually(lambda: len(_answered_records(replicas)) == 1)
    await replicas.stop()  # the fuser replica goes; its memory with it

    replicas.publish(Topic.LLM_DRAFTS, _draft(answered, error=UNAVAILABLE))  # the call again
    replicas.publish(Topic.LLM_DRAFTS, _draft(new))
    await _start_fuser(replicas)  # a new replica from the step's factory: reads the state first
    await replicas.answer(new)
    await _all_drafts_handled(replicas)
    await replicas.stop()
    assert _answers(replicas, answered) == [(CREATED, "ok")]
    assert _answers(replicas, new) == [(CREATED, "ok")]


async def test_a_draft_for_a_request_another_replica_answered_is_dropped_after_a_rebalance() -> None:
    replicas = _replicas()
    first, second = await _start_fuser(replicas), await _start_fuser(replicas)
    trace_id = new_trace_id()
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id))
    await replicas.answer(trace_id)
    await knows_answered(first, replicas.transport, replicas.settings, 1)
    await knows_answered(second, replicas.transport, replicas.settings, 1)
    drafts = replicas.name(Topic.LLM_DRAFTS)
    partition = replicas.transport.records(drafts)[0].partition
    owner, other = (first, second) if (drafts, partition) in _drafts_owned(first) else (second, first)
    await owner.stop()  # its partitions move to the other replica
    replicas.runtimes.remove(owner)
    assert (drafts, partition) in _drafts_owned(other)

    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id, error=UNAVAILABLE))  # the call again
    await _all_drafts_handled(replicas)
    await replicas.stop()
    assert _answers(replicas, trace_id) == [(CREATED, "ok")]


async def test_a_sandbox_result_delivered_again_after_the_answer_does_not_answer_twice() -> None:
    replicas = _replicas()
    runtime = await _start_fuser(replicas)
    computed, asked_twice = new_trace_id(), new_trace_id()
    replicas.publish(Topic.SANDBOX_RESULTS, _result(computed, PRODUCT))
    await replicas.answer(computed)
    await knows_answered(runtime, replicas.transport, replicas.settings, 1)
    # the same request again (a step before the fuser handled it again), now overloaded
    replicas.publish(Topic.SANDBOX_RESULTS, _result(computed, QUEUE_TIMEOUT))
    # a request answered from a draft first, then from a sandbox result
    replicas.publish(Topic.LLM_DRAFTS, _draft(asked_twice, error=UNAVAILABLE))
    await replicas.answer(asked_twice)
    await knows_answered(runtime, replicas.transport, replicas.settings, 2)
    replicas.publish(Topic.SANDBOX_RESULTS, _result(asked_twice, PRODUCT))
    await _all_handled(replicas, Topic.SANDBOX_RESULTS)
    await replicas.stop()
    assert _answers(replicas, computed) == [(CREATED, "ok")]
    assert _answers(replicas, asked_twice) == [(CREATED, "error")]
    assert sorted(_answered_records(replicas)) == sorted([(computed, CREATED), (asked_twice, CREATED)])


def _drafts_owned(runtime: Runtime) -> set[tuple[str, int]]:
    runner = next(r for r in runtime.runners if r.topic is Topic.LLM_DRAFTS)
    return set(runner.subscription.positions)


async def test_the_answered_record_follows_the_answers_acknowledgement() -> None:
    replicas = _replicas()
    await _start_fuser(replicas)
    trace_id = new_trace_id()
    replicas.transport.hold_acks = True
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id))
    await replicas.answer(trace_id)  # handed to the broker, not acknowledged
    assert _answered_records(replicas) == []  # a crash now: the draft comes again, is answered
    replicas.transport.hold_acks = False
    replicas.transport.release_acks()
    await eventually(lambda: _answered_records(replicas) == [(trace_id, CREATED)])
    await _all_drafts_handled(replicas)
    await replicas.stop()


async def test_an_answer_that_was_not_delivered_is_given_again() -> None:
    replicas = _replicas()
    await _start_fuser(replicas)
    trace_id = new_trace_id()
    replicas.transport.fail_deliveries(replicas.name(Topic.RESPONSES))
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id))
    await replicas.answer(trace_id, timeout=10)  # the draft again, after the failed delivery
    await _all_drafts_handled(replicas)
    await replicas.stop()
    assert _answers(replicas, trace_id) == [(CREATED, "ok")]
    # the answer in doubt (its delivery failed), then delivered
    assert _answered_records(replicas) == [(trace_id, CREATED)] * 2


def test_a_request_answered_longer_ago_than_the_topic_keeps_is_forgotten() -> None:
    answered = Answered(retention_s=60)
    old, recent = _draft(new_trace_id()), _draft(new_trace_id())
    now = time.time()
    answered.apply(old.trace_id.encode(), msgspec.json.encode({"created_at": CREATED, "answered_at": now - 61}))
    answered.apply(recent.trace_id.encode(), msgspec.json.encode({"created_at": CREATED, "answered_at": now}))
    assert old not in answered and recent in answered
    answered.apply(recent.trace_id.encode(), None)  # a tombstone
    assert recent not in answered
