"""Keep an idempotent producer usable across a broker restart (aiokafka 0.14, pinned).

What goes wrong without this (aio-libs/aiokafka#1017, and measured on the chaos `kafka-restart`
scenario): aiokafka gives a batch its sequence numbers when the sender takes it, and never takes
them back. While the broker is away every partition's leader is unknown, and a batch that waits
longer than `request_timeout_ms` fails there (`LeaderNotAvailableError`) with its sequence numbers
spent. When the broker is back, the next batch of that partition is one the broker did not expect:
`OutOfOrderSequenceNumber`, which aiokafka does not retry and does not recover from either: every
later batch of the partition fails the same way, until the process restarts.

`guard(producer)` fixes it where the gap is made. It remembers the producer id each batch was
sent under; when a batch of the *current* producer id fails, whatever the error, that id may now
have a hole in its sequences, so the producer asks for a new id before its next batch, once the
broker can be reached again (asking while it is away would hold back every batch, including the
ones that should fail: the client must be told that the broker is not there). Batches of an old id
failing later change nothing. A new id can duplicate a message in the log (consumers tolerate
duplicates); it never loses one.

Batches that were already taken under the old id and are retried after the broker came back keep
their old id and may still be refused with `OutOfOrderSequenceNumber`; the broker has not written
them. `RecoveringProducer` (clients and tools) sends such a message again, under the new id, so
the caller's publish succeeds; the services' step framework processes the message again, as for
any failed output.

The guard also paces the producer's metadata retries (`pace_metadata_retries`): while the broker
is away, aiokafka's sender otherwise retries without pause, and on a small machine those retries
took the CPU the restarting broker needed.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from aiokafka import AIOKafkaProducer
from aiokafka.errors import InvalidProducerIdMapping, OutOfOrderSequenceNumber, UnknownProducerId

log = logging.getLogger(__name__)

# Errors with which the broker refuses a batch because of the producer's idempotence state: it
# did not write the batch, so sending the message again cannot duplicate it.
STALE_PRODUCER_STATE = (OutOfOrderSequenceNumber, UnknownProducerId, InvalidProducerIdMapping)

# How many times RecoveringProducer sends a message again after the broker refused it for a
# stale producer state (each time under a newer producer id).
RESEND_ATTEMPTS = 3


def aiokafka_producer(broker: Any) -> Any | None:
    """The AIOKafkaProducer inside a connected FastStream KafkaBroker (None before connect)."""
    fast_producer = broker.config.broker_config.producer
    return getattr(getattr(fast_producer, "_producer", None), "producer", None)


def forget_producer_id(producer: Any) -> bool:
    """Make an idempotent (non-transactional) aiokafka producer ask for a new producer id.
    Must run on the producer's event loop, outside the sender's drain."""
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


class PidGuard:
    """Installed once per producer (`guard(producer)`): hooks the accumulator's `_pop_batch`
    (where a batch gets its producer id and sequences) and `drain_by_nodes` (the start of each
    pass of the sender loop, right after it made sure it has a producer id)."""

    def __init__(self, producer: Any) -> None:
        self.producer = producer
        self.txn = producer._txn_manager
        self.acc = producer._message_accumulator
        self.resets = 0
        self.stale_since: float | None = None  # a batch of the current id failed at this time
        self.stale_error: BaseException | None = None
        self._pop_batch = self.acc._pop_batch
        self._drain_by_nodes = self.acc.drain_by_nodes
        self.acc._pop_batch = self.pop_batch
        self.acc.drain_by_nodes = self.drain_by_nodes

    def pop_batch(self, tp: Any) -> Any:
        batch = self._pop_batch(tp)
        if batch.retry_count == 1:  # taken for the first time: it now carries the current id
            pid = self.txn.producer_id
            batch.future.add_done_callback(lambda fut, pid=pid: self._batch_done(fut, pid))
        return batch

    def _batch_done(self, fut: asyncio.Future, pid: int) -> None:
        if fut.cancelled() or fut.exception() is None:
            return
        if pid == self.txn.producer_id and self.stale_since is None:
            self.stale_since = time.monotonic()
            self.stale_error = fut.exception()

    def drain_by_nodes(self, ignore_nodes: Any, muted_partitions: Any = frozenset()) -> Any:
        if self.stale_since is not None and self._broker_reachable():
            pid = self.txn.producer_id
            if forget_producer_id(self.producer):
                self.resets += 1
                log.warning("a batch of producer id %s failed (%r): the broker is reachable again "
                            "%.1f s later, asking for a new producer id", pid, self.stale_error,
                            time.monotonic() - self.stale_since)
            self.stale_since = None
            self.stale_error = None
            # Nothing is drained in this pass; the sender refreshes the metadata, then asks for
            # the new id before its next pass (the batches keep waiting in the accumulator).
            return {}, True
        return self._drain_by_nodes(ignore_nodes, muted_partitions)

    def _broker_reachable(self) -> bool:
        """Some partition with a waiting batch has a leader again."""
        cluster = self.acc._cluster
        for tp in self.acc._batches:
            leader = cluster.leader_for_partition(tp)
            if leader is not None and leader >= 0:
                return True
        return False


def pace_metadata_retries(producer: Any) -> None:
    """After a failed metadata update, wait the producer's `retry_backoff_ms` before the update
    counts as done. aiokafka's sender asks for a metadata update on every pass while a partition
    with a waiting batch has no leader, and the update fails at once while the broker is away:
    without a pause the sender spins. Measured in the chaos kafka-restart scenario: ~700 connection
    attempts a second in every process with a waiting batch (the load generator included), on a
    2-core machine where the broker was starting."""
    client = getattr(producer, "client", None)
    if client is None or getattr(client, "_dt_paced", False):
        return
    update = client._metadata_update
    backoff = max(getattr(client, "_retry_backoff", 0.1), 0.1)

    async def paced(cluster: Any, topics: Any) -> Any:
        ok = await update(cluster, topics)
        if not ok:
            await asyncio.sleep(backoff)
        return ok

    client._metadata_update = paced
    client._dt_paced = True


def guard(producer: Any) -> PidGuard | None:
    """The producer's PidGuard, installed on first use (None: not an idempotent, non-transactional
    aiokafka producer); its metadata retries are paced too (`pace_metadata_retries`)."""
    existing = getattr(producer, "_dt_pid_guard", None)
    if existing is not None:
        return existing
    txn = getattr(producer, "_txn_manager", None)
    if txn is None or txn.transactional_id is not None or not hasattr(producer, "_message_accumulator"):
        return None
    pace_metadata_retries(producer)
    g = PidGuard(producer)
    producer._dt_pid_guard = g
    return g


class ProducerRecovery:
    """What the step framework uses: `watch(deliveries)` after each publish makes sure the
    producer is guarded (the services' producer exists only once FastStream connected). Without a
    guard (a producer whose internals are not aiokafka 0.14's), a stale-state error on a watched
    delivery makes the producer ask for a new id, at most once per `min_interval_s`."""

    def __init__(self, producer_of: Any, min_interval_s: float = 1.0) -> None:
        self._producer_of = producer_of  # callable: the producer now (it exists only once started)
        self.min_interval_s = min_interval_s
        self._fallback_resets = 0
        self._last_reset = float("-inf")

    @property
    def resets(self) -> int:
        producer = self._producer_of()
        g = getattr(producer, "_dt_pid_guard", None) if producer is not None else None
        return self._fallback_resets + (g.resets if g is not None else 0)

    def watch(self, deliveries: list[asyncio.Future]) -> list[asyncio.Future]:
        producer = self._producer_of()
        guarded = producer is not None and guard(producer) is not None
        for delivery in deliveries:
            if isinstance(delivery, asyncio.Future):  # FastStream's in-memory broker returns None
                delivery.add_done_callback(self._check_guarded if guarded else self._check)
        return deliveries

    @staticmethod
    def _check_guarded(delivery: asyncio.Future) -> None:
        # The guard handles the producer; reading the exception keeps asyncio from logging every
        # failed delivery as "never retrieved" (the commit tracker handles the failure itself).
        if not delivery.cancelled():
            delivery.exception()

    def _check(self, delivery: asyncio.Future) -> None:
        if delivery.cancelled():
            return
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
        self._fallback_resets += 1
        log.warning("producer state rejected by the broker (%r): asking for a new producer id; "
                    "the affected messages are processed again", exc)
        return True


class RecoveringProducer(AIOKafkaProducer):
    """An AIOKafkaProducer for clients and tools: guarded (see the module doc), and a message the
    broker refused for a stale producer state is sent again (up to RESEND_ATTEMPTS times), so a
    publish made once the broker is back succeeds. Other errors reach the caller as before."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.recovery = ProducerRecovery(lambda: self)
        guard(self)
        self.resent = 0
        self._resends: set[asyncio.Task[None]] = set()

    async def send(self, topic: str, value: Any = None, key: Any = None, partition: int | None = None,
                   timestamp_ms: int | None = None, headers: Any = None) -> asyncio.Future:
        delivery = await super().send(topic, value, key, partition, timestamp_ms, headers)
        if self._txn_manager is None or self._txn_manager.transactional_id is not None:
            return delivery
        result: asyncio.Future = asyncio.get_running_loop().create_future()
        self._follow(delivery, result, (topic, value, key, partition, timestamp_ms, headers),
                     RESEND_ATTEMPTS)
        return result

    def _follow(self, delivery: asyncio.Future, result: asyncio.Future, args: tuple,
                attempts: int) -> None:
        def done(fut: asyncio.Future) -> None:
            if result.done():
                return
            if fut.cancelled():
                result.cancel()
                return
            exc = fut.exception()
            if exc is None:
                result.set_result(fut.result())
            elif isinstance(exc, STALE_PRODUCER_STATE) and attempts > 0 and not self._closed:
                task = asyncio.ensure_future(self._resend(result, args, attempts - 1))
                self._resends.add(task)
                task.add_done_callback(self._resends.discard)
            else:
                result.set_exception(exc)

        delivery.add_done_callback(done)

    async def _resend(self, result: asyncio.Future, args: tuple, attempts: int) -> None:
        try:
            delivery = await AIOKafkaProducer.send(self, *args)
        except BaseException as exc:  # noqa: BLE001 - the caller gets it on its future
            if not result.done():
                result.set_exception(exc)
            if isinstance(exc, asyncio.CancelledError):
                raise
            return
        self.resent += 1
        self._follow(delivery, result, args, attempts)
