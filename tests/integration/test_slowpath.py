"""The slow path through Kafka on its own processes: llm (on the fake OpenAI-compatible server),
fuser and sandbox (Kafka and gRPC), with their own topic prefix and instance names. It needs only
the broker at DT_KAFKA_BOOTSTRAP; it never starts or stops the services of `dualtrack dev up`."""

from __future__ import annotations

import pytest

from services.cache.settings import CacheSettings
from dualtrack.bench.slowpath import FakeModel, SlowPathClient, SlowPathProcesses
from services.cache.categories import not_cacheable_reason

pytestmark = pytest.mark.integration


@pytest.fixture(scope="session", autouse=True)
def real_stack():
    """Only the broker is needed: a running one (whoever started it on this machine) is used as
    it is; without one, the stack is brought up as for every integration test."""
    from dtlib.settings import get_settings
    from dualtrack import stack
    from dualtrack.stack.common import host_port, port_open

    if not port_open(*host_port(get_settings().kafka_bootstrap, 9092)):
        stack.up()
    yield

SCRIPT = [
    {"match": "colour", "replies": [{"content": "The sky is blue."}]},
    {"match": "eggs", "replies": [{"content": "12×24=298, so the crate holds 298 eggs."}]},
    {"match": "fixed", "replies": [{"content": "12×24=298."}, {"content": "12×24=288."}]},
    {"match": "balance", "replies": [{"content": "1,000,000 - 13,567,890 = -12,567,890."}]},
    {"match": "fifteen", "replies": [{"content": '{"op": "percent_of", "args": {"percent": 15, "of": 80}}'}]},
    {"match": "down", "replies": [{"status": 503}]},
    # issue 16: each failure the embedded model showed, replayed
    {"match": "upper case", "replies": [{"content": '{"op": "date_diff", "args": {"start": "2024-01-01", '
                                                    '"end": "2024-03-01", "inclusive": true}}'}]},
    {"match": "ｕｐｐｅｒ", "replies": [{"content": '{"op": "str_count", "args": {"text": "hello", "sub": "l"}}'}]},
    {"match": "strawberry", "replies": [{"content": "There are 2 r's in strawberry."}]},
    {"match": "2023-01-01", "replies": [{"content": "From 2023-01-01 to 2024-01-01 there are 366 days."}]},
    {"match": "吨", "replies": [{"content": "The answer is 5."}]},
]


@pytest.fixture(scope="module")
async def slowpath():
    with FakeModel() as fake:
        fake.script(SCRIPT)
        procs = SlowPathProcesses(fake.base_url, llm_attempts=2, llm_backoff_initial_s=0.05,
                                  llm_breaker_failures=100)
        await procs.start()
        try:
            async with SlowPathClient(procs.settings) as client:
                yield client, fake
        finally:
            await procs.stop()


async def test_an_open_question_is_answered_by_llm_then_fuser(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("Name one colour of the sky.")
    assert env.answer.status == "ok" and env.answer.text == "The sky is blue."
    assert [h.service for h in env.hops] == ["llm", "fuser"]
    assert len({h.instance for h in env.hops}) == 2


async def test_a_wrong_number_never_reaches_the_user(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("How many eggs in 12 rows of 24?")
    # the model repeats itself when told: the loop stops and the corrected draft is presented
    assert [h.service for h in env.hops] == ["llm", "fuser", "llm", "fuser"]
    assert env.answer.status == "ok"
    assert env.answer.text == "12×24=288 (corrected from 298), so the crate holds 288 (corrected from 298) eggs."
    assert env.meta.decisions == ["gather_more: contradiction", "present: contradiction+stagnation"]


async def test_gather_more_goes_back_through_kafka(slowpath) -> None:
    client, fake = slowpath
    env = await client.ask("fixed: what is 12 times 24?")
    assert env.answer.text == "12×24=288." and env.meta.iterations == 2
    outcomes = [h.outcome for h in env.hops]
    assert outcomes == ["drafted", "gather_more:contradiction", "drafted", "answer:ok"]
    retry = [r for r in fake.log() if r["question"].startswith("fixed")][-1]
    assert "12*24 = 298 is wrong; 12*24 = 288" in retry["messages"][-1]["content"]


async def test_a_negative_number_survives(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("What is my balance?")
    assert env.answer.text == "1,000,000 - 13,567,890 = -12,567,890."
    assert [c.correct for c in env.results.draft.claims] == [True]


async def test_program_aided_computation_runs_on_the_sandbox(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("what is fifteen percent of eighty", task_type="compute")
    assert env.answer.status == "ok" and env.answer.value == "12" and env.answer.text == "15% of 80 = 12"
    assert env.task.source == "llm" and env.results.sandbox.steps


async def test_an_unavailable_model_is_a_clear_error(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("down: anyone there?")
    assert env.answer.status == "error" and env.answer.error.code == "LLM_UNAVAILABLE"
    assert "HTTP 503" in env.answer.error.message


# --- issue 16: an honest slow path --------------------------------------------------------------

def _not_kept(env) -> None:
    """What the cache decides on this answer: it does not keep it."""
    assert not_cacheable_reason(env, CacheSettings(tracing=False)) is not None


@pytest.mark.parametrize("question, reason", [
    ('Please convert "hello world" to upper case', "asks for an upper-case conversion, not a date difference"),
    ('ｕｐｐｅｒ("hello")', "asks for an upper-case conversion, not a count of characters"),
])
async def test_an_operation_that_does_not_fit_ends_uncertain_unrun(slowpath, question: str, reason: str) -> None:
    client, fake = slowpath
    env = await client.ask(question, task_type="compute")
    assert env.answer.status == "uncertain" and reason in env.answer.error.message
    assert env.results.sandbox is None and "61" not in env.answer.text
    assert [h.outcome for h in env.hops] == ["program:ungrounded", "answer:uncertain"]
    asked = [r for r in fake.log() if r["question"] == question]
    assert len(asked) == 2 and asked[1]["messages"][-1]["content"].startswith("That does not fit the question")
    assert env.answer.provenance.verified is False
    _not_kept(env)


@pytest.mark.parametrize("question, shown", [
    ("How many r's are in strawberry?", "There are 3 (corrected from 2) r's in strawberry."),
    ("How many days from 2023-01-01 to 2024-01-01?", "From 2023-01-01 to 2024-01-01 there are 365 (corrected from 366) days."),
])
async def test_a_wrong_claim_in_prose_is_corrected_and_not_kept(slowpath, question: str, shown: str) -> None:
    client, _ = slowpath
    env = await client.ask(question)
    assert env.answer.status == "ok" and env.answer.text == shown
    assert env.answer.provenance.source == "llm" and env.answer.provenance.unchecked == 0
    _not_kept(env)


async def test_an_ambiguous_unit_is_asked_back(slowpath) -> None:
    client, fake = slowpath
    env = await client.ask("5吨等于多少磅？", task_type="ambiguous")
    assert env.answer.status == "uncertain" and "公吨（1000千克）" in env.answer.text
    assert "The answer is 5" not in env.answer.text
    assert not [r for r in fake.log() if "吨" in r["question"]]  # the model was not asked to guess
    _not_kept(env)
