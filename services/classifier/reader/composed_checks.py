"""What a composition layer's reading (compose_en.py, compose_zh.py) passes before it answers. The layers run where
parse.py found no task, so a request another reader read, its reading refused by a guard or two readings differing,
reaches them too: they never answer where another reader read (the refusal stands), and their own reading passes the
guards every reading passes (a negation, another currency asked, an amount of spending unsaid …)."""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots


def composition_checked(task: Task, core: str, slots: Slots, reader: str) -> Task | None:
    """`task`, a layer's reading of `core`, as the guards accept it; None where another reader read `core`."""
    from . import grammar_tokens
    from .guards import accepted
    from .tokenizer import raw_tokens

    if past_told_asked_now(core):
        return None
    raw = raw_tokens(core)
    tokens = grammar_tokens(raw, slots)
    if read_by_another(raw, tokens, slots):
        return None
    return accepted(task, tokens, slots, reader)


# A time gone by told of a clause ("3/4 of them walked to school last year", "took the bus yesterday"), and a question
# in the present ("how many students walk to school"): what held then is no answer to now.
_PAST_TOLD = re.compile(r"\b(?:yesterday|last (?:year|week|month|night|time|summer|winter|spring|fall|term|semester)|ago"
                        r"|used to|previously)\b")
_PAST_ASKED = re.compile(r"\b(?:did|was|were|had|yesterday|last|ago|then|before|\w+ed)\b")
# The present told beside the past and named by the question ("Last year … 420. This year it has 465 … this year?"):
# two periods compared, each told.
_NOW = re.compile(r"\b(?:this (?:year|week|month|term|semester|season|summer|winter|spring|fall)|today|now)\b")


def past_told_asked_now(core: str) -> bool:
    """Whether an English story tells a time gone by and its question (the last sentence) asks without one."""
    story, _, question = core.lower().rstrip(" ?.!").rpartition(".")
    if not story or not core.isascii() or _PAST_TOLD.search(story) is None or _PAST_ASKED.search(question):
        return False
    return not {m.group() for m in _NOW.finditer(question)} & {m.group() for m in _NOW.finditer(story)}


def read_by_another(raw: list, tokens: list, slots: Slots) -> bool:
    """Whether the grammar or a value reader read the request, its reading refused or two readings differing."""
    from lark.exceptions import UnexpectedInput

    from . import first_value_reader, parsed, sized_items

    try:
        if parsed(tokens) is not None:
            return True
    except UnexpectedInput:
        pass
    return first_value_reader(tokens, slots, sized_items(raw, slots)) is not None  # as the request's reading found it
