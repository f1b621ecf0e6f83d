"""An idempotent producer survives a broker restart: a batch of the current producer id that fails
(its sequence numbers are spent) makes it ask for a new id once the broker is reachable again,
and a client's message refused for a stale producer state is sent again (aio-libs/aiokafka#1017).
No broker: the producers are never started; the accumulator and the futures are driven by hand."""

import asyncio

import pytest
from aiokafka import AIOKafkaProducer, TopicPartition
from aiokafka.errors import (
    KafkaTimeoutError,
    LeaderNotAvailableError,
    NotLeaderForPartitionError,
    OutOfOrderSequenceNumber,
)

from dtlib.idempotence import (
    RESEND_ATTEMPTS,
    ProducerRecovery,
    RecoveringProducer,
    forget_producer_id,
    guard,
)

TP = TopicPartition("t", 0)


def idempotent_producer_with_state() -> AIOKafkaProducer:
    """An idempotent producer (never started) that holds producer id 42 and sequences."""
    producer = AIOKafkaProducer(bootstrap_servers="127.0.0.1:1", enable_idempotence=True)
    producer._txn_manager.set_pid_and_epoch(42, 0)
    producer._txn_manager.increment_sequence_number(TP, 7)
    return producer


def leaders(producer: AIOKafkaProducer, leader: int | None) -> None:
    """What the producer's metadata says about every partition's leader."""
    producer._message_accumulator._cluster.leader_for_partition = lambda tp: leader


async def taken_batch(producer: AIOKafkaProducer):
    """One message appended and its batch taken by the sender (it gets the current id)."""
    acc = producer._message_accumulator
    await acc.add_message(TP, b"k", b"v", timeout=1)
    return acc._pop_batch(TP)


def stamp(batch) -> tuple[int, int]:
    """(producer id, base sequence) a taken batch carries on the wire."""
    from aiokafka.record.memory_records import MemoryRecords

    wire = MemoryRecords(bytes(batch.get_data_buffer())).next_batch()
    return wire.producer_id, wire.base_sequence


async def settle() -> None:
    for _ in range(3):
        await asyncio.sleep(0)  # done callbacks run on the next loop iterations


async def test_a_failed_batch_gets_a_new_id_once_the_broker_is_reachable() -> None:
    producer = idempotent_producer_with_state()
    g = guard(producer)
    txn, acc = producer._txn_manager, producer._message_accumulator
    batch = await taken_batch(producer)
    assert stamp(batch) == (42, 7)
    batch.failure(LeaderNotAvailableError())  # it waited too long while the broker was away
    await settle()
    assert g.stale_since is not None

    # the broker is still away: nothing changes, the next batch can still fail (and be told)
    leaders(producer, -1)
    await acc.add_message(TP, b"k", b"v2", timeout=1)
    assert acc.drain_by_nodes(set()) == ({}, True)
    assert txn.producer_id == 42 and g.resets == 0

    # the broker is back: the sender's next pass asks for a new id before it takes a batch
    leaders(producer, 1)
    assert acc.drain_by_nodes(set()) == ({}, True)
    assert not txn.has_pid() and g.resets == 1
    assert txn.sequence_number(TP) == 0
    txn.set_pid_and_epoch(43, 0)  # the broker's answer to InitProducerId
    await asyncio.wait_for(txn.wait_for_pid(), 1)
    nodes, _ = acc.drain_by_nodes(set())
    (taken,) = nodes[1].values()
    assert stamp(taken) == (43, 0)
    assert acc.drain_by_nodes(set()) == ({}, False)  # and only once


async def test_a_failed_batch_of_an_old_id_changes_nothing() -> None:
    producer = idempotent_producer_with_state()
    g = guard(producer)
    batch = await taken_batch(producer)
    forget_producer_id(producer)  # the producer already got a new id
    producer._txn_manager.set_pid_and_epoch(43, 0)
    batch.failure(OutOfOrderSequenceNumber())
    await settle()
    assert g.stale_since is None
    leaders(producer, 1)
    producer._message_accumulator.drain_by_nodes(set())
    assert producer._txn_manager.producer_id == 43 and g.resets == 0


async def test_a_delivered_batch_changes_nothing() -> None:
    producer = idempotent_producer_with_state()
    g = guard(producer)
    batch = await taken_batch(producer)
    batch.done(base_offset=10)
    await settle()
    assert g.stale_since is None


async def test_the_step_framework_watch_installs_the_guard_once() -> None:
    producer = idempotent_producer_with_state()
    recovery = ProducerRecovery(lambda: producer)
    loop = asyncio.get_running_loop()
    delivery = loop.create_future()
    recovery.watch([delivery])
    g = guard(producer)
    assert g is not None and guard(producer) is g
    delivery.set_exception(OutOfOrderSequenceNumber())  # the guard decides, not the watcher
    await settle()
    assert producer._txn_manager.producer_id == 42 and recovery.resets == 0
    batch = await taken_batch(producer)
    batch.failure(OutOfOrderSequenceNumber())
    await settle()
    leaders(producer, 1)
    await producer._message_accumulator.add_message(TP, b"k", b"next", timeout=1)
    producer._message_accumulator.drain_by_nodes(set())
    assert recovery.resets == 1


async def test_without_a_producer_yet_watch_does_nothing() -> None:
    recovery = ProducerRecovery(lambda: None)
    delivery = asyncio.get_running_loop().create_future()
    recovery.watch([delivery])
    delivery.set_exception(OutOfOrderSequenceNumber())
    await settle()
    assert recovery.resets == 0


class FakeSends:
    """AIOKafkaProducer.send replaced: each call returns a delivery that ends with the next
    outcome (an exception, or a result)."""

    def __init__(self, *outcomes: object) -> None:
        self.outcomes = list(outcomes)
        self.calls: list[tuple] = []

    def install(self, monkeypatch) -> "FakeSends":
        async def send(producer, *args):
            return await self(producer, *args)

        monkeypatch.setattr(AIOKafkaProducer, "send", send)
        return self

    async def __call__(self, producer, *args):
        self.calls.append(args)
        fut = asyncio.get_running_loop().create_future()
        outcome = self.outcomes.pop(0)
        if isinstance(outcome, BaseException):
            asyncio.get_running_loop().call_soon(fut.set_exception, outcome)
        else:
            asyncio.get_running_loop().call_soon(fut.set_result, outcome)
        return fut


@pytest.fixture
async def client_producer() -> RecoveringProducer:
    from dtlib.broker import make_producer

    producer = make_producer()
    assert isinstance(producer, RecoveringProducer)
    producer._txn_manager.set_pid_and_epoch(42, 0)
    return producer


async def test_a_client_message_refused_for_a_stale_id_is_sent_again(monkeypatch, client_producer) -> None:
    sends = FakeSends(OutOfOrderSequenceNumber(), "offset 5")
    sends.install(monkeypatch)
    delivery = await client_producer.send("t", b"v", key=b"k")
    assert await asyncio.wait_for(delivery, 1) == "offset 5"
    assert client_producer.resent == 1
    assert sends.calls[0] == sends.calls[1] == ("t", b"v", b"k", None, None, None)


async def test_other_publish_errors_reach_the_client(monkeypatch, client_producer) -> None:
    sends = FakeSends(NotLeaderForPartitionError())
    sends.install(monkeypatch)
    delivery = await client_producer.send("t", b"v", key=b"k")
    with pytest.raises(NotLeaderForPartitionError):
        await asyncio.wait_for(delivery, 1)
    assert client_producer.resent == 0 and len(sends.calls) == 1


async def test_resending_is_bounded(monkeypatch, client_producer) -> None:
    sends = FakeSends(*(OutOfOrderSequenceNumber() for _ in range(RESEND_ATTEMPTS + 1)))
    sends.install(monkeypatch)
    delivery = await client_producer.send("t", b"v", key=b"k")
    with pytest.raises(OutOfOrderSequenceNumber):
        await asyncio.wait_for(delivery, 1)
    assert len(sends.calls) == RESEND_ATTEMPTS + 1


async def test_a_resend_that_cannot_be_queued_fails_the_delivery(monkeypatch, client_producer) -> None:
    calls = 0
    real = FakeSends(OutOfOrderSequenceNumber())

    async def send(producer, *args):
        nonlocal calls
        calls += 1
        if calls == 1:
            return await real(producer, *args)
        raise KafkaTimeoutError()

    monkeypatch.setattr(AIOKafkaProducer, "send", send)
    delivery = await client_producer.send("t", b"v", key=b"k")
    with pytest.raises(KafkaTimeoutError):
        await asyncio.wait_for(delivery, 1)


async def test_failed_metadata_updates_are_paced() -> None:
    producer = idempotent_producer_with_state()
    client = producer.client
    client._retry_backoff = 0.2
    calls = []

    async def update(cluster, topics):
        calls.append(asyncio.get_running_loop().time())
        return len(calls) > 2  # the broker is away for two updates

    client._metadata_update = update
    guard(producer)
    for _ in range(3):
        await client._metadata_update(client.cluster, set())
    assert calls[1] - calls[0] >= 0.2 and calls[2] - calls[1] >= 0.2
    t = asyncio.get_running_loop().time()
    assert await client._metadata_update(client.cluster, set()) is True
    assert asyncio.get_running_loop().time() - t < 0.1  # a successful update is not held back
