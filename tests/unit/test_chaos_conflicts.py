"""A request answered twice with different answers fails its scenario, and the report names it
(its trace id is the key to its logs and its trace)."""

from __future__ import annotations

from pathlib import Path

from dualtrack import workload as wl
from dualtrack.bench.e2e_driver import Record
from dualtrack.chaos.measure import ScenarioResult, account


class Audit:
    """The run's read-back of the broker: every record of the conflicting requests, kept."""

    def __init__(self) -> None:
        self.kept: set[str] = set()

    async def keep_evidence(self, name: str, trace_ids: set[str]) -> Path:
        self.kept |= trace_ids
        return Path(f"conflicts-{name.replace(' ', '-')}.jsonl")


async def test_a_request_answered_twice_differently_is_named_in_the_report() -> None:
    item = wl.Item("q", "what is 2+2", "en", "compute", "compute", "4", "c")
    records = []
    for i, conflicting in enumerate([False, True]):
        r = Record(i, item, f"{i:032x}", 100.0)
        r.sent, r.answered, r.answers, r.status = 100.0, 100.5, 1 + conflicting, "ok"
        r.conflict = "ok '4' by sandbox, then uncertain None by fuser.brake" if conflicting else ""
        records.append(r)
    result, audit = ScenarioResult("kill llm", "a stand-in"), Audit()
    await account(audit, result, records)  # type: ignore[arg-type]  # nothing lost: no other read
    assert result.failures == ["1 requests answered twice with different answers"]
    assert any(f"{1:032x} (ok)" in e for e in result.events)
    assert not any(f"{0:032x}" in e for e in result.events)
    # what the two answers were, so a reader can tell which path answered twice
    assert any("ok '4' by sandbox, then uncertain None by fuser.brake" in e for e in result.events)
    # and where their records on every topic are (which replica handled each pass, when)
    assert audit.kept == {f"{1:032x}"}
    assert any("conflicts-kill-llm.jsonl" in e for e in result.events)


async def test_the_report_counts_error_answers_by_their_code() -> None:
    item = wl.Item("q", "what is 2+2", "en", "compute", "compute", "4", "c")
    records = []
    for i, code in enumerate(["LLM_UNAVAILABLE", "LLM_UNAVAILABLE", "QUEUE_TIMEOUT", None]):
        r = Record(i, item, f"{i:032x}", 100.0)
        r.sent, r.answered, r.answers = 100.0, 100.5, 1
        r.status, r.error_code = ("error", code) if code else ("ok", None)
        records.append(r)
    result = ScenarioResult("kafka-restart", "a stand-in")
    await account(None, result, records)  # type: ignore[arg-type]  # nothing lost: no broker read
    assert result.statuses == {"error": 3, "ok": 1}
    assert result.error_codes == {"LLM_UNAVAILABLE": 2, "QUEUE_TIMEOUT": 1}
