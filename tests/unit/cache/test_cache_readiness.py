"""A replica is ready only once it has read cache.state to its end: a replica started after
another serves, from its first request, what the other wrote, and not what was withdrawn."""

from dtlib.topics import Topic

from .helpers import CacheReplica, answered, request


async def test_a_new_replica_serves_from_its_first_request_what_was_written_before_it_started(
        step_settings, embedder) -> None:
    one = CacheReplica(step_settings, embedder)
    await one.start()
    await one.remember(answered("What are the support hours?", "9:00–18:00."))
    await one.remember(answered("What is dualtrack?", "A wrong answer."))
    await one.replicated()
    asked = request("what is dualtrack")
    assert (await one.lookup(asked)).outcome == "hit"
    await one.report_wrong(asked.trace_id)
    await one.stop()

    two = CacheReplica(step_settings, embedder, one.transport)  # the same broker
    await two.start()
    emit = await two.lookup(request("what are the support hours"))
    assert emit.topic is Topic.RESPONSES and emit.envelope.answer.text == "9:00–18:00."
    assert (await two.lookup(request("what is dualtrack"))).topic is Topic.CACHE_MISS
    await two.stop()
