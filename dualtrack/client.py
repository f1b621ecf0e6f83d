"""The client side of the pipeline: publish requests on the ingress topic, wait for the answers.

Requests leave through the services' own producer (idempotent, acks=all, `dualtrack.kafka`). The
trace id a request is published with is its Kafka key and its Jaeger trace id; the client's span
travels in the `traceparent` header.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, EnvelopeError, new_trace_id
from dtlib.principal import principal_headers
from dtlib.runtime import Record
from dtlib.settings import Settings, get_settings
from dtlib.telemetry import inject_headers, setup_tracing, tracer, use_trace_id
from dtlib.topics import Topic, topic_name

from .kafka import Tail, connect


@dataclass
class Reply:
    envelope: Envelope
    latency_ms: float

    def summary(self) -> dict[str, Any]:
        env, answer = self.envelope, self.envelope.answer
        return {
            "trace_id": env.trace_id,
            "status": answer.status if answer else None,
            "path": env.route.path,
            "decided_by": env.route.decided_by,
            "answer": answer.text if answer else None,
            "value": answer.value if answer else None,
            "confidence": env.route.confidence,
            "error": (
                {"code": answer.error.code, "message": answer.error.message,
                 "hint": answer.error.hint}
                if answer and answer.error else None
            ),
            "latency_ms": round(self.latency_ms, 2),
        }


class Client:
    """`async with Client() as c: reply = await c.ask("12*24等于多少")`."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or get_settings()
        self._transport: Any = None
        self._answers: Tail | None = None
        self._waiting: dict[str, tuple[asyncio.Future[Reply], float]] = {}
        self._seen: Counter[str] = Counter()  # trace_id → answers seen (duplicates > 1)
        setup_tracing("client")

    async def __aenter__(self) -> "Client":
        self._transport = await connect(self.settings)
        self._answers = Tail(self._transport, self._topic(Topic.RESPONSES), self._on_answer)
        try:
            await self._answers.start()
        except BaseException:
            await self._transport.close()
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._answers.stop()  # type: ignore[union-attr]
        await self._transport.close()

    def _topic(self, topic: Topic) -> str:
        return topic_name(topic, self.settings.topic_prefix)

    @property
    def duplicates(self) -> int:
        return sum(n - 1 for n in self._seen.values() if n > 1)

    def _on_answer(self, record: Record) -> None:
        try:
            env = env_mod.decode(record.value or b"")
        except EnvelopeError:
            return
        self._seen[env.trace_id] += 1
        waiting = self._waiting.pop(env.trace_id, None)
        if waiting and not waiting[0].done():
            future, sent_at = waiting
            future.set_result(Reply(env, (time.perf_counter() - sent_at) * 1000))

    async def publish_raw(self, value: bytes, key: bytes | None = None) -> None:
        """Send bytes as they are (for tests of malformed input)."""
        await self._transport.publish(self._topic(Topic.REQUESTS), key, value)

    async def ask_envelope(self, env: Envelope, timeout: float = 60.0) -> Reply:
        future: asyncio.Future[Reply] = asyncio.get_running_loop().create_future()
        with use_trace_id(env.trace_id), tracer("dualtrack.client").start_as_current_span(
            "client: ask", attributes={"dt.trace_id": env.trace_id, "dt.tenant": env.tenant}
        ):
            named = principal_headers(self.settings, env)
            headers = [(k, v.encode()) for k, v in inject_headers(named).items()]
            self._waiting[env.trace_id] = (future, time.perf_counter())
            await self._transport.publish(self._topic(Topic.REQUESTS), env.trace_id.encode(),
                                          env_mod.encode(env), headers)
        try:
            return await asyncio.wait_for(future, timeout)
        finally:
            self._waiting.pop(env.trace_id, None)

    async def ask(self, text: str, *, tenant: str = "default", user_id: str = "",
                  context: dict[str, str] | None = None, trace_id: str | None = None,
                  request_id: str = "", timeout: float = 60.0) -> Reply:
        env = Envelope(trace_id=trace_id or new_trace_id(), text=text, tenant=tenant,
                       user_id=user_id, context=context or {}, request_id=request_id,
                       deadline_ms=int(timeout * 1000))
        return await self.ask_envelope(env, timeout)

    def expect(self, trace_id: str) -> "asyncio.Future[Reply]":
        """Register interest in an answer before publishing it some other way (e.g. raw bytes)."""
        future: asyncio.Future[Reply] = asyncio.get_running_loop().create_future()
        self._waiting[trace_id] = (future, time.perf_counter())
        return future
