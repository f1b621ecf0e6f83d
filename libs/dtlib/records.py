"""Records on the compacted state topics that the learner publishes and the fast path follows.

users.state
    key   "<tenant>:<user_id>" (UTF-8)
    value JSON `UserState`, e.g. {"corrections": 3, "feedback": 5, "recent": 1.5,
          "updated_at": 1732950000.0}; a null value (tombstone) forgets the user.
    The classifier raises its fast-path bar for a user with recent corrections (see the
    thresholds in artifacts/classifier/metrics.json) and sends the user's computations slow while
    they reach DT_CLASSIFIER_USER_SLOW_AT. Unknown fields are ignored, so the learner may add some.

rules.state
    key   "<scope>:<rule id>" (scope is "global" or a tenant)
    value JSON `RuleSpec`: the same fields as a rule in rules/<scope>/*.yaml, plus status and
          stats; a null value (tombstone) removes the rule. A record that names only id, scope and
          status (no match) changes the status of the configured rule with that id, so the
          learner can demote (and later restore) a YAML rule too.

feedback (not compacted)
    key   the trace_id of the answer (UTF-8)
    value JSON `Feedback`, e.g. {"trace_id": "…", "user_id": "u1", "verdict": "wrong",
          "correction": "Paris"}; the learner counts it per user (users.state) and against the
          rule that answered; the cache forgets a cached answer reported wrong.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Generic, Literal, TypeVar

import msgspec

log = logging.getLogger(__name__)
State = TypeVar("State")


class UserState(msgspec.Struct, omit_defaults=True):
    corrections: int = 0  # answers this user reported as wrong
    feedback: int = 0  # feedback items from this user in total
    updated_at: float = 0.0
    # The user's recent corrections: +1 per answer reported wrong, times
    # DT_USER_HISTORY_CONFIRMED_FACTOR per answer confirmed since (the user's "right", or a slow
    # answer that agreed with what the reader would have computed). Never below 0, so history only
    # makes the bar stricter. None: a record from before it was kept (every correction counts).
    recent: float | None = None

    def recent_corrections(self) -> float:
        return float(self.corrections) if self.recent is None else self.recent


def user_key(tenant: str, user_id: str) -> str:
    return f"{tenant}:{user_id}"


RuleStatus = Literal["active", "shadow", "warning", "demoted"]
ParamType = Literal["text", "number", "integer", "date", "choice"]


class RuleMatch(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    any: list[str] = msgspec.field(default_factory=list)  # at least one of these phrases
    all: list[str] = msgspec.field(default_factory=list)  # every one of these phrases
    regex: list[str] = msgspec.field(default_factory=list)  # each must match (named groups feed params)
    context: list[str] = msgspec.field(default_factory=list)  # context keys the request must carry
    # The regex is the whole request (matched in full), and every number the request states
    # fills exactly one of its number slots: no number is left over, none is read twice. Its
    # groups named gap<N> are the stretches between the words it learned; a number there (also
    # one written as a word) passes the request on.
    whole: bool = False


class RuleParam(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    name: str
    source: Literal["regex", "context"] = "regex"  # a named regex group, or a context key
    key: str = ""  # the group or context key (default: name)
    type: ParamType = "text"
    min: float | None = None
    max: float | None = None
    choices: list[str] = msgspec.field(default_factory=list)
    pattern: str = ""  # a text value must match this regex in full
    required: bool = True


class RuleAction(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    answer: dict[str, str] = msgspec.field(default_factory=dict)  # language → "{param}" template
    op: str = ""  # or a sandbox operation ...
    args: dict[str, Any] = msgspec.field(default_factory=dict)  # ... whose string args are templates
    # ... or a registry tool (tools/*.yaml): its parameters are read from the request by the tool's
    # schema, `args` (templates over the rule's params) given first
    tool: str = ""


class RuleStats(msgspec.Struct, omit_defaults=True):
    hits: int = 0  # answered (active/warning) or would have answered (shadow/demoted)
    successes: int = 0  # hits the learner judged right
    failures: int = 0  # hits reported or judged wrong


class RuleSpec(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    id: str
    match: RuleMatch | None = None  # None only in a status-only record on rules.state
    scope: str = "global"
    status: RuleStatus = "active"
    description: str = ""
    exclude: list[str] = msgspec.field(default_factory=list)  # phrases of known false matches
    exclude_regex: list[str] = msgspec.field(default_factory=list)
    params: list[RuleParam] = msgspec.field(default_factory=list)
    action: RuleAction | None = None
    answer: dict[str, str] = msgspec.field(default_factory=dict)  # shorthand for action.answer
    ttl_s: float | None = None  # the rule stops answering ttl_s seconds after updated_at
    updated_at: float | None = None  # unix seconds
    examples: list[str] = msgspec.field(default_factory=list)  # must be answered (rules check)
    counter_examples: list[str] = msgspec.field(default_factory=list)  # must be passed on
    stats: RuleStats = msgspec.field(default_factory=RuleStats)
    source: list[str] = msgspec.field(default_factory=list)  # trace ids a learned rule came from
    confidence: float | None = None  # the learner's: precision at promotion, ×0.9 per warning


class Feedback(msgspec.Struct, omit_defaults=True):
    """A user's verdict on one answer, published on the feedback topic keyed by trace_id."""

    trace_id: str
    verdict: Literal["wrong", "right"]  # always written (services/cache reads it as required)
    user_id: str = ""  # default: the user of the request
    tenant: str = ""  # default: the tenant of the request
    correction: str = ""  # the right answer, when the user gives one
    created_at: float = 0.0  # unix seconds


def rule_key(scope: str, rule_id: str) -> str:
    return f"{scope}:{rule_id}"


_user_decoder = msgspec.json.Decoder(UserState)
_rule_decoder = msgspec.json.Decoder(RuleSpec)
_feedback_decoder = msgspec.json.Decoder(Feedback)


def decode_user(value: bytes) -> UserState:
    return _user_decoder.decode(value)


def decode_rule(value: bytes) -> RuleSpec:
    return _rule_decoder.decode(value)


def decode_feedback(value: bytes) -> Feedback:
    return _feedback_decoder.decode(value)


def encode(record: UserState | RuleSpec | Feedback) -> bytes:
    return msgspec.json.encode(record)


class StateTable(Generic[State]):
    """The latest record per key of a compacted state topic, as one replica follows it: a null
    value (tombstone) forgets the key, a record that does not decode is skipped and logged."""

    def __init__(self, topic: str, decode: Callable[[bytes], State]) -> None:
        self.topic = topic
        self._decode = decode
        self._states: dict[str, State] = {}

    def apply(self, key: bytes | None, value: bytes | None) -> None:
        if not key:
            return
        name = key.decode("utf-8", "replace")
        if value is None:
            self._states.pop(name, None)
            return
        try:
            self._states[name] = self._decode(value)
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.warning("%s record %r skipped: %s", self.topic, name, exc)

    def get(self, name: str) -> State | None:
        return self._states.get(name)
