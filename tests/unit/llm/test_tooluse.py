"""Tools on the slow path: the model is offered the tool a rule chose (or a tool the request names)
and fills its call; the call goes to the tools service with every problem found, so a value the
model guessed never becomes a call."""

from __future__ import annotations

import asyncio
import json
import time

from dtlib import envelope as E
from dtlib.topics import Topic
from fakes.harness import Replicas, local_check, settings_for
from services.llm import main as llm
from services.llm.backends import OpenAICompatible
from services.llm.resilience import ResilientModel

LOAD_CALL = E.ToolCall(tool="host_load", source="rule:host.load_average", problems=["window: missing"])


def reply(tool: str | None, **args) -> dict:
    return {"content": json.dumps({"tool": tool, "args": args})}


def native(tool: str, **args) -> dict:
    """A call through the OpenAI tools API."""
    return {"tool_call": {"name": tool, "arguments": json.dumps(args)}}


async def run(fake, envs: list[E.Envelope], **overrides) -> dict[str, tuple[Topic, E.Envelope]]:
    settings = settings_for(fake, **overrides)
    replicas = Replicas(settings)
    model = ResilientModel(OpenAICompatible(settings), settings)
    await replicas.start((llm.step, llm.Deps(model=model, execute=local_check)))
    for env in envs:
        replicas.publish(Topic.LLM_TASKS, env)
    out: dict[str, tuple[Topic, E.Envelope]] = {}
    deadline = time.monotonic() + 10
    while len(out) < len(envs):
        assert time.monotonic() < deadline, "not all came out"
        for topic in (Topic.TOOLS_CALLS, Topic.LLM_DRAFTS):
            out |= {e.trace_id: (topic, e) for e in replicas.envelopes(topic)}
        await asyncio.sleep(0.005)
    await replicas.stop()
    return out


def request(text: str, call: E.ToolCall | None = LOAD_CALL) -> E.Envelope:
    return E.Envelope(trace_id=E.new_trace_id(), text=text, tool_call=call)


async def test_a_call_the_model_fills_through_the_tools_api_goes_to_the_tools(fake) -> None:
    fake.script([{"match": "last 5", "replies": [native("host_load", window=5)]}])
    env = request("load average over the last 5")
    (topic, out), = (await run(fake, [env])).values()
    assert topic == Topic.TOOLS_CALLS and out.hops[-1].outcome == "tool:filled"
    assert out.tool_call == E.ToolCall(tool="host_load", args={"window": 5}, source="llm")
    body = fake.log()[0]["body"]
    (offered,) = body["tools"]
    assert offered["function"]["name"] == "host_load" and body["tool_choice"] == "auto"
    assert offered["function"]["parameters"]["properties"]["window"]["enum"] == [1, 5, 15]
    assert offered["function"]["parameters"]["required"] == []  # never made to guess one
    assert "response_format" not in body


async def test_without_the_tools_api_the_call_is_one_json_object_of_the_same_schema(fake) -> None:
    fake.script([{"match": "last 5", "replies": [reply("host_load", window=5)]}])
    env = request("load average over the last 5")
    (topic, out), = (await run(fake, [env], llm_tool_calling=False)).values()
    assert out.tool_call == E.ToolCall(tool="host_load", args={"window": 5}, source="llm")
    body = fake.log()[0]["body"]
    assert "tools" not in body
    variants = body["response_format"]["json_schema"]["schema"]["anyOf"]
    assert variants[0]["properties"]["args"]["properties"]["window"]["enum"] == [1, 5, 15]
    assert variants[0]["properties"]["args"]["required"] == []


async def test_a_guessed_or_chosen_value_is_a_problem_not_a_call(fake) -> None:
    fake.script(default=native("host_load", window=5))
    guess, choice = request("what is the load average?"), request("the 1 or 5 minute load average")
    out = await run(fake, [guess, choice])
    assert out[guess.trace_id][1].tool_call.problems == ["window: 5 is not stated in the request"]
    assert out[choice.trace_id][1].tool_call.problems == ["window: the request names several (1 or 5)"]
    assert {topic for topic, _ in out.values()} == {Topic.TOOLS_CALLS}
    assert {e.hops[-1].outcome for _, e in out.values()} == {"tool:invalid"}


async def test_a_declined_rule_call_keeps_its_problems_and_an_unneeded_tool_is_no_detour(fake) -> None:
    fake.script([{"match": "load average", "replies": [reply(None)]},
                 {"match": "memory", "replies": [reply(None), {"content": "Memory is where a program keeps its data."}]}])
    declined = request("what is the load average?")
    general = request("what does free memory mean on a computer?", call=None)
    out = await run(fake, [declined, general])
    topic, env = out[declined.trace_id]
    assert topic == Topic.TOOLS_CALLS and env.tool_call == LOAD_CALL and env.hops[-1].outcome == "tool:declined"
    topic, env = out[general.trace_id]
    assert topic == Topic.LLM_DRAFTS and env.tool_call is None
    assert env.results.draft.text == "Memory is where a program keeps its data."


async def test_a_question_that_only_mentions_memory_is_not_offered_a_tool(fake) -> None:
    fake.script([{"match": "memory", "replies": [{"content": "Sleep and practice help."}]}])
    env = request("how do I improve my memory for exams?", call=None)
    (topic, out), = (await run(fake, [env])).values()
    assert topic == Topic.LLM_DRAFTS and out.tool_call is None and len(fake.log()) == 1
