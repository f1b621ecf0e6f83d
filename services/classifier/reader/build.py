"""Parse trees of grammar.lark into one sandbox Task, or a refusal.

Values compose as sandbox `expr` text (numbers as plain decimals, percentages as "15%", functions
from the evaluator's table), carried with their unit and precedence so parentheses go where the
reading put them. A question that is exactly one dedicated operation (percent of, a discount, a
growth rate, a date difference ...) becomes that operation; anything composed is one `expr`.

`Refuse` is raised wherever the words leave a choice the reader will not make: units that
disagree, a date without a year, a relative date with no `today`, a prefix word whose reach is
unclear ("the sum of 3 and 4 times 2"), a list where a name is missing.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from decimal import Decimal

from lark import Token, Transformer

from dtlib.conventions import DATE_DIFF_INCLUSIVE_DEFAULT
from dtlib.envelope import Task
from dtlib.perception import DateMention, NumberMention

from ..slots import Slots
from .units import canonical_unit, money_unit

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
    return V(f"{left}{op}{spacer}{right}", prec, unit)


def _call(fn: str, *args: V) -> V:
    unit = _same_unit(*args) if fn in ("sum", "mean", "median", "min", "max") else ""
    if fn in ("gcd", "lcm", "factorial") and any(a.unit for a in args):
        raise Refuse(f"{fn} of quantities with units")
    return V(f"{fn}({', '.join(a.text for a in args)})", ATOM, unit)


def _integer(v: V, minimum: int = 0) -> str:
    if v.number is None or v.number.percent or v.number.unit:
        raise Refuse("a whole number is needed")
    value = v.number.value
    if value != value.to_integral_value() or value < minimum:
        raise Refuse("a whole number is needed")
    return str(int(value))


_PLACE_WORDS = {"one decimal place": 1, "1 decimal place": 1, "two decimal places": 2, "three decimal places": 3,
                "four decimal places": 4, "whole number": 0, "integer": 0, "整数": 0, "个位": 0, "ten": -1, "tens": -1, "十位": -1,
                "hundred": -2, "hundreds": -2, "百位": -2, "thousand": -3, "thousands": -3, "千位": -3,
                "tenth": 1, "十分位": 1, "一位小数": 1, "hundredth": 2, "百分位": 2, "cent": 2,
                "两位小数": 2, "二位小数": 2, "thousandth": 3, "千分位": 3, "三位小数": 3, "四位小数": 4}


class Builder(Transformer):
    """One per request: it knows the request's slots and context."""

    def __init__(self, slots: Slots, context: dict[str, str]) -> None:
        super().__init__()
        self.slots = slots
        self.context = context

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
        if n.unit and written != n.unit and len(children) > 1 and not measure:
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

    def _values(self, children: list) -> list[V]:
        return [c for c in children if isinstance(c, V)]

    # --- arithmetic ---

    def add(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("+", a, b, SUM)

    def sub(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("-", a, b, SUM)

    def mul(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("*", a, b, PRODUCT)

    def div(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("/", a, b, PRODUCT)

    def pow(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("^", a, b, POWER, right_assoc=True)

    def pow_ordinal(self, c: list) -> V:  # "3 to the 4th power": the ordinal slot is the exponent
        raise Refuse("ordinal exponent")

    def pow_zh(self, c: list) -> V:
        base = self._values(c)[0]
        exponent = self.number([c[2]])
        return _binary("^", base, exponent, POWER, right_assoc=True)

    def neg(self, c: list) -> V:
        (a,) = self._values(c)
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
        if a.prec == ATOM or len(ops) != 1 or expected not in ops:
            raise Refuse("a named result (的和/的差/的积/的商) that does not name the operation before it")
        return V(f"({a.text})", ATOM, a.unit)

    def square(self, c: list) -> V:
        return self._power_of(c, "2")

    def cube(self, c: list) -> V:
        return self._power_of(c, "3")

    def _power_of(self, c: list, exponent: str) -> V:
        (a,) = self._values(c)
        if a.open_list:  # "the square of the sum of 3 and 4": the list is the operand, still open after
            return V(f"({a.text})^{exponent}", POWER, open_list=True)
        return _binary("^", a, V(exponent), POWER, right_assoc=True)

    def pow_ordinal_word(self, c: list) -> V:  # "7 raised to the 7th power"
        base = self._values(c)[0]
        n = self.slots.number(str(next(t for t in c if isinstance(t, Token) and t.type == "ORD")))
        return _binary("^", base, V(n.plain()), POWER, right_assoc=True)

    def fraction_of(self, c: list) -> V:  # "3/4 of 120": only a fraction takes "of"
        part, whole = self._values(c)
        if not re.fullmatch(r"\d+/\d+", part.text):
            raise Refuse("'of' after something that is not a fraction")
        return _binary("*", V(f"({part.text})"), whole, PRODUCT)

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

    def percent_of(self, c: list) -> V:
        p = self.percent([c[0]])
        whole = self._values(c)[-1] if self._values(c) else self.number([t for t in c[2:] if isinstance(t, Token)])
        result = V(f"{p.text}*{whole.at(PRODUCT + 1)}", PRODUCT, whole.unit)
        if whole.number is not None:
            return V(result.text, result.prec, result.unit,
                     parts=("percent_of", p.number.plain(), whole.number.plain()))  # type: ignore[union-attr]
        return result

    def percent_of_zh(self, c: list) -> V:
        whole = self._values(c)[0]
        p = self.percent([c[2]])
        result = V(f"{whole.at(PRODUCT)}*{p.text}", PRODUCT, whole.unit)
        if whole.number is not None:
            return V(result.text, result.prec, result.unit,
                     parts=("percent_of", p.number.plain(), whole.number.plain()))  # type: ignore[union-attr]
        return result

    def times_bei(self, c: list) -> V:  # "32的5倍"
        a = self._values(c)[0]
        k = self._num(c[2])
        return _binary("*", a, V(k.plain(), number=k), PRODUCT)

    def fraction_zh(self, c: list) -> V:  # 三分之二 = 2/3
        den, num = self.number([c[0]]), self.number([c[2]])
        _integer(den, 1), _integer(num)
        return V(f"({num.text}/{den.text})", ATOM)

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

    def verb_mul(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("*", a, b, PRODUCT)

    def verb_add(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("+", a, b, SUM)

    def verb_sub_from(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("-", b, a, SUM)

    def verb_div(self, c: list) -> V:
        a, b = self._values(c)
        return _binary("/", a, b, PRODUCT)

    def add_together(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return self._expr_task(_binary("+", a, b, SUM), None)

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
        if asked and [_period_rank(w) for w in asked] != sorted(_period_rank(w) for w in asked):
            raise Refuse("a growth asked backwards")
        return self._growth(old, new)

    def ge_times(self, c: list) -> V:  # "18个15": 18 × 15
        a, measure, b = c
        if str(measure) != "个":
            raise Refuse("a count of something, not a product")
        return _binary("*", self.number([a]), self.number([b]), PRODUCT)

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

    # --- lists ---

    def items(self, c: list) -> list[V]:
        return self._values(c)

    def items_zh(self, c: list) -> list[V]:
        return self._values(c)

    def _list(self, fn: str, c: list, *, word: bool = True) -> V:
        values = next(x for x in c if isinstance(x, list))
        v = _call(fn, *values)
        return V(v.text, v.prec, v.unit, open_list=word)

    def fn_sum(self, c: list) -> V:
        values = next(x for x in c if isinstance(x, list))
        unit = _same_unit(*values)
        return V("+".join(v.at(SUM) for v in values), SUM, unit, open_list=True)

    def fn_product(self, c: list) -> V:
        values = next(x for x in c if isinstance(x, list))
        out = values[0]
        for v in values[1:]:
            out = _binary("*", out, v, PRODUCT)
        return V(out.text, out.prec, out.unit, open_list=True)

    def fn_diff(self, c: list) -> V:
        a, b = self._values(c)
        v = _binary("-", a, b, SUM)
        return V(v.text, v.prec, v.unit, open_list=True)

    def fn_quot(self, c: list) -> V:
        a, b = self._values(c)
        v = _binary("/", a, b, PRODUCT)
        return V(v.text, v.prec, v.unit, open_list=True)

    def fn_mean(self, c: list) -> V:
        return self._list("mean", c)

    def fn_median(self, c: list) -> V:
        return self._list("median", c)

    def fn_max(self, c: list) -> V:
        return self._list("max", c)

    def fn_min(self, c: list) -> V:
        return self._list("min", c)

    def fn_gcd(self, c: list) -> V:
        values = next(x for x in c if isinstance(x, list))
        for v in values:
            _integer(v, 1)
        return self._list("gcd", c)

    def fn_lcm(self, c: list) -> V:
        values = next(x for x in c if isinstance(x, list))
        for v in values:
            _integer(v, 1)
        return self._list("lcm", c)

    def fn_zh(self, c: list) -> V:
        # the list ends in the word that names its result: 的和, 的平均数 ...
        values = next(x for x in c if isinstance(x, list))
        kind = _ZH_FN_KIND[_zh_fn_type(c)]
        if kind in ("diff", "quot") and len(values) != 2:
            raise Refuse("a difference or quotient of more than two values")
        if kind == "sum":
            v = V("+".join(x.at(SUM) for x in values), SUM, _same_unit(*values))
        elif kind == "product":
            out = values[0]
            for x in values[1:]:
                out = _binary("*", out, x, PRODUCT)
            v = out
        elif kind == "diff":
            v = _binary("-", values[0], values[1], SUM)
        elif kind == "quot":
            v = _binary("/", values[0], values[1], PRODUCT)
        else:
            if kind in ("gcd", "lcm"):
                for x in values:
                    _integer(x, 1)
            v = _call(kind, *values)
        return V(f"({v.text})" if v.prec < ATOM else v.text, ATOM, v.unit)

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
        places = {Decimal(10): -1, Decimal(100): -2, Decimal(1000): -3, Decimal(10000): -4}.get(n.value)
        if unit != "位" or places is None:
            raise Refuse("a rounding place the reader does not know")
        return places

    def round_place_word(self, c: list) -> int:
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "PLACE_WORD"))
        return _PLACE_WORDS[word]

    # --- the questions ---

    def value_q(self, c: list) -> Task:
        (v,) = self._values(c)
        places = next((x for x in c if isinstance(x, int)), None)
        asked = next((x for x in c if isinstance(x, AskedUnit)), None)
        if asked is not None:  # "5公里等于多少米", "50美元减去12.5美元还剩多少美元"
            if places is None and v.number is not None and v.number.unit:
                return self._convert(v.number, v.number.unit, str(asked))
            if places is None and v.unit and v.unit != (money_unit(asked) or canonical_unit(asked)):
                return self._convert_value(v, str(asked))
            if v.unit != (money_unit(asked) or canonical_unit(asked) or asked):
                raise Refuse("the unit asked for is not the unit computed")
        return self._expr_task(v, places)

    value_q_round_first = value_q

    def _expr_task(self, v: V, places: int | None) -> Task:
        if places is None and v.parts and v.parts[0] == "percent_of":
            return Task("percent_of", {"percent": v.parts[1], "of": v.parts[2]}, source="parser")
        if v.number is not None and places is None:
            raise Refuse("a bare number is not a computation")
        if not any(ch in v.text for ch in "+-*/^(%") and places is None:
            raise Refuse("nothing to compute")
        text = v.text if places is None else f"round({v.text}, {places})"
        return Task("expr", {"expression": text}, source="parser")

    # percentages, discounts, growth

    def share(self, c: list) -> Task:
        part, whole = self._values(c)[:2]
        _same_unit(part, whole)
        return Task("expr", {"expression": f"{part.at(PRODUCT)}/{whole.at(PRODUCT + 1)}*100"}, source="parser")

    def share_of_is(self, c: list) -> Task:
        whole, part = self._values(c)[:2]
        return self.share([part, whole])

    def discount_zhe(self, c: list) -> Task:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        values = self._values(c)
        price = values[0] if values else self.number([nums[-2]])
        if price.number is None or price.percent:
            raise Refuse("a discount of one price")
        k = self.slots.number(str(nums[-1])).value
        if len(nums) > 2:  # "一件衣服": the count before the item must be one
            if self.slots.number(str(nums[0])).value != 1:
                raise Refuse("a count of items and a price")
        if 0 < k < 10:
            paid = k * 10
        elif 10 <= k < 100 and k == k.to_integral_value():
            paid = k
        else:
            raise Refuse("a discount outside 1-9.9 折")
        off = format((Decimal(100) - paid).normalize(), "f")
        return Task("discount", {"price": price.text, "percent": off}, source="parser")

    def discount_pct_zh(self, c: list) -> Task:
        nums = [t for t in c if isinstance(t, Token) and t.type in ("NUM", "PCT")]
        price, pct = self.number([nums[-2]]), self.percent([nums[-1]])
        return self._discount(price, pct)

    def _discount(self, price: V, pct: V) -> Task:
        off = pct.number.value  # type: ignore[union-attr]
        if not 0 <= off <= 100 or price.number is None:
            raise Refuse("a discount outside 0-100%")
        return Task("discount", {"price": price.text, "percent": pct.number.plain()}, source="parser")  # type: ignore[union-attr]

    def discount_off(self, c: list) -> Task:
        (pct,) = [t for t in c if isinstance(t, Token) and t.type == "PCT"]
        values = self._values(c)
        price = values[0] if values else self.number([t for t in c if isinstance(t, Token) and t.type == "NUM"])
        return self._discount(price, self.percent([pct]))

    discount_with = discount_off

    def _growth(self, old: V, new: V) -> Task:
        if old.number is None or new.number is None or old.percent or new.percent:
            raise Refuse("a growth rate between two amounts")
        _same_unit(old, new)
        if old.number.value == 0:
            raise Refuse("growth from zero")
        return Task("growth_rate", {"old": old.text, "new": new.text}, source="parser")

    def growth(self, c: list) -> Task:
        old, new = self._values(c)[:2]
        return self._growth(old, new)

    growth_de = growth
    growth_en = growth

    def growth_en_verb(self, c: list) -> Task:
        verb = next(t for t in c if isinstance(t, Token) and t.type in ("RISE_EN", "FALL_EN"))
        old, new = self._values(c)[:2]
        if verb.type == "FALL_EN" and any(isinstance(t, Token) and t.type == "GROWTH_EN" for t in c):
            raise Refuse("a fall asked as a growth")
        if verb.type == "FALL_EN" and not any(isinstance(t, Token) and t.type == "GROWTH_EN" for t in c):
            raise Refuse("a fall without the question")
        if not any(isinstance(t, Token) and t.type == "GROWTH_EN" for t in c):
            raise Refuse("a rise without the question")
        return self._growth(old, new)

    def decline(self, c: list) -> Task:
        old, new = self._values(c)[:2]
        if old.number is None or new.number is None or old.number.value <= 0:
            raise Refuse("a decline between two positive amounts")
        _same_unit(old, new)
        return Task("expr", {"expression": f"({old.text}-{new.at(SUM + 1)})/{old.text}*100"}, source="parser")

    # comparisons

    def more_than(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": _binary("-", a, b, SUM).text}, source="parser")

    def less_than(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": _binary("-", b, a, SUM).text}, source="parser")

    def times_of(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": _binary("/", a, b, PRODUCT).text}, source="parser")

    def plus_more(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": _binary("+", a, b, SUM).text}, source="parser")

    def minus_less(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": _binary("-", a, b, SUM).text}, source="parser")

    def plus_more_en(self, c: list) -> Task:  # "5 more than 3"
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": _binary("+", b, a, SUM).text}, source="parser")

    def minus_less_en(self, c: list) -> Task:  # "3 less than 10"
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": _binary("-", b, a, SUM).text}, source="parser")

    # named values: "去年利润是-12,567,890元，今年是3,000,000元，今年比去年多多少元"

    def binding(self, c: list) -> Binding:
        value = self._values(c)[0]
        if isinstance(c[-1], Token) and c[-1].type == "UNIT":
            value = self._with_unit(value, str(c[-1]))
        return Binding(str(c[0]), value)

    def _with_unit(self, v: V, unit_word: str) -> V:
        unit = money_unit(unit_word) or canonical_unit(unit_word)
        if not unit or (v.unit and v.unit != unit):
            raise Refuse("a value's unit is not read")
        return V(v.text, v.prec, unit, v.percent, v.number)

    def named_q(self, c: list) -> Task:
        bindings = [(x.name, x.value) for x in c if isinstance(x, Binding)]
        ask = c[-1]
        names = [name for name, _ in bindings]
        if len(set(names)) != len(names):
            raise Refuse("a name given two values")

        def lookup(name: str) -> V:
            found = [v for n, v in bindings if n == name] or [v for n, v in bindings if n.startswith(name)]
            if len(found) != 1:
                raise Refuse(f"'{name}' does not name exactly one value")
            return found[0]

        kind, refs = ask
        if kind in ("growth", "decline"):
            if len(bindings) != 2:
                raise Refuse("a growth rate needs exactly two values")
            (old_name, old), (new_name, new) = sorted(bindings, key=lambda b: _period_rank(b[0]))
            if _period_rank(old_name) == _period_rank(new_name):
                raise Refuse("which period comes first is not said")
            if kind == "growth":
                return self._growth(old, new)
            return self.decline([old, new])
        if len(bindings) != 2:
            raise Refuse("every value must be used")
        a, b = (lookup(r) for r in refs)
        if a is b:
            raise Refuse("a value compared with itself")
        if kind == "more":
            return Task("expr", {"expression": _binary("-", a, b, SUM).text}, source="parser")
        if kind == "less":
            return Task("expr", {"expression": _binary("-", b, a, SUM).text}, source="parser")
        return Task("expr", {"expression": _binary("/", a, b, PRODUCT).text}, source="parser")

    def named_more(self, c: list) -> tuple:
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "WORD"]
        return ("more", words)

    def named_less(self, c: list) -> tuple:
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "WORD"]
        return ("less", words)

    def named_times(self, c: list) -> tuple:
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "WORD"]
        return ("times", words)

    def named_growth(self, c: list) -> tuple:
        return ("growth", [])

    def named_decline(self, c: list) -> tuple:
        return ("decline", [])

    def named_lookup_refused(self, c: list) -> tuple:
        raise Refuse("a question that only looks a value up")

    def ask_more(self, c: list) -> None:
        return None

    # --- dates ---

    def date(self, c: list) -> DateText:
        token = c[0]
        if token.type == "DATE":
            d: DateMention = self.slots.date(str(token))
            if d.problem or d.iso is None:
                raise Refuse(d.problem or "not a date")
            # An impossible date (2023-02-29) still goes on: the sandbox says what is wrong with it.
            return DateText(d.iso)
        today = self._today()
        offset = {"TODAY": 0, "TOMORROW": 1, "YESTERDAY": -1, "DAY_AFTER_TOMORROW": 2,
                  "DAY_BEFORE_YESTERDAY": -2}[token.type]
        return RelativeDate((today + dt.timedelta(days=offset)).isoformat(), offset)

    def _today(self) -> dt.date:
        raw = self.context.get("today") or self.context.get("date") or ""
        try:
            return dt.date.fromisoformat(raw.strip()[:10])
        except ValueError:
            raise Refuse("a relative date needs `today` in the context") from None

    def _dates(self, c: list) -> list[DateText]:
        return [x for x in c if isinstance(x, DateText)]

    def inclusive(self, c: list) -> bool:
        return any(isinstance(t, Token) and t.type == "INCLUSIVE" for t in c)

    def date_diff(self, c: list) -> Task:
        start, end = self._dates(c)
        marks = [x for x in c if isinstance(x, bool)]
        if len(set(marks)) > 1:
            raise Refuse("inclusive and exclusive at once")
        args: dict = {"start": str(start), "end": str(end)}
        if (marks[0] if marks else DATE_DIFF_INCLUSIVE_DEFAULT):
            args["inclusive"] = True
        return Task("date_diff", args, source="parser")

    def date_diff_reversed(self, c: list) -> Task:  # "how many days until B from A"
        end, start = self._dates(c)
        marks = [x for x in c if isinstance(x, bool)]
        return self.date_diff([start, end, *marks])

    def _amount(self, c: list) -> tuple[int, str]:
        n = self._num(next(t for t in c if isinstance(t, Token) and t.type == "NUM"))
        if n.percent or n.value != n.value.to_integral_value() or n.value < 0:
            raise Refuse("a whole number of days, weeks, months or years")
        amount = int(n.value)
        unit = next(x for x in c if isinstance(x, str) and x in ("days", "weeks", "months", "years"))
        return amount, unit

    def date_unit(self, c: list) -> str:
        return {"DAY_UNIT": "days", "WEEK_UNIT": "weeks", "MONTH_UNIT": "months", "YEAR_UNIT": "years"}[c[0].type]

    def _date_add(self, date: str, amount: int, unit: str) -> Task:
        return Task("date_add", {"date": str(date), "amount": amount, "unit": unit}, source="parser")

    def date_after(self, c: list) -> Task:
        (d,) = self._dates(c)
        amount, unit = self._amount(c)
        return self._date_add(d, amount, unit)

    date_after_en = date_after
    date_after_add = date_after

    def date_before(self, c: list) -> Task:
        (d,) = self._dates(c)
        amount, unit = self._amount(c)
        return self._date_add(d, -amount, unit)

    date_before_en = date_before

    def date_prev(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, -1, "days")

    def date_next(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, 1, "days")

    date_prev_en = date_prev
    date_next_en = date_next

    def today_after(self, c: list) -> Task:
        amount, unit = self._amount(c)
        return self._date_add(self._today().isoformat(), amount, unit)

    def today_before(self, c: list) -> Task:
        amount, unit = self._amount(c)
        return self._date_add(self._today().isoformat(), -amount, unit)

    def date_itself(self, c: list) -> Task:  # "明天是几号"
        (d,) = self._dates(c)
        if not isinstance(d, RelativeDate):
            raise Refuse("a date asked back as itself")
        return self._date_add(self._today().isoformat(), d.offset, "days")

    def days_until(self, c: list) -> Task:  # "离2025年5月21日还剩多少天"
        (end,) = self._dates(c)
        return self.date_diff([DateText(self._today().isoformat()), end])

    def which_date(self, c: list) -> None:
        return None

    def weekday(self, c: list) -> Task:
        (d,) = self._dates(c)
        return Task("weekday", {"date": str(d)}, source="parser")

    def business_days(self, c: list) -> Task:
        start, end = self._dates(c)
        marks = [x for x in c if isinstance(x, bool)]
        if not marks or len(set(marks)) > 1:
            raise Refuse("whether the end dates count is not said: conventions differ")
        return Task("business_days", {"start": str(start), "end": str(end), "inclusive": marks[0]},
                    source="parser")

    business_days_zh = business_days

    def no_holidays(self, c: list) -> None:
        return None

    # --- whole numbers ---

    def _single_number(self, c: list) -> V:
        values = self._values(c)
        if values:
            return values[0]
        return self.number([next(t for t in c if isinstance(t, Token) and t.type == "NUM")])

    def is_prime(self, c: list) -> Task:
        return Task("is_prime", {"n": _integer(self._single_number(c))}, source="parser")

    def factorize(self, c: list) -> Task:
        return Task("factorize", {"n": _integer(self._single_number(c), 2)}, source="parser")

    def split(self, c: list) -> Task:
        total, people = self._values(c)[:2]
        return Task("expr", {"expression": _binary("/", total, V(people.text), PRODUCT).text}, source="parser")

    # --- strings ---

    def _quotes(self, c: list) -> list[str]:
        return [self.slots.quoted(str(t)) for t in c if isinstance(t, Token) and t.type == "QUOTE"]

    def str_reverse(self, c: list) -> Task:
        (text,) = self._quotes(c)
        return Task("str_reverse", {"text": text}, source="parser")

    def str_case(self, c: list) -> Task:
        (text,) = self._quotes(c)
        upper = any(isinstance(t, Token) and t.type == "UPPER" for t in c)
        return Task("str_upper" if upper else "str_lower", {"text": text}, source="parser")

    str_case_first = str_case

    def str_len(self, c: list) -> Task:
        (text,) = self._quotes(c)
        return Task("str_len", {"text": text}, source="parser")

    def str_count(self, c: list) -> Task:
        sub, text = self._quotes(c)
        return self._count(text, sub, c)

    def str_count_plural(self, c: list) -> Task:  # "how many r's are in the word 'aardvark'"
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        (text,) = self._quotes(c)
        if len(word) != 3 or not word.endswith("'s") or not word[0].isalpha():
            raise Refuse("a letter count names one letter")
        letter = word[0]
        if letter.upper() in text and letter in text:
            raise Refuse("the letter appears in both cases: whether case counts is not said")
        return Task("str_count", {"text": text, "sub": letter, "ignore_case": True}, source="parser")

    def str_count_zh(self, c: list) -> Task:
        text, sub = self._quotes(c)
        return self._count(text, sub, c)

    def _count(self, text: str, sub: str, c: list) -> Task:
        if not sub:
            raise Refuse("an empty string to count")
        args: dict = {"text": text, "sub": sub}
        letter = any(isinstance(t, Token) and t.type == "LETTER" for t in c)
        if letter and len(sub) == 1 and sub.isalpha() and sub.lower() != sub.upper() \
                and sub.lower() in text and sub.upper() in text:
            raise Refuse("the letter appears in both cases: whether case counts is not said")
        if letter and len(sub) == 1 and sub.isalpha():
            args["ignore_case"] = True  # "the letter h" counts H too
        return Task("str_count", args, source="parser")

    # --- units ---

    def convert(self, c: list) -> Task:
        v = self._single_number(c)
        units = [str(t) for t in c if isinstance(t, Token) and t.type == "UNIT"]
        if len(units) == 1 and v.number is None and v.unit and v.unit == (money_unit(units[0]) or canonical_unit(units[0])):
            return self._expr_task(v, None)  # "99.72美元乘以9是多少美元": the answer's unit, not a conversion
        if v.number is None and v.unit and len(units) == 1:  # "4 hours 51 minutes in seconds"
            return self._convert_value(v, units[0])
        if v.number is not None and len(units) == 2:  # "convert 22 hours to seconds"
            return self._convert(v.number, units[0], units[1])
        if v.number is None or not v.number.unit or len(units) != 1:
            raise Refuse("a conversion of one amount with its unit")
        return self._convert(v.number, v.number.unit, units[0])

    def convert_how_many(self, c: list) -> Task:
        target = str(next(t for t in c if isinstance(t, Token) and t.type == "UNIT"))
        values = self._values(c)
        if values:
            return self._convert_value(values[0], target)
        n = self.slots.number(str(next(t for t in c if isinstance(t, Token) and t.type == "NUM")))
        source = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS][-1]
        return self._convert(n, source, target)

    def convert_days(self, c: list) -> Task:  # "how many days in 7 weeks"
        num = next(t for t in c if isinstance(t, Token) and t.type == "NUM")
        unit = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS][-1]
        return self._convert(self.slots.number(str(num)), unit, "days")

    def price_times(self, c: list) -> Task:  # "a ticket costs 40 dollars and I buy 6"
        price, count = self._values(c)[:2]
        if count.unit or count.number is None or count.number.value != count.number.value.to_integral_value():
            raise Refuse("a whole count of the item")
        return Task("expr", {"expression": _binary("*", price, count, PRODUCT).text}, source="parser")

    def convert_days_to(self, c: list) -> Task:  # "45天是多少小时"
        n = self.slots.number(str(c[0]))
        return self._convert(n, str(c[1]), str(c[-1]))

    def _convert_value(self, v: V, target: str) -> Task:
        if v.number is not None and v.number.unit:
            return self._convert(v.number, v.number.unit, target)
        want = canonical_unit(target)
        if v.unit and want and v.unit != want and (v.unit, want) in _TIME_FACTOR:  # compound amounts
            return Task("expr", {"expression": f"{v.text}*{_TIME_FACTOR[(v.unit, want)]}"}, source="parser")
        if v.unit and v.unit == want:
            return Task("expr", {"expression": v.text}, source="parser")
        raise Refuse("a conversion of one amount with its unit")

    def discount_zhe_first(self, c: list) -> Task:  # "打88折的话，150块钱的东西要付多少"
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        values = self._values(c)
        return self.discount_zhe([*values, nums[0]])

    # --- stories: "小明有303元，花了75元，还剩多少元" ---

    def story_start(self, c: list) -> tuple:
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "WORD"]
        return ("start", self._values(c)[0], words[0] if words else "")

    def story_change(self, c: list) -> tuple:
        verb = next(t for t in c if isinstance(t, Token) and t.type in ("SPEND", "ADD_MORE"))
        values = self._values(c)
        if not values:
            raise Refuse("a change without its amount")
        return ("spend" if verb.type == "SPEND" else "add", values[0])

    def story_change_more(self, c: list) -> tuple:  # "buys 49 more"
        return ("add", self._values(c)[0])

    def rate_times_time(self, c: list) -> Task:  # "a car travels at 7 km per hour for 21 hours"
        speed, duration = self._values(c)[:2]
        per = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS][-1]
        if not speed.unit or _unit_key(per) != duration.unit:
            raise Refuse("a speed and a time in the same unit")
        return Task("expr", {"expression": f"{speed.text}*{duration.text}"}, source="parser")

    def price_per_each(self, c: list) -> Task:  # "pencils cost $60 per pack. what do 4 packs cost?"
        price, count = self._values(c)[:2]
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "WORD"]
        if len(words) < 3 or words[-1].rstrip("s") != words[1].rstrip("s") or count.unit:
            raise Refuse("the count is not of the item priced")
        return Task("expr", {"expression": _binary("*", price, count, PRODUCT).text}, source="parser")

    def distance_per_time(self, c: list) -> Task:  # "汽车14小时行驶了210公里，平均每小时行驶多少公里"
        duration, distance = self._values(c)[:2]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        per, asked = _unit_key(units[-2]), _unit_key(units[-1])
        if duration.unit != per or distance.unit != asked:
            raise Refuse("a distance per time in the units given")
        return Task("expr", {"expression": f"{distance.text}/{duration.text}"}, source="parser")

    def story_group(self, c: list) -> tuple:
        return ("group", self._values(c)[0])

    def ask_left(self, c: list) -> tuple:
        return ("ask", "left", self._asked_unit(c))

    def ask_total(self, c: list) -> tuple:
        return ("ask", "total", self._asked_unit(c))

    def ask_pay(self, c: list) -> tuple:
        return ("ask", "pay", "")

    def _asked_unit(self, c: list) -> str:
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        return _unit_key(units[0]) if units else ""

    def story_q(self, c: list) -> Task:
        parts = [x for x in c if isinstance(x, tuple)]
        clauses, ask = parts[:-1], parts[-1]
        if ask[0] == "ask_rate":
            return self._rate_chain(clauses, ask)
        if clauses[0][0] != "start" or any(s[0] not in ("spend", "add", "group") for s in clauses[1:]):
            raise Refuse("a story that mixes rates and amounts")
        start, steps, (_, kind, unit) = clauses[0][1], [s[:2] for s in clauses[1:]], ask
        values = [start] + [v for _, v in steps]
        units = {_story_unit(v) for v in values} | ({unit} if unit else set())
        if len(units - {""}) > 1 or ("" in units and len(units) > 1 and unit):
            raise Refuse("the amounts are not of one kind")
        kinds = {k for k, _ in steps}
        if kind == "left" and kinds == {"spend"}:
            text = start.text + "".join(f"-{v.at(SUM + 1)}" for _, v in steps)
        elif kind in ("left", "total") and kinds == {"add"}:
            text = start.text + "".join(f"+{v.at(SUM + 1)}" for _, v in steps)
        elif kind == "total" and kinds == {"group"}:
            text = "+".join(v.at(SUM + 1) for v in values)
        else:
            raise Refuse("a story whose steps do not match its question")
        return Task("expr", {"expression": text}, source="parser")

    def _rate_chain(self, clauses: list[tuple], ask: tuple) -> Task:
        """"一周有7天，一天有24小时，一周一共多少小时": amount × rate × rate …, one path of units."""
        facts = []
        for clause in clauses:
            if clause[0] == "rate":
                facts.append(clause)
            elif clause[0] == "start" and len(clause) > 2 and clause[2].startswith("一") and len(clause[2]) > 2:
                v = clause[1]  # "一个班有26人": per 班, 26 人
                facts.append(("rate", clause[2][2:], _story_unit(v), V(v.number.plain() if v.number else v.text)))
            else:
                raise Refuse("a rate question with a clause that is not a rate")
        _, amount, have, want = ask
        rates = {(_unit_key(per), _unit_key(of)): v for _, per, of, v in facts}
        if len(rates) != len(facts):
            raise Refuse("two rates for one pair of units")
        chain, unit, used = [amount.text], _unit_key(have), set()
        while unit != _unit_key(want):
            step = [(k, v) for k, v in rates.items() if k[0] == unit and k not in used]
            if len(step) != 1:
                raise Refuse("no single path from the amount to the unit asked")
            (key, v), = step
            used.add(key)
            chain.append(v.text)
            unit = key[1]
        if len(used) != len(rates):
            raise Refuse("every number must be used")
        return Task("expr", {"expression": "*".join(chain)}, source="parser")

    def rate_ask_noun(self, c: list) -> tuple:  # "26个这样的班一共多少人"
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        unit = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS][-1]
        return ("ask_rate", self.number([nums[0]]), word, unit)

    def _convert(self, n: NumberMention, source: str, target: str) -> Task:
        a, b = canonical_unit(source), canonical_unit(target)
        if not a or not b or a == b or n.percent:
            raise Refuse("a conversion between two known units")
        return Task("convert", {"value": n.plain(), "from": a, "to": b}, source="parser")

    # --- one-step rates: "一周有7天，一天有24小时，一周一共多少小时" ---

    def rate_has(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        if len(nums) == 2:
            if self.slots.number(str(nums[0])).value != 1:
                raise Refuse("a rate is stated per one unit")
            nums = nums[1:]
        return ("rate", units[0], units[1], self.number([nums[0]]))

    def rate_each(self, c: list) -> tuple:
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        num = next(t for t in c if isinstance(t, Token) and t.type == "NUM")
        return ("rate", units[0], units[1], self.number([num]))

    def rate_ask(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        return ("ask_rate", self.number([nums[0]]), units[0], units[-1])

    def rate_ask_days(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        return ("ask_rate", self.number([nums[0]]), units[0], "天")

    def rate_ask_en(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in _UNIT_TOKENS]
        asked = "days" if any(isinstance(t, Token) and t.type == "HOW_MANY_DAYS" for t in c) else units[0]
        return ("ask_rate", self.number([nums[0]]), units[-1], asked)

    def rate_q(self, c: list) -> Task:
        facts = [x for x in c if isinstance(x, tuple) and x[0] == "rate"]
        ask = next(x for x in c if isinstance(x, tuple) and x[0] == "ask")
        _, amount, have, want = ask
        rates = {(_unit_key(per), _unit_key(of)): v for _, per, of, v in facts}
        if len(rates) != len(facts):
            raise Refuse("two rates for one pair of units")
        chain, unit, used = [amount.text], _unit_key(have), set()
        while unit != _unit_key(want):
            step = [(k, v) for k, v in rates.items() if k[0] == unit and k not in used]
            if len(step) != 1:
                raise Refuse("no single path from the amount to the unit asked")
            (key, v), = step
            used.add(key)
            chain.append(v.text)
            unit = key[1]
        if len(used) != len(rates):
            raise Refuse("every number must be used")
        return Task("expr", {"expression": "*".join(chain)}, source="parser")

    # --- structure ---

    def start(self, c: list) -> Task:
        task = next(x for x in c if isinstance(x, Task))
        return task

    def lead(self, c: list) -> None:
        return None

    def tail(self, c: list) -> None:
        return None

    def ask(self, c: list) -> AskedUnit | None:
        units = [str(t) for t in c if isinstance(t, Token) and t.type == "UNIT"]
        return AskedUnit(units[0]) if units else None

    def price_ask(self, c: list) -> None:
        return None

    def growth_ask(self, c: list) -> None:
        return None

    def fall_ask(self, c: list) -> None:
        return None

    def subject(self, c: list) -> None:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        if nums and self.slots.number(str(nums[0])).value != 1:
            raise Refuse("a count before the item")
        return None

    def subject_en(self, c: list) -> None:
        return None

    def item_noun(self, c: list) -> None:
        return None

    def after_zh(self, c: list) -> None:
        return None

    def price_word(self, c: list) -> None:
        return None

    def price_word_en(self, c: list) -> None:
        return None


_ZH_FN_KIND = {"ZH_SUM": "sum", "ZH_PRODUCT": "product", "ZH_DIFF": "diff", "ZH_QUOT": "quot",
               "ZH_MEAN": "mean", "ZH_MEDIAN": "median", "ZH_MAX": "max", "ZH_MIN": "min", "ZH_GCD": "gcd",
               "ZH_LCM": "lcm"}
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
_PERIODS = (("前年", "去年", "今年", "明年"), ("上个月", "上月", "这个月", "本月", "下个月"),
            ("上季度", "本季度"), ("第一季度", "一季度", "q1"), ("第二季度", "二季度", "q2"),
            ("第三季度", "三季度", "q3"), ("第四季度", "四季度", "q4"))
_PERIOD_RANK = {"前年": 0, "去年": 1, "今年": 2, "明年": 3, "上个月": 0, "上月": 0, "这个月": 1, "本月": 1,
                "下个月": 2, "上季度": 0, "本季度": 1, "第一季度": 1, "一季度": 1, "q1": 1, "第二季度": 2,
                "二季度": 2, "q2": 2, "第三季度": 3, "三季度": 3, "q3": 3, "第四季度": 4, "四季度": 4, "q4": 4}
_PERIOD_FAMILY = {w: i for i, family in enumerate(_PERIODS) for w in family}


def _period_rank(name: str) -> tuple[int, int]:
    """(family, rank) of the period a name starts with; a name with no period word refuses."""
    for word in sorted(_PERIOD_RANK, key=len, reverse=True):
        if name.startswith(word):
            family = 0 if _PERIOD_FAMILY[word] == 0 else 1 if _PERIOD_FAMILY[word] == 1 else 2 \
                if _PERIOD_FAMILY[word] == 2 else 3
            return family, _PERIOD_RANK[word]
    raise Refuse(f"'{name}' names no period, so which value is older is not known")



# Exact steps between time units, for amounts written in two units ("2小时15分钟").
_TIME_STEP = {("h", "min"): 60, ("min", "s"): 60, ("day", "h"): 24, ("week", "day"): 7}
_TIME_FACTOR = {("min", "s"): 60, ("h", "min"): 60, ("h", "s"): 3600, ("day", "h"): 24, ("day", "min"): 1440}


def _story_unit(v: V) -> str:
    return v.unit or (v.number.unit if v.number is not None else "")
