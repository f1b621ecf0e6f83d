"""Conflict detection (seed 002, S4: "wait, last time it said something else"): a fast answer that
contradicts what the system already holds for the same request goes slow.

What the system holds travels on the envelope: on a miss, the cache records the answer of the
nearest comparable entry it holds (same tenant, context, language, numbers, dates, units and
operators) that it did not serve, as a decision held back (`held`, candidate "cache.held"). The
stage that turns a fast decision into an answer (the rules service for a templated answer, the
fuser for a sandbox value) compares its answer with what is held (`contradiction`) and, on a
disagreement, sends the request to the slow path instead (`go_slow`): its own answer and the held
one stay on `route.shadow` with `agrees` false, the route says `decided_by` "conflict", and the
hop's span carries `dt.conflict`. The learner then judges the rule's would-be answer against the
slow answer like any shadow use. This module is the one comparison both stages apply.
"""

from __future__ import annotations

from dataclasses import dataclass

from opentelemetry import trace

from .envelope import Answer, Envelope, Route, ShadowDecision, Task
from .text import normalise

HELD = "cache.held"
DECIDED_BY = "conflict"


def same_answer(held: Answer, fresh: Answer) -> bool:
    """Two answers agree: the same value when either states one, else the same text once case,
    width and spacing are folded. A reworded answer counts as a disagreement (the safe side)."""
    if held.value is not None or fresh.value is not None:
        return held.value == fresh.value
    return normalise(held.text) == normalise(fresh.text)


def held(source: str, similarity: float, answer: Answer) -> ShadowDecision:
    """What a source holds for a request and did not answer with (the cache's nearest entry)."""
    return ShadowDecision(candidate=HELD, path="fast", decided_by=source,
                          confidence=round(similarity, 4), answer=answer.text, value=answer.value)


@dataclass(frozen=True)
class Conflict:
    fast: str  # the source whose answer was about to be given, e.g. rule:office.hours, sandbox
    held: ShadowDecision  # what the system held for the request

    @property
    def sources(self) -> str:
        return f"{self.fast} vs {self.held.decided_by}"


def contradiction(env: Envelope, answer: Answer, fast: str) -> Conflict | None:
    """The first held decision on `env` that `answer` (from `fast`) contradicts; None when every
    held answer agrees or nothing is held. Agreement is recorded on the held decision."""
    found = None
    for decision in env.route.shadow:
        if decision.candidate != HELD:
            continue
        agrees = same_answer(Answer(status="ok", text=decision.answer or "", value=decision.value),
                             answer)
        decision.agrees = agrees
        if not agrees and found is None:
            found = Conflict(fast, decision)
    return found


def go_slow(env: Envelope, conflict: Conflict, answer: Answer, task: Task | None = None) -> None:
    """Send `env` the slow way because of `conflict`: the fast answer it would have given is kept
    on the route as a decision not acted on (the learner judges it against the slow answer: a
    computation by its operation and value, not by how its sentence is worded), and the span says
    which sources disagreed."""
    env.route = Route(path="slow", decided_by=DECIDED_BY, shadow=env.route.shadow + [ShadowDecision(
        candidate=conflict.fast, path="fast", decided_by=conflict.fast, confidence=1.0,
        agrees=False, answer=answer.text if task is None else None, task=task, value=answer.value)])
    env.answer = None
    span = trace.get_current_span()
    span.set_attribute("dt.conflict", conflict.sources)
    span.set_attribute("dt.conflict.similarity", conflict.held.confidence or 0.0)


def disagreeing(env: Envelope) -> list[str]:
    """The sources a conflict put against each other on this envelope's route (empty: none)."""
    if env.route.decided_by != DECIDED_BY:
        return []
    return [d.decided_by for d in env.route.shadow if d.agrees is False]
