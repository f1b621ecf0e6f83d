"""The librdkafka transport's own decisions, without a broker: when a consumer that is out of its
consumer group is replaced by a new one (librdkafka's statistics say whether it is a steady member
and whether a broker answers it)."""

from __future__ import annotations

import asyncio
import json

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


async def test_records_someone_waits_for_come_at_once_and_answered_ones_in_batches() -> None:
    """A request (and a state record) is handed over as soon as the broker has it, an idle
    consumer asking again every DT_CONSUMER_FETCH_MAX_WAIT_MS; answers already given (and
    answered.state, read `answered`) wait for a batch or DT_CONSUMER_ANSWERED_FETCH_MAX_WAIT_MS."""
    s = settings(kafka_bootstrap="127.0.0.1:1", metrics=False)
    transport = ConfluentTransport(s, "unit")
    await transport.start()
    consumers = {"requests": transport.subscribe("u.requests", "unit-a"),
                 "responses": transport.subscribe("u.responses", "unit-b", answered=True),
                 "rules.state": transport.read("u.rules.state"),
                 "answered.state": transport.read("u.answered.state", answered=True)}
    try:
        fetch = {name: (c.config["fetch.min.bytes"], c.config["fetch.wait.max.ms"])
                 for name, c in consumers.items()}
    finally:
        for consumer in consumers.values():
            await consumer.close()
        await transport.close()
    at_once = (1, s.consumer_fetch_max_wait_ms)
    batched = (s.consumer_answered_fetch_min_bytes, s.consumer_answered_fetch_max_wait_ms)
    assert fetch == {"requests": at_once, "rules.state": at_once,
                     "responses": batched, "answered.state": batched}
    assert batched[0] > 1 and batched[1] < at_once[1]  # a batch is not held as long as an idle fetch
