"""`bench e2e`'s PNG charts: latency distributions per load, and throughput against offered load."""

from __future__ import annotations

from pathlib import Path

from ..charts import pyplot, save
from .e2e_phase import Phase, latency_stats, rate_name


# --- charts -----------------------------------------------------------------------------------------


def write_charts(phases: list[Phase], out: Path) -> list[str]:
    plt = pyplot()

    files: list[str] = []
    rates = sorted({p.offered_rps for p in phases if p.mix == "workload"})
    for rate in rates:
        fig, ax = plt.subplots(figsize=(7, 4.2))
        series: list[tuple[str, list[float]]] = []
        for p in phases:
            if p.offered_rps != rate or p.mix != "workload":
                continue
            if p.lane == "pipeline":
                for path in ("fast", "slow"):
                    series.append((f"pipeline {path} path",
                                   [r.latency_ms for r in p.records if r.path == path and r.latency_ms is not None]))
                series.append(("pipeline all", [r.latency_ms for r in p.records if r.latency_ms is not None]))
            else:
                series.append(("baseline (all LLM)", [r.latency_ms for r in p.records if r.latency_ms is not None]))
        for label, values in series:
            if not values:
                continue
            xs = sorted(values)
            ys = [(i + 1) / len(xs) for i in range(len(xs))]
            ax.step(xs, ys, where="post", label=f"{label} (n={len(xs)})")
        ax.set_xscale("log")
        ax.set_xlabel("latency, ms (scheduled send → answer; log scale)")
        ax.set_ylabel("share of answered requests")
        ax.set_title(f"Latency CDF per path at {rate:g} req/s offered")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(loc="lower right", fontsize=8)
        name = f"latency-cdf-{rate_name(rate)}.png"
        save(fig, out / name)
        files.append(name)

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
    groups = {"pipeline (workload mix)": [p for p in phases if p.lane == "pipeline" and p.mix == "workload"],
              "pipeline (fast-path mix)": [p for p in phases if p.lane == "pipeline" and p.mix == "fast"],
              "baseline (all LLM)": [p for p in phases if p.lane == "baseline"]}
    top = 1.0
    for label, group in groups.items():
        if not group:
            continue
        group = sorted(group, key=lambda p: p.offered_rps)
        xs = [p.offered_rps for p in group]
        top = max(top, *xs)
        ax1.plot(xs, [p.throughput() for p in group], marker="o", label=label)
        p99 = [latency_stats(p.records)["p99_ms"] for p in group]
        ax2.plot(xs, [v if v is not None else float("nan") for v in p99], marker="o", label=label)
    ax1.plot([0, top], [0, top], linestyle=":", color="grey", label="answered = offered")
    ax1.set_xlabel("offered load, req/s")
    ax1.set_ylabel("answered, req/s")
    ax1.set_title("Throughput vs offered load")
    ax1.grid(True, alpha=0.3)
    ax1.legend(fontsize=8)
    ax2.set_xlabel("offered load, req/s")
    ax2.set_ylabel("p99 latency, ms (log)")
    ax2.set_yscale("log")
    ax2.set_title("p99 latency vs offered load")
    ax2.grid(True, which="both", alpha=0.3)
    ax2.legend(fontsize=8)
    save(fig, out / "throughput.png")
    files.append("throughput.png")
    return files
