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
from fractions import Fraction
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
    "sum": (1, MAX_CALL_ARGS, N.total),
    "mean": (1, MAX_CALL_ARGS, N.mean),
    "median": (1, MAX_CALL_ARGS, N.median),
    "mode": (1, MAX_CALL_ARGS, N.mode),
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


# a token: (kind, text, start, end) with kind in num/name/op
_Tok = tuple[str, str, int, int]


def normalise(text: str) -> str:
    return text.translate(_TABLE) if not text.isascii() else text


def tokenize(text: str) -> tuple[list[_Tok], bool]:
    """Check the alphabet, names, depth and size. Returns the tokens (postfix % already rewritten
    to percent(...)) and whether Python would read the text differently from us (^, %, leading
    zeros), in which case the AST is parsed from rebuilt source instead of the text itself."""
    toks: list[_Tok] = []
    rewrite = False
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


def _rewrite_percent(toks: list[_Tok]) -> list[_Tok]:
    out: list[_Tok] = []
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
                "SYNTAX_ERROR", f"'%' at position {t[2]} does not follow a number or ')'", _HINT
            )
        first_start = out[j][2]
        out.insert(j, ("name", "percent", first_start, first_start))
        out.insert(j + 1, ("op", "(", first_start, first_start))
        out.append(("op", ")", t[3], t[3]))
    return out


class Evaluation:
    __slots__ = ("value", "text", "steps")

    def __init__(self, value: N.Num, text: str, steps: list[Step]) -> None:
        self.value = value  # the exact int/Fraction or the inexact Decimal
        self.text = text  # its canonical form
        self.steps = steps


def _literal(text: str) -> tuple[N.Num, str]:
    """(exact value, canonical text) of a number literal, both from its source text."""
    if len(text) <= 60:
        if text.isdigit():
            value = int(text)
            return value, str(value)
        if "e" not in text and "E" not in text:
            # plain decimal such as 0.1 or 12.50: the canonical text is the literal trimmed
            whole, _, frac = text.partition(".")
            frac = frac.rstrip("0")
            n, d = int(whole + frac or "0"), 10 ** len(frac)
            value = N.check(Fraction(n, d) if frac else n)
            whole = whole.lstrip("0") or "0"
            return value, f"{whole}.{frac}" if frac else whole
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
    norm = normalise(text)
    toks, rewrite = tokenize(norm)
    if rewrite:
        # Rebuild Python source from the tokens: ^ -> **, numbers -> the placeholder "1" (their
        # values come from the source text, kept in `nums` by column), with position maps.
        parts: list[str] = []
        starts: dict[int, int] | None = {}  # python col -> original start
        ends: dict[int, int] | None = {}  # python end col -> original end
        nums: dict[int, tuple[N.Num, str]] | None = {}
        col = 0
        for kind, piece, start, end in toks:
            if kind == "num":
                nums[col] = _literal(piece)  # type: ignore[index]
                piece = "1"
            elif piece == "^":
                piece = "**"
            starts[col] = start  # type: ignore[index]
            ends[col + len(piece)] = end  # type: ignore[index]
            parts.append(piece)
            col += len(piece) + 1
        source = " ".join(parts)
    else:
        # Python reads the normalised text exactly as we do: parse it as is; a number's value is
        # read from its own source text, and AST columns are positions in the original text
        # (the normalisation maps one character to one ASCII character).
        source, starts, ends, nums = norm, None, None, None
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError as exc:
        col = (exc.offset or 1) - 1
        pos = starts.get(col) if starts is not None else col
        where = f" near position {pos}" if pos is not None else ""
        raise Rejected("SYNTAX_ERROR", f"the expression does not parse{where}", _HINT) from None
    except (RecursionError, MemoryError, ValueError):
        raise Rejected("NESTING_TOO_DEEP", "the expression is nested too deeply", _HINT) from None
    walker = _Walker(norm, nums, starts, ends)
    value, shown = walker.eval(tree.body, 0)
    if len(shown) > N.STEP_STR_MAX or "…" in shown:
        shown = N.canonical(value)
    return Evaluation(value, shown, walker.steps)


class _Walker:
    __slots__ = ("text", "nums", "starts", "ends", "steps")

    def __init__(
        self,
        text: str,
        nums: dict[int, tuple[N.Num, str]] | None,
        starts: dict[int, int] | None,
        ends: dict[int, int] | None,
    ) -> None:
        self.text = text
        self.nums = nums
        self.starts = starts
        self.ends = ends
        self.steps: list[Step] = []

    def span(self, node: ast.expr) -> tuple[int, int] | None:
        if self.starts is None:
            return (node.col_offset, node.end_col_offset)  # type: ignore[return-value]
        s = self.starts.get(node.col_offset)
        e = self.ends.get(node.end_col_offset)  # type: ignore[union-attr, arg-type]
        return (s, e) if s is not None and e is not None else None

    def eval(self, node: ast.AST, depth: int) -> tuple[N.Num, str]:
        """(value, its step text); one Step per reduction."""
        if depth > MAX_AST_DEPTH:
            raise Rejected("NESTING_TOO_DEEP", f"the expression nests deeper than {MAX_AST_DEPTH}", _HINT)
        t = type(node)
        if t is ast.Constant:
            if type(node.value) is not int and type(node.value) is not float:
                raise Rejected("STRING_NOT_ALLOWED", "only numbers are allowed as constants", _HINT)
            if self.nums is None:
                return _literal(self.text[node.col_offset : node.end_col_offset])
            entry = self.nums.get(node.col_offset)
            if entry is None:
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
