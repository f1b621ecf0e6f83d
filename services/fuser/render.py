"""Turns a sandbox result or an LLM draft into the answer a person reads, in their language."""

from __future__ import annotations

from dtlib.envelope import Answer, Envelope, ErrorInfo
from dtlib.text import language

ROUNDED_NOTE = {"en": " (rounded to 2 decimal places)", "zh": "（已四舍五入到两位小数）"}


def from_sandbox(env: Envelope) -> Answer:
    result = env.results.sandbox
    lang = env.perception.language or language(env.text)
    if result is None:
        return Answer(status="error", error=ErrorInfo(
            code="NO_RESULT", message="the computation produced no result",
            hint="ask again; if it repeats, rephrase the calculation"))
    if result.status != "ok":
        error = result.error or ErrorInfo(code=result.status.upper(),
                                          message=f"the computation was {result.status}")
        return Answer(status="error", error=error, text=error.message)
    expression = env.task.args.get("expression") if env.task else None
    shown = result.display or result.value or ""
    note = ROUNDED_NOTE[lang] if result.rounded else ""
    if expression:
        text = f"{expression} = {shown}{note}"
    else:
        text = f"{shown}{note}"
    return Answer(status="ok", text=text, value=result.value)


def from_draft(env: Envelope) -> Answer:
    draft = env.results.draft
    if draft is None or not draft.text:
        reason = env.meta.failed_approaches[-1] if env.meta.failed_approaches else "no draft"
        return Answer(status="error", error=ErrorInfo(
            code="LLM_UNAVAILABLE", message=f"the language model could not answer ({reason})",
            hint="try again in a moment"))
    return Answer(status="ok", text=draft.text)
