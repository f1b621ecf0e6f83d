"""The tool pre-check: read a tool's parameters from the request, and check parameters someone
else filled (the model) against what the request says.

Each parameter says how a request states it (`ToolParam`): the words naming each enum value
(`aliases`), a number written with a unit (`units`: "5 minutes", "5分钟"), a date, or a context
key. A parameter read once is a value; read as two different values it is ambiguous; not read at
all it is missing (or its schema default, when it has one). The values are then validated with
the tool's schema. Only a complete, valid reading is called; anything else goes to the slow path,
never a guess.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..grounding import english_numbers
from ..perception import NumberMention, mentions
from ..rulematch import matches
from ..text import normalise
from .spec import ToolParam, ToolSpec, validate, validate_value


@dataclass
class Reading:
    """What the request says for each parameter."""

    args: dict[str, Any]  # the validated arguments, defaults filled (complete only when no problems)
    problems: list[str] = field(default_factory=list)  # "window: missing", "window: 1 or 5?"
    candidates: dict[str, list[Any]] = field(default_factory=dict)  # each parameter's readings

    @property
    def complete(self) -> bool:
        return not self.problems


def _aliases(param: ToolParam) -> dict[str, list[str]]:
    words = {str(value): list(phrases) for value, phrases in param.aliases.items()}
    if param.type == "string":  # an enum value is its own name too
        for value in param.enum:
            words.setdefault(str(value), []).append(str(value))
    return words


def _unit_follows(folded: str, end: int, units: list[str]) -> bool:
    rest = folded[end:].lstrip(" -")
    for unit in units:
        u = unit.casefold()
        if rest.startswith(u) and (not u.isascii() or not rest[len(u):len(u) + 1].isalpha()):
            return True
    return False


# Numbers that share the unit written after the last of them: "1 or 5 minutes", "1、5分钟".
_SHARED_UNIT = re.compile(r"\s*(?:,|、|/|-|~|to|or|and|或者?|和|还是|到|至)\s*")


def _with_unit(numbers: list[NumberMention], folded: str, units: list[str]) -> list[str]:
    """The numbers written with one of `units`, in order: in digits or Chinese numerals
    (perception's), or in English words ("five minutes", "one or five minutes")."""
    marked = [False] * len(numbers)
    for i in reversed(range(len(numbers))):
        n = numbers[i]
        marked[i] = _unit_follows(folded, n.end, units) or (
            i + 1 < len(numbers) and marked[i + 1]
            and _SHARED_UNIT.fullmatch(folded[n.end:numbers[i + 1].start]) is not None)
    found = [n.plain() for n, m in zip(numbers, marked) if m]
    ascii_units = "|".join(re.escape(u.casefold()) for u in units if u.isascii())
    if ascii_units:
        words = rf"(?:{_WORD_NUMBER}{_SHARED_UNIT.pattern})*{_WORD_NUMBER}"
        for m in re.finditer(rf"\b({words})[\s-]+(?:{ascii_units})(?![a-z])", folded):
            for piece in _SHARED_UNIT.split(m.group(1)):
                values = english_numbers(piece)
                if len(values) == 1:
                    found.append(format(values[0], "f"))
    return found


_WORD_NUMBER = r"[a-z]+(?:-[a-z]+)?"


def read_param(param: ToolParam, text: str, context: Mapping[str, str]) -> list[Any]:
    """Every distinct value the request states for `param`, in order."""
    found: list[Any] = []
    if param.context and context.get(param.context):
        found.append(context[param.context])
    if param.aliases or (param.enum and param.type == "string"):
        norm = normalise(text)
        found += [value for value, phrases in _aliases(param).items()
                  if any(matches(p, norm) for p in phrases)]
    for pattern in param.patterns:
        found += [m["value"] for m in re.finditer(pattern, text, re.IGNORECASE) if m["value"]]
    if param.units or param.dates:
        seen = mentions(text)
        if param.units:
            found += _with_unit(seen.numbers, seen.folded, param.units)
        if param.dates:
            found += [d.iso or f"{d.raw} (no year)" for d in seen.dates]
    named = {phrase.casefold(): value for value, phrases in param.aliases.items() for phrase in phrases}
    distinct: list[Any] = []
    for value in (named.get(str(v).casefold(), v) for v in found):
        if str(value).casefold() not in {str(v).casefold() for v in distinct}:
            distinct.append(value)
    return distinct


def named(spec: ToolSpec, text: str) -> bool:
    """Whether the request says one of the tool's keywords (the registry's phrases for a request
    that is for the tool: the slow path offers the tool on them)."""
    norm = normalise(text)
    return any(matches(k, norm) for k in spec.keywords)


def read(spec: ToolSpec, text: str, context: Mapping[str, str] | None = None,
         given: Mapping[str, Any] | None = None) -> Reading:
    """The tool's parameters as the request states them; `given` (a rule's own parameters) win
    over what is read."""
    context = context or {}
    raw: dict[str, Any] = {}
    ambiguous: list[str] = []
    candidates: dict[str, list[Any]] = {}
    for name, param in spec.params.items():
        values = [given[name]] if given and given.get(name) is not None else read_param(param, text, context)
        candidates[name] = values
        if len(values) == 1:
            raw[name] = values[0]
        elif len(values) > 1:
            ambiguous.append(f"{name}: the request names several ({' or '.join(map(str, values))})")
    args, problems = validate(spec, raw)
    unsure = {a.split(":", 1)[0] for a in ambiguous}  # no default stands in for a choice left open
    problems = ambiguous + [p for p in problems if p.split(":", 1)[0] not in unsure]
    return Reading({k: v for k, v in args.items() if k not in unsure}, problems, candidates)


def ground(spec: ToolSpec, args: Mapping[str, Any], text: str,
           context: Mapping[str, str] | None = None) -> Reading:
    """Parameters someone else filled (the model), validated with the schema and held against the
    request: each value must be one the request states (or the schema's default where the request
    states none), and a parameter the request states ambiguously is not chosen for the user."""
    context = context or {}
    clean, problems = validate(spec, dict(args))
    stated = read(spec, text, context).candidates
    numbers = None
    for name, value in clean.items():
        param = spec.params[name]
        said = stated.get(name, [])
        if len(said) > 1:
            problems.append(f"{name}: the request names several ({' or '.join(map(str, said))})")
        elif said and validate_value(param, said[0])[0] != value:
            problems.append(f"{name}: the request says {said[0]}, not {value}")
        elif not said and args.get(name) is not None and value != param.default:
            if numbers is None:
                numbers = {n.plain() for n in mentions(text).numbers} | {
                    format(v, "f") for v in english_numbers(text)}
            if not _said_somewhere(value, text, context, numbers):
                problems.append(f"{name}: {value} is not stated in the request")
    return Reading(clean, problems, stated)


def _said_somewhere(value: Any, text: str, context: Mapping[str, str], numbers: set[str]) -> bool:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        plain = format(value, "f").rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
        return plain in numbers or plain in context.values()
    written = str(value).casefold()
    return bool(written) and (re.search(rf"(?<!\w){re.escape(written)}(?!\w)", text.casefold()) is not None
                              or written in {v.casefold() for v in context.values()})
