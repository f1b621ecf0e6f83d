"""A consumer group member on librdkafka (ConfluentTransport.subscribe): its commits, its
rebalance callbacks, and its replacement when it stays out of its group.

Offsets that may be committed are stored (`store_offsets`, a local call) and committed
asynchronously, every commit interval but never while the previous commit is unanswered:
librdkafka sends commits and the member's heartbeats on one coordinator connection, in order, and
its own auto-commit queued a commit a second behind a slow broker, so heartbeats timed out behind
them and members were fenced (docs/bench/chaos.md). A rebalance commits what it may before the
partitions go, once what was published from them is acknowledged (up to
DT_CONSUMER_REVOKE_WAIT_MS: an answer in flight is then committed, not answered again by the next
owner), and close what is left. A rebalance waits for the loop to release the partitions as long
as that takes. A member fenced (its session expired) loses its partitions (forgotten, not
committed) and librdkafka rejoins it; one that stays out of its group (not a steady member with
its coordinator up) for DT_CONSUMER_REJOIN_TIMEOUT_MS while the broker answers is closed and a new
consumer joins in its place.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from functools import partial
from typing import Any

from confluent_kafka import Consumer, KafkaError, KafkaException
from confluent_kafka import TopicPartition as KafkaPartition

from ..metrics import LagReporter
from .confluent_consumer import ConsumerThread
from .transport import Record, TopicPartition

log = logging.getLogger("dualtrack.kafka")

# A commit unanswered this long no longer holds the next one back (librdkafka's own request
# timeout, socket.timeout.ms, has failed it by then).
COMMIT_ANSWER_S = 60.0


class ConfluentSubscription(ConsumerThread):
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


def _store(consumer: Consumer, offsets: list[KafkaPartition]) -> None:
    try:
        consumer.store_offsets(offsets=offsets)
    except KafkaException as exc:  # none of them is assigned any more: the new owner resumes
        log.info("offsets not stored: %s", exc)
