"""The librdkafka transport's own decisions, without a broker: when a consumer that is out of its
consumer group is replaced by a new one, and when one without its coordinator stops handling its
partitions (librdkafka's statistics say whether it is a steady member, whether its coordinator is
up and whether a broker answers it)."""

from __future__ import annotations

import asyncio
import json

from confluent_kafka import TopicPartition as KafkaPartition
from fakes.runtime import settings

from dtlib.runtime.confluent import ConfluentTransport


def statistics(join_state: str, state: str = "up", broker: str = "UP") -> str:
    """The parts of librdkafka's statistics the membership check reads: the consumer group's
    state (`up`: its coordinator known and connected) and join state, and the brokers'."""
    return json.dumps({"cgrp": {"state": state, "join_state": join_state},
                       "brokers": {"127.0.0.1:1/1": {"nodeid": 1, "state": broker},
                                   "127.0.0.1:1/bootstrap": {"nodeid": -1, "state": "UP"}}})


async def subscription(rejoin_timeout_ms: int):
    s = settings(kafka_bootstrap="127.0.0.1:1", consumer_rejoin_timeout_ms=rejoin_timeout_ms,
                 metrics=False)
    transport = ConfluentTransport(s, "unit")
    await transport.start()
    return transport, transport.subscribe("u.cache.miss", "unit-group")


async def out_of_the_group_for(sub, seconds: float, **state: str) -> None:
    """The consumer thread's view: statistics, then `maintain` before a poll, `seconds` later."""
    await asyncio.to_thread(sub._statistics, sub.generation, statistics(**state))
    await asyncio.sleep(seconds)
    await asyncio.to_thread(sub.maintain)


async def test_a_consumer_out_of_its_group_too_long_while_the_broker_answers_is_replaced() -> None:
    transport, sub = await subscription(rejoin_timeout_ms=2000)
    first = sub.consumer
    await out_of_the_group_for(sub, 0.05, join_state="init")
    assert sub.consumer is first  # not long enough yet
    await out_of_the_group_for(sub, 2.1, join_state="init")
    assert sub.consumer is not first  # a new consumer joins in its place
    # Without its coordinator too (it cannot hear that it was fenced, and fetches on).
    without_coordinator = sub.consumer
    await out_of_the_group_for(sub, 2.1, join_state="steady", state="query-coord")
    assert sub.consumer is not without_coordinator
    replaced = sub.consumer
    # The old consumer's late statistics change nothing; the new one is a steady member.
    await asyncio.to_thread(sub._statistics, sub.generation - 1, statistics("init"))
    await out_of_the_group_for(sub, 2.1, join_state="steady")
    assert sub.consumer is replaced
    sub.consumer.close()
    await transport.close()


async def test_a_consumer_is_not_replaced_while_no_broker_answers_or_when_never_asked() -> None:
    transport, sub = await subscription(rejoin_timeout_ms=200)
    first = sub.consumer
    await out_of_the_group_for(sub, 0.3, join_state="steady", state="query-coord", broker="DOWN")
    assert sub.consumer is first  # the broker is away: a new consumer would wait the same
    sub.consumer.close()
    await transport.close()

    transport, sub = await subscription(rejoin_timeout_ms=0)  # 0: never replaced
    first = sub.consumer
    await out_of_the_group_for(sub, 0.3, join_state="init")
    assert sub.consumer is first
    sub.consumer.close()
    await transport.close()


class HeldConsumer:
    """librdkafka's consumer as the hold on a consumer without its coordinator sees it."""

    def __init__(self, topic: str) -> None:
        self.partitions = [KafkaPartition(topic, 0), KafkaPartition(topic, 1)]
        self.paused: set[int] = set()

    def assignment(self) -> list[KafkaPartition]:
        return self.partitions

    def pause(self, partitions: list[KafkaPartition]) -> None:
        self.paused |= {p.partition for p in partitions}

    def resume(self, partitions: list[KafkaPartition]) -> None:
        self.paused -= {p.partition for p in partitions}


async def test_a_consumer_without_its_coordinator_handles_nothing_until_it_is_back() -> None:
    """Without its coordinator a member cannot hear that the broker fenced it and gave its
    partitions to another member; handling them meanwhile made a second pass of requests the
    new owner handled too, and two different answers (issue 21)."""
    transport, sub = await subscription(rejoin_timeout_ms=30_000)
    real, sub.consumer = sub.consumer, HeldConsumer("u.cache.miss")
    await out_of_the_group_for(sub, 0, join_state="steady", state="wait-coord")
    assert sub.consumer.paused == {0, 1}
    await out_of_the_group_for(sub, 0, join_state="steady")  # its coordinator is back
    assert sub.consumer.paused == set()
    # The broker away: nothing is fetched anyway, and the member keeps its partitions on return.
    await out_of_the_group_for(sub, 0, join_state="steady", state="wait-coord", broker="DOWN")
    assert sub.consumer.paused == set()
    real.close()
    await transport.close()
