"""The state follower applies cache.state and knows when it has caught up (no Kafka: a fake
consumer stands in for dtlib.broker.open_reader)."""

import asyncio
from collections import namedtuple
from types import SimpleNamespace

from dtlib.settings import Settings
from services.cache import state as state_mod
from services.cache.state import StateFollower


TP = namedtuple("TP", "topic partition")


class FakeConsumer:
    """Two partitions; end offsets 2 and 3 at start; partition 1's last record was compacted
    away, so its position stops at 2 < 3."""

    def __init__(self) -> None:
        self.tps = [TP("cache.state", 0), TP("cache.state", 1)]
        self.batches = [
            {self.tps[0]: [SimpleNamespace(key=b"k0", value=b"a"), SimpleNamespace(key=b"k1", value=b"b")]},
            {self.tps[1]: [SimpleNamespace(key=b"k2", value=b"c"), SimpleNamespace(key=b"k0", value=None)]},
        ]
        self.positions = {0: 0, 1: 0}
        self.stopped = False

    def assignment(self):
        return set(self.tps)

    async def end_offsets(self, tps):
        return {tp: (2 if tp.partition == 0 else 3) for tp in tps}

    async def getmany(self, timeout_ms: int, max_records: int):
        await asyncio.sleep(0)
        if not self.batches:
            return {}
        batch = self.batches.pop(0)
        for tp, records in batch.items():
            self.positions[tp.partition] += len(records)
        return batch

    def highwater(self, tp):
        return 2 if tp.partition == 0 else 3

    async def position(self, tp):
        return self.positions[tp.partition]

    async def stop(self):
        self.stopped = True


async def test_catches_up_applies_records_in_order_and_tolerates_a_compacted_tail(monkeypatch) -> None:
    consumer = FakeConsumer()

    async def fake_open_reader(topic, settings, from_beginning=False):
        assert from_beginning
        return consumer

    monkeypatch.setattr(state_mod, "open_reader", fake_open_reader)
    applied: list[tuple[bytes, bytes | None]] = []
    caught_up = asyncio.Event()
    follower = StateFollower(Settings(tracing=False), lambda k, v: applied.append((k, v)), caught_up.set)
    follower.start()
    await asyncio.wait_for(caught_up.wait(), 5)
    assert follower.caught_up and follower.records == 4
    assert applied == [(b"k0", b"a"), (b"k1", b"b"), (b"k2", b"c"), (b"k0", None)]
    await follower.stop()
    assert consumer.stopped


async def test_a_bad_record_is_skipped_not_fatal(monkeypatch) -> None:
    consumer = FakeConsumer()

    async def fake_open_reader(topic, settings, from_beginning=False):
        return consumer

    monkeypatch.setattr(state_mod, "open_reader", fake_open_reader)
    seen = []

    def apply(key, value):
        seen.append(key)
        if key == b"k1":
            raise ValueError("bad record")

    caught_up = asyncio.Event()
    follower = StateFollower(Settings(tracing=False), apply, caught_up.set)
    follower.start()
    await asyncio.wait_for(caught_up.wait(), 5)
    assert seen == [b"k0", b"k1", b"k2", b"k0"]
    await follower.stop()
