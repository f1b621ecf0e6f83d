"""The learner stores concurrent responses in batches: few statements per answer, the same rows.

A fake connection records the statements; what PostgreSQL makes of them is covered by
tests/integration/test_learner_store.py on the real database.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools

import asyncpg
import pytest

from dtlib.envelope import Answer, Envelope, Route, new_trace_id
from services.learner.lifecycle import Evidence, Thresholds, due


class FakeConn:
    def __init__(self, refuse: set[str] = frozenset(), waiting: set[str] = frozenset()) -> None:
        self.rows: set[str] = set()
        self.refuse = refuse  # trace ids whose rows PostgreSQL would refuse
        self.waiting = set(waiting)  # trace ids with feedback not applied
        self.statements: list[str] = []

    def _refused(self, ids) -> None:
        if self.refuse & set(ids):
            raise asyncpg.exceptions.CharacterNotInRepertoireError("invalid byte sequence")

    async def fetch(self, sql: str, *args):
        self.statements.append(sql)
        if "INSERT INTO trajectories" in sql:
            self._refused(args[0])
            new = [t for t in dict.fromkeys(args[0]) if t not in self.rows]
            self.rows.update(new)
            return [{"trace_id": t} for t in new]
        if "FROM feedback" in sql:
            return [{"trace_id": t} for t in args[0] if t in self.waiting]
        return []

    async def execute(self, sql: str, *args):
        self.statements.append(sql)
        if "INSERT INTO trajectories" in sql:
            self._refused([args[0]])
            new = args[0] not in self.rows
            self.rows.add(args[0])
            return f"INSERT 0 {int(new)}"
        return "UPDATE 0"

    async def fetchrow(self, sql: str, *args):
        self.statements.append(sql)
        return None

    def transaction(self):
        return _NoTransaction()


class _NoTransaction:
    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return False


class FakePool:
    def __init__(self, conn: FakeConn) -> None:
        self.conn = conn
        self.acquired = 0

    @contextlib.asynccontextmanager
    async def acquire(self):
        self.acquired += 1
        yield self.conn


def answered(decided_by: str = "cache.exact") -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text="hello")
    env.route = Route(path="fast", decided_by=decided_by)
    env.answer = Answer(status="ok", text="Hi.")
    return env


@pytest.fixture
def learner(monkeypatch):
    from services.learner import main

    conn = FakeConn()
    fake = FakePool(conn)

    async def pool():
        return fake

    monkeypatch.setattr(main, "pool", pool)
    monkeypatch.setattr(main, "outbox", main.Outbox())
    return main, fake


async def test_a_batch_of_plain_answers_is_two_statements_on_one_connection(learner) -> None:
    main, fake = learner
    envs = [answered() for _ in range(5)]
    assert await main.store_responses(envs) == [True] * 5
    first = fake.conn.statements
    # A process that just started empties the outbox once (a crash may have left dirty rows).
    assert sum("WHERE dirty" in s for s in first) == 2
    fake.conn.statements = []
    envs = [answered() for _ in range(5)]
    assert await main.store_responses(envs + envs[:2]) == [True] * 5 + [True] * 2
    assert len(fake.conn.statements) == 2  # the INSERT and the read of waiting feedback
    assert fake.acquired == 2  # one connection a batch
    fake.conn.statements = []
    assert await main.store_responses(envs) == [False] * 5  # redelivered: stored before
    assert len(fake.conn.statements) == 2


async def test_concurrent_responses_share_one_batch(learner) -> None:
    main, fake = learner
    await asyncio.gather(*(main.record_trajectory(answered()) for _ in range(20)))
    inserts = [s for s in fake.conn.statements if "INSERT INTO trajectories" in s]
    assert len(inserts) < 20 and len(fake.conn.rows) == 20


async def test_a_row_postgresql_refuses_fails_its_own_message_only(learner) -> None:
    main, fake = learner
    envs = [answered() for _ in range(4)]
    fake.conn.refuse = {envs[2].trace_id}
    results = await main.store_responses(envs)
    assert results[:2] == [True, True] and results[3] is True
    assert isinstance(results[2], asyncpg.exceptions.CharacterNotInRepertoireError)
    assert fake.conn.rows == {envs[i].trace_id for i in (0, 1, 3)}
    with pytest.raises(asyncpg.exceptions.CharacterNotInRepertoireError):
        await main.record_trajectory(envs[2])  # the framework retries, then dead-letters it


async def test_feedback_waiting_for_an_answer_is_applied_for_that_answer_only(learner, monkeypatch) -> None:
    main, fake = learner
    envs = [answered() for _ in range(3)]
    fake.conn.waiting = {envs[1].trace_id}
    applied: list[str] = []

    async def apply_pending(db, trace_id: str) -> int:
        applied.append(trace_id)
        return 1

    monkeypatch.setattr(main, "apply_pending", apply_pending)
    main.outbox.published = main.outbox.changes  # emptied since the start
    await main.store_responses(envs)
    assert applied == [envs[1].trace_id]
    # Applying feedback changed a user's statistics: the outbox is emptied in the same batch,
    # before the offsets can be committed, and not again after the next answers.
    assert sum("WHERE dirty" in s for s in fake.conn.statements) == 2
    fake.conn.statements = []
    await main.store_responses([answered()])
    assert not any("WHERE dirty" in s for s in fake.conn.statements)


async def test_the_outbox_stays_due_until_a_publish_succeeds(learner, monkeypatch) -> None:
    main, fake = learner

    async def broker_away(*args, **kwargs):
        raise ConnectionError("broker away")

    monkeypatch.setattr(main.jobs, "publish_outbox", broker_away)
    with pytest.raises(ConnectionError):
        await main.store_responses([answered()])
    assert main.outbox.due
    monkeypatch.undo()


def test_the_outbox_is_due_after_a_change_at_start_and_now_and_then() -> None:
    from services.learner.main import Outbox

    box = Outbox(every_s=3600)
    assert box.due  # a crash may have left dirty rows
    box.published = box.changes
    assert not box.due
    box.changed()
    assert box.due
    box.published = box.changes
    box.published_at -= 3600  # rows another replica left dirty still go out
    assert box.due


async def test_the_database_going_away_mid_batch_fails_the_whole_batch(learner) -> None:
    main, fake = learner

    async def down(*args, **kwargs):
        raise asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed")

    fake.conn.fetch = down
    with pytest.raises(asyncpg.exceptions.ConnectionDoesNotExistError):
        await main.store_responses([answered(), answered()])


def test_a_promoted_rule_s_check_is_due_by_its_count_of_uses_alone() -> None:
    """ledger.record_use reads a promoted rule's evidence only when this says a check is due."""
    th = Thresholds()
    for status, since, shadow, recent in itertools.product(
            ("active", "warning", "demoted"), range(0, 12), (0, 3, 50), ((), (True,) * 10, (False,) * 50)):
        full = Evidence(status, 0.9, 0.95, shadow, shadow // 2, recent, since)
        counted = Evidence(status, 0.9, 0.95, 0, 0, (), since)
        assert due(full, th) == due(counted, th), (status, since, shadow, recent)


async def test_mined_rules_are_judged_on_the_answers_the_cache_gave(learner, monkeypatch) -> None:
    from dtlib.records import RuleAction, RuleMatch, RuleSpec

    main, fake = learner
    rule = RuleSpec(id="learned-hello", match=RuleMatch(all=["hello"]),
                    action=RuleAction(answer={"en": "Hi."}))
    wrong_rule = RuleSpec(id="learned-bye", match=RuleMatch(all=["hello"]),
                          action=RuleAction(answer={"en": "Bye."}))
    recorded = []

    async def evaluated_mined(conn, tenant):
        return {rule.id: rule, wrong_rule.id: wrong_rule}

    async def record_use(conn, use, th):
        recorded.append((use.rule_id, use.mode, use.correct))

    monkeypatch.setattr(main.ledger, "evaluated_mined", evaluated_mined)
    monkeypatch.setattr(main.ledger, "record_use", record_use)
    monkeypatch.setattr(main, "_mined_rules", {})
    await main.store_responses([answered("cache.semantic"), answered("classifier")])
    # Only the cache's answer is judged this way: the rules never saw that request.
    assert sorted(recorded) == [("learned-bye", "shadow", False), ("learned-hello", "shadow", True)]
