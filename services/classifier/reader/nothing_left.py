"""What is left of an amount is never less than nothing: "I had $50 and spent $60. How much do I have
now?" read as 50 − 60 would answer −10, where the story is wrong or a debt the words do not tell (one
they tell, 透支 or "overdrawn", is the answer). A
question for what is left (left, remaining, have now, 还剩, 现在有) whose reading comes out below zero
goes slow, whichever reader read it.

Only an arithmetic reading of plain numbers is worked out here (exactly, in fractions); any other
operation is left as read.
"""

from __future__ import annotations

import ast
import operator
import re
from fractions import Fraction

from dtlib.envelope import Task

from .lexicon import Said, Tok, last_clause_start

_LEFT_ASKED = ("left", "remain", "remains", "remaining", "have now", "now have", "still have", "剩", "还有", "现在有",
               "余下", "余额")
# Words that tell the debt: then less than nothing is the answer ("消费 350 元透支了，现在余额是多少").
_DEBT_TOLD = ("透支", "欠", "负债", "overdrawn", "overdraft", "debt", "owe", "owes", "in the red")
_PLAIN = re.compile(r"^[\d.+\-*/() ]+$")
_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def less_than_nothing_left(task: Task, tokens: list[Tok]) -> bool:
    """Whether the question asks what is left and the reading leaves less than nothing."""
    expression = str(task.args.get("expression", "")) if task.op == "expr" else ""
    if not expression or not _PLAIN.match(expression) \
            or not Said(tokens[last_clause_start(tokens):]).any(_LEFT_ASKED) or Said(tokens).any(_DEBT_TOLD):
        return False
    try:
        return _value(ast.parse(expression, mode="eval").body) < 0
    except (SyntaxError, ValueError, ZeroDivisionError, KeyError):
        return False  # not plain arithmetic after all: the sandbox decides


def _value(node: ast.expr) -> Fraction:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return Fraction(str(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_value(node.operand)
    if isinstance(node, ast.BinOp):
        return _OPERATORS[type(node.op)](_value(node.left), _value(node.right))
    raise ValueError(ast.dump(node))
