"""What the miner proposes from slow-path history, and what it refuses to."""

from __future__ import annotations

import random

from dtlib.envelope import Task
from dtlib.records import decode_rule, encode, rule_key
from dtlib.text import normalise
from services.learner.mining import KnownRule, MiningConfig, Sample, drop_superseded, mine, rule_matcher
from services.learner.outcome import op_outcome
from services.learner.wording import with_other_answers_words
from services.rules.rulebook import Rulebook

from .conftest import ALARM, ALARM_TEXTS, HACKED, RESET, WEATHER, history, sample

CFG = MiningConfig(min_support=4)


def answers(candidate, text: str) -> bool:
    return rule_matcher(candidate.spec)(normalise(text))


def test_a_recurring_consistent_answer_becomes_a_shadow_rule_with_its_provenance() -> None:
    samples = history()
    result = mine("acme", samples, cfg=CFG)
    by_answer = {c.outcome.text: c for c in result.candidates}
    assert set(by_answer) == {ALARM, WEATHER}
    alarm = by_answer[ALARM]
    assert alarm.spec.status == "shadow" and alarm.spec.scope == "acme"
    assert alarm.spec.action.answer == {"en": ALARM}
    assert "alarm" in (alarm.spec.match.all + alarm.spec.match.any)
    # provenance: every request it was learned from, and nothing else
    assert set(alarm.sources) == {s.trace_id for s in samples if s.outcome.text == ALARM}
    assert answers(alarm, "could you set an alarm at six") and not answers(alarm, "weather in rome")


def test_too_few_requests_make_no_rule() -> None:
    result = mine("acme", history()[:3] + history()[8:11], cfg=CFG)
    assert result.candidates == []


def test_a_cluster_whose_answers_disagree_never_becomes_a_rule() -> None:
    # Every alarm question answered two ways (a flaky slow path): no rule may answer them.
    samples = [sample(t, ALARM) for t in ALARM_TEXTS] + [sample(t, "Alarm could not be set.")
                                                         for t in ALARM_TEXTS]
    weather = [sample(t, WEATHER) for t in ["weather today", "weather now", "weather tomorrow",
                                            "weather in rome"]]
    result = mine("acme", samples + weather, cfg=CFG)
    assert [c.outcome.text for c in result.candidates] == [WEATHER]
    assert result.reasons()["conflicting outcomes"] >= 1


def test_no_candidate_ever_matches_a_request_that_got_another_answer() -> None:
    rng = random.Random(3)
    words = ["alarm", "weather", "timer", "music", "lights", "news"]
    samples = []
    for _ in range(300):
        picked = rng.sample(words, 2)
        samples.append(sample(f"please {picked[0]} and {picked[1]} now", rng.choice(["A", "B", "C"])))
    result = mine("t", samples, cfg=CFG)
    for c in result.candidates:
        fires = rule_matcher(c.spec)
        assert all(s.outcome.key == c.outcome.key for s in samples if fires(s.norm))


def test_a_reported_wrong_answer_keeps_its_cluster_from_becoming_a_rule() -> None:
    samples = history()
    samples[2].flagged = True  # a user said this alarm answer was wrong
    result = mine("acme", samples, cfg=CFG)
    assert ALARM not in {c.outcome.text for c in result.candidates}


def test_near_neighbours_with_another_answer_become_exclusions() -> None:
    resets = ["how do i reset my password", "reset my password please", "i want to reset my password",
              "help me reset my password", "reset my password now", "can i reset my password"]
    hacked = ["my account was hacked, reset my password", "hacked account reset my password",
              "someone hacked me, reset my password", "reset my password i was hacked"]
    samples = [sample(t, RESET) for t in resets] + [sample(t, HACKED) for t in hacked]
    result = mine("acme", samples, cfg=CFG)
    reset = next(c for c in result.candidates if c.outcome.text == RESET)
    assert answers(reset, "please reset my password")
    assert not answers(reset, "i got hacked, please reset my password")
    assert "hacked" in reset.spec.exclude
    assert any("hacked" in t for t in reset.spec.counter_examples)


def test_a_fixed_answer_learned_without_numbers_does_not_answer_questions_with_numbers() -> None:
    alarm = next(c for c in mine("acme", history(), cfg=CFG).candidates if c.outcome.text == ALARM)
    assert not answers(alarm, "set an alarm for 7")


def test_the_same_op_over_different_numbers_becomes_a_parameterised_rule() -> None:
    texts = [("what is 15% of 80", "15", "80"), ("what is 20% of 300", "20", "300"),
             ("what is 7.5% of 40", "7.5", "40"), ("what is 12% of 1000", "12", "1000"),
             ("what is 3% of 9", "3", "9")]
    samples = []
    for i, (text, p, of) in enumerate(texts):
        outcome = op_outcome(text, Task(op="percent_of", args={"percent": p, "of": of}))
        samples.append(Sample(f"{i + 1:032x}", text, outcome, at=float(i)))
    result = mine("acme", samples, cfg=CFG)
    [rule] = result.candidates
    assert rule.spec.action.op == "percent_of"
    assert rule.spec.action.args == {"of": "{n2}", "percent": "{n1}"}
    assert [p.type for p in rule.spec.params] == ["number", "number"]
    # The rules service runs it: the parameters come from the new question's numbers.
    book = Rulebook(folder=__import__("pathlib").Path("/nonexistent"))
    book.apply_state(rule_key("acme", rule.rule_id).encode(),
                     encode(rule.spec.__class__(**{**_fields(rule.spec), "status": "active"})))
    hit = book.evaluate("acme", "what is 25% of 60").live
    assert hit is not None and hit.task is not None
    assert hit.task.op == "percent_of" and hit.task.args == {"percent": "25", "of": "60"}


def _fields(spec) -> dict:
    return {f: getattr(spec, f) for f in spec.__struct_fields__}


def test_learned_rules_answer_in_the_rules_service_exactly_as_mined() -> None:
    result = mine("acme", history(), cfg=CFG)
    book = Rulebook(folder=__import__("pathlib").Path("/nonexistent"))
    for c in result.candidates:
        record = decode_rule(encode(c.spec))
        record.status = "active"
        book.apply_state(rule_key("acme", c.rule_id).encode(), encode(record))
    hit = book.evaluate("acme", "set an alarm please").live
    assert hit is not None and hit.answer == ALARM
    assert book.evaluate("globex", "set an alarm please").live is None  # tenants do not share
    assert book.evaluate("acme", "play some jazz").live is None


def test_known_and_rejected_rules_are_not_proposed_again() -> None:
    first = mine("acme", history(), cfg=CFG)
    known = [KnownRule(c.rule_id, c.fingerprint, "rejected", c.outcome.key, c.spec)
             for c in first.candidates]
    again = mine("acme", history(), known, cfg=CFG)
    assert again.candidates == []


def test_answers_a_removed_rule_gave_before_its_removal_are_not_evidence_any_more() -> None:
    old = [sample(t, ALARM, at=10.0 + i) for i, t in enumerate(ALARM_TEXTS)]
    new = [sample(t, "Alarms moved to the Clock app.", at=100.0 + i) for i, t in enumerate(ALARM_TEXTS)]
    window = drop_superseded(old + new, [(old[0].outcome.key, 50.0)])
    assert window == new
    [rule] = mine("acme", window, cfg=CFG).candidates
    assert rule.outcome.text == "Alarms moved to the Clock app."


def test_questions_of_stopwords_only_give_no_rule_and_no_error() -> None:
    result = mine("acme", [sample("how are you", "Fine.") for _ in range(6)], cfg=CFG)
    assert result.samples == 6 and result.candidates == []


def test_earlier_rules_learn_to_pass_on_words_later_rules_answer_on() -> None:
    samples = history()
    first = mine("acme", samples, cfg=CFG)
    alarm = next(c for c in first.candidates if c.outcome.text == ALARM)
    known = [KnownRule(c.rule_id, c.fingerprint, "active", c.outcome.key, c.spec) for c in first.candidates]
    texts = {s.trace_id: s.text for s in samples}
    sources = {c.rule_id: [texts[t] for t in c.sources] for c in first.candidates}
    timers = [sample(t, "Timer started.") for t in ["start a timer", "timer for ten minutes please",
                                                    "set a timer", "i need a timer", "timer now"]]
    later = mine("acme", samples + timers, known, cfg=CFG, sources=sources)
    assert any(c.outcome.text == "Timer started." for c in later.candidates)
    words = dict(later.refreshed)[alarm.rule_id]
    assert "timer" in words
    narrowed = with_other_answers_words(alarm.spec, words)
    assert not rule_matcher(narrowed)(normalise("set an alarm timer"))
    assert rule_matcher(narrowed)(normalise("please set my alarm"))


def test_a_rule_passes_on_questions_with_the_words_another_answers_questions_keep_using() -> None:
    asks = ["what can i ask you", "what questions can i ask", "can i ask you anything",
            "what may i ask you about", "what should i ask", "things i can ask you"]
    translations = ["translate hello into chinese", "say thanks in chinese", "what is cat in chinese",
                    "how is dog said in spanish", "translate goodbye into spanish", "spanish for apple"]
    weather = ["weather in the chinese capital", "weather today", "weather tomorrow", "weather now",
               "weather in rome"]  # "chinese" is not only the translations' word
    samples = [sample(t, "Ask me about anything.") for t in asks] + \
        [sample(t, "Translations are here.") for t in translations] + [sample(t, WEATHER) for t in weather]

    def ask_rule(cfg: MiningConfig):
        return next(c for c in mine("acme", samples, cfg=cfg).candidates if c.outcome.text.startswith("Ask"))

    ask = ask_rule(MiningConfig(min_support=4, foreign_min_count=3, foreign_min_answers=6))
    assert answers(ask, "what else can i ask you")
    assert not answers(ask, "how do i ask for it in chinese")
    # An answer given too rarely yet says little about which words it never uses.
    ask = ask_rule(MiningConfig(min_support=4, foreign_min_count=3, foreign_min_answers=7))
    assert answers(ask, "how do i ask for it in chinese")


def test_a_rule_on_words_a_near_answer_shares_must_also_say_a_word_only_its_own_questions_use() -> None:
    # Two near-duplicate answers share "my insurance": excluding the words the other's few
    # questions happened to say would not keep the rule off the next one ("what is my
    # insurance plan"); asking for a word only changing one's insurance says does.
    change = ["i want to change my insurance", "change my insurance please", "how do i switch my insurance",
              "switch my insurance to a new plan", "change my insurance provider", "can i switch my insurance"]
    info = ["what does my insurance cover", "what benefits does my insurance have", "is dental in my insurance",
            "tell me about my insurance", "my insurance covers what"]
    samples = [sample(t, "Changing plans: fill in form B.") for t in change] + \
        [sample(t, "Your plan covers dental and vision.") for t in info]
    result = mine("acme", samples, cfg=CFG)
    rule = next(c for c in result.candidates if c.outcome.text.startswith("Changing"))
    assert set(rule.spec.match.any) <= {"change", "switch"} and rule.spec.match.any
    assert answers(rule, "please change my insurance") and answers(rule, "switch my insurance now")
    assert not answers(rule, "what is my insurance plan")
    for c in result.candidates:  # nothing learned answers the other answer's questions
        assert not any(rule_matcher(c.spec)(s.norm) for s in samples if s.outcome.key != c.outcome.key)
    # Without it, the other answer's one-off words cannot be excluded safely: no rule at all.
    loose = mine("acme", samples, cfg=MiningConfig(min_support=4, separate_rivals=False))
    assert not any(c.outcome.text.startswith("Changing") for c in loose.candidates)


def test_a_tools_answer_is_never_mined_into_a_rule() -> None:
    from dtlib.envelope import Answer, Envelope, ToolCall, new_trace_id
    from services.learner.outcome import outcome_of

    env = Envelope(trace_id=new_trace_id(), text="load average over the last 5",
                   tool_call=ToolCall(tool="host_load", args={"window": 5}, source="llm"),
                   answer=Answer(status="ok", text="The 5-minute load average is 0.42 (2 CPUs)."))
    assert outcome_of(env) is None  # a live reading a text rule would replay
    env.tool_call = None
    assert outcome_of(env) is not None
