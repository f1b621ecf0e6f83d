"""Calling a tool over HTTP as its registry entry says: at most `concurrency` calls in flight per
tool, a timeout per attempt, tenacity retries with exponential backoff and jitter on what a retry
may fix (a timeout, a connection error, HTTP 408/429/5xx), and an answer reused for the same
parameters within `cache_s`. A refusal (another 4xx) or a reply that is not a JSON object is not
retried.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import Callable
from typing import Any

import httpx
import msgspec
from tenacity import AsyncRetrying, retry_if_exception_type, stop_after_attempt, wait_exponential_jitter

from dtlib.envelope import ErrorInfo, ToolResult
from dtlib.tools import ToolSpec

_FIELD = re.compile(r"\{(\w+)\}")


class Transient(Exception):
    def __init__(self, message: str, timeout: bool = False) -> None:
        super().__init__(message)
        self.timeout = timeout


class Refused(Exception):
    pass


class Caller:
    def __init__(self, variables: dict[str, str], client: httpx.AsyncClient | None = None,
                 clock: Callable[[], float] = time.monotonic, backoff_s: float = 0.05) -> None:
        self.variables = variables  # "{name}" fields of endpoint URLs
        self.client = client or httpx.AsyncClient()
        self.clock = clock
        self.backoff_s = backoff_s
        self._limits: dict[tuple[str, int], asyncio.Semaphore] = {}
        self._answers: dict[tuple[str, str], tuple[float, ToolResult]] = {}

    def url(self, spec: ToolSpec) -> str:
        return _FIELD.sub(lambda m: self.variables.get(m.group(1), m.group(0)), spec.endpoint.url)

    async def call(self, spec: ToolSpec, args: dict[str, Any]) -> ToolResult:
        """One call of `spec` with validated `args`; never raises for the tool's failures."""
        key = (spec.name, json.dumps(args, sort_keys=True, default=str))
        kept = self._answers.get(key)
        if kept is not None and self.clock() - kept[0] < spec.cache_s:
            return msgspec.structs.replace(kept[1], cached=True, elapsed_ms=0.0)
        limit = self._limits.setdefault((spec.name, spec.concurrency), asyncio.Semaphore(spec.concurrency))
        started = time.perf_counter()
        attempts = 0
        async with limit:
            try:
                async for attempt in AsyncRetrying(
                        stop=stop_after_attempt(spec.retries + 1), reraise=True,
                        wait=wait_exponential_jitter(multiplier=self.backoff_s, max=1.0,
                                                     jitter=self.backoff_s),
                        retry=retry_if_exception_type(Transient)):
                    with attempt:
                        attempts += 1
                        data = await self._once(spec, args)
            except Transient as exc:
                code = "TOOL_TIMEOUT" if exc.timeout else "TOOL_FAILED"
                return _failed("timeout" if exc.timeout else "error", code, str(exc), attempts, started)
            except Refused as exc:
                return _failed("rejected", "TOOL_REFUSED", str(exc), attempts, started)
        result = ToolResult(status="ok", data=data, attempts=attempts,
                            elapsed_ms=(time.perf_counter() - started) * 1000)
        if spec.cache_s > 0:
            self._answers[key] = (self.clock(), result)
        return result

    async def _once(self, spec: ToolSpec, args: dict[str, Any]) -> dict[str, Any]:
        url = self.url(spec)
        try:
            if spec.endpoint.method == "GET":
                response = await self.client.get(url, params={k: str(v) for k, v in args.items()},
                                                 timeout=spec.timeout_s)
            else:
                response = await self.client.post(url, json=args, timeout=spec.timeout_s)
        except httpx.TimeoutException:
            raise Transient(f"{spec.name} did not answer within {spec.timeout_s:g} s", timeout=True) from None
        except httpx.TransportError as exc:
            raise Transient(f"{spec.name} could not be reached: {type(exc).__name__}") from None
        status = response.status_code
        if status in (408, 429) or status >= 500:
            raise Transient(f"{spec.name} answered HTTP {status}")
        if status != 200:
            raise Refused(f"{spec.name} refused the call (HTTP {status}): {response.text[:200]}")
        try:
            data = response.json()
        except ValueError:
            raise Refused(f"{spec.name} answered something that is not JSON") from None
        if not isinstance(data, dict):
            raise Refused(f"{spec.name} answered JSON that is not an object")
        return data

    async def aclose(self) -> None:
        await self.client.aclose()


def _failed(status: str, code: str, message: str, attempts: int, started: float) -> ToolResult:
    return ToolResult(status=status, attempts=attempts,  # type: ignore[arg-type]
                      error=ErrorInfo(code=code, message=message[:300]),
                      elapsed_ms=(time.perf_counter() - started) * 1000)
