"""The tool sample library (seed 001): every successful tool call, stored with the request it
answered: the tool, the parameters it was called with, and where each parameter came from in
the request's words.

Where a parameter came from decides whether the call can be made again without the model:

- `read`: the tool's own schema reads it from the request (`dtlib.tools.read`: an enum word, a
  number with its unit, a date, a context key). A request worded alike is read the same way:
  its own words give its own value, validated by the schema.
- `default`: the request states none; the schema's default stood in.
- `said`: the request states it in a form the schema does not read (the model read "over the
  last 5" as 5 minutes). No rule re-reads that, so such a call stays with the model.

The template of a call is its tool and how each parameter came from the request; calls whose
parameters were all `read` or `default` share the template `tool:<name>`, and the miner
(`tool_mining.py`) proposes a tool rule from the ones that recur with the same wording. Nothing
here copies a value: a rule learned from the library re-reads every parameter from the new
request, and what it cannot read there (missing, invalid, two values) goes to the slow path.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dtlib import tools
from dtlib.envelope import Envelope, ToolCall
from dtlib.perception import mentions
from dtlib.tools.spec import validate_value
from dtlib.text import language

from .outcome import Outcome

READ, DEFAULT, SAID = "read", "default", "said"
TOOL = "tool"  # the outcome kind of a tool call, beside "answer" and "op"


@dataclass(frozen=True)
class ParamSource:
    how: str  # READ, DEFAULT or SAID
    span: tuple[int, int] | None = None  # the characters of the request it was read from, if found

    def as_json(self, text: str) -> dict[str, Any]:
        out: dict[str, Any] = {"how": self.how}
        if self.span is not None:
            out["span"] = list(self.span)
            out["written"] = text[self.span[0]:self.span[1]]
        return out


@dataclass
class ToolSample:
    trace_id: str
    tenant: str
    text: str
    tool: str
    args: dict[str, Any]
    sources: dict[str, ParamSource]
    filled_by: str  # "llm" (the slow path's model) or "rule:<id>"
    lang: str = "en"
    at: float = field(default_factory=time.time)

    @property
    def template(self) -> str:
        return template_of(self.tool, self.sources)

    @property
    def reusable(self) -> bool:
        """Every parameter is one the schema reads from a request (or its default)."""
        return all(s.how != SAID for s in self.sources.values())

    def outcome(self) -> Outcome | None:
        """The sample as the miner groups it; None when a rule could not re-read its call."""
        if not self.reusable:
            return None
        # `op` holds the tool's name: what a rule learned from these requests calls.
        return Outcome(TOOL, self.template, lang=self.lang, op=self.tool)


def template_of(tool: str, sources: Mapping[str, ParamSource]) -> str:
    """`tool:<name>` when the schema reads every parameter again (or defaults it); else the
    parameters it does not read are named: `tool:<name>;said=window`."""
    said = sorted(name for name, s in sources.items() if s.how == SAID)
    return f"{TOOL}:{tool}" + (f";said={','.join(said)}" if said else "")


def made_call(env: Envelope) -> ToolCall | None:
    """The call the request got: made, and answered by the tool (None: no call was made)."""
    call, result = env.tool_call, env.results.tool
    if call is None or call.problems or result is None or result.status != "ok":
        return None
    return call


def _plain(args: Mapping[str, Any]) -> dict[str, str]:
    return {k: str(v).strip().casefold() for k, v in args.items() if v is not None}


def same_call(would: ToolCall, env: Envelope) -> bool | None:
    """Whether a tool rule's would-be call is what the request got. Complete, it must be the
    call made: the same tool with the same values (the tools service records the call as made,
    in the schema's types with defaults filled). Incomplete (the rule would have asked the model
    to fill it), it is wrong when the request was no tool request at all (answered in words),
    and not judged otherwise."""
    if would.problems:
        return False if env.tool_call is None else None
    made = made_call(env)
    return made is not None and would.tool == made.tool and _plain(would.args) == _plain(made.args)


def _span(param: tools.ToolParam, value: Any, text: str) -> tuple[int, int] | None:
    """Where the request says `value`: one of its words, or a number with that value."""
    folded = text.casefold()
    for phrase in [str(value), *param.aliases.get(str(value), [])]:
        at = folded.find(phrase.casefold())
        if phrase and at >= 0:
            return at, at + len(phrase)
    if param.type in ("integer", "number"):
        for n in mentions(text).numbers:
            if n.plain() == str(value):
                return n.start, n.end
    return None


def sources_of(spec: tools.ToolSpec, args: Mapping[str, Any], text: str,
               context: Mapping[str, str] | None = None) -> dict[str, ParamSource]:
    """Where each parameter of a call came from in the request."""
    stated = tools.read(spec, text, context).candidates
    out: dict[str, ParamSource] = {}
    for name, param in spec.params.items():
        if name not in args:
            continue
        value = args[name]
        said = stated.get(name, [])
        if len(said) == 1 and validate_value(param, said[0])[0] == value:
            out[name] = ParamSource(READ, _span(param, said[0], text))
        elif not said and value == param.default:
            out[name] = ParamSource(DEFAULT)
        else:
            out[name] = ParamSource(SAID, _span(param, value, text))
    return out


def sample_of(env: Envelope, registry: tools.Registry) -> ToolSample | None:
    """The sample a successful tool call gives; None when no call was made, the tool failed,
    the tool is gone from the registry, or the call does not pass the check again."""
    call = made_call(env)
    if call is None or env.answer is None or env.answer.status != "ok":
        return None
    spec = registry.get(call.tool)
    if spec is None or not tools.ground(spec, call.args, env.text, env.context).complete:
        return None
    args, problems = tools.validate(spec, dict(call.args))
    if problems:
        return None
    at = env.hops[-1].end if env.hops else env.created_at
    return ToolSample(env.trace_id, env.tenant, env.text, spec.name, args,
                      sources_of(spec, args, env.text, env.context), call.source or "llm",
                      language(env.text), at)


def sources_json(sample: ToolSample) -> str:
    return json.dumps({n: s.as_json(sample.text) for n, s in sample.sources.items()},
                      ensure_ascii=False)


def sources_from_json(raw: str | Mapping[str, Any]) -> dict[str, ParamSource]:
    data = json.loads(raw) if isinstance(raw, str) else raw
    return {n: ParamSource(s["how"], tuple(s["span"]) if s.get("span") else None)  # type: ignore[arg-type]
            for n, s in data.items()}
