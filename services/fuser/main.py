"""fuser: presents the sandbox result or the LLM draft as the final answer.

sandbox.results → responses        llm.drafts → responses
"""

from __future__ import annotations

from dtlib.envelope import Envelope
from dtlib.service import Emit, Service
from dtlib.topics import Topic

from .render import from_draft, from_sandbox

service = Service("fuser")


@service.handles(Topic.SANDBOX_RESULTS)
async def present_result(env: Envelope) -> Emit:
    env.answer = from_sandbox(env)
    return Emit(Topic.RESPONSES, env, outcome=f"answer:{env.answer.status}")


@service.handles(Topic.LLM_DRAFTS)
async def present_draft(env: Envelope) -> Emit:
    env.answer = from_draft(env)
    return Emit(Topic.RESPONSES, env, outcome=f"answer:{env.answer.status}")
