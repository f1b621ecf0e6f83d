"""The tool registry and pre-check: a tool is called only with parameters the request states in a
valid form; anything missing, invalid or ambiguous is named, never guessed."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from dtlib import tools
from dtlib.settings import REPO_ROOT

REGISTRY = tools.Registry(REPO_ROOT / "tools")
LOAD = REGISTRY.get("host_load")
MEMORY = REGISTRY.get("host_memory")


@pytest.mark.parametrize("text, args", [
    ("what is the 5-minute load average?", {"window": 5}),
    ("load average over the last 15 min", {"window": 15}),
    ("最近15分钟的平均负载是多少", {"window": 15}),
    ("1 分钟平均负载", {"window": 1}),
    ("what is the fifteen-minute load average?", {"window": 15}),
    ("十五分钟的平均负载", {"window": 15}),
])
def test_a_complete_request_is_read_whole(text: str, args: dict) -> None:
    reading = tools.read(LOAD, text)
    assert reading.complete and reading.args == args


@pytest.mark.parametrize("text, problem", [
    ("what is the load average?", "window: missing"),
    ("平均负载是多少", "window: missing"),
    ("what is the 7-minute load average?", "window: 7 is not one of 1, 5, 15"),
    ("the 2.5 minute load average", "window: '2.5' is not a whole number"),
    ("the 1 or 5 minute load average", "window: the request names several (1 or 5)"),
    ("1、5分钟的平均负载", "window: the request names several (1 or 5)"),
    ("the one or five minute load average", "window: the request names several (1 or 5)"),
    ("the ten minute load average", "window: 10 is not one of 1, 5, 15"),
])
def test_missing_invalid_or_ambiguous_parameters_are_named(text: str, problem: str) -> None:
    reading = tools.read(LOAD, text)
    assert not reading.complete and reading.problems == [problem]


def test_aliases_name_enum_values_and_a_default_is_the_schemas() -> None:
    assert tools.read(MEMORY, "how much free memory is there in GB?").args == {"measure": "available", "unit": "GB"}
    assert tools.read(MEMORY, "内存还剩多少").args == {"measure": "available", "unit": "MB"}
    assert tools.read(MEMORY, "how much memory is used or free?").problems == [
        "measure: the request names several (available or used)"]


def test_context_keys_and_a_rules_own_parameters_feed_the_reading() -> None:
    spec = tools.ToolSpec(name="t", endpoint=tools.Endpoint(url="http://x"), answer={"en": "{v}"},
                          params={"host": tools.ToolParam(pattern=r"[a-z0-9.-]+", context="host"),
                                  "day": tools.ToolParam(type="date", dates=True)})
    reading = tools.read(spec, "load on 2024-03-15", {"host": "db1.example"})
    assert reading.args == {"host": "db1.example", "day": "2024-03-15"}
    assert tools.read(spec, "load on 2024-03-15", {"host": "db 1; rm"}).problems == [
        "host: 'db 1; rm' does not have the expected form"]
    assert tools.read(spec, "load", given={"host": "a", "day": "2024-02-30"}).problems == [
        "day: '2024-02-30' is not a date (YYYY-MM-DD)"]


@pytest.mark.parametrize("args, text, problem", [
    ({"window": 5}, "what is the load average?", "window: 5 is not stated in the request"),
    ({"window": 5}, "the 1 or 5 minute load average", "window: the request names several (1 or 5)"),
    ({"window": 5}, "the 15-minute load average", "window: the request says 15, not 5"),
    ({"window": "five"}, "the five minute load average", "window: 'five' is not a number"),
    ({"window": 5, "host": "x"}, "the 5-minute load average", "host: unknown parameter"),
    ({}, "the load average", "window: missing"),
])
def test_what_the_model_fills_is_held_against_the_request(args: dict, text: str, problem: str) -> None:
    assert problem in tools.ground(LOAD, args, text).problems


def test_the_model_may_read_what_the_rules_could_not() -> None:
    # "over the last 5" names no unit: the reading misses it, the model's 5 is stated.
    assert not tools.read(LOAD, "load average over the last 5").complete
    assert tools.ground(LOAD, {"window": 5}, "load average over the last 5").complete
    assert tools.ground(LOAD, {"window": 5}, "load average over the last five").complete
    assert tools.ground(MEMORY, {"measure": "used"}, "memory in use").args == {"measure": "used", "unit": "MB"}


def test_the_json_schema_is_the_same_schema() -> None:
    schema = tools.json_schema(LOAD)
    assert schema["properties"]["window"] == {"type": "integer", "enum": [1, 5, 15],
                                              "description": "the minutes averaged: 1, 5 or 15"}
    assert schema["required"] == ["window"] and schema["additionalProperties"] is False
    assert tools.json_schema(MEMORY)["required"] == ["measure"]  # unit has a default


TOOL = """
tools:
  - name: echo
    endpoint: {url: "http://127.0.0.1:1/echo"}
    params: {word: {enum: [a, b]}}
    answer: {en: "{word}"}
"""


def test_the_registry_is_hot_reloaded_and_a_broken_edit_keeps_the_working_tools(tmp_path: Path) -> None:
    registry = tools.Registry(tmp_path, reload_s=0.0)
    assert registry.all() == []
    (tmp_path / "a.yaml").write_text(TOOL)
    assert [t.name for t in registry.all()] == ["echo"]
    time.sleep(0.01)
    (tmp_path / "a.yaml").write_text(TOOL.replace("enum: [a, b]", "enum: [a, b], type: integr"))
    assert [t.name for t in registry.all()] == ["echo"]
    (tmp_path / "a.yaml").write_text(TOOL.replace("echo", "say"))
    assert [t.name for t in registry.all()] == ["say"]


@pytest.mark.parametrize("edit, message", [
    (("enum: [a, b]", "enum: [a, b], type: integer"), "enum value 'a' is not a integer"),
    (("enum: [a, b]", "enum: [a, b], aliases: {c: [see]}"), "alias for 'c'"),
    (('answer: {en: "{word}"}', ""), "needs an answer template"),
    (("enum: [a, b]", "pattern: '('"), "bad pattern"),
])
def test_a_declaration_that_cannot_be_used_is_refused(edit: tuple[str, str], message: str) -> None:
    import yaml

    with pytest.raises(tools.ToolError, match=message):
        tools.parse_tools(yaml.safe_load(TOOL.replace(*edit)), "t.yaml")
