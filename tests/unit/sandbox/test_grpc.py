"""The gRPC API on a real server (ephemeral port), the client helper, and stale-stub detection."""

from __future__ import annotations

import asyncio
import json

import pytest
from grpc import aio

from dtlib import sandbox_client
from dtlib.envelope import Task
from dualtrack import proto_gen
from dtlib.sandbox_grpc import sandbox_pb2, sandbox_pb2_grpc
from services.sandbox.grpc_server import serve


@pytest.fixture(scope="module")
def spans():
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


@pytest.fixture(scope="module")
async def server(sandbox_pool, spans):
    provider, _ = spans
    srv = await serve(sandbox_pool, port=0, host="127.0.0.1", tracer_provider=provider)
    yield f"127.0.0.1:{srv.bound_port}"
    await sandbox_client.close()
    await srv.stop(grace=None)


def test_generated_stubs_are_up_to_date() -> None:
    assert proto_gen.stale_files() == [], "run: dualtrack schemas"


async def test_execute_ok_with_trace(server) -> None:
    r = await sandbox_client.execute(Task("expr", {"expression": "(1+2)*3/4"}), server, timeout=5)
    assert (r.status, r.value, r.display, r.rounded) == ("ok", "2.25", "2.25", False)
    assert [(s.op, s.args, s.result, s.span) for s in r.steps] == [
        ("add", ["1", "2"], "3", (1, 4)),
        ("mul", ["3", "3"], "9", (0, 7)),
        ("div", ["9", "4"], "2.25", (0, 9)),
    ]
    assert r.error is None and r.elapsed_ms > 0


async def test_a_batch_comes_back_with_each_result(server) -> None:
    r = await sandbox_client.execute(Task("batch", {"tasks": [
        {"op": "expr", "args": {"expression": "12*24"}}, {"op": "sqrt", "args": {"x": "2"}}]}),
        server, timeout=5)
    assert r.status == "ok" and [i.value for i in r.items][0] == "288"
    assert r.items[1].rounded and r.display == "288; 1.41"


async def test_typed_ops_keep_their_argument_types(server) -> None:
    r = await sandbox_client.execute(
        Task("date_diff", {"start": "2023-12-31", "end": "2024-03-15", "inclusive": True}), server, timeout=5
    )
    assert (r.status, r.value, r.display) == ("ok", "76", "76 days (end date counted)")
    r = await sandbox_client.execute(
        Task("business_days", {"start": "2024-01-01", "end": "2024-01-08", "holidays": ["2024-01-01"]}),
        server,
        timeout=5,
    )
    assert r.value == "4"
    r = await sandbox_client.execute(Task("is_prime", {"n": 2**127 - 1}), server, timeout=5)
    assert r.value == "true"
    r = await sandbox_client.execute(Task("expr", {"expression": "1/3"}), server, timeout=5)
    assert (r.display, r.rounded) == ("1/3 ≈ 0.3333", False)
    r = await sandbox_client.execute(Task("expr", {"expression": "sqrt(2)"}), server, timeout=5)
    assert (r.display, r.rounded) == ("1.41", True)


async def test_rejections_come_back_as_answers(server) -> None:
    r = await sandbox_client.execute(Task("expr", {"expression": "__import__('os')"}), server, timeout=5)
    assert r.status == "rejected" and r.error.code == "NAME_NOT_ALLOWED" and r.error.hint
    assert r.value is None and r.display is None
    r = await sandbox_client.execute(Task("date_diff", {"start": "2024-03-5", "end": "2024-03-15"}), server, timeout=5)
    assert r.error.code == "INVALID_DATE"
    assert r.error.hint == "the date 2024-03-5 is not valid; use YYYY-MM-DD"


async def test_deadline_is_passed_through(server) -> None:
    task = Task("factorize", {"n": str(4294967291 * 4294967279)})
    r = await sandbox_client.execute(task, server, timeout=5, deadline_ms=2)
    assert r.status == "timeout" and r.error.code == "DEADLINE_EXCEEDED"
    ok = await sandbox_client.execute(Task("expr", {"expression": "99*101"}), server, timeout=5)
    assert ok.value == "9999"


async def test_malformed_args_json_is_rejected(server) -> None:
    async with aio.insecure_channel(server) as channel:
        stub = sandbox_pb2_grpc.SandboxStub(channel)
        for bad in ("[1, 2]", "{not json", '"text"'):
            resp = await stub.Execute(sandbox_pb2.ExecuteRequest(op="expr", args_json=bad), timeout=5)
            assert resp.status == "rejected" and resp.error.code == "INVALID_ARGUMENT"
        resp = await stub.Execute(
            sandbox_pb2.ExecuteRequest(op="expr", args_json=json.dumps({"expression": "12*24"})), timeout=5
        )
        assert (resp.status, resp.value) == ("ok", "288")
        assert not resp.HasField("error")


async def test_server_spans_are_recorded(server, spans) -> None:
    _, exporter = spans
    await sandbox_client.execute(Task("expr", {"expression": "1+1"}), server, timeout=5)
    names = [s.name for s in exporter.get_finished_spans()]
    assert "/dualtrack.sandbox.v1.Sandbox/Execute" in names


async def test_unreachable_server_is_an_answer() -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # bound but not listening: nothing answers there
        r = await sandbox_client.execute(Task("expr", {"expression": "1"}), f"127.0.0.1:{port}", timeout=0.5)
    assert r.status in ("error", "timeout")
    assert r.error.code in ("UNAVAILABLE", "DEADLINE_EXCEEDED")


async def test_a_sandbox_restarting_during_a_check_still_answers_it(sandbox_pool) -> None:
    """A fuser's number check sent while the sandbox is down is answered once it is back, within
    the call's timeout, rather than coming back "unavailable"."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    call = asyncio.create_task(sandbox_client.execute(
        Task("expr", {"expression": "12*24"}), f"127.0.0.1:{port}", timeout=8))
    await asyncio.sleep(1.5)  # the channel has failed to connect and is backing off
    assert not call.done()
    srv = await serve(sandbox_pool, port=port, host="127.0.0.1")
    try:
        r = await call
    finally:
        await srv.stop(grace=None)
    assert (r.status, r.value) == ("ok", "288")


async def test_a_synchronous_step_gets_the_same_answers_waiting_where_it_runs(server) -> None:
    on_a_consumer_thread = sandbox_client.execute_blocking  # (task, target, timeout, deadline_ms)
    r = await asyncio.to_thread(on_a_consumer_thread, Task("expr", {"expression": "(1+2)*3/4"}), server, 5)
    assert (r.status, r.value) == ("ok", "2.25")
    task = Task("factorize", {"n": str(4294967291 * 4294967279)})
    r = await asyncio.to_thread(on_a_consumer_thread, task, server, 5, 2)
    assert r.status == "timeout" and r.error.code == "DEADLINE_EXCEEDED"
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        nowhere = f"127.0.0.1:{s.getsockname()[1]}"
        r = await asyncio.to_thread(on_a_consumer_thread, Task("expr", {"expression": "1"}), nowhere, 0.5)
    assert r.status in ("error", "timeout") and r.error.code in ("UNAVAILABLE", "DEADLINE_EXCEEDED")


async def test_a_result_names_the_version_of_the_code_that_computed_it(server) -> None:
    from services.sandbox.code_version import code_version

    r = await sandbox_client.execute(Task("expr", {"expression": "12*24"}), server, timeout=5)
    assert r.value == "288" and r.code_version == code_version() and len(r.code_version) == 16
