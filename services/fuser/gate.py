"""The confidence gate (seed 004, recalibrated): present, gather more, or say "I don't know".

Confidence is not the model's opinion of itself (models are confidently wrong); it is computed
from what the pipeline observed about this answer:

- a prose draft starts at DRAFT_PRIOR; every number the sandbox confirmed raises it, every number
  the brake had to correct lowers it, every number that could not be checked lowers it more;
- an operation the model wrote starts at PROGRAM_PRIOR when the sandbox computed it and it reads
  the question's own numbers (dtlib.grounding), and low when the model could not write one, the
  sandbox rejected it, or it misreads the question;
- the classifier's certainty about the route scales it mildly;
- on a retry, saying the same as the last draft is agreement: a small gain.

Then (thresholds are settings, `dualtrack bench slowpath` shows how answers move with them):
below `gate_uncertain_below` → uncertain; below `gate_present_at` → gather more while the budget
lasts, else uncertain; a contradiction (a corrected number) or a trend that fell over the last
`gate_trend_window` values → gather more while the budget lasts; a computation answer stating a
number that could not be checked, or whose checked calculation does not answer the request
(services/fuser/chains.py) → gather more while the budget lasts, else uncertain; else
present. The budget is
`gate_max_iterations` drafts, enough time before the deadline, and no stagnation: a draft that
says the same as the last one, or a trend that stopped moving, ends the loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .settings import FuserSettings


# A prose answer with nothing checkable in it passes the default present threshold (0.6) on its
# own: an open question ("Name one colour of the sky") is answered, not refused.
DRAFT_PRIOR = 0.75
# The sandbox computed what the model wrote; what is left to doubt is the model's reading of the
# question.
PROGRAM_PRIOR = 0.85
# … unless the question's amounts could not be compared with the operation's (dtlib.grounding):
# just above the default present threshold.
PROGRAM_UNGROUNDED = 0.65
# The model wrote no valid operation, one the sandbox rejected, or one that misreads the
# question's numbers: between the thresholds, so the model gets another try with the error
# while the budget lasts.
PROGRAM_FAILED = 0.4
VERIFIED_GAIN = 0.25  # of the distance to 1, per confirmed number
WRONG_FACTOR = 0.85  # per corrected number: one fix still presents, several do not
UNCHECKED_FACTOR = 0.75  # per number nobody could check: worse than a corrected one
AGREEMENT_GAIN = 0.2  # of the distance to 1, when a retry says the same
FLAT_SPREAD = 0.05  # seed 004: confidence that moved less than this over the window is stuck


class Decision(str, Enum):
    PRESENT = "present"
    GATHER_MORE = "gather_more"
    UNCERTAIN = "uncertain"


@dataclass
class Signals:
    route_confidence: float | None = None  # certainty of the route taken; None: no score
    program: bool = False  # the model wrote an operation instead of an answer
    sandbox_status: str | None = None  # of that operation; None: no valid operation
    grounded: bool | None = None  # the operation reads the question's numbers (None: cannot tell)
    verified: int = 0
    wrong: int = 0
    unchecked: int = 0
    agreement: bool = False


@dataclass
class Assessment:
    confidence: float
    doubts: list[tuple[str, int]] = field(default_factory=list)  # (reason, count) that lowered it


def assess(s: Signals) -> Assessment:
    doubts: list[tuple[str, int]] = []
    if s.program:
        if s.sandbox_status is None or s.sandbox_status != "ok":
            c = PROGRAM_FAILED
            doubts.append(("no_operation" if s.sandbox_status is None else "rejected", 1))
        elif s.grounded is False:
            c = PROGRAM_FAILED
            doubts.append(("misread", 1))
        else:
            c = PROGRAM_PRIOR if s.grounded else PROGRAM_UNGROUNDED
    else:
        c = DRAFT_PRIOR
        for _ in range(s.verified):
            c += (1 - c) * VERIFIED_GAIN
        if s.wrong:
            c *= WRONG_FACTOR ** s.wrong
            doubts.append(("wrong", s.wrong))
        if s.unchecked:
            c *= UNCHECKED_FACTOR ** s.unchecked
            doubts.append(("unchecked", s.unchecked))
    if s.route_confidence is not None:
        c *= 0.9 + 0.1 * max(0.0, min(1.0, s.route_confidence))
        if s.route_confidence < 0.5:
            doubts.append(("route", 1))
    # Repeating a draft that had wrong numbers, or a failed operation, is stubbornness, not
    # agreement: only a clean answer gains from being given again.
    clean = (s.sandbox_status == "ok" and s.grounded is not False if s.program
             else s.wrong == 0 and s.unchecked == 0)
    if s.agreement and clean:
        c += (1 - c) * AGREEMENT_GAIN
    return Assessment(round(max(0.0, min(1.0, c)), 4), doubts)


def falling(trend: list[float], window: int) -> bool:
    recent = trend[-window:]
    return window >= 2 and len(recent) == window and all(a > b for a, b in zip(recent, recent[1:]))


def flat(trend: list[float], window: int) -> bool:
    recent = trend[-window:]
    return window >= 2 and len(recent) == window and max(recent) - min(recent) < FLAT_SPREAD


@dataclass
class Budget:
    iterations: int
    time_left_ms: float
    stagnating: bool

    def left(self, settings: FuserSettings) -> bool:
        return (self.iterations < settings.gate_max_iterations
                and self.time_left_ms >= settings.gate_min_remaining_ms and not self.stagnating)

    def why_not(self, settings: FuserSettings) -> str:
        if self.stagnating:
            return "stagnation"
        if self.iterations >= settings.gate_max_iterations:
            return "no_attempts_left"
        return "no_time_left"


def decide(confidence: float, trend: list[float], contradiction: bool, budget: Budget,
           settings: FuserSettings, unchecked_in_computation: bool = False,
           unanswered: bool = False) -> tuple[Decision, str]:
    """The decision and its reason (recorded in meta.decisions). A computation answer with a
    number nobody could check, or whose checked calculation does not answer the request from its
    amounts (`unanswered`: chains.py), is never presented, however confident the rest looks."""
    more = budget.left(settings)
    if confidence < settings.gate_uncertain_below:
        return Decision.UNCERTAIN, "low_confidence"
    for doubt, present in (("unchecked", unchecked_in_computation), ("unanswered", unanswered)):
        if present:
            if more:
                return Decision.GATHER_MORE, doubt
            return Decision.UNCERTAIN, f"{doubt}+{budget.why_not(settings)}"
    if confidence < settings.gate_present_at:
        if more:
            return Decision.GATHER_MORE, "middling"
        return Decision.UNCERTAIN, f"middling+{budget.why_not(settings)}"
    for doubt, present in (("contradiction", contradiction),
                           ("falling_trend", falling(trend, settings.gate_trend_window))):
        if present:
            if more:
                return Decision.GATHER_MORE, doubt
            # confident enough, and nothing left to try: present (corrected numbers stay marked)
            return Decision.PRESENT, f"{doubt}+{budget.why_not(settings)}"
    return Decision.PRESENT, "confident"
