from __future__ import annotations

import pytest

from dualtrack.bench.slowpath_scripted import scripted_slow_path
from fakes.fixtures import clean_script, fake  # noqa: F401 - shared fixtures
from fakes.harness import local_check


@pytest.fixture(scope="session")
async def sandbox_target():
    """A real sandbox gRPC server (worker pool, ephemeral port) in this process."""
    from dtlib import sandbox_client
    from services.sandbox.grpc_server import serve
    from services.sandbox.pool import SandboxPool

    pool = SandboxPool(size=1)
    await pool.start()
    server = await serve(pool, port=0, host="127.0.0.1")
    yield f"127.0.0.1:{server.bound_port}"
    await sandbox_client.close()
    await server.stop(grace=None)
    await pool.close()


@pytest.fixture(scope="module")
def slow_path():
    """The scripted slow path (drafter, fuser, model) with the grounding check run locally: one per twin module."""
    return scripted_slow_path(local_check)
