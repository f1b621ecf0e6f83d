"""The tool pre-check on the real stack: a complete tool request is called without the model and
answered with the tool's reading; an incomplete one goes to the slow path and is asked back; a
malformed one never reaches the tool, whatever the model fills."""

from __future__ import annotations

import httpx
import pytest

from dtlib.settings import get_settings
from dualtrack.client import Client
from services.tools.settings import ToolsSettings

pytestmark = pytest.mark.integration


def host_tool_stats() -> dict:
    port = get_settings(ToolsSettings).tools_host_port
    return httpx.get(f"http://127.0.0.1:{port}/stats", timeout=5).json()


async def test_a_complete_request_gets_the_tools_reading_without_the_model(client: Client) -> None:
    before = host_tool_stats()["calls"].get("load", 0)
    env = (await client.ask("what is the 5-minute load average?", timeout=60)).envelope
    assert env.answer.status == "ok" and env.answer.text.startswith("The 5-minute load average is ")
    assert env.answer.provenance.source == "tool:host_load" and env.route.path == "fast"
    assert [h.service for h in env.hops] == ["cache", "rules", "tools"]
    assert host_tool_stats()["calls"]["load"] == before + 1
    zh = (await client.ask("内存还剩多少", timeout=60)).envelope
    assert zh.answer.status == "ok" and zh.answer.text.startswith("可用内存：") and zh.answer.text.endswith(" MB。")


async def test_an_incomplete_request_goes_slow_and_is_asked_back(client: Client) -> None:
    env = (await client.ask("what is the load average?", timeout=120)).envelope
    assert [h.service for h in env.hops] == ["cache", "rules", "llm", "tools"]
    assert env.route.path == "slow"
    assert env.answer.status == "uncertain" and "1, 5 or 15" in env.answer.text


async def test_a_malformed_request_never_reaches_the_tool(client: Client) -> None:
    before = host_tool_stats()
    env = (await client.ask("what is the 7-minute load average?", timeout=120)).envelope
    assert env.answer.status == "uncertain" and "7" in env.answer.text
    assert env.hops[-1].service == "tools" and env.results.tool is None
    assert host_tool_stats() == before  # no call, not even one the tool refused
