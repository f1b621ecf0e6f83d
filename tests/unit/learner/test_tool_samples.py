"""The tool sample library and the tool rules mined from it: what the model called on the slow
path, stored with where each parameter came from, becomes a rule that calls the tool without
the model for requests worded alike, reading every value from the new request; a rule whose
would-be call differs from the call the model made never answers."""

from __future__ import annotations

import asyncio
import itertools

import httpx
import msgspec

from dtlib import tools
from dtlib.envelope import Answer, Envelope, Hop, Route, ToolCall, new_trace_id
from dtlib.records import RuleAction, RuleMatch, RuleSpec, rule_key
from dtlib.settings import REPO_ROOT
from dtlib.topics import Topic
from services.learner.judge import uses_of
from services.learner.lifecycle import Thresholds
from services.learner.memory import MemoryLedger
from services.learner.tool_mining import mine_with_tools
from services.learner.tool_samples import DEFAULT, READ, SAID, sample_of
from services.rules.decide import apply
from services.rules.rulebook import Rulebook
from services.tools.caller import Caller
from services.tools.main import Toolbox

from .conftest import sample
from .replica import FakePool, Replica, settings

REGISTRY = tools.Registry(REPO_ROOT / "tools")
TENANT = "default"
# "load average" is what they all say (the unit is written three ways).
LOAD_ASKED = ["what is the {w}-minute load average?", "show me the load average over {w} mins",
              "{w} min load average please", "load average for the last {w} minutes"]
WHY = ["why is the load average so high", "what does the load average mean",
       "how is the load average computed", "is a high load average bad", "what causes a high load average"]


def model_called(text: str, args: dict, tool: str = "host_load") -> Envelope:
    """`text` asked on the slow path, the model's call checked and made by the tools service."""
    env = Envelope(trace_id=new_trace_id(), text=text, tenant=TENANT)
    env.route = Route(path="slow", decided_by="classifier")
    env.tool_call = ToolCall(tool=tool, args=args, source="llm")
    reply = httpx.MockTransport(lambda r: httpx.Response(200, json={"load": 0.5, "cpus": 2, "value": 1.0}))
    toolbox = Toolbox(REGISTRY, Caller({"host_tool_url": "http://host.test"}, httpx.AsyncClient(transport=reply),
                                       clock=itertools.count(step=3600).__next__))
    asyncio.run(toolbox.handle(env))
    env.hops.append(Hop(service="tools", instance="t", start=env.created_at, end=env.created_at, outcome="called"))
    return env


def test_a_successful_call_is_stored_with_where_each_parameter_came_from() -> None:
    env = model_called("how much free memory is there?", {"measure": "available"}, "host_memory")
    s = sample_of(env, REGISTRY)
    assert (s.tool, s.args, s.filled_by) == ("host_memory", {"measure": "available", "unit": "MB"}, "llm")
    assert s.sources["measure"].how == READ and s.sources["unit"].how == DEFAULT
    start, end = s.sources["measure"].span
    assert env.text[start:end] == "free"
    assert s.template == "tool:host_memory" and s.reusable


def test_a_value_the_schema_does_not_read_is_kept_but_never_reused() -> None:
    # The model read "over the last 5" as 5 minutes: right, but no rule reads it that way.
    s = sample_of(model_called("load average over the last 5", {"window": 5}), REGISTRY)
    assert s.sources["window"].how == SAID and s.template == "tool:host_load;said=window"
    assert s.outcome() is None


def test_no_sample_from_a_call_that_was_refused_or_failed() -> None:
    refused = model_called("what is the load average?", {"window": 1})  # a guess: asked back instead
    assert refused.answer.status == "uncertain" and sample_of(refused, REGISTRY) is None
    failed = model_called("what is the 5-minute load average?", {"window": 5})
    failed.results.tool.status = "error"
    assert sample_of(failed, REGISTRY) is None


def learned_rules(calls: list[Envelope], answers=()) -> tuple[MemoryLedger, Rulebook]:
    ledger = MemoryLedger(Thresholds.from_settings(settings()))  # the learner's defaults
    rulebook = Rulebook(REPO_ROOT / "tests" / "no-rules", reload_s=1e9)
    result = mine_with_tools(TENANT, list(answers), [(sample_of(e, REGISTRY), False) for e in calls],
                             ledger.known_rules(TENANT))
    for c in result.candidates:
        for change in ledger.add_candidate(c, auto_shadow=True):
            rulebook.apply_state(rule_key(TENANT, change.rule_id).encode(), ledger.record(change.rule_id))
    return ledger, rulebook


def load_calls(windows=(1, 5, 15, 1, 5, 15, 5, 1)) -> list[Envelope]:
    return [model_called(t.format(w=w), {"window": w}) for t, w in zip(itertools.cycle(LOAD_ASKED), windows)]


def test_recurring_calls_become_a_tool_rule_in_shadow_that_text_questions_keep_off() -> None:
    answers = [sample(t, "The load average is the number of runnable processes, averaged.") for t in WHY]
    ledger, rulebook = learned_rules(load_calls(), answers)
    (rule,) = [r for r in ledger.rules.values() if r.spec.action.tool]
    assert rule.status == "shadow" and rule.outcome_key == "tool:host_load"
    assert rule.spec.action.tool == "host_load" and not rule.spec.action.answer
    assert not any(rulebook.evaluate(TENANT, t).shadow for t in WHY)


def decide(rulebook: Rulebook, text: str) -> tuple[Topic, Envelope]:
    env = Envelope(trace_id=new_trace_id(), text=text, tenant=TENANT)
    topic, _ = apply(env, rulebook.evaluate(TENANT, text), rulebook, registry=REGISTRY)
    return topic, env


def promote(ledger: MemoryLedger, rulebook: Rulebook, texts: list[tuple[str, dict]]) -> None:
    """Each request asked in shadow and then answered by the model's call."""
    for text, args in texts:
        _, shadowed = decide(rulebook, text)
        env = model_called(text, args)
        env.route.shadow = shadowed.route.shadow
        for use in uses_of(env, ledger.tracked()):
            change = ledger.record_use(use)
            if change is not None:
                rulebook.apply_state(rule_key(TENANT, change.rule_id).encode(), ledger.record(change.rule_id))


def test_shadow_calls_like_the_models_promote_the_rule_which_then_reads_the_new_requests_values() -> None:
    ledger, rulebook = learned_rules(load_calls())
    topic, env = decide(rulebook, "what is the 5-minute load average?")
    (would,) = env.route.shadow
    assert topic == Topic.RULES_MISS and (would.call.tool, would.call.args) == ("host_load", {"window": 5})
    promote(ledger, rulebook, [("what is the 15-minute load average?", {"window": 15}),
                               ("show me the load average over 1 minutes", {"window": 1}),
                               ("5 minute load average please", {"window": 5}),
                               ("load average for the last 15 minutes", {"window": 15}),
                               ("what is the 1-minute load average?", {"window": 1})])
    assert {r.status for r in ledger.rules.values()} == {"active"}
    # Active: a request worded alike is called without the model, with its own value ...
    topic, env = decide(rulebook, "the fifteen minute load average please")
    assert topic == Topic.TOOLS_CALLS and env.tool_call.args == {"window": 15}
    assert env.route.path == "fast" and env.route.decided_by.startswith("rule:learned-")
    # ... and one that does not state it, states a value the tool lacks, or two, is not the
    # learned rule's: it passes on without a call (the slow path offers the tool or answers).
    for text in ["what is the load average?", "what is the 7-minute load average?",
                 "the 1 or 5 minute load average"]:
        topic, env = decide(rulebook, text)
        assert topic == Topic.RULES_MISS and env.tool_call is None and not env.route.shadow


def test_a_would_be_call_other_than_the_call_made_ends_the_rule() -> None:
    ledger, rulebook = learned_rules(load_calls())
    promote(ledger, rulebook, [("what is the 15-minute load average?", {"window": 15})])
    # The rule would call the tool on a question the slow path answered in words: not the
    # call the request got, so it is removed before it ever answers.
    text = "explain what the 15-minute load average means"
    _, shadowed = decide(rulebook, text)
    assert shadowed.route.shadow[0].call is not None
    env = Envelope(trace_id=new_trace_id(), text=text, tenant=TENANT, answer=Answer(status="ok", text="It is …"))
    env.route = Route(path="slow", decided_by="classifier", shadow=shadowed.route.shadow)
    for use in uses_of(env, ledger.tracked()):
        ledger.record_use(use)
    (rule,) = ledger.rules.values()
    assert rule.status == "removed" and (rule.shadow_ok, rule.shadow_n) == (1, 2)


def test_the_learner_stores_the_models_successful_calls_on_the_in_memory_transport() -> None:
    pool = FakePool()
    called = model_called("what is the 5-minute load average?", {"window": "5"})
    asked = model_called("what is the load average?", {"window": 1})

    async def run() -> None:
        async with Replica(pool) as learner:
            learner.respond(called, asked)
            await learner.settled()
    asyncio.run(run())
    (row,) = pool.conn.tool_samples
    assert (row["trace_id"], row["tool"], row["template"], row["filled_by"]) == (
        called.trace_id, "host_load", "tool:host_load", "llm")
    assert msgspec.json.decode(row["args"]) == {"window": 5}
    assert msgspec.json.decode(row["sources"]) == {"window": {"how": "read", "span": [12, 13], "written": "5"}}


def test_a_learned_tool_rule_takes_no_everyday_question_that_says_its_words() -> None:
    # The broadest rules the miner could learn for each tool, live: a question that says their
    # words but no keyword of the tool, or none of its values, is not taken (no call, no ask-back).
    rulebook = Rulebook(REPO_ROOT / "tests" / "no-rules", reload_s=1e9)
    for n, (words, tool) in enumerate([(["memory"], "host_memory"), (["内存"], "host_memory"),
                                       (["load"], "host_load"), (["分钟", "负载"], "host_load")]):
        spec = RuleSpec(id=f"learned-{n}", scope="global", status="active", match=RuleMatch(all=words),
                        action=RuleAction(tool=tool))
        rulebook.apply_state(rule_key(TENANT, spec.id).encode(), msgspec.json.encode(spec))
    for text in ["how can I improve my memory for exams?", "how do I free up memory on my phone?",
                 "what is your earliest childhood memory?", "手机内存不够怎么办", "内存条是什么",
                 "how can I load the truck in 15 minutes?", "5分钟能学会负载均衡吗", "服务器负载太高怎么办"]:
        topic, env = decide(rulebook, text)
        assert (topic, env.tool_call) == (Topic.RULES_MISS, None), text
    # A request for the tool that states its values is still called without the model.
    topic, env = decide(rulebook, "最近5分钟的平均负载是多少")
    assert topic == Topic.TOOLS_CALLS and env.tool_call.args == {"window": 5}


def test_a_tool_rule_on_one_word_must_also_say_a_keyword_of_the_tool_or_is_not_proposed() -> None:
    calls = [model_called(t, {"measure": m}, "host_memory") for t, m in [
        ("how much memory is available?", "available"), ("how much memory is used?", "used"),
        ("how much memory is free?", "available"), ("total memory?", "total"),
        ("how much memory is in use?", "used"), ("memory available?", "available")]]
    samples = [(sample_of(e, REGISTRY), False) for e in calls]
    (rule,) = [c.spec for c in mine_with_tools(TENANT, [], samples, registry=REGISTRY).candidates]
    assert rule.match.all == ["memory"] and rule.match.any == REGISTRY.get("host_memory").keywords
    # Without the tool's keywords to require, "memory" alone is no tool rule.
    result = mine_with_tools(TENANT, [], samples)
    assert result.candidates == [] and "tool rule on one word" in result.reasons()
