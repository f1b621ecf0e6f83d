"""Shared fixtures of the sandbox unit tests: one locked-down pool for the whole session."""

from __future__ import annotations

import pytest

from services.sandbox.pool import SandboxPool


@pytest.fixture(scope="session")
async def sandbox_pool():
    pool = SandboxPool(size=2, deadline_ms=300, spares=1)
    await pool.start()
    yield pool
    await pool.close()
