"""Trust from outcome history (seed 002 S5, seed 000's dynamic trust): how far a fast source is
trusted after it was corrected, read from the compacted `trust.state` topic the learner writes.

trust.state
    key   "<tenant>:<source>", source = "rule:<id>" (a rule) or "op:<op>" (the reader's
          computations of one operation kind, e.g. op:percent_of)
    value JSON `TrustState`; a null value (tombstone) forgets the source (full trust).

A source with no record is trusted as the system always did. A correction (a user's report, the
slow path disagreeing with what the source would have answered, a demotion, the drift monitor)
sets its trust to 0; each later judged use that agrees with the slow path gives back
1/DT_TRUST_RESTORE_USES of it. Below full trust the source does not answer: the rules service and
the classifier step aside, record what the source would have answered on `route.shadow` (the
learner judges it, which is how trust comes back) and send the request slow, with the route's
confidence multiplied by the trust (what the fuser's gate reads). So history can only make the
system more careful; it never makes an answer fast that would not have been fast without it.
"""

from __future__ import annotations

import msgspec

from .records import StateTable

DECIDED_BY = "distrust"


class TrustState(msgspec.Struct, omit_defaults=True):
    trust: float = 1.0  # 0 after a correction, back to 1 with agreeing judged uses
    right_since: int = 0  # judged uses that agreed with the slow path since the last correction
    corrected_at: float = 0.0  # unix seconds of the last correction
    reason: str = ""  # what corrected it last (feedback, slow path disagreed, demoted, drift: …)


def trust_key(tenant: str, source: str) -> str:
    return f"{tenant}:{source}"


_decoder = msgspec.json.Decoder(TrustState)


def encode(state: TrustState) -> bytes:
    return msgspec.json.encode(state)


def decode(value: bytes) -> TrustState:
    return _decoder.decode(value)


class TrustTable(StateTable[TrustState]):
    """The trust.state table one replica follows."""

    def __init__(self) -> None:
        super().__init__("trust.state", decode)

    def of(self, tenant: str, source: str) -> TrustState | None:
        """The source's record when it is trusted less than fully (None: full trust)."""
        state = self.get(trust_key(tenant, source))
        return state if state is not None and state.trust < 1.0 else None


def why(source: str, state: TrustState) -> str:
    """The reason on the hop and the span, e.g. 'rule:x trusted 0.40 (feedback)'."""
    return f"{source} trusted {state.trust:.2f} ({state.reason or 'corrected'})"
