"""What the cache may keep, judged by where an answer came from, and the provenance it serves.

A wrong slow answer that the cache replays is a wrong fast answer. So an answer is remembered
only when its numbers were verified (`provenance.verified`: a sandbox value, or every numeric
claim of a draft checked) or it states no number at all (no number, date or time in its text and
no machine-readable `value`: `dtlib.provenance.numbers_stated`). An answer without provenance
(an older producer) is judged by the second test alone. Answers written by the embedded
demonstration model are not remembered unless `DT_CACHE_DEMONSTRATION_ANSWERS` says so.

Each entry keeps the answer's provenance; a hit serves it with `source` = cache.exact or
cache.semantic and `first_source` / `first_trace_id` saying where the value first came from.
"""

from __future__ import annotations

import msgspec

from dtlib.envelope import Answer, Envelope, Provenance
from dtlib.provenance import numbers_stated

from .settings import CacheSettings

PRELOAD_SOURCE = "preload"


def unkept_reason(answer: Answer, settings: CacheSettings) -> str | None:
    """Why a complete answer must not be remembered, or None when it may be."""
    provenance = answer.provenance
    if provenance is not None and provenance.demonstration and \
            not settings.cache_demonstration_answers:
        return "demonstration"
    if provenance is not None and provenance.verified:
        return None
    if numbers_stated(answer):
        return "unverified-number" if provenance is not None else "no-provenance-number"
    return None


def answer_to_keep(env: Envelope) -> Answer:
    """The answer as its entry stores it: with a provenance, made from the envelope when the
    producer wrote none (then `verified` is false: nothing says its numbers were checked, and
    it is kept only because it states none)."""
    answer = env.answer
    assert answer is not None
    if answer.provenance is not None:
        return answer
    draft = env.results.draft
    made = Provenance(path=env.route.path, source=env.route.decided_by or "",
                      model=draft.model if draft is not None else "")
    return msgspec.structs.replace(answer, provenance=made)


def served_answer(stored: Answer, kind: str, source_trace_id: str) -> Answer:
    """A copy of a cached answer as a hit serves it: the stored provenance (path, backend, model,
    verified kept) with `source` = cache.<kind>. An entry written before entries kept a
    provenance gets one that says only that."""
    kept = stored.provenance or Provenance()
    provenance = msgspec.structs.replace(kept, source=f"cache.{kind}", first_source=kept.source,
                                         first_trace_id=source_trace_id)
    return msgspec.structs.replace(stored, provenance=provenance)
