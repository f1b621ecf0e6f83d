"""Spans exported as OTLP/JSON over HTTP (`POST <endpoint>/v1/traces`), encoded with msgspec.

The SDK's OTLP exporter builds a protobuf message per span and per attribute in Python: measured
49 µs a span, about a fifth of a relay's CPU per message (docs/bench/chain.md); this encoding
takes 12 µs. It runs on the BatchSpanProcessor's thread, off the hot path, as any exporter.
"""

from __future__ import annotations

import http.client
import logging
import threading
import time
from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

import msgspec
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

log = logging.getLogger(__name__)
_encode = msgspec.json.Encoder().encode
_WARN_EVERY_S = 60.0
# Spans wait while the collector is away (on a first run Jaeger is still compiling while the first
# requests are answered), up to this many bytes of encoded batches; beyond, the oldest are dropped.
WAITING_MAX_BYTES = 8 * 1024 * 1024
RETRY_EVERY_S = 2.0


def _value(value: Any) -> dict[str, Any]:
    if type(value) is str:  # nearly every attribute: no other check
        return {"stringValue": value}
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": value}
    if isinstance(value, float):
        return {"doubleValue": value}
    if isinstance(value, (list, tuple)):
        return {"arrayValue": {"values": [_value(v) for v in value]}}
    return {"stringValue": str(value)}


def _attributes(attributes: Mapping[str, Any] | None) -> list[dict[str, Any]]:
    if not attributes:
        return []
    return [{"key": k, "value": _value(v)} for k, v in attributes.items()]


def _span(span: ReadableSpan) -> dict[str, Any]:
    context = span.context
    out: dict[str, Any] = {
        "traceId": f"{context.trace_id:032x}", "spanId": f"{context.span_id:016x}",
        "name": span.name, "kind": span.kind.value + 1,  # OTLP counts from UNSPECIFIED = 0
        "startTimeUnixNano": span.start_time, "endTimeUnixNano": span.end_time,
        "attributes": _attributes(span.attributes)}
    if span.parent is not None:
        out["parentSpanId"] = f"{span.parent.span_id:016x}"
    if span.events:
        out["events"] = [{"timeUnixNano": e.timestamp, "name": e.name,
                          "attributes": _attributes(e.attributes)} for e in span.events]
    if span.links:
        out["links"] = [{"traceId": format(link.context.trace_id, "032x"),
                         "spanId": format(link.context.span_id, "016x"),
                         "attributes": _attributes(link.attributes)} for link in span.links]
    if span.status.status_code.value:
        out["status"] = {"code": span.status.status_code.value,
                         "message": span.status.description or ""}
    return out


def encode_spans(spans: Sequence[ReadableSpan]) -> bytes:
    """One ExportTraceServiceRequest in OTLP/JSON: spans grouped by resource, then by scope."""
    grouped: dict[int, tuple[Any, dict[Any, list[dict[str, Any]]]]] = {}
    for span in spans:
        resource = span.resource
        scopes = grouped.setdefault(id(resource), (resource, {}))[1]
        scopes.setdefault(span.instrumentation_scope, []).append(_span(span))
    return _encode({"resourceSpans": [
        {"resource": {"attributes": _attributes(resource.attributes)},
         "scopeSpans": [{"scope": {"name": scope.name if scope else "",
                                   "version": (scope.version or "") if scope else ""},
                         "spans": encoded} for scope, encoded in scopes.items()]}
        for resource, scopes in grouped.values()]})


class OtlpJsonExporter(SpanExporter):
    """Posts each batch on one kept-alive connection. A batch that cannot be delivered (the
    collector is away) waits, with the ones before it, and is posted once the collector answers,
    retried every RETRY_EVERY_S; past WAITING_MAX_BYTES the oldest are dropped. A warning at most
    once a minute."""

    def __init__(self, endpoint: str, timeout_s: float = 5.0, retry_every_s: float = RETRY_EVERY_S,
                 waiting_max_bytes: int = WAITING_MAX_BYTES) -> None:
        url = urlsplit(endpoint)
        self._host, self._port = url.hostname or "127.0.0.1", url.port or 4318
        self._path = url.path.rstrip("/") + "/v1/traces"
        self._timeout_s = timeout_s
        self._connection: http.client.HTTPConnection | None = None
        self._warned_at = -_WARN_EVERY_S
        self._waiting: deque[bytes] = deque()
        self._waiting_bytes = 0
        self._waiting_max_bytes = waiting_max_bytes
        self._lock = threading.Lock()  # the batch processor's thread and the retrier's
        self._stopped = threading.Event()
        self._retrier = threading.Thread(target=self._retry, args=(retry_every_s,),
                                         name="otlp-json-retry", daemon=True)
        self._retrier.start()

    @property
    def waiting(self) -> int:
        """Batches not delivered yet."""
        return len(self._waiting)

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        body = encode_spans(spans)
        with self._lock:
            self._waiting.append(body)
            self._waiting_bytes += len(body)
            while self._waiting_bytes > self._waiting_max_bytes and len(self._waiting) > 1:
                self._waiting_bytes -= len(self._waiting.popleft())
                self._warn(f"spans dropped: over {self._waiting_max_bytes} bytes waiting for "
                           f"{self._host}:{self._port}")
            return self._deliver()

    def _deliver(self) -> SpanExportResult:
        """Post the waiting batches, oldest first, until one fails (the lock is held)."""
        while self._waiting:
            result = self._post_once_more(self._waiting[0])
            if result is None:
                return SpanExportResult.FAILURE
            self._waiting_bytes -= len(self._waiting.popleft())  # refused batches are not retried
            if result is SpanExportResult.FAILURE:
                return result
        return SpanExportResult.SUCCESS

    def _post_once_more(self, body: bytes) -> SpanExportResult | None:
        """The collector's verdict, or None when it could not be reached."""
        for attempt in (1, 2):  # a kept-alive connection the collector closed fails once
            try:
                return self._post(body)
            except (OSError, http.client.HTTPException) as exc:
                self._close()
                if attempt == 2:  # expected while a first Jaeger build goes on: no warning
                    self._warn(f"spans not exported to {self._host}:{self._port} yet (they "
                               f"wait): {exc!r}", logging.INFO)
        return None

    def _retry(self, every_s: float) -> None:
        while not self._stopped.wait(every_s):
            if self._waiting:
                with self._lock:
                    self._deliver()

    def _post(self, body: bytes) -> SpanExportResult:
        if self._connection is None:
            self._connection = http.client.HTTPConnection(self._host, self._port,
                                                          timeout=self._timeout_s)
        self._connection.request("POST", self._path, body, {"Content-Type": "application/json"})
        response = self._connection.getresponse()
        answer = response.read()
        if response.status // 100 == 2:
            return SpanExportResult.SUCCESS
        self._warn(f"spans refused by {self._host}:{self._port}: {response.status} {answer[:200]!r}")
        return SpanExportResult.FAILURE

    def _warn(self, message: str, level: int = logging.WARNING) -> None:
        now = time.monotonic()
        if now - self._warned_at >= _WARN_EVERY_S:
            self._warned_at = now
            log.log(level, message)

    def _close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def shutdown(self) -> None:
        self._stopped.set()
        with self._lock:
            self._deliver()  # a last try for what waits
            self._close()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        with self._lock:
            return self._deliver() is SpanExportResult.SUCCESS
