"""The sandbox's synchronous gRPC API: `dualtrack.sandbox.v1.Sandbox/Execute` over the pool.
The sandbox service serves it beside its Kafka consumer, on the same pool:

    server = await serve(pool, port=0, host="127.0.0.1")  # 0 = ephemeral, see server.bound_port
    ...
    await server.stop(grace=1)

Every call is traced by OpenTelemetry's grpc.aio server interceptor. Bad input is never a gRPC
error: the response carries status "rejected" and the rule's code; only a malformed
`args_json` (not a JSON object) is also answered that way (INVALID_ARGUMENT), never an exception.
"""

from __future__ import annotations

from grpc import aio

from dtlib.envelope import ErrorInfo, SandboxResult
from dtlib.metrics import sandbox_executed
from dtlib.sandbox_grpc import convert as conv
from dtlib.sandbox_grpc import sandbox_pb2_grpc

from .pool import SandboxPool


class SandboxServicer(sandbox_pb2_grpc.SandboxServicer):
    def __init__(self, pool: SandboxPool) -> None:
        self.pool = pool

    async def Execute(self, request, context):  # noqa: N802 - gRPC method name
        try:
            task = conv.request_to_task(request)
        except ValueError as exc:
            return conv.result_to_response(
                SandboxResult(
                    status="rejected",
                    error=ErrorInfo(
                        "INVALID_ARGUMENT",
                        f"args_json is not a JSON object: {str(exc)[:200]}",
                        'send args_json like {"expression": "12*24"}',
                    ),
                )
            )
        result = await self.pool.execute(task, request.deadline_ms or None)
        sandbox_executed("grpc", result.status)
        return conv.result_to_response(result)


def _interceptors(tracer_provider=None) -> list:
    try:
        from opentelemetry.instrumentation.grpc import aio_server_interceptor

        return [aio_server_interceptor(tracer_provider=tracer_provider)]
    except Exception:  # noqa: BLE001 - tracing is optional for the server to work
        return []


async def serve(pool: SandboxPool, port: int, host: str, tracer_provider=None) -> aio.Server:
    """Start a grpc.aio server for `pool`; `server.bound_port` is the port actually bound.
    `tracer_provider` defaults to the global OpenTelemetry provider."""
    server = aio.server(
        interceptors=_interceptors(tracer_provider),
        options=[
            ("grpc.max_receive_message_length", 1 << 20),
            ("grpc.so_reuseport", 0),
        ],
    )
    sandbox_pb2_grpc.add_SandboxServicer_to_server(SandboxServicer(pool), server)
    bound = server.add_insecure_port(f"{host}:{port}")
    if bound == 0:
        raise OSError(f"cannot bind the sandbox gRPC server to {host}:{port}")
    await server.start()
    server.bound_port = bound  # type: ignore[attr-defined]
    return server
