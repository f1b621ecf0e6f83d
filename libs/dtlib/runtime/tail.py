"""A tail of a topic outside any consumer group: every record published after `start` returns is
handed to `handle`, in order within a partition. The gateway's answers and the CLI's client both
wait for records this way."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable

from .transport import Reader, Record

Handle = Callable[[Record], Awaitable[None] | None]


class Tail:
    """`start` returns once the reader stands at the topic's end (or has read past it), so a record
    published after it cannot be missed; `open_reader` gives a reader from the topic's end."""

    def __init__(self, open_reader: Callable[[], Reader], handle: Handle, name: str,
                 start_timeout_s: float = 30.0, unreachable: str = "is the broker reachable?") -> None:
        self.open_reader, self.handle, self.name = open_reader, handle, name
        self.start_timeout_s, self.unreachable = start_timeout_s, unreachable
        self._reader: Reader | None = None
        self._taken = False
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._reader = reader = self.open_reader()
        self._task = asyncio.create_task(self._pump(), name=f"tail {self.name}")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.start_timeout_s
        while not (self._taken or reader.at_end()):
            if loop.time() > deadline:
                await self.stop()
                raise RuntimeError(f"cannot read {self.name} within {self.start_timeout_s:.0f} s "
                                   f"({self.unreachable})")
            await asyncio.sleep(0.01)

    async def _pump(self) -> None:
        while True:
            records = await self._reader.take()  # type: ignore[union-attr]
            self._taken = True  # the first batch comes once the reader knows where the topic ended
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
