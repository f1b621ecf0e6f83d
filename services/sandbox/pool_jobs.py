"""What a sandbox pool keeps of its work: `Job` (one `execute` call waiting or in flight),
`WorkerHandle` (one forked worker: its socket, its jobs in flight, its handshake report) and
`error_result`, the answer to a job that no worker computed."""

from __future__ import annotations

import asyncio
import collections
import os
import signal
import socket
from typing import Any

from dtlib.envelope import ErrorInfo, SandboxResult

MAX_RESPONSE_FRAME = 16 << 20


def error_result(status: str, code: str, message: str, hint: str = "", elapsed_ms: float = 0.0) -> SandboxResult:
    return SandboxResult(
        status=status,  # type: ignore[arg-type]
        error=ErrorInfo(code, message, hint),
        elapsed_ms=elapsed_ms,
    )


class Job:
    """One execute() call: its frame, the future its caller awaits, its deadline."""

    __slots__ = ("frame", "future", "deadline_ms", "queued_at", "attempts")

    def __init__(self, frame: bytes, future: asyncio.Future, deadline_ms: float, queued_at: float) -> None:
        self.frame = frame
        self.future = future
        self.deadline_ms = deadline_ms
        self.queued_at = queued_at  # loop time when it entered the queue
        self.attempts = 0


class WorkerHandle:
    """One forked worker as the pool sees it."""

    __slots__ = (
        "pid", "pidfd", "sock", "fd", "buf", "jobs", "ready", "report", "alive", "deadline_handle",
    )  # fmt: skip

    def __init__(self, pid: int, pidfd: int, sock: socket.socket, ready: asyncio.Future) -> None:
        self.pid = pid
        self.pidfd = pidfd
        self.sock = sock
        self.fd = sock.fileno()
        self.buf = bytearray()
        self.jobs: collections.deque[Job] = collections.deque()  # in flight; the head is running
        self.ready = ready
        self.report: dict[str, Any] = {}
        self.alive = True
        self.deadline_handle: asyncio.TimerHandle | None = None

    def kill(self) -> None:
        """SIGKILL it: through its pidfd when it has one (which cannot reach a recycled pid), else by pid."""
        try:
            if self.pidfd >= 0:
                signal.pidfd_send_signal(self.pidfd, signal.SIGKILL)
            else:
                os.kill(self.pid, signal.SIGKILL)
        except (ProcessLookupError, OSError):
            pass
