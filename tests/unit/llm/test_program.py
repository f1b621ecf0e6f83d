"""Program-aided computation: the model writes the typed operation, the sandbox computes it."""

from __future__ import annotations

import json
import re

import pytest

from fakes.harness import Loop, settings_for
from services.llm import op_schema, prompts
from services.sandbox.ops import OPS as SANDBOX_OPS

COMPUTE = "compute"


def test_the_op_table_is_the_sandboxs() -> None:
    # A batch is the reader's only: the grounding check reads one operation against the question.
    assert set(op_schema.OPS) == set(SANDBOX_OPS) - {"batch"}
    for op, (_, required, optional) in SANDBOX_OPS.items():
        if op == "batch":
            continue
        spec = op_schema.OPS[op]
        assert (set(spec.required), set(spec.optional)) == (set(required), set(optional)), op


def test_the_json_schema_has_one_variant_per_op() -> None:
    schema = op_schema.json_schema()
    ops = [v["properties"]["op"]["const"] for v in schema["anyOf"]]
    assert ops == list(op_schema.OPS)
    date_diff = schema["anyOf"][ops.index("date_diff")]["properties"]["args"]
    assert date_diff["required"] == ["start", "end"] and date_diff["additionalProperties"] is False


@pytest.mark.parametrize("reply, op, args", [
    ('{"op": "percent_of", "args": {"percent": 15, "of": "80"}}', "percent_of", {"percent": 15, "of": "80"}),
    ('```json\n{"op": "expr", "args": {"expression": "(12+8)*3"}}\n```', "expr", {"expression": "(12+8)*3"}),
    ('Sure: {"op": "date_diff", "start": "2024-01-01", "end": "2024-03-01"}', "date_diff",
     {"start": "2024-01-01", "end": "2024-03-01"}),
])
def test_valid_replies(reply: str, op: str, args: dict) -> None:
    task = op_schema.validate(reply)
    assert (task.op, task.args, task.source) == (op, args, "llm")


@pytest.mark.parametrize("reply, problem", [
    ("fifteen percent of eighty is twelve", "no JSON object"),
    ('{"op": "percent_of", "args": {"percent": 15}', "not valid JSON"),
    ('{"op": "multiply", "args": {}}', '"op" must be one of'),
    ('{"op": "percent_of", "args": {"percent": 15}}', 'needs the argument "of"'),
    ('{"op": "percent_of", "args": {"percent": 15, "of": 80, "x": 1}}', 'has no argument "x"'),
    ('{"op": "percent_of", "args": {"percent": "fifteen", "of": 80}}', "must be a plain number"),
    ('{"op": "date_diff", "args": {"start": "March 1", "end": "2024-03-05"}}', "YYYY-MM-DD"),
    ('{"op": "is_prime", "args": {"n": 7.5}}', "whole number"),
    ('{"op": "date_add", "args": {"date": "2024-01-01", "amount": 3, "unit": "fortnights"}}', "one of days"),
])
def test_invalid_replies_say_what_to_fix(reply: str, problem: str) -> None:
    with pytest.raises(op_schema.OpInvalid, match=re.escape(problem)):
        op_schema.validate(reply)


async def test_an_invalid_operation_is_sent_back_once_with_the_error(fake) -> None:
    fake.script([{"match": "fifteen", "replies": [
        {"content": '{"op": "percent_of", "args": {"percent": 15}}'},
        {"content": '{"op": "percent_of", "args": {"percent": 15, "of": 80}}'}]}])
    loop = Loop(settings_for(fake))
    env = await loop.ask("what is fifteen percent of eighty", task_type=COMPUTE)
    assert env.answer.status == "ok" and env.answer.value == "12"
    assert env.answer.text == "15% of 80 = 12"
    assert env.task.source == "llm" and env.results.sandbox.status == "ok"
    first, second = fake.log()
    assert second["messages"][-1]["content"].startswith('That is not valid: percent_of needs the argument "of"')
    assert first["body"]["temperature"] == 0.0  # extraction is not creative
    assert first["body"]["response_format"]["type"] == "json_schema"
    assert loop.hops == ["program:ok", "answer:ok"]


async def test_invalid_twice_goes_to_the_gate_which_asks_again_then_stops(fake) -> None:
    fake.script(default={"content": "I think it is about twelve."})
    loop = Loop(settings_for(fake))
    env = await loop.ask("what is fifteen percent of eighty", task_type=COMPUTE)
    # round 1: two invalid replies → gather more; round 2: the same reply again → stagnation
    assert loop.hops == ["program:invalid", "gather_more:middling", "program:invalid", "answer:uncertain"]
    assert len(fake.log()) == 4
    assert env.answer.status == "uncertain"
    assert env.answer.text.startswith("I don't know for sure, because I could not read the question as a calculation")
    assert env.answer.error.code == "NOT_A_CALCULATION" and "15% of 80" in env.answer.error.hint
    assert env.meta.decisions == ["gather_more: middling", "uncertain: middling+stagnation"]
    retry = fake.log()[2]["messages"]
    assert "that is not a valid calculation: the reply has no JSON object" in retry[-1]["content"]


async def test_a_rejected_operation_is_attributed(fake) -> None:
    bad_date = '{"op": "date_diff", "args": {"start": "2023-02-29", "end": "2023-03-10"}}'
    fake.script(default={"content": bad_date})
    loop = Loop(settings_for(fake, gate_max_iterations=1))
    env = await loop.ask("how many days from feb 29 2023 to march 10 2023", task_type=COMPUTE)
    assert env.answer.status == "error"
    assert env.answer.error.code == "INVALID_DATE"
    assert "2023-02-29 is not valid" in env.answer.text and "How to ask instead" in env.answer.text


async def test_prompts_never_mention_the_machinery(fake) -> None:
    fake.script([{"match": "fifteen", "replies": [{"content": "no idea"}]},
                 {"match": "eggs", "replies": [{"content": "12 × 24 = 298 eggs."}, {"content": "288 eggs."}]}])
    loop = Loop(settings_for(fake))
    await loop.ask("what is fifteen percent of eighty", task_type=COMPUTE)
    await loop.ask("how many eggs in 12 boxes of 24?")
    said = json.dumps([r["messages"] for r in fake.log()]).lower()
    for word in ("sandbox", "pipeline", "system 2", "system one", "calculator", "tool", "fuser", "verif"):
        assert word not in said, word
    assert prompts.SYSTEM_PROMPT == "You are a helpful assistant."
