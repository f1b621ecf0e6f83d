"""Shadow checks: a sampled share of semantic hits (`DT_CACHE_SHADOW_RATE`) is also sent the
slow way, as a copy of the request with a trace of its own on `cache.miss`; the user has already
been answered from the cache. The copy's `request_id` names the entry and the similarity and match score
it was served at, so whichever replica's `remember` receives the slow answer can compare the two and
write the outcome into the entry's evidence (bound.py): a disagreement raises that answer's
threshold above the similarity, an agreement confirms it. The copy's own answer is not cached.
"""

from __future__ import annotations

import msgspec
import numpy as np

from dtlib.envelope import Envelope, new_trace_id

from .entry import Entry, Observation, pack_vector

PREFIX = "cache.shadow:"
KEEP = 32  # shadow checks kept per entry (the most recent)


def shadow_request(env: Envelope, key: str, similarity: float, score: float) -> Envelope:
    """The copy of a request served from `key` at `similarity` and match `score` that goes the
    slow way."""
    return msgspec.structs.replace(env, trace_id=new_trace_id(), reply_topic="",
                                   request_id=f"{PREFIX}{similarity:.4f},{score:.4f}:{key}",
                                   answer=None)


def shadow_of(env: Envelope) -> tuple[str, float, float] | None:
    """(entry key, similarity, score) when `env` is a shadow check's answer, else None (a copy
    sent before scores: score -1)."""
    if not env.request_id.startswith(PREFIX):
        return None
    served, _, key = env.request_id[len(PREFIX):].partition(":")
    similarity, _, score = served.partition(",")
    try:
        return key, float(similarity), float(score or -1.0)
    except ValueError:
        return None


def checked(entry: Entry, similarity: float, agrees: bool, vector: np.ndarray | None,
            score: float = -1.0) -> Entry:
    """The entry's record with one more shadow check in its evidence (and its vector, which the
    store keeps apart)."""
    shadows = [o for o in entry.evidence if o.shadow][-(KEEP - 1):]
    evidence = [o for o in entry.evidence if not o.shadow] + shadows + \
        [Observation(round(similarity, 4), agrees, shadow=True, score=round(score, 4))]
    return msgspec.structs.replace(entry, evidence=evidence,
                                   vector=pack_vector(vector) if vector is not None else b"",
                                   model=entry.model if vector is not None else "")
