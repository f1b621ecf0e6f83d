"""Inputs that were answered already (responses, feedback) are read in batches: no client waits
for the step that reads them, so the broker may hold their records back and hand many over at
once, while a request is handed over as soon as it arrives. A request gets one final answer,
whichever steps it reaches: an answer, an error answer to a dead letter included, is recorded
on answered.state, and a step that answers drops a request that has its answer."""

from __future__ import annotations

import asyncio

import msgspec
from fakes.runtime import eventually, settings

from dtlib.envelope import Answer, Envelope, decode, encode, new_trace_id
from dtlib.runtime import Emit, Handlers, MemoryTransport, Poison, Runtime, Step
from dtlib.topics import Topic, topic_name


class Recording(MemoryTransport):
    def __init__(self) -> None:
        super().__init__()
        self.answered: dict[str, bool] = {}

    def subscribe(self, topic: str, group: str, *, answered: bool = False):
        self.answered[topic] = answered
        return super().subscribe(topic, group, answered=answered)


def _build(_settings, _deps) -> Handlers:
    handlers = Handlers()
    for topic in (Topic.REQUESTS, Topic.RESPONSES, Topic.FEEDBACK):
        handlers.envelope(topic, lambda env: None)
    return handlers


async def test_answers_and_feedback_are_read_in_batches_and_requests_at_once() -> None:
    transport = Recording()
    step = Step("reader", consumes=(Topic.REQUESTS, Topic.RESPONSES, Topic.FEEDBACK), emits=(),
                build=_build)
    runtime = Runtime(step, settings(), transport)
    await runtime.start()
    await runtime.stop()
    assert transport.answered == {"u.requests": False, "u.responses": True, "u.feedback": True}


# --- one final answer per request, whatever the route (dtlib/runtime/answered.py) ----------------

def _answering(name: str, consumes: Topic, outcome: str) -> Step:
    """A step that answers every request it gets with `outcome` as the answer's text."""
    def build(_settings, _deps) -> Handlers:
        def answer(env: Envelope) -> Emit:
            env.answer = Answer(status="ok", text=outcome)
            return Emit(Topic.RESPONSES, env)

        handlers = Handlers()
        handlers.envelope(consumes, answer)
        return handlers

    return Step(name, consumes=(consumes,), emits=(Topic.RESPONSES,), build=build)


def _answers(transport: MemoryTransport, s) -> list[tuple[str, float, str]]:
    return [(e.trace_id, e.created_at, e.answer.text)
            for e in (decode(r.value) for r in transport.records(topic_name(Topic.RESPONSES, s.topic_prefix)))]


async def test_a_request_answered_by_one_step_is_not_answered_again_by_another() -> None:
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport()
    first = Runtime(_answering("cache", Topic.REQUESTS, "from the cache"), s, transport)
    second = Runtime(_answering("fuser", Topic.SANDBOX_RESULTS, "from the sandbox"), s, transport)
    await first.start()
    await second.start()
    request = Envelope(trace_id=new_trace_id(), text="12*24", created_at=1_800_000_000.0)
    transport.publish(topic_name(Topic.REQUESTS, s.topic_prefix), request.trace_id.encode(), encode(request))
    await eventually(lambda: len(_answers(transport, s)) == 1)
    await eventually(lambda: second.followers[0].records == 1)  # the record, once acknowledged
    # The same request again on the other route (a step before it handled the request again),
    # and a new request under the same trace id.
    again = msgspec.structs.replace(request)
    new = msgspec.structs.replace(request, created_at=request.created_at + 60)
    for env in (again, new):
        transport.publish(topic_name(Topic.SANDBOX_RESULTS, s.topic_prefix), env.trace_id.encode(), encode(env))
    await eventually(lambda: len(_answers(transport, s)) == 2)
    await asyncio.sleep(0.1)  # time for a third answer, if there were one
    await first.stop()
    await second.stop()
    assert _answers(transport, s) == [(request.trace_id, request.created_at, "from the cache"),
                                      (request.trace_id, new.created_at, "from the sandbox")]


async def test_an_error_answer_to_a_dead_letter_is_a_final_answer_too() -> None:
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport()

    def build(_settings, _deps) -> Handlers:
        def refuse(env: Envelope) -> None:
            raise Poison("BAD_INPUT", "never")

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, refuse)
        return handlers

    refusing = Runtime(Step("rules", consumes=(Topic.CACHE_MISS,), emits=(), build=build), s, transport)
    answering = Runtime(_answering("fuser", Topic.SANDBOX_RESULTS, "from the sandbox"), s, transport)
    await refusing.start()
    await answering.start()
    request = Envelope(trace_id=new_trace_id(), text="12*24", created_at=1_800_000_000.0)
    transport.publish(topic_name(Topic.CACHE_MISS, s.topic_prefix), request.trace_id.encode(), encode(request))
    await eventually(lambda: answering.followers[0].records == 1)
    transport.publish(topic_name(Topic.SANDBOX_RESULTS, s.topic_prefix), request.trace_id.encode(), encode(request))
    await asyncio.sleep(0.1)
    await refusing.stop()
    await answering.stop()
    answers = [decode(r.value) for r in transport.records(topic_name(Topic.RESPONSES, s.topic_prefix))]
    assert [(a.created_at, a.answer.status, a.answer.error.code) for a in answers] == [
        (request.created_at, "error", "BAD_INPUT")]
