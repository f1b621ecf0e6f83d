"""The real OpenAI Python client against the gateway of the test lane: requests through the
gateway process, Kafka and every service, answers back in OpenAI's shape."""

from __future__ import annotations

import httpx
import openai
import pytest
from openai import OpenAI

from dualtrack import dev

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def client(pipeline: None) -> OpenAI:
    # the lane's gateway (its port is the lane's DT_GATEWAY_PORT); no key is configured
    return OpenAI(base_url=dev.gateway_url(), api_key="test", timeout=60, max_retries=0,
                  http_client=httpx.Client(trust_env=False))


def _ask(text: str) -> list[dict]:
    return [{"role": "system", "content": "answer briefly"}, {"role": "user", "content": text}]


def test_a_computation_comes_back_checked_with_its_trace(client: OpenAI) -> None:
    raw = client.chat.completions.with_raw_response.create(model="dualtrack",
                                                           messages=_ask("13*17等于多少"))
    completion = raw.parse()
    fields = completion.model_extra["dualtrack"]
    assert "221" in completion.choices[0].message.content
    assert (fields["path"], fields["status"], fields["value"]) == ("fast", "ok", "221")
    assert raw.headers["x-dualtrack-trace-id"] == fields["trace_id"]
    assert raw.headers["x-dualtrack-decided-by"] == fields["decided_by"]
    assert raw.headers["x-dualtrack-path"] == "fast"


def test_a_stream_carries_the_same_answer(client: OpenAI) -> None:
    chunks = list(client.chat.completions.create(model="dualtrack", messages=_ask("15*15"),
                                                 stream=True))
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "225" in text
    assert chunks[-1].model_extra["dualtrack"]["status"] == "ok"


def test_the_tenant_header_reaches_the_tenants_rules(client: OpenAI) -> None:
    question = _ask("How do I reset my password?")
    acme = client.chat.completions.create(model="dualtrack", messages=question,
                                          extra_headers={"x-dualtrack-tenant": "acme"})
    assert acme.model_extra["dualtrack"]["decided_by"] == "rule:acme.reset_password"
    assert "acme.example/account" in acme.choices[0].message.content  # acme's rule only


def test_a_request_without_a_question_is_an_openai_error(client: OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        client.chat.completions.create(model="dualtrack",
                                       messages=[{"role": "system", "content": "hi"}])
    assert caught.value.code == "no_user_message"
