"""The match score: a cached answer whose neighbourhood agrees with it scores higher than one
surrounded by other answers, and new words lower it (what decides a knowledge hit once the
tenant's evidence certifies a base: bound.py)."""

from collections import Counter

from dtlib.envelope import Envelope
from services.cache.shadow import shadow_of
from services.cache.verifier import FEATURES, SPLIT_PENALTY, match_features, match_score
from services.cache.words import asks, content_words

CARD = Counter(content_words("where is my card") | content_words("my card has not come yet"))


def score(request: str, neighbours, own=CARD, rivals=()) -> float:
    return match_score(match_features(request, "where is my card", neighbours, own, list(rivals)))


def test_agreeing_neighbours_score_higher_than_rival_ones_at_the_same_similarity():
    agreeing = [("A", 0.9), ("A", 0.88), ("A", 0.87), ("B", 0.7)]
    contested = [("A", 0.9), ("B", 0.89), ("C", 0.88), ("B", 0.87)]
    assert score("where's my card", agreeing) > score("where's my card", contested)


def test_a_word_no_question_of_the_answer_uses_lowers_the_score():
    neighbours = [("A", 0.9), ("A", 0.88), ("B", 0.8)]
    assert score("where is my card refund", neighbours) < score("where is my card", neighbours)


def test_the_score_rises_with_the_similarity():
    low = score("where's my card", [("A", 0.8), ("B", 0.7)])
    high = score("where's my card", [("A", 0.95), ("B", 0.7)])
    assert 0.0 <= low < high <= 1.0


def test_a_shadow_copy_carries_its_score_and_one_sent_before_scores_still_reads():
    new = Envelope(trace_id="1" * 32, text="q", tenant="acme", request_id="cache.shadow:0.9100,0.9700:acme:abc")
    old = Envelope(trace_id="1" * 32, text="q", tenant="acme", request_id="cache.shadow:0.9100:acme:abc")
    assert shadow_of(new) == ("acme:abc", 0.91, 0.97)
    assert shadow_of(old) == ("acme:abc", 0.91, -1.0)


REFUND_WHEN = Counter(content_words("退款多久能到账") | content_words("退款什么时候到账"))


def test_a_chinese_word_no_question_of_the_answer_uses_lowers_the_score():
    # 汇款 (a transfer) is not 退款 (a refund): the Chinese words are read, not only the English ones
    neighbours = [("A", 0.8), ("A", 0.78), ("B", 0.6)]
    asked = match_score(match_features("退款几天能到账", "退款多久能到账", neighbours, REFUND_WHEN, []))
    other = match_score(match_features("汇款几天能到账", "退款多久能到账", neighbours, REFUND_WHEN, []))
    assert other < asked


def test_asking_for_the_users_name_is_not_asking_for_the_assistants():
    names = Counter(content_words("what should i call you") | content_words("what is your name"))
    neighbours = [("A", 0.9), ("A", 0.88), ("B", 0.7)]
    mine = match_score(match_features("what do you call me", "what should i call you", neighbours, names, []))
    same = match_score(match_features("what should i call you then", "what should i call you", neighbours, names, []))
    assert mine < same


def test_asking_when_is_not_asking_how():
    refund = Counter(content_words("退款怎么申请") | content_words("如何申请退款"))
    neighbours = [("A", 0.85), ("A", 0.8), ("B", 0.6)]
    when = match_score(match_features("退款多久到账", "退款怎么申请", neighbours, refund, []))
    how = match_score(match_features("退款怎么弄", "退款怎么申请", neighbours, refund, []))
    assert when < how
    assert asks("how long will my refund take") == {"when"} and asks("how do I get a refund") == {"how"}
    assert asks("somehow it broke") == set()


def test_one_other_answer_among_the_neighbours_costs_the_split_penalty_however_far_it_is():
    # at the top of the scale a split neighbourhood holds most wrong answers: the score drops by
    # SPLIT_PENALTY, on top of what the regression weighs the agreeing share
    unanimous = match_features("where's my card", "where is my card", [("A", 0.95)] * 8, CARD, [])
    split = list(unanimous)
    split[FEATURES.index("agreeing_share")] = 7 / 8
    assert match_score(unanimous) - match_score(split) >= SPLIT_PENALTY
