"""Kafka outside a step (`dualtrack.kafka`): a tail gets what is published after it started and
nothing from before; a whole read gets everything that is on the topic."""

from __future__ import annotations

import asyncio

import pytest
from fakes.runtime import eventually

from dualtrack.kafka import Tail, connect, read_to_end

pytestmark = pytest.mark.integration


async def test_a_tail_gets_only_what_is_published_after_it_started(prefix) -> None:
    topic = f"{prefix.topic_prefix}responses"
    transport = await connect(prefix, "test")
    try:
        await asyncio.gather(*(transport.publish(topic, f"old{i}".encode(), b"before")
                               for i in range(20)))
        got: list[bytes] = []
        tail = Tail(transport, topic, lambda record: got.append(record.key))
        await tail.start()
        await asyncio.gather(*(transport.publish(topic, f"new{i}".encode(), b"after")
                               for i in range(20)))
        await eventually(lambda: len(got) >= 20, 30)
        await asyncio.sleep(0.5)  # nothing else comes
        await tail.stop()
        assert sorted(got) == sorted(f"new{i}".encode() for i in range(20))
        everything = await asyncio.wait_for(read_to_end(transport, topic), 30)
        assert len(everything) == 40
    finally:
        await transport.close()


async def test_a_tail_of_a_missing_topic_says_so(prefix) -> None:
    transport = await connect(prefix, "test")
    try:
        tail = Tail(transport, f"{prefix.topic_prefix}no.such.topic", lambda record: None,
                    start_timeout_s=3)
        with pytest.raises(RuntimeError, match="cannot read"):
            await tail.start()
    finally:
        await transport.close()
