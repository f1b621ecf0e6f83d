"""What a step declares and what its handlers return.

A `Step` names what it consumes, the state topics it follows and every topic it may emit on, and
a factory `build(settings, deps) -> Handlers` that does the work a service used to do at import
(load a model, open a pool). Nothing runs until the runtime calls it, so a test builds a step with
its own settings and fakes. The runtime refuses an emit to a topic the step did not declare.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from ..envelope import SCHEMA_VERSION, Answer, Envelope, ErrorInfo
from ..settings import Settings
from ..topics import Topic
from .transport import Record


@dataclass
class Emit:
    """Publish `envelope` on `topic` (keyed by its trace_id); `outcome` is this step's hop record
    (hit, miss, …)."""

    topic: Topic
    envelope: Envelope
    outcome: str = "ok"


@dataclass
class Put:
    """Publish a record that is not an envelope (a state entry, a tombstone when value is None).

    `after_delivery`: published only once the handler's other outputs are acknowledged (a record
    that says they were delivered must never be there without them)."""

    topic: Topic
    key: bytes | None
    value: bytes | None
    headers: dict[str, str] | None = None
    after_delivery: bool = False


@dataclass
class Later:
    """What a synchronous handler returns for a record that needs something it must wait for (an
    embedding, an RPC): `rest` (a coroutine, not started) finishes the step on the event loop, and
    what it returns are the step's outputs. Records that need no waiting are answered on the
    consumer thread, with no hand-off to the loop; up to the input's `concurrency` records wait
    at once (then the consumer thread waits too). `rest` runs outside the replica's state lock,
    as any `async def` handler does."""

    rest: Coroutine[Any, Any, Returned]


class Retry(Exception):
    """A transient failure (e.g. the database is away): redelivered after `pause_s`, never
    dead-lettered for it."""

    def __init__(self, message: str, pause_s: float = 1.0) -> None:
        super().__init__(message)
        self.pause_s = pause_s


class Poison(Exception):
    """Input that can never be processed: dead-lettered at once with `code` and `message`."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message = code, message


class UndeclaredTopic(Poison):
    """A handler emitted on a topic its step did not declare (a bug: dead-lettered at once)."""

    def __init__(self, step: str, topic: Topic) -> None:
        super().__init__("UNDECLARED_TOPIC", f"step {step} does not declare {topic.value} in emits")


Output = Emit | Put
Returned = Output | list[Output] | None
# `async def` handlers run on the event loop; plain `def` handlers (pure CPU work, nothing to wait
# for) run where the transport receives the records, with no hand-off to the loop, and return
# `Later` for a record that must wait after all.
Handler = Callable[[Envelope], Awaitable[Returned] | Returned | Later]
RecordHandler = Callable[[Record], Awaitable[Returned] | Returned | Later]
StateHandler = Callable[[bytes | None, bytes | None], Awaitable[None] | None]
Publish = Callable[[Output], list]  # what a background task publishes with (checked like emits)
Background = Callable[[Publish], Awaitable[None]]


@dataclass
class Input:
    handler: Handler | RecordHandler
    envelopes: bool  # False: the handler gets the record itself (e.g. feedback)
    concurrency: int = 1


@dataclass
class Handlers:
    """What a step's factory returns: a handler per consumed topic and per followed state topic,
    and what to run beside them."""

    inputs: dict[Topic, Input] = field(default_factory=dict)
    state: dict[Topic, StateHandler] = field(default_factory=dict)
    background: list[Background] = field(default_factory=list)
    # Awaited, in order, before the state topics are read and anything is consumed (forking a
    # pool, binding a server): the replica is ready only once they are done; one that raises
    # fails the start.
    on_start: list[Callable[[], Awaitable[None]]] = field(default_factory=list)
    on_stop: list[Callable[[], Awaitable[None]]] = field(default_factory=list)

    def envelope(self, topic: Topic, handler: Handler, *, concurrency: int = 1) -> None:
        """Run `handler` on each envelope of `topic`; with `concurrency` > 1, up to that many at
        once (offsets are still committed in order). A synchronous handler (`def`) runs on the
        consumer's own thread: it must not touch the event loop; no state follower applies a
        record while it runs (state.py); one that returns `Later` finishes that record on the
        loop, up to `concurrency` records at once."""
        self.inputs[topic] = Input(handler, True, concurrency)

    def record(self, topic: Topic, handler: RecordHandler) -> None:
        self.inputs[topic] = Input(handler, False)

    def follow(self, topic: Topic, handler: StateHandler) -> None:
        self.state[topic] = handler


@dataclass(frozen=True)
class Step:
    """A step that answers (emits `responses`) also follows `answered.state`, which the runtime
    wires itself: it drops an input whose request has its final answer (answered.py)."""

    name: str
    consumes: tuple[Topic, ...]
    emits: tuple[Topic, ...]
    build: Callable[[Settings, Any], Handlers]
    follows: tuple[Topic, ...] = ()
    # One line on what the step does, for people: the README's service table and the generated
    # topology documents show it.
    description: str = ""

    def __post_init__(self) -> None:
        if self.answers and Topic.ANSWERED_STATE not in self.follows:
            object.__setattr__(self, "follows", (*self.follows, Topic.ANSWERED_STATE))

    @property
    def answers(self) -> bool:
        return Topic.RESPONSES in self.emits

    @property
    def writes(self) -> tuple[Topic, ...]:
        """Every topic the step's replicas write: its emits, the DLQ, error answers, and the
        answered.state record of every answer (answered.py)."""
        extra = [Topic.DLQ] + ([Topic.RESPONSES] if set(self.consumes) - _ANSWERED else [])
        records = [Topic.ANSWERED_STATE] if Topic.RESPONSES in (*self.emits, *extra) else []
        return tuple(dict.fromkeys([*self.emits, *extra, *records]))

    def check(self, handlers: Handlers) -> None:
        """The factory wired exactly what the step declares (answered.state is the runtime's)."""
        follows = set(self.follows) - ({Topic.ANSWERED_STATE} if self.answers else set())
        if set(handlers.inputs) != set(self.consumes) or set(handlers.state) != follows:
            raise ValueError(
                f"step {self.name} declares consumes={[t.value for t in self.consumes]} "
                f"follows={[t.value for t in self.follows]} but its factory handles "
                f"{[t.value for t in handlers.inputs]} and follows {[t.value for t in handlers.state]}")


# Inputs that were already answered: a failure there gets no second (error) answer.
_ANSWERED = frozenset({Topic.RESPONSES, Topic.FEEDBACK})


def answered_already(topic: Topic) -> bool:
    return topic in _ANSWERED


HINTS = {
    "MALFORMED": "send a JSON envelope encoded as UTF-8 (see schemas/envelope.schema.json)",
    "UNSUPPORTED_VERSION": f"publish envelopes with v={SCHEMA_VERSION}",
    "INVALID_ENVELOPE": "check the field named in the message against schemas/envelope.schema.json",
    "TEXT_TOO_LONG": "shorten the question or split it into several requests",
    "PROCESSING_FAILED": "try again later; the message is kept in the dead-letter topic",
    "TENANT_NOT_ALLOWED": "publish with the credentials of a principal bound to this tenant "
                          "(DT_TENANT_BINDINGS_FILE), signed with its key (DT_PRINCIPAL_KEY)",
}


def dead_letter_headers(record: Any, code: str, message: str, attempts: int, service: str) -> dict[str, str]:
    """The headers of a DLQ record: why, where it came from, how often it was tried, by whom."""
    return {
        "dt-error-code": code,
        "dt-error-message": message[:1000],
        "dt-source-topic": record.topic,
        "dt-source-partition": str(record.partition),
        "dt-source-offset": str(record.offset),
        "dt-attempts": str(attempts),
        "dt-service": service,
    }


def error_answer(trace_id: str, code: str, message: str, hint: str = "", text: str = "",
                 created_at: float | None = None) -> Envelope:
    env = Envelope(trace_id=trace_id, text=text[:200])
    if created_at is not None:
        env.created_at = created_at
    env.answer = Answer(status="error", error=ErrorInfo(code=code, message=message, hint=hint))
    return env
