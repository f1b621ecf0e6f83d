"""The OpenAI chat-completions shapes: a request read into what the pipeline needs, an answer
written as a completion (or its stream of chunks), and errors as OpenAI's client expects them.

The pipeline answers one question at a time: the last user message is the request; earlier
messages are not sent. Every answer carries `dualtrack` (trace id, path, decided_by, status), also
as `x-dualtrack-*` headers.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from dtlib.envelope import Envelope

# Pipeline error codes that mean the request itself was wrong (the rest: the pipeline failed).
REQUEST_ERRORS = frozenset({"TEXT_TOO_LONG", "INVALID_ENVELOPE", "MALFORMED", "UNSUPPORTED_VERSION"})


class ApiError(Exception):
    """An error answered in OpenAI's shape: `{"error": {message, type, code, param}}`."""

    def __init__(self, status: int, message: str, code: str, kind: str = "invalid_request_error",
                 param: str | None = None, dualtrack: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.code, self.kind, self.param = status, message, code, kind, param
        self.dualtrack = dualtrack

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"error": {"message": self.message, "type": self.kind,
                                          "code": self.code, "param": self.param}}
        if self.dualtrack is not None:
            body["dualtrack"] = self.dualtrack
        return body


@dataclass
class ChatRequest:
    text: str
    model: str
    stream: bool = False
    user: str = ""
    context: dict[str, str] = field(default_factory=dict)


def _content_text(content: object) -> str:
    """A message's content: a string, or a list of parts of which the text ones count."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content
                       if isinstance(part, dict) and part.get("type") == "text")
    return ""


def parse_request(body: object, default_model: str) -> ChatRequest:
    if not isinstance(body, dict):
        raise ApiError(400, "the request body must be a JSON object", "invalid_body")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise ApiError(400, "`messages` must be a non-empty list", "invalid_messages", param="messages")
    users = [m for m in messages if isinstance(m, dict) and m.get("role") == "user"]
    text = _content_text(users[-1].get("content")).strip() if users else ""
    if not text:
        raise ApiError(400, "`messages` has no user message with text: the last one is the "
                       "question dualtrack answers", "no_user_message", param="messages")
    metadata = body.get("metadata") or {}
    if not isinstance(metadata, dict) or not all(isinstance(v, str) for v in metadata.values()):
        raise ApiError(400, "`metadata` must map names to strings (it becomes the request's "
                       "context)", "invalid_metadata", param="metadata")
    user = body.get("user")
    return ChatRequest(text=text, model=str(body.get("model") or default_model),
                       stream=body.get("stream") is True,
                       user=user if isinstance(user, str) else "", context=dict(metadata))


def dualtrack_fields(env: Envelope) -> dict[str, Any]:
    answer = env.answer
    fields: dict[str, Any] = {"trace_id": env.trace_id, "path": env.route.path,
                              "decided_by": env.route.decided_by,
                              "status": answer.status if answer else None}
    if env.route.confidence is not None:
        fields["confidence"] = env.route.confidence
    if answer is not None and answer.value is not None:
        fields["value"] = answer.value
    return fields


def headers(fields: dict[str, Any]) -> dict[str, str]:
    """`x-dualtrack-trace-id`, `-path`, `-decided-by`, `-status` (latin-1, as HTTP needs)."""
    return {f"x-dualtrack-{name.replace('_', '-')}":
            str(fields[name]).encode("latin-1", errors="replace").decode("latin-1")
            for name in ("trace_id", "path", "decided_by", "status") if fields.get(name) is not None}


def error_of(env: Envelope) -> ApiError | None:
    """An error answer as an API error: 400 when the request was at fault, 502 otherwise."""
    answer = env.answer
    if answer is None or answer.status != "error":
        return None
    error = answer.error
    code = error.code if error else "PROCESSING_FAILED"
    message = (error.message if error else "the pipeline could not answer") + (
        f" ({error.hint})" if error and error.hint else "")
    request_side = code in REQUEST_ERRORS
    return ApiError(400 if request_side else 502, message, code,
                    "invalid_request_error" if request_side else "dualtrack_error",
                    dualtrack=dualtrack_fields(env))


def _base(env: Envelope, model: str, obj: str) -> dict[str, Any]:
    return {"id": f"chatcmpl-{env.trace_id}", "object": obj, "created": int(time.time()),
            "model": model}


def completion(env: Envelope, model: str) -> dict[str, Any]:
    text = env.answer.text if env.answer else ""
    return {**_base(env, model, "chat.completion"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text},
                         "finish_reason": "stop"}],
            # No model was asked on the fast path, and the slow path's tokens are not carried back.
            "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
            "dualtrack": dualtrack_fields(env)}


def chunks(env: Envelope, model: str) -> list[dict[str, Any]]:
    """The answer as a stream: the role, the text (the pipeline answers whole: one delta), the
    end with `dualtrack`."""
    base = _base(env, model, "chat.completion.chunk")
    text = env.answer.text if env.answer else ""

    def chunk(delta: dict[str, str], finish: str | None) -> dict[str, Any]:
        return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    return [chunk({"role": "assistant", "content": ""}, None), chunk({"content": text}, None),
            {**chunk({}, "stop"), "dualtrack": dualtrack_fields(env)}]
