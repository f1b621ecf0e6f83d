"""GPTCache on the same memory and queries as `dualtrack bench cache`, with the same embedding
model (our USE encoder as its embedding function), its default data manager (SQLite + faiss),
its default similarity evaluation (`SearchDistanceEvaluation`) and threshold (0.8), and a sweep
of that threshold. Installed by the `bench` extra (`pip install -e '.[bench]'`).
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from services.cache.normalise import fold

from .cache_data import Scenario

# Its score is 4 − squared L2 distance, served at ≥ 4 × threshold: on unit vectors, cosine ≥ 2 × threshold − 1
# (the default 0.8 is cosine ≥ 0.6). The sweep covers cosine 0.6 … 1.0.
SWEEP = [round(float(t), 2) for t in np.arange(0.80, 1.0001, 0.01)]


def compare(memory: list[tuple[str, str]], scenario: Scenario, vectors: Any,
            paraphrases: int) -> dict[str, Any]:
    """GPTCache holding `memory` (question, answer), asked the evaluation queries at its default
    threshold and at each threshold of SWEEP."""
    from gptcache import Cache, Config
    from gptcache.adapter.api import get, put
    from gptcache.manager import CacheBase, VectorBase, get_data_manager
    from gptcache.processor.pre import get_prompt
    from gptcache.similarity_evaluation.distance import SearchDistanceEvaluation

    def embed(text: str, **_: Any) -> np.ndarray:
        return vectors.embed(fold(text)).astype("float32")

    folder = tempfile.mkdtemp(prefix="gptcache-")
    # GPTCache writes its index when the interpreter exits (an atexit hook of its own); the
    # folder goes after that (atexit runs the hooks registered first last).
    atexit.register(shutil.rmtree, folder, True)
    cache = Cache()
    manager = get_data_manager(CacheBase("sqlite", sql_url=f"sqlite:///{Path(folder) / 'gptcache.db'}"),
                               VectorBase("faiss", dimension=vectors.dim,
                                          index_path=str(Path(folder) / "faiss.index")))
    cache.init(pre_embedding_func=get_prompt, embedding_func=embed, data_manager=manager,
               similarity_evaluation=SearchDistanceEvaluation(), config=Config())
    default_threshold = cache.config.similarity_threshold
    for question, answer in memory:
        put(question, answer, cache_obj=cache)

    # One search per query, as its adapter does (top hit, scored by the evaluation); the
    # answer at each threshold follows from the score (served at ≥ range × threshold).
    # `get` at the default threshold is asked too, and must agree.
    evaluation = SearchDistanceEvaluation()
    low, high = evaluation.range()
    scored = []
    agree_with_get = 0
    for text, expected, _ in scenario.queries:
        found = cache.data_manager.search(embed(text), top_k=1)
        best = None
        if found:
            data = cache.data_manager.get_scalar_data(found[0])
            score = evaluation.evaluation({}, {"search_result": found[0]})
            best = (score, data.answers[0].answer == expected) if data is not None else None
        scored.append(best)
        served = get(text, cache_obj=cache)
        derived = best is not None and best[0] >= (high - low) * default_threshold
        agree_with_get += (served is not None) == derived

    def at(threshold: float) -> dict[str, Any]:
        served = [ok for b in scored if b is not None and b[0] >= (high - low) * threshold
                  for ok in [b[1]]]
        right = sum(served)
        return {"threshold": threshold, "right": right, "wrong": len(served) - right,
                "hit_rate": right / max(paraphrases, 1),
                "wrong_rate": (len(served) - right) / max(len(served), 1)}

    default = at(default_threshold)
    default["agrees_with_get"] = agree_with_get / max(len(scenario.queries), 1)
    sweep = [at(t) for t in SWEEP]
    return {"default": default, "sweep": sweep}
