"""The report of `dualtrack bench learning`: its PNG chart and its printed lines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dtlib.settings import REPO_ROOT

from ..charts import pyplot, save
from .learning import SOURCES

CHART = REPO_ROOT / "docs" / "bench" / "learning.png"


COLOURS = {"rule": "#1f77b4", "cache.semantic": "#ff7f0e", "cache.exact": "#2ca02c"}
LABELS = {"rule": "learned rules", "cache.semantic": "cache, semantic (paraphrase)",
          "cache.exact": "cache, exact repeat"}


def chart(result: dict[str, Any], path: Path = CHART) -> Path:
    plt = pyplot()

    window = result["window"]
    fig, ax = plt.subplots(figsize=(9, 4.8))
    if result.get("cache"):
        curve = result["curve_by_source"]
        xs = [i for i, _ in curve]
        order = ("rule", "cache.semantic", "cache.exact")
        ax.stackplot(xs, *[[v[src] * 100 for _, v in curve] for src in order],
                     colors=[COLOURS[src] for src in order], alpha=0.55,
                     labels=[LABELS[src] for src in order])
        ax.plot([i for i, _ in result["curve"]], [v * 100 for _, v in result["curve"]],
                color="black", linewidth=1,
                label=f"fast-path share (cache + rules, last {window} repeated-intent requests)")
        ylabel = "% answered on the fast path"
        title = (f"Learning from a cold start with the cache: CLINC150, {result['intents']} intents; "
                 f"held-out precision {result['holdout_fast']['precision']:.1%}")
    else:
        xs = [i for i, _ in result["curve"]]
        ax.plot(xs, [v * 100 for _, v in result["curve"]], color=COLOURS["rule"],
                label=f"fast-path share (last {window} repeated-intent requests)")
        ylabel = "% answered by learned rules"
        title = (f"Learning from a cold start: CLINC150, {result['intents']} intents, "
                 f"held-out precision {result['holdout']['precision']:.1%}")
    ax.axhline(60, color="#999", linestyle="--", linewidth=1, label="target 60%")
    ax.axvline(result["drift_at"], color="#d62728", linestyle=":", linewidth=1.5,
               label=f"drift: {len(result['drifted_intents'])} intents change answers")
    ax.set_xlabel("replayed requests")
    ax.set_ylabel(ylabel)
    ax.set_ylim(0, 100)
    ax.set_title(title, fontsize=10)
    ax.legend(loc="upper left", fontsize=7)
    ax.grid(alpha=0.3)
    return save(fig, path)


def report_lines(r: dict[str, Any]) -> list[str]:
    h = r["holdout"]
    crossed = f"at request {r['crossed_60_at']}" if r["crossed_60_at"] else "not within 5000"
    lines = [
        f"replay: CLINC150, {r['intents']} intents, {r['phase1_requests']} distinct paraphrases from "
        f"a cold start (in-process simulation; real rules matching, learner, lifecycle)",
        f"fast-path share of repeated-intent traffic: {r['fast_share_last_window']:.1%} over the last "
        f"{r['window']} requests up to 5000 (target 60%), crossed 60% {crossed}; "
        f"{r['fast_share_repeated']:.1%} over the whole cold-start phase",
        f"promoted rules on held-out requests (CLINC150 val, same intents): precision "
        f"{(h['precision'] or 0):.2%} ({h['right']}/{h['answered']}, target 99%), coverage {h['coverage']:.1%}",
        f"fast answers during the cold start right: {r['fast_precision_phase1']:.2%}",
        f"rules mined {r['mined']}; transitions {r['transitions']}; after the cold start "
        f"{r['statuses_after_phase1']}; exclusions refined (same status) by "
        f"{r['refinements']}",
        f"mining: {r['mining_runs']} runs, p50 {r['mining_seconds_p50']:.1f} s; whole replay {r['elapsed_s']:.0f} s",
    ]
    if r.get("cache"):
        hf = r["holdout_fast"]
        parts = []
        for src in SOURCES:
            b = r["by_source"][src]
            parts.append(f"{src} {b['share_last_window']:.1%}" if b["share_last_window"] is not None
                         else f"{src} -")
        lines[2:2] = [
            f"  by source (last {r['window']} up to 5000): {', '.join(parts)}; whole cold start: "
            + ", ".join(f"{src} {r['by_source'][src]['share_repeated']:.1%}" for src in SOURCES),
            "  fast answers during the cold start right, by source: " + ", ".join(
                f"{src} {_ratio(r['by_source'][src]['right_phase1'], r['by_source'][src]['answered_phase1'])}"
                for src in SOURCES),
        ]
        lines.append(
            f"held-out through the whole fast path (cache as at request 5000, read only, then rules): "
            f"precision {(hf['precision'] or 0):.2%} ({hf['right']}/{hf['answered']}), coverage "
            f"{hf['coverage']:.1%}; by source " + ", ".join(
                f"{src} {_ratio(b['right'], b['answered'])} coverage {b['coverage']:.1%}"
                for src, b in hf["by_source"].items()))
        c = r["cache_stats"]
        lines.append(f"cache: {c['entries_at_5000']} entries at request 5000, {c['entries_at_end']} at the end; "
                     f"written {c['written']}; not written {c['skipped']}; withdrawn on reports "
                     f"{c['withdrawn']}; shadow checks {c['shadow_checks']}; embedding the replay "
                     f"{r['embedding_s']:.0f} s")
    else:
        lines.append("no cache (--no-cache): the rules alone")
    if r["drift"]:
        wrong = r["by_source"]
        lines.append(f"drift: {', '.join(r['drifted_intents'])} changed answers at request {r['drift_at']}; "
                     f"{r['drifted_requests']} of their requests after it, {r['wrong_fast_after_drift']} "
                     f"answered wrongly on the fast path (rules {wrong['rule']['wrong_after_drift']}, "
                     f"cache exact {wrong['cache.exact']['wrong_after_drift']}, cache semantic "
                     f"{wrong['cache.semantic']['wrong_after_drift']}); fast-path share of the drift "
                     f"phase {r['phase2_fast_share']:.1%}")
        for name, row in r["drift_summary"].items():
            lines.append(f"  {name}: {row['rules']} of {len(r['drift'])} rules, median {row['median']} "
                         f"requests after the drift (max {row['max']})")
        lines.append(f"  drifted intents answered right in the second half of the drift phase: "
                     f"{r['drifted_right_in_second_half']:.1%}; re-learned live rules with the new "
                     f"answers: {r['relearned']}")
    return lines


def _ratio(right: int, answered: int) -> str:
    return f"{right / answered:.2%} ({right}/{answered})" if answered else "- (0/0)"
