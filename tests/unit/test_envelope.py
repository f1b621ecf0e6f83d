import json

import pytest

from dtlib import envelope as E


def test_round_trip_keeps_every_field() -> None:
    env = E.Envelope(trace_id=E.new_trace_id(), text="12*24", tenant="acme",
                     context={"project": "x"})
    env.task = E.Task(op="expr", args={"expression": "12*24"}, source="parser")
    env.answer = E.Answer(status="ok", text="288", value="288")
    assert E.decode(E.encode(env)) == env


@pytest.mark.parametrize(
    ("payload", "code", "recovers_id"),
    [
        (b"\xff\xfe garbage", "MALFORMED", False),
        (b"[1, 2]", "MALFORMED", False),
        (json.dumps({"v": 2, "trace_id": "a" * 32, "text": "x"}).encode(), "UNSUPPORTED_VERSION", True),
        (json.dumps({"trace_id": "a" * 32}).encode(), "INVALID_ENVELOPE", True),
        (json.dumps({"trace_id": "NOT-HEX", "text": "x"}).encode(), "INVALID_ENVELOPE", False),
        (json.dumps({"trace_id": "a" * 32, "text": "x", "surprise": 1}).encode(), "INVALID_ENVELOPE", True),
    ],
)
def test_bad_input_names_the_reason_and_recovers_the_trace_id(payload, code, recovers_id) -> None:
    with pytest.raises(E.EnvelopeError) as info:
        E.decode(payload)
    assert info.value.code == code
    assert (info.value.trace_id == "a" * 32) is recovers_id


def test_text_limit_is_enforced_before_full_validation() -> None:
    payload = json.dumps({"trace_id": "b" * 32, "text": "x" * 20}).encode()
    with pytest.raises(E.EnvelopeError) as info:
        E.decode(payload, max_text_chars=10)
    assert info.value.code == "TEXT_TOO_LONG" and "20" in info.value.message


def test_trace_ids_are_32_lowercase_hex() -> None:
    tid = E.new_trace_id()
    assert E.is_trace_id(tid) and not E.is_trace_id(tid.upper()) and not E.is_trace_id(tid[:-1])
