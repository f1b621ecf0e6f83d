"""A tiny client of the sandbox's gRPC `Execute` (schemas/sandbox.proto), for synchronous checks.

    from dtlib.sandbox_client import execute
    result = await execute(Task("expr", {"expression": "12*24"}), "127.0.0.1:50051", timeout=1.0)

Channels are cached per (event loop, target) and traced with OpenTelemetry's aio client
interceptors. A call waits for a sandbox that is restarting (gRPC's wait-for-ready, reconnecting
at most a second apart) until its timeout, so a number checked during a sandbox restart is checked
rather than reported unavailable. Transport failures are answers too: status "error" with code
UNAVAILABLE or "timeout" with DEADLINE_EXCEEDED (gRPC deadline), never an exception for the
caller to forget.

`execute_blocking` is the same call for a synchronous step (one run on a consumer thread): it
waits where it is called, on one channel per target shared by every thread.
"""

from __future__ import annotations

import asyncio
import threading
import weakref
from typing import Any

import grpc
from grpc import aio

from .envelope import ErrorInfo, SandboxResult, Task

# Reconnect soon after a sandbox restart (gRPC's default backoff grows to two minutes).
_CHANNEL_OPTIONS = [("grpc.initial_reconnect_backoff_ms", 100), ("grpc.min_reconnect_backoff_ms", 100),
                    ("grpc.max_reconnect_backoff_ms", 1000)]

_channels: "weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[str, tuple[aio.Channel, object]]]" = (
    weakref.WeakKeyDictionary()
)


def _stub(target: str):
    from .sandbox_grpc import sandbox_pb2_grpc

    loop = asyncio.get_running_loop()
    per_loop = _channels.setdefault(loop, {})
    entry = per_loop.get(target)
    if entry is None:
        try:
            from opentelemetry.instrumentation.grpc import aio_client_interceptors

            interceptors = aio_client_interceptors()
        except Exception:  # noqa: BLE001 - tracing is optional
            interceptors = None
        channel = aio.insecure_channel(target, options=_CHANNEL_OPTIONS, interceptors=interceptors)
        entry = (channel, sandbox_pb2_grpc.SandboxStub(channel))
        per_loop[target] = entry
    return entry[1]


_blocking_stubs: dict[str, Any] = {}
_blocking_lock = threading.Lock()


def _blocking_stub(target: str) -> Any:
    from .sandbox_grpc import sandbox_pb2_grpc

    with _blocking_lock:
        stub = _blocking_stubs.get(target)
        if stub is None:
            channel = grpc.insecure_channel(target, options=_CHANNEL_OPTIONS)
            try:
                from opentelemetry.instrumentation.grpc import client_interceptor

                channel = grpc.intercept_channel(channel, client_interceptor())
            except Exception:  # noqa: BLE001 - tracing is optional
                pass
            stub = _blocking_stubs[target] = sandbox_pb2_grpc.SandboxStub(channel)
        return stub


async def execute(
    task: Task, target: str, timeout: float, deadline_ms: int | None = None
) -> SandboxResult:
    """Run `task` on the sandbox at `target` (host:port). `timeout` bounds the whole RPC in
    seconds; `deadline_ms` (optional) is the sandbox's execution deadline."""
    from .sandbox_grpc import convert as conv

    request = conv.task_to_request(task, deadline_ms or 0)
    try:
        response = await _stub(target).Execute(request, timeout=timeout, wait_for_ready=True)
    except aio.AioRpcError as exc:
        return _failed(exc)
    return conv.response_to_result(response)


def execute_blocking(
    task: Task, target: str, timeout: float, deadline_ms: int | None = None
) -> SandboxResult:
    """`execute`, waiting on the calling thread."""
    from .sandbox_grpc import convert as conv

    request = conv.task_to_request(task, deadline_ms or 0)
    try:
        response = _blocking_stub(target).Execute(request, timeout=timeout, wait_for_ready=True)
    except grpc.RpcError as exc:
        return _failed(exc)
    return conv.response_to_result(response)


def _failed(exc: Any) -> SandboxResult:
    code = exc.code()
    status = "timeout" if code == grpc.StatusCode.DEADLINE_EXCEEDED else "error"
    return SandboxResult(
        status=status,  # type: ignore[arg-type]
        error=ErrorInfo(
            code.name if code is not None else "UNAVAILABLE",
            f"sandbox RPC failed: {exc.details() or code}",
            "check that the sandbox service is running and reachable",
        ),
    )


async def close() -> None:
    """Close the channels of the running loop (tests and shutdown)."""
    loop = asyncio.get_running_loop()
    for channel, _stub_ in _channels.pop(loop, {}).values():
        await channel.close()
