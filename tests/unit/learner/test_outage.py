"""While PostgreSQL is down the learner asks for redelivery: learning waits, nothing is lost."""

from __future__ import annotations

import asyncio

from dtlib.topics import Topic

from .replica import FakePool, Replica, answered


async def test_a_response_is_redelivered_while_the_database_is_down_and_stored_after() -> None:
    pool = FakePool()
    pool.conn.down = True
    env = answered()
    async with Replica(pool) as learner:
        learner.respond(env)
        await asyncio.sleep(0.3)
        assert len(pool.acquired) > 3  # tried again and again (DT_LEARNER_DB_RETRY_S apart)
        assert learner.committed(Topic.RESPONSES) == 0 and learner.dead() == []
        pool.conn.down = False
        await learner.settled()
    assert set(pool.conn.rows) == {env.trace_id} and learner.dead() == []


async def test_no_database_at_all_is_a_redelivery_too() -> None:
    # No pool given: the learner makes its own, and PostgreSQL refuses the connection.
    async with Replica(None, pg_dsn="postgresql://dualtrack@127.0.0.1:1/dualtrack") as learner:
        learner.respond(answered(), answered())
        await asyncio.sleep(0.5)
        assert learner.committed(Topic.RESPONSES) == 0 and learner.dead() == []


async def test_the_learner_asks_for_its_own_pause_before_a_redelivery() -> None:
    pool = FakePool()
    pool.conn.down = True
    async with Replica(pool, learner_db_retry_s=0.4) as learner:  # DT_LEARNER_DB_RETRY_S
        learner.respond(answered())
        await asyncio.sleep(0.6)
        first, second = pool.acquired[:2]
        assert len(pool.acquired) == 2 and second - first >= 0.4  # the runtime sleeps what the Retry says
