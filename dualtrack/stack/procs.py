"""A small process manager for the local stack and the services.

Each managed process has a name. `start` detaches it into its own session, appends its stdout and
stderr to `<state_dir>/logs/<name>.log` and writes `<state_dir>/pids/<name>.pid` holding
`<pid> <create_time>`: the start time guards against pid reuse (a pid file whose pid now belongs
to another process counts as not running).
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections import deque
from collections.abc import Mapping, Sequence
from pathlib import Path

import psutil
from dtlib.settings import get_settings

__all__ = [
    "ProcessError",
    "start",
    "stop",
    "is_running",
    "pid_of",
    "kill",
    "list_running",
    "log_path",
    "log_tail",
    "pids_dir",
    "logs_dir",
]

# create_time from psutil is a float rounded differently across calls on some systems
_CREATE_TIME_TOLERANCE_S = 0.5


class ProcessError(RuntimeError):
    """A managed process failed to start or stop."""


def _state_dir(state_dir: Path | None) -> Path:
    return Path(state_dir) if state_dir is not None else Path(get_settings().state_dir)


def pids_dir(state_dir: Path | None = None) -> Path:
    return _state_dir(state_dir) / "pids"


def logs_dir(state_dir: Path | None = None) -> Path:
    return _state_dir(state_dir) / "logs"


def _pid_file(name: str, state_dir: Path | None = None) -> Path:
    _check_name(name)
    return pids_dir(state_dir) / f"{name}.pid"


def log_path(name: str, state_dir: Path | None = None) -> Path:
    _check_name(name)
    return logs_dir(state_dir) / f"{name}.log"


def _check_name(name: str) -> None:
    if not name or "/" in name or name.startswith("."):
        raise ValueError(f"bad process name {name!r}")


def _read_pid_file(path: Path) -> tuple[int, float] | None:
    try:
        parts = path.read_text().split()
        return int(parts[0]), float(parts[1])
    except (OSError, ValueError, IndexError):
        return None


def _live_process(name: str, state_dir: Path | None = None) -> psutil.Process | None:
    """The process behind a pid file, if it is alive and is the one we started."""
    rec = _read_pid_file(_pid_file(name, state_dir))
    if rec is None:
        return None
    pid, created = rec
    try:
        proc = psutil.Process(pid)
        if abs(proc.create_time() - created) > _CREATE_TIME_TOLERANCE_S:
            return None  # pid reused by another process
        if proc.status() == psutil.STATUS_ZOMBIE:
            return None
        return proc
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        return None


def start(
    name: str,
    argv: Sequence[str],
    env: Mapping[str, str] | None = None,
    cwd: str | os.PathLike | None = None,
    *,
    user: str | None = None,
    state_dir: Path | None = None,
) -> int:
    """Start `argv` detached (own session) as managed process `name`; return its pid.

    `env` is added to the current environment. `user` runs the process as that system user
    (needs root). Raises ProcessError when a process of that name already runs.
    """
    if is_running(name, state_dir=state_dir):
        raise ProcessError(f"{name} is already running (pid {pid_of(name, state_dir=state_dir)})")
    pids_dir(state_dir).mkdir(parents=True, exist_ok=True)
    logs_dir(state_dir).mkdir(parents=True, exist_ok=True)
    full_env = os.environ.copy()
    if env:
        full_env.update(env)
    log = log_path(name, state_dir)
    with open(log, "ab") as out:
        out.write(f"\n=== {time.strftime('%Y-%m-%d %H:%M:%S')} start {name}: "
                  f"{' '.join(map(str, argv))}\n".encode())
        out.flush()
        if user is not None:
            import pwd

            os.chown(log, pwd.getpwnam(user).pw_uid, -1)
        try:
            popen = subprocess.Popen(
                [str(a) for a in argv],
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                env=full_env,
                cwd=str(cwd) if cwd is not None else None,
                start_new_session=True,
                close_fds=True,
                user=user,
                group=_primary_group(user),
                extra_groups=[] if user is not None else None,
            )
        except OSError as exc:
            raise ProcessError(f"cannot start {name}: {exc}") from exc
    try:
        created = psutil.Process(popen.pid).create_time()
    except psutil.NoSuchProcess:
        created = time.time()
    pid_file = _pid_file(name, state_dir)
    tmp = pid_file.with_suffix(".pid.tmp")
    tmp.write_text(f"{popen.pid} {created:.3f}\n")
    tmp.replace(pid_file)
    # the Popen object is dropped: the child lives on in its own session; reap it if it dies
    # while we still run (avoids a zombie in long-lived parents)
    _children.append(popen)
    return popen.pid


_children: list[subprocess.Popen] = []


def _reap() -> None:
    for p in list(_children):
        if p.poll() is not None:
            _children.remove(p)


def _primary_group(user: str | None) -> int | None:
    if user is None:
        return None
    import pwd

    return pwd.getpwnam(user).pw_gid


def pid_of(name: str, *, state_dir: Path | None = None) -> int | None:
    """Pid of the running process `name`, or None."""
    _reap()
    proc = _live_process(name, state_dir)
    return proc.pid if proc else None


def is_running(name: str, *, state_dir: Path | None = None) -> bool:
    return pid_of(name, state_dir=state_dir) is not None


def kill(name: str, sig: int = signal.SIGTERM, *, state_dir: Path | None = None) -> bool:
    """Send `sig` to process `name`. Returns False when it is not running."""
    proc = _live_process(name, state_dir)
    if proc is None:
        return False
    try:
        proc.send_signal(sig)
    except psutil.NoSuchProcess:
        return False
    return True


def stop(
    name: str,
    timeout: float = 10,
    *,
    sig: int = signal.SIGTERM,
    state_dir: Path | None = None,
    with_children: bool = False,
) -> bool:
    """Stop `name`: `sig` (default SIGTERM), then SIGKILL to its whole session after `timeout`.
    `with_children`: the processes it started get `sig` too, and it is stopped once they are gone
    as well (a builder's compilers would otherwise run on without it).

    Removes the pid file. Returns True when a running process was stopped, False when it was not
    running (stopping a stopped process is fine).
    """
    pid_file = _pid_file(name, state_dir)
    proc = _live_process(name, state_dir)
    if proc is None:
        pid_file.unlink(missing_ok=True)
        return False
    family = [proc]
    if with_children:
        try:
            family += proc.children(recursive=True)
        except psutil.NoSuchProcess:
            pass
    for member in family:
        try:
            member.send_signal(sig)
        except psutil.NoSuchProcess:
            pass
    deadline = time.monotonic() + timeout
    for member in family:
        _wait_gone(member, deadline - time.monotonic())
    if any(_alive(member) for member in family):
        _kill_session(proc)
        for member in family:
            try:
                member.kill()
            except psutil.NoSuchProcess:
                pass
            _wait_gone(member, 5)
        if _alive(proc):
            raise ProcessError(f"{name} (pid {proc.pid}) survived SIGKILL")
    _reap()
    pid_file.unlink(missing_ok=True)
    return True


def _alive(proc: psutil.Process) -> bool:
    try:
        return proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def _wait_gone(proc: psutil.Process, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _reap()  # our own child becomes a zombie until waited for
        if not _alive(proc):
            return
        time.sleep(0.05)


def _kill_session(proc: psutil.Process) -> None:
    """SIGKILL the process and everything in its session (its own process group tree)."""
    try:
        children = proc.children(recursive=True)
    except psutil.NoSuchProcess:
        children = []
    try:
        if os.getpgid(proc.pid) == proc.pid:  # started with start_new_session: its own group
            os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    for p in [proc, *children]:
        try:
            p.kill()
        except psutil.NoSuchProcess:
            pass


def list_running(prefix: str = "", *, state_dir: Path | None = None) -> list[dict]:
    """Running managed processes whose name starts with `prefix`: name, pid, started (epoch s).

    Stale pid files (process gone or pid reused) are removed on the way.
    """
    d = pids_dir(state_dir)
    if not d.is_dir():
        return []
    out = []
    for f in sorted(d.glob("*.pid")):
        name = f.stem
        if not name.startswith(prefix):
            continue
        proc = _live_process(name, state_dir)
        if proc is None:
            f.unlink(missing_ok=True)
            continue
        out.append({"name": name, "pid": proc.pid, "started": proc.create_time()})
    return out


def log_tail(name: str, n: int = 30, *, state_dir: Path | None = None) -> str:
    """The last `n` lines of `name`'s log ('' when there is none)."""
    path = log_path(name, state_dir)
    try:
        with open(path, "rb") as f:
            # read at most the last 256 KiB: enough for n reasonable lines
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 262_144))
            data = f.read()
    except OSError:
        return ""
    lines = deque(data.decode("utf-8", "replace").splitlines(), maxlen=n)
    return "\n".join(lines)
