"""A reported false match teaches the rule to pass such questions on."""

from __future__ import annotations

from dtlib.records import RuleAction, RuleMatch, RuleSpec
from dtlib.text import normalise
from services.learner.judge import Use
from services.learner.lifecycle import Thresholds
from services.learner.memory import MemoryLedger
from services.learner.mining import MiningConfig, mine, rule_matcher
from services.learner.refine import exclusions_for

from .conftest import ALARM_TEXTS, history

SPEC = RuleSpec(id="r", match=RuleMatch(all=["alarm"]), action=RuleAction(answer={"en": "Alarm set."}))


def test_the_false_matchs_own_words_become_exclusions_not_the_rules() -> None:
    words = exclusions_for(SPEC, ALARM_TEXTS, "is the fire alarm in the kitchen broken")
    assert "kitchen" in words and "broken" in words
    assert "alarm" not in words and "set" not in words  # the rule's own words stay
    assert len(words) <= 4


def test_after_a_report_the_rule_passes_on_the_false_match_but_still_answers_its_own() -> None:
    ledger = MemoryLedger(Thresholds(promote_min_matches=3))
    samples = history()
    candidate = next(c for c in mine("acme", samples, cfg=MiningConfig(min_support=4)).candidates
                     if "alarm" in c.outcome.text.lower())
    ledger.add_candidate(candidate, auto_shadow=True)
    rid = candidate.rule_id
    for n in range(1, 4):
        ledger.record_use(Use(rid, f"{n:032x}", "shadow", True, float(n)))
    assert ledger.rules[rid].status == "active"
    false_match = "my smoke alarm keeps beeping at night"
    ledger.record_use(Use(rid, f"{9:032x}", "live", True, 9.0))
    texts = {s.trace_id: s.text for s in samples}  # the rule's provenance, as stored
    change = ledger.feedback(f"{9:032x}", "wrong", false_match, texts)
    assert change is not None and change.actor == "feedback" and change.to_status == "active"
    fires = rule_matcher(ledger.rules[rid].spec)
    assert not fires(normalise(false_match))
    assert fires(normalise("please set my alarm"))
