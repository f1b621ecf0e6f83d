"""Which rules an answered envelope tells us something about, and whether they were right.

- A rule that answered (route.decided_by "rule:<id>") was used live. It counts as right unless
  feedback says the answer was wrong (that may arrive later; the use is then corrected).
- A rule evaluated in shadow (route.shadow, candidate "rule:<id>") would have answered. When the
  request was then answered by something that is not a rule or the cache (the slow path, or
  the classifier's sandbox computation) and that answer is ok, the would-be answer the rules
  service recorded with it is compared with that answer: the same text, or the same operation
  with the same numbers. A computation rule's would-be value (the rules service had the sandbox
  compute it) is compared with the value the request got; without one it is not judged.
- A request the cache answered never reached the rules service; `cache_uses` evaluates the
  tenant's mined rules on it here, with the rules service's matcher (dtlib.rulematch), and
  compares what each would answer with the cache's answer (`DT_LEARNER_JUDGE_CACHE_HITS`). The caller passes the rules to match: the tenant's
  evaluated mined rules, not only those named on the envelope.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from dtlib.envelope import Envelope, ShadowDecision, Task, ToolCall
from dtlib.records import RuleSpec
from dtlib.rulematch import CompiledRule, Hit, RuleError, compile_rule
from dtlib.text import normalise

from .lifecycle import is_computation
from .outcome import same_task, same_value
from .tool_samples import same_call


@dataclass(frozen=True)
class Use:
    rule_id: str
    trace_id: str
    mode: Literal["live", "shadow"]
    correct: bool
    at: float


def rule_id_of(decided_by: str | None) -> str | None:
    if decided_by and decided_by.startswith("rule:"):
        return decided_by[len("rule:"):]
    return None


def answered_at(env: Envelope) -> float:
    return env.hops[-1].end if env.hops else env.created_at


def is_reference(env: Envelope) -> bool:
    """An answer a would-be answer can be scored against: ok, and not itself from a rule or
    the cache (those are what is being judged)."""
    decided_by = env.route.decided_by or ""
    return (env.answer is not None and env.answer.status == "ok"
            and not decided_by.startswith(("rule:", "cache.")))


def would_be(decision: ShadowDecision) -> str | Task | ToolCall | None:
    """What the shadow rule would have answered, as the rules service recorded it (None from
    a rules service that did not record it: such a use is not judged)."""
    return decision.answer if decision.answer is not None else decision.task or decision.call


def agrees(would: str | Task | ToolCall, env: Envelope) -> bool | None:
    """Whether a would-be answer is what the reference answered; None when they cannot be
    compared (a computation against a prose answer, an incomplete tool call against a tool
    request)."""
    assert env.answer is not None
    if isinstance(would, ToolCall):  # a tool rule: the call the request got, if any, is the reference
        return same_call(would, env)
    if isinstance(would, Task):
        if env.task is None:
            return None
        return same_task(would, env.task)
    return normalise(would) == normalise(env.answer.text)


_COMPILED: dict[str, tuple[RuleSpec, CompiledRule | None]] = {}


def _compiled(rule_id: str, spec: RuleSpec) -> CompiledRule | None:
    """The rules service's compiled rule, once per version of its spec (None: the rules service
    would skip the spec, so it answers nothing)."""
    known = _COMPILED.get(rule_id)
    if known is None or known[0] is not spec:
        if len(_COMPILED) > 20000:
            _COMPILED.clear()
        try:
            rule = compile_rule(spec, "rules.state")
        except RuleError:
            rule = None
        known = _COMPILED[rule_id] = (spec, rule)
    return known[1]


def cache_uses(env: Envelope, rules: Mapping[str, RuleSpec | None]) -> list[Use]:
    """Would-be answers on a request the cache answered: it never reached the rules service,
    so the learner evaluates the mined rules in `rules` (id → spec: the tenant's evaluated ones)
    on its text and context itself, with the rules service's matcher, and compares what each
    would answer with the cache's answer. The cache holds the slow path's answers and is checked
    by users' reports, so it is a reference as good as the slow path for rules in shadow:
    without it, a rule whose questions the cache mostly answers gathers evidence slowly, and a
    rule that would answer a near answer's questions (which the cache answers) is never caught
    doing it."""
    decided_by = env.route.decided_by or ""
    if not decided_by.startswith("cache.") or env.answer is None or env.answer.status != "ok":
        return []
    norm = normalise(env.text)
    said = normalise(env.answer.text)
    at = answered_at(env)
    uses = []
    for rule_id, spec in rules.items():
        if spec is None or spec.action is None or not spec.action.answer or spec.params:
            continue  # only fixed answers compare with a cached text
        rule = _compiled(rule_id, spec)
        hit = rule.evaluate(env.text, env.context, norm=norm) if rule is not None else None
        if isinstance(hit, Hit):
            uses.append(Use(rule_id, env.trace_id, "shadow", normalise(hit.answer or "") == said, at))
    return uses


def uses_of(env: Envelope, rules: Mapping[str, RuleSpec | None]) -> list[Use]:
    """The judged uses in this envelope of the rules in `rules` (id → spec; None for a tracked
    rule whose spec the learner does not hold, e.g. a configured one)."""
    at = answered_at(env)
    uses: list[Use] = []
    live = rule_id_of(env.route.decided_by)
    if live is not None and live in rules:
        uses.append(Use(live, env.trace_id, "live", True, at))
    if not is_reference(env):
        return uses
    for decision in env.route.shadow:
        rule_id = rule_id_of(decision.candidate)
        if rule_id is None or rule_id == live or rule_id not in rules:
            continue
        if is_computation(rules[rule_id]):
            verdict = same_value(decision.value, env.answer.value)  # type: ignore[union-attr]
        else:
            would = would_be(decision)
            verdict = agrees(would, env) if would is not None else None
        if verdict is not None:
            uses.append(Use(rule_id, env.trace_id, "shadow", verdict, at))
    return uses
