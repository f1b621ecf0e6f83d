"""SandboxResult/Task <-> protobuf messages of schemas/sandbox.proto (shared by server and client)."""

from __future__ import annotations

import json

from dtlib.envelope import ErrorInfo, SandboxResult, Step, Task

from . import sandbox_pb2 as pb


def task_to_request(task: Task, deadline_ms: int = 0) -> pb.ExecuteRequest:
    return pb.ExecuteRequest(
        op=task.op,
        args_json=json.dumps(task.args, ensure_ascii=False, separators=(",", ":")),
        source=task.source,
        deadline_ms=max(0, int(deadline_ms)),
    )


def request_to_task(req: pb.ExecuteRequest) -> Task:
    """Raises ValueError when args_json is not a JSON object."""
    args = json.loads(req.args_json) if req.args_json else {}
    if not isinstance(args, dict):
        raise ValueError("args_json must be a JSON object")
    return Task(op=req.op, args=args, source=req.source)


def result_to_response(r: SandboxResult) -> pb.ExecuteResponse:
    msg = pb.ExecuteResponse(status=r.status, rounded=r.rounded, elapsed_ms=r.elapsed_ms,
                             code_version=r.code_version)
    if r.value is not None:
        msg.value = r.value
    if r.display is not None:
        msg.display = r.display
    for s in r.steps:
        step = msg.steps.add(op=s.op, args=s.args, result=s.result)
        if s.span is not None:
            step.span.start, step.span.end = s.span
    if r.error is not None:
        msg.error.code = r.error.code
        msg.error.message = r.error.message
        msg.error.hint = r.error.hint
    msg.items.extend(result_to_response(item) for item in r.items)
    return msg


def response_to_result(msg: pb.ExecuteResponse) -> SandboxResult:
    return SandboxResult(
        status=msg.status,  # type: ignore[arg-type]
        value=msg.value if msg.HasField("value") else None,
        display=msg.display if msg.HasField("display") else None,
        rounded=msg.rounded,
        steps=[
            Step(
                s.op,
                list(s.args),
                s.result,
                (s.span.start, s.span.end) if s.HasField("span") else None,
            )
            for s in msg.steps
        ],
        error=ErrorInfo(msg.error.code, msg.error.message, msg.error.hint)
        if msg.HasField("error")
        else None,
        elapsed_ms=msg.elapsed_ms,
        items=[response_to_result(item) for item in msg.items],
        code_version=msg.code_version,
    )
