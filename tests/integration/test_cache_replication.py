"""Cache replicas agree through the compacted cache.state topic.

Starts its own cache processes (`python -m services.cache`) on topics with a prefix of its own,
on the running broker, so it never touches the stack's services or another test's topics. It
needs only Kafka (127.0.0.1:9092 by default); it skips when no broker answers.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import AsyncIterator
from functools import partial
from pathlib import Path

import msgspec
import pytest

from dualtrack import stack

from dtlib import envelope as env_mod
from dtlib.envelope import Answer, Envelope, Provenance, Route, new_trace_id
from dtlib.settings import REPO_ROOT, Settings
from dtlib.topics import Topic, topic_name, topic_specs
from dualtrack.kafka import Tail, connect
from dualtrack.stack.topics import delete_topics, ensure_topics

pytestmark = pytest.mark.integration

PREFIX = f"cachetest{secrets.token_hex(3)}."
TENANT = "acme"


def _broker_up(bootstrap: str) -> bool:
    host, _, port = bootstrap.split(",")[0].rpartition(":")
    try:
        with socket.create_connection((host, int(port)), timeout=1):
            return True
    except OSError:
        return False


class Replica:
    def __init__(self, name: str, state_dir: Path, settings: Settings) -> None:
        self.name, self.state_dir, self.settings = name, state_dir, settings
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = os.environ | {"DT_TOPIC_PREFIX": PREFIX, "DT_INSTANCE": self.name,
                            "DT_TRACING": "false", "DT_STATE_DIR": str(self.state_dir),
                            "DT_HEALTH_PORT": "0", "DT_KAFKA_BOOTSTRAP": self.settings.kafka_bootstrap,
                            "HF_HUB_OFFLINE": "1"}
        port_file = self.state_dir / "pids" / f"{self.name}.health"
        port_file.unlink(missing_ok=True)
        log = open(self.state_dir / f"{self.name}.log", "ab")
        self.proc = subprocess.Popen([sys.executable, "-m", "services.cache"], cwd=REPO_ROOT,
                                     env=env, stdout=log, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 90.0) -> None:
        port_file = self.state_dir / "pids" / f"{self.name}.health"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None and self.proc.poll() is None, f"{self.name} exited"
            if port_file.exists():
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{port_file.read_text()}/ready",
                                                timeout=2) as resp:
                        if resp.status == 200:
                            return
                except OSError:
                    pass
            time.sleep(0.3)
        raise AssertionError(f"{self.name} not ready after {timeout} s")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class Harness:
    """Publishes answers, requests and feedback; reads what the cache sends on."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.producer = None
        self.tails: list[Tail] = []
        self.seen: dict[str, tuple[Topic, Envelope]] = {}

    async def start(self) -> None:
        self.producer = await connect(self.settings, "test")
        for topic in (Topic.RESPONSES, Topic.CACHE_MISS):
            tail = Tail(self.producer, topic_name(topic, PREFIX), partial(self._seen, topic))
            await tail.start()
            self.tails.append(tail)

    async def stop(self) -> None:
        for tail in self.tails:
            await tail.stop()
        await self.producer.close()

    def _seen(self, topic: Topic, record) -> None:
        try:
            env = env_mod.decode(record.value or b"")
        except env_mod.EnvelopeError:
            return
        if env.hops:  # the cache's output, not what this harness published
            self.seen[env.trace_id] = (topic, env)

    async def send(self, topic: Topic, env: Envelope) -> None:
        await self.producer.publish(topic_name(topic, PREFIX), env.trace_id.encode(),
                                    env_mod.encode(env))

    async def answered(self, text: str, answer: str) -> str:
        env = Envelope(trace_id=new_trace_id(), text=text, tenant=TENANT)
        env.route = Route(path="fast", decided_by="rule:test")
        # As a configured rule answers: its numbers are vouched for, so the cache keeps it.
        env.answer = Answer(status="ok", text=answer, provenance=Provenance(
            path="fast", source="rule:test", verified=True))
        await self.send(Topic.RESPONSES, env)
        return env.trace_id

    async def ask(self, text: str, tenant: str = TENANT, timeout: float = 20.0) -> tuple[Topic, Envelope]:
        env = Envelope(trace_id=new_trace_id(), text=text, tenant=tenant)
        await self.send(Topic.REQUESTS, env)
        deadline = time.monotonic() + timeout
        while env.trace_id not in self.seen:
            assert time.monotonic() < deadline, f"no answer to {text!r}"
            await asyncio.sleep(0.05)
        return self.seen[env.trace_id]

    async def report_wrong(self, trace_id: str) -> None:
        value = msgspec.json.encode({"trace_id": trace_id, "tenant": TENANT, "user_id": "u1",
                                     "verdict": "wrong"})
        await self.producer.publish(topic_name(Topic.FEEDBACK, PREFIX), trace_id.encode(), value)

    async def served_by(self, text: str, expect_hit: bool, replicas: set[str],
                        attempts: int = 100) -> set[str]:
        """Ask until every replica in `replicas` has answered (each request lands on the replica
        that owns its partition); every answer must be a hit (or a miss)."""
        answered: set[str] = set()
        for _ in range(attempts):
            topic, env = await self.ask(text)
            hit = topic is Topic.RESPONSES and (env.route.decided_by or "").startswith("cache.")
            if hit != expect_hit:
                return set()  # wrong outcome: the caller's assertion shows which
            answered.add(env.hops[-1].instance)
            if replicas <= answered:
                break
        return answered


async def _eventually(check, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not await check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.3)


@pytest.fixture
async def cluster(tmp_path: Path) -> AsyncIterator[tuple[Harness, list[Replica]]]:
    settings = Settings(topic_prefix=PREFIX, tracing=False)
    if not _broker_up(settings.kafka_bootstrap):
        await asyncio.to_thread(stack.up, ["kafka"])  # the real broker, as every integration test
    assert _broker_up(settings.kafka_bootstrap), f"no Kafka broker at {settings.kafka_bootstrap}"
    specs = topic_specs(PREFIX)
    await ensure_topics(settings.kafka_bootstrap, specs)
    replicas = [Replica(f"cachetest-{i}", tmp_path, settings) for i in (1, 2)]
    harness = Harness(settings)
    try:
        for replica in replicas:
            replica.start()
        for replica in replicas:
            await asyncio.to_thread(replica.wait_ready)
        await harness.start()
        yield harness, replicas
    finally:
        await harness.stop()
        for replica in replicas:
            replica.stop()
        await delete_topics(settings.kafka_bootstrap, [s.name for s in specs])


async def test_replicas_share_entries_tombstones_and_rebuild_after_restart(cluster) -> None:
    harness, (one, two) = cluster
    both = {one.name, two.name}

    # An answer written through whichever replica consumed it is served by both.
    source = await harness.answered("What are the support hours?", "9:00–18:00")

    async def cached() -> bool:
        topic, env = await harness.ask("what are the support hours")
        return env.route.decided_by == "cache.exact"
    await _eventually(cached)
    assert await harness.served_by("WHAT ARE THE SUPPORT HOURS？", True, both) == both
    topic, env = await harness.ask("what are the support hours", tenant="globex")
    assert topic is Topic.CACHE_MISS  # another tenant never sees it

    # A wrong-answer report tombstones the entry in every replica.
    await harness.report_wrong(source)

    async def withdrawn_everywhere() -> bool:  # each replica follows cache.state on its own
        return await harness.served_by("what are the support hours", False, both) == both
    await _eventually(withdrawn_everywhere)

    # A restarted replica rebuilds from the topic: the new entry is there, the withdrawn one not.
    await harness.answered("How do I reset my password?", "Use the reset link.")

    async def learned() -> bool:
        topic, env = await harness.ask("how do i reset my password")
        return env.route.decided_by == "cache.exact"
    await _eventually(learned)
    two.stop()
    two.start()
    await asyncio.to_thread(two.wait_ready)
    assert two.name in await harness.served_by("how do I reset my password", True, {two.name})
    assert two.name in await harness.served_by("what are the support hours", False, {two.name})
