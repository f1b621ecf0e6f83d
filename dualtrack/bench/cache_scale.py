"""`dualtrack bench cache`, part two: lookup latency (the second look and the match score
included), rebuild time and memory with 100 000 entries in one tenant."""

from __future__ import annotations

import gc
import os
import statistics
import time
from typing import Any

import numpy as np

from dtlib.envelope import Answer, Envelope
from services.cache.bound import error_bound
from services.cache.entry import Observation, answer_id, decoder, encoder, new_entry
from services.cache.keys import entry_key
from services.cache.lookup import Lookup
from services.cache.normalise import fold
from services.cache.settings import CacheSettings
from services.cache.signature import request_signature
from services.cache.store import CacheStore, bucket_key

TENANT = "bench"
ANSWERS = 5_000  # clusters of entries with the same answer among the 100 000
SCORE = 0.97  # the match score of each entry's right neighbour (certifies a base near it)
# Lookups one at a time with this pause between them (200 a second), as the service's handler
# gets them between waits on Kafka; back to back, the loop never sleeps and on a loaded machine
# the scheduler preempts it inside a lookup every few milliseconds of CPU.
PACED_GAP_S = 0.005


def _rss_mb() -> float:
    import psutil

    return psutil.Process().memory_info().rss / 2**20


def percentiles(samples: list[float]) -> tuple[float, float]:
    return float(np.percentile(samples, 50)), float(np.percentile(samples, 99))


def scale(vectors: Any, settings: CacheSettings, real_texts: list[str], queries: list[str],
          entries: int = 100_000) -> dict[str, Any]:
    """One tenant with `entries` entries in one bucket (the worst case: no numbers, one
    context). Vectors: the benchmark's real sentence vectors plus small perturbations of them,
    so the index sees the clustered structure of real questions; texts: the real question the
    vector came from (the second look reads them); answers: ANSWERS clusters, each entry with
    evidence (a neighbour with its answer and one with another), so that every hit below a sure
    match takes the second look with rival words to compare, and the tenant's evidence
    certifies a base on the match score, so every lookup that clears its similarity floor is
    scored (verifier.py)."""
    rng = np.random.default_rng(0)
    vectors.prepare(real_texts + queries)
    base = np.stack([vectors.embed(fold(t)) for t in real_texts])
    source = rng.integers(0, len(base), entries)
    noisy = base[source] + 0.02 * rng.standard_normal((entries, vectors.dim)).astype(np.float32)
    noisy /= np.linalg.norm(noisy, axis=1, keepdims=True)
    records = []
    for i in range(entries):
        text = f"{real_texts[source[i]]} {i}"
        answer = Answer(status="ok", text=f"answer {source[i] % ANSWERS}")
        rival = answer_id(Answer(status="ok", text=f"answer {(source[i] + 1) % ANSWERS}"))
        entry = new_entry(tenant=TENANT, text=text, answer=answer,
                          source_trace_id=f"{i:032x}", category="knowledge", ttl_s=1e9,
                          context_fp="", signature=(), model=vectors.model_id, vector=noisy[i],
                          evidence=[Observation(0.9, True, answer_id(answer), score=SCORE),
                                    Observation(0.8, False, rival)])
        records.append((entry_key(TENANT, text, "").encode(), encoder.encode(entry)))
    del noisy
    record_bytes = statistics.mean(len(v) for _, v in records)
    gc.collect()
    rss_before = _rss_mb()
    store = CacheStore(max_entries=10**6, max_bytes=1 << 40, model_id=vectors.model_id,
                       dim=vectors.dim, ann_min=settings.cache_ann_min_vectors,
                       bound=error_bound(settings))
    store.build_indexes = False  # as a replica catching up
    started = time.perf_counter()
    for key, value in records:
        store.put(key.decode(), decoder.decode(value))
    catch_up_s = time.perf_counter() - started
    del records
    lookup = Lookup(store, vectors, settings)  # type: ignore[arg-type]
    envs = [Envelope(trace_id="0" * 32, text=q, tenant=TENANT) for q in queries]
    exact_search = time_lookups(lookup, envs)
    started = time.perf_counter()
    store.allow_index_builds()
    for bucket in store.buckets(TENANT):
        bucket.wait_for_index()
    index_build_s = time.perf_counter() - started
    gc.collect()
    rss_after = _rss_mb()
    ann_cpu: list[float] = []
    reasons: dict[str, int] = {}
    ann_search = time_lookups(lookup, envs, ann_cpu, reasons)
    paced_cpu: list[float] = []
    paced = time_lookups(lookup, envs, paced_cpu, gap_s=PACED_GAP_S)
    load = os.getloadavg()[0]
    score_us = score_cost(store, vectors, queries)
    embed_ms = []
    for q in queries[:300]:
        t0 = time.perf_counter()
        vectors.embedder.embed(fold(q))
        embed_ms.append((time.perf_counter() - t0) * 1000)
    return {"entries": entries, "record_bytes": record_bytes, "catch_up_s": catch_up_s,
            "index_build_s": index_build_s, "memory_per_entry_bytes": (rss_after - rss_before) * 2**20 / entries,
            "lookup_exact_search_ms": exact_search, "lookup_hnsw_ms": ann_search,
            "lookup_hnsw_cpu_ms": tuple(ann_cpu), "lookup_hnsw_paced_ms": paced,
            "lookup_hnsw_paced_cpu_ms": tuple(paced_cpu), "paced_gap_ms": 1000 * PACED_GAP_S,
            "load_average": load, "outcomes": reasons,
            "embed_ms": percentiles(embed_ms), "score_us": score_us,
            "end_to_end_ms": (ann_search[0] + percentiles(embed_ms)[0],
                              ann_search[1] + percentiles(embed_ms)[1])}


def score_cost(store: CacheStore, vectors: Any, queries: list[str]) -> tuple[float, float]:
    """p50/p99 in microseconds of the match score alone (the verifier's features and its
    logistic regression) for each query against its nearest neighbours: what a borderline
    lookup adds."""
    samples = []
    assert store.bound is not None
    for text in queries:
        group = bucket_key("", text, request_signature(text))
        found = store.nearest(TENANT, group, vectors.embed(fold(text))) if store.has_bucket(TENANT, group) else []
        if not found:
            continue
        pairs = [(n.entry, n.similarity) for n in found]
        t0 = time.perf_counter()
        store.bound.score(found[0].entry, text, pairs)
        samples.append((time.perf_counter() - t0) * 1e6)
    return percentiles(samples)


def time_lookups(lookup: Lookup, envs: list[Envelope], cpu: list | None = None,
                 reasons: dict[str, int] | None = None, gap_s: float = 0.0) -> tuple[float, float]:
    """Wall-clock p50/p99; `cpu` receives the thread-CPU p50/p99, which a busy machine's
    scheduling does not inflate (the p99 of wall time on 2 shared cores mostly measures that);
    `gap_s`: a pause before each lookup (paced), else back to back."""
    samples, cpu_samples = [], []
    for env in envs:
        if gap_s:
            time.sleep(gap_s)
        t0, c0 = time.perf_counter(), time.thread_time()
        outcome = lookup.find(env)
        samples.append((time.perf_counter() - t0) * 1000)
        cpu_samples.append((time.thread_time() - c0) * 1000)
        if reasons is not None:
            reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
    if cpu is not None:
        cpu.extend(percentiles(cpu_samples))
    return percentiles(samples)


def exact_search_by_size(dim: int, sizes: tuple[int, ...] = (1024, 4096, 8192, 16384, 32768)) -> dict[int, tuple[float, float]]:
    """numpy matrix-vector search time by bucket size: where HNSW should take over."""
    rng = np.random.default_rng(1)
    out = {}
    for n in sizes:
        matrix = rng.standard_normal((n, dim)).astype(np.float32)
        queries = rng.standard_normal((200, dim)).astype(np.float32)
        samples = []
        for q in queries:
            t0 = time.perf_counter()
            scores = matrix @ q
            np.argpartition(scores, -8)[-8:]
            samples.append((time.perf_counter() - t0) * 1000)
        out[n] = percentiles(samples)
    return out
