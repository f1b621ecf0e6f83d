"""The slow path in one process over a scripted model: a planted case (a request and the reply the model gives every
time), the llm and fuser steps with the sandbox's own computation, and `run_case`, which drives them hop by hop until
an answer (what the planted set, the answer-chain twins and the cache test run)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, SandboxResult, Task
from dtlib.topics import Topic

from ..settings import AllSettings
from .slow_envelopes import slow_request


@dataclass
class Case:
    kind: str  # the row of the table
    request: str
    reply: str  # what the model says every time it is asked
    truth: str | None  # the right value (None: the request has no single answer)
    wrong: str | None = None  # the planted wrong value; None: a correct reply
    task_type: str | None = None

    @property
    def planted(self) -> bool:
        return self.wrong is not None or self.truth is None


class ScriptedBackend:
    """The model: one reply, every time it is asked (no HTTP; the fake server has its own tests)."""

    name = "planted"
    kind = "openai-compatible"

    def __init__(self) -> None:
        self.reply = ""
        self.calls = 0

    async def complete(self, messages, *, max_tokens, temperature, json_schema=None, tools=None):
        from services.llm.backends import Completion

        self.calls += 1
        return Completion(self.reply, "planted", max(1, len(self.reply.split())), "stop")


async def _local_check(task: Task) -> SandboxResult:
    from services.sandbox.ops import run_task

    return run_task(task)


async def run_case(case: Case, drafter, fuser, backend: ScriptedBackend, max_hops: int = 12) -> Envelope:
    backend.reply = case.reply
    env = slow_request(case.request, task_type=case.task_type)
    for _ in range(max_hops):
        await drafter.handle(env)
        env = env_mod.decode(env_mod.encode(env))
        emit = await fuser.on_draft(env)
        env = env_mod.decode(env_mod.encode(emit.envelope))
        if emit.topic is Topic.RESPONSES:
            return env
    raise RuntimeError(f"no answer after {max_hops} rounds: {case.request}")


def scripted_slow_path(check=None) -> tuple[Any, Any, ScriptedBackend]:
    """The llm and fuser steps of one process, over a scripted model and the sandbox's own
    computation (or `check`): what `run_case` drives."""
    from services.fuser.main import Fuser
    from services.llm.main import Drafter
    from services.llm.resilience import ResilientModel

    check = check or _local_check
    settings = AllSettings(tracing=False, llm_backend="openai", llm_base_url="http://127.0.0.1:9/v1")
    backend = ScriptedBackend()
    return Drafter(ResilientModel(backend, settings), settings, execute=check), Fuser(settings, check=check), backend


async def judge_replies(rows: list[tuple[str, str, str]]) -> None:
    """Print, for each (request, draft reply, expected "ok" | "uncertain"), what the slow path shows, and the tally
    a blind half reports: as expected, wrong shown ok, right turned uncertain."""
    drafter, fuser, backend = scripted_slow_path()
    right = wrong_ok = false_alarm = 0
    for request, reply, expected in rows:
        env = await run_case(Case("blind", request, reply, None), drafter, fuser, backend)
        got = "ok" if env.answer.status == "ok" else "uncertain"
        right += got == expected
        wrong_ok += expected == "uncertain" and got == "ok"
        false_alarm += expected == "ok" and got != "ok"
        print(f"{'  ' if got == expected else '!!'} {expected:9} got {got:9} {request[:50]} | {reply}")
    print(f"{right}/{len(rows)} as expected; wrong shown ok {wrong_ok}; right turned uncertain {false_alarm}")
