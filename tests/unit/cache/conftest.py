import pytest
from fakes.runtime import settings as runtime_settings

from services.cache.embedder import Embedder
from services.cache.settings import CacheSettings

from .helpers import CacheReplica


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    return Embedder(threads=1).load()


@pytest.fixture
def settings() -> CacheSettings:
    return CacheSettings(tracing=False, cache_threshold_knowledge=0.8, cache_threshold_compute=0.8)


@pytest.fixture
def step_settings() -> CacheSettings:
    """The settings of a cache step run by the runtime on the in-memory broker."""
    return runtime_settings(kind=CacheSettings, cache_threshold_knowledge=0.8, cache_threshold_compute=0.8)


@pytest.fixture
async def cache(step_settings, embedder):
    """One cache replica, started."""
    replica = CacheReplica(step_settings, embedder)
    await replica.start()
    yield replica
    await replica.stop()
