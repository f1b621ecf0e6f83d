"""One consumed topic of a step: take a record, handle it, publish, commit after the ack.

Per record: decode the envelope once, one span (`<step>: <handler>`) in the record's trace, the
handler, a hop record on each emitted envelope, publish without waiting (a `Put` marked
`after_delivery` once the other outputs are acknowledged), and the step's metrics
(its latency, each output by topic and outcome, dead letters, redeliveries: children bound once).
Every final answer on `responses` (the handler's, or an error answer to a dead letter) is
followed, once acknowledged, by its `answered.state` record (answered.py). Then the commit tracker
commits once the outputs are acknowledged. `Retry` redelivers after its
pause; another failure redelivers up to `dlq_max_attempts` times and then dead-letters; `Poison`
(and an emit to an undeclared topic) dead-letters at once. A record whose partition was revoked or
lost while it was handled (or that a rewind will deliver again) publishes nothing: it is handled
again from the last commit, here or by the partition's next owner (answered.py). A dead letter keeps the record with
the reason in `dt-*` headers, and the client gets an error answer when the trace_id is known.

A synchronous handler (`def`, not `async def`: pure CPU work) runs where the transport receives
records (librdkafka's consumer thread), as a bare consumer loop does: no hand-off to the event loop
per record. The step is the same coroutine, run there until it ends or its handler returns `Later`
for a record that must wait (an embedding, an RPC): then the same coroutine, in the same context
(its span), becomes a task on the loop and finishes there, up to `concurrency` at once; only a
pause before a redelivery sleeps that thread instead. An `async def` handler runs on the loop.
It runs holding the replica's `state_lock`: no state follower applies a record meanwhile (state.py).

Runner's methods are in three files, one class: the pass loop and one record's pass here; what a
pass publishes beyond the handler's outputs (released passes, answers and their `answered.state`
records) in runner_answers.py, a failed pass (redelivery, dead letters) in runner_dead_letters.py,
two mixins it inherits.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import inspect
import logging
import threading
import time
from collections.abc import Coroutine, Generator
from typing import Any

from opentelemetry.sdk.util.instrumentation import InstrumentationScope

from .. import envelope as env_mod
from ..envelope import Envelope, EnvelopeError, Hop
from ..principal import REFUSED, TenantGate
from ..metrics import StepMetrics
from ..settings import Settings
from ..telemetry import consumed_span, record_context
from ..topics import Topic
from .after import AfterDelivery
from .answered import Answered, answered_record
from .claims import Claims
from .commits import CommitTracker, Pending
from .publisher import Publisher, outputs_of
from .runner_answers import FAILURE_PAUSE_S
from .runner_dead_letters import Redeliver, RunnerDeadLetters
from .step import Emit, Input, Later, Poison, Put, Retry
from .transport import Record, Subscription

log = logging.getLogger("dualtrack")


TURN_S = 0.005  # longest a runner keeps the loop while records are waiting


class Runner(RunnerDeadLetters):
    def __init__(self, topic: Topic, spec: Input, subscription: Subscription,
                 publisher: Publisher, settings: Settings, gate: TenantGate | None = None,
                 state_lock: threading.Lock | None = None, answered: Answered | None = None) -> None:
        self.topic, self.spec, self.subscription, self.gate = topic, spec, subscription, gate
        self.answered = answered  # a request in it has its final answer: its input is dropped
        self.publisher, self.settings = publisher, settings
        self.step = publisher.step.name
        self.tracker = CommitTracker(subscription, settings.commit_interval_ms / 1000)
        self._span_name = f"{self.step}: {getattr(spec.handler, '__name__', 'handle')}"
        self._scope = InstrumentationScope(f"dualtrack.{self.step}")
        self.metrics = StepMetrics(self.step, topic.value, settings.metrics)
        self._attempts: dict[tuple[int, int], int] = {}
        self._in_flight: set[asyncio.Task[None]] = set()
        self._background: set[asyncio.Future[None]] = set()  # answered.state records in doubt
        self._task: asyncio.Task[None] | None = None
        self._stopping = self._taking = self._stepping_here = False
        self.here = runs_on_consumer_thread(spec)
        self.state_lock = state_lock or threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._waiting = threading.BoundedSemaphore(spec.concurrency)  # records a `Later` finishes
        self.claims: Claims | None = None  # set on start, with DT_ANSWER_CLAIM on

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._after = AfterDelivery(self._loop, lambda put: self.publisher.raw(
            put.topic, put.key, put.value, put.headers))
        self._after_task = asyncio.create_task(self._after.run())
        if self.answered is not None and self.settings.answer_claim == "on":  # (claims.py)
            self.claims = Claims(self.answered, self.publisher, self._after, self.state_lock,
                                 self.settings.answer_claim_timeout_ms / 1000, self._in_doubt)
            self.claims.start(f"{self.step} on {self.topic.value}")
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        commits = asyncio.create_task(self.tracker.run())
        limit = asyncio.Semaphore(self.spec.concurrency)
        loop = asyncio.get_running_loop()
        yielded = loop.time()
        try:
            if self.here:
                self.subscription.handle_here(self._step_here)
                self._taking = True  # stop cancels the wait
                await asyncio.Event().wait()
            while not self._stopping:
                await limit.acquire()  # a full handler holds the consumer (back-pressure)
                self._taking = True
                record = await self.subscription.take()
                self._taking = False
                slot = self.tracker.begin((record.topic, record.partition), record.offset)
                if self.spec.concurrency == 1:  # no task per record
                    await self._step(record, slot)
                    limit.release()
                    # Records taken from a batch and handlers that never wait do not give the
                    # loop back: commits, acknowledgements, rebalances and the other inputs get
                    # a turn at least every TURN_S.
                    if loop.time() - yielded > TURN_S:
                        await asyncio.sleep(0)
                        yielded = loop.time()
                    continue
                task = asyncio.create_task(self._step(record, slot))
                self._in_flight.add(task)
                task.add_done_callback(self._in_flight.discard)
                task.add_done_callback(lambda _: limit.release())
        finally:
            commits.cancel()

    async def stop(self, timeout_s: float = 10.0) -> None:
        """Stop taking records (a step under way finishes), let steps in flight publish, commit
        what is acknowledged, leave the group."""
        self._stopping = True
        if self._task is None:
            return
        if self._taking:
            self._task.cancel()
        await asyncio.wait([self._task], timeout=timeout_s)
        if self.here:
            self.subscription.handle_here(None)
        deadline = asyncio.get_running_loop().time() + timeout_s
        while self._stepping_here and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.001)  # the step under way on the consumer thread finishes
        await asyncio.sleep(0)  # a step it handed to the loop is in `_in_flight` now
        if self._in_flight:
            await asyncio.wait(set(self._in_flight), timeout=timeout_s)
        await self.tracker.drain(timeout_s)
        if self._background:  # answers in doubt: their records, while the broker takes them
            await asyncio.wait(set(self._background), timeout=timeout_s)
        self._after_task.cancel()
        if self.claims is not None:
            self.claims.stop()
        await self.subscription.close()

    async def _step(self, record: Record, slot: Pending) -> None:
        try:
            deliveries = await self._handle(record, slot)
        except Exception as exc:
            await asyncio.sleep(self._redelivery_pause(record, exc))
            self.tracker.rewind((record.topic, record.partition), slot)
            return
        self.tracker.finish(slot, deliveries)

    def _step_here(self, record: Record) -> None:
        """`_step` for a synchronous handler, on the thread that received the record."""
        self._stepping_here = True
        try:
            tp = (record.topic, record.partition)
            slot = self.tracker.begin(tp, record.offset)
            context = contextvars.copy_context()  # the step's span, wherever it finishes
            step = self._handle(record, slot)
            try:
                waits_for = context.run(step.send, None)
                if waits_for is not _TO_LOOP:
                    step.close()
                    raise RuntimeError("a step with a synchronous handler waited for something "
                                       "(return Later to finish it on the loop)")
            except StopIteration as done:
                self.tracker.finish(slot, done.value)
                return
            except Exception as exc:
                time.sleep(self._redelivery_pause(record, exc))  # the partition waits anyway
                self.tracker.rewind(tp, slot)
                return
            self._waiting.acquire()  # at most `concurrency` records wait at once
            self._loop.call_soon_threadsafe(self._finish_on_loop, step, context, record, slot)  # type: ignore[union-attr]
        finally:
            self._stepping_here = False

    def _finish_on_loop(self, step: Coroutine[Any, Any, list[asyncio.Future]],
                        context: contextvars.Context, record: Record, slot: Pending) -> None:
        """On the loop: the rest of a step begun on the consumer thread, as a task."""
        task = asyncio.get_running_loop().create_task(step, context=context)
        self._in_flight.add(task)

        def finished(task: asyncio.Task[list[asyncio.Future]]) -> None:
            self._in_flight.discard(task)
            self._waiting.release()
            exc = task.exception() if not task.cancelled() else asyncio.CancelledError()
            if exc is None:
                self.tracker.finish(slot, task.result())
                return
            pause = self._redelivery_pause(record, exc) if isinstance(exc, Exception) else 0.0
            asyncio.get_running_loop().call_later(pause, self.tracker.rewind,
                                                  (record.topic, record.partition), slot)

        task.add_done_callback(finished)

    def _redelivery_pause(self, record: Record, exc: Exception) -> float:
        """How long to wait before the record comes again: a `Retry`'s pause; FAILURE_PAUSE_S
        when publishing failed (the broker is away)."""
        self.metrics.redeliveries.inc()
        if isinstance(exc, Redeliver):
            return exc.pause_s
        log.error("%s: step on %s[%d]@%d failed", self.step, record.topic, record.partition,
                  record.offset, exc_info=exc)
        return FAILURE_PAUSE_S

    async def _handle(self, record: Record, slot: Pending) -> list[asyncio.Future]:
        start = time.time()
        env: Envelope | None = None
        if self.spec.envelopes:
            try:
                env = env_mod.decode(record.value or b"", max_text_chars=self.settings.max_text_chars)
            except EnvelopeError as exc:
                with record_context(record):  # the dead letter and the answer stay in its trace
                    return self._dead_letter(record, slot, exc.code, exc.message, 1,
                                             exc.trace_id or _key_trace_id(record.key))
        # The trace id is the envelope's, service and instance are the resource's: not repeated
        # on every span (encoding attributes for export costs a light hop CPU).
        attributes = {"dt.source": f"{record.topic}[{record.partition}]@{record.offset}"}
        if env is not None:
            attributes["dt.tenant"] = env.tenant
        with consumed_span(self._scope, self._span_name, record, attributes) as span:
            where = (record.partition, record.offset)
            trace_id, text = (env.trace_id, env.text) if env is not None else (None, "")
            try:
                refusal = (self.gate.refusal(record.headers, env)
                           if self.gate is not None and env is not None else None)
                if refusal is not None:
                    raise Poison(REFUSED, refusal)
                with self.state_lock if self.here else contextlib.nullcontext():
                    if self.answered is not None and env is not None and env in self.answered:
                        # handled again after its answer (a step before redelivered it): dropped,
                        # or, if that answer's delivery is in doubt, the same answer again
                        again = self.answered.answer_in_doubt(env)
                        span.set_attribute("dt.dropped", "already answered" if again is None
                                           else "already answered, in doubt: given again")
                        self.metrics.output("none", "dropped:answered" if again is None
                                            else "answered again").inc()
                        return [] if again is None else self._answer_again(env, again)
                    returned = self.spec.handler(env if env is not None else record)
                if isinstance(returned, Later):
                    if self.here:
                        await _TO_LOOP  # `_step_here` hands the rest of this step to the loop
                    returned = await returned.rest
                elif not isinstance(returned, _RETURNED) and inspect.isawaitable(returned):
                    returned = await returned
                outputs = outputs_of(returned)
                self.publisher.check(outputs)
            except Retry as exc:
                span.set_attribute("dt.retry", str(exc))
                log.warning("%s: transient failure on %s, will redeliver: %s", self.step, where, exc)
                raise Redeliver(exc.pause_s) from exc
            except Poison as exc:
                span.record_exception(exc)
                return self._dead_letter(record, slot, exc.code, exc.message, 1, trace_id, text,
                                         env.created_at if env is not None else None)
            except Exception as exc:
                span.record_exception(exc)
                attempts = self._failed_attempt(where, exc)
                return self._dead_letter(
                    record, slot, "PROCESSING_FAILED",
                    f"the {self.step} service could not process this request: {exc!r}",
                    attempts, trace_id, text, env.created_at if env is not None else None)
            self._attempts.pop(where, None)
            if self._released(slot, span):
                return []
            outputs, answers = self._claim_answers(outputs, span)
            end, deliveries = time.time(), []
            claimed = {id(a) for a in answers} if self.claims is not None else set()
            later = [o for o in outputs if isinstance(o, Put) and o.after_delivery]
            now = [o for o in outputs if not (isinstance(o, Put) and o.after_delivery)]
            for output in now:
                if isinstance(output, Emit):
                    output.envelope.hops.append(Hop(service=self.step, instance=self.settings.instance,
                                                    start=start, end=end, outcome=output.outcome))
                    self.metrics.output(output.topic.value, output.outcome).inc()
                    if id(output.envelope) in claimed:  # published once its claim is read back
                        deliveries.append(self.claims.answer(output.envelope))  # type: ignore[union-attr]
                        continue
                deliveries += self.publisher.emit(output)
            # Committed once these are acknowledged too; not published if an earlier one fails.
            deliveries += [self._once_delivered(list(deliveries), put) for put in later]
            deliveries += [self._once_delivered(list(deliveries), answered_record(answer),
                                                self._in_doubt(answer)) for answer in answers
                           if id(answer) not in claimed]
            self.metrics.seconds.observe(time.time() - start)
            if outputs:
                last = (now or outputs)[-1]
                span.set_attributes({"dt.outcome": getattr(last, "outcome", "put"),
                                     "dt.next_topic": last.topic.value})
            return deliveries


_RETURNED = (list, Emit, Put, type(None))  # what a synchronous handler returns: nothing to await


class _ToLoop:
    """Awaited by a step begun on the consumer thread whose handler returned `Later`: the thread
    stops driving it there, and the loop takes it on as a task."""

    def __await__(self) -> Generator[Any, None, None]:
        yield self


_TO_LOOP = _ToLoop()


def runs_on_consumer_thread(spec: Input) -> bool:
    """A synchronous handler: the transport runs it where records arrive."""
    return not inspect.iscoroutinefunction(spec.handler)


def _key_trace_id(key: bytes | None) -> str | None:
    text = key.decode("ascii", "replace") if key else ""
    return text if env_mod.is_trace_id(text) else None
