"""A tool call's answer in the request's language: the tool's reply rendered by its template, a
question back when a parameter is missing, invalid or ambiguous (the tool is not called), or an
honest error when the tool failed.

The numbers of a tool's answer are the tool's reading, not checked by the sandbox: the provenance
says so (`verified` false), so the answer cache never replays a live reading; the tool's own
`cache_s` says how long a reading may be reused.
"""

from __future__ import annotations

import re

from dtlib.envelope import Answer, ErrorInfo, Path, Provenance, ToolCall, ToolResult
from dtlib.provenance import numbers_stated
from dtlib.rulematch import render
from dtlib.tools import ToolSpec

_FIELD = re.compile(r"\{(\w+)\}")

HINTS = {
    "TOOL_TIMEOUT": "try again in a moment",
    "TOOL_FAILED": "try again in a moment; the tool may be down",
    "TOOL_REFUSED": "rephrase the request; the tool did not accept its parameters",
    "TOOL_UNKNOWN": "the tool registry (tools/*.yaml) has no such tool",
    "TOOL_REPLY": "the tool's reply lacks a field its answer needs; check the tool",
}


def rendered(spec: ToolSpec, call: ToolCall, args: dict, result: ToolResult, lang: str,
             path: Path) -> Answer:
    """The tool's reply through its template; a field the reply lacks is an error, not a blank."""
    template = spec.answer.get(lang) or spec.answer.get("en") or next(iter(spec.answer.values()))
    fields = {k: str(v) for k, v in result.data.items()}
    fields |= {name: spec.params[name].label(value, lang) for name, value in args.items()}
    missing = [name for name in _FIELD.findall(template) if name not in fields]
    if missing:
        return failed(call, "TOOL_REPLY", f"its reply has no {', '.join(missing)}", lang, path)
    answer = Answer(status="ok", text=render(template, fields))
    stated = numbers_stated(answer)
    answer.provenance = Provenance(path=path, source=f"tool:{call.tool}", verified=stated == 0,
                                   unchecked=stated)
    return answer


def question(spec: ToolSpec, call: ToolCall, problems: list[str], lang: str, path: Path) -> Answer:
    """What the user must say for the call to be made (the tool is not called)."""
    asks = []
    for problem in problems:
        name, _, why = problem.partition(": ")
        param = spec.params.get(name)
        said = (param.description.get(lang) or param.description.get("en") or name) if param else name
        reason = _reason(why, lang)
        asks.append(f"{said}（{reason}）" if lang == "zh" else f"{said} ({reason})")
    if lang == "zh":
        text = f"要查询{spec.describe('zh')}，还需要您说明：" + "；".join(asks) + "。"
    else:
        text = f"To look up {spec.describe('en')}, I need you to tell me: " + "; ".join(asks) + "."
    answer = Answer(status="uncertain", text=text)
    # Its numbers are the registry's (a person wrote them), like a configured rule's.
    answer.provenance = Provenance(path=path, source=f"tool:{call.tool}", verified=True)
    return answer


_SEVERAL = re.compile(r"the request names several \((?P<values>.*)\)$")
_SAYS = re.compile(r"the request says (?P<value>.*), not ")
_INVALID = re.compile(r"^'?(?P<value>.+?)'? (?:is|does) ")


def _reason(why: str, lang: str) -> str:
    """A problem of `dtlib.tools` in words for the user, in their language."""
    zh = lang == "zh"
    if why == "missing" or why.endswith("is not stated in the request"):
        return "未说明" if zh else "not given"
    if m := _SEVERAL.match(why):
        return f"给出了多个：{m['values'].replace(' or ', ' 或 ')}" if zh else f"you named several: {m['values']}"
    if m := _SAYS.match(why):  # the model wrote another value than the request's
        return f"您说的是 {m['value']}" if zh else f"you said {m['value']}"
    if m := _INVALID.match(why):
        return f"不能用 {m['value']}" if zh else f"{m['value']} cannot be used"
    return why


def failed(call: ToolCall, code: str, message: str, lang: str, path: Path) -> Answer:
    if lang == "zh":
        text = f"工具 {call.tool} 没有给出结果：{message}。请稍后再试。"
    else:
        text = f"The {call.tool} tool gave no result: {message}. Please try again later."
    answer = Answer(status="error", text=text,
                    error=ErrorInfo(code=code, message=message, hint=HINTS.get(code, "")))
    answer.provenance = Provenance(path=path, source=f"tool:{call.tool}")
    return answer
