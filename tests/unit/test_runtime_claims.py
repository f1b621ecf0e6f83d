"""One final answer per request decided in one place (DT_ANSWER_CLAIM on; dtlib/runtime/claims.py):
a pass claims its answer on answered.state and reads the request's first claim back before it
publishes; the first claim in the log wins and every pass publishes the winning answer, byte for
byte. The cases nothing local to a replica can settle: two passes at different steps at once
(chaos `-091239`), a claimer that stops after its claim, a claim that never gets through, a claim
that comes after the request's answer was delivered (the key's last record must say answered:
compaction keeps only it)."""

from __future__ import annotations

import asyncio
import json
import time
from collections import defaultdict

import msgspec
import pytest
from fakes.runtime import answering_in_turn, eventually, settings

from dtlib.envelope import Answer, Envelope, decode, encode, new_trace_id
from dtlib.runtime import Answered, MemoryTransport, Runtime, Step
from dtlib.runtime.answered import AnsweredRecord
from dtlib.runtime.memory import MemoryReader
from dtlib.topics import Topic, topic_name

CREATED = 1_800_000_000.0


def _settings(**overrides):
    return settings(prefix=f"u{new_trace_id()[:6]}.", answer_claim="on", **overrides)


def _step(name: str, consumes: Topic, lets: list[asyncio.Event] | None = None) -> Step:
    """A step answering every request with its own text ("<name> 1", "<name> 2", … by pass); with
    `lets`, each pass waits for its event (a model call under way) before it answers."""
    return answering_in_turn(consumes, name, name, concurrency=64, lets=lets)[0]


def _publish(transport: MemoryTransport, s, topic: Topic, env: Envelope) -> None:
    transport.publish(topic_name(topic, s.topic_prefix), env.trace_id.encode(), encode(env))


def _answers(transport: MemoryTransport, s) -> dict[str, list[bytes]]:
    by_request: dict[str, list[bytes]] = defaultdict(list)
    for record in transport.records(topic_name(Topic.RESPONSES, s.topic_prefix)):
        by_request[record.key.decode()].append(record.value)
    return by_request


def _last_records(transport: MemoryTransport, s) -> dict[bytes, bytes]:
    """answered.state as compaction leaves it: the last record of each key."""
    return {r.key: r.value for r in transport.records(topic_name(Topic.ANSWERED_STATE, s.topic_prefix))}


def _after_compaction(transport: MemoryTransport, s) -> Answered:
    """What a replica restarting on the compacted topic knows."""
    answered = Answered()
    for key, value in _last_records(transport, s).items():
        answered.apply(key, value)
    return answered


def _request(trace_id: str | None = None) -> Envelope:
    return Envelope(trace_id=trace_id or new_trace_id(), text="12*24", created_at=CREATED)


async def test_two_passes_at_different_steps_at_once_publish_one_answer_byte_for_byte() -> None:
    """The cache's new owner answers a request from the cache while a draft of it is at the fuser
    (chaos `-091239`): both passes under way, then both answer; each publishes the first claim's
    answer, and the key's last record says answered, the claimed answer not kept."""
    s, transport = _settings(), MemoryTransport()
    lets: list[asyncio.Event] = []
    cache = Runtime(_step("cache", Topic.REQUESTS, lets), s, transport)
    fuser = Runtime(_step("fuser", Topic.SANDBOX_RESULTS, lets), s, transport)
    await cache.start()
    await fuser.start()
    requests = [_request() for _ in range(12)]
    for request in requests:
        _publish(transport, s, Topic.REQUESTS, request)
        _publish(transport, s, Topic.SANDBOX_RESULTS, request)
    await eventually(lambda: len(lets) == 2 * len(requests))  # every pass under way
    for let in lets:
        let.set()
    await eventually(lambda: len(_answers(transport, s)) == len(requests))
    await eventually(lambda: all(json.loads(v).get("claim") is None
                                 for v in _last_records(transport, s).values())
                     and len(_last_records(transport, s)) == len(requests))
    await asyncio.sleep(0.1)  # time for another answer, if there were one
    await cache.stop()
    await fuser.stop()
    answers = _answers(transport, s)
    # both passes of each publish (the loser the winner's answer), byte for byte the same
    assert {t: (len(bodies), len(set(bodies))) for t, bodies in answers.items()} == {
        r.trace_id: (2, 1) for r in requests}
    winners = {decode(bodies[0]).answer.text.split()[0] for bodies in answers.values()}
    assert winners <= {"cache", "fuser"}
    restarted = _after_compaction(transport, s)
    assert all(r in restarted and restarted.answer_in_doubt(r) is None for r in requests)


async def test_a_claimer_that_stops_after_its_claim_loses_nothing() -> None:
    """A replica claims its answer and goes (it never reads its claim back: its follower stopped)
    before publishing it; the request comes again to the partition's next owner, which gives the
    claimed answer, not one of its own."""
    s, transport = _settings(answer_claim_timeout_ms=300), MemoryTransport()
    step = _step("fuser", Topic.LLM_DRAFTS)
    claimer = Runtime(step, s, transport)
    await claimer.start()
    await claimer.followers[0].stop()  # it will not read its claim back
    request = _request()
    _publish(transport, s, Topic.LLM_DRAFTS, request)
    await eventually(lambda: len(_last_records(transport, s)) == 1)  # the claim, on the topic
    await claimer.stop()  # gone without an answer (its claim timed out: it publishes none)
    assert _answers(transport, s) == {}
    next_owner = Runtime(step, s, transport)
    await next_owner.start()
    await eventually(lambda: len(_answers(transport, s)) == 1)
    await eventually(lambda: json.loads(_last_records(transport, s)[request.trace_id.encode()])
                     .get("claim") is None)
    await asyncio.sleep(0.1)
    await next_owner.stop()
    [answer] = _answers(transport, s)[request.trace_id]
    assert decode(answer).answer.text == "fuser 1"  # the claimer's pass, never a second one
    assert request in _after_compaction(transport, s)


async def test_a_claim_that_does_not_get_through_is_handled_again_never_answered_unclaimed() -> None:
    s, transport = _settings(), MemoryTransport()
    runtime = Runtime(_step("fuser", Topic.LLM_DRAFTS), s, transport)
    await runtime.start()
    transport.fail_deliveries(topic_name(Topic.ANSWERED_STATE, s.topic_prefix))  # the claim
    request = _request()
    _publish(transport, s, Topic.LLM_DRAFTS, request)
    await eventually(lambda: len(_answers(transport, s)) == 1)
    await asyncio.sleep(0.1)
    await runtime.stop()
    assert [decode(a).answer.text for a in _answers(transport, s)[request.trace_id]] == ["fuser 2"]


class _BehindReader(MemoryReader):
    """A state reader whose records wait for `gate` before they are handed over."""

    def __init__(self, broker: MemoryTransport, topic: str, gate: asyncio.Event) -> None:
        super().__init__(broker, topic)
        self.gate = gate

    async def take(self) -> list:
        batch = await super().take()
        await self.gate.wait()
        return batch


class _Behind(MemoryTransport):
    """State readers opened once `behind_from_now` is called fall behind while `gate` is clear."""

    def __init__(self) -> None:
        super().__init__()
        self.gate, self.behind = asyncio.Event(), False
        self.gate.set()

    def read(self, topic: str, *, answered: bool = False) -> MemoryReader:
        return _BehindReader(self, topic, self.gate) if self.behind else super().read(topic)


def _claims(transport: MemoryTransport, s) -> list:
    return [r for r in transport.records(topic_name(Topic.ANSWERED_STATE, s.topic_prefix))
            if json.loads(r.value).get("claim")]


async def test_a_claim_after_the_answer_was_delivered_publishes_no_answer_and_ends_the_key_answered() -> None:
    """The fuser's follower is behind: it claims a request the cache answered and recorded
    already. Its claim loses to the answered record: no second answer, and it records the answer
    again after its claim, so that compaction, which keeps a key's last record, keeps 'answered'."""
    s, transport = _settings(), _Behind()
    cache = Runtime(_step("cache", Topic.REQUESTS), s, transport)
    await cache.start()
    transport.behind = True
    fuser = Runtime(_step("fuser", Topic.SANDBOX_RESULTS), s, transport)
    await fuser.start()  # (caught up: the topic is empty)
    transport.gate.clear()  # the fuser's follower falls behind from now on
    request = _request()
    _publish(transport, s, Topic.REQUESTS, request)
    await eventually(lambda: len(_answers(transport, s)) == 1)
    await eventually(lambda: json.loads(_last_records(transport, s)[request.trace_id.encode()])
                     .get("claim") is None)  # answered, recorded
    _publish(transport, s, Topic.SANDBOX_RESULTS, request)
    await eventually(lambda: len(_claims(transport, s)) == 2)  # the fuser's, after the record
    transport.gate.set()
    await eventually(lambda: json.loads(_last_records(transport, s)[request.trace_id.encode()])
                     .get("claim") is None)
    await asyncio.sleep(0.1)
    await fuser.stop()
    await cache.stop()
    assert [decode(a).answer.text for a in _answers(transport, s)[request.trace_id]] == ["cache 1"]
    restarted = _after_compaction(transport, s)
    assert request in restarted and restarted.answer_in_doubt(request) is None


@pytest.mark.parametrize("created_at", [CREATED - 60, CREATED + 60])
async def test_a_claim_of_another_request_with_the_trace_id_does_not_decide_this_one(created_at: float) -> None:
    """Near miss: the same trace id, another request (another created_at) claimed: its claim is
    not this request's, which gets its own answer."""
    s, transport = _settings(), MemoryTransport()
    runtime = Runtime(_step("fuser", Topic.LLM_DRAFTS), s, transport)
    await runtime.start()
    request = _request()
    other = Envelope(trace_id=request.trace_id, text="other", created_at=created_at,
                     answer=Answer(status="ok", text="the other request's"))
    transport.publish(topic_name(Topic.ANSWERED_STATE, s.topic_prefix), request.trace_id.encode(),
                      msgspec.json.encode(AnsweredRecord(created_at, time.time(), encode(other), "elsewhere")))
    await eventually(lambda: runtime.followers[0].records == 1)
    _publish(transport, s, Topic.LLM_DRAFTS, request)
    await eventually(lambda: len(_answers(transport, s)) == 1)
    await asyncio.sleep(0.1)
    await runtime.stop()
    assert [decode(a).answer.text for a in _answers(transport, s)[request.trace_id]] == ["fuser 1"]
