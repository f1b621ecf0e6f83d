"""Spans reach an OTLP/HTTP collector as JSON, under the request's trace id, with what Jaeger shows
(parent, attributes, exceptions, status), and a collector that closed the connection gets the next
batch on a new one."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExportResult
from opentelemetry.trace import Status, StatusCode

from dtlib.otlp_json import OtlpJsonExporter, encode_spans
from dtlib.telemetry import KeyedTraceIds, use_trace_id


class Collector(HTTPServer):
    def __init__(self, port: int = 0) -> None:
        self.bodies: list[dict] = []
        self.close_after_each = False

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(handler) -> None:  # noqa: N805
                body = handler.rfile.read(int(handler.headers["Content-Length"]))
                assert handler.path == "/v1/traces"
                assert handler.headers["Content-Type"] == "application/json"
                self.bodies.append(json.loads(body))
                handler.send_response(200)
                handler.send_header("Content-Length", "2")
                handler.end_headers()
                # as a collector whose idle timeout passed: it closes without saying so
                handler.close_connection = self.close_after_each
                handler.wfile.write(b"{}")

            def log_message(self, *args) -> None:
                pass

        super().__init__(("127.0.0.1", port), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


def spans_of(body: dict) -> list[dict]:
    return [span for rs in body["resourceSpans"] for ss in rs["scopeSpans"] for span in ss["spans"]]


def test_a_hop_span_arrives_under_the_request_trace_id_with_its_parent_and_error() -> None:
    collector = Collector()
    provider = TracerProvider(resource=Resource.create({"service.name": "dualtrack.unit"}),
                              id_generator=KeyedTraceIds())
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonExporter(collector.endpoint)))
    tracer = provider.get_tracer("dualtrack.unit")
    trace_id = "0af7651916cd43dd8448eb211c80319c"
    with use_trace_id(trace_id), tracer.start_as_current_span(
            "unit: judge", attributes={"dt.source": "requests[0]@7", "dt.count": 3}) as parent:
        with tracer.start_as_current_span("unit: check") as child:
            child.record_exception(ValueError("no such number"))
            child.set_status(Status(StatusCode.ERROR, "refused"))
    provider.shutdown()
    collector.shutdown()

    check, judge = [s for body in collector.bodies for s in spans_of(body)]
    assert judge["traceId"] == check["traceId"] == trace_id
    assert check["parentSpanId"] == format(parent.get_span_context().span_id, "016x")
    assert {"key": "dt.source", "value": {"stringValue": "requests[0]@7"}} in judge["attributes"]
    assert {"key": "dt.count", "value": {"intValue": 3}} in judge["attributes"]
    assert check["status"] == {"code": 2, "message": "refused"}
    assert check["events"][0]["name"] == "exception"
    resource = collector.bodies[0]["resourceSpans"][0]["resource"]["attributes"]
    assert {"key": "service.name", "value": {"stringValue": "dualtrack.unit"}} in resource


def test_a_collector_that_closed_the_kept_alive_connection_gets_the_next_batch() -> None:
    collector = Collector()
    collector.close_after_each = True
    exporter = OtlpJsonExporter(collector.endpoint)
    provider = TracerProvider()
    tracer = provider.get_tracer("dualtrack.unit")
    for name in ("first", "second"):
        with tracer.start_as_current_span(name) as span:
            pass
        assert exporter.export([span]) is SpanExportResult.SUCCESS
    collector.shutdown()
    assert [spans_of(body)[0]["name"] for body in collector.bodies] == ["first", "second"]


def test_spans_for_a_collector_that_is_away_wait_and_arrive_once_it_answers() -> None:
    """As on a first run, when Jaeger is still compiling while the first requests are answered."""
    away = Collector()
    port = away.server_address[1]
    away.shutdown()
    away.server_close()
    exporter = OtlpJsonExporter(f"http://127.0.0.1:{port}", timeout_s=1, retry_every_s=0.05)
    tracer = TracerProvider().get_tracer("dualtrack.unit")
    for name in ("early", "later"):
        with tracer.start_as_current_span(name) as span:
            pass
        assert exporter.export([span]) is SpanExportResult.FAILURE  # not raised
    assert exporter.waiting == 2

    collector = Collector(port)
    deadline = time.monotonic() + 10
    while exporter.waiting and time.monotonic() < deadline:
        time.sleep(0.05)
    exporter.shutdown()
    collector.shutdown()
    assert [spans_of(body)[0]["name"] for body in collector.bodies] == ["early", "later"]


def test_what_waits_is_bounded_the_oldest_dropped_first() -> None:
    away = Collector()
    endpoint = away.endpoint
    away.shutdown()
    away.server_close()
    tracer = TracerProvider().get_tracer("dualtrack.unit")
    with tracer.start_as_current_span("one") as span:
        pass
    exporter = OtlpJsonExporter(endpoint, timeout_s=1, retry_every_s=60,
                                waiting_max_bytes=3 * len(encode_spans([span])))
    for _ in range(5):
        exporter.export([span])
    assert exporter.waiting == 3
    exporter.shutdown()
