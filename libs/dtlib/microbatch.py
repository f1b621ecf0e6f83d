"""Runs the items of concurrent steps in batches: one call for what queued meanwhile.

A step (a handler run with `concurrency` > 1) submits its item and waits for its own result. A
batch starts as soon as the previous one is done, with whatever has queued meanwhile (at most
`max_batch`, in the order submitted), so a lone item is never held back waiting for company and
the batches grow by themselves with the load. One batch runs at a time.

`run_batch` gets the items and returns one result per item, in the same order. If it raises,
every step of that batch sees the exception; the batches after it still run. A result that should
fail only its own step can be returned as an exception object and raised by the step.

The cache's embedding batcher (`services/cache/batching.py`) drains the same way but is its own
class: lookups go ahead of queued texts, texts it embedded recently are not embedded again, and
texts nobody waits for urgently linger for company.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class MicroBatcher(Generic[T, R]):
    def __init__(self, run_batch: Callable[[list[T]], Awaitable[Sequence[R]]],
                 max_batch: int = 32) -> None:
        self.run_batch = run_batch
        self.max_batch = max_batch
        self.batches = 0  # batches run (for reports and tests)
        self.items = 0  # items in them
        self._queue: list[tuple[T, asyncio.Future[R]]] = []
        self._worker: asyncio.Task[None] | None = None

    async def submit(self, item: T) -> R:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[R] = loop.create_future()
        self._queue.append((item, future))
        if self._worker is not None and self._worker.get_loop() is not loop:
            # A worker of an event loop that is gone (tests run one loop each): start afresh.
            self._worker = None
            self._queue = [(i, f) for i, f in self._queue if f.get_loop() is loop]
        if self._worker is None or self._worker.done():
            self._worker = asyncio.create_task(self._drain())
        return await future

    async def _drain(self) -> None:
        while self._queue:
            batch, self._queue = self._queue[:self.max_batch], self._queue[self.max_batch:]
            try:
                results = await self.run_batch([item for item, _ in batch])
                if len(results) != len(batch):
                    raise RuntimeError(f"run_batch returned {len(results)} results for "
                                       f"{len(batch)} items")
            except Exception as exc:  # every waiting step sees the failure
                for _, future in batch:
                    if not future.done():
                        future.set_exception(exc)
                continue
            except BaseException:  # the worker itself was cancelled: nobody waits forever
                for _, future in batch + self._queue:
                    future.cancel()
                self._queue = []
                raise
            self.batches += 1
            self.items += len(batch)
            for (_, future), result in zip(batch, results):
                if not future.done():
                    future.set_result(result)
