"""The rules stage's decision on an envelope, without Kafka (the service and the routing benchmark
both use it)."""

from __future__ import annotations

from collections import Counter

from dtlib.envelope import Answer, Envelope, Route, ShadowDecision
from dtlib.topics import Topic

from .rulebook import Evaluation, Rulebook, same_answer
from .spec import Hit


def apply(env: Envelope, evaluation: Evaluation, rulebook: Rulebook,
          hits: Counter[str] | None = None) -> tuple[Topic, str]:
    """Write the decision on `env`; return the next topic and the hop outcome."""
    hits = hits if hits is not None else Counter()
    live = evaluation.live
    for shadow in evaluation.shadow:
        hits[f"shadow:{shadow.rule.id}"] += 1
        # What it would have answered travels with it: the learner scores exactly that.
        env.route.shadow.append(ShadowDecision(
            candidate=f"rule:{shadow.rule.id}", path="fast", decided_by=f"rule:{shadow.rule.id}",
            confidence=1.0, agrees=_agrees(shadow, live), answer=shadow.answer, task=shadow.task))
    if live is None:
        return Topic.RULES_MISS, "no-rule"
    hits[f"live:{live.rule.id}"] += 1
    env.route = Route(path="fast", decided_by=f"rule:{live.rule.id}", confidence=1.0,
                      shadow=env.route.shadow)
    probation = ":warning" if rulebook.status_of(live.rule) == "warning" else ""
    if live.task is not None:
        env.task = live.task
        return Topic.SANDBOX_TASKS, f"rule:{live.rule.id}:op{probation}"
    env.answer = Answer(status="ok", text=live.answer or "")
    return Topic.RESPONSES, f"rule:{live.rule.id}{probation}"


def _agrees(shadow: Hit, live: Hit | None) -> bool | None:
    """Whether the shadow rule would have said what the live rule said; without a live rule
    it is known only later (the classifier or the learner fills it in)."""
    return None if live is None else same_answer(shadow, live)
