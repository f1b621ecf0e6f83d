"""Each gateway replica's view of `responses`: every answer is read (the topic from its end, all
partitions, no consumer group), and those whose key is the trace id of a request this replica is
waiting for resolve it.

Answers are keyed by trace id and land on whichever partition its hash picks, so no partitioning
of `responses` among replicas could give each replica only its own answers. Every replica reads
them all instead; an answer for another replica costs a lookup of its key, not a decode.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, EnvelopeError
from dtlib.runtime.transport import Reader

log = logging.getLogger("dualtrack.gateway")


class AnswerBoard:
    """`board.expect(trace_id)` before publishing the request, then await the future."""

    def __init__(self, open_reader: Callable[[], Reader], start_timeout_s: float = 30.0) -> None:
        self._open_reader = open_reader
        self.start_timeout_s = start_timeout_s
        self._reader: Reader | None = None
        self._waiting: dict[str, asyncio.Future[Envelope]] = {}
        self._taken = False
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Returns once the reader stands at the topic's end (or has read past it): no answer
        published after that is missed."""
        self._reader = reader = self._open_reader()
        self._task = asyncio.create_task(self._pump(), name="gateway answers")
        deadline = asyncio.get_running_loop().time() + self.start_timeout_s
        while not (self._taken or reader.at_end()):
            if asyncio.get_running_loop().time() > deadline:
                await self.stop()
                raise RuntimeError(f"cannot read the answers within {self.start_timeout_s:g} s "
                                   "(is Kafka reachable?)")
            await asyncio.sleep(0.01)

    def expect(self, trace_id: str) -> asyncio.Future[Envelope]:
        future: asyncio.Future[Envelope] = asyncio.get_running_loop().create_future()
        self._waiting[trace_id] = future
        return future

    def forget(self, trace_id: str) -> None:
        self._waiting.pop(trace_id, None)

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    async def _pump(self) -> None:
        while True:
            records = await self._reader.take()  # type: ignore[union-attr]
            self._taken = True
            for record in records:
                key = (record.key or b"").decode("ascii", errors="replace")
                future = self._waiting.pop(key, None)
                if future is None or future.done():
                    continue
                try:
                    future.set_result(env_mod.decode(record.value or b""))
                except EnvelopeError as exc:
                    log.warning("answer %s on %s[%d]@%d is not an envelope: %s", key,
                                record.topic, record.partition, record.offset, exc)
                    future.set_exception(exc)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        if self._reader is not None:
            await self._reader.close()
        for future in self._waiting.values():
            future.cancel()
