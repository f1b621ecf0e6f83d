"""What a request's answer *was*, in a form two requests can be compared by.

Two slow-path answers agree when they are the same text (after case and whitespace folding), or
the same sandbox operation whose numbers came from the question: "what is 15% of 80" and "what
is 20% of 300" both did percent_of(percent=<1st number>, of=<2nd number>). An arithmetic
expression becomes a template over the question's numbers ("56*9" → "{n1} × {n2}"), each number
tied to the mention it was read from (`Task.spans`); templates that compute the same thing
("{n1} + {n2}", "{n2} + {n1}") have one shape. That shape is the outcome key the miner groups by
and a rule's action is built from.
"""

from __future__ import annotations

import ast
import json
import operator
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction
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
    if task.op == "expr" and isinstance(task.args.get("expression"), str) and set(task.args) == {"expression"}:
        return expression_outcome(text, task)
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


_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
              ast.Div: operator.truediv}
_SLOT = re.compile(r"\{n(\d+)\}")
_SHOWN = {"*": " × ", "/": " ÷ ", "+": " + ", "-": " - "}
# Two assignments of the slots: templates with the same values at both compute the same thing.
_PROBES = ((7, 11, 13, 17, 19, 23, 29, 31), (37, 5, 41, 3, 43, 47, 53, 59))


def expression_outcome(text: str, task: Task) -> Outcome | None:
    """An expression over the question's numbers as a template of slots; None when it uses a
    number the question does not state (beyond small constants like 100 in a percentage) or
    leaves one of the question's numbers out."""
    expression = str(task.args["expression"])
    found = [n for n in mentions(text).numbers]
    used = [n for n in mentions(expression).numbers]
    spans = task.spans.get("expression") or []
    if len(spans) != len(used):
        spans = []
    template, pos, taken = [], 0, []
    for i, n in enumerate(used):
        value = n.value / 100 if n.percent else n.value
        slot = None
        if spans and spans[i] != (0, 0):
            slot = next((k for k, m in enumerate(found) if (m.start, m.end) == tuple(spans[i])), None)
        if slot is None:  # no span: the first mention of that value, as argument_spans reads it
            slot = next((k for k, m in enumerate(found) if k not in taken and m.value == value), None)
        if slot is None and spans and spans[i] != (0, 0):
            return None
        template.append(expression[pos:n.start])
        template.append(f"{{n{slot + 1}}}" if slot is not None else n.plain())
        if slot is not None:
            taken.append(slot)
        pos = n.end
    template.append(expression[pos:])
    if set(taken) != set(range(len(found))):
        return None  # a number of the question left out: no rule's slot would be filled
    shown = re.sub(r"\s+", " ", re.sub(r"[*/+-]", lambda m: _SHOWN[m.group()], "".join(template))).strip()
    shown = shown.replace("( ", "(").replace(" )", ")")
    shape = expression_shape(shown)
    if shape is None:
        return None
    args = {"expression": shown}
    return Outcome("op", f"op:expr:{len(found)}:{shape}", op="expr", args=args)


def expression_shape(template: str) -> str | None:
    """What a template computes, as its values at fixed probe numbers (None: not plain
    arithmetic over slots and constants)."""
    try:
        tree = ast.parse(_SLOT.sub(r"n\1", template.replace("×", "*").replace("÷", "/")), mode="eval")
        values = [_evaluate(tree.body, probe) for probe in _PROBES]
    except (SyntaxError, ValueError, ZeroDivisionError, IndexError):
        return None
    return "|".join(str(v) for v in values)


def _evaluate(node: ast.AST, probe: tuple[int, ...]) -> Fraction:
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        return _OPERATORS[type(node.op)](_evaluate(node.left, probe), _evaluate(node.right, probe))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_evaluate(node.operand, probe)
    if isinstance(node, ast.Name) and re.fullmatch(r"n\d+", node.id):
        return Fraction(probe[int(node.id[1:]) - 1])
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return Fraction(str(node.value))
    raise ValueError("not plain arithmetic")


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
    (no answer, an error, an uncertain answer, a tool's answer)."""
    answer = env.answer
    if answer is None or answer.status != "ok" or not answer.text:
        return None
    if env.tool_call is not None:  # a tool's live reading: a rule repeating it would be stale
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


def same_value(a: str | None, b: str | None) -> bool | None:
    """Two computed values are the same number; None when one is missing or not a number."""
    if a is None or b is None:
        return None
    try:
        return Decimal(a) == Decimal(b)
    except InvalidOperation:
        return None
