"""Follow the compacted `cache.state` topic into the store, and know when it has caught up.

Every replica reads the topic whole, from the beginning, with no consumer group, and then keeps
following it, so replicas agree without a shared cache server. A replica is *caught up* once its
position on every partition has reached that partition's end offset as of its start (an entry
written before the replica started is then served by it). A partition whose tail was compacted
away can leave the position short of that offset forever, so two empty polls in a row, after
every partition has answered a fetch (nothing left to read), count as caught up too.

The service follows cache.state with the step runtime's follower; this one is `dualtrack cache show`'s.
It is a hand-written consumer rather than `Service.follows_state` because readiness needs the
positions, which a FastStream subscriber does not expose.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from dtlib.broker import open_reader
from dtlib.settings import Settings
from dtlib.topics import Topic, topic_name

log = logging.getLogger("dualtrack.cache")

Apply = Callable[[bytes | None, bytes | None], None]


class StateFollower:
    def __init__(self, settings: Settings, apply: Apply, on_caught_up: Callable[[], None]) -> None:
        self.settings = settings
        self.apply = apply
        self.on_caught_up = on_caught_up
        self.caught_up = False
        self.records = 0
        self.catch_up_seconds: float | None = None
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run_forever(), name="cache-state-follower")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _run_forever(self) -> None:
        while True:
            try:
                await self._follow()
            except asyncio.CancelledError:
                raise
            except Exception:  # the broker went away: read the topic again from the start
                log.exception("cache.state follower failed; restarting in 1 s")
                await asyncio.sleep(1.0)

    async def _follow(self) -> None:
        started = time.perf_counter()
        consumer = await open_reader(topic_name(Topic.CACHE_STATE, self.settings.topic_prefix),
                                     self.settings,
                                     from_beginning=True)
        try:
            partitions = list(consumer.assignment())
            targets = await consumer.end_offsets(partitions)
            empty_polls = 0
            while True:
                batches = await consumer.getmany(timeout_ms=500, max_records=500)
                for records in batches.values():
                    for record in records:
                        self._apply_one(record.key, record.value)
                if self.caught_up:
                    continue
                # An empty poll means "nothing left" only once every partition has answered a
                # fetch (its high watermark is known), not while the first fetch is on its way.
                answered = all(consumer.highwater(tp) is not None for tp in partitions)
                empty_polls = empty_polls + 1 if not batches and answered else 0
                positions = [await consumer.position(tp) for tp in partitions]
                if empty_polls >= 2 or all(p >= targets[tp] for p, tp in zip(positions, partitions)):
                    self.caught_up = True
                    self.catch_up_seconds = time.perf_counter() - started
                    log.info("cache.state caught up: %d records in %.2f s", self.records,
                             self.catch_up_seconds)
                    self.on_caught_up()
        finally:
            await consumer.stop()

    def _apply_one(self, key: bytes | None, value: bytes | None) -> None:
        self.records += 1
        try:
            self.apply(key, value)
        except Exception as exc:  # a bad record must not stop the replica
            log.warning("cache.state record %r skipped: %r", key, exc)
