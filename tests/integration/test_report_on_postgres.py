"""`dualtrack report` on the real PostgreSQL: answers stored the way the learner stores them,
feedback and rule events, read back as the figures a person running dualtrack sees."""

from __future__ import annotations

import datetime as dt
import json
import secrets
import time
from collections.abc import AsyncIterator

import asyncpg
import pytest

from dtlib.envelope import Answer, Envelope, Hop, Route, new_trace_id
from dtlib.migrations import migrate
from dtlib.records import Feedback
from dtlib.settings import get_settings
from dualtrack import report as health
from services.learner.feedback import store_feedback
from services.learner.store import store_trajectory

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]


@pytest.fixture
async def db() -> AsyncIterator[asyncpg.Connection]:
    base = get_settings().pg_dsn
    schema = f"dt_report_{secrets.token_hex(3)}"
    admin = await asyncpg.connect(base)
    await admin.execute(f"CREATE SCHEMA {schema}")
    dsn = f"{base}{'&' if '?' in base else '?'}search_path={schema}"
    await migrate(dsn)
    conn = await asyncpg.connect(dsn)
    try:
        yield conn
    finally:
        await conn.close()
        await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await admin.close()


def stored(path: str, decided_by: str, seconds: float, *outcomes: str, tenant: str = "acme",
           status: str = "ok") -> Envelope:
    now = time.time()
    env = Envelope(trace_id=new_trace_id(), text="q", tenant=tenant, created_at=now - seconds)
    env.route = Route(path=path, decided_by=decided_by)
    env.answer = Answer(status=status, text="a")
    env.hops = [Hop(service=f"s{i}", instance="s-0", start=now - seconds, end=now, outcome=o)
                for i, o in enumerate(outcomes or ("ok",))]
    return env


async def test_the_report_reads_what_the_learner_stored(db: asyncpg.Connection) -> None:
    fast = [stored("fast", "cache.exact", 0.002, "hit") for _ in range(3)]
    fast.append(stored("fast", "classifier", 0.010, "miss", "routed:sandbox", "sandbox:ok"))
    fell_back = stored("slow", "classifier", 0.5, "miss", "routed:slow:vetoed", "answer:ok")
    corrected = stored("slow", "fallback", 0.5, "miss", "routed:slow:not-computable", "answer:ok")
    other_tenant = stored("fast", "rule:x", 0.001, "hit", tenant="other")
    for env in [*fast, fell_back, corrected, other_tenant]:
        assert await store_trajectory(db, env)
    await store_feedback(db, Feedback(trace_id=corrected.trace_id, verdict="wrong", tenant="acme"))
    await store_feedback(db, Feedback(trace_id=fell_back.trace_id, verdict="right", tenant="acme"))
    await store_feedback(db, Feedback(trace_id=fast[0].trace_id, verdict="right", tenant="acme"))
    await db.execute("INSERT INTO rules (rule_id, tenant, origin, fingerprint, status, spec) "
                     "VALUES ('r1', 'acme', 'mined', 'f1', 'active', $1::jsonb)", json.dumps({}))
    await db.execute("INSERT INTO rule_events (rule_id, from_status, to_status, reason, actor) VALUES "
                     "('r1', NULL, 'candidate', 'mined', 'miner'), "
                     "('r1', 'candidate', 'active', 'evidence', 'learner')")

    f = await health.gather(db, dt.timedelta(hours=1), tenant="acme")

    assert f.answers == 6
    assert f.by_source == {"cache.exact": 3, "classifier+sandbox": 1, "model (slow)": 2}
    assert f.share(f.fast) == pytest.approx(4 / 6)
    assert f.fallbacks == 1  # the vetoed reading, not the request with nothing to compute
    assert f.corrected == 1 and f.judged == 3 and f.slow_judged == 2
    assert f.intervention_to_correction == pytest.approx((2 / 6) / (1 / 6))
    assert f.ilr == pytest.approx(500 / ((3 * 2 + 10 + 2 * 500) / 6), rel=0.01)
    assert f.latency_pct["slow"][0] == pytest.approx(500, rel=0.01)
    today = max(f.active_rules)
    assert f.active_rules[today] == 1 and f.rule_days[today]["added"] == 1
    assert f.rule_days[today]["promoted"] == 1

    everyone = await health.gather(db, dt.timedelta(hours=1))
    assert everyone.answers == 7 and everyone.by_source["rules"] == 1
