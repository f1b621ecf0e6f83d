"""Exact answers per tenant: key = hash(tenant, normalised text, context fingerprint).

The store is a replica of the compacted `cache.state` topic: writes come only from that topic, so
every cache replica holds the same entries. Bounded by entry count with LRU eviction.
"""

from __future__ import annotations

import hashlib
import time
from collections import OrderedDict

import msgspec

from dtlib.envelope import Answer, Envelope
from dtlib.text import normalise


def context_fingerprint(context: dict[str, str]) -> str:
    """Every context key changes the answer until a rule says otherwise (never share by mistake)."""
    return hashlib.sha256(msgspec.json.encode(sorted(context.items()))).hexdigest()[:16]


def entry_key(tenant: str, text: str, context: dict[str, str]) -> str:
    material = "\x1f".join((tenant, normalise(text), context_fingerprint(context)))
    return f"{tenant}:{hashlib.sha256(material.encode()).hexdigest()[:32]}"


def key_for(env: Envelope) -> str:
    return entry_key(env.tenant, env.text, env.context)


class Entry(msgspec.Struct):
    tenant: str
    text: str
    answer: Answer
    source_trace_id: str
    expires_at: float


class ExactStore:
    def __init__(self, max_entries: int) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[str, Entry] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: str, now: float | None = None) -> Entry | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if entry.expires_at <= (now or time.time()):
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return entry

    def put(self, key: str, entry: Entry) -> None:
        self._entries[key] = entry
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def delete(self, key: str) -> None:
        self._entries.pop(key, None)


entry_encoder = msgspec.json.Encoder()
entry_decoder = msgspec.json.Decoder(Entry)
