"""While PostgreSQL is down the learner asks for redelivery: learning waits, nothing is lost."""

from __future__ import annotations

import asyncpg
import pytest

from dtlib.envelope import Answer, Envelope, Route, new_trace_id
from dtlib.service import Retry


class DownPool:
    async def execute(self, *args, **kwargs):
        raise asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed")


async def test_a_response_is_redelivered_while_the_database_is_down(monkeypatch) -> None:
    from services.learner import main

    async def down_pool():
        return DownPool()

    monkeypatch.setattr(main, "pool", down_pool)
    env = Envelope(trace_id=new_trace_id(), text="hello")
    env.route = Route(path="slow", decided_by="classifier")
    env.answer = Answer(status="ok", text="Hi.")
    with pytest.raises(Retry):
        await main.record_trajectory(env)


async def test_no_pool_at_all_is_a_retry_too(monkeypatch) -> None:
    from services.learner import main

    async def refuse(*args, **kwargs):
        raise OSError("connection refused")

    monkeypatch.setattr(main, "_pool", None)
    monkeypatch.setattr(main.asyncpg, "create_pool", refuse)
    with pytest.raises(Retry):
        await main.pool()
