"""`bench e2e`'s verdicts and report: the pipeline against the baseline at each load, the targets
met or missed, the comparison with the bare chain (the floor), and `report.md`."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from dtlib.settings import get_settings

from .. import workload as wl
from ..settings import LlmSettings

if TYPE_CHECKING:
    from .e2e_config import E2EConfig


# --- comparison and targets ----------------------------------------------------------------------


def compare(summaries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Pipeline vs baseline at each offered load where both ran (the workload mix)."""
    pipe = {s["offered_rps"]: s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "workload"}
    base = {s["offered_rps"]: s for s in summaries if s["lane"] == "baseline"}
    rows = []
    for rate in sorted(set(pipe) & set(base)):
        p, b = pipe[rate], base[rate]
        # A request left unanswered when its load ended still needed the model at least once.
        p_calls = (p["llm_calls"] if p["llm_calls"] is not None else p["llm_calls_from_envelopes"]) + p["unanswered"]
        b_calls = (b["llm_calls"] if b["llm_calls"] is not None else b["llm_calls_from_envelopes"]) + b["unanswered"]
        p_mean, b_mean = p["mean_ms_censored"], b["mean_ms_censored"]
        rows.append({
            "offered_rps": rate,
            "pipeline_mean_ms": p_mean, "baseline_mean_ms": b_mean,
            "mean_latency_ratio": (b_mean / p_mean) if p_mean and b_mean else None,
            "p50_ratio": _ratio(b["overall"]["p50_ms"], p["overall"]["p50_ms"]),
            "p99_ratio": _ratio(b["overall"]["p99_ms"], p["overall"]["p99_ms"]),
            "pipeline_llm_calls": p_calls, "baseline_llm_calls": b_calls,
            "pipeline_calls_per_request": p_calls / max(p["requests"], 1),
            "baseline_calls_per_request": b_calls / max(b["requests"], 1),
            "llm_calls_fewer": 1 - (p_calls / max(p["requests"], 1)) / (b_calls / max(b["requests"], 1))
            if b_calls else None,
            "baseline_unanswered": b["unanswered"], "pipeline_unanswered": p["unanswered"],
            "baseline_sustained": b["sustained"], "pipeline_sustained": p["sustained"],
            "pipeline_throughput_rps": p["throughput_rps"], "baseline_throughput_rps": b["throughput_rps"],
        })
    return rows


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def check_targets(summaries: list[dict[str, Any]], comparison: list[dict[str, Any]],
                  max_sustained: float | None, config: E2EConfig) -> list[dict[str, Any]]:
    """The issue's targets, each with the measured value and whether it was met."""
    out = []
    at200 = next((s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "workload"
                  and s["offered_rps"] == 200), None)
    fast200 = (at200 or {}).get("by_path", {}).get("fast", {})
    out.append(_target("fast-path p50 ≤ 15 ms at 200 req/s", fast200.get("p50_ms"), 15, "≤", "ms"))
    out.append(_target("fast-path p99 ≤ 60 ms at 200 req/s", fast200.get("p99_ms"), 60, "≤", "ms"))
    out.append(_target("≥ 500 req/s sustained on the fast-path mix", max_sustained, 500, "≥", "req/s"))
    ref = next((row for row in comparison if row["offered_rps"] == 200), comparison[0] if comparison else None)
    where = f" (at {ref['offered_rps']:g} req/s)" if ref else ""
    out.append(_target(f"LLM calls ≥ 60 % fewer than the baseline{where}",
                       None if ref is None or ref["llm_calls_fewer"] is None else 100 * ref["llm_calls_fewer"],
                       60, "≥", "%"))
    out.append(_target(f"mean latency ≥ 10× lower than the baseline{where}",
                       None if ref is None else ref["mean_latency_ratio"], 10, "≥", "×"))
    fast_total = sum(s["fast_answers"] for s in summaries if s["lane"] == "pipeline")
    wrong_fast = sum(s["wrong_fast"] for s in summaries if s["lane"] == "pipeline")
    out.append(_target("wrong answers on the fast path ≤ 0.5 % (all pipeline loads)",
                       100 * wrong_fast / fast_total if fast_total else None, 0.5, "≤", "%"))
    return out


# Each fast source, and the path of bare relays (`bench chain`) that crosses the same topics.
FLOOR_PATH = {"exact cache": "exact-hit", "sandbox": "computation"}
FLOOR_RATE = 200.0  # the load at which latencies are compared


def against_floor(summaries: list[dict[str, Any]], chain_rows: list[dict[str, Any]],
                  max_sustained: float | None) -> dict[str, Any]:
    """Issue 21's comparisons, all within one run: the fast-path mix's maximum sustained rate over
    the bare chain's (per path), each fast source's p50 at FLOOR_RATE over its bare path's, and the
    all-LLM baseline's p50 over the fast path's at every load both ran."""
    bare_max = {r["path"]: r["max_sustained_rps"] for r in chain_rows if "max_sustained_rps" in r}
    bare_at = {r["path"]: r for r in chain_rows if r.get("offered_rps") == FLOOR_RATE and "p50_ms" in r}
    pipe = {s["offered_rps"]: s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "workload"}
    base = {s["offered_rps"]: s for s in summaries if s["lane"] == "baseline"}
    rates = [{"path": path, "bare_rps": rps, "pipeline_rps": max_sustained,
              "ratio": _ratio(max_sustained, rps)} for path, rps in bare_max.items()]
    # The workload mix at FLOOR_RATE (the target), and the fast-path mix's step at that rate, if
    # its search ran one (no slow path competing for the machine).
    at = {"workload": pipe.get(FLOOR_RATE, {})} | {
        "fast": s for s in summaries if s["lane"] == "pipeline" and s["mix"] == "fast"
        and s["offered_rps"] == FLOOR_RATE}
    latency = []
    for mix, summary in at.items():
        for source, path in FLOOR_PATH.items():
            ours, theirs = summary.get("by_source", {}).get(source, {}), bare_at.get(path, {})
            latency.append({"mix": mix, "source": source, "path": path,
                            "pipeline_p50_ms": ours.get("p50_ms"), "pipeline_p99_ms": ours.get("p99_ms"),
                            "bare_p50_ms": theirs.get("p50_ms"), "bare_p99_ms": theirs.get("p99_ms"),
                            "p50_ratio": _ratio(ours.get("p50_ms"), theirs.get("p50_ms"))})
    baseline = []
    for rate in sorted(set(pipe) & set(base)):
        fast = pipe[rate]["by_path"].get("fast", {}).get("p50_ms")
        slow = base[rate]["overall"]["p50_ms"]
        baseline.append({"offered_rps": rate, "fast_p50_ms": fast, "baseline_p50_ms": slow,
                         "ratio": _ratio(slow, fast)})
    computation = next((r["ratio"] for r in rates if r["path"] == "computation"), None)
    targets = [_target("fast-path mix sustained ≥ 0.5× the bare chain's (computation path, same run)",
                       computation, 0.5, "≥", "×")]
    targets += [_target(f"{row['source']} p50 at {FLOOR_RATE:g} req/s ≤ 2× the bare {row['path']} "
                        "chain's (same run)", row["p50_ratio"], 2, "≤", "×")
                for row in latency if row["mix"] == "workload"]
    ref = next((row for row in baseline if row["offered_rps"] == FLOOR_RATE), baseline[0] if baseline else None)
    targets.append(_target("fast-path p50 ≥ 30× lower than the all-LLM baseline's"
                           + (f" (at {ref['offered_rps']:g} req/s)" if ref else ""),
                           ref["ratio"] if ref else None, 30, "≥", "×"))
    return {"max_sustained": rates, "latency": latency, "baseline": baseline, "targets": targets}


def floor_markdown(floor: dict[str, Any]) -> str:
    lines = ["## Against the bare chain (same run)", "",
             "The fast paths rebuilt from relays on a bare librdkafka loop (`bench chain --client "
             "confluent`), run by this command once the lanes were down.", "",
             "| fast source (mix) | bare path | pipeline p50 / p99 ms | bare p50 / p99 ms | p50 ratio |",
             "|---|---|---|---|---|"]
    for row in floor["latency"]:
        lines.append(f"| {row['source']} at {FLOOR_RATE:g}/s ({row['mix']} mix) | {row['path']} | "
                     f"{_f(row['pipeline_p50_ms'])} / "
                     f"{_f(row['pipeline_p99_ms'])} | {_f(row['bare_p50_ms'])} / {_f(row['bare_p99_ms'])} | "
                     f"{_f(row['p50_ratio'], 2, '×')} |")
    lines += ["", "| maximum sustained rate | pipeline (fast-path mix) | bare chain | ratio |", "|---|---|---|---|"]
    for row in floor["max_sustained"]:
        lines.append(f"| {row['path']} | {_f(row['pipeline_rps'], 0)} | {_f(row['bare_rps'], 0)} | "
                     f"{_f(row['ratio'], 2, '×')} |")
    lines += ["", "| offered/s | fast-path p50 ms | all-LLM baseline p50 ms | baseline ÷ fast |", "|---|---|---|---|"]
    for row in floor["baseline"]:
        lines.append(f"| {row['offered_rps']:g} | {_f(row['fast_p50_ms'])} | {_f(row['baseline_p50_ms'])} | "
                     f"{_f(row['ratio'], 1, '×')} |")
    return "\n".join(lines) + "\n"


def _target(name: str, value: float | None, bound: float, op: str, unit: str) -> dict[str, Any]:
    met = None if value is None else (value <= bound if op == "≤" else value >= bound)
    return {"target": name, "value": value, "bound": bound, "op": op, "unit": unit, "met": met}


# --- the report ----------------------------------------------------------------------------------


def _f(value: Any, digits: int = 1, unit: str = "") -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}{unit}"
    return f"{value}{unit}"


def report_markdown(summaries: list[dict[str, Any]], comparison: list[dict[str, Any]],
                    targets: list[dict[str, Any]], max_sustained: float | None, config: E2EConfig,
                    settings_doc: dict[str, Any], machine: dict[str, Any], charts: list[str]) -> str:
    m = machine["before"]
    lines = [f"# dualtrack end-to-end benchmark ({config.backend} backend)", ""]
    lines += [f"Run {time.strftime('%Y-%m-%d %H:%M:%S')} on {m['hostname']}: {m['cpu_model']}, "
              f"{m['cpus']} CPUs, {m['memory_gb']:.1f} GB; load average before {m['loadavg']}, after "
              f"{machine['after']['loadavg']}; git {m['git']}. Every service, Kafka, PostgreSQL and Jaeger "
              "run on this machine. Settings: `settings.json`; machine: `machine.json`; per-request records: "
              "`phases/*.jsonl`.", ""]
    backend = (f"the scripted OpenAI-compatible server (`dualtrack.fake_llm`) at a fixed {config.llm_latency_ms} ms "
               "per call" if config.backend == "scripted" else "the embedded local model (SmolLM2-135M via llama.cpp)")
    lines += [f"Workload: seed {config.seed}, mix {wl.mix_text(wl.parse_mix(config.mix))}, "
              f"{settings_doc['workload']['items']} items "
              f"({'CLINC150/Banking77 intents' if settings_doc['workload']['shared_data'] else 'built-in intents (no ../shared/data)'}"
              f" + Chinese templates). Arrivals: {config.arrivals}, open loop; each load runs "
              f"{config.duration_s:g} s under its own tenant (cold cache); latency from the scheduled send to the "
              f"answer. Backend: {backend}. Baseline: every request published straight to `llm.tasks` "
              "(same llm service and backend), presented by the fuser.", ""]
    s0 = get_settings(LlmSettings)
    partitions = config.partitions or s0.topic_partitions
    per_replica = config.llm_concurrency or s0.llm_concurrency
    llm_replicas = config.scale.get("llm", 1)
    in_flight = [s.get("llm_max_in_flight") for s in summaries if s.get("llm_max_in_flight") is not None]
    busy = min(partitions, llm_replicas)  # replicas beyond the partition count get no work
    lines += [f"Model calls in flight are bounded by llm replicas with partitions ({busy} of {llm_replicas}; "
              f"{partitions} partitions) × DT_LLM_CONCURRENCY {per_replica} = **{busy * per_replica}**: each replica's "
              "consumer hands up to DT_LLM_CONCURRENCY messages at once to the handler, whatever partitions "
              "they come from (offsets are still committed in order)."
              + (f" The scripted server saw at most {max(in_flight)} calls at once." if in_flight else ""), ""]
    lines += ["## Targets", "", "| target | measured | met |", "|---|---|---|"]
    for t in targets:
        met = "—" if t["met"] is None else ("yes" if t["met"] else "**no**")
        lines.append(f"| {t['target']} | {_f(t['value'], 2, ' ' + t['unit'])} | {met} |")
    lines.append("")
    lines += ["## Loads", "",
              "| run | offered/s | sent | answered | answered/s | p50 | p95 | p99 | mean | fast share | "
              "LLM calls | calls/req | wrong | dup | kept up |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in summaries:
        o = s["overall"]
        calls = s["llm_calls"] if s["llm_calls"] is not None else s["llm_calls_from_envelopes"]
        lines.append(
            f"| {s['name']} | {s['offered_rps']:g} | {s['requests']} | {s['answered']} | {s['throughput_rps']:.1f} | "
            f"{_f(o['p50_ms'])} | {_f(o['p95_ms'])} | {_f(o['p99_ms'])} | {_f(o['mean_ms'])} | "
            f"{s['fast_share']:.1%} | {calls} | {s['llm_calls_per_request']:.3f} | "
            f"{s['verdicts'].get('wrong', 0)} | {s['duplicates']} | "
            f"{'yes' if s['sustained'] else 'no: ' + s['sustained_why']} |")
    lines += ["", "Latencies in ms. *calls/req*: model calls per request (retries included). *dup*: answers "
              "seen more than once by the client.", ""]
    lines += ["## Per path and source", "",
              "| run | path / source | share | answered | p50 | p95 | p99 | mean |", "|---|---|---|---|---|---|---|---|"]
    for s in summaries:
        for path, st in s["by_path"].items():
            lines.append(f"| {s['name']} | path **{path}** | {st['answered'] / max(s['requests'], 1):.1%} | "
                         f"{st['answered']} | {_f(st['p50_ms'])} | {_f(st['p95_ms'])} | {_f(st['p99_ms'])} | "
                         f"{_f(st['mean_ms'])} |")
        for source, st in s["by_source"].items():
            lines.append(f"| {s['name']} | {source} | {st['share']:.1%} | {st['answered']} | {_f(st['p50_ms'])} | "
                         f"{_f(st['p95_ms'])} | {_f(st['p99_ms'])} | {_f(st['mean_ms'])} |")
    lines.append("")
    lines += ["## Where a fast answer's time goes", "",
              "Median ms of each stage, from the hop records the answer carries (the most common "
              "sequence of steps of each source): to the first step (the client's publish, the broker, "
              "the fetch, the hand-over to the handler), each step's handling, each way between steps, "
              "and back to the client (the last publish, the broker, the client's fetch). The stages' "
              "medians need not add up to the median latency, which also counts the sender's lag.", "",
              "| run | source | n | stages |", "|---|---|---|---|"]
    for s in summaries:
        for source, st in s["by_source"].items():
            parts = {k: v for k, v in st.get("stages_p50_ms", {}).items() if k != "n"}
            if parts and source != "llm":
                lines.append(f"| {s['name']} | {source} | {st['stages_p50_ms']['n']} | "
                             + "; ".join(f"{k} {v:.2f}" for k, v in parts.items()) + " |")
    lines.append("")
    if comparison:
        lines += ["## Pipeline vs baseline", "",
                  "| offered/s | mean ms pipeline | mean ms baseline | mean ratio | p50 ratio | p99 ratio | "
                  "calls/req pipeline | calls/req baseline | LLM calls fewer | baseline kept up |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for row in comparison:
            lines.append(
                f"| {row['offered_rps']:g} | {_f(row['pipeline_mean_ms'])} | {_f(row['baseline_mean_ms'])} | "
                f"{_f(row['mean_latency_ratio'], 1, '×')} | {_f(row['p50_ratio'], 1, '×')} | "
                f"{_f(row['p99_ratio'], 1, '×')} | {row['pipeline_calls_per_request']:.3f} | "
                f"{row['baseline_calls_per_request']:.3f} | "
                f"{_f(None if row['llm_calls_fewer'] is None else 100 * row['llm_calls_fewer'], 1, ' %')} | "
                f"{'yes' if row['baseline_sustained'] else 'no (' + str(row['baseline_unanswered']) + ' unanswered)'} |")
        lines += ["", "Means count an unanswered request at the end of its drain time (so a saturated run's "
                  "mean is a lower bound); LLM calls count one call for each unanswered request.", ""]
    lines += ["## Wrong answers by category", "",
              "| run | category | requests | wrong | of which fast | uncertain | error | unanswered |",
              "|---|---|---|---|---|---|---|---|"]
    for s in summaries:
        for cat, c in sorted(s["wrong_by_category"].items()):
            lines.append(f"| {s['name']} | {cat} | {c['n']} | {c['wrong']} | {c['wrong_fast']} | {c['uncertain']} | "
                         f"{c['error']} | {c['unanswered']} |")
    lines += ["", "A computation is right when its value (or the number stated, correctly rounded) equals the "
              "sandbox's gold value; a FAQ, rule, open or trap answer when it contains the gold answer; a "
              "computation on a date that does not exist when it is a clear error."
              + ("" if config.backend == "scripted" else
                 " With the local model, a prose answer that is not the gold one is *unjudged*."), ""]
    lines += ["## Machine load during each run", "",
              "CPU milliseconds per request sent, by service (all replicas), and for the shared broker, database "
              "and tracing backend (starred: they also serve anything else running). Two cores give 2 000 ms "
              "of CPU a second, so the sum bounds the rate: 2 000 / (ms per request) requests/s at best.", "",
              "| run | CPU busy | total ms/req | CPU ms per request by process |", "|---|---|---|---|"]
    for s in summaries:
        n = max(s["requests"], 1)
        cpu = ", ".join(f"{k} {1000 * v / n:.2f}"
                        for k, v in sorted(s["service_cpu_s"].items(), key=lambda kv: -kv[1]))
        total = 1000 * sum(s["service_cpu_s"].values()) / n
        lines.append(f"| {s['name']} | {_f(s['cpu_percent'], 0, ' %')} | {total:.2f} | {cpu} |")
    lines.append("")
    lines += ["Records written per request sent, by topic (bytes of the broker's segment files per request in "
              "brackets; each record is also fetched by every group and replica reading its topic):", "",
              "| run | records / request | by topic |", "|---|---|---|"]
    for s in summaries:
        by_topic = s.get("topic_records") or {}
        shown = ", ".join(f"{t} {r:.2f} ({b:.0f} B)" for t, (r, b) in by_topic.items())
        lines.append(f"| {s['name']} | {sum(r for r, _ in by_topic.values()):.2f} | {shown} |")
    lines.append("")
    lines += ["## Charts", ""] + [f"![{c}]({c})" for c in charts] + [""]
    if max_sustained is not None or config.find_max:
        lines += [f"Maximum sustained rate on the fast-path mix: **{_f(max_sustained, 0, ' req/s')}** "
                  f"(rate ×{config.max_factor} per {config.max_step_s:g} s step, each on a warm cache, until the "
                  f"answers fall behind or the fast path's p99 exceeds {config.max_fast_p99_ms:g} ms "
                  f"in {config.max_tries} steps in a row at the same rate: `max-<rate>-try<n>` "
                  f"are the repeats).", ""]
    return "\n".join(lines)
