"""The error bound: what a user notices is which paraphrases are served, and that evidence of a
wrong answer nearby stops them."""

import pytest

from dtlib.envelope import Answer
from dtlib.text import language
from services.cache.bound import LOWEST, STEP, ErrorBound, error_bound, within_bound
from services.cache.entry import Entry, Observation, answer_id
from services.cache.lookup import Lookup
from services.cache.settings import CacheSettings
from services.cache.shadow import checked

from .helpers import answered, new_store, remember, request

START = {"knowledge": 0.9, "compute": 0.9}


def bound(**overrides) -> ErrorBound:
    options = {"max_error": 0.01, "confidence": 0.9, "rival_margin": 0.01, "start": START} | overrides
    return ErrorBound(**options)


def entry(answer: str, *evidence: Observation, text: str = "q", category: str = "compute") -> Entry:
    """A computation unless told: its bound is on the similarity (a knowledge answer's is on the
    match score, tested below)."""
    return Entry(tenant="acme", text=text, answer=Answer(status="ok", text=answer),
                 source_trace_id="0" * 32, expires_at=1e12, evidence=list(evidence), category=category)


def aid(answer: str) -> str:
    return answer_id(Answer(status="ok", text=answer))


def test_zero_wrong_of_enough_is_within_the_bound_and_one_wrong_of_few_is_not():
    assert within_bound(0, 230, 0.01, 0.9)  # (0.99)^230 ≈ 0.099 ≤ 0.1
    assert not within_bound(0, 200, 0.01, 0.9)
    assert not within_bound(1, 50, 0.01, 0.9)
    assert not within_bound(3, 100, 0.01, 0.9)


def test_a_new_answer_starts_at_the_strict_start_threshold():
    b = bound()
    lone = entry("A")
    b.add("acme:1", lone)
    assert b.threshold(lone) == START["compute"]


def test_with_little_evidence_the_base_is_the_start_threshold():
    b = bound()
    first = entry("A")
    second = entry("A", Observation(0.8, True, aid("A")))
    b.add("acme:1", first)
    b.add("acme:2", second)
    assert b.base("acme", "compute", "en") == START["compute"]
    assert b.threshold(second) == START["compute"]


def test_enough_right_neighbours_teach_a_lower_threshold_and_wrong_ones_raise_it_again():
    b = bound()
    for i in range(300):  # 300 questions whose nearest cached question (at 0.8) had their answer
        b.add(f"acme:r{i}", entry(f"A{i % 10}", Observation(0.8, True, aid(f"A{i % 10}"))))
    learned = b.base("acme", "compute", "en")
    assert learned <= 0.8
    for i in range(10):  # then 10 whose nearest at 0.8 had another answer
        b.add(f"acme:w{i}", entry(f"B{i}", Observation(0.8, False, aid("A0"))))
    assert b.base("acme", "compute", "en") > 0.8


def test_near_duplicates_at_the_top_do_not_vouch_for_a_band_where_wrong_answers_are_common():
    b = bound(max_error=0.05)
    for i in range(600):  # near duplicates, always right
        b.add(f"acme:r{i}", entry(f"A{i % 10}", Observation(0.95, True, aid(f"A{i % 10}"))))
    for i in range(30):  # at 0.70, 12 wrong of 42: 2 % over everything above, 29 % at 0.70
        b.add(f"acme:m{i}", entry(f"A{i % 10}", Observation(0.70, True, aid(f"A{i % 10}"))))
    for i in range(12):
        b.add(f"acme:w{i}", entry(f"B{i}", Observation(0.70, False, aid("A0"))))
    assert b.base("acme", "compute", "en") > 0.70


def test_two_wrong_among_a_few_near_duplicates_do_not_forbid_what_all_the_evidence_certifies():
    # 2 wrong of 48 at the top is "worse than 1 %" at 90 % in that band alone, as one band of
    # eight tested by chance can be; 2 wrong of 948 certifies 1 % for everything at 0.96 and above
    b = bound(start={"knowledge": 1.0, "compute": 1.0})
    for i in range(46):
        b.add(f"acme:t{i}", entry(f"A{i % 10}", Observation(0.995, True, aid(f"A{i % 10}"))))
    for i in range(2):
        b.add(f"acme:w{i}", entry(f"B{i}", Observation(0.995, False, aid("A0"))))
    for i in range(900):
        b.add(f"acme:r{i}", entry(f"A{i % 10}", Observation(0.96, True, aid(f"A{i % 10}"))))
    assert b.base("acme", "compute", "en") <= 0.96


def test_by_default_a_new_tenant_is_not_served_a_paraphrase_on_two_questions(embedder):
    settings = CacheSettings(tracing=False)
    store = new_store(embedder, bound=error_bound(settings))
    lookup = Lookup(store, embedder, settings)
    remember(store, embedder, settings, answered("where is my new card", "It ships in 3 days."))
    remember(store, embedder, settings, answered("where is my new bank card", "It ships in 3 days."))
    assert lookup.find(request("where is my new card")).hit is not None  # the exact repeat
    outcome = lookup.find(request("where is my card"))
    assert outcome.hit is None and outcome.reason in ("below-threshold", "below-score")


def test_a_rival_answer_seen_close_lifts_that_answers_threshold_above_it():
    b = bound(rival_margin=0.01)
    for i in range(600):
        b.add(f"acme:r{i}", entry("A", Observation(0.7, True, aid("A"))))
    for i in range(300):
        b.add(f"acme:n{i}", entry("A", Observation(0.86, True, aid("A"))))
    a = entry("A")
    assert b.threshold(a) < 0.8
    # "where is my card" (A) and "my card has not arrived" (B) sat at 0.86: A now needs ≥ 0.87
    b.add("acme:b", entry("B", Observation(0.86, False, aid("A"))))
    assert b.threshold(a) == pytest.approx(0.87)


def test_deleting_the_rival_takes_its_evidence_with_it():
    b = bound()
    a = entry("A", Observation(0.7, True, aid("A")))
    b.add("acme:a", a)
    rival = entry("B", Observation(0.95, False, aid("A")))
    b.add("acme:b", rival)
    assert b.threshold(a) >= 0.96
    b.remove("acme:b", rival)
    assert b.threshold(a) == START["compute"]


def test_a_disagreeing_shadow_check_tightens_the_entry_above_the_similarity_it_served_at():
    b = bound()
    a = entry("A", Observation(0.9, True, aid("A")))
    b.add("acme:a", a)
    before = b.threshold(a)
    tightened = checked(a, 0.93, False, None)
    b.remove("acme:a", a)
    b.add("acme:a", tightened)
    assert before <= 0.93 < b.threshold(tightened)


def test_a_paraphrase_of_an_answer_with_a_close_rival_misses(embedder):
    """End to end through the store: the tenant saw "my card has not arrived" get another answer
    close to "where is my card"; the paraphrase that sits between them is not served."""
    settings = CacheSettings(tracing=False, cache_threshold_knowledge=0.6, cache_sure_match=1.0)
    uncalibrated = ErrorBound(max_error=0.01, confidence=0.9, rival_margin=0.01, sure_match=1.0,
                              start={"knowledge": 0.6, "compute": 0.79}, calibration=NO_CALIBRATION)
    store = new_store(embedder, bound=uncalibrated)  # no base: the similarity and rivals decide
    lookup = Lookup(store, embedder, settings)
    remember(store, embedder, settings, answered("where is my new card", "It ships in 3 days."))
    remember(store, embedder, settings, answered("where is my new bank card", "It ships in 3 days."))
    assert lookup.find(request("where is my card")).hit is not None  # at 0.85
    # the slow path answered a closer question (0.87 from the cached one) differently
    remember(store, embedder, settings,
             answered("where is my new card, it is overdue", "We send a new one."))
    assert lookup.find(request("where is my card")).hit is None


def knowledge(answer: str, similarity: float, agrees: bool, score: float = -1.0, other: str = "A",
              text: str = "q") -> Entry:
    return entry(answer, Observation(similarity, agrees, aid(other), score=score), category="knowledge", text=text)


NO_CALIBRATION: dict = {}


def counts(right_from: float) -> tuple[list[int], list[int]]:
    """Calibration counts: 100 right in each bin from `right_from` up, 100 wrong in each below."""
    bins = int(round((1.0 - LOWEST) / STEP)) + 1
    edge = int(round((right_from - LOWEST) / STEP))
    return [100 if i >= edge else 0 for i in range(bins)], [100 if i < edge else 0 for i in range(bins)]


def calibration(right_from: float) -> dict:
    return {"en": counts(right_from)}


def certified_knowledge(right_from: float = 0.6, evidence: int = 600, score: float = 0.9,
                        text: str = "q", b: ErrorBound | None = None) -> ErrorBound:
    """A tenant whose questions (`text`), nearest answers at similarity 0.8 and `score`, were right."""
    b = b or bound(calibration=calibration(right_from))
    for i in range(evidence):
        b.add(f"acme:{text}{i}", knowledge(f"A{i % 10}", 0.8, True, score=score, other=f"A{i % 10}", text=text))
    return b


def scored_base(b: ErrorBound, text: str = "q") -> float:
    """The match score an English (or `text`'s language) knowledge answer must reach (0: none certified)."""
    return b.score_threshold(knowledge("A0", 0.8, True, text=text))


def test_a_knowledge_answer_is_certified_on_the_match_score_not_the_similarity():
    b = certified_knowledge()
    assert b.certified("acme", "knowledge", "en")
    assert 0.6 <= scored_base(b) <= 0.9
    scored, old = bound(calibration=NO_CALIBRATION), bound(calibration=NO_CALIBRATION)
    for i in range(600):  # evidence without scores (records from before them) counts for no base
        scored.add(f"acme:r{i}", knowledge(f"A{i % 10}", 0.8, True, score=0.9, other=f"A{i % 10}"))
        old.add(f"acme:r{i}", knowledge(f"A{i % 10}", 0.8, True, other=f"A{i % 10}"))
    assert scored.certified("acme", "knowledge", "en") and not old.certified("acme", "knowledge", "en")


def test_the_calibration_on_new_topics_keeps_the_scored_base_where_it_is_right():
    """Wrong answers to new topics below 0.95 in the calibration: a tenant whose own questions
    never saw one is still not served there."""
    b = certified_knowledge(right_from=0.95, score=0.97)
    assert b.certified("acme", "knowledge", "en") and scored_base(b) >= 0.95


def test_a_tenants_own_tests_do_not_dilute_what_the_calibration_says_of_new_topics():
    """2 wrong of 202 new-topic questions at 0.9 does not show 1 %; 2 000 of the tenant's own,
    all on topics it had seen and all right, must not make it look as if it did."""
    bins = int(round((1.0 - LOWEST) / STEP)) + 1
    at = int(round((0.9 - LOWEST) / STEP))
    right, wrong = [0] * bins, [0] * bins
    right[at], wrong[at] = 200, 2
    b = certified_knowledge(evidence=2000, score=0.9, b=bound(calibration={"en": (right, wrong)}))
    assert not b.certified("acme", "knowledge", "en")
    right[at] = 600  # 2 wrong of 602 does
    assert certified_knowledge(evidence=2000, score=0.9, b=bound(calibration={"en": (right, wrong)})) \
        .certified("acme", "knowledge", "en")


def test_a_tenant_needs_its_own_tests_above_the_base_however_good_the_calibration():
    assert not certified_knowledge(evidence=20).certified("acme", "knowledge", "en")
    assert certified_knowledge(evidence=40).certified("acme", "knowledge", "en")


def test_only_a_nearest_the_cache_would_have_served_and_scored_on_the_scale_is_a_test_of_its_own():
    # a nearest refused whatever the base (its guard above its similarity: an answer not confirmed
    # yet, the second look) says nothing of serving at a score, and one scored under LOWEST counts
    # toward no base: why the Chinese neighbours hold 46 tests of 220 questions (docs/bench/cache.md)
    b = certified_knowledge(evidence=20)
    for i in range(20):
        refused = Observation(0.8, True, aid(f"A{i % 10}"), guard=0.98, score=0.9)
        b.add(f"acme:g{i}", entry(f"A{i % 10}", refused, category="knowledge"))
        b.add(f"acme:l{i}", knowledge(f"A{i % 10}", 0.8, True, score=LOWEST - 0.01, other=f"A{i % 10}"))
    assert b.evidence_count("acme", "knowledge", "en") == (20, 0)
    assert not b.certified("acme", "knowledge", "en")
    for i in range(20):
        b.add(f"acme:s{i}", knowledge(f"A{i % 10}", 0.8, True, score=0.9, other=f"A{i % 10}"))
    assert b.certified("acme", "knowledge", "en")


def test_what_a_tenant_lacks_is_told_its_own_tests_at_the_least_base_the_calibration_certifies():
    b = certified_knowledge(right_from=0.8, evidence=20, score=0.9)
    for i in range(50):  # 50 more, scored under that base: they cannot certify it
        b.add(f"acme:low{i}", knowledge(f"A{i % 10}", 0.8, True, score=0.7, other=f"A{i % 10}"))
    least = b.calibration_base("en")
    assert least is not None and 0.8 <= least <= 0.9
    assert b.evidence_count("acme", "knowledge", "en") == (70, 0)
    assert b.evidence_count("acme", "knowledge", "en", at_least=least) == (20, 0)
    assert not b.certified("acme", "knowledge", "en")
    assert bound(calibration=NO_CALIBRATION).calibration_base("en") is None


def test_a_tenant_whose_own_evidence_is_worse_than_the_calibration_is_not_served_there():
    b = certified_knowledge(evidence=100, score=0.9)
    assert scored_base(b) <= 0.9
    for i in range(10):  # 10 of its questions at score 0.9 got another answer
        b.add(f"acme:w{i}", knowledge(f"B{i}", 0.8, False, score=0.9, other="A0"))
    assert scored_base(b) > 0.9 or not b.certified("acme", "knowledge", "en")


def test_once_certified_a_rival_question_is_left_to_the_score_but_a_wrong_shadow_check_floors_it():
    b = certified_knowledge()
    a = knowledge("A0", 0.8, True, score=0.9, other="A0")
    b.add("acme:b", knowledge("B", 0.93, False, score=0.2, other="A0"))  # a rival question at 0.93
    assert b.threshold(a) < 0.93
    b.add("acme:a", a)
    b.remove("acme:a", a)
    tightened = checked(a, 0.95, False, None, score=0.97)
    b.add("acme:a", tightened)
    assert b.threshold(tightened) > 0.95


def per_bin(right_from: float, right: int, wrong_from: float = 1.0, wrong: int = 0) -> tuple[list[int], list[int]]:
    """Calibration counts: `right` in each bin from `right_from` up, `wrong` in each bin from
    `wrong_from` to `right_from`, and 100 wrong in each bin below both."""
    bins = int(round((1.0 - LOWEST) / STEP)) + 1
    low, high = int(round((wrong_from - LOWEST) / STEP)), int(round((right_from - LOWEST) / STEP))
    return ([right if i >= high else 0 for i in range(bins)],
            [wrong if low <= i < high else (100 if i < min(low, high) else 0) for i in range(bins)])


def test_a_language_with_few_calibration_questions_near_the_top_is_certified_with_every_languages():
    """110 Chinese calibration questions from 0.95 up, none wrong, cannot show 1 % by themselves
    (0 wrong needs 230); with the English ones, right there as well, they can."""
    zh = "退款多久到账"
    alone = certified_knowledge(evidence=40, score=0.97, text=zh, b=bound(calibration={"zh": per_bin(0.95, 10)}))
    assert not alone.certified("acme", "knowledge", "zh")
    pooled = bound(calibration={"en": per_bin(0.95, 100), "zh": per_bin(0.95, 10)})
    certified_knowledge(evidence=40, score=0.97, text=zh, b=pooled)
    assert pooled.certified("acme", "knowledge", "zh") and 0.95 <= scored_base(pooled, zh) <= 0.97


def test_a_language_whose_own_calibration_is_worse_than_the_bound_is_not_served_there():
    """Every language's calibration together is right from 0.9 up (1 wrong in 250), but the
    Chinese one holds 1 wrong in 21 between 0.9 and 0.95: English paraphrases are served from
    0.9, Chinese ones only where their own share is within 1 % (from 0.94: 2 wrong of 262)."""
    zh = "退款多久到账"
    b = bound(calibration={"en": per_bin(0.9, 100), "zh": per_bin(0.95, 20, wrong_from=0.9, wrong=1)})
    certified_knowledge(score=0.92, b=b)
    certified_knowledge(score=0.97, text=zh, b=b)
    certified_knowledge(score=0.92, text=zh, b=b)
    assert scored_base(b) <= 0.9
    assert b.certified("acme", "knowledge", "zh") and scored_base(b, zh) == 0.94


def test_a_language_without_a_calibration_borrows_every_languages_and_still_needs_its_own_tests():
    """No Chinese in the calibration: a Chinese tenant is certified by the English calibration
    where it is right (not below 0.95), and only with enough of its own tests, none wrong."""
    zh = "退款多久到账"
    b = bound(calibration=calibration(0.95))
    certified_knowledge(evidence=40, score=0.97, text=zh, b=b)
    assert b.certified("acme", "knowledge", "zh") and scored_base(b, zh) >= 0.95
    few = bound(calibration=calibration(0.6))
    assert not certified_knowledge(evidence=20, score=0.97, text=zh, b=few).certified("acme", "knowledge", "zh")
    worse = certified_knowledge(evidence=40, score=0.97, text=zh, b=bound(calibration=calibration(0.6)))
    for i in range(10):  # 10 of its own Chinese questions at 0.97 had another answer
        worse.add(f"acme:w{i}", knowledge(f"B{i}", 0.8, False, score=0.97, other="A0", text=zh))
    assert not worse.certified("acme", "knowledge", "zh") or scored_base(worse, zh) > 0.97


def test_at_the_default_bound_the_shipped_calibration_serves_english_and_chinese_paraphrases_near_the_top():
    """δ = 1 %, the calibration `dualtrack train cache-verifier` wrote: a tenant whose own
    questions were answered right is served its paraphrases scored near the top, in English and
    in Chinese (the languages' calibrations counted together), and not below 0.9 in either."""
    default = CacheSettings()
    assert default.cache_max_error == 0.01 and default.cache_confidence == 0.9
    for text in ("q", "退款多久到账"):
        shipped = certified_knowledge(evidence=100, score=0.97, text=text, b=error_bound(default))
        assert shipped.certified("acme", "knowledge", language(text))
        assert 0.9 <= scored_base(shipped, text) <= 0.97


def test_the_opposite_question_misses_even_at_a_sure_match(embedder):
    """"定时下架" and "定时上架" embed at 0.99, above the sure match where the second look is skipped: one word
    makes them opposite questions, so the cached answer of one never serves the other; a paraphrase still hits."""
    settings = CacheSettings(tracing=False, cache_threshold_knowledge=0.6, cache_sure_match=0.6)
    uncalibrated = ErrorBound(max_error=0.01, confidence=0.9, rival_margin=0.01, sure_match=0.6,
                              start={"knowledge": 0.6, "compute": 0.79}, calibration=NO_CALIBRATION)
    store = new_store(embedder, bound=uncalibrated)
    lookup = Lookup(store, embedder, settings)
    remember(store, embedder, settings, answered("商品怎么设置定时上架", "在商品编辑页选择定时上架时间。"))
    remember(store, embedder, settings, answered("how do I enable two-factor login", "Settings > Security > Enable."))
    assert lookup.find(request("商品怎么设置定时下架")).hit is None
    assert lookup.find(request("how do I disable two-factor login")).hit is None
    assert lookup.find(request("how can I enable two-factor login")).hit is not None
