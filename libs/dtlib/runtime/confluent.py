"""The Transport on librdkafka (confluent-kafka), used as designed: the producer and its
deliveries, and the consumers' settings. Each consumer lives in a thread of its own
(confluent_consumer.py): a consumer group member (confluent_subscription.py: commits, rebalances)
or a reader outside any group (confluent_reader.py).

The idempotent producer (acks=all) never blocks, whichever thread calls it; a step's waits for the
broker as long as it takes (DT_STEP_DELIVERY_TIMEOUT_MS), since a delivery that timed out had often
been written and was handled again all the same; the loop collects the acknowledgements (each
record's asyncio future) with a non-blocking poll every ACK_POLL_S. Groups use the consumer group
protocol (KIP-848, DT_CONSUMER_GROUP_PROTOCOL): a rebalance revokes only the partitions that move,
and a broker restart leaves every member its partitions. A subscription's lag per partition comes
from librdkafka's statistics (`consumer_lag`), which its own consumer thread hands to the metrics
every DT_CONSUMER_LAG_INTERVAL_MS.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from functools import partial
from typing import Any

from confluent_kafka import KafkaError, KafkaException, Producer

from ..kafka_config import kafka_config
from ..metrics import LagReporter
from ..settings import Settings
from .confluent_reader import ConfluentReader
from .confluent_subscription import ConfluentSubscription
from .transport import Headers

log = logging.getLogger("dualtrack.kafka")

# How often the loop collects the producer's acknowledgements: apart from the commit interval
# (DT_COMMIT_INTERVAL_MS, 1 s), so that what a rebalance may commit for the partitions it takes
# away (`on_revoke`), and the answered.state record that follows an answer, are at most this old;
# collected only every commit interval, a rebalance handed the next owner up to a second of work
# already answered, answered again (kill-replicas: 558 duplicates against 36 before).
ACK_POLL_S = 0.05
STATISTICS_INTERVAL_MS = 5_000  # how often membership is checked when lag is not reported


class ConfluentTransport:
    def __init__(self, settings: Settings, client_id: str, step: bool = False) -> None:
        """`step`: a step's transport, whose outputs wait for the broker as long as
        DT_STEP_DELIVERY_TIMEOUT_MS says (a client's, DT_PRODUCER_REQUEST_TIMEOUT_MS)."""
        self.settings, self.client_id = settings, f"dualtrack-{client_id}"
        self.delivery_timeout_ms = (settings.step_delivery_timeout_ms if step
                                    else settings.producer_request_timeout_ms)
        self._producer: Producer | None = None
        self._acks: asyncio.Task[None] | None = None

    def _common(self) -> dict[str, Any]:
        return kafka_config(self.settings, self.client_id) | {"error_cb": _log_error}

    async def start(self) -> None:
        s = self.settings
        self._loop = asyncio.get_running_loop()
        self._producer = Producer(self._common() | {
            "enable.idempotence": True, "acks": "all", "linger.ms": s.producer_linger_ms,
            "batch.size": s.producer_max_batch_bytes, "message.max.bytes": s.max_message_bytes,
            "message.timeout.ms": self.delivery_timeout_ms})
        self._acks = asyncio.create_task(self._serve_acks())

    def publish(self, topic: str, key: bytes | None, value: bytes | None,
                headers: Headers | None = None) -> asyncio.Future[None]:
        future: asyncio.Future[None] = self._loop.create_future()
        self._producer.produce(topic, value, key, headers=headers,  # type: ignore[union-attr]
                               on_delivery=partial(_delivered, future))
        return future

    async def _serve_acks(self) -> None:
        """The loop collects acknowledgements every ACK_POLL_S (the commit interval if shorter),
        with no thread to wake per acknowledgement (measured: a polling thread cost a loop
        wake-up and a GIL hand-off per message)."""
        interval_s = min(ACK_POLL_S, self.settings.commit_interval_ms / 1000)
        while True:
            await asyncio.sleep(interval_s)
            self._producer.poll(0)  # type: ignore[union-attr]  # runs _delivered, on this thread

    def subscribe(self, topic: str, group: str, *, answered: bool = False) -> ConfluentSubscription:
        """`answered`: nobody waits for these records, so the broker answers a fetch once
        DT_CONSUMER_ANSWERED_FETCH_MIN_BYTES are there or DT_CONSUMER_ANSWERED_FETCH_MAX_WAIT_MS
        passed: one wake-up of this replica per batch, not per record, off the answers' path. Other
        records come as soon as they are there: an empty fetch waits DT_CONSUMER_FETCH_MAX_WAIT_MS
        at most."""
        s = self.settings
        lag = (LagReporter(group) if s.metrics and s.consumer_lag_interval_ms > 0 else None)
        statistics = ({"statistics.interval.ms": s.consumer_lag_interval_ms or STATISTICS_INTERVAL_MS}
                      if lag is not None or s.consumer_rejoin_timeout_ms > 0 else {})
        return ConfluentSubscription(self._loop, topic, self._common() | statistics | {
            "group.id": group, "auto.offset.reset": "earliest",
            # Only offsets the runner stores are committed (after their outputs' acknowledgement),
            # by the subscription: one commit in flight at a time.
            "enable.auto.commit": False, "enable.auto.offset.store": False,
            **_fetch(s, answered), "max.partition.fetch.bytes": s.max_message_bytes}
            | _group_protocol(s),
            s.consumer_max_poll_records, lag=lag,
            rejoin_timeout_s=s.consumer_rejoin_timeout_ms / 1000,
            revoke_wait_s=s.consumer_revoke_wait_ms / 1000)

    def read(self, topic: str, from_end: bool = False, *, answered: bool = False) -> ConfluentReader:
        """From the beginning (a state topic), or `from_end`: what is published from now on (a
        client waiting for answers). `answered`: records about requests answered already, which
        nobody waits for as they come (answered.state without claims): fetched in batches, as a
        subscription's answered inputs."""
        s = self.settings
        # No group is joined nor committed: the id only satisfies librdkafka.
        return ConfluentReader(self._loop, topic, self._common() | {
            "group.id": f"dualtrack-reader-{uuid.uuid4().hex}", "enable.auto.commit": False,
            "enable.partition.eof": True, **_fetch(s, answered),
            "max.partition.fetch.bytes": s.max_message_bytes}, s.consumer_max_poll_records,
            from_end)

    async def close(self, timeout_s: float = 10.0) -> None:
        """Deliver what is queued (its acknowledgements resolve on this thread), then stop."""
        if self._acks is None:
            return
        self._acks.cancel()
        deadline = self._loop.time() + timeout_s
        while self._producer.flush(0) and self._loop.time() < deadline:  # type: ignore[union-attr]
            await asyncio.sleep(0.01)
        self._acks = None


def _fetch(s: Settings, answered: bool) -> dict[str, Any]:
    """How long the broker holds a fetch, and for how many bytes: records answered already in
    batches (DT_CONSUMER_ANSWERED_FETCH_*), the rest as soon as one is there."""
    if answered:
        return {"fetch.wait.max.ms": s.consumer_answered_fetch_max_wait_ms,
                "fetch.min.bytes": s.consumer_answered_fetch_min_bytes}
    return {"fetch.wait.max.ms": s.consumer_fetch_max_wait_ms,
            "fetch.min.bytes": s.consumer_fetch_min_bytes}


def _group_protocol(s: Settings) -> dict[str, Any]:
    """The consumer protocol's session and heartbeat are the broker's (librdkafka refuses them)."""
    if s.consumer_group_protocol == "consumer":
        return {"group.protocol": "consumer"}
    return {"group.protocol": "classic", "session.timeout.ms": s.consumer_session_timeout_ms,
            "heartbeat.interval.ms": s.consumer_heartbeat_ms}


def _delivered(future: asyncio.Future[None], error: KafkaError | None, _msg: Any) -> None:
    if future.done():
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(KafkaException(error))


def _log_error(error: KafkaError) -> None:
    (log.critical if error.fatal() else log.warning)("librdkafka: %s", error)

