"""Twins for Chinese knowledge hits (issue 17): at one similarity and one neighbourhood, a true
paraphrase of a cached question is served and a question that asks for an amount or a time
against a yes-or-no one, or another act on the same thing, is not. Shared by the twins and
their blind half (`test_cache_zh_twins.py`, `test_cache_zh_twins_blind.py`)."""

from collections import Counter

from services.cache.bound import ErrorBound
from services.cache.verifier import match_features, match_score
from services.cache.verify import refusal
from services.cache.words import content_words

SIMILARITY = 0.95  # the candidate's; the other seven of its answer a little farther, none other
MAX_ERROR = 0.05  # the bound whose Chinese calibration base decides "served" here


def chinese_base() -> float:
    base = ErrorBound(max_error=MAX_ERROR, confidence=0.9, rival_margin=0.01,
                      start={"knowledge": 1.0, "compute": 0.79}).calibration_base("zh")
    assert base is not None
    return base


def served(request: str, cached: str, other_question: str) -> bool:
    """Would a certified tenant serve `cached`'s answer (whose questions are `cached` and
    `other_question`) to `request`, its nearest at SIMILARITY in a unanimous neighbourhood?"""
    own = Counter(w for text in (cached, other_question) for w in content_words(text))
    if refusal(request, cached, own, []) is not None:
        return False
    neighbours = [("A", SIMILARITY - 0.01 * i) for i in range(8)]
    return match_score(match_features(request, cached, neighbours, own, [])) >= chinese_base()
