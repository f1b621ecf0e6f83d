import asyncio

from aiokafka import TopicPartition

from dtlib.offsets import CommitTracker

TP = TopicPartition("t", 0)


class FakeConsumer:
    def __init__(self) -> None:
        self.commits: list[int] = []
        self.seeks: list[int] = []

    async def commit(self, offsets: dict) -> None:
        self.commits.append(offsets[TP])

    def seek(self, tp: TopicPartition, offset: int) -> None:
        self.seeks.append(offset)


async def test_an_offset_is_committed_only_after_its_outputs_and_all_earlier_ones_are_acknowledged() -> None:
    loop = asyncio.get_running_loop()
    consumer, tracker = FakeConsumer(), CommitTracker(interval_s=60)
    first, second = loop.create_future(), loop.create_future()
    tracker.processed(consumer, TP, 10, [first])
    tracker.processed(consumer, TP, 11, [second])
    second.set_result("ok")
    await tracker.flush()
    assert consumer.commits == []  # 10's output is not acknowledged yet: nothing may be committed
    first.set_result("ok")
    await tracker.flush()
    assert consumer.commits == [12]


async def test_a_failed_delivery_rewinds_the_partition_to_that_message() -> None:
    loop = asyncio.get_running_loop()
    consumer, tracker = FakeConsumer(), CommitTracker(interval_s=60)
    ok, failed = loop.create_future(), loop.create_future()
    ok.set_result("ok")
    failed.set_exception(RuntimeError("broker down"))
    tracker.processed(consumer, TP, 5, [ok])
    tracker.processed(consumer, TP, 6, [failed])
    tracker.processed(consumer, TP, 7, [])
    await tracker.flush()
    assert consumer.commits == [6] and consumer.seeks == [6]
    await tracker.flush()
    assert consumer.commits == [6]  # 7 is not committed past the failed 6


async def test_stopping_waits_for_outstanding_deliveries_and_commits_them() -> None:
    loop = asyncio.get_running_loop()
    consumer, tracker = FakeConsumer(), CommitTracker(interval_s=60)
    pending = loop.create_future()
    tracker.processed(consumer, TP, 3, [pending])
    loop.call_later(0.05, pending.set_result, "ok")
    await tracker.stop()
    assert consumer.commits == [4]
