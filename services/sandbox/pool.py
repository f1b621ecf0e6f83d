"""A pool of pre-started, locked-down worker processes with a hard deadline per execution.

    pool = SandboxPool(size=2)
    await pool.start()
    result = await pool.execute(Task("expr", {"expression": "12*24"}))   # SandboxResult
    await pool.close()

- Workers are forked by a zygote (pool_zygote.py, worker.py) and report the isolation they applied.
- `execute` waits for an idle worker (bounded queue, `queue_timeout_s`), sends the task over the
  worker's socket and arms a timer. At the deadline (default `settings.sandbox_deadline_ms`) the
  worker is SIGKILLed through its pidfd, the caller gets `status="timeout"`
  (`DEADLINE_EXCEEDED`), and a replacement is forked at once; the pool stays up.
- A worker that dies, crashes or retires (CPU budget used up, memory limit hit) is replaced the
  same way. `elapsed_ms` of a result is the wall time of the whole `execute` call; `code_version`
  the version of the code that computed it (code_version.py).
- Everything runs on one asyncio loop (non-blocking sockets with `add_reader`), so hundreds of
  concurrent `execute` calls cost one future each.

This file holds the pool's face (start, close, what it reports, `execute`) and its queue (jobs
handed to workers with room, put back when a worker leaves, expired when none became free);
pool_workers.py the workers' births, answers and deaths (`PoolWorkers`, inherited).
"""

from __future__ import annotations

import asyncio
import collections
import os
import time
from typing import Any

import msgspec

from dtlib.envelope import SandboxResult, Task

from . import worker as W
from .code_version import code_version
from .pool_jobs import Job, WorkerHandle, error_result
from .pool_workers import PoolWorkers
from .pool_zygote import Zygote


class SandboxPool(PoolWorkers):
    def __init__(
        self,
        size: int | None = None,
        *,
        deadline_ms: int | None = None,
        spares: int = 1,
        pipeline: int = 4,
        max_request_bytes: int = 256 * 1024,
        queue_timeout_s: float = 10.0,
        max_waiting: int = 10_000,
        memory_headroom_mb: int = 16,
        cpu_budget_s: float = 10.0,
        retire_cpu_s: float = 5.0,
        max_tasks_per_worker: int = 0,
        seccomp: bool = True,
        drop_root: bool = True,
        start_timeout_s: float = 60.0,
    ) -> None:
        if deadline_ms is None:
            from dtlib.settings import get_settings

            deadline_ms = get_settings().sandbox_deadline_ms
        self.size = size or max(2, os.cpu_count() or 2)
        self.spares = spares
        self.pipeline = max(1, pipeline)  # jobs in flight per worker (the next one waits in its socket)
        self.deadline_ms = deadline_ms
        self.max_request_bytes = max_request_bytes
        self.queue_timeout_s = queue_timeout_s
        self.max_waiting = max_waiting
        self.start_timeout_s = start_timeout_s
        self._cfg = {
            "memory_headroom_bytes": memory_headroom_mb << 20,
            "cpu_budget_s": cpu_budget_s,
            "retire_cpu_s": retire_cpu_s,
            "max_tasks": max_tasks_per_worker,
            "seccomp": seccomp,
            "drop_root": drop_root,
            "supervisor_pid": os.getpid(),
        }
        self._loop: asyncio.AbstractEventLoop | None = None
        self._zygote = Zygote(self._cfg, start_timeout_s, lambda: self._closed)
        self._workers: set[WorkerHandle] = set()
        self._idle: list[WorkerHandle] = []
        self._spare: list[WorkerHandle] = []  # forked, locked down, handshaken, not in rotation yet
        self._pending: collections.deque[Job] = collections.deque()  # waiting for a worker
        self._expiry: asyncio.TimerHandle | None = None  # one timer for the oldest queued job
        self._pending_spawns = 0
        self._closed = True
        self._encoder = msgspec.json.Encoder()
        self.code_version = code_version()  # stamped on each result a worker computes
        self._decoder = msgspec.json.Decoder(SandboxResult)
        self._background: set[asyncio.Task] = set()
        # counters
        self.stats: dict[str, Any] = {
            "executed": 0, "timeouts": 0, "kills": 0, "deaths": 0, "retired": 0,
            "spawned": 0, "spawn_failures": 0,
            "replace_ms": collections.deque(maxlen=1000),  # kill/death -> capacity restored
            "spawn_ms": collections.deque(maxlen=1000),  # fork + lock-down + handshake
        }  # fmt: skip

    # --- lifecycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        if not self._closed:
            return
        self._loop = asyncio.get_running_loop()
        self._zygote.attach(self._loop)
        self._closed = False
        await self._zygote.ensure()
        results = await asyncio.gather(
            *(self._spawn() for _ in range(self.size + self.spares)), return_exceptions=True
        )
        errors = [r for r in results if isinstance(r, BaseException)]
        if errors:
            await self.close()
            raise RuntimeError(f"sandbox workers failed to start: {errors[0]!r}") from errors[0]
        for i, w in enumerate(results):
            if i < self.size:
                self._release(w)  # type: ignore[arg-type]
            else:
                self._spare.append(w)  # type: ignore[arg-type]

    async def __aenter__(self) -> SandboxPool:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        if self._closed and self._zygote.process is None:
            return
        self._closed = True
        for t in list(self._background):
            t.cancel()
        if self._expiry is not None:
            self._expiry.cancel()
            self._expiry = None
        for w in list(self._workers):
            jobs = list(w.jobs)
            w.jobs.clear()
            self._discard(w, kill=True)
            for job in jobs:
                if not job.future.done():
                    job.future.set_result(error_result("error", "POOL_CLOSED", "the sandbox pool was closed"))
        while self._pending:
            job = self._pending.popleft()
            if not job.future.done():
                job.future.set_result(error_result("error", "POOL_CLOSED", "the sandbox pool was closed"))
        proc = self._zygote.close()
        if proc is not None:  # it exits when its control socket closes; give it a moment
            for _ in range(200):
                if proc.poll() is not None:
                    return
                await asyncio.sleep(0.01)
            proc.kill()
            proc.wait()

    @property
    def isolation(self) -> dict[str, Any]:
        """What the workers reported they applied (from the most recent handshake)."""
        for w in self._workers:
            if w.report:
                return dict(w.report)
        return {}

    @property
    def worker_reports(self) -> dict[int, dict[str, Any]]:
        """pid -> the isolation report of that worker (spares included)."""
        return {w.pid: dict(w.report) for w in self._workers if w.alive and w.report}

    @property
    def worker_pids(self) -> list[int]:
        """Pids of the workers in rotation (not the spares)."""
        spare = set(map(id, self._spare))
        return sorted(w.pid for w in self._workers if w.alive and id(w) not in spare)

    @property
    def spare_pids(self) -> list[int]:
        return sorted(w.pid for w in self._spare if w.alive)

    @property
    def idle_count(self) -> int:
        return len(self._idle)

    @property
    def zygote_pid(self) -> int | None:
        """The zygote's pid while it runs (None before the start and once it is gone)."""
        return None if self._zygote.process is None else self._zygote.process.pid

    # --- scheduling -----------------------------------------------------------------------------

    def _release(self, w: WorkerHandle) -> None:
        """A worker has room: hand it the oldest live jobs at once (from this callback, so the
        worker never waits for a coroutine to be scheduled), or park it as idle."""
        if not w.alive:
            return
        pending = self._pending
        frames = []
        while pending and len(w.jobs) < self.pipeline:
            job = pending.popleft()
            if job.future.done():  # cancelled or expired while waiting
                continue
            job.attempts += 1
            w.jobs.append(job)
            frames.append(job.frame)
        if frames:
            self._send(w, frames[0] if len(frames) == 1 else b"".join(frames))
        elif not w.jobs:
            self._idle.append(w)

    def _arm_deadline(self, w: WorkerHandle) -> None:
        job = w.jobs[0]
        w.deadline_handle = self._loop.call_later(  # type: ignore[union-attr]
            job.deadline_ms / 1000.0, self._on_deadline, w, job
        )

    def _send(self, w: WorkerHandle, data: bytes) -> None:
        if w.deadline_handle is None and w.jobs:
            self._arm_deadline(w)
        try:
            sent = w.sock.send(data)
        except OSError:
            # it died (typically while idle): its jobs go back to the queue, another worker takes
            # them (pure computations: running one twice is harmless; attempts are bounded)
            self._requeue(w)
            self._worker_died(w)
            return
        if sent < len(data):
            rest = data[sent:]

            async def finish() -> None:
                try:
                    await self._loop.sock_sendall(w.sock, rest)  # type: ignore[union-attr]
                except OSError:
                    self._worker_died(w)

            task = self._loop.create_task(finish())  # type: ignore[union-attr]
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    def _requeue(self, w: WorkerHandle) -> None:
        """Put the jobs still queued in a worker (never started) back at the front of the queue."""
        jobs = [j for j in w.jobs if not j.future.done()]
        w.jobs.clear()
        for job in reversed(jobs):
            if job.attempts >= 3:
                job.future.set_result(
                    error_result("error", "WORKER_DIED", "no live sandbox worker took the request", "retry later")
                )
            else:
                job.queued_at = self._loop.time()  # type: ignore[union-attr]
                self._pending.appendleft(job)
        if jobs:
            self._arm_expiry()
            self._loop.call_soon(self._drain)  # type: ignore[union-attr]

    def _drain(self) -> None:
        if self._closed:
            return
        while self._idle and self._pending:
            self._release(self._idle.pop())

    def _arm_expiry(self) -> None:
        if self._expiry is None and self._pending:
            when = self._pending[0].queued_at + self.queue_timeout_s
            self._expiry = self._loop.call_at(when, self._expire)  # type: ignore[union-attr]

    def _expire(self) -> None:
        """Answer QUEUE_TIMEOUT to the jobs that waited too long (the queue is in arrival order)."""
        self._expiry = None
        limit = self._loop.time() - self.queue_timeout_s  # type: ignore[union-attr]
        pending = self._pending
        while pending and (pending[0].future.done() or pending[0].queued_at <= limit):
            job = pending.popleft()
            if not job.future.done():
                self.stats["timeouts"] += 1
                job.future.set_result(
                    error_result(
                        "timeout",
                        "QUEUE_TIMEOUT",
                        f"no sandbox worker became free within {self.queue_timeout_s:g} s",
                        "the sandbox is overloaded; retry later",
                    )
                )
        self._arm_expiry()

    async def execute(self, task: Task, deadline_ms: float | None = None) -> SandboxResult:
        """Run one task in a worker; always returns a SandboxResult (never raises for input)."""
        t0 = time.perf_counter()
        deadline = float(deadline_ms if deadline_ms is not None else self.deadline_ms)
        if self._closed:
            return error_result("error", "POOL_CLOSED", "the sandbox pool is not running")
        try:
            payload = self._encoder.encode(task)
        except (TypeError, ValueError, OverflowError) as exc:
            return error_result(
                "rejected", "INVALID_ARGUMENT", f"the task cannot be encoded: {exc}", "send JSON-like arguments"
            )
        if len(payload) > self.max_request_bytes:
            return error_result(
                "rejected",
                "INPUT_TOO_LONG",
                f"the request has {len(payload)} bytes; the sandbox accepts at most {self.max_request_bytes}",
                "send a shorter input",
                (time.perf_counter() - t0) * 1000,
            )
        fut = self._loop.create_future()  # type: ignore[union-attr]
        job = Job(W.HEADER.pack(len(payload)) + payload, fut, deadline, self._loop.time())  # type: ignore[union-attr]
        if len(self._pending) >= self.max_waiting:
            return error_result("rejected", "OVERLOADED", "too many sandbox requests are waiting", "retry later")
        self._pending.append(job)
        if self._idle:
            self._release(self._idle.pop())
        else:
            self._arm_expiry()
            if self.pipeline > 1:
                for w in self._workers:  # top up busy workers that still have room
                    if w.jobs and len(w.jobs) < self.pipeline and w.alive:
                        self._release(w)
                        if not self._pending:
                            break
        result: SandboxResult = await fut
        self.stats["executed"] += 1
        result.elapsed_ms = (time.perf_counter() - t0) * 1000
        result.code_version = self.code_version
        return result
