"""The pool's workers as it sees them: their birth (fork through the zygote, handshake), their
answers (frames read from the socket), their deaths (crash, retirement, deadline) and their
replacement. One class with pool.py: `SandboxPool` inherits these methods.

Everything here runs on the pool's event loop: callbacks of `add_reader`, timers, and background
tasks that fork a replacement with backoff.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import time
from typing import Any, Callable

import msgspec

from . import worker as W
from .pool_jobs import MAX_RESPONSE_FRAME, Job, WorkerHandle, error_result
from .pool_zygote import Zygote


class PoolWorkers:
    """Births, answers and deaths of the workers (the state is SandboxPool's, set in its __init__)."""

    _loop: asyncio.AbstractEventLoop | None
    _zygote: Zygote
    _workers: set[WorkerHandle]
    _idle: list[WorkerHandle]
    _spare: list[WorkerHandle]
    _pending_spawns: int
    _closed: bool
    _decoder: msgspec.json.Decoder
    _background: set[asyncio.Task]
    stats: dict[str, Any]
    start_timeout_s: float
    _release: Callable[[WorkerHandle], None]
    _requeue: Callable[[WorkerHandle], None]
    _arm_deadline: Callable[[WorkerHandle], None]

    # --- births --------------------------------------------------------------------------------

    async def _spawn(self) -> WorkerHandle:
        """Fork one worker through the zygote and wait for its handshake (not yet in rotation)."""
        started = time.perf_counter()
        self._pending_spawns += 1
        try:
            pid, fd, pidfd = await self._zygote.fork()
            sock = socket.socket(fileno=fd)
            sock.setblocking(False)
            w = WorkerHandle(pid, pidfd, sock, self._loop.create_future())  # type: ignore[union-attr]
            self._workers.add(w)
            self._loop.add_reader(w.fd, self._on_worker_readable, w)  # type: ignore[union-attr]
            try:
                await asyncio.wait_for(asyncio.shield(w.ready), self.start_timeout_s)
            except BaseException:
                self._discard(w, kill=True)
                raise
            if "fatal" in w.report:
                self._discard(w, kill=True)
                raise RuntimeError(f"worker set-up failed: {w.report['fatal']}")
            self.stats["spawned"] += 1
            self.stats["spawn_ms"].append((time.perf_counter() - started) * 1000)
            return w
        finally:
            self._pending_spawns -= 1

    def _replace(self, started: float) -> None:
        """Restore capacity after a worker left: promote a spare at once, fork a new one behind."""
        if self._closed:
            return
        while self._spare:
            w = self._spare.pop()
            if w.alive:
                self._release(w)
                self.stats["replace_ms"].append((time.perf_counter() - started) * 1000)
                self._fork_in_background(spare=True)
                return
        self._fork_in_background(spare=False, started=started)

    def _fork_in_background(self, *, spare: bool, started: float | None = None) -> None:
        async def run() -> None:
            delay = 0.01
            while not self._closed:
                try:
                    w = await self._spawn()
                except asyncio.CancelledError:
                    raise
                except Exception:  # noqa: BLE001 - retry with backoff, the pool must stay up
                    self.stats["spawn_failures"] += 1
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, 1.0)
                    continue
                if spare:
                    self._spare.append(w)
                else:
                    self._release(w)
                    if started is not None:
                        self.stats["replace_ms"].append((time.perf_counter() - started) * 1000)
                return

        task = self._loop.create_task(run())  # type: ignore[union-attr]
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _discard(self, w: WorkerHandle, *, kill: bool) -> None:
        """Forget a worker (killing it first if asked); idempotent."""
        if not w.alive:
            return
        w.alive = False
        if kill:
            w.kill()
        if w.deadline_handle is not None:
            w.deadline_handle.cancel()
        try:
            self._loop.remove_reader(w.fd)  # type: ignore[union-attr]
        except (ValueError, OSError):
            pass
        w.sock.close()
        if w.pidfd >= 0:
            try:
                os.close(w.pidfd)
            except OSError:
                pass
            w.pidfd = -1
        self._workers.discard(w)
        for group in (self._idle, self._spare):
            try:
                group.remove(w)
            except ValueError:
                pass
        if not w.ready.done():
            w.ready.set_exception(RuntimeError("the worker died during start-up"))

    def _on_worker_readable(self, w: WorkerHandle) -> None:
        try:
            chunk = w.sock.recv(1 << 16)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._worker_died(w)
            return
        buf = w.buf
        buf += chunk
        while len(buf) >= 4:
            (n,) = W.HEADER.unpack_from(buf)
            if n > MAX_RESPONSE_FRAME:
                self._worker_died(w, code="INTERNAL", message="the worker sent an oversized answer")
                return
            if len(buf) < 4 + n:
                return
            body = bytes(buf[4 : 4 + n])
            del buf[: 4 + n]
            self._on_frame(w, body)
            if not w.alive:
                return

    def _on_frame(self, w: WorkerHandle, body: bytes) -> None:
        kind = body[:1]
        if kind == b"H":
            try:
                w.report = json.loads(body[1:])
            except ValueError:
                w.report = {"fatal": "unreadable handshake"}
            if not w.ready.done():
                w.ready.set_result(None)
            return
        if kind != b"R" or len(body) < 2:
            self._worker_died(w, code="INTERNAL", message="the worker sent an unknown frame")
            return
        retire = body[1] == 1
        try:
            result = self._decoder.decode(body[2:])
        except msgspec.DecodeError:
            result = error_result("error", "INTERNAL", "the worker sent an unreadable answer")
            retire = True
        job = w.jobs.popleft() if w.jobs else None
        if w.deadline_handle is not None:
            w.deadline_handle.cancel()
            w.deadline_handle = None
        if job is not None and not job.future.done():
            job.future.set_result(result)
        if retire:
            self.stats["retired"] += 1
            t = time.perf_counter()
            self._requeue(w)  # the worker exits after this answer: its queued jobs never ran
            self._discard(w, kill=False)
            self._replace(t)
            return
        if w.jobs:
            self._arm_deadline(w)
        self._release(w)

    def _worker_died(self, w: WorkerHandle, *, code: str = "WORKER_DIED", message: str = "") -> None:
        if not w.alive:
            return
        t = time.perf_counter()
        job = w.jobs.popleft() if w.jobs else None
        self._requeue(w)
        self.stats["deaths"] += 1
        was_spare = w in self._spare
        self._discard(w, kill=True)
        if job is not None and not job.future.done():
            job.future.set_result(
                error_result(
                    "error",
                    code,
                    message or "the sandbox worker died during the request (it has been replaced)",
                    "retry once; if it fails again the input is too heavy for the sandbox",
                )
            )
        if w.report and "fatal" not in w.report and not self._closed:
            if was_spare:
                self._fork_in_background(spare=True)
            else:
                self._replace(t)

    def _on_deadline(self, w: WorkerHandle, job: Job) -> None:
        w.deadline_handle = None
        if not w.alive or not w.jobs or w.jobs[0] is not job:
            return
        t = time.perf_counter()
        w.jobs.popleft()
        self._requeue(w)  # the jobs queued behind it never started: other workers take them
        self.stats["timeouts"] += 1
        self.stats["kills"] += 1
        self._discard(w, kill=True)
        if not job.future.done():
            job.future.set_result(
                error_result(
                    "timeout",
                    "DEADLINE_EXCEEDED",
                    f"the computation did not finish within {job.deadline_ms:g} ms; the worker was stopped",
                    "use smaller numbers or a simpler expression",
                )
            )
        self._replace(t)
