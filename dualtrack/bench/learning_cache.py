"""The cache service in process for `dualtrack bench learning` (learning.py): the service's own store,
error bound, lookup, categories, keys, shadow checks and feedback, without Kafka."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

from dtlib import conflict
from dtlib.envelope import Answer, Envelope
from services.cache.bound import error_bound
from services.cache.categories import Category, categorise, not_cacheable_reason, semantic_threshold, ttl_s
from services.cache.entry import new_entry
from services.cache.feedback import Feedback, HitIndex, entries_to_withdraw
from services.cache.keys import request_key
from services.cache.lookup import Hit, Lookup
from services.cache.normalise import fold
from services.cache.shadow import checked
from services.cache.signature import request_signature
from services.cache.store import CacheStore, bucket_key

from ..settings import AllSettings

TENANT = "bench"  # the one tenant the simulation's requests come from

class SimCache:
    """The cache service in process (services/cache/main.py without Kafka): `find` is its
    `lookup` handler, `remember` its `remember` handler (with the evidence its error bound learns
    from), `shadow_check` the answer to a shadow check, `withdraw` its feedback handler."""

    def __init__(self, settings: AllSettings, vectors: Any, seed: int = 0) -> None:
        self.settings = settings
        self.vectors = vectors
        self.store = CacheStore(max_entries=settings.cache_max_entries,
                                max_bytes=settings.cache_max_bytes, model_id=vectors.model_id,
                                dim=vectors.dim, ann_min=settings.cache_ann_min_vectors,
                                bound=error_bound(settings))
        self.store.build_indexes = False  # exact search only: see the module docstring
        self.lookup = Lookup(self.store, vectors, self.settings)
        self.hits = HitIndex()
        self.written: Counter = Counter()  # category → entries written
        self.skipped: Counter = Counter()  # why an answer was not written
        self.withdrawn = 0
        self.shadow_rng = random.Random(seed)
        self.shadow_checks: Counter = Counter()  # agreed / disagreed

    def find(self, env: Envelope, now: float) -> Hit | None:
        """A hit, or None with what the cache holds near the request on the envelope (a fast
        answer that contradicts it goes slow), as the service's lookup."""
        outcome = self.lookup.find(env, now)
        if outcome.hit is not None:
            self.hits.record(env.trace_id, outcome.hit.key)
            return outcome.hit
        nearest = outcome.nearest
        if nearest is not None and nearest.similarity >= self.settings.cache_held_similarity:
            env.route.shadow.append(conflict.held("cache.semantic", nearest.similarity,
                                                  nearest.entry.answer))
        return None

    def shadow_check(self, hit: Hit, slow_answer: Answer) -> None:
        """A share of semantic hits also goes the slow way; its answer is written into the
        served entry's evidence (a disagreement raises that answer's threshold)."""
        if hit.kind != "semantic" or self.shadow_rng.random() >= self.settings.cache_shadow_rate:
            return
        entry = self.store.peek(hit.key)
        if entry is None:
            return
        agrees = conflict.same_answer(entry.answer, slow_answer)
        self.shadow_checks["agreed" if agrees else "disagreed"] += 1
        self.store.put(hit.key, checked(entry, hit.similarity, agrees, self.store.vector(hit.key),
                                        hit.score))

    def remember(self, env: Envelope, now: float) -> None:
        """As the service's `remember`: eligible answers only, not a repeat of a cached one."""
        reason = not_cacheable_reason(env, self.settings)
        if reason is not None:
            self.skipped[reason] += 1
            return
        signature = request_signature(env.text)
        category = categorise(env, signature, self.settings)
        if category is None or category is Category.PERSONAL:
            self.skipped[str(category)] += 1
            return
        assert env.answer is not None
        request = request_key(env, self.settings.cache_context_ignored_keys)
        known = self.store.get(request.key, now)
        if known is not None and known.answer == env.answer:
            self.skipped["same-answer"] += 1
            return
        vector = None
        if self.settings.cache_semantic and semantic_threshold(category, self.settings) is not None:
            vector = self.vectors.embed(fold(env.text))
        entry = new_entry(tenant=env.tenant, text=env.text, answer=env.answer,
                          source_trace_id=env.trace_id, category=category.value,
                          ttl_s=ttl_s(category, self.settings), context_fp=request.context_fp,
                          signature=signature, model=self.vectors.model_id, vector=vector, now=now)
        if vector is not None:  # what the cache held near this question: evidence for the bound
            group = bucket_key(request.context_fp, env.text, signature)
            entry.evidence = self.store.observations(env.tenant, group, vector, entry, now)
        self.store.put(request.key, entry)
        self.written[category.value] += 1

    def withdraw(self, trace_id: str) -> None:
        """A wrong-answer report: tombstone the entry that gave the answer and the others with
        the same answer, as the cache service does."""
        for key in entries_to_withdraw(Feedback(trace_id=trace_id, verdict="wrong", tenant=TENANT),
                                       self.store, self.hits):
            if self.store.delete(key) is not None:
                self.withdrawn += 1

    def snapshot(self) -> "SimCache":
        """A copy to evaluate held-out requests on without changing the live cache (LRU order)."""
        twin = copy.copy(self)
        twin.store = copy.deepcopy(self.store)
        twin.lookup = Lookup(twin.store, self.vectors, self.settings)
        twin.hits = HitIndex()
        return twin

