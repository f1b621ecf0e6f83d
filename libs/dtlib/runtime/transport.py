"""What the runtime needs from a broker, and nothing more: the one seam between the step code and
Kafka. `ConfluentTransport` (librdkafka) runs in production, `MemoryTransport` in unit tests; the
runner, the commit tracker and the state follower are the same code on both.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

Headers = list[tuple[str, bytes]]
TopicPartition = tuple[str, int]  # (topic name, partition)


@dataclass(slots=True)
class Record:
    topic: str
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None
    headers: Headers = field(default_factory=list)


class Subscription(Protocol):
    """One group consumer of one topic (every replica of a step is a member of its group)."""

    # Set by the runner: called when partitions move to another member; returns, per partition,
    # the offset that may still be committed for it (its acknowledged prefix).
    on_revoke: Callable[[list[TopicPartition]], dict[TopicPartition, int]] | None
    # Set by the runner: before a rebalance takes partitions away (not when they are lost), the
    # acknowledgements still awaited for what was published from them; the subscription waits
    # for them (a while) so that what they acknowledge is committed before the partitions go.
    unsettled: Callable[[list[TopicPartition]], list[asyncio.Future]] | None

    async def take(self) -> Record:
        """The next record, in partition order. After `seek`, no record of that partition that
        was fetched before the seek is returned (the runner never handles a superseded copy)."""

    def handle_here(self, step: Callable[[Record], None] | None) -> None:
        """Instead of `take`: call `step` on each record, in partition order, where the records
        arrive (a synchronous step, which then costs no hand-off to the event loop); `step` may
        call `seek` and `commit`. Called before the first `take`; None: no more steps (a stop)."""

    def seek(self, tp: TopicPartition, offset: int) -> None:
        """Deliver that partition again from `offset` (a rewind)."""

    def commit(self, offsets: dict[TopicPartition, int]) -> None:
        """Commit these offsets for the group (each is the next offset to read), in the
        background; a partition this member no longer owns is skipped."""

    async def close(self) -> None: ...


class Reader(Protocol):
    """A group-less reader of every partition of a topic from its beginning (a state topic)."""

    async def take(self) -> list[Record]:
        """The next records (waits for at least one)."""

    def at_end(self) -> bool:
        """True once every record below the high watermarks of the reader's start has been
        returned by `take`."""

    async def close(self) -> None: ...


class Transport(Protocol):
    async def start(self) -> None: ...

    def subscribe(self, topic: str, group: str, *, answered: bool = False) -> Subscription:
        """`answered`: the records were answered already (no client waits for this step), so
        the broker may hold them back to hand many over at once."""

    def read(self, topic: str, *, answered: bool = False) -> Reader:
        """`answered`: records about requests answered already, which nobody waits for as they
        come, so the broker may hold them back to hand many over at once."""

    def publish(self, topic: str, key: bytes | None, value: bytes | None,
                headers: Headers | None = None) -> asyncio.Future[None]:
        """Hand one record to the idempotent producer (acks=all); the future resolves on the
        broker's acknowledgement, or fails with the delivery error."""

    async def close(self) -> None:
        """Deliver what is queued, then release the connections."""
