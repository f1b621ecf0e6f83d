"""`dualtrack bench parse`: the compositional reader on the parse corpus (data/parse/), in-process.

Each request runs through the classifier exactly as the service runs it (perception, the reader,
the calibrated score, the decision); a fast computation is executed by the sandbox's `run_task`
and its value compared with the gold answer (exact fractions compared as fractions). Reported per
split, language and category:
- read: the reader produced an operation; fast: the classifier sent it to the sandbox;
- exact: fast with the gold value, or one of the row's `also` values (share of the computations);
- wrong fast: a fast answer with a wrong value, or any fast answer to a request labelled slow;
- the reader's own time per request (perception + slots + the grammar), CPU time, p50 / p99.

The held-out split is for measuring only: tune on `dev`, look at `heldout` only through this table.
"""

from __future__ import annotations

import json
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from dtlib.envelope import Envelope, new_trace_id
from dtlib.settings import get_settings
from services.classifier.settings import ClassifierSettings
from dualtrack.workload_judge import same_value
from ..charts import pyplot, save

CORPUS = Path(__file__).resolve().parents[2] / "data" / "parse"
CORPORA = {"generated": CORPUS, "everyday": CORPUS / "everyday", "stories": CORPUS / "stories",
           "chats": CORPUS / "chats"}  # see each folder's README
SPLITS = ("dev", "heldout")
TARGETS = {"exact_share": 0.95, "wrong_fast": 0, "traps_slow": 1.0, "seed_exact": 1.0, "reader_p99_ms": 1.0}


@dataclass
class Outcome:
    item: dict[str, Any]
    read: bool
    path: str
    reason: str
    value: str | None
    exact: bool
    wrong: bool


def load(splits: tuple[str, ...] = SPLITS, folder: Path = CORPUS) -> list[dict[str, Any]]:
    items = []
    for split in splits:
        path = folder / f"{split}.jsonl"
        items += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return items


def equal(got: str | None, gold: str) -> bool:
    """The sandbox's value against the gold one; "43/7" and a 50-digit decimal of it agree."""
    if got is None:
        return False
    try:
        a, b = Fraction(got), Fraction(gold)
    except (ValueError, ZeroDivisionError):
        return same_value(got, gold)
    return abs(a - b) <= Fraction(1, 10**9) * max(1, abs(b))


def run(items: list[dict[str, Any]], progress=None) -> list[Outcome]:  # noqa: ANN001 - rich progress
    from services.classifier.engine import Classifier
    from services.classifier.model import load_model
    from services.sandbox.ops import run_task

    classifier = Classifier(load_model(get_settings(ClassifierSettings).classifier_artifact_dir))
    outcomes = []
    for item in items:
        env = Envelope(trace_id=new_trace_id(), text=item["text"], context=item.get("context") or {})
        decision = classifier.classify(env)
        fast = decision.path == "fast" and env.task is not None
        result = run_task(env.task) if fast else None
        value = result.value if result is not None else None
        expect_fast = item["expect"] == "fast"
        golds = [item["gold"], *item.get("also", ())] if item.get("gold") is not None else []
        exact = fast and expect_fast and result is not None and result.status == "ok" \
            and any(equal(value, str(gold)) for gold in golds)
        wrong = fast and (not expect_fast or not exact)
        read = decision.reason in ("fast", "vetoed")
        outcomes.append(Outcome(item, read, decision.path, decision.reason, value, exact, wrong))
        if progress is not None:
            progress()
    return outcomes


def reader_timing(items: list[dict[str, Any]], rounds: int = 3) -> dict[str, float]:
    """The reader's CPU time per request: perception, slots, lead-ins, tokens, grammar, build."""
    import gc

    from services.classifier.parse import parse

    for item in items:  # warm-up: compiled patterns, the parser tables, cn2an's cache
        parse(item["text"], None, item.get("context") or {})
    gc.freeze()
    cpu = []
    for item in items:
        runs = []
        for _ in range(rounds):
            c0 = time.thread_time()
            parse(item["text"], None, item.get("context") or {})
            runs.append((time.thread_time() - c0) * 1000)
        cpu.append(statistics.median(runs))
    cpu.sort()
    return {"p50_ms": cpu[len(cpu) // 2], "p95_ms": cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))],
            "p99_ms": cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))],
            "max_ms": cpu[-1], "requests": len(cpu)}


def summarise(rows: list[Outcome]) -> dict[str, Any]:
    compute = [o for o in rows if o.item["expect"] == "fast"]
    slow = [o for o in rows if o.item["expect"] == "slow"]
    return {"n": len(rows), "computations": len(compute), "read": sum(o.read for o in compute),
            "fast": sum(o.path == "fast" for o in compute), "exact": sum(o.exact for o in compute),
            "exact_share": sum(o.exact for o in compute) / len(compute) if compute else None,
            "slow_expected": len(slow), "slow": sum(o.path == "slow" for o in slow),
            "wrong_fast": sum(o.wrong for o in rows)}


def by(rows: list[Outcome], key) -> dict[str, dict[str, Any]]:  # noqa: ANN001
    groups: dict[str, list[Outcome]] = defaultdict(list)
    for o in rows:
        groups[key(o)].append(o)
    return {k: summarise(v) for k, v in sorted(groups.items())}


def acceptance(rows: list[Outcome], timing: dict[str, float]) -> dict[str, tuple[float, bool]]:
    overall = summarise(rows)
    traps = [o for o in rows if o.item["category"] == "trap"]
    seed = [o for o in rows if o.item["category"] == "seed000"]
    seed_ok = sum(o.exact if o.item["expect"] == "fast" else o.path == "slow" for o in seed)
    traps_slow = sum(o.path == "slow" for o in traps) / len(traps) if traps else 1.0
    return {
        "computations exact on the fast path ≥ 95%": (overall["exact_share"] or 0.0,
                                                      (overall["exact_share"] or 0.0) >= TARGETS["exact_share"]),
        "wrong fast answers = 0": (float(overall["wrong_fast"]), overall["wrong_fast"] == 0),
        "traps slow = 100%": (traps_slow, traps_slow >= TARGETS["traps_slow"]),
        "seed 000 examples right": (seed_ok / len(seed) if seed else 1.0, seed_ok == len(seed)),
        "reader p99 ≤ 1 ms (CPU)": (timing["p99_ms"], timing["p99_ms"] <= TARGETS["reader_p99_ms"]),
    }


def tables(rows: list[Outcome], timing: dict[str, float]) -> list[Any]:
    from rich.table import Table

    def table(title: str, groups: dict[str, dict[str, Any]]) -> Table:
        t = Table("", "n", "computations", "read", "fast", "exact", "exact %", "slow expected", "slow",
                  "wrong fast", title=title)
        for name, s in groups.items():
            share = f"{s['exact_share']:.1%}" if s["exact_share"] is not None else "—"
            t.add_row(name, str(s["n"]), str(s["computations"]), str(s["read"]), str(s["fast"]), str(s["exact"]),
                      share, str(s["slow_expected"]), str(s["slow"]), str(s["wrong_fast"]))
        return t

    out = [table("by split", {"all": summarise(rows), **by(rows, lambda o: o.item["split"])}),
           table("by language", by(rows, lambda o: f"{o.item['split']} {o.item['lang']}")),
           table("by category", by(rows, lambda o: o.item["category"]))]
    if any("steps" in o.item for o in rows):  # mawps: one-step problems reported apart from multi-step ones
        out.append(table("by split and steps", by(rows, lambda o: f"{o.item['split']} {o.item['steps']}")))
    if len({o.item["category"] for o in rows}) <= 6:  # few categories (mawps: operators, multi-step) per split
        out.append(table("by split and category", by(rows, lambda o: f"{o.item['split']} {o.item['category']}")))
    t = Table("reader time per request (CPU)", "p50 ms", "p95 ms", "p99 ms", "max ms", "requests")
    t.add_row("perception + slots + grammar", f"{timing['p50_ms']:.3f}", f"{timing['p95_ms']:.3f}",
              f"{timing['p99_ms']:.3f}", f"{timing['max_ms']:.3f}", str(timing["requests"]))
    out.append(t)
    return out


def chart(rows: list[Outcome], path: Path) -> Path:
    """Exact share per category and split, as a PNG."""
    plt = pyplot()

    categories = sorted({o.item["category"] for o in rows if o.item["expect"] == "fast"})
    splits = sorted({o.item["split"] for o in rows})
    fig, ax = plt.subplots(figsize=(12, 5))
    width = 0.8 / max(1, len(splits))
    for i, split in enumerate(splits):
        shares = []
        for cat in categories:
            s = summarise([o for o in rows if o.item["category"] == cat and o.item["split"] == split])
            shares.append((s["exact_share"] or 0) * 100)
        ax.bar([x + i * width for x in range(len(categories))], shares, width, label=split)
    ax.axhline(95, color="grey", linestyle="--", linewidth=1, label="target 95 %")
    ax.set_xticks([x + width * (len(splits) - 1) / 2 for x in range(len(categories))])
    ax.set_xticklabels(categories, rotation=60, ha="right", fontsize=8)
    ax.set_ylabel("exact on the fast path, %")
    ax.set_title("dualtrack bench parse: computations answered exactly, per category")
    ax.legend()
    return save(fig, path)
