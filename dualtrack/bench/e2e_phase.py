"""`bench e2e`'s statistics: quantiles, latency figures, where the time went (`stages`), and one
`Phase` of load with its derived figures (throughput, whether it kept up, its summary)."""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from .e2e_driver import Record


# --- statistics ---------------------------------------------------------------------------------


def quantile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    k = (len(s) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def latency_stats(records: list[Record]) -> dict[str, Any]:
    lat = [r.latency_ms for r in records if r.latency_ms is not None]
    return {"n": len(records), "answered": len(lat),
            "p50_ms": quantile(lat, 0.50), "p95_ms": quantile(lat, 0.95), "p99_ms": quantile(lat, 0.99),
            "mean_ms": statistics.fmean(lat) if lat else None, "max_ms": max(lat) if lat else None}


def stages(records: list[Record]) -> dict[str, float | None]:
    """Median ms of each stage of the answered `records` that crossed the same steps: to the first
    step (the client's publish, the broker, the fetch, the hand-over), each step's handling, each
    way between two steps (publish, broker, fetch), and back to the client."""
    paths = Counter(tuple(h[0] for h in r.hops) for r in records if r.hops and r.answered is not None)
    if not paths:
        return {}
    steps = paths.most_common(1)[0][0]
    rows = [r for r in records if r.answered is not None and tuple(h[0] for h in r.hops) == steps]
    parts: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        parts[f"→ {steps[0]}"].append(r.hops[0][1])
        for i, (service, start, end) in enumerate(r.hops):
            if i:
                parts[f"{steps[i - 1]} → {service}"].append(start - r.hops[i - 1][2])
            parts[service].append(end - start)
        parts[f"{steps[-1]} → client"].append((r.answered - r.sent) * 1000 - r.hops[-1][2])  # type: ignore[operator]
    return {"n": len(rows)} | {k: round(quantile(v, 0.5), 3) for k, v in parts.items()}  # type: ignore[arg-type]


@dataclass
class Phase:
    name: str  # e.g. pipeline-200
    lane: str  # pipeline | baseline
    mix: str  # workload | fast
    offered_rps: float
    duration_s: float
    tenant: str
    records: list[Record] = field(default_factory=list)
    llm_calls: int | None = None  # from the scripted server's /stats
    llm_max_in_flight: int | None = None
    llm_calls_from_envelopes: int = 0
    drained_s: float = 0.0
    cpu_percent: float | None = None  # machine CPU busy during the phase
    service_cpu_s: dict[str, float] = field(default_factory=dict)
    # Records and bytes written per request sent, by topic (e2e_topics.py).
    topic_records: dict[str, tuple[float, float]] = field(default_factory=dict)
    started_at: float = 0.0

    # -- derived
    def answered(self) -> list[Record]:
        return [r for r in self.records if r.answered is not None]

    def throughput(self) -> float:
        done = self.answered()
        if not done or not self.records:
            return 0.0
        span = max(r.answered for r in done) - min(r.scheduled for r in self.records)  # type: ignore[type-var]
        return len(done) / span if span > 0 else 0.0

    def send_lag_p99_ms(self) -> float | None:
        lag = [(r.sent - r.scheduled) * 1000 for r in self.records if r.sent is not None]
        return quantile(lag, 0.99)

    def sustained(self, fast_p99_slo_ms: float | None = None) -> tuple[bool, str]:
        """Kept up with the offered load: everything answered within 2 s after the last send,
        the sender on schedule, and latency not growing from the first half to the last fifth;
        with `fast_p99_slo_ms`, also the fast path's p99 within it."""
        if not self.records:
            return False, "no requests"
        end = max(r.scheduled for r in self.records) + 2.0
        late = sum(1 for r in self.records if r.answered is None or r.answered > end)
        if late > max(1, len(self.records) // 1000):
            return False, f"{late} answers later than 2 s after the last send"
        lag = self.send_lag_p99_ms() or 0.0
        if lag > 100:
            return False, f"the sender fell behind (p99 lag {lag:.0f} ms)"
        # growth is judged on the fast path when it has enough requests (slow answers vary by themselves)
        fast = [r for r in self.records if r.path == "fast"]
        series = fast if len(fast) >= 50 else self.records
        n = len(series)
        first = [r.latency_ms for r in series[: n // 2] if r.latency_ms is not None]
        last = [r.latency_ms for r in series[n - n // 5:] if r.latency_ms is not None]
        p_first, p_last = quantile(first, 0.95), quantile(last, 0.95)
        if p_first is not None and p_last is not None and p_last > 2 * p_first + 50:
            return False, f"latency grew (p95 {p_first:.0f} → {p_last:.0f} ms)"
        if fast_p99_slo_ms is not None:
            p99 = quantile([r.latency_ms for r in fast if r.latency_ms is not None], 0.99)
            if p99 is None or p99 > fast_p99_slo_ms:
                return False, f"fast-path p99 {fmt_ms(p99)} over the {fast_p99_slo_ms:g} ms objective"
        return True, "kept up"

    def summary(self) -> dict[str, Any]:
        done = self.answered()
        by_path: dict[str, list[Record]] = defaultdict(list)
        by_source: dict[str, list[Record]] = defaultdict(list)
        for r in done:
            by_path[r.path or "none"].append(r)
            by_source[r.source].append(r)
        verdicts = Counter(r.verdict for r in self.records)
        wrong_by_category: dict[str, dict[str, int]] = {}
        for r in self.records:
            c = wrong_by_category.setdefault(r.item.category, {"n": 0, "wrong": 0, "wrong_fast": 0,
                                                               "uncertain": 0, "error": 0, "unanswered": 0})
            c["n"] += 1
            c["wrong"] += r.verdict == "wrong"
            c["wrong_fast"] += r.verdict == "wrong" and r.path == "fast"
            c["uncertain"] += r.verdict == "uncertain"
            c["error"] += r.verdict == "error"
            c["unanswered"] += r.verdict == "unanswered"
        fast = by_path.get("fast", [])
        wrong_fast = sum(1 for r in fast if r.verdict == "wrong")
        ok, why = self.sustained()
        statuses = Counter(r.status or "unanswered" for r in self.records)
        censored = [r.latency_ms if r.latency_ms is not None
                    else (self.started_at + self.duration_s + self.drained_s - r.scheduled) * 1000
                    for r in self.records]
        return {
            "name": self.name, "lane": self.lane, "mix": self.mix, "tenant": self.tenant,
            "offered_rps": self.offered_rps, "duration_s": self.duration_s, "requests": len(self.records),
            "answered": len(done),
            "unanswered": sum(1 for r in self.records if r.answered is None and r.publish_error is None),
            "not_published": sum(1 for r in self.records if r.publish_error is not None),
            "duplicates": sum(max(0, r.answers - 1) for r in self.records),
            "conflicting_duplicates": sum(r.conflicting for r in self.records),
            "statuses": dict(statuses),
            "throughput_rps": self.throughput(), "sustained": ok, "sustained_why": why,
            "send_lag_p99_ms": self.send_lag_p99_ms(), "drained_s": self.drained_s,
            "overall": latency_stats(self.records),
            "mean_ms_censored": statistics.fmean(censored) if censored else None,
            "server_p50_ms": quantile([r.server_ms for r in done if r.server_ms is not None], 0.5),
            "by_path": {p: latency_stats(rs) for p, rs in sorted(by_path.items())},
            "by_source": {s: {**latency_stats(rs), "share": len(rs) / max(len(self.records), 1),
                              "stages_p50_ms": stages(rs)}
                          for s, rs in sorted(by_source.items())},
            "fast_share": len(fast) / max(len(self.records), 1),
            "llm_calls": self.llm_calls, "llm_calls_from_envelopes": self.llm_calls_from_envelopes,
            "llm_max_in_flight": self.llm_max_in_flight,
            "llm_calls_per_request": (self.llm_calls if self.llm_calls is not None
                                      else self.llm_calls_from_envelopes) / max(len(self.records), 1),
            "verdicts": dict(verdicts), "wrong_by_category": wrong_by_category,
            "wrong_fast": wrong_fast, "fast_answers": len(fast),
            "wrong_fast_rate": wrong_fast / len(fast) if fast else None,
            "cpu_percent": self.cpu_percent, "service_cpu_s": self.service_cpu_s,
            "topic_records": self.topic_records,
        }


def rate_name(rate: float) -> str:
    """A load's rate as it names a phase and a file (200 → 200, 2.5 → 2_5)."""
    return f"{rate:g}".replace(".", "_")


def fmt_ms(value: float | None, suffix: str = " ms") -> str:
    """A latency for a report; a run with no answers has none ("—")."""
    return "—" if value is None else f"{value:.1f}{suffix}"
