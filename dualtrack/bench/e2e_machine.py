"""The machine a benchmark ran on: its facts (CPU, memory, load, git commit, Kafka version) and the
CPU seconds used by each service of a lane and by the shared broker, database and tracing backend."""

from __future__ import annotations

import os
import platform
import socket
import subprocess
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from dtlib.settings import REPO_ROOT

from .lane import Lane


def lane_cpu_seconds(lane: Lane) -> dict[str, float]:
    """CPU seconds used so far by each service of the lane (all replicas and their children), and
    by the shared Kafka broker, PostgreSQL and Jaeger (named `kafka*` etc.: they also serve
    whatever else runs on the machine)."""
    procs = [(name.rsplit("-", 1)[0], pid) for name, pid in lane.pids().items()]
    procs += [(f"{name}*", pid) for name, pid in infra_pids().items()]
    return cpu_seconds(procs)


def cpu_seconds(procs: list[tuple[str, int]]) -> dict[str, float]:
    """CPU seconds used so far under each name: its processes and their children, summed."""
    import psutil

    out: dict[str, float] = defaultdict(float)
    for name, pid in procs:
        try:
            proc = psutil.Process(pid)
            for p in [proc, *proc.children(recursive=True)]:
                t = p.cpu_times()
                out[name] += t.user + t.system
        except psutil.Error:
            continue
    return dict(out)


_INFRA = {"kafka": "kafka.Kafka", "postgres": "bin/postgres", "jaeger": "bin/jaeger"}


def infra_pids() -> dict[str, int]:
    """The stack's broker, database server and tracing backend (one of each listens on the
    machine's ports, whichever checkout started it)."""
    import psutil

    found: dict[str, int] = {}
    for proc in psutil.process_iter(["pid", "ppid", "cmdline"]):
        cmdline = " ".join(proc.info["cmdline"] or [])
        for name, marker in _INFRA.items():
            # PostgreSQL's backends are children of the server: count the server and its tree.
            if marker in cmdline and name not in found and (name != "postgres" or " -D " in cmdline):
                found[name] = proc.info["pid"]
    return found


# --- machine facts -------------------------------------------------------------------------------


def machine_facts() -> dict[str, Any]:
    import psutil

    cpu_model = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO_ROOT, capture_output=True,
                                text=True, timeout=5).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain"], cwd=REPO_ROOT, capture_output=True, text=True,
                               timeout=5).stdout.strip()
        git = f"{commit}{' (with uncommitted changes)' if dirty else ''}"
    except (OSError, subprocess.SubprocessError):
        git = "unknown"
    try:
        from dualtrack.stack.kafka import kafka_version

        kafka = kafka_version()
    except Exception:  # noqa: BLE001
        kafka = "unknown"
    return {"hostname": socket.gethostname(), "platform": platform.platform(), "python": platform.python_version(),
            "cpu_model": cpu_model, "cpus": os.cpu_count(), "memory_gb": psutil.virtual_memory().total / 2**30,
            "loadavg": tuple(round(x, 2) for x in os.getloadavg()), "kafka": kafka, "git": git,
            "time": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
