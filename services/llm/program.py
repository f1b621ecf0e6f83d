"""Program-aided computation: for a computation the parser could not read, the model writes the
typed operation as JSON, and the sandbox (gRPC) computes it exactly. The model never does the
arithmetic; it only reads the question.

An operation runs only when it is grounded in the request (dtlib.grounding, the check the fuser
applies too): a reply that is not a valid operation, or one that invents or leaves out the
request's values or does something else than the request asks, goes back to the model once with
the reason; a second such reply is not run, and the fuser answers "uncertain" with the reason.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import msgspec

from dtlib import grounding
from dtlib.envelope import Envelope, LlmDraft, SandboxResult, Task

from . import op_schema, prompts
from .backends import Completion
from .resilience import ResilientModel
from .settings import LlmSettings

Execute = Callable[[Task], Awaitable[SandboxResult]]


def is_program_aided(env: Envelope) -> bool:
    """The classifier marked it a computation but could not parse it (or an earlier round of
    this request already went this way)."""
    return env.perception.task_type == "compute" and (env.task is None or env.task.source == "llm")


@dataclass
class Attempt:
    completion: Completion
    task: Task | None  # the operation as the model wrote it (None: no valid operation)
    problem: str = ""  # why the last reply is not a valid operation
    grounding: grounding.Grounding | None = None  # of `task`; its `task` is the one to run


async def write_operation(model: ResilientModel, env: Envelope, settings: LlmSettings) -> Attempt:
    """Ask for the operation; an invalid or ungrounded reply goes back once with what is wrong."""
    messages = prompts.operation_messages(env)
    schema = op_schema.json_schema() if settings.llm_structured_output else None
    attempt: Attempt | None = None
    for _ in range(2):
        completion = await model.complete(messages, max_tokens=settings.llm_max_tokens,
                                          temperature=settings.llm_extract_temperature,
                                          json_schema=schema)
        try:
            task = op_schema.validate(completion.text)
        except op_schema.OpInvalid as exc:
            attempt = Attempt(completion, None, str(exc))
            messages = [*messages, *prompts.fix_operation(completion.text, str(exc))]
            continue
        read = grounding.ground(task, env.text)
        attempt = Attempt(completion, task, grounding=read)
        if read.ok:
            return attempt
        messages = [*messages, *prompts.fix_operation(completion.text, read.problem(),
                                                      valid=True)]
    assert attempt is not None
    return attempt


async def compute(model: ResilientModel, env: Envelope, settings: LlmSettings,
                  execute: Execute) -> str:
    """Fill env.task (source "llm"), env.results.sandbox and the draft; return the hop outcome."""
    started = time.perf_counter()
    attempt = await write_operation(model, env, settings)
    completion = attempt.completion
    env.results.draft = LlmDraft(
        text=completion.text, model=completion.model, backend=model.kind,
        completion_tokens=completion.completion_tokens, finish_reason=completion.finish_reason,
        elapsed_ms=(time.perf_counter() - started) * 1000)
    env.task = attempt.task
    env.results.sandbox = None
    if attempt.task is None:
        env.meta.failed_approaches.append(f"llm: not a valid operation: {attempt.problem}"[:300])
        return "program:invalid"
    tried = json.dumps({"op": attempt.task.op, "args": attempt.task.args}, ensure_ascii=False)
    read = attempt.grounding
    assert read is not None
    if not read.ok:  # not run: the fuser answers with the reason
        env.meta.failed_approaches.append(f"llm: {tried} does not fit the question: {read.problem()}"[:300])
        return "program:ungrounded"
    # the day-count convention applied, each amount tied to where the request states it
    env.task = msgspec.structs.replace(read.task, spans=grounding.argument_spans(read.task, env.text))
    env.results.sandbox = await execute(read.task)
    if env.results.sandbox.status != "ok":
        env.meta.failed_approaches.append(f"llm: {tried} → {env.results.sandbox.status}"[:300])
    return f"program:{env.results.sandbox.status}"
