"""Exact then semantic lookups: isolation between tenants and contexts, and no near-miss hits."""

import pytest

from services.cache.lookup import Lookup

from .helpers import answered, new_store, remember, request


@pytest.fixture
def cache(embedder, settings):
    store = new_store(embedder)
    return store, Lookup(store, embedder, settings)


def test_a_repeat_with_other_case_width_and_punctuation_is_an_exact_hit(cache, embedder, settings):
    store, lookup = cache
    remember(store, embedder, settings, answered("What is dualtrack?", "An engine."))
    outcome = lookup.find(request("  ＷＨＡＴ is   DUALTRACK？？"))
    assert outcome.hit is not None and outcome.hit.kind == "exact"
    assert outcome.hit.entry.answer.text == "An engine."


def test_tenants_never_share_an_entry(cache, embedder, settings):
    store, lookup = cache
    remember(store, embedder, settings, answered("what are your support hours", "9 to 6", tenant="acme"))
    assert lookup.find(request("what are your support hours", tenant="acme")).hit is not None
    assert lookup.find(request("what are your support hours", tenant="globex")).hit is None
    assert lookup.find(request("when is support open", tenant="globex")).hit is None


def test_a_context_key_that_changes_the_answer_separates_entries(cache, embedder, settings):
    store, lookup = cache
    remember(store, embedder, settings, answered("who owns this project", "Ann", project="alpha"))
    assert lookup.find(request("who owns this project", project="alpha")).hit is not None
    assert lookup.find(request("who owns this project", project="beta")).hit is None
    assert lookup.find(request("who owns this project")).hit is None


def test_ignored_context_keys_do_not_separate(embedder, settings):
    settings = settings.model_copy(update={"cache_context_ignored_keys": "client"})
    store = new_store(embedder)
    remember(store, embedder, settings, answered("who owns this project", "Ann", client="web"))
    assert Lookup(store, embedder, settings).find(request("who owns this project", client="cli")).hit


def test_a_paraphrase_is_a_semantic_hit(cache, embedder, settings):
    store, lookup = cache
    remember(store, embedder, settings, answered("how do I reset my password", "Use the link."))
    outcome = lookup.find(request("how can I reset my password?"))
    assert outcome.hit is not None and outcome.hit.kind == "semantic"
    assert outcome.hit.similarity >= settings.cache_threshold_knowledge


@pytest.mark.parametrize("cached, asked", [
    ("12*24", "12*25"),
    ("what is 12*24", "what is 12*25"),
    ("2023-12-31 到 2024-03-15 有多少天", "2023-12-31 到 2024-03-16 有多少天"),
    ("99 × 101", "99 × 102"),
    ("99 × 101 等于多少", "99 × 102 等于多少"),
    ("reverse the string 'hello world'", "reverse the string 'hello there'"),
    ("把“你好世界”反过来", "把“你好中国”反过来"),
    ("what is 12-5", "what is 5-12"),
    ("convert 5 km to miles", "convert 5 km to feet"),
])
def test_near_misses_never_hit(cache, embedder, settings, cached, asked):
    store, lookup = cache
    remember(store, embedder, settings, answered(cached, "cached answer", compute=True))
    outcome = lookup.find(request(asked))
    assert outcome.hit is None
    assert outcome.reason == "no-neighbours"  # not even compared: the numbers differ


def test_the_same_computation_reworded_is_a_hit(cache, embedder, settings):
    store, lookup = cache
    remember(store, embedder, settings, answered("what is 12*24", "288", compute=True))
    outcome = lookup.find(request("what's 12 times 24?"))
    assert outcome.hit is not None and outcome.hit.entry.answer.text == "288"


def test_live_questions_are_only_answered_by_exact_repeats(cache, embedder, settings):
    store, lookup = cache
    entry = remember(store, embedder, settings, answered("what is the weather today", "Sunny"))
    assert entry is not None and entry.category == "live" and entry.expires_at - entry.created_at == 30.0
    assert lookup.find(request("what is the weather today")).hit is not None
    assert lookup.find(request("how is the weather today")).reason == "live"


def test_personal_answers_are_never_cached_nor_served(cache, embedder, settings):
    store, lookup = cache
    assert remember(store, embedder, settings, answered("what is my balance", "$5", user_id="u1")) is None
    assert lookup.find(request("what is my balance", user_id="u1")).reason == "personal"


def test_expired_entries_are_not_served(cache, embedder, settings):
    store, lookup = cache
    entry = remember(store, embedder, settings, answered("how do I reset my password", "link"))
    assert lookup.find(request("how do I reset my password"), now=entry.expires_at - 1).hit
    assert lookup.find(request("how can I reset my password"), now=entry.expires_at + 1).hit is None
    assert lookup.find(request("how do I reset my password"), now=entry.expires_at + 1).hit is None


def test_exact_only_when_semantic_is_off(embedder, settings):
    settings = settings.model_copy(update={"cache_semantic": False})
    store = new_store(embedder)
    remember(store, embedder, settings, answered("how do I reset my password", "link"))
    lookup = Lookup(store, embedder, settings)
    assert lookup.find(request("how can I reset my password")).reason == "exact-only"


def test_a_question_in_another_language_never_gets_this_ones_answer(cache, embedder, settings):
    store, lookup = cache
    remember(store, embedder, settings, answered("how do I reset my password", "Use the link."))
    assert lookup.find(request("我怎么重置密码")).reason == "no-neighbours"


@pytest.mark.parametrize("cached, asked", [
    ("why can I use a disposable card", "why can't I use a disposable card"),
    ("my card payment was declined", "my card payment wasn't declined"),
    ("退款已经到账了", "退款还没到账"),
    ("what is 12*24", "is 12*24 even"),
])
def test_a_negated_or_yes_no_form_never_gets_the_other_forms_answer(cache, embedder, settings, cached, asked):
    store, lookup = cache
    remember(store, embedder, settings, answered(cached, "cached answer"))
    assert lookup.find(request(asked)).reason == "no-neighbours"
