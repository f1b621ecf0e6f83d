"""Nearest-neighbour search over the vectors of entries that may answer each other.

Exact search (one numpy matrix-vector product) while a bucket is small; past `ann_min` vectors an
HNSW index (usearch, float16, cosine) takes over. Measured on this machine (`dualtrack bench
cache`): numpy answers 4 096 vectors in a fraction of a millisecond but 100 000 in about 19 ms;
HNSW answers 100 000 in about 0.4 ms. The index is built in a background thread (usearch
releases the GIL) while exact search goes on serving, so crossing the threshold never stalls a
lookup, and a replica rebuilding 100 000 entries is ready before its index is.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np

_builder = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cache-ann")

HNSW = {"connectivity": 16, "expansion_add": 64, "expansion_search": 64}


class VectorBucket:
    def __init__(self, dim: int, ann_min: int, build_index: bool = True) -> None:
        self.dim = dim
        self.ann_min = ann_min
        # Off while a replica catches up with cache.state: one build at the end instead of a
        # build per threshold crossing with a long backlog of journalled additions.
        self.build_index = build_index
        self._matrix: np.ndarray | None = np.empty((16, dim), dtype=np.float32)
        self._ids = np.empty(16, dtype=np.int64)
        self._row: dict[int, int] = {}
        self._index = None  # usearch.index.Index once built
        self._members: set[int] = set()
        self._building: Future | None = None
        self._journal: list[tuple[str, int, np.ndarray | None]] = []

    def __len__(self) -> int:
        return len(self._members)

    def __contains__(self, vector_id: int) -> bool:
        return vector_id in self._members

    @property
    def uses_index(self) -> bool:
        self._finish_build()
        return self._index is not None

    def add(self, vector_id: int, vector: np.ndarray) -> None:
        self._finish_build()
        if vector_id in self._members:
            self.remove(vector_id)
        self._members.add(vector_id)
        vector = np.asarray(vector, dtype=np.float32)
        if self._index is not None:
            self._index.add(vector_id, vector)
            return
        if self._building is not None:
            self._journal.append(("add", vector_id, vector))
        n = len(self._row)
        assert self._matrix is not None
        if n == len(self._matrix):
            self._matrix = np.concatenate([self._matrix, np.empty_like(self._matrix)])
            self._ids = np.concatenate([self._ids, np.empty_like(self._ids)])
        self._matrix[n] = vector
        self._ids[n] = vector_id
        self._row[vector_id] = n
        if n + 1 >= self.ann_min and self._building is None and self.build_index:
            self._start_build()

    def remove(self, vector_id: int) -> None:
        self._finish_build()
        if vector_id not in self._members:
            return
        self._members.discard(vector_id)
        if self._index is not None:
            self._index.remove(vector_id)
            return
        if self._building is not None:
            self._journal.append(("remove", vector_id, None))
        assert self._matrix is not None
        row = self._row.pop(vector_id)
        last = len(self._row)
        if row != last:  # move the last row into the hole
            moved = int(self._ids[last])
            self._matrix[row] = self._matrix[last]
            self._ids[row] = moved
            self._row[moved] = row

    def search(self, query: np.ndarray, k: int = 8) -> list[tuple[int, float]]:
        """Up to k (vector id, cosine similarity), most similar first."""
        self._finish_build()
        if not self._members:
            return []
        if self._index is not None:
            found = self._index.search(query, min(k, len(self._members)))
            return [(int(i), 1.0 - float(d)) for i, d in zip(found.keys, found.distances)]
        assert self._matrix is not None
        n = len(self._row)
        sims = self._matrix[:n] @ query
        top = np.argpartition(sims, -k)[-k:] if n > k else np.arange(n)
        top = top[np.argsort(sims[top])[::-1]]
        return [(int(self._ids[i]), float(sims[i])) for i in top]

    def vector(self, vector_id: int) -> np.ndarray | None:
        self._finish_build()
        if vector_id not in self._members:
            return None
        if self._index is not None:
            return np.asarray(self._index.get(vector_id), dtype=np.float32)
        assert self._matrix is not None
        return self._matrix[self._row[vector_id]].copy()

    def allow_index(self) -> None:
        self.build_index = True
        self._finish_build()
        if self._index is None and self._building is None and len(self._row) >= self.ann_min:
            self._start_build()

    def wait_for_index(self) -> None:
        """Block until a pending index build is done (tests and benchmarks)."""
        if self._building is not None:
            self._building.result()
        self._finish_build()

    # --- the background build ------------------------------------------------------------------
    def _start_build(self) -> None:
        n = len(self._row)
        assert self._matrix is not None
        ids, vectors = self._ids[:n].copy(), self._matrix[:n].copy()
        self._building = _builder.submit(_build_index, self.dim, ids, vectors)

    def _finish_build(self) -> None:
        if self._building is None or not self._building.done():
            return
        index = self._building.result()
        if len(self._journal) > max(256, self.ann_min // 4):
            # Too much changed while it was being built: replaying it here would stall the
            # event loop, so build again from the current vectors (exact search serves meanwhile).
            self._building, self._journal = None, []
            self._start_build()
            return
        for op, vector_id, vector in self._journal:  # what changed while it was being built
            if op == "add":
                if vector_id in index:
                    index.remove(vector_id)
                index.add(vector_id, vector)
            elif vector_id in index:
                index.remove(vector_id)
        self._index, self._building, self._journal = index, None, []
        self._matrix, self._row, self._ids = None, {}, np.empty(0, dtype=np.int64)


def _build_index(dim: int, ids: np.ndarray, vectors: np.ndarray):  # runs in the builder thread
    from usearch.index import Index

    index = Index(ndim=dim, metric="cos", dtype="f16", **HNSW)
    index.add(ids, vectors, threads=1)
    return index
