"""The tools service: a call whose parameters pass the schema reaches the tool and is answered in
the request's language; one that does not is asked back and never reaches the tool; a tool that
fails gets an honest error answer. The tool here is the project's own host tool, served in process
over a fake /proc."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from dtlib import envelope as E
from dtlib import tools
from dtlib.settings import REPO_ROOT
from services.tools import host
from services.tools.caller import Caller
from services.tools.main import Toolbox

URL = "http://tool.test"


@pytest.fixture
def proc(tmp_path: Path) -> Path:
    (tmp_path / "loadavg").write_text("0.42 0.37 0.30 1/123 4567\n")
    (tmp_path / "meminfo").write_text("MemTotal:        4096000 kB\nMemFree:          512000 kB\n"
                                      "MemAvailable:    1024000 kB\n")
    return tmp_path


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


def toolbox(transport: httpx.AsyncBaseTransport, clock: Clock | None = None) -> Toolbox:
    client = httpx.AsyncClient(transport=transport)
    return Toolbox(tools.Registry(REPO_ROOT / "tools"),
                   Caller({"host_tool_url": URL}, client, clock=clock or Clock(), backoff_s=0.001))


def envelope(text: str, call: E.ToolCall | None) -> E.Envelope:
    return E.Envelope(trace_id=E.new_trace_id(), text=text, tool_call=call)


async def stats(box: Toolbox) -> dict:
    return (await box.caller.client.get(f"{URL}/stats")).json()


async def test_a_valid_call_is_answered_in_the_requests_language(proc: Path) -> None:
    box = toolbox(httpx.ASGITransport(host.app(proc)))
    env = envelope("what is the 5-minute load average?",
                   E.ToolCall(tool="host_load", args={"window": 5}, source="rule:host.load_average"))
    assert await box.handle(env) == "called"
    assert env.answer.status == "ok"
    assert env.answer.text.startswith("The 5-minute load average is 0.37 (")
    assert env.answer.provenance.source == "tool:host_load" and env.answer.provenance.path == "fast"
    # the reading is the tool's, not checked: the answer cache must not replay a live value
    assert not env.answer.provenance.verified
    zh = envelope("内存还剩多少", E.ToolCall(tool="host_memory", args={"measure": "available"}, source="rule:m"))
    assert await box.handle(zh) == "called"
    assert zh.answer.text == "可用内存：1000.0 MB。"


async def test_an_invalid_or_incomplete_call_is_asked_back_and_never_reaches_the_tool(proc: Path) -> None:
    box = toolbox(httpx.ASGITransport(host.app(proc)))
    bad = envelope("what is the 7-minute load average?",
                   E.ToolCall(tool="host_load", args={"window": 7}, source="rule:x"))
    assert await box.handle(bad) == "asked"
    assert bad.answer.status == "uncertain"
    assert bad.answer.text == ("To look up the host's load average over the last 1, 5 or 15 minutes, I need "
                               "you to tell me: the minutes averaged: 1, 5 or 15 (7 cannot be used).")
    incomplete = envelope("平均负载是多少", E.ToolCall(tool="host_load", source="rule:x",
                                                     problems=["window: missing"]))
    assert await box.handle(incomplete) == "asked"
    assert incomplete.answer.text == "要查询主机最近 1、5 或 15 分钟的平均负载，还需要您说明：统计的分钟数：1、5 或 15（未说明）。"
    ambiguous = envelope("1或5分钟的平均负载", E.ToolCall(tool="host_load", source="rule:x",
                                                         problems=["window: the request names several (1 or 5)"]))
    assert await box.handle(ambiguous) == "asked"
    assert ambiguous.answer.text.endswith("（给出了多个：1 或 5）。")
    assert await stats(box) == {"calls": {}, "rejected": 0}


async def test_a_value_the_model_guessed_is_not_called(proc: Path) -> None:
    box = toolbox(httpx.ASGITransport(host.app(proc)))
    guessed = envelope("what is the load average?", E.ToolCall(tool="host_load", args={"window": 5}, source="llm"))
    assert await box.handle(guessed) == "asked"
    assert guessed.answer.text.endswith("the minutes averaged: 1, 5 or 15 (not given).")
    stated = envelope("load average over the last 15", E.ToolCall(tool="host_load", args={"window": 15}, source="llm"))
    assert await box.handle(stated) == "called"
    assert (await stats(box))["calls"] == {"load": 1}


async def test_an_answer_is_reused_within_the_tools_window_only(proc: Path, clock: Clock) -> None:
    box = toolbox(httpx.ASGITransport(host.app(proc)), clock)
    call = E.ToolCall(tool="host_load", args={"window": 1}, source="rule:x")
    assert [await box.handle(envelope("1 minute load average", call)) for _ in range(2)] == ["called", "cached"]
    clock.now += 6  # host_load: cache_s 5
    assert await box.handle(envelope("1 minute load average", call)) == "called"
    assert (await stats(box))["calls"] == {"load": 2}


async def test_transient_failures_are_retried_and_a_dead_tool_gets_an_honest_error() -> None:
    replies = iter([503, 503, 200])
    calls = []

    def flaky(request: httpx.Request) -> httpx.Response:
        calls.append(request.url.params["window"])
        status = next(replies)
        return httpx.Response(status, json={"window": 5, "load": 1.5, "cpus": 4} if status == 200 else {})

    box = toolbox(httpx.MockTransport(flaky))
    env = envelope("5 minute load average", E.ToolCall(tool="host_load", args={"window": 5}, source="rule:x"))
    assert await box.handle(env) == "called"
    assert env.results.tool.attempts == 3 and calls == ["5", "5", "5"]

    def down(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    dead = toolbox(httpx.MockTransport(down))
    env = envelope("5 minute load average", E.ToolCall(tool="host_load", args={"window": 5}, source="rule:x"))
    assert await dead.handle(env) == "error:error"
    assert env.answer.status == "error" and env.answer.error.code == "TOOL_FAILED"
    assert env.answer.text.startswith("The host_load tool gave no result")

    def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("slow", request=request)

    env = envelope("5分钟平均负载", E.ToolCall(tool="host_load", args={"window": 5}, source="llm"))
    assert await toolbox(httpx.MockTransport(slow)).handle(env) == "error:timeout"
    assert env.answer.error.code == "TOOL_TIMEOUT" and env.answer.text.startswith("工具 host_load 没有给出结果")
    assert env.answer.provenance.path == "slow"


async def test_a_refusal_is_not_retried_and_an_unknown_tool_is_an_error() -> None:
    calls = []

    def refuse(request: httpx.Request) -> httpx.Response:
        calls.append(1)
        return httpx.Response(422, json={"error": "no"})

    env = envelope("5 minute load average", E.ToolCall(tool="host_load", args={"window": 5}, source="rule:x"))
    assert await toolbox(httpx.MockTransport(refuse)).handle(env) == "error:rejected"
    assert calls == [1] and env.answer.error.code == "TOOL_REFUSED"
    env = envelope("x", E.ToolCall(tool="nope", source="llm"))
    assert await toolbox(httpx.MockTransport(refuse)).handle(env) == "unknown-tool"
    assert env.answer.error.code == "TOOL_UNKNOWN"


async def test_the_host_tool_refuses_what_it_does_not_have(proc: Path) -> None:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(host.app(proc)), base_url=URL) as client:
        assert (await client.get("/load", params={"window": "7"})).status_code == 422
        assert (await client.get("/memory", params={"measure": "used", "unit": "TB"})).status_code == 422
        assert (await client.get("/memory", params={"measure": "used", "unit": "GB"})).json() == {
            "measure": "used", "value": 2.9, "unit": "GB"}
        assert (await client.get("/stats")).json() == {"calls": {"memory": 1}, "rejected": 2}
