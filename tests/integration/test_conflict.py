"""Conflict detection on the real stack (seed 002, S4): a rule's answer that contradicts what the
cache holds for the same request goes slow, and the answer's route says which sources disagreed.

A lane of its own (cache, rules, classifier, sandbox, llm, fuser) with a scripted model and an
empty rules folder: the slow path answers a question, the cache keeps that answer, then a learned
rule arrives on rules.state that answers the same question otherwise.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest

from dtlib import conflict
from dtlib.records import RuleAction, RuleMatch, RuleSpec, rule_key
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name
from dualtrack.bench.lane import Lane, service_env
from dualtrack.client import Client
from dualtrack.fake_llm import FakeModel
from dualtrack.kafka import connect

pytestmark = [pytest.mark.integration, pytest.mark.timeout(600)]

SLOW_ANSWER = "The office opens early in the morning."
RULE_ANSWER = "The office opens late in the morning."
ASKED = "When does the office open in the morning?"
PARAPHRASE = "when does the office open in the morning please"


@pytest.fixture(scope="module")
def lane() -> Iterator[Lane]:
    rules_dir = Path(tempfile.mkdtemp(prefix="dt-conflict-rules-"))
    model = FakeModel().start()
    model.script([], default={"content": SLOW_ANSWER})
    scale = {s: 1 for s in ("cache", "rules", "classifier", "sandbox", "llm", "fuser")}
    lane = Lane("conflict", scale, env=service_env("scripted", model.base_url, tracing=False, extra={
        "DT_RULES_DIR": str(rules_dir), "DT_CACHE_HELD_SIMILARITY": "0.85"}))
    try:
        lane.start()
        yield lane
    finally:
        lane.stop()
        lane.deactivate()
        model.stop()


async def ask(text: str) -> object:
    async with Client() as client:
        return (await client.ask(text, tenant="conflicts", timeout=60)).envelope


async def test_a_rule_answer_the_cache_contradicts_goes_slow(lane: Lane) -> None:
    first = await ask(ASKED)
    assert first.route.path == "slow" and first.answer.text == SLOW_ANSWER
    for _ in range(60):  # the cache keeps it once its record is read back
        again = await ask(ASKED)
        if again.route.decided_by == "cache.exact":
            break
        await asyncio.sleep(0.5)
    assert again.route.decided_by == "cache.exact"

    rule = RuleSpec(id="learned-office", scope="conflicts", match=RuleMatch(any=["office"]),
                    action=RuleAction(answer={"en": RULE_ANSWER}))
    producer = await connect(get_settings(), "test")
    try:
        await producer.publish(topic_name(Topic.RULES_STATE), rule_key("conflicts", rule.id).encode(),
                               msgspec.json.encode(rule))
    finally:
        await producer.close()
    for _ in range(60):  # the rules replica follows rules.state
        unrelated = await ask("is there an office dog?")  # nothing held near it: the rule answers
        if unrelated.route.decided_by == "rule:learned-office":
            break
        await asyncio.sleep(0.5)
    assert unrelated.route.path == "fast" and unrelated.answer.text == RULE_ANSWER

    env = await ask(PARAPHRASE)
    assert (env.route.path, env.route.decided_by) == ("slow", "conflict")
    assert env.answer.text == SLOW_ANSWER
    assert sorted(conflict.disagreeing(env)) == ["cache.semantic", "rule:learned-office"]
    assert [h.outcome for h in env.hops if h.service == "rules"] == ["rule:learned-office:conflict"]
