"""While PostgreSQL is down the learner asks for redelivery: learning waits, nothing is lost."""

from __future__ import annotations

import contextlib

import asyncpg
import pytest

from dtlib.envelope import Answer, Envelope, Route, new_trace_id
from dtlib.service import Retry


class DownConnection:
    async def _down(self, *args, **kwargs):
        raise asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed")

    execute = fetch = fetchrow = fetchval = _down


class DownPool:
    execute = fetch = DownConnection._down

    @contextlib.asynccontextmanager
    async def acquire(self):
        yield DownConnection()


def answered() -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text="hello")
    env.route = Route(path="slow", decided_by="classifier")
    env.answer = Answer(status="ok", text="Hi.")
    return env


async def test_a_response_is_redelivered_while_the_database_is_down(monkeypatch) -> None:
    from services.learner import main

    async def down_pool():
        return DownPool()

    monkeypatch.setattr(main, "pool", down_pool)
    with pytest.raises(Retry):
        await main.record_trajectory(answered())


async def test_no_pool_at_all_is_a_retry_too(monkeypatch) -> None:
    from services.learner import main

    async def refuse(*args, **kwargs):
        raise OSError("connection refused")

    monkeypatch.setattr(main, "_pool", None)
    monkeypatch.setattr(main.asyncpg, "create_pool", refuse)
    with pytest.raises(Retry):
        await main.pool()
    with pytest.raises(Retry):  # and so is every response waiting for one
        await main.record_trajectory(answered())


async def test_the_learner_asks_for_its_own_pause_before_a_redelivery(monkeypatch) -> None:
    from services.learner import main

    async def refuse(*args, **kwargs):
        raise OSError("connection refused")

    monkeypatch.setattr(main, "_pool", None)
    monkeypatch.setattr(main.asyncpg, "create_pool", refuse)
    monkeypatch.setattr(main.settings, "learner_db_retry_s", 7.5)  # DT_LEARNER_DB_RETRY_S
    with pytest.raises(Retry) as waiting:
        await main.record_trajectory(answered())
    assert waiting.value.pause_s == 7.5  # the framework sleeps what the Retry says
