"""The gateway's HTTP API on the in-memory transport: a request becomes an envelope on the ingress
topic, its answer on `responses` becomes an OpenAI completion (or stream), errors are OpenAI's."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator

import httpx
import pytest
from fakes.runtime import settings

from dtlib import envelope as env_mod
from dtlib.envelope import Answer, Envelope, ErrorInfo
from dtlib.runtime import MemoryTransport, Runtime
from dtlib.topics import Topic, topic_name
from services.gateway.answers import AnswerBoard
from services.gateway.main import Deps, step
from services.gateway.settings import GatewaySettings


class Pipeline:
    """Answers every request on the ingress topic as a pipeline would; the text says how."""

    def __init__(self, transport: MemoryTransport, prefix: str) -> None:
        self.transport, self.prefix = transport, prefix
        self.requests: list[Envelope] = []
        self.keys: list[bytes] = []
        self._task = asyncio.create_task(self._answer())

    async def _answer(self) -> None:
        reader = self.transport.read(topic_name(Topic.REQUESTS, self.prefix))
        while True:
            for record in await reader.take():
                env = env_mod.decode(record.value)
                self.requests.append(env)
                self.keys.append(record.key)
                if env.text == "say nothing":
                    continue
                if env.text == "fail":
                    env.answer = Answer(status="error", error=ErrorInfo(
                        code="LLM_UNAVAILABLE", message="the model is away", hint="try later"))
                else:
                    env.route.path, env.route.decided_by = "fast", "classifier"
                    env.answer = Answer(status="ok", text="12*24 = 288", value="288")
                self.transport.publish(topic_name(Topic.RESPONSES, self.prefix),
                                       env.trace_id.encode(), env_mod.encode(env))

    async def stop(self) -> None:
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)


async def _gateway(**overrides) -> AsyncIterator[tuple[httpx.AsyncClient, Pipeline]]:
    s = settings("gw.", GatewaySettings, **overrides)
    transport = MemoryTransport()
    await transport.start()
    listener = socket.create_server(("127.0.0.1", 0))
    runtime = Runtime(step, s, transport, Deps(read_from_end=transport.read, listener=listener))
    await runtime.start()
    pipeline = Pipeline(transport, s.topic_prefix)
    port = listener.getsockname()[1]
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}/v1", timeout=10,
                                 trust_env=False) as http:
        yield http, pipeline
    await pipeline.stop()
    await runtime.stop()
    await transport.close()
    listener.close()


@pytest.fixture
async def gateway() -> AsyncIterator[tuple[httpx.AsyncClient, Pipeline]]:
    async for pair in _gateway(gateway_timeout_s=0.5):
        yield pair


@pytest.fixture
async def keyed_gateway() -> AsyncIterator[tuple[httpx.AsyncClient, Pipeline]]:
    async for pair in _gateway(gateway_api_keys="sk-acme=acme,sk-bob=acme:bob"):
        yield pair


def _ask(text: str, **extra) -> dict:
    return {"model": "any", "messages": [{"role": "system", "content": "be brief"},
                                         {"role": "user", "content": "hello"},
                                         {"role": "user", "content": text}], **extra}


async def test_a_completion_carries_the_answer_and_how_it_was_decided(gateway) -> None:
    http, pipeline = gateway
    reply = await http.post("/chat/completions", json=_ask("12*24等于多少"),
                            headers={"x-dualtrack-tenant": "acme", "x-request-id": "r-1"})
    assert reply.status_code == 200
    body = reply.json()
    assert body["object"] == "chat.completion"
    assert body["choices"][0]["message"] == {"role": "assistant", "content": "12*24 = 288"}
    request = pipeline.requests[0]
    assert (request.text, request.tenant, request.request_id) == ("12*24等于多少", "acme", "r-1")
    assert pipeline.keys[0] == request.trace_id.encode()
    assert body["dualtrack"] == {"trace_id": request.trace_id, "path": "fast",
                                 "decided_by": "classifier", "status": "ok", "value": "288"}
    assert reply.headers["x-dualtrack-trace-id"] == request.trace_id
    assert (reply.headers["x-dualtrack-path"], reply.headers["x-dualtrack-decided-by"],
            reply.headers["x-dualtrack-status"]) == ("fast", "classifier", "ok")


async def test_a_stream_is_server_sent_events_ending_in_done(gateway) -> None:
    http, _ = gateway
    async with http.stream("POST", "/chat/completions", json=_ask("12*24", stream=True)) as reply:
        assert reply.headers["content-type"].startswith("text/event-stream")
        assert reply.headers["x-dualtrack-path"] == "fast"
        events = [line[len("data: "):] async for line in reply.aiter_lines() if line]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(event) for event in events[:-1]]
    assert "".join(c["choices"][0]["delta"].get("content", "") for c in chunks) == "12*24 = 288"
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
    assert chunks[-1]["dualtrack"]["decided_by"] == "classifier"


async def test_no_answer_in_time_is_a_timeout_error_with_the_trace_to_follow(gateway) -> None:
    http, pipeline = gateway
    reply = await http.post("/chat/completions", json=_ask("say nothing"))
    assert reply.status_code == 504
    error = reply.json()["error"]
    trace_id = pipeline.requests[0].trace_id
    assert error["code"] == "timeout" and trace_id in error["message"]
    assert reply.headers["x-dualtrack-trace-id"] == trace_id


async def test_an_error_answer_is_an_openai_error(gateway) -> None:
    http, _ = gateway
    reply = await http.post("/chat/completions", json=_ask("fail"))
    assert reply.status_code == 502
    body = reply.json()
    assert body["error"]["code"] == "LLM_UNAVAILABLE"
    assert "the model is away" in body["error"]["message"]
    assert body["dualtrack"]["status"] == "error"


@pytest.mark.parametrize(("body", "code"), [
    ({"messages": [{"role": "system", "content": "hi"}]}, "no_user_message"),
    ({"messages": "12*24"}, "invalid_messages"),
    ({"messages": [{"role": "user", "content": "x"}], "metadata": {"n": 1}}, "invalid_metadata"),
])
async def test_a_request_it_cannot_read_is_a_400(gateway, body: dict, code: str) -> None:
    http, pipeline = gateway
    reply = await http.post("/chat/completions", json=body)
    assert reply.status_code == 400
    assert reply.json()["error"]["code"] == code
    assert pipeline.requests == []


async def test_an_api_key_fixes_tenant_and_user(keyed_gateway) -> None:
    http, pipeline = keyed_gateway
    reply = await http.post("/chat/completions", json=_ask("12*24", user="eve"),
                            headers={"authorization": "Bearer sk-bob",
                                     "x-dualtrack-tenant": "other"})
    assert reply.status_code == 200
    assert (pipeline.requests[0].tenant, pipeline.requests[0].user_id) == ("acme", "bob")
    reply = await http.post("/chat/completions", json=_ask("12*24", user="eve"),
                            headers={"authorization": "Bearer sk-acme"})
    assert (pipeline.requests[1].tenant, pipeline.requests[1].user_id) == ("acme", "eve")


@pytest.mark.parametrize("auth", [None, "Bearer sk-wrong"])
async def test_without_a_known_key_nothing_is_published(keyed_gateway, auth: str | None) -> None:
    http, pipeline = keyed_gateway
    reply = await http.post("/chat/completions", json=_ask("12*24"),
                            headers={"authorization": auth} if auth else {})
    assert reply.status_code == 401
    assert reply.json()["error"]["code"] == "invalid_api_key"
    assert pipeline.requests == []


async def test_each_replica_resolves_only_its_own_requests() -> None:
    transport = MemoryTransport()
    topic = "t.responses"
    boards = [AnswerBoard(lambda: transport.read(topic)) for _ in range(2)]
    for board in boards:
        await board.start()
    mine, theirs = boards[0].expect("a" * 32), boards[1].expect("b" * 32)
    for trace_id in ("b" * 32, "a" * 32):
        env = Envelope(trace_id=trace_id, text="q", answer=Answer(status="ok", text=trace_id[0]))
        transport.publish(topic, trace_id.encode(), env_mod.encode(env))
    assert (await mine).answer.text == "a" and (await theirs).answer.text == "b"
    assert boards[0].waiting == boards[1].waiting == 0
    for board in boards:
        await board.stop()


async def test_a_tenant_name_it_cannot_route_is_refused(gateway) -> None:
    http, pipeline = gateway
    reply = await http.post("/chat/completions", json=_ask("12*24"),
                            headers={"x-dualtrack-tenant": "../acme"})
    assert reply.status_code == 400
    assert reply.json()["error"]["code"] == "invalid_tenant"
    assert pipeline.requests == []


async def test_prometheus_counts_completions_by_http_status(gateway) -> None:
    """What `dualtrack top` and the dashboard show for the gateway: its requests and their time."""
    from dtlib.metrics import GATEWAY_REQUESTS, GATEWAY_SECONDS

    def counted(status: str) -> float:
        child = GATEWAY_REQUESTS.children.get((status,))
        return child.value if child else 0.0

    before = {status: counted(status) for status in ("200", "502")}
    http, _ = gateway
    await http.post("/chat/completions", json=_ask("12*24"))
    await http.post("/chat/completions", json=_ask("fail"))
    assert counted("200") == before["200"] + 1 and counted("502") == before["502"] + 1
    assert sum(GATEWAY_SECONDS.children[("200",)].counts) >= 1
