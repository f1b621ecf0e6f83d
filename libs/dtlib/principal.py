"""Tenants bound to credentials: who published a request, and may it name its tenant.

Kafka does not tell a consumer which SASL user produced a record, and a header is whatever the
producer wrote. So a producer names its principal (its SASL user, DT_KAFKA_SASL_USERNAME) in the
`dt-principal` header together with a proof: an HMAC of principal, tenant and trace id under the
principal's own signing key. Each signing key is derived from a master key that only the entry
step holds (`signing_key`), so a producer can sign as itself and as no one else, and a proof
copied from another request does not fit a new trace id. The entry step (the first consumer of
`requests`) checks the proof and the bindings file (principal → tenants) before its handler sees
the request: refused, it is dead-lettered and answered with error TENANT_NOT_ALLOWED.
"""

from __future__ import annotations

import hashlib
import hmac
from pathlib import Path

import yaml

from .envelope import Envelope
from .settings import Settings

PRINCIPAL_HEADER = "dt-principal"
PROOF_HEADER = "dt-principal-proof"
ANY_TENANT = "*"
REFUSED = "TENANT_NOT_ALLOWED"


def signing_key(master_key: str, principal: str) -> str:
    """The key `principal` signs its requests with (give it to that producer alone)."""
    return hmac.new(master_key.encode(), f"dualtrack principal {principal}".encode(),
                    hashlib.sha256).hexdigest()


def proof(key: str, principal: str, tenant: str, trace_id: str) -> str:
    return hmac.new(key.encode(), f"{principal}\n{tenant}\n{trace_id}".encode(),
                    hashlib.sha256).hexdigest()


def principal_headers(settings: Settings, env: Envelope) -> dict[str, str]:
    """The headers that name this producer's principal on a request; none without a signing key."""
    key = settings.principal_key.get_secret_value()
    if not key:
        return {}
    principal = settings.kafka_sasl_username
    return {PRINCIPAL_HEADER: principal, PROOF_HEADER: proof(key, principal, env.tenant, env.trace_id)}


def load_bindings(path: Path) -> dict[str, frozenset[str]]:
    """`principal: [tenant, ...]` (or one tenant, or `*` for any) from a YAML file."""
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a mapping of principal to tenants")
    return {str(principal): frozenset([tenants] if isinstance(tenants, str) else map(str, tenants or ()))
            for principal, tenants in data.items()}


class TenantGate:
    """The entry step's check: `refusal(headers, env)` says why a request is refused (the runtime
    dead-letters it with code TENANT_NOT_ALLOWED), or None when its principal is proven and
    bound to its tenant."""

    def __init__(self, bindings: dict[str, frozenset[str]], master_key: str) -> None:
        if not master_key:
            raise ValueError("DT_TENANT_BINDINGS_FILE is set but DT_PRINCIPAL_MASTER_KEY is not: "
                             "no principal could be checked")
        self.bindings, self.master_key = bindings, master_key

    @classmethod
    def from_settings(cls, settings: Settings) -> TenantGate | None:
        """The gate the settings ask for; None when tenants are not bound (no bindings file)."""
        if settings.tenant_bindings_file is None:
            return None
        return cls(load_bindings(settings.tenant_bindings_file),
                   settings.principal_master_key.get_secret_value())

    def refusal(self, headers: list[tuple[str, bytes]], env: Envelope) -> str | None:
        named = {k: v.decode("utf-8", "replace") for k, v in headers
                 if k in (PRINCIPAL_HEADER, PROOF_HEADER) and v is not None}
        principal = named.get(PRINCIPAL_HEADER)
        if principal is None:
            return (f"the request names no producer principal (header {PRINCIPAL_HEADER}); "
                    f"tenants are bound to credentials here, so tenant {env.tenant!r} is refused")
        expected = proof(signing_key(self.master_key, principal), principal, env.tenant, env.trace_id)
        if not hmac.compare_digest(expected, named.get(PROOF_HEADER, "")):
            return (f"the request claims principal {principal!r} without its proof (not signed "
                    "with that principal's key)")
        allowed = self.bindings.get(principal, frozenset())
        if ANY_TENANT not in allowed and env.tenant not in allowed:
            shown = ", ".join(sorted(allowed)) or "none"
            return f"principal {principal!r} may not use tenant {env.tenant!r} (its tenants: {shown})"
        return None
