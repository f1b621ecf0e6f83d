"""A producer whose sequence numbers the broker rejected gets a new producer id instead of failing
every later send (aio-libs/aiokafka#1017)."""

import asyncio

from aiokafka import AIOKafkaProducer, TopicPartition
from aiokafka.errors import NotLeaderForPartitionError, OutOfOrderSequenceNumber

from dtlib.idempotence import ProducerRecovery


def idempotent_producer_with_state() -> AIOKafkaProducer:
    """An idempotent producer (never started) that holds producer id 42 and sequences."""
    producer = AIOKafkaProducer(bootstrap_servers="127.0.0.1:1", enable_idempotence=True)
    producer._txn_manager.set_pid_and_epoch(42, 0)
    producer._txn_manager.increment_sequence_number(TopicPartition("t", 0), 7)
    return producer


async def fail_deliveries(recovery: ProducerRecovery, *errors: BaseException) -> None:
    """Deliveries the broker answered with `errors`, seen by the recovery's callbacks."""
    loop = asyncio.get_running_loop()
    deliveries = [loop.create_future() for _ in errors]
    recovery.watch(deliveries)
    for delivery, exc in zip(deliveries, errors):
        delivery.set_exception(exc)
    await asyncio.sleep(0)  # done callbacks run on the next loop iteration


async def test_out_of_order_sequence_makes_the_producer_ask_for_a_new_id() -> None:
    producer = idempotent_producer_with_state()
    recovery = ProducerRecovery(lambda: producer)
    await fail_deliveries(recovery, OutOfOrderSequenceNumber())
    txn = producer._txn_manager
    assert not txn.has_pid()  # the sender requests a new id before its next batch
    assert txn.sequence_number(TopicPartition("t", 0)) == 0
    assert recovery.resets == 1
    txn.set_pid_and_epoch(43, 0)  # the broker's answer to InitProducerId is accepted again
    await asyncio.wait_for(txn.wait_for_pid(), 1)
    assert txn.producer_id == 43


async def test_retriable_errors_leave_the_producer_alone() -> None:
    producer = idempotent_producer_with_state()
    recovery = ProducerRecovery(lambda: producer)
    await fail_deliveries(recovery, NotLeaderForPartitionError())
    assert producer._txn_manager.producer_id == 42
    assert recovery.resets == 0


async def test_batches_failing_together_cause_one_reset() -> None:
    producer = idempotent_producer_with_state()
    recovery = ProducerRecovery(lambda: producer, min_interval_s=60)
    await fail_deliveries(recovery, *(OutOfOrderSequenceNumber() for _ in range(5)))
    assert recovery.resets == 1


async def test_client_producers_recover_too() -> None:
    from dtlib.broker import make_producer

    producer = make_producer()
    producer._txn_manager.set_pid_and_epoch(42, 0)
    await fail_deliveries(producer.recovery, OutOfOrderSequenceNumber())
    assert not producer._txn_manager.has_pid()
