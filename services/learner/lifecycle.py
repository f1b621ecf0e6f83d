"""A rule's place is earned and can be lost (seed 002 §6): the decisions, without storage.

    candidate ──(auto or `rules approve`)──► shadow ──(precision ≥ bar, and its lower bound)──► active
    active ──(drop ≥ warn)──► warning ──(drop ≥ demote)──► demoted ──(drop > remove, or below
    the floor)──► removed;  warning and demoted come back to active when the drop is gone.
    active ──(recent success under `demote_below`, whatever the drop)──► warning ──(still under it at
    the next check)──► demoted.

Promotion asks for shadow precision at the bar and for evidence that grows with the errors
seen: the lower bound of the Wilson interval of right/matches must pass `promote_lower_bound`
(with the defaults 5 right of 5, or 49 of 50), so a handful of lucky matches is not enough.

"Drop" is the rule's baseline (its precision when promoted) minus its recent success: the share
of its last `check_window` judged uses that were right. It is re-checked every `check_every`
uses (every use while it is warned), so a rule that goes bad passes through warning and demotion
before removal unless it goes bad faster than one check can see. A promoted rule whose recent success is under
`demote_below` (with the default 0.98, one wrong answer among its last 30 uses) is warned, and
demoted if it is still under at the next check, whatever its baseline: a drop that small is what a rule answering a near answer's questions now
and then looks like. A demoted rule stops answering but is still evaluated in shadow against the
slow path, which is how it can recover (back within the warning drop and at `demote_below`).

A computation rule (`RuleMatch.whole`) is not given that slack: one wrong value shows that its
pattern covers questions its operation does not answer, so a live one is demoted at once (by a
judged use or a user's report) and a shadow one is removed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dtlib.records import RuleSpec

from .settings import LearnerSettings


LIVE = ("active", "warning")  # statuses whose matches answer
EVALUATED = ("shadow", "active", "warning", "demoted")  # statuses the rules service evaluates
FINAL = ("removed", "rejected")
_EPS = 1e-9  # 1.0 - 0.9 is 0.0999…: boundaries are inclusive as the settings say


@dataclass(frozen=True)
class Thresholds:
    promote_min_matches: int = 20
    promote_precision: float = 0.98
    promote_lower_bound: float = 0.0  # of shadow precision's Wilson interval, at confidence z
    promote_z: float = 1.645
    shadow_max_matches: int = 100
    check_every: int = 5
    check_window: int = 50
    warn_drop: float = 0.10
    demote_drop: float = 0.20
    remove_drop: float = 0.40
    success_floor: float = 0.5
    warn_confidence_factor: float = 0.9
    demote_below: float = 0.0  # recent success under which a promoted rule is demoted (0: off)

    @classmethod
    def from_settings(cls, s: LearnerSettings) -> "Thresholds":
        return cls(
            promote_min_matches=s.learner_promote_min_matches,
            promote_precision=s.learner_promote_precision,
            promote_lower_bound=s.learner_promote_lower_bound,
            promote_z=s.learner_promote_z,
            shadow_max_matches=s.learner_shadow_max_matches,
            check_every=s.learner_check_every,
            check_window=s.learner_check_window,
            warn_drop=s.learner_warn_drop,
            demote_drop=s.learner_demote_drop,
            remove_drop=s.learner_remove_drop,
            success_floor=s.learner_success_floor,
            warn_confidence_factor=s.learner_warn_confidence_factor,
            demote_below=s.learner_demote_below,
        )


@dataclass(frozen=True)
class Evidence:
    """What is known about a rule when it is checked."""

    status: str
    confidence: float
    baseline: float | None  # precision at promotion (None before)
    shadow_matches: int  # judged would-be answers while in shadow
    shadow_correct: int
    recent: tuple[bool, ...]  # the last `check_window` judged uses, any mode, oldest first
    uses_since_check: int
    computation: bool = False  # a computation rule: a wrong value ends its answering at once


@dataclass(frozen=True)
class Transition:
    to_status: str
    reason: str
    confidence: float
    baseline: float | None
    success: float  # the measured rate behind the decision
    uses: int


def wilson_lower(right: int, n: int, z: float) -> float:
    """Lower bound of the Wilson score interval of a precision measured as right/n: how good
    the rule is at least, with the confidence `z` stands for. Ten right of ten is not 100 %."""
    if n == 0:
        return 0.0
    p = right / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - spread) / (1 + z * z / n)


def success_rate(outcomes: tuple[bool, ...]) -> float:
    return sum(outcomes) / len(outcomes) if outcomes else 1.0


def due(ev: Evidence, th: Thresholds) -> bool:
    """Whether this use should trigger a check: every use in shadow once enough matches are in
    (promotion should not wait), every `check_every` uses once the rule has been promoted, and
    every use while it is warned (a warned rule still answers: if it keeps failing, it should
    stop at its next use, not `check_every` wrong answers later); and a computation rule's
    wrong value at once."""
    if ev.computation and ev.recent and not ev.recent[-1]:
        return ev.status in ("shadow", "active", "warning")
    if ev.status == "shadow":
        return ev.shadow_matches >= th.promote_min_matches
    if ev.status == "warning":
        return ev.uses_since_check >= 1
    return ev.status in ("active", "demoted") and ev.uses_since_check >= th.check_every


def decide(ev: Evidence, th: Thresholds) -> Transition | None:
    """The status change this evidence calls for, or None."""
    if ev.computation and ev.recent and not ev.recent[-1]:
        return wrong_value(ev.status, ev.confidence, success_rate(ev.recent), len(ev.recent))
    if ev.status == "shadow":
        return _judge_shadow(ev, th)
    if ev.status not in ("active", "warning", "demoted"):
        return None
    recent = success_rate(ev.recent)
    baseline = ev.baseline if ev.baseline is not None else 1.0
    drop = baseline - recent
    n = len(ev.recent)

    def to(status: str, reason: str, confidence: float) -> Transition:
        return Transition(status, reason, round(confidence, 6), ev.baseline, recent, n)

    if drop > th.remove_drop + _EPS or recent < th.success_floor - _EPS:
        return to("removed", f"recent success {recent:.0%} over {n} uses: {drop:.0%} below its "
                  f"baseline {baseline:.0%} (remove above {th.remove_drop:.0%} or under "
                  f"{th.success_floor:.0%})", ev.confidence)
    if drop >= th.demote_drop - _EPS:
        if ev.status == "demoted":
            return None
        return to("demoted", f"recent success {recent:.0%} over {n} uses: {drop:.0%} below its "
                  f"baseline {baseline:.0%}; it needs re-verification in shadow", ev.confidence)
    if recent < th.demote_below - _EPS:
        # Under the bar whatever its baseline: one wrong answer in its last uses is a rule that
        # may be answering a near answer's questions. Warned first (as any falling rule), then,
        # still under the bar at the next check, re-verified in shadow; restored once its recent
        # uses are back at the bar.
        if ev.status == "active":
            return to("warning", f"recent success {recent:.1%} over {n} uses is under "
                      f"{th.demote_below:.0%}", ev.confidence * th.warn_confidence_factor)
        if ev.status == "demoted":
            return None
        return to("demoted", f"recent success {recent:.1%} over {n} uses is still under "
                  f"{th.demote_below:.0%}; it needs re-verification in shadow", ev.confidence)
    if drop >= th.warn_drop - _EPS:
        if ev.status != "active":
            return None  # a warned rule stays warned; a demoted one has not recovered yet
        return to("warning", f"recent success {recent:.0%} over {n} uses: {drop:.0%} below its "
                  f"baseline {baseline:.0%}", ev.confidence * th.warn_confidence_factor)
    if ev.status == "active":
        return None
    word = "restored" if ev.status == "demoted" else "recovered"
    return to("active", f"{word}: recent success {recent:.0%} over {n} uses is back within "
              f"{th.warn_drop:.0%} of its baseline {baseline:.0%}", baseline)


def is_computation(spec: RuleSpec | None) -> bool:
    """A computation rule: a whole-request pattern whose number slots feed an operation."""
    return spec is not None and spec.match is not None and spec.match.whole


def is_strict(spec: RuleSpec | None) -> bool:
    """One wrong use ends its answering at once (`wrong_value`): a computation rule, or a tool
    rule (a would-be call other than the call the request got, or a reported call)."""
    return is_computation(spec) or bool(spec is not None and spec.action is not None and spec.action.tool)


def wrong_value(status: str, confidence: float, success: float, uses: int) -> Transition | None:
    """A computation rule computed a wrong value: a live one is demoted (re-verified in shadow),
    a shadow one removed."""
    if status in LIVE:
        return Transition("demoted", "it computed a wrong value; it needs re-verification in "
                          "shadow", confidence, None, success, uses)
    if status == "shadow":
        return Transition("removed", "it computed a wrong value in shadow", confidence, None,
                          success, uses)
    return None


def _judge_shadow(ev: Evidence, th: Thresholds) -> Transition | None:
    n = ev.shadow_matches
    if n < th.promote_min_matches:
        return None
    precision = ev.shadow_correct / n
    lower = wilson_lower(ev.shadow_correct, n, th.promote_z)
    if precision >= th.promote_precision - _EPS and lower >= th.promote_lower_bound - _EPS:
        return Transition("active", f"shadow precision {precision:.1%} over {n} matches, at least "
                          f"{lower:.1%} (bars {th.promote_precision:.0%}, at least "
                          f"{th.promote_lower_bound:.0%} with z {th.promote_z:g})",
                          round(precision, 6), precision, precision, n)
    if precision < th.success_floor or n >= th.shadow_max_matches:
        return Transition("removed", f"shadow precision {precision:.1%} over {n} matches never "
                          f"reached {th.promote_precision:.0%}", ev.confidence, None, precision, n)
    return None


def verified_at_mining(computation: bool, support: int) -> int:
    """Right shadow values a rule starts with: for a computation rule, the verified slow-path
    answers its pattern matched when it was mined (`Candidate.support`). Each is a request the
    rule's pattern covers whose value the sandbox computed from the model's grounded program,
    with the operation the rule would have run on the same numbers: the value it would have
    given in shadow. The promotion bars stay those of every rule, and are checked at its next
    judged use (so it answers only after a right value on a request it was not learned from,
    and a wrong one there removes it). An answer rule starts with none: its words were chosen
    to fit its own requests, and a fixed text is not checked by recomputing it."""
    return support if computation else 0
