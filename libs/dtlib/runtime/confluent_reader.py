"""A topic read on librdkafka outside any consumer group (ConfluentTransport.read): every
partition from the beginning (a state topic) or from its end (a client waiting for answers)."""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from typing import Any

from confluent_kafka import KafkaError, KafkaException
from confluent_kafka import TopicPartition as KafkaPartition

from .confluent_consumer import ConsumerThread
from .transport import Record

log = logging.getLogger("dualtrack.kafka")


class ConfluentReader(ConsumerThread):
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
