"""The string operations: str_reverse, str_upper, str_lower, str_len and str_count (on grapheme
clusters)."""

from __future__ import annotations

import unicodedata
from typing import Any

from dtlib.envelope import Step

from .errors import Rejected
from .ops_args import MAX_RESULT_CHARS, Outcome, read_bool, read_text, step_text


# --- string ops -------------------------------------------------------------------------------


def _clusters(text: str) -> list[str]:
    """Code points with their combining marks attached (so reversing keeps accents in place)."""
    out: list[str] = []
    for ch in text:
        if out and (unicodedata.combining(ch) or ch in "\u200d\ufe0f") :
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _bounded(result: str) -> str:
    if len(result) > MAX_RESULT_CHARS:
        raise Rejected("RESULT_TOO_LONG", f"the result would have {len(result)} characters")
    return result


def op_str_reverse(args: dict[str, Any]) -> Outcome:
    text = read_text(args, "text")
    result = "".join(reversed(_clusters(text)))
    return Outcome(result, [Step("str_reverse", [step_text(text)], step_text(result))], display=result, rounded=False)


def op_str_upper(args: dict[str, Any]) -> Outcome:
    text = read_text(args, "text")
    result = _bounded(text.upper())
    return Outcome(result, [Step("str_upper", [step_text(text)], step_text(result))], display=result, rounded=False)


def op_str_lower(args: dict[str, Any]) -> Outcome:
    text = read_text(args, "text")
    result = _bounded(text.lower())
    return Outcome(result, [Step("str_lower", [step_text(text)], step_text(result))], display=result, rounded=False)


def op_str_len(args: dict[str, Any]) -> Outcome:
    text = read_text(args, "text")
    n = len(text)
    return Outcome(str(n), [Step("str_len", [step_text(text)], str(n))], display=str(n), rounded=False)


def op_str_count(args: dict[str, Any]) -> Outcome:
    text = read_text(args, "text")
    sub = read_text(args, "sub", limit=1_000)
    if not sub:
        raise Rejected("INVALID_ARGUMENT", "'sub' must not be empty")
    ignore_case = read_bool(args, "ignore_case", False)
    overlapping = read_bool(args, "overlapping", False)
    hay, needle = (text.casefold(), sub.casefold()) if ignore_case else (text, sub)
    if overlapping:
        n, i = 0, hay.find(needle)
        while i >= 0:
            n += 1
            i = hay.find(needle, i + 1)
    else:
        n = hay.count(needle)
    flags = [f"ignore_case={str(ignore_case).lower()}", f"overlapping={str(overlapping).lower()}"]
    return Outcome(str(n), [Step("str_count", [step_text(text), step_text(sub), *flags], str(n))], display=str(n), rounded=False)
