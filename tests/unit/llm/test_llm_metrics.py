"""The model's calls as /metrics counts them: by result, their latency and tokens, and the
breaker's state."""

from __future__ import annotations

import pytest
from fakes.harness import settings_for
from prometheus_client import REGISTRY

from services.llm.backends import OpenAICompatible, TransientError
from services.llm.resilience import ModelUnavailable, ResilientModel

ASK = [{"role": "user", "content": "ping"}]


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


async def test_calls_tokens_and_the_open_breaker_are_counted(fake) -> None:
    settings = settings_for(fake, llm_attempts=1, llm_breaker_failures=2, llm_breaker_reset_s=60)
    model = ResilientModel(OpenAICompatible(settings), settings)
    backend = model.kind
    before = {result: value("dt_llm_calls_total", backend=backend, result=result)
              for result in ("ok", "error", "refused")}
    tokens = value("dt_llm_tokens_total", backend=backend)

    fake.script([{"match": "ping", "replies": [{"content": "pong pong", "chunks": 3}]}])
    completion = await model.complete(ASK, max_tokens=16, temperature=0)
    assert value("dt_llm_calls_total", backend=backend, result="ok") - before["ok"] == 1
    assert completion.completion_tokens > 0
    assert value("dt_llm_tokens_total", backend=backend) - tokens == completion.completion_tokens
    assert value("dt_llm_breaker_state", backend=backend) == 0

    fake.script(default={"status": 500})
    for _ in range(2):
        with pytest.raises(TransientError):
            await model.complete(ASK, max_tokens=16, temperature=0)
    with pytest.raises(ModelUnavailable):
        await model.complete(ASK, max_tokens=16, temperature=0)
    assert value("dt_llm_calls_total", backend=backend, result="error") - before["error"] == 2
    assert value("dt_llm_calls_total", backend=backend, result="refused") - before["refused"] == 1
    assert value("dt_llm_breaker_state", backend=backend) == 2  # open
