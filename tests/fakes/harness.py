"""Helpers for the slow-path unit tests: the llm and fuser steps driven in-process, back to back,
as Kafka would run them (each hop encodes and decodes the envelope), against the fake model
server (a real HTTP process) and the sandbox's own `run_task` (or its gRPC server)."""

from __future__ import annotations

import asyncio
from typing import Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, SandboxResult, Task
from dtlib.settings import Settings
from dtlib.topics import Topic
from dualtrack.bench.slowpath import FakeModel, slow_request
from services.fuser.main import Fuser
from services.llm.backends import OpenAICompatible
from services.llm.main import Drafter
from services.llm.resilience import ResilientModel
from services.sandbox.ops import run_task

__all__ = ["FakeModel", "slow_request", "settings_for", "local_check", "Loop"]


def settings_for(fake: FakeModel, **overrides: Any) -> Settings:
    """Fast retries and short timeouts against the fake server; tracing off."""
    base = dict(llm_backend="openai", llm_base_url=fake.base_url, llm_model="fake",
                llm_backoff_initial_s=0.01, llm_backoff_max_s=0.05, llm_timeout_s=5.0,
                llm_breaker_failures=50, tracing=False)
    return Settings(**(base | overrides))


async def local_check(task: Task) -> SandboxResult:
    """The sandbox's computation in this process (the gRPC path has its own test)."""
    return await asyncio.to_thread(run_task, task)


class Loop:
    """llm → fuser → (llm → fuser …) → responses, in-process."""

    def __init__(self, settings: Settings, check: Any = local_check) -> None:
        """`check=None`: the services' own gRPC client to settings.sandbox_grpc_target."""
        self.settings = settings
        self.model = ResilientModel(OpenAICompatible(settings), settings)
        self.drafter = Drafter(self.model, settings, execute=check)
        self.fuser = Fuser(settings, check=check)
        self.hops: list[str] = []

    async def ask(self, text: str, *, task_type: str | None = None, max_hops: int = 24) -> Envelope:
        env = slow_request(text, task_type=task_type)
        for _ in range(max_hops):
            self.hops.append(await self.drafter.handle(env))
            env = env_mod.decode(env_mod.encode(env))
            emit = await self.fuser.on_draft(env)
            self.hops.append(emit.outcome)
            env = env_mod.decode(env_mod.encode(emit.envelope))
            if emit.topic is Topic.RESPONSES:
                return env
            assert emit.topic is Topic.LLM_TASKS
        raise AssertionError(f"no answer after {max_hops} rounds: {self.hops}")
