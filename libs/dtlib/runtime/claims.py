"""One final answer per request, decided in one place (DT_ANSWER_CLAIM on; issue 21, case 2).

Two passes of one request can run at once at different steps (a draft at the fuser while the new
owner of the cache's partition answers the request from the cache: chaos `-091239`), or on a
member fenced without knowing it yet; each would publish its own final answer. Nothing local to a
replica can stop that. So a pass claims its answer first, on the partition of answered.state that
holds the request's trace id, and the log's order decides:

1. The pass produces a claim record (key = trace id; value: the request's `created_at`, a token of
   its own, and the answer's encoded envelope: answered.py's `AnsweredRecord.claim`).
2. It waits, without holding the loop or the consumer thread (a future the replica's answered.state
   follower resolves), until the follower reads that claim back. The follower knows every record
   of the request before it: the first claim of the request wins (`Answered.apply`).
3. Its claim won: it publishes its answer, those very bytes. Another claim won: it publishes the
   winning claim's answer instead (identical bytes: a duplicate the client drops, never a
   conflict). The request's answer was delivered before the claim (an answered record without
   an answer): it publishes no answer, only that answered record again (see compaction below).
4. Then, once the answer is acknowledged, the answered record (no answer: delivered), as before;
   the input is committed once that is acknowledged.

The cases (a claimer that dies, a claim not read back, compaction, …) are in answered.py.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import envelope as env_mod
from ..envelope import Envelope
from ..topics import Topic
from .after import AfterDelivery
from .answered import Answered, AnsweredRecord, answered_record
from .publisher import Publisher

log = logging.getLogger("dualtrack")

SWEEP_S = 0.05  # how often claims not read back are looked at (a failed delivery, the timeout)


class ClaimNotReadBack(Exception):
    """A claim failed or was not read back in time: the input is handled again."""


@dataclass(slots=True)
class _Claim:
    env: Envelope
    body: bytes  # the answer as claimed, published as is if it wins
    token: str
    delivery: asyncio.Future[None]  # the claim record's acknowledgement
    done: asyncio.Future[None]  # the answer (whichever won) and its answered record acknowledged
    deadline: float  # monotonic
    context: contextvars.Context  # the step's: the answer carries its trace


class Claims:
    def __init__(self, answered: Answered, publisher: Publisher, after: AfterDelivery,
                 state_lock: threading.Lock, timeout_s: float,
                 in_doubt: Callable[[Envelope, bytes], Callable[[], None] | None]) -> None:
        self.answered, self.publisher, self.after = answered, publisher, after
        self.state_lock, self.timeout_s, self.in_doubt = state_lock, timeout_s, in_doubt
        self._pending: dict[str, _Claim] = {}  # by token; added on any thread, settled on the loop

    def answer(self, env: Envelope) -> asyncio.Future[None]:
        """Claim `env` (a final answer, its hops complete) and publish the request's winning answer
        once the claim is read back (from any thread); a future for that answer's answered record
        (fails if the claim is not read back in time: the input is then handled again)."""
        loop = self.after.loop
        body, token = env_mod.encode(env), secrets.token_hex(8)
        decided: asyncio.Future[AnsweredRecord] = loop.create_future()
        claim = _Claim(env, body, token, loop.create_future(), loop.create_future(),
                       time.monotonic() + self.timeout_s, contextvars.copy_context())
        with self.state_lock:
            self.answered.expect(token, decided)
        self._pending[token] = claim
        decided.add_done_callback(lambda f: claim.context.run(self._decided, claim, f))
        put = answered_record(env, body, token)
        claim.delivery = self.publisher.raw(put.topic, put.key, put.value)
        return claim.done

    def start(self, name: str) -> None:
        """On the loop: the sweep of claims not read back runs until `stop`."""
        log.info("%s: answers claimed on answered.state before they are published", name)
        self._sweeping = asyncio.create_task(self._sweep_every())

    def stop(self) -> None:
        self._sweeping.cancel()

    async def _sweep_every(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            self.sweep()

    def sweep(self) -> None:
        """On the loop: fail the claims whose delivery failed or that were not read back in time."""
        now = time.monotonic()
        for claim in list(self._pending.values()):
            failed = claim.delivery.done() and (claim.delivery.cancelled()
                                                or claim.delivery.exception() is not None)
            if failed or now > claim.deadline:
                self._give_up(claim, ClaimNotReadBack(
                    f"the claim of {claim.env.trace_id}'s answer " + ("failed" if failed else
                    f"was not read back within {self.timeout_s:g} s")))

    def _give_up(self, claim: _Claim, exc: Exception) -> None:
        self._pending.pop(claim.token, None)
        with self.state_lock:
            self.answered.settled(claim.token)
            self.answered.unclaim(claim.env)
        log.warning("%s; its input is handled again", exc)
        if not claim.done.done():
            claim.done.set_exception(exc)
            claim.done.exception()  # retrieved: the commit tracker rewinds (a slot released: none)

    def _decided(self, claim: _Claim, decided: asyncio.Future[AnsweredRecord]) -> None:
        """On the loop, in the step's context: the follower read the claim back."""
        if self._pending.pop(claim.token, None) is None:
            return  # given up meanwhile: its input is handled again
        winner = decided.result()
        deliveries: list[asyncio.Future] = []
        given = None
        if winner.answer is not None:
            given = claim.body if winner.claim == claim.token else winner.answer
            shown = claim.env if given is claim.body else env_mod.decode(given)
            shown.reply_topic = claim.env.reply_topic  # (the same request's)
            deliveries = self.publisher.envelope(Topic.RESPONSES, shown, body=given)
        # (no answer: delivered before this claim; the record again, to be the key's last)
        record = self.after.add(deliveries, answered_record(claim.env),
                                self.in_doubt(claim.env, given) if given is not None else None)
        record.add_done_callback(lambda f: self._settled(claim, f))

    def _settled(self, claim: _Claim, record: asyncio.Future[Any]) -> None:
        with self.state_lock:
            self.answered.settled(claim.token)
        if claim.done.done():
            return
        if record.cancelled() or record.exception() is not None:
            claim.done.set_exception(record.exception() or asyncio.CancelledError())
        else:
            claim.done.set_result(None)
