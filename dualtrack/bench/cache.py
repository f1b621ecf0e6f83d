"""`dualtrack bench cache`: how often the cache answers a paraphrase and how often it answers
wrong on requests it has never seen, next to GPTCache; how fast it looks up 100 000 entries.

Everything runs in process through the service's own classes (CacheStore with its ErrorBound,
Lookup with its second look, the embedder); no Kafka. Each data set has three parts kept apart
(cache_data.py): the fill, the traffic asked before the evaluation (misses answered and
remembered with their evidence, a share of hits shadow-checked, exactly as the service does), and
the evaluation part, asked once with nothing learned from it. A query is *wrong* when the cache
serves it an answer other than its own; the wrong-hit rate is wrong answers / answers served,
the hit rate is right answers / queries whose answer the cache holds at the evaluation.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import time
from pathlib import Path
from typing import Any

import msgspec
import numpy as np

from dtlib.envelope import Answer, Envelope
from dtlib.settings import REPO_ROOT
from services.cache.bound import MIN_OWN_TESTS, SCORED, error_bound
from services.cache.embedder import Embedder
from services.cache.entry import Entry, answer_id, new_entry
from services.cache.keys import context_fingerprint, entry_key
from services.cache.lookup import Lookup
from services.cache.normalise import fold
from services.cache.settings import CacheSettings
from services.cache.shadow import checked
from services.cache.signature import request_signature
from services.cache.store import CacheStore, bucket_key

from . import cache_data, cache_data_zh
from .cache_data import Scenario
from .cache_report import best_within, plot
from .cache_scale import exact_search_by_size, scale

TENANT = "bench"
BOUNDS = (0.005, 0.01, 0.02, 0.05)
THRESHOLDS = [round(float(t), 2) for t in np.arange(0.50, 1.0001, 0.01)]
TODAY = {"knowledge": 0.84, "compute": 0.79}  # the global thresholds the cache had before the bound


class Vectors:
    """The embedder's interface over precomputed vectors (one batch per scenario is faster)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.model_id, self.dim, self.loaded = embedder.model_id, embedder.dim, True
        self._cache: dict[str, np.ndarray] = {}

    def prepare(self, texts: list[str]) -> None:
        todo = sorted({fold(t) for t in texts} - self._cache.keys())
        if todo:
            self._cache.update(zip(todo, self.embedder.embed_many(todo)))

    def embed(self, text: str) -> np.ndarray:
        if text not in self._cache:
            self.prepare([text])
        return self._cache[text]

    def embed_many(self, texts: list[str]) -> list[np.ndarray]:
        return [self.embed(t) for t in texts]


def new_store(vectors: Vectors, settings: CacheSettings) -> CacheStore:
    return CacheStore(max_entries=10**6, max_bytes=1 << 40, model_id=vectors.model_id,
                      dim=vectors.dim, ann_min=settings.cache_ann_min_vectors,
                      bound=error_bound(settings))


def remember(store: CacheStore, vectors: Vectors, text: str, answer: str, category: str,
             trace: int) -> None:
    """What `remember` writes and `apply_state` stores: the entry with its neighbours as evidence."""
    signature = request_signature(text)
    vector = vectors.embed(fold(text))
    entry = new_entry(tenant=TENANT, text=text, answer=Answer(status="ok", text=answer),
                      source_trace_id=f"{trace:032x}", category=category, ttl_s=1e9,
                      context_fp="", signature=signature, model=vectors.model_id, vector=vector)
    entry.evidence = store.observations(TENANT, bucket_key("", text, signature), vector, entry)
    store.put(entry_key(TENANT, text, ""), entry)


def replay(scenario: Scenario, vectors: Vectors, settings: CacheSettings, seed: int = 7) -> tuple[CacheStore, dict[str, int]]:
    """Fill, then the traffic: a miss is answered (its own answer) and remembered; a semantic
    hit is shadow-checked at `cache_shadow_rate` and the check written into the entry."""
    vectors.prepare([t for t, _ in scenario.entries + scenario.traffic] + [q for q, _, _ in scenario.queries])
    store = new_store(vectors, settings)
    lookup = Lookup(store, vectors, settings)  # type: ignore[arg-type]
    for i, (text, answer) in enumerate(scenario.entries):
        remember(store, vectors, text, answer, scenario.category, i)
    rng = random.Random(seed)
    stats = {"traffic": len(scenario.traffic), "hits": 0, "wrong hits": 0, "shadow checks": 0,
             "shadow disagreements": 0}
    for i, (text, answer) in enumerate(scenario.traffic, start=len(scenario.entries)):
        hit = lookup.find(Envelope(trace_id="0" * 32, text=text, tenant=TENANT)).hit
        if hit is None:
            remember(store, vectors, text, answer, scenario.category, i)
            continue
        agrees = hit.entry.answer.text == answer
        stats["hits"] += 1
        stats["wrong hits"] += not agrees
        if hit.kind == "semantic" and rng.random() < settings.cache_shadow_rate:
            stats["shadow checks"] += 1
            stats["shadow disagreements"] += not agrees
            vector = store.vector(hit.key)
            store.put(hit.key, checked(hit.entry, hit.similarity, agrees, vector, hit.score))
    return store, stats


def evaluate(scenario: Scenario, lookup: Lookup) -> dict[str, Any]:
    """The real Lookup.find on the evaluation part. Rates are over paraphrases, the hits the
    bound governs: a query whose text the cache holds verbatim is an exact repeat, counted apart
    (CLINC150 labels a few identical sentences with two intents: no cache can be right on both)."""
    held = {e.answer.text for e in lookup.store.entries(TENANT)}
    repeats = exact_repeats(scenario, lookup.store)
    right = wrong = repeat_right = repeat_wrong = 0
    wrong_kinds: list[str] = []
    reasons: dict[str, int] = {}
    by_query: dict[str, str] = {}  # text → the lookup's reason ("semantic" served right; "wrong answer")
    started = time.perf_counter()
    for text, expected, kind in scenario.queries:
        outcome = lookup.find(Envelope(trace_id="0" * 32, text=text, tenant=TENANT))
        reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
        by_query[text] = outcome.reason
        if outcome.hit is None:
            continue
        ok = outcome.hit.entry.answer.text == expected
        by_query[text] = outcome.reason if ok else "wrong answer"
        if text in repeats:
            repeat_right += ok
            repeat_wrong += not ok
        elif ok:
            right += 1
        else:
            wrong += 1
            wrong_kinds.append(kind)
    elapsed = time.perf_counter() - started
    paraphrases = sum(1 for q, e, _ in scenario.queries if e in held and q not in repeats)
    return {"scenario": scenario.name, "category": scenario.category, "queries": len(scenario.queries),
            "paraphrases": paraphrases, "right": right, "wrong": wrong,
            "hit_rate": right / max(paraphrases, 1), "wrong_rate": wrong / max(right + wrong, 1),
            "exact_repeats": len(repeats), "exact_repeats_wrong": repeat_wrong,
            "near_misses": sum(1 for _, _, k in scenario.queries if k == "near miss"),
            "near_miss_hits": sum(1 for k in wrong_kinds if k == "near miss"),
            "wrong_kinds": _count(wrong_kinds), "reasons": reasons, "by_query": by_query,
            "lookup_us": 1e6 * elapsed / max(len(scenario.queries), 1)}


def own_tests_at_calibration_base(store: CacheStore, scenario: Scenario) -> dict[str, Any] | None:
    """For a scored category: the least base the calibration certifies for the set's language and
    the tenant's own tests (right, wrong) at or above it, of the `MIN_OWN_TESTS` a base needs
    there (None: not scored, or the calibration certifies none)."""
    bound = store.bound
    least = bound.calibration_base(scenario.language) if bound and scenario.category in SCORED else None
    if bound is None or least is None:
        return None
    right, wrong = bound.evidence_count(TENANT, scenario.category, scenario.language, at_least=least)
    return {"score": least, "right": right, "wrong": wrong, "needed": MIN_OWN_TESTS}


def answers_on_own_evidence(store: CacheStore, scenario: Scenario) -> dict[str, Any] | None:
    """For a scored category: how many answers stand on their own tests (bound.py, `own_base`),
    the most tests one answer holds (right, wrong) and the fewest that can certify one."""
    bound = store.bound
    if bound is None or scenario.category not in SCORED:
        return None
    by_answer = {answer_id(e.answer): e for e in store.entries(TENANT)}
    tests = {a: bound.own_tests(e) for a, e in by_answer.items()}
    most = max(tests.values(), key=sum, default=(0, 0))
    return {"standing": sum(bound.own_base(e) is not None for e in by_answer.values()),
            "answers": len(by_answer), "most_right": most[0], "most_wrong": most[1],
            "needed": bound.own_tests_needed}


def exact_repeats(scenario: Scenario, store: CacheStore) -> set[str]:
    """The evaluation queries whose text the cache holds verbatim (answered by the exact layer)."""
    return {q for q, _, _ in scenario.queries if store.peek(entry_key(TENANT, q, "")) is not None}


def _count(items) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return counts


def nearest_outcomes(scenario: Scenario, store: CacheStore, vectors: Vectors) -> list[tuple[float, bool | None, str]]:
    """Each paraphrase query's nearest comparable entry: (similarity, served right?, kind);
    None: nothing comparable, or an exact repeat (counted apart, as in `evaluate`)."""
    out = []
    repeats = exact_repeats(scenario, store)
    for text, expected, kind in scenario.queries:
        if text in repeats:
            out.append((1.0, None, kind))
            continue
        group = bucket_key(context_fingerprint({}), text, request_signature(text))
        found = store.nearest(TENANT, group, vectors.embed(fold(text))) if store.has_bucket(TENANT, group) else []
        out.append((found[0].similarity, found[0].entry.answer.text == expected, kind) if found
                   else (0.0, None, kind))
    return out


def threshold_sweep(outcomes: list[tuple[float, bool | None, str]], paraphrases: int,
                    thresholds: list[float] = THRESHOLDS) -> list[dict[str, Any]]:
    """Hit rate and wrong-hit rate of one global threshold, at every threshold."""
    rows = []
    for t in thresholds:
        served = [ok for s, ok, _ in outcomes if ok is not None and s >= t]
        right = sum(served)
        rows.append({"threshold": t, "right": right, "wrong": len(served) - right,
                     "hit_rate": right / max(paraphrases, 1),
                     "wrong_rate": (len(served) - right) / max(len(served), 1)})
    return rows


def chosen_on_traffic(gptcache: dict[str, Any], bound: float) -> dict[str, Any] | None:
    """GPTCache's evaluation at the threshold a user would pick for `bound` from its traffic: the
    most right answers there within the bound (None: no threshold kept the traffic within it)."""
    picked = best_within(gptcache["traffic_sweep"], bound)
    if picked is None:
        return None
    on_evaluation = next(r for r in gptcache["sweep"] if r["threshold"] == picked["threshold"])
    return on_evaluation | {"traffic": picked}


# What each reason of the lookup (lookup.py) refusing a query says, for `lost_by_gate`.
GATES = {"below-score": "match score under the base (the calibration)",
         "below-threshold": "the answer's floor (strict start, a rival)",
         "no-neighbours": "signature or question form (another bucket)",
         "wrong answer": "served another answer"}


def lost_by_gate(row: dict[str, Any], gptcache: dict[str, Any], threshold: float) -> dict[str, Any]:
    """The evaluation queries GPTCache serves right at `threshold` and the cache does not, counted by
    the gate that refused them (the lookup's reason: `GATES`; a second look by its reason)."""
    served = [q for q, s in gptcache["by_query"].items() if s is not None and s[1] and s[0] >= threshold]
    lost = [row["by_query"][q] for q in served if row["by_query"].get(q) != "semantic"]
    return {"threshold": threshold, "gptcache_right": len(served), "both_right": len(served) - len(lost),
            "gates": _count(GATES.get(r, r.replace("second-look:", "second look: ")) for r in lost)}


# --- the whole run -------------------------------------------------------------------------------

def scenarios() -> list[Scenario]:
    return [cache_data.clinc(seed=2), cache_data.banking77(seed=2), cache_data_zh.chinese(seed=2),
            cache_data_zh.chinese_neighbours(seed=2), *cache_data.computations(seed=2)]


QUICK_ENTRIES = 10_000


def run(entries: int = 100_000, out_dir: Path | None = None, gptcache: bool = True,
        progress: Any = None, quick: bool = False) -> dict[str, Any]:
    """The whole benchmark, written to `out_dir` (docs/bench); `quick`: the default bound only and
    at most QUICK_ENTRIES entries for the latency part, written nowhere (a loop while changing
    the cache, never the reported figures)."""
    from threadpoolctl import threadpool_limits

    if not cache_data.data_available():
        from dualtrack.shared_data import missing_shared_data

        return {"skipped": missing_shared_data(cache_data.DATA_DIR)}
    threadpool_limits(limits=1, user_api="blas")  # as in the service
    out_dir = out_dir or REPO_ROOT / "docs" / "bench"
    step = progress.add_task("loading the model", total=None) if progress else None
    loads = [os.getloadavg()[0]]  # at every stage: the machine is shared, the figures depend on it

    def say(text: str, advance: int = 0) -> None:
        loads.append(os.getloadavg()[0])
        if progress is not None:
            progress.update(step, description=text, advance=advance)

    embedder = Embedder(threads=1)
    t0 = time.perf_counter()
    embedder.load()
    load_s = time.perf_counter() - t0
    vectors = Vectors(embedder)
    default = CacheSettings(tracing=False)
    sets = scenarios()
    bounds = [default.cache_max_error] if quick else sorted({*BOUNDS, default.cache_max_error})
    entries = min(entries, QUICK_ENTRIES) if quick else entries
    if progress is not None:
        progress.update(step, total=len(sets) * (len(bounds) + 2) + 1)
    started = time.perf_counter()
    results: dict[str, Any] = {"model": embedder.model_id, "model_load_s": load_s,
                               "default_bound": default.cache_max_error,
                               "confidence": default.cache_confidence,
                               "shadow_rate": default.cache_shadow_rate, "sets": {}}
    for scenario in sets:
        name = scenario.name
        say(f"{name}: embedding {len(scenario.entries) + len(scenario.traffic) + len(scenario.queries)} texts")
        vectors.prepare([t for t, _ in scenario.entries + scenario.traffic] + [q for q, _, _ in scenario.queries])
        out: dict[str, Any] = {"category": scenario.category, "fill": len(scenario.entries),
                               "traffic": len(scenario.traffic), "queries": len(scenario.queries),
                               "bounds": {}}
        for bound in bounds:
            say(f"{name}: traffic and evaluation at δ = {100 * bound:g} %", 1)
            settings = default.model_copy(update={"cache_max_error": bound})
            store, stats = replay(scenario, vectors, settings)
            row = evaluate(scenario, Lookup(store, vectors, settings))  # type: ignore[arg-type]
            row["traffic"] = stats
            row["learned_base"] = store.bound.base(TENANT, scenario.category, scenario.language) if store.bound else None
            row["evidence"] = store.bound.evidence_count(TENANT, scenario.category, scenario.language) if store.bound else None
            row["own_tests_at_calibration_base"] = own_tests_at_calibration_base(store, scenario)
            row["answers_on_own_evidence"] = answers_on_own_evidence(store, scenario)
            if bound == default.cache_max_error:
                say(f"{name}: without the second look", 1)
                plain = default.model_copy(update={"cache_sure_match": 0.0})
                row["without_second_look"] = evaluate(scenario, Lookup(store, vectors, plain))  # type: ignore[arg-type]
                outcomes = nearest_outcomes(scenario, store, vectors)
                out["threshold_sweep"] = threshold_sweep(outcomes, row["paraphrases"])
                out["today"] = next(r for r in out["threshold_sweep"]
                                    if r["threshold"] == TODAY[scenario.category])
                if gptcache:
                    from .cache_gptcache import compare

                    say(f"{name}: GPTCache", 1)
                    memory = [(e.text, e.answer.text) for e in store.entries(TENANT)]
                    repeats = exact_repeats(scenario, store)
                    paraphrases = dataclasses.replace(
                        scenario, queries=[q for q in scenario.queries if q[0] not in repeats])
                    g = compare(scenario.entries, scenario.traffic, memory, paraphrases.queries, vectors,
                                row["paraphrases"])
                    g["chosen_on_traffic"] = {str(b): chosen_on_traffic(g, b) for b in BOUNDS}
                    chosen = g["chosen_on_traffic"].get(str(bound))
                    if chosen is not None:
                        out["lost_to_gptcache"] = lost_by_gate(row, g, chosen["threshold"])
                    out["gptcache"] = g
            out["bounds"][str(bound)] = row
        results["sets"][name] = out
    say(f"{entries:,} entries: latency and memory", 1)
    real_texts = [t for s in sets[:3] for t, _ in s.entries + s.traffic]
    queries = [q for s in sets[:3] for q, e, _ in s.queries if e is not None]
    results["exact_search_by_size_ms"] = exact_search_by_size(embedder.dim)
    # At the widest bound: the latency part needs a base certified on the match score so that
    # lookups are scored (at δ = 1 % the calibration certifies none); the code timed is the same.
    results["scale"] = scale(vectors, default.model_copy(update={"cache_max_error": max(BOUNDS)}),
                             real_texts, queries, entries)
    results["scale"]["max_error"] = max(BOUNDS)
    results["quick"] = quick
    loads.append(os.getloadavg()[0])
    results["load_average"] = (min(loads), max(loads))
    results["run_s"] = time.perf_counter() - started
    if quick:
        return results
    out_dir.mkdir(parents=True, exist_ok=True)
    path = plot(results, out_dir / "cache_thresholds.png")
    results["plot"] = str(path.relative_to(REPO_ROOT) if path.is_relative_to(REPO_ROOT) else path)
    (out_dir / "cache.json").write_text(json.dumps(_summary(results), indent=1, default=str) + "\n")
    return results


def _summary(results: dict[str, Any]) -> dict[str, Any]:
    """What docs/bench/cache.json keeps: everything but the sweeps' every row."""
    out = json.loads(json.dumps(results, default=str))
    for s in out["sets"].values():
        s.get("gptcache", {}).pop("by_query", None)
        for row in s["bounds"].values():
            row.pop("by_query", None)
            row.get("without_second_look", {}).pop("by_query", None)
        s["threshold_sweep"] = [r for r in s.get("threshold_sweep", []) if round(r["threshold"] * 100) % 5 == 0]
    return out
