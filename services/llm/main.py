"""llm: the slow path. Asks the model and attaches its draft for the fuser.

llm.tasks → llm.drafts | (a tool call the model filled, or one a rule chose) tools.calls

The factory (`build`) makes the model (the backend `settings.llm_backend` names, behind
`ResilientModel`), or takes one from `Deps`; nothing happens at import.

- An open question gets an answer draft (results.draft).
- A computation the classifier could not parse (perception.task_type "compute", no task) gets
  program-aided: the model writes the typed operation, the sandbox computes it over gRPC, and the
  fuser receives env.task (source "llm") with results.sandbox.
- A request for a tool (a rule chose it but a parameter was missing, invalid or ambiguous, or
  the request names a tool's keywords): the model is offered the tool and fills its call as JSON
  (tooluse.py); the call, checked against the tool's schema and the request, goes to the tools
  service, which calls it or asks the user.
- A model that cannot answer (unavailable, breaker open, cut off) yields a draft with `error`,
  never a partial answer; the fuser turns it into an error answer or asks again.
- A request the classifier found ambiguous (perception.task_type "ambiguous": a ton, a gallon,
  an old British billion) is not put to the model: any number it wrote would rest on a guess at
  what the user meant, and the question to ask back comes from dtlib.conventions, not from a
  model. The draft is empty and the fuser answers "uncertain" with that question.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import partial

from dtlib import sandbox_client, tools
from dtlib.envelope import Envelope, ErrorInfo, LlmDraft, Task
from dtlib.runtime import Emit, Handlers, Step
from dtlib.telemetry import tracer
from dtlib.topics import Topic

from . import program, prompts, tooluse
from .backends import BackendError, IncompleteGeneration, make_backend
from .resilience import ModelUnavailable, ResilientModel
from .settings import LlmSettings

class Drafter:
    """One replica's slow-path step, independent of Kafka (tests drive it directly)."""

    def __init__(self, model: ResilientModel, settings: LlmSettings,
                 execute: program.Execute | None = None,
                 registry: tools.Registry | None = None) -> None:
        self.model = model
        self.settings = settings
        self.registry = registry or tools.Registry(settings.tools_dir)
        self.execute = execute or partial(_execute_on_sandbox, settings)
        self._tracer = tracer("dualtrack.llm")

    async def handle(self, env: Envelope) -> str:
        """Write this round's draft onto `env`; return the hop outcome."""
        env.meta.iterations += 1
        started = time.perf_counter()
        with self._tracer.start_as_current_span("llm: chat completion") as span:
            span.set_attribute("gen_ai.system", self.model.name)
            span.set_attribute("gen_ai.request.max_tokens", self.settings.llm_max_tokens)
            span.set_attribute("dt.iteration", env.meta.iterations)
            try:
                offered = tooluse.offered(env, self.registry)
                called = await tooluse.fill(self.model, env, offered, self.settings) if offered else None
                if called is not None:
                    outcome = called
                elif env.perception.task_type == "ambiguous":
                    outcome = self._ambiguous(env)
                elif program.is_program_aided(env):
                    outcome = await program.compute(self.model, env, self.settings, self.execute)
                else:
                    outcome = await self._answer(env, started)
            except BackendError as exc:
                outcome = self._failed(env, exc, started)
            span.set_attribute("dt.outcome", outcome)
            if env.results.draft is not None:
                span.set_attribute("gen_ai.usage.output_tokens", env.results.draft.completion_tokens)
        return outcome

    def _ambiguous(self, env: Envelope) -> str:
        env.results.draft = LlmDraft(text="", model=self.model.name, backend=self.model.kind)
        return "ambiguous"

    async def _answer(self, env: Envelope, started: float) -> str:
        completion = await self.model.complete(
            prompts.answer_messages(env), max_tokens=self.settings.llm_max_tokens,
            temperature=self.settings.llm_temperature)
        env.results.draft = LlmDraft(
            text=completion.text, model=completion.model, backend=self.model.kind,
            completion_tokens=completion.completion_tokens, finish_reason=completion.finish_reason,
            elapsed_ms=(time.perf_counter() - started) * 1000)
        return "drafted"

    def _failed(self, env: Envelope, exc: BackendError, started: float) -> str:
        if isinstance(exc, IncompleteGeneration):
            code, hint = "LLM_INCOMPLETE", "ask a narrower question, or for a shorter answer"
        else:
            code, hint = "LLM_UNAVAILABLE", "try again in a minute"
        message = str(exc) if isinstance(exc, ModelUnavailable) else f"the model could not answer: {exc}"
        env.results.draft = LlmDraft(text="", model=self.model.name, backend=self.model.kind,
                                     error=ErrorInfo(code=code, message=message[:300], hint=hint),
                                     elapsed_ms=(time.perf_counter() - started) * 1000)
        env.meta.failed_approaches.append(f"llm: {code}: {exc}"[:300])
        return f"error:{code.lower()}"


async def _execute_on_sandbox(settings: LlmSettings, task: Task):
    return await sandbox_client.execute(task, settings.sandbox_grpc_target,
                                        timeout=settings.sandbox_call_timeout_s,
                                        deadline_ms=settings.sandbox_deadline_ms)


@dataclass
class Deps:
    model: ResilientModel | None = None  # None: the backend the settings name
    execute: program.Execute | None = None  # None: the sandbox over gRPC (settings.sandbox_grpc_target)


def build(settings: LlmSettings, deps: Deps | None = None) -> Handlers:
    deps = deps or Deps()
    # Loaded before the replica consumes (the embedded model takes a moment): ready means loaded.
    model = deps.model or ResilientModel(make_backend(settings), settings)
    drafter = Drafter(model, settings, deps.execute)

    async def draft(env: Envelope) -> Emit:
        outcome = await drafter.handle(env)
        # A tool call (filled, or one a rule chose that the model could not fill) is answered by
        # the tools service, which checks it again and asks the user rather than guess.
        return Emit(Topic.TOOLS_CALLS if env.tool_call is not None else Topic.LLM_DRAFTS, env,
                    outcome=outcome)

    async def close_model() -> None:
        if deps.model is None and hasattr(model.backend, "aclose"):
            await model.backend.aclose()

    handlers = Handlers()
    handlers.envelope(Topic.LLM_TASKS, draft, concurrency=settings.llm_concurrency)
    handlers.on_stop.append(close_model)
    return handlers


step = Step("llm", consumes=(Topic.LLM_TASKS,), emits=(Topic.LLM_DRAFTS, Topic.TOOLS_CALLS), build=build,
            description="the embedded SmolLM2-135M (xllamacpp, offline) or any OpenAI-compatible "
                        "server; program-aided computation as a typed operation run by the "
                        "sandbox")
