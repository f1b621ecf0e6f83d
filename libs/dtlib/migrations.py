"""Apply the SQL migrations in infra/postgres/migrations (`NNN_name.sql`) in order, once each.

Applied migrations are recorded in `schema_migrations` (version, name, checksum, applied_at).
Each file runs in its own transaction together with its record, under an advisory lock, so two
migrators at once (say, two learner replicas) do not race. The learner applies them at start,
the local stack and the benchmark lanes when they create a database; `python -m dtlib.migrations`
applies them to `settings.pg_dsn` (docker-compose.yml's one-shot `migrate`).
"""

from __future__ import annotations

import hashlib
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg
from dtlib.settings import REPO_ROOT

MIGRATIONS_DIR = REPO_ROOT / "infra" / "postgres" / "migrations"
_FILE_RE = re.compile(r"^(\d{3,})_[\w.-]+\.sql$")
_LOCK_KEY = 0x64746D67  # "dtmg"

log = logging.getLogger(__name__)


class MigrationError(RuntimeError):
    pass


@dataclass(frozen=True)
class Migration:
    version: str
    name: str
    path: Path

    @property
    def sql(self) -> str:
        return self.path.read_text()

    @property
    def checksum(self) -> str:
        return hashlib.sha256(self.path.read_bytes()).hexdigest()


def discover(migrations_dir: Path = MIGRATIONS_DIR) -> list[Migration]:
    """The migration files, ordered by their numeric prefix (duplicates are an error)."""
    found: dict[str, Migration] = {}
    if not Path(migrations_dir).is_dir():
        return []
    for path in Path(migrations_dir).iterdir():
        m = _FILE_RE.match(path.name)
        if not m:
            continue
        version = m.group(1)
        if version in found:
            raise MigrationError(f"two migrations numbered {version}: "
                                 f"{found[version].name} and {path.name}")
        found[version] = Migration(version, path.name, path)
    return sorted(found.values(), key=lambda mg: int(mg.version))


_CREATE = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version     text PRIMARY KEY,
    name        text NOT NULL,
    checksum    text NOT NULL,
    applied_at  timestamptz NOT NULL DEFAULT now()
)
"""


async def migrate(dsn: str, migrations_dir: Path = MIGRATIONS_DIR, **connect: Any) -> list[str]:
    """Apply the pending migrations to the database at `dsn`. Returns the names applied.

    Idempotent: applied versions are skipped. An applied file whose content changed since is
    reported with a warning (never re-run: write a new migration instead). `connect`: asyncpg's
    options (`dtlib.pg.connect_options`).
    """
    migrations = discover(migrations_dir)
    conn = await asyncpg.connect(dsn, **connect)
    try:
        await conn.execute("SELECT pg_advisory_lock($1)", _LOCK_KEY)
        try:
            await conn.execute(_CREATE)
            rows = await conn.fetch("SELECT version, name, checksum FROM schema_migrations")
            applied = {r["version"]: r for r in rows}
            done = []
            for mg in migrations:
                prev = applied.get(mg.version)
                if prev is not None:
                    if prev["checksum"] != mg.checksum:
                        log.warning("migration %s changed after it was applied (as %s); "
                                    "it is not re-run", mg.name, prev["name"])
                    continue
                try:
                    async with conn.transaction():
                        await conn.execute(mg.sql)
                        await conn.execute(
                            "INSERT INTO schema_migrations (version, name, checksum) "
                            "VALUES ($1, $2, $3)", mg.version, mg.name, mg.checksum)
                except asyncpg.PostgresError as exc:
                    raise MigrationError(f"migration {mg.name} failed: {exc}") from exc
                done.append(mg.name)
            return done
        finally:
            await conn.execute("SELECT pg_advisory_unlock($1)", _LOCK_KEY)
    finally:
        await conn.close()


async def applied(dsn: str) -> list[dict]:
    """The recorded migrations, oldest first ([] when none have run)."""
    conn = await asyncpg.connect(dsn)
    try:
        exists = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
        if not exists:
            return []
        rows = await conn.fetch(
            "SELECT version, name, checksum, applied_at FROM schema_migrations "
            "ORDER BY version::bigint")
        return [dict(r) for r in rows]
    finally:
        await conn.close()


if __name__ == "__main__":  # pragma: no cover
    import asyncio

    from dtlib.pg import connect_options
    from dtlib.settings import get_settings

    names = asyncio.run(migrate(get_settings().pg_dsn, **connect_options(get_settings())))
    print("applied: " + (", ".join(names) if names else "nothing (up to date)"))
