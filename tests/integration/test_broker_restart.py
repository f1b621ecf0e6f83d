"""A client's idempotent producer (the services' own, `dualtrack.kafka`) across a broker restart
that outlasts its delivery timeout: what it sent while the broker was away may be refused (the
client is told), what it sends once the broker is back and serving (its partitions have leaders,
and a moment has passed for the producer to reconnect) is delivered, never refused for a spent
sequence number, and nothing acknowledged is missing from the log.

Runs on a private broker (own ports and state dir, started and stopped here), never on the shared
stack's.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from confluent_kafka import KafkaException

from dtlib.settings import get_settings
from dtlib.topics import TopicSpec
from dualtrack.kafka import connect, read_to_end

REQUEST_TIMEOUT_MS = 5000  # the broker stays away longer than this
AWAY_S = 8.0
TOPIC = "restart.test"
PARTITIONS = 3
SETTLE_S = 1.0  # after the partitions have leaders again, for the producer to reconnect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def private_broker() -> Iterator[str]:
    from dualtrack.stack import kafka

    saved = dict(os.environ)
    state = Path(tempfile.mkdtemp(prefix="dt-broker-restart-"))
    port = free_port()
    os.environ.update({
        "DT_STATE_DIR": str(state), "DT_KAFKA_BOOTSTRAP": f"127.0.0.1:{port}",
        "DT_KAFKA_CONTROLLER_PORT": str(free_port()), "DT_TOPIC_PARTITIONS": "1",
        "DT_PRODUCER_REQUEST_TIMEOUT_MS": str(REQUEST_TIMEOUT_MS), "DT_KAFKA_HEAP": "256m",
    })
    get_settings.cache_clear()
    try:
        kafka.up()
        yield f"127.0.0.1:{port}"
    finally:
        try:
            kafka.down()
        finally:
            os.environ.clear()
            os.environ.update(saved)
            get_settings.cache_clear()
            shutil.rmtree(state, ignore_errors=True)


def wait_for_leaders(bootstrap: str, timeout_s: float = 30.0) -> None:
    """Back means serving the topic: the broker answers as soon as it listens, and elects the
    partitions' leaders a moment later (up to 0.3 s measured here), when a send meets
    LeaderNotAvailable."""
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": bootstrap})
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        topic = admin.list_topics(TOPIC, timeout=5).topics.get(TOPIC)
        if topic is not None and topic.error is None and len(topic.partitions) == PARTITIONS \
                and all(p.leader >= 0 and p.error is None for p in topic.partitions.values()):
            return
        time.sleep(0.05)
    raise AssertionError(f"{TOPIC} has no leader for every partition {timeout_s} s after the restart")


def reason(exc: BaseException) -> str:
    """The librdkafka error's name (e.g. _MSG_TIMED_OUT, OUT_OF_ORDER_SEQUENCE_NUMBER)."""
    if isinstance(exc, KafkaException):
        return exc.args[0].name()
    return type(exc).__name__


async def publish_across_restart(bootstrap: str, producer) -> dict:
    """Send a message every 20 ms, restart the broker (away AWAY_S), go on sending for 5 s after it
    is back. Returns what happened to every message."""
    from dualtrack.stack import kafka
    from dualtrack.stack.topics import ensure_topics

    await ensure_topics(bootstrap, [TopicSpec(TOPIC, PARTITIONS, {})])
    sent: list[tuple[bytes, float, asyncio.Future | BaseException]] = []
    marks: dict[str, float] = {}

    async def restart() -> None:
        await asyncio.sleep(2.0)
        marks["stop"] = time.time()
        await asyncio.to_thread(kafka.down)
        await asyncio.sleep(AWAY_S)
        await asyncio.to_thread(kafka.up)
        await asyncio.to_thread(wait_for_leaders, bootstrap)
        marks["back"] = time.time()

    restarting = asyncio.create_task(restart())
    i = 0
    while "back" not in marks or time.time() < marks["back"] + 5.0:
        key = f"m{i:05d}".encode()
        i += 1
        at = time.time()
        try:
            sent.append((key, at, producer.publish(TOPIC, key, b"x")))
        except Exception as exc:  # noqa: BLE001 - refused at once: the client is told
            sent.append((key, at, exc))
        await asyncio.sleep(0.02)
    await restarting
    outcomes = []
    for key, at, delivery in sent:
        if isinstance(delivery, BaseException):
            outcomes.append((key, at, delivery))
            continue
        try:
            await asyncio.wait_for(delivery, 60)
            outcomes.append((key, at, None))
        except Exception as exc:  # noqa: BLE001
            outcomes.append((key, at, exc))
    return {"outcomes": outcomes, **marks}


async def keys_in_log(producer) -> set[bytes]:
    return {r.key for r in await asyncio.wait_for(read_to_end(producer, TOPIC), 30)}


async def test_a_client_publishes_again_once_the_broker_is_back(private_broker: str) -> None:
    producer = await connect(get_settings(), "test")
    try:
        run = await publish_across_restart(private_broker, producer)
        outcomes = run["outcomes"]
        errors = Counter(reason(exc) for _, _, exc in outcomes if exc is not None)
        # Sent once the producer has had a moment to reconnect and see the new leaders:
        # delivered. Sent in that moment: may be refused.
        after = [(key, exc) for key, at, exc in outcomes if at > run["back"] + SETTLE_S]
        assert after, "nothing was sent after the broker came back"
        assert [exc for _, exc in after if exc is not None] == [], errors
        assert errors["OUT_OF_ORDER_SEQUENCE_NUMBER"] == 0, errors
        # the broker was away longer than the delivery timeout: what was sent then expired
        assert errors["_MSG_TIMED_OUT"] >= 1, errors
        acked = {key for key, _, exc in outcomes if exc is None}
        assert acked <= await keys_in_log(producer)
    finally:
        await producer.close()
