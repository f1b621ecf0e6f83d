"""What a request's answer *was*, in a form two requests can be compared by.

Two slow-path answers agree when they are the same text (after case and whitespace folding), or
the same sandbox operation whose numbers came from the question: "what is 15% of 80" and "what
is 20% of 300" both did percent_of(percent=<1st number>, of=<2nd number>). That shape is the
outcome key the miner groups by and a rule's action is built from.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from dtlib.envelope import Envelope, Task
from dtlib.perception import mentions
from dtlib.text import language, normalise


@dataclass(frozen=True)
class Outcome:
    """One answer's comparable form. `key` is equal for answers that agree."""

    kind: str  # "answer" (a fixed text) or "op" (a sandbox operation over the question's numbers)
    key: str
    text: str = ""  # the answer text (kind "answer")
    lang: str = "en"  # the language it was given in
    op: str = ""  # kind "op": the operation ...
    args: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)  # ... with "{n1}" slots


def number_values(text: str) -> list[Decimal]:
    return [n.value for n in mentions(text).numbers]


def _same_number(a: Any, b: Decimal) -> bool:
    try:
        return Decimal(str(a).strip().rstrip("%")) == b
    except (InvalidOperation, ValueError):
        return False


def op_outcome(text: str, task: Task) -> Outcome | None:
    """The operation with each argument that is a number of the question replaced by its slot
    ("{n1}" = the first number). None when an argument is a number the question does not state
    (the model computed or invented it: nothing a rule could extract)."""
    numbers = number_values(text)
    args: dict[str, Any] = {}
    for name, value in sorted(task.args.items()):
        slot = next((f"{{n{i + 1}}}" for i, n in enumerate(numbers) if _same_number(value, n)), None)
        if slot is not None:
            args[name] = slot
        elif isinstance(value, (int, float)) or (isinstance(value, str) and _looks_numeric(value)):
            return None
        else:
            args[name] = value
    key = f"op:{task.op}:{json.dumps(args, sort_keys=True, ensure_ascii=False)}"
    return Outcome("op", key, op=task.op, args=args)


def _looks_numeric(value: str) -> bool:
    try:
        Decimal(value.strip().rstrip("%"))
        return True
    except InvalidOperation:
        return False


def answer_outcome(text: str, answer_text: str) -> Outcome:
    return Outcome("answer", "answer:" + normalise(answer_text), text=answer_text.strip(),
                   lang=language(text))


def outcome_of(env: Envelope) -> Outcome | None:
    """The outcome of an answered envelope; None when there is nothing a rule could repeat
    (no answer, an error, an uncertain answer)."""
    answer = env.answer
    if answer is None or answer.status != "ok" or not answer.text:
        return None
    if env.task is not None and env.results.sandbox is not None:
        return op_outcome(env.text, env.task)
    return answer_outcome(env.text, answer.text)


def same_task(a: Task, b: Task) -> bool:
    """Two operations are the same when op and every argument agree (numbers by value)."""
    if a.op != b.op or set(a.args) != set(b.args):
        return False
    for name, value in a.args.items():
        other = b.args[name]
        try:
            if Decimal(str(value).strip().rstrip("%")) != Decimal(str(other).strip().rstrip("%")):
                return False
        except InvalidOperation:
            if str(value).strip() != str(other).strip():
                return False
    return True
