"""A cached answer as it travels on the compacted `cache.state` topic (key = `<tenant>:<hash>`).

The record carries its embedding (float16, L2-normalised) so that a replica rebuilding from the
topic never re-embeds, and every replica compares against exactly the same vector. Records
written before a field existed decode with its default (an old entry is a knowledge answer
without a vector: exact hits only; one without `answer.provenance` is served with a provenance
that says only that it came from the cache). The answer's provenance travels inside `answer`.
"""

from __future__ import annotations

import functools
import hashlib
import time

import msgspec
import numpy as np

from dtlib.envelope import Answer, Task

from .signature import SIGNATURE_VERSION, Signature, request_signature


class Observation(msgspec.Struct, array_like=True):
    """One piece of evidence about serving this entry's answer at a similarity: another question
    of the tenant (`agrees`: it got the same answer) or a shadow check of a hit."""

    similarity: float
    agrees: bool
    other: str = ""  # the other question's answer id (answer_id); "" for a shadow check
    shadow: bool = False
    # For the nearest neighbour: the least similarity at which the cache as it stood would have
    # served that answer to this question, whatever the base (bound.py: `ErrorBound.guard`).
    guard: float = 0.0
    # For the nearest neighbour and a shadow check: the match score the lookup computed
    # (verifier.py; the similarity where a category has none); -1: a record from before scores.
    score: float = -1.0


class Entry(msgspec.Struct, omit_defaults=True):
    tenant: str
    text: str
    answer: Answer
    source_trace_id: str
    expires_at: float
    category: str = "knowledge"
    created_at: float = 0.0
    context_fp: str = ""
    signature: list[str] = msgspec.field(default_factory=list)
    signature_version: int = 0
    model: str = ""  # the embedding model that made `vector`; "" = no vector
    vector: bytes = b""  # float16 little-endian; base64 in JSON
    # What the tenant's other questions and shadow checks said about serving this answer at a
    # similarity (bound.py learns each answer's threshold from it); the cache's neighbours at
    # write time first, most similar first, then shadow checks in the order they came.
    evidence: list[Observation] = msgspec.field(default_factory=list)
    # The answers (answer_id) users reported wrong for this question: never cached for it again,
    # whatever brings them back (a redelivered response, the slow path giving the same answer).
    # Carried by every later record of the key, so compaction cannot forget them.
    reported_wrong: list[str] = msgspec.field(default_factory=list)
    # This record withdraws its own answer (reported wrong): replicas remember it, never serve it.
    withdrawn: bool = False
    # The sandbox operation that computed the answer's value: run again when a hit is served
    # (recheck.py). None: a rule's or the model's answer, or a record from before it was kept.
    task: Task | None = None
    # Which code computed the value: a digest of the sandbox's code version (SandboxResult.
    # code_version), the operation and the value (recheck.stamp). A hit whose stamp is the one the
    # sandbox's current code gives this operation and value is served without the recheck; a
    # value changed after it was stamped no longer matches. "": unknown (a record from before
    # stamps, or a sandbox that did not give its version).
    code_stamp: str = ""

    def current_signature(self) -> Signature:
        """The stored signature, or a fresh one if the extractor changed since it was written."""
        if self.signature_version == SIGNATURE_VERSION:
            return tuple(self.signature)
        return request_signature(self.text)

    def embedding(self) -> np.ndarray | None:
        if not self.vector:
            return None
        return np.frombuffer(self.vector, dtype="<f2").astype(np.float32)

    def approx_bytes(self) -> int:
        """What this entry costs in memory without its vector (the index holds that), for the
        per-tenant byte bound; the overhead constant is measured by `dualtrack bench cache`."""
        answer = self.answer
        chars = len(self.text) + len(answer.text) + len(answer.value or "")
        return 700 + 2 * chars + 60 * len(self.signature) + 80 * len(self.evidence)


def pack_vector(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype="<f2").tobytes()


def new_entry(*, tenant: str, text: str, answer: Answer, source_trace_id: str, category: str,
              ttl_s: float, context_fp: str, signature: Signature, model: str = "",
              vector: np.ndarray | None = None, now: float | None = None,
              evidence: list[Observation] | None = None,
              reported_wrong: list[str] | None = None, task: Task | None = None,
              code_stamp: str = "") -> Entry:
    now = time.time() if now is None else now
    return Entry(
        tenant=tenant, text=text, answer=answer, source_trace_id=source_trace_id,
        expires_at=now + ttl_s, category=category, created_at=now, context_fp=context_fp,
        signature=list(signature), signature_version=SIGNATURE_VERSION,
        model=model if vector is not None else "",
        vector=pack_vector(vector) if vector is not None else b"",
        evidence=evidence or [],
        reported_wrong=reported_wrong or [],
        task=task,
        code_stamp=code_stamp if task is not None else "",
    )


def withdrawal(entry: Entry) -> Entry:
    """The record that withdraws `entry`'s answer: the question and the answer, marked, without
    the vector and evidence (it is never served); its answer joins `reported_wrong`."""
    reported = sorted({*entry.reported_wrong, answer_id(entry.answer)})
    return msgspec.structs.replace(entry, withdrawn=True, reported_wrong=reported, vector=b"",
                                   model="", evidence=[])


def answer_id(answer: Answer) -> str:
    """Which answer an entry gives, as a short id: entries with the same id form one cluster."""
    return _answer_digest(answer.text, answer.value or "")


@functools.lru_cache(maxsize=1 << 14)  # a lookup asks it of each neighbour's answer, again and again
def _answer_digest(text: str, value: str) -> str:
    return hashlib.sha256(f"{text}\x00{value}".encode()).hexdigest()[:12]


encoder = msgspec.json.Encoder()
decoder = msgspec.json.Decoder(Entry)
