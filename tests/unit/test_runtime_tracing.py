"""A step's span is found in Jaeger under the request's trace id: the child of the span that
published the record, or, when the record came without a traceparent, a new trace under its key;
what a handler sets on the current span, and the spans it starts, are exported with it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import StatusCode

from dtlib import envelope as E
from dtlib.hop_span import export_hop_spans
from dtlib.runtime import Record
from dtlib.telemetry import consumed_span, inject_headers

SCOPE = InstrumentationScope("dualtrack.unit")
PARENT = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    export_hop_spans(SimpleSpanProcessor(exporter), Resource.create({"service.name": "unit"}))
    yield exporter
    export_hop_spans(None)


def test_a_record_without_traceparent_starts_a_trace_under_its_key(spans) -> None:
    trace_id = E.new_trace_id()
    with consumed_span(SCOPE, "unit: judge", Record("t", 0, 7, trace_id.encode(), b"{}"), {"a": "b"}):
        pass
    (span,) = spans.get_finished_spans()
    assert span.context.trace_id == int(trace_id, 16) and span.parent is None
    assert span.attributes["a"] == "b" and span.name == "unit: judge"
    assert span.resource.attributes["service.name"] == "unit"


def test_a_record_with_traceparent_gets_a_child_of_the_span_that_published_it(spans) -> None:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(spans))
    record = Record("t", 0, 7, E.new_trace_id().encode(), b"{}",
                    [("dt-other", b"x"), ("traceparent", PARENT.encode())])
    with consumed_span(SCOPE, "unit: judge", record, {}) as current:
        with provider.get_tracer("test").start_as_current_span("inside the handler"):
            pass
        published = inject_headers()["traceparent"]
    inner, hop = spans.get_finished_spans()
    assert hop.context.trace_id == 0x0AF7651916CD43DD8448EB211C80319C
    assert hop.parent.span_id == 0xB7AD6B7169203331
    assert inner.parent.span_id == current.get_span_context().span_id  # the hop is current
    assert published == f"00-0af7651916cd43dd8448eb211c80319c-{hop.context.span_id:016x}-01"


def test_what_a_handler_sets_on_the_current_span_and_an_escaping_error_are_kept(spans) -> None:
    record = Record("t", 0, 7, E.new_trace_id().encode(), b"{}", [("traceparent", PARENT.encode())])
    with pytest.raises(ValueError):
        with consumed_span(SCOPE, "unit: judge", record, {}):
            trace.get_current_span().set_attribute("dt.cache.reason", "stale")
            raise ValueError("no such number")
    (hop,) = spans.get_finished_spans()
    assert hop.attributes["dt.cache.reason"] == "stale"
    assert hop.status.status_code is StatusCode.ERROR
    assert hop.events[0].attributes["exception.message"] == "no such number"
    assert trace.get_current_span() is trace.INVALID_SPAN  # the hop is no longer current


def test_an_unsampled_parent_is_followed_and_not_exported(spans) -> None:
    unsampled = PARENT[:-2] + "00"
    record = Record("t", 0, 7, E.new_trace_id().encode(), b"{}", [("traceparent", unsampled.encode())])
    with consumed_span(SCOPE, "unit: judge", record, {}):
        assert inject_headers()["traceparent"].endswith("-00")
    assert spans.get_finished_spans() == ()


def test_a_parent_with_a_trace_state_passes_it_on_to_what_the_step_publishes(spans) -> None:
    record = Record("t", 0, 7, E.new_trace_id().encode(), b"{}",
                    [("traceparent", PARENT.encode()), ("tracestate", b"vendor=abc")])
    with consumed_span(SCOPE, "unit: judge", record, {}):
        published = inject_headers()
    (hop,) = spans.get_finished_spans()
    assert hop.parent.span_id == 0xB7AD6B7169203331
    assert published["tracestate"] == "vendor=abc"
    assert published["traceparent"].startswith("00-0af7651916cd43dd8448eb211c80319c-")


@pytest.mark.parametrize("traceparent", [
    "00-00000000000000000000000000000000-b7ad6b7169203331-01",  # no trace id
    "00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01",  # no span id
    "00-0AF7651916CD43DD8448EB211C80319C-b7ad6b7169203331-01",  # upper case
    "ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",  # a forbidden version
    "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-extra",
])
def test_an_invalid_traceparent_starts_a_trace_under_the_key(spans, traceparent: str) -> None:
    trace_id = E.new_trace_id()
    record = Record("t", 0, 7, trace_id.encode(), b"{}", [("traceparent", traceparent.encode())])
    with consumed_span(SCOPE, "unit: judge", record, {}):
        pass
    (hop,) = spans.get_finished_spans()
    assert hop.context.trace_id == int(trace_id, 16) and hop.parent is None


def test_a_later_version_of_traceparent_is_still_followed(spans) -> None:
    record = Record("t", 0, 7, E.new_trace_id().encode(), b"{}",
                    [("traceparent", b"01" + PARENT.encode()[2:] + b"-later")])
    with consumed_span(SCOPE, "unit: judge", record, {}):
        pass
    (hop,) = spans.get_finished_spans()
    assert hop.context.trace_id == 0x0AF7651916CD43DD8448EB211C80319C
    assert hop.parent.span_id == 0xB7AD6B7169203331


async def test_a_step_finished_on_the_loop_is_one_span_current_in_both_parts(spans) -> None:
    """A synchronous handler that returns `Later`: what it sets on the current span on the
    consumer thread and what the rest sets on the loop land on the one span of that hop."""
    from fakes.runtime import eventually, publish, settings

    from dtlib.runtime import Emit, Handlers, Later, MemoryTransport, Runtime, Step
    from dtlib.topics import Topic

    async def rest(env: E.Envelope) -> Emit:
        trace.get_current_span().set_attribute("unit.rest", "on the loop")
        return Emit(Topic.RULES_MISS, env)

    def handle(env: E.Envelope) -> Later:
        trace.get_current_span().set_attribute("unit.here", "on the consumer thread")
        return Later(rest(env))

    def build(s, deps) -> Handlers:
        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, handle, concurrency=2)
        return handlers

    s, transport = settings(), MemoryTransport(partitions=1)
    runtime = Runtime(Step("unit", consumes=(Topic.CACHE_MISS,), emits=(Topic.RULES_MISS,), build=build), s, transport)
    await runtime.start()
    publish(transport, s, Topic.CACHE_MISS, "q")
    await eventually(lambda: len(spans.get_finished_spans()) == 1)
    (hop,) = spans.get_finished_spans()
    assert hop.name == "unit: handle" and hop.attributes["dt.outcome"] == "ok"
    assert hop.attributes["unit.here"] == "on the consumer thread" and hop.attributes["unit.rest"] == "on the loop"
    await runtime.stop()
