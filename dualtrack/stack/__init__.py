"""The local stack without Docker: Kafka (KRaft), PostgreSQL, Jaeger and Prometheus as plain
processes.

`up()` starts what is not running (and waits for each health check), `down()` stops what runs,
`status()` reports each component. Both are idempotent. Data, logs and pid files live under
`settings.state_dir` (kafka/, pg/, jaeger/, prometheus/, logs/, pids/); downloads and builds under
`settings.cache_dir`. `python -m dualtrack.stack up|down|status` runs them from a shell.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from types import ModuleType

from .common import StackError, console

__all__ = ["COMPONENTS", "StackError", "prepare", "up", "down", "status", "print_status"]

COMPONENTS: tuple[str, ...] = ("kafka", "postgres", "prometheus", "jaeger")


def _module(name: str) -> ModuleType:
    if name == "kafka":
        from . import kafka as mod
    elif name == "postgres":
        from . import postgres as mod
    elif name == "jaeger":
        from . import jaeger as mod
    elif name == "prometheus":
        from . import prometheus as mod
    else:
        raise ValueError(f"unknown stack component {name!r}; choose from {', '.join(COMPONENTS)}")
    return mod


def _select(components: Iterable[str] | None) -> list[str]:
    if components is None:
        return list(COMPONENTS)
    wanted = list(dict.fromkeys(components))
    for c in wanted:
        _module(c)  # validates the name
    return [c for c in COMPONENTS if c in wanted]


def prepare() -> None:
    """Fetch the Kafka jars and Prometheus and build Jaeger (each once), starting nothing.

    On a fresh machine the Jaeger build downloads its Go modules and takes minutes; the test
    session calls this before its first test so the build is not charged to one test's timeout.
    """
    from . import jaeger, kafka, prometheus

    jaeger.start_build()  # compiles while Maven fetches
    kafka.fetch_jars()
    prometheus.binary()
    jaeger.build()


def up(components: list[str] | None = None, *, meanwhile: Callable[[], None] | None = None,
       wait_for_jaeger: bool = True) -> None:
    """Start the components (default: all) in order kafka, postgres, prometheus, jaeger.

    Each returns once its health check passes; already healthy ones are left alone. Raises
    StackError (with the last 30 lines of the component's log) when one fails. A Jaeger binary
    still to build compiles in the background from the start (and Prometheus's is fetched); `meanwhile` runs once the
    components before Jaeger are up, before the build is waited for (`dev up` starts the services
    there). Not `wait_for_jaeger`: a Jaeger still to build is built and started by a process of
    its own (`jaeger.start_detached`), and this returns without it.
    """
    from . import jaeger, procs, prometheus

    t0 = time.monotonic()
    names = _select(components)
    if "jaeger" in names and not procs.is_running(jaeger.NAME):
        if not wait_for_jaeger and not jaeger.binary_ready():
            jaeger.start_detached()
            names.remove("jaeger")
        else:
            jaeger.start_build()
    if "prometheus" in names and not procs.is_running(prometheus.NAME):
        prometheus.start_fetch()  # while Kafka and PostgreSQL start
    for name in names:
        if name == "jaeger" and meanwhile is not None:
            meanwhile()
            meanwhile = None
        _module(name).up()
    if meanwhile is not None:
        meanwhile()
    console.print(f"[bold green]stack up[/] ({', '.join(names)}) in {time.monotonic() - t0:.1f}s")


def down(components: list[str] | None = None) -> None:
    """Stop the components (default: all), in reverse order. Stopped ones are left alone."""
    for name in reversed(_select(components)):
        _module(name).down()


def status() -> list[dict]:
    """One dict per component: name, running, healthy, pid, endpoint, log (and extras)."""
    return [_module(name).status() for name in COMPONENTS]


def print_status(rows: list[dict] | None = None) -> bool:
    """Print status() as a table; True when every component is healthy."""
    from pathlib import Path

    from rich.console import Console
    from rich.table import Table

    def short(path: str) -> str:
        try:
            return str(Path(path).relative_to(Path.cwd()))
        except ValueError:
            return path

    rows = status() if rows is None else rows
    table = Table(title="dualtrack local stack")
    for col in ("component", "state", "pid", "endpoint", "log"):
        table.add_column(col)
    for r in rows:
        state = ("[green]healthy[/]" if r["healthy"] else
                 "[yellow]running, not answering[/]" if r["running"] else
                 "[yellow]building[/]" if r.get("building") else "[dim]down[/]")
        extra = f" topics {r['topics']}" if r.get("topics") else ""
        table.add_row(r["name"], state + extra, str(r["pid"] or ""), str(r["endpoint"]),
                      short(str(r["log"])))
    out = Console()
    if not out.is_terminal:  # a pipe or a file: do not squeeze the table into 80 columns
        out = Console(width=160)
    out.print(table)
    return all(r["healthy"] for r in rows)
