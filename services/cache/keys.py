"""Exact keys: hash(tenant, normalised text, fingerprint of the context keys that change the answer).

The key is also the `cache.state` record key (`<tenant>:<32 hex>`), so a tombstone for it
removes the entry from every replica.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

import msgspec

from dtlib.envelope import Envelope

from .categories import context_keys
from .normalise import cache_text


def context_fingerprint(context: dict[str, str], ignored: frozenset[str] = frozenset()) -> str:
    """Every context key changes the answer unless it is listed as ignored: two requests that
    differ in `project` never share an entry."""
    kept = sorted((k, v) for k, v in context.items() if k.casefold() not in ignored)
    if not kept:
        return ""
    return hashlib.sha256(msgspec.json.encode(kept)).hexdigest()[:16]


def entry_key(tenant: str, text: str, context_fp: str) -> str:
    """A pure function of its arguments, kept for recent short texts: a request's lookup and
    its answer's `remember` read the same text, and repeats are common."""
    if len(text) <= 512:
        return _recent_entry_key(tenant, text, context_fp)
    return _entry_key(tenant, text, context_fp)


def _entry_key(tenant: str, text: str, context_fp: str) -> str:
    material = "\x1f".join((tenant, cache_text(text), context_fp))
    return f"{tenant}:{hashlib.sha256(material.encode()).hexdigest()[:32]}"


_recent_entry_key = lru_cache(maxsize=16384)(_entry_key)


def tenant_of(key: str) -> str:
    return key.rsplit(":", 1)[0]


class RequestKey(msgspec.Struct, frozen=True):
    tenant: str
    context_fp: str
    key: str


def request_key(env: Envelope, ignored_context_keys: str = "") -> RequestKey:
    fingerprint = context_fingerprint(env.context, context_keys(ignored_context_keys))
    return RequestKey(env.tenant, fingerprint, entry_key(env.tenant, env.text, fingerprint))
