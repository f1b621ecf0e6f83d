"""Jaeger v2 (in-memory storage), built from the Go module proxy (no Docker).

infra/jaeger/go.mod pins the Jaeger module and declares its `cmd/jaeger` (the Jaeger v2 binary) as
a tool; `go build` of that package puts it in `<cache_dir>/bin/jaeger-<digest>` once per go.mod/go.sum. The build runs in the
background (`start_build`) while Kafka, PostgreSQL and the services start; `up()` waits for it
with a progress bar. It runs with infra/jaeger/config.yaml: OTLP in on settings.otlp_endpoint
(HTTP, :4318 by default) and the port before it (gRPC), query UI/API on settings.jaeger_query_url
and its gRPC API on the port before it (:16685); ready once the query API answers and the OTLP
HTTP port takes connections.

Note: a binary built from the module source has no UI assets embedded (they are built from the
separate jaeger-ui project); the query API (`/api/...`) works, the web page is a placeholder unless
DT_JAEGER_UI_ASSETS points at a built jaeger-ui folder.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import psutil
from dtlib.settings import REPO_ROOT, get_settings

from ..settings import StackSettings
from . import procs
from .common import (
    StackError,
    component_status,
    console,
    go_command,
    host_port,
    port_open,
    progress,
    wait_for_warm_up,
    wait_until,
)

NAME = "jaeger"
INFRA = REPO_ROOT / "infra" / "jaeger"
CONFIG = INFRA / "config.yaml"
SOURCES = ("go.mod", "go.sum")
# held while the first `./dt` compiles Jaeger's packages into Go's cache, which logs them here;
# the pid of its shell, which `down()` stops
WARM_UP_LOCK, WARM_UP_LOG = INFRA / ".compile.lock", INFRA / ".compile.log"
WARM_UP_PID = INFRA / ".compile.pid"
PACKAGE = "github.com/jaegertracing/jaeger/cmd/jaeger"  # the tool go.mod declares
BUILDER = "jaeger-builder"  # a process of its own that builds, then starts Jaeger (start_detached)
START_TIMEOUT_S = 60
STOP_TIMEOUT_S = 15
BUILD_TIMEOUT_S = 3600


def _sources_digest() -> str:
    h = hashlib.sha256()
    for f in SOURCES:
        p = INFRA / f
        h.update(p.read_bytes() if p.exists() else b"")
    return h.hexdigest()


def binary() -> Path:
    """`<cache_dir>/bin/jaeger-<digest of the Go sources>`: checkouts with different sources
    share the cache without rebuilding over each other's binary."""
    return Path(get_settings(StackSettings).cache_dir) / "bin" / f"jaeger-{_sources_digest()[:16]}"


def binary_ready() -> bool:
    return binary().exists()


class Build:
    """`go build` of infra/jaeger in a background thread: first the module downloads (`go list
    -deps`, which also counts the packages), then the compile (`go build -v` names each package it
    compiles: the progress). Its output goes to the log `jaeger-build`. On a first run, `./dt`
    has begun compiling the packages already: the build waits for that, then links."""

    def __init__(self) -> None:
        if not (INFRA / "go.sum").exists():
            raise StackError(NAME, f"{INFRA / 'go.sum'} is missing", log_tail="")
        self.go = go_command(NAME, "Jaeger")
        self.log = procs.log_path("jaeger-build")
        self.log.parent.mkdir(parents=True, exist_ok=True)
        self.phase = "downloading Go modules"
        self.downloaded = 0
        self.compiled = 0
        self.packages = 0
        self.error: StackError | None = None
        self.started = time.monotonic()
        self._thread = threading.Thread(target=self._run, name="jaeger-build", daemon=True)
        self._thread.start()

    def _go_lines(self, args: list[str], out, on_line) -> int:
        """Run `go <args>` in infra/jaeger; every line it writes goes to the log and `on_line`."""
        env = os.environ | {"GOFLAGS": "-mod=mod"}
        out.write(f"\n=== {time.strftime('%Y-%m-%d %H:%M:%S')} go {' '.join(args)}\n".encode())
        out.flush()
        proc = subprocess.Popen([self.go, *args], cwd=INFRA, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT)
        timer = threading.Timer(BUILD_TIMEOUT_S, proc.kill)
        timer.start()
        try:
            for raw in proc.stdout:
                out.write(raw)
                on_line(raw.decode(errors="replace").strip())
        finally:
            timer.cancel()
        return proc.wait()

    def _run(self) -> None:
        out_path = binary()
        out_path.parent.mkdir(parents=True, exist_ok=True)
        partial = out_path.with_name(f"{out_path.name}.{os.getpid()}.partial")
        try:
            if WARM_UP_LOCK.exists():
                self.phase = "compiling (begun by ./dt)"
                wait_for_warm_up(WARM_UP_LOCK)
                self.phase = "downloading Go modules"
            with open(self.log, "ab") as out:
                def listed(line: str) -> None:
                    if line.startswith("go: downloading "):
                        self.downloaded += 1
                    elif line and " " not in line:
                        self.packages += 1

                rc = self._go_lines(["list", "-deps", PACKAGE], out, listed)
                if rc == 0:
                    self.phase = "compiling"

                    def compiled(line: str) -> None:
                        if line and " " not in line:
                            self.compiled += 1

                    rc = self._go_lines(["build", "-v", "-o", str(partial), PACKAGE], out, compiled)
            if rc != 0 or not partial.exists():
                raise StackError(NAME, f"go build failed (exit {rc}); log {self.log}",
                                 log_tail=procs.log_tail("jaeger-build", 30))
            partial.replace(out_path)  # only a whole binary is ever found
        except StackError as exc:
            self.error = exc
        except OSError as exc:
            self.error = StackError(NAME, f"go build failed: {exc}",
                                    log_tail=procs.log_tail("jaeger-build", 30))
        finally:
            partial.unlink(missing_ok=True)

    def detail(self) -> str:
        if self.phase == "compiling (begun by ./dt)":
            try:
                lines = WARM_UP_LOG.read_text(errors="replace").splitlines()
            except OSError:
                lines = []
            return f"{sum(1 for line in lines if line and ' ' not in line)} packages compiled by ./dt"
        if self.phase == "compiling":
            if self.packages and self.compiled >= self.packages:
                return "linking"
            return f"{self.compiled}/{self.packages} packages"
        return f"{self.downloaded} modules"

    def wait(self) -> Path:
        """Show the build's progress until it ends; the binary, or StackError."""
        with progress("[bold]jaeger[/]: building the Jaeger binary with Go (first time only; "
                      f"log {self.log})") as step:
            while self._thread.is_alive():
                compiling = self.phase == "compiling"
                step.update(detail=self.detail(), completed=self.compiled if compiling else None,
                            total=self.packages if compiling else None)
                self._thread.join(0.25)
        if self.error is not None:
            raise self.error
        console.print(f"[green]✓[/] jaeger: built {binary()} in "
                      f"{time.monotonic() - self.started:.0f}s ({self.compiled} packages compiled)")
        return binary()


_build: Build | None = None
_build_lock = threading.Lock()


def start_build() -> None:
    """Start building the binary in the background, unless it is built or being built."""
    global _build
    with _build_lock:
        if _build is None and not binary_ready():
            _build = Build()


def build() -> Path:
    """The binary: built now (or the background build waited for) unless already built."""
    global _build
    start_build()
    with _build_lock:
        pending, _build = _build, None
    return binary() if pending is None else pending.wait()


def start_detached() -> None:
    """Build Jaeger and start it in a process of its own that outlives this one, unless it runs or
    is under way: `dualtrack demo` answers while a first build still compiles, and the services'
    spans wait in their exporters until Jaeger is up (dtlib.otlp_json)."""
    if procs.is_running(NAME) or procs.is_running(BUILDER):
        return
    procs.start(BUILDER, [sys.executable, "-m", "dualtrack.stack", "up", NAME])
    console.print(f"[yellow]…[/] jaeger: building in the background (first time only; log "
                  f"{procs.log_path(BUILDER)}); it starts once built")


def building() -> bool:
    return procs.is_running(BUILDER)


def _endpoints() -> dict[str, str]:
    """Where Jaeger listens: the two ports of the settings, and the standard neighbours of each
    (OTLP gRPC before OTLP HTTP, query gRPC before query HTTP), so a second stack on other ports
    clashes with none."""
    s = get_settings(StackSettings)
    otlp_host, otlp_port = host_port(s.otlp_endpoint, 4318)
    q_host, q_port = host_port(s.jaeger_query_url, 16686)
    return {
        "DT_JAEGER_OTLP_GRPC": f"{otlp_host}:{otlp_port - 1}",
        "DT_JAEGER_OTLP_HTTP": f"{otlp_host}:{otlp_port}",
        "DT_JAEGER_QUERY_HTTP": f"{q_host}:{q_port}",
        "DT_JAEGER_QUERY_GRPC": f"{q_host}:{q_port - 1}",
    }


def _get(url: str) -> httpx.Response:
    return httpx.get(url, timeout=2.0, trust_env=False)


def healthy() -> bool:
    """The query API answers and the OTLP receiver (started after the extensions) takes
    connections."""
    s = get_settings(StackSettings)
    try:
        if _get(s.jaeger_query_url.rstrip("/") + "/api/services").status_code != 200:
            return False
    except httpx.HTTPError:
        return False
    return port_open(*host_port(s.otlp_endpoint, 4318))


def up() -> None:
    """Build the binary (first time, or wait for the background build), start Jaeger, wait until
    it answers."""
    url = get_settings(StackSettings).jaeger_query_url
    if procs.is_running(NAME):
        if not healthy():
            with progress("[bold]jaeger[/]: running, waiting for it to answer"):
                wait_until(NAME, healthy, START_TIMEOUT_S, "the query API and OTLP port",
                           alive=lambda: procs.is_running(NAME))
        console.print(f"[green]✓[/] jaeger already up, UI/API {url} (pid {procs.pid_of(NAME)})")
        return
    eps = _endpoints()
    for var in ("DT_JAEGER_OTLP_GRPC", "DT_JAEGER_OTLP_HTTP", "DT_JAEGER_QUERY_HTTP",
                "DT_JAEGER_QUERY_GRPC"):
        host, port = host_port(eps[var])
        if port_open(host, port):
            raise StackError(NAME, f"port {host}:{port} is taken by a process this stack did not "
                             "start; stop it or change DT_OTLP_ENDPOINT / DT_JAEGER_QUERY_URL",
                             log_tail="")
    exe = build()
    env = dict(eps)
    assets = os.environ.get("DT_JAEGER_UI_ASSETS", "")
    env["DT_JAEGER_UI_ASSETS"] = assets
    procs.start(NAME, [str(exe), "--config", str(CONFIG)], env=env,
                cwd=Path(get_settings(StackSettings).state_dir))
    with progress(f"[bold]jaeger[/]: starting, UI/API {url}"):
        waited = wait_until(NAME, healthy, START_TIMEOUT_S, "the query API and OTLP port",
                            alive=lambda: procs.is_running(NAME))
    console.print(f"[green]✓[/] jaeger up in {waited:.1f}s: OTLP {eps['DT_JAEGER_OTLP_GRPC']} "
                  f"(gRPC) {eps['DT_JAEGER_OTLP_HTTP']} (HTTP), UI/API {url} "
                  f"(pid {procs.pid_of(NAME)})")


def stop_warm_up() -> bool:
    """Stop the compile the first `./dt` began, with every compiler under it (what it compiled
    stays in Go's cache); True when one ran."""
    try:
        shell = psutil.Process(int(WARM_UP_PID.read_text().split()[0]))
        if PACKAGE not in shell.cmdline():  # the pid now belongs to another process
            return False
        family = [shell, *shell.children(recursive=True)]
    except (OSError, ValueError, IndexError, psutil.Error):
        return False
    for member in family:
        with contextlib.suppress(psutil.Error):
            member.terminate()
    _, alive = psutil.wait_procs(family, timeout=STOP_TIMEOUT_S)
    for member in alive:
        with contextlib.suppress(psutil.Error):
            member.kill()
    return True


def down() -> None:
    """Stop Jaeger, and a build of it under way (ours, or the one the first `./dt` began)."""
    if procs.stop(BUILDER, timeout=STOP_TIMEOUT_S, with_children=True) | stop_warm_up():
        console.print("[green]✓[/] jaeger: build stopped (what it compiled stays in Go's cache)")
    if procs.stop(NAME, timeout=STOP_TIMEOUT_S):
        console.print("[green]✓[/] jaeger stopped")
    else:
        console.print("[dim]jaeger was not running[/]")


def status() -> dict:
    s = get_settings(StackSettings)
    ok = procs.is_running(NAME) and healthy()
    extra = {"building": True} if building() else {}
    return component_status(NAME, ok, s.jaeger_query_url, otlp=s.otlp_endpoint, **extra)
