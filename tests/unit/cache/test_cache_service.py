"""The service's handlers wired together without Kafka: what `remember` publishes on
cache.state, `apply_state` loads, and `lookup` serves; feedback tombstones it."""

import asyncio

import msgspec
import pytest

from dtlib.topics import Topic

from .helpers import answered, replicate, request


async def test_rule_and_sandbox_answers_are_cached_and_served_fast(cache_service) -> None:
    main, published = cache_service
    await main.remember(answered("What is dualtrack?", "An engine.", decided_by="rule:about"))
    await main.remember(answered("what is 12*24", "288", decided_by="classifier", compute=True))
    assert len(published) == 2
    replicate(main, published)

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
    replicate(main, published)
    await main.remember(answered("what is dualtrack", "An engine."))  # the same answer again
    assert published == []


async def test_feedback_on_a_served_hit_tombstones_the_entry(cache_service) -> None:
    main, published = cache_service
    await main.remember(answered("What is dualtrack?", "A wrong answer."))
    replicate(main, published)
    asked = request("what is dualtrack")
    assert (await main.lookup(asked)).outcome == "hit"

    class Msg:
        raw_message = type("Record", (), {"value": msgspec.json.encode(
            {"trace_id": asked.trace_id, "tenant": "acme", "user_id": "u", "verdict": "wrong"})})

    await main.withdraw_wrong_answers(Msg())
    ((topic, key, value),) = published
    assert topic is Topic.CACHE_STATE and key.startswith(b"acme:") and value is None
    replicate(main, published)
    assert (await main.lookup(request("what is dualtrack"))).outcome == "miss"


async def test_a_repeat_answered_again_before_the_first_was_read_back_is_written_once(
        cache_service) -> None:
    main, published = cache_service
    first = answered("How do I reset my password?", "Use the link.")
    repeat = answered("how do i reset my password", "Use the link.")
    other = answered("how do i reset my password", "Call us.")
    await asyncio.gather(main.remember(first), main.remember(repeat))
    assert len(published) == 1  # the repeat came back while the first was being written
    await main.remember(other)  # another answer is written
    assert len(published) == 2
    replicate(main, published)
    assert not main._writing  # read back: the store decides from here on

    # A report on the repeat's answer still finds the entry (and the tombstone rewrites it).
    await main.remember(answered("how do i reset my password", "Call us."))
    assert published == []

    class Msg:
        raw_message = type("Record", (), {"value": msgspec.json.encode(
            {"trace_id": repeat.trace_id, "tenant": "acme", "verdict": "wrong"})})

    await main.withdraw_wrong_answers(Msg())
    assert [value for _, _, value in published] == [None]
    replicate(main, published)
    await main.remember(answered("how do i reset my password", "Call us."))
    assert len(published) == 1  # withdrawn: a new answer is written again


async def test_a_miss_and_the_remember_of_its_answer_embed_the_text_once(cache_service) -> None:
    main, published = cache_service
    await main.remember(answered("where is the support email", "help@example.com"))
    replicate(main, published)
    embedded: list[str] = []
    real = main.embedder.embed_many

    def counting(texts):
        embedded.extend(texts)
        return real(texts)

    main.embedder.embed_many = counting
    try:
        asked = request("how do I cancel my subscription")
        emit = await main.lookup(asked)
        assert emit.topic is Topic.CACHE_MISS, main.finder.prepare(asked)
        assert embedded == ["how do i cancel my subscription"], main.finder.prepare(asked)
        answer = answered(asked.text, "In the settings.")
        answer.trace_id = asked.trace_id
        await main.remember(answer)
        assert embedded == ["how do i cancel my subscription"] and len(published) == 1
    finally:
        del main.embedder.embed_many
