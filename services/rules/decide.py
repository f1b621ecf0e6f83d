"""The rules stage's decision on an envelope, without Kafka (the service and the routing benchmark
both use it)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from opentelemetry import trace

from dtlib import conflict, tools, trust
from dtlib.envelope import (Answer, Envelope, Provenance, Route, SandboxResult, ShadowDecision, Task,
                            ToolCall)
from dtlib.provenance import numbers_stated
from dtlib.rulematch import Hit
from dtlib.topics import Topic
from dtlib.trust import TrustState, TrustTable

from .rulebook import Evaluation, Rulebook, is_learned, same_answer


def apply(env: Envelope, evaluation: Evaluation, rulebook: Rulebook,
          hits: Counter[str] | None = None, registry: tools.Registry | None = None,
          trusted: TrustTable | None = None) -> tuple[Topic, str]:
    """Write the decision on `env`; return the next topic and the hop outcome. `registry`: the
    tools a rule's action may call; `trusted`: trust.state (a rule corrected lately steps aside)."""
    hits = hits if hits is not None else Counter()
    live = evaluation.live if evaluation.live is None or claims(env, evaluation.live, registry) else None
    for shadow in (s for s in evaluation.shadow if claims(env, s, registry)):
        hits[f"shadow:{shadow.rule.id}"] += 1
        # What it would have answered travels with it: the learner scores exactly that.
        env.route.shadow.append(ShadowDecision(
            candidate=f"rule:{shadow.rule.id}", path="fast", decided_by=f"rule:{shadow.rule.id}",
            confidence=1.0, agrees=_agrees(shadow, live), answer=shadow.answer, task=shadow.task,
            call=would_call(env, shadow, registry)))
    if live is None:
        return Topic.RULES_MISS, "no-rule"
    source = f"rule:{live.rule.id}"
    doubted = trusted.of(env.tenant, source) if trusted is not None else None
    if doubted is not None:  # a tool rule too: a call users reported wrong is not made again
        return step_aside(env, live, doubted, registry)
    if live.tool is not None:
        return call_tool(env, live, registry)
    hits[f"live:{live.rule.id}"] += 1
    env.route = Route(path="fast", decided_by=f"rule:{live.rule.id}", confidence=1.0,
                      shadow=env.route.shadow)
    probation = ":warning" if rulebook.status_of(live.rule) == "warning" else ""
    if live.task is not None:
        env.task = live.task
        return Topic.SANDBOX_TASKS, f"rule:{live.rule.id}:op{probation}"
    answer = templated_answer(live)
    clash = conflict.contradiction(env, answer, f"rule:{live.rule.id}")
    if clash is not None:  # the cache holds another answer for this request: the slow path decides
        conflict.go_slow(env, clash, answer)
        return Topic.LLM_TASKS, f"rule:{live.rule.id}:conflict"
    env.answer = answer
    return Topic.RESPONSES, f"rule:{live.rule.id}{probation}"


def call_tool(env: Envelope, live: Hit, registry: tools.Registry | None) -> tuple[Topic, str]:
    """A rule whose action is a tool: the tool's parameters read from the request and validated.
    Complete: the call goes to the tools service without the model. A parameter missing, invalid
    or ambiguous: the request goes to the slow path with the call and its problems (the model
    may fill them; the tools service checks what it fills, or asks the user), never a guess."""
    assert live.tool is not None
    spec = registry.get(live.tool.tool) if registry is not None else None
    if spec is None:  # a rule naming a tool the registry lacks (`rules check` reports it)
        return Topic.RULES_MISS, f"rule:{live.rule.id}:no-tool"
    reading = tools.read(spec, env.text, env.context, given=live.tool.args)
    env.tool_call = ToolCall(tool=spec.name, args=reading.args, source=live.tool.source,
                             problems=reading.problems)
    if reading.complete:
        env.route = Route(path="fast", decided_by=f"rule:{live.rule.id}", confidence=1.0,
                          shadow=env.route.shadow)
        return Topic.TOOLS_CALLS, f"rule:{live.rule.id}:tool"
    env.route = Route(path="slow", decided_by="tool-precheck", shadow=env.route.shadow)
    return Topic.LLM_TASKS, f"rule:{live.rule.id}:tool-incomplete"


def claims(env: Envelope, hit: Hit, registry: tools.Registry | None) -> bool:
    """Whether the rule takes the request at all. A learned tool rule's words were mined, and
    words like "memory" or "分钟 负载" are also said by questions that are no tool request ("how
    can I improve my memory?", "5分钟能学会负载均衡吗"): it claims a request only when the request
    also says one of the tool's keywords (the registry's own phrases for a request for the tool)
    and the tool's schema reads every parameter from it, at least one from its words (not a
    default). Anything less is not its to claim: it passes on without a call or an ask-back, and
    the slow path offers the tool (by its keywords) or answers in words. A configured tool rule
    (an operator's words) asks back."""
    if hit.tool is None or not is_learned(hit.rule) or registry is None:
        return True
    spec = registry.get(hit.tool.tool)
    if spec is None:
        return True  # `call_tool` passes it on as a rule naming a tool the registry lacks
    if spec.keywords and not tools.named(spec, env.text):
        return False
    reading = tools.read(spec, env.text, env.context, given=hit.tool.args)
    return reading.complete and any(reading.candidates.values())


def would_call(env: Envelope, shadow: Hit, registry: tools.Registry | None) -> ToolCall | None:
    """A shadow tool rule's would-be call, as `call_tool` would make it: its tool with the
    parameters read from the request, and the problems that would have sent it to the model."""
    if shadow.tool is None or registry is None:
        return None
    spec = registry.get(shadow.tool.tool)
    if spec is None:
        return None
    reading = tools.read(spec, env.text, env.context, given=shadow.tool.args)
    return ToolCall(tool=spec.name, args=reading.args, source=shadow.tool.source, problems=reading.problems)


def step_aside(env: Envelope, live: Hit, state: TrustState,
               registry: tools.Registry | None = None) -> tuple[Topic, str]:
    """A rule corrected lately does not answer until its judged uses restore its trust: what it
    would have answered (a text, an operation, or a tool rule's call as `call_tool` would make
    it) goes on the route (the learner judges it against the slow answer, or the call the
    request got) and the request goes slow, with the rule's confidence times its trust."""
    source = f"rule:{live.rule.id}"
    would = templated_answer(live) if live.task is None and live.tool is None else None
    env.route = Route(path="slow", decided_by=trust.DECIDED_BY, confidence=round(state.trust, 4),
                      shadow=env.route.shadow + [ShadowDecision(
                          candidate=source, path="fast", decided_by=source,
                          confidence=round(state.trust, 4), answer=would.text if would else None,
                          task=live.task, call=would_call(env, live, registry))])
    if live.task is not None:  # a computation: the slow path writes its own operation
        env.perception.task_type = "compute"
    trace.get_current_span().set_attribute("dt.trust", trust.why(source, state))
    return Topic.LLM_TASKS, f"{source}:distrusted"


Execute = Callable[[Task], SandboxResult]


def shadow_values(env: Envelope, execute: Execute) -> None:
    """What each shadow computation would have answered, as a value the sandbox computed: the
    learner compares it with the value the request gets (a computation written another way,
    "56*9" for "56 × 9", is the same answer). A failed computation records no value."""
    for decision in env.route.shadow:
        if decision.task is not None and decision.value is None:
            result = execute(decision.task)
            if result.status == "ok":
                decision.value = result.value


def templated_answer(live: Hit) -> Answer:
    """A rule's templated answer with its provenance. Verified when a person wrote the rule (a
    configured YAML rule: its numbers are the operator's, or parameters that passed their
    validators) or when the answer states no number; a learned rule's number was mined from
    earlier answers and is not checked here, so it is left unverified (the cache will not keep it)."""
    answer = Answer(status="ok", text=live.answer or "")
    stated = numbers_stated(answer)
    verified = not is_learned(live.rule) or stated == 0
    answer.provenance = Provenance(path="fast", source=f"rule:{live.rule.id}", verified=verified,
                                   unchecked=0 if verified else stated)
    return answer


def _agrees(shadow: Hit, live: Hit | None) -> bool | None:
    """Whether the shadow rule would have said what the live rule said; without a live rule
    it is known only later (the classifier or the learner fills it in)."""
    return None if live is None else same_answer(shadow, live)
