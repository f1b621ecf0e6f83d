"""The one telemetry setup: OpenTelemetry tracing where a request's trace id IS its envelope trace_id.

The context travels in Kafka headers (W3C traceparent: `consumed_span` for what a step consumes,
`inject_headers` for what it publishes). A client that
publishes without a traceparent still gets one trace under its own id: the first step's span
takes its trace id from the message key (the envelope trace_id) through `KeyedTraceIds`.
"""

from __future__ import annotations

import contextvars
import logging
from contextlib import contextmanager
from typing import Any, ContextManager, Iterator

from opentelemetry import context as otel_context
from opentelemetry import propagate, trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.trace.id_generator import RandomIdGenerator
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from .envelope import is_trace_id
from .otlp_json import OtlpJsonExporter
from .settings import get_settings

log = logging.getLogger(__name__)

_wanted_trace_id: contextvars.ContextVar[int | None] = contextvars.ContextVar(
    "dt_wanted_trace_id", default=None
)


class KeyedTraceIds(RandomIdGenerator):
    """New root spans take the trace id set by `use_trace_id`, so Jaeger finds them by trace_id."""

    def generate_trace_id(self) -> int:
        wanted = _wanted_trace_id.get()
        return wanted if wanted is not None else super().generate_trace_id()


@contextmanager
def use_trace_id(trace_id: str | None) -> Iterator[None]:
    """Within this block, a span that starts a new trace gets `trace_id` as its id."""
    token = _wanted_trace_id.set(int(trace_id, 16) if is_trace_id(trace_id) else None)
    try:
        yield
    finally:
        _wanted_trace_id.reset(token)


_provider: TracerProvider | None = None


def setup_tracing(service: str) -> TracerProvider:
    """Install the tracer provider for this process (idempotent). Exports OTLP/JSON over HTTP."""
    global _provider
    if _provider is not None:
        return _provider
    settings = get_settings()
    resource = Resource.create(
        {
            "service.name": f"dualtrack.{service}",
            "service.namespace": "dualtrack",
            "service.instance.id": settings.instance,
        }
    )
    provider = TracerProvider(resource=resource, id_generator=KeyedTraceIds())
    if settings.tracing:
        provider.add_span_processor(BatchSpanProcessor(
            OtlpJsonExporter(settings.otlp_endpoint), schedule_delay_millis=500,
            max_export_batch_size=512))
    trace.set_tracer_provider(provider)
    _provider = provider
    return provider


def shutdown_tracing() -> None:
    if _provider is not None:
        _provider.force_flush(timeout_millis=3000)
        _provider.shutdown()


def tracer(name: str = "dualtrack") -> trace.Tracer:
    return trace.get_tracer(name)


def inject_headers(headers: dict[str, str] | None = None) -> dict[str, str]:
    carrier: dict[str, str] = dict(headers or {})
    propagate.inject(carrier)
    return carrier


_PROPAGATOR = TraceContextTextMapPropagator()
_CONTEXT_HEADERS = frozenset(_PROPAGATOR.fields)  # traceparent, tracestate


def parent_context(record: Any) -> otel_context.Context | None:
    """The trace context a consumed record (anything with `headers`) carries in its W3C headers,
    or None when it has no `traceparent`."""
    carrier = {name: value.decode("latin-1") for name, value in record.headers or ()
               if name in _CONTEXT_HEADERS and value is not None}
    return _PROPAGATOR.extract(carrier) if "traceparent" in carrier else None


def consumed_span(step_tracer: trace.Tracer, name: str, record: Any,
                  attributes: dict[str, Any]) -> ContextManager[trace.Span]:
    """The current span of a step handling `record`: the child of the span that published it, or,
    when it came without a `traceparent`, a new trace under its key (= trace_id), so a client
    that publishes without one still finds its request in Jaeger by its own id. One context
    switch per record: the parent is passed in, not made current first."""
    parent = parent_context(record)
    if parent is not None:
        return step_tracer.start_as_current_span(name, context=parent, attributes=attributes)
    key = record.key
    with use_trace_id(key.decode("ascii", "replace") if isinstance(key, bytes) else None):
        span = step_tracer.start_span(name, attributes=attributes)
    return trace.use_span(span, end_on_exit=True)


@contextmanager
def record_context(record: Any) -> Iterator[None]:
    """Make the trace context a consumed record carries current (see `consumed_span`)."""
    parent = parent_context(record)
    if parent is not None:
        token = otel_context.attach(parent)
        try:
            yield
        finally:
            otel_context.detach(token)
        return
    key = record.key
    with use_trace_id(key.decode("ascii", "replace") if isinstance(key, bytes) else None):
        yield
