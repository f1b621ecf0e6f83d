"""Measuring a chaos scenario: its result (`ScenarioResult`), the accounting of its requests
(answered, lost, duplicates, where an unanswered one stopped), the recovery time and the timeline."""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..bench.e2e_driver import Record
from ..bench.e2e_phase import quantile



class Evidence(Protocol):
    """What accounting reads back from the broker (runner.Chaos does both)."""

    async def locate(self, trace_ids: set[str]) -> dict[str, int]: ...

    async def keep_evidence(self, name: str, trace_ids: set[str]) -> Path: ...


@dataclass
class ScenarioResult:
    name: str
    description: str
    sent: int = 0
    published: int = 0
    answered: int = 0
    lost: int = 0
    duplicates: int = 0
    conflicting: int = 0
    unclear_errors: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    error_codes: dict[str, int] = field(default_factory=dict)
    recovery_s: float | None = None  # from the fault's start until latency is back to normal
    recovered_after_end_s: float | None = None
    baseline_p95_ms: float | None = None
    worst_window_p95_ms: float | None = None
    trajectories_expected: int = 0
    trajectories_stored: int = 0
    trajectories_caught_up_s: float | None = None
    poison: dict[str, Any] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)
    parts: list[dict[str, Any]] = field(default_factory=list)  # kill-replicas: one row per service
    timeline: list[dict[str, Any]] = field(default_factory=list)  # per 1-s window of send time
    failures: list[str] = field(default_factory=list)
    skipped: str = ""
    # Unanswered requests by the topics their trace id reached (read back from the broker): on
    # `responses`, the answer exists and the client missed it; elsewhere, that is where it stopped.
    unanswered_at: dict[str, int] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return not self.failures and not self.skipped


# --- measuring a scenario ---------------------------------------------------------------------------


async def account(chaos: Evidence, result: ScenarioResult, records: list[Record]) -> None:
    """Sent, answered, lost, duplicates and statuses of the valid requests; where on the broker
    each unanswered one stopped."""
    result.sent += len(records)
    published = [r for r in records if r.publish_error is None]
    result.published += len(published)
    answered = [r for r in published if r.answered is not None]
    result.answered += len(answered)
    lost = len(published) - len(answered)
    result.lost += lost
    result.duplicates += sum(max(0, r.answers - 1) for r in records)
    conflicting = sum(r.conflicting for r in records)
    result.conflicting += conflicting
    unclear = sum(1 for r in answered if r.status == "error" and not r.error_code)
    result.unclear_errors += unclear
    for r in records:
        key = r.status or ("not published" if r.publish_error else "unanswered")
        result.statuses[key] = result.statuses.get(key, 0) + 1
        if r.status == "error" and r.error_code:  # which errors: the model's breaker, the sandbox's queue …
            result.error_codes[r.error_code] = result.error_codes.get(r.error_code, 0) + 1
    if lost:
        result.failures.append(f"{lost} requests lost (published, never answered)")
        unanswered = {r.trace_id for r in published if r.answered is None}
        result.unanswered_at |= await chaos.locate(unanswered)
        result.events.append(f"unanswered requests, by the topics they reached: {result.unanswered_at}; "
                             f"e.g. {', '.join(sorted(unanswered)[:3])}"[:800])
    if conflicting:
        result.failures.append(f"{conflicting} requests answered twice with different answers")
        # which ones, to look them up in the logs and in Jaeger (the trace id is the key)
        result.events.append("answered twice, differently (first answer's status): " + ", ".join(
            f"{r.trace_id} ({r.status})" for r in records if r.conflicting)[:800])
        result.events.append("the two answers, e.g.: " + "; ".join(
            f"{r.trace_id}: {r.conflict}" for r in records if r.conflicting)[:1200])
        kept = await chaos.keep_evidence(result.name, {r.trace_id for r in records if r.conflicting})
        result.events.append(f"their records on every topic (hops, answered.state): {kept.name}")
    if unclear:
        result.failures.append(f"{unclear} error answers without an error code")
    refused = sum(1 for r in answered if r.error_code == "TENANT_NOT_ALLOWED")
    if refused:  # the load never reached the pipeline, so nothing else here was measured
        result.failures.append(f"{refused} valid requests refused at the entry (TENANT_NOT_ALLOWED)")
    not_published = len(records) - len(published)
    if not_published:
        result.events.append(f"{not_published} requests the broker never took (the client saw the error)")


def recovery(records: list[Record], started: float, fault_start: float, fault_end: float,
             window: float = 1.0) -> dict[str, float | None]:
    """When latency is back to normal: the first 1-s window (by send time) from which every later
    window's p95 is within max(3 × the pre-fault p95, pre-fault p95 + 50 ms); an unanswered
    request counts as infinitely slow. Times are seconds from the fault's start (and end)."""
    buckets: dict[int, list[float]] = {}
    for r in records:
        if r.publish_error is not None:
            continue
        k = int((r.scheduled - started) // window)
        buckets.setdefault(k, []).append(float("inf") if r.latency_ms is None else r.latency_ms)
    if not buckets:
        return {"recovery_s": None, "after_end_s": None, "baseline_p95_ms": None, "worst_p95_ms": None}
    p95 = {k: quantile(v, 0.95) or 0.0 for k, v in buckets.items()}
    fault_k = int(fault_start // window)
    pre = [p95[k] for k in sorted(p95) if 1 <= k < fault_k]
    base = statistics.median(pre) if pre else min(p95.values())
    limit = max(3 * base, base + 50.0)
    last = max(p95)
    recovered_k = None
    for k in range(fault_k, last + 1):
        if all(p95.get(j, 0.0) <= limit for j in range(k, last + 1)):
            recovered_k = k
            break
    worst = max((p95[k] for k in p95 if k >= fault_k), default=None)
    if recovered_k is None:
        return {"recovery_s": None, "after_end_s": None, "baseline_p95_ms": base, "worst_p95_ms": worst}
    rec = max(0.0, recovered_k * window - fault_start)
    return {"recovery_s": round(rec, 1), "after_end_s": round(max(0.0, recovered_k * window - fault_end), 1),
            "baseline_p95_ms": base, "worst_p95_ms": worst}


def timeline(records: list[Record], started: float, window: float = 1.0) -> list[dict[str, Any]]:
    """Per 1-s window of send time (seconds from the load's start): requests sent, refused by the
    broker, unanswered, the p50 and p95 latency of the published ones (None: one was never
    answered), and `answered`: answers that arrived in that second, whatever their send time (how
    fast a backlog drains)."""
    rows: dict[int, dict[str, Any]] = {}
    lat: dict[int, list[float]] = {}
    arrived: Counter[int] = Counter()
    for r in records:
        k = int((r.scheduled - started) // window)
        row = rows.setdefault(k, {"t": k * window, "sent": 0, "refused": 0, "unanswered": 0})
        row["sent"] += 1
        if r.publish_error is not None:
            row["refused"] += 1
        elif r.latency_ms is None:
            row["unanswered"] += 1
        else:
            lat.setdefault(k, []).append(r.latency_ms)
        if r.answered is not None:
            arrived[int((r.answered - started) // window)] += 1
    for k, row in rows.items():
        p50, p95 = (quantile(lat[k], 0.5), quantile(lat[k], 0.95)) if k in lat else (None, None)
        row["p50_ms"] = None if row["unanswered"] or p50 is None else round(p50)
        row["p95_ms"] = None if row["unanswered"] or p95 is None else round(p95)
        row["answered"] = arrived[k]
    return [rows[k] for k in sorted(rows)]


def apply_recovery(result: ScenarioResult, rec: dict[str, float | None]) -> None:
    base = rec["baseline_p95_ms"]
    if base is not None and base > 1000:
        result.events.append(f"the load was not steady before the fault (p95 {base:.0f} ms): the recovery "
                             "time is not meaningful; lower --rate or run on a quieter machine")
    result.recovery_s = rec["recovery_s"]
    result.recovered_after_end_s = rec["after_end_s"]
    result.baseline_p95_ms = rec["baseline_p95_ms"]
    result.worst_window_p95_ms = rec["worst_p95_ms"]
    if rec["recovery_s"] is None:
        result.failures.append("latency did not recover within the window")


def drain_after_return(records: list[Record], back: float, window_s: float) -> dict[str, float] | None:
    """What the lane had to drain after the broker came back (wall clock `back`), and at what pace
    it did: the requests sent before `back` that reached the lane and were not answered by then (`in_flight`), the
    answers that arrived and the requests sent per second in the load's `window_s` after `back`,
    and the pace the check asks for: to be back to the pre-fault latency within the window, the
    lane must answer what keeps coming and the backlog in it (sent/s + in_flight / window_s).
    None when the load did not go on after `back`. A request counts once it reached the lane: published,
    or answered although its publish failed at the client (written all the same)."""
    reached = [r for r in records if r.sent is not None
                 and (r.publish_error is None or r.answered is not None)]
    load_end = max((r.sent for r in reached if r.sent is not None), default=back)
    span = min(window_s, load_end - back)
    if span <= 0:
        return None
    in_flight = sum(1 for r in reached if r.sent is not None and r.sent <= back
                    and (r.answered is None or r.answered > back))
    answered = sum(1 for r in reached if r.answered is not None and back < r.answered <= back + span)
    sent = sum(1 for r in reached if r.sent is not None and back < r.sent <= back + span)
    return {"in_flight": in_flight, "answered_per_s": answered / span, "sent_per_s": sent / span,
            "needed_per_s": sent / span + in_flight / window_s, "span_s": span}


def fmt_drain(d: dict[str, float]) -> str:
    """The drain after the broker's return, in a sentence: the pace needed against the pace made."""
    margin = d["answered_per_s"] - d["sent_per_s"]
    took = (f"at that margin the backlog takes {d['in_flight'] / margin:.0f} s" if margin > 0
            else "the backlog grew")
    return (f"after the broker's return the lane answered {d['answered_per_s']:.0f}/s against "
            f"{d['sent_per_s']:.0f}/s sent ({d['span_s']:.0f} s); with {d['in_flight']:.0f} requests in flight "
            f"at its return, recovering within the window needs {d['needed_per_s']:.0f}/s ({took})")


def slow_path_healthy_from(slow: list[Record], fault: float) -> float | None:
    """The send time from which every slow-path request sent after the fault began was answered
    without an error (the backend healed and the breaker closed again)."""
    after = sorted((r for r in slow if r.scheduled >= fault), key=lambda r: r.scheduled)
    if not after or after[-1].status in (None, "error"):
        return None
    healthy = after[-1].scheduled
    for r in reversed(after):
        if r.status in (None, "error"):
            break
        healthy = r.scheduled
    return healthy
