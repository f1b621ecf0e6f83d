"""A cached computation is computed again when served: served only when the sandbox agrees,
withdrawn when it contradicts, passed on (and kept) when the sandbox cannot be asked."""

import msgspec

from dtlib.envelope import ErrorInfo, SandboxResult
from dtlib.topics import Topic
from services.cache.entry import decoder, encoder

from .helpers import CacheReplica, computed, request


async def _cached(cache: CacheReplica, env) -> str:
    await cache.remember(env)
    ((key, value),) = cache.written
    assert decoder.decode(value).task.args == env.task.args  # the operation is kept with it
    await cache.replicated()
    return key.decode()


async def test_a_cached_computation_the_sandbox_still_computes_is_served(cache) -> None:
    await _cached(cache, computed("what is 12*24", "12*24", "288"))
    emit = await cache.lookup(request("What is 12*24?"))
    assert emit.topic is Topic.RESPONSES and emit.outcome == "hit"
    assert emit.envelope.answer.value == "288"


async def test_a_cached_value_the_sandbox_contradicts_is_not_served_and_is_withdrawn(cache) -> None:
    key = await _cached(cache, computed("what is 12*24", "12*24", "288"))
    # The entry as a bad record would hold it: the operation 12*24 with the value 289.
    entry = decoder.decode(cache.transport.records(cache.name(Topic.CACHE_STATE))[-1].value)
    wrong = msgspec.structs.replace(entry, answer=msgspec.structs.replace(
        entry.answer, text="12*24 = 289", value="289"))
    await cache.put_state(key, encoder.encode(wrong))

    emit = await cache.lookup(request("what is 12*24"))
    assert emit.topic is Topic.CACHE_MISS and emit.outcome == "miss:recheck"  # the next stage answers
    assert emit.envelope.answer is None
    ((withdrawn_key, value),) = cache.written
    withdrawn = decoder.decode(value)
    assert withdrawn_key.decode() == key and withdrawn.withdrawn and "289" in withdrawn.answer.text
    await cache.replicated()
    assert (await cache.lookup(request("what is 12*24"))).outcome == "miss"


async def test_a_cached_computation_is_not_served_while_the_sandbox_cannot_check_it(
        step_settings, embedder) -> None:
    answers = {"up": False}

    async def check(task):
        if answers["up"]:
            return SandboxResult(status="ok", value="288")
        return SandboxResult(status="error", error=ErrorInfo(code="UNAVAILABLE", message="down"))

    cache = CacheReplica(step_settings, embedder, check=check)
    await cache.start()
    try:
        await _cached(cache, computed("what is 12*24", "12*24", "288"))
        emit = await cache.lookup(request("what is 12*24"))
        assert emit.topic is Topic.CACHE_MISS and emit.outcome == "miss:recheck"
        assert cache.written == []  # nothing says the entry is wrong: it stays
        answers["up"] = True
        assert (await cache.lookup(request("what is 12*24"))).outcome == "hit"
    finally:
        await cache.stop()
