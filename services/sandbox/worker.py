"""The zygote and the worker processes of the sandbox pool.

The supervisor (`pool.SandboxPool`) starts one *zygote* with fork+exec (`subprocess`, safe from a
multi-threaded parent such as a gRPC server). The zygote imports and warms up everything a worker
needs, then forks a fresh worker whenever the supervisor asks: the forkserver pattern, written
out so that a replacement costs one fork (a few ms) and so that the zygote can hand back the
worker's socket and a pidfd over SCM_RIGHTS.

A worker, right after the fork and before it reads any request:

1. points stdin/stdout/stderr at /dev/null and closes every other descriptor but its socket;
2. (it outlives its zygote: a zygote that dies is restarted when the next worker is needed; it
   exits when the supervisor's end of its socket closes, and RLIMIT_CPU bounds a stuck one);
3. sets rlimits: RLIMIT_AS = current size + headroom (16 MiB), RLIMIT_CPU = CPU used + budget,
   RLIMIT_NPROC = 0, RLIMIT_FSIZE = 0, RLIMIT_CORE = 0, RLIMIT_NOFILE = the descriptors it has;
4. when running as root, drops to uid/gid 65534 (nobody) with no supplementary groups, which also
   drops every capability (so the rlimits above cannot be raised and RLIMIT_NPROC applies);
5. loads the seccomp deny-list (`seccomp.py`) with no_new_privs;
6. sends a handshake that reports what was actually applied, then serves requests.

Wire format on the worker socket (SOCK_STREAM): frames of `u32 length` + body. Supervisor to
worker: JSON `Task` (msgspec). Worker to supervisor: b"H" + JSON handshake, or b"R" + flag byte +
JSON `SandboxResult` (flag 1 = the worker retires after this answer).
"""

from __future__ import annotations

import gc
import json
import os
import resource
import signal
import socket
import struct
import sys
import time

HEADER = struct.Struct("!I")
MAX_REQUEST_FRAME = 1 << 20
PR_SET_PDEATHSIG = 1
NOBODY = 65534

ENV_FD = "DT_SANDBOX_ZYGOTE_FD"
ENV_CONFIG = "DT_SANDBOX_WORKER_CONFIG"


def _recv_exact(sock: socket.socket, n: int) -> bytes | None:
    buf = bytearray()
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            return None
        buf += chunk
    return bytes(buf)


def _vm_size() -> int:
    with open("/proc/self/statm", "rb") as f:
        return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")


SOCK_FD = 3


def _lock_down(sock_fd: int, cfg: dict, program: bytes | None) -> dict:
    """Steps 1-5 above (the socket must already be descriptor 3); returns the isolation report."""
    from . import seccomp

    report: dict = {"pid": os.getpid()}
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    os.close(devnull)
    os.closerange(sock_fd + 1, 1 << 16)
    vm = _vm_size()

    limits: dict[str, int] = {}

    def limit(name: str, value: int) -> None:
        res = getattr(resource, name)
        try:
            resource.setrlimit(res, (value, value))
            limits[name] = value
        except (ValueError, OSError) as exc:
            limits[name] = -1
            report.setdefault("rlimit_errors", {})[name] = str(exc)

    limit("RLIMIT_CORE", 0)
    limit("RLIMIT_FSIZE", 0)
    limit("RLIMIT_NPROC", 0)
    limit("RLIMIT_NOFILE", sock_fd + 1)
    cpu_used = time.process_time()
    cpu_limit = int(cpu_used + cfg["cpu_budget_s"]) + 1
    try:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_limit, cpu_limit + 1))
        limits["RLIMIT_CPU"] = cpu_limit
    except (ValueError, OSError) as exc:
        report.setdefault("rlimit_errors", {})["RLIMIT_CPU"] = str(exc)
    report["vm_start_bytes"] = vm
    limit("RLIMIT_AS", vm + cfg["memory_headroom_bytes"])
    report["rlimits"] = limits

    if os.getuid() == 0 and cfg.get("drop_root", True):
        try:
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
        except OSError as exc:
            report["setuid_error"] = str(exc)
    report["uid"] = os.getuid()
    report["gid"] = os.getgid()

    if cfg.get("seccomp", True):
        ok, detail = seccomp.install(program)
    else:
        ok, detail = False, "disabled by configuration"
    report["seccomp"] = ok
    report["seccomp_detail"] = detail
    return report


def worker_main(sock: socket.socket, cfg: dict, program: bytes | None) -> None:
    """Run in the forked child; never returns."""
    import msgspec

    from dtlib.envelope import ErrorInfo, SandboxResult, Task

    from .ops import run_task

    t_start = time.monotonic()
    fd = sock.detach()
    if fd != SOCK_FD:
        os.dup2(fd, SOCK_FD)
        os.close(fd)
    sock = socket.socket(fileno=SOCK_FD)
    try:
        report = _lock_down(SOCK_FD, cfg, program)
    except BaseException as exc:  # noqa: BLE001
        report = {"fatal": f"{type(exc).__name__}: {exc}"}
    t_end = time.monotonic()
    if "t_fork" in cfg:
        report["fork_ms"] = round((t_start - cfg["t_fork"]) * 1000, 3)
    report["setup_ms"] = round((t_end - t_start) * 1000, 3)
    body = b"H" + json.dumps(report).encode()
    sock.sendall(HEADER.pack(len(body)) + body)
    if "fatal" in report:
        os._exit(3)

    decoder = msgspec.json.Decoder(Task)
    encoder = msgspec.json.Encoder()
    cpu0 = time.process_time()
    retire_cpu = cfg["retire_cpu_s"]
    max_tasks = cfg.get("max_tasks", 0)
    done = 0
    while True:
        head = _recv_exact(sock, 4)
        if head is None:
            os._exit(0)
        (n,) = HEADER.unpack(head)
        if n > MAX_REQUEST_FRAME:
            os._exit(4)
        data = _recv_exact(sock, n)
        if data is None:
            os._exit(0)
        retire = False
        try:
            task = decoder.decode(data)
            result = run_task(task)
            if result.error is not None and result.error.code == "MEMORY_LIMIT":
                retire = True
        except MemoryError:
            retire = True
            result = SandboxResult(
                status="error", error=ErrorInfo("MEMORY_LIMIT", "the worker ran out of memory")
            )
        except BaseException as exc:  # noqa: BLE001 - every failure is an answer
            result = SandboxResult(
                status="error", error=ErrorInfo("INTERNAL", f"the worker failed: {type(exc).__name__}")
            )
        done += 1
        if time.process_time() - cpu0 > retire_cpu or (max_tasks and done >= max_tasks):
            retire = True
        try:
            out = encoder.encode(result)
        except MemoryError:
            out = encoder.encode(
                SandboxResult(status="error", error=ErrorInfo("MEMORY_LIMIT", "the answer is too large"))
            )
            retire = True
        frame = b"R" + (b"\x01" if retire else b"\x00") + out
        sock.sendall(HEADER.pack(len(frame)) + frame)
        if retire:
            os._exit(0)


def _warm_up() -> None:
    """Import and exercise every code path so that workers never need to open a file."""
    import msgspec  # noqa: F401

    from dtlib.envelope import SandboxResult, Task

    from .ops import OPS, run_task

    samples = [
        Task("expr", {"expression": "sqrt(2)*(1+2)^3/7 - 15% + round(2.5) + factorial(5) + gcd(4,6)"}),
        Task("expr", {"expression": "１２×２４ + (-8)**(1/3) + 2**0.5 + max(1, 2.5) + lcm(3, 4)"}),
        Task("expr", {"expression": "ѕqrt(4)"}),
        Task("expr", {"expression": "1/0"}),
        Task("expr", {"expression": "1 +"}),
        Task("percent_of", {"percent": "15", "of": "200"}),
        Task("growth_rate", {"old": "100", "new": "121", "periods": 2}),
        Task("discount", {"price": "80", "percent": "25%"}),
        Task("factorize", {"n": 600851475143}),
        Task("factorize", {"n": "18446744073709551557"}),
        Task("is_prime", {"n": str(2**127 - 1)}),
        Task("is_prime", {"n": str(2**521 - 1)}),
        Task("sqrt", {"x": "2", "places": 20}),
        Task("next_prime", {"n": 10**12}),
        Task("prev_prime", {"n": 100}),
        Task("primes_between", {"start": 10**10 - 10**6 + 1, "end": 10**10}),
        Task("primes_between", {"start": 1, "end": 100, "list": True}),
        Task("expr", {"expression": "mode(3, 5, 5)"}),
        Task("date_diff", {"start": "2024-01-01", "end": "2024-03-01", "unit": "weeks"}),
        Task("convert", {"value": "5", "from": "公里", "to": "米"}),
        Task("convert", {"value": "98.6", "from": "℉", "to": "degrees Celsius"}),
        Task("convert", {"value": "1", "from": "square feet", "to": "㎡"}),
        Task("convert", {"value": "3", "from": "km per hour", "to": "m/s"}),
        Task("convert", {"value": "1", "from": "吨", "to": "kg"}),
        Task("convert", {"value": "1", "from": "gallon", "to": "L"}),
        Task("convert", {"value": "1", "from": "month", "to": "day"}),
        Task("expr", {"expression": "mean(3, 5, 10) + median(1, 2) + sum(4/33, 1)"}),
        Task("date_diff", {"start": "2023-12-31", "end": "2024-03-15", "inclusive": True}),
        Task("date_diff", {"start": "2023-02-29", "end": "2024-03-15"}),
        Task("date_add", {"date": "2024-01-31", "amount": 1, "unit": "months"}),
        Task("weekday", {"date": "2024-03-15", "format": "iso"}),
        Task("clock_add", {"time": "8:40", "minutes": -50, "clock": "12h"}),
        Task("is_leap_year", {"year": 2100}),
        Task("nth_weekday", {"year": 2024, "month": 5, "weekday": "friday", "n": -1}),
        Task("duration", {"start": "2023-05-08 15:36:08.5 +0900", "end": "2023-05-09 07:53 -0200", "format": "d days, hh:mm"}),
        Task("duration", {"start": "15:37:08.877", "end": "22:24:25.490", "format": "HH:MM:SS.mmm"}),
        Task("business_days", {"start": "2024-01-01", "end": "2024-02-01", "holidays": ["2024-01-01"]}),
        Task("business_days", {"date": "2024-01-05", "days": 3, "weekmask": "Mon Tue Wed Thu Fri"}),
        Task("str_reverse", {"text": "héllo wörld"}),
        Task("str_upper", {"text": "straße"}),
        Task("str_lower", {"text": "ÀB"}),
        Task("str_len", {"text": "abc"}),
        Task("str_count", {"text": "strawberry", "sub": "R", "ignore_case": True, "overlapping": True}),
        Task("batch", {"tasks": [{"op": "expr", "args": {"expression": "12*24"}},
                                 {"op": "sqrt", "args": {"x": "2"}}]}),
        Task("nope", {}),
    ]
    assert {t.op for t in samples} >= set(OPS)
    for t in samples:
        run_task(t)
    enc = msgspec.json.Encoder()
    msgspec.json.Decoder(Task).decode(enc.encode(samples[0]))
    msgspec.json.Decoder(SandboxResult).decode(enc.encode(run_task(samples[0])))
    "x".encode("idna")  # codec lookups import modules lazily
    json.dumps({"a": 1})


def zygote_main() -> None:
    """Entry point of the zygote process (started by the pool with fork+exec)."""
    ctl = socket.socket(fileno=int(os.environ.pop(ENV_FD)))
    cfg = json.loads(os.environ.pop(ENV_CONFIG))
    from . import seccomp

    prctl = seccomp.prctl_function()
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != cfg["supervisor_pid"]:
        os._exit(0)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # workers are reaped by the kernel
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        program: bytes | None = seccomp.build_filter()
    except OSError:
        program = None
    _warm_up()
    gc.collect()
    gc.freeze()  # keep the warmed-up heap shared copy-on-write with every worker
    ctl.send(b"R")
    my_pid = os.getpid()
    while True:
        try:
            msg = ctl.recv(64)
        except InterruptedError:
            continue
        if not msg:
            os._exit(0)
        parent_end, child_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        cfg["t_fork"] = time.monotonic()
        pid = os.fork()
        if pid == 0:
            try:
                ctl.close()
                parent_end.close()
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                if os.getppid() != my_pid:
                    os._exit(0)
                worker_main(child_end, cfg, program)
            finally:
                os._exit(1)
        child_end.close()
        fds = [parent_end.fileno()]
        pidfd = -1
        try:
            pidfd = os.pidfd_open(pid)
            fds.append(pidfd)
        except (AttributeError, OSError):
            pass
        try:
            socket.send_fds(ctl, [struct.pack("!qB", pid, 1 if pidfd >= 0 else 0)], fds)
        except OSError:
            os._exit(0)
        finally:
            parent_end.close()
            if pidfd >= 0:
                os.close(pidfd)


if __name__ == "__main__":  # pragma: no cover - started through pool.py
    sys.exit(zygote_main())
