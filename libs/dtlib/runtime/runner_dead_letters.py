"""A failed pass (a mixin of Runner, runner.py): redelivered while attempts remain, then
dead-lettered; a dead letter keeps the record with the reason in `dt-*` headers, and the client
gets an error answer when the trace_id is known."""

from __future__ import annotations

import asyncio
import logging

from opentelemetry import trace

from ..settings import Settings
from ..topics import Topic
from .answered import answered_record
from .claims import Claims
from .commits import Pending
from .runner_answers import RunnerAnswers
from .step import HINTS, answered_already, dead_letter_headers, error_answer
from .transport import Record

log = logging.getLogger("dualtrack")


class Redeliver(Exception):
    """Rewind the partition to this record, after `pause_s`."""

    def __init__(self, pause_s: float = 0.0) -> None:
        super().__init__(pause_s)
        self.pause_s = pause_s


class RunnerDeadLetters(RunnerAnswers):
    # Set by Runner (runner.py).
    topic: Topic
    settings: Settings
    claims: Claims | None
    _attempts: dict[tuple[int, int], int]

    def _failed_attempt(self, where: tuple[int, int], exc: Exception) -> int:
        """Count a failed attempt: redeliver while attempts remain, else return the count."""
        attempts = self._attempts.get(where, 0) + 1
        if attempts < self.settings.dlq_max_attempts:
            self._attempts[where] = attempts
            log.warning("%s: %s@%s failed (attempt %d): %r", self.step, self.topic.value, where,
                        attempts, exc)
            raise Redeliver from exc
        self._attempts.pop(where, None)
        return attempts

    def _dead_letter(self, record: Record, slot: Pending, code: str, message: str, attempts: int,
                     trace_id: str | None, text: str = "",
                     created_at: float | None = None) -> list[asyncio.Future]:
        if self._released(slot, trace.get_current_span()):
            return []
        headers = dead_letter_headers(record, code, message, attempts, self.step)
        self.metrics.dead_letter(code).inc()
        log.error("%s: dead-lettering %s[%d]@%d: %s %s", self.step, record.topic,
                  record.partition, record.offset, code, message[:200])
        deliveries = [self.publisher.raw(Topic.DLQ, record.key, record.value, headers)]
        # A request gets an error answer, so no client waits forever; a record read from
        # `responses` (or feedback) was answered already, and a second answer would conflict.
        if trace_id and not answered_already(self.topic):
            # the request's `created_at`: its answered.state record names the request answered
            answer = error_answer(trace_id, code, message, HINTS.get(code, ""), text, created_at)
            if self.answered is not None:
                with self.state_lock:
                    if not self.answered.claim(answer):
                        return deliveries  # answered already: the dead letter alone
            if self.claims is not None:
                return deliveries + [self.claims.answer(answer)]
            deliveries += self.publisher.envelope(Topic.RESPONSES, answer)
            deliveries.append(self._once_delivered(list(deliveries), answered_record(answer),
                                                   self._in_doubt(answer)))
        return deliveries
