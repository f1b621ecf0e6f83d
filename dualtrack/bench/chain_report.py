"""The tables and chart `dualtrack bench chain` writes: each client's figures, the side-by-side ratios between clients
of one run, and what the secured broker's listener costs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..charts import pyplot, save
from .e2e_phase import fmt_ms


def ratios_markdown(runs: dict[str, list[dict[str, Any]]]) -> str:
    """Each client's latency and CPU over the first client's, per path and load, from this run."""
    first, *others = runs
    def measured(rows: list[dict[str, Any]]) -> dict[tuple[str, float], dict[str, Any]]:
        return {(r["path"], r["offered_rps"]): r for r in rows if "p50_ms" in r}

    base = measured(runs[first])
    lines = [f"## Side by side: {first} ÷ each other client, this run", "",
             "| path | offered/s | client | p50 ms | p99 ms | CPU ms/step | p50 ratio | p99 ratio | CPU ratio |",
             "|---|---|---|---|---|---|---|---|---|"]
    for other in others:
        for key, theirs in measured(runs[other]).items():
            ours = base.get(key)
            if ours is None:
                continue
            cpu = (ours["cpu_ms_per_request"]["per_step"], theirs["cpu_ms_per_request"]["per_step"])
            lines.append(f"| {key[0]} | {key[1]:g} | {first} / {other} | {fmt_ms(ours['p50_ms'], '')} / "
                         f"{fmt_ms(theirs['p50_ms'], '')} | {fmt_ms(ours['p99_ms'], '')} / {fmt_ms(theirs['p99_ms'], '')} | "
                         f"{cpu[0]:.2f} / {cpu[1]:.2f} | {_ratio(ours['p50_ms'], theirs['p50_ms'])} | "
                         f"{_ratio(ours['p99_ms'], theirs['p99_ms'])} | {_ratio(*cpu)} |")
    best = {client: {r["path"]: r["max_sustained_rps"] for r in rows if "max_sustained_rps" in r}
            for client, rows in runs.items()}
    if best[first]:
        lines += ["", f"Maximum sustained rate, req/s: {first} ÷ each other client (issue 21: the "
                  "runtime ≥ 0.8× the bare loop)", "",
                  "| path | client | maximum sustained, req/s | ratio |", "|---|---|---|---|"]
        for other in others:
            for path, ours in best[first].items():
                theirs = best[other].get(path)
                lines.append(f"| {path} | {first} / {other} | {ours if ours is not None else '—'} / "
                             f"{theirs if theirs is not None else '—'} | {_ratio(ours, theirs)} |")
    return "\n".join(lines) + "\n"


def _ratio(ours: float | None, theirs: float | None) -> str:
    return "—" if not ours or not theirs else f"{ours / theirs:.2f}"


_CARRIER = {"runtime": "the step runtime (dtlib.runtime on librdkafka, tracing {tracing})",
            "confluent": "a bare confluent-kafka (librdkafka) loop"}


def report_markdown(rows: list[dict[str, Any]], facts: dict[str, Any]) -> str:
    lines = ["# `dualtrack bench chain`: the runtime and broker alone", "",
             f"Relays (steps that publish what they get) carried by "
             f"{_CARRIER[facts.get('client', 'runtime')].format(tracing='on' if facts['tracing'] else 'off')}; "
             f"{facts['partitions']} partitions, linger "
             f"{facts['linger_ms']} ms, fetch wait {facts['fetch_max_wait_ms']} ms.", "",
             "| path | steps | offered/s | answered/s | p50 ms | p95 ms | p99 ms | CPU ms/request: steps "
             "(per step) | Kafka | sustained |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "max_sustained_rps" in r:
            continue
        c = r["cpu_ms_per_request"]
        path = f"{r['path']} ({r['listener']})" if r.get("listener") else r["path"]
        lines.append(f"| {path} | {r['steps']} | {r['offered_rps']:g} | {r['throughput_rps']} | "
                     f"{fmt_ms(r['p50_ms'], '')} | {fmt_ms(r['p95_ms'], '')} | {fmt_ms(r['p99_ms'], '')} | {c['steps']:.2f} "
                     f"({c['per_step']:.2f}) | {c['kafka']:.2f} | {'yes' if r['sustained'] else r['why']} |")
    lines.append("")
    for r in rows:
        if "max_sustained_rps" in r:
            path = f"{r['path']} ({r['listener']})" if r.get("listener") else r["path"]
            lines.append(f"- **{path}: maximum sustained rate {r['max_sustained_rps']} req/s**")
    if facts.get("secure"):
        lines += ["", *security_cost_markdown(rows)]
    return "\n".join(lines) + "\n"


def security_cost(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per path and rate, the SASL_SSL chain's figures over the plain chain's of the same run, and
    the latency TLS and SASL add per hop (the p50 difference over the path's steps)."""
    by_key = {(r["path"], r["offered_rps"], r.get("listener")): r for r in rows if "p50_ms" in r}
    out = []
    for (path, rate, listener), tls in by_key.items():
        plain = by_key.get((path, rate, "plain"))
        if listener != "tls+sasl" or plain is None:
            continue

        def ratio(a: float | None, b: float | None) -> float | None:
            return None if a is None or not b else round(a / b, 2)

        out.append({"path": path, "offered_rps": rate, "steps": tls["steps"],
                    "p50_ratio": ratio(tls["p50_ms"], plain["p50_ms"]),
                    "p99_ratio": ratio(tls["p99_ms"], plain["p99_ms"]),
                    "added_ms_per_hop_p50": (None if tls["p50_ms"] is None or plain["p50_ms"] is None
                                             else round((tls["p50_ms"] - plain["p50_ms"]) / tls["steps"], 3)),
                    "cpu_per_step_ratio": ratio(tls["cpu_ms_per_request"]["per_step"],
                                                plain["cpu_ms_per_request"]["per_step"]),
                    "kafka_cpu_ratio": ratio(tls["cpu_ms_per_request"]["kafka"],
                                             plain["cpu_ms_per_request"]["kafka"])})
    return out


def security_cost_markdown(rows: list[dict[str, Any]]) -> list[str]:
    def num(x: float | None) -> str:
        return "-" if x is None else f"{x:g}"

    lines = ["What TLS and SASL cost: the SASL_SSL listener ÷ the plain listener of the same broker, "
             "same run", "",
             "| path | offered/s | p50 ratio | p99 ratio | p50 added per hop, ms | CPU per step ratio | "
             "Kafka CPU ratio |", "|---|---|---|---|---|---|---|"]
    for c in security_cost(rows):
        lines.append(f"| {c['path']} | {c['offered_rps']:g} | {num(c['p50_ratio'])} | {num(c['p99_ratio'])} | "
                     f"{num(c['added_ms_per_hop_p50'])} | {num(c['cpu_per_step_ratio'])} | "
                     f"{num(c['kafka_cpu_ratio'])} |")
    return lines


def write_chart(runs: list[tuple[str, list[dict[str, Any]]]], out_png: Path, paths: dict[str, list[Any]]) -> Path:
    """p50 and p99 against the offered load, one panel per path (`paths`: each path's topics), one line pair per run
    (e.g. per `--client`): where each carrier's latency takes off is its ceiling."""
    plt = pyplot()

    fig, axes = plt.subplots(1, len(paths), figsize=(12, 4.5), sharey=True)
    for ax, path in zip(axes, paths):
        for k, (label, rows) in enumerate(runs):
            points = sorted({r["offered_rps"]: r for r in rows if r.get("path") == path and "p50_ms" in r}.items())
            if not points:
                continue
            xs = [rate for rate, _ in points]
            color = f"C{k}"
            ax.plot(xs, [r["p50_ms"] for _, r in points], "o-", color=color, label=f"{label} p50")
            ax.plot(xs, [r["p99_ms"] for _, r in points], "s--", color=color, label=f"{label} p99")
        ax.axhline(15, color="grey", lw=0.8, ls=":")
        ax.axhline(60, color="grey", lw=0.8, ls=":")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(f"{path} ({len(paths[path]) - 1} step{'s' if len(paths[path]) > 2 else ''})")
        ax.set_xlabel("offered load, req/s (log)")
    axes[0].set_ylabel("latency, ms (log); dotted: 15 and 60 ms")
    axes[-1].legend(fontsize=8)
    fig.suptitle("Relays that do nothing: latency against load, by what carries them")
    save(fig, out_png)
    return out_png
