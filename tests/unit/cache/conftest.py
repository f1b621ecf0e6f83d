import pytest
from fakes.runtime import settings as runtime_settings

from dtlib.settings import Settings
from services.cache.embedder import Embedder

from .helpers import CacheReplica


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    return Embedder(threads=1).load()


@pytest.fixture
def settings() -> Settings:
    return Settings(tracing=False, cache_threshold_knowledge=0.8, cache_threshold_compute=0.8)


@pytest.fixture
def step_settings() -> Settings:
    """The settings of a cache step run by the runtime on the in-memory broker."""
    return runtime_settings(cache_threshold_knowledge=0.8, cache_threshold_compute=0.8)


@pytest.fixture
async def cache(step_settings, embedder):
    """One cache replica, started."""
    replica = CacheReplica(step_settings, embedder)
    await replica.start()
    yield replica
    await replica.stop()
