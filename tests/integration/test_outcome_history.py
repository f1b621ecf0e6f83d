"""Outcome history in the decision on the real stack (seed 002 S4, S5).

A lane of its own (every pipeline service and the learner) with a scripted model and a rules
folder of its own. The slow path answers a question and the cache keeps that answer; then a rule
appears that answers the same question otherwise:
- conflict: a paraphrase the cache may not serve yet is not answered by the rule: it goes slow,
  and the answer's route says which sources disagreed;
- trust: a user reports the rule's answer wrong; its next matches go slow until slow answers that
  agree with what it would have said restore its trust, and then it answers fast again.
"""

from __future__ import annotations

import asyncio
import itertools
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from dtlib import conflict, trust
from dtlib.records import Feedback
from dtlib.records import encode as encode_record
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name
from dualtrack.bench.lane import Lane, service_env
from dualtrack.fake_llm import FakeModel
from dualtrack.client import Client
from dualtrack.kafka import connect

pytestmark = [pytest.mark.integration, pytest.mark.timeout(900)]

TENANT = "conflicts"
SLOW_ANSWER = "It is painted green to calm visitors."
RULE_ANSWER = "It is painted green for the brand."
# A knowledge question: a question about opening hours is live (the cache keeps exact repeats
# only), so it would hold nothing for a paraphrase.
ASKED = "Why is the office painted green?"
PARAPHRASE = "why is the office painted green please"
RULE = f"""
rules:
  - id: office
    match: {{any: ["office"]}}
    answer: {{en: "{RULE_ANSWER}"}}
"""
RESTORE_USES = 3
# Office questions far from ASKED (nothing held near them but the rule's own answers).
OTHERS = ["is there an office dog", "where is the office kitchen", "who cleans the office",
          "does the office have parking", "can guests visit the office", "is the office air conditioned",
          "how many desks are in the office", "is smoking allowed near the office",
          "does the office have a gym", "is the office open to the public", "who manages the office",
          "does the office recycle paper", "is there wifi in the office", "where does the office get mail",
          "what colour is the office door", "is the office carpeted", "does the office have showers",
          "is there a printer in the office", "can I nap in the office", "does the office sell snacks"]


@pytest.fixture(scope="module")
def lane() -> Iterator[tuple[Lane, Path, FakeModel]]:
    rules_dir = Path(tempfile.mkdtemp(prefix="dt-conflict-rules-"))
    model = FakeModel().start()
    model.script([], default={"content": SLOW_ANSWER})
    scale = {s: 1 for s in ("cache", "rules", "classifier", "sandbox", "llm", "fuser", "learner")}
    lane = Lane("conflict", scale, env=service_env("scripted", model.base_url, tracing=False, extra={
        "DT_RULES_DIR": str(rules_dir), "DT_CACHE_HELD_SIMILARITY": "0.85",
        "DT_TRUST_RESTORE_USES": str(RESTORE_USES), "DT_LEARNER_MINE_INTERVAL_S": "0",
        # The lifecycle's own re-checks stay out of the way: this is about trust.
        "DT_LEARNER_CHECK_EVERY": "1000"}))
    try:
        lane.start()
        yield lane, rules_dir, model
    finally:
        lane.stop()
        lane.deactivate()
        model.stop()


async def ask(client: Client, text: str):
    return (await client.ask(text, tenant=TENANT, timeout=60)).envelope


async def until(client: Client, texts, decided_by: str, tries: int = 60):
    """Ask the texts in turn until one is decided by `decided_by`; the envelopes asked."""
    asked = []
    for text in itertools.islice(texts, tries):
        env = await ask(client, text)
        asked.append(env)
        if env.route.decided_by == decided_by:
            return asked
        await asyncio.sleep(0.5)
    raise AssertionError(f"never decided by {decided_by}: {[e.route.decided_by for e in asked]}")


async def test_conflicts_and_corrections_send_a_rule_slow_until_history_restores_it(lane) -> None:
    _, rules_dir, model = lane
    others = iter(OTHERS)
    async with Client() as client:
        first = await ask(client, ASKED)
        assert first.route.path == "slow" and first.answer.text == SLOW_ANSWER
        await until(client, itertools.repeat(ASKED), "cache.exact")  # kept once read back

        (rules_dir / TENANT).mkdir()
        (rules_dir / TENANT / "office.yaml").write_text(RULE, encoding="utf-8")
        (answered,) = (await until(client, others, "rule:office"))[-1:]
        assert answered.route.path == "fast" and answered.answer.text == RULE_ANSWER

        # Conflict: the cache holds another answer for this request.
        env = await ask(client, PARAPHRASE)
        assert (env.route.path, env.route.decided_by) == ("slow", conflict.DECIDED_BY), (
            [(h.service, h.outcome) for h in env.hops], env.route.shadow)
        assert env.answer.text == SLOW_ANSWER
        assert sorted(conflict.disagreeing(env)) == ["cache.semantic", "rule:office"]
        assert [h.outcome for h in env.hops if h.service == "rules"] == ["rule:office:conflict"]

        # Trust: the rule's answer is reported wrong; the slow path now says what the rule says.
        model.script([], default={"content": RULE_ANSWER})
        producer = await connect(get_settings(), "test")
        try:
            report = Feedback(trace_id=answered.trace_id, verdict="wrong", tenant=TENANT)
            await producer.publish(topic_name(Topic.FEEDBACK), answered.trace_id.encode(),
                                   encode_record(report))
        finally:
            await producer.close()
        stepped_aside = (await until(client, others, trust.DECIDED_BY))[-1]
        assert stepped_aside.route.path == "slow" and stepped_aside.route.confidence < 1
        assert [h.outcome for h in stepped_aside.hops if h.service == "rules"] == ["rule:office:distrusted"]
        slow_again = await until(client, others, "rule:office")
        # At least RESTORE_USES agreeing slow answers (the first and those in between) before it
        # answers again; more while the learner's record travels.
        assert len(slow_again) >= RESTORE_USES
        assert all(e.route.decided_by == trust.DECIDED_BY for e in slow_again[:-1])
        assert slow_again[-1].route.path == "fast" and slow_again[-1].answer.text == RULE_ANSWER
