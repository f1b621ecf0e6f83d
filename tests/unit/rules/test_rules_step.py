"""The rules step as it runs (the runtime on the in-memory transport): each decision on its topic
with its hop, and the learner's rules.state read to the end before the first request is answered."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from fakes.runtime import Seen, eventually, settings

from dtlib import envelope as E
from dtlib.records import RuleAction, RuleMatch, RuleSpec
from dtlib.runtime import MemoryTransport, Runtime
from dtlib.topics import Topic, topic_name
from services.rules.main import step
from services.rules.settings import RulesSettings

RULES = """
rules:
  - id: ops.load
    match: {any: ["server load"], context: [server_load]}
    params:
      - {name: load, source: context, key: server_load, type: number, min: 0, max: 100}
    answer: {en: "Load is {load}%."}
  - id: tip
    match:
      regex: ['(?P<percent>\\d+)% tip on \\$?(?P<amount>\\d+(?:\\.\\d+)?)']
    params:
      - {name: percent, type: number, min: 0, max: 100}
      - {name: amount, type: number, min: 0}
    action: {op: percent_of, args: {percent: "{percent}", of: "{amount}"}}
"""
TIP = "what is a 15% tip on $80?"
VPN = "what is the vpn address?"


@pytest.fixture
def s(tmp_path: Path):
    (tmp_path / "global").mkdir()
    (tmp_path / "global" / "r.yaml").write_text(RULES, encoding="utf-8")
    return settings(kind=RulesSettings, rules_dir=tmp_path, rules_reload_s=0.0)


def ask(transport: MemoryTransport, s, text: str, **fields) -> str:
    env = E.Envelope(trace_id=E.new_trace_id(), text=text, **fields)
    transport.publish(topic_name(Topic.CACHE_MISS, s.topic_prefix), env.trace_id.encode(), E.encode(env))
    return env.trace_id


def state(transport: MemoryTransport, s, key: str, value: bytes | None) -> None:
    transport.publish(topic_name(Topic.RULES_STATE, s.topic_prefix), key.encode(), value)


VPN_RULE = msgspec.json.encode(RuleSpec(id="learned.vpn", scope="global", match=RuleMatch(any=["vpn address"]),
                                        action=RuleAction(answer={"en": "vpn.example.com"})))


def routed(seen: Seen) -> dict[str, tuple[Topic, E.Envelope]]:
    return {env.trace_id: (topic, env) for topic in (Topic.RESPONSES, Topic.SANDBOX_TASKS, Topic.RULES_MISS)
            for env in seen.envelopes(topic)}


async def test_each_decision_goes_on_its_topic_keyed_by_trace_with_the_rules_hop(s) -> None:
    transport = MemoryTransport()
    runtime = Runtime(step, s, transport)
    await runtime.start()
    assert runtime.ready
    seen = Seen(transport, s, Topic.RESPONSES, Topic.SANDBOX_TASKS, Topic.RULES_MISS)
    load = ask(transport, s, "what is the server load?", context={"server_load": "73.5"})
    tip = ask(transport, s, TIP)
    other = ask(transport, s, "how do I restart nginx?")
    await eventually(lambda: len(routed(seen)) == 3)
    out = routed(seen)

    topic, env = out[load]
    assert topic is Topic.RESPONSES and env.answer.text == "Load is 73.5%."
    assert [(h.service, h.outcome) for h in env.hops] == [("rules", "rule:ops.load")]
    topic, env = out[tip]
    assert topic is Topic.SANDBOX_TASKS and (env.task.op, env.task.args) == (
        "percent_of", {"percent": "15", "of": "80"})
    assert env.hops[-1].outcome == "rule:tip:op" and env.route.decided_by == "rule:tip"
    topic, env = out[other]
    assert topic is Topic.RULES_MISS and env.answer is None and env.hops[-1].outcome == "no-rule"
    for topic in (Topic.RESPONSES, Topic.SANDBOX_TASKS, Topic.RULES_MISS):
        assert all(r.key == E.decode(r.value).trace_id.encode() for r in seen.records[topic])
    await runtime.stop()
    await seen.close()


async def test_a_starting_replica_answers_by_the_learners_state_read_to_its_end(s) -> None:
    """A restarted replica must not answer with a rule the learner demoted, nor miss a learned one."""
    transport = MemoryTransport()
    state(transport, s, "global:tip", b'{"id": "tip", "status": "demoted"}')
    state(transport, s, "global:learned.vpn", VPN_RULE)
    tip, vpn = ask(transport, s, TIP), ask(transport, s, VPN)  # waiting before the replica starts
    runtime = Runtime(step, s, transport)
    await runtime.start()
    seen = Seen(transport, s, Topic.RESPONSES, Topic.SANDBOX_TASKS, Topic.RULES_MISS)
    await eventually(lambda: len(routed(seen)) == 2)
    topic, env = routed(seen)[tip]
    assert topic is Topic.RULES_MISS and env.route.shadow[0].candidate == "rule:tip"  # still measured
    topic, env = routed(seen)[vpn]
    assert topic is Topic.RESPONSES and env.answer.text == "vpn.example.com"

    # It keeps following: the tip rule restored, the learned rule tombstoned.
    state(transport, s, "global:tip", b'{"id": "tip", "status": "active"}')
    state(transport, s, "global:learned.vpn", None)
    await eventually(lambda: runtime.followers[0].records == 4)
    tip, vpn = ask(transport, s, TIP), ask(transport, s, VPN)
    await eventually(lambda: len(routed(seen)) == 4)
    assert routed(seen)[tip][0] is Topic.SANDBOX_TASKS and routed(seen)[vpn][0] is Topic.RULES_MISS
    await runtime.stop()
    await seen.close()
