"""The learner stores concurrent responses in batches: few statements per answer, the same rows.

A learner replica on the runtime (in-memory transport) over a fake connection that records the
statements; what PostgreSQL makes of them is covered by tests/integration/test_learner_store.py.
"""

from __future__ import annotations

import itertools

from dtlib.records import RuleAction, RuleMatch, RuleSpec, decode_user, encode as encode_record
from dtlib.records import Feedback
from dtlib.topics import Topic
from services.learner.lifecycle import Evidence, Thresholds, due

from .replica import FakePool, Replica, answered


def inserts(statements: list[str]) -> int:
    return sum("INSERT INTO trajectories" in s for s in statements)


async def test_a_batch_of_plain_answers_is_two_statements_on_one_connection() -> None:
    pool = FakePool()
    async with Replica(pool) as learner:
        learner.respond(*(answered() for _ in range(5)))
        await learner.settled()
        # A process that just started empties the outbox once (a crash may have left dirty rows).
        assert sum("WHERE dirty" in s for s in pool.conn.statements) == 3  # rules, users, trust
        pool.conn.statements, pool.acquired = [], []
        envs = [answered() for _ in range(5)]
        learner.respond(*envs, *envs[:2])
        await learner.settled()
        batches = inserts(pool.conn.statements)
        # Each batch: the INSERT and the read of waiting feedback, on one connection.
        assert batches >= 1 and len(pool.conn.statements) == 2 * batches
        assert len(pool.acquired) == batches
        assert len(pool.conn.rows) == 10
        pool.conn.statements = []
        learner.respond(*envs)  # redelivered: stored before, nothing else happens
        await learner.settled()
        assert len(pool.conn.statements) == 2 * inserts(pool.conn.statements)
        assert len(pool.conn.rows) == 10 and learner.dead() == []


async def test_concurrent_responses_share_one_batch() -> None:
    pool = FakePool()
    async with Replica(pool) as learner:
        learner.respond(*(answered() for _ in range(20)))
        await learner.settled()
    assert inserts(pool.conn.statements) < 20 and len(pool.conn.rows) == 20


async def test_a_row_postgresql_refuses_fails_its_own_message_only() -> None:
    pool = FakePool()
    envs = [answered() for _ in range(4)]
    pool.conn.refuse = {envs[2].trace_id}
    async with Replica(pool) as learner:
        learner.respond(*envs)
        await learner.settled()
        (dead,) = learner.dead()  # tried dlq_max_attempts times, then dead-lettered
        assert dead["dt-error-code"] == "PROCESSING_FAILED" and dead["dt-attempts"] == "3"
        assert "CharacterNotInRepertoireError" in dead["dt-error-message"]
        assert learner.records(Topic.DLQ)[0].key == envs[2].trace_id.encode()
        assert len(learner.records(Topic.RESPONSES)) == 4  # an answer is not answered again
    assert set(pool.conn.rows) == {envs[i].trace_id for i in (0, 1, 3)}


async def test_feedback_waiting_for_an_answer_is_applied_for_that_answer_only() -> None:
    pool = FakePool()
    envs = [answered(user="u1") for _ in range(3)]
    pool.conn.waiting = {envs[1].trace_id: "wrong"}
    async with Replica(pool) as learner:
        learner.respond(*envs)
        await learner.settled()
        applied = [s for s in pool.conn.statements if "INSERT INTO user_stats" in s]
        assert len(applied) == 1 and pool.conn.waiting == {}
        # Applying it changed the user's statistics: they went out on users.state before the
        # offsets could be committed, and the outbox is not read again after the next answers.
        (user,) = learner.records(Topic.USERS_STATE)
        assert user.key == b"default:u1" and decode_user(user.value).corrections == 1
        assert decode_user(user.value).recent == 1.0  # a recent correction: the classifier's stricter bar
        pool.conn.statements = []
        learner.respond(answered())
        await learner.settled()
        assert not any("WHERE dirty" in s for s in pool.conn.statements)


async def test_feedback_is_stored_applied_and_published() -> None:
    pool = FakePool()
    env = answered(user="u1")
    async with Replica(pool) as learner:
        learner.respond(env)
        await learner.settled()
        learner.feedback(env.trace_id.encode(),
                         encode_record(Feedback(trace_id=env.trace_id, verdict="wrong")))
        learner.feedback(b"x", b'{"trace_id": "not hex", "verdict": "wrong"}')
        await learner.settled()
        assert [fb[0] for fb in pool.conn.feedback] == [env.trace_id]
        assert [r.key for r in learner.records(Topic.USERS_STATE)] == [b"default:u1"]
        (dead,) = learner.dead()
        assert dead["dt-error-code"] == "INVALID_FEEDBACK" and dead["dt-attempts"] == "1"
        assert len(learner.records(Topic.RESPONSES)) == 1  # feedback gets no error answer


async def test_a_state_record_the_broker_did_not_take_is_published_again() -> None:
    pool = FakePool()
    pool.conn.waiting = {}
    env = answered(user="u1")
    async with Replica(pool) as learner:
        learner.respond(env)
        await learner.settled()
        pool.conn.waiting = {}
        pool.conn.dirty_users = {("default", "u1"): 1}  # the outbox holds a user's statistics
        learner.transport.fail_deliveries(learner.name(Topic.USERS_STATE))
        learner.feedback(env.trace_id.encode(),
                         encode_record(Feedback(trace_id=env.trace_id, verdict="right")))
        await learner.settled()
        # The failed delivery left the row dirty; the redelivered feedback published it.
        assert [r.key for r in learner.records(Topic.USERS_STATE)] == [b"default:u1"]
        assert pool.conn.dirty_users == {} and learner.dead() == []


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


def test_a_promoted_rule_s_check_is_due_by_its_count_of_uses_alone() -> None:
    """ledger.record_use reads a promoted rule's evidence only when this says a check is due."""
    th = Thresholds()
    for status, since, shadow, recent in itertools.product(
            ("active", "warning", "demoted"), range(0, 12), (0, 3, 50), ((), (True,) * 10, (False,) * 50)):
        full = Evidence(status, 0.9, 0.95, shadow, shadow // 2, recent, since)
        counted = Evidence(status, 0.9, 0.95, 0, 0, (), since)
        assert due(full, th) == due(counted, th), (status, since, shadow, recent)


async def test_mined_rules_are_judged_on_the_answers_the_cache_gave() -> None:
    pool = FakePool()
    pool.conn.mined = {
        "learned-hello": RuleSpec(id="learned-hello", match=RuleMatch(all=["hello"]),
                                  action=RuleAction(answer={"en": "Hi."})),
        "learned-bye": RuleSpec(id="learned-bye", match=RuleMatch(all=["hello"]),
                                action=RuleAction(answer={"en": "Bye."}))}
    async with Replica(pool) as learner:
        learner.respond(answered("cache.semantic"), answered("classifier"))
        await learner.settled()
    # Only the cache's answer is judged this way: the rules never saw that request.
    assert sorted(pool.conn.uses) == [("learned-bye", "shadow", False), ("learned-hello", "shadow", True)]
