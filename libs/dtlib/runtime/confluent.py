"""The Transport on librdkafka (confluent-kafka), used as designed.

librdkafka's calls block and a Consumer serves one caller at a time, so each consumer lives in a
thread of its own that alone calls it. For a step with a synchronous handler the thread runs the
step on each record itself (`handle_here`), as a bare consumer loop does: no other thread is woken
per record. Otherwise it hands each batch to the event loop in one `call_soon_threadsafe`. Between
polls it runs what was asked of the consumer (offsets to commit, seeks) in order; a seek's sequence
number travels with the records, so records fetched before it are dropped. Offsets that may be
committed are stored (`store_offsets`, a local call) and committed asynchronously, every commit
interval but never while the previous commit is unanswered: librdkafka sends commits and the
member's heartbeats on one coordinator connection, in order, and its own auto-commit queued a
commit a second behind a slow broker, so heartbeats timed out behind them and members were fenced
(docs/bench/chaos.md). A rebalance commits what it may before the partitions go, once what was
published from them is acknowledged (up to DT_CONSUMER_REVOKE_WAIT_MS: an answer in flight is then
committed, not answered again by the next owner), and close what is left. A callback that fails inside a poll is logged and the consumer polls on (a thread that died
with it left its replica ready and reading nothing); a rebalance waits for the loop to release the
partitions as long as that takes. A member fenced (its session expired) loses its partitions
(forgotten, not committed) and librdkafka rejoins it; one that stays out of its group (not a steady
member with its coordinator up) for DT_CONSUMER_REJOIN_TIMEOUT_MS while the broker answers is
closed and a new consumer joins in its place. The idempotent producer (acks=all) never blocks,
whichever thread calls it; a step's waits for the broker as long as it takes
(DT_STEP_DELIVERY_TIMEOUT_MS), since a delivery that timed out had often been written and was
handled again all the same; the loop collects the acknowledgements (each record's asyncio
future) with a non-blocking poll every ACK_POLL_S. Groups use the consumer group protocol (KIP-848,
DT_CONSUMER_GROUP_PROTOCOL): a rebalance revokes only the partitions that move, and a broker
restart leaves every member its partitions. A subscription's lag per partition comes from
librdkafka's statistics (`consumer_lag`), which its own consumer thread hands to the metrics every
DT_CONSUMER_LAG_INTERVAL_MS.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from confluent_kafka import Consumer, KafkaError, KafkaException, Producer
from confluent_kafka import TopicPartition as KafkaPartition

from ..kafka_config import kafka_config
from ..metrics import LagReporter
from ..settings import Settings
from .transport import Headers, Record, TopicPartition

log = logging.getLogger("dualtrack.kafka")

# How often the loop collects the producer's acknowledgements: apart from the commit interval
# (DT_COMMIT_INTERVAL_MS, 1 s), so that what a rebalance may commit for the partitions it takes
# away (`on_revoke`), and the answered.state record that follows an answer, are at most this old;
# collected only every commit interval, a rebalance handed the next owner up to a second of work
# already answered, answered again (kill-replicas: 558 duplicates against 36 before).
ACK_POLL_S = 0.05
POLL_S = 0.1  # longest a consumer thread waits in librdkafka before it runs queued commands
# A commit unanswered this long no longer holds the next one back (librdkafka's own request
# timeout, socket.timeout.ms, has failed it by then).
COMMIT_ANSWER_S = 60.0
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
        DT_CONSUMER_ANSWERED_FETCH_MIN_BYTES are there or DT_CONSUMER_FETCH_MAX_WAIT_MS passed:
        one wake-up of this replica per batch, not per record, off the answers' path."""
        s = self.settings
        lag = (LagReporter(group) if s.metrics and s.consumer_lag_interval_ms > 0 else None)
        statistics = ({"statistics.interval.ms": s.consumer_lag_interval_ms or STATISTICS_INTERVAL_MS}
                      if lag is not None or s.consumer_rejoin_timeout_ms > 0 else {})
        return ConfluentSubscription(self._loop, topic, self._common() | statistics | {
            "group.id": group, "auto.offset.reset": "earliest",
            # Only offsets the runner stores are committed (after their outputs' acknowledgement),
            # by the subscription: one commit in flight at a time.
            "enable.auto.commit": False, "enable.auto.offset.store": False,
            "fetch.wait.max.ms": s.consumer_fetch_max_wait_ms,
            "fetch.min.bytes": (s.consumer_answered_fetch_min_bytes if answered
                                else s.consumer_fetch_min_bytes),
            "max.partition.fetch.bytes": s.max_message_bytes} | _group_protocol(s),
            s.consumer_max_poll_records, lag=lag,
            rejoin_timeout_s=s.consumer_rejoin_timeout_ms / 1000,
            revoke_wait_s=s.consumer_revoke_wait_ms / 1000)

    def read(self, topic: str, from_end: bool = False) -> ConfluentReader:
        """From the beginning (a state topic), or `from_end`: what is published from now on (a
        client waiting for answers)."""
        s = self.settings
        # No group is joined nor committed: the id only satisfies librdkafka.
        return ConfluentReader(self._loop, topic, self._common() | {
            "group.id": f"dualtrack-reader-{uuid.uuid4().hex}", "enable.auto.commit": False,
            "enable.partition.eof": True, "fetch.wait.max.ms": s.consumer_fetch_max_wait_ms,
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


class _ConsumerThread:
    """A Consumer that only its own thread calls: it waits in librdkafka for records and hands
    each batch to the loop, or runs the subscriber's synchronous step on each record itself.
    Commands from the loop (seeks, offsets to commit) run, in order, before each poll."""

    def __init__(self, loop: asyncio.AbstractEventLoop, topic: str, config: dict[str, Any],
                 batch: int) -> None:
        self.loop, self.topic, self.batch, self.config = loop, topic, batch, config
        self.consumer = self.new_consumer()
        self.buffer: deque[Record] = deque()
        self._commands: deque[tuple[int, Callable[[Consumer], None]]] = deque()
        self._commands_lock = threading.Lock()  # the loop and a step on the thread both send
        self._sent = 0  # commands queued (a sequence number)
        self._applied = 0  # the last command run
        self._waiter: asyncio.Future[None] | None = None
        self._closing = threading.Event()
        # Batches polled and not yet moved to `buffer` by the loop; one hand-off is scheduled
        # for all of them.
        self._arrivals: list[tuple[list[Any], int]] = []
        self._handing = False
        self._arrivals_lock = threading.Lock()
        self._drained = threading.Event()  # set by the loop when it has taken every record
        self._thread = threading.Thread(target=self._serve, name=f"dt-consumer {topic}", daemon=True)

    def command(self, action: Callable[[Consumer], None]) -> int:
        with self._commands_lock:
            self._sent += 1
            self._commands.append((self._sent, action))
            return self._sent

    def new_consumer(self) -> Consumer:
        return Consumer(self.config)

    def _serve(self) -> None:
        try:
            self.setup()
        except Exception:  # e.g. the topic does not exist: nothing is read, and it says why
            log.exception("%s: cannot start reading", self.topic)
            return
        while not self._closing.is_set():
            try:
                behind = self._poll()
            except Exception:  # a callback that failed: the thread must outlive it, or the
                # replica would stay ready and never read this topic again
                log.exception("%s: poll failed; polling again", self.topic)
                behind = True
            # The loop was idle: poll again at once, so the next record wakes only this thread
            # (no wake-up per record to learn that the loop took the last one). The loop was
            # still handling earlier records: wait until it has taken them all (or POLL_S, to
            # run commands), so what arrives meanwhile comes in one batch, one hand-off.
            if behind:
                self._drained.wait(POLL_S)
        self._run_commands()  # the last offsets stored
        self.finish()  # and committed; close then leaves the group
        self.consumer.close()

    def _poll(self) -> bool:
        """Wait up to POLL_S for records and hand them over; True if the loop is behind."""
        self._run_commands()
        self.maintain()
        first = self.consumer.poll(POLL_S)
        if first is None:
            return False
        messages = [first, *(self.consumer.consume(self.batch - 1, 0) if self.batch > 1 else ())]
        if self.steps_here():
            self._step_each(messages)
            return False
        self._drained.clear()
        behind = bool(self.buffer or self._arrivals)
        self._hand_over(messages, self._applied)
        return behind

    def steps_here(self) -> bool:
        return False

    def _step_each(self, messages: list[Any]) -> None:
        """In the thread: the subscriber's step on each record (see ConfluentSubscription)."""

    def _run_commands(self) -> None:
        while self._commands:
            self._applied, action = self._commands.popleft()
            try:
                action(self.consumer)
            except KafkaException as exc:
                log.warning("%s: %r", self.topic, exc)

    def setup(self) -> None:
        """In the thread, before the first poll."""

    def maintain(self) -> None:
        """In the thread, before each poll."""

    def finish(self) -> None:
        """In the thread, before the consumer closes."""

    def _hand_over(self, messages: list[Any], applied: int) -> None:
        """In the thread: queue a batch for the loop; one wake-up of the loop for every batch
        that arrives before it takes them."""
        with self._arrivals_lock:
            self._arrivals.append((messages, applied))
            if self._handing:
                return
            self._handing = True
        self.loop.call_soon_threadsafe(self._arrived)

    def _arrived(self) -> None:
        with self._arrivals_lock:
            arrivals, self._arrivals, self._handing = self._arrivals, [], False
        for messages, applied in arrivals:
            self.buffer.extend(self._records(messages, applied))
        if self.buffer and self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    def _records(self, messages: list[Any], applied: int) -> Iterator[Record]:
        """The records of a batch polled after command `applied`; events go to `event`."""
        for message in messages:
            error = message.error()
            if error is not None:
                self.event(message, error)
                continue
            record = self.accept(message, applied)
            if record is not None:
                yield record

    def accept(self, message: Any, applied: int) -> Record | None:
        return Record(message.topic(), message.partition(), message.offset(), message.key(),
                      message.value(), message.headers() or [])

    def event(self, message: Any, error: KafkaError) -> None:
        log.warning("%s: %s", self.topic, error)

    async def wait(self) -> None:
        self._waiter = self.loop.create_future()
        await self._waiter

    async def close(self) -> None:
        self._closing.set()
        if self._thread.ident is None:  # never started: nothing was read
            self.consumer.close()
            return
        await asyncio.to_thread(self._thread.join)


class ConfluentSubscription(_ConsumerThread):
    """Records go to the loop (`take`) or, for a synchronous step (`handle_here`), to the step on
    the consumer thread: the loop thread is not woken per record. The thread starts with the first
    of the two, so no record can reach the wrong one."""

    def __init__(self, loop: asyncio.AbstractEventLoop, topic: str, config: dict[str, Any],
                 batch: int, lag: LagReporter | None = None, rejoin_timeout_s: float = 0.0,
                 revoke_wait_s: float = 0.0) -> None:
        self.lag, self.rejoin_timeout_s, self.revoke_wait_s = lag, rejoin_timeout_s, revoke_wait_s
        # Each consumer made (one more after a replacement) has its number, bound into its
        # callbacks: a replaced consumer closing in the background changes nothing.
        self.generation = 0
        self._commit_due = False  # offsets stored since the last commit was sent
        self._committing_since: float | None = None  # a commit sent and not answered yet
        self._out_since: float | None = None  # out of its group while a broker answers
        self._membership = ""  # librdkafka's group state/join state, last seen
        super().__init__(loop, topic, config, batch)
        self.on_revoke: Callable[[list[TopicPartition]], dict[TopicPartition, int]] | None = None
        self.unsettled: Callable[[list[TopicPartition]], list[asyncio.Future]] | None = None
        self._seeks: dict[TopicPartition, int] = {}  # partition → sequence number of its seek
        self._step: Callable[[Record], None] | None = None
        self._stepping = False  # `handle_here` was called: records never go to `take`

    def new_consumer(self) -> Consumer:
        self.generation += 1
        callbacks: dict[str, Any] = {"on_commit": partial(self._committed, self.generation)}
        if "statistics.interval.ms" in self.config:
            callbacks["stats_cb"] = partial(self._statistics, self.generation)
        return Consumer(self.config | callbacks)

    def _start(self) -> None:
        if self._thread.ident is None and not self._closing.is_set():
            self._thread.start()

    def setup(self) -> None:
        self.consumer.subscribe([self.topic], on_revoke=partial(self._revoked, self.generation),
                                on_lost=partial(self._lost, self.generation))

    def handle_here(self, step: Callable[[Record], None] | None) -> None:
        self._step, self._stepping = step, True
        self._start()

    def steps_here(self) -> bool:
        return self._stepping

    def _step_each(self, messages: list[Any]) -> None:
        # A step that rewinds its partition sends a seek numbered after `_applied`: the rest of
        # the partition's records in this batch are dropped (they come again after the seek).
        for record in self._records(messages, self._applied):
            step = self._step
            if step is None:  # stopping: what was not handled is not committed either
                return
            step(record)

    async def take(self) -> Record:
        self._start()
        while not self.buffer:
            if not self._drained.is_set():
                self._drained.set()
            await self.wait()
        return self.buffer.popleft()

    def seek(self, tp: TopicPartition, offset: int) -> None:
        self.buffer = deque(r for r in self.buffer if (r.topic, r.partition) != tp)
        self._seeks[tp] = self.command(lambda c: c.seek(KafkaPartition(*tp, offset)))

    def commit(self, offsets: dict[TopicPartition, int]) -> None:
        """Stored (librdkafka refuses partitions no longer assigned) and committed."""
        wanted = [KafkaPartition(*tp, o) for tp, o in offsets.items()]

        def store_and_commit(consumer: Consumer) -> None:
            _store(consumer, wanted)
            self._commit_due = True
            self._commit_stored()

        self.command(store_and_commit)

    def _commit_stored(self) -> None:
        """In the thread: commit what is stored, unless a commit is unanswered (then the next
        `maintain` after its answer does): a heartbeat waits behind one commit at most."""
        waiting = self._committing_since
        if not self._commit_due or (waiting is not None
                                    and time.monotonic() - waiting < COMMIT_ANSWER_S):
            return
        self._commit_due = False
        try:
            self.consumer.commit(asynchronous=True)
            self._committing_since = time.monotonic()
        except KafkaException as exc:  # nothing stored for the assignment
            log.info("%s: commit: %s", self.topic, exc)

    def _committed(self, generation: int, error: KafkaError | None,
                   partitions: list[KafkaPartition]) -> None:
        if generation == self.generation:
            self._committing_since = None
        if error is not None and error.code() != KafkaError._NO_OFFSET:
            log.warning("%s: commit of %s failed: %s", self.topic, partitions, error)

    def maintain(self) -> None:
        self._commit_stored()
        out_since = self._out_since
        if out_since is not None and time.monotonic() - out_since > self.rejoin_timeout_s > 0:
            self._replace(time.monotonic() - out_since)

    def finish(self) -> None:
        if self._commit_due:
            try:
                self.consumer.commit(asynchronous=False)
            except KafkaException as exc:
                log.info("%s: last commit: %s", self.topic, exc)

    def _statistics(self, generation: int, stats_json: str) -> None:
        """librdkafka's statistics (in the thread, during a poll): the partitions' lag, and
        whether the consumer is out of its group (not a steady member with its coordinator up)
        while a broker answers it. Without a coordinator it cannot learn that the broker fenced
        it and fetches on, a zombie (after a broker restart, 80-140 s: docs/bench/chaos.md)."""
        if self.lag is not None:
            self.lag(stats_json)
        if generation != self.generation or self.rejoin_timeout_s <= 0:
            return
        try:
            stats = json.loads(stats_json)
        except ValueError:
            return
        group = stats.get("cgrp") or {}
        self._membership = f"{group.get('state')}/{group.get('join_state')}"
        member = group.get("state") == "up" and group.get("join_state") == "steady"
        answered = any(b.get("nodeid", -1) >= 0 and b.get("state") == "UP"
                       for b in (stats.get("brokers") or {}).values())
        if member or not answered:
            self._out_since = None
        elif self._out_since is None:
            self._out_since = time.monotonic()

    def _replace(self, out_s: float) -> None:
        """In the thread: a new consumer joins in place of one out of its group too long. What
        the old one had is forgotten, not committed (the next owner resumes from the last
        commit); the old one closes in the background (its commits may wait on the broker)."""
        log.warning("%s: out of its group for %.0f s while the broker answers (%s): "
                    "a new consumer joins in its place", self.topic, out_s, self._membership)
        old = self.consumer
        try:
            held = [(p.topic, p.partition) for p in old.assignment()]
        except KafkaException:
            held = []
        if held:
            self._on_loop(held)
        self._out_since = self._committing_since = None
        self._commit_due = False
        self.consumer = self.new_consumer()
        self.setup()
        threading.Thread(target=old.close, name=f"dt-close {self.topic}", daemon=True).start()

    def accept(self, message: Any, applied: int) -> Record | None:
        tp = (message.topic(), message.partition())
        seek = self._seeks.get(tp)
        if seek is not None:
            if applied < seek:
                return None  # fetched before the partition was sought back: it comes again
            del self._seeks[tp]
        return super().accept(message, applied)

    def _revoked(self, generation: int, consumer: Consumer,
                 partitions: list[KafkaPartition]) -> None:
        """In the thread: once what was published from these partitions is acknowledged (a
        while), the loop forgets them and says what may still be committed for them, which is
        committed before they go (the next owner waits for this callback)."""
        if generation != self.generation:
            return  # a replaced consumer closing: what it had was forgotten already
        kept = self._on_loop([(p.topic, p.partition) for p in partitions], settle=True)
        if kept:
            _store(consumer, [KafkaPartition(*tp, o) for tp, o in kept.items()])
            try:
                consumer.commit(asynchronous=False)  # before the partitions go
            except KafkaException as exc:  # e.g. nothing new to commit
                log.info("%s: commit on revoke: %s", self.topic, exc)

    def _lost(self, generation: int, consumer: Consumer,
              partitions: list[KafkaPartition]) -> None:
        """In the thread: the member was fenced; its partitions are forgotten, not committed
        (another member may own them already), and librdkafka rejoins the group."""
        if generation != self.generation:
            return
        log.warning("%s: partitions lost (the member was fenced): %s", self.topic,
                    [p.partition for p in partitions])
        self._on_loop([(p.topic, p.partition) for p in partitions])

    def _on_loop(self, tps: list[TopicPartition], settle: bool = False) -> dict[TopicPartition, int]:
        async def forget() -> dict[TopicPartition, int]:
            waiting = self.unsettled(tps) if settle and self.unsettled is not None else []
            if waiting:
                await asyncio.wait(waiting, timeout=self.revoke_wait_s)
            return self._forget(tps)

        # Wait as long as the loop takes: a forget that came after the partitions were given
        # back would drop records of the new assignment.
        done = asyncio.run_coroutine_threadsafe(forget(), self.loop)
        while True:
            try:
                return done.result(1.0)
            except TimeoutError:
                if self.loop.is_closed():
                    return {}
                log.warning("%s: waiting for the loop to release partitions %s (after what was "
                            "published from them is acknowledged, if revoked)", self.topic, tps)

    def _forget(self, tps: list[TopicPartition]) -> dict[TopicPartition, int]:
        self._arrived()  # batches handed over but not taken yet are dropped with the rest
        gone = set(tps)
        self.buffer = deque(r for r in self.buffer if (r.topic, r.partition) not in gone)
        return self.on_revoke(tps) if self.on_revoke is not None else {}


class ConfluentReader(_ConsumerThread):
    """Every partition from the beginning (or its end); `at_end` against the high watermarks at
    the start."""

    def __init__(self, loop: asyncio.AbstractEventLoop, topic: str, config: dict[str, Any],
                 batch: int, from_end: bool = False) -> None:
        super().__init__(loop, topic, config, batch)
        self.from_end = from_end
        self._ends: dict[int, int] | None = None  # set by the thread before its first poll
        self._positions: dict[int, int] = {}
        self._thread.start()

    def setup(self) -> None:
        while True:  # a topic just created may have no leader yet: retry until it has
            try:
                starts, ends = self._watermarks()
                break
            except KafkaException as exc:
                if self._closing.wait(0.2):
                    return
                log.info("%s: watermarks not available yet: %s", self.topic, exc)
        if self.from_end:
            starts = ends
        # -2: the beginning, wherever retention or compaction has moved it meanwhile
        self.consumer.assign([KafkaPartition(self.topic, p, ends[p] if self.from_end else -2)
                              for p in ends])
        self.loop.call_soon_threadsafe(self._started, starts, ends)

    def _watermarks(self) -> tuple[dict[int, int], dict[int, int]]:
        metadata = self.consumer.list_topics(self.topic, timeout=10).topics[self.topic]
        if metadata.error is not None:
            raise KafkaException(metadata.error)
        starts, ends = {}, {}
        for partition in metadata.partitions:
            starts[partition], ends[partition] = self.consumer.get_watermark_offsets(
                KafkaPartition(self.topic, partition), timeout=10)
        return starts, ends

    def _started(self, starts: dict[int, int], ends: dict[int, int]) -> None:
        self._positions, self._ends = starts, ends
        self._wake()

    async def take(self) -> list[Record]:
        was_at_end = self.at_end()
        while not self.buffer and (was_at_end or not self.at_end()):
            self._drained.set()  # the thread polls again now, not POLL_S after an end-of-partition event
            await self.wait()
        batch, self.buffer = list(self.buffer), deque()
        self._drained.set()
        for record in batch:
            self._positions[record.partition] = max(self._positions.get(record.partition, 0),
                                                    record.offset + 1)
        return batch

    def event(self, message: Any, error: KafkaError) -> None:
        if error.code() == KafkaError._PARTITION_EOF:
            partition = message.partition()
            self._positions[partition] = max(self._positions.get(partition, 0), message.offset())
            self._wake()
        else:
            super().event(message, error)

    def _wake(self) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    def at_end(self) -> bool:
        return self._ends is not None and not self.buffer and all(
            self._positions.get(p, 0) >= end for p, end in self._ends.items())


def _group_protocol(s: Settings) -> dict[str, Any]:
    """The consumer protocol's session and heartbeat are the broker's (librdkafka refuses them)."""
    if s.consumer_group_protocol == "consumer":
        return {"group.protocol": "consumer"}
    return {"group.protocol": "classic", "session.timeout.ms": s.consumer_session_timeout_ms,
            "heartbeat.interval.ms": s.consumer_heartbeat_ms}


def _store(consumer: Consumer, offsets: list[KafkaPartition]) -> None:
    try:
        consumer.store_offsets(offsets=offsets)
    except KafkaException as exc:  # none of them is assigned any more: the new owner resumes
        log.info("offsets not stored: %s", exc)


def _delivered(future: asyncio.Future[None], error: KafkaError | None, _msg: Any) -> None:
    if future.done():
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(KafkaException(error))


def _log_error(error: KafkaError) -> None:
    (log.critical if error.fatal() else log.warning)("librdkafka: %s", error)

