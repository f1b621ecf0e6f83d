"""A rule earns its place in shadow and loses it when it stops being right."""

from __future__ import annotations

from services.learner.lifecycle import Evidence, Thresholds, decide, due

TH = Thresholds(promote_min_matches=10, promote_precision=0.98, shadow_max_matches=40,
                check_every=3, check_window=30, warn_drop=0.10, demote_drop=0.20,
                remove_drop=0.40, success_floor=0.5, warn_confidence_factor=0.9)


def shadow(n: int, ok: int) -> Evidence:
    return Evidence("shadow", 1.0, None, n, ok, (), 0)


def promoted(status: str, wrong: int, *, window: int = 30, confidence: float = 1.0) -> Evidence:
    recent = tuple([True] * (window - wrong) + [False] * wrong)
    return Evidence(status, confidence, 1.0, 20, 20, recent, TH.check_every)


def test_a_shadow_rule_waits_for_enough_matches_then_goes_active() -> None:
    assert decide(shadow(9, 9), TH) is None
    t = decide(shadow(10, 10), TH)
    assert t is not None and t.to_status == "active" and t.baseline == 1.0


def test_a_shadow_rule_below_the_bar_is_not_promoted_and_is_removed_when_hopeless() -> None:
    assert decide(shadow(20, 18), TH) is None  # 90%: keeps collecting evidence
    assert decide(shadow(20, 9), TH).to_status == "removed"  # under the floor
    assert decide(shadow(40, 38), TH).to_status == "removed"  # never made it


def test_falling_success_warns_then_demotes_then_removes() -> None:
    assert decide(promoted("active", 2), TH) is None  # 7% drop
    warned = decide(promoted("active", 3), TH)  # 10%
    assert warned.to_status == "warning" and warned.confidence == 0.9
    assert decide(promoted("warning", 5), TH) is None  # 17%: still warned
    assert decide(promoted("warning", 6), TH).to_status == "demoted"  # 20%
    assert decide(promoted("demoted", 12), TH) is None  # 40%: demoted, not removed yet
    assert decide(promoted("demoted", 13), TH).to_status == "removed"  # 43%


def test_a_sudden_collapse_removes_at_once() -> None:
    assert decide(promoted("active", 20), TH).to_status == "removed"


def test_a_demoted_rule_that_recovers_is_restored_and_a_warned_one_cleared() -> None:
    restored = decide(promoted("demoted", 1), TH)
    assert restored.to_status == "active" and "restored" in restored.reason
    assert restored.confidence == 1.0
    cleared = decide(promoted("warning", 0, confidence=0.9), TH)
    assert cleared.to_status == "active" and cleared.confidence == 1.0


def test_promoted_rules_are_checked_every_k_uses_shadow_rules_at_every_match() -> None:
    assert due(Evidence("active", 1.0, 1.0, 20, 20, (), 2), TH) is False
    assert due(Evidence("active", 1.0, 1.0, 20, 20, (), 3), TH) is True
    assert due(shadow(10, 10), TH) is True and due(shadow(3, 3), TH) is False


def test_the_evidence_a_shadow_rule_needs_grows_with_the_errors_it_made() -> None:
    th = Thresholds(promote_min_matches=5, promote_precision=0.98, promote_lower_bound=0.7,
                    promote_z=1.645, shadow_max_matches=100)
    assert decide(shadow(6, 6), th) is None  # six right of six could still be a 70% rule
    assert decide(shadow(7, 7), th).to_status == "active"
    assert decide(shadow(30, 29), th) is None  # one error: 97% is not enough yet
    assert decide(shadow(50, 49), th).to_status == "active"


def test_a_promoted_rule_under_the_bar_is_warned_then_demoted_whatever_its_baseline_and_restored_at_it() -> None:
    th = Thresholds(check_every=3, check_window=30, warn_drop=0.10, demote_drop=0.20,
                    remove_drop=0.40, success_floor=0.5, demote_below=0.98)
    assert decide(promoted("active", 0), th) is None
    warned = decide(promoted("active", 1), th)  # 96.7%: a drop of 3% only, but under 98%
    assert warned.to_status == "warning" and "under 98%" in warned.reason
    assert decide(promoted("warning", 1), th).to_status == "demoted"  # still under at the next check
    assert decide(promoted("demoted", 1), th) is None  # still under the bar
    assert decide(promoted("demoted", 0), th).to_status == "active"  # its recent uses are back
    assert decide(promoted("active", 1), TH) is None  # off by default (0)


def test_a_warned_rule_is_checked_at_its_next_use_a_promoted_one_every_k_uses() -> None:
    from services.learner.lifecycle import due

    def after(status: str, uses: int) -> Evidence:
        return Evidence(status, 0.9, 1.0, 20, 20, (True,) * 30, uses)

    assert not due(after("active", TH.check_every - 1), TH) and due(after("active", TH.check_every), TH)
    assert not due(after("warning", 0), TH) and due(after("warning", 1), TH)
