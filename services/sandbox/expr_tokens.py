"""The text of an `expr`: one-to-one character normalisation, the function table's names, and the tokenizer
that checks the alphabet, names, depth and size and rewrites ^ and postfix % (stages 2 and 3 of evaluator.py's
pipeline). Every refusal says which rule fired and where."""

from __future__ import annotations

import re
import unicodedata
from typing import Callable

from . import numeric as N
from .errors import Rejected
from .list_stats import maximum, mean, median, minimum, mode, total

MAX_TOKENS = 400
MAX_PAREN_DEPTH = 32
MAX_CALL_ARGS = 50

# function name -> (min args, max args, implementation)
FUNCTIONS: dict[str, tuple[int, int, Callable[..., N.Num]]] = {
    "sqrt": (1, 1, N.sqrt),
    "abs": (1, 1, N.absolute),
    "round": (1, 2, lambda x, p=0: N.round_places(x, N.as_int(p, "round's places"))),
    "floor": (1, 1, N.floor),
    "ceil": (1, 1, N.ceil),
    "min": (1, MAX_CALL_ARGS, minimum),
    "max": (1, MAX_CALL_ARGS, maximum),
    "sum": (1, MAX_CALL_ARGS, total),
    "mean": (1, MAX_CALL_ARGS, mean),
    "median": (1, MAX_CALL_ARGS, median),
    "mode": (1, MAX_CALL_ARGS, mode),
    "factorial": (1, 1, N.factorial),
    "gcd": (1, MAX_CALL_ARGS, N.gcd),
    "mod": (2, 2, N.remainder),
    "lcm": (1, MAX_CALL_ARGS, N.lcm),
    "percent": (1, 1, N.percent),  # what postfix % becomes; also callable by name
}
FUNCTION_NAMES = ", ".join(sorted(FUNCTIONS))

_PY_KEYWORDS = frozenset(
    "lambda for if else elif import from as yield await async not and or in is with def class del "
    "global nonlocal return assert try except finally raise while pass break continue match case "
    "True False None".split()
)

# one char -> one char, so positions in the normalised text are positions in the original
_TRANSLATE: dict[int, str] = {0x3000: " ", 0xA0: " ", 0x202F: " ", 0x2009: " ", 0x2007: " "}
for _cp in range(0xFF01, 0xFF5F):  # full-width ASCII block: ！..～
    _TRANSLATE[_cp] = chr(_cp - 0xFEE0)
_TRANSLATE.update(
    {
        ord("×"): "*",
        ord("·"): "*",
        ord("⋅"): "*",
        ord("∙"): "*",
        ord("÷"): "/",
        ord("∕"): "/",
        ord("−"): "-",  # U+2212 MINUS SIGN
        ord("–"): "-",  # U+2013 EN DASH
        ord("﹣"): "-",
        ord("﹢"): "+",
        ord("（"): "(",
        ord("）"): ")",
        ord("﹙"): "(",
        ord("﹚"): ")",
        ord("％"): "%",
        ord("﹪"): "%",
        ord("，"): ",",
        ord("。"): ".",
    }
)
_TABLE = str.maketrans(_TRANSLATE)

# whitespace, then exactly one of: number, name, operator, any other character
_TOKEN_RE = re.compile(
    r"([ \t\r\n\f\v]*)(?:"
    r"((?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
    r"|([A-Za-z_][A-Za-z0-9_]*)"
    r"|(\*\*|//|[-+*/^%(),])"
    r"|([^ \t\r\n\f\v]))",
    re.S,
)

_BAD_CHAR = {
    "'": ("STRING_NOT_ALLOWED", "quotes are not allowed: an expression holds numbers only"),
    '"': ("STRING_NOT_ALLOWED", "quotes are not allowed: an expression holds numbers only"),
    ".": ("ATTRIBUTE_NOT_ALLOWED", "a dot is allowed only inside a number such as 2.5"),
    "[": ("SUBSCRIPT_NOT_ALLOWED", "brackets are not allowed; use parentheses"),
    "]": ("SUBSCRIPT_NOT_ALLOWED", "brackets are not allowed; use parentheses"),
    "{": ("CONSTRUCT_NOT_ALLOWED", "braces are not allowed; use parentheses"),
    "}": ("CONSTRUCT_NOT_ALLOWED", "braces are not allowed; use parentheses"),
    ":": ("CONSTRUCT_NOT_ALLOWED", "':' (lambda, slice, annotation) is not allowed"),
    "=": ("KEYWORD_ARGUMENT_NOT_ALLOWED", "'=' is not allowed: no assignments or name=value arguments"),
    "<": ("OPERATOR_NOT_ALLOWED", "comparisons and shifts are not allowed"),
    ">": ("OPERATOR_NOT_ALLOWED", "comparisons and shifts are not allowed"),
    "&": ("OPERATOR_NOT_ALLOWED", "bitwise operators are not allowed"),
    "|": ("OPERATOR_NOT_ALLOWED", "bitwise operators are not allowed"),
    "~": ("OPERATOR_NOT_ALLOWED", "bitwise operators are not allowed"),
    "!": ("OPERATOR_NOT_ALLOWED", "'!' is not allowed; write factorial(n)"),
    "@": ("OPERATOR_NOT_ALLOWED", "'@' is not allowed"),
}

_AFTER_PERCENT = frozenset({")", ",", "+", "-", "*", "/", "^", "**"})


def _reject_char(ch: str, pos: int) -> Rejected:
    if ch in _BAD_CHAR:
        code, msg = _BAD_CHAR[ch]
        return Rejected(code, f"{msg} (position {pos})", HINT)
    if ord(ch) < 32 or ord(ch) == 127:
        return Rejected(
            "CHARACTER_NOT_ALLOWED", f"control character U+{ord(ch):04X} at position {pos}", HINT
        )
    if ord(ch) > 127:
        name = unicodedata.name(ch, "unnamed")
        return Rejected(
            "CHARACTER_NOT_ALLOWED",
            f"the character {ch!r} (U+{ord(ch):04X} {name}) at position {pos} is not allowed",
            "type the expression with ASCII digits and operators; look-alike letters are not accepted",
        )
    return Rejected("CHARACTER_NOT_ALLOWED", f"the character {ch!r} at position {pos} is not allowed", HINT)


HINT = (
    "use numbers, + - * / ^ (or **), %, parentheses and the functions " + FUNCTION_NAMES
)


# a token: (kind, text, start, end) with kind in num/name/op
Token = tuple[str, str, int, int]


def normalise(text: str) -> str:
    return text.translate(_TABLE) if not text.isascii() else text


def tokenize(text: str) -> tuple[list[Token], bool]:
    """Check the alphabet, names, depth and size. Returns the tokens (postfix % already rewritten
    to percent(...)) and whether Python would read the text differently from us (^, %, leading
    zeros), in which case the AST is parsed from rebuilt source instead of the text itself."""
    toks: list[Token] = []
    rewrite = False
    depth = 0
    call_stack: list[bool] = []  # per open paren: is it a call's paren?
    pos = 0
    prev_kind = prev_text = ""
    for ws, num, name, op, bad in _TOKEN_RE.findall(text):
        s = pos + len(ws)
        if num:
            if prev_kind == "name":
                raise Rejected("SYNTAX_ERROR", f"a number follows a name at position {s}", HINT)
            kind, tok = "num", num
            if num[0] == "0" and len(num) > 1 and num[1] != ".":
                rewrite = True  # 007: Python rejects leading zeros
        elif op:
            kind, tok = "op", op
            if op == "(":
                if prev_kind == "num" or prev_text == ")" or prev_text == "%":
                    raise Rejected(
                        "SYNTAX_ERROR",
                        f"a number or ')' is followed by '(' at position {s}",
                        "write the multiplication sign: 2*(3+4)",
                    )
                depth += 1
                if depth > MAX_PAREN_DEPTH:
                    raise Rejected(
                        "NESTING_TOO_DEEP",
                        f"parentheses nest deeper than {MAX_PAREN_DEPTH}",
                        "simplify the expression",
                    )
                call_stack.append(prev_kind == "name")
            elif op == ")":
                depth -= 1
                if depth < 0:
                    raise Rejected("SYNTAX_ERROR", f"unbalanced ')' at position {s}", HINT)
                call_stack.pop()
            elif op == ",":
                if not call_stack or not call_stack[-1]:
                    raise Rejected(
                        "SYNTAX_ERROR",
                        f"a comma outside a function's arguments at position {s}",
                        "commas separate function arguments only; write 1000 rather than 1,000",
                    )
            elif op == "//":
                raise Rejected(
                    "OPERATOR_NOT_ALLOWED", "'//' (floor division) is not allowed", "write floor(a/b)"
                )
            elif op == "^" or op == "%":
                rewrite = True
        elif name:
            kind, tok = "name", name
            if name not in FUNCTIONS:
                after = text[s + len(name) : s + len(name) + 8].lstrip()
                if after.startswith("=") and not after.startswith("=="):
                    raise Rejected(
                        "KEYWORD_ARGUMENT_NOT_ALLOWED",
                        f"'{name[:40]}=' is not allowed: no assignments or name=value arguments",
                        "pass function arguments by position: round(2.567, 2)",
                    )
                if name in _PY_KEYWORDS:
                    raise Rejected(
                        "CONSTRUCT_NOT_ALLOWED", f"'{name}' is not allowed in an expression", HINT
                    )
                raise Rejected(
                    "NAME_NOT_ALLOWED",
                    f"the name '{name[:40]}' is not allowed; the functions are {FUNCTION_NAMES}",
                    HINT,
                )
        elif bad:
            raise _reject_char(bad, s)
        else:  # trailing whitespace
            break
        pos = s + len(tok)
        toks.append((kind, tok, s, pos))
        prev_kind, prev_text = kind, tok
        if len(toks) > MAX_TOKENS:
            raise Rejected(
                "TOO_MANY_OPERATIONS",
                f"the expression has more than {MAX_TOKENS} tokens",
                "split the computation into smaller expressions",
            )
    if not toks:
        raise Rejected("EMPTY_EXPRESSION", "the expression is empty", "give an arithmetic expression")
    if depth:
        raise Rejected("SYNTAX_ERROR", "a '(' is never closed", "balance the parentheses")
    if "%" in text:
        toks = _rewrite_percent(toks)
    if toks[0][2] or "\n" in text or "\r" in text or "\f" in text or "\v" in text:
        rewrite = True  # leading blanks and line breaks mean something else to Python's parser
    return toks, rewrite


def _rewrite_percent(toks: list[Token]) -> list[Token]:
    out: list[Token] = []
    for i, t in enumerate(toks):
        if t[1] != "%":
            out.append(t)
            continue
        nxt = toks[i + 1][1] if i + 1 < len(toks) else None
        if not out or (nxt is not None and nxt not in _AFTER_PERCENT):
            raise Rejected(
                "OPERATOR_NOT_ALLOWED",
                f"'%' at position {t[2]} is not a percent sign; modulo is not supported",
                "% means percent: 50% = 0.5",
            )
        prev = out[-1]
        if prev[0] == "num":
            j = len(out) - 1
        elif prev[1] == ")":
            level = 0
            j = len(out) - 1
            while j >= 0:
                if out[j][1] == ")":
                    level += 1
                elif out[j][1] == "(":
                    level -= 1
                    if level == 0:
                        break
                j -= 1
            if j > 0 and out[j - 1][0] == "name":
                j -= 1
        else:
            raise Rejected(
                "SYNTAX_ERROR", f"'%' at position {t[2]} does not follow a number or ')'", HINT
            )
        first_start = out[j][2]
        out.insert(j, ("name", "percent", first_start, first_start))
        out.insert(j + 1, ("op", "(", first_start, first_start))
        out.append(("op", ")", t[3], t[3]))
    return out
