"""Commit after the acknowledgement, in order, without a round trip per message.

A step publishes its outputs without waiting, then hands their delivery futures to the tracker
with the offset they came from. Every `interval_s` the tracker commits, per partition, the offset
after the last message whose outputs, and those of every earlier message, are acknowledged: one
commit for all partitions of a subscription. Messages of one partition may be handled
concurrently and finish in any order: `begin` takes the message's place when handling starts and a
commit never passes a message still being handled. A failed delivery rewinds the partition to its
message. A crash loses at most the uncommitted tail, which is delivered again.
A step with a synchronous handler begins, finishes and rewinds on the consumer thread while the
loop commits: one lock keeps the queues whole.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import deque

from .transport import Subscription, TopicPartition

log = logging.getLogger(__name__)


class Pending:
    """One message's place in its partition's commit queue."""

    __slots__ = ("offset", "deliveries", "live")

    def __init__(self, offset: int) -> None:
        self.offset = offset
        self.deliveries: list[asyncio.Future] | None = None  # None: still being handled
        self.live = True  # False once a rewind dropped it: the message comes again


class CommitTracker:
    def __init__(self, subscription: Subscription, interval_s: float) -> None:
        self.subscription = subscription
        self.interval_s = interval_s
        self._queues: dict[TopicPartition, deque[Pending]] = {}
        self._lock = threading.RLock()  # a failed delivery found by `flush` rewinds under it
        subscription.on_revoke = self.release
        subscription.unsettled = self.unsettled

    def begin(self, tp: TopicPartition, offset: int) -> Pending:
        slot = Pending(offset)
        with self._lock:
            self._queues.setdefault(tp, deque()).append(slot)
        return slot

    @staticmethod
    def finish(slot: Pending, deliveries: list[asyncio.Future]) -> None:
        slot.deliveries = deliveries  # one assignment: `_acknowledged` sees None or the list

    def rewind(self, tp: TopicPartition, slot: Pending) -> None:
        """Handle `slot`'s message again, and everything after it (messages after it still being
        handled are forgotten here; they come again). A slot an earlier rewind dropped does
        nothing: seeking past that rewind's offset would skip messages."""
        with self._lock:
            if not slot.live:
                return
            queue = self._queues.get(tp)
            while queue and queue[-1].offset >= slot.offset:
                queue.pop().live = False
            self.subscription.seek(tp, slot.offset)

    def unsettled(self, partitions: list[TopicPartition]) -> list[asyncio.Future]:
        """The acknowledgements still awaited for what messages of these partitions published
        (an answer, then its answered.state record). A message still being handled has published
        nothing: the runner drops what it would publish once its partition is released."""
        with self._lock:
            return [f for tp in partitions for slot in self._queues.get(tp, ())
                    for f in slot.deliveries or () if not f.done()]

    def release(self, partitions: list[TopicPartition]) -> dict[TopicPartition, int]:
        """Partitions moved to another replica: what of them may still be committed; the rest
        is forgotten (the new owner resumes from the last commit)."""
        kept = {}
        with self._lock:
            for tp in partitions:
                commit_to = self._acknowledged(tp)
                if commit_to is not None:
                    kept[tp] = commit_to
                for slot in self._queues.pop(tp, ()):
                    slot.live = False
        return kept

    async def run(self) -> None:
        while True:
            await asyncio.sleep(self.interval_s)
            self.flush()

    async def drain(self, timeout_s: float) -> None:
        """On stop: wait (a while) for outstanding acknowledgements, then commit what they allow."""
        with self._lock:
            outstanding = [f for queue in self._queues.values() for slot in queue
                           for f in slot.deliveries or ()]
        if outstanding:
            await asyncio.wait(outstanding, timeout=timeout_s)
        self.flush()

    def flush(self) -> None:
        offsets = {}
        with self._lock:
            for tp in list(self._queues):
                commit_to = self._acknowledged(tp)
                if commit_to is not None:
                    offsets[tp] = commit_to
        if offsets:
            self.subscription.commit(offsets)

    def _acknowledged(self, tp: TopicPartition) -> int | None:
        """Pop the acknowledged prefix of the partition's queue; the offset to commit, if any.
        A failed delivery rewinds the partition to its message."""
        queue, commit_to = self._queues.get(tp), None
        while queue:
            slot = queue[0]
            if slot.deliveries is None or not all(f.done() for f in slot.deliveries):
                break
            if any(f.cancelled() or f.exception() is not None for f in slot.deliveries):
                log.error("delivery of the outputs of %s@%d failed; handling it again", tp,
                          slot.offset)
                self.rewind(tp, slot)
                break
            queue.popleft()
            commit_to = slot.offset + 1
        return commit_to
