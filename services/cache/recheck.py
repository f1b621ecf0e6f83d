"""A cached computation is computed again when it is served (seed 002 S4, conflict detection).

An entry whose value came from the sandbox keeps the operation that computed it (`Entry.task`).
Before a hit on such an entry is served, the operation runs again on the sandbox (the same code
that computed it; over gRPC, about a millisecond: `dualtrack bench recheck`) and the hit is served only if the sandbox gives the same value:

| the sandbox says | the request | the entry |
|---|---|---|
| the cached value | served from the cache | kept |
| another value, or rejects the operation (its code changed) | goes on to the rules (a miss) | withdrawn, as a user's report withdraws it |
| nothing (unreachable, timeout, error) | goes on to the rules (a miss) | kept: nothing says it is wrong |

An entry without an operation (a rule's or the model's answer, or one written before entries
kept it) is served as before; its semantic hits are sampled by the shadow checks (shadow.py).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from dtlib.envelope import Envelope, SandboxResult, Task

from .entry import Entry

Check = Callable[[Task], Awaitable[SandboxResult]]


@dataclass(frozen=True)
class Verdict:
    serve: bool
    withdraw: bool  # the sandbox contradicts the entry: no replica may serve it again
    reason: str  # on the span (dt.cache.recheck) and the hop: why it was or was not served


def operation_of(env: Envelope) -> Task | None:
    """The operation a finished answer's value came from, to keep with its entry: the task the
    sandbox computed, when the answer states exactly the sandbox's value. None otherwise."""
    sandbox, answer = env.results.sandbox, env.answer
    if env.task is None or sandbox is None or answer is None or sandbox.status != "ok":
        return None
    if sandbox.value is None or answer.value != sandbox.value:
        return None
    return Task(op=env.task.op, args=env.task.args)


async def recheck(entry: Entry, check: Check) -> Verdict:
    """Run the entry's operation again and say whether its cached value may be served."""
    if entry.task is None:
        return Verdict(True, False, "no operation kept")
    result = await check(entry.task)
    cached = entry.answer.value
    if result.status == "ok" and result.value == cached:
        return Verdict(True, False, "sandbox agrees")
    if result.status == "ok":
        return Verdict(False, True, f"sandbox disagrees: cached {cached}, sandbox {result.value}")
    if result.status == "rejected":
        code = result.error.code if result.error else "rejected"
        return Verdict(False, True, f"sandbox rejects the cached operation ({code})")
    code = result.error.code if result.error else result.status
    return Verdict(False, False, f"unchecked: sandbox {result.status} ({code})")
