"""The in-memory replica of `cache.state`: exact entries and their vectors, per tenant.

Writes come only from the state topic, so every replica holds the same entries. Per tenant the
store is bounded by entry count and by bytes (least recently used first). Vectors are grouped in
buckets of entries that may answer each other at all: same tenant, same context fingerprint, same
language (a Chinese question gets a Chinese answer), same question form (negation, yes/no: see
guards.py) and the same signature (numbers, dates, units, quoted strings, operators). A semantic search therefore never even looks at an entry whose
numbers differ, and a request whose bucket is empty is a miss without being embedded.
"""

from __future__ import annotations

import heapq
import time
from collections import OrderedDict
from dataclasses import dataclass, field

import numpy as np

from dtlib.text import language

from .bound import ErrorBound
from .entry import Entry, Observation, answer_id
from .guards import Form, question_form
from .keys import tenant_of
from .signature import Signature
from .vectors import VectorBucket

BucketKey = tuple[str, str, Form, Signature]  # context, language, question form, signature


def bucket_key(context_fp: str, text: str, signature: Signature) -> BucketKey:
    return (context_fp, language(text), question_form(text, signature), signature)


@dataclass
class Neighbour:
    key: str
    entry: Entry
    similarity: float


@dataclass
class _Tenant:
    entries: OrderedDict[str, Entry] = field(default_factory=OrderedDict)
    bytes: int = 0
    buckets: dict[BucketKey, VectorBucket] = field(default_factory=dict)


class CacheStore:
    def __init__(self, *, max_entries: int, max_bytes: int, model_id: str, dim: int,
                 ann_min: int, bound: ErrorBound | None = None) -> None:
        self.bound = bound  # learns each answer's threshold from the evidence in the records
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.model_id = model_id
        self.dim = dim
        self.ann_min = ann_min
        self.evicted = 0
        self._tenants: dict[str, _Tenant] = {}
        self._by_trace: dict[str, str] = {}  # source trace id → key (feedback finds its entry)
        self._vector_ids: dict[str, int] = {}
        self._keys_by_vector: dict[int, str] = {}
        self._bucket_of: dict[str, BucketKey] = {}
        self._next_vector_id = 1
        self._expiry: list[tuple[float, str]] = []
        self.build_indexes = True  # off while catching up: see VectorBucket.build_index

    def __len__(self) -> int:
        return sum(len(t.entries) for t in self._tenants.values())

    def tenant_size(self, tenant: str) -> tuple[int, int]:
        """(entries, approximate bytes) held for a tenant."""
        t = self._tenants.get(tenant)
        return (len(t.entries), t.bytes) if t else (0, 0)

    # --- writes (from cache.state) ---------------------------------------------------------
    def put(self, key: str, entry: Entry, vector: np.ndarray | None = None) -> None:
        """Insert or replace. The vector comes from the record (`entry.vector`) unless given;
        it is moved into the bucket, not kept twice."""
        self.delete(key)
        tenant = self._tenants.setdefault(tenant_of(key), _Tenant())
        if vector is None and entry.model == self.model_id:
            vector = entry.embedding()
        entry.vector = b""
        size = entry.approx_bytes()
        if vector is not None:
            group = bucket_key(entry.context_fp, entry.text, entry.current_signature())
            bucket = tenant.buckets.get(group)
            if bucket is None:
                bucket = tenant.buckets[group] = VectorBucket(self.dim, self.ann_min,
                                                              self.build_indexes)
            vector_id = self._next_vector_id
            self._next_vector_id += 1
            bucket.add(vector_id, vector)
            self._vector_ids[key] = vector_id
            self._keys_by_vector[vector_id] = key
            self._bucket_of[key] = group
            size += 4 * self.dim
        tenant.entries[key] = entry
        tenant.bytes += size
        if self.bound is not None:
            self.bound.add(key, entry)
        self._by_trace[entry.source_trace_id] = key
        heapq.heappush(self._expiry, (entry.expires_at, key))
        if len(self._expiry) > 4 * len(self) + 1024:  # replaced entries leave stale items
            self._expiry = [(e.expires_at, k) for t in self._tenants.values()
                            for k, e in t.entries.items()]
            heapq.heapify(self._expiry)
        while len(tenant.entries) > self.max_entries or tenant.bytes > self.max_bytes:
            oldest = next(iter(tenant.entries))
            self.delete(oldest)
            self.evicted += 1

    def delete(self, key: str) -> Entry | None:
        tenant = self._tenants.get(tenant_of(key))
        if tenant is None:
            return None
        entry = tenant.entries.pop(key, None)
        if entry is None:
            return None
        size = entry.approx_bytes()
        if self.bound is not None:
            self.bound.remove(key, entry)
        vector_id = self._vector_ids.pop(key, None)
        if vector_id is not None:
            self._keys_by_vector.pop(vector_id, None)
            group = self._bucket_of.pop(key)
            bucket = tenant.buckets[group]
            bucket.remove(vector_id)
            if not len(bucket):
                del tenant.buckets[group]
            size += 4 * self.dim
        tenant.bytes -= size
        if self._by_trace.get(entry.source_trace_id) == key:
            del self._by_trace[entry.source_trace_id]
        if not tenant.entries:
            del self._tenants[tenant_of(key)]
        return entry

    def sweep(self, now: float | None = None) -> int:
        """Drop expired entries; returns how many."""
        now = time.time() if now is None else now
        dropped = 0
        while self._expiry and self._expiry[0][0] <= now:
            expires_at, key = heapq.heappop(self._expiry)
            entry = self.peek(key)
            if entry is not None and entry.expires_at <= now:
                self.delete(key)
                dropped += 1
        return dropped

    # --- reads ---------------------------------------------------------------------------------
    def get(self, key: str, now: float | None = None) -> Entry | None:
        """The live entry under an exact key (and mark it recently used)."""
        tenant = self._tenants.get(tenant_of(key))
        entry = tenant.entries.get(key) if tenant else None
        if entry is None or tenant is None:
            return None
        if entry.expires_at <= (time.time() if now is None else now):
            self.delete(key)
            return None
        tenant.entries.move_to_end(key)
        return entry

    def has_bucket(self, tenant: str, group: BucketKey) -> bool:
        t = self._tenants.get(tenant)
        return t is not None and group in t.buckets

    def nearest(self, tenant: str, group: BucketKey, vector: np.ndarray,
                now: float | None = None, k: int = 8) -> list[Neighbour]:
        """Live entries of the same tenant, context, language and signature, most similar first."""
        t = self._tenants.get(tenant)
        bucket = t.buckets.get(group) if t else None
        if bucket is None or t is None:
            return []
        now = time.time() if now is None else now
        found = []
        for vector_id, similarity in bucket.search(vector, k):
            key = self._keys_by_vector.get(vector_id)
            entry = t.entries.get(key) if key else None
            if entry is None or entry.expires_at <= now:
                continue
            if self._bucket_of.get(key) != group:  # defence in depth: the bucket guarantees it
                continue
            found.append(Neighbour(key, entry, similarity))
        return found

    def observations(self, tenant: str, group: BucketKey, vector: np.ndarray, entry: Entry,
                     now: float | None = None) -> list[Observation]:
        """Evidence for a new entry: its nearest live neighbours (most similar first) and
        whether each gives the same answer."""
        own = answer_id(entry.answer)
        neighbours = [n for n in self.nearest(tenant, group, vector, now) if n.entry.text != entry.text]
        found = [Observation(round(n.similarity, 4), answer_id(n.entry.answer) == own,
                             answer_id(n.entry.answer)) for n in neighbours]
        if found and self.bound is not None:  # would the cache as it stood have served it?
            found[0].guard = self.bound.guard(neighbours[0].entry, entry.text,
                                              [n.entry for n in neighbours[1:]])
            found[0].score = self.bound.score(neighbours[0].entry, entry.text,
                                              [(n.entry, n.similarity) for n in neighbours])
        return found

    def vector(self, key: str) -> np.ndarray | None:
        """The stored vector of an entry (to write its record again with more evidence)."""
        vector_id = self._vector_ids.get(key)
        group = self._bucket_of.get(key)
        tenant = self._tenants.get(tenant_of(key))
        if vector_id is None or group is None or tenant is None:
            return None
        return tenant.buckets[group].vector(vector_id)

    def touch(self, key: str) -> None:
        tenant = self._tenants.get(tenant_of(key))
        if tenant and key in tenant.entries:
            tenant.entries.move_to_end(key)

    def allow_index_builds(self) -> None:
        """Caught up: let every large bucket build its HNSW index (in the background)."""
        self.build_indexes = True
        for tenant in self._tenants.values():
            for bucket in tenant.buckets.values():
                bucket.allow_index()

    def key_for_trace(self, trace_id: str) -> str | None:
        return self._by_trace.get(trace_id)

    def keys_with_same_answer(self, key: str) -> list[str]:
        """Keys of the tenant's entries that give the same answer as `key`'s entry, in the same
        context (a reported-wrong answer is wrong for all the questions it was cached for)."""
        entry = self.peek(key)
        tenant = self._tenants.get(tenant_of(key))
        if entry is None or tenant is None:
            return []
        return [k for k, e in tenant.entries.items()
                if k != key and e.context_fp == entry.context_fp
                and e.answer.text == entry.answer.text and e.answer.value == entry.answer.value]

    def entries(self, tenant: str) -> list[Entry]:
        t = self._tenants.get(tenant)
        return list(t.entries.values()) if t else []

    def buckets(self, tenant: str) -> list[VectorBucket]:
        t = self._tenants.get(tenant)
        return list(t.buckets.values()) if t else []

    def peek(self, key: str) -> Entry | None:
        """The entry under a key, without marking it used."""
        tenant = self._tenants.get(tenant_of(key))
        return tenant.entries.get(key) if tenant else None
