"""tools: calls the registry's tools (`tools/*.yaml`) and answers with their result.

tools.calls → responses

A call arrives from the rules service (every parameter read from the request: no model involved)
or from the llm service (parameters the model filled). Whoever filled them, the call is made only
when they pass the tool's schema here and each value is one the request states
(`dtlib.tools.ground`); otherwise the user is asked for what is missing, invalid or ambiguous,
and the tool is never called. A tool that fails (timeout, down, refusal) gives an honest error
answer. Each replica also serves the project's own host tool (`host.py`) on HTTP.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass

import httpx

from dtlib import http_server, tools
from dtlib.envelope import Envelope, ToolCall
from dtlib.runtime import Emit, Handlers, Step
from dtlib.text import language
from dtlib.topics import Topic

from . import answers, host
from .caller import Caller
from .settings import ToolsSettings


@dataclass
class Deps:
    client: httpx.AsyncClient | None = None  # None: a client of its own
    serve_host_tool: bool | None = None  # None: when tools_host_port is set


class Toolbox:
    """One replica's calls, independent of Kafka (tests drive it directly)."""

    def __init__(self, registry: tools.Registry, caller: Caller) -> None:
        self.registry = registry
        self.caller = caller

    async def handle(self, env: Envelope) -> str:
        """Write the answer onto `env`; return the hop outcome."""
        call = env.tool_call
        lang = language(env.text)
        path = env.route.path or ("fast" if call is not None and call.source.startswith("rule:") else "slow")
        spec = self.registry.get(call.tool) if call is not None else None
        if call is None or spec is None:
            call = call or ToolCall(tool="(none)")
            env.answer = answers.failed(call, "TOOL_UNKNOWN", f"no tool named {call.tool}", lang, path)
            return "unknown-tool"
        # Every call, whoever filled it: valid by the schema, and each value one the request states.
        reading = tools.ground(spec, call.args, env.text, env.context)
        args, problems = reading.args, reading.problems
        first: dict[str, str] = {}  # one problem per parameter: what the call came with first
        for problem in [*call.problems, *problems]:
            first.setdefault(problem.split(":", 1)[0], problem)
        problems = list(first.values())
        if problems:
            env.answer = answers.question(spec, call, problems, lang, path)
            return "asked"
        # The call as made (the schema's types, defaults filled): what the learner stores as a
        # tool sample and holds a shadow tool rule's would-be call against.
        call.args = args
        result = await self.caller.call(spec, args)
        env.results.tool = result
        if result.status != "ok":
            assert result.error is not None
            env.answer = answers.failed(call, result.error.code, result.error.message, lang, path)
            return f"error:{result.status}"
        env.answer = answers.rendered(spec, call, args, result, lang, path)
        return "cached" if result.cached else "called"


def build(settings: ToolsSettings, deps: Deps | None = None) -> Handlers:
    deps = deps or Deps()
    registry = tools.Registry(settings.tools_dir, settings.tools_reload_s)
    caller = Caller({"host_tool_url": settings.tools_host_url.rstrip("/")}, deps.client)
    toolbox = Toolbox(registry, caller)
    serve = deps.serve_host_tool if deps.serve_host_tool is not None else settings.tools_host_port > 0
    listener: socket.socket | None = None

    async def answer(env: Envelope) -> Emit:
        outcome = await toolbox.handle(env)
        return Emit(Topic.RESPONSES, env, outcome=outcome)

    async def bind() -> None:
        nonlocal listener
        listener = socket.create_server((settings.tools_host_host, settings.tools_host_port),
                                        backlog=256)

    async def serve_host_tool(publish) -> None:
        await http_server.serve(host.app(), listener)

    async def close() -> None:
        await caller.aclose()
        if listener is not None:
            listener.close()

    handlers = Handlers()
    # Calls wait on their tools, not the CPU; each tool's own `concurrency` bounds it further.
    handlers.envelope(Topic.TOOLS_CALLS, answer, concurrency=16)
    if serve:
        handlers.on_start.append(bind)
        handlers.background.append(serve_host_tool)
    handlers.on_stop.append(close)
    return handlers


step = Step("tools", consumes=(Topic.TOOLS_CALLS,), emits=(Topic.RESPONSES,), build=build,
            description="calls the registry's tools (`tools/*.yaml`, hot-reloaded) with "
                        "parameters a rule read or the model filled, each validated with the "
                        "tool's schema first (else it asks the user); timeouts, retries, a "
                        "concurrency limit and a reuse window per tool; serves the project's "
                        "host tool (load and memory from /proc)")
