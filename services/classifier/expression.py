"""Arithmetic written in words or symbols, read from slotted text into a sandbox `expr` string.

"<n0>*<n1>", "<n0> plus <n1> times <n2>", "<n0>的<n1>次方", "<n0>加<n1>再乘以<n2>" are read; anything
with a word left over ("<n0> apples * <n1>"), an implied multiplication ("<n0>(<n1>+<n2>)"), or a
bare number is not. The string is checked with Python's parser against an allow-list before it is
handed on; the sandbox evaluates it (exactly, with Decimal), never this module.
"""

from __future__ import annotations

import ast
import re

from .slots import Slots

FUNCTIONS = ("sqrt", "abs", "round", "floor", "ceil", "min", "max", "factorial", "gcd", "lcm")

# Phrases rewritten to symbols before the expression is tokenised; longer phrases first.
_REWRITES: list[tuple[str, re.Pattern[str], str]] = [
    # (a substring that must be present for the pattern to apply, pattern, replacement)
    (t, re.compile(p), r) for t, p, r in [
        ("square root", r"(?:the )?square root of\s*(<n\d+>)", r"sqrt(\1)"),
        ("√", r"√\s*(<n\d+>)", r"sqrt(\1)"),
        ("根号", r"根号\s*(<n\d+>)", r"sqrt(\1)"),
        ("算术平方根", r"(<n\d+>)\s*的算术平方根", r"sqrt(\1)"),
        ("阶乘", r"(<n\d+>)\s*的阶乘", r"factorial(\1)"),
        ("factorial of", r"(?:the )?factorial of\s*(<n\d+>)", r"factorial(\1)"),
        ("factorial", r"(<n\d+>)\s*factorial\b", r"factorial(\1)"),
        ("!", r"(<n\d+>)!", r"factorial(\1)"),
        ("次", r"的\s*(<n\d+>)\s*次(?:方|幂)", r"^\1"),
        ("的平方", r"(?<=[>)])\s*的平方(?!根)", "^2"),
        ("的立方", r"(?<=[>)])\s*的立方(?!根)", "^3"),
        ("squared", r"(?<=[>)])\s*squared\b", "^2"),
        ("cubed", r"(?<=[>)])\s*cubed\b", "^3"),
        ("to the", r"\s*(?:to the power of|raised to(?: the power of)?|to the)\s*", "^"),
        ("raised", r"\s*raised to(?: the power of)?\s*", "^"),
        ("**", r"\s*\*\*\s*", "^"),
        ("multiplied", r"\s*multiplied by\s*", "*"),
        ("divided", r"\s*divided by\s*", "/"),
        ("times", r"\s*times\s*", "*"),
        ("plus", r"\s*plus\s*", "+"),
        ("minus", r"\s*minus\s*", "-"),
        ("x", r"(?<=[>)])\s*x\s*(?=[<(])", "*"),
        ("加", r"\s*(?:再|然后)?加上\s*|\s*(?:再|然后)?加\s*", "+"),
        ("减", r"\s*(?:再|然后)?减去\s*|\s*(?:再|然后)?减\s*", "-"),
        ("乘", r"\s*(?:再|然后)?乘以\s*|\s*(?:再|然后)?乘\s*", "*"),
        ("除以", r"\s*(?:再|然后)?除以\s*", "/"),
    ]
]
_TOKEN = re.compile(r"\s*(?:(?P<slot><[np]\d+>)|(?P<lit>(?<=\^)\d)|(?P<op>[-+*/^(),])|(?P<fn>" + "|".join(FUNCTIONS) + r")(?=\s*\())")
_ALLOWED_BINOPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow)


def read_expression(region: str, slots: Slots) -> str | None:
    """The sandbox expression for `region` (slotted text), or None when it is not one."""
    text = region.strip()
    if "<n" not in text and "<p" not in text:
        return None
    for trigger, pattern, replacement in _REWRITES:
        if trigger in text:
            text = pattern.sub(replacement, text)
    shown: list[str] = []  # what the sandbox gets and the user sees: 200*15%
    checked: list[str] = []  # what Python's parser checks: 200*percent(15)
    pos, operators, numbers = 0, 0, 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            return None if text[pos:].strip() else _finish(shown, checked, operators, numbers)
        pos = m.end()
        if m["slot"]:
            number = slots.number(m["slot"])
            if number.unit and not number.percent:
                return None
            numbers += 1
            plain = number.plain()
            if plain.startswith("-") and shown and shown[-1] in ("+", "-", "*", "/", "**"):
                plain = " " + plain  # "5 - -3" stays a binary and a unary minus: "5- -3"
            shown.append(f"{plain}%" if number.percent else plain)
            checked.append(f"percent({plain})" if number.percent else plain)
        elif m["lit"]:  # the 2 of "squared" and the 3 of "cubed", written by a rewrite
            shown.append(m["lit"])
            checked.append(m["lit"])
        elif m["op"]:
            op = "**" if m["op"] == "^" else m["op"]
            operators += op not in "(),"
            shown.append(op)
            checked.append(op)
        else:
            operators += 1
            shown.append(m["fn"])
            checked.append(m["fn"])
    return _finish(shown, checked, operators, numbers)


def _finish(shown: list[str], checked: list[str], operators: int, numbers: int) -> str | None:
    if operators == 0 or numbers == 0:
        return None
    if not _well_formed("".join(checked)):
        return None
    return "".join(shown)


def _well_formed(source: str) -> bool:
    """Parsable, and only numbers, + - * / **, unary signs and calls of the function table."""
    try:
        tree = ast.parse(source, mode="eval")
    except (SyntaxError, ValueError):
        return False
    for node in ast.walk(tree):
        if isinstance(node, (ast.Expression, ast.Load, ast.USub, ast.UAdd, *_ALLOWED_BINOPS)):
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            continue
        if isinstance(node, ast.BinOp) and isinstance(node.op, _ALLOWED_BINOPS):
            continue
        if isinstance(node, ast.UnaryOp):
            continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords \
                and node.func.id in (*FUNCTIONS, "percent"):
            continue
        if isinstance(node, ast.Name) and node.id in (*FUNCTIONS, "percent"):
            continue
        return False
    return True
