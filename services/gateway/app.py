"""The HTTP API (Starlette): `POST /v1/chat/completions` and `GET /v1/models`.

A completion is one request on the ingress topic (keyed by a new trace id) and its answer from
`responses`: published with the step's own producer, the answer awaited on the replica's
`AnswerBoard`, returned in OpenAI's shape.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import AsyncIterator, Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from dtlib.envelope import Envelope, new_trace_id
from dtlib.metrics import gateway_answered
from dtlib.runtime import Emit
from dtlib.telemetry import tracer, use_trace_id
from dtlib.topics import Topic

from .answers import AnswerBoard
from .openai_shape import (
    ApiError,
    chunks,
    completion,
    dualtrack_fields,
    error_of,
    headers,
    parse_request,
)
from .settings import GatewaySettings

_NAME = re.compile(r"^[A-Za-z0-9_.@:-]{1,128}$")


def api_keys(spec: str) -> dict[str, tuple[str, str]]:
    """`key=tenant[:user],...` → {key: (tenant, user)}."""
    keys = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        key, _, who = item.partition("=")
        tenant, _, user = who.partition(":")
        if not key or not tenant:
            raise ValueError(f"DT_GATEWAY_API_KEYS: {item!r} is not key=tenant or key=tenant:user")
        keys[key] = (tenant, user)
    return keys


def _named(value: str, what: str) -> str:
    if value and not _NAME.match(value):
        raise ApiError(400, f"the {what} {value!r} has characters other than letters, digits and "
                       "_.@:-", f"invalid_{what}")
    return value


class Gateway:
    def __init__(self, settings: GatewaySettings, board: AnswerBoard,
                 publish: Callable[[Emit], list]) -> None:
        self.settings, self.board, self.publish = settings, board, publish
        self.keys = api_keys(settings.gateway_api_keys)

    def identify(self, request: Request) -> tuple[str, str]:
        """(tenant, user; "" when the body's `user` may say): a configured key fixes the tenant,
        and its user if it names one; without keys, the headers say."""
        auth = request.headers.get("authorization", "")
        token = auth[7:].strip() if auth[:7].lower() == "bearer " else ""
        user = request.headers.get("x-dualtrack-user", "")
        if self.keys:
            if token not in self.keys:
                raise ApiError(401, "unknown API key" if token else "an API key is needed: "
                               "Authorization: Bearer <key>", "invalid_api_key")
            tenant, key_user = self.keys[token]
            return tenant, key_user or user
        return request.headers.get("x-dualtrack-tenant") or "default", user

    async def ask(self, env: Envelope) -> Envelope:
        """Publish `env` on the ingress topic and wait for its answer."""
        timeout = self.settings.gateway_timeout_s
        answer = self.board.expect(env.trace_id)
        try:
            with use_trace_id(env.trace_id), tracer("dualtrack.gateway").start_as_current_span(
                    "gateway: chat completion",
                    attributes={"dt.trace_id": env.trace_id, "dt.tenant": env.tenant}):
                try:
                    await asyncio.gather(*self.publish(Emit(Topic.REQUESTS, env)))
                except Exception as exc:  # the broker refused or never acknowledged it
                    raise ApiError(503, f"the request could not be published: {exc}",
                                   "unavailable", "dualtrack_error",
                                   dualtrack={"trace_id": env.trace_id}) from exc
                return await asyncio.wait_for(answer, timeout)
        except asyncio.TimeoutError:
            raise ApiError(504, f"no answer within {timeout:g} s; the request goes on in the "
                           f"pipeline: follow it with `dualtrack trace {env.trace_id}`", "timeout",
                           "timeout_error",
                           dualtrack={"trace_id": env.trace_id, "status": "timeout"}) from None
        finally:
            self.board.forget(env.trace_id)

    async def chat_completions(self, request: Request) -> Response:
        started = time.perf_counter()
        response = await self._chat_completion(request)
        gateway_answered(response.status_code, time.perf_counter() - started)
        return response

    async def _chat_completion(self, request: Request) -> Response:
        try:
            tenant, user = self.identify(request)
            try:
                body = await request.json()
            except (json.JSONDecodeError, UnicodeDecodeError):
                raise ApiError(400, "the request body is not JSON", "invalid_json") from None
            chat = parse_request(body, self.settings.gateway_model)
            if len(chat.text) > self.settings.max_text_chars:
                raise ApiError(400, f"the question has {len(chat.text)} characters; the limit is "
                               f"{self.settings.max_text_chars}", "TEXT_TOO_LONG")
            env = Envelope(trace_id=new_trace_id(), text=chat.text,
                           tenant=_named(tenant, "tenant"), user_id=_named(user or chat.user, "user"),
                           context=chat.context,
                           request_id=request.headers.get("x-request-id", "")[:128],
                           deadline_ms=int(self.settings.gateway_timeout_s * 1000))
            answer = await self.ask(env)
            failed = error_of(answer)
            if failed is not None:
                raise failed
        except ApiError as exc:
            return JSONResponse(exc.body(), status_code=exc.status,
                                headers=headers(exc.dualtrack or {}))
        answer_headers = headers(dualtrack_fields(answer))
        if chat.stream:
            return StreamingResponse(_events(chunks(answer, chat.model)),
                                     media_type="text/event-stream", headers=answer_headers)
        return JSONResponse(completion(answer, chat.model), headers=answer_headers)

    async def models(self, _request: Request) -> Response:
        return JSONResponse({"object": "list", "data": [
            {"id": self.settings.gateway_model, "object": "model", "created": 0,
             "owned_by": "dualtrack"}]})

    def app(self) -> Starlette:
        return Starlette(routes=[
            Route("/v1/chat/completions", self.chat_completions, methods=["POST"]),
            Route("/v1/models", self.models, methods=["GET"]),
        ], exception_handlers={HTTPException: _http_error})


async def _events(items: list[dict]) -> AsyncIterator[str]:
    for item in items:
        yield f"data: {json.dumps(item, ensure_ascii=False)}\n\n"
    yield "data: [DONE]\n\n"


async def _http_error(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    code = "not_found" if exc.status_code == 404 else "method_not_allowed" \
        if exc.status_code == 405 else "http_error"
    return JSONResponse(ApiError(exc.status_code, exc.detail, code).body(),
                        status_code=exc.status_code)
