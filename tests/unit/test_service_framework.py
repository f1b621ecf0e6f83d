"""The step framework on FastStream's in-memory broker (commits and redelivery are covered by the
integration tests on the real broker)."""

import json

import pytest
from faststream.kafka import TestKafkaBroker
from faststream.kafka.annotations import KafkaMessage

from dtlib import envelope as E
from dtlib.service import Emit, Service
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
