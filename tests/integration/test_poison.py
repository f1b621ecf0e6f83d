"""Bad input: the service keeps running, the message is dead-lettered with its reason, and a client
whose trace_id is readable gets an error answer instead of waiting forever."""

from __future__ import annotations

import asyncio
import json

import pytest

from dtlib.envelope import new_trace_id
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name
from dualtrack.client import Client
from dualtrack.kafka import Tail, connect

pytestmark = pytest.mark.integration


def _poison_cases() -> list[tuple[str, bytes, str | None]]:
    """(expected error code, message bytes, trace_id the client can be answered on)."""
    malformed_id, version_id, missing_id, huge_id = (new_trace_id() for _ in range(4))
    return [
        ("MALFORMED", b"\xff\xfe not json at all \x00", malformed_id),  # key carries the id
        ("UNSUPPORTED_VERSION",
         json.dumps({"v": 99, "trace_id": version_id, "text": "hi"}).encode(), version_id),
        ("INVALID_ENVELOPE", json.dumps({"trace_id": missing_id}).encode(), missing_id),
        ("TEXT_TOO_LONG",
         json.dumps({"trace_id": huge_id, "text": "x" * 1_000_000}).encode(), huge_id),
    ]


async def test_poison_messages_are_dead_lettered_and_answered(client: Client) -> None:
    seen: dict[str, dict[str, str]] = {}
    all_seen = asyncio.Event()

    def dead_lettered(record) -> None:
        headers = {k: v.decode() for k, v in record.headers}
        seen[headers["dt-error-code"]] = headers
        if len(seen) >= len(cases):
            all_seen.set()

    cases = _poison_cases()
    transport = await connect(get_settings(), "test")
    dlq = Tail(transport, topic_name(Topic.DLQ), dead_lettered)
    await dlq.start()
    try:
        futures = {}
        for code, payload, trace_id in cases:
            futures[code] = client.expect(trace_id)
            await client.publish_raw(payload, key=trace_id.encode())

        for code, _, trace_id in cases:
            reply = await asyncio.wait_for(futures[code], 30)
            answer = reply.envelope.answer
            assert answer is not None and answer.status == "error"
            assert answer.error is not None and answer.error.code == code
            assert answer.error.message and answer.error.hint

        await asyncio.wait_for(all_seen.wait(), 30)
    finally:
        await dlq.stop()
        await transport.close()

    assert set(seen) == {code for code, _, _ in cases}
    for headers in seen.values():
        assert headers["dt-source-topic"] == topic_name(Topic.REQUESTS)
        assert headers["dt-service"] == "cache"
        assert int(headers["dt-source-offset"]) >= 0 and headers["dt-error-message"]

    # The ingress service is still up and answering.
    reply = await client.ask("3+4", timeout=30)
    assert reply.envelope.answer is not None and reply.envelope.answer.value == "7"
