"""At-least-once without a commit round trip per message.

A step publishes its outputs without waiting for the broker, then hands the delivery futures to
the tracker with the offset it came from. Every `interval`, the tracker commits, per partition,
the highest offset whose own outputs and those of every earlier message are acknowledged: one
commit request per consumer for all its partitions (each commit is a write on the broker, so one
per partition per round cost the broker more CPU than the messages themselves). A failed delivery
rewinds the partition to that message, so it is processed again. A crash loses at most the
uncommitted tail, which is redelivered (consumers tolerate duplicates).

Messages of one partition may be handled concurrently and finish in any order: `begin` takes the
offset's place in the queue when handling starts, `finish` gives it its delivery futures, and a
commit never passes an offset that is still being handled.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from typing import Any

from aiokafka import TopicPartition
from aiokafka.errors import KafkaError

log = logging.getLogger(__name__)


def superseded(consumer: Any, tp: TopicPartition, offset: int) -> bool:
    """True when a record fetched earlier must not be handled now: its partition was sought back
    to it or before it since (a rewind: it will be delivered again), or is no longer this
    consumer's (its new owner resumes from the last commit). Handling it anyway could commit past
    the rewound records. (aiokafka keeps the fetch position only in its subscription state;
    FastStream's in-memory test consumer has none and never rewinds.)"""
    try:
        state = consumer._subscription.subscription.assignment.state_value(tp)
    except AttributeError:
        return False
    if state is None:
        return True
    return not state.has_valid_position or state.position <= offset


class Pending:
    """One message's place in its partition's commit queue."""

    __slots__ = ("offset", "deliveries", "live")

    def __init__(self, offset: int) -> None:
        self.offset = offset
        self.deliveries: list[asyncio.Future] | None = None  # None: still being handled
        self.live = True  # False once a rewind dropped it: the message is delivered again


class CommitTracker:
    def __init__(self, interval_s: float) -> None:
        self.interval_s = interval_s
        self._pending: dict[tuple[int, TopicPartition], deque[Pending]] = {}
        self._consumers: dict[int, Any] = {}
        self._task: asyncio.Task[None] | None = None

    def begin(self, consumer: Any, tp: TopicPartition, offset: int) -> Pending:
        """Handling of the message at `offset` starts: nothing from it on is committed until
        `finish` (or `rewind`)."""
        self._consumers[id(consumer)] = consumer
        slot = Pending(offset)
        self._pending.setdefault((id(consumer), tp), deque()).append(slot)
        return slot

    @staticmethod
    def finish(slot: Pending, deliveries: list[asyncio.Future]) -> None:
        """The message is handled; it may be committed once `deliveries` succeed."""
        slot.deliveries = deliveries

    def processed(self, consumer: Any, tp: TopicPartition, offset: int,
                  deliveries: list[asyncio.Future]) -> None:
        """The message at `offset` is handled; it may be committed once `deliveries` succeed."""
        self.finish(self.begin(consumer, tp, offset), deliveries)

    def rewind(self, consumer: Any, tp: TopicPartition, offset: int,
               slot: Pending | None = None) -> None:
        """Process the message at `offset` again (and everything after it: messages after it that
        are still being handled are forgotten here and delivered again). A `slot` an earlier
        rewind already dropped does nothing: its message is coming again, and seeking past the
        earlier rewind's offset would skip messages."""
        if slot is not None and not slot.live:
            return
        queue = self._pending.get((id(consumer), tp))
        while queue and queue[-1].offset >= offset:
            queue.pop().live = False
        consumer.seek(tp, offset)

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        await self.flush(wait=True)

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval_s)
            try:
                await self.flush()
            except Exception:  # a failed round must not end committing for good
                log.exception("offset commit round failed")

    async def flush(self, wait: bool = False) -> None:
        ready: dict[int, dict[TopicPartition, int]] = {}
        for (consumer_id, tp), queue in list(self._pending.items()):
            consumer = self._consumers[consumer_id]
            commit_to = None
            while queue:
                slot = queue[0]
                if slot.deliveries is None:  # still being handled (on stop too: not done)
                    break
                if wait:
                    await asyncio.gather(*slot.deliveries, return_exceptions=True)
                elif not all(f.done() for f in slot.deliveries):
                    break
                if any(f.cancelled() or f.exception() is not None for f in slot.deliveries):
                    log.error("delivery of outputs of %s@%d failed; processing it again", tp,
                              slot.offset)
                    for dropped in queue:
                        dropped.live = False
                    queue.clear()
                    consumer.seek(tp, slot.offset)
                    break
                queue.popleft()
                commit_to = slot.offset + 1
            if commit_to is not None:
                ready.setdefault(consumer_id, {})[tp] = commit_to
        for consumer_id, offsets in ready.items():
            consumer = self._consumers[consumer_id]
            try:
                await consumer.commit(offsets)
            except (KafkaError, AssertionError):
                # A partition moved to another replica (it resumes there from the last commit):
                # commit the others one by one so they do not lose this round.
                for tp, offset in offsets.items():
                    try:
                        await consumer.commit({tp: offset})
                    except (KafkaError, AssertionError) as exc:
                        log.warning("commit of %s@%d skipped: %r", tp, offset, exc)
