"""State followers: every replica reads its compacted state topics whole and keeps following them.

A replica must not answer before it knows the state (a rule the learner demoted, a user's
threshold): the follower is `caught_up` only once it has handled every record that was on the
topic when it started (up to the high watermarks), and the runtime consumes nothing and reports
not ready until every follower is.

A synchronous handler runs on a consumer thread while the followers apply records on the event
loop: each record is applied holding the replica's `state_lock`, which such a handler holds while
it runs, so a handler never sees the state change between two of its reads. A state handler that
awaits is applied outside the lock after its first await, so a step with a synchronous handler
must follow its state with synchronous handlers (the runtime refuses it otherwise).
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import threading
import time

from ..topics import Topic
from .step import StateHandler
from .transport import Reader

log = logging.getLogger("dualtrack")


class StateFollower:
    def __init__(self, topic: Topic, reader: Reader, handler: StateHandler,
                 state_lock: threading.Lock | None = None) -> None:
        self.topic, self.reader, self.handler = topic, reader, handler
        self.state_lock = state_lock or threading.Lock()  # the replica's (Runtime.state_lock)
        self.caught_up = asyncio.Event()
        self.records = 0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        started = time.monotonic()
        while True:
            if not self.caught_up.is_set() and self.reader.at_end():
                log.info("caught up with %s: %d records in %.2f s", self.topic.value,
                         self.records, time.monotonic() - started)
                self.caught_up.set()
            for record in await self.reader.take():
                self.records += 1
                try:
                    with self.state_lock:
                        done = self.handler(record.key, record.value)
                    if inspect.isawaitable(done):
                        await done
                except Exception:  # a bad state record must not stop the replica
                    log.exception("state record %s[%d]@%d skipped", record.topic,
                                  record.partition, record.offset)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        await self.reader.close()
