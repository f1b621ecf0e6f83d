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


class TwoPartitionConsumer(FakeConsumer):
    def __init__(self) -> None:
        super().__init__()
        self.requests: list[dict] = []

    async def commit(self, offsets: dict) -> None:
        self.requests.append(dict(offsets))


async def test_one_commit_request_covers_every_partition_of_a_consumer() -> None:
    loop = asyncio.get_running_loop()
    consumer, tracker = TwoPartitionConsumer(), CommitTracker(interval_s=60)
    other = TopicPartition("t", 1)
    for tp, offset in ((TP, 4), (other, 9)):
        done = loop.create_future()
        done.set_result("ok")
        tracker.processed(consumer, tp, offset, [done])
    await tracker.flush()
    assert consumer.requests == [{TP: 5, other: 10}]


async def test_a_message_still_being_handled_holds_back_later_ones_that_finished() -> None:
    loop = asyncio.get_running_loop()
    consumer, tracker = FakeConsumer(), CommitTracker(interval_s=60)
    slow = tracker.begin(consumer, TP, 20)
    fast = tracker.begin(consumer, TP, 21)
    acked = loop.create_future()
    acked.set_result("ok")
    tracker.finish(fast, [acked])
    await tracker.flush()
    assert consumer.commits == []  # 20 is not handled yet, so 21 may not be committed
    tracker.finish(slow, [])
    await tracker.flush()
    assert consumer.commits == [22]


async def test_a_later_failure_after_a_rewind_does_not_skip_the_rewound_message() -> None:
    consumer, tracker = FakeConsumer(), CommitTracker(interval_s=60)
    first = tracker.begin(consumer, TP, 30)
    second = tracker.begin(consumer, TP, 31)  # handled at the same time as 30
    tracker.rewind(consumer, TP, 30, first)  # 30 failed: 30 and 31 come again
    tracker.rewind(consumer, TP, 31, second)  # the old 31 fails too: it is coming again anyway
    assert consumer.seeks == [30]


async def test_records_fetched_before_a_rewind_or_after_losing_the_partition_are_not_handled() -> None:
    from aiokafka import AIOKafkaConsumer

    from dtlib.offsets import superseded

    consumer = AIOKafkaConsumer(bootstrap_servers="127.0.0.1:1")  # never started: state only
    consumer.assign([TP])
    state = consumer._subscription.subscription.assignment.state_value(TP)
    state.seek(10)
    state.consumed_to(20)  # a poll handed over records 10..19
    assert not superseded(consumer, TP, 15)
    state.seek(12)  # a step rewound the partition to 12: 12..19 of that poll come again
    assert not superseded(consumer, TP, 11) and superseded(consumer, TP, 12) and superseded(consumer, TP, 19)
    assert superseded(consumer, TopicPartition("t", 1), 15)  # not (or no longer) assigned here
