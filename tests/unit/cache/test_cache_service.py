"""The cache step as it runs (the runtime on the in-memory broker): what `remember` writes on
cache.state is read back by the replica's follower and served by `lookup`; feedback tombstones it."""

from dtlib.runtime import MemoryTransport
from dtlib.topics import Topic
from services.cache.entry import decoder

from .helpers import CacheReplica, answered, request


async def test_rule_and_sandbox_answers_are_cached_and_served_fast(cache) -> None:
    await cache.remember(answered("What is dualtrack?", "An engine.", decided_by="rule:about"))
    await cache.remember(answered("what is 12*24", "288", decided_by="classifier", compute=True))
    assert len(cache.written) == 2
    await cache.replicated()

    emit = await cache.lookup(request("what is DUALTRACK"))
    assert emit.topic is Topic.RESPONSES and emit.outcome == "hit"
    assert emit.envelope.route.path == "fast" and emit.envelope.route.decided_by == "cache.exact"
    assert emit.envelope.answer.text == "An engine."
    assert [h.service for h in emit.envelope.hops] == ["cache"]
    emit = await cache.lookup(request("what's 12 times 24?"))
    assert emit.envelope.route.decided_by == "cache.semantic" and emit.envelope.answer.text == "288"
    emit = await cache.lookup(request("what is 12*25"))
    assert emit.topic is Topic.CACHE_MISS and emit.outcome == "miss"
    emit = await cache.lookup(request("what is dualtrack", tenant="globex"))
    assert emit.topic is Topic.CACHE_MISS


async def test_hits_uncertain_answers_and_repeats_are_not_written(cache) -> None:
    hit = answered("What is dualtrack?", "An engine.", decided_by="cache.exact")
    await cache.remember(hit)
    uncertain = answered("What is dualtrack?", "Maybe an engine.")
    uncertain.answer.status = "uncertain"
    await cache.remember(uncertain)
    assert cache.written == []
    await cache.remember(answered("What is dualtrack?", "An engine."))
    await cache.replicated()
    await cache.remember(answered("what is dualtrack", "An engine."))  # the same answer again
    assert cache.written == []


async def test_feedback_on_a_served_hit_tombstones_the_entry(cache) -> None:
    await cache.remember(answered("What is dualtrack?", "A wrong answer."))
    await cache.replicated()
    asked = request("what is dualtrack")
    assert (await cache.lookup(asked)).outcome == "hit"

    await cache.report_wrong(asked.trace_id)
    ((key, value),) = cache.written
    withdrawn = decoder.decode(value)
    assert key.startswith(b"acme:") and withdrawn.withdrawn
    assert withdrawn.answer.text == "A wrong answer." and not withdrawn.vector
    await cache.replicated()
    assert (await cache.lookup(request("what is dualtrack"))).outcome == "miss"


async def test_a_repeat_answered_again_before_the_first_was_read_back_is_written_once(cache) -> None:
    first = answered("How do I reset my password?", "Use the link.")
    repeat = answered("how do i reset my password", "Use the link.")
    other = answered("how do i reset my password", "Call us.")
    await cache.remember(first, repeat)  # on two partitions: either may be handled first
    ((_, value),) = cache.written  # the other came back while the one was being written
    unwritten = repeat if decoder.decode(value).source_trace_id == first.trace_id else first
    await cache.remember(other)  # another answer is written
    assert len(cache.written) == 2
    await cache.replicated()

    # A report on the unwritten repeat's answer still finds the entry (and the tombstone
    # rewrites it).
    await cache.remember(answered("how do i reset my password", "Call us."))
    assert cache.written == []
    await cache.report_wrong(unwritten.trace_id)
    assert [decoder.decode(value).withdrawn for _, value in cache.written] == [True]
    await cache.replicated()
    # The answer reported wrong is not cached for the question again, whoever gives it; another is.
    await cache.remember(answered("how do i reset my password", "Call us."))
    assert cache.written == []
    await cache.remember(answered("how do i reset my password", "Use the reset page."))
    ((_, value),) = cache.written
    assert decoder.decode(value).reported_wrong  # carried on, so compaction keeps it
    await cache.replicated()
    assert (await cache.lookup(request("how do I reset my password"))).envelope.answer.text == \
        "Use the reset page."


async def test_a_withdrawn_answer_delivered_again_is_not_cached_again(cache, step_settings,
                                                                     embedder) -> None:
    """The response that wrote an entry comes again after users reported it wrong (its offset
    was not committed when a replica stopped): neither this replica nor one started afterwards
    from cache.state serves it again."""
    wrong = answered("When does the shop open?", "At 6 am.")
    await cache.remember(wrong)
    await cache.replicated()
    await cache.report_wrong(wrong.trace_id)
    await cache.replicated()
    await cache.remember(wrong)  # redelivered
    assert cache.written == []
    assert (await cache.lookup(request("when does the shop open"))).outcome == "miss"

    restarted = CacheReplica(step_settings, embedder, cache.transport)
    await restarted.start()
    try:
        await restarted.replicated()  # what was on cache.state before it started
        await restarted.remember(wrong)
        assert restarted.written == []
        assert (await restarted.lookup(request("when does the shop open"))).outcome == "miss"
    finally:
        await restarted.stop()


async def test_an_entry_written_again_after_its_withdrawal_is_not_served(cache, step_settings,
                                                                        embedder) -> None:
    """A replica that had not yet read the withdrawal writes the entry again (its `remember` of a
    redelivered response waited on the embedding model meanwhile): no replica serves it, now or
    after a restart, and a withdrawal follows it so that compaction cannot forget the report."""
    wrong = answered("When does the shop open?", "At 6 am.")
    await cache.remember(wrong)
    ((key, entry),) = cache.written
    await cache.replicated()
    await cache.report_wrong(wrong.trace_id)
    await cache.replicated()

    await cache.put_state(key.decode(), entry)  # the entry as first written, after the withdrawal
    assert (await cache.lookup(request("when does the shop open"))).outcome == "miss"
    ((again_key, again),) = cache.written
    assert again_key == key and decoder.decode(again).withdrawn

    restarted = CacheReplica(step_settings, embedder, cache.transport)
    await restarted.start()
    try:
        await restarted.replicated()
        assert (await restarted.lookup(request("when does the shop open"))).outcome == "miss"
        await restarted.remember(answered("When does the shop open?", "At 9 am."))  # another answer
        await restarted.replicated()
        assert (await restarted.lookup(request("when does the shop open"))).envelope.answer.text == \
            "At 9 am."
    finally:
        await restarted.stop()


async def test_an_answer_whose_write_failed_is_written_when_it_comes_again(cache) -> None:
    cache.transport.fail_deliveries(cache.name(Topic.CACHE_STATE))  # the broker refuses it once
    await cache.remember(answered("Where is the office?", "In Berlin."))
    assert len(cache.written) == 1  # the response was delivered again, and its entry written
    await cache.replicated()
    assert (await cache.lookup(request("where is the office"))).outcome == "hit"


class Counting:
    """The embedder, counting what it embeds."""

    def __init__(self, embedder) -> None:
        self.inner, self.embedded = embedder, []
        self.model_id, self.dim = embedder.model_id, embedder.dim
        self.loaded, self.load_seconds = True, 0.0

    def load(self):
        return self

    def embed(self, text):
        return self.embed_many([text])[0]

    def embed_many(self, texts):
        self.embedded.extend(texts)
        return self.inner.embed_many(texts)


async def test_a_miss_and_the_remember_of_its_answer_embed_the_text_once(step_settings, embedder) -> None:
    counting = Counting(embedder)
    cache = CacheReplica(step_settings, counting, MemoryTransport())
    await cache.start()
    await cache.remember(answered("where is the support email", "help@example.com"))
    await cache.replicated()
    counting.embedded.clear()

    asked = request("how do I cancel my subscription")
    emit = await cache.lookup(asked)
    assert emit.topic is Topic.CACHE_MISS
    assert counting.embedded == ["how do i cancel my subscription"]
    answer = answered(asked.text, "In the settings.")
    answer.trace_id = asked.trace_id
    await cache.remember(answer)
    assert counting.embedded == ["how do i cancel my subscription"] and len(cache.written) == 1
    await cache.stop()
