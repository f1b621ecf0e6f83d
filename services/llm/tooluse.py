"""Tools on the slow path: the model is offered the registry's tools and fills a call: through the
OpenAI tools API on an OpenAI-compatible server (`llm_tool_calling`), else as one JSON object
(constrained by the tools' schemas where the backend has it). What it fills is checked
with the tool's schema and against the request (`dtlib.tools.ground`): a value the request does
not state, or a choice the request leaves open, is a problem, not a call. The call goes to the
tools service with its problems, which checks it again and asks the user instead of calling.

Offered: the tool a rule already chose (its parameters were not all in the request), or the tools
whose keywords the request says. A model that declines an offered tool the request only mentioned
goes on to answer as usual.
"""

from __future__ import annotations

import time
from typing import Any

from dtlib import tools
from dtlib.envelope import Envelope, LlmDraft, ToolCall

from . import op_schema
from .backends import OPENAI_COMPATIBLE
from .resilience import ResilientModel
from .settings import LlmSettings

# A call is a short JSON object; a longer reply is the model rambling, and costs seconds on the
# embedded model.
MAX_TOKENS = 96

PROMPT = (
    'Reply with one JSON object {"tool": name, "args": {...}} that calls the tool the question '
    'asks for, or {"tool": null, "args": {}} when no tool fits. Use only values the question '
    "states; leave out any value it does not state. Tools:\n"
)


def offered(env: Envelope, registry: tools.Registry) -> list[tools.ToolSpec]:
    if env.tool_call is not None:
        spec = registry.get(env.tool_call.tool)
        return [spec] if spec is not None else []
    if env.perception.task_type in ("compute", "ambiguous") or env.meta.iterations > 1:
        return []  # a computation, a question to ask back, or a draft the fuser sent back
    return [t for t in registry.all() if tools.named(t, env.text)]


def _line(spec: tools.ToolSpec) -> str:
    params = []
    for name, param in spec.params.items():
        kind = param.type + (f" one of {', '.join(map(str, param.enum))}" if param.enum else "")
        optional = "" if param.required and param.default is None else ", optional"
        params.append(f"{name}: {kind}{optional}")
    return f"- {spec.name}({'; '.join(params)}): {spec.describe('en')}"


NATIVE_PROMPT = ("Call the tool the question asks for, with only the values the question states; "
                 "leave out any value it does not state. If no tool fits, reply without one.")


def messages(env: Envelope, specs: list[tools.ToolSpec], native: bool = False) -> list[dict[str, str]]:
    system = NATIVE_PROMPT if native else PROMPT + "\n".join(_line(s) for s in specs)
    return [{"role": "system", "content": system}, {"role": "user", "content": env.text}]


def openai_tools(specs: list[tools.ToolSpec]) -> list[dict[str, Any]]:
    """The offered tools for the OpenAI tools API (no parameter required, as in `reply_schema`)."""
    return [{"type": "function", "function": {"name": s.name, "description": s.describe("en"),
                                              "parameters": {**tools.json_schema(s), "required": []}}}
            for s in specs]


def reply_schema(specs: list[tools.ToolSpec]) -> dict[str, Any]:
    """One of the offered calls or none. No parameter is required here: a model made to fill one
    the request does not state could only guess it."""
    calls = [{"type": "object", "additionalProperties": False, "required": ["tool", "args"],
              "properties": {"tool": {"const": s.name},
                             "args": {**tools.json_schema(s), "required": []}}} for s in specs]
    none = {"type": "object", "required": ["tool"],
            "properties": {"tool": {"type": "null"}, "args": {"type": "object"}}}
    return {"anyOf": [*calls, none]}


def parse(text: str) -> tuple[str | None, dict[str, Any], str]:
    """(tool, args, problem) from the model's reply."""
    try:
        reply = op_schema.first_json_object(text)
    except op_schema.OpInvalid as exc:
        return None, {}, str(exc)
    if not isinstance(reply.get("args", {}), dict):
        return None, {}, '"args" is not a JSON object'
    tool = reply.get("tool")
    return (tool if isinstance(tool, str) else None), reply.get("args") or {}, ""


async def fill(model: ResilientModel, env: Envelope, specs: list[tools.ToolSpec],
               settings: LlmSettings) -> str | None:
    """Ask the model for a call of one of `specs`; write env.tool_call (source "llm", with the
    problems found) and the draft. None: the model declined a tool the request only mentioned."""
    started = time.perf_counter()
    # The backend turns a native tool call into the same JSON reply (backends.tool_call_text).
    native = settings.llm_tool_calling and model.kind == OPENAI_COMPATIBLE
    schema = reply_schema(specs) if settings.llm_structured_output and not native else None
    completion = await model.complete(messages(env, specs, native),
                                      max_tokens=min(MAX_TOKENS, settings.llm_max_tokens),
                                      temperature=settings.llm_extract_temperature, json_schema=schema,
                                      tools=openai_tools(specs) if native else None)
    name, args, problem = parse(completion.text)
    spec = next((s for s in specs if s.name == name), None)
    if spec is None and env.tool_call is None:
        return None
    env.results.draft = LlmDraft(
        text=completion.text, model=completion.model, backend=model.kind,
        completion_tokens=completion.completion_tokens, finish_reason=completion.finish_reason,
        elapsed_ms=(time.perf_counter() - started) * 1000)
    if spec is None:  # declined (or not JSON) a tool a rule chose: the user is asked
        assert env.tool_call is not None
        why = problem or "declined"
        env.meta.failed_approaches.append(f"llm: no call of {env.tool_call.tool}: {why}"[:300])
        return "tool:declined"
    reading = tools.ground(spec, args, env.text, env.context)
    env.tool_call = ToolCall(tool=spec.name, args=args, source="llm", problems=reading.problems)
    return "tool:filled" if reading.complete else "tool:invalid"
