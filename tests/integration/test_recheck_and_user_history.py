"""Two more pieces of outcome history on the real stack (seed 002 S4, S5; seed 000 dynamic trust).

A lane of its own (every pipeline service and the learner) with a scripted model:
- a cached computation is computed again on the sandbox when it is served: a cached value the
  sandbox contradicts is not served (the request goes on and is computed afresh), and the entry is
  withdrawn on `cache.state`;
- a user who reported two answers wrong lately gets the slow path for the next computation the
  reader would have answered fast; another user does not; once the user confirms answers, their
  computations are fast again.
"""

from __future__ import annotations

import asyncio
import itertools
import tempfile
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest

from dtlib import trust
from dtlib.records import Feedback
from dtlib.records import encode as encode_record
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name
from dualtrack.bench.lane import Lane, service_env
from dualtrack.client import Client
from dualtrack.fake_llm import FakeModel
from dualtrack.kafka import connect, read_to_end
from services.cache.entry import decoder as entry_decoder
from services.cache.entry import encoder as entry_encoder

pytestmark = [pytest.mark.integration, pytest.mark.timeout(900)]

TENANT = "history"
ASKED = "what is 12*37"
# The user's corrections are of a rule's answers: a report on a computation would also distrust
# its operation kind for the whole tenant (dtlib.trust), and this is about the user alone.
RULE = """
rules:
  - id: office
    match: {any: ["office"]}
    answer: {en: "The office is open from 9 to 5."}
"""


@pytest.fixture(scope="module")
def lane() -> Iterator[Lane]:
    rules_dir = Path(tempfile.mkdtemp(prefix="dt-history-rules-"))
    (rules_dir / TENANT).mkdir()
    (rules_dir / TENANT / "office.yaml").write_text(RULE, encoding="utf-8")
    model = FakeModel().start()
    model.script([], default={"content": "I am not sure."})
    scale = {s: 1 for s in ("cache", "rules", "classifier", "sandbox", "llm", "fuser", "learner")}
    lane = Lane("history", scale, env=service_env("scripted", model.base_url, tracing=False, extra={
        "DT_RULES_DIR": str(rules_dir), "DT_LEARNER_MINE_INTERVAL_S": "0"}))
    try:
        lane.start()
        yield lane
    finally:
        lane.stop()
        lane.deactivate()
        model.stop()


async def ask(client: Client, text: str, user: str = ""):
    return (await client.ask(text, tenant=TENANT, user_id=user, timeout=60)).envelope


async def report(trace_id: str, verdict: str, user: str) -> None:
    producer = await connect(get_settings(), "test")
    try:
        await producer.publish(topic_name(Topic.FEEDBACK), trace_id.encode(), encode_record(
            Feedback(trace_id=trace_id, verdict=verdict, tenant=TENANT, user_id=user)))
    finally:
        await producer.close()


async def test_a_cached_value_the_sandbox_contradicts_is_not_served_and_is_withdrawn(lane) -> None:
    async with Client() as client:
        first = await ask(client, ASKED)
        assert (first.route.decided_by, first.answer.value) == ("classifier", "444")
        for _ in range(60):  # until the cache has read its entry back
            hit = await ask(client, ASKED)
            if hit.route.decided_by == "cache.exact":
                break
            await asyncio.sleep(0.5)
        assert hit.route.decided_by == "cache.exact" and hit.answer.value == "444"  # the sandbox agreed

        # The entry as a corrupted record would hold it: the same operation, another value.
        state = topic_name(Topic.CACHE_STATE)
        transport = await connect(get_settings(), "test")
        try:
            (record,) = [r for r in await read_to_end(transport, state)
                         if r.value and entry_decoder.decode(r.value).text == ASKED][-1:]
            entry = entry_decoder.decode(record.value)
            assert entry.task is not None and entry.task.op == "expr"
            wrong = msgspec.structs.replace(entry, answer=msgspec.structs.replace(
                entry.answer, text="12*37 = 445", value="445"))
            await transport.publish(state, record.key, entry_encoder.encode(wrong))
            await asyncio.sleep(2)  # every cache replica reads it

            env = await ask(client, ASKED)
            assert [h.outcome for h in env.hops if h.service == "cache"] == ["miss:recheck"]
            assert env.route.decided_by == "classifier" and env.answer.value == "444"  # never 445
            records = [entry_decoder.decode(r.value) for r in await read_to_end(transport, state)
                       if r.key == record.key and r.value]
            assert any(r.withdrawn and r.answer.value == "445" for r in records)  # as a report does
        finally:
            await transport.close()
        for _ in range(60):  # the value computed afresh is cached again, and served
            env = await ask(client, ASKED)
            if env.route.decided_by == "cache.exact":
                break
            await asyncio.sleep(0.5)
        assert env.route.decided_by == "cache.exact" and env.answer.value == "444"


async def test_a_user_corrected_twice_goes_slow_until_confirmed_answers_bring_them_back(lane) -> None:
    numbers = itertools.count(101)

    def computation() -> str:  # a new one each time: a repeat would be the cache's to answer
        return f"what is {next(numbers)}*23"

    async with Client() as client:
        answered = [await ask(client, text, "u1") for text in ("when is the office open",
                                                                "is the office open on sunday")]
        assert all(e.route.decided_by == "rule:office" for e in answered)
        assert (await ask(client, computation(), "u1")).route.decided_by == "classifier"
        for env in answered:
            await report(env.trace_id, "wrong", "u1")

        stepped_aside = None
        for _ in range(60):  # until the learner's users.state record reaches the classifier
            env = await ask(client, computation(), "u1")
            if env.route.decided_by == trust.DECIDED_BY:
                stepped_aside = env
                break
            await asyncio.sleep(0.5)
        assert stepped_aside is not None, "u1's computations never went slow"
        assert stepped_aside.route.path == "slow"
        assert [d.candidate for d in stepped_aside.route.shadow if d.candidate.startswith("user:")] == ["user:u1"]
        other = await ask(client, computation(), "u2")
        assert other.route.decided_by == "classifier" and other.route.path == "fast"

        # u1 confirms two answers: their recent corrections halve twice (2 → 0.5).
        confirmed = [stepped_aside, await ask(client, computation(), "u1")]
        for env in confirmed:
            await report(env.trace_id, "right", "u1")
        back = None
        for _ in range(60):
            env = await ask(client, computation(), "u1")
            if env.route.decided_by == "classifier":
                back = env
                break
            await asyncio.sleep(0.5)
        assert back is not None and back.route.path == "fast", "u1 never came back to the fast path"
