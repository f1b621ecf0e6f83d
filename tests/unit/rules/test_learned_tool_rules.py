"""A tool rule the learner mined, as the rules step runs it (the runtime on the in-memory
transport): in shadow the request passes on with the call the rule would have made beside it, for
the learner to hold against the call the model makes; once active, a request worded alike goes
to the tools service with its own values, and one that leaves a value out goes to the model."""

from __future__ import annotations

from pathlib import Path

import msgspec
from fakes.runtime import Seen, eventually, settings

from dtlib import envelope as E
from dtlib.records import RuleAction, RuleMatch, RuleSpec
from dtlib.runtime import MemoryTransport, Runtime
from dtlib.topics import Topic, topic_name
from services.rules.main import step
from services.rules.settings import RulesSettings


def learned(status: str) -> bytes:
    return msgspec.json.encode(RuleSpec(id="learned-0123456789ab", scope="global", status=status,
                                        match=RuleMatch(all=["load", "average"]),
                                        action=RuleAction(tool="host_load")))


async def test_a_learned_tool_rule_records_its_call_in_shadow_and_calls_once_active(tmp_path: Path) -> None:
    s = settings(kind=RulesSettings, rules_dir=tmp_path, rules_reload_s=0.0)  # no configured rules
    transport = MemoryTransport()
    runtime = Runtime(step, s, transport)
    await runtime.start()
    seen = Seen(transport, s, Topic.RULES_MISS, Topic.TOOLS_CALLS, Topic.LLM_TASKS)

    def publish(topic: Topic, key: bytes, value: bytes) -> None:
        transport.publish(topic_name(topic, s.topic_prefix), key, value)

    def ask(text: str) -> None:
        env = E.Envelope(trace_id=E.new_trace_id(), text=text)
        publish(Topic.CACHE_MISS, env.trace_id.encode(), E.encode(env))

    publish(Topic.RULES_STATE, b"global:learned-0123456789ab", learned("shadow"))
    await eventually(lambda: runtime.followers[0].records == 1)
    ask("what is the 5-minute load average?")
    await eventually(lambda: len(seen.envelopes(Topic.RULES_MISS)) == 1)
    (shadow,) = seen.envelopes(Topic.RULES_MISS)[0].route.shadow
    assert shadow.candidate == "rule:learned-0123456789ab"
    assert (shadow.call.tool, shadow.call.args) == ("host_load", {"window": 5})

    publish(Topic.RULES_STATE, b"global:learned-0123456789ab", learned("active"))
    await eventually(lambda: runtime.followers[0].records == 2)
    ask("the fifteen minute load average please")
    ask("what is the load average?")
    ask("how do I lower my load average in running pace?")
    await eventually(lambda: len(seen.envelopes(Topic.TOOLS_CALLS)) == 1 and len(seen.envelopes(Topic.RULES_MISS)) == 3)
    (called,) = seen.envelopes(Topic.TOOLS_CALLS)
    assert (called.tool_call.args, called.route.path) == ({"window": 15}, "fast")
    passed = seen.envelopes(Topic.RULES_MISS)[1:]
    assert [e.tool_call for e in passed] == [None, None] and seen.envelopes(Topic.LLM_TASKS) == []
    await seen.close()
    await runtime.stop()
    await transport.close()
