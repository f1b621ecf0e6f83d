"""The exact value of a reading, worked out in the classifier where that is plain: an arithmetic expression of
numbers with + − × ÷ and brackets, or a discount (a price less a percentage of it). Exactly: each number read from
its text into a Fraction, never through float. Any other reading (a power, a function, a date, a text, a growth
over periods …) has no value here, and None says so: the sandbox computes it, and a caller does not guess it.
"""

from __future__ import annotations

import ast
import operator
import re
from fractions import Fraction
from functools import lru_cache

from dtlib.envelope import Task

_PLAIN = re.compile(r"^[\d.+\-*/() ]+$")
_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


@lru_cache(maxsize=1024)  # the first reading's value is compared with each later one's: worked out once
def plain_value(expression: str) -> Fraction | None:
    """The value of plain arithmetic ("(28+45)/4", "3999*((100-20)/100)"), or None for anything else."""
    if not _PLAIN.match(expression):
        return None
    try:
        return _value(ast.parse(expression, mode="eval").body, expression)
    except (SyntaxError, ValueError, ZeroDivisionError, KeyError):
        return None  # "2**3" (a power), "1/0", "3..5": not plain arithmetic after all


def _value(node: ast.expr, source: str) -> Fraction:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        # "0.1" as written, not the float 0.1: its own characters (one line of ASCII, `_PLAIN`: what
        # ast.get_source_segment gives, without splitting the source into lines for each number)
        return Fraction(source[node.col_offset:node.end_col_offset])
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_value(node.operand, source)
    if isinstance(node, ast.BinOp):
        return _OPERATORS[type(node.op)](_value(node.left, source), _value(node.right, source))
    raise ValueError(ast.dump(node))


def exact_value(task: Task) -> Fraction | None:
    """The value of a plain reading (see the module's docstring), or None."""
    if task.op == "expr" and set(task.args) <= {"expression", "as_fraction"}:
        return plain_value(str(task.args["expression"]))
    if task.op == "discount" and set(task.args) == {"price", "percent"}:
        price, percent = str(task.args["price"]), str(task.args["percent"]).removesuffix("%")
        return plain_value(f"({price})*(100-({percent}))/100")
    return None
