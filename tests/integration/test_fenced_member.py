"""A replica whose group member missed its session (its process stopped longer than the broker's
session timeout, as a replica whose heartbeats were held behind commits after a broker restart)
joins its group again by itself and consumes, once it runs again: nothing lost, no request
answered twice differently. Issue 21: five members fenced after a broker restart stayed out of
their groups, half a step's capacity gone until someone restarted them.

The replica under test runs in a child process (this file run as a script), so SIGSTOP freezes
its librdkafka threads (heartbeats included) and nothing else; the other replica runs here."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from confluent_kafka import KafkaException
from confluent_kafka.admin import AdminClient

from dtlib import envelope as E
from dtlib.runtime import Emit, Handlers, Runtime, Step
from dtlib.runtime.confluent import ConfluentTransport
from dtlib.settings import Settings
from dtlib.topics import Topic, consumer_group, topic_name
from dualtrack.stack import procs
from dualtrack.stack.topics import admin_client

pytestmark = pytest.mark.integration

REPO_ROOT = Path(__file__).resolve().parents[2]
# librdkafka rejoins a fenced member within a heartbeat of learning it (measured 0.1-3.2 s on an
# idle machine); a loaded one gets this long.
REJOIN_WITHIN_S = 10.0


def relay_step() -> Step:
    """cache.miss → rules.miss, the same output for the same request on any replica; the hop
    names the replica that handled it (`DT_INSTANCE`)."""

    def build(settings: Settings, deps: object) -> Handlers:
        def relay(env: E.Envelope) -> Emit:
            return Emit(Topic.RULES_MISS, env, outcome="passed")

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, relay)
        return handlers

    return Step("fenced", consumes=(Topic.CACHE_MISS,), emits=(Topic.RULES_MISS,), build=build)


def replica_settings(prefix: str, instance: str) -> Settings:
    return Settings(topic_prefix=prefix, instance=instance, tracing=False, metrics=False)


async def serve(prefix: str, instance: str) -> None:
    """The child: one replica until SIGTERM."""
    transport = ConfluentTransport(replica_settings(prefix, instance), instance)
    await transport.start()
    runtime = Runtime(relay_step(), replica_settings(prefix, instance), transport)
    await runtime.start()
    print("ready", flush=True)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await stop.wait()
    await runtime.stop()
    await transport.close()


class Outputs:
    """Every rules.miss record: trace id → [(replica, text)]."""

    def __init__(self, transport: ConfluentTransport, prefix: str) -> None:
        self.by_trace: dict[str, list[tuple[str, str]]] = {}
        self._reader = transport.read(topic_name(Topic.RULES_MISS, prefix))
        self._task = asyncio.create_task(self._follow())

    async def _follow(self) -> None:
        while True:
            for record in await self._reader.take():
                env = E.decode(record.value)
                self.by_trace.setdefault(env.trace_id, []).append((env.hops[-1].instance, env.text))

    def handled_by(self, instance: str, traces: list[str]) -> int:
        return sum(any(who == instance for who, _ in self.by_trace.get(t, ())) for t in traces)

    async def close(self) -> None:
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)
        await self._reader.close()


def publish_some(transport: ConfluentTransport, prefix: str, count: int, label: str) -> list[str]:
    traces = []
    for i in range(count):
        env = E.Envelope(trace_id=E.new_trace_id(), text=f"{label} {i}")
        transport.publish(topic_name(Topic.CACHE_MISS, prefix), env.trace_id.encode(), E.encode(env))
        traces.append(env.trace_id)
    return traces


def partitions_of(admin: AdminClient, group: str, client_id: str) -> int:
    """Partitions the broker has assigned to the group's members named `client_id` (0 while
    the broker just back cannot say)."""
    try:
        description = admin.describe_consumer_groups([group])[group].result(timeout=10)
    except KafkaException:  # e.g. NOT_COORDINATOR while it loads the group
        return 0
    return sum(len(m.assignment.topic_partitions) for m in description.members
               if m.client_id == client_id)


async def until(condition, timeout: float, what: str) -> float:
    """Seconds until `condition()` held; fails after `timeout`."""
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < timeout, f"{what}: not within {timeout:.0f} s"
        await asyncio.sleep(0.1)
    return time.monotonic() - start


@pytest.mark.parametrize("paused", ["replica", "broker"])
async def test_a_member_that_missed_its_session_rejoins_and_consumes(prefix, tmp_path,
                                                                     paused: str) -> None:
    """`replica`: the child's process stops; `broker`: the broker's (every member's session runs
    out while it is away, and the members' heartbeats and commits meet a broker just back)."""
    s: Settings = prefix
    session_s = s.consumer_session_timeout_ms / 1000
    log_path = tmp_path / "child.log"
    with log_path.open("wb") as log:
        child = subprocess.Popen(
            [sys.executable, __file__, s.topic_prefix, "child"], cwd=REPO_ROOT,
            env=os.environ | {"PYTHONUNBUFFERED": "1"}, stdout=log, stderr=subprocess.STDOUT)
    paused_pid = child.pid if paused == "replica" else procs.pid_of("kafka")
    assert paused_pid is not None
    transport = ConfluentTransport(replica_settings(s.topic_prefix, "here"), "here")
    await transport.start()
    here = Runtime(relay_step(), replica_settings(s.topic_prefix, "here"), transport)
    outputs = Outputs(transport, s.topic_prefix)
    try:
        await until(lambda: b"ready" in log_path.read_bytes(), 60, "the child replica started")
        await here.start()
        # Both replicas own partitions (3 of them): each handles some of a batch.
        before: list[str] = []

        def both_consume(batch: list[str]) -> bool:
            batch.extend(publish_some(transport, s.topic_prefix, 10, "batch"))
            return (outputs.handled_by("child", batch) > 0 and outputs.handled_by("here", batch) > 0)

        await until(lambda: both_consume(before), 60, "both replicas consuming")

        os.kill(paused_pid, signal.SIGSTOP)  # heartbeats stop getting through: sessions run out
        during = publish_some(transport, s.topic_prefix, 60, "during")
        await asyncio.sleep(session_s + 3.0)
        os.kill(paused_pid, signal.SIGCONT)
        resumed_at = time.monotonic()
        if paused == "replica":  # the other replica took its partitions meanwhile
            await until(lambda: all(t in outputs.by_trace for t in during), 30,
                        "the other replica handled what came while the child was stopped")

        # The fenced member joins again and gets partitions back (the broker says so), and
        # handles some of what comes after that.
        # After the broker's pause every member was fenced, this one too; a member that has not heard
        # of it (its heartbeat held behind a commit still in flight to the broker that was away) is
        # replaced after DT_CONSUMER_REJOIN_TIMEOUT_MS (the documented bound for a zombie,
        # docs/bench/chaos.md), so it is back, and both consume again, within that, not within a heartbeat.
        again_within_s = REJOIN_WITHIN_S + (s.consumer_rejoin_timeout_ms / 1000 if paused == "broker" else 0)
        group = consumer_group("fenced", Topic.CACHE_MISS, s.topic_prefix)
        admin = admin_client(s.kafka_bootstrap)
        await until(lambda: partitions_of(admin, group, "dualtrack-child") > 0, again_within_s,
                    "the fenced replica back in its group with partitions")
        rejoined_s = time.monotonic() - resumed_at
        after: list[str] = []
        await until(lambda: both_consume(after), again_within_s, "both replicas consuming again")
        print(f"paused {paused}: the child's member had partitions again {rejoined_s:.1f} s "
              f"after SIGCONT; both replicas consuming {time.monotonic() - resumed_at:.1f} s after")

        # Nothing lost; a request handled twice (redelivered after the fence) got the same output.
        everything = before + during + after
        await until(lambda: all(t in outputs.by_trace for t in everything), 30, "every request handled")
        assert all(len({text for _, text in outputs.by_trace[t]}) == 1 for t in everything)
    finally:
        os.kill(paused_pid, signal.SIGCONT)
        if child.poll() is None:
            child.terminate()
            try:
                child.wait(15)
            except subprocess.TimeoutExpired:
                child.kill()
        await outputs.close()
        await here.stop()
        await transport.close()
        print(log_path.read_text()[-6000:])


if __name__ == "__main__":
    import logging
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    asyncio.run(serve(sys.argv[1], sys.argv[2]))
