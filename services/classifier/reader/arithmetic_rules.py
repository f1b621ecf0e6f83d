"""Arithmetic on values into sandbox `expr` text: + − × ÷ with their precedence, powers and roots
(radicals merged where they are alike), fractions and mixed numbers, percent of, 折, and the calls of
the evaluator's functions.

Whatever has two readings (units that disagree, a share of a bare number) is refused.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Transformer

from dtlib.envelope import Task

from .units import zhe_percent_off
from .value_units import bare_number_in_a_smaller_unit, in_smaller_unit, proper_fraction
from .values import ATOM, AskedUnit, POWER, PRODUCT, Refuse, SUM, UNARY, V, binary_operation, integer_text, same_unit

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
    return binary_operation("^", base, exponent, POWER, right_assoc=True)


def _odd(exponent: V) -> bool:
    return exponent.text.isdigit() and int(exponent.text) % 2 == 1


def _negative_base_zh(base: V) -> V:
    """"负3的平方", "-2的3次方": 的 takes the whole number written before it, sign and all: (-3)²."""
    if base.number is not None and base.number.value < 0 and base.text == base.number.plain():
        return V(f"({base.text})", ATOM, base.unit, number=base.number)
    return base


def function_call(fn: str, *args: V) -> V:
    unit = same_unit(*args) if fn in ("sum", "mean", "median", "min", "max", "mode") else ""
    if fn in ("gcd", "lcm", "factorial", "mod") and any(a.unit for a in args):
        raise Refuse(f"{fn} of quantities with units")
    return V(f"{fn}({', '.join(a.text for a in args)})", ATOM, unit)


def _no_bare_share(a: V, b: V) -> None:
    """"a third of 120 plus a quarter": a quarter, or a quarter of 120? A fraction below one beside a share of
    an amount may be a share of it too."""
    if a.share_of and proper_fraction(b) or b.share_of and proper_fraction(a):
        raise Refuse("a fraction beside a share of an amount: of that amount too?")


_ZH_GROUP_OP = {"ZH_SUM": "+", "ZH_DIFF": "-", "ZH_PRODUCT": "*", "ZH_QUOT": "/"}


_CALL_NAMES = {"sqrt": "sqrt", "√": "sqrt", "abs": "abs", "factorial": "factorial", "max": "max",
               "min": "min", "gcd": "gcd", "lcm": "lcm", "mean": "mean", "average": "mean",
               "median": "median", "sum": "sum", "round": "round"}


class ArithmeticRules(Transformer):
    """Operators and the named operations on values: + − × ÷, powers and roots, fractions, percent of, calls."""

    # --- arithmetic ---

    def add(self, c: list) -> V:
        a, b = self._values(c)
        _no_bare_share(a, b)
        return self._mixed_units("+", a, b) or binary_operation("+", a, b, SUM)

    def sub(self, c: list) -> V:
        a, b = self._values(c)
        _no_bare_share(a, b)
        return self._mixed_units("-", a, b) or binary_operation("-", a, b, SUM)

    def _mixed_units(self, op: str, a: V, b: V) -> V | None:
        summed = in_smaller_unit(op, a, b)
        if summed is not None:
            self.units_mixed = True
        if bool(a.unit) != bool(b.unit) and not a.percent and not b.percent:
            self.unit_half_said = True  # "3千米加450": the 450's unit is not said
            bare_number_in_a_smaller_unit(a, b)
        return summed

    def mul(self, c: list) -> V:
        a, b = self._values(c)
        return _radicals_merged("*", a, b) or binary_operation("*", a, b, PRODUCT)

    def div(self, c: list) -> V:
        a, b = self._values(c)
        quotient = _radicals_merged("/", a, b) or binary_operation("/", a, b, PRODUCT)
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
        return binary_operation(op, grouped, b, SUM if op in "+-" else PRODUCT)

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
        return binary_operation("/", a, V("2"), PRODUCT)

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
        order = integer_text(V(n.plain(), number=n), 2)
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
        return replace(binary_operation("*", V(f"({part.text.strip('()')})"), whole, PRODUCT), share_of=True)

    def sqrt(self, c: list) -> V:
        (a,) = self._values(c)
        if a.unit:
            raise Refuse("the square root of a quantity with a unit")
        return function_call("sqrt", a)

    def cbrt(self, c: list) -> V:
        (a,) = self._values(c)
        if a.unit:
            raise Refuse("the cube root of a quantity with a unit")
        return V(f"{a.at(POWER + 1)}^(1/3)", POWER)

    def factorial(self, c: list) -> V:
        (a,) = self._values(c)
        integer_text(a) if a.number is not None else None
        return function_call("factorial", a)

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
        return function_call("mod", a, b)

    def remainder(self, c: list) -> Task:  # "the remainder of 17 divided by 5"
        a, b = (self.number([t]) for t in c if isinstance(t, Token) and t.type == "NUM")
        return Task("expr", {"expression": function_call("mod", a, b).text}, source="parser")

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
        # the unit asked converts the result as any value's does ("10公里的一半是多少米": 5000, not 5)
        return self.value_q([binary_operation(op, a, V(k), PRODUCT), *(x for x in c if isinstance(x, AskedUnit))])

    def scale_fraction(self, c: list) -> V:
        return binary_operation("/", self.number([c[0]]), self.number([c[2]]), PRODUCT)

    def times_bei(self, c: list) -> V:  # "32的5倍"
        a = self._values(c)[0]
        k = self._num(c[2])
        return binary_operation("*", a, V(k.plain(), number=k), PRODUCT)

    def fraction_zh(self, c: list) -> V:  # 三分之二 = 2/3
        den, num = self.number([c[0]]), self.number([c[2]])
        integer_text(den, 1), integer_text(num)
        return V(f"({num.text}/{den.text})", ATOM)

    def part_of_zh(self, c: list) -> V:  # "12的三分之二", "12的2/3": 12 × 2/3
        whole = self._values(c)[0]
        tokens = [t for t in c if isinstance(t, Token)][1:]
        part = self.fraction_zh(tokens) if tokens[1].type == "FENZHI" else self.fraction_zh(tokens[::-1])
        if whole.percent:
            raise Refuse("a fraction of a percentage")
        return binary_operation("*", whole, part, PRODUCT)

    def mixed(self, c: list) -> V:  # 1(5/6), 2又1/3, 5 7/8
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        whole, num, den = (self.number([t]) for t in nums)
        w, n, d = integer_text(whole), integer_text(num), integer_text(den, 1)
        if int(n) >= int(d):
            raise Refuse("a mixed number's fraction is proper")
        return V(f"({w}+{n}/{d})", ATOM)

    def mixed_zh(self, c: list) -> V:  # 2又3分之1 = 2 + 1/3
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        whole, den, num = (self.number([t]) for t in nums)
        w, d, n = integer_text(whole), integer_text(den, 1), integer_text(num)
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
            return V("+".join(a.at(SUM) for a in args), SUM, same_unit(*args))
        return function_call(fn, *args)

    def fn_name(self, c: list) -> Token:
        return c[0]
