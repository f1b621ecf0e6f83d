"""What the cache holds for a request it does not answer travels on with it (dtlib.conflict): a
paraphrase it may not serve yet carries the cached answer, so a rule or the sandbox that would
answer otherwise is caught."""

from __future__ import annotations

from fakes.runtime import settings as runtime_settings

from dtlib import conflict
from dtlib.topics import Topic
from services.cache.settings import CacheSettings

from .helpers import CacheReplica, answered, request


async def test_a_paraphrase_the_cache_may_not_serve_carries_what_it_holds(embedder) -> None:
    # Knowledge paraphrases are not served before the tenant's evidence certifies a threshold.
    s = runtime_settings(kind=CacheSettings, cache_threshold_knowledge=1.0, cache_held_similarity=0.8)
    cache = CacheReplica(s, embedder)
    await cache.start()
    try:
        await cache.remember(answered("What are the office opening hours?", "From 10 to 6."))
        await cache.replicated()
        emit = await cache.lookup(request("what are the opening hours of the office"))
        assert emit.topic is Topic.CACHE_MISS
        (held,) = [d for d in emit.envelope.route.shadow if d.candidate == conflict.HELD]
        assert held.answer == "From 10 to 6." and held.decided_by == "cache.semantic"
        assert held.confidence >= 0.8

        unrelated = await cache.lookup(request("how do I reset my password"))
        assert unrelated.topic is Topic.CACHE_MISS and unrelated.envelope.route.shadow == []
    finally:
        await cache.stop()
