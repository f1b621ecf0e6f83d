"""sandbox: exact, isolated execution of typed operations, on Kafka and on gRPC (one pool).

sandbox.tasks → sandbox.results
"""

from __future__ import annotations

from dtlib.envelope import Envelope, ErrorInfo, SandboxResult
from dtlib.service import Emit, Service
from dtlib.topics import Topic

from .grpc_server import serve
from .pool import SandboxPool

service = Service("sandbox")
pool = SandboxPool(size=service.settings.sandbox_workers)
_grpc_server = None


@service.on_startup
async def start_pool_and_grpc() -> None:
    global _grpc_server
    await pool.start()
    _grpc_server = await serve(pool, service.settings.sandbox_grpc_port,
                               service.settings.sandbox_grpc_host)


@service.on_shutdown
async def stop_pool_and_grpc() -> None:
    if _grpc_server is not None:
        await _grpc_server.stop(grace=2)
    await pool.close()


@service.handles(Topic.SANDBOX_TASKS)
async def execute(env: Envelope) -> Emit:
    if env.task is None:
        env.results.sandbox = SandboxResult(status="rejected", error=ErrorInfo(
            code="NO_TASK", message="the request reached the sandbox without an operation",
            hint="ask the computation again"))
    else:
        env.results.sandbox = await pool.execute(env.task, service.settings.sandbox_deadline_ms)
    return Emit(Topic.SANDBOX_RESULTS, env, outcome=f"sandbox:{env.results.sandbox.status}")
