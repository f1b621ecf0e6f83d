"""Does an operation the model wrote read the request, and does it do what the request asks?

One check, shared by every path that runs a model-written operation: the llm service runs an
operation only when it passes (services/llm/program.py), and the fuser judges the same operation
with the same function (services/fuser/main.py), and a prose draft's answer chain written as one
expression (services/fuser/chains.py: "45 × 8 = 360. So 360 students" is 45*8). The sandbox computes exactly what the model
wrote, so a misread request is the one error left in program-aided computation (measured: the
embedded 135M model turned "what is fifteen percent of eighty" into {"expr": "15%"}, copied the
example's dates into a date question, answered a case conversion with a date difference, and a
full-width `ｕｐｐｅｒ("hello")` with a character count).

An operation is grounded when
- every amount it uses is one of the request's (in any written form: digits, 1.2万, 二十三,
  "fifteen"), or a small constant ("15^2", "(a+b)/2"); derived values only through the op itself;
- every date it uses is one of the request's dates (any form: "March 1, 2024" is 2024-03-01);
- every string it uses appears in the request (width and case folded);
- it uses every amount and date of the request (a year may be context: "in 2023, …"; a clause
  that opens with 一 and a measure word, "一个工厂每月…", names one thing as "a" does, and so does
  "one" opening a sentence or after a preposition, "One pencil weighs …", "in one hour"; a label such
  as "Room 101" or "iPhone 15" is an amount: an operation that leaves it out is not grounded);
- an expression uses no amount only against itself: its value must move when the amount does
  (8/8, 8-8 and 45*8/8 do not move with 8). An amount used as often as the request states it is
  each mention on its own ("8 divided by 8", "5 apples, ate 5": 5-5); one used more often than
  stated is one amount, moved everywhere at once, so a square (5*5, 5^2), "twice 3, plus 3"
  (3*2+3) and "each of the 3 friends ate 3" (3*3) are grounded;
- a clock time plus minutes (`clock_add`) starts from a clock time the request says (8:40, 8点40, 八点四十,
  8:40 pm as 20:40) and adds a duration it says (dtlib.durations), and the request says no other duration;
and it fits what the request asks: a request that asks for a case conversion, a reversal or a
count of characters is answered by that string operation, not by a date difference or a sum; and an
expression combines the amounts as their units allow and comes out in the unit asked (dtlib.unit_check:
"45 + 8" for "each bus holds 45 students, 8 buses, how many students" adds students per bus to
buses), judged only where the units are read with confidence.

The day-count convention (dtlib.conventions) is applied here, not trusted to the model: a date
difference carries `inclusive`, true only when the request asks for both ends.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from .amount_units import article_zh
from .clock_grounding import clock_arguments
from .conventions import DATE_DIFF_INCLUSIVE_DEFAULT, INCLUSIVE_MARKERS
from .envelope import Task
from .perception import mentions
from .text import fold
from .unit_check import unit_mismatch

# Amounts an operation may use without the request stating them: powers, halves, percent, units.
# Not 3600 or 1440: "2 × 3600" for the seconds in 2 *minutes* would pass as a unit factor.
CONSTANTS = {Decimal(n) for n in (0, 1, 2, 3, 4, 7, 10, 12, 24, 30, 31, 60, 100, 365, 1000)}
_NUMBER_ARGS = {"percent", "of", "old", "new", "price", "x", "n", "amount", "days", "periods", "value"}
_DATE_ARGS = {"start", "end", "date"}
_TEXT_ARGS = ("text", "sub")
_COUNTED_OPS = ("date_diff", "business_days")

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_WORD = re.compile(r"[a-z]+")

# What a request asks for, read from its words (quoted payload removed first): (kind, pattern,
# the ops that answer it, how the reason names it).
_ASKS: tuple[tuple[str, re.Pattern[str], frozenset[str], str], ...] = (
    ("upper", re.compile(r"upper\s?-?case|\bupper\b|capitali[sz]|all caps|in capitals|大写"),
     frozenset({"str_upper"}), "an upper-case conversion"),
    ("lower", re.compile(r"lower\s?-?case|\blower\b|小写"),
     frozenset({"str_lower"}), "a lower-case conversion"),
    ("reverse", re.compile(r"revers|backwards|反转|倒序|颠倒|倒过来|\[::-1\]"),
     frozenset({"str_reverse"}), "a reversal"),
    ("string_count", re.compile(
        r"how many (?:times|letters|characters|chars)\b|how many [a-z]'?s\b|how many [a-z] (?:are )?(?:there )?in\b|how many\s+\"_\"|"
        r"count (?:the )?(?:letters|characters|occurrences)|occurrences? of|length of (?:the )?(?:word|string)\b|length of [\"'“‘「]|"
        r"how long is (?:the )?(?:word|string)|"
        r"number of (?:letters|characters)|\blen\(|\.count\(|几个字母|多少个字母|多少个字符|几个字符|"
        r"出现了?几次|出现了?多少次|字符串.*长度|长度是多少"),
     frozenset({"str_count", "str_len"}), "a count of characters"),
)
_STRING_OPS = frozenset({"str_upper", "str_lower", "str_reverse", "str_count", "str_len"})
_DATE_OPS = frozenset({"date_diff", "date_add", "weekday", "business_days"})
_OP_NAMES = {"date_diff": "a date difference", "date_add": "a date addition", "weekday": "a weekday",
             "business_days": "a count of business days", "expr": "an arithmetic expression",
             "percent_of": "a percentage", "growth_rate": "a growth rate", "discount": "a discount",
             "factorize": "a factorisation", "is_prime": "a primality test", "sqrt": "a square root",
             "str_upper": "an upper-case conversion", "str_lower": "a lower-case conversion",
             "str_reverse": "a reversal", "str_count": "a count of characters",
             "str_len": "a length", "convert": "a unit conversion", "clock_add": "a clock time plus a duration"}
_QUOTED_PAYLOAD = re.compile(r"“[^”]*”|\"[^\"]*\"|「[^」]*」|『[^』]*』|‘[^’]*’|(?<![a-z0-9])'[^']+'(?![a-z0-9])")


def english_numbers(text: str) -> list[Decimal]:
    """Amounts written in English words: "fifteen", "twenty-four", "three hundred and five"."""
    found: list[Decimal] = []
    total = current = 0
    last = ""  # "number", "scale", "and" or "" (outside a number)

    def close() -> None:
        nonlocal total, current, last
        if last in ("number", "scale", "and"):
            found.append(Decimal(total + current))
        total = current = 0
        last = ""

    for word in _WORD.findall(text.lower().replace("-", " ")):
        if word in _UNITS or word in _TENS:
            if last == "number" and (current % 10 or word in _TENS or current == 0):
                close()  # "eighty three" is 83, but "five six" are two numbers
            current += _UNITS.get(word, 0) + _TENS.get(word, 0)
            last = "number"
        elif word in _SCALES and last in ("number", "scale"):  # "two hundred thousand"
            if _SCALES[word] == 100:
                current *= 100
            else:
                total += current * _SCALES[word]
                current = 0
            last = "scale"
        elif word == "and" and last == "scale":  # "three hundred and five"
            last = "and"
        else:
            close()
    close()
    return found


@dataclass
class Grounding:
    task: Task  # the operation to run: the model's, with the day-count convention applied
    grounded: bool | None  # None: neither side states an amount, date or string to compare
    invented: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)  # used only against itself: 8/8, 8-8, 45*8/8
    misfit: str = ""  # the request asks for something else
    units: str = ""  # what the operation combines wrongly by the amounts' units (dtlib.unit_check)
    units_zh: str = ""  # the same, for a Chinese request's answer
    notes: list[str] = field(default_factory=list)  # what the convention changed

    @property
    def ok(self) -> bool:
        return self.grounded is not False and not self.misfit and not self.units

    def problem(self, lang: str = "en") -> str:
        """For the model (English) and the user (the request's language): what the operation got wrong
        about the request."""
        words = _PROBLEM_WORDS["zh" if lang == "zh" else "en"]
        parts = [words["misfit"] or self.misfit] if self.misfit else []
        if self.units:
            parts.append(self.units_zh if lang == "zh" else self.units)
        for kind, values in (("invented", self.invented), ("ignored", self.ignored), ("cancelled", self.cancelled)):
            if values:
                parts.append(words[kind].format(words["and"].join(values)))
        return words["then"].join(parts)


# How `Grounding.problem` says each fault ("" for misfit: the English names what was asked instead).
_PROBLEM_WORDS = {
    "en": {"misfit": "", "invented": "it uses {}, which the question does not give",
           "ignored": "it leaves out {} from the question",
           "cancelled": "it uses {} only against itself, so the result does not depend on it", "and": ", ", "then": "; "},
    "zh": {"misfit": "算式做的不是题目所问的", "invented": "用了题目没有给出的{}", "ignored": "没有用到题目中的{}",
           "cancelled": "{}只和自身相抵，结果与它无关", "and": "、", "then": "；"},
}


def asks_inclusive(request: str) -> bool:
    return bool(INCLUSIVE_MARKERS.search(fold(request)))


def asked_kinds(request: str) -> list[tuple[str, frozenset[str], str]]:
    """The string operations the request's own words ask for (quoted payload excluded)."""
    frame = _QUOTED_PAYLOAD.sub(' "_" ', fold(request))
    return [(kind, ops, name) for kind, pattern, ops, name in _ASKS if pattern.search(frame)]


def ground(task: Task, request: str) -> Grounding:
    """The one grounding check (see the module docstring)."""
    normalised = _with_convention(task, request)
    g = _arguments(normalised, request)
    g.misfit = _misfit(normalised, request)
    if normalised.op == "expr" and g.ok and (wrong := unit_mismatch(str(normalised.args.get("expression", "")), request)):
        g.units, g.units_zh = wrong.en, wrong.zh
    written = task.args.get("inclusive")
    if written is not None and written != normalised.args.get("inclusive", written):
        g.notes.append(f"inclusive {str(written).lower()} is not what the question asks; "
                       f"counted {'with' if normalised.args['inclusive'] else 'without'} the end date")
    return g


def _with_convention(task: Task, request: str) -> Task:
    """A day count carries `inclusive` as the request asks, whatever the model wrote."""
    if task.op not in _COUNTED_OPS or ("start" not in task.args and task.op == "business_days"):
        return task
    inclusive = asks_inclusive(request) or DATE_DIFF_INCLUSIVE_DEFAULT
    return Task(task.op, {**task.args, "inclusive": inclusive}, task.source)


def _question_values(text: str, in_expression: bool = False) -> tuple[list[frozenset[Decimal]], set[str], set[Decimal]]:
    """The request's amounts, each with the forms it may take in an operation (15% is 15 or
    0.15 as an argument; inside an expression only 15% or 0.15, never a plain 15), its dates,
    and the years of its dates."""
    found = mentions(text)
    amounts = [frozenset(({n.value / 100} if in_expression else {n.value, n.value / 100}) if n.percent
                         else {n.value})
               for n in found.numbers if not n.ordinal and not article_zh(text, n)]
    # a number in words may be a percentage in words ("fifteen percent"): both forms
    amounts += [frozenset({v, v / 100} if in_expression else {v})
                for v in english_numbers(_ARTICLE_ONE.sub(r"\1a", text))]
    dates = {d.iso for d in found.dates if d.iso}
    years = {Decimal(d.year) for d in found.dates if d.year}
    return amounts, dates, years


# "One pencil weighs 28.3 grams", "in one hour", "in each one": "one" that opens a sentence or follows a
# preposition names one thing, as "a" does; "ate one", ", one was rotten", "one more", "one of them" count.
_ARTICLE_ONE = re.compile(
    r"(^|[.;:!?]\s*|\b(?:in|on|at|from|for|per|each|every|by|with|into|only|just|after|before|within|over|during)\s+)one\b"
    r"(?!\s*(?:-|more\b|less\b|fewer\b|of\b|and\b|hundred|thousand|million|billion))", re.IGNORECASE)
# A clause that opens with 一 and a measure word names one thing, as "a" does: "一个工厂每月生产…", "一辆车坐45人".


def request_amounts(text: str) -> list[frozenset[Decimal]]:
    """The request's amounts as the check reads them (an ordinal is not one; "one pencil" and
    "一个工厂" name one thing)."""
    return _question_values(text)[0]


def _operation_values(task: Task) -> tuple[set[Decimal], set[str]]:
    amounts: set[Decimal] = set()
    dates: set[str] = set()
    for name, value in task.args.items():
        if task.op == "expr" and name == "expression":
            amounts |= {n.value / 100 if n.percent else n.value for n in mentions(str(value)).numbers}
        elif name in _NUMBER_ARGS and not isinstance(value, bool):
            try:
                amounts.add(Decimal(str(value).strip().rstrip("%")))
            except InvalidOperation:
                pass
        elif name in _DATE_ARGS and isinstance(value, str):
            dates.add(value.strip())
        elif name == "holidays" and isinstance(value, list):
            dates |= {str(v) for v in value}
    return amounts, dates


def argument_spans(task: Task, request: str) -> dict[str, list[tuple[int, int]]]:
    """Where the operation's amounts were read in the request (`Task.spans`): per numeric
    argument, and per number of an expression left to right, the span of the first mention of
    that value not taken yet (or taken already); an amount the request does not state (a constant such as 100) gets
    the empty span (0, 0). A small constant the request also states is the request's number
    the first time and a constant after that ("4 bags of 4": 4*4 is the bags times 4)."""
    found = [n for n in mentions(request).numbers if not n.ordinal]
    taken: set[int] = set()

    def span_of(value: Decimal, in_expression: bool) -> tuple[int, int]:
        same = [i for i, n in enumerate(found) if value in (
            ({n.value / 100} if in_expression else {n.value, n.value / 100}) if n.percent else {n.value})]
        fresh = [i for i in same if i not in taken]
        if fresh:  # the first mention of that value not read yet ...
            taken.add(fresh[0])
            return found[fresh[0]].start, found[fresh[0]].end
        if same and value not in CONSTANTS:  # ... else one read already ("a square of side 5: 5*5")
            return found[same[0]].start, found[same[0]].end
        return 0, 0

    out: dict[str, list[tuple[int, int]]] = {}
    for name, value in task.args.items():
        if task.op == "expr" and name == "expression":
            values = [n.value / 100 if n.percent else n.value for n in mentions(str(value)).numbers]
        elif name in _NUMBER_ARGS and not isinstance(value, bool):
            try:
                values = [Decimal(str(value).strip().rstrip("%"))]
            except InvalidOperation:
                continue
        else:
            continue
        spans = [span_of(v, task.op == "expr") for v in values]
        if any(spans):
            out[name] = spans
    return out


def _arguments(task: Task, request: str) -> Grounding:
    if task.op == "clock_add":
        invented, ignored = clock_arguments(task, request)
        return Grounding(task, not invented and not ignored, invented, ignored)
    if task.op in _STRING_OPS:
        folded = fold(request).casefold()
        texts = [v for k, v in task.args.items() if k in _TEXT_ARGS and isinstance(v, str)]
        missing = [json_quote(t) for t in texts if fold(t).casefold() not in folded]
        return Grounding(task, not missing, invented=missing)
    asked, asked_dates, date_years = _question_values(request, in_expression=task.op == "expr")
    used, used_dates = _operation_values(task)
    every_form = set().union(*asked)
    invented = sorted(str(v) for v in used - every_form - CONSTANTS)
    invented += sorted(used_dates - asked_dates)
    if not (asked or asked_dates):
        return Grounding(task, False if invented else None, invented)
    context = {v for v in every_form if 1900 <= v <= 2100 and v == v.to_integral_value()} | date_years
    left_out = {min(forms) if len(forms) == 1 else max(forms) for forms in asked
                if not forms & used and not forms & context}
    ignored = sorted(str(v) for v in left_out)
    ignored += sorted(asked_dates - used_dates)
    cancelled = _cancelled(str(task.args.get("expression", "")), asked) if task.op == "expr" else []
    return Grounding(task, not invented and not ignored and not cancelled, invented, ignored, cancelled)


# Two unrelated moves of an amount: an expression whose value moves with neither does not depend on it.
_MOVES = (lambda v: v + Fraction(1, 7), lambda v: v * 3 + 1)


def _cancelled(expression: str, asked: list[frozenset[Decimal]]) -> list[str]:
    """The request's amounts an expression uses only against themselves (8/8, 8-8, 45*8/8, 45*0):
    its value stays the same when the amount changes. An amount used as often as the request
    states it ("8 divided by 8", "5 apples, ate 5": 5-5) is each mention on its own; one used more
    often than stated ("a square of side 5": 5*5, "twice 3, plus 3": 3*2+3) is one amount,
    moved everywhere at once."""
    numbers = [(n.start, n.end, n.value / 100 if n.percent else n.value) for n in mentions(expression).numbers]
    base = _value_with(expression, numbers, {})
    if base is None:
        return []  # not plain arithmetic (a function, a unit): nothing to compare
    out: list[str] = []
    for v in sorted({v for _, _, v in numbers}):
        stated = sum(v in forms for forms in asked)
        at = [i for i, (_, _, w) in enumerate(numbers) if w == v]
        if not stated:
            continue  # a constant: not the request's amount
        groups = [at] if len(at) > stated else [[i] for i in at]
        if any(all(_value_with(expression, numbers, {i: move(Fraction(v)) for i in group}) == base
                   for move in _MOVES) for group in groups):
            out.append(str(v))
    return out


def _value_with(expression: str, numbers: list[tuple[int, int, Decimal]], moved: dict[int, Fraction]) -> Fraction | None:
    """The exact value of a plain arithmetic expression, some of its numbers replaced; None when it is not one."""
    text = expression
    for i in range(len(numbers) - 1, -1, -1):
        start, end, v = numbers[i]
        f = moved.get(i, Fraction(v))
        text = f"{text[:start]}({f.numerator}/{f.denominator}){text[end:]}"
    try:
        return _evaluate(ast.parse(text.replace("^", "**"), mode="eval").body)
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError):
        return None


_BINARY = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
           ast.Mult: lambda a, b: a * b, ast.Div: lambda a, b: a / b}


def _evaluate(node: ast.expr) -> Fraction:
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return Fraction(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = _evaluate(node.operand)
        return -inner if isinstance(node.op, ast.USub) else inner
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return _BINARY[type(node.op)](_evaluate(node.left), _evaluate(node.right))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        base, power = _evaluate(node.left), _evaluate(node.right)
        if power.denominator != 1 or abs(power) > 12:
            raise ValueError("not a small whole power")
        return base ** int(power)
    raise ValueError("not plain arithmetic")


def _misfit(task: Task, request: str) -> str:
    asks = asked_kinds(request)
    if not asks:
        return f"the question does not ask for {_OP_NAMES[task.op]}" if task.op in _STRING_OPS else ""
    answering = set().union(*(ops for _, ops, _ in asks))
    if task.op in answering:
        return ""
    wanted = " or ".join(name for _, _, name in asks)
    return f"the question asks for {wanted}, not {_OP_NAMES.get(task.op, task.op)}"


def json_quote(text: str) -> str:
    return '"' + text.replace('"', '\\"') + '"'
