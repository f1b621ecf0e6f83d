"""Keep an idempotent producer usable after the broker rejects its sequence numbers.

aiokafka never recovers an idempotent producer whose sequence numbers a partition's leader
rejected (OutOfOrderSequenceNumber, UnknownProducerId; aio-libs/aiokafka#1017): it keeps the
producer id and the sequences, so every later send to that partition fails the same way until
the process restarts. It happens after a broker restart. The step framework already processes a
message again when one of its outputs failed, so the only thing missing is a producer that can
send again: forget the producer id and the sequences, and aiokafka's sender asks the broker for a
new id before its next batch. A new id can duplicate a message in the log (consumers tolerate
duplicates); it never loses one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from aiokafka import AIOKafkaProducer
from aiokafka.errors import InvalidProducerIdMapping, OutOfOrderSequenceNumber, UnknownProducerId

log = logging.getLogger(__name__)

# Errors after which the producer's idempotence state is useless.
STALE_PRODUCER_STATE = (OutOfOrderSequenceNumber, UnknownProducerId, InvalidProducerIdMapping)


def aiokafka_producer(broker: Any) -> Any | None:
    """The AIOKafkaProducer inside a connected FastStream KafkaBroker (None before connect)."""
    fast_producer = broker.config.broker_config.producer
    return getattr(getattr(fast_producer, "_producer", None), "producer", None)


def forget_producer_id(producer: Any) -> bool:
    """Make an idempotent (non-transactional) aiokafka producer ask for a new producer id.
    Must run on the producer's event loop."""
    from aiokafka.producer.transaction_manager import NO_PRODUCER_EPOCH, NO_PRODUCER_ID, PidAndEpoch

    txn = getattr(producer, "_txn_manager", None)
    if txn is None or txn.transactional_id is not None:
        return False
    # aiokafka has no public reset: its own constructor's state, with a fresh waiter that the
    # next InitProducerId response resolves.
    txn._pid_and_epoch = PidAndEpoch(NO_PRODUCER_ID, NO_PRODUCER_EPOCH)
    txn._pid_waiter = asyncio.get_running_loop().create_future()
    txn._sequence_numbers.clear()
    return True


class ProducerRecovery:
    """Watches delivery futures; on a stale-state error gives the producer a new id (at most once
    per `min_interval_s`: batches already in flight under the old id fail the same way)."""

    def __init__(self, producer_of: Any, min_interval_s: float = 1.0) -> None:
        self._producer_of = producer_of  # callable: the producer now (it exists only once started)
        self.min_interval_s = min_interval_s
        self.resets = 0
        self._last_reset = float("-inf")

    def watch(self, deliveries: list[asyncio.Future]) -> list[asyncio.Future]:
        for delivery in deliveries:
            if isinstance(delivery, asyncio.Future):  # FastStream's in-memory broker returns None
                delivery.add_done_callback(self._check)
        return deliveries

    def _check(self, delivery: asyncio.Future) -> None:
        if delivery.cancelled():
            return
        # Reading the exception here also keeps asyncio from logging every failed delivery as
        # "never retrieved": the commit tracker handles the failure itself.
        exc = delivery.exception()
        if isinstance(exc, STALE_PRODUCER_STATE):
            self.recover(exc)

    def recover(self, exc: BaseException) -> bool:
        now = time.monotonic()
        if now - self._last_reset < self.min_interval_s:
            return False
        producer = self._producer_of()
        if producer is None or not forget_producer_id(producer):
            return False
        self._last_reset = now
        self.resets += 1
        log.warning("producer state rejected by the broker (%r): asking for a new producer id; "
                    "the affected messages are processed again", exc)
        return True



class RecoveringProducer(AIOKafkaProducer):
    """An AIOKafkaProducer whose sends are watched by a ProducerRecovery (clients and tools; the
    services' FastStream producer is watched by the step framework)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.recovery = ProducerRecovery(lambda: self)

    async def send(self, *args: Any, **kwargs: Any) -> asyncio.Future:
        delivery = await super().send(*args, **kwargs)
        self.recovery.watch([delivery])
        return delivery
