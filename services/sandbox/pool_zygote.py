"""The zygote of a sandbox pool: the fork server its workers are forked from (worker.py's
`zygote_main`), started on first use and again after it died, asked for one locked-down worker at
a time over its control socket."""

from __future__ import annotations

import asyncio
import collections
import json
import os
import socket
import struct
import subprocess
import sys
from collections.abc import Callable
from typing import Any

from . import worker as W

_REPLY = struct.Struct("!qB")


class PoolClosed(Exception):
    """The pool was closed while it asked for a worker."""


class Zygote:
    def __init__(self, cfg: dict[str, Any], start_timeout_s: float, pool_closed: Callable[[], bool]) -> None:
        self._cfg = cfg  # the workers' limits, handed to the zygote in its environment
        self.start_timeout_s = start_timeout_s
        self._pool_closed = pool_closed
        self._loop: asyncio.AbstractEventLoop | None = None
        self._lock: asyncio.Lock | None = None
        self.process: subprocess.Popen | None = None  # None until started, and once it is gone
        self._ctl: socket.socket | None = None
        self._ready: asyncio.Future | None = None
        self._replies: collections.deque[asyncio.Future] = collections.deque()

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """Run on the pool's loop (called each time the pool starts)."""
        self._loop = loop
        self._lock = asyncio.Lock()

    async def fork(self) -> tuple[int, int, int]:
        """One new worker: (its pid, the fd of its socket, its pidfd or -1); starts the zygote if
        it is not running."""
        await self.ensure()
        reply = self._loop.create_future()  # type: ignore[union-attr]
        self._replies.append(reply)
        self._ctl.send(b"F")  # type: ignore[union-attr]
        return await asyncio.wait_for(reply, self.start_timeout_s)

    async def ensure(self) -> None:
        """Start the zygote unless it runs, and wait until it says it is ready."""
        assert self._lock is not None
        async with self._lock:
            if self._ctl is not None:
                return
            if self._pool_closed():
                raise PoolClosed()
            parent, child = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
            env = dict(os.environ)
            paths = [os.path.abspath(p or os.curdir) for p in sys.path]
            env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(p for p in paths if os.path.isdir(p)))
            for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
                env[var] = "1"
            env[W.ENV_FD] = str(child.fileno())
            env[W.ENV_CONFIG] = json.dumps(self._cfg)
            proc = subprocess.Popen(
                [sys.executable, "-c", "from services.sandbox.worker import zygote_main; zygote_main()"],
                pass_fds=(child.fileno(),),
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                close_fds=True,
            )
            child.close()
            parent.setblocking(False)
            self.process = proc
            self._ctl = parent
            self._ready = self._loop.create_future()  # type: ignore[union-attr]
            self._loop.add_reader(parent.fileno(), self._on_ctl_readable)  # type: ignore[union-attr]
            try:
                await asyncio.wait_for(asyncio.shield(self._ready), self.start_timeout_s)
            except BaseException:
                self.close()
                raise

    def _on_ctl_readable(self) -> None:
        ctl = self._ctl
        if ctl is None:
            return
        while True:
            try:
                data, fds, _flags, _addr = socket.recv_fds(ctl, 64, 2)
            except BlockingIOError:
                return
            except OSError:
                data, fds = b"", []
            if not data:
                for fd in fds:
                    os.close(fd)
                ready = self._ready
                if ready is not None and not ready.done():
                    ready.set_exception(RuntimeError("the sandbox zygote exited during start-up"))
                self.close()
                return
            if data == b"R":
                if self._ready is not None and not self._ready.done():
                    self._ready.set_result(None)
                continue
            fut = self._replies.popleft() if self._replies else None
            if fut is None or fut.done() or len(data) != _REPLY.size:
                for fd in fds:
                    os.close(fd)
                continue
            pid, has_pidfd = _REPLY.unpack(data)
            fut.set_result((pid, fds[0], fds[1] if has_pidfd and len(fds) > 1 else -1))

    def close(self) -> subprocess.Popen | None:
        """Close the control socket (the zygote exits on EOF); returns the process to reap."""
        if self._ctl is not None:
            try:
                self._loop.remove_reader(self._ctl.fileno())  # type: ignore[union-attr]
            except (ValueError, OSError):
                pass
            self._ctl.close()
            self._ctl = None
        while self._replies:
            f = self._replies.popleft()
            if not f.done():
                f.set_exception(RuntimeError("the zygote exited"))
        proc, self.process = self.process, None
        if proc is not None and proc.poll() is None and not self._pool_closed():
            proc.kill()  # lost its control socket while the pool runs: it is of no more use
        if proc is not None and not self._pool_closed():
            self._loop.call_later(0.5, proc.poll)  # type: ignore[union-attr]  # reap without blocking
        return proc
