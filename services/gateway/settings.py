"""The settings of the gateway (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class GatewaySettings(Settings):
    gateway_host: str = Field(
        "127.0.0.1", description="Address the gateway's OpenAI-compatible HTTP API binds (0.0.0.0 "
        "in containers)."
    )
    gateway_port: int = Field(
        8090, description="Port of the gateway's HTTP API (`dualtrack dev up` gives replica N the "
        "port plus N)."
    )
    gateway_timeout_s: float = Field(
        60.0, description="How long a chat completion waits for its answer before the gateway "
        "answers 504 with the trace id to follow."
    )
    gateway_api_keys: str = Field(
        "", description="API keys and whom they stand for, comma separated: `key=tenant` or "
        "`key=tenant:user`. Set: every request needs one of them (`Authorization: Bearer key`), "
        "which fixes its tenant. Empty: no key is needed, and the tenant and user come from the "
        "`x-dualtrack-tenant` and `x-dualtrack-user` headers (or the body's `user`)."
    )
    gateway_model: str = Field(
        "dualtrack", description="Model name of the answers when a request names none."
    )
