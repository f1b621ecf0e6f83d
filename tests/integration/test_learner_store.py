"""The learner's response path on the real PostgreSQL: batches store the same rows and judge the
same rule uses, in the same order, as one response at a time did.

The lifecycle is checked against the in-memory ledger (services/learner/memory.py), which makes
the same decisions one use at a time: fed the same uses, both must move the rules through the
same statuses.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator

import asyncpg
import pytest

from dtlib.envelope import Answer, Envelope, Hop, Route, ShadowDecision, new_trace_id
from dtlib.records import Feedback, RuleMatch, RuleSpec
from dtlib.records import encode as encode_record
from dtlib.settings import get_settings
from services.learner.settings import LearnerSettings
from dtlib.migrations import migrate
from services.learner.feedback import store_feedback
from services.learner.judge import uses_of
from services.learner.lifecycle import Thresholds
from services.learner.memory import Entry, MemoryLedger

pytestmark = [pytest.mark.integration, pytest.mark.timeout(300)]

TH = Thresholds(promote_min_matches=4, promote_precision=0.75, check_every=2, check_window=10)


class StoreLearner:
    """The learner's response path (services.learner.main.Learner, as its step's factory makes
    it) on a schema of its own, its state records published into lists."""

    def __init__(self, pool: asyncpg.Pool, published: dict[str, list]) -> None:
        from dtlib.runtime import Put
        from dtlib.topics import Topic
        from services.learner import main

        settings = LearnerSettings(tracing=False, learner_mine_interval_s=0,
                            learner_promote_min_matches=TH.promote_min_matches,
                            learner_promote_precision=TH.promote_precision,
                            learner_check_every=TH.check_every, learner_check_window=TH.check_window,
                            learner_promote_lower_bound=TH.promote_lower_bound,
                            learner_demote_below=TH.demote_below)
        self.learner = main.Learner(settings, main.Deps(pool=pool))
        assert self.learner.thresholds == TH

        def publish(put: Put) -> list:
            published["rules" if put.topic is Topic.RULES_STATE else "users"].append((put.key, put.value))
            done = asyncio.get_running_loop().create_future()
            done.set_result(None)
            return [done]

        self.learner.bind(publish)

    async def store_responses(self, envs: list[Envelope]) -> list:
        return await self.learner.store_responses(envs)

    async def record_trajectory(self, env: Envelope) -> None:
        await self.learner.record_trajectory(env)


@pytest.fixture
async def learner() -> AsyncIterator[tuple]:
    from services.learner import main

    base = get_settings().pg_dsn
    schema = f"dt_lstore_{secrets.token_hex(3)}"
    conn = await asyncpg.connect(base)
    try:
        await conn.execute(f"CREATE SCHEMA {schema}")
    finally:
        await conn.close()
    dsn = f"{base}{'&' if '?' in base else '?'}search_path={schema}"
    await migrate(dsn)
    pool = await asyncpg.create_pool(dsn, min_size=1, max_size=4, reset=main.keep_session)
    published: dict[str, list[tuple[bytes, bytes | None]]] = {"rules": [], "users": []}
    try:
        yield StoreLearner(pool, published), pool, published
    finally:
        await pool.close()
        conn = await asyncpg.connect(base)
        try:
            await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        finally:
            await conn.close()


def answer(text: str, decided_by: str, reply: str, at: float, *shadows: ShadowDecision,
           user: str = "") -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text=text, tenant="acme", user_id=user,
                   created_at=at - 0.01)
    env.route = Route(path="fast" if decided_by.startswith("rule:") else "slow",
                      decided_by=decided_by, shadow=list(shadows))
    env.answer = Answer(status="ok", text=reply)
    env.hops.append(Hop(service="fuser", instance="t", start=at - 0.01, end=at, outcome="ok"))
    return env


async def test_a_batch_stores_every_row_once_and_only_the_refused_row_fails(learner) -> None:
    main, pool, _ = learner
    now = time.time()
    envs = [answer(f"question {i}", "classifier", "Answer.", now + i) for i in range(6)]
    refused = answer("a NUL \x00 in it", "classifier", "Answer.", now)
    batch = envs[:3] + [envs[0], refused] + envs[3:]
    results = await main.store_responses(batch)
    assert results[:3] == [True] * 3 and results[5:] == [True] * 3
    assert results[3] is False  # the same answer twice in a batch: stored once
    assert isinstance(results[4], asyncpg.PostgresError)
    assert await main.store_responses(envs) == [False] * 6  # redelivered
    stored = await pool.fetch("SELECT trace_id, text, envelope->>'trace_id' AS t FROM trajectories")
    assert {r["trace_id"] for r in stored} == {e.trace_id for e in envs}
    assert all(r["t"] == r["trace_id"] for r in stored)
    # The row is the one a single INSERT wrote.
    row = await pool.fetchrow("SELECT * FROM trajectories WHERE trace_id = $1", envs[2].trace_id)
    assert (row["text"], row["path"], row["decided_by"], row["status"], row["answer_text"]) == \
        ("question 2", "slow", "classifier", "ok", "Answer.")
    assert row["latency_ms"] == pytest.approx(10.0, abs=0.5)


async def test_feedback_that_came_first_is_applied_when_its_answer_is_stored(learner) -> None:
    main, pool, published = learner
    env = answer("weather tomorrow", "classifier", "Sunny.", time.time(), user="u1")
    await store_feedback(pool, Feedback(trace_id=env.trace_id, verdict="wrong", user_id="u1",
                                        created_at=time.time()))
    await main.store_responses([answer("other", "classifier", "x", time.time()), env])
    row = await pool.fetchrow("SELECT applied, tenant FROM feedback WHERE trace_id = $1", env.trace_id)
    assert row["applied"] and row["tenant"] == "acme"
    stats = await pool.fetchrow("SELECT feedback, corrections, dirty FROM user_stats "
                                "WHERE tenant = 'acme' AND user_id = 'u1'")
    assert (stats["feedback"], stats["corrections"], stats["dirty"]) == (1, 1, False)
    assert [k for k, _ in published["users"]] == [b"acme:u1"] or len(published["users"]) == 1
    await main.store_responses([env])  # redelivered: counted once
    assert await pool.fetchval("SELECT feedback FROM user_stats WHERE user_id = 'u1'") == 1


async def test_rules_move_through_the_same_statuses_as_one_use_at_a_time(learner) -> None:
    main, pool, published = learner
    # A configured rule, active, and a mined one in shadow.
    await pool.execute(
        "INSERT INTO rules (rule_id, tenant, origin, fingerprint, status, spec, baseline, dirty) "
        "VALUES ('hours', 'global', 'configured', 'configured:global:hours', 'active', $1::jsonb, "
        "1.0, false)", encode_record(RuleSpec(id="hours", scope="global", status="active")).decode())
    mined = RuleSpec(id="learned-alarm", scope="acme", status="shadow",
                     match=RuleMatch(all=["alarm"]))
    await pool.execute(
        "INSERT INTO rules (rule_id, tenant, origin, fingerprint, status, spec, dirty) "
        "VALUES ('learned-alarm', 'acme', 'mined', 'fp-alarm', 'shadow', $1::jsonb, false)",
        encode_record(mined).decode())
    memory = MemoryLedger(TH)
    memory.rules["hours"] = Entry("hours", "global", RuleSpec(id="hours", scope="global"), "",
                                  "configured:global:hours", status="active", baseline=1.0)
    memory.rules["learned-alarm"] = Entry("learned-alarm", "acme", mined, "", "fp-alarm",
                                          status="shadow")

    t0 = time.time()
    stream: list[Envelope] = []
    wrong: set[str] = set()

    def alarm(i: int, right: bool) -> Envelope:
        would = ShadowDecision(candidate="rule:learned-alarm", path="fast",
                               decided_by="rule:learned-alarm", answer="Alarm set.")
        return answer(f"set an alarm {i}", "classifier", "Alarm set." if right else "No.",
                      t0 + len(stream), would)

    def hours(i: int, right: bool) -> Envelope:
        env = answer(f"opening hours {i}", "rule:hours", "9 to 5.", t0 + len(stream))
        if not right:
            wrong.add(env.trace_id)
        return env

    # The configured rule: warned, demoted, restored, then warned, demoted (a warned rule is
    # re-checked at its next use) and removed; the mined one promoted along the way.
    hours_script = ([True] * 10 + [False] + [True] * 3 + [False] + [True] + [False] * 2
                    + [True] * 12 + [False] * 8)
    alarm_script = [True] * 3 + [False] + [True] * 12
    script = []
    for i, right in enumerate(hours_script):
        script.append(("h", right))
        if i % 2 and alarm_script:
            script.append(("a", alarm_script.pop(0)))
    for i, (kind, right) in enumerate(script):
        stream.append((alarm if kind == "a" else hours)(i, right))

    # One use at a time, in memory.
    expected = []
    for env in stream:
        memory.wrong.update({env.trace_id} & wrong)
        for use in uses_of(env, memory.tracked()):
            change = memory.record_use(use)
            if change is not None:
                expected.append((change.rule_id, change.to_status))

    # Batches of uneven sizes, concurrently submitted as the consumer hands them over; users
    # reported the wrong answers before the learner saw them.
    for env in stream:
        if env.trace_id in wrong:
            await store_feedback(pool, Feedback(trace_id=env.trace_id, verdict="wrong",
                                                created_at=time.time()))
    start = 0
    for size in (1, 5, 2, 9, 3, 17, 4, 100):
        chunk = stream[start:start + size]
        start += size
        await asyncio.gather(*(main.record_trajectory(env) for env in chunk))
    assert start >= len(stream)

    events = await pool.fetch("SELECT rule_id, to_status FROM rule_events "
                              "WHERE from_status IS DISTINCT FROM to_status ORDER BY id")
    got = [(r["rule_id"], r["to_status"]) for r in events]
    assert got == expected
    assert [to for rule, to in got if rule == "hours"] == \
        ["warning", "demoted", "active", "warning", "demoted", "removed"]
    assert ("learned-alarm", "active") in got
    for rule_id, entry in memory.rules.items():
        row = await pool.fetchrow("SELECT status, uses_since_check, "
                                  "(SELECT count(*) FROM rule_uses u WHERE u.rule_id = r.rule_id) AS hits, "
                                  "(SELECT count(*) FROM rule_uses u WHERE u.rule_id = r.rule_id "
                                  "AND correct) AS ok FROM rules r WHERE rule_id = $1", rule_id)
        assert (row["status"], row["uses_since_check"], row["hits"], row["ok"]) == \
            (entry.status, entry.uses_since_check, entry.hits, entry.ok), rule_id
    # Every change went out on rules.state, and nothing is left dirty.
    assert {k for k, _ in published["rules"]} == {b"global:hours", b"acme:learned-alarm"}
    assert await pool.fetchval("SELECT count(*) FROM rules WHERE dirty") == 0

    # Redelivered, all of it: nothing changes.
    before = await pool.fetchval("SELECT count(*) FROM rule_events")
    await asyncio.gather(*(main.record_trajectory(env) for env in stream))
    assert await pool.fetchval("SELECT count(*) FROM rule_events") == before
