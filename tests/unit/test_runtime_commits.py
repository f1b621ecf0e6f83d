"""Commit after the acknowledgement, in order, with concurrency; retries and rewinds (the step
runtime on the in-memory transport: the same runner and commit tracker as on Kafka)."""

from __future__ import annotations

import asyncio

import pytest
from fakes.runtime import eventually, publish, settings

from dtlib import envelope as E
from dtlib.runtime import Emit, Handlers, MemoryTransport, Put, Retry, Runtime, Step
from dtlib.topics import Topic, consumer_group, topic_name

S = settings()
SOURCE, TARGET = topic_name(Topic.CACHE_MISS, S.topic_prefix), topic_name(Topic.RULES_MISS, S.topic_prefix)
GROUP = consumer_group("unit", Topic.CACHE_MISS, S.topic_prefix)


def relay(handle, concurrency: int = 1, consumes: Topic = Topic.CACHE_MISS) -> Step:
    def build(settings, deps) -> Handlers:
        handlers = Handlers()
        handlers.envelope(consumes, handle, concurrency=concurrency)
        return handlers

    return Step("unit", consumes=(consumes,), emits=(Topic.RULES_MISS,), build=build)


def passed_now(env: E.Envelope) -> Emit:
    return Emit(Topic.RULES_MISS, env)


async def passed(env: E.Envelope) -> Emit:
    return passed_now(env)


HANDLERS = pytest.mark.parametrize("synchronous", [False, True], ids=["async-handler", "sync-handler"])


def committed(transport: MemoryTransport) -> int:
    return sum(transport.committed.get(GROUP, {}).values())


@HANDLERS
async def test_an_offset_is_committed_only_once_its_outputs_are_acknowledged(synchronous: bool) -> None:
    transport = MemoryTransport(partitions=1)
    transport.hold_acks = True
    runtime = Runtime(relay(passed_now if synchronous else passed), S, transport)
    await runtime.start()
    for i in range(3):
        publish(transport, S, Topic.CACHE_MISS, f"q{i}")
    await eventually(lambda: len(transport.records(TARGET)) == 3)
    await asyncio.sleep(20 * S.commit_interval_ms / 1000)
    assert committed(transport) == 0  # published, not acknowledged: nothing committed

    transport.release_acks()
    await eventually(lambda: committed(transport) == 3)
    await runtime.stop()


async def test_with_concurrency_a_commit_never_passes_a_message_still_being_handled() -> None:
    transport, gate = MemoryTransport(partitions=1), asyncio.Event()

    async def handle(env: E.Envelope) -> Emit:
        if env.text == "slow":
            await gate.wait()
        return Emit(Topic.RULES_MISS, env)

    runtime = Runtime(relay(handle, concurrency=4), S, transport)
    await runtime.start()
    for text in ("slow", "a", "b", "c"):
        publish(transport, S, Topic.CACHE_MISS, text)
    await eventually(lambda: len(transport.records(TARGET)) == 3)
    await asyncio.sleep(20 * S.commit_interval_ms / 1000)
    assert committed(transport) == 0  # a, b and c are acknowledged, but "slow" is not done

    gate.set()
    await eventually(lambda: committed(transport) == 4)
    assert [E.decode(r.value).text for r in transport.records(TARGET)] == ["a", "b", "c", "slow"]
    await runtime.stop()


async def test_a_replica_joining_takes_only_the_partitions_that_move() -> None:
    """The consumer group protocol: the first replica keeps reading the partition it keeps, so
    its work there, handled and not yet committed, is not handled again."""
    transport, handled = MemoryTransport(partitions=2), []

    async def handle(env: E.Envelope) -> Emit:
        handled.append(env.text)
        return Emit(Topic.RULES_MISS, env)

    transport.hold_acks = True  # nothing is committed before the second replica joins
    first = Runtime(relay(handle), S, transport)
    await first.start()
    while len({r.partition for r in transport.records(SOURCE)}) < 2 or len(handled) < 6:
        publish(transport, S, Topic.CACHE_MISS, f"q{len(transport.records(SOURCE))}")
        await eventually(lambda: len(handled) == len(transport.records(SOURCE)))
    second = Runtime(relay(handle), S, transport)
    await second.start()
    transport.hold_acks = False
    transport.release_acks()
    sources = transport.records(SOURCE)
    await eventually(lambda: committed(transport) == len(sources))
    kept = [E.decode(r.value).text for r in sources if r.partition == 0]  # the first replica's
    moved = [E.decode(r.value).text for r in sources if r.partition == 1]
    assert all(handled.count(text) == 1 for text in kept)
    assert all(handled.count(text) >= 1 for text in moved)  # not acknowledged: handled again
    await second.stop()
    await first.stop()


async def test_a_fenced_replica_commits_nothing_it_lost_and_reads_again_after_rejoining() -> None:
    """What the fenced replica had handled but not committed is handled again by the partition's
    next owner (nothing lost, every offset committed), and the replica consumes again."""
    transport, handled = MemoryTransport(partitions=2), []

    def handler(name: str):
        async def handle(env: E.Envelope) -> Emit:
            handled.append((name, env.text))
            return Emit(Topic.RULES_MISS, env)
        return handle

    first, second = Runtime(relay(handler("first")), S, transport), Runtime(relay(handler("second")), S, transport)
    await first.start()
    await second.start()
    transport.hold_acks = True  # nothing the first replica handles is committed before the fence
    while {name for name, _ in handled} != {"first", "second"}:
        publish(transport, S, Topic.CACHE_MISS, f"q{len(transport.records(SOURCE))}")
        await eventually(lambda: len(handled) == len(transport.records(SOURCE)))
    before = {text for name, text in handled if name == "first"}

    transport.fence(first.runners[0].subscription)
    transport.hold_acks = False
    transport.release_acks()
    sources = transport.records(SOURCE)
    await eventually(lambda: committed(transport) == len(sources))
    texts = [text for _, text in handled]
    assert all(texts.count(text) == 2 for text in before)  # handled again by its next owner

    handled.clear()
    while "first" not in {name for name, _ in handled}:  # back in the group, reading again
        publish(transport, S, Topic.CACHE_MISS, f"q{len(transport.records(SOURCE))}")
        await eventually(lambda: len(handled) == len(transport.records(SOURCE)) - len(sources))
    await eventually(lambda: committed(transport) == len(transport.records(SOURCE)))
    await second.stop()
    await first.stop()


@HANDLERS
async def test_a_failed_delivery_rewinds_and_the_message_is_handled_again(synchronous: bool) -> None:
    transport, seen = MemoryTransport(partitions=1), []

    def handle_now(env: E.Envelope) -> Emit:
        seen.append(env.text)
        return Emit(Topic.RULES_MISS, env)

    async def handle(env: E.Envelope) -> Emit:
        return handle_now(env)

    transport.fail_deliveries(TARGET, 1)
    runtime = Runtime(relay(handle_now if synchronous else handle), S, transport)
    await runtime.start()
    publish(transport, S, Topic.CACHE_MISS, "q")
    publish(transport, S, Topic.CACHE_MISS, "r")
    await eventually(lambda: committed(transport) == 2)
    # q's delivery failed: q comes again and r after it, whether r was handled before the failure
    # was seen or not (at least once, in order, never lost).
    assert seen in (["q", "r", "q", "r"], ["q", "q", "r"])
    assert [E.decode(r.value).text for r in transport.records(TARGET)] == seen[1:]
    await runtime.stop()


async def test_a_transient_failure_is_redelivered_and_never_dead_lettered() -> None:
    transport, attempts = MemoryTransport(partitions=1), []

    async def handle(env: E.Envelope) -> Emit:
        attempts.append(env.text)
        if len(attempts) <= S.dlq_max_attempts:  # more often than a failure may happen
            raise Retry("the database is away", pause_s=0.001)
        return Emit(Topic.RULES_MISS, env)

    runtime = Runtime(relay(handle), S, transport)
    await runtime.start()
    publish(transport, S, Topic.CACHE_MISS, "q")
    await eventually(lambda: committed(transport) == 1)
    assert len(attempts) == S.dlq_max_attempts + 1
    assert transport.records(topic_name(Topic.DLQ, S.topic_prefix)) == []
    assert len(transport.records(TARGET)) == 1
    await runtime.stop()


async def test_a_failure_on_an_answered_input_is_dead_lettered_without_a_second_answer() -> None:
    transport = MemoryTransport(partitions=1)

    async def handle(env: E.Envelope) -> None:
        raise RuntimeError("cannot learn from this")

    runtime = Runtime(relay(handle, consumes=Topic.RESPONSES), S, transport)
    await runtime.start()
    publish(transport, S, Topic.RESPONSES, "an answer")
    dlq = topic_name(Topic.DLQ, S.topic_prefix)
    await eventually(lambda: len(transport.records(dlq)) == 1)
    await asyncio.sleep(0.05)
    assert [E.decode(r.value).text for r in transport.records(topic_name(Topic.RESPONSES, S.topic_prefix))] \
        == ["an answer"]
    await runtime.stop()


async def test_a_record_handler_gets_the_record_and_may_put_records_that_are_not_envelopes() -> None:
    from dtlib.runtime import Poison, Put

    transport = MemoryTransport(partitions=1)

    async def learn(record):
        if record.value == b"nonsense":
            raise Poison("BAD_FEEDBACK", "feedback must be JSON")
        return Put(Topic.RULES_STATE, record.key, b"learned from " + record.value)

    def build(settings, deps) -> Handlers:
        handlers = Handlers()
        handlers.record(Topic.FEEDBACK, learn)
        return handlers

    step = Step("learner", consumes=(Topic.FEEDBACK,), emits=(Topic.RULES_STATE,), build=build)
    runtime = Runtime(step, S, transport)
    await runtime.start()
    feedback = topic_name(Topic.FEEDBACK, S.topic_prefix)
    transport.publish(feedback, b"t1", b"wrong answer")
    transport.publish(feedback, b"t2", b"nonsense")
    dlq = topic_name(Topic.DLQ, S.topic_prefix)
    await eventually(lambda: committed_on(transport, "learner", Topic.FEEDBACK) == 2)
    state = transport.records(topic_name(Topic.RULES_STATE, S.topic_prefix))
    assert [(r.key, r.value) for r in state] == [(b"t1", b"learned from wrong answer")]
    assert [dict(r.headers)["dt-error-code"] for r in transport.records(dlq)] == [b"BAD_FEEDBACK"]
    assert transport.records(topic_name(Topic.RESPONSES, S.topic_prefix)) == []
    await runtime.stop()


def committed_on(transport: MemoryTransport, step: str, topic: Topic) -> int:
    return sum(transport.committed.get(consumer_group(step, topic, S.topic_prefix), {}).values())


class Backlog:
    """A subscription with a backlog in hand: it returns record after record without waiting, as
    a consumer does with a fetched batch, then nothing more."""

    def __init__(self, records: list) -> None:
        self.records, self.committed = list(records), {}
        self.on_revoke = None

    async def take(self):
        if self.records:
            return self.records.pop(0)
        await asyncio.Event().wait()

    def seek(self, tp, offset: int) -> None:
        raise AssertionError("nothing fails here")

    def commit(self, offsets: dict) -> None:
        self.committed.update(offsets)

    async def close(self) -> None:
        pass


async def test_a_backlog_of_handlers_that_never_wait_still_lets_commits_through() -> None:
    import time

    from dtlib.runtime.publisher import Publisher
    from dtlib.runtime.runner import Runner
    from dtlib.runtime.transport import Record

    handled: list[int] = []

    async def busy(env: E.Envelope) -> Emit:  # CPU work, no await: it never gives the loop back
        time.sleep(0.001)
        handled.append(1)
        return Emit(Topic.RULES_MISS, env)

    step = relay(busy)
    backlog = Backlog([Record(SOURCE, 0, offset, b"k", E.encode(E.Envelope(trace_id=E.new_trace_id(), text="q")))
                       for offset in range(400)])
    runner = Runner(Topic.CACHE_MISS, step.build(S, None).inputs[Topic.CACHE_MISS], backlog,
                    Publisher(step, S, MemoryTransport(partitions=1)), S)
    runner.start()
    await eventually(lambda: backlog.committed)  # the commit tracker ran meanwhile
    assert len(handled) < 200
    await eventually(lambda: backlog.committed.get((SOURCE, 0)) == 400)
    await runner.stop()


def answered_after(consumes: Topic = Topic.CACHE_MISS, synchronous: bool = False) -> Step:
    """A step that answers and then records that it answered, the record only once the answer is
    acknowledged; `synchronous`: its handler a plain `def` (run on the consumer thread)."""
    def handle_now(env: E.Envelope) -> list:
        return [Emit(Topic.RULES_MISS, env),
                Put(Topic.ANSWERED_STATE, env.trace_id.encode(), b"{}", after_delivery=True)]

    async def handle(env: E.Envelope) -> list:
        return handle_now(env)

    def build(settings, deps) -> Handlers:
        handlers = Handlers()
        handlers.envelope(consumes, handle_now if synchronous else handle)
        return handlers

    return Step("unit", consumes=(consumes,), emits=(Topic.RULES_MISS, Topic.ANSWERED_STATE), build=build)


@HANDLERS
async def test_a_record_after_delivery_waits_for_the_answer_and_the_commit_waits_for_both(synchronous: bool) -> None:
    transport = MemoryTransport(partitions=1)
    transport.hold_acks = True
    runtime = Runtime(answered_after(synchronous=synchronous), S, transport)
    await runtime.start()
    publish(transport, S, Topic.CACHE_MISS, "q")
    await eventually(lambda: len(transport.records(TARGET)) == 1)
    await asyncio.sleep(20 * S.commit_interval_ms / 1000)
    assert transport.records(topic_name(Topic.ANSWERED_STATE, S.topic_prefix)) == []
    assert committed(transport) == 0

    transport.release_acks()
    await eventually(lambda: len(transport.records(topic_name(Topic.ANSWERED_STATE, S.topic_prefix))) == 1)
    transport.release_acks()
    await eventually(lambda: committed(transport) == 1)
    await runtime.stop()


@HANDLERS
async def test_a_record_after_delivery_is_not_published_when_the_answer_fails(synchronous: bool) -> None:
    transport = MemoryTransport(partitions=1)
    transport.fail_deliveries(TARGET)
    runtime = Runtime(answered_after(synchronous=synchronous), S, transport)
    await runtime.start()
    publish(transport, S, Topic.CACHE_MISS, "q")
    # the failed answer is redelivered and answered again: one record, for the answer that arrived
    await eventually(lambda: committed(transport) == 1)
    assert len(transport.records(topic_name(Topic.ANSWERED_STATE, S.topic_prefix))) == 1
    assert len(transport.records(TARGET)) == 1
    await runtime.stop()


async def test_a_synchronous_handler_finishes_on_the_loop_only_what_must_wait() -> None:
    """Records that need no waiting are answered on the consumer thread while an earlier one waits
    on the loop (`Later`); the commit never passes the waiting one, and it is answered once done."""
    import threading

    from dtlib.runtime import Later

    transport, gate = MemoryTransport(partitions=1), asyncio.Event()
    threads: dict[str, str] = {}

    async def rest(env: E.Envelope) -> Emit:
        await gate.wait()
        threads["rest"] = threading.current_thread().name
        return Emit(Topic.RULES_MISS, env)

    def handle(env: E.Envelope) -> Emit | Later:
        threads.setdefault("handler", threading.current_thread().name)
        return Later(rest(env)) if env.text == "slow" else Emit(Topic.RULES_MISS, env)

    runtime = Runtime(relay(handle, concurrency=4), S, transport)
    await runtime.start()
    for text in ("slow", "a", "b"):
        publish(transport, S, Topic.CACHE_MISS, text)
    await eventually(lambda: len(transport.records(TARGET)) == 2)
    await asyncio.sleep(20 * S.commit_interval_ms / 1000)
    assert committed(transport) == 0  # a and b are acknowledged, "slow" is still waiting

    gate.set()
    await eventually(lambda: committed(transport) == 3)
    answers = [E.decode(r.value) for r in transport.records(TARGET)]
    assert [a.text for a in answers] == ["a", "b", "slow"]
    assert [len(a.hops) for a in answers] == [1, 1, 1]  # one hop record each, wherever it finished
    assert threads["handler"] != threading.main_thread().name and threads["rest"] == threading.main_thread().name
    await runtime.stop()


async def test_a_step_finished_on_the_loop_that_fails_for_a_while_is_handled_again() -> None:
    from dtlib.runtime import Later

    transport, attempts = MemoryTransport(partitions=1), []

    async def rest(env: E.Envelope) -> Emit:
        attempts.append(env.text)
        if len(attempts) == 1:
            raise Retry("the sandbox is away", pause_s=0.001)
        return Emit(Topic.RULES_MISS, env)

    runtime = Runtime(relay(lambda env: Later(rest(env)), concurrency=2), S, transport)
    await runtime.start()
    publish(transport, S, Topic.CACHE_MISS, "q")
    await eventually(lambda: committed(transport) == 1)
    assert attempts == ["q", "q"] and len(transport.records(TARGET)) == 1
    await runtime.stop()
