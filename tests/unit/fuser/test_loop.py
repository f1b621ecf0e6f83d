"""llm → fuser → (gather more → llm → fuser …) → answer, in-process, against the fake model server:
the brake, the confidence gate, its trend, stagnation, and failures of the model."""

from __future__ import annotations

import pytest

from fakes.harness import Loop, settings_for
from services.fuser.gate import Signals, assess


async def test_an_open_question_is_answered(fake) -> None:
    fake.script([{"match": "colour", "replies": [{"content": "The sky is blue."}]}])
    loop = Loop(settings_for(fake))
    env = await loop.ask("Name one colour of the sky.")
    assert env.answer.status == "ok" and env.answer.text == "The sky is blue."
    assert loop.hops == ["drafted", "answer:ok"] and env.meta.decisions == ["present: confident"]


async def test_a_wrong_product_is_corrected_before_the_user_sees_it(fake) -> None:
    fake.script(default={"content": "12×24=298, so the crate holds 298 eggs."})
    loop = Loop(settings_for(fake, gate_max_iterations=1))  # no second draft: the brake alone
    env = await loop.ask("How many eggs are in 12 rows of 24?")
    assert env.answer.status == "ok"
    assert env.answer.text == "12×24=288 (corrected from 298), so the crate holds 288 (corrected from 298) eggs."
    (claim,) = env.results.draft.claims
    assert (claim.stated, claim.checked, claim.correct) == ("298", "288", False)
    assert env.results.draft.text.startswith("12×24=298")  # the model's words stay on record


async def test_a_contradiction_goes_back_to_the_model_with_what_was_wrong(fake) -> None:
    fake.script([{"match": "eggs", "replies": [{"content": "12×24=298 eggs."}, {"content": "12×24=288 eggs."}]}])
    loop = Loop(settings_for(fake))
    env = await loop.ask("How many eggs are in 12 rows of 24?")
    assert loop.hops == ["drafted", "gather_more:contradiction", "drafted", "answer:ok"]
    assert env.answer.text == "12×24=288 eggs." and env.results.draft.claims[0].correct is True
    retry = fake.log()[1]["messages"]
    assert retry[-2] == {"role": "assistant", "content": "12×24=298 eggs."}
    assert "12*24 = 298 is wrong; 12*24 = 288" in retry[-1]["content"]
    assert env.meta.iterations == 2 and len(env.meta.confidence_trend) == 2


async def test_a_negative_number_survives(fake) -> None:
    draft = "Your balance is 1,000,000 - 13,567,890 = -12,567,890, so you owe 12,567,890."
    fake.script(default={"content": draft})
    env = await Loop(settings_for(fake)).ask("What is my balance?")
    assert env.answer.status == "ok" and env.answer.text == draft
    assert [c.correct for c in env.results.draft.claims] == [True]


async def test_a_falling_confidence_trend_gathers_more(fake) -> None:
    d1 = "2+2=4, 3+3=6, 4+4=8, 5+5=10, 6+6=12, 7+7=14, and 8+8=17."
    d2 = "2+2=4, 3+3=6, 4+4=8, and 8+8=15."
    d3 = "Sixteen, I believe."
    d4 = "8+8=16."
    fake.script([{"match": "sums", "replies": [{"content": d} for d in (d1, d2, d3, d4)]}])
    loop = Loop(settings_for(fake))
    env = await loop.ask("Some sums please")
    trend = env.meta.confidence_trend
    assert trend[:3] == [assess(Signals(verified=6, wrong=1)).confidence,
                         assess(Signals(verified=3, wrong=1)).confidence, assess(Signals()).confidence]
    assert trend[0] > trend[1] > trend[2] >= 0.6  # above the threshold, but falling
    assert env.meta.decisions == ["gather_more: contradiction", "gather_more: contradiction",
                                  "gather_more: falling_trend", "present: confident"]
    assert env.answer.text == d4
    assert "less certain" in fake.log()[3]["messages"][-1]["content"]


@pytest.mark.parametrize("second", [
    "The total is 45 + 38 + 17 = 110, and 7 × 8 = 54, and 9 × 9 = 80.",  # repeated word for word
    "The total is 45 + 38 + 17 = 110; 7 × 8 = 54 and 9 × 9 = 80.",  # reworded, same numbers
])
async def test_a_stagnating_loop_stops(fake, second: str) -> None:
    first = "The total is 45 + 38 + 17 = 110, and 7 × 8 = 54, and 9 × 9 = 80."
    fake.script([{"match": "total", "replies": [{"content": first}, {"content": second}, {"content": "100."}]}])
    loop = Loop(settings_for(fake, gate_max_iterations=4))
    env = await loop.ask("What is the total?")
    assert len(fake.log()) == 2  # budget for 4 drafts, stopped after 2
    assert env.meta.decisions == ["gather_more: middling", "uncertain: middling+stagnation"]
    assert env.answer.status == "uncertain"
    assert env.answer.text.startswith("I don't know for sure, because 3 of the numbers in my answer were wrong")
    assert "asking again gave the same answer" in env.answer.text
    assert "= 100 (corrected from 110)" in env.answer.text  # the best attempt, its numbers fixed


async def test_a_cut_off_answer_is_never_shown_and_is_asked_again_briefly(fake) -> None:
    fake.script([{"match": "Rome", "replies": [{"content": "Rome was founded", "finish_reason": "length"},
                                               {"content": "Rome is the capital of Italy."}]}])
    loop = Loop(settings_for(fake))
    env = await loop.ask("Tell me about Rome.")
    assert loop.hops == ["error:llm_incomplete", "gather_more:incomplete", "drafted", "answer:ok"]
    assert env.answer.text == "Rome is the capital of Italy."
    assert "too long and was cut off" in fake.log()[1]["messages"][1]["content"]


async def test_an_unavailable_model_is_a_clear_error_then_the_breaker_answers_at_once(fake) -> None:
    fake.script(default={"status": 503})
    loop = Loop(settings_for(fake, llm_attempts=2, llm_breaker_failures=2))
    env = await loop.ask("Name one colour of the sky.")
    assert env.answer.status == "error" and env.answer.error.code == "LLM_UNAVAILABLE"
    assert env.answer.text.startswith("The language model is unavailable right now")
    again = await loop.ask("Name one colour of the sky.")
    assert "the model is unavailable: 2 calls in a row failed" in again.answer.error.message
    assert len(fake.log()) == 2  # the second request never reached the server


async def test_the_brake_checks_over_grpc(fake, sandbox_target) -> None:
    fake.script(default={"content": "12×24=298"})
    settings = settings_for(fake, gate_max_iterations=1, sandbox_grpc_target=sandbox_target)
    env = await Loop(settings, check=None).ask("12 rows of 24?")  # None: the services' gRPC client
    assert env.answer.text == "12×24=288 (corrected from 298)"


async def test_a_failing_brake_never_lets_unchecked_numbers_through_as_checked(fake) -> None:
    async def broken(task):
        raise RuntimeError("a bug in checking numbers")

    fake.script(default={"content": "12×24=298"})
    env = await Loop(settings_for(fake, gate_max_iterations=1), check=broken).ask("12 rows of 24?")
    assert env.answer.status == "uncertain"
    assert "1 of the numbers in my answer could not be checked" in env.answer.text
