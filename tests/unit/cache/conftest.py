import pytest

from dtlib.settings import Settings
from services.cache.embedder import Embedder


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    return Embedder(threads=1).load()


@pytest.fixture
def settings() -> Settings:
    return Settings(tracing=False, cache_threshold_knowledge=0.8, cache_threshold_compute=0.8)
