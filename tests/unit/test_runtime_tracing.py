"""A step's span is found in Jaeger under the request's trace id: the child of the span that
published the record, or, when the record came without a traceparent, a new trace under its key."""

from __future__ import annotations

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from dtlib import envelope as E
from dtlib.runtime import Record
from dtlib.telemetry import KeyedTraceIds, consumed_span


def tracer_and_spans() -> tuple:
    spans = InMemorySpanExporter()
    provider = TracerProvider(id_generator=KeyedTraceIds())
    provider.add_span_processor(SimpleSpanProcessor(spans))
    return provider.get_tracer("test"), spans


def test_a_record_without_traceparent_starts_a_trace_under_its_key() -> None:
    tracer, spans = tracer_and_spans()
    trace_id = E.new_trace_id()
    with consumed_span(tracer, "unit: judge", Record("t", 0, 7, trace_id.encode(), b"{}"), {"a": "b"}):
        pass
    (span,) = spans.get_finished_spans()
    assert span.context.trace_id == int(trace_id, 16) and span.parent is None
    assert span.attributes["a"] == "b"


def test_a_record_with_traceparent_gets_a_child_of_the_span_that_published_it() -> None:
    tracer, spans = tracer_and_spans()
    parent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
    record = Record("t", 0, 7, E.new_trace_id().encode(), b"{}",
                    [("dt-other", b"x"), ("traceparent", parent.encode())])
    with consumed_span(tracer, "unit: judge", record, {}) as current:
        with tracer.start_as_current_span("inside the handler"):
            pass
    inner, hop = spans.get_finished_spans()
    assert hop.context.trace_id == 0x0AF7651916CD43DD8448EB211C80319C
    assert hop.parent.span_id == 0xB7AD6B7169203331
    assert inner.parent.span_id == current.get_span_context().span_id  # the hop is current
