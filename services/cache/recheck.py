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

**The same code needs no recheck.** The sandbox stamps each result with the version of its
operation code (`SandboxResult.code_version`, services/sandbox/code_version.py) and the entry
keeps a stamp of that version, its operation and its value (`stamp`). A deterministic operation
run by the same code gives the same value, so a hit whose stamp is the one the sandbox's current
version gives its operation and value is served without the RPC; a value changed after it was
stamped (a corrupted record) does not match, and is rechecked. The cache learns the current
version from what passes it anyway (`SandboxCode`): the sandbox results on `responses` of
requests made within `DT_CACHE_SANDBOX_CODE_TTL_S`, and the answer of every recheck; it trusts
what it learnt for that long. An entry stamped by another version or by none, or whose value no
longer matches its stamp, or any hit once nothing told the version for that long, is rechecked
as above; a recheck the sandbox agrees with stamps the entry in this replica's store with the
version that agreed.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import msgspec

from dtlib.envelope import Envelope, SandboxResult, Task

from .entry import Entry

Check = Callable[[Task], Awaitable[SandboxResult]]


@dataclass(frozen=True)
class Verdict:
    serve: bool
    withdraw: bool  # the sandbox contradicts the entry: no replica may serve it again
    reason: str  # on the span (dt.cache.recheck) and the hop: why it was or was not served


class SandboxCode:
    """The version of the sandbox's operation code as last seen, trusted for `ttl_s`."""

    def __init__(self, ttl_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl_s, self.clock = ttl_s, clock
        self.version, self.seen_at = "", float("-inf")

    def saw(self, version: str) -> None:
        if version:
            self.version, self.seen_at = version, self.clock()

    def saw_result_of(self, env: Envelope) -> None:
        """A finished answer passing by: its sandbox result tells the version if the request is
        recent (a redelivered old answer says nothing about the code running now)."""
        sandbox = env.results.sandbox
        if sandbox is not None and sandbox.code_version and time.time() - env.created_at <= self.ttl_s:
            self.saw(sandbox.code_version)

    def current(self) -> str:
        """The version the sandbox runs, or "" when nothing said it within `ttl_s`."""
        return self.version if self.clock() - self.seen_at <= self.ttl_s else ""


def stamp(code_version: str, task: Task, value: str | None) -> str:
    """Which code computed `value` for `task`: "" without a version."""
    if not code_version:
        return ""
    text = msgspec.json.encode([code_version, task.op, task.args, value], order="sorted")
    return hashlib.sha256(text).hexdigest()[:24]


def stamp_of(env: Envelope) -> str:
    """The stamp of a finished answer's value, when the sandbox computed it (operation_of)."""
    task, sandbox = operation_of(env), env.results.sandbox
    if task is None or sandbox is None:
        return ""
    return stamp(sandbox.code_version, task, sandbox.value)


def operation_of(env: Envelope) -> Task | None:
    """The operation a finished answer's value came from, to keep with its entry: the task the
    sandbox computed, when the answer states exactly the sandbox's value. None otherwise."""
    sandbox, answer = env.results.sandbox, env.answer
    if env.task is None or sandbox is None or answer is None or sandbox.status != "ok":
        return None
    if sandbox.value is None or answer.value != sandbox.value:
        return None
    return Task(op=env.task.op, args=env.task.args)


def recheck_needless(entry: Entry, code: SandboxCode) -> Verdict | None:
    """The verdict when no call is needed (no operation kept, or the sandbox's current code
    computed the value); None when the sandbox must compute it again."""
    if entry.task is None:
        return Verdict(True, False, "no operation kept")
    if entry.code_stamp and entry.code_stamp == stamp(code.current(), entry.task, entry.answer.value):
        return Verdict(True, False, "computed by the sandbox's current code")
    return None


async def recheck(entry: Entry, check: Check, code: SandboxCode) -> Verdict:
    """Run the entry's operation again, unless the sandbox's current code computed it, and say
    whether its cached value may be served."""
    needless = recheck_needless(entry, code)
    if needless is not None:
        return needless
    assert entry.task is not None
    cached = entry.answer.value
    result = await check(entry.task)
    code.saw(result.code_version)
    if result.status == "ok" and result.value == cached:
        entry.code_stamp = stamp(result.code_version, entry.task, cached)  # this code computes it too
        return Verdict(True, False, "sandbox agrees")
    if result.status == "ok":
        return Verdict(False, True, f"sandbox disagrees: cached {cached}, sandbox {result.value}")
    if result.status == "rejected":
        code = result.error.code if result.error else "rejected"
        return Verdict(False, True, f"sandbox rejects the cached operation ({code})")
    code = result.error.code if result.error else result.status
    return Verdict(False, False, f"unchecked: sandbox {result.status} ({code})")
