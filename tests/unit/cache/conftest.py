import asyncio

import pytest

from dtlib.settings import Settings
from dtlib.topics import Topic
from services.cache.embedder import Embedder


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    return Embedder(threads=1).load()


@pytest.fixture
def settings() -> Settings:
    return Settings(tracing=False, cache_threshold_knowledge=0.8, cache_threshold_compute=0.8)


@pytest.fixture
def cache_service(monkeypatch, embedder):
    """The service module with its cache.state writes captured: (main, published records)."""
    from services.cache import main

    published: list[tuple[Topic, bytes | None, bytes | None]] = []

    async def publish_raw(topic, key, value, headers=None):
        published.append((topic, key, value))
        done = asyncio.get_running_loop().create_future()
        done.set_result(None)
        return [done]

    monkeypatch.setattr(main.service, "publish_raw", publish_raw)
    monkeypatch.setattr(main, "embedder", embedder)
    monkeypatch.setattr(main.finder, "embedder", embedder)
    for key in list(main.store._by_trace.values()):
        main.store.delete(key)
    main._writing.clear()
    yield main, published
    for key in list(main.store._by_trace.values()):
        main.store.delete(key)
