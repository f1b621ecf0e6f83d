"""The scripted OpenAI-compatible server (`python -m dualtrack.fake_llm`): a real HTTP process that
answers a workload's questions with their gold answers, writes the operation JSON when asked for
one, counts calls, injects latency and failures, and keeps the script interface of the slow-path
tests."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from services.llm.settings import LlmSettings
from dualtrack import workload as wl
from dualtrack.fake_llm import FakeModel


@pytest.fixture(scope="module")
def items() -> list[wl.Item]:
    return wl.generate(200, seed=11)


@pytest.fixture(scope="module")
def fake(items: list[wl.Item], tmp_path_factory: pytest.TempPathFactory) -> Iterator[FakeModel]:
    path = wl.save(items, tmp_path_factory.mktemp("fake") / "workload.jsonl")
    with FakeModel(latency_ms=0, answers=path) as server:
        yield server


@pytest.fixture(autouse=True)
def clean(fake: FakeModel) -> None:
    fake.script()  # no rules, default "OK."
    fake.configure(latency_ms=0, fail_rate=0.0)
    fake.reset_stats()


def chat(fake: FakeModel, question: str, *, system: str = "You are a helpful assistant.", stream: bool = False,
         **extra) -> httpx.Response:
    body = {"model": "fake", "stream": stream, "messages": [{"role": "system", "content": system},
                                                             {"role": "user", "content": question}], **extra}
    return httpx.post(f"{fake.base_url}/chat/completions", json=body, timeout=10)


def content(response: httpx.Response) -> str:
    if response.headers["content-type"].startswith("text/event-stream"):
        parts = []
        for line in response.text.splitlines():
            if line.startswith("data:") and line[5:].strip() != "[DONE]":
                for choice in json.loads(line[5:]).get("choices", []):
                    parts.append(choice["delta"].get("content") or "")
        return "".join(parts)
    return response.json()["choices"][0]["message"]["content"]


def test_known_questions_get_their_gold_answer(fake: FakeModel, items: list[wl.Item]) -> None:
    faq = next(i for i in items if i.category == "faq")
    compute = next(i for i in items if i.category == "compute")
    assert content(chat(fake, faq.text)) == faq.answer
    assert content(chat(fake, "  " + faq.text.upper() + " ")) == faq.answer  # case and spaces folded
    assert content(chat(fake, compute.text, stream=True)) == compute.answer
    assert content(chat(fake, "a question nobody asked")) == "OK."
    stats = fake.stats()
    assert stats["calls"] == 4 and stats["answered"] == 4 and stats["failed"] == 0
    assert stats["by_kind"] == {"answer": 3, "default": 1}
    assert stats["answers"] == len({" ".join(i.text.split()).casefold() for i in items})


def test_the_operation_prompt_gets_the_typed_operation(fake: FakeModel, items: list[wl.Item]) -> None:
    compute = next(i for i in items if i.category == "compute")
    by_schema = chat(fake, compute.text, response_format={"type": "json_schema", "json_schema": {"schema": {}}})
    assert json.loads(content(by_schema)) == compute.task
    by_prompt = chat(fake, compute.text, system="Rewrite the question as one JSON object {\"op\": ...}")
    assert json.loads(content(by_prompt)) == compute.task
    assert fake.stats()["by_kind"] == {"operation": 2}


def test_latency_and_failures_can_be_injected_while_serving(fake: FakeModel, items: list[wl.Item]) -> None:
    fake.configure(latency_ms=200)
    t0 = time.perf_counter()
    assert chat(fake, items[0].text).status_code == 200
    assert time.perf_counter() - t0 >= 0.2
    fake.configure(latency_ms=0, fail_rate=1.0)
    assert chat(fake, items[0].text).status_code == 503
    fake.configure(fail_rate=0.5)
    codes = [chat(fake, items[0].text).status_code for _ in range(60)]
    assert 10 < codes.count(503) < 50 and codes.count(200) + codes.count(503) == 60
    stats = fake.stats()
    assert stats["calls"] == 62 and stats["failed"] == 1 + codes.count(503)


def test_scripted_rules_come_first_and_are_logged(fake: FakeModel, items: list[wl.Item]) -> None:
    faq = next(i for i in items if i.category == "faq")
    fake.script([{"match": "hello", "replies": [{"content": "hi"}, {"status": 503}]},
                 {"match": faq.text[:8], "replies": [{"content": "scripted", "finish_reason": "length"}]}],
                default={"content": "fallback"})
    assert content(chat(fake, "hello there")) == "hi"
    assert chat(fake, "hello again").status_code == 503
    assert chat(fake, "hello, third time").status_code == 503  # the last reply repeats
    cut = chat(fake, faq.text)
    assert cut.json()["choices"][0]["finish_reason"] == "length"
    assert content(chat(fake, "unknown")) == "fallback"
    log = fake.log()
    assert [entry["rule"] for entry in log] == [0, 0, 0, 1, -1]
    assert log[0]["question"] == "hello there"


def test_a_cut_stream_has_no_end(fake: FakeModel) -> None:
    fake.script([{"match": "cut", "replies": [{"content": "one two three four", "chunks": 4, "cut_after": 2}]}])
    text = chat(fake, "cut me", stream=True).text
    assert "[DONE]" not in text and "finish_reason\": \"stop" not in text


async def test_the_llm_services_backend_reads_it(fake: FakeModel, items: list[wl.Item]) -> None:
    from services.llm.backends import OpenAICompatible

    backend = OpenAICompatible(LlmSettings(llm_backend="openai", llm_base_url=fake.base_url, llm_model="fake",
                                        tracing=False))
    compute = next(i for i in items if i.category == "compute")
    completion = await backend.complete([{"role": "user", "content": compute.text}], max_tokens=64, temperature=0.0)
    assert completion.text == compute.answer and completion.finish_reason == "stop"
    await backend.aclose()


def test_cli_prints_its_port(tmp_path: Path) -> None:
    server = FakeModel(latency_ms=0).start()
    try:
        assert server.port > 0
        assert httpx.get(f"{server.url}/health", timeout=5).json() == {"ok": True}
    finally:
        server.stop()
