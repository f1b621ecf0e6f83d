"""What stands between the llm service and a backend: a semaphore, a timeout per attempt,
retries with exponential backoff and jitter (tenacity), and a circuit breaker.

The breaker exists so that a dead model server costs one quick error per request, not
`attempts × timeout` seconds of every consumer slot while the queue piles up behind it.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Callable

from dtlib.metrics import LlmMetrics
from tenacity import AsyncRetrying, retry_if_exception_type, stop_after_attempt, wait_exponential_jitter

from .backends import Backend, BackendError, Completion, IncompleteGeneration, Messages, TransientError
from .settings import LlmSettings


class ModelUnavailable(BackendError):
    """The breaker is open: recent calls failed, so this one is refused at once."""


class CircuitBreaker:
    """closed → (N consecutive failures) → open → (reset_s later) → half-open: one probe call;
    its success closes the breaker, its failure opens it again."""

    def __init__(self, failures: int, reset_s: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.threshold = max(1, failures)
        self.reset_s = reset_s
        self.clock = clock
        self.consecutive_failures = 0
        self.opened_at: float | None = None
        self.probing = False
        self.last_error = ""

    @property
    def state(self) -> str:
        if self.opened_at is None:
            return "closed"
        return "half-open" if self.clock() - self.opened_at >= self.reset_s else "open"

    def refuse_if_open(self) -> None:
        """Raise ModelUnavailable unless a call could go through now (changes nothing)."""
        state = self.state
        if state == "closed" or (state == "half-open" and not self.probing):
            return
        self._refuse()

    def before_call(self) -> None:
        """Let this call through, as the probe when half-open, or raise ModelUnavailable."""
        self.refuse_if_open()
        if self.state == "half-open":
            self.probing = True  # this call is the probe; others keep being refused

    def _refuse(self) -> None:
        wait = max(0.0, self.reset_s - (self.clock() - (self.opened_at or 0.0)))
        raise ModelUnavailable(
            f"the model is unavailable: {self.consecutive_failures} calls in a row failed "
            f"(last: {self.last_error[:160]}); the next try is in {wait:.0f} s")

    def record_success(self) -> None:
        self.consecutive_failures = 0
        self.opened_at = None
        self.probing = False

    def record_failure(self, error: str) -> None:
        self.consecutive_failures += 1
        self.last_error = error
        if self.probing or self.consecutive_failures >= self.threshold:
            self.opened_at = self.clock()
        self.probing = False


class ResilientModel:
    """A Backend with bounded concurrency, timeouts, retries and a circuit breaker."""

    def __init__(self, backend: Backend, settings: LlmSettings) -> None:
        self.backend = backend
        self.name = backend.name
        self.kind = backend.kind
        self.settings = settings
        self.breaker = CircuitBreaker(settings.llm_breaker_failures, settings.llm_breaker_reset_s)
        self._slots = asyncio.Semaphore(max(1, settings.llm_concurrency))
        self.attempts_made = 0  # for tests
        self.metrics = LlmMetrics(backend.kind, lambda: self.breaker.state)

    async def complete(self, messages: Messages, *, max_tokens: int, temperature: float,
                       json_schema: dict[str, Any] | None = None,
                       tools: list[dict[str, Any]] | None = None) -> Completion:
        s = self.settings
        retrying = AsyncRetrying(
            stop=stop_after_attempt(max(1, s.llm_attempts)),
            wait=wait_exponential_jitter(multiplier=s.llm_backoff_initial_s, max=s.llm_backoff_max_s,
                                         jitter=s.llm_backoff_initial_s),
            retry=retry_if_exception_type(TransientError),
            reraise=True,
        )
        async for attempt in retrying:
            with attempt:
                return await self._attempt(messages, max_tokens, temperature, json_schema, tools)
        raise AssertionError("unreachable: tenacity re-raises the last error")

    async def _attempt(self, messages: Messages, max_tokens: int, temperature: float,
                       json_schema: dict[str, Any] | None,
                       tools: list[dict[str, Any]] | None = None) -> Completion:
        try:
            self.breaker.refuse_if_open()  # refuse before queueing for a slot
            async with self._slots:
                self.breaker.before_call()  # it may have opened while this call waited
                return await self._call(messages, max_tokens, temperature, json_schema, tools)
        except ModelUnavailable:
            self.metrics.called("refused")
            raise

    async def _call(self, messages: Messages, max_tokens: int, temperature: float,
                    json_schema: dict[str, Any] | None,
                    tools: list[dict[str, Any]] | None = None) -> Completion:
        self.attempts_made += 1
        started = time.perf_counter()
        try:
            async with asyncio.timeout(self.settings.llm_timeout_s):
                completion = await self.backend.complete(
                    messages, max_tokens=max_tokens, temperature=temperature,
                    json_schema=json_schema, tools=tools)
        except TimeoutError:
            error = f"no answer within {self.settings.llm_timeout_s:g} s"
            self.breaker.record_failure(error)
            self.metrics.called("timeout")
            raise TransientError(error) from None
        except IncompleteGeneration:
            self.breaker.record_success()  # the server works; the answer was too long
            self.metrics.called("error")
            raise
        except BackendError as exc:
            self.breaker.record_failure(str(exc))
            self.metrics.called("error")
            raise
        self.breaker.record_success()
        self.metrics.called("ok")
        self.metrics.seconds.observe(time.perf_counter() - started)
        self.metrics.tokens.inc(completion.completion_tokens)
        return completion
