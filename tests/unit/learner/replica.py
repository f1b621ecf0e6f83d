"""A learner replica on the step runtime (in-memory transport) over a fake database: a
connection that records the statements and answers the few the tests need. What PostgreSQL makes
of them is covered by tests/integration/test_learner_store.py on the real database."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import secrets
import time
from typing import Any

import asyncpg

from dtlib import envelope as env_mod
from dtlib.envelope import Answer, Envelope, Route, new_trace_id
from dtlib.records import RuleSpec, encode as encode_record
from dtlib.runtime import MemoryTransport, Record, Runtime
from services.learner.settings import LearnerSettings
from dtlib.topics import Topic, consumer_group, topic_name
from services.learner import main as learner


def answered(decided_by: str = "cache.exact", user: str = "") -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text="hello", user_id=user)
    env.route = Route(path="fast" if decided_by.startswith(("cache", "rule")) else "slow",
                      decided_by=decided_by)
    env.answer = Answer(status="ok", text="Hi.")
    return env


class FakeConn:
    def __init__(self) -> None:
        self.rows: dict[str, Envelope | None] = {}  # trajectories by trace id
        self.refuse: set[str] = set()  # trace ids whose rows PostgreSQL would refuse
        self.waiting: dict[str, str] = {}  # trace id → verdict of feedback not applied
        self.dirty_users: dict[tuple[str, str], int] = {}  # (tenant, user) → corrections
        self.mined: dict[str, RuleSpec] = {}  # the tenant's evaluated mined rules (shadow)
        self.uses: list[tuple[str, str, bool]] = []  # (rule id, mode, correct) judged
        self.feedback: list[tuple] = []
        self.tool_samples: list[dict] = []  # rows of INSERT INTO tool_samples
        self.statements: list[str] = []
        self.down = False  # every statement fails as if the connection were gone

    async def _run(self, sql: str) -> None:
        await asyncio.sleep(0.001)  # a round trip: what arrives meanwhile queues for the next batch
        if self.down:
            raise asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed")
        self.statements.append(sql)

    def _refused(self, ids) -> None:
        if self.refuse & set(ids):
            raise asyncpg.exceptions.CharacterNotInRepertoireError("invalid byte sequence")

    async def fetch(self, sql: str, *args):
        await self._run(sql)
        if "INSERT INTO trajectories" in sql:
            self._refused(args[0])
            new = [t for t in dict.fromkeys(args[0]) if t not in self.rows]
            self.rows.update(dict.fromkeys(new))
            return [{"trace_id": t} for t in new]
        if "DISTINCT trace_id FROM feedback" in sql:
            return [{"trace_id": t} for t in args[0] if t in self.waiting]
        if "SELECT user_id, verdict FROM feedback" in sql:
            return [{"user_id": "u1", "verdict": self.waiting[args[0]]}] if args[0] in self.waiting else []
        if "FROM user_stats WHERE dirty" in sql:
            now = dt.datetime.now(tz=dt.timezone.utc)
            return [{"tenant": t, "user_id": u, "feedback": 1, "corrections": c, "recent": float(c),
                     "updated_at": now} for (t, u), c in self.dirty_users.items()]
        if "origin = 'mined'" in sql:
            return [{"rule_id": i, "spec": encode_record(r).decode()} for i, r in self.mined.items()]
        return []

    async def execute(self, sql: str, *args):
        await self._run(sql)
        if "INSERT INTO trajectories" in sql:
            self._refused([args[0]])
            new = args[0] not in self.rows
            self.rows[args[0]] = None
            return f"INSERT 0 {int(new)}"
        if "INSERT INTO feedback" in sql:
            self.feedback.append(args)
            self.waiting[args[0]] = args[3]
            return "INSERT 0 1"
        if "INSERT INTO tool_samples" in sql:
            self.tool_samples += [dict(zip(("trace_id", "tenant", "text", "tool", "args", "sources",
                                            "template", "filled_by"), row)) for row in zip(*args)]
        if "INSERT INTO user_stats" in sql:
            self.dirty_users[(args[0], args[1])] = args[2]
        if "UPDATE feedback SET applied" in sql:
            self.waiting.pop(args[0], None)
        if "UPDATE user_stats SET dirty = false" in sql:
            self.dirty_users.pop((args[0], args[1]), None)
        return "UPDATE 0"

    async def fetchrow(self, sql: str, *args):
        await self._run(sql)
        if "FROM trajectories WHERE trace_id" in sql and args[0] in self.rows:
            return {"tenant": "default", "user_id": "u1", "text": "hello", "decided_by": "classifier"}
        if "FROM rules WHERE rule_id = $1 FOR UPDATE" in sql and args[0] in self.mined:
            return {"status": "shadow", "confidence": 0.5, "baseline": None, "uses_since_check": 0,
                    "support": 5, "computation": False, "strict": False}
        if "count(*) AS n" in sql:
            return {"n": 0, "ok": 0}
        return None

    async def fetchval(self, sql: str, *args):
        await self._run(sql)
        if "INSERT INTO rule_uses" in sql:
            self.uses.append((args[0], args[2], args[3]))
            return 1
        return None

    def transaction(self):
        return _NoTransaction()


class _NoTransaction:
    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return False


class FakePool:
    """The learner's pool: a connection per `acquire` (always the one), statements on it."""

    def __init__(self, conn: FakeConn | None = None) -> None:
        self.conn = conn or FakeConn()
        self.acquired: list[float] = []  # when

    @contextlib.asynccontextmanager
    async def acquire(self):
        self.acquired.append(time.monotonic())
        yield self.conn

    async def execute(self, *args):
        return await self.conn.execute(*args)

    async def fetch(self, *args):
        return await self.conn.fetch(*args)

    async def fetchrow(self, *args):
        return await self.conn.fetchrow(*args)

    async def fetchval(self, *args):
        return await self.conn.fetchval(*args)

    def transaction(self):
        return _NoTransaction()


def settings(**overrides: Any) -> LearnerSettings:
    base = dict(tracing=False, commit_interval_ms=5, dlq_max_attempts=3, learner_db_retry_s=0.01,
                learner_mine_interval_s=0, topic_prefix=f"u{secrets.token_hex(3)}.")
    return LearnerSettings(**(base | overrides))


class Replica:
    """`async with Replica(pool) as r`: one learner replica running; publish, then `settled`."""

    def __init__(self, pool: Any = None, **overrides: Any) -> None:
        self.settings = settings(**overrides)
        self.pool = pool
        self.transport = MemoryTransport()
        self.runtime = Runtime(learner.step, self.settings, self.transport, learner.Deps(pool=pool))

    async def __aenter__(self) -> "Replica":
        await self.runtime.start()
        assert self.runtime.ready
        return self

    async def __aexit__(self, *exc) -> None:
        await self.runtime.stop()
        await self.transport.close()

    def name(self, topic: Topic) -> str:
        return topic_name(topic, self.settings.topic_prefix)

    def respond(self, *envs: Envelope) -> None:
        for env in envs:
            self.transport.publish(self.name(Topic.RESPONSES), env.trace_id.encode(), env_mod.encode(env))

    def feedback(self, key: bytes, value: bytes) -> None:
        self.transport.publish(self.name(Topic.FEEDBACK), key, value)

    def records(self, topic: Topic) -> list[Record]:
        return self.transport.records(self.name(topic))

    def committed(self, topic: Topic) -> int:
        group = consumer_group("learner", topic, self.settings.topic_prefix)
        return sum(self.transport.committed.get(group, {}).values())

    async def settled(self, timeout: float = 5.0) -> None:
        """Every response and feedback item handled and its offset committed."""
        deadline = time.monotonic() + timeout
        while any(self.committed(t) < len(self.records(t)) for t in (Topic.RESPONSES, Topic.FEEDBACK)):
            assert time.monotonic() < deadline, "the learner did not get through its input"
            await asyncio.sleep(0.005)

    def dead(self) -> list[dict[str, str]]:
        return [{k: v.decode() for k, v in r.headers} for r in self.records(Topic.DLQ)]
