"""Shadow checks: a sampled semantic hit also goes the slow way; when the slow answer disagrees,
the paraphrase stops being served from the cache."""

import pytest
from fakes.runtime import settings as runtime_settings

from dtlib import envelope as env_mod
from dtlib.envelope import Answer, Route
from dtlib.topics import Topic
from services.cache.entry import decoder
from services.cache.settings import CacheSettings
from services.cache.shadow import shadow_of

from .helpers import CacheReplica, answered, request


@pytest.fixture
async def shadowing(embedder):
    replica = CacheReplica(runtime_settings(kind=CacheSettings, cache_threshold_knowledge=0.8,
                                            cache_shadow_rate=1.0), embedder)
    await replica.start()
    yield replica
    await replica.stop()


def shadow_copies(cache: CacheReplica):
    copies = [env_mod.decode(r.value) for r in cache.transport.records(cache.name(Topic.CACHE_MISS))]
    return [c for c in copies if shadow_of(c) is not None]


async def slow_answer(cache: CacheReplica, copy, text: str) -> None:
    copy.route = Route(path="slow", decided_by="rule:faq")
    copy.answer = Answer(status="ok", text=text)
    await cache.remember(copy)


async def test_a_disagreeing_shadow_check_stops_the_paraphrase_being_served(shadowing) -> None:
    cache = shadowing
    await cache.remember(answered("how do I reset my password", "Use the link."))
    await cache.replicated()
    asked = request("how can I reset my password?")
    served = await cache.lookup(asked)
    assert served.topic is Topic.RESPONSES and served.envelope.answer.text == "Use the link."
    (copy,) = shadow_copies(cache)  # the same question, on its way the slow way with a trace of its own
    assert copy.text == asked.text and copy.trace_id != asked.trace_id and copy.answer is None

    await slow_answer(cache, copy, "Open settings, then security.")
    ((key, value),) = cache.written  # the entry again, its evidence saying it was wrong there
    assert decoder.decode(value).evidence[-1].agrees is False
    await cache.replicated()
    assert (await cache.lookup(request("how can I reset my password?"))).topic is Topic.CACHE_MISS


async def test_an_agreeing_shadow_check_keeps_it_served_and_is_not_cached_itself(shadowing) -> None:
    cache = shadowing
    await cache.remember(answered("how do I reset my password", "Use the link."))
    await cache.replicated()
    await cache.lookup(request("how can I reset my password?"))
    (copy,) = shadow_copies(cache)
    await slow_answer(cache, copy, "use the link")
    ((key, value),) = cache.written  # only the checked entry: the copy's answer is not a new entry
    assert decoder.decode(value).evidence[-1].agrees is True
    await cache.replicated()
    served = await cache.lookup(request("how can I reset my password?"))
    assert served.topic is Topic.RESPONSES
