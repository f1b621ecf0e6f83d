"""The AsyncAPI 3.0 document of the whole system and the envelope's JSON Schema, built from `dtlib.topics`
(the `Topic` enum, `topic_specs()`), the services' steps (`dualtrack.topology`) and `dtlib.envelope`;
`dualtrack.schemas` renders and writes them."""

from __future__ import annotations

import tomllib
from typing import Any

import msgspec

from dtlib.envelope import SCHEMA_VERSION, Envelope, json_schema
from dtlib.runtime import Step
from dtlib.settings import REPO_ROOT, Settings
from dtlib.topics import Topic, topic_specs

from . import topology

KAFKA_BINDING_VERSION = "0.5.0"
EXAMPLE_TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
TRACE_ID_PATTERN = "^[0-9a-f]{32}$"

# Headers of a dead-lettered message (dtlib.runtime.step.dead_letter_headers).
DLQ_HEADERS: dict[str, str] = {
    "dt-error-code": "Why the message failed: MALFORMED, UNSUPPORTED_VERSION, INVALID_ENVELOPE, "
    "TEXT_TOO_LONG or PROCESSING_FAILED.",
    "dt-error-message": "What went wrong, in words (at most 1000 characters).",
    "dt-source-topic": "The topic the message was read from.",
    "dt-source-partition": "Its partition (decimal).",
    "dt-source-offset": "Its offset in that partition (decimal).",
    "dt-attempts": "How many times it was processed before it was dead-lettered (decimal).",
    "dt-service": "The service that gave up on it.",
}

_TOPIC_DOCS: dict[Topic, str] = {
    Topic.REQUESTS: "Ingress: a client publishes one envelope per request, keyed by its trace_id "
    "(32 lowercase hex, also the OpenTelemetry trace id).",
    Topic.RESPONSES: "Egress: the answered envelope (answer.status ok, uncertain or error). Error "
    "answers for dead-lettered requests whose trace_id could be recovered come here too, so no "
    "client waits forever.",
    Topic.CACHE_MISS: "Requests the cache could not answer, on their way to the rules.",
    Topic.CACHE_STATE: "Cached answers per tenant, key = cache entry key.",
    Topic.RULES_MISS: "Requests no rule answered, on their way to the classifier.",
    Topic.RULES_STATE: "Learned rules and their lifecycle (shadow, active, demoted), key = rule id.",
    Topic.USERS_STATE: "Per-user calibration (e.g. lowered thresholds after corrections), "
    "key = tenant and user id.",
    Topic.TRUST_STATE: "Trust of fast sources corrected lately (a rule, an operation kind), "
    "key = tenant and source.",
    Topic.ANSWERED_STATE: "The requests that have their final answer, key = trace id: a step that "
    "answers drops an input of one of them (handled again, or a model call delivered again).",
    Topic.SANDBOX_TASKS: "Envelopes with a typed operation (task) to run in the sandbox.",
    Topic.SANDBOX_RESULTS: "Envelopes with results.sandbox filled in: value, display form, steps.",
    Topic.LLM_TASKS: "Envelopes routed to the slow path (or sent back to gather more).",
    Topic.LLM_DRAFTS: "Envelopes with results.draft: the LLM's text and the claims found in it.",
    Topic.FEEDBACK: "Users' feedback on answers (wrong-answer reports, corrections), keyed by the "
    "trace_id of the answer.",
    Topic.DLQ: "Dead letters: malformed or poison messages, unchanged, with the reason in headers.",
}

_STATE_DOCS: dict[Topic, str] = {
    Topic.CACHE_STATE: "Key: the cache entry key `<tenant>:<32 hex>` (hash of tenant, normalised "
    "text and context fingerprint). Value: JSON cache entry (services/cache/entry.py: tenant, "
    "text, answer, source_trace_id, expires_at, category, created_at, context_fp, signature, "
    "model, vector, evidence: [similarity, agrees, other answer id, shadow] observations the "
    "error bound learns each answer's threshold from, reported_wrong: the answer ids users "
    "reported wrong for this question, never cached for it again). A record with `withdrawn: "
    "true` withdraws its answer after a wrong-answer report: replicas stop serving it and keep "
    "its reported_wrong. A null value (tombstone) removes the entry.",
    Topic.RULES_STATE: "Key: `<scope>:<rule id>`. Value: JSON RuleSpec (dtlib/records.py): match, "
    "exclusions, parameters, action, status (active/shadow/warning/demoted) and stats. A record "
    "with only id, scope and status changes a configured rule's status. A null value "
    "(tombstone) removes the rule.",
    Topic.USERS_STATE: "Key: `<tenant>:<user_id>`. Value: JSON per-user calibration, such as "
    "the classifier threshold lowered for a user who corrected answers. A null value (tombstone) "
    "resets the user to the defaults.",
    Topic.TRUST_STATE: "Key: `<tenant>:<source>` (`rule:<id>`, `op:<op>`). Value: JSON TrustState "
    "(dtlib/trust.py): trust 0..1, judged uses that agreed since the last correction, when and "
    "why it was corrected. Below 1 the source does not answer fast. A null value (tombstone) "
    "restores full trust.",
    Topic.ANSWERED_STATE: "Key: the request's trace_id. Value: JSON {created_at: the request's "
    "created_at, answered_at: unix seconds} (dtlib/runtime/answered.py), published by the "
    "runtime once a final answer is acknowledged. A step that answers drops an input of the same "
    "trace_id and created_at; a new created_at is a new request. Deleted by time (cleanup.policy=compact,delete, retention.ms), "
    "not by tombstones.",
}


# --- helpers ---------------------------------------------------------------------------------

def _defaults() -> Settings:
    """The Settings defaults, without reading DT_* variables (keeps the output deterministic)."""
    return Settings.model_construct()


def _version() -> str:
    with open(REPO_ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["project"]["version"]


def _cleanup_policy(topic: Topic) -> str:
    spec = next(s for s in topic_specs("", None, _defaults()) if s.name == topic.value)
    return spec.config.get("cleanup.policy", "delete")


def _message_name(topic: Topic) -> str:
    """cache.state -> CacheState"""
    return "".join(part.capitalize() for part in topic.value.replace("_", ".").split("."))


def _ref(*parts: str) -> dict[str, str]:
    return {"$ref": "#/" + "/".join(parts)}


def _to_asyncapi_schema(node: Any) -> Any:
    """JSON Schema 2020-12 (msgspec) -> AsyncAPI Schema (a draft-07 superset).

    `$defs` references point into components/schemas, and tuples (prefixItems + items: false)
    become draft-07 tuples (items: [...] + additionalItems: false).
    """
    if isinstance(node, list):
        return [_to_asyncapi_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "$ref" and isinstance(value, str):
            out[key] = value.replace("#/$defs/", "#/components/schemas/")
        elif key == "prefixItems":
            out["items"] = _to_asyncapi_schema(value)
        elif key == "items" and "prefixItems" in node:
            out["additionalItems"] = _to_asyncapi_schema(value)
        else:
            out[key] = _to_asyncapi_schema(value)
    return out


# --- envelope.schema.json --------------------------------------------------------------------

def envelope_schema() -> dict[str, Any]:
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "dualtrack envelope",
        "description": f"The blackboard that travels the pipeline (docs/design.md §1), version "
        f"v={SCHEMA_VERSION}. Generated by `dualtrack schemas` from dtlib.envelope; do not edit.",
        **json_schema(),
    }


def _example_envelope() -> dict[str, Any]:
    env = Envelope(trace_id=EXAMPLE_TRACE_ID, text="12*24等于多少", user_id="u1",
                   created_at=1767225600.0)
    return msgspec.to_builtins(env)


# --- asyncapi.yaml ---------------------------------------------------------------------------

def _channel_description(topic: Topic) -> str:
    text = _TOPIC_DOCS.get(topic, f"The {topic.value} topic.")
    producers, consumers = topology.emitters(topic), topology.readers(topic)
    errors_only = [name for name in topology.writers(topic) if name not in producers]
    if topic in topology.INGRESS:
        producers = ["clients"] + producers
    if topic is Topic.RESPONSES:
        consumers = consumers + ["clients"]
    if topic is Topic.DLQ:
        consumers = consumers + ["operators"]
    if errors_only and topic is Topic.RESPONSES:
        producers.append(f"error answers from {', '.join(errors_only)}")
    elif errors_only:
        producers += errors_only
    text += f" Produced by: {', '.join(producers)}."
    text += f" Consumed by: {', '.join(consumers)}."
    if topic.compacted:
        policy = _cleanup_policy(topic)
        text += (f" Log-compacted state topic (cleanup.policy={policy}): every replica of a "
                 "consuming service reads it whole from the beginning, without a consumer group, "
                 "and keeps the state in memory, so replicas agree without a shared cache server.")
    return text


def _channel_message_key(topic: Topic) -> str:
    if topic is Topic.DLQ:
        return "deadLetter"
    if topic.compacted:
        return "state"
    if topic is Topic.FEEDBACK:
        return "feedback"
    return "envelope"


def _channel_message_ref(topic: Topic) -> dict[str, str]:
    if topic is Topic.DLQ:
        return _ref("components", "messages", "DeadLetter")
    if topic.compacted or topic is Topic.FEEDBACK:
        return _ref("components", "messages", _message_name(topic))
    return _ref("components", "messages", "Envelope")


def _channels(prefix: str, partitions: int, max_bytes: int) -> dict[str, Any]:
    specs = {spec.name: spec for spec in topic_specs(prefix=prefix, partitions=partitions)}
    channels: dict[str, Any] = {}
    for topic in Topic:
        address = f"{prefix}{topic.value}"
        spec = specs[address]
        channels[topic.value] = {
            "address": address,
            "title": address,
            "description": _channel_description(topic),
            "messages": {_channel_message_key(topic): _channel_message_ref(topic)},
            "bindings": {"kafka": {
                "topic": address,
                "partitions": spec.partitions,
                "replicas": 1,
                "topicConfiguration": {
                    "cleanup.policy": spec.config.get("cleanup.policy", "delete").split(","),
                    # the default, not this process's DT_MAX_MESSAGE_BYTES (determinism)
                    "max.message.bytes": max_bytes,
                } | ({"retention.ms": int(spec.config["retention.ms"])}
                     if "retention.ms" in spec.config else {}),
                "bindingVersion": KAFKA_BINDING_VERSION,
            }},
        }
    return channels


def _operation(step: Step, action: str, topic: Topic) -> dict[str, Any]:
    service, channel = step.name, topic.value
    client_id = {"type": "string", "enum": [f"dualtrack-{service}"]}
    kafka: dict[str, Any] = {}
    if action == "receive":
        group = topology.groups(step, _defaults().topic_prefix).get(topic)
        if group is None:
            how = ("Every replica reads the whole topic from the beginning, without a consumer "
                   "group, and follows it.")
            summary = f"{service} follows {channel}"
        else:
            kafka["groupId"] = {"type": "string", "enum": [group]}
            how = (f"Consumer group `{group}`: replicas of {service} share the partitions; offsets "
                   "are committed only after the outputs are produced (at-least-once).")
            summary = f"{service} consumes {channel}"
    else:
        how = "Keyed by trace_id; idempotent producer, acks=all."
        if topic.compacted:
            how = "Keyed by the state key; a null value is a tombstone."
        elif topic is Topic.DLQ:
            how = ("The failed message's key and value unchanged, the reason in dt-* headers; an "
                   "error answer goes to responses when a trace_id can be recovered.")
        elif topic not in step.emits:
            how = ("Only error answers: for input that is dead-lettered and whose trace_id can "
                   "be recovered, so no client waits forever.")
        summary = f"{service} produces {channel}"
    kafka["clientId"] = client_id
    kafka["bindingVersion"] = KAFKA_BINDING_VERSION
    return {
        "action": action,
        "channel": _ref("channels", channel),
        "summary": summary,
        "description": how,
        "tags": [{"name": service}],
        "messages": [_ref("channels", channel, "messages", _channel_message_key(topic))],
        "bindings": {"kafka": kafka},
    }


def _operations() -> dict[str, Any]:
    ops: dict[str, Any] = {}
    for step in topology.steps():
        for topic in topology.reads(step):
            ops[f"{step.name}.receive.{topic.value}"] = _operation(step, "receive", topic)
        for topic in step.writes:
            ops[f"{step.name}.send.{topic.value}"] = _operation(step, "send", topic)
    # The client side (dualtrack.client, `dualtrack ask`).
    ops["client.send.requests"] = {
        "action": "send",
        "channel": _ref("channels", Topic.REQUESTS.value),
        "summary": "a client publishes a request",
        "description": "Key = trace_id; a W3C traceparent header is optional (without one the "
        "trace starts under the trace_id).",
        "tags": [{"name": "client"}],
        "messages": [_ref("channels", Topic.REQUESTS.value, "messages", "envelope")],
    }
    ops["client.receive.responses"] = {
        "action": "receive",
        "channel": _ref("channels", Topic.RESPONSES.value),
        "summary": "a client waits for its answer",
        "description": "Match answers to requests by trace_id; tolerate duplicates "
        "(at-least-once delivery).",
        "tags": [{"name": "client"}],
        "messages": [_ref("channels", Topic.RESPONSES.value, "messages", "envelope")],
    }
    return ops


def _components(max_bytes: int) -> dict[str, Any]:
    env_schema = json_schema()
    schemas: dict[str, Any] = {
        "Envelope": _to_asyncapi_schema(env_schema["$defs"]["Envelope"]),
    }
    for name, definition in env_schema["$defs"].items():
        if name != "Envelope":
            schemas[name] = _to_asyncapi_schema(definition)
    schemas["TraceId"] = {"type": "string", "pattern": TRACE_ID_PATTERN,
                          "description": "32 lowercase hex: the Kafka key and the trace id."}
    schemas["EnvelopeHeaders"] = {
        "type": "object",
        "properties": {"traceparent": {
            "type": "string",
            "description": "W3C trace context of the producing span (optional on requests).",
        }},
    }
    schemas["DeadLetterHeaders"] = {
        "type": "object",
        "required": list(DLQ_HEADERS),
        "properties": {name: {"type": "string", "description": doc}
                       for name, doc in DLQ_HEADERS.items()},
    }

    messages: dict[str, Any] = {
        "Envelope": {
            "name": "envelope",
            "title": f"Envelope v{SCHEMA_VERSION}",
            "summary": "One request and everything the pipeline learned about it.",
            "contentType": "application/json",
            "headers": _ref("components", "schemas", "EnvelopeHeaders"),
            "payload": _ref("components", "schemas", "Envelope"),
            "bindings": {"kafka": {"key": _ref("components", "schemas", "TraceId"),
                                   "bindingVersion": KAFKA_BINDING_VERSION}},
            "examples": [{"name": "request", "summary": "A request as a client publishes it.",
                          "payload": _example_envelope()}],
        },
        "DeadLetter": {
            "name": "deadLetter",
            "title": "Dead letter",
            "summary": "A message that could not be processed, with the reason.",
            "contentType": "application/octet-stream",
            "headers": _ref("components", "schemas", "DeadLetterHeaders"),
            "payload": {
                "type": "string",
                "format": "binary",
                "maxLength": max_bytes,
                "description": "The failed message's value, byte for byte (often not a valid "
                "envelope); the key is the original key.",
            },
        },
    }
    for topic in Topic:
        if topic.compacted:
            messages[_message_name(topic)] = {
                "name": _message_name(topic)[0].lower() + _message_name(topic)[1:],
                "title": f"{topic.value} record",
                "summary": _TOPIC_DOCS.get(topic, f"A {topic.value} record."),
                "contentType": "application/json",
                "payload": {
                    "type": ["object", "null"],
                    "description": _STATE_DOCS.get(
                        topic, "JSON state record; a null value (tombstone) deletes the key."),
                },
                "bindings": {"kafka": {"key": {"type": "string"},
                                       "bindingVersion": KAFKA_BINDING_VERSION}},
            }
    messages[_message_name(Topic.FEEDBACK)] = {
        "name": "feedback",
        "title": "Feedback",
        "summary": _TOPIC_DOCS[Topic.FEEDBACK],
        "contentType": "application/json",
        "payload": {
            "type": "object",
            "required": ["trace_id"],
            "properties": {"trace_id": _ref("components", "schemas", "TraceId")},
            "description": "JSON object naming the answer by trace_id; the rest of the format is "
            "owned by the learner.",
        },
        "bindings": {"kafka": {"key": _ref("components", "schemas", "TraceId"),
                               "bindingVersion": KAFKA_BINDING_VERSION}},
    }
    return {"schemas": schemas, "messages": messages}


def asyncapi_document() -> dict[str, Any]:
    d = _defaults()
    prefix, partitions, max_bytes = d.topic_prefix, d.topic_partitions, d.max_message_bytes
    return {
        "asyncapi": "3.0.0",
        "id": "urn:dualtrack",
        "info": {
            "title": "dualtrack",
            "version": _version(),
            "description": (
                "A dual-process request engine for LLM applications (docs/design.md). Services never "
                "call each other for the main flow: each reads the envelope from its input topic, "
                "writes its own fields and publishes it on. Every message is keyed by the "
                "request's trace_id. Topic names carry a configurable prefix (DT_TOPIC_PREFIX, "
                f"`{prefix}` here); every topic has {partitions} partitions by default "
                "(DT_TOPIC_PARTITIONS).\n\n"
                "Generated by `dualtrack schemas` from dtlib.topics (Topic, topic_specs), the "
                "services' steps and dtlib.envelope; do not edit by hand."
            ),
            "tags": [{"name": service} for service in topology.SERVICES] + [{"name": "client"}],
        },
        "defaultContentType": "application/json",
        "servers": {
            "local": {"host": "127.0.0.1:9092", "protocol": "kafka",
                      "description": "The local stack (`dualtrack dev up`)."},
            "compose": {"host": "kafka:9092", "protocol": "kafka",
                        "description": "Inside docker-compose.yml's network (from the host: "
                        "127.0.0.1:9092)."},
        },
        "channels": _channels(prefix, partitions, max_bytes),
        "operations": _operations(),
        "components": _components(max_bytes),
    }
