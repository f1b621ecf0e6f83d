"""Perception, parsing, scoring and the decision for one envelope, with no Kafka in sight: the
service wraps it, and the routing benchmark runs it in-process.

Shadow mode: a candidate model and/or a candidate threshold decide every request too; their
decisions go on `env.route.shadow` with whether they agree with the live route, and are counted,
but never act.
"""

from __future__ import annotations

from collections import Counter

from opentelemetry import trace

from dtlib import trust
from dtlib.envelope import Envelope, Route, ShadowDecision, Task
from dtlib.records import StateTable, UserState, decode_user, user_key
from dtlib.text import digits_for_number_words
from dtlib.trust import TrustTable

from .decide import Decision, decide
from .model import Model
from .parse import parse
from .perceive import DATE_OPS, UNANCHORED_DATE, perceive
from .reader.scale_halves_en import scale_and_a_part
from .reader.yearless_dates import YEAR_NOT_GIVEN

FROZEN_CORRECTIONS = 1 << 30  # a frozen model's bar: that of a user past every calibrated level


class Users(StateTable[UserState]):
    """The users.state table: recent corrections per "<tenant>:<user_id>"."""

    def __init__(self) -> None:
        super().__init__("users.state", decode_user)

    def recent(self, tenant: str, user_id: str) -> float:
        """The user's recent corrections, decayed by the answers confirmed since (UserState)."""
        if not user_id:
            return 0.0
        state = self.get(user_key(tenant, user_id))
        return state.recent_corrections() if state else 0.0

    def corrections(self, tenant: str, user_id: str) -> int:
        """The level of the user's stricter bar: recent corrections, rounded half up (one
        correction halved by a confirmed answer still counts; halved twice it no longer does)."""
        return int(self.recent(tenant, user_id) + 0.5)


class Classifier:
    def __init__(self, model: Model, *, shadow_model: Model | None = None,
                 shadow_threshold: float | None = None, users: Users | None = None,
                 trusted: TrustTable | None = None, user_slow_at: float = 2.0) -> None:
        self.model = model
        self.shadow_model = shadow_model
        self.shadow_threshold = shadow_threshold
        self.users = users or Users()
        self.trusted = trusted or TrustTable()
        self.user_slow_at = user_slow_at
        self.counts: Counter[str] = Counter()

    def classify(self, env: Envelope) -> Decision:
        """Fill env.perception, env.route (keeping earlier shadow entries) and env.task."""
        text = digits_for_number_words(env.text)
        perceived = perceive(text, env.context)
        task = parse(text, perceived.mentions, env.context)
        if task is not None and scale_and_a_part(env.text):
            task = None  # "a dozen and a half" became 12(1/2) above: no reader sees the dozen (scale_halves_en.py)
        scores = self.model.scorer.score(perceived.mentions)
        corrections = self.users.corrections(env.tenant, env.user_id)
        found = perceived.mentions
        has_values = bool(found.numbers or found.dates or found.quoted)
        if task is None:
            perceived.perception.ambiguities += perceived.time_dependent
        elif task.op not in DATE_OPS and UNANCHORED_DATE in perceived.perception.ambiguities:
            perceived.perception.ambiguities.remove(UNANCHORED_DATE)
        if task is not None and task.op == "date_diff" and str(task.args.get("start", "")).startswith("--"):
            # two dates without a year, counted the same in any year (reader/yearless_dates.py): no year to ask
            perceived.perception.ambiguities = [a for a in perceived.perception.ambiguities
                                                if not a.endswith(f": {YEAR_NOT_GIVEN}")]
        if task is not None and task.spans.get("labels_set_aside") and task.op not in DATE_OPS:
            # a date that only labelled the story ("On March 14, four roommates split …"), set aside before the
            # reading (number_labels_en.py): the answer asks no year of it
            labels = task.spans["labels_set_aside"]
            labelled = {f"the date '{d.raw}': {YEAR_NOT_GIVEN}" for d in found.dates
                        if any(a <= d.start and d.end <= b for a, b in labels)}
            perceived.perception.ambiguities = [a for a in perceived.perception.ambiguities if a not in labelled]
        decision = decide(task, scores, perceived.perception.ambiguities, self.model, corrections,
                          threshold=self._frozen_bar(), has_values=has_values)
        # Every source in doubt records its would-be operation, so one slow answer can confirm
        # each of them (an operation kind corrected lately, and a user who corrected answers).
        doubts = [d for d in (self._distrusted(env, task, decision),
                              self._user_distrusted(env, task, decision)) if d is not None]
        if doubts:
            decision = doubts[0][0]

        perceived.perception.task_type = decision.task_type
        env.perception = perceived.perception
        shadows = list(env.route.shadow)
        env.route = Route(path=decision.path, decided_by=decision.decided_by,
                          confidence=decision.confidence, threshold=decision.threshold, shadow=shadows,
                          model_version=self.model.version)
        env.task = task if decision.path == "fast" else None
        self.counts[decision.outcome] += 1
        env.route.shadow += [doubt for _, doubt in doubts]

        for shadow in self._shadows(perceived, task, corrections, decision, has_values):
            env.route.shadow.append(shadow)
        # A rule evaluated in shadow upstream could not know the live route yet: it is this one.
        for shadow in env.route.shadow:
            if shadow.agrees is None:
                shadow.agrees = shadow.path == decision.path
        return decision

    def _frozen_bar(self) -> float | None:
        """The drift monitor found this model version's fast answers drifting (a trust.state
        record `*:classifier:<version>`): its fast bar is frozen at the strictest calibrated level
        for everyone until a new version is trained. None: the calibrated bars as usual."""
        frozen = self.trusted.of("*", f"classifier:{self.model.version}")
        if frozen is None:
            return None
        trace.get_current_span().set_attribute("dt.trust", trust.why("classifier", frozen))
        return self.model.fast_threshold(FROZEN_CORRECTIONS)

    def _distrusted(self, env: Envelope, task: Task | None,
                    decision: Decision) -> tuple[Decision, ShadowDecision] | None:
        """A fast reading of an operation kind corrected lately for this tenant (trust.state)
        goes slow instead, with its confidence times the trust; what it would have computed is
        recorded, so the learner can judge it against the slow answer and restore the trust."""
        if decision.path != "fast" or task is None:
            return None
        source = f"op:{task.op}"
        state = self.trusted.of(env.tenant, source)
        if state is None:
            return None
        confidence = round(decision.confidence * state.trust, 6)
        trace.get_current_span().set_attribute("dt.trust", trust.why(source, state))
        slow = Decision("slow", trust.DECIDED_BY, confidence, decision.threshold, "compute", "distrusted")
        return slow, ShadowDecision(candidate=source, path="fast", decided_by="classifier",
                                    confidence=confidence, task=task)

    def _user_distrusted(self, env: Envelope, task: Task | None,
                         decision: Decision) -> tuple[Decision, ShadowDecision] | None:
        """A user who corrected answers lately (users.state `recent` at or above
        DT_CLASSIFIER_USER_SLOW_AT) gets the slow path for a computation the reader would have
        answered fast; what it would have computed is recorded (`user:<id>`), so a slow answer
        that agrees confirms it and brings the user back toward the usual bar."""
        if decision.path != "fast" or task is None or not env.user_id:
            return None
        recent = self.users.recent(env.tenant, env.user_id)
        if recent < self.user_slow_at:
            return None
        source = f"user:{env.user_id}"
        trace.get_current_span().set_attribute(
            "dt.trust", f"{source}: {recent:.2f} recent corrections (slow from {self.user_slow_at:g})")
        slow = Decision("slow", trust.DECIDED_BY, decision.confidence, decision.threshold, "compute",
                        "distrusted")
        return slow, ShadowDecision(candidate=source, path="fast", decided_by="classifier",
                                    confidence=decision.confidence, task=task)

    def _shadows(self, perceived, task, corrections: int, live: Decision,
                 has_values: bool = True) -> list[ShadowDecision]:
        out = []
        ambiguities = perceived.perception.ambiguities
        if self.shadow_model is not None:
            scores = self.shadow_model.scorer.score(perceived.mentions)
            d = decide(task, scores, ambiguities, self.shadow_model, corrections, has_values=has_values)
            out.append(self._record(f"model:{self.shadow_model.version}", d, live))
        if self.shadow_threshold is not None:
            scores = self.model.scorer.score(perceived.mentions)
            d = decide(task, scores, ambiguities, self.model, corrections, threshold=self.shadow_threshold,
                       has_values=has_values)
            out.append(self._record(f"threshold:{self.shadow_threshold}", d, live))
        return out

    def _record(self, candidate: str, d: Decision, live: Decision) -> ShadowDecision:
        agrees = d.path == live.path
        self.counts[f"shadow:{candidate}:{'agree' if agrees else 'disagree'}"] += 1
        return ShadowDecision(candidate=candidate, path=d.path, decided_by=d.decided_by,
                              confidence=d.confidence, agrees=agrees)
