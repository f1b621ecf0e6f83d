"""Tool calls the model keeps making become a rule, on the real stack: with no configured tool
rule, memory questions go to the slow path, where the (scripted) model calls `host_memory`; the
learner stores each call in the tool sample library, mines a tool rule, judges it in shadow on
the model's next calls and promotes it; then a new memory question is called without the model,
with its own values, one that leaves a value out still goes to the model and is asked back
(the model's guess is refused), and an everyday question that says "memory" is not the rule's
(the model answers it in words, the tool is never called). The classifier stamps its artifact
version on the route, and the stored trajectory keeps it for the drift monitor. In a lane of
its own (`dualtrack.bench.lane`: topics, state dir, database, ports) with an empty rules folder."""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import json
import re
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import asyncpg
import pytest

from dtlib.settings import get_settings
from dualtrack import dev, drift
from dualtrack.bench.lane import Lane, service_env
from dualtrack.bench.slowpath import FakeModel
from dualtrack.client import Client
from services.classifier.model import load_model
from services.classifier.settings import ClassifierSettings

pytestmark = [pytest.mark.integration, pytest.mark.timeout(600)]

MEASURES = [("free", "available"), ("used", "used"), ("available", "available"), ("total", "total")]
FRAMES = ["how much {m} memory does the host have", "show me the {m} memory", "what is the {m} memory right now",
          "tell me the {m} memory of the server", "{m} memory please", "check the {m} memory for me",
          "what does the {m} memory look like"]
INCOMPLETE = "what is the memory usage of the host"  # a keyword of host_memory, no measure
NOT_FOR_THE_TOOL = "how can I improve my memory for exams?"


def questions() -> list[tuple[str, dict[str, str]]]:
    """Distinct memory questions (no cache hit), each with the call a right model makes; the
    measure changes from one to the next, so what they share is "memory"."""
    return [(FRAMES[i % len(FRAMES)].format(m=MEASURES[i % len(MEASURES)][0]),
             {"measure": MEASURES[i % len(MEASURES)][1]}) for i in range(len(FRAMES) * len(MEASURES))]


def script(model: FakeModel, items: list[tuple[str, dict[str, str]]]) -> None:
    """The model calls the tool with the question's values; on any other question it guesses."""
    call = {"name": "host_memory"}
    words = {"match": f"^{re.escape(NOT_FOR_THE_TOOL)}$", "replies": [{"content": "Sleep, and review often."}]}
    model.script([words] + [{"match": f"^{re.escape(text)}$",
                             "replies": [{"tool_call": {**call, "arguments": json.dumps(args)}}]}
                            for text, args in items],
                 default={"tool_call": {**call, "arguments": json.dumps({"measure": "available"})}})


@pytest.fixture(scope="module")
def stack() -> Iterator[tuple[FakeModel, str]]:
    rules_dir = Path(tempfile.mkdtemp(prefix="dt-tool-learning-rules-"))  # no configured rule:
    model = FakeModel().start()  # every tool call is the model's at first
    lane = Lane("toollearn", dev.parse_scale([]), env=service_env("scripted", model.base_url, tracing=False, extra={
        "DT_RULES_DIR": str(rules_dir), "DT_RULES_RELOAD_S": "3600", "DT_SANDBOX_WORKERS": "1",
        "DT_LEARNER_MINE_INTERVAL_S": "1.5", "DT_LEARNER_MIN_SUPPORT": "4"}))
    try:
        lane.start()
        yield model, lane.pg_dsn
    finally:
        lane.stop()
        lane.deactivate()
        model.stop()


async def status_of_tool_rule(db: asyncpg.Connection) -> str | None:
    return await db.fetchval("SELECT status FROM rules WHERE outcome_key = 'tool:host_memory' "
                             "ORDER BY updated_at DESC LIMIT 1")


async def until(check, timeout: float) -> object:
    deadline = time.monotonic() + timeout
    while not (value := await check()) and time.monotonic() < deadline:
        await asyncio.sleep(0.5)
    return value


async def test_repeated_model_tool_calls_become_a_rule_that_calls_without_the_model(stack) -> None:
    model, dsn = stack
    items = questions()
    script(model, items)
    asked = iter(items)
    db = await asyncpg.connect(dsn)
    try:
        async with Client() as client:
            # The model's calls, each checked and made by the tools service, are stored.
            first = []
            for text, _ in itertools.islice(asked, 4):
                env = (await client.ask(text, timeout=120)).envelope
                assert env.answer.status == "ok" and env.tool_call.source == "llm", env.answer
                first.append(env)
            assert await until(lambda: db.fetchval("SELECT count(*) = 4 FROM tool_samples "
                                                   "WHERE template = 'tool:host_memory'"), 60)
            # The classifier sent them slow: the version that decided is on the stored route.
            version = load_model(get_settings(ClassifierSettings).classifier_artifact_dir).version
            assert first[0].route.model_version == version
            assert await db.fetchval("SELECT envelope #>> '{route,model_version}' FROM trajectories "
                                     "WHERE trace_id = $1", first[0].trace_id) == version
            assert await until(lambda: status_of_tool_rule(db), 60) == "shadow"
            await asyncio.sleep(3)  # rules.state reaches the rules service
            # In shadow: the model still answers; the rule's would-be calls are judged against its.
            answered_fast = None
            for text, args in asked:
                before = model.stats()["calls"]
                env = (await client.ask(text, timeout=120)).envelope
                assert env.answer.status == "ok"
                if env.route.path == "fast":
                    answered_fast = (text, args, env, model.stats()["calls"] - before)
                    break
                await asyncio.sleep(2)  # judged, and a promotion on rules.state, before the next
            assert answered_fast is not None, await status_of_tool_rule(db)
            text, args, env, model_calls = answered_fast
            text_decided_by = env.route.decided_by
            assert await status_of_tool_rule(db) == "active"
            assert env.route.decided_by.startswith("rule:learned-") and model_calls == 0
            assert [h.service for h in env.hops] == ["cache", "rules", "tools"]
            assert env.tool_call.args == {**args, "unit": "MB"} and env.answer.provenance.source == "tool:host_memory"
            rule = await db.fetchrow("SELECT spec FROM rules WHERE outcome_key = 'tool:host_memory' "
                                     "ORDER BY updated_at DESC LIMIT 1")
            assert "free memory" in json.loads(rule["spec"])["match"]["any"]  # it says a keyword too
            # A question that leaves the measure out is not the rule's: the model is offered the
            # tool (its keyword), and its guess is refused.
            env = (await client.ask(INCOMPLETE, timeout=120)).envelope
            assert env.route.path == "slow" and env.answer.status == "uncertain"
            assert env.results.tool is None
            # An everyday question that says "memory": no call, no ask-back; answered in words.
            env = (await client.ask(NOT_FOR_THE_TOOL, timeout=120)).envelope
            assert not (env.route.decided_by or "").startswith("rule:") and env.tool_call is None
            assert env.results.tool is None and env.answer.status == "ok", env.answer
            # The drift monitor's sample reads the stamp (none on a rule's answer).
            sampled = await db.fetch(drift.SAMPLE_SQL, dt.datetime.now(dt.timezone.utc) - dt.timedelta(hours=1), 100)
            assert {r["decided_by"] for r in sampled} == {text_decided_by}
            assert all(r["model_version"] is None for r in sampled)
    finally:
        await db.close()
