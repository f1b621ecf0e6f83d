"""The OpenAI-compatible backend with its semaphore, timeouts, retries and circuit breaker,
against the fake server (a real HTTP process with scripted replies)."""

from __future__ import annotations

import asyncio
import time

import pytest

from fakes.harness import settings_for
from services.llm.backends import IncompleteGeneration, OpenAICompatible, TransientError
from services.llm.resilience import CircuitBreaker, ModelUnavailable, ResilientModel

ASK = [{"role": "user", "content": "ping"}]


def model(fake, **overrides) -> ResilientModel:
    settings = settings_for(fake, **overrides)
    return ResilientModel(OpenAICompatible(settings), settings)


async def complete(m: ResilientModel):
    return await m.complete(ASK, max_tokens=64, temperature=0.2)


async def test_a_streamed_answer_is_read_to_its_end(fake) -> None:
    fake.script([{"match": "ping", "replies": [{"content": "The sky is blue today.", "chunks": 5}]}])
    completion = await complete(model(fake))
    assert completion.text == "The sky is blue today."
    assert completion.finish_reason == "stop" and completion.completion_tokens == 5
    (request,) = fake.log()
    assert request["body"]["stream"] is True and request["body"]["model"] == "fake"


async def test_transient_failures_are_retried_with_backoff(fake) -> None:
    fake.script([{"match": "ping", "replies": [{"status": 503}, {"status": 429}, {"content": "pong"}]}])
    m = model(fake, llm_attempts=3, llm_backoff_initial_s=0.05)
    started = time.perf_counter()
    assert (await complete(m)).text == "pong"
    assert len(fake.log()) == 3 and m.attempts_made == 3
    assert time.perf_counter() - started >= 0.05 * 2  # it waited between attempts


async def test_a_refused_request_is_not_retried(fake) -> None:
    fake.script([{"match": "ping", "replies": [{"status": 400}, {"content": "pong"}]}])
    with pytest.raises(Exception, match="refused the request"):
        await complete(model(fake))
    assert len(fake.log()) == 1


async def test_a_slow_attempt_times_out_and_the_next_one_answers(fake) -> None:
    fake.script([{"match": "ping", "replies": [{"content": "late", "delay_ms": 1500},
                                               {"content": "pong"}]}])
    m = model(fake, llm_timeout_s=0.3, llm_attempts=2)
    assert (await complete(m)).text == "pong"
    assert len(fake.log()) == 2


async def test_every_attempt_timing_out_is_an_error(fake) -> None:
    fake.script(default={"content": "late", "delay_ms": 1000})
    with pytest.raises(TransientError, match="no answer within 0.2 s"):
        await complete(model(fake, llm_timeout_s=0.2, llm_attempts=2))


async def test_a_cut_stream_is_never_an_answer(fake) -> None:
    fake.script([{"match": "ping", "replies": [{"content": "half of an ans", "chunks": 4, "cut_after": 2},
                                               {"content": "whole answer"}]}])
    assert (await complete(model(fake, llm_attempts=2))).text == "whole answer"
    fake.script(default={"content": "half of an answer", "chunks": 4, "cut_after": 2})
    with pytest.raises(TransientError, match="stream was cut"):
        await complete(model(fake, llm_attempts=2))


async def test_a_generation_cut_at_the_token_limit_is_an_error_and_not_retried(fake) -> None:
    fake.script(default={"content": "Rome, the capital of Italy, has a rich", "finish_reason": "length"})
    with pytest.raises(IncompleteGeneration, match="cut off at the token limit"):
        await complete(model(fake, llm_attempts=3))
    assert len(fake.log()) == 1


async def test_the_breaker_opens_and_answers_at_once_instead_of_piling_up(fake) -> None:
    fake.script(default={"status": 500})
    m = model(fake, llm_attempts=1, llm_breaker_failures=3, llm_breaker_reset_s=0.5)
    for _ in range(3):
        with pytest.raises(TransientError):
            await complete(m)
    started = time.perf_counter()
    with pytest.raises(ModelUnavailable, match="the model is unavailable: 3 calls in a row failed"):
        await complete(m)
    assert time.perf_counter() - started < 0.05 and len(fake.log()) == 3  # no request was made
    # after the reset time one probe goes through; its success closes the breaker
    fake.script(default={"content": "back"})
    await asyncio.sleep(0.55)
    assert (await complete(m)).text == "back"
    assert m.breaker.state == "closed"


async def test_the_semaphore_bounds_calls_in_flight(fake) -> None:
    fake.script(default={"content": "pong", "delay_ms": 300})
    m = model(fake, llm_concurrency=2)
    await asyncio.gather(*(complete(m) for _ in range(6)))
    arrivals = sorted(r["at"] for r in fake.log())
    in_any_window = max(sum(1 for b in arrivals if a <= b < a + 0.25) for a in arrivals)
    assert len(arrivals) == 6 and in_any_window == 2


def test_breaker_half_open_lets_exactly_one_probe_through() -> None:
    now = [0.0]
    breaker = CircuitBreaker(failures=2, reset_s=10, clock=lambda: now[0])
    breaker.record_failure("boom")
    breaker.before_call()  # one failure: still closed
    breaker.record_failure("boom")
    with pytest.raises(ModelUnavailable, match="next try is in 10 s"):
        breaker.before_call()
    now[0] = 10.0
    breaker.before_call()  # the probe
    with pytest.raises(ModelUnavailable):
        breaker.before_call()  # everyone else waits for the probe
    breaker.record_failure("still down")
    assert breaker.state == "open"
    now[0] = 20.0
    breaker.before_call()
    breaker.record_success()
    assert breaker.state == "closed"
