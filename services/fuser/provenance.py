"""Where an answer came from and whether its numbers were checked (Answer.provenance).

The cache keeps an answer only on this record, so every answer the fuser makes carries one:
- a sandbox result: verified when the sandbox computed it (and, for an operation the model wrote,
  when that operation is grounded in the request);
- a draft: verified when every number it states was checked (confirmed or corrected) and none is
  left unchecked; `unchecked` counts the others.
"""

from __future__ import annotations

from dtlib.envelope import Envelope, Provenance

# LlmDraft.backend of the offline model that ships in a package (services/llm/backends.py).
EMBEDDED = "embedded"


def of_sandbox(env: Envelope, verified: bool) -> Provenance:
    task = env.task
    source = task.source if task is not None and task.source.startswith("rule:") else "sandbox"
    return _record(env, source, verified, 0)


def of_draft(env: Envelope, unchecked: int) -> Provenance:
    return _record(env, "llm", unchecked == 0, unchecked)


def unverified(env: Envelope, source: str = "llm") -> Provenance:
    """An answer that states no checked value: uncertain, an error, a question back."""
    return _record(env, source, False, 0)


def _record(env: Envelope, source: str, verified: bool, unchecked: int) -> Provenance:
    draft = env.results.draft
    backend = draft.backend if draft is not None else ""
    written_by_model = draft is not None and (source == "llm" or (env.task is not None and env.task.source == "llm"))
    return Provenance(
        path=env.route.path or ("slow" if draft is not None else "fast"), source=source,
        backend=backend if written_by_model else "", model=draft.model if written_by_model else "",
        verified=verified, unchecked=unchecked,
        demonstration=written_by_model and backend == EMBEDDED)
