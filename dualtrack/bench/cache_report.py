"""The report of `dualtrack bench cache` (cache.py): its tables on the console and its curve of
hit rate against wrong-hit rate."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..charts import pyplot, save


def best_within(rows: list[dict[str, Any]], bound: float) -> dict[str, Any] | None:
    """The row with the most hits whose wrong-hit rate is within `bound` (on the evaluation part
    itself: an upper limit of what a global threshold could do; on the traffic: a user's pick)."""
    fitting = [r for r in rows if r["wrong_rate"] <= bound and r["right"] + r["wrong"] > 0]
    return max(fitting, key=lambda r: r["hit_rate"]) if fitting else None


def plot(results: dict[str, Any], path: Path) -> Path:
    """Hit rate against wrong-hit rate per data set: the learned bound at each δ, one global
    threshold swept, GPTCache's threshold swept, chosen on the traffic for each δ, and its default."""
    plt = pyplot()

    sets = results["sets"]
    fig, axes = plt.subplots(1, len(sets), figsize=(4 * len(sets), 4.2), squeeze=False)
    for ax, (name, s) in zip(axes[0], sets.items()):
        ours = [s["bounds"][k] for k in sorted(s["bounds"], key=float)]
        ax.plot([100 * r["wrong_rate"] for r in ours], [100 * r["hit_rate"] for r in ours], "o-",
                color="C0", label="learned bound (δ 0.5–5 %)")
        sweep = s.get("threshold_sweep", [])
        ax.plot([100 * r["wrong_rate"] for r in sweep], [100 * r["hit_rate"] for r in sweep], "-",
                color="C1", linewidth=1, label="one global threshold")
        if "gptcache" in s:
            g = s["gptcache"]
            ax.plot([100 * r["wrong_rate"] for r in g["sweep"]], [100 * r["hit_rate"] for r in g["sweep"]],
                    "-", color="C2", linewidth=1, label="GPTCache, threshold swept")
            ax.plot([100 * g["default"]["wrong_rate"]], [100 * g["default"]["hit_rate"]], "s", color="C2",
                    label="GPTCache default")
            chosen = [r for r in g["chosen_on_traffic"].values() if r is not None]
            ax.plot([100 * r["wrong_rate"] for r in chosen], [100 * r["hit_rate"] for r in chosen], "^",
                    color="C2", label="GPTCache, threshold chosen on traffic (δ 0.5–5 %)")
        ax.axvline(100 * results["default_bound"], color="red", linewidth=0.8)
        ax.set(title=name, xlabel="wrong-hit rate %", ylabel="hit rate %", xlim=(0, _wrong_axis(s)))
        ax.grid(alpha=0.3)
    axes[0][0].legend(fontsize=7)
    fig.suptitle(f"evaluation parts only ({results['model']}); red: the default bound", fontsize=9)
    return save(fig, path, dpi=100)


def _wrong_axis(s: dict[str, Any]) -> float:
    """The wrong-hit axis of a set's panel, in %: 12, or 40 where GPTCache's least wrong threshold
    is beyond 12 % but within 35 % (its curve would be out of view; the computations' are at 80 %+)."""
    served = [r["wrong_rate"] for r in s.get("gptcache", {}).get("sweep", []) if r["right"] + r["wrong"]]
    return 40.0 if served and 0.12 < min(served) <= 0.35 else 12.0


def _pct(row: dict[str, Any] | None, key: str) -> str:
    return "—" if row is None else f"{100 * row[key]:.1f} %"


def print_report(results: dict[str, Any], console: Any) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(width=max(console.width, 150))  # the tables are wide; do not fold them
    if "skipped" in results:
        console.print(f"[yellow]skipped:[/] {results['skipped']}")
        return
    default = str(results["default_bound"])
    main = Table("set", "fill / traffic / queries", "hit rate", "served", "wrong", "wrong-hit rate",
                 "exact repeats (another label)", "near misses (hit)", "learned base (knowledge: on the score; own tests at the calibration's least base, of those needed; answers standing on their own tests)", "second look: refused / hits without it / wrong without it",
                 title=f"learned bound at δ = {100 * results['default_bound']:g} % "
                       f"(confidence {100 * results['confidence']:g} %, shadow rate "
                       f"{100 * results['shadow_rate']:g} %), evaluation parts")
    for name, s in results["sets"].items():
        r = s["bounds"][default]
        plain = r.get("without_second_look", {})
        refused = sum(v for k, v in r["reasons"].items() if k.startswith("second-look"))
        main.add_row(name, f"{s['fill']} / {s['traffic']} / {s['queries']}", _pct(r, "hit_rate"),
                     str(r["right"] + r["wrong"]), str(r["wrong"]), f"{100 * r['wrong_rate']:.2f} %",
                     f"{r['exact_repeats']} ({r['exact_repeats_wrong']})",
                     f"{r['near_misses']} ({r['near_miss_hits']})" if r["near_misses"] else "",
                     learned_base_cell(r),
                     f"{refused} / {_pct(plain, 'hit_rate')} / {_pct(plain, 'wrong_rate')}")
    console.print(main)
    bounds = sorted(next(iter(results["sets"].values()))["bounds"], key=float)
    compare = Table("set", "cache", *[f"δ = {100 * float(b):g} %" for b in bounds],
                    title="hit rate / wrong-hit rate on the evaluation parts; GPTCache's threshold chosen "
                          "on the traffic part, and (hindsight) the best one within each δ chosen on the "
                          "evaluation part itself, as for one global threshold: a best case no user can pick")
    for name, s in results["sets"].items():
        compare.add_row(name, "learned bound", *[f"{_pct(s['bounds'][b], 'hit_rate')} / "
                                                 f"{_pct(s['bounds'][b], 'wrong_rate')}" for b in bounds])
        sweep = s.get("threshold_sweep", [])
        compare.add_row("", "global threshold (hindsight)", *[_at_threshold(best_within(sweep, float(b))) for b in bounds])
        if "gptcache" in s:
            chosen = s["gptcache"]["chosen_on_traffic"]
            compare.add_row("", "GPTCache, chosen on traffic", *[_at_threshold(chosen.get(b)) for b in bounds])
            compare.add_row("", "GPTCache (hindsight)", *[_at_threshold(best_within(s["gptcache"]["sweep"], float(b)))
                                                            for b in bounds])
    console.print(compare)
    fixed = Table("set", "today's threshold", "hit rate", "wrong-hit rate", "GPTCache default",
                  "hit rate", "wrong-hit rate", title="without a bound: a fixed threshold")
    for name, s in results["sets"].items():
        g = s.get("gptcache", {}).get("default")
        t = s["today"]
        fixed.add_row(name, f"{t['threshold']:.2f}", _pct(t, "hit_rate"), _pct(t, "wrong_rate"),
                      f"{g['threshold']:.2f} (cosine ≥ {2 * g['threshold'] - 1:.2f})" if g else "—",
                      _pct(g, "hit_rate"), _pct(g, "wrong_rate"))
    console.print(fixed)
    lost = Table("set", "GPTCache's threshold (chosen on the traffic)", "GPTCache right", "the cache right too",
                 "refused by the cache: gate → queries", title="what GPTCache serves right and the cache refuses, "
                 f"at δ = {100 * results['default_bound']:g} %")
    for name, s in results["sets"].items():
        if "lost_to_gptcache" in s:
            g = s["lost_to_gptcache"]
            gates = sorted(g["gates"].items(), key=lambda kv: -kv[1])
            lost.add_row(name, f"{g['threshold']:.2f} (cosine ≥ {2 * g['threshold'] - 1:.2f})",
                         str(g["gptcache_right"]), str(g["both_right"]), ", ".join(f"{k} {v}" for k, v in gates))
    console.print(lost)
    s = results["scale"]
    perf = Table("measure", "value", title=f"{s['entries']:,} entries in one tenant "
                 f"(δ = {100 * s.get('max_error', results['default_bound']):g} %: a base certified, lookups scored)")
    for name, value in [
        ("model load", f"{results['model_load_s']:.2f} s ({results['model']})"),
        ("lookup p50 / p99 back to back (HNSW, bound and second look, without embedding)", "%.2f / %.2f ms" % tuple(s["lookup_hnsw_ms"])),
        ("  the same in CPU time (without the scheduler)", "%.2f / %.2f ms" % tuple(s["lookup_hnsw_cpu_ms"])),
        (f"  paced, one every {s['paced_gap_ms']:g} ms as the service gets them: wall / CPU",
         "%.2f / %.2f ms, CPU %.2f / %.2f ms" % (*s["lookup_hnsw_paced_ms"], *s["lookup_hnsw_paced_cpu_ms"])),
        ("  outcomes", ", ".join(f"{k} {v}" for k, v in sorted(s["outcomes"].items()))),
        ("  load average during this part (2 cores)", f"{s['load_average']:.1f}"),
        ("lookup p50 / p99 (exact numpy, for comparison)", "%.2f / %.2f ms" % tuple(s["lookup_exact_search_ms"])),
        ("  the match score alone (verifier.py) p50 / p99", "%.0f / %.0f µs" % tuple(s["score_us"])),
        ("embedding one request p50 / p99", "%.2f / %.2f ms" % tuple(s["embed_ms"])),
        ("lookup with embedding p50 / p99", "%.2f / %.2f ms" % tuple(s["end_to_end_ms"])),
        ("rebuild from cache.state records (decode + insert)", f"{s['catch_up_s']:.1f} s"),
        ("HNSW index build (background, after catch-up)", f"{s['index_build_s']:.1f} s"),
        ("memory per entry (RSS)", f"{s['memory_per_entry_bytes']:,.0f} bytes"),
        ("cache.state record", f"{s['record_bytes']:,.0f} bytes"),
    ]:
        perf.add_row(name, value)
    for n, (p50, p99) in results["exact_search_by_size_ms"].items():
        perf.add_row(f"exact numpy search of {n:,} vectors p50 / p99", f"{p50:.2f} / {p99:.2f} ms")
    console.print(perf)
    console.print(f"the whole run: {results['run_s'] / 60:.1f} min after the model loaded, load average "
                  "%.1f–%.1f on 2 cores" % tuple(results["load_average"]))
    if "plot" in results:
        console.print(f"curve: {results['plot']}")


def learned_base_cell(row: dict[str, Any]) -> str:
    """The learned base, and for a scored set the tenant's own tests at the calibration's least base."""
    if row["learned_base"] is None:
        return ""
    own = row.get("own_tests_at_calibration_base")
    alone = row.get("answers_on_own_evidence")
    return f"{row['learned_base']:.3f}" + ("" if own is None else
                                         f" (own tests ≥ {own['score']:.3f}: {own['right'] + own['wrong']}"
                                         f" of {own['needed']}, {own['wrong']} wrong)") + \
        ("" if alone is None else f"; answers on their own tests: {alone['standing']} of {alone['answers']}"
                                  f" (most tests of one: {alone['most_right'] + alone['most_wrong']}"
                                  f" of {alone['needed']}, {alone['most_wrong']} wrong)")


def _at_threshold(row: dict[str, Any] | None) -> str:
    return "no threshold" if row is None else \
        f"{_pct(row, 'hit_rate')} / {_pct(row, 'wrong_rate')} (at {row['threshold']:.2f})"
