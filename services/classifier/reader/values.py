"""Values being composed: the V record, the refusal, and the rules that turn numbers, operators,
word functions, lists and rounding instructions into sandbox `expr` text (Builder mixes these in).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from decimal import Decimal

from lark import Token, Transformer

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from .units import canonical_unit, money_unit, zhe_percent_off

ATOM, POWER, UNARY, PRODUCT, SUM = 5, 4, 3, 2, 1
_UNIT_TOKENS = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "MEASURE"})


class AskedUnit(str):
    """The unit a question asks its answer in ("多少米")."""


class DateText(str):
    """An ISO date the request gave (or `today` and its neighbours), as the sandbox reads it."""


class RelativeDate(DateText):
    """今天, 明天, yesterday ...: `offset` days from the context's `today`."""

    def __new__(cls, iso: str, offset: int) -> "RelativeDate":
        made = super().__new__(cls, iso)
        made.offset = offset
        return made


@dataclass(frozen=True)
class Binding:
    name: str
    value: "V"


def _whole(v: V) -> bool:
    try:
        return v.number is not None and Decimal(v.text) % 1 == 0
    except ArithmeticError:  # not a plain number
        return False


class Refuse(Exception):
    """The request reads, but not in one way the reader will commit to."""


@dataclass(frozen=True)
class V:
    """A value being composed: its sandbox text, precedence, unit and how it was written."""

    text: str
    prec: int = ATOM
    unit: str = ""
    percent: bool = False
    number: NumberMention | None = None  # a single number as written
    open_list: bool = False  # a word list ("the sum of 3 and 4") whose last item a following
    # operator could belong to
    parts: tuple[str, ...] = field(default=())  # for a single dedicated op: its name and args
    written_fraction: bool = False  # "1/2": one number written with a slash, not "1 divided by 2"
    share_of: bool = False  # "a third of 120", "20% of 120": a share of an amount

    def at(self, prec: int) -> str:
        """The text, parenthesised when it binds looser than `prec`."""
        return self.text if self.prec >= prec else f"({self.text})"


def _plain(n: NumberMention) -> str:
    return n.plain()


def _same_unit(*values: V) -> str:
    units = {v.unit for v in values if v.unit}
    if len(units) > 1:
        raise Refuse(f"units differ: {sorted(units)}")
    return units.pop() if units else ""


def _binary(op: str, a: V, b: V, prec: int, *, right_assoc: bool = False) -> V:
    if a.open_list:
        raise Refuse("a word list followed by an operator reads two ways")
    left = a.at(prec + 1 if right_assoc else prec)
    right = b.at(prec if right_assoc else prec + 1)
    if op in "+-":
        if a.percent != b.percent:
            # "$120 minus 15%": 120 − 0.15, or 15% off? People mean the second; the words say the first.
            raise Refuse("a percentage added to or taken from an amount reads two ways")
        unit = _same_unit(a, b)
    elif op == "*":
        if a.unit and b.unit:
            raise Refuse("a product of two quantities with units")
        unit = a.unit or b.unit
    elif op == "/":
        unit = "" if a.unit and a.unit == b.unit else a.unit if not b.unit else ""
        if b.unit and b.unit != a.unit:
            raise Refuse("a quotient of different units is a rate the reader does not name")
    else:
        if a.unit or b.unit:
            raise Refuse("a power of a quantity with a unit")
        unit = ""
    spacer = " " if op == "-" and right.startswith("-") else ""
    # "8 times the sum of 5 and 6": the list still ends the value, so an operator after it reads two ways too
    return V(f"{left}{op}{spacer}{right}", prec, unit, open_list=b.open_list)


_RADICAL = re.compile(r"sqrt\((?P<sq>[^()]*|\([^()]*\))\)|(?P<base>\d+(?:\.\d+)?|\([^()]*\))\^\(1/(?P<n>\d+)\)")


def _radical(v: V) -> tuple[str, str] | None:
    """(radicand, order) of a root of a value that cannot be negative (no minus sign in it): √8 is
    ("8", "2"), 27^(1/3) is ("27", "3")."""
    m = _RADICAL.fullmatch(v.text) if v.prec >= POWER and "-" not in v.text and not v.unit else None
    if m is None:
        return None
    return (m["sq"], "2") if m["sq"] is not None else (m["base"], m["n"])


def _factor(radicand: str, op: str) -> str:
    plain = radicand.replace(".", "").isdigit() or op == "*" and radicand.replace(".", "").replace("*", "").isdigit()
    return radicand if plain else f"({radicand})"


def _radicals_merged(op: str, a: V, b: V) -> V | None:
    """√2 × √8 is √16 = 4 exactly, where the product of two 50-digit roots is 3.999…: roots of the same
    order of values that are not negative multiply (and divide) under one root."""
    ra, rb = _radical(a), _radical(b)
    if ra is None or rb is None or ra[1] != rb[1]:
        return None
    inner = f"{_factor(ra[0], '*')}{op}{_factor(rb[0], op)}"
    return V(f"sqrt({inner})", ATOM) if ra[1] == "2" else V(f"({inner})^(1/{ra[1]})", POWER)


def _power(base: V, exponent: V) -> V:
    if base.number is not None and exponent.number is not None and base.number.value == exponent.number.value == 0:
        raise Refuse("0 to the power 0: 1 by convention, undefined in school mathematics")
    root = _radical(base)
    if root is not None and exponent.text.isdigit() and int(exponent.text) % int(root[1]) == 0:
        times = int(exponent.text) // int(root[1])  # (√2)² is 2 and (√2)⁴ is 4, exactly
        return V(f"({root[0]})" if times == 1 else f"({root[0]})^{times}", ATOM if times == 1 else POWER)
    if base.text.startswith("-") and _odd(exponent):  # "-2 cubed": −(2³) and (−2)³ are both −8
        return V(f"({base.text})^{exponent.text}", POWER)
    if base.text.startswith("-"):
        raise Refuse("a negative number raised to a power reads two ways: -3^2 is -9 or 9")
    if exponent.prec == POWER and "^" in exponent.text:
        raise Refuse("a power of a power reads two ways: 2^3^2 is 512 or 64")
    return _binary("^", base, exponent, POWER, right_assoc=True)


def _no_spaced_thousands(c: list) -> None:
    """"the mean of 1 500 2 500": a list spaced without separators may hold numbers grouped by spaces;
    an item of three plain digits right after another item could be such a group."""
    for before, item in zip(c, c[1:]):
        if isinstance(before, V) and isinstance(item, V) and item.number is not None \
                and len(item.number.raw) == 3 and item.number.raw.isdigit():
            raise Refuse("a spaced list with a three-digit item: a list, or thousands grouped by spaces?")


def _odd(exponent: V) -> bool:
    return exponent.text.isdigit() and int(exponent.text) % 2 == 1


def _negative_base_zh(base: V) -> V:
    """"负3的平方", "-2的3次方": 的 takes the whole number written before it, sign and all: (-3)²."""
    if base.number is not None and base.number.value < 0 and base.text == base.number.plain():
        return V(f"({base.text})", ATOM, base.unit, number=base.number)
    return base


def _call(fn: str, *args: V) -> V:
    unit = _same_unit(*args) if fn in ("sum", "mean", "median", "min", "max", "mode") else ""
    if fn in ("gcd", "lcm", "factorial", "mod") and any(a.unit for a in args):
        raise Refuse(f"{fn} of quantities with units")
    return V(f"{fn}({', '.join(a.text for a in args)})", ATOM, unit)


def _combine(kind: str, values: list[V]) -> V:
    """One list function over its items: sum, product, diff, quot, or an evaluator function."""
    if kind in ("diff", "quot") and len(values) != 2:
        raise Refuse("a difference or quotient of more than two values")
    if kind == "sum":
        return V("+".join(x.at(SUM) for x in values), SUM, _same_unit(*values))
    if kind in ("product", "diff", "quot"):
        op, prec = {"product": ("*", PRODUCT), "diff": ("-", SUM), "quot": ("/", PRODUCT)}[kind]
        out = values[0]
        for x in values[1:]:
            out = _binary(op, out, x, prec)
        return out
    if kind == "range":  # the largest item less the smallest
        return _binary("-", _call("max", *values), _call("min", *values), SUM)
    if kind in ("gcd", "lcm"):
        for x in values:
            _integer(x, 1)
    if kind == "mode":
        _one_mode(values)
    return _call(kind, *values)


def _one_mode(values: list[V]) -> None:
    """A mode is read only where one value appears most often (3、5、5、7); with none repeated or
    two tied there is no one answer to give."""
    if any(v.number is None for v in values):
        raise Refuse("a mode of computed values")
    counts = Counter(v.number.value for v in values)  # type: ignore[union-attr]
    top = counts.most_common(2)
    if top[0][1] < 2 or len(top) > 1 and top[1][1] == top[0][1]:
        raise Refuse("no single mode")


def _no_trailing_sum(operand: V) -> None:
    """"multiply 3 by 4 plus 2": by 4 and then plus 2, or by (4 + 2)? Not a choice the reader makes."""
    if operand.prec == SUM and not operand.open_list:
        raise Refuse("a sum after 'by' reads two ways")


def _no_trailing_operation(operand: V) -> None:
    """"add 10 and 5 times 2", "subtract 4 from 10 times 2": as "the sum of 10 and 5 times 2", the last
    number or the result of the verb times 2? (a fraction written "1/2" is one number)"""
    if operand.number is None and operand.prec < ATOM and not operand.open_list and not operand.written_fraction:
        raise Refuse("an operation after the verb's last number reads two ways")


def _no_bare_share(a: V, b: V) -> None:
    """"a third of 120 plus a quarter": a quarter, or a quarter of 120? A fraction below one beside a share of
    an amount may be a share of it too."""
    if a.share_of and proper_fraction(b) or b.share_of and proper_fraction(a):
        raise Refuse("a fraction beside a share of an amount: of that amount too?")


def _integer(v: V, minimum: int = 0) -> str:
    if v.number is None or v.number.percent or v.number.unit:
        raise Refuse("a whole number is needed")
    value = v.number.value
    if value != value.to_integral_value() or value < minimum:
        raise Refuse("a whole number is needed")
    return str(int(value))


_PLACE_WORDS = {"one decimal place": 1, "one decimal": 1, "one decimal point": 1, "1 decimal place": 1, "degree": 0, "whole degree": 0, "two decimal places": 2, "three decimal places": 3,
                "four decimal places": 4, "whole number": 0, "integer": 0, "整数": 0, "个位": 0, "ten": -1, "tens": -1, "十位": -1,
                "hundred": -2, "hundreds": -2, "百位": -2, "thousand": -3, "thousands": -3, "千位": -3,
                "tenth": 1, "十分位": 1, "一位小数": 1, "hundredth": 2, "百分位": 2, "cent": 2,
                "两位小数": 2, "二位小数": 2, "thousandth": 3, "千分位": 3, "三位小数": 3, "四位小数": 4,
                "万位": -4, "亿位": -8, "ten thousand": -4, "ten thousands": -4, "hundred thousand": -5,
                "hundred thousands": -5, "million": -6, "millions": -6, "whole dollar": 0,
                "四舍五入取整": 0, "四舍五入取整数": 0, "四舍五入成整数": 0, "四舍五入为整数": 0, "四舍五入保留整数": 0,
                "四舍五入到分": 2, "精确到分": 2, "保留到分": 2, "四舍五入到角": 1, "精确到角": 1, "保留到角": 1,
                "四舍五入到元": 0, "精确到元": 0}



_PLACE_WORDS.update({"整十": -1, "十位数": -1,
                     "整百": -2, "百位数": -2, "整千": -3, "千位数": -3, "整万": -4})
_STEP_WAYS = {"INCREASED_BY": "+", "GROWTH_EN": "+", "DECREASED_BY": "-", "FALL_VERB": "-"}
_STEP_VERBS = frozenset({"increase", "decrease", "reduce", "lower", "drop", "cut"})
_HALVED = frozenset({"halved", "减半", "减了一半"})
# π to 50 places: a rounded answer to 20 places or fewer is exact with it (frames.py reads π only with
# a rounding).
PI_DIGITS = "3.14159265358979323846264338327950288419716939937510"


def _power_of_ten(n: NumberMention) -> int | None:
    """k when n is 10^k (0.01 → -2, 100 → 2), else None."""
    if n.percent or n.value <= 0:
        return None
    sign, digits, exponent = n.value.normalize().as_tuple()
    return int(exponent) if digits == (1,) else None


def sig_places(n: NumberMention, figures: int) -> int:
    """The decimal places that keep `figures` significant figures of n (12345, 3 → -2)."""
    if n.value == 0 or not 1 <= figures <= 30:
        raise Refuse("significant figures of zero, or too many")
    return figures - (n.value.copy_abs().adjusted() + 1)


_ZH_FN_KIND = {"ZH_SUM": "sum", "ZH_PRODUCT": "product", "ZH_DIFF": "diff", "ZH_QUOT": "quot",
               "ZH_MEAN": "mean", "ZH_MEDIAN": "median", "ZH_MAX": "max", "ZH_MIN": "min", "ZH_GCD": "gcd",
               "ZH_LCM": "lcm", "ZH_RANGE": "range", "ZH_MODE": "mode"}
_ZH_GROUP_OP = {"ZH_SUM": "+", "ZH_DIFF": "-", "ZH_PRODUCT": "*", "ZH_QUOT": "/"}


def _zh_fn_type(c: list) -> str:
    for x in c:
        if isinstance(x, Token) and x.type in _ZH_FN_KIND:
            return x.type
    raise Refuse("a Chinese list without the word naming its result")


def _unit_key(word: str) -> str:
    return canonical_unit(word) or money_unit(word) or word


_CALL_NAMES = {"sqrt": "sqrt", "√": "sqrt", "abs": "abs", "factorial": "factorial", "max": "max",
               "min": "min", "gcd": "gcd", "lcm": "lcm", "mean": "mean", "average": "mean",
               "median": "median", "sum": "sum", "round": "round"}

# Periods in time order, so a growth between two named periods knows which came first.
# the week before, this week and the next: 上周 8000 次，这周 6000 次
WEEKS = ("上周", "上个星期", "上星期", "上个礼拜", "这周", "本周", "这个星期", "这星期", "这个礼拜", "下周", "下个星期", "下星期")
_PERIODS = (("前年", "去年", "今年", "明年"), ("上个月", "上月", "这个月", "本月", "下个月"),
            ("上季度", "上个季度", "本季度", "这季度", "这个季度", "下季度", "下个季度"), WEEKS, ("第一季度", "一季度", "q1"), ("第二季度", "二季度", "q2"),
            ("第三季度", "三季度", "q3"), ("第四季度", "四季度", "q4"))
_PERIOD_RANK = {"前年": 0, "去年": 1, "今年": 2, "明年": 3, "上个月": 0, "上月": 0, "这个月": 1, "本月": 1,
                "下个月": 2, "上季度": 0, "上个季度": 0, "本季度": 1, "这季度": 1, "这个季度": 1,
                "下季度": 2, "下个季度": 2, "第一季度": 1, "一季度": 1, "q1": 1, "第二季度": 2,
                "二季度": 2, "q2": 2, "第三季度": 3, "三季度": 3, "q3": 3, "第四季度": 4, "四季度": 4, "q4": 4,
                **{w: 0 if w.startswith("上") else 2 if w.startswith("下") else 1 for w in WEEKS}}
_PERIOD_FAMILY = {w: i for i, family in enumerate(_PERIODS) for w in family}


_YEAR_NAME = re.compile(r"(\d{4})年")


def _period_rank(name: str) -> tuple[int, int]:
    """(family, rank) of the period a name starts with; a name with no period word refuses."""
    year = _YEAR_NAME.match(name)
    if year:
        return 9, int(year.group(1))
    for word in sorted(_PERIOD_RANK, key=len, reverse=True):
        if name.startswith(word):
            family = min(_PERIOD_FAMILY[word], 4)  # the quarters Q1 … Q4 are one family
            return family, _PERIOD_RANK[word]
    raise Refuse(f"'{name}' names no period, so which value is older is not known")



_NEXT_PERIOD = ("over-", "qoq", "mom", "yoy", "环比", "同比")  # quarter-over-quarter, 环比: one period to the next


def periods_fit(words: list[str], old_rank: int, new_rank: int) -> bool:
    """A growth asked period over period (环比, QoQ, YoY) compares one period with the one before it:
    Q1 and Q3 are not quarter-over-quarter."""
    return not any(w in word.lower() for word in words for w in _NEXT_PERIOD) or new_rank - old_rank == 1


# Exact steps between time units, for amounts written in two units ("2小时15分钟").
_TIME_STEP = {("h", "min"): 60, ("min", "s"): 60, ("day", "h"): 24, ("week", "day"): 7}


def time_factor(source: str, target: str) -> int | None:
    """How many `target` make one `source` (h → s: 3600), through the steps above; None if none."""
    factor, unit = 1, source
    while unit != target:
        step = next(((b, n) for (a, b), n in _TIME_STEP.items() if a == unit), None)
        if step is None:
            return None
        unit, factor = step[0], factor * step[1]
    return factor if source != target else None


# Exact metric steps, for amounts in two units added up and asked in a third ("3 km plus 450 m in metres").
_METRIC_STEP = {("km", "m"): 1000, ("m", "dm"): 10, ("dm", "cm"): 10, ("cm", "mm"): 10, ("kg", "g"): 1000,
                ("L", "mL"): 1000}


def exact_factor(source: str, target: str) -> int | None:
    """How many `target` make one `source`, for time units and the metric ones above; None if none."""
    factor, unit = 1, source
    while unit != target:
        step = next(((b, n) for (a, b), n in {**_TIME_STEP, **_METRIC_STEP}.items() if a == unit), None)
        if step is None:
            return None
        unit, factor = step[0], factor * step[1]
    return factor if source != target else None


def _in_smaller_unit(op: str, a: V, b: V) -> V | None:
    """"3 km plus 450 m": two amounts of one kind in two units, summed in the smaller one; None where no
    exact step joins them. The answer's unit is not said, so the Builder reads it only with one asked."""
    if not a.unit or not b.unit or a.unit == b.unit or a.percent or b.percent:
        return None
    if (factor := exact_factor(a.unit, b.unit)) is not None:
        return V(f"{a.at(PRODUCT)}*{factor}{op}{b.at(SUM + 1)}", SUM, b.unit)
    if (factor := exact_factor(b.unit, a.unit)) is not None:
        return V(f"{a.at(SUM)}{op}{b.at(PRODUCT)}*{factor}", SUM, a.unit)
    return None


def _bare_number_in_a_smaller_unit(a: V, b: V) -> None:
    """"3 km plus 450", "2小时加30": a bare number ten times the amount or more, beside a unit that has
    a smaller one, may be in the smaller unit (450 m, 30 minutes): two readings. "12米加34" reads as 46 米."""
    amount, bare = (a, b) if a.unit else (b, a)
    if amount.number is None or bare.number is None or amount.number.value <= 0:
        return
    if any(big == amount.unit for big, _ in {**_TIME_STEP, **_METRIC_STEP}) and \
            abs(bare.number.value) >= 10 * amount.number.value:
        raise Refuse("a bare number beside an amount may be in a smaller unit: two readings")


_FRACTION = re.compile(r"\(?(\d+)/(\d+)\)?")


def proper_fraction(v: V) -> bool:
    """A fraction below one written as such ("三分之一", "1/4"): a share when it changes an amount."""
    m = _FRACTION.fullmatch(v.text) if v.number is None and not v.percent and not v.unit else None
    return bool(m) and 0 < int(m.group(1)) < int(m.group(2))


def _story_unit(v: V) -> str:
    return v.unit or (v.number.unit if v.number is not None else "")


class ValueRules(Transformer):
    """Numbers, arithmetic, word functions, lists and rounding."""

    # --- tokens into values ---

    def _num(self, token: Token) -> NumberMention:
        n = self.slots.number(str(token))
        if n.ordinal:
            raise Refuse("an ordinal is a position, not an amount")
        return n

    def any_unit(self, c: list) -> Token:
        return c[0]

    def number(self, children: list) -> V:
        n = self._num(children[0])
        if n.percent:
            return self.percent(children)
        measure = len(children) > 1 and children[1].type == "MEASURE"
        written = str(children[1]) if len(children) > 1 and not measure else n.unit
        if measure and not n.unit:
            written = str(children[1])
        if n.unit and written != n.unit and len(children) > 1 and not measure \
                and not ("/" in canonical_unit(written) and written.startswith(n.unit)):  # "100 km/h": km, per hour
            raise Refuse("two readings of a number's unit")
        unit = (money_unit(written) or canonical_unit(written)) if written else ""
        if written and not unit and len(children) > 1 and children[1].type == "UNIT":
            raise Refuse(f"the unit {written!r} is not one the reader computes with")
        if written and not unit and len(children) == 1:
            # perception saw a count noun after the number ("12 items"); the grammar reads that
            # word itself (as WORD), so the number stays a plain count
            written = ""
        if written and written != n.unit:
            n = NumberMention(n.start, n.end, n.raw, n.value, n.percent, n.ordinal, written, n.chinese)
        return V(_plain(n), ATOM if not _plain(n).startswith("-") else UNARY, unit or (written or ""), number=n)

    def percent(self, children: list) -> V:
        n = self._num(children[0])
        return V(f"{_plain(n)}%", ATOM, "", percent=True, number=n)

    def item_number(self, children: list) -> V:
        v = self.number(children[:1])
        if len(children) > 1:
            unit = money_unit(str(children[1])) or canonical_unit(str(children[1]))
            if not unit or (v.unit and v.unit != unit):
                raise Refuse("an item's unit is not read")
            v = V(v.text, v.prec, unit, number=v.number)
        return v

    def item_percent(self, children: list) -> V:
        return self.percent(children)

    def item_fraction(self, children: list) -> V:  # "2/3和3/5哪个大": a fraction as one item of a list
        return self.div([self.number(children[:1]), self.number(children[2:])])

    def item_fraction_marked(self, children: list) -> V:  # "the sum of 1/3 and 1/5"
        return self.item_fraction(children[1:])

    def _values(self, children: list) -> list[V]:
        return [c for c in children if isinstance(c, V)]

    # --- arithmetic ---

    def add(self, c: list) -> V:
        a, b = self._values(c)
        _no_bare_share(a, b)
        return self._mixed_units("+", a, b) or _binary("+", a, b, SUM)

    def sub(self, c: list) -> V:
        a, b = self._values(c)
        _no_bare_share(a, b)
        return self._mixed_units("-", a, b) or _binary("-", a, b, SUM)

    def _mixed_units(self, op: str, a: V, b: V) -> V | None:
        summed = _in_smaller_unit(op, a, b)
        if summed is not None:
            self.units_mixed = True
        if bool(a.unit) != bool(b.unit) and not a.percent and not b.percent:
            self.unit_half_said = True  # "3千米加450": the 450's unit is not said
            _bare_number_in_a_smaller_unit(a, b)
        return summed

    def mul(self, c: list) -> V:
        a, b = self._values(c)
        return _radicals_merged("*", a, b) or _binary("*", a, b, PRODUCT)

    def div(self, c: list) -> V:
        a, b = self._values(c)
        quotient = _radicals_merged("/", a, b) or _binary("/", a, b, PRODUCT)
        slash = any(isinstance(t, Token) and t.type == "DIVIDE" and str(t) == "/" for t in c)
        return replace(quotient, written_fraction=True) if slash and a.number and b.number else quotient

    def pow(self, c: list) -> V:
        a, b = self._values(c)
        if b.prec == POWER and "^" in b.text:
            raise Refuse("a power of a power reads two ways: 2^3^2 is 512 or 64")
        return _power(a, b)

    def pow_zh(self, c: list) -> V:
        base = _negative_base_zh(self._values(c)[0])
        exponent = self.number([c[2]])
        return _power(base, exponent)

    def neg(self, c: list) -> V:
        (a,) = self._values(c)
        exponent = a.text.rpartition("^")[2]
        if a.prec == POWER and not (exponent.isdigit() and int(exponent) % 2 == 1 and "^" not in a.text[:-len(exponent) - 1]):
            raise Refuse("a minus before a power reads two ways")  # "minus 3 squared": −(3²) or (−3)²? (cubed: −27 both)
        return V(f"-{a.at(UNARY)}", UNARY, a.unit)

    def _then(self, op: str, c: list) -> V:
        a, b = self._values(c)
        grouped = V(a.text, ATOM if a.prec == ATOM else a.prec, a.unit)
        if a.prec < (SUM + 1 if op in "+-" else PRODUCT + 1):
            grouped = V(f"({a.text})", ATOM, a.unit)
        return _binary(op, grouped, b, SUM if op in "+-" else PRODUCT)

    def then_mul(self, c: list) -> V:
        return self._then("*", c)

    def then_div(self, c: list) -> V:
        return self._then("/", c)

    def then_add(self, c: list) -> V:
        return self._then("+", c)

    def then_sub(self, c: list) -> V:
        return self._then("-", c)

    def group(self, c: list) -> V:
        (a,) = self._values(c)
        return V(f"({a.text})" if a.prec < ATOM else a.text, ATOM, a.unit, a.percent, a.number)

    def group_zh(self, c: list) -> V:
        (a,) = self._values(c)
        expected = _ZH_GROUP_OP[c[1].type]
        ops = {ch for ch in a.text if ch in "+-*/"}
        if a.parts[:1] == ("count_of",) and c[1].type == "ZH_SUM":
            return V(f"({a.text})", ATOM, a.unit)
        if a.parts[:1] == ("count_of",) and c[1].type == "ZH_PRODUCT" and a.parts[1].isdigit() \
                and int(a.parts[1]) >= 2:  # "3个5相乘": 5×5×5
            return V(f"({a.parts[2]}^{a.parts[1]})", ATOM)
        if a.parts[:1] == ("count_of",):
            raise Refuse("so many of a number, subtracted or divided")
        if a.prec == ATOM or len(ops) != 1 or expected not in ops:
            raise Refuse("a named result (的和/的差/的积/的商) that does not name the operation before it")
        return V(f"({a.text})", ATOM, a.unit)

    def half_of_group(self, c: list) -> V:  # "3加5的和的一半": the named result, halved
        (a,) = self._values(c)
        if a.unit or a.percent:
            raise Refuse("half of a quantity with a unit or of a percentage")
        return _binary("/", a, V("2"), PRODUCT)

    def square(self, c: list) -> V:
        return self._power_of(c, "2")

    def cube(self, c: list) -> V:
        return self._power_of(c, "3")

    def _power_of(self, c: list, exponent: str) -> V:
        (a,) = self._values(c)
        prefix = isinstance(c[0], Token) and c[0].type in ("SQUARE_OF", "CUBE_OF")
        if a.open_list and prefix:  # "the square of the sum of 3 and 4": the list is the operand, still open after
            return V(f"({a.text})^{exponent}", POWER, open_list=True)
        if a.open_list:
            raise Refuse("'the difference of 10 and 3 squared': of the difference, or of 3?")
        if isinstance(c[-1], Token) and c[-1].value.startswith("的"):
            a = _negative_base_zh(a)
        return _power(a, V(exponent))

    def pow_ordinal_word(self, c: list) -> V:  # "7 raised to the 7th power"
        base = self._values(c)[0]
        n = self.slots.number(str(next(t for t in c if isinstance(t, Token) and t.type == "ORD")))
        return _power(base, V(n.plain()))

    def _root(self, radicand: V, order_token: Token) -> V:
        n = self.slots.number(str(order_token))
        order = _integer(V(n.plain(), number=n), 2)
        if radicand.unit:
            raise Refuse("a root of a quantity with a unit")
        if radicand.text.startswith("-") or radicand.number is not None and radicand.number.value < 0:
            raise Refuse("a root of a negative number")
        return V(f"{radicand.at(POWER + 1)}^(1/{order})", POWER)

    def root_zh(self, c: list) -> V:  # "16的4次方根", "27开3次方"
        return self._root(self._values(c)[0], next(t for t in c if isinstance(t, Token) and t.type == "NUM"))

    def root_ordinal(self, c: list) -> V:  # "the 4th root of 16"
        return self._root(self._values(c)[0], c[0])

    def _then_whole(self, c: list) -> V:
        """"…，再开平方": the step takes everything before it."""
        a = self._values(c)[0]
        if a.open_list:
            raise Refuse("a word list followed by a step reads two ways")
        return V(a.text, a.prec, a.unit)

    def then_sqrt(self, c: list) -> V:
        return self.sqrt([self._then_whole(c)])

    def then_cbrt(self, c: list) -> V:
        return self.cbrt([self._then_whole(c)])

    def then_root(self, c: list) -> V:
        return self._root(self._then_whole(c), next(t for t in c if isinstance(t, Token) and t.type == "NUM"))

    def then_square(self, c: list) -> V:
        return _power(self._then_whole(c), V("2"))

    def fraction_of(self, c: list) -> V:  # "3/4 of 120": only a fraction takes "of"
        part, whole = self._values(c)
        if not re.fullmatch(r"\d+/\d+|\(\d+/\d+\)", part.text):
            raise Refuse("'of' after something that is not a fraction")
        return replace(_binary("*", V(f"({part.text.strip('()')})"), whole, PRODUCT), share_of=True)

    def sqrt(self, c: list) -> V:
        (a,) = self._values(c)
        if a.unit:
            raise Refuse("the square root of a quantity with a unit")
        return _call("sqrt", a)

    def cbrt(self, c: list) -> V:
        (a,) = self._values(c)
        if a.unit:
            raise Refuse("the cube root of a quantity with a unit")
        return V(f"{a.at(POWER + 1)}^(1/3)", POWER)

    def factorial(self, c: list) -> V:
        (a,) = self._values(c)
        _integer(a) if a.number is not None else None
        return _call("factorial", a)

    def abs(self, c: list) -> V:
        (a,) = self._values(c)
        return V(f"abs({a.text})", ATOM, a.unit)

    def ceil(self, c: list) -> V:  # "7.2向上取整", "the ceiling of 7.2": the whole number at or above
        (a,) = self._values(c)
        return V(f"ceil({a.text})", ATOM, a.unit)

    def floor(self, c: list) -> V:  # "7.8向下取整", "round down 7.8"
        (a,) = self._values(c)
        return V(f"floor({a.text})", ATOM, a.unit)

    def percent_of(self, c: list) -> V:
        p = self.percent([c[0]])
        whole = self._values(c)[-1] if self._values(c) else self.number([t for t in c[2:] if isinstance(t, Token)])
        if whole.percent:  # "10% of 10%" is 1 %, a percentage of a percentage
            return V(f"{p.text}*{whole.text}", PRODUCT)
        result = V(f"{p.text}*{whole.at(PRODUCT + 1)}", PRODUCT, whole.unit, share_of=True)
        if whole.number is not None:
            return V(result.text, result.prec, result.unit, share_of=True,
                     parts=("percent_of", p.number.plain(), whole.number.plain()))  # type: ignore[union-attr]
        return result

    def percent_of_zh(self, c: list) -> V:
        whole = self._values(c)[0]
        p = self.percent([c[2]])
        if whole.percent:  # "10%的10%": a percentage of a percentage
            return V(f"{whole.text}*{p.text}", PRODUCT)
        result = V(f"{whole.at(PRODUCT)}*{p.text}", PRODUCT, whole.unit)
        if whole.number is not None:
            return V(result.text, result.prec, result.unit,
                     parts=("percent_of", p.number.plain(), whole.number.plain()))  # type: ignore[union-attr]
        return result

    def zhe_of(self, c: list) -> V:  # "194的六折": 60 % of 194
        whole = self._values(c)[0]
        off = zhe_percent_off(self.slots.number(str(c[2])).value)
        if off is None or whole.percent:
            raise Refuse("k折 of an amount, k in 1-9.9 or 10-99")
        return V(f"{whole.at(PRODUCT)}*(100-{off})/100", PRODUCT, whole.unit)

    def mod(self, c: list) -> V:  # "17 mod 5"
        a, b = self._values(c)
        return _call("mod", a, b)

    def remainder(self, c: list) -> Task:  # "the remainder of 17 divided by 5"
        a, b = (self.number([t]) for t in c if isinstance(t, Token) and t.type == "NUM")
        return Task("expr", {"expression": _call("mod", a, b).text}, source="parser")

    def half(self, c: list) -> Task:  # "half of 250", "250的一半"
        return self._scaled(c, "/", "2")

    def double(self, c: list) -> Task:
        return self._scaled(c, "*", "2")

    def triple(self, c: list) -> Task:
        return self._scaled(c, "*", "3")

    def _scaled(self, c: list, op: str, k: str) -> Task:
        (a,) = self._values(c)
        if a.open_list:  # "twice the sum of 4 and 5": the list is the whole operand
            a = V(f"({a.text})" if a.prec < ATOM else a.text, ATOM, a.unit)
        return Task("expr", {"expression": _binary(op, a, V(k), PRODUCT).text}, source="parser")

    def scale_fraction(self, c: list) -> V:
        return _binary("/", self.number([c[0]]), self.number([c[2]]), PRODUCT)

    def times_bei(self, c: list) -> V:  # "32的5倍"
        a = self._values(c)[0]
        k = self._num(c[2])
        return _binary("*", a, V(k.plain(), number=k), PRODUCT)

    def fraction_zh(self, c: list) -> V:  # 三分之二 = 2/3
        den, num = self.number([c[0]]), self.number([c[2]])
        _integer(den, 1), _integer(num)
        return V(f"({num.text}/{den.text})", ATOM)

    def part_of_zh(self, c: list) -> V:  # "12的三分之二", "12的2/3": 12 × 2/3
        whole = self._values(c)[0]
        tokens = [t for t in c if isinstance(t, Token)][1:]
        part = self.fraction_zh(tokens) if tokens[1].type == "FENZHI" else self.fraction_zh(tokens[::-1])
        if whole.percent:
            raise Refuse("a fraction of a percentage")
        return _binary("*", whole, part, PRODUCT)

    def mixed(self, c: list) -> V:  # 1(5/6), 2又1/3, 5 7/8
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        whole, num, den = (self.number([t]) for t in nums)
        w, n, d = _integer(whole), _integer(num), _integer(den, 1)
        if int(n) >= int(d):
            raise Refuse("a mixed number's fraction is proper")
        return V(f"({w}+{n}/{d})", ATOM)

    def mixed_zh(self, c: list) -> V:  # 2又3分之1 = 2 + 1/3
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        whole, den, num = (self.number([t]) for t in nums)
        w, d, n = _integer(whole), _integer(den, 1), _integer(num)
        if int(n) >= int(d):
            raise Refuse("a mixed number's fraction is proper")
        return V(f"({w}+{n}/{d})", ATOM)

    def call(self, c: list) -> V:
        name = str(c[0])
        args = self._values(c)
        fn = _CALL_NAMES.get(name)
        if fn is None:
            raise Refuse(f"{name}( ) is not a function the reader knows")
        if fn in ("sqrt", "abs", "factorial") and len(args) != 1:
            raise Refuse(f"{fn} takes one value")
        if fn == "round" and len(args) not in (1, 2):
            raise Refuse("round takes a value and its places")
        if fn == "sum":
            return V("+".join(a.at(SUM) for a in args), SUM, _same_unit(*args))
        return _call(fn, *args)

    def fn_name(self, c: list) -> Token:
        return c[0]

    # --- verbs: "multiply 13 by 17" ---

    def _verb_operands(self, c: list) -> tuple[V, V]:
        """The verb frame delimits its operands ("divide the sum of 10 and 14 by 4"): a word list
        inside it is closed."""
        a, b = self._values(c)
        return (V(a.text, a.prec, a.unit, a.percent, a.number) if a.open_list else a,
                V(b.text, b.prec, b.unit, b.percent, b.number) if b.open_list else b)

    def verb_mul(self, c: list) -> V:
        _no_trailing_sum(self._values(c)[1])
        a, b = self._verb_operands(c)
        return _binary("*", a, b, PRODUCT)

    def change_by(self, c: list) -> Task:  # "45 increased by 15", "200 increased by 15%"
        a, b = self._values(c)
        up = any(isinstance(t, Token) and t.type == "INCREASED_BY" for t in c)
        if b.percent:
            return self.pct_increase(c) if up else self.pct_decrease(c)
        if proper_fraction(b):  # "27减少三分之一", "100 reduced by 1/4": by that share of it
            return self._expr_task(V(f"{a.at(PRODUCT)}*(1{'+' if up else '-'}{b.text})", PRODUCT, a.unit), None)
        return self._expr_task(_binary("+" if up else "-", a, b, SUM), None)

    def pct_steps(self, c: list) -> Task:  # "1000 increased by 10% then decreased by 10%"
        amount = self._values(c)[0]
        if amount.percent or amount.number is None:
            raise Refuse("percentage changes of something that is not one amount")
        factors, way = [], None
        for t in (x for x in c if isinstance(x, Token)):
            if t.type in _STEP_WAYS:
                if t.type in ("GROWTH_EN", "FALL_VERB") and str(t) not in _STEP_VERBS:
                    raise Refuse(f"'{t}' as a change")
                way = _STEP_WAYS[t.type]
            elif t.type == "PCT":
                p = self._num(t).plain()
                if way == "-" and not 0 < self._num(t).value < 100:
                    raise Refuse("a decrease of 100% or more")
                factors.append(f"(1{way}{p}/100)")
        return self._expr_task(V(f"{amount.at(PRODUCT)}*{'*'.join(factors)}", PRODUCT, amount.unit), None)

    def raise_power(self, c: list) -> V:  # "raise 3 to the 5th power"
        (v,) = self._values(c)
        if "^" not in v.text:
            raise Refuse("'raise' without a power")
        return v

    def verb_add(self, c: list) -> V:
        _no_trailing_operation(self._values(c)[1])  # before the frame closes a word list
        a, b = self._verb_operands(c)
        return _binary("+", a, b, SUM)

    def verb_sub_from(self, c: list) -> V:
        _no_trailing_operation(self._values(c)[1])  # before the frame closes a word list
        a, b = self._verb_operands(c)
        return _binary("-", b, a, SUM)

    def verb_sub_cong(self, c: list) -> Task:  # "从100里减去45"
        a, b = self._verb_operands(c)
        return self._expr_task(_binary("-", a, b, SUM), None)

    def then_scale(self, c: list) -> V:  # "…, then double it"
        word = str(c[-1])
        if word not in ("it", "that", "this"):
            raise Refuse(f"'double {word}' after a step does not say what is doubled")
        if c[-2].type in ("HALVE_PRE", "HALF_OF"):  # "…, then halve it", "then half of that"
            return _binary("/", self._then_whole(c), V("2"), PRODUCT)
        k = "2" if c[-2].type == "DOUBLE_PRE" else "3"
        return _binary("*", self._then_whole(c), V(k), PRODUCT)

    def scaled_post(self, c: list) -> V:  # "37 doubled", "18加27，再翻倍", "100减半"
        a = self._then_whole(c)
        if not any(isinstance(t, Token) and t.type == "THEN" for t in c) and a.prec < ATOM:
            raise Refuse("'5 plus 3 doubled': the 3, or the sum?")
        word = str(c[-1])
        op, k = ("/", "2") if word in _HALVED else ("*", "3" if word == "tripled" else "2")
        return _binary(op, a, V(k), PRODUCT)

    def whole_of_part_zh(self, c: list) -> Task:  # "一个数的25%是40，这个数是多少": 160
        one = next(t for t in c if isinstance(t, Token) and t.type == "NUM")
        if self.slots.number(str(one)).value != 1:
            raise Refuse("'两个数的25%': which of them?")
        pct = self._num(next(t for t in c if isinstance(t, Token) and t.type == "PCT"))
        part = self._values(c)[0]
        if part.percent or part.number is None or pct.value == 0:
            raise Refuse("the whole of one amount and one non-zero percentage")
        return self._expr_task(V(f"{part.at(PRODUCT)}/({pct.plain()}/100)", PRODUCT, part.unit), None)

    def reciprocal(self, c: list) -> V:  # "5的倒数", "the reciprocal of 2/3"
        (a,) = self._values(c)
        if a.unit or a.percent or a.open_list or a.number is not None and a.number.value == 0:
            raise Refuse("the reciprocal of a quantity, a percentage or zero")
        return V(f"(1/{a.at(POWER + 1)})", ATOM)

    def half_value(self, c: list) -> V:  # "一半加上三分之一": a half, among fractions
        return V("(1/2)", ATOM)

    def pi(self, c: list) -> V:  # only read with a rounding (frames.py)
        return V(PI_DIGITS, ATOM)

    def unknown_operand(self, c: list) -> Task:  # "45加上多少等于100": 100 − 45
        known, total = self._values(c)[:2]
        op = next(t.type for t in c if isinstance(t, Token) and t.type in ("PLUS", "TIMES", "MINUS"))
        if op == "TIMES" and total.number is not None and known.number is not None and known.number.value == 0:
            raise Refuse("a product with zero")
        text = {"PLUS": _binary("-", total, known, SUM), "TIMES": _binary("/", total, known, PRODUCT),
                "MINUS": _binary("-", known, total, SUM)}[op]
        return self._expr_task(text, None)

    def verb_div_parts(self, c: list) -> V:  # "divide 144 into 12 equal groups"
        if str(c[-1]) not in ("parts", "groups", "shares", "pieces", "portions", "piles") or str(c[-2]) != "equal":
            raise Refuse("divided into equal what")
        return self.verb_div(c[:-2])

    def verb_div(self, c: list) -> V:
        _no_trailing_sum(self._values(c)[1])
        a, b = self._verb_operands(c)
        return _binary("/", a, b, PRODUCT)

    def add_together(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return self._expr_task(_binary("+", a, b, SUM), None)

    def goes_into_zh(self, c: list) -> Task:  # "100里面有几个25"
        a, b = self._values(c)[:2]
        if a.number is None or b.number is None or b.number.value == 0 or a.number.value % b.number.value:
            raise Refuse("how many times one goes into the other, when it goes evenly")
        return self._expr_task(_binary("/", a, b, PRODUCT), None)

    def add_together_zh(self, c: list) -> Task:  # "25块钱和13块钱一共多少钱"
        ask = str(c[-1])
        if not any(word in ask for word in ("一共", "总共", "共")):
            raise Refuse("'A和B多少钱' without 一共 does not say to add")
        return self.add_together(c)

    def passive_div(self, c: list) -> Task:  # "186被31除": 186 ÷ 31
        a, b = self._values(c)[:2]
        return self._expr_task(_binary("/", a, b, PRODUCT), None)

    def goes_into(self, c: list) -> Task:  # "how many times does 29 go into 696": 696 ÷ 29
        a, b = self._values(c)[:2]
        return self._expr_task(_binary("/", b, a, PRODUCT), None)

    def each_times(self, c: list) -> Task:  # "12 items at $16.57 each"
        count, price = self._values(c)[:2]
        return self._expr_task(_binary("*", count, price, PRODUCT), None)

    def convert_one(self, c: list) -> Task:  # "how many seconds are in a day"
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        one = NumberMention(0, 0, "1", Decimal(1), unit=units[-1])
        return self._convert(one, units[-1], units[0])

    def growth_periods_en(self, c: list) -> Task:  # "sales were 200 in Q2 and 230 in Q3, … growth …"
        increase_as_amount_or_rate(c)
        values = self._values(c)
        tokens = [t for t in c if isinstance(t, Token)]
        periods = [str(b) for a, b in zip(tokens, tokens[1:]) if a.type == "IN" and b.type == "WORD"]
        asked = [str(b) for a, b in zip(tokens, tokens[1:]) if a.type in ("FROM", "TO") and b.type == "WORD"]
        named = list(zip(periods, values))
        if len(named) != 2:
            raise Refuse("two amounts in two periods")
        (_, old), (_, new) = sorted(named, key=lambda p: _period_rank(p[0]))
        if _period_rank(named[0][0]) == _period_rank(named[1][0]):
            raise Refuse("which period comes first is not said")
        if _period_rank(named[0][0])[0] != _period_rank(named[1][0])[0]:
            raise Refuse("periods of two kinds: which comes first is not said")
        if asked and [_period_rank(w) for w in asked] != sorted(_period_rank(w) for w in asked):
            raise Refuse("a growth asked backwards")
        words = [str(t) for t in tokens if t.type == "GROWTH_EN"]
        ranks = sorted(_period_rank(p)[1] for p, _ in named)
        if not periods_fit(words, ranks[0], ranks[1]):
            raise Refuse("a period-over-period growth between periods that are not next to each other")
        return self._growth(old, new)

    def ge_times(self, c: list) -> V:  # "18个15": 18 × 15
        a, measure, b = c
        if str(measure) != "个":
            raise Refuse("a count of something, not a product")
        count, each = self.number([a]), self.number([b])
        v = _binary("*", count, each, PRODUCT)
        # "7个8相加" is 7 eights added; "3个5相乘" is 5 to the 3rd, for a whole count
        return V(v.text, v.prec, v.unit, parts=("count_of", count.text, each.text))

    def dozen(self, c: list) -> V:  # "3 dozen (eggs)", "12打": twelve each
        count = self.number(c[:1])
        if count.unit or count.percent or count.number is None or count.number.value != count.number.value.to_integral_value():
            raise Refuse("a whole count of dozens")
        return _binary("*", count, V("12"), PRODUCT)

    def compound(self, c: list) -> V:  # "2小时15分钟" as minutes or seconds, exactly
        n1, u1, n2, u2 = [t for t in c if not (isinstance(t, Token) and t.type == "AND")]
        a, b = canonical_unit(str(u1)), canonical_unit(str(u2))
        if a == "h" and str(u2) == "分":  # "8小时31分": 分 after hours is minutes
            b = "min"
        step = _TIME_STEP.get((a, b))
        if step is None:
            raise Refuse("a compound amount the reader does not add up")
        first, second = self.slots.number(str(n1)), self.slots.number(str(n2))
        return V(f"({first.plain()}*{step}+{second.plain()})", ATOM, b)

    def mixed_unit(self, c: list) -> V:  # "2(1/2) hours": a mixed number of a unit
        unit = canonical_unit(str(c[-1]))
        if not unit:
            raise Refuse("a mixed number of a unit the reader knows")
        v = self.mixed(c[:-1])
        return V(v.text, ATOM, unit)

    def and_a_half(self, c: list) -> V:  # "两个半小时": 2.5 hours, in that unit
        num, unit = [t for t in c if isinstance(t, Token) and t.type in ("NUM", "UNIT", "MONTH_UNIT")]
        n = self.slots.number(str(num))
        key = canonical_unit(str(unit)) or ("month" if str(unit) == "月" else "")
        if n.percent or n.value != n.value.to_integral_value() or n.value < 1 or not key:
            raise Refuse("a whole count and a half, of a unit")
        return V(f"({n.plain()}+1/2)", ATOM, key)

    # --- lists ---

    def items(self, c: list) -> list[V]:
        _no_spaced_thousands(c)
        return self._values(c)

    def items_zh(self, c: list) -> list[V]:
        _no_spaced_thousands(c)
        values = self._values(c)
        if values[0].number is None and any(_whole(v) for v in values[1:]):
            raise Refuse("a list led by a division, then whole numbers")  # "12/4、5、6的平均数": 12 ÷ the mean?
        return values

    def _items(self, c: list) -> list[V]:
        return next((x for x in c if isinstance(x, list)), None) or self._values(c)

    def _word_list(self, kind: str, c: list) -> V:
        """"the sum of 3 and 4": open, a following operator would make it read two ways."""
        v = _combine(kind, self._items(c))
        return V(v.text, v.prec, v.unit, open_list=True)

    def fn_sum(self, c: list) -> V:
        return self._word_list("sum", c)

    def fn_product(self, c: list) -> V:
        return self._word_list("product", c)

    def fn_diff(self, c: list) -> V:
        """"the difference between 3 and 10" is 7: in English the larger less the smaller."""
        items = self._items(c)
        if len(items) == 2 and all(x.number is not None for x in items) \
                and items[0].number.value < items[1].number.value:  # type: ignore[union-attr]
            items = items[::-1]
        v = _combine("diff", items)
        return V(v.text, v.prec, v.unit, open_list=True)

    def fn_quot(self, c: list) -> V:
        return self._word_list("quot", c)

    def fn_mean(self, c: list) -> V:
        return self._word_list("mean", c)

    def fn_median(self, c: list) -> V:
        return self._word_list("median", c)

    def fn_max(self, c: list) -> V:
        return self._word_list("max", c)

    def fn_min(self, c: list) -> V:
        return self._word_list("min", c)

    def fn_range(self, c: list) -> V:
        return self._word_list("range", c)

    def fn_gcd(self, c: list) -> V:
        return self._word_list("gcd", c)

    def fn_lcm(self, c: list) -> V:
        return self._word_list("lcm", c)

    def fn_mode(self, c: list) -> V:
        return self._word_list("mode", c)

    def fn_zh(self, c: list) -> V:
        # the list ends in the word that names its result (的和, 的平均数 …), which closes it
        v = _combine(_ZH_FN_KIND[_zh_fn_type(c)], self._items(c))
        return V(f"({v.text})" if v.prec < ATOM else v.text, ATOM, v.unit)

    def half_of_list(self, c: list) -> V:  # "6与7的积的一半": the list's named result, halved
        whole = self.fn_zh(c[:-1])
        if whole.unit or whole.percent:
            raise Refuse("half of a quantity with a unit or of a percentage")
        return _binary("/", whole, V("2"), PRODUCT)

    def zh_fn(self, c: list) -> Token:
        return c[0]

    # --- rounding ---

    def round_places(self, c: list) -> int:
        n = self.number([next(t for t in c if isinstance(t, Token) and t.type == "NUM")])
        places = int(_integer(n))
        if places > 20:
            raise Refuse("more than 20 decimal places")
        return places

    def round_place_digit(self, c: list) -> int:  # 四舍五入到十位: 十 is read as the number 10
        n = self._num(next(t for t in c if isinstance(t, Token) and t.type == "NUM"))
        unit = next(str(t) for t in c if isinstance(t, Token) and t.type == "MEASURE")
        places = {Decimal(10): -1, Decimal(100): -2, Decimal(1000): -3, Decimal(10000): -4, Decimal(100000): -5,
                  Decimal(1000000): -6, Decimal(10000000): -7, Decimal(100000000): -8}.get(n.value)
        if unit != "位" or places is None:
            raise Refuse("a rounding place the reader does not know")
        return places

    def round_decimal_word(self, c: list) -> int:  # "3.14159 to one decimal place"; "5 to ten" is not rounding
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "PLACE_WORD"))
        if "decimal" not in word:
            raise Refuse(f"'to {word}' without 'round' does not say rounding")
        return _PLACE_WORDS[word]

    def round_whole_zh(self, c: list) -> int:  # 四舍五入取整, 精确到分
        return _PLACE_WORDS[str(c[0])]

    def round_restated(self, c: list) -> int:  # "四舍五入到分（两位小数）": the note must say the same
        places = [x for x in c if isinstance(x, int)]
        if len(places) == 1:  # "（两位小数）"
            places.append(self.round_places([t for t in c if isinstance(t, Token) and t.type == "NUM"]))
        first, second = places
        if first != second:
            raise Refuse("two roundings that disagree")
        return first

    def round_to_unit(self, c: list) -> int:  # "精确到0.01", "to the nearest 0.1", "to the nearest 10"
        word = str(c[0])
        if c[0].type == "ROUND_ZH" and not (word.endswith("到") or "精确" in word):
            raise Refuse(f"'{word}' and a number: places or a unit?")
        k = _power_of_ten(self._num(next(t for t in c if isinstance(t, Token) and t.type == "NUM")))
        if k is None or not -20 <= k <= 12:
            raise Refuse("a rounding unit that is not a power of ten")
        return -k

    def value_q_sig(self, c: list) -> Task:  # "12345 to 3 significant figures": of a number as written
        v = self._values(c)[0]
        figures = [t for t in c if isinstance(t, Token) and t.type == "NUM"][-1]
        if v.number is None or v.number.percent or v.unit:
            raise Refuse("significant figures of a computed value: its size is not known here")
        n = self._num(figures)
        return self._expr_task(v, sig_places(v.number, int(_integer(V(n.plain(), number=n), 1))))

    # --- comparisons: "8比-3大多少", "15与-9相差多少" ---

    def _apart(self, c: list, order: str) -> Task:
        a, b = self._values(c)[:2]
        asked = next((str(t) for t in c if isinstance(t, Token) and t.type in ("UNIT", "MEASURE")), "")
        unit = _same_unit(a, b)
        if asked and unit and _unit_key(asked) != unit:
            raise Refuse("the unit asked for is not the unit compared")
        if a.number is not None and b.number is not None:
            bigger = a.number.value > b.number.value
            if order == "apart":
                a, b = (a, b) if bigger else (b, a)
            elif bigger != (order == "bigger") or a.number.value == b.number.value:
                raise Refuse("'how much bigger' of the smaller one")
        elif order == "apart":
            return self._expr_task(V(f"abs({_binary('-', a, b, SUM).text})", ATOM), None)
        high, low = (a, b) if order != "smaller" else (b, a)
        return self._expr_task(_binary("-", high, low, SUM), None)

    def plus_more_pct(self, c: list) -> Task:  # "比50多20%是多少": 60
        pct = next(t for t in c if isinstance(t, Token) and t.type == "PCT")
        return self.plus_more([self._values(c)[0], self.percent([pct])])

    def minus_less_pct(self, c: list) -> Task:
        pct = next(t for t in c if isinstance(t, Token) and t.type == "PCT")
        return self.minus_less([self._values(c)[0], self.percent([pct])])

    def bigger_by(self, c: list) -> Task:
        return self._apart(c, "bigger")

    def smaller_by(self, c: list) -> Task:
        return self._apart(c, "smaller")

    def apart_by(self, c: list) -> Task:
        return self._apart(c, "apart")

    def round_place_word(self, c: list) -> int:
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "PLACE_WORD"))
        return _PLACE_WORDS[word]


# English growth words that name an amount as well as a rate ("what's the increase": by 50, or by 25 %?)
_AMOUNT_OR_RATE_EN = frozenset({"increase", "the increase", "rise", "the rise", "gain", "the gain", "growth",
                                "the growth"})


def increase_as_amount_or_rate(c: list) -> None:
    """"Sales went from 200 to 250. What's the increase?" ("the growth?"): by 50, or by 25 %? Unless a percentage is
    asked in other words ("by what percent"), the words do not say."""
    english = [str(t) for t in c if isinstance(t, Token) and t.type == "GROWTH_EN"]
    if english and all(w in _AMOUNT_OR_RATE_EN for w in english) \
            and not any(isinstance(t, Token) and t.type in ("WHAT_PERCENT", "AS_PERCENT") for t in c):
        raise Refuse("an increase asked without saying whether as an amount or a rate")
