"""A librdkafka consumer in a thread of its own: the base of a subscription (a group member,
confluent_subscription.py) and of a reader outside any group (confluent_reader.py).

librdkafka's calls block and a Consumer serves one caller at a time, so each consumer lives in a
thread of its own that alone calls it. For a step with a synchronous handler the thread runs the
step on each record itself (`handle_here`), as a bare consumer loop does: no other thread is woken
per record. Otherwise it hands each batch to the event loop in one `call_soon_threadsafe`. Between
polls it runs what was asked of the consumer (offsets to commit, seeks) in order; a seek's sequence
number travels with the records, so records fetched before it are dropped. A callback that fails
inside a poll is logged and the consumer polls on (a thread that died with it left its replica
ready and reading nothing).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from confluent_kafka import Consumer, KafkaError, KafkaException

from .transport import Record

log = logging.getLogger("dualtrack.kafka")

POLL_S = 0.1  # longest a consumer thread waits in librdkafka before it runs queued commands


class ConsumerThread:
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
