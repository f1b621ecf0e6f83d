"""Program-aided computation: for a computation the parser could not read, the model writes the
typed operation as JSON, and the sandbox (gRPC) computes it exactly. The model never does the
arithmetic; it only reads the question.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from dtlib.envelope import Envelope, LlmDraft, SandboxResult, Task
from dtlib.settings import Settings

from . import op_schema, prompts
from .backends import Completion
from .resilience import ResilientModel

Execute = Callable[[Task], Awaitable[SandboxResult]]


def is_program_aided(env: Envelope) -> bool:
    """The classifier marked it a computation but could not parse it (or an earlier round of
    this request already went this way)."""
    return env.perception.task_type == "compute" and (env.task is None or env.task.source == "llm")


@dataclass
class Attempt:
    completion: Completion
    task: Task | None
    problem: str = ""  # why the last reply is not a valid operation


async def write_operation(model: ResilientModel, env: Envelope, settings: Settings) -> Attempt:
    """Ask for the operation; an invalid reply goes back once with what is wrong with it."""
    messages = prompts.operation_messages(env)
    schema = op_schema.json_schema() if settings.llm_structured_output else None
    attempt: Attempt | None = None
    for _ in range(2):
        completion = await model.complete(messages, max_tokens=settings.llm_max_tokens,
                                          temperature=settings.llm_extract_temperature,
                                          json_schema=schema)
        try:
            return Attempt(completion, op_schema.validate(completion.text))
        except op_schema.OpInvalid as exc:
            attempt = Attempt(completion, None, str(exc))
            messages = [*messages, *prompts.fix_operation(completion.text, str(exc))]
    assert attempt is not None
    return attempt


async def compute(model: ResilientModel, env: Envelope, settings: Settings,
                  execute: Execute) -> str:
    """Fill env.task (source "llm"), env.results.sandbox and the draft; return the hop outcome."""
    started = time.perf_counter()
    attempt = await write_operation(model, env, settings)
    completion = attempt.completion
    env.results.draft = LlmDraft(
        text=completion.text, model=completion.model, completion_tokens=completion.completion_tokens,
        finish_reason=completion.finish_reason, elapsed_ms=(time.perf_counter() - started) * 1000)
    env.task = attempt.task
    env.results.sandbox = None
    if attempt.task is None:
        env.meta.failed_approaches.append(f"llm: not a valid operation: {attempt.problem}"[:300])
        return "program:invalid"
    env.results.sandbox = await execute(attempt.task)
    if env.results.sandbox.status != "ok":
        tried = json.dumps({"op": attempt.task.op, "args": attempt.task.args}, ensure_ascii=False)
        env.meta.failed_approaches.append(f"llm: {tried} → {env.results.sandbox.status}"[:300])
    return f"program:{env.results.sandbox.status}"
