"""The one telemetry setup: OpenTelemetry tracing where a request's trace id IS its envelope trace_id.

The context travels in Kafka headers (W3C traceparent: `consumed_span` for what a step consumes,
`inject_headers` for what it publishes). A client that publishes without a traceparent still gets
one trace under its own id: the first step's span takes its trace id from the message key (the
envelope trace_id). Spans are exported in batches, off the hot path (`otlp_json`).
"""

from __future__ import annotations

import contextvars
import logging
from contextlib import contextmanager
from typing import Any, Iterator

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.trace.id_generator import RandomIdGenerator
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import SpanContext, TraceFlags
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from .envelope import is_trace_id
from .hop_span import HopSpan, export_hop_spans
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
        exporting = BatchSpanProcessor(OtlpJsonExporter(settings.otlp_endpoint),
                                       schedule_delay_millis=500, max_export_batch_size=512)
        provider.add_span_processor(exporting)
        export_hop_spans(exporting, resource)
    trace.set_tracer_provider(provider)
    _provider = provider
    return provider


def shutdown_tracing() -> None:
    if _provider is not None:
        _provider.force_flush(timeout_millis=3000)
        _provider.shutdown()


def tracer(name: str = "dualtrack") -> trace.Tracer:
    return trace.get_tracer(name)


_PROPAGATOR = TraceContextTextMapPropagator()


def inject_headers(headers: dict[str, str] | None = None) -> dict[str, str]:
    """`headers` and the current span's W3C trace context."""
    carrier: dict[str, str] = dict(headers or {})
    _PROPAGATOR.inject(carrier)
    return carrier


_CONTEXT_HEADERS = frozenset(_PROPAGATOR.fields)  # traceparent, tracestate


def parent_context(record: Any) -> otel_context.Context | None:
    """The trace context a consumed record (anything with `headers`) carries in its W3C headers,
    or None when it has no `traceparent`."""
    carrier = {name: value.decode("latin-1") for name, value in record.headers or ()
               if name in _CONTEXT_HEADERS and value is not None}
    return _PROPAGATOR.extract(carrier) if "traceparent" in carrier else None


_ids = RandomIdGenerator()


def consumed_span(scope: InstrumentationScope, name: str, record: Any,
                  attributes: dict[str, Any]) -> HopSpan:
    """The span of a step handling `record` (current within `with`): the child of the span that
    published it, or, when it came without a valid `traceparent`, a new trace under its key
    (= trace_id), so a client that publishes without one still finds its request in Jaeger by
    its own id."""
    carried = parent_context(record)
    parent = trace.get_current_span(carried).get_span_context() if carried is not None else None
    if parent is not None and parent.is_valid:
        trace_id, flags, state = parent.trace_id, parent.trace_flags, parent.trace_state
    else:
        key = record.key.decode("ascii", "replace") if isinstance(record.key, bytes) else ""
        trace_id = int(key, 16) if is_trace_id(key) else _ids.generate_trace_id()
        parent, flags, state = None, TraceFlags(TraceFlags.SAMPLED), None
    context = SpanContext(trace_id, _ids.generate_span_id(), is_remote=False, trace_flags=flags,
                          trace_state=state)
    return HopSpan(scope, name, context, parent, attributes)


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
