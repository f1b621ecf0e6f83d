"""Records published only once other outputs are acknowledged (`Put(after_delivery=True)`, and the
answered.state record of every final answer), without a hand-off to the event loop per record.

A synchronous step answers on the consumer thread; handing each such record to the loop
(`run_coroutine_threadsafe`: a wake-up of the loop, a task and two futures per record) cost the
exact-hit relay about a third of its CPU per request (docs/bench/chain.md). Here the step only
queues the record with the futures it waits for (any thread), and the loop looks at the queue
every `POLL_S`: a record whose outputs are acknowledged is published, one whose outputs failed is
not. The acknowledgements themselves are collected every 50 ms (confluent.py's ACK_POLL_S), so
this adds at most `POLL_S` to when the record is published, and nothing to the answer.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .step import Put

POLL_S = 0.02  # how often the loop publishes the records whose outputs are acknowledged


@dataclass(slots=True)
class _Waiting:
    earlier: list[asyncio.Future]
    put: Put
    undelivered: Callable[[], None] | None  # called if an earlier output or the record fails
    acknowledged: asyncio.Future[None]  # the record's own acknowledgement, for the commit
    context: contextvars.Context  # the step's: the record carries its trace


class AfterDelivery:
    def __init__(self, loop: asyncio.AbstractEventLoop,
                 publish: Callable[[Put], asyncio.Future]) -> None:
        self.loop, self.publish = loop, publish
        self._queued: deque[_Waiting] = deque()  # appended on any thread, taken by the loop
        self._waiting: list[_Waiting] = []

    def add(self, earlier: list[asyncio.Future], put: Put,
            undelivered: Callable[[], None] | None = None) -> asyncio.Future[None]:
        """Publish `put` once `earlier` are acknowledged (from any thread); a future for its own
        acknowledgement. If one of `earlier` fails, `put` is not published; if that or `put`
        fails, `undelivered` is called, and the future fails."""
        acknowledged = self.loop.create_future()
        self._queued.append(_Waiting(earlier, put, undelivered, acknowledged,
                                     contextvars.copy_context()))
        return acknowledged

    def pending(self) -> bool:
        return bool(self._queued or self._waiting)

    async def run(self) -> None:
        while True:
            await asyncio.sleep(POLL_S)
            self.publish_ready()

    def publish_ready(self) -> None:
        """On the loop: publish every record whose earlier outputs are all acknowledged."""
        while self._queued:
            self._waiting.append(self._queued.popleft())
        still = []
        for waiting in self._waiting:
            if not all(f.done() for f in waiting.earlier):
                still.append(waiting)
                continue
            failed = next((f for f in waiting.earlier if f.cancelled() or f.exception() is not None),
                          None)
            if failed is not None:
                self._fail(waiting, failed)
                continue
            delivery = waiting.context.run(self.publish, waiting.put)
            delivery.add_done_callback(lambda f, w=waiting: self._delivered(w, f))
        self._waiting = still

    def _delivered(self, waiting: _Waiting, delivery: asyncio.Future) -> None:
        if delivery.cancelled() or delivery.exception() is not None:
            self._fail(waiting, delivery)
        elif not waiting.acknowledged.done():
            waiting.acknowledged.set_result(None)

    @staticmethod
    def _fail(waiting: _Waiting, failed: asyncio.Future[Any]) -> None:
        if waiting.undelivered is not None:
            waiting.undelivered()
        if waiting.acknowledged.done():
            return
        if failed.cancelled():
            waiting.acknowledged.cancel()
        else:
            waiting.acknowledged.set_exception(failed.exception())
