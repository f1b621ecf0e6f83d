"""The real stack (Kafka, PostgreSQL, Jaeger) and the seven services as separate processes."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator, Iterator

import pytest
from fakes.runtime import settings

from dtlib.settings import get_settings
from dtlib.topics import topic_specs
from dualtrack import dev, stack
from dualtrack.bench.lane import Lane
from dualtrack.client import Client
from dualtrack.stack.topics import delete_topics


@pytest.fixture(scope="session", autouse=True)
def real_stack() -> Iterator[None]:
    """Kafka, PostgreSQL and Jaeger up (idempotent) before any integration test runs."""
    stack.up()  # also creates this run's topics (its own prefix, see tests/conftest.py)
    yield
    # Drop them whichever tests ran: left behind, every run's topics slowed each broker start and
    # stop (1 900 partitions, most of them from test runs that never used `pipeline`).
    try:
        asyncio.run(delete_topics(get_settings().kafka_bootstrap, [s.name for s in topic_specs()]))
    except Exception:  # noqa: BLE001 - the broker may be gone: `python -m dualtrack.stack prune`
        pass  # deletes them an hour later


@pytest.fixture
def prefix(real_stack: None) -> object:
    """Settings on topics of the test's own (3 partitions each), deleted after it; no services."""
    s = settings(f"rt{secrets.token_hex(3)}.")
    specs = topic_specs(s.topic_prefix, 3)
    asyncio.run(ensure_topics(s.kafka_bootstrap, specs))
    yield s
    asyncio.run(delete_topics(s.kafka_bootstrap, [spec.name for spec in specs]))


@pytest.fixture(scope="session")
def pipeline(real_stack: None) -> Iterator[Lane]:
    """One replica of every service, ready, in a lane of its own: its own topics, state dir (pid
    files, logs), sandbox ports and database on the shared broker and server. The services a user
    started with `dualtrack dev up` are never stopped and keep answering. While the lane runs,
    this process's settings (and `dualtrack.dev`) are the lane's."""
    lane = Lane("tests", dev.parse_scale([]))
    lane.start()
    yield lane
    lane.stop()  # its replicas, topics, database and state dir


@pytest.fixture
async def client(pipeline: None) -> AsyncIterator[Client]:
    async with Client() as c:
        yield c
