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


class Sandbox:
    """The sandbox as the cache asks it over gRPC: `version` of its code, the value it computes
    for 12*24, and how many times it was asked."""

    def __init__(self, version: str, value: str = "288") -> None:
        self.version, self.value, self.calls = version, value, 0

    async def check(self, task) -> SandboxResult:
        self.calls += 1
        return SandboxResult(status="ok", value=self.value, code_version=self.version)

    def computed(self, text: str = "what is 12*24", value: str | None = None):
        """A computation's answer passing by on `responses`, as this sandbox stamped it."""
        env = computed(text, "12*24", value or self.value)
        env.results.sandbox.code_version = self.version
        return env


async def _replica(step_settings, embedder, sandbox: Sandbox, **overrides) -> CacheReplica:
    settings = step_settings.model_copy(update=overrides)
    cache = CacheReplica(settings, embedder, check=sandbox.check)
    await cache.start()
    return cache


async def test_a_value_computed_by_the_sandboxs_current_code_is_served_without_asking_it(
        step_settings, embedder) -> None:
    sandbox = Sandbox("v1")
    cache = await _replica(step_settings, embedder, sandbox)
    try:
        await _cached(cache, sandbox.computed())
        entry = decoder.decode(cache.transport.records(cache.name(Topic.CACHE_STATE))[-1].value)
        assert entry.code_stamp  # the entry keeps which code computed it
        for _ in range(3):
            emit = await cache.lookup(request("What is 12*24?"))
            assert emit.outcome == "hit" and emit.envelope.answer.value == "288"
        assert sandbox.calls == 0
    finally:
        await cache.stop()


async def test_once_the_sandboxs_code_changed_a_cached_value_is_computed_again_and_a_different_one_not_served(
        step_settings, embedder) -> None:
    old = Sandbox("v1")
    new = Sandbox("v2", value="289")  # the new code computes 12*24 differently
    cache = await _replica(step_settings, embedder, new)
    try:
        await _cached(cache, old.computed())
        await cache.remember(new.computed("what is 7*6", "42"))  # v2's result passes by
        emit = await cache.lookup(request("what is 12*24"))
        assert emit.topic is Topic.CACHE_MISS and emit.outcome == "miss:recheck"
        assert emit.envelope.answer is None and new.calls == 1
    finally:
        await cache.stop()


async def test_a_value_of_another_code_that_the_sandbox_confirms_is_served_then_without_asking_again(
        step_settings, embedder) -> None:
    old, new = Sandbox("v1"), Sandbox("v2")
    cache = await _replica(step_settings, embedder, new)
    try:
        before = old.computed()
        before.created_at -= 3600  # cached an hour ago, by the code the sandbox ran then
        await _cached(cache, before)
        assert (await cache.lookup(request("what is 12*24"))).outcome == "hit"
        assert (await cache.lookup(request("what is 12*24"))).outcome == "hit"
        assert new.calls == 1  # the recheck told the current version and confirmed the entry
    finally:
        await cache.stop()


async def test_when_nothing_told_the_sandboxs_version_lately_a_hit_is_computed_again(
        step_settings, embedder) -> None:
    sandbox = Sandbox("v1")
    cache = await _replica(step_settings, embedder, sandbox, cache_sandbox_code_ttl_s=0.0)
    try:
        await _cached(cache, sandbox.computed())
        assert (await cache.lookup(request("what is 12*24"))).outcome == "hit"
        assert (await cache.lookup(request("what is 12*24"))).outcome == "hit"
        assert sandbox.calls == 2
    finally:
        await cache.stop()


async def test_an_old_answer_passing_by_does_not_tell_the_current_version(step_settings, embedder) -> None:
    old, new = Sandbox("v1"), Sandbox("v2", value="289")
    cache = await _replica(step_settings, embedder, new)
    try:
        await _cached(cache, new.computed("what is 7*6", "42"))
        stale = old.computed()
        stale.created_at -= 3600  # a redelivered answer of an hour ago
        await _cached_again(cache, stale)
        emit = await cache.lookup(request("what is 12*24"))
        assert emit.outcome == "miss:recheck" and new.calls == 1
    finally:
        await cache.stop()


async def _cached_again(cache: CacheReplica, env) -> None:
    await cache.remember(env)
    await cache.replicated()


async def test_a_value_changed_after_the_sandbox_computed_it_is_computed_again_not_served(
        step_settings, embedder) -> None:
    sandbox = Sandbox("v1")
    cache = await _replica(step_settings, embedder, sandbox)
    try:
        key = await _cached(cache, sandbox.computed())
        # The entry as a corrupted record would hold it: its stamp kept, its value changed.
        entry = decoder.decode(cache.transport.records(cache.name(Topic.CACHE_STATE))[-1].value)
        wrong = msgspec.structs.replace(entry, answer=msgspec.structs.replace(
            entry.answer, text="12*24 = 289", value="289"))
        await cache.put_state(key, encoder.encode(wrong))
        emit = await cache.lookup(request("what is 12*24"))
        assert emit.outcome == "miss:recheck" and emit.envelope.answer is None
        assert sandbox.calls == 1
    finally:
        await cache.stop()
