"""An in-memory broker for unit tests: partitioned topics, consumer groups that share partitions
and remember committed offsets, rewinds, and acknowledgements a test can hold back or fail.

A subscription closed without committing and opened again gets the uncommitted records again, as a
replica that crashed and restarted would; a member joining or leaving moves only the partitions
that change owner (the consumer group protocol), once their owner's acknowledgements for them are
in (or `revoke_wait_s` passed), as librdkafka's rebalance waits for its revocation callback. A member the broker fences (`fence`) loses its
partitions without committing and joins again, as librdkafka's consumer does. A synchronous step
(`handle_here`) runs on a thread of its own while the loop goes on (commits, state followers), as
on librdkafka's consumer thread.
"""

from __future__ import annotations

import asyncio
import zlib
from collections.abc import Callable

from .transport import Headers, Record, TopicPartition


class MemoryTransport:
    def __init__(self, partitions: int = 3) -> None:
        self.partitions = partitions
        self.logs: dict[str, list[list[Record]]] = {}
        self.committed: dict[str, dict[TopicPartition, int]] = {}  # group → offsets
        self.hold_acks = False  # True: deliveries wait for `release_acks`
        self.revoke_wait_s = 5.0  # DT_CONSUMER_REVOKE_WAIT_MS on librdkafka
        self._rebalances: set[asyncio.Future[None]] = set()  # waiting for acknowledgements
        self._held: list[asyncio.Future[None]] = []
        self._failing: dict[str, int] = {}  # topic → deliveries still to fail
        self._sparing: dict[str, int] = {}  # topic → deliveries to let through before those
        self._groups: dict[str, list[MemorySubscription]] = {}
        self._arrived = asyncio.Event()
        self._home: asyncio.AbstractEventLoop = None  # type: ignore[assignment]  # set on first use

    # --- the broker side, for tests ---------------------------------------------------------
    def records(self, topic: str) -> list[Record]:
        return [r for partition in self._log(topic) for r in partition]

    def release_acks(self, failed: bool = False) -> None:
        """Acknowledge the held deliveries; `failed`: the producer reports them failed although
        the broker wrote them (a produce that timed out as the broker went away)."""
        held, self._held = self._held, []
        for future in held:
            if not future.done():
                if failed:
                    future.set_exception(RuntimeError("delivery timed out"))
                else:
                    future.set_result(None)

    def fail_deliveries(self, topic: str, count: int = 1, after: int = 0) -> None:
        """The next `count` deliveries to `topic` fail (not written), once `after` more succeeded."""
        self._failing[topic] = self._failing.get(topic, 0) + count
        self._sparing[topic] = after

    def fence(self, subscription: MemorySubscription) -> None:
        """The member's session ran out: its partitions are lost (forgotten; nothing of them is
        committed, their next owner resumes from the group's last commit), then it joins again."""
        lost = list(subscription.positions)
        if lost and subscription.on_revoke is not None:
            subscription.on_revoke(lost)  # what it says may be committed is dropped
        subscription.positions.clear()
        self._leave(subscription)
        self._groups[subscription.group].append(subscription)
        self._rebalance(subscription.group)

    # --- the Transport interface --------------------------------------------------------------
    async def start(self) -> None:
        pass

    async def close(self) -> None:
        self.release_acks()

    def publish(self, topic: str, key: bytes | None, value: bytes | None,
                headers: Headers | None = None) -> asyncio.Future[None]:
        future: asyncio.Future[None] = self._loop().create_future()
        if self._sparing.get(topic):
            self._sparing[topic] -= 1
        elif self._failing.get(topic):
            self._failing[topic] -= 1
            future.set_exception(RuntimeError(f"delivery to {topic} failed"))
            return future
        partitions = self._log(topic)
        partition = zlib.crc32(key or b"") % len(partitions)
        log = partitions[partition]
        log.append(Record(topic, partition, len(log), key, value, list(headers or [])))
        self._wake()
        if self.hold_acks:
            self._held.append(future)
        else:
            future.set_result(None)
        return future

    def subscribe(self, topic: str, group: str, *, answered: bool = False) -> MemorySubscription:
        subscription = MemorySubscription(self, topic, group)
        self._groups.setdefault(group, []).append(subscription)
        self._rebalance(group)
        return subscription

    def read(self, topic: str, *, answered: bool = False) -> MemoryReader:
        return MemoryReader(self, topic)

    # --- internals ----------------------------------------------------------------------------
    def _log(self, topic: str) -> list[list[Record]]:
        return self.logs.setdefault(topic, [[] for _ in range(self.partitions)])

    def _loop(self) -> asyncio.AbstractEventLoop:
        """The loop the broker lives on, whichever thread asks (a synchronous step's publishes)."""
        try:
            self._home = asyncio.get_running_loop()
        except RuntimeError:  # on a step's thread: the loop the broker was last used on
            pass
        return self._home

    def _wake(self) -> None:
        try:
            self._home = asyncio.get_running_loop()
        except RuntimeError:  # on a step's thread: waiters are woken on their loop
            self._home.call_soon_threadsafe(self._wake)
            return
        self._arrived.set()
        self._arrived = asyncio.Event()

    async def _wait(self) -> None:
        await self._arrived.wait()

    def _rebalance(self, group: str) -> None:
        """Partitions of the group's topic dealt round-robin to its members, incrementally as the
        consumer group protocol (KIP-848) does: a member reads on the partitions it keeps; only
        those that move are revoked, once what their owner published from them is acknowledged
        (or `revoke_wait_s` passed), and their new owner resumes from the group's committed
        offset."""
        unsettled = [f for member, _, moving in self._owners(group) if member.unsettled is not None
                     for f in member.unsettled(moving)]
        if not unsettled:
            self._move(group)
            return

        async def once_settled() -> None:
            await asyncio.wait(unsettled, timeout=self.revoke_wait_s)
            self._move(group)

        self._rebalances.add(task := asyncio.ensure_future(once_settled()))
        task.add_done_callback(self._rebalances.discard)

    def _owners(self, group: str) -> list[tuple[MemorySubscription, set[TopicPartition], list[TopicPartition]]]:
        """Each member, the partitions it is to own, and those it owns and is to lose."""
        members = self._groups.get(group, [])
        owners = []
        for i, member in enumerate(members):
            owned = {(member.topic, p) for p in range(i, len(member.log), len(members))}
            owners.append((member, owned, [tp for tp in member.positions if tp not in owned]))
        return owners

    def _move(self, group: str) -> None:
        owners = self._owners(group)
        for member, _, moving in owners:
            if moving and member.on_revoke is not None:
                self.committed.setdefault(group, {}).update(member.on_revoke(moving))
            for tp in moving:
                del member.positions[tp]
        for member, owned, _ in owners:
            for tp in sorted(owned - member.positions.keys()):
                member.positions[tp] = self.committed.get(group, {}).get(tp, 0)
        self._wake()

    def _leave(self, subscription: MemorySubscription) -> None:
        self._groups[subscription.group].remove(subscription)
        self._rebalance(subscription.group)


class MemorySubscription:
    def __init__(self, broker: MemoryTransport, topic: str, group: str) -> None:
        self.broker, self.topic, self.group = broker, topic, group
        self.log = broker._log(topic)
        self.positions: dict[TopicPartition, int] = {}
        self.on_revoke: Callable[[list[TopicPartition]], dict[TopicPartition, int]] | None = None
        self.unsettled: Callable[[list[TopicPartition]], list[asyncio.Future]] | None = None
        self._serving: asyncio.Task[None] | None = None

    def handle_here(self, step: Callable[[Record], None] | None) -> None:
        """As the consumer thread of librdkafka's transport does: `step` on each record as it
        comes, in order, on a thread other than the loop's."""
        if self._serving is not None:
            self._serving.cancel()
            self._serving = None
        if step is not None:
            self._serving = asyncio.get_running_loop().create_task(self._serve(step))

    async def _serve(self, step: Callable[[Record], None]) -> None:
        while True:
            await asyncio.to_thread(step, await self.take())

    async def take(self) -> Record:
        await asyncio.sleep(0)  # as a broker would, let the rest of the loop run between records
        while True:
            for (topic, partition), position in self.positions.items():
                if position < len(self.log[partition]):
                    self.positions[(topic, partition)] = position + 1
                    return self.log[partition][position]
            await self.broker._wait()

    def seek(self, tp: TopicPartition, offset: int) -> None:
        if tp in self.positions:
            self.positions[tp] = offset
            self.broker._wake()

    def commit(self, offsets: dict[TopicPartition, int]) -> None:
        owned = {tp: offset for tp, offset in offsets.items() if tp in self.positions}
        self.broker.committed.setdefault(self.group, {}).update(owned)

    async def close(self) -> None:
        self.handle_here(None)
        self.broker._leave(self)


class MemoryReader:
    def __init__(self, broker: MemoryTransport, topic: str) -> None:
        self.broker, self.log = broker, broker._log(topic)
        self.positions = [0] * len(self.log)
        self.ends = [len(partition) for partition in self.log]  # high watermarks at the start

    async def take(self) -> list[Record]:
        while True:
            batch = []
            for partition, records in enumerate(self.log):
                batch += records[self.positions[partition]:]
                self.positions[partition] = len(records)
            if batch:
                return batch
            await self.broker._wait()

    def at_end(self) -> bool:
        return all(pos >= end for pos, end in zip(self.positions, self.ends))

    async def close(self) -> None:
        pass
