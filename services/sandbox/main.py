"""sandbox: exact, isolated execution of typed operations, on Kafka and on gRPC (one pool).

sandbox.tasks → sandbox.results

The factory makes the pool (or takes one from `Deps`) and nothing more; the pool's workers are
forked and the gRPC server bound as the replica starts (`on_start`), so it is ready only once both
are up. If the pool stops later, a task retries starting it and is redelivered until that works.
On stop the gRPC server stops, then the pool (if the step made it).

A task whose shape bounds its cost to microseconds (inline.py says which, and why it cannot hang
or escape) is computed on the consumer thread with the workers' own code, stamped with the same
`code_version`: no round trip to a worker, no hand-off to the event loop. Every other task goes
to a worker (`Later`), with its deadline, limits and the retry below. `DT_SANDBOX_INLINE=false`
sends every task to a worker.

A task the pool could not run now (its workers busy longer than the queue allows, too many
waiting: errors.TRANSIENT) is not answered with that error while the request has time left: the
runtime delivers it again after a pause (`Retry`), so an overload after a broker restart delays
answers instead of giving error answers that a second pass would contradict.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from dtlib.envelope import Envelope, ErrorInfo, SandboxResult, time_left_ms
from dtlib.metrics import sandbox_executed
from dtlib.runtime import Emit, Handlers, Later, Retry, Step
from dtlib.topics import Topic

from .code_version import code_version
from .errors import TRANSIENT
from .grpc_server import serve
from .inline import computes_inline
from .ops import run_task
from .pool import SandboxPool
from .settings import SandboxSettings

log = logging.getLogger("dualtrack.sandbox")

RETRY_PAUSE_S = 1.0  # before a task the pool could not run now is tried again


@dataclass
class Deps:
    pool: SandboxPool | None = None  # the caller's pool (the caller closes it); None: the step's own
    grpc: bool = True  # serve Execute on settings.sandbox_grpc_host:sandbox_grpc_port


class _Started:
    """The pool started and the gRPC server bound, once, for whoever needs it first."""

    def __init__(self, pool: SandboxPool, settings: SandboxSettings, grpc: bool) -> None:
        self.pool, self.settings, self.grpc = pool, settings, grpc
        self.server = None
        self._task: asyncio.Task[None] | None = None

    async def wait(self) -> None:
        task = self._task
        if task is None or (task.done() and (task.cancelled() or task.exception() is not None)):
            self._task = task = asyncio.create_task(self._start())  # the first time, or again
        await asyncio.shield(task)

    async def stop(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        if self.server is not None:
            await self.server.stop(grace=2)

    async def _start(self) -> None:
        await self.pool.start()
        if self.grpc and self.server is None:
            self.server = await serve(self.pool, self.settings.sandbox_grpc_port,
                                      self.settings.sandbox_grpc_host)
            log.info("sandbox gRPC Execute on %s:%d", self.settings.sandbox_grpc_host,
                     self.server.bound_port)


def build(settings: SandboxSettings, deps: Deps | None = None) -> Handlers:
    deps = deps or Deps()
    pool = deps.pool or SandboxPool(size=settings.sandbox_workers)
    started = _Started(pool, settings, deps.grpc)

    async def start_pool_and_grpc() -> None:
        await started.wait()

    async def stop_pool_and_grpc() -> None:
        await started.stop()
        if deps.pool is None:
            await pool.close()

    version = code_version()

    def execute(env: Envelope) -> Emit | Later:
        """On the consumer thread: a task computed here, or handed to a worker."""
        if env.task is not None and computes_inline(env.task):
            env.results.sandbox = result = run_task(env.task)
            result.code_version = version
            sandbox_executed("kafka", result.status)
            return _emitted(env)
        return Later(execute_in_worker(env))

    async def execute_in_worker(env: Envelope) -> Emit:
        try:
            await started.wait()
        except Exception as exc:
            raise Retry(f"the sandbox pool is not running: {exc!r}", pause_s=RETRY_PAUSE_S) from exc
        if env.task is None:
            env.results.sandbox = SandboxResult(status="rejected", error=ErrorInfo(
                code="NO_TASK", message="the request reached the sandbox without an operation",
                hint="ask the computation again"))
        else:
            env.results.sandbox = result = await pool.execute(env.task, settings.sandbox_deadline_ms)
            sandbox_executed("kafka", result.status)
            transient = result.error is not None and result.error.code in TRANSIENT
            if transient and time_left_ms(env) > RETRY_PAUSE_S * 1000:  # time for another try
                raise Retry(f"the sandbox could not run it now: {result.error.code}",
                            pause_s=RETRY_PAUSE_S)
        return _emitted(env)

    handlers = Handlers()
    handlers.envelope(Topic.SANDBOX_TASKS, execute if settings.sandbox_inline else execute_in_worker)
    handlers.on_start.append(start_pool_and_grpc)
    handlers.on_stop.append(stop_pool_and_grpc)
    return handlers


def _emitted(env: Envelope) -> Emit:
    return Emit(Topic.SANDBOX_RESULTS, env, outcome=f"sandbox:{env.results.sandbox.status}")


step = Step("sandbox", consumes=(Topic.SANDBOX_TASKS,), emits=(Topic.SANDBOX_RESULTS,),
            build=build,
            description="typed operations on Decimal in isolated worker processes, on Kafka and "
                        "on gRPC `Execute` (the llm and the fuser check computations with it)")
