"""A request as the classifier sends it slow: what the slow-path benches and tests put on `llm.tasks`."""

from __future__ import annotations

from dtlib.envelope import Envelope, Perception, Route, new_trace_id
from dtlib.text import language as detect


def slow_request(text: str, *, task_type: str | None = None, language: str | None = None,
                 deadline_ms: int = 60_000) -> Envelope:
    """An envelope as the classifier sends it slow (without a score: no route signal)."""
    return Envelope(trace_id=new_trace_id(), text=text, deadline_ms=deadline_ms,
                    perception=Perception(language=language or detect(text), task_type=task_type),
                    route=Route(path="slow", decided_by="fallback"))
