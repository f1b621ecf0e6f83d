"""Kafka outside a step: the client, the CLI's tools, the benchmarks and the tests publish and read
with the services' own transport (`dtlib.runtime.confluent`: librdkafka, an idempotent producer
with acks=all, the same settings), so what they send is sent as a service sends it.

    transport = await connect(settings)
    await transport.publish(topic, key, value, headers)  # resolves on the broker's acknowledgement
    answers = Tail(transport, topic, handle)  # every record published after `start` returns
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable

from dtlib.runtime.confluent import ConfluentTransport
from dtlib.runtime.transport import Record
from dtlib.settings import Settings

Handle = Callable[[Record], Awaitable[None] | None]


async def connect(settings: Settings, name: str = "client") -> ConfluentTransport:
    """A started transport (client id `dualtrack-<name>`); `close()` it when done."""
    transport = ConfluentTransport(settings, name)
    await transport.start()
    return transport


class Tail:
    """Hands `handle` every record published on `topic` after `start` returns, in order within a
    partition. `start` returns once the reader stands at the topic's end, so an answer to a request
    published after it cannot be missed."""

    def __init__(self, transport: ConfluentTransport, topic: str, handle: Handle,
                 start_timeout_s: float = 30.0) -> None:
        self.transport, self.topic, self.handle = transport, topic, handle
        self.start_timeout_s = start_timeout_s
        self._positioned = asyncio.Event()
        self._reader = None
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._reader = self.transport.read(self.topic, from_end=True)
        self._task = asyncio.create_task(self._pump(), name=f"tail {self.topic}")
        try:
            await asyncio.wait_for(self._positioned.wait(), self.start_timeout_s)
        except asyncio.TimeoutError:
            await self.stop()
            raise RuntimeError(f"cannot read {self.topic} at {self.transport.settings.kafka_bootstrap} "
                               f"within {self.start_timeout_s:.0f} s (is the stack up?)") from None

    async def _pump(self) -> None:
        while True:
            records = await self._reader.take()  # type: ignore[union-attr]
            # The reader's first batch comes once it knows where the topic ended at its start.
            self._positioned.set()
            for record in records:
                done = self.handle(record)
                if inspect.isawaitable(done):
                    await done

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        if self._reader is not None:
            await self._reader.close()
            self._reader = None


async def read_to_end(transport: ConfluentTransport, topic: str) -> list[Record]:
    """Every record on `topic` now, from its beginning (a state topic read whole)."""
    reader = transport.read(topic)
    records: list[Record] = []
    try:
        while True:
            records += await reader.take()
            if reader.at_end():
                return records
    finally:
        await reader.close()
