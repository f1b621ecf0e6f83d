"""cache: answers repeated requests from memory; learns answers from `responses` via `cache.state`.

requests → (hit) responses | (miss) cache.miss
responses → cache.state (eligible answers)        cache.state → the in-memory store of every replica
"""

from __future__ import annotations

import time

from dtlib.envelope import Envelope, Route
from dtlib.service import Emit, Service
from dtlib.topics import Topic

from .store import Entry, ExactStore, entry_decoder, entry_encoder, key_for

service = Service("cache")
store = ExactStore(max_entries=service.settings.cache_max_entries)


@service.handles(Topic.REQUESTS)
async def lookup(env: Envelope) -> Emit:
    entry = store.get(key_for(env))
    if entry is None:
        return Emit(Topic.CACHE_MISS, env, outcome="miss")
    env.answer = entry.answer
    env.route = Route(path="fast", decided_by="cache.exact", confidence=1.0)
    return Emit(Topic.RESPONSES, env, outcome="hit")


def cacheable(env: Envelope) -> bool:
    """Only complete, confident answers from the pipeline are reused; never errors or
    uncertain answers, and never a cache hit (it is already cached)."""
    answer = env.answer
    return (
        answer is not None
        and answer.status == "ok"
        and bool(answer.text)
        and env.route.decided_by is not None
        and not env.route.decided_by.startswith("cache.")
    )


@service.handles(Topic.RESPONSES)
async def remember(env: Envelope) -> None:
    if not cacheable(env):
        return None
    assert env.answer is not None
    entry = Entry(
        tenant=env.tenant,
        text=env.text,
        answer=env.answer,
        source_trace_id=env.trace_id,
        expires_at=time.time() + service.settings.cache_ttl_s,
    )
    await service.publish_raw(Topic.CACHE_STATE, key_for(env).encode(), entry_encoder.encode(entry))
    return None


@service.follows_state(Topic.CACHE_STATE)
async def replicate(key: bytes | None, value: bytes | None) -> None:
    if key is None:
        return
    if value is None:  # tombstone: the answer was reported wrong or withdrawn
        store.delete(key.decode())
    else:
        store.put(key.decode(), entry_decoder.decode(value))
