"""The service's handlers wired together without Kafka: what `remember` publishes on
cache.state, `apply_state` loads, and `lookup` serves; feedback tombstones it."""

import asyncio

import msgspec
import pytest

from dtlib.topics import Topic

from .helpers import answered, request


@pytest.fixture
def cache_service(monkeypatch, embedder):
    from services.cache import main

    published: list[tuple[Topic, bytes | None, bytes | None]] = []

    async def publish_raw(topic, key, value, headers=None):
        published.append((topic, key, value))
        done = asyncio.get_running_loop().create_future()
        done.set_result(None)
        return [done]

    monkeypatch.setattr(main.service, "publish_raw", publish_raw)
    monkeypatch.setattr(main, "embedder", embedder)
    monkeypatch.setattr(main.finder, "embedder", embedder)
    for key in list(main.store._by_trace.values()):
        main.store.delete(key)
    yield main, published
    for key in list(main.store._by_trace.values()):
        main.store.delete(key)


def _replicate(main, published) -> None:
    """What every replica's state follower does with the records."""
    for topic, key, value in published:
        assert topic is Topic.CACHE_STATE
        main.apply_state(key, value)
    published.clear()


async def test_rule_and_sandbox_answers_are_cached_and_served_fast(cache_service) -> None:
    main, published = cache_service
    await main.remember(answered("What is dualtrack?", "An engine.", decided_by="rule:about"))
    await main.remember(answered("what is 12*24", "288", decided_by="classifier", compute=True))
    assert len(published) == 2
    _replicate(main, published)

    emit = await main.lookup(request("what is DUALTRACK"))
    assert emit.topic is Topic.RESPONSES and emit.outcome == "hit"
    assert emit.envelope.route.path == "fast" and emit.envelope.route.decided_by == "cache.exact"
    assert emit.envelope.answer.text == "An engine."
    emit = await main.lookup(request("what's 12 times 24?"))
    assert emit.envelope.route.decided_by == "cache.semantic" and emit.envelope.answer.text == "288"
    emit = await main.lookup(request("what is 12*25"))
    assert emit.topic is Topic.CACHE_MISS and emit.outcome == "miss"
    emit = await main.lookup(request("what is dualtrack", tenant="globex"))
    assert emit.topic is Topic.CACHE_MISS


async def test_hits_uncertain_answers_and_repeats_are_not_written(cache_service) -> None:
    main, published = cache_service
    hit = answered("What is dualtrack?", "An engine.", decided_by="cache.exact")
    await main.remember(hit)
    uncertain = answered("What is dualtrack?", "Maybe an engine.")
    uncertain.answer.status = "uncertain"
    await main.remember(uncertain)
    assert published == []
    await main.remember(answered("What is dualtrack?", "An engine."))
    _replicate(main, published)
    await main.remember(answered("what is dualtrack", "An engine."))  # the same answer again
    assert published == []


async def test_feedback_on_a_served_hit_tombstones_the_entry(cache_service) -> None:
    main, published = cache_service
    await main.remember(answered("What is dualtrack?", "A wrong answer."))
    _replicate(main, published)
    asked = request("what is dualtrack")
    assert (await main.lookup(asked)).outcome == "hit"

    class Msg:
        raw_message = type("Record", (), {"value": msgspec.json.encode(
            {"trace_id": asked.trace_id, "tenant": "acme", "user_id": "u", "verdict": "wrong"})})

    await main.withdraw_wrong_answers(Msg())
    ((topic, key, value),) = published
    assert topic is Topic.CACHE_STATE and key.startswith(b"acme:") and value is None
    _replicate(main, published)
    assert (await main.lookup(request("what is dualtrack"))).outcome == "miss"
