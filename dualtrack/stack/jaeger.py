"""Jaeger v2 all-in-one (in-memory storage), built from the Go module proxy (no Docker).

infra/jaeger/go.mod declares `tool github.com/jaegertracing/jaeger/cmd/jaeger` (module v1.76.0 =
the Jaeger v2 binary); `go install tool` builds it into `<cache_dir>/bin/jaeger` once per
go.mod/go.sum. It runs with infra/jaeger/config.yaml: OTLP in on settings.otlp_endpoint (gRPC) and
:4318 (HTTP), query UI/API on settings.jaeger_query_url, health check on :13133.

Note: a binary built from the module source has no UI assets embedded (they are built from the
separate jaeger-ui project); the query API (`/api/...`) works, the web page is a placeholder unless
DT_JAEGER_UI_ASSETS points at a built jaeger-ui folder.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import time
from pathlib import Path

import httpx
from dtlib.settings import REPO_ROOT, get_settings

from ..settings import StackSettings
from . import procs
from .common import (
    StackError,
    component_status,
    console,
    host_port,
    port_open,
    wait_until,
)

NAME = "jaeger"
INFRA = REPO_ROOT / "infra" / "jaeger"
CONFIG = INFRA / "config.yaml"
HEALTH_PORT = 13133
OTLP_HTTP_PORT = 4318
QUERY_GRPC_PORT = 16685
START_TIMEOUT_S = 60
STOP_TIMEOUT_S = 15
BUILD_TIMEOUT_S = 3600


def binary() -> Path:
    return Path(get_settings(StackSettings).cache_dir) / "bin" / "jaeger"


def _marker() -> Path:
    return binary().with_name(".jaeger.build")


def _sources_digest() -> str:
    h = hashlib.sha256()
    for f in ("go.mod", "go.sum"):
        p = INFRA / f
        h.update(p.read_bytes() if p.exists() else b"")
    return h.hexdigest()


def binary_ready() -> bool:
    m = _marker()
    return binary().exists() and m.exists() and m.read_text().strip() == _sources_digest()


def _go() -> str:
    go = shutil.which("go") or ("/usr/local/go/bin/go" if Path("/usr/local/go/bin/go").exists()
                                else None)
    if go is None:
        raise StackError(NAME, "Go (1.26+) is not on PATH; it is needed once to build Jaeger",
                         log_tail="")
    return go


def build() -> Path:
    """`go install tool` in infra/jaeger with GOBIN=<cache_dir>/bin, unless already built."""
    if binary_ready():
        return binary()
    if not (INFRA / "go.sum").exists():
        raise StackError(NAME, f"{INFRA / 'go.sum'} is missing", log_tail="")
    out_dir = binary().parent
    out_dir.mkdir(parents=True, exist_ok=True)
    log = procs.log_path("jaeger-build")
    log.parent.mkdir(parents=True, exist_ok=True)
    env = os.environ | {"GOBIN": str(out_dir), "GOFLAGS": "-mod=mod"}
    t0 = time.monotonic()
    with open(log, "ab") as out, console.status(
        "[bold]jaeger[/]: building the Jaeger v2 binary with Go (first time only; "
        f"several minutes; log {log})"
    ):
        out.write(f"\n=== {time.strftime('%Y-%m-%d %H:%M:%S')} go install tool\n".encode())
        out.flush()
        try:
            proc = subprocess.run([_go(), "install", "tool"], cwd=INFRA, env=env, stdout=out,
                                  stderr=subprocess.STDOUT, timeout=BUILD_TIMEOUT_S)
        except subprocess.TimeoutExpired as exc:
            raise StackError(NAME, "go install tool timed out",
                             log_tail=procs.log_tail("jaeger-build", 30)) from exc
    if proc.returncode != 0 or not binary().exists():
        raise StackError(NAME, f"go install tool failed (exit {proc.returncode})",
                         log_tail=procs.log_tail("jaeger-build", 30))
    _marker().write_text(_sources_digest() + "\n")
    console.print(f"[green]✓[/] jaeger: built {binary()} in {time.monotonic() - t0:.0f}s")
    return binary()


def _endpoints() -> dict[str, str]:
    s = get_settings(StackSettings)
    otlp_host, otlp_port = host_port(s.otlp_endpoint, 4317)
    q_host, q_port = host_port(s.jaeger_query_url, 16686)
    return {
        "DT_JAEGER_OTLP_GRPC": f"{otlp_host}:{otlp_port}",
        "DT_JAEGER_OTLP_HTTP": f"{otlp_host}:{OTLP_HTTP_PORT}",
        "DT_JAEGER_QUERY_HTTP": f"{q_host}:{q_port}",
        "DT_JAEGER_QUERY_GRPC": f"{q_host}:{QUERY_GRPC_PORT}",
        "DT_JAEGER_HEALTH": f"127.0.0.1:{HEALTH_PORT}",
    }


def _get(url: str) -> httpx.Response:
    return httpx.get(url, timeout=2.0, trust_env=False)


def healthy() -> bool:
    """The health check extension says healthy and the query API answers."""
    try:
        h = _get(f"http://127.0.0.1:{HEALTH_PORT}/status")
        if h.status_code != 200 or not h.json().get("healthy", False):
            return False
        q = _get(get_settings(StackSettings).jaeger_query_url.rstrip("/") + "/api/services")
        return q.status_code == 200
    except (httpx.HTTPError, ValueError):
        return False


def up() -> None:
    """Build the binary (first time), start Jaeger, wait for its health check."""
    url = get_settings(StackSettings).jaeger_query_url
    if procs.is_running(NAME):
        if not healthy():
            with console.status("[bold]jaeger[/]: running, waiting for it to answer"):
                wait_until(NAME, healthy, START_TIMEOUT_S, "the health check",
                           alive=lambda: procs.is_running(NAME))
        console.print(f"[green]✓[/] jaeger already up, UI/API {url} (pid {procs.pid_of(NAME)})")
        return
    eps = _endpoints()
    for var in ("DT_JAEGER_OTLP_GRPC", "DT_JAEGER_OTLP_HTTP", "DT_JAEGER_QUERY_HTTP",
                "DT_JAEGER_HEALTH"):
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
    with console.status(f"[bold]jaeger[/]: starting, UI/API {url}"):
        waited = wait_until(NAME, healthy, START_TIMEOUT_S, "the health check",
                            alive=lambda: procs.is_running(NAME))
    console.print(f"[green]✓[/] jaeger up in {waited:.1f}s: OTLP {eps['DT_JAEGER_OTLP_GRPC']} "
                  f"(gRPC) {eps['DT_JAEGER_OTLP_HTTP']} (HTTP), UI/API {url} "
                  f"(pid {procs.pid_of(NAME)})")


def down() -> None:
    if procs.stop(NAME, timeout=STOP_TIMEOUT_S):
        console.print("[green]✓[/] jaeger stopped")
    else:
        console.print("[dim]jaeger was not running[/]")


def status() -> dict:
    s = get_settings(StackSettings)
    ok = procs.is_running(NAME) and healthy()
    return component_status(NAME, ok, s.jaeger_query_url, otlp=s.otlp_endpoint)
