"""The Chinese set with neighbouring intents (data/cache/eval_zh_neighbours.json): it loads, its
evaluation is balanced over intents with a third never cached, and no question of it is one of
the calibration's or the Chinese FAQ's (the cache would have learned from it)."""

from collections import Counter

from dualtrack.bench.cache_data_zh import (ZH_CLUSTERS, chinese_calibration, chinese_neighbours,
                                        chinese_neighbours_intents)
from services.cache.normalise import cache_text


def test_the_set_is_three_domains_of_neighbouring_intents_each_question_once():
    domains = chinese_neighbours_intents()
    assert len(domains) == 3
    intents = [intent for by_intent in domains.values() for intent in by_intent]
    assert 30 <= len(intents) == len(set(intents)) <= 40
    questions = [cache_text(t) for by_intent in domains.values() for texts in by_intent.values() for t in texts]
    assert len(questions) == len(set(questions))
    assert all(15 <= len(texts) <= 20 for by_intent in domains.values() for texts in by_intent.values())


def test_no_question_is_one_of_the_calibrations_or_the_faqs():
    questions = {cache_text(t) for by_intent in chinese_neighbours_intents().values()
                 for texts in by_intent.values() for t in texts}
    assert not questions & {cache_text(t) for t, _ in chinese_calibration()}
    assert not questions & {cache_text(t) for texts in ZH_CLUSTERS.values() for t in texts}


def test_the_evaluation_is_balanced_a_third_never_cached_and_apart_from_fill_and_traffic():
    scenario = chinese_neighbours(seed=2)
    per_answer = Counter(a for _, a, kind in scenario.queries if kind == "paraphrase")
    assert len(set(per_answer.values())) == 1  # every seen intent evaluated on as many questions
    cached = {a for _, a in scenario.entries}
    assert set(per_answer) == cached == {a for _, a in scenario.traffic}
    unseen = [q for q in scenario.queries if q[2] == "unseen intent"]
    assert unseen and all(a is None for _, a, _ in unseen)
    assert len(Counter(q for q, _, _ in unseen)) == len(unseen)
    # a third of every domain's intents is never cached
    domains = chinese_neighbours_intents()
    for domain, by_intent in domains.items():
        held = {a for a in cached if a.startswith(f"答案:{domain}:")}
        assert len(held) == len(by_intent) * 2 // 3
    asked_before = {cache_text(t) for t, _ in scenario.entries + scenario.traffic}
    assert not asked_before & {cache_text(q) for q, _, _ in scenario.queries}
