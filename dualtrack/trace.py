"""`dualtrack trace <id>`: a request's spans from Jaeger's query API, as a tree."""

from __future__ import annotations

from typing import Any

import httpx
from rich.table import Table

from dtlib.settings import get_settings

from .settings import StackSettings


def fetch_trace(trace_id: str) -> list[dict[str, Any]]:
    """Spans of one trace with their service name and parent span id (empty if unknown)."""
    url = f"{get_settings(StackSettings).jaeger_query_url}/api/traces/{trace_id}"
    try:
        response = httpx.get(url, timeout=5)
    except httpx.HTTPError:
        return []
    if response.status_code != 200:
        return []
    spans = []
    for trace in response.json().get("data") or []:
        processes = trace.get("processes", {})
        for span in trace.get("spans", []):
            parent = next((ref["spanID"] for ref in span.get("references", [])
                           if ref.get("refType") == "CHILD_OF"), "")
            spans.append({
                "span_id": span["spanID"],
                "parent_id": parent,
                "trace_id": span["traceID"],
                "name": span["operationName"],
                "service": processes.get(span["processID"], {}).get("serviceName", "?"),
                "start_us": span["startTime"],
                "duration_us": span["duration"],
            })
    return sorted(spans, key=lambda s: s["start_us"])


def render_tree(spans: list[dict[str, Any]]) -> Table:
    """The spans in start order, indented by depth (capped so deep pipelines stay readable)."""
    ids = {s["span_id"]: s for s in spans}

    def depth(span: dict[str, Any]) -> int:
        level, parent = 0, span["parent_id"]
        while parent in ids and level < 50:
            level, parent = level + 1, ids[parent]["parent_id"]
        return level

    start = spans[0]["start_us"] if spans else 0
    table = Table("+ms", "ms", "service", "span", title=f"trace {spans[0]['trace_id'] if spans else ''}")
    for span in spans:
        indent = "·" * min(depth(span), 12)
        table.add_row(f"{(span['start_us'] - start) / 1000:.1f}", f"{span['duration_us'] / 1000:.1f}",
                      span["service"].removeprefix("dualtrack."), f"{indent}{span['name']}")
    return table
