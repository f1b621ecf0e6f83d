"""GPTCache on the same data as `dualtrack bench cache`, with the same embedding model (our USE
encoder as its embedding function), its default data manager (SQLite + faiss), its default
similarity evaluation (`SearchDistanceEvaluation`) and threshold (0.8), and a sweep of that
threshold. Installed by the `bench` extra (`pip install -e '.[bench]'`).

GPTCache has no error bound: a user picks its threshold. The benchmark picks it as a user could,
on the traffic part (GPTCache holding the fill, asked the traffic): for each δ the threshold with
the most right answers whose wrong-hit rate there is ≤ δ, then reports it on the evaluation part.
The best threshold chosen on the evaluation part itself is reported too, as its best case in
hindsight (no user can choose it).
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from services.cache.normalise import fold

# Its score is 4 − squared L2 distance, served at ≥ 4 × threshold: on unit vectors, cosine ≥ 2 × threshold − 1
# (the default 0.8 is cosine ≥ 0.6). The sweep covers cosine 0.6 … 1.0.
SWEEP = [round(float(t), 2) for t in np.arange(0.80, 1.0001, 0.01)]
# GPTCache commits its SQLite session on every write and on every read (it records each access):
# on disk each commit waits for a sync, which made its part of the run take most of an hour on a
# busy machine. Its files go to memory where there is a memory file system; the answers are the same.
MEMORY_FS = "/dev/shm"
CHECK_EVERY = 10  # its own `get` is asked on every 10th query too, and must agree
DEFAULT_THRESHOLD = 0.8  # gptcache.Config().similarity_threshold, checked in `_asked`

Scored = list[tuple[float, bool] | None]  # per query: its top hit's score and answer right, or no hit


def compare(fill: list[tuple[str, str]], traffic: list[tuple[str, str]], memory: list[tuple[str, str]],
            queries: Sequence[tuple[str, str | None, Any]], vectors: Any, paraphrases: int) -> dict[str, Any]:
    """GPTCache's hit and wrong-hit rates on the evaluation `queries`, holding `memory` (question,
    answer), at its default threshold and at each threshold of SWEEP; and on the `traffic` asked
    of GPTCache holding the `fill`, at each threshold of SWEEP (where a user would choose one)."""
    calibration, _ = _asked(fill, [(t, a) for t, a in traffic], vectors)
    evaluation, agreement = _asked(memory, [(t, a) for t, a, _ in queries], vectors)
    default = _at(evaluation, DEFAULT_THRESHOLD, paraphrases)
    default["agrees_with_get"] = agreement
    return {"default": default, "sweep": [_at(evaluation, t, paraphrases) for t in SWEEP],
            "traffic_sweep": [_at(calibration, t, len(traffic)) for t in SWEEP],
            # per evaluation query (text → its top hit's score and answer right, or None): what
            # GPTCache served that the cache refused, by the cache's reason (bench.cache.lost_by_gate)
            "by_query": {q: s for (q, _, _), s in zip(queries, evaluation)}}


def _asked(memory: list[tuple[str, str]], queries: list[tuple[str, str | None]],
           vectors: Any) -> tuple[Scored, float]:
    """GPTCache holding `memory`, asked each query once: its top hit's score and whether that
    answer is the query's own; and the share of the queries asked through its own `get` too
    where `get`'s answer agreed with the score."""
    import faiss
    from gptcache import Cache, Config
    from gptcache.adapter.api import get
    from gptcache.manager import CacheBase, VectorBase, get_data_manager
    from gptcache.processor.pre import get_prompt
    from gptcache.similarity_evaluation.distance import SearchDistanceEvaluation

    def embed(text: str, **_: Any) -> np.ndarray:
        return vectors.embed(fold(text)).astype("float32")

    faiss.omp_set_num_threads(1)  # one thread, like our search (threads fight on a shared machine)
    folder = tempfile.mkdtemp(prefix="gptcache-", dir=MEMORY_FS if os.path.isdir(MEMORY_FS) else None)
    # GPTCache writes its index when the interpreter exits (an atexit hook of its own); the
    # folder goes after that (atexit runs the hooks registered first last).
    atexit.register(shutil.rmtree, folder, True)
    cache = Cache()
    manager = get_data_manager(CacheBase("sqlite", sql_url=f"sqlite:///{Path(folder) / 'gptcache.db'}"),
                               VectorBase("faiss", dimension=vectors.dim,
                                          index_path=str(Path(folder) / "faiss.index")))
    cache.init(pre_embedding_func=get_prompt, embedding_func=embed, data_manager=manager,
               similarity_evaluation=SearchDistanceEvaluation(), config=Config())
    assert cache.config.similarity_threshold == DEFAULT_THRESHOLD
    # What `put` does for each pair (its pre-processing of a plain prompt is the prompt), in one batch
    cache.import_data([q for q, _ in memory], [a for _, a in memory])

    # One search per query, as its adapter does (top hit, scored by the evaluation); the
    # answer at each threshold follows from the score (served at ≥ range × threshold).
    evaluation = SearchDistanceEvaluation()
    low, high = evaluation.range()
    scored: Scored = []
    checked = agreed = 0
    for i, (text, expected) in enumerate(queries):
        found = cache.data_manager.search(embed(text), top_k=1)
        best = None
        if found:
            data = cache.data_manager.get_scalar_data(found[0])
            score = evaluation.evaluation({}, {"search_result": found[0]}) / (high - low)
            best = (score, data.answers[0].answer == expected) if data is not None else None
        scored.append(best)
        if i % CHECK_EVERY == 0:
            served = get(text, cache_obj=cache)
            checked += 1
            agreed += (served is not None) == (best is not None and best[0] >= DEFAULT_THRESHOLD)
    return scored, agreed / max(checked, 1)


def _at(scored: Scored, threshold: float, paraphrases: int) -> dict[str, Any]:
    """Hits right and wrong had GPTCache served at `threshold`."""
    served = [ok for b in scored if b is not None and b[0] >= threshold for ok in [b[1]]]
    right = sum(served)
    return {"threshold": threshold, "right": right, "wrong": len(served) - right,
            "hit_rate": right / max(paraphrases, 1),
            "wrong_rate": (len(served) - right) / max(len(served), 1)}
