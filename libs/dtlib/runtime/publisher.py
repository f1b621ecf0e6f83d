"""Everything a step writes goes through here: keyed by trace_id, with the trace context in its
headers, only to topics the step declared (the DLQ and error answers are the runtime's own)."""

from __future__ import annotations

import asyncio

from .. import envelope as env_mod
from ..envelope import Envelope
from ..principal import principal_headers
from ..metrics import AnswerMetrics
from ..settings import Settings
from ..telemetry import inject_headers
from ..topics import Topic, topic_name
from .step import Emit, Output, Step, UndeclaredTopic
from .transport import Transport

class Publisher:
    def __init__(self, step: Step, settings: Settings, transport: Transport) -> None:
        self.step, self.settings = step, settings
        self.transport = transport
        self.names = {topic: topic_name(topic, settings.topic_prefix) for topic in Topic}
        self._declared = frozenset(step.emits)
        self.answers = AnswerMetrics(step.name, settings.metrics)

    def check(self, outputs: list[Output]) -> None:
        for output in outputs:
            if output.topic not in self._declared:
                raise UndeclaredTopic(self.step.name, output.topic)

    def emit(self, output: Output) -> list[asyncio.Future]:
        """Publish one declared output; its delivery futures."""
        self.check([output])
        if isinstance(output, Emit):
            return self.envelope(output.topic, output.envelope)
        return [self.raw(output.topic, output.key, output.value, output.headers)]

    def envelope(self, topic: Topic, env: Envelope, headers: dict[str, str] | None = None,
                 body: bytes | None = None) -> list[asyncio.Future]:
        """`env` on `topic` keyed by its trace_id (and on its reply_topic, for an answer); `body`:
        `env` encoded already (a claimed answer, published byte for byte)."""
        body, key = body if body is not None else env_mod.encode(env), env.trace_id.encode()
        if topic is Topic.REQUESTS:  # a request names the principal that published it
            headers = principal_headers(self.settings, env) | (headers or {})
        if topic is Topic.RESPONSES:
            self.answers.answered(env.answer.status if env.answer else "none",
                                  env.route.path or "none", env.route.decided_by or "none")
        record_headers = _headers(headers)
        deliveries = [self.transport.publish(self.names[topic], key, body, record_headers)]
        if topic is Topic.RESPONSES and env.reply_topic:
            # A client may ask for its own copy of the answer (e.g. a per-client topic).
            deliveries.append(self.transport.publish(env.reply_topic, key, body, record_headers))
        return deliveries

    def raw(self, topic: Topic, key: bytes | None, value: bytes | None,
            headers: dict[str, str] | None = None) -> asyncio.Future:
        return self.transport.publish(self.names[topic], key, value, _headers(headers))

def _headers(headers: dict[str, str] | None) -> list[tuple[str, bytes]]:
    return [(name, text.encode()) for name, text in inject_headers(headers).items()]

def outputs_of(returned: Output | list[Output] | None) -> list[Output]:
    return [] if returned is None else returned if isinstance(returned, list) else [returned]
