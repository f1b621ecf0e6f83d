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
from dtlib.runtime.tail import Tail
from dtlib.runtime.transport import Reader, Record

log = logging.getLogger("dualtrack.gateway")


class AnswerBoard:
    """`board.expect(trace_id)` before publishing the request, then await the future."""

    def __init__(self, open_reader: Callable[[], Reader], start_timeout_s: float = 30.0) -> None:
        self._tail = Tail(open_reader, self._resolve, "the answers", start_timeout_s, "is Kafka reachable?")
        self._waiting: dict[str, asyncio.Future[Envelope]] = {}

    async def start(self) -> None:
        """Returns once the reader stands at the topic's end (or has read past it): no answer
        published after that is missed."""
        await self._tail.start()

    def expect(self, trace_id: str) -> asyncio.Future[Envelope]:
        future: asyncio.Future[Envelope] = asyncio.get_running_loop().create_future()
        self._waiting[trace_id] = future
        return future

    def forget(self, trace_id: str) -> None:
        self._waiting.pop(trace_id, None)

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def _resolve(self, record: Record) -> None:
        key = (record.key or b"").decode("ascii", errors="replace")
        future = self._waiting.pop(key, None)
        if future is None or future.done():
            return
        try:
            future.set_result(env_mod.decode(record.value or b""))
        except EnvelopeError as exc:
            log.warning("answer %s on %s[%d]@%d is not an envelope: %s", key,
                        record.topic, record.partition, record.offset, exc)
            future.set_exception(exc)

    async def stop(self) -> None:
        await self._tail.stop()
