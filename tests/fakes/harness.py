"""Helpers for the slow-path unit tests: the llm and fuser steps, each a replica on the step
runtime (dtlib.runtime.Runtime) over one in-memory transport, as Kafka would run them (every hop
is published, consumed, decoded and committed), against the fake model server (a real HTTP
process) and the sandbox's own `run_task` (or its gRPC server)."""

from __future__ import annotations

import asyncio
import secrets
import time
from typing import Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, SandboxResult, Task
from dtlib.runtime import MemoryTransport, Runtime
from dualtrack.settings import AllSettings
from dtlib.topics import Topic, topic_name
from dualtrack.bench.slow_envelopes import slow_request
from dualtrack.bench.slowpath import FakeModel
from dualtrack.bench.slowpath_scripted import Case, run_case
from services.fuser import main as fuser
from services.llm import main as llm
from services.llm.backends import OpenAICompatible
from services.llm.resilience import ResilientModel
from services.sandbox.ops import run_task

__all__ = ["FakeModel", "slow_request", "settings_for", "local_check", "Loop", "Replicas"]


def settings_for(fake: FakeModel, **overrides: Any) -> AllSettings:
    """Fast retries and short timeouts against the fake server; tracing off."""
    base = dict(llm_backend="openai", llm_base_url=fake.base_url, llm_model="fake",
                llm_backoff_initial_s=0.01, llm_backoff_max_s=0.05, llm_timeout_s=5.0,
                llm_breaker_failures=50, tracing=False, commit_interval_ms=5,
                topic_prefix=f"u{secrets.token_hex(3)}.")
    return AllSettings(**(base | overrides))


async def local_check(task: Task) -> SandboxResult:
    """The sandbox's computation in this process (the gRPC path has its own test)."""
    return await asyncio.to_thread(run_task, task)


class Replicas:
    """Replicas of some steps on one in-memory transport, started for a while and stopped."""

    def __init__(self, settings: AllSettings, transport: MemoryTransport | None = None) -> None:
        self.settings = settings
        self.transport = transport or MemoryTransport()
        self.runtimes: list[Runtime] = []

    async def start(self, *steps: tuple[Any, Any]) -> None:
        for step, deps in steps:
            runtime = Runtime(step, self.settings, self.transport, deps)
            await runtime.start()
            assert runtime.ready
            self.runtimes.append(runtime)

    async def stop(self) -> None:
        for runtime in self.runtimes:
            await runtime.stop()
        self.runtimes = []

    def publish(self, topic: Topic, env: Envelope) -> None:
        self.transport.publish(self.name(topic), env.trace_id.encode(), env_mod.encode(env))

    def name(self, topic: Topic) -> str:
        return topic_name(topic, self.settings.topic_prefix)

    def envelopes(self, topic: Topic) -> list[Envelope]:
        return [env_mod.decode(r.value) for r in self.transport.records(self.name(topic))]

    async def answer(self, trace_id: str, timeout: float = 30.0) -> Envelope:
        """The answer to `trace_id` on `responses`, once it is there (and no dead letter)."""
        deadline = time.monotonic() + timeout
        while True:
            dead = self.transport.records(self.name(Topic.DLQ))
            assert not dead, f"dead-lettered: {[dict(r.headers) for r in dead]}"
            found = [e for e in self.envelopes(Topic.RESPONSES) if e.trace_id == trace_id]
            if found:
                return found[-1]
            assert time.monotonic() < deadline, f"no answer to {trace_id} within {timeout} s"
            await asyncio.sleep(0.005)


class Loop:
    """llm → fuser → (llm → fuser …) → responses: one replica of each step on the runtime."""

    def __init__(self, settings: AllSettings, check: Any = local_check) -> None:
        """`check=None`: the services' own gRPC client to settings.sandbox_grpc_target."""
        self.settings = settings
        self.model = ResilientModel(OpenAICompatible(settings), settings)
        self.replicas = Replicas(settings)
        self.steps = [(llm.step, llm.Deps(model=self.model, execute=check)),
                      (fuser.step, fuser.Deps(check=check))]
        self.hops: list[str] = []  # the outcome of every hop of every request asked

    async def ask(self, text: str, *, task_type: str | None = None, timeout: float = 30.0) -> Envelope:
        env = slow_request(text, task_type=task_type)
        await self.replicas.start(*self.steps)
        try:
            self.replicas.publish(Topic.LLM_TASKS, env)
            answer = await self.replicas.answer(env.trace_id, timeout)
        finally:
            await self.replicas.stop()
        self.hops += [hop.outcome for hop in answer.hops if hop.service in ("llm", "fuser")]
        return answer


async def assert_shown_ok_or_uncertain(slow_path, name: str, request_text: str, draft: str, expected: str) -> None:
    """One twin of the unit check through the scripted slow path: "ok" shows the draft as written and verified;
    "uncertain[:words]" says so in the request's language, hides the draft and, where given, names the reason."""
    drafter, fuser_, backend = slow_path
    answer = (await run_case(Case(name, request_text, draft, None), drafter, fuser_, backend)).answer
    if expected == "ok":
        assert (answer.status, answer.text) == ("ok", draft)
        assert answer.provenance.verified is True
    else:
        assert answer.status == "uncertain", answer.text
        assert answer.text.startswith(("I don't know for sure, because", "我不确定，因为"))
        assert draft not in answer.text
        reason = expected.partition(":")[2]
        if reason:
            assert reason in answer.error.message, answer.error.message


def assert_twins_cover_both_outcomes(twins: list[tuple[str, str, str, str]], zh_share: float) -> None:
    """A unit-check twin module judges both ways (30-60 % of its twins uncertain) and in both languages (names with
    "zh" at least `zh_share` of them)."""
    uncertain = [t for t in twins if t[3].startswith("uncertain")]
    assert 0.3 <= len(uncertain) / len(twins) <= 0.6
    assert sum("zh" in t[0] for t in twins) >= len(twins) * zh_share
