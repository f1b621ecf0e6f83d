"""A chaos run's `report.md`."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from .measure import ScenarioResult

if TYPE_CHECKING:
    from .config import ChaosConfig


# --- the report -------------------------------------------------------------------------------------


def fmt_recovery(value: float | None) -> str:
    """A recovery time for the report and the log."""
    return "not recovered" if value is None else f"{value:.1f} s"


def report_markdown(results: list[ScenarioResult], config: ChaosConfig, machine: dict[str, Any],
                    warmup: str) -> str:
    lines = ["# dualtrack chaos run", "",
             f"{time.strftime('%Y-%m-%d %H:%M:%S')} on {machine['hostname']} ({machine['cpu_model']}, {machine['cpus']} "
             f"CPUs; load average {machine['loadavg']}; git {machine['git']}). Steady load {config.rate:g} req/s "
             f"(open loop, mix {config.mix}, FAQ questions warm), {config.replicas} replicas of every service, "
             f"scripted model at {config.llm_latency_ms} ms ({config.llm_concurrency} calls at once per llm replica). "
             f"Each scenario: {config.pre_s:g} s of load, the fault, "
             f"load until {config.pre_s + config.window_s:g} s, then up to {config.drain_s:g} s for the last answers. "
             "Recovery: from the fault's start until every later 1-s window's p95 latency is within "
             "max(3 × the pre-fault p95, + 50 ms).", "", f"Lane: {warmup}.", "",
             "| scenario | sent | answered | lost | duplicates | conflicting | recovery | after fault ended | "
             "trajectories | result |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        rows = [r] + [_part(p) for p in r.parts]
        for x in rows:
            lines.append(
                f"| {x.name} | {x.sent} | {x.answered} | {x.lost} | {x.duplicates} | {x.conflicting} | "
                f"{fmt_recovery(x.recovery_s)} | {'—' if x.recovered_after_end_s is None else f'{x.recovered_after_end_s:.1f} s'} | "
                f"{x.trajectories_stored}/{x.trajectories_expected} | "
                f"{'skipped: ' + x.skipped if x.skipped else ('PASS' if x.passed else '**FAIL**')} |")
    lines.append("")
    for r in results:
        lines += [f"## {r.name}", "", r.description + ".", ""]
        lines.append(f"- statuses: {r.statuses}" + (f"; error codes: {r.error_codes}" if r.error_codes else ""))
        if r.baseline_p95_ms is not None:
            lines.append(f"- p95 before the fault {r.baseline_p95_ms:.0f} ms; worst 1-s window after it "
                         f"{'∞' if r.worst_window_p95_ms in (None, float('inf')) else f'{r.worst_window_p95_ms:.0f} ms'}")
        if r.trajectories_caught_up_s is not None:
            lines.append(f"- every trajectory stored {r.trajectories_caught_up_s:.1f} s after the database came back")
        for e in r.events:
            lines.append(f"- {e}")
        for p in r.parts:
            lines.append(f"- {p['name']}: {'; '.join(p['events'])}; recovery {fmt_recovery(p['recovery_s'])}"
                         + (f"; FAIL: {'; '.join(p['failures'])}" if p["failures"] else ""))
        if r.poison:
            lines.append(f"- poison: {json.dumps(r.poison, ensure_ascii=False)}")
        for f in r.failures:
            lines.append(f"- **failed**: {f}")
        lines.append("")
    return "\n".join(lines)


def _part(d: dict[str, Any]) -> ScenarioResult:
    fields = {k: v for k, v in d.items() if k in ScenarioResult.__dataclass_fields__}
    return ScenarioResult(**fields)
