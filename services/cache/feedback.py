"""Wrong-answer reports: find the cached entry that gave the answer, so it can be tombstoned.

A report names the answer by trace_id. That is either the trace that produced the entry (its
`source_trace_id`, known to every replica from `cache.state`) or a trace the cache answered from
the entry (a hit, known to the replica that served it). Every replica therefore reads the whole
`feedback` topic (no consumer group) and the ones that can resolve the trace publish the
tombstone; duplicates are harmless, a compacted topic keeps one.

A "right" verdict changes nothing: it is no evidence for the error bound (weight 0). Users choose
which answers they report, and a reported wrong answer is withdrawn with its evidence, so the
confirmations left would be a one-sided, self-chosen sample of the hits; shadow checks, a random
share of them, are the evidence of served hits (README, *Not done yet*).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Literal

import msgspec

from .keys import tenant_of
from .store import CacheStore


class Feedback(msgspec.Struct):
    trace_id: str
    verdict: Literal["wrong", "right"]
    tenant: str = ""
    user_id: str = ""
    correction: str | None = None


_decoder = msgspec.json.Decoder(Feedback)


def parse_feedback(value: bytes | None) -> Feedback | None:
    """The report, or None for anything that is not one (the topic is also used by benchmarks)."""
    if not value:
        return None
    try:
        return _decoder.decode(value)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None


class HitIndex:
    """trace_id → entry key of the answers this replica served from the cache (bounded)."""

    def __init__(self, max_size: int = 100_000) -> None:
        self.max_size = max_size
        self._keys: OrderedDict[str, str] = OrderedDict()

    def record(self, trace_id: str, key: str) -> None:
        self._keys[trace_id] = key
        self._keys.move_to_end(trace_id)
        while len(self._keys) > self.max_size:
            self._keys.popitem(last=False)

    def get(self, trace_id: str) -> str | None:
        return self._keys.get(trace_id)


def entry_to_withdraw(report: Feedback, store: CacheStore, hits: HitIndex) -> str | None:
    """The key to tombstone for a report, or None (not wrong, not ours, or another tenant's)."""
    if report.verdict != "wrong":
        return None
    key = store.key_for_trace(report.trace_id) or hits.get(report.trace_id)
    if key is None:
        return None
    if report.tenant and tenant_of(key) != report.tenant:
        return None  # a tenant can only withdraw its own answers
    return key


def entries_to_withdraw(report: Feedback, store: CacheStore, hits: HitIndex) -> list[str]:
    """Every key to tombstone for a report: the entry that gave the answer and the tenant's other
    entries with the same answer in the same context. When an answer changes (a policy, a
    price), each paraphrase cached with the old one would otherwise be served wrongly until
    someone reports that one too."""
    key = entry_to_withdraw(report, store, hits)
    return [] if key is None else [key, *store.keys_with_same_answer(key)]
