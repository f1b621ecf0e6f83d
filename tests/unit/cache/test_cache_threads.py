"""Where the cache's handlers run (docs/bench/chain.md, "Which services run on the consumer
thread"): a request and a response are decided on the consumer thread, with no hand-off to the
event loop; only an embedding or a recheck finishes there."""

from dtlib.runtime.runner import runs_on_consumer_thread
from dtlib.topics import Topic
from services.cache.main import Deps, step

from .helpers import answered, request


def test_requests_and_responses_are_handled_on_the_consumer_thread(step_settings, embedder) -> None:
    handlers = step.build(step_settings, Deps(embedder=embedder))
    assert runs_on_consumer_thread(handlers.inputs[Topic.REQUESTS])
    assert runs_on_consumer_thread(handlers.inputs[Topic.RESPONSES])


async def test_a_hits_own_response_and_the_same_answer_again_write_nothing(cache) -> None:
    first = answered("What are the office opening hours?", "From 10 to 6.")
    await cache.remember(first)
    await cache.replicated()
    hit = await cache.lookup(request("What are the office opening hours?"))
    assert hit.envelope.route.decided_by == "cache.exact"
    written = len(cache.written)
    # the hit's own response, and the same answer given again: nothing to write, nothing to embed
    again = answered("What are the office opening hours?", "From 10 to 6.")
    await cache.remember(hit.envelope, again)
    assert len(cache.written) == written
