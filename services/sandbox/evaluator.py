"""The `expr` evaluator: an allow-list walk over `ast.parse(mode="eval")`, never eval/exec/compile.

Pipeline, each stage bounded and cheap:

1. length check on the raw text (before anything else);
2. character normalisation, one character to one character so positions stay valid: full-width
   forms (０-９ ＋ － （ ） ．...) to ASCII, × · ⋅ to *, ÷ to /, − – to -, Unicode spaces to ' ';
   every other non-ASCII character is rejected (look-alikes such as Cyrillic letters are never
   mapped to Latin ones);
3. a regex tokenizer that checks the alphabet, names (only the function table), paren depth,
   token count, and rewrites ^ to ** and postfix % to percent(...);
4. `ast.parse` of the rewritten tokens (numbers become the placeholder `1`: the real value comes
   from the source text through Decimal, never through float);
5. a recursive walk that accepts only Expression, BinOp(+ - * / **), UnaryOp(+ -), Call of a
   table function with positional arguments, and the number placeholders; it computes as it goes
   and records one `Step` per reduction with its span in the original text.
"""

from __future__ import annotations

import ast
import re
import unicodedata
from typing import Callable

from dtlib.envelope import Step

from . import numeric as N
from .errors import Rejected

MAX_EXPR_CHARS = 2_000
MAX_TOKENS = 400
MAX_PAREN_DEPTH = 32
MAX_AST_DEPTH = 220
MAX_CALL_ARGS = 50

# function name -> (min args, max args, implementation)
FUNCTIONS: dict[str, tuple[int, int, Callable[..., N.Num]]] = {
    "sqrt": (1, 1, N.sqrt),
    "abs": (1, 1, N.absolute),
    "round": (1, 2, lambda x, p=0: N.round_places(x, N.as_int(p, "round's places"))),
    "floor": (1, 1, N.floor),
    "ceil": (1, 1, N.ceil),
    "min": (1, MAX_CALL_ARGS, N.minimum),
    "max": (1, MAX_CALL_ARGS, N.maximum),
    "factorial": (1, 1, N.factorial),
    "gcd": (1, MAX_CALL_ARGS, N.gcd),
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

_BINOPS: dict[type, tuple[str, Callable[[N.Num, N.Num], N.Num]]] = {
    ast.Add: ("add", N.add),
    ast.Sub: ("sub", N.sub),
    ast.Mult: ("mul", N.mul),
    ast.Div: ("div", N.div),
    ast.Pow: ("pow", N.power),
}
_DISALLOWED_NODES = {
    ast.Attribute: "ATTRIBUTE_NOT_ALLOWED",
    ast.Subscript: "SUBSCRIPT_NOT_ALLOWED",
    ast.Slice: "SUBSCRIPT_NOT_ALLOWED",
    ast.JoinedStr: "STRING_NOT_ALLOWED",
    ast.FormattedValue: "STRING_NOT_ALLOWED",
    ast.Compare: "OPERATOR_NOT_ALLOWED",
    ast.BoolOp: "OPERATOR_NOT_ALLOWED",
    ast.Name: "NAME_NOT_ALLOWED",
    ast.NamedExpr: "KEYWORD_ARGUMENT_NOT_ALLOWED",
}

_AFTER_PERCENT = frozenset({")", ",", "+", "-", "*", "/", "^", "**"})


def _reject_char(ch: str, pos: int) -> Rejected:
    if ch in _BAD_CHAR:
        code, msg = _BAD_CHAR[ch]
        return Rejected(code, f"{msg} (position {pos})", _HINT)
    if ord(ch) < 32 or ord(ch) == 127:
        return Rejected(
            "CHARACTER_NOT_ALLOWED", f"control character U+{ord(ch):04X} at position {pos}", _HINT
        )
    if ord(ch) > 127:
        name = unicodedata.name(ch, "unnamed")
        return Rejected(
            "CHARACTER_NOT_ALLOWED",
            f"the character {ch!r} (U+{ord(ch):04X} {name}) at position {pos} is not allowed",
            "type the expression with ASCII digits and operators; look-alike letters are not accepted",
        )
    return Rejected("CHARACTER_NOT_ALLOWED", f"the character {ch!r} at position {pos} is not allowed", _HINT)


_HINT = (
    "use numbers, + - * / ^ (or **), %, parentheses and the functions " + FUNCTION_NAMES
)


class _Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind: str, text: str, start: int, end: int) -> None:
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end


def normalise(text: str) -> str:
    return text.translate(_TABLE) if not text.isascii() else text


def tokenize(text: str) -> list[_Tok]:
    """Check the alphabet, names, depth and size; rewrite ^ and postfix %."""
    toks: list[_Tok] = []
    depth = 0
    call_stack: list[bool] = []  # per open paren: is it a call's paren?
    pos = 0
    prev_kind = prev_text = ""
    for ws, num, name, op, bad in _TOKEN_RE.findall(text):
        s = pos + len(ws)
        if num:
            if prev_kind == "name":
                raise Rejected("SYNTAX_ERROR", f"a number follows a name at position {s}", _HINT)
            kind, tok = "num", num
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
                    raise Rejected("SYNTAX_ERROR", f"unbalanced ')' at position {s}", _HINT)
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
        elif name:
            kind, tok = "name", name
            if name not in FUNCTIONS:
                if name in _PY_KEYWORDS:
                    raise Rejected(
                        "CONSTRUCT_NOT_ALLOWED", f"'{name}' is not allowed in an expression", _HINT
                    )
                raise Rejected(
                    "NAME_NOT_ALLOWED",
                    f"the name '{name[:40]}' is not allowed; the functions are {FUNCTION_NAMES}",
                    _HINT,
                )
        elif bad:
            raise _reject_char(bad, s)
        else:  # trailing whitespace
            break
        pos = s + len(tok)
        toks.append(_Tok(kind, tok, s, pos))
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
    return toks


def _rewrite_percent(toks: list[_Tok]) -> list[_Tok]:
    out: list[_Tok] = []
    for i, t in enumerate(toks):
        if t.text != "%":
            out.append(t)
            continue
        nxt = toks[i + 1].text if i + 1 < len(toks) else None
        if not out or (nxt is not None and nxt not in _AFTER_PERCENT):
            raise Rejected(
                "OPERATOR_NOT_ALLOWED",
                f"'%' at position {t.start} is not a percent sign; modulo is not supported",
                "% means percent: 50% = 0.5",
            )
        prev = out[-1]
        if prev.kind == "num":
            j = len(out) - 1
        elif prev.text == ")":
            level = 0
            j = len(out) - 1
            while j >= 0:
                if out[j].text == ")":
                    level += 1
                elif out[j].text == "(":
                    level -= 1
                    if level == 0:
                        break
                j -= 1
            if j > 0 and out[j - 1].kind == "name":
                j -= 1
        else:
            raise Rejected(
                "SYNTAX_ERROR", f"'%' at position {t.start} does not follow a number or ')'", _HINT
            )
        first = out[j]
        out.insert(j, _Tok("name", "percent", first.start, first.start))
        out.insert(j + 1, _Tok("op", "(", first.start, first.start))
        out.append(_Tok("op", ")", t.end, t.end))
    return out


class Evaluation:
    __slots__ = ("value", "text", "steps")

    def __init__(self, value: N.Num, text: str, steps: list[Step]) -> None:
        self.value = value  # the exact int/Fraction or the inexact Decimal
        self.text = text  # its canonical form
        self.steps = steps


def _literal(text: str) -> tuple[N.Num, str]:
    value = N.parse_literal(text)
    return value, (str(value) if type(value) is int else N.canonical(value))


def evaluate(text: str) -> Evaluation:
    """Evaluate an arithmetic expression; raise Rejected with the rule that fired."""
    if not isinstance(text, str):
        raise Rejected("INVALID_ARGUMENT", "the expression must be a string")
    if len(text) > MAX_EXPR_CHARS:
        raise Rejected(
            "EXPRESSION_TOO_LONG",
            f"the expression has {len(text)} characters; the limit is {MAX_EXPR_CHARS}",
            "split the computation into smaller expressions",
        )
    # cheap nesting pre-check on the raw text before any parsing
    if text.count("(") + text.count("（") > MAX_TOKENS:
        raise Rejected(
            "NESTING_TOO_DEEP", "the expression has too many parentheses", "simplify the expression"
        )
    toks = tokenize(normalise(text))

    # Build Python source from the tokens; numbers become the placeholder "1" (their values come
    # from the source text, kept in `nums` by column).
    parts: list[str] = []
    starts: dict[int, int] = {}  # python col -> original start
    ends: dict[int, int] = {}  # python end col -> original end
    nums: dict[int, tuple[N.Num, str]] = {}
    col = 0
    for t in toks:
        piece = t.text
        if t.kind == "num":
            nums[col] = _literal(piece)
            piece = "1"
        elif piece == "^":
            piece = "**"
        starts[col] = t.start
        ends[col + len(piece)] = t.end
        parts.append(piece)
        col += len(piece) + 1
    source = " ".join(parts)
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError as exc:
        pos = starts.get((exc.offset or 1) - 1)
        where = f" near position {pos}" if pos is not None else ""
        raise Rejected("SYNTAX_ERROR", f"the expression does not parse{where}", _HINT) from None
    except (RecursionError, MemoryError, ValueError):
        raise Rejected("NESTING_TOO_DEEP", "the expression is nested too deeply", _HINT) from None
    walker = _Walker(nums, starts, ends)
    value, shown = walker.eval(tree.body, 0)
    if len(shown) > N.STEP_STR_MAX or "…" in shown:
        shown = N.canonical(value)
    return Evaluation(value, shown, walker.steps)


class _Walker:
    __slots__ = ("nums", "starts", "ends", "steps")

    def __init__(
        self, nums: dict[int, tuple[N.Num, str]], starts: dict[int, int], ends: dict[int, int]
    ) -> None:
        self.nums = nums
        self.starts = starts
        self.ends = ends
        self.steps: list[Step] = []

    def span(self, node: ast.expr) -> tuple[int, int] | None:
        s = self.starts.get(node.col_offset)
        e = self.ends.get(node.end_col_offset)  # type: ignore[arg-type]
        return (s, e) if s is not None and e is not None else None

    def eval(self, node: ast.AST, depth: int) -> tuple[N.Num, str]:
        """(value, its step text); one Step per reduction."""
        if depth > MAX_AST_DEPTH:
            raise Rejected("NESTING_TOO_DEEP", f"the expression nests deeper than {MAX_AST_DEPTH}", _HINT)
        t = type(node)
        if t is ast.Constant:
            entry = self.nums.get(node.col_offset)
            if entry is None or type(node.value) is not int:
                raise Rejected("STRING_NOT_ALLOWED", "only numbers are allowed as constants", _HINT)
            return entry
        if t is ast.BinOp:
            op = _BINOPS.get(type(node.op))
            if op is None:
                raise Rejected(
                    "OPERATOR_NOT_ALLOWED", f"the operator {type(node.op).__name__} is not allowed", _HINT
                )
            left, ltext = self.eval(node.left, depth + 1)
            right, rtext = self.eval(node.right, depth + 1)
            result = op[1](left, right)
            rs = N.step_str(result)
            self.steps.append(Step(op[0], [ltext, rtext], rs, self.span(node)))
            return result, rs
        if t is ast.UnaryOp:
            uop = type(node.op)
            if uop is ast.USub:
                operand, otext = self.eval(node.operand, depth + 1)
                result = N.neg(operand)
                rs = N.step_str(result)
                self.steps.append(Step("neg", [otext], rs, self.span(node)))
                return result, rs
            if uop is ast.UAdd:
                return self.eval(node.operand, depth + 1)
            raise Rejected("OPERATOR_NOT_ALLOWED", f"the operator {uop.__name__} is not allowed", _HINT)
        if t is ast.Call:
            func = node.func
            if type(func) is not ast.Name:
                raise Rejected("CALL_NOT_ALLOWED", "only the named functions can be called", _HINT)
            entry = FUNCTIONS.get(func.id)
            if entry is None:
                raise Rejected("NAME_NOT_ALLOWED", f"the name '{func.id[:40]}' is not allowed", _HINT)
            if node.keywords:
                raise Rejected(
                    "KEYWORD_ARGUMENT_NOT_ALLOWED",
                    f"{func.id}() takes positional arguments only",
                    f"write {func.id}(x)",
                )
            lo, hi, fn = entry
            values = []
            texts = []
            for a in node.args:
                if type(a) is ast.Starred:
                    raise Rejected("CONSTRUCT_NOT_ALLOWED", "argument unpacking (*) is not allowed", _HINT)
                v, vt = self.eval(a, depth + 1)
                values.append(v)
                texts.append(vt)
            if not lo <= len(values) <= hi:
                want = str(lo) if lo == hi else f"{lo} to {hi}"
                raise Rejected(
                    "WRONG_ARGUMENT_COUNT",
                    f"{func.id}() takes {want} argument{'s' if hi != 1 else ''}, got {len(values)}",
                    _HINT,
                )
            result = N.check(fn(*values))
            rs = N.step_str(result)
            self.steps.append(Step(func.id, texts, rs, self.span(node)))
            return result, rs
        code = _DISALLOWED_NODES.get(t, "CONSTRUCT_NOT_ALLOWED")
        raise Rejected(code, f"{t.__name__} is not allowed in an expression", _HINT)
