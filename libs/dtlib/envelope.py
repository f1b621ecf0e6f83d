"""The blackboard: one versioned envelope that travels the whole pipeline (docs/design.md §1).

Each service reads the envelope from its input topic, writes only its own fields and publishes it
on. `schemas/envelope.schema.json` is generated from these types (`dualtrack schemas`).
"""

from __future__ import annotations

import re
import secrets
import time
from typing import Annotated, Any, Literal

import msgspec

SCHEMA_VERSION = 1

TraceId = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{32}$", description="32 lowercase hex")]
Status = Literal["ok", "uncertain", "error"]
TaskType = Literal["compute", "lookup", "open", "ambiguous"]
Path = Literal["fast", "slow"]

_TRACE_ID_RE = re.compile(r"^[0-9a-f]{32}$")


class ErrorInfo(msgspec.Struct, omit_defaults=True):
    """What went wrong, in words a user can act on."""

    code: str
    message: str
    hint: str = ""


class Perception(msgspec.Struct, omit_defaults=True):
    language: str | None = None
    task_type: TaskType | None = None
    numbers: list[str] = msgspec.field(default_factory=list)
    entities: list[str] = msgspec.field(default_factory=list)
    complexity: float | None = None
    ambiguities: list[str] = msgspec.field(default_factory=list)


class ShadowDecision(msgspec.Struct, omit_defaults=True):
    candidate: str
    path: Path
    decided_by: str
    confidence: float | None = None
    agrees: bool | None = None
    # What a shadow rule would have answered (a text, or a sandbox operation), so the learner
    # can score it against the answer the request actually got.
    answer: str | None = None
    task: Task | None = None
    value: str | None = None  # a computation's value, as the sandbox computed it
    # A tool rule's would-be call: the parameters it read from the request, and the problems
    # (missing, invalid, ambiguous) that would have sent the call to the model instead.
    call: ToolCall | None = None


class Route(msgspec.Struct, omit_defaults=True):
    path: Path | None = None
    decided_by: str | None = None  # cache.exact, cache.semantic, rule:<id>, classifier, fallback
    confidence: float | None = None
    threshold: float | None = None
    shadow: list[ShadowDecision] = msgspec.field(default_factory=list)
    # The artifact version of the classifier model that decided (decided_by classifier or
    # distrust after it): what the drift monitor attributes the answer to.
    model_version: str = ""


class Task(msgspec.Struct, omit_defaults=True):
    """A typed sandbox operation, e.g. {op: "expr", args: {"expression": "12*24"}}."""

    op: str
    args: dict[str, Any] = msgspec.field(default_factory=dict)
    source: str = ""  # parser, rule:<id>, llm
    # Where each argument's amounts were read in the request: argument → one [start, end) span
    # of `text` per amount it uses, in the order it uses them (an expression's numbers left to
    # right). Written for a grounded model-written operation, so the learner can tell which of the
    # request's numbers went where. Under "set_aside": the words the classifier's reader left out as
    # changing nothing (greetings, thanks, "my kid asked me", emoji …), one span each.
    spans: dict[str, list[tuple[int, int]]] = msgspec.field(default_factory=dict)


class ToolCall(msgspec.Struct, omit_defaults=True):
    """A call of a registry tool (`tools/*.yaml`), e.g. {tool: "host_load", args: {"window": 5}}."""

    tool: str
    args: dict[str, Any] = msgspec.field(default_factory=dict)
    source: str = ""  # rule:<id> (read from the request) or llm (filled by the model)
    # Why it cannot be called (a parameter missing, invalid or ambiguous): the tools service then
    # asks the user instead, and the tool is never called.
    problems: list[str] = msgspec.field(default_factory=list)


class ToolResult(msgspec.Struct, omit_defaults=True):
    status: Literal["ok", "rejected", "timeout", "error"]
    data: dict[str, Any] = msgspec.field(default_factory=dict)  # the tool's JSON reply
    error: ErrorInfo | None = None
    attempts: int = 0
    cached: bool = False  # reused within the tool's cache_s, not called again
    elapsed_ms: float = 0.0


class Step(msgspec.Struct, omit_defaults=True):
    op: str
    args: list[str]
    result: str
    span: tuple[int, int] | None = None


class SandboxResult(msgspec.Struct, omit_defaults=True):
    status: Literal["ok", "rejected", "timeout", "error"]
    value: str | None = None
    display: str | None = None
    rounded: bool = False
    steps: list[Step] = msgspec.field(default_factory=list)
    error: ErrorInfo | None = None
    elapsed_ms: float = 0.0
    # A batch ("12*24, 12*25 and 12*26"): each computation's own result, in the order asked;
    # `value` and `display` then list them, separated by "; ".
    items: list[SandboxResult] = msgspec.field(default_factory=list)
    # The version of the sandbox's operation code that computed this result ("" = not computed
    # by a sandbox worker): a cached value of the same version needs no recheck.
    code_version: str = ""


class Claim(msgspec.Struct, omit_defaults=True):
    text: str
    expression: str = ""
    stated: str = ""
    checked: str | None = None
    correct: bool | None = None
    kind: str = ""  # arithmetic, percent_of, growth_rate, date_diff
    span: tuple[int, int] | None = None  # the stated value's place in the draft text


class LlmDraft(msgspec.Struct, omit_defaults=True):
    text: str
    model: str = ""
    backend: str = ""  # openai-compatible, or embedded (the offline demonstration model)
    claims: list[Claim] = msgspec.field(default_factory=list)
    elapsed_ms: float = 0.0
    completion_tokens: int = 0
    finish_reason: str = ""
    error: ErrorInfo | None = None  # no usable answer: the model is unavailable, or was cut off


class Results(msgspec.Struct, omit_defaults=True):
    sandbox: SandboxResult | None = None
    draft: LlmDraft | None = None
    tool: ToolResult | None = None


class Metacognition(msgspec.Struct, omit_defaults=True):
    confidence_trend: list[float] = msgspec.field(default_factory=list)
    failed_approaches: list[str] = msgspec.field(default_factory=list)
    iterations: int = 0
    previous_drafts: list[str] = msgspec.field(default_factory=list)  # oldest first
    decisions: list[str] = msgspec.field(default_factory=list)  # the gate's, e.g. "present"


class Hop(msgspec.Struct, omit_defaults=True):
    service: str
    instance: str
    start: float  # unix seconds
    end: float
    outcome: str  # e.g. hit, miss, routed:slow, ok, error:<code>


class Provenance(msgspec.Struct, omit_defaults=True):
    """Where an answer's value came from and whether its numbers were checked; the cache keeps an
    answer only when `verified` is true (a sandbox value, or every numeric claim checked) or the
    answer states no number."""

    path: Path | None = None  # fast or slow
    source: str = ""  # sandbox, rule:<id>, llm, cache.exact, cache.semantic
    backend: str = ""  # the model backend of a slow answer: openai-compatible, embedded
    model: str = ""
    verified: bool = False
    unchecked: int = 0  # numbers stated that could not be checked
    demonstration: bool = False  # written by the embedded demonstration model
    # On a cache hit (source cache.exact / cache.semantic): where the cached answer first came
    # from (sandbox, rule:<id>, llm, preload) and the trace that produced it.
    first_source: str = ""
    first_trace_id: str = ""


class Answer(msgspec.Struct, omit_defaults=True):
    status: Status
    text: str = ""
    value: str | None = None
    error: ErrorInfo | None = None
    provenance: Provenance | None = None


class Envelope(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    trace_id: TraceId
    text: str
    v: int = SCHEMA_VERSION
    request_id: str = ""
    tenant: str = "default"
    user_id: str = ""
    context: dict[str, str] = msgspec.field(default_factory=dict)
    created_at: Annotated[float, msgspec.Meta(ge=0, lt=4_102_444_800)] = msgspec.field(
        default_factory=time.time)  # unix seconds, before 2100
    deadline_ms: int = 30_000
    reply_topic: str = ""  # the answer is also published here, besides `responses`
    perception: Perception = msgspec.field(default_factory=Perception)
    route: Route = msgspec.field(default_factory=Route)
    task: Task | None = None
    tool_call: ToolCall | None = None
    results: Results = msgspec.field(default_factory=Results)
    meta: Metacognition = msgspec.field(default_factory=Metacognition)
    hops: list[Hop] = msgspec.field(default_factory=list)
    answer: Answer | None = None


def new_trace_id() -> str:
    return secrets.token_hex(16)


def is_trace_id(value: object) -> bool:
    return isinstance(value, str) and bool(_TRACE_ID_RE.match(value))


_decoder = msgspec.json.Decoder(Envelope)
_encoder = msgspec.json.Encoder()


def time_left_ms(env: Envelope) -> float:
    """How long until the request's deadline (`created_at` + `deadline_ms`), in ms; negative past it."""
    return env.created_at * 1000 + env.deadline_ms - time.time() * 1000


class EnvelopeError(ValueError):
    """The bytes are not a valid envelope; `code` names the reason, `trace_id` if recoverable."""

    def __init__(self, code: str, message: str, trace_id: str | None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.trace_id = trace_id


def encode(envelope: Envelope) -> bytes:
    return _encoder.encode(envelope)


def decode(data: bytes, *, max_text_chars: int | None = None) -> Envelope:
    """Decode and validate in one pass; raise EnvelopeError with a recoverable trace_id where
    possible. Only bytes that fail are parsed a second time, to say why."""
    try:
        env = _decoder.decode(data)
    except (msgspec.DecodeError, UnicodeDecodeError) as exc:  # ValidationError is a DecodeError
        raise _diagnose(data, max_text_chars, exc) from None
    if env.v != SCHEMA_VERSION:
        raise EnvelopeError("UNSUPPORTED_VERSION", _version_message(env.v), env.trace_id)
    if max_text_chars is not None and len(env.text) > max_text_chars:
        raise EnvelopeError("TEXT_TOO_LONG", _length_message(len(env.text), max_text_chars),
                            env.trace_id)
    return env


def _diagnose(data: bytes, max_text_chars: int | None, failure: Exception) -> EnvelopeError:
    """Why `data` is not a valid envelope (checked in the order a client would fix them: JSON,
    version, text length, the fields)."""
    try:
        raw = msgspec.json.decode(data)
    except (msgspec.DecodeError, UnicodeDecodeError) as exc:
        return EnvelopeError("MALFORMED", f"not valid JSON: {exc}", None)
    if not isinstance(raw, dict):
        return EnvelopeError("MALFORMED", "the message is not a JSON object", None)
    trace_id = raw.get("trace_id") if is_trace_id(raw.get("trace_id")) else None
    version = raw.get("v", SCHEMA_VERSION)
    if version != SCHEMA_VERSION:
        return EnvelopeError("UNSUPPORTED_VERSION", _version_message(version), trace_id)
    text = raw.get("text")
    if max_text_chars is not None and isinstance(text, str) and len(text) > max_text_chars:
        return EnvelopeError("TEXT_TOO_LONG", _length_message(len(text), max_text_chars), trace_id)
    return EnvelopeError("INVALID_ENVELOPE", str(failure), trace_id)


def _version_message(version: object) -> str:
    return f"envelope version {version!r} is not supported; this service reads v{SCHEMA_VERSION}"


def _length_message(length: int, limit: int) -> str:
    return f"the request text has {length} characters; the limit is {limit}"


def json_schema() -> dict[str, Any]:
    return msgspec.json.schema(Envelope)
