"""The broker started secured (`dualtrack dev up --secure`): TLS and SASL/SCRAM for every client, a
user per service limited by ACLs to the topics its step declares, tenants bound to principals."""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

import pytest
from confluent_kafka import KafkaError, KafkaException, Producer
from confluent_kafka.admin import (AdminClient, ScramCredentialInfo, ScramMechanism,
                                   UserScramCredentialUpsertion)

from dtlib import envelope as E
from dtlib.kafka_config import kafka_config
from dtlib.principal import principal_headers, signing_key
from dtlib.runtime import Record, Runtime
from dtlib.runtime.confluent import ConfluentTransport
from dtlib.topics import Topic, topic_name
from dualtrack import topology
from dualtrack.client import Client
from dualtrack.kafka import connect, read_to_end
from dualtrack.stack import tls
from dualtrack.stack.secure import app_acls
from dualtrack.topology import step
from services.cache.embedder import Embedder
from services.cache.main import Deps
from services.cache.settings import CacheSettings

from .conftest import SecuredBroker

pytestmark = pytest.mark.integration


def connection_errors(settings) -> list[KafkaError]:
    """What librdkafka reports while a producer with `settings` tries to connect (for 8 s at most)."""
    errors: list[KafkaError] = []
    producer = Producer(kafka_config(settings, "dualtrack-test") | {"error_cb": errors.append})
    deadline = time.monotonic() + 8
    while not errors and time.monotonic() < deadline:
        producer.poll(0.2)
    return errors


async def test_each_service_connects_over_tls_with_its_own_user_and_writes_what_it_declares(
        secured: SecuredBroker) -> None:
    for step in topology.steps():
        transport = await connect(secured.settings(step.name), step.name)
        try:
            for topic in step.writes:
                await asyncio.wait_for(transport.publish(
                    topic_name(topic, secured.prefix), b"k", b"{}"), 20)
            for topic in step.follows:  # read whole by every replica, outside any group
                await read_to_end(transport, topic_name(topic, secured.prefix))
        finally:
            await transport.close()


async def test_a_service_cannot_publish_to_a_topic_it_does_not_declare(secured: SecuredBroker) -> None:
    sandbox = topology.step("sandbox")
    assert Topic.RULES_STATE not in sandbox.writes
    transport = await connect(secured.settings("sandbox"), "sandbox")
    try:
        with pytest.raises(KafkaException) as refused:
            await asyncio.wait_for(transport.publish(
                topic_name(Topic.RULES_STATE, secured.prefix), b"k", b"{}"), 20)
        assert refused.value.args[0].code() == KafkaError.TOPIC_AUTHORIZATION_FAILED
    finally:
        await transport.close()


async def test_an_unauthenticated_client_on_the_plain_listener_may_do_nothing(
        secured: SecuredBroker) -> None:
    anonymous = secured.settings("cache", kafka_bootstrap=secured.plain_bootstrap,
                                 kafka_security_protocol="PLAINTEXT")
    transport = await connect(anonymous, "anonymous")
    try:
        with pytest.raises(KafkaException) as refused:
            await asyncio.wait_for(transport.publish(
                topic_name(Topic.REQUESTS, secured.prefix), b"k", b"{}"), 20)
        assert refused.value.args[0].code() == KafkaError.TOPIC_AUTHORIZATION_FAILED
    finally:
        await transport.close()


def test_no_credentials_a_wrong_password_or_a_foreign_ca_are_refused(
        secured: SecuredBroker, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    plaintext = connection_errors(secured.settings("cache", kafka_security_protocol="PLAINTEXT"))
    assert plaintext and all(e.code() == KafkaError._ALL_BROKERS_DOWN for e in plaintext)
    tls_only = connection_errors(secured.settings("cache", kafka_security_protocol="SSL"))
    assert tls_only and all(e.code() == KafkaError._ALL_BROKERS_DOWN for e in tls_only)

    wrong = "not-the-password-of-cache"
    errors = connection_errors(secured.settings("cache", kafka_sasl_password=wrong))
    assert errors[0].code() == KafkaError._AUTHENTICATION, errors
    assert "invalid credentials" in errors[0].str()

    foreign = tls.make_ca(tmp_path / "foreign", "another CA")
    errors = connection_errors(secured.settings("cache", kafka_ssl_ca=foreign.pem))
    assert "certificate verify failed" in errors[0].str(), errors

    # what librdkafka logged meanwhile names no password
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert wrong not in logged and secured.password("cache") not in logged


async def test_a_tenant_its_credentials_do_not_allow_gets_an_error_answer_and_a_dead_letter(
        secured: SecuredBroker) -> None:
    """The real cache step, as the `cache` user with the bindings `dev up --secure` writes plus an
    application bound to tenant acme: its request for acme goes on (a miss), its request for globex
    is answered with an error and dead-lettered, never looked up."""
    bindings = secured.folder / "tenant-bindings.yaml"
    bindings.write_text(bindings.read_text() + "acme-app: [acme]\n")
    master = (secured.folder / "master.key").read_text().strip()
    admin = AdminClient(kafka_config(secured.settings("admin"), "dualtrack-test"))
    app_password = "acme-app-password"
    info = ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, 8192)
    for future in admin.alter_user_scram_credentials(
            [UserScramCredentialUpsertion("acme-app", info, app_password.encode())]).values():
        future.result(20)
    for future in admin.create_acls(app_acls("acme-app", secured.prefix)).values():
        future.result(20)

    cache_settings = secured.settings("cache", CacheSettings, tenant_bindings_file=bindings,
                                      principal_master_key=master)
    app = secured.settings("acme-app", kafka_sasl_password=app_password,
                           principal_key=signing_key(master, "acme-app"))
    transport = ConfluentTransport(cache_settings, "cache")
    await transport.start()
    cache = Runtime(step("cache"), cache_settings, transport, Deps(embedder=Embedder(threads=1).load()))
    operator = await connect(secured.settings("admin"), "operator")
    try:
        await cache.start()
        async with Client(app) as client:
            refused = await client.ask("12*24", tenant="globex", timeout=30)
        allowed = E.Envelope(trace_id=E.new_trace_id(), text="12*25", tenant="acme")
        producer = await connect(app, "acme-app")  # a request the cache passes on, not waited for
        try:
            await producer.publish(
                topic_name(Topic.REQUESTS, secured.prefix), allowed.trace_id.encode(),
                E.encode(allowed), [(k, v.encode()) for k, v in principal_headers(app, allowed).items()])
        finally:
            await producer.close()
        error = refused.envelope.answer.error
        assert refused.envelope.answer.status == "error" and error.code == "TENANT_NOT_ALLOWED"
        assert "'acme-app' may not use tenant 'globex'" in error.message
        dead = await _eventually_read(operator, topic_name(Topic.DLQ, secured.prefix),
                                      refused.envelope.trace_id)
        assert dict(dead.headers)["dt-error-code"] == b"TENANT_NOT_ALLOWED"
        missed = await _eventually_read(operator, topic_name(Topic.CACHE_MISS, secured.prefix),
                                        allowed.trace_id)
        assert E.decode(missed.value).tenant == "acme"
    finally:
        await operator.close()
        await cache.stop()
        await transport.close()


async def _eventually_read(transport: ConfluentTransport, topic: str, trace_id: str,
                           timeout_s: float = 30.0) -> Record:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for record in await read_to_end(transport, topic):
            if record.key == trace_id.encode():
                return record
        await asyncio.sleep(0.5)
    raise AssertionError(f"no record of {trace_id} on {topic}")
