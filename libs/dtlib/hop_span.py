"""The span of one step's handling of one record: a small implementation of OpenTelemetry's Span
API, ended into the same span processor, and so the same exporter, as the SDK's spans.

The SDK's spans serve any caller (a sampler, limits, locks, a check of every attribute): 55 µs a
hop, measured, about a third of a relay's Python work per message; this one costs 17 µs. Handlers
see it as the current span, so what they set on it and the SDK spans they start under it are
exported as they would be under an SDK span.
"""

from __future__ import annotations

import time
import traceback
from types import TracebackType
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan, SpanProcessor
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode

_UNSET = Status(StatusCode.UNSET)


class _Sink:
    processor: SpanProcessor | None = None
    resource: Resource = Resource.get_empty()


_sink = _Sink()


def export_hop_spans(processor: SpanProcessor | None, resource: Resource | None = None) -> None:
    """Hand ended hop spans to `processor` (`setup_tracing` gives the provider's own); None:
    they carry the trace context on, and are not recorded."""
    _sink.processor, _sink.resource = processor, resource or Resource.get_empty()


class HopSpan(trace.Span):
    """Current from `with` to its end; an exception that leaves the block is recorded and sets
    the status to error, as the SDK's `start_as_current_span` does."""

    def __init__(self, scope: InstrumentationScope, name: str, context: SpanContext,
                 parent: SpanContext | None, attributes: dict[str, Any]) -> None:
        self._scope, self._name, self._context, self._parent = scope, name, context, parent
        self._attributes = attributes
        self._events: list[Event] = []
        self._links: list[Link] = []
        self._status = _UNSET
        self._start, self._end = time.time_ns(), None
        self._token: object | None = None

    def __enter__(self) -> HopSpan:
        self._token = otel_context.attach(trace.set_span_in_context(self))
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        try:
            if exc is not None:
                self.record_exception(exc, escaped=True)
                self.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"))
            self.end()
        finally:
            otel_context.detach(self._token)

    def get_span_context(self) -> SpanContext:
        return self._context

    def is_recording(self) -> bool:
        return self._end is None

    def set_attributes(self, attributes: Any) -> None:
        if self._end is None:
            self._attributes.update(attributes)

    def set_attribute(self, key: str, value: Any) -> None:
        if self._end is None:
            self._attributes[key] = value

    def add_event(self, name: str, attributes: Any = None, timestamp: int | None = None) -> None:
        if self._end is None:
            self._events.append(Event(name, attributes, timestamp))

    def add_link(self, context: SpanContext, attributes: Any = None) -> None:
        if self._end is None:
            self._links.append(Link(context, attributes))

    def update_name(self, name: str) -> None:
        self._name = name

    def set_status(self, status: Status | StatusCode, description: str | None = None) -> None:
        if self._end is None:
            self._status = status if isinstance(status, Status) else Status(status, description)

    def record_exception(self, exception: BaseException, attributes: Any = None,
                         timestamp: int | None = None, escaped: bool = False) -> None:
        kind = type(exception)
        module = kind.__module__
        recorded = {
            "exception.type": f"{module}.{kind.__qualname__}" if module and module != "builtins"
            else kind.__qualname__,
            "exception.message": str(exception),
            "exception.stacktrace": "".join(traceback.format_exception(exception)),
            "exception.escaped": str(escaped),
        }
        self.add_event("exception", recorded | dict(attributes or {}), timestamp)

    def end(self, end_time: int | None = None) -> None:
        if self._end is not None:
            return
        self._end = end_time or time.time_ns()
        processor = _sink.processor
        if processor is not None and self._context.trace_flags.sampled:
            processor.on_end(ReadableSpan(
                name=self._name, context=self._context, parent=self._parent,
                resource=_sink.resource, attributes=self._attributes, events=self._events,
                links=self._links, kind=SpanKind.INTERNAL, status=self._status,
                start_time=self._start, end_time=self._end, instrumentation_scope=self._scope))
