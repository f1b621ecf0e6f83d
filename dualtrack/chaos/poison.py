"""The `poison` scenario: malformed and hostile messages flooded into the ingress, each expected
in the dead-letter queue with its reason (or, when valid, answered)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import time
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, Perception, Route, Task, new_trace_id
from dtlib.topics import Topic

from .. import workload as wl
from ..bench.e2e_driver import Driver, Record
from .measure import ScenarioResult, account, apply_recovery, recovery

if TYPE_CHECKING:
    from .runner import Chaos


@dataclass
class Poison:
    kind: str
    key: bytes | None
    value: bytes
    code: str | None  # the DLQ reason expected (None: a valid request, answered, never dead-lettered)
    trace_id: str | None  # who must get an (error) answer
    topic: Topic = Topic.REQUESTS

    @property
    def fingerprint(self) -> tuple[bytes | None, str]:
        return self.key, hashlib.sha1(self.value).hexdigest()


# -- poison --------------------------------------------------------------------------------------

HOSTILE_TEXTS = [
    "从2023-02-30到2023-03-05有多少天", "What day of the week is 2023-13-45?", "2024-02-30 plus 5 days is which date?",
    "2021年2月29日是星期几", "How many days from 2024-04-31 to 2024-05-02?",
    "__import__('os').system('id')", "().__class__.__bases__[0].__subclasses__()", "9**9**9**9**9",
    "open('/etc/passwd').read()", "eval('1+1')", "exec(\"import os; os.system('ls')\")", "lambda: 0",
    "2**100000000", "1" * 5000 + " * 2", "((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))" * 20,
    "globals()['__builtins__']", "[x for x in ().__class__.__base__.__subclasses__()]", "10/0",
    "'; DROP TABLE trajectories; --", "{{7*7}} ${7*7} <script>alert(1)</script>",
]
HOSTILE_TASKS = [
    {"op": "expr", "args": {"expression": "__import__('os').system('id')"}},
    {"op": "expr", "args": {"expression": "9**9**9**9"}},
    {"op": "expr", "args": {"expression": "2**100000000"}},
    {"op": "expr", "args": {"expression": "(lambda: 1)()"}},
    {"op": "factorize", "args": {"n": "1" * 500}},
    {"op": "date_diff", "args": {"start": "2023-02-30", "end": "2023-03-01"}},
    {"op": "weekday", "args": {"date": "9999-99-99"}},
    {"op": "no_such_op", "args": {}},
    {"op": "str_reverse", "args": {"text": "x" * 20_000}},
    {"op": "sqrt", "args": {"x": "-1"}},
]


def poison_messages(r: random.Random, count: int, huge: int) -> list[Poison]:
    """`count` bad or hostile messages (with `huge` 1 MB texts among them)."""
    out: list[Poison] = []

    def env_json(**fields: Any) -> bytes:
        return json.dumps(fields, ensure_ascii=False).encode()

    kinds = ["random-bytes", "random-bytes-keyed", "wrong-version", "invalid-utf8", "missing-text",
             "wrong-type", "bad-created-at", "bad-trace-id", "not-an-object", "hostile-text", "hostile-task",
             "absurd-dates"]
    for i in range(count):
        kind = kinds[i % len(kinds)]
        tid = new_trace_id()
        if kind == "random-bytes":
            out.append(Poison(kind, None if r.random() < 0.5 else r.randbytes(8), r.randbytes(r.randint(1, 400)),
                              "MALFORMED", None))
        elif kind == "random-bytes-keyed":
            out.append(Poison(kind, tid.encode(), b"\x00\xff" + r.randbytes(r.randint(1, 200)), "MALFORMED", tid))
        elif kind == "wrong-version":
            out.append(Poison(kind, tid.encode(), env_json(v=r.choice([0, 2, 99, "1", -1]), trace_id=tid, text="hi"),
                              "UNSUPPORTED_VERSION", tid))
        elif kind == "invalid-utf8":
            out.append(Poison(kind, tid.encode(), b'{"trace_id":"' + tid.encode() + b'","text":"\xff\xfe\xc3\x28"}',
                              "MALFORMED", tid))
        elif kind == "missing-text":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid), "INVALID_ENVELOPE", tid))
        elif kind == "wrong-type":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text=r.choice([42, None, ["a"], {"x": 1}])),
                              "INVALID_ENVELOPE", tid))
        elif kind == "bad-created-at":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text="12*24",
                                                           created_at=r.choice(["yesterday", "2024-13-45", None, -1.0, 1e12])),
                              "INVALID_ENVELOPE", tid))
        elif kind == "bad-trace-id":
            out.append(Poison(kind, b"not-a-trace-id", env_json(trace_id="XYZ-" + tid[:8], text="hi"),
                              "INVALID_ENVELOPE", None))
        elif kind == "not-an-object":
            out.append(Poison(kind, None, r.choice([b"[1,2,3]", b"42", b'"text"', b"null"]), "MALFORMED", None))
        elif kind == "hostile-text":
            text = HOSTILE_TEXTS[(i // len(kinds)) % len(HOSTILE_TEXTS)]
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text=text), None, tid))
        elif kind == "hostile-task":
            task = HOSTILE_TASKS[(i // len(kinds)) % len(HOSTILE_TASKS)]
            env = Envelope(trace_id=tid, text=f"compute {task['op']}", task=Task(op=task["op"], args=task["args"],
                                                                                 source="chaos"),
                           perception=Perception(language="en", task_type="compute"),
                           route=Route(path="fast", decided_by="chaos", confidence=1.0))

            out.append(Poison(kind, tid.encode(), env_mod.encode(env), None, tid, topic=Topic.SANDBOX_TASKS))
        elif kind == "absurd-dates":
            out.append(Poison(kind, tid.encode(), env_json(trace_id=tid, text="3+4",
                                                           created_at=r.choice([0.0, 1.0]),
                                                           deadline_ms=r.choice([-5, 0, 1])), None, tid))
    for _ in range(huge):
        tid = new_trace_id()
        out.append(Poison("huge-text", tid.encode(), env_json(trace_id=tid, text="x" * 1_000_000), "TEXT_TOO_LONG", tid))
    r.shuffle(out)
    return out


async def poison(chaos: Chaos, result: ScenarioResult) -> None:
    from dtlib.topics import topic_name

    from ..kafka import Tail, connect

    c = chaos.config
    assert chaos.lane is not None
    messages = poison_messages(random.Random(c.seed), c.poison_count, c.huge_count)
    settings = chaos.lane.activate()
    dead: list[tuple[tuple[bytes | None, str], dict[str, str]]] = []

    def collect(rec: Any) -> None:
        headers = {k: v.decode("utf-8", "replace") for k, v in rec.headers or []}
        dead.append(((rec.key, hashlib.sha1(rec.value or b"").hexdigest()), headers))

    transport = await connect(settings, "chaos")
    dlq = Tail(transport, topic_name(Topic.DLQ, settings.topic_prefix), collect)
    await dlq.start()
    marks: dict[str, float] = {}

    async def flood(driver: Driver) -> list[Record]:
        await asyncio.sleep(c.pre_s)
        marks["fault"] = time.time()
        records = []
        gap = 5.0 / max(len(messages), 1)  # the flood lasts about 5 s
        for p in messages:
            if p.trace_id is not None:
                item = wl.Item(p.kind, p.value[:80].decode("utf-8", "replace"), "en", "poison", p.kind, "",
                               p.trace_id)
                rec = Record(len(records), item, p.trace_id, time.time())
                driver.track(rec)
                records.append(rec)
                rec.sent = time.time()
            try:
                await (await driver.publish_raw(p.topic, p.value, p.key))
            except Exception as exc:  # noqa: BLE001
                result.events.append(f"poison {p.kind} not published: {exc!r}"[:200])
                if p.trace_id is not None:
                    records[-1].publish_error = repr(exc)[:200]
            await asyncio.sleep(gap)
        marks["end"] = time.time()
        return records

    try:
        records, poison_records, started = await chaos.load("poison", [], extra=flood)
        await asyncio.sleep(2.0)  # the DLQ's last records
    finally:
        await dlq.stop()
        await transport.close()
    apply_recovery(result, recovery(records, started, marks.get("fault", started) - started,
                                    marks.get("end", started) - started))

    # the poison itself
    by_trace = {r.trace_id: r for r in poison_records}
    dead_by_print = {fp: h for fp, h in dead}
    expected_dlq = [p for p in messages if p.code is not None]
    in_dlq = [p for p in expected_dlq if p.fingerprint in dead_by_print]
    with_reason = [p for p in in_dlq if dead_by_print[p.fingerprint].get("dt-error-code")
                   and dead_by_print[p.fingerprint].get("dt-error-message")]
    right_code = [p for p in in_dlq if dead_by_print[p.fingerprint].get("dt-error-code") == p.code]
    answer_expected = [p for p in expected_dlq if p.trace_id]
    answered_error = [p for p in answer_expected if by_trace[p.trace_id].status == "error"]
    valid = [p for p in messages if p.code is None]
    await account(chaos, result, records + [by_trace[p.trace_id] for p in valid])  # hostile but valid: answered once
    valid_answered = [p for p in valid if by_trace[p.trace_id].answered is not None]
    valid_dup = sum(max(0, by_trace[p.trace_id].answers - 1) for p in valid)
    valid_in_dlq = [p for p in valid if p.fingerprint in dead_by_print]
    hostile_ok = Counter(f"{p.kind}:{by_trace[p.trace_id].status}" for p in valid)
    result.poison = {
        "messages": len(messages), "by_kind": dict(Counter(p.kind for p in messages)),
        "dlq_expected": len(expected_dlq), "dlq_found": len(in_dlq), "dlq_with_reason": len(with_reason),
        "dlq_expected_code": len(right_code),
        "dlq_codes": dict(Counter(dead_by_print[p.fingerprint].get("dt-error-code") for p in in_dlq)),
        "error_answers_expected": len(answer_expected), "error_answers": len(answered_error),
        "valid_hostile": len(valid), "valid_hostile_answered": len(valid_answered),
        "valid_hostile_duplicates": valid_dup, "valid_hostile_in_dlq": len(valid_in_dlq),
        "valid_hostile_statuses": dict(hostile_ok),
        "dlq_other_records": len(dead) - len(in_dlq) - len(valid_in_dlq),
    }
    if len(in_dlq) < len(expected_dlq):
        result.failures.append(f"{len(expected_dlq) - len(in_dlq)} poison messages missing from the DLQ")
    if len(with_reason) < len(in_dlq):
        result.failures.append(f"{len(in_dlq) - len(with_reason)} DLQ records without a reason")
    if len(answered_error) < len(answer_expected):
        result.failures.append(f"{len(answer_expected) - len(answered_error)} poison messages with a readable "
                               "trace_id got no error answer")
    if len(valid_answered) < len(valid):
        result.failures.append(f"{len(valid) - len(valid_answered)} valid hostile requests unanswered")
    await chaos.check_trajectories(result, records + [by_trace[p.trace_id] for p in valid])
