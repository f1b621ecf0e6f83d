"""The typed operations the model may write, their arguments and argument types.

This mirrors the sandbox's table (services/sandbox/ops.py `OPS`) except `batch`, which only the
reader writes (the grounding check reads one operation against a question); services do not
import each other, so a unit test keeps the two in step. `validate` turns a model reply into a Task or says,
in words the model can act on, what is wrong with it; `json_schema()` is the same table as a JSON
Schema for backends that constrain their output to one (llama.cpp, vLLM, OpenAI).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from dtlib.envelope import Task

NUMBER, INTEGER, TEXT, DATE, BOOL, DATES, CLOCK = "number", "integer", "text", "date", "bool", "dates", "clock"


@dataclass(frozen=True)
class OpSpec:
    required: dict[str, str]
    optional: dict[str, str] = field(default_factory=dict)
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    example: str = ""  # one question and its JSON, for the prompt


OPS: dict[str, OpSpec] = {
    "expr": OpSpec({"expression": TEXT}, {"as_fraction": BOOL},
                   example='(12+8)*3 -> {"op": "expr", "args": {"expression": "(12+8)*3"}}'),
    "percent_of": OpSpec({"percent": NUMBER, "of": NUMBER},
                         example='15% of 80 -> {"op": "percent_of", "args": {"percent": 15, "of": 80}}'),
    "growth_rate": OpSpec({"old": NUMBER, "new": NUMBER}, {"periods": INTEGER},
                          example='growth from 200 to 250 -> {"op": "growth_rate", "args": {"old": 200, "new": 250}}'),
    "discount": OpSpec({"price": NUMBER, "percent": NUMBER},
                       example='80 with 25% off -> {"op": "discount", "args": {"price": 80, "percent": 25}}'),
    "factorize": OpSpec({"n": INTEGER},
                        example='prime factors of 84 -> {"op": "factorize", "args": {"n": 84}}'),
    "is_prime": OpSpec({"n": INTEGER},
                       example='is 97 prime -> {"op": "is_prime", "args": {"n": 97}}'),
    "next_prime": OpSpec({"n": INTEGER}),
    "prev_prime": OpSpec({"n": INTEGER}),
    "primes_between": OpSpec({"start": INTEGER, "end": INTEGER}, {"list": BOOL}),
    "sqrt": OpSpec({"x": NUMBER}, {"places": INTEGER},
                   example='square root of 2 -> {"op": "sqrt", "args": {"x": 2}}'),
    "date_diff": OpSpec({"start": DATE, "end": DATE}, {"inclusive": BOOL, "unit": TEXT},
                        choices={"unit": ("days", "weeks")},
                        example='days from 2024-01-01 to 2024-03-01 -> {"op": "date_diff", "args": {"start": "2024-01-01", "end": "2024-03-01"}}'),
    "date_add": OpSpec({"date": DATE, "amount": INTEGER}, {"unit": TEXT},
                       choices={"unit": ("days", "weeks", "months", "years")},
                       example='30 days after 2024-01-31 -> {"op": "date_add", "args": {"date": "2024-01-31", "amount": 30, "unit": "days"}}'),
    # the start's clock is an argument, so no path guesses am or pm: "12h" for a start said without it
    "clock_add": OpSpec({"time": CLOCK, "minutes": INTEGER}, {"clock": TEXT}, choices={"clock": ("24h", "12h")},
                        example='20:40 plus 1 hour 35 minutes -> {"op": "clock_add", "args": {"time": "20:40", "minutes": 95}}'),
    "weekday": OpSpec({"date": DATE}, {"format": TEXT, "days": INTEGER, "asked": TEXT},
                      choices={"format": ("name", "iso", "number"),
                               "asked": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                                         "weekday", "weekend")},
                      example='weekday of 2024-07-04 -> {"op": "weekday", "args": {"date": "2024-07-04"}}'),
    "is_leap_year": OpSpec({"year": INTEGER},
                           example='is 2100 a leap year -> {"op": "is_leap_year", "args": {"year": 2100}}'),
    "duration": OpSpec({"start": TEXT, "end": TEXT}, {"format": TEXT},
                       choices={"format": ("hh:mm", "hh:mm:ss", "hh:mm:ss.mmm", "d days, hh:mm", "d days, hh:mm:ss")},
                       example='how long from 08:05 to 15:30 -> {"op": "duration", "args": {"start": "08:05", "end": "15:30"}}'),
    "nth_weekday": OpSpec({"year": INTEGER, "month": INTEGER, "weekday": TEXT, "n": INTEGER},
                          choices={"weekday": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")},
                          example='the last Friday of May 2024 -> {"op": "nth_weekday", "args": {"year": 2024, "month": 5, "weekday": "friday", "n": -1}}'),
    "business_days": OpSpec({}, {"start": DATE, "end": DATE, "inclusive": BOOL, "date": DATE,
                                 "days": INTEGER, "holidays": DATES, "weekmask": TEXT},
                            example='working days from 2024-05-01 to 2024-05-31 -> {"op": "business_days", "args": {"start": "2024-05-01", "end": "2024-05-31"}}'),
    "str_reverse": OpSpec({"text": TEXT},
                          example='reverse "abc" -> {"op": "str_reverse", "args": {"text": "abc"}}'),
    "str_upper": OpSpec({"text": TEXT}),
    "str_lower": OpSpec({"text": TEXT}),
    "str_len": OpSpec({"text": TEXT}),
    "str_count": OpSpec({"text": TEXT, "sub": TEXT}, {"ignore_case": BOOL, "overlapping": BOOL},
                        example='how many "a" in "banana" -> {"op": "str_count", "args": {"text": "banana", "sub": "a"}}'),
    "convert": OpSpec({"value": NUMBER, "from": TEXT, "to": TEXT}, {"places": INTEGER},
                      example='5 miles in km -> {"op": "convert", "args": {"value": 5, "from": "mile", "to": "km"}}'),
}

_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_CLOCK = re.compile(r"\d{1,2}:\d{2}")
_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$")


class OpInvalid(ValueError):
    """The reply is not one valid operation; the message says what to fix."""


def validate(reply: str) -> Task:
    """The Task a model reply describes, or OpInvalid saying what is wrong with it."""
    obj = first_json_object(reply)
    op = obj.get("op")
    if not isinstance(op, str) or op not in OPS:
        raise OpInvalid(f'"op" must be one of {", ".join(OPS)}; got {json.dumps(op)[:40]}')
    args = obj.get("args")
    if args is None:  # a flat {"op": ..., "expression": ...} is forgiven
        args = {k: v for k, v in obj.items() if k != "op"}
    if not isinstance(args, dict):
        raise OpInvalid('"args" must be a JSON object')
    spec = OPS[op]
    allowed = spec.required | spec.optional
    for name in spec.required:
        if name not in args:
            raise OpInvalid(f'{op} needs the argument "{name}"; its arguments are {", ".join(allowed)}')
    for name, value in args.items():
        if name not in allowed:
            raise OpInvalid(f'{op} has no argument "{name}"; its arguments are {", ".join(allowed)}')
        _check_type(op, name, allowed[name], value, spec.choices.get(name))
    if op == "business_days" and not ({"start", "end"} <= args.keys() or {"date", "days"} <= args.keys()):
        raise OpInvalid('business_days needs "start" and "end", or "date" and "days"')
    return Task(op=op, args=args, source="llm")


def first_json_object(reply: str) -> dict[str, Any]:
    text = _FENCE.sub("", reply.strip())
    start = text.find("{")
    if start < 0:
        raise OpInvalid("the reply has no JSON object; reply with one JSON object only")
    try:
        obj, _ = json.JSONDecoder().raw_decode(text[start:])
    except json.JSONDecodeError as exc:
        raise OpInvalid(f"the reply is not valid JSON ({exc.msg} at character {exc.pos})") from None
    if not isinstance(obj, dict):
        raise OpInvalid("the reply must be a JSON object")
    return obj


def _check_type(op: str, name: str, kind: str, value: Any,
                choices: tuple[str, ...] | None) -> None:
    where = f'{op} argument "{name}"'
    if kind in (NUMBER, INTEGER):
        text = value if isinstance(value, str) else json.dumps(value)
        if isinstance(value, bool) or not isinstance(value, (int, float, str)) or not _NUMBER.fullmatch(text.strip()):
            raise OpInvalid(f"{where} must be a plain number like 12.5, got {json.dumps(value)[:40]}")
        if kind == INTEGER and not re.fullmatch(r"[+-]?\d+", text.strip()):
            raise OpInvalid(f"{where} must be a whole number, got {json.dumps(value)[:40]}")
    elif kind == DATE:
        if not isinstance(value, str) or not _DATE.fullmatch(value.strip()):
            raise OpInvalid(f"{where} must be a date written YYYY-MM-DD, got {json.dumps(value)[:40]}")
    elif kind == CLOCK:
        if not isinstance(value, str) or not _CLOCK.fullmatch(value.strip()):
            raise OpInvalid(f"{where} must be a clock time written HH:MM, got {json.dumps(value)[:40]}")
    elif kind == DATES:
        if not isinstance(value, list) or not all(isinstance(v, str) and _DATE.fullmatch(v) for v in value):
            raise OpInvalid(f"{where} must be a list of YYYY-MM-DD dates")
    elif kind == BOOL:
        if not isinstance(value, bool):
            raise OpInvalid(f"{where} must be true or false")
    elif not isinstance(value, str):
        raise OpInvalid(f"{where} must be a string")
    if choices and value not in choices:
        raise OpInvalid(f"{where} must be one of {', '.join(choices)}")


_JSON_TYPES: dict[str, dict[str, Any]] = {
    NUMBER: {"type": "number"},
    INTEGER: {"type": "integer"},
    TEXT: {"type": "string"},
    DATE: {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
    BOOL: {"type": "boolean"},
    CLOCK: {"type": "string", "pattern": "^[0-9]{1,2}:[0-9]{2}$"},
    DATES: {"type": "array", "items": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}},
}


def json_schema() -> dict[str, Any]:
    """One JSON object {"op", "args"} whose args fit the op (for constrained decoding)."""
    variants = []
    for op, spec in OPS.items():
        props = {}
        for name, kind in (spec.required | spec.optional).items():
            props[name] = ({"type": "string", "enum": list(spec.choices[name])}
                           if name in spec.choices else _JSON_TYPES[kind])
        variants.append({
            "type": "object",
            "properties": {"op": {"type": "string", "const": op},
                           "args": {"type": "object", "properties": props,
                                    "required": list(spec.required), "additionalProperties": False}},
            "required": ["op", "args"],
            "additionalProperties": False,
        })
    return {"anyOf": variants}
