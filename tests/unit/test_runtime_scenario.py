"""The runtime's whole scenario on the in-memory transport (tests/integration/test_runtime_kafka.py
runs the same one on the real broker)."""

import pytest
from fakes.runtime import run_scenario, settings

from dtlib.runtime import MemoryTransport


@pytest.mark.parametrize("synchronous", [False, True], ids=["async-handler", "sync-handler"])
async def test_good_flaky_broken_poison_malformed_and_stray_requests_end_where_they_should(
        synchronous: bool) -> None:
    await run_scenario(MemoryTransport, settings(), synchronous=synchronous)
