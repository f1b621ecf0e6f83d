"""Prometheus, scraping every replica's `/metrics` (the binary of Debian's `prometheus` package).

The binary is `prometheus` on PATH when there is one, else `<cache_dir>/bin/prometheus`, taken
once from Debian's package (`apt-get download` and `dpkg-deb -x`: nothing is installed, no
system service starts), in the background from the start of `dev up` (`start_fetch`). It runs on settings.prometheus_url with its data in
`<state_dir>/prometheus/data` (kept a day) and finds the replicas by file-based service
discovery: each replica's health server writes its target (`service`, `replica`, `prefix`
labels) into settings.scrape_targets_dir, which benchmark and test lanes share with the stack.
Ready once `/-/ready` answers.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

import httpx
import yaml
from dtlib.settings import get_settings

from ..settings import StackSettings
from . import procs
from .common import StackError, component_status, console, host_port, port_open, progress, wait_until

NAME = "prometheus"
PACKAGE = "prometheus"  # Debian's
START_TIMEOUT_S = 60
STOP_TIMEOUT_S = 15
SCRAPE_INTERVAL = "5s"  # `dualtrack top` shows rates over a few scrapes
RETENTION = "1d"


def root() -> Path:
    return Path(get_settings(StackSettings).state_dir) / "prometheus"


def cached_binary() -> Path:
    return Path(get_settings(StackSettings).cache_dir) / "bin" / "prometheus"


def _ready_binary() -> Path | None:
    on_path = shutil.which("prometheus")
    if on_path:
        return Path(on_path)
    return cached_binary() if cached_binary().exists() else None


class _Fetch(threading.Thread):
    """Takes the binary from Debian's package in the background (measured 3 s on an idle
    machine, 40 s on a busy one: not worth a wait of its own)."""

    def __init__(self) -> None:
        super().__init__(name="prometheus-fetch", daemon=True)
        self.error: StackError | None = None
        self.start()

    def run(self) -> None:
        try:
            _extract_from_package(cached_binary())
        except StackError as exc:
            self.error = exc
        except (OSError, subprocess.SubprocessError) as exc:
            self.error = StackError(NAME, f"taking the binary from Debian's package failed: {exc}",
                                    log_tail="")


_fetch: _Fetch | None = None
_fetch_lock = threading.Lock()


def start_fetch() -> None:
    """Start taking the binary in the background, unless there is one or it is under way."""
    global _fetch
    with _fetch_lock:
        if _fetch is None and _ready_binary() is None:
            _fetch = _Fetch()


def binary() -> Path:
    """The Prometheus binary: on PATH, cached, or taken from Debian's package now (or the
    background fetch waited for)."""
    global _fetch
    start_fetch()
    with _fetch_lock:
        pending, _fetch = _fetch, None
    if pending is not None:
        with progress("[bold]prometheus[/]: taking the binary from Debian's prometheus package "
                      "(first time only)"):
            pending.join()
        if pending.error is not None:
            raise pending.error
        console.print(f"[green]✓[/] prometheus: binary in {cached_binary()}")
    found = _ready_binary()
    if found is None:
        raise StackError(NAME, "no Prometheus binary after fetching it", log_tail="")
    return found


def _extract_from_package(out: Path) -> None:
    if not (shutil.which("apt-get") and shutil.which("dpkg-deb")):
        raise StackError(NAME, "no `prometheus` on PATH and no apt-get to fetch Debian's package: "
                         "install Prometheus 2.x and put it on PATH", log_tail="")
    with tempfile.TemporaryDirectory(prefix="dt-prometheus-") as tmp:
        fetched = subprocess.run(["apt-get", "download", PACKAGE], cwd=tmp, capture_output=True,
                                 text=True)
        debs = sorted(Path(tmp).glob(f"{PACKAGE}_*.deb"))
        if fetched.returncode != 0 or not debs:
            raise StackError(NAME, f"apt-get download {PACKAGE} failed (try apt-get update, or "
                             "install Prometheus and put it on PATH)",
                             log_tail=(fetched.stderr or fetched.stdout)[-2000:])
        subprocess.run(["dpkg-deb", "-x", str(debs[0]), f"{tmp}/x"], check=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        partial = out.with_name(f"{out.name}.partial")
        shutil.copy2(f"{tmp}/x/usr/bin/prometheus", partial)
        partial.replace(out)  # only a whole binary is ever found


def config() -> dict:
    """Scrape every replica whose target file is in the targets folder."""
    targets = get_settings().scrape_targets_dir
    return {
        "global": {"scrape_interval": SCRAPE_INTERVAL, "evaluation_interval": SCRAPE_INTERVAL},
        "scrape_configs": [{
            "job_name": "dualtrack",
            "file_sd_configs": [{"files": [str(targets / "*.json")], "refresh_interval": "5s"}],
        }],
    }


def prune_targets() -> int:
    """Remove the targets of replicas that died without a clean stop (their port is closed)."""
    removed = 0
    for path in get_settings().scrape_targets_dir.glob("*.json"):
        try:
            address = json.loads(path.read_text())[0]["targets"][0]
            alive = port_open(*host_port(address))
        except (OSError, ValueError, LookupError):
            alive = False
        if not alive:
            path.unlink(missing_ok=True)
            removed += 1
    return removed


def url() -> str:
    return get_settings(StackSettings).prometheus_url.rstrip("/")


def healthy() -> bool:
    try:
        return httpx.get(f"{url()}/-/ready", timeout=2.0, trust_env=False).status_code == 200
    except httpx.HTTPError:
        return False


def up() -> None:
    if procs.is_running(NAME):
        if not healthy():
            with progress("[bold]prometheus[/]: running, waiting for it to answer"):
                wait_until(NAME, healthy, START_TIMEOUT_S, "/-/ready",
                           alive=lambda: procs.is_running(NAME))
        console.print(f"[green]✓[/] prometheus already up on {url()} (pid {procs.pid_of(NAME)})")
        return
    host, port = host_port(url())
    if port_open(host, port):
        raise StackError(NAME, f"port {host}:{port} is taken by a process this stack did not "
                         "start; stop it or change DT_PROMETHEUS_URL", log_tail="")
    exe = binary()
    prune_targets()
    get_settings().scrape_targets_dir.mkdir(parents=True, exist_ok=True)
    root().mkdir(parents=True, exist_ok=True)
    config_file = root() / "prometheus.yml"
    config_file.write_text(yaml.safe_dump(config(), sort_keys=False))
    procs.start(NAME, [str(exe), f"--config.file={config_file}",
                       f"--storage.tsdb.path={root() / 'data'}",
                       f"--storage.tsdb.retention.time={RETENTION}",
                       f"--web.listen-address={host}:{port}"], cwd=root())
    with progress(f"[bold]prometheus[/]: starting on {url()}"):
        waited = wait_until(NAME, healthy, START_TIMEOUT_S, "/-/ready",
                            alive=lambda: procs.is_running(NAME))
    console.print(f"[green]✓[/] prometheus up in {waited:.1f}s on {url()}, scraping the replicas "
                  f"in {get_settings().scrape_targets_dir} (pid {procs.pid_of(NAME)})")


def down() -> None:
    if procs.stop(NAME, timeout=STOP_TIMEOUT_S):
        console.print("[green]✓[/] prometheus stopped")
    else:
        console.print("[dim]prometheus was not running[/]")


def status() -> dict:
    ok = procs.is_running(NAME) and healthy()
    return component_status(NAME, ok, url())
