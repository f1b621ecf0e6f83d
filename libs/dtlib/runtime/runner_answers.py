"""What a pass publishes beyond the handler's outputs (a mixin of Runner, runner.py): nothing, if
its partition was released meanwhile; its final answers claimed, each followed, once
acknowledged, by its `answered.state` record (answered.py); an answer whose delivery is in doubt
kept, and given again to a request handled again."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from typing import Any

from .. import envelope as env_mod
from ..envelope import Envelope
from ..metrics import StepMetrics
from ..topics import ANSWERED_RETENTION_MS, Topic
from .after import AfterDelivery
from .answered import Answered, answered_record
from .commits import Pending
from .publisher import Publisher
from .step import Emit, Put

log = logging.getLogger("dualtrack")

FAILURE_PAUSE_S = 0.5  # before a step whose publishing failed is tried again


class RunnerAnswers:
    # Set by Runner (runner.py).
    step: str
    publisher: Publisher
    metrics: StepMetrics
    answered: Answered | None
    state_lock: threading.Lock
    _after: AfterDelivery
    _background: set[asyncio.Future[None]]

    def _released(self, slot: Pending, span: Any) -> bool:
        """True if the record's place was given up while it was handled: its partition moved to
        another replica (a rebalance, or this member fenced), or a rewind of an earlier record
        will deliver it again. Its offset was not committed, so it is handled again, by the new
        owner or here: this pass publishes nothing, so that a request whose two passes run at once
        on two replicas gets one answer, the later pass's (issue 21, case 2). What a pass published
        before the partition moved is not recalled; a member that has not learnt it was fenced
        still publishes (with DT_ANSWER_CLAIM on, the first claim's answer: claims.py)."""
        if slot.live:
            return False
        span.set_attribute("dt.dropped", "released: handled again from the last commit")
        self.metrics.output("none", "dropped:released").inc()
        return True

    def _claim_answers(self, outputs: list[Any], span: Any) -> tuple[list[Any], list[Envelope]]:
        """The outputs left to publish, and the final answers among them, claimed (answered.py):
        a request answered since this pass began (by this replica's other pass of it a moment
        ago, or one the topic brought) gets no second answer, and its pass goes no further."""
        answers = [o.envelope for o in outputs if isinstance(o, Emit) and o.topic is Topic.RESPONSES]
        if self.answered is None:
            return outputs, answers
        with self.state_lock:
            done = {o.envelope.trace_id for o in outputs
                    if isinstance(o, Emit) and o.envelope in self.answered}
            claimed = [a for a in answers if a.trace_id not in done and self.answered.claim(a)]
        if not done:
            return outputs, claimed
        span.set_attribute("dt.dropped", "answered meanwhile")
        self.metrics.output("none", "dropped:answered").inc()
        return [o for o in outputs
                if not (isinstance(o, Emit) and o.envelope.trace_id in done)], claimed

    def _in_doubt(self, answer: Envelope, encoded: bytes | None = None) -> Any:
        """What to do, on the loop, when `answer` (or `encoded`, the answer published for its
        request) was published and its delivery failed: the broker may have it all the same, so
        the request keeps it (answered.py), here and on answered.state (the input is handled
        again, maybe by another replica)."""
        answered = self.answered
        if answered is None:
            return None

        def keep() -> None:
            body = encoded if encoded is not None else env_mod.encode(answer)
            with self.state_lock:
                answered.in_doubt(answer, body)
            self._background.add(task := asyncio.ensure_future(
                self._until_taken(answered_record(answer, body))))
            task.add_done_callback(self._background.discard)

        return keep

    async def _until_taken(self, put: Put) -> None:
        """Publish `put` until the broker takes it: a delivery fails after the producer's timeout
        while the broker is away, and broker restarts here took up to two minutes."""
        give_up = time.monotonic() + ANSWERED_RETENTION_MS / 1000
        while True:
            try:
                await self.publisher.raw(put.topic, put.key, put.value)
                return
            except Exception as exc:  # noqa: BLE001 - the broker is away: again, later
                if time.monotonic() > give_up:
                    log.error("%s: answered.state record of %r not taken: %s", self.step, put.key, exc)
                    return
                await asyncio.sleep(FAILURE_PAUSE_S)

    def _answer_again(self, env: Envelope, answer: bytes) -> list[asyncio.Future]:
        """The answer whose delivery is in doubt, again (identical: a duplicate at worst), then
        its record without it: delivered."""
        deliveries = [self.publisher.raw(Topic.RESPONSES, env.trace_id.encode(), answer)]
        return deliveries + [self._once_delivered(list(deliveries), answered_record(env))]

    def _once_delivered(self, earlier: list[asyncio.Future], put: Put,
                        undelivered: Any = None) -> asyncio.Future:
        """Publish `put` once `earlier` are acknowledged, from the loop (also when a synchronous
        step returned it on the consumer thread: no hand-off per record, after.py); a future for
        its acknowledgement. If one of `earlier` fails, `put` is not published; if that or `put`
        fails, `undelivered` is called (an answer delivered whose record failed is as unknown to
        the other replicas as one whose delivery failed)."""
        return self._after.add(earlier, put, undelivered)
