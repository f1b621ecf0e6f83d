"""Helpers shared by the stack components: errors, waiting, ports, running coroutines."""

from __future__ import annotations

import asyncio
import concurrent.futures
import fcntl
import shutil
import socket
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from rich.console import Console
from rich.progress import BarColumn, Progress, SpinnerColumn, TaskID, TextColumn, TimeElapsedColumn

from . import procs

T = TypeVar("T")

console = Console(stderr=True, highlight=False, soft_wrap=True)

LOG_TAIL_LINES = 30


PLAIN_PROGRESS_EVERY_S = 30.0


class Step:
    """One line of the progress display: `detail` (e.g. "312/1846 packages") and a bar when the
    total is known. Without a display (no terminal) the detail is printed every 30 s at most."""

    def __init__(self, progress: Progress | None, task: TaskID | None, description: str = "") -> None:
        self._progress, self._task = progress, task
        self._description, self._printed = description, time.monotonic()

    def update(self, *, detail: str | None = None, completed: float | None = None,
               total: float | None = None, description: str | None = None) -> None:
        if self._progress is None or self._task is None:
            if detail and time.monotonic() - self._printed >= PLAIN_PROGRESS_EVERY_S:
                console.print(f"{description or self._description}: {detail}")
                self._printed = time.monotonic()
            return
        fields: dict[str, Any] = {} if detail is None else {"detail": detail}
        self._progress.update(self._task, completed=completed, total=total,
                              description=description, **fields)


_display: Progress | None = None
_display_steps = 0
_display_lock = threading.Lock()


@contextmanager
def progress(description: str, *, total: float | None = None, detail: str = "") -> Iterator[Step]:
    """Show a step that takes a while (spinner, bar, elapsed time) until the block ends.

    Steps that overlap (the Jaeger build goes on while Kafka starts) share one display. Without a
    terminal (CI, a pipe) nothing can be redrawn, so the step's start is printed as a line."""
    global _display, _display_steps
    if not console.is_terminal:
        console.print(f"{description} ...")
        yield Step(None, None, description)
        return
    with _display_lock:
        if _display is None:
            _display = Progress(SpinnerColumn(), TextColumn("{task.description}"),
                                BarColumn(bar_width=24), TextColumn("{task.fields[detail]}"),
                                TimeElapsedColumn(), console=console, transient=True)
            _display.start()
        _display_steps += 1
        display = _display
        task = display.add_task(description, total=total, detail=detail)
    try:
        yield Step(display, task)
    finally:
        with _display_lock:
            display.remove_task(task)
            _display_steps -= 1
            if _display_steps == 0:
                display.stop()
                _display = None


class StackError(RuntimeError):
    """A stack component failed to come up (or down). Carries the tail of its log."""

    def __init__(self, component: str, message: str, log_tail: str | None = None):
        self.component = component
        self.message = message
        self.log_tail = procs.log_tail(component, LOG_TAIL_LINES) if log_tail is None else log_tail
        text = f"{component}: {message}"
        if self.log_tail:
            text += (f"\n--- last {LOG_TAIL_LINES} lines of {procs.log_path(component)} ---\n"
                     f"{self.log_tail}")
        super().__init__(text)


def go_command(component: str, what: str) -> str:
    """The `go` command, which builds `what` from the Go module proxy (once; cached)."""
    go = shutil.which("go") or ("/usr/local/go/bin/go" if Path("/usr/local/go/bin/go").exists()
                                else None)
    if go is None:
        raise StackError(component, f"Go (1.26+) is not on PATH; it is needed once to build {what}",
                         log_tail="")
    return go


def wait_for_warm_up(lock: Path) -> bool:
    """Block while the first `./dt` still warms a cache under `lock` (an flock its background job
    holds: Go's for Jaeger, Maven's for Kafka); True when it had to wait."""
    if not lock.exists():
        return False
    with open(lock, "a") as held:
        try:
            fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return False
        except BlockingIOError:
            fcntl.flock(held, fcntl.LOCK_EX)
            return True


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion from sync code, also when an event loop already runs here."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def host_port(address: str, default_port: int | None = None) -> tuple[str, int]:
    """'host:port' or 'scheme://host:port/...' (first of a comma list) -> (host, port)."""
    first = address.split(",")[0].strip()
    if "://" not in first:
        first = "//" + first
    parts = urlsplit(first)
    port = parts.port or default_port
    if port is None:
        raise ValueError(f"no port in {address!r}")
    return parts.hostname or "127.0.0.1", port


def port_open(host: str, port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def wait_until(
    component: str,
    check: Callable[[], bool],
    timeout: float,
    what: str,
    alive: Callable[[], bool] | None = None,
    interval: float = 0.2,
    waited: Callable[[float], None] | None = None,
) -> float:
    """Poll `check` until it is true; StackError on timeout or when `alive()` turns false.
    `waited(seconds)` is told after each poll that failed (to show progress).

    Returns the seconds waited.
    """
    t0 = time.monotonic()
    while True:
        try:
            if check():
                return time.monotonic() - t0
        except Exception:  # noqa: BLE001 - a failing probe means "not yet"
            pass
        if alive is not None and not alive():
            raise StackError(component, f"process exited while waiting for {what}")
        if time.monotonic() - t0 > timeout:
            raise StackError(component, f"timed out after {timeout:.0f}s waiting for {what}")
        if waited is not None:
            waited(time.monotonic() - t0)
        time.sleep(interval)


def component_status(name: str, healthy: bool, endpoint: str, **extra: Any) -> dict:
    pid = procs.pid_of(name)
    return {
        "name": name,
        "running": pid is not None,
        "healthy": healthy,
        "pid": pid,
        "endpoint": endpoint,
        "log": str(procs.log_path(name)),
        **extra,
    }
