"""Embeds the texts of concurrent lookups and `remember` steps in one call, in a worker thread,
and embeds each text once.

One sentence costs about 4.5 ms of CPU here, a batch of 16 about 1.2 ms a sentence (`dualtrack
bench e2e` measured the cache's CPU per request falling with it). A batch starts as soon as the
previous one is done, with whatever has queued meanwhile, so a lone text is never held back
waiting for company. The thread keeps the event loop free while numpy runs. Lookups are
`urgent`: they go ahead of the queued `remember` texts (a client waits for them).

The embedding is a pure function of its text, so vectors are kept for recently embedded texts
(`memo_size`, 2 kB each) and a text already queued or being embedded is not queued again. A
request that missed is usually followed by `remember` of its answer with the same text, and a
repeated question that misses while its first answer is on its way is remembered once per
asking: the lookup's vector serves them all.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Callable

import numpy as np

EmbedMany = Callable[[list[str]], np.ndarray]


class EmbedBatcher:
    def __init__(self, embed_many: EmbedMany, max_batch: int = 32, memo_size: int = 4096,
                 linger_s: float = 0.0) -> None:
        self.embed_many = embed_many
        self.max_batch = max_batch
        self.memo_size = memo_size
        # Texts that nobody waits for urgently wait up to this long for a lookup's batch or for
        # company (a quarter of a batch): most of a small batch's cost is reading the weights.
        self.linger_s = linger_s
        self.batches = 0
        self.texts = 0  # texts embedded
        self.reused = 0  # texts answered from the memo or from a text already queued
        self.cpu_s = 0.0  # CPU time of the embedding calls
        self._wake = asyncio.Event()
        self._wake_loop: asyncio.AbstractEventLoop | None = None
        self._queued_at = 0.0
        self._memo: OrderedDict[str, np.ndarray] = OrderedDict()
        self._pending: dict[str, asyncio.Future[np.ndarray]] = {}
        self._urgent: list[tuple[str, asyncio.Future[np.ndarray]]] = []
        self._queue: list[tuple[str, asyncio.Future[np.ndarray]]] = []
        self._worker: asyncio.Task[None] | None = None

    def known(self, text: str) -> np.ndarray | None:
        """The vector of a recently embedded text, or None."""
        vector = self._memo.get(text)
        if vector is not None:
            self._memo.move_to_end(text)
        return vector

    async def embed(self, text: str, urgent: bool = False) -> np.ndarray:
        vector = self.known(text)
        if vector is not None:
            self.reused += 1
            return vector
        future = self._pending.get(text)
        if future is None:
            future = asyncio.get_running_loop().create_future()
            self._pending[text] = future
            if urgent:
                self._urgent.append((text, future))
                self._wake.set()
            else:
                if not self._queue:
                    self._queued_at = asyncio.get_running_loop().time()
                self._queue.append((text, future))
                if len(self._queue) >= self._fill:
                    self._wake.set()
            if self._worker is None or self._worker.done():
                self._worker = asyncio.create_task(self._drain())
        else:
            self.reused += 1
            if urgent:  # a lookup now waits for a text `remember` queued: move it ahead
                for i, (queued, _) in enumerate(self._queue):
                    if queued == text:
                        self._urgent.append(self._queue.pop(i))
                        self._wake.set()
                        break
        # shield: a cancelled caller must not cancel the vector others wait for
        return await asyncio.shield(future)

    def _next_batch(self) -> list[tuple[str, asyncio.Future[np.ndarray]]]:
        batch, self._urgent = self._urgent[:self.max_batch], self._urgent[self.max_batch:]
        room = self.max_batch - len(batch)
        if room > 0:
            batch += self._queue[:room]
            self._queue = self._queue[room:]
        return batch

    @property
    def _fill(self) -> int:
        return max(1, self.max_batch // 4)

    async def _linger(self) -> bool:
        """Wait for a lookup or for company while only a few `remember` texts are queued;
        True once the queue should be embedded."""
        if self._urgent or self.linger_s <= 0 or len(self._queue) >= self._fill:
            return True
        wait = self._queued_at + self.linger_s - asyncio.get_running_loop().time()
        if wait <= 0:
            return True
        loop = asyncio.get_running_loop()
        if self._wake_loop is not loop:  # an Event belongs to the loop that first waits on it
            self._wake, self._wake_loop = asyncio.Event(), loop
        self._wake.clear()
        try:
            await asyncio.wait_for(self._wake.wait(), wait)
        except asyncio.TimeoutError:
            pass
        return False

    async def _drain(self) -> None:
        while self._urgent or self._queue:
            if not await self._linger():
                continue
            batch = self._next_batch()
            if self._queue:
                self._queued_at = asyncio.get_running_loop().time()
            try:
                vectors = await asyncio.to_thread(self._embed_timed, [text for text, _ in batch])
            except Exception as exc:  # every waiting step sees the failure
                for text, future in batch:
                    self._pending.pop(text, None)
                    if not future.done():
                        future.set_exception(exc)
                        future.exception()  # retrieved: a caller that went away does not log it
                continue
            self.batches += 1
            self.texts += len(batch)
            for (text, future), row in zip(batch, vectors):
                vector = np.array(row)  # its own 2 kB, not a view keeping the batch alive
                vector.flags.writeable = False  # shared by every caller and the memo
                self._remember(text, vector)
                self._pending.pop(text, None)
                if not future.done():
                    future.set_result(vector)

    def _embed_timed(self, texts: list[str]) -> np.ndarray:
        started = time.thread_time()
        try:
            return self.embed_many(texts)
        finally:
            self.cpu_s += time.thread_time() - started

    def _remember(self, text: str, vector: np.ndarray) -> None:
        if self.memo_size <= 0:
            return
        self._memo[text] = vector
        self._memo.move_to_end(text)
        while len(self._memo) > self.memo_size:
            self._memo.popitem(last=False)
