"""Tenants bound to credentials: the entry step refuses a request whose signed principal may not
use its tenant (an error answer and a dead letter) before its handler sees it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fakes.runtime import Seen, eventually, settings

from dtlib import envelope as E
from dtlib.principal import PRINCIPAL_HEADER, PROOF_HEADER, signing_key
from dtlib.runtime import Emit, Handlers, MemoryTransport, Runtime, Step
from dtlib.runtime.publisher import Publisher
from dtlib.topics import Topic, topic_name

MASTER = "master-key-of-the-entry-step"


def entry_step(seen: list[str]) -> Step:
    """Like the cache: the first consumer of requests."""

    def build(_settings: Any, _deps: Any) -> Handlers:
        async def lookup(env: E.Envelope) -> Emit:
            seen.append(env.tenant)
            return Emit(Topic.CACHE_MISS, env, outcome="miss")

        handlers = Handlers()
        handlers.envelope(Topic.REQUESTS, lookup)
        return handlers

    return Step("entry", consumes=(Topic.REQUESTS,), emits=(Topic.CACHE_MISS,), build=build)


PRODUCER = Step("app", consumes=(), emits=(Topic.REQUESTS,), build=lambda *_: Handlers())


@pytest.fixture
def bindings(tmp_path: Path) -> Path:
    path = tmp_path / "bindings.yaml"
    path.write_text("gateway: '*'\nacme-app: [acme]\n")
    return path


class Entry:
    """The entry step running on a memory transport, and producers that publish requests to it."""

    def __init__(self, bindings: Path | None) -> None:
        self.settings = settings(tenant_bindings_file=bindings, principal_master_key=MASTER)
        self.transport = MemoryTransport()
        self.seen: list[str] = []  # the tenants the handler saw

    async def __aenter__(self) -> Entry:
        await self.transport.start()
        self.runtime = Runtime(entry_step(self.seen), self.settings, self.transport)
        await self.runtime.start()
        self.out = Seen(self.transport, self.settings, Topic.CACHE_MISS, Topic.RESPONSES, Topic.DLQ)
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.runtime.stop()
        await self.out.close()

    def publish(self, principal: str, tenant: str, key: str | None) -> None:
        """A request of `principal` for `tenant`, signed with `key` (None: no key)."""
        producer = Publisher(PRODUCER, settings(kafka_sasl_username=principal,
                                                principal_key=key or ""), self.transport)
        producer.envelope(Topic.REQUESTS, E.Envelope(trace_id=E.new_trace_id(), text="2+2",
                                                     tenant=tenant))

    async def settled(self, count: int) -> None:
        await eventually(lambda: len(self.out.records[Topic.CACHE_MISS])
                         + len(self.out.records[Topic.DLQ]) == count)


async def run_entry(bindings: Path | None, requests: list[tuple[str, str, str | None]]
                    ) -> tuple[list[str], Seen]:
    """Publish (principal, tenant, signing key) requests; the tenants the entry handler saw, and
    what was published."""
    async with Entry(bindings) as entry:
        for request in requests:
            entry.publish(*request)
        await entry.settled(len(requests))
    return entry.seen, entry.out


async def test_a_principal_uses_the_tenants_it_is_bound_to(bindings: Path) -> None:
    seen, out = await run_entry(bindings, [("acme-app", "acme", signing_key(MASTER, "acme-app")),
                                           ("gateway", "globex", signing_key(MASTER, "gateway"))])
    assert sorted(seen) == ["acme", "globex"]
    assert out.records[Topic.DLQ] == []


async def test_a_tenant_its_credentials_do_not_allow_gets_an_error_answer_and_a_dead_letter(
        bindings: Path) -> None:
    seen, out = await run_entry(bindings, [("acme-app", "globex", signing_key(MASTER, "acme-app"))])
    assert seen == []  # never reached the handler (the cache)
    [dead] = out.headers(Topic.DLQ)
    assert dead["dt-error-code"] == "TENANT_NOT_ALLOWED"
    assert "'acme-app' may not use tenant 'globex'" in dead["dt-error-message"]
    [answer] = out.envelopes(Topic.RESPONSES)
    assert answer.answer.status == "error" and answer.answer.error.code == "TENANT_NOT_ALLOWED"
    assert "DT_TENANT_BINDINGS_FILE" in answer.answer.error.hint


async def test_a_producer_cannot_claim_another_principal(bindings: Path) -> None:
    """acme-app names the gateway (bound to every tenant) but can only sign with its own key."""
    seen, out = await run_entry(bindings, [("gateway", "globex", signing_key(MASTER, "acme-app"))])
    assert seen == []
    [dead] = out.headers(Topic.DLQ)
    assert "without its proof" in dead["dt-error-message"]


async def test_a_request_naming_no_principal_is_refused_where_tenants_are_bound(bindings: Path) -> None:
    seen, out = await run_entry(bindings, [("acme-app", "acme", None)])
    assert seen == []
    assert out.headers(Topic.DLQ)[0]["dt-error-code"] == "TENANT_NOT_ALLOWED"


async def test_a_signed_request_names_principal_and_proof_and_the_proof_fits_one_request(
        bindings: Path) -> None:
    """Headers copied onto a request with another trace id (or tenant) do not pass."""
    async with Entry(bindings) as entry:
        entry.publish("acme-app", "acme", signing_key(MASTER, "acme-app"))
        await entry.settled(1)
        published = entry.transport.records(topic_name(Topic.REQUESTS, entry.settings.topic_prefix))[0]
        names = dict(published.headers)
        assert names[PRINCIPAL_HEADER] == b"acme-app" and len(names[PROOF_HEADER]) == 64
        replay = E.Envelope(trace_id=E.new_trace_id(), text="2+2", tenant="acme")
        entry.transport.publish(published.topic, replay.trace_id.encode(), E.encode(replay),
                                published.headers)
        await entry.settled(2)
    assert entry.seen == ["acme"] and len(entry.out.records[Topic.DLQ]) == 1


async def test_without_a_bindings_file_any_tenant_passes() -> None:
    seen, out = await run_entry(None, [("anyone", "globex", None)])
    assert seen == ["globex"] and out.records[Topic.DLQ] == []


def test_bindings_without_a_master_key_refuse_to_start(bindings: Path) -> None:
    from dtlib.principal import TenantGate

    with pytest.raises(ValueError, match="DT_PRINCIPAL_MASTER_KEY"):
        TenantGate.from_settings(settings(tenant_bindings_file=bindings))


async def test_spans_of_refused_and_admitted_requests_hold_no_key(bindings: Path) -> None:
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from dtlib.hop_span import export_hop_spans

    exporter = InMemorySpanExporter()
    export_hop_spans(SimpleSpanProcessor(exporter), Resource.create({"service.name": "unit"}))
    key = signing_key(MASTER, "acme-app")
    try:
        await run_entry(bindings, [("acme-app", "acme", key), ("acme-app", "globex", key)])
    finally:
        export_hop_spans(None)
    spans = exporter.get_finished_spans()
    written = repr([(s.name, dict(s.attributes or {}), [(e.name, dict(e.attributes or {}))
                                                        for e in s.events]) for s in spans])
    assert "TENANT_NOT_ALLOWED" in written  # the refusal is in its span
    assert MASTER not in written and key not in written


async def test_the_benchmark_and_chaos_driver_signs_its_requests(bindings: Path) -> None:
    """`bench e2e` and `chaos` on the secured stack: their load reaches the pipeline (it was all
    refused as unsigned), and a hostile but valid request is signed like any."""
    from dualtrack.bench.e2e_driver import Driver

    async with Entry(bindings) as entry:
        driver = Driver(settings(kafka_sasl_username="acme-app",
                                 principal_key=signing_key(MASTER, "acme-app")),
                        transport=entry.transport)  # its producer, on the entry's memory transport
        request = E.Envelope(trace_id=E.new_trace_id(), text="2+2", tenant="acme")
        await (await driver.publish(Topic.REQUESTS, request))
        hostile = E.Envelope(trace_id=E.new_trace_id(), text="0000-13-45 minus 1 day", tenant="acme")
        await (await driver.publish_raw(Topic.REQUESTS, E.encode(hostile), hostile.trace_id.encode()))
        await (await driver.publish_raw(Topic.REQUESTS, b"\xff not an envelope", None))
        await entry.settled(3)
    assert entry.seen == ["acme", "acme"]
    [dead] = entry.out.headers(Topic.DLQ)
    assert dead["dt-error-code"] != "TENANT_NOT_ALLOWED"  # the bytes, for what they are
