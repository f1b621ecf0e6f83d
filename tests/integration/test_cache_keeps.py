"""A wrong slow answer that the cache replays is a wrong fast answer: asked twice through Kafka.

Real processes on a topic prefix of their own: the cache, and the slow path (sandbox, llm on the
scripted OpenAI-compatible server, fuser) of `dualtrack.bench.slowpath`. The test plays the
rules and classifier stages: it forwards every `cache.miss` to `llm.tasks` as the classifier
does when it sends a request slow. The scripted model replays four failures (an op over
invented dates, an op of the wrong kind, a wrong count in prose, an inclusive/exclusive clash);
asked a second time, none of them comes back from the cache. A verified sandbox answer,
published on `responses` as the fuser writes it (with its provenance), does come back from it.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import AsyncIterator
from functools import partial

import httpx
import pytest

from dtlib import envelope as env_mod
from dtlib.envelope import (Answer, Envelope, Hop, Perception, Provenance, Route, SandboxResult,
                            Task, new_trace_id)
from dtlib.settings import REPO_ROOT, Settings
from dtlib.text import language
from dtlib.topics import Topic, topic_name
from dualtrack.bench.slowpath import FakeModel, SlowPathProcesses, free_port
from dualtrack.cache_show import read_entries, select
from dualtrack.kafka import Tail, connect
from dualtrack.stack import procs as managed

pytestmark = pytest.mark.integration

TENANT = "acme"
# question → (what the classifier would have said it is, a word the script matches, the
# model's scripted reply)
FAILURES = {
    "How many days between the launch and the review?":  # dates the question never gave
        ("compute", "launch", '{"op": "date_diff", "args": {"start": "2024-01-01", "end": "2024-02-01"}}'),
    "What is 15% of 80?":  # an op of the wrong kind: 1200
        ("compute", "80", '{"op": "expr", "args": {"expression": "15*80"}}'),
    "How many letters r are in the word strawberry?":  # a wrong count in prose (there are 3)
        (None, "strawberry", "There are 2 r's in strawberry."),
    "How many days from 2024-03-01 to 2024-03-10, counting both days?":  # inclusive: 10
        (None, "counting both", "From 2024-03-01 to 2024-03-10 there are 9 days."),
}
SCRIPT = [{"match": word, "replies": [{"content": reply}]} for _, word, reply in FAILURES.values()]


class Pipeline:
    """Publishes requests, plays the classifier (cache.miss → llm.tasks), collects answers."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.producer = None
        self.answers: dict[str, Envelope] = {}
        self.kept_fast: set[str] = set()  # questions a miss must not send slow: the test ends it
        self._tails: list[Tail] = []

    async def start(self) -> None:
        self.producer = await connect(self.settings, "test")
        for topic, handle in ((Topic.RESPONSES, self._answered), (Topic.CACHE_MISS, self._go_slow)):
            tail = Tail(self.producer, topic_name(topic, self.settings.topic_prefix),
                        partial(self._decoded, handle))
            await tail.start()
            self._tails.append(tail)

    async def stop(self) -> None:
        for tail in self._tails:
            await tail.stop()
        await self.producer.close()

    async def _decoded(self, handle, record) -> None:
        try:
            env = env_mod.decode(record.value or b"")
        except env_mod.EnvelopeError:
            return
        await handle(env)

    async def _answered(self, env: Envelope) -> None:
        if env.answer is not None:
            self.answers.setdefault(env.trace_id, env)

    async def _go_slow(self, env: Envelope) -> None:
        if env.text.casefold() in self.kept_fast:
            self.answers.setdefault(env.trace_id, env)  # a miss, answered by no one
            return
        task_type = FAILURES[env.text][0] if env.text in FAILURES else None
        env.perception = Perception(language=language(env.text), task_type=task_type)
        env.route = Route(path="slow", decided_by="fallback")
        await self.send(Topic.LLM_TASKS, env)

    async def send(self, topic: Topic, env: Envelope) -> None:
        await self.producer.publish(topic_name(topic, self.settings.topic_prefix),
                                    env.trace_id.encode(), env_mod.encode(env))

    async def ask(self, text: str, timeout: float = 60.0) -> Envelope:
        env = Envelope(trace_id=new_trace_id(), text=text, tenant=TENANT, deadline_ms=int(timeout * 1000))
        await self.send(Topic.REQUESTS, env)
        deadline = time.monotonic() + timeout
        while env.trace_id not in self.answers:
            assert time.monotonic() < deadline, f"no answer to {text!r}"
            await asyncio.sleep(0.05)
        return self.answers[env.trace_id]


def from_cache(env: Envelope) -> bool:
    source = env.answer.provenance.source if env.answer and env.answer.provenance else ""
    return (env.route.decided_by or "").startswith("cache.") or source.startswith("cache.") \
        or any(h.service == "cache" and h.outcome.startswith("hit") for h in env.hops)


async def _cache_ready(health_port: int, name: str, state_dir, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient(timeout=1) as client:
        while time.monotonic() < deadline:
            assert managed.is_running(name, state_dir=state_dir), managed.log_tail(name, state_dir=state_dir)
            try:
                if (await client.get(f"http://127.0.0.1:{health_port}/ready")).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.3)
    raise AssertionError(f"{name} not ready: {managed.log_tail(name, state_dir=state_dir)}")


@pytest.fixture(scope="module")
async def pipeline() -> AsyncIterator[Pipeline]:
    with FakeModel() as fake:
        fake.script(SCRIPT)
        slow = SlowPathProcesses(fake.base_url, llm_attempts=2, llm_backoff_initial_s=0.05,
                                 llm_breaker_failures=100)
        await slow.start()
        cache, health = f"cache-{slow.tag}", free_port()
        try:
            managed.start(cache, [sys.executable, "-m", "services.cache"], cwd=REPO_ROOT,
                          env={**slow.env, "DT_INSTANCE": cache, "DT_HEALTH_PORT": str(health),
                               "HF_HUB_OFFLINE": "1"}, state_dir=slow.workdir)
            await _cache_ready(health, cache, slow.workdir)
            harness = Pipeline(slow.settings)
            await harness.start()
            try:
                yield harness
            finally:
                await harness.stop()
        finally:
            managed.stop(cache, state_dir=slow.workdir)
            await slow.stop()


def fuser_rendered(text: str, value: str) -> Envelope:
    """A sandbox answer as the fuser publishes it, with the provenance it gives one."""
    env = Envelope(trace_id=new_trace_id(), text=text, tenant=TENANT,
                   perception=Perception(language="en", task_type="compute"),
                   route=Route(path="fast", decided_by="classifier"),
                   task=Task(op="expr", args={"expression": "12*24"}, source="parser"))
    env.results.sandbox = SandboxResult(status="ok", value=value, display=value)
    env.answer = Answer(status="ok", text=f"12*24 = {value}", value=value,
                        provenance=Provenance(path="fast", source="sandbox", verified=True))
    now = time.time()
    env.hops = [Hop(service="fuser", instance="fuser-test", start=now, end=now, outcome="answer:ok")]
    return env


async def test_a_slow_answer_with_an_unchecked_or_wrong_number_is_never_replayed_fast(pipeline) -> None:
    firsts = {text: await pipeline.ask(text) for text in FAILURES}
    for text, env in firsts.items():
        assert not from_cache(env), text
        assert [h.service for h in env.hops][:2] == ["cache", "llm"], (text, env.hops)

    # The control: a verified answer is remembered (asked once it is on cache.state, and a miss
    # is not sent slow: the scripted model's answer would race it).
    await pipeline.send(Topic.RESPONSES, fuser_rendered("What is 12*24?", "288"))
    deadline = time.monotonic() + 30
    while not select(await read_entries(pipeline.settings), TENANT, "12*24"):
        assert time.monotonic() < deadline, "the verified answer never reached cache.state"
        await asyncio.sleep(0.3)
    pipeline.kept_fast.add("what is 12*24")
    while not from_cache(control := await pipeline.ask("what is 12*24")):  # the replica reads it
        assert time.monotonic() < deadline, "the verified answer was never served from the cache"
        await asyncio.sleep(0.3)
    assert control.answer.text == "12*24 = 288" and control.route.path == "fast"
    kept = control.answer.provenance
    assert (kept.source, kept.first_source, kept.verified) == ("cache.exact", "sandbox", True)

    for text in FAILURES:
        again = await pipeline.ask(text)
        assert not from_cache(again), (text, again.answer)
        assert again.route.path == "slow" and [h.outcome for h in again.hops][0] == "miss"

    # What `dualtrack cache show` lists: the verified answer, none of the failures.
    entries = select(await read_entries(pipeline.settings), TENANT)
    assert [shown.entry.text for shown in entries] == ["What is 12*24?"]
    row = entries[0].row(time.time(), pipeline.settings)
    assert row["provenance"]["source"] == "sandbox" and row["not_served"] is None
