"""The step framework on FastStream's in-memory broker (commits and redelivery are covered by the
integration tests on the real broker)."""

import asyncio
import json

import pytest
from faststream.kafka import TestKafkaBroker
from faststream.kafka.annotations import KafkaMessage

from dtlib import envelope as E
from dtlib.service import Emit, Poison, Service
from dtlib.topics import Topic, topic_name


@pytest.fixture
def service() -> Service:
    svc = Service("unit")

    @svc.handles(Topic.CACHE_MISS)
    async def echo(env: E.Envelope) -> Emit:
        if env.text == "boom":
            raise RuntimeError("deterministic bug")
        env.answer = E.Answer(status="ok", text=env.text.upper())
        return Emit(Topic.RESPONSES, env, outcome="echoed")

    return svc


async def test_a_step_records_its_hop_and_publishes_keyed_by_trace_id(service: Service) -> None:
    seen = []

    @service.broker.subscriber(topic_name(Topic.RESPONSES))
    async def responses(msg: KafkaMessage) -> None:
        seen.append(msg.body)

    async with TestKafkaBroker(service.broker) as broker:
        env = E.Envelope(trace_id=E.new_trace_id(), text="hi")
        await broker.publish(E.encode(env), topic_name(Topic.CACHE_MISS), key=env.trace_id.encode())
        out = E.decode(seen[0])
        assert out.answer.text == "HI"
        assert [(h.service, h.outcome) for h in out.hops] == [("unit", "echoed")]


async def test_poison_goes_to_the_dlq_and_the_client_gets_an_error_answer(service: Service) -> None:
    dead, answers = [], []

    @service.broker.subscriber(topic_name(Topic.DLQ))
    async def dlq(msg: KafkaMessage) -> None:
        dead.append(dict(msg.headers))

    @service.broker.subscriber(topic_name(Topic.RESPONSES))
    async def responses(msg: KafkaMessage) -> None:
        answers.append(E.decode(msg.body))

    trace_id = E.new_trace_id()
    async with TestKafkaBroker(service.broker) as broker:
        await broker.publish(json.dumps({"v": 7, "trace_id": trace_id, "text": "x"}).encode(),
                             topic_name(Topic.CACHE_MISS), key=trace_id.encode())
    assert len(dead) == 1 and dead[0]["dt-error-code"] == "UNSUPPORTED_VERSION"
    assert dead[0]["dt-source-topic"] == topic_name(Topic.CACHE_MISS)
    assert answers[0].trace_id == trace_id
    assert answers[0].answer.status == "error" and answers[0].answer.error.code == "UNSUPPORTED_VERSION"


async def test_an_answer_is_also_sent_to_the_requests_reply_topic(service: Service) -> None:
    copies = []

    @service.broker.subscriber("client-7.answers")
    async def mine(msg: KafkaMessage) -> None:
        copies.append(E.decode(msg.body))

    async with TestKafkaBroker(service.broker) as broker:
        env = E.Envelope(trace_id=E.new_trace_id(), text="hi", reply_topic="client-7.answers")
        await broker.publish(E.encode(env), topic_name(Topic.CACHE_MISS), key=env.trace_id.encode())
    assert [c.answer.text for c in copies] == ["HI"]


async def test_a_raw_record_handler_gets_the_record_and_poison_is_dead_lettered_with_its_code() -> None:
    svc = Service("unit")
    seen, dead, answers = [], [], []

    @svc.handles_raw(Topic.FEEDBACK)
    async def feedback(record) -> list:
        if not record.value.startswith(b"{"):
            raise Poison("INVALID_FEEDBACK", "not a JSON object")
        seen.append((record.key, record.value))
        return await svc.publish_raw(Topic.USERS_STATE, b"default:u1", b'{"feedback": 1}')

    @svc.broker.subscriber(topic_name(Topic.DLQ))
    async def dlq(msg: KafkaMessage) -> None:
        dead.append(dict(msg.headers))

    @svc.broker.subscriber(topic_name(Topic.USERS_STATE))
    async def users(msg: KafkaMessage) -> None:
        answers.append(msg.body)

    trace_id = E.new_trace_id()
    async with TestKafkaBroker(svc.broker) as broker:
        await broker.publish(b'{"verdict": "wrong"}', topic_name(Topic.FEEDBACK), key=trace_id.encode())
        await broker.publish(b"nonsense", topic_name(Topic.FEEDBACK), key=trace_id.encode())
    assert seen == [(trace_id.encode(), b'{"verdict": "wrong"}')] and answers == [b'{"feedback": 1}']
    assert len(dead) == 1 and dead[0]["dt-error-code"] == "INVALID_FEEDBACK"
    assert dead[0]["dt-error-message"] == "not a JSON object"
    assert dead[0]["dt-source-topic"] == topic_name(Topic.FEEDBACK)


async def test_a_concurrent_handler_takes_the_next_message_while_one_is_still_waiting() -> None:
    svc = Service("unit")
    started, release, answers = [], asyncio.Event(), []

    @svc.handles(Topic.LLM_TASKS, concurrency=2)
    async def slow(env: E.Envelope) -> Emit:
        started.append(env.text)
        await release.wait()  # e.g. a model call
        env.answer = E.Answer(status="ok", text=env.text)
        return Emit(Topic.RESPONSES, env)

    @svc.broker.subscriber(topic_name(Topic.RESPONSES))
    async def responses(msg: KafkaMessage) -> None:
        answers.append(E.decode(msg.body).answer.text)

    async with TestKafkaBroker(svc.broker) as broker:
        for text in ("first", "second"):
            env = E.Envelope(trace_id=E.new_trace_id(), text=text)
            await broker.publish(E.encode(env), topic_name(Topic.LLM_TASKS), key=env.trace_id.encode())
        for _ in range(100):
            if len(started) == 2:
                break
            await asyncio.sleep(0.01)
        assert started == ["first", "second"] and answers == []  # both in the handler at once
        release.set()
        await asyncio.wait_for(asyncio.gather(*svc._in_flight), 5)
    assert sorted(answers) == ["first", "second"]
