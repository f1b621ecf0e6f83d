"""Exact, then semantic: the one decision of whether a request gets a cached answer.

A semantic hit needs all of: the same tenant, context fingerprint and language; an equal
signature (every number, date, unit, quoted string and operator agrees); the same question form
(negated or not; yes/no about values or not); a request that is not about a moment (live
requests are only answered by exact repeats); a category that permits reuse at all; similarity
at or above the cached answer's floor; below a sure match, a second look at the words
(verify.py); and a match score (verifier.py; a computation's is its similarity) at or above the
base the tenant's evidence certifies (bound.py: wrong hits stay under `DT_CACHE_MAX_ERROR`). Only the nearest comparable entry is considered: when the most similar question
had another answer, a less similar one is not served in its place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from dtlib.envelope import Envelope

from .categories import is_live_text, is_personal, semantic_threshold
from .embedder import Embedder
from .entry import Entry
from .keys import RequestKey, request_key
from .normalise import fold
from .settings import CacheSettings
from .signature import request_signature
from .store import BucketKey, CacheStore, Neighbour, bucket_key
from .verify import opposed


@dataclass
class Hit:
    kind: Literal["exact", "semantic"]
    key: str
    entry: Entry
    similarity: float = 1.0
    threshold: float | None = None
    score: float = 1.0  # the match score it was served at (bound.py; verifier.py)


@dataclass
class Outcome:
    hit: Hit | None
    reason: str  # exact, semantic, personal, live, no-neighbours, below-threshold, …
    request: RequestKey
    embedded: bool = False
    # On a semantic miss: the nearest comparable entry the cache holds and did not serve (what a
    # fast answer from another source is compared with: dtlib.conflict).
    nearest: Neighbour | None = None


@dataclass
class Probe:
    """A request that needs the semantic layer: its key, bucket and the text to embed."""

    request: RequestKey
    tenant: str
    group: BucketKey
    text: str  # fold(env.text): the embedder's input
    original: str = ""  # env.text: what the second look reads


class Lookup:
    def __init__(self, store: CacheStore, embedder: Embedder, settings: CacheSettings) -> None:
        self.store = store
        self.embedder = embedder
        self.settings = settings

    def find(self, env: Envelope, now: float | None = None) -> Outcome:
        outcome = self.prepare(env, now)
        if isinstance(outcome, Outcome):
            return outcome
        return self.search(outcome, self.embedder.embed(outcome.text), now)

    def prepare(self, env: Envelope, now: float | None = None) -> Outcome | Probe:
        """Everything up to the embedding: the outcome when none is needed, else the probe
        whose `text` to embed and pass to `search` (the service embeds it off the event loop)."""
        request = request_key(env, self.settings.cache_context_ignored_keys)
        if is_personal(env, self.settings):
            return Outcome(None, "personal", request)  # personal answers are never cached
        entry = self.store.get(request.key, now)
        if entry is not None:
            return Outcome(Hit("exact", request.key, entry), "exact", request)
        if not self.settings.cache_semantic or not self.embedder.loaded:
            return Outcome(None, "exact-only", request)
        signature = request_signature(env.text)
        if is_live_text(env.text, signature):
            return Outcome(None, "live", request)
        group = bucket_key(request.context_fp, env.text, signature)
        if not self.store.has_bucket(env.tenant, group):
            return Outcome(None, "no-neighbours", request)  # nothing comparable: no embedding
        return Probe(request, env.tenant, group, fold(env.text), env.text)

    def search(self, probe: Probe, vector: np.ndarray, now: float | None = None) -> Outcome:
        """The semantic layer's decision for a probe, given its text's vector."""
        request = probe.request
        neighbours = self.store.nearest(probe.tenant, probe.group, vector, now)
        held = next((n for n in neighbours
                     if semantic_threshold(n.entry.category, self.settings) is not None), None)
        for index, neighbour in enumerate(neighbours):
            entry = neighbour.entry
            if semantic_threshold(entry.category, self.settings) is None:
                continue  # live: exact repeats only
            bound = self.store.bound
            threshold = bound.threshold(entry) if bound else semantic_threshold(entry.category, self.settings)
            assert threshold is not None
            if neighbour.similarity < threshold:
                return Outcome(None, "below-threshold", request, embedded=True, nearest=held)
            score = neighbour.similarity
            if bound is not None:
                if neighbour.similarity < self.settings.cache_sure_match:
                    reason = bound.second_look(entry, probe.original,
                                               [n.entry for n in neighbours if n is not neighbour])
                    if reason is not None:
                        return Outcome(None, f"second-look:{reason}", request, embedded=True,
                                       nearest=held)
                elif opposed(probe.original, entry.text):  # a sure match by its vector, the opposite by its words
                    return Outcome(None, "second-look:opposites", request, embedded=True, nearest=held)
                score = bound.score(entry, probe.original,
                                    [(n.entry, n.similarity) for n in neighbours[index:]])
                if score < bound.score_threshold(entry):
                    return Outcome(None, "below-score", request, embedded=True, nearest=held)
            self.store.touch(neighbour.key)
            hit = Hit("semantic", neighbour.key, entry, neighbour.similarity, threshold, score)
            return Outcome(hit, "semantic", request, embedded=True)
        return Outcome(None, "below-threshold", request, embedded=True, nearest=held)
