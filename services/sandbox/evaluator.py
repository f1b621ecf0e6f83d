"""The `expr` evaluator: an allow-list walk over `ast.parse(mode="eval")`, never eval/exec/compile.

Pipeline, each stage bounded and cheap:

1. length check on the raw text (before anything else);
2. character normalisation, one character to one character so positions stay valid: full-width
   forms (０-９ ＋ － （ ） ．...) to ASCII, × · ⋅ to *, ÷ to /, − – to -, Unicode spaces to ' ';
   every other non-ASCII character is rejected (look-alikes such as Cyrillic letters are never
   mapped to Latin ones);
3. a regex tokenizer (expr_tokens.py, with stage 2) that checks the alphabet, names (only the function table), paren depth,
   token count, and rewrites ^ to ** and postfix % to percent(...);
4. `ast.parse` of the rewritten tokens (numbers become the placeholder `1`: the real value comes
   from the source text through Decimal, never through float);
5. a recursive walk that accepts only Expression, BinOp(+ - * / **), UnaryOp(+ -), Call of a
   table function with positional arguments, and the number placeholders; it computes as it goes
   and records one `Step` per reduction with its span in the original text.
"""

from __future__ import annotations

import ast
from fractions import Fraction
from typing import Callable

from dtlib.envelope import Step

from . import numeric as N
from .numeric import STEP_STR_MAX
from .numbers_shown import step_str
from .errors import Rejected
from .expr_tokens import FUNCTIONS, HINT, MAX_TOKENS, normalise, tokenize

MAX_EXPR_CHARS = 2_000
MAX_AST_DEPTH = 220

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
        raise Rejected("SYNTAX_ERROR", f"the expression does not parse{where}", HINT) from None
    except (RecursionError, MemoryError, ValueError):
        raise Rejected("NESTING_TOO_DEEP", "the expression is nested too deeply", HINT) from None
    walker = _Walker(norm, nums, starts, ends)
    value, shown = walker.eval(tree.body, 0)
    if len(shown) > STEP_STR_MAX or "…" in shown:
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
            raise Rejected("NESTING_TOO_DEEP", f"the expression nests deeper than {MAX_AST_DEPTH}", HINT)
        t = type(node)
        if t is ast.Constant:
            if type(node.value) is not int and type(node.value) is not float:
                raise Rejected("STRING_NOT_ALLOWED", "only numbers are allowed as constants", HINT)
            if self.nums is None:
                return _literal(self.text[node.col_offset : node.end_col_offset])
            entry = self.nums.get(node.col_offset)
            if entry is None:
                raise Rejected("STRING_NOT_ALLOWED", "only numbers are allowed as constants", HINT)
            return entry
        if t is ast.BinOp:
            op = _BINOPS.get(type(node.op))
            if op is None:
                raise Rejected(
                    "OPERATOR_NOT_ALLOWED", f"the operator {type(node.op).__name__} is not allowed", HINT
                )
            left, ltext = self.eval(node.left, depth + 1)
            right, rtext = self.eval(node.right, depth + 1)
            result = op[1](left, right)
            rs = step_str(result)
            self.steps.append(Step(op[0], [ltext, rtext], rs, self.span(node)))
            return result, rs
        if t is ast.UnaryOp:
            uop = type(node.op)
            if uop is ast.USub:
                operand, otext = self.eval(node.operand, depth + 1)
                result = N.neg(operand)
                rs = step_str(result)
                self.steps.append(Step("neg", [otext], rs, self.span(node)))
                return result, rs
            if uop is ast.UAdd:
                return self.eval(node.operand, depth + 1)
            raise Rejected("OPERATOR_NOT_ALLOWED", f"the operator {uop.__name__} is not allowed", HINT)
        if t is ast.Call:
            func = node.func
            if type(func) is not ast.Name:
                raise Rejected("CALL_NOT_ALLOWED", "only the named functions can be called", HINT)
            entry = FUNCTIONS.get(func.id)
            if entry is None:
                raise Rejected("NAME_NOT_ALLOWED", f"the name '{func.id[:40]}' is not allowed", HINT)
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
                    raise Rejected("CONSTRUCT_NOT_ALLOWED", "argument unpacking (*) is not allowed", HINT)
                v, vt = self.eval(a, depth + 1)
                values.append(v)
                texts.append(vt)
            if not lo <= len(values) <= hi:
                want = str(lo) if lo == hi else f"{lo} to {hi}"
                raise Rejected(
                    "WRONG_ARGUMENT_COUNT",
                    f"{func.id}() takes {want} argument{'s' if hi != 1 else ''}, got {len(values)}",
                    HINT,
                )
            result = N.check(fn(*values))
            rs = step_str(result)
            self.steps.append(Step(func.id, texts, rs, self.span(node)))
            return result, rs
        code = _DISALLOWED_NODES.get(t, "CONSTRUCT_NOT_ALLOWED")
        raise Rejected(code, f"{t.__name__} is not allowed in an expression", HINT)
