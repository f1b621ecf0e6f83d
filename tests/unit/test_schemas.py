"""The generated contracts in schemas/ are fresh and say what the code does."""

from __future__ import annotations

import json
import re

import pytest
import yaml

from dtlib.envelope import Answer, Envelope, Hop, SandboxResult, Step, Task, encode
from dtlib.settings import REPO_ROOT
from dtlib.topics import Topic
from dualtrack import topology
from dualtrack.asyncapi import DLQ_HEADERS
from dualtrack.schemas import generated_files, write_schemas

try:  # optional: not a project dependency; the fallback below checks the same cases
    import jsonschema
except ImportError:  # pragma: no cover - depends on the environment
    jsonschema = None

SCHEMAS = REPO_ROOT / "schemas"


@pytest.fixture(scope="module")
def envelope_schema() -> dict:
    return json.loads((SCHEMAS / "envelope.schema.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def asyncapi() -> dict:
    return yaml.safe_load((SCHEMAS / "asyncapi.yaml").read_text(encoding="utf-8"))


def _full_envelope() -> dict:
    env = Envelope(trace_id="0af7651916cd43dd8448eb211c80319c", text="12*24等于多少",
                   context={"region": "cn"},
                   task=Task(op="expr", args={"expression": "12*24"}, source="parser"),
                   hops=[Hop(service="cache", instance="cache-0", start=1.0, end=2.0,
                             outcome="miss")],
                   answer=Answer(status="ok", text="288", value="288"))
    env.results.sandbox = SandboxResult(status="ok", value="288", display="288",
                                        steps=[Step(op="mul", args=["12", "24"], result="288",
                                                    span=(0, 5))])
    env.meta.confidence_trend = [0.4, 0.9]
    return json.loads(encode(env))


# --- a small validator for the keywords msgspec emits (used when jsonschema is missing) ------

_KNOWN = {"$ref", "$defs", "$schema", "title", "description", "default", "type", "properties",
          "required", "additionalProperties", "pattern", "anyOf", "enum", "items",
          "prefixItems", "minItems", "maxItems"}
_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def _errors(value, schema, root, path="$") -> list[str]:
    unknown = set(schema) - _KNOWN
    assert not unknown, f"the fallback validator does not know {unknown}: install jsonschema"
    if "$ref" in schema:
        return _errors(value, root["$defs"][schema["$ref"].rsplit("/", 1)[1]], root, path)
    if "anyOf" in schema:
        return ([] if any(not _errors(value, s, root, path) for s in schema["anyOf"])
                else [f"{path}: matches no alternative"])
    errs: list[str] = []
    kind = schema.get("type")
    if kind == "integer":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == "number":
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    else:
        ok = kind is None or isinstance(value, _TYPES[kind])
    if not ok:
        return [f"{path}: not of type {kind}"]
    if "enum" in schema and value not in schema["enum"]:
        errs.append(f"{path}: not one of {schema['enum']}")
    if "pattern" in schema and not re.search(schema["pattern"], value):
        errs.append(f"{path}: does not match {schema['pattern']}")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        errs += [f"{path}.{k}: required" for k in schema.get("required", []) if k not in value]
        for key, item in value.items():
            if key in props:
                errs += _errors(item, props[key], root, f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                errs.append(f"{path}.{key}: not allowed")
            elif isinstance(schema.get("additionalProperties"), dict):
                errs += _errors(item, schema["additionalProperties"], root, f"{path}.{key}")
    if isinstance(value, list):
        if not schema.get("minItems", 0) <= len(value) <= schema.get("maxItems", len(value)):
            errs.append(f"{path}: wrong number of items")
        prefix = schema.get("prefixItems", [])
        for i, item in enumerate(value):
            sub = prefix[i] if i < len(prefix) else schema.get("items", {})
            if sub is False:
                errs.append(f"{path}[{i}]: no item allowed here")
            else:
                errs += _errors(item, sub, root, f"{path}[{i}]")
    return errs


def validation_errors(instance: dict, schema: dict) -> list[str]:
    if jsonschema is not None:
        validator = jsonschema.Draft202012Validator(schema)
        return [e.message for e in validator.iter_errors(instance)]
    return _errors(instance, schema, schema)


# --- freshness ------------------------------------------------------------------------------

def test_generated_files_are_fresh() -> None:
    stale = write_schemas(check=True)
    assert stale == [], f"stale: {stale}; run `dualtrack schemas`"


def test_generation_is_deterministic_and_ignores_the_environment(monkeypatch) -> None:
    first = generated_files()
    monkeypatch.setenv("DT_TOPIC_PREFIX", "other.")
    monkeypatch.setenv("DT_TOPIC_PARTITIONS", "2")
    monkeypatch.setenv("DT_MAX_MESSAGE_BYTES", "1000")
    assert generated_files() == first


def test_check_mode_writes_nothing(tmp_path) -> None:
    expected = sorted(generated_files())
    assert sorted(write_schemas(check=True, root=tmp_path)) == expected
    assert not (tmp_path / "schemas").exists()
    assert sorted(write_schemas(root=tmp_path)) == expected
    assert write_schemas(check=True, root=tmp_path) == []
    (tmp_path / "schemas" / "asyncapi.yaml").write_text("edited by hand\n")
    assert write_schemas(check=True, root=tmp_path) == ["schemas/asyncapi.yaml"]
    (tmp_path / "schemas" / "asyncapi.yaml").unlink()
    write_schemas(root=tmp_path)
    compose = tmp_path / "docker-compose.yml"
    compose.write_text(compose.read_text().replace("replicas: 2", "replicas: 3", 1))
    readme = tmp_path / "README.md"
    readme.write_text(readme.read_text().replace("| [cache](", "| [the cache](", 1))
    assert write_schemas(check=True, root=tmp_path) == ["docker-compose.yml", "README.md"]
    # outside its markers the README is the writers': an edit there is not stale
    readme.write_text(readme.read_text().replace("| [the cache](", "| [cache](", 1) + "more\n")
    assert write_schemas(check=True, root=tmp_path) == ["docker-compose.yml"]


def test_envelope_schema_is_stably_formatted() -> None:
    text = (SCHEMAS / "envelope.schema.json").read_text(encoding="utf-8")
    assert text.endswith("}\n")
    assert text == json.dumps(json.loads(text), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


# --- the envelope schema --------------------------------------------------------------------

def test_schema_accepts_a_real_envelope(envelope_schema) -> None:
    if jsonschema is not None:
        jsonschema.Draft202012Validator.check_schema(envelope_schema)
    assert validation_errors(_full_envelope(), envelope_schema) == []
    minimal = json.loads(encode(Envelope(trace_id="a" * 32, text="hi")))
    assert validation_errors(minimal, envelope_schema) == []


@pytest.mark.parametrize("trace_id", ["A" * 32, "a" * 31, "g" * 32, "", 12345])
def test_schema_rejects_a_bad_trace_id(envelope_schema, trace_id) -> None:
    bad = dict(_full_envelope(), trace_id=trace_id)
    assert validation_errors(bad, envelope_schema)


def test_schema_rejects_unknown_fields_and_missing_text(envelope_schema) -> None:
    good = _full_envelope()
    assert validation_errors(dict(good, surprise=1), envelope_schema)
    assert validation_errors({k: v for k, v in good.items() if k != "text"}, envelope_schema)


# --- the AsyncAPI document ------------------------------------------------------------------

def test_asyncapi_version_and_every_topic_is_a_channel(asyncapi) -> None:
    assert asyncapi["asyncapi"].startswith("3.")
    channels = asyncapi["channels"]
    assert set(channels) == {t.value for t in Topic}
    for topic in Topic:
        channel = channels[topic.value]
        assert channel["address"] == f"dt.{topic.value}"
        assert channel["description"]
        policy = channel["bindings"]["kafka"]["topicConfiguration"]["cleanup.policy"]
        assert ("compact" in policy) == topic.compacted and set(policy) <= {"compact", "delete"}
        if topic.compacted:
            assert "compacted" in channel["description"].lower()


def _resolve(doc: dict, ref: str) -> dict:
    node = doc
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return node


def test_payloads(asyncapi) -> None:
    envelope_ref = "#/components/schemas/Envelope"
    for topic in Topic:
        (msg_ref,) = asyncapi["channels"][topic.value]["messages"].values()
        message = _resolve(asyncapi, msg_ref["$ref"])
        payload = message["payload"]
        if topic is Topic.DLQ or topic.compacted:
            assert payload.get("description") and payload.get("$ref") != envelope_ref
        elif topic is not Topic.FEEDBACK:
            assert payload == {"$ref": envelope_ref}
    # the envelope is embedded, and every reference in the document resolves
    assert asyncapi["components"]["schemas"]["Envelope"]["required"] == ["trace_id", "text"]
    text = json.dumps(asyncapi)
    for ref in set(re.findall(r'"\$ref": "([^"]+)"', text)):
        assert ref.startswith("#/") and _resolve(asyncapi, ref) is not None, ref
    assert "$defs" not in text


def test_dlq_headers_documented(asyncapi) -> None:
    (msg_ref,) = asyncapi["channels"]["dlq"]["messages"].values()
    headers = _resolve(asyncapi, _resolve(asyncapi, msg_ref["$ref"])["headers"]["$ref"])
    expected = {"dt-error-code", "dt-error-message", "dt-source-topic", "dt-source-partition",
                "dt-source-offset", "dt-attempts", "dt-service"}
    assert set(headers["properties"]) == expected == set(DLQ_HEADERS)


def test_every_service_has_its_operations(asyncapi) -> None:
    operations = asyncapi["operations"]
    for step in topology.steps():
        service = step.name
        mine = {key for key, op in operations.items() if {"name": service} in op.get("tags", [])}
        expected = ({f"{service}.receive.{t.value}" for t in topology.reads(step)}
                    | {f"{service}.send.{t.value}" for t in step.writes})
        assert mine == expected, service
        for key in mine:
            op, topic = operations[key], Topic(key.split(".", 2)[2])
            assert op["action"] == key.split(".")[1]
            assert op["channel"] == {"$ref": f"#/channels/{topic.value}"}
            kafka = op["bindings"]["kafka"]
            if op["action"] == "receive" and topic in step.consumes:
                assert kafka["groupId"]["enum"] == [f"dualtrack-{service}.dt.{topic.value}"]
            else:  # followed topics are read whole by every replica, without a group
                assert "groupId" not in kafka
    # an operation's messages are its channel's messages (AsyncAPI 3 rule)
    for op in operations.values():
        for msg in op["messages"]:
            assert msg["$ref"].startswith(op["channel"]["$ref"] + "/messages/")
