"""The client side of the pipeline: publish requests on the ingress topic, wait for the answers.

The trace id a request is published with is its Kafka key and its Jaeger trace id.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from dtlib import envelope as env_mod
from dtlib.broker import make_producer, open_reader
from dtlib.envelope import Envelope, EnvelopeError, new_trace_id
from dtlib.settings import Settings, get_settings
from dtlib.telemetry import inject_headers, setup_tracing, tracer, use_trace_id
from dtlib.topics import Topic, topic_name


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
        self._producer = make_producer(self.settings)
        self._reader: Any = None
        self._waiting: dict[str, tuple[asyncio.Future[Reply], float]] = {}
        self._answered: Counter[str] = Counter()  # trace_id → answers seen (duplicates > 1)
        self._pump: asyncio.Task[None] | None = None
        setup_tracing("client")

    async def __aenter__(self) -> "Client":
        await self._producer.start()
        self._reader = await open_reader(topic_name(Topic.RESPONSES), self.settings)
        self._pump = asyncio.create_task(self._read_answers())
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._pump:
            self._pump.cancel()
        await self._reader.stop()
        await self._producer.stop()

    @property
    def duplicates(self) -> int:
        return sum(n - 1 for n in self._answered.values() if n > 1)

    async def _read_answers(self) -> None:
        async for record in self._reader:
            try:
                env = env_mod.decode(record.value or b"")
            except EnvelopeError:
                continue
            self._answered[env.trace_id] += 1
            waiting = self._waiting.pop(env.trace_id, None)
            if waiting and not waiting[0].done():
                future, sent_at = waiting
                future.set_result(Reply(env, (time.perf_counter() - sent_at) * 1000))

    async def publish_raw(self, value: bytes, key: bytes | None = None) -> None:
        """Send bytes as they are (for tests of malformed input)."""
        await self._producer.send_and_wait(topic_name(Topic.REQUESTS), value, key=key)

    async def ask_envelope(self, env: Envelope, timeout: float = 60.0) -> Reply:
        future: asyncio.Future[Reply] = asyncio.get_running_loop().create_future()
        with use_trace_id(env.trace_id), tracer("dualtrack.client").start_as_current_span(
            "client: ask", attributes={"dt.trace_id": env.trace_id, "dt.tenant": env.tenant}
        ):
            headers = [(k, v.encode()) for k, v in inject_headers().items()]
            self._waiting[env.trace_id] = (future, time.perf_counter())
            await self._producer.send_and_wait(
                topic_name(Topic.REQUESTS), env_mod.encode(env),
                key=env.trace_id.encode(), headers=headers,
            )
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
