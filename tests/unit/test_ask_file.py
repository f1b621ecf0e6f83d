"""`dualtrack ask --file in.jsonl --out out.jsonl`: every answer row joins back to its request."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dualtrack import ask


class Reply:
    def __init__(self, text: str, trace_id: str) -> None:
        self.text, self.trace_id = text, trace_id

    def summary(self) -> dict[str, Any]:
        return {"trace_id": self.trace_id, "status": "ok", "path": "fast", "decided_by": "classifier",
                "answer": f"answer to {self.text}", "value": None, "confidence": 1.0,
                "error": None, "latency_ms": 1.0}


class FakeClient:
    """Answers every request at once."""

    duplicates = 0

    async def __aenter__(self) -> "FakeClient":
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    async def ask(self, text: str, *, trace_id: str, **_: Any) -> Reply:
        return Reply(text, trace_id)


async def test_each_answer_row_carries_its_requests_id_text_and_other_fields(tmp_path: Path,
                                                                             monkeypatch) -> None:
    monkeypatch.setattr(ask, "Client", FakeClient)
    given = "a" * 32
    requests = [
        {"id": "q1", "text": "12*24", "expected": "288"},
        {"id": 2, "text": "What is dualtrack?", "tenant": "acme", "answer": "an engine"},
        {"text": "no id here", "trace_id": given},
    ]
    infile, outfile = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    infile.write_text("".join(json.dumps(r) + "\n" for r in requests), encoding="utf-8")

    summary = await ask.ask_many(infile, outfile, concurrency=3, timeout=5)

    rows = [json.loads(line) for line in outfile.read_text(encoding="utf-8").splitlines()]
    assert summary["statuses"] == {"ok": 3}
    assert [(r.get("id"), r["text"]) for r in rows] == [(r.get("id"), r["text"]) for r in requests]
    assert rows[0]["expected"] == "288" and rows[0]["answer"] == "answer to 12*24"
    # a request field the answer also has is kept under input_<name>, not overwritten
    assert rows[1]["tenant"] == "acme" and rows[1]["input_answer"] == "an engine"
    assert rows[1]["answer"] == "answer to What is dualtrack?"
    assert rows[2]["trace_id"] == given and "input_trace_id" not in rows[2]
