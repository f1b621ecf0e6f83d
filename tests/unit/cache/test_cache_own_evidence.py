"""An answer that holds enough evidence of its own stands on it (vCache's idea, issue 17): what a
user notices is that an answer asked often, whose own tests were all right, is served its
paraphrases where its tenant's pooled base is not certified, and that one wrong test, too few
tests, or its entries' deletion takes that away."""

from dtlib.envelope import Answer
from services.cache.bound import LOWEST, STEP, ErrorBound
from services.cache.entry import Entry, Observation, answer_id
from services.cache.shadow import checked

START = {"knowledge": 1.0, "compute": 0.9}
BINS = int(round((1.0 - LOWEST) / STEP)) + 1
# the calibration on new topics: wrong everywhere under 1.0, so it certifies no base for a tenant
NOTHING_CERTIFIED = {"en": ([0] * (BINS - 1) + [100], [100] * (BINS - 1) + [0])}


def bound(max_error: float = 0.01, calibration: dict | None = None) -> ErrorBound:
    return ErrorBound(max_error=max_error, confidence=0.9, rival_margin=0.01, start=START,
                      calibration=NOTHING_CERTIFIED if calibration is None else calibration)


def aid(answer: str) -> str:
    return answer_id(Answer(status="ok", text=answer))


def written(answer: str, nearest: str, score: float = 0.9, similarity: float = 0.8) -> Entry:
    """A question the tenant asked, answered `answer`, whose nearest cached question (the cache as
    it stood would have served it, at `score`) had the answer `nearest`."""
    obs = Observation(similarity, answer == nearest, aid(nearest), score=score)
    return Entry(tenant="acme", text="q", answer=Answer(status="ok", text=answer),
                 source_trace_id="0" * 32, expires_at=1e12, evidence=[obs], category="knowledge")


def asked(b: ErrorBound, answer: str, times: int, nearest: str | None = None, score: float = 0.9,
          prefix: str = "r") -> list[tuple[str, Entry]]:
    added = []
    for i in range(times):
        key, e = f"acme:{prefix}{answer}{i}", written(answer, nearest or answer, score)
        b.add(key, e)
        added.append((key, e))
    return added


def test_an_answer_with_230_right_tests_of_its_own_is_served_on_them_where_its_tenant_is_not():
    b = bound()
    asked(b, "A", 240)
    asked(b, "B", 20)
    a, other = written("A", "A"), written("B", "B")
    assert not b.certified("acme", "knowledge", "en")  # the calibration certifies nothing
    assert b.own_base(a) is not None and LOWEST <= b.own_base(a) <= 0.9
    assert b.score_threshold(a) == b.own_base(a) and b.threshold(a) < START["knowledge"]
    assert b.own_base(other) is None  # 20 tests: its tenant's rule, a strict start
    assert b.threshold(other) == START["knowledge"]


def test_200_right_tests_are_not_enough_at_one_percent_but_are_at_two():
    one, two = bound(0.01), bound(0.02)
    asked(one, "A", 200)
    asked(two, "A", 200)
    assert one.own_base(written("A", "A")) is None  # 0.99^200 = 0.13 > 0.10
    assert two.own_base(written("A", "A")) is not None  # 0.98^200 = 0.02


def test_another_answers_question_whose_nearest_was_this_answer_counts_against_this_answer():
    b = bound()
    asked(b, "A", 240)
    asked(b, "B", 3, nearest="A", prefix="w")  # three questions of B at 0.9 would have got A
    assert b.own_base(written("A", "A")) is None
    assert b.own_base(written("B", "B")) is None  # B holds no test of its own for it
    asked(b, "C", 240)
    asked(b, "D", 3, nearest="C", score=0.7, prefix="w")  # wrong only under 0.75
    assert b.own_base(written("C", "C")) is not None and b.own_base(written("C", "C")) > 0.7


def test_a_disagreeing_shadow_check_of_its_hit_takes_its_standing_away():
    b = bound()
    added = asked(b, "A", 240)
    key, served = added[0]
    assert b.own_base(served) is not None
    b.remove(key, served)
    b.add(key, checked(served, 0.85, False, None, score=0.95))
    assert b.own_base(served) is None


def test_agreeing_shadow_checks_are_tests_of_its_own():
    b = bound()
    added = asked(b, "A", 200)
    assert b.own_base(added[0][1]) is None
    for key, e in added[:40]:
        b.remove(key, e)
        b.add(key, checked(e, 0.85, True, None, score=0.95))
    assert b.own_base(added[0][1]) is not None


def test_deleting_its_entries_takes_their_evidence_with_them():
    b = bound()
    added = asked(b, "A", 240)
    for key, e in added[:20]:
        b.remove(key, e)
    assert b.own_base(written("A", "A")) is None  # 220 left


def test_an_answer_serves_at_the_lower_of_its_own_base_and_its_tenants():
    """The tenant is certified from 0.95 (the calibration is right there); the answer's own 240
    tests at 0.9 let it be served from 0.9, the tenant's other answers stay at 0.95."""
    right_from = int(round((0.95 - LOWEST) / STEP))
    calibration = {"en": ([100 if i >= right_from else 0 for i in range(BINS)],
                          [0 if i >= right_from else 100 for i in range(BINS)])}
    b = bound(calibration=calibration)
    asked(b, "A", 240)
    asked(b, "B", 40, score=0.97)
    assert b.certified("acme", "knowledge", "en")
    assert b.score_threshold(written("B", "B")) >= 0.95
    assert b.score_threshold(written("A", "A")) <= 0.9
