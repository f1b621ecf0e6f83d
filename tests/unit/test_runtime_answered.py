"""Inputs that were answered already (responses, feedback) are read in batches: no client waits
for the step that reads them, so the broker may hold their records back and hand many over at
once, while a request is handed over as soon as it arrives. A request gets one final answer,
whichever steps it reaches: an answer, an error answer to a dead letter included, is recorded
on answered.state, and a step that answers drops a request that has its answer."""

from __future__ import annotations

import asyncio

import pytest

import msgspec
from fakes.runtime import answering_in_turn, eventually, knows_answered, settings

from dtlib.envelope import Answer, Envelope, decode, encode, new_trace_id
from dtlib.runtime import Emit, Handlers, MemoryTransport, Poison, Runtime, Step
from dtlib.topics import Topic, topic_name


@pytest.fixture(autouse=True, params=["off", "on"])
def answer_claim(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test with answers claimed first (runtime/claims.py) and without: one answer either way."""
    monkeypatch.setenv("DT_ANSWER_CLAIM", request.param)
    return request.param


class Recording(MemoryTransport):
    def __init__(self) -> None:
        super().__init__()
        self.answered: dict[str, bool] = {}

    def subscribe(self, topic: str, group: str, *, answered: bool = False):
        self.answered[topic] = answered
        return super().subscribe(topic, group, answered=answered)

    def read(self, topic: str, *, answered: bool = False):
        self.answered[topic] = answered
        return super().read(topic, answered=answered)


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


async def test_answered_state_is_read_in_batches_unless_a_pass_waits_for_its_claim(answer_claim: str) -> None:
    """answered.state has a record per answer; without claims nobody waits for one as it comes
    (a second pass of a request comes after a rebalance or a redelivery), so the broker may
    batch them. A claim is read back before its answer is published: then each record at once.
    The step's own state topics are read at once either way."""
    def build(_settings, _deps) -> Handlers:
        handlers = Handlers()
        handlers.envelope(Topic.REQUESTS, lambda env: None)
        handlers.follow(Topic.RULES_STATE, lambda key, value: None)
        return handlers

    transport = Recording()
    step = Step("answering", consumes=(Topic.REQUESTS,), follows=(Topic.RULES_STATE,),
                emits=(Topic.RESPONSES,), build=build)
    runtime = Runtime(step, settings(), transport)
    await runtime.start()
    await runtime.stop()
    assert transport.answered == {"u.answered.state": answer_claim == "off", "u.rules.state": False,
                                  "u.requests": False}


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


async def _cache_and_fuser(s, transport: MemoryTransport) -> tuple[Runtime, Runtime]:
    """Two steps that answer, started: the cache (from requests) and the fuser (from sandbox results)."""
    cache = Runtime(_answering("cache", Topic.REQUESTS, "from the cache"), s, transport)
    fuser = Runtime(_answering("fuser", Topic.SANDBOX_RESULTS, "from the sandbox"), s, transport)
    await cache.start()
    await fuser.start()
    return cache, fuser


async def test_a_request_answered_by_one_step_is_not_answered_again_by_another() -> None:
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport()
    first, second = await _cache_and_fuser(s, transport)
    request = Envelope(trace_id=new_trace_id(), text="12*24", created_at=1_800_000_000.0)
    transport.publish(topic_name(Topic.REQUESTS, s.topic_prefix), request.trace_id.encode(), encode(request))
    await eventually(lambda: len(_answers(transport, s)) == 1)
    await knows_answered(second, transport, s, 1)  # the record, once acknowledged
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


async def test_a_second_pass_before_the_first_answer_is_acknowledged_gets_no_second_answer() -> None:
    """A draft delivered again while the first answer waits for the broker's acknowledgement
    (a broker just restarted answers slowly): answered.state has no record of it yet, and the
    replica answered it twice, differently (issue 21)."""
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport()
    step, passes = answering_in_turn(Topic.LLM_DRAFTS)
    runtime = Runtime(step, s, transport)
    await runtime.start()
    transport.hold_acks = True
    draft = Envelope(trace_id=new_trace_id(), text="Tell me about Paris.", created_at=1_800_000_000.0)
    drafts = topic_name(Topic.LLM_DRAFTS, s.topic_prefix)
    transport.publish(drafts, draft.trace_id.encode(), encode(draft))
    await eventually(lambda: len(_answers(transport, s)) == 1)
    transport.publish(drafts, draft.trace_id.encode(), encode(draft))  # the model call came again
    await asyncio.sleep(0.1)  # time for a second answer, if there were one
    transport.hold_acks = False
    transport.release_acks()
    await eventually(lambda: runtime.followers[0].records >= 1)
    await runtime.stop()
    assert [text for _, _, text in _answers(transport, s)] == ["pass 1"]


async def test_two_passes_under_way_at_once_get_one_answer() -> None:
    """Both passes of a request began before either answered (a zombie member and the
    partition's new owner, or two drafts handled concurrently): the first to finish answers."""
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport, models = MemoryTransport(), asyncio.Event()
    step, passes = answering_in_turn(Topic.LLM_DRAFTS, concurrency=4, wait=models)
    runtime = Runtime(step, s, transport)
    await runtime.start()
    draft = Envelope(trace_id=new_trace_id(), text="Tell me about Paris.", created_at=1_800_000_000.0)
    for _ in range(2):
        transport.publish(topic_name(Topic.LLM_DRAFTS, s.topic_prefix), draft.trace_id.encode(),
                          encode(draft))
    await eventually(lambda: len(passes) == 2)  # both under way, neither answered
    models.set()
    await eventually(lambda: runtime.followers[0].records >= 1)
    await asyncio.sleep(0.1)
    await runtime.stop()
    assert len(_answers(transport, s)) == 1


async def test_an_answer_whose_delivery_failed_is_given_again_never_another() -> None:
    """A failed delivery is no answer (the input comes again and is answered: nothing lost), but
    it may have reached the broker all the same (a produce that timed out as the broker went
    away): the input gets the same answer again, never a new pass's."""
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    for written in (False, True):
        transport = MemoryTransport()
        step, passes = answering_in_turn(Topic.LLM_DRAFTS)
        runtime = Runtime(step, s, transport)
        await runtime.start()
        draft = Envelope(trace_id=new_trace_id(), text="Tell me about Paris.", created_at=1_800_000_000.0)
        transport.hold_acks = True
        transport.publish(topic_name(Topic.LLM_DRAFTS, s.topic_prefix), draft.trace_id.encode(), encode(draft))
        await eventually(lambda: len(_answers(transport, s)) == 1)
        if not written:  # the broker did not take it
            transport.logs[topic_name(Topic.RESPONSES, s.topic_prefix)] = [
                [] for _ in range(transport.partitions)]
        transport.hold_acks = False
        transport.release_acks(failed=True)
        await knows_answered(runtime, transport, s, 2)  # in doubt, then delivered
        await runtime.stop()
        assert [text for _, _, text in _answers(transport, s)] == ["pass 1"] * (1 + written)


async def test_another_replica_meeting_a_request_whose_answer_is_in_doubt_gives_that_answer() -> None:
    """The answer in doubt's input may be met again elsewhere (its replica gone, its partition
    moved; a slow pass of it reaching the fuser): that answer is given, not a second one
    (issue 21: an exact cache hit whose delivery timed out, then the model's error)."""
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport()
    cache, fuser = await _cache_and_fuser(s, transport)
    request = Envelope(trace_id=new_trace_id(), text="12*24", created_at=1_800_000_000.0)
    transport.hold_acks = True
    transport.publish(topic_name(Topic.REQUESTS, s.topic_prefix), request.trace_id.encode(), encode(request))
    await eventually(lambda: len(_answers(transport, s)) == 1)  # written, not acknowledged
    transport.hold_acks = False
    # the broker still away when the record in doubt is first published: it is published again
    transport.fail_deliveries(topic_name(Topic.ANSWERED_STATE, s.topic_prefix), 2)
    transport.release_acks(failed=True)
    await cache.stop()  # the replica goes before it meets the request again
    await eventually(lambda: fuser.followers[0].records >= 1)
    transport.publish(topic_name(Topic.SANDBOX_RESULTS, s.topic_prefix), request.trace_id.encode(),
                      encode(request))
    await eventually(lambda: len(_answers(transport, s)) == 2)
    await asyncio.sleep(0.1)  # time for another answer, if there were one
    await fuser.stop()
    assert [text for _, _, text in _answers(transport, s)] == ["from the cache"] * 2


async def test_an_answer_delivered_whose_record_failed_is_given_again_with_its_record(
        answer_claim: str) -> None:
    """The answer reached the client, its answered.state record did not (the broker went away
    between them): no other replica knows it was answered, so the answer is kept in doubt and
    given again (identical) with its record, never a new pass's."""
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport()
    step, passes = answering_in_turn(Topic.LLM_DRAFTS)
    runtime = Runtime(step, s, transport)
    await runtime.start()
    # (with answers claimed, the claim before it goes through)
    transport.fail_deliveries(topic_name(Topic.ANSWERED_STATE, s.topic_prefix),
                              after=1 if answer_claim == "on" else 0)
    draft = Envelope(trace_id=new_trace_id(), text="Tell me about Paris.", created_at=1_800_000_000.0)
    transport.publish(topic_name(Topic.LLM_DRAFTS, s.topic_prefix), draft.trace_id.encode(), encode(draft))
    await knows_answered(runtime, transport, s, 2)  # in doubt, then delivered
    await runtime.stop()
    assert [text for _, _, text in _answers(transport, s)] == ["pass 1", "pass 1"]
    assert passes == [draft.trace_id]


# --- two passes of one request on two replicas at once (issue 21, case 2) ------------------------

def _trace_id_on(transport: MemoryTransport, partition: int) -> str:
    """A trace id whose records land on `partition` (the memory broker partitions by the key)."""
    import zlib
    while zlib.crc32((trace_id := new_trace_id()).encode()) % transport.partitions != partition:
        pass
    return trace_id


def _answering_when_let(consumes: Topic) -> tuple[Step, list[asyncio.Event]]:
    """A step whose passes answer differently ("pass 1", "pass 2", …), each only once the test
    lets it (its event set): a model call under way as the partition moves."""
    lets: list[asyncio.Event] = []
    return answering_in_turn(consumes, concurrency=4, lets=lets)[0], lets


async def _a_pass_under_way_on_partition_1() -> tuple:
    """One replica of a step that answers drafts, alone in its group, handling a request on partition 1 and not
    finished: (settings, transport, step, the passes' lets, the replica)."""
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport(partitions=2)
    step, lets = _answering_when_let(Topic.LLM_DRAFTS)
    old = Runtime(step, s, transport)
    await old.start()
    draft = Envelope(trace_id=_trace_id_on(transport, 1), text="Tell me about Paris.",
                     created_at=1_800_000_000.0)
    transport.publish(topic_name(Topic.LLM_DRAFTS, s.topic_prefix), draft.trace_id.encode(), encode(draft))
    await eventually(lambda: len(lets) == 1)
    return s, transport, step, lets, old


@pytest.mark.parametrize("finish", ["at once", "the old owner first, unacknowledged"])
async def test_a_pass_under_way_on_a_partition_that_moved_does_not_answer_beside_the_new_owners(
        finish: str) -> None:
    """A replica joins while the other's pass of a request is under way: the partition moves,
    the new owner handles the request again from the last commit, and both passes finish before
    either knows of the other's answer (finishing together, or the first answer waiting for the
    broker's acknowledgement). Each may rightly end differently (the cache learnt meanwhile, the
    model's breaker opened): the client gets one answer, the new owner's; the pass whose
    partition moved publishes nothing (chaos `-091239`: 'conflicting')."""
    s, transport, step, lets, old = await _a_pass_under_way_on_partition_1()  # the old owner's pass, under way
    new = Runtime(step, s, transport)
    await new.start()  # the group rebalances: partition 1 moves to it
    await eventually(lambda: len(lets) == 2)  # the new owner's pass, from the last commit
    if finish == "at once":
        lets[0].set()
        lets[1].set()
    else:
        transport.hold_acks = True
        lets[0].set()
        await asyncio.sleep(0.05)
        lets[1].set()
        await asyncio.sleep(0.05)
        transport.hold_acks = False
        transport.release_acks()
    await eventually(lambda: new.followers[0].records >= 1)
    await asyncio.sleep(0.1)  # time for a second answer, if there were one
    await new.stop()
    await old.stop()
    assert [text for _, _, text in _answers(transport, s)] == ["pass 2"]


async def test_an_answer_awaiting_its_acknowledgement_as_its_partition_moves_is_committed_not_redone() -> None:
    """The old owner published its answer and the broker has not acknowledged it when a replica
    joins: the partition moves only once the answer and its record are acknowledged, and what
    they acknowledge is committed first, so the new owner does not handle the request again and
    answer it differently before it hears of that answer."""
    s, transport, step, lets, old = await _a_pass_under_way_on_partition_1()
    transport.hold_acks = True  # the broker slow to acknowledge (just restarted, overloaded)
    lets[0].set()
    await eventually(lambda: len(_answers(transport, s)) == 1)  # published, not acknowledged
    new = Runtime(step, s, transport)
    await new.start()  # the group rebalances: partition 1 is to move to it
    await asyncio.sleep(0.1)
    for let in lets[1:]:  # a second pass, if the partition moved meanwhile, answers at once
        let.set()
    await asyncio.sleep(0.1)
    transport.hold_acks = False
    transport.release_acks()
    await eventually(lambda: new.followers[0].records >= 1)
    await asyncio.sleep(0.1)  # time for a second answer, if there were one
    await new.stop()
    await old.stop()
    assert [text for _, _, text in _answers(transport, s)] == ["pass 1"]
    assert len(lets) == 1  # the new owner began after the committed answer


async def test_a_pass_under_way_when_its_member_is_fenced_does_not_answer_beside_the_next_owners() -> None:
    """A member is fenced (its session ran out: a broker restart) while a pass is under way; its
    partitions are lost, not committed, and the partition's next owner handles the request again
    from the last commit. Once the member hears of the fence, the pass begun before it publishes
    nothing: one answer, the next owner's."""
    s = settings(prefix=f"u{new_trace_id()[:6]}.")
    transport = MemoryTransport(partitions=2)
    step, lets = _answering_when_let(Topic.LLM_DRAFTS)
    fenced, other = Runtime(step, s, transport), Runtime(step, s, transport)
    await fenced.start()
    await other.start()  # the first member keeps partition 0
    draft = Envelope(trace_id=_trace_id_on(transport, 0), text="Tell me about Paris.",
                     created_at=1_800_000_000.0)
    transport.publish(topic_name(Topic.LLM_DRAFTS, s.topic_prefix), draft.trace_id.encode(), encode(draft))
    await eventually(lambda: len(lets) == 1)
    transport.fence(fenced.runners[0].subscription)  # it rejoins second: partition 0 moves
    await eventually(lambda: len(lets) == 2)  # the next owner's pass
    lets[0].set()
    lets[1].set()
    await eventually(lambda: other.followers[0].records >= 1)
    await asyncio.sleep(0.1)  # time for a second answer, if there were one
    await other.stop()
    await fenced.stop()
    assert [text for _, _, text in _answers(transport, s)] == ["pass 2"]
