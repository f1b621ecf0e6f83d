"""llm: the slow path. Asks the model and attaches its draft for the fuser.

llm.tasks → llm.drafts
The prompt never mentions the pipeline: the model answers the user's question, nothing else.
"""

from __future__ import annotations

import asyncio
import time

from dtlib.envelope import Envelope, LlmDraft
from dtlib.service import Emit, Service
from dtlib.telemetry import tracer
from dtlib.topics import Topic

from .backends import Backend, BackendError, make_backend

service = Service("llm")
_backend: Backend | None = None
_limit = asyncio.Semaphore(service.settings.llm_concurrency)

# Measured on the embedded SmolLM2-135M: longer instructions (brevity, language, "say if you
# don't know") made its answers worse, so the prompt stays minimal.
SYSTEM_PROMPT = "You are a helpful assistant."


@service.on_startup
async def load_model() -> None:
    global _backend
    _backend = await asyncio.to_thread(make_backend, service.settings)


@service.handles(Topic.LLM_TASKS, concurrency=service.settings.llm_concurrency)
async def draft(env: Envelope) -> Emit:
    assert _backend is not None
    messages = [{"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": env.text}]
    started = time.perf_counter()
    with tracer("dualtrack.llm").start_as_current_span("llm: chat completion") as span:
        span.set_attribute("gen_ai.system", _backend.name)
        span.set_attribute("gen_ai.request.max_tokens", service.settings.llm_max_tokens)
        try:
            async with _limit:
                completion = await asyncio.wait_for(
                    _backend.complete(messages, max_tokens=service.settings.llm_max_tokens,
                                      temperature=service.settings.llm_temperature),
                    timeout=service.settings.llm_timeout_s)
        except (BackendError, asyncio.TimeoutError) as exc:
            env.meta.failed_approaches.append(f"llm: {exc!r}"[:200])
            span.set_attribute("dt.llm.error", repr(exc)[:200])
            return Emit(Topic.LLM_DRAFTS, env, outcome="error:llm")
        span.set_attribute("gen_ai.usage.output_tokens", completion.completion_tokens)
    env.results.draft = LlmDraft(
        text=completion.text, model=completion.model,
        completion_tokens=completion.completion_tokens,
        elapsed_ms=(time.perf_counter() - started) * 1000,
    )
    env.meta.iterations += 1
    return Emit(Topic.LLM_DRAFTS, env, outcome="drafted")
