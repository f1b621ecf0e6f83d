"""`dualtrack bench cache` picks GPTCache's threshold as a user could, on the traffic, and reports
it on the evaluation part (where it may break the bound), apart from its best case in hindsight."""

from dualtrack.bench.cache import chosen_on_traffic, lost_by_gate
from dualtrack.bench.cache_report import best_within


def row(threshold: float, right: int, wrong: int) -> dict:
    return {"threshold": threshold, "right": right, "wrong": wrong, "hit_rate": right / 100,
            "wrong_rate": wrong / max(right + wrong, 1)}


GPTCACHE = {
    "traffic_sweep": [row(0.90, 50, 2), row(0.95, 30, 0), row(1.0, 5, 0)],
    "sweep": [row(0.90, 40, 4), row(0.95, 25, 3), row(1.0, 4, 0)],
}


def test_the_threshold_is_chosen_on_the_traffic_and_reported_on_the_evaluation_part():
    picked = chosen_on_traffic(GPTCACHE, 0.01)
    assert picked["threshold"] == 0.95 and picked["wrong"] == 3  # over δ on the evaluation part
    assert picked["traffic"]["wrong"] == 0
    assert chosen_on_traffic(GPTCACHE, 0.05)["threshold"] == 0.90
    assert best_within(GPTCACHE["sweep"], 0.01)["threshold"] == 1.0  # hindsight picks otherwise


def test_no_threshold_when_the_traffic_breaks_the_bound_at_every_one():
    assert chosen_on_traffic({"traffic_sweep": [row(0.9, 10, 5)], "sweep": [row(0.9, 10, 5)]}, 0.01) is None


def test_what_gptcache_serves_right_and_the_cache_refuses_is_counted_by_the_gate_that_refused_it():
    gptcache = {"by_query": {"a": (0.95, True), "b": (0.92, True), "c": (0.91, True), "d": (0.99, False),
                             "e": (0.85, True), "f": None, "g": (0.97, True)}}
    ours = {"by_query": {"a": "semantic", "b": "below-score", "c": "second-look:opposites", "d": "semantic",
                         "e": "below-score", "f": "no-neighbours", "g": "wrong answer"}}
    lost = lost_by_gate(ours, gptcache, 0.9)
    assert lost["gptcache_right"] == 4 and lost["both_right"] == 1  # d: GPTCache wrong; e: under its threshold
    assert lost["gates"] == {"match score under the base (the calibration)": 1, "second look: opposites": 1,
                             "served another answer": 1}


def test_each_part_holds_distinct_questions_and_no_evaluation_question_was_filled_or_asked_before():
    from dualtrack.bench.cache_data import Scenario, distinct

    scenario = distinct(Scenario(
        "s", "knowledge", "en",
        entries=[("Where is my card?", "a")],
        traffic=[("how do I pay", "b"), ("How do I  pay?", "b"), ("where is my card", "a")],
        queries=[("where is my card?!", "a", "paraphrase"), ("when will it come", "a", "paraphrase"),
                 ("When will it come", "a", "paraphrase")],
        spare=[("how do i pay", "b"), ("my card, where is it", "a")]))
    assert scenario.traffic == [("how do I pay", "b")]  # a repeat is one test, not two
    assert [q for q, _, _ in scenario.queries] == ["when will it come"]
    assert scenario.spare == [("my card, where is it", "a")]


def test_the_chinese_calibration_is_thousands_of_questions_none_of_them_the_benchmarks():
    from dualtrack.bench.cache_data_zh import ZH_CLUSTERS, chinese_calibration, chinese_calibration_tenants
    from services.cache.normalise import cache_text

    calibration = chinese_calibration()
    texts = {cache_text(t) for t, _ in calibration}
    assert len(texts) == len(calibration) >= 3500
    assert len({a for _, a in calibration}) >= 200
    assert not texts & {cache_text(t) for ts in ZH_CLUSTERS.values() for t in ts}
    # each domain is one tenant's memory, no intent in two of them
    tenants = chinese_calibration_tenants()
    assert len(tenants) >= 8 and sum(map(len, tenants.values())) == len(calibration)
    intents = [{a for _, a in pairs} for pairs in tenants.values()]
    assert sum(map(len, intents)) == len(set().union(*intents))


def test_the_chinese_calibration_splits_by_whole_domains_into_a_fixed_fit_part_and_the_rest():
    """The score may fit on some of the calibration set's domains: those are then no part of the
    calibration, every intent of a domain goes with it (its neighbours too), and the split is the
    same every time; none (the shipped score) leaves the calibration whole."""
    from dualtrack.bench.cache_data_zh import chinese_calibration_split, chinese_calibration_tenants

    tenants = chinese_calibration_tenants()
    fit, calibrate = chinese_calibration_split(5)
    assert len(fit) == 5 and not set(fit) & set(calibrate) and set(fit) | set(calibrate) == set(tenants)
    assert all(fit[d] == tenants[d] for d in fit) and all(calibrate[d] == tenants[d] for d in calibrate)
    assert not {a for pairs in fit.values() for _, a in pairs} & {a for pairs in calibrate.values() for _, a in pairs}
    assert chinese_calibration_split(5) == (fit, calibrate)
    assert set(chinese_calibration_split(6)[0]) > set(fit)  # one more domain, the same five first
    assert chinese_calibration_split(0) == ({}, tenants)


def test_the_spare_requests_are_every_unused_fill_side_request_and_never_an_evaluation_one():
    """The score's calibration hides intents of its own: the requests of an intent the tenant
    never sees are as good a test of new topics as those of a seen one, but no evaluation
    request may be among them."""
    from dualtrack.bench.cache_data import intent_scenario

    fill = {f"i{k}": [f"question {k} wording {n}" for n in range(8)] for k in range(3)}
    evaluation = {"i0": ["question 0 wording 7", "question 0 asked anew"],
                  "i1": ["question 1 asked anew"], "i2": ["question 2 asked anew"]}
    scenario = intent_scenario("s", fill, evaluation, [], [], seed=1, cached=2, asked=3)
    unseen = {q for q, answer, kind in scenario.queries if kind == "unseen intent"}
    assert unseen  # a third of the intents is never seen
    spare = {t for t, _ in scenario.spare}
    used = {t for t, _ in scenario.entries + scenario.traffic}
    asked = {q for q, _, _ in scenario.queries}
    assert not spare & used and not spare & asked
    assert spare | used == {t for texts in fill.values() for t in texts} - asked


def test_the_trainer_shows_per_half_where_a_language_is_wrong_more_often_at_the_same_score():
    """What pooling the languages' calibration assumes, as `train cache-verifier` prints it: in
    the 0.90–0.94 band the Chinese questions are wrong ten times as often as the English ones, and
    the test says so; at the top both are right."""
    from dualtrack.training.cache_verifier import half, languages_by_score

    scores, labels, languages, texts = [], [], [], []
    for i in range(400):
        for lang, score, wrong_every in (("en", 0.92, 50), ("zh", 0.92, 5), ("en", 0.97, 10**6), ("zh", 0.97, 10**6)):
            scores.append(score)
            labels.append(i % wrong_every != 0)
            languages.append(lang)
            texts.append(f"{lang}{score}:{i}")
    shown = languages_by_score(scores, labels, languages, texts)
    in_a = sum(half(t) == "A" for t, l, s in zip(texts, languages, scores) if l == "en" and s == 0.92)
    assert shown["A"]["0.9-0.94"].startswith(f"en {in_a}/")
    for name in "AB":
        p_band = float(shown[name]["0.9-0.94"].split("p=")[1])
        p_top = float(shown[name]["0.94-1.0"].split("p=")[1])
        assert p_band < 0.01 and p_top == 1.0


def test_the_trainer_shows_what_one_cosine_threshold_alone_would_answer_wrongly_per_language():
    """A neighbour at cosine 0.80 is served by a threshold of 0.78 and not by 0.84; its wrong
    answers are counted in its own language only."""
    from dualtrack.training.cache_verifier import similarity_alone

    rows = similarity_alone([0.80, 0.80, 0.80, 0.96, 0.80], [True, False, True, True, False],
                            ["zh", "zh", "zh", "zh", "en"])
    assert rows["zh"]["cosine ≥ 0.78"] == "4 / 1 (25.0 %)"
    assert rows["zh"]["cosine ≥ 0.84"] == "1 / 0 (0.0 %)"
    assert rows["en"]["cosine ≥ 0.78"] == "1 / 1 (100.0 %)"


def test_a_scored_set_reports_its_own_tests_at_the_least_base_the_calibration_certifies():
    from types import SimpleNamespace

    from dtlib.envelope import Answer
    from dualtrack.bench.cache import TENANT, own_tests_at_calibration_base
    from dualtrack.bench.cache_data import Scenario
    from dualtrack.bench.cache_report import learned_base_cell
    from services.cache.bound import LOWEST, MIN_OWN_TESTS, STEP, ErrorBound
    from services.cache.entry import Entry, Observation, answer_id

    bins = int(round((1.0 - LOWEST) / STEP)) + 1
    edge = int(round((0.9 - LOWEST) / STEP))  # the calibration: right from 0.90 up, wrong below
    calibration = {"zh": ([100 if i >= edge else 0 for i in range(bins)], [100 if i < edge else 0 for i in range(bins)])}
    bound = ErrorBound(max_error=0.01, confidence=0.9, rival_margin=0.01, start={"knowledge": 1.0},
                       calibration=calibration)
    for i, score in enumerate([0.95] * 3 + [0.7] * 40):
        answer = Answer(status="ok", text=f"答案{i % 5}")
        bound.add(f"{TENANT}:{i}", Entry(tenant=TENANT, text="怎么开通自动续费", answer=answer, source_trace_id="0" * 32,
                                         expires_at=1e12, evidence=[Observation(0.8, True, answer_id(answer), score=score)]))
    scenario = Scenario("zh", "knowledge", "zh")
    own = own_tests_at_calibration_base(SimpleNamespace(bound=bound), scenario)
    assert own == {"score": 0.9, "right": 3, "wrong": 0, "needed": MIN_OWN_TESTS}
    assert learned_base_cell({"learned_base": 1.0, "own_tests_at_calibration_base": own}) == "1.000 (own tests ≥ 0.900: 3 of 30, 0 wrong)"
    assert own_tests_at_calibration_base(SimpleNamespace(bound=bound), Scenario("sums", "compute", "zh")) is None


def test_a_scored_set_reports_how_many_answers_stand_on_their_own_tests_and_the_most_one_holds():
    from types import SimpleNamespace

    from dtlib.envelope import Answer
    from dualtrack.bench.cache import TENANT, answers_on_own_evidence
    from dualtrack.bench.cache_data import Scenario
    from dualtrack.bench.cache_report import learned_base_cell
    from services.cache.bound import ErrorBound
    from services.cache.entry import Entry, Observation, answer_id

    bound = ErrorBound(max_error=0.01, confidence=0.9, rival_margin=0.01, start={"knowledge": 1.0},
                       calibration={})
    entries = []
    for i, text in enumerate(["A"] * 240 + ["B"] * 12):
        answer = Answer(status="ok", text=text)
        entries.append(Entry(tenant=TENANT, text="how do I reset my card pin", answer=answer, source_trace_id="0" * 32,
                             expires_at=1e12, evidence=[Observation(0.8, True, answer_id(answer), score=0.9)]))
        bound.add(f"{TENANT}:{i}", entries[-1])
    store = SimpleNamespace(bound=bound, entries=lambda tenant: entries if tenant == TENANT else [])
    alone = answers_on_own_evidence(store, Scenario("en", "knowledge", "en"))
    assert alone == {"standing": 1, "answers": 2, "most_right": 240, "most_wrong": 0, "needed": 230}
    assert learned_base_cell({"learned_base": 0.9, "answers_on_own_evidence": alone}) == \
        "0.900; answers on their own tests: 1 of 2 (most tests of one: 240 of 230, 0 wrong)"
    assert answers_on_own_evidence(store, Scenario("sums", "compute", "en")) is None
