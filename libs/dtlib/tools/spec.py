"""A tool as the registry declares it (`tools/*.yaml`): what it does in each language, where it is
called, the schema of its parameters, and how it is called (timeout, concurrency, retries, how
long an answer may be reused).

The parameter schema is the one check every call passes, whoever filled the parameters (a rule
reading the request, or the model on the slow path): `validate` here, and `json_schema` is the
same schema in JSON Schema form for the model's constrained decoding.
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal, InvalidOperation
from typing import Any, Literal

import msgspec

ParamType = Literal["string", "number", "integer", "date", "boolean"]


class ToolParam(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    type: ParamType = "string"
    description: dict[str, str] = msgspec.field(default_factory=dict)  # language → text
    enum: list[Any] = msgspec.field(default_factory=list)  # the allowed values
    pattern: str = ""  # a string value must match it in full
    min: float | None = None
    max: float | None = None
    required: bool = True
    default: Any = None  # used when the request does not say; the schema's, never a guess
    # How the request states it (see dtlib.tools.precheck): the words naming each enum value ...
    aliases: dict[str, list[str]] = msgspec.field(default_factory=dict)
    # ... a number written with one of these units ("5 minutes", "5分钟") ...
    units: list[str] = msgspec.field(default_factory=list)
    # ... or a regex whose group `value` is the value as written (an alias's words stand for it),
    # so a value the tool does not have ("in TB") is read and refused rather than overlooked ...
    patterns: list[str] = msgspec.field(default_factory=list)
    context: str = ""  # ... or a context key of the request
    dates: bool = False  # ... or a date the request states
    # How a value is said in an answer, per language: value → language → words.
    labels: dict[str, dict[str, str]] = msgspec.field(default_factory=dict)

    def label(self, value: Any, lang: str) -> str:
        return self.labels.get(str(value), {}).get(lang, str(value))


class Endpoint(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    url: str  # "{name}" fields are filled from the registry's variables (a service's URL)
    method: Literal["GET", "POST"] = "GET"  # GET: parameters in the query; POST: a JSON body


class ToolSpec(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    name: str
    endpoint: Endpoint
    description: dict[str, str] = msgspec.field(default_factory=dict)  # language → text
    params: dict[str, ToolParam] = msgspec.field(default_factory=dict)
    # Phrases that make the slow path offer this tool to the model.
    keywords: list[str] = msgspec.field(default_factory=list)
    answer: dict[str, str] = msgspec.field(default_factory=dict)  # language → template
    timeout_s: float = 2.0  # one attempt
    concurrency: int = 4  # calls in flight at once, per replica
    retries: int = 2  # further attempts after a transient failure (timeout, 5xx, connection)
    cache_s: float = 0.0  # how long an answer may be reused for the same parameters; 0: never

    def describe(self, lang: str) -> str:
        return self.description.get(lang) or self.description.get("en") or self.name


class ToolError(ValueError):
    """A tool declaration that cannot be used; the message names the tool and the field."""


def check_spec(spec: ToolSpec, origin: str) -> None:
    """What msgspec cannot check: enums fit their type, patterns compile, templates name known fields."""
    for name, param in spec.params.items():
        for pattern in filter(None, [param.pattern, *param.patterns]):
            try:
                compiled = re.compile(pattern)
            except re.error as exc:
                raise ToolError(f"{origin}: tool {spec.name}: parameter {name}: bad pattern: {exc}") from None
            if pattern in param.patterns and "value" not in compiled.groupindex:
                raise ToolError(f"{origin}: tool {spec.name}: parameter {name}: pattern "
                                f"{pattern!r} has no group named value")
        for value in param.enum:
            if validate_value(param, value)[1]:
                raise ToolError(f"{origin}: tool {spec.name}: parameter {name}: enum value "
                                f"{value!r} is not a {param.type}")
        for value in param.aliases:
            if param.enum and not any(str(v) == value for v in param.enum):
                raise ToolError(f"{origin}: tool {spec.name}: parameter {name}: alias for "
                                f"{value!r}, which is not in its enum")
    if not spec.answer:
        raise ToolError(f"{origin}: tool {spec.name} needs an answer template")


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool):
        return None
    try:
        number = Decimal(str(value).strip())
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def validate_value(param: ToolParam, value: Any) -> tuple[Any, str]:
    """(the value in its type, "") or (None, what is wrong with it)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None, "missing"
    typed: Any
    if param.type in ("number", "integer"):
        number = _number(value)
        if number is None:
            return None, f"{value!r} is not a number"
        if param.type == "integer":
            if number != number.to_integral_value():
                return None, f"{value!r} is not a whole number"
            typed = int(number)
        else:
            typed = int(number) if number == number.to_integral_value() else float(number)
        if param.min is not None and number < Decimal(str(param.min)):
            return None, f"{value} is below {param.min:g}"
        if param.max is not None and number > Decimal(str(param.max)):
            return None, f"{value} is above {param.max:g}"
    elif param.type == "boolean":
        if not isinstance(value, bool):
            return None, f"{value!r} is not true or false"
        typed = value
    elif param.type == "date":
        try:
            typed = dt.date.fromisoformat(str(value)).isoformat()
        except ValueError:
            return None, f"{value!r} is not a date (YYYY-MM-DD)"
    else:
        if not isinstance(value, str):
            return None, f"{value!r} is not text"
        typed = value.strip()
        if param.pattern and not re.fullmatch(param.pattern, typed):
            return None, f"{typed!r} does not have the expected form"
    if param.enum:
        allowed = {str(v).casefold(): v for v in param.enum}
        if str(typed).casefold() not in allowed:
            return None, f"{typed!r} is not one of {', '.join(str(v) for v in param.enum)}"
        typed = allowed[str(typed).casefold()]
    return typed, ""


def validate(spec: ToolSpec, args: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The arguments in their types with defaults filled, and every problem ("window: missing",
    "metric: unknown parameter"). A call is made only when the problems are none."""
    clean: dict[str, Any] = {}
    problems = [f"{name}: unknown parameter" for name in args if name not in spec.params]
    for name, param in spec.params.items():
        if args.get(name) is None and param.default is not None:
            clean[name] = param.default
            continue
        if args.get(name) is None and not param.required:
            continue
        value, problem = validate_value(param, args.get(name))
        if problem:
            problems.append(f"{name}: {problem}")
        else:
            clean[name] = value
    return clean, problems


_JSON_TYPES = {"string": "string", "number": "number", "integer": "integer", "date": "string",
               "boolean": "boolean"}


def json_schema(spec: ToolSpec, lang: str = "en") -> dict[str, Any]:
    """The parameters as a JSON Schema object (the model's constrained decoding, OpenAI tools)."""
    properties: dict[str, Any] = {}
    for name, param in spec.params.items():
        prop: dict[str, Any] = {"type": _JSON_TYPES[param.type]}
        if param.description:
            prop["description"] = param.description.get(lang) or param.description.get("en", "")
        if param.enum:
            prop["enum"] = list(param.enum)
        if param.pattern:
            prop["pattern"] = param.pattern
        if param.type == "date":
            prop["format"] = "date"
        if param.min is not None:
            prop["minimum"] = param.min
        if param.max is not None:
            prop["maximum"] = param.max
        properties[name] = prop
    required = [n for n, p in spec.params.items() if p.required and p.default is None]
    return {"type": "object", "properties": properties, "required": required,
            "additionalProperties": False}
