"""What the cache may keep: a wrong slow answer that the cache replays is a wrong fast answer.

Kept: answers whose numbers are verified, or that state none. Not kept: an unchecked number,
an answer without provenance that states a number, the demonstration model's answers (unless
DT_CACHE_DEMONSTRATION_ANSWERS). Every entry carries its provenance, through cache.state, onto
every hit."""

import msgspec
import pytest

from dtlib.envelope import Answer, Claim, LlmDraft, Provenance, Route
from services.cache.settings import CacheSettings
from dtlib.topics import Topic
from services.cache.categories import not_cacheable_reason
from services.cache.entry import decoder, encoder, new_entry
from services.cache.keys import request_key

from .helpers import answered, request


def slow_answer(text: str, answer: str, *, verified: bool, unchecked: int = 0,
                demonstration: bool = False):
    """A presented LLM answer as the fuser writes it."""
    env = request(text)
    env.route = Route(path="slow", decided_by="classifier")
    backend, model = ("embedded", "smollm2-135m") if demonstration else ("openai-compatible", "gpt-x")
    env.results.draft = LlmDraft(text=answer, model=model,
                                 claims=[Claim(text=answer, correct=True)] if verified else [])
    env.answer = Answer(status="ok", text=answer, provenance=Provenance(
        path="slow", source="llm", backend=backend, model=model, verified=verified,
        unchecked=unchecked, demonstration=demonstration))
    return env


async def test_an_unchecked_number_is_served_once_and_never_again_from_the_cache(cache) -> None:
    wrong = slow_answer("How many r are in strawberry?", "There are 2 r's in strawberry.",
                        verified=False, unchecked=1)
    await cache.remember(wrong)
    assert cache.written == []
    await cache.replicated()
    emit = await cache.lookup(request("How many r are in strawberry?"))
    assert emit.topic is Topic.CACHE_MISS  # asked again: slow again, never a fast wrong answer


async def test_a_verified_number_is_kept_and_its_hit_says_where_it_first_came_from(cache) -> None:
    first = slow_answer("How many eggs in 12 rows of 24?", "12×24 = 288 eggs.", verified=True)
    await cache.remember(first)
    assert len(cache.written) == 1
    await cache.replicated()  # through the cache.state record, as every replica reads it

    emit = await cache.lookup(request("how many eggs in 12 rows of 24"))
    assert emit.outcome == "hit" and emit.envelope.answer.text == "12×24 = 288 eggs."
    provenance = emit.envelope.answer.provenance
    assert (provenance.source, provenance.first_source, provenance.first_trace_id) == (
        "cache.exact", "llm", first.trace_id)
    assert (provenance.path, provenance.backend, provenance.model, provenance.verified) == (
        "slow", "openai-compatible", "gpt-x", True)
    emit = await cache.lookup(request("how many eggs are in 12 rows of 24 eggs?"))
    assert emit.envelope.route.decided_by == "cache.semantic"
    assert emit.envelope.answer.provenance.source == "cache.semantic"


async def test_an_answer_without_provenance_is_kept_only_when_it_states_no_number(cache) -> None:
    await cache.remember(answered("When is support open?", "From 9:00 to 18:00.", verified=None))
    await cache.remember(answered("What is the total?", "It is 298.", verified=None))
    assert cache.written == []
    await cache.remember(answered("What is dualtrack?", "A request engine.", verified=None))
    ((_, value),) = cache.written
    await cache.replicated()
    # The entry says what is known: which stage answered, and that nothing vouched for it.
    stored = decoder.decode(value).answer.provenance
    assert (stored.path, stored.source, stored.verified) == ("fast", "rule:faq", False)
    emit = await cache.lookup(request("what is dualtrack"))
    assert emit.outcome == "hit" and emit.envelope.answer.provenance.first_source == "rule:faq"


@pytest.mark.parametrize("status", ["uncertain", "error"])
async def test_uncertain_and_error_answers_are_not_kept_even_when_verified(cache, status) -> None:
    env = answered("what is 12*24", "288", compute=True)
    env.answer.status = status
    await cache.remember(env)
    assert cache.written == []


async def test_demonstration_answers_are_not_kept_by_default(cache) -> None:
    await cache.remember(slow_answer("Name a colour of the sky.", "Blue.", verified=True,
                                    demonstration=True))
    assert cache.written == []
    assert (await cache.lookup(request("Name a colour of the sky."))).topic is Topic.CACHE_MISS


def test_a_setting_lets_demonstration_answers_be_kept(settings) -> None:
    env = slow_answer("Name a colour of the sky.", "Blue.", verified=True, demonstration=True)
    assert not_cacheable_reason(env, settings) == "demonstration"
    assert not_cacheable_reason(env, CacheSettings(tracing=False, cache_demonstration_answers=True)) is None
    # Kept only if its numbers would be kept too.
    env = slow_answer("How far is it?", "About 40 km.", verified=False, unchecked=1,
                      demonstration=True)
    assert not_cacheable_reason(env, CacheSettings(tracing=False, cache_demonstration_answers=True)) \
        == "unverified-number"


@pytest.mark.parametrize("answer, value, kept", [
    ("The sky is blue.", None, True),
    ("Payday is 2024-03-15.", None, False),  # a date is a number claim
    ("The meeting is at 14:30.", None, False),
    ("二十三个。", None, False),
    ("Done.", "23", False),  # a machine-readable value counts
])
def test_what_counts_as_stating_a_number(settings, answer, value, kept) -> None:
    env = answered("a question", answer, verified=False)
    env.answer.value = value
    assert (not_cacheable_reason(env, settings) is None) is kept


async def test_an_entry_written_before_provenance_still_loads_and_is_served(cache) -> None:
    old = new_entry(tenant="acme", text="What is dualtrack?", answer=Answer(status="ok", text="An engine."),
                    source_trace_id="ab" * 16, category="knowledge", ttl_s=3600, context_fp="",
                    signature=())
    record = msgspec.json.decode(encoder.encode(old))
    assert "provenance" not in record["answer"]  # the bytes an older replica wrote
    key = request_key(request("What is dualtrack?")).key
    await cache.put_state(key, msgspec.json.encode(record))
    emit = await cache.lookup(request("what is dualtrack"))
    assert emit.outcome == "hit" and emit.envelope.answer.text == "An engine."
    provenance = emit.envelope.answer.provenance
    assert (provenance.source, provenance.verified, provenance.first_trace_id) == (
        "cache.exact", False, "ab" * 16)


async def test_an_old_entry_stating_an_unvouched_number_is_not_served(cache) -> None:
    old = new_entry(tenant="acme", text="How many eggs in a crate?", answer=Answer(status="ok", text="298"),
                    source_trace_id="ef" * 16, category="knowledge", ttl_s=3600, context_fp="",
                    signature=())
    key = request_key(request("How many eggs in a crate?")).key
    await cache.put_state(key, encoder.encode(old))  # loads without error ...
    emit = await cache.lookup(request("How many eggs in a crate?"))
    assert emit.topic is Topic.CACHE_MISS  # ... and is answered afresh, not replayed fast


async def test_an_answer_the_fuser_did_not_present_as_ok_is_never_kept_nor_served(cache) -> None:
    """Issue 15 (trace 75ca10dd8cee5b68304ba06d133e7ee3): "8 / 8 = 1. So, there are 1 students in
    total." checks out as arithmetic but does not answer the request; the fuser's answer to it, as
    it reaches `responses`, is not kept, so no paraphrase is ever served that draft fast."""
    from dualtrack.bench.slowpath_scripted import Case, run_case, scripted_slow_path

    question = "Each bus holds 45 students. The school needs 8 buses. How many students are going?"
    answered_env = await run_case(Case("trace", question, "8 / 8 = 1. So, there are 1 students in total.", None),
                                  *scripted_slow_path())
    assert answered_env.answer.status == "uncertain"
    await cache.remember(answered_env)
    assert cache.written == []
    await cache.replicated()
    emit = await cache.lookup(request(question))
    assert emit.topic is Topic.CACHE_MISS
