"""`dualtrack trace <id>`: a request's spans from Jaeger's query API, as a tree."""

from __future__ import annotations

from typing import Any

import httpx
from rich.tree import Tree

from dtlib.settings import get_settings


def fetch_trace(trace_id: str) -> list[dict[str, Any]]:
    """Spans of one trace with their service name and parent span id (empty if unknown)."""
    url = f"{get_settings().jaeger_query_url}/api/traces/{trace_id}"
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


def render_tree(spans: list[dict[str, Any]]) -> Tree:
    ids = {s["span_id"] for s in spans}
    children: dict[str, list[dict[str, Any]]] = {}
    for span in spans:
        parent = span["parent_id"] if span["parent_id"] in ids else ""
        children.setdefault(parent, []).append(span)
    start = spans[0]["start_us"] if spans else 0
    root = Tree(f"trace {spans[0]['trace_id'] if spans else ''}")

    def add(node: Tree, parent_id: str) -> None:
        for span in children.get(parent_id, []):
            label = (f"[cyan]{span['service']}[/] {span['name']} "
                     f"[dim]+{(span['start_us'] - start) / 1000:.1f} ms, "
                     f"{span['duration_us'] / 1000:.1f} ms[/]")
            add(node.add(label), span["span_id"])

    add(root, "")
    return root
