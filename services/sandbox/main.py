"""sandbox: exact, isolated execution of typed operations (Kafka side; gRPC serves the same core).

sandbox.tasks → sandbox.results
"""

from __future__ import annotations

from dtlib.envelope import Envelope, ErrorInfo, SandboxResult
from dtlib.service import Emit, Service
from dtlib.topics import Topic

from .pool import SandboxPool

service = Service("sandbox")
pool = SandboxPool(size=service.settings.sandbox_workers)


@service.on_startup
async def start_pool() -> None:
    await pool.start()


@service.on_shutdown
async def stop_pool() -> None:
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
