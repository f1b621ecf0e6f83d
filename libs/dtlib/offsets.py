"""At-least-once without a commit round trip per message.

A step publishes its outputs without waiting for the broker, then hands the delivery futures to
the tracker with the offset it came from. Every `interval`, the tracker commits, per partition,
the highest offset whose own outputs and those of every earlier message are acknowledged. A
failed delivery rewinds the partition to that message, so it is processed again. A crash loses
at most the uncommitted tail, which is redelivered (consumers tolerate duplicates).
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from typing import Any

from aiokafka import TopicPartition
from aiokafka.errors import KafkaError

log = logging.getLogger(__name__)


class CommitTracker:
    def __init__(self, interval_s: float) -> None:
        self.interval_s = interval_s
        self._pending: dict[tuple[int, TopicPartition], deque[tuple[int, list[asyncio.Future]]]] = {}
        self._consumers: dict[int, Any] = {}
        self._task: asyncio.Task[None] | None = None

    def processed(self, consumer: Any, tp: TopicPartition, offset: int,
                  deliveries: list[asyncio.Future]) -> None:
        """The message at `offset` is handled; it may be committed once `deliveries` succeed."""
        self._consumers[id(consumer)] = consumer
        self._pending.setdefault((id(consumer), tp), deque()).append((offset, deliveries))

    def rewind(self, consumer: Any, tp: TopicPartition, offset: int) -> None:
        """Process the message at `offset` again (and everything after it)."""
        queue = self._pending.get((id(consumer), tp))
        while queue and queue[-1][0] >= offset:
            queue.pop()
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
        for (consumer_id, tp), queue in list(self._pending.items()):
            consumer = self._consumers[consumer_id]
            commit_to = None
            while queue:
                offset, deliveries = queue[0]
                if wait:
                    await asyncio.gather(*deliveries, return_exceptions=True)
                elif not all(f.done() for f in deliveries):
                    break
                if any(f.cancelled() or f.exception() is not None for f in deliveries):
                    log.error("delivery of outputs of %s@%d failed; processing it again", tp, offset)
                    queue.clear()
                    consumer.seek(tp, offset)
                    break
                queue.popleft()
                commit_to = offset + 1
            if commit_to is not None:
                try:
                    await consumer.commit({tp: commit_to})
                except (KafkaError, AssertionError) as exc:
                    # The partition moved to another replica; it resumes from the last commit.
                    log.warning("commit of %s@%d skipped: %r", tp, commit_to, exc)
