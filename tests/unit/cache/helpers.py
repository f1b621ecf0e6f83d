"""Build envelopes and entries the way the cache service does."""

from __future__ import annotations

import itertools

from dtlib.envelope import Answer, Envelope, Provenance, Route, SandboxResult, Task
from dtlib.settings import Settings
from dtlib.topics import Topic
from services.cache.categories import categorise, ttl_s
from services.cache.embedder import Embedder
from services.cache.entry import Entry, new_entry
from services.cache.keys import request_key
from services.cache.normalise import fold
from services.cache.provenance import answer_to_keep
from services.cache.signature import request_signature
from services.cache.store import CacheStore

_ids = itertools.count(1)


def trace_id() -> str:
    return f"{next(_ids):032x}"


def request(text: str, tenant: str = "acme", **context: str) -> Envelope:
    return Envelope(trace_id=trace_id(), text=text, tenant=tenant, context=context)


def answered(text: str, answer: str, tenant: str = "acme", decided_by: str = "rule:faq",
             compute: bool = False, verified: bool | None = True, **context: str) -> Envelope:
    """A finished fast answer as its producer writes it: a rule's or the sandbox's (`compute`),
    with a provenance saying whether its numbers are `verified` (None: no provenance at all,
    as an older producer wrote)."""
    env = request(text, tenant, **context)
    env.route = Route(path="fast", decided_by=decided_by)
    provenance = None if verified is None else Provenance(
        path="fast", source="sandbox" if compute else decided_by, verified=verified)
    env.answer = Answer(status="ok", text=answer, provenance=provenance)
    if compute:
        env.task = Task(op="expr", args={"expression": text})
        env.results.sandbox = SandboxResult(status="ok", value=answer)
    return env


def remember(store: CacheStore, embedder: Embedder, settings: Settings, env: Envelope) -> Entry | None:
    """What `remember` publishes and `apply_state` stores, without Kafka."""
    signature = request_signature(env.text)
    category = categorise(env, signature, settings)
    if category is None or category.value == "personal":
        return None
    key = request_key(env, settings.cache_context_ignored_keys)
    vector = embedder.embed(fold(env.text)) if category.value in ("knowledge", "compute") else None
    entry = new_entry(tenant=env.tenant, text=env.text, answer=answer_to_keep(env),
                      source_trace_id=env.trace_id,
                      category=category.value, ttl_s=ttl_s(category, settings),
                      context_fp=key.context_fp, signature=signature, model=embedder.model_id,
                      vector=vector)
    store.put(key.key, entry)
    return entry


def new_store(embedder: Embedder, **overrides: int) -> CacheStore:
    options = {"max_entries": 1000, "max_bytes": 1 << 30, "ann_min": 8192} | overrides
    return CacheStore(model_id=embedder.model_id, dim=embedder.dim, **options)


def replicate(main, published) -> None:
    """What every replica's state follower does with the records `remember` published."""
    for topic, key, value in published:
        assert topic is Topic.CACHE_STATE
        main.apply_state(key, value)
    published.clear()
