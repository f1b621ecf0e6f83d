"""The local stack: every component healthy, topics as declared, migrations applied, Jaeger
answering."""

from __future__ import annotations

import secrets
import time

import asyncpg
import httpx
import pytest
from dtlib import migrations as migrate_mod
from dtlib.otlp_json import OtlpJsonExporter
from dtlib.settings import get_settings
from dtlib.topics import TopicSpec, topic_specs

from dualtrack import stack
from dualtrack.settings import StackSettings
from dualtrack.stack import procs
from dualtrack.stack import topics as topics_mod

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def stack_up() -> list[dict]:
    """Stack up (idempotent: fast when already running); creates this run's topics."""
    stack.up()
    return stack.status()


def test_status_all_healthy(stack_up):
    rows = {r["name"]: r for r in stack_up}
    assert list(rows) == ["kafka", "postgres", "prometheus", "jaeger"]
    for name, r in rows.items():
        assert r["running"] and r["healthy"], r
        assert r["pid"] == procs.pid_of(name)
    state = get_settings().state_dir
    for sub in ("kafka", "pg", "prometheus", "logs", "pids"):
        assert (state / sub).is_dir()


def test_up_again_is_a_noop(stack_up):
    pids = {r["name"]: r["pid"] for r in stack_up}
    t0 = time.monotonic()
    stack.up()
    assert time.monotonic() - t0 < 10
    assert {r["name"]: r["pid"] for r in stack.status()} == pids


async def test_topics_declared(stack_up):
    s = get_settings()
    specs = topic_specs()
    described = await topics_mod.describe(s.kafka_bootstrap, [sp.name for sp in specs])
    assert set(described) == {sp.name for sp in specs}
    for sp in specs:
        d = described[sp.name]
        assert d["partitions"] == s.topic_partitions == 6
        policy = d["config"]["cleanup.policy"]
        assert policy == sp.config.get("cleanup.policy", "delete"), sp.name
        # a state topic keeps each key's last record; answered.state also forgets old ones
        assert ("compact" in policy.split(",")) == sp.name.endswith(".state"), sp.name
        if "retention.ms" in sp.config:
            assert d["config"]["retention.ms"] == sp.config["retention.ms"], sp.name
        assert int(d["config"]["max.message.bytes"]) >= s.max_message_bytes


async def test_ensure_and_delete_topics(stack_up):
    bootstrap = get_settings().kafka_bootstrap
    base = f"dttest-{secrets.token_hex(3)}"
    specs = [TopicSpec(f"{base}.a", 2, {}),
             TopicSpec(f"{base}.b.state", 1, {"cleanup.policy": "compact"})]
    try:
        assert sorted(await topics_mod.ensure_topics(bootstrap, specs)) == [s.name for s in specs]
        assert await topics_mod.ensure_topics(bootstrap, specs) == []  # idempotent
        # growing the partition count of an existing topic
        grown = [TopicSpec(f"{base}.a", 3, {})]
        assert await topics_mod.ensure_topics(bootstrap, grown) == []
        d = await topics_mod.describe(bootstrap, [s.name for s in specs])
        assert d[f"{base}.a"]["partitions"] == 3
        assert d[f"{base}.b.state"]["config"]["cleanup.policy"] == "compact"
    finally:
        deleted = await topics_mod.delete_topics(bootstrap, [s.name for s in specs])
    assert sorted(deleted) == [s.name for s in specs]
    assert await topics_mod.delete_topics(bootstrap, [s.name for s in specs]) == []


async def test_migrations_recorded(stack_up):
    dsn = get_settings().pg_dsn
    files = [m.name for m in migrate_mod.discover()]
    assert files, "no migrations in infra/postgres/migrations"
    rows = await migrate_mod.applied(dsn)
    assert [r["name"] for r in rows] == files
    assert await migrate_mod.migrate(dsn) == []  # idempotent
    conn = await asyncpg.connect(dsn)
    try:
        assert await conn.fetchval("SELECT 1") == 1
    finally:
        await conn.close()


async def test_migrate_in_order_once(stack_up, tmp_path):
    """A throwaway database: files applied in numeric order, once, a failing one rolled back."""
    s = get_settings(StackSettings)
    db = f"dt_migrate_{secrets.token_hex(4)}"
    admin = await asyncpg.connect(f"postgresql://postgres@127.0.0.1:{s.pg_port}/postgres")
    await admin.execute(f'CREATE DATABASE "{db}"')
    dsn = f"postgresql://postgres@127.0.0.1:{s.pg_port}/{db}"
    try:
        (tmp_path / "002_more.sql").write_text("INSERT INTO t VALUES (2);")
        (tmp_path / "001_first.sql").write_text("CREATE TABLE t (x int);")
        (tmp_path / "notes.txt").write_text("ignored")
        assert await migrate_mod.migrate(dsn, tmp_path) == ["001_first.sql", "002_more.sql"]
        assert await migrate_mod.migrate(dsn, tmp_path) == []
        (tmp_path / "010_bad.sql").write_text("INSERT INTO t VALUES (10); SELECT nope;")
        with pytest.raises(migrate_mod.MigrationError, match="010_bad.sql"):
            await migrate_mod.migrate(dsn, tmp_path)
        conn = await asyncpg.connect(dsn)
        try:
            assert [r["x"] for r in await conn.fetch("SELECT x FROM t ORDER BY x")] == [2]
            versions = await conn.fetch("SELECT version FROM schema_migrations ORDER BY version")
            assert [r["version"] for r in versions] == ["001", "002"]
        finally:
            await conn.close()
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)')
        await admin.close()


async def test_jaeger_receives_otlp_and_answers_queries(stack_up):
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor

    s = get_settings(StackSettings)
    service = f"dt-stack-test-{secrets.token_hex(3)}"
    provider = TracerProvider(resource=Resource.create({"service.name": service}))
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonExporter(s.otlp_endpoint)))
    with provider.get_tracer("test").start_as_current_span("probe") as span:
        trace_id = format(span.get_span_context().trace_id, "032x")
    provider.shutdown()

    async with httpx.AsyncClient(base_url=s.jaeger_query_url, timeout=5, trust_env=False) as http:
        deadline = time.monotonic() + 15
        while True:
            r = await http.get(f"/api/traces/{trace_id}")
            if r.status_code == 200 and r.json().get("data"):
                break
            assert time.monotonic() < deadline, f"trace {trace_id} not in Jaeger: {r.text[:200]}"
            await _sleep(0.2)
        services = (await http.get("/api/services")).json()["data"]
    assert service in services


async def _sleep(s: float) -> None:
    import asyncio

    await asyncio.sleep(s)
