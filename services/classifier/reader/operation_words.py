"""Operations said in words rather than by operators: "multiply 13 by 17", "raise 3 to the 5th power",
"从100里减去45", "45 increased by 15", "then double it", a difference asked by comparison ("8比-3大多少").

The words fix which operand comes first; where they do not (an increase asked as an amount or a
rate), the request is refused.
"""

from __future__ import annotations

from decimal import Decimal

from lark import Token, Transformer

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from .units import canonical_unit
from .value_units import TIME_STEP, period_rank, periods_fit, proper_fraction, unit_key
from .values import ATOM, POWER, PRODUCT, Refuse, SUM, UNIT_TOKENS, V, binary_operation, same_unit


def _no_trailing_sum(operand: V) -> None:
    """"multiply 3 by 4 plus 2": by 4 and then plus 2, or by (4 + 2)? Not a choice the reader makes."""
    if operand.prec == SUM and not operand.open_list:
        raise Refuse("a sum after 'by' reads two ways")


def no_trailing_operation(operand: V) -> None:
    """"add 10 and 5 times 2", "subtract 4 from 10 times 2": as "the sum of 10 and 5 times 2", the last
    number or the result of the verb times 2? (a fraction written "1/2" is one number)"""
    if operand.number is None and operand.prec < ATOM and not operand.open_list and not operand.written_fraction:
        raise Refuse("an operation after the verb's last number reads two ways")


_STEP_WAYS = {"INCREASED_BY": "+", "GROWTH_EN": "+", "DECREASED_BY": "-", "FALL_VERB": "-"}
_STEP_VERBS = frozenset({"increase", "decrease", "reduce", "lower", "drop", "cut"})
_HALVED = frozenset({"halved", "减半", "减了一半"})
# π to 50 places: a rounded answer to 20 places or fewer is exact with it (frames.py reads π only with
# a rounding).
PI_DIGITS = "3.14159265358979323846264338327950288419716939937510"


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


class OperationWordRules(Transformer):
    """Operations said in words: "multiply 13 by 17", "从100里减去45", "45 increased by 15", "8比-3大多少"."""

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
        return binary_operation("*", a, b, PRODUCT)

    def change_by(self, c: list) -> Task:  # "45 increased by 15", "200 increased by 15%"
        a, b = self._values(c)
        up = any(isinstance(t, Token) and t.type == "INCREASED_BY" for t in c)
        if b.percent:
            return self.pct_increase(c) if up else self.pct_decrease(c)
        if proper_fraction(b):  # "27减少三分之一", "100 reduced by 1/4": by that share of it
            return self._expr_task(V(f"{a.at(PRODUCT)}*(1{'+' if up else '-'}{b.text})", PRODUCT, a.unit), None)
        return self._expr_task(binary_operation("+" if up else "-", a, b, SUM), None)

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
        no_trailing_operation(self._values(c)[1])  # before the frame closes a word list
        a, b = self._verb_operands(c)
        return binary_operation("+", a, b, SUM)

    def verb_sub_from(self, c: list) -> V:
        no_trailing_operation(self._values(c)[1])  # before the frame closes a word list
        a, b = self._verb_operands(c)
        return binary_operation("-", b, a, SUM)

    def verb_sub_cong(self, c: list) -> Task:  # "从100里减去45"
        a, b = self._verb_operands(c)
        return self._expr_task(binary_operation("-", a, b, SUM), None)

    def then_scale(self, c: list) -> V:  # "…, then double it"
        word = str(c[-1])
        if word not in ("it", "that", "this"):
            raise Refuse(f"'double {word}' after a step does not say what is doubled")
        if c[-2].type in ("HALVE_PRE", "HALF_OF"):  # "…, then halve it", "then half of that"
            return binary_operation("/", self._then_whole(c), V("2"), PRODUCT)
        k = "2" if c[-2].type == "DOUBLE_PRE" else "3"
        return binary_operation("*", self._then_whole(c), V(k), PRODUCT)

    def scaled_post(self, c: list) -> V:  # "37 doubled", "18加27，再翻倍", "100减半"
        a = self._then_whole(c)
        if not any(isinstance(t, Token) and t.type == "THEN" for t in c) and a.prec < ATOM:
            raise Refuse("'5 plus 3 doubled': the 3, or the sum?")
        word = str(c[-1])
        op, k = ("/", "2") if word in _HALVED else ("*", "3" if word == "tripled" else "2")
        return binary_operation(op, a, V(k), PRODUCT)

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
        text = {"PLUS": binary_operation("-", total, known, SUM), "TIMES": binary_operation("/", total, known, PRODUCT),
                "MINUS": binary_operation("-", known, total, SUM)}[op]
        return self._expr_task(text, None)

    def verb_div_parts(self, c: list) -> V:  # "divide 144 into 12 equal groups"
        if str(c[-1]) not in ("parts", "groups", "shares", "pieces", "portions", "piles") or str(c[-2]) != "equal":
            raise Refuse("divided into equal what")
        return self.verb_div(c[:-2])

    def verb_div(self, c: list) -> V:
        _no_trailing_sum(self._values(c)[1])
        a, b = self._verb_operands(c)
        return binary_operation("/", a, b, PRODUCT)

    def add_together(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return self._expr_task(binary_operation("+", a, b, SUM), None)

    def goes_into_zh(self, c: list) -> Task:  # "100里面有几个25"
        a, b = self._values(c)[:2]
        if a.number is None or b.number is None or b.number.value == 0 or a.number.value % b.number.value:
            raise Refuse("how many times one goes into the other, when it goes evenly")
        return self._expr_task(binary_operation("/", a, b, PRODUCT), None)

    def add_together_zh(self, c: list) -> Task:  # "25块钱和13块钱一共多少钱"
        ask = str(c[-1])
        if not any(word in ask for word in ("一共", "总共", "共")):
            raise Refuse("'A和B多少钱' without 一共 does not say to add")
        return self.add_together(c)

    def passive_div(self, c: list) -> Task:  # "186被31除": 186 ÷ 31
        a, b = self._values(c)[:2]
        return self._expr_task(binary_operation("/", a, b, PRODUCT), None)

    def goes_into(self, c: list) -> Task:  # "how many times does 29 go into 696": 696 ÷ 29
        a, b = self._values(c)[:2]
        return self._expr_task(binary_operation("/", b, a, PRODUCT), None)

    def each_times(self, c: list) -> Task:  # "12 items at $16.57 each"
        count, price = self._values(c)[:2]
        return self._expr_task(binary_operation("*", count, price, PRODUCT), None)

    def convert_one(self, c: list) -> Task:  # "how many seconds are in a day"
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
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
        (_, old), (_, new) = sorted(named, key=lambda p: period_rank(p[0]))
        if period_rank(named[0][0]) == period_rank(named[1][0]):
            raise Refuse("which period comes first is not said")
        if period_rank(named[0][0])[0] != period_rank(named[1][0])[0]:
            raise Refuse("periods of two kinds: which comes first is not said")
        if asked and [period_rank(w) for w in asked] != sorted(period_rank(w) for w in asked):
            raise Refuse("a growth asked backwards")
        words = [str(t) for t in tokens if t.type == "GROWTH_EN"]
        ranks = sorted(period_rank(p)[1] for p, _ in named)
        if not periods_fit(words, ranks[0], ranks[1]):
            raise Refuse("a period-over-period growth between periods that are not next to each other")
        return self._growth(old, new)

    def ge_times(self, c: list) -> V:  # "18个15": 18 × 15
        a, measure, b = c
        if str(measure) != "个":
            raise Refuse("a count of something, not a product")
        count, each = self.number([a]), self.number([b])
        v = binary_operation("*", count, each, PRODUCT)
        # "7个8相加" is 7 eights added; "3个5相乘" is 5 to the 3rd, for a whole count
        return V(v.text, v.prec, v.unit, parts=("count_of", count.text, each.text))

    def dozen(self, c: list) -> V:  # "3 dozen (eggs)", "12打": twelve each
        count = self.number(c[:1])
        if count.unit or count.percent or count.number is None or count.number.value != count.number.value.to_integral_value():
            raise Refuse("a whole count of dozens")
        return binary_operation("*", count, V("12"), PRODUCT)

    def compound(self, c: list) -> V:  # "2小时15分钟" as minutes or seconds, exactly
        n1, u1, n2, u2 = [t for t in c if not (isinstance(t, Token) and t.type == "AND")]
        a, b = canonical_unit(str(u1)), canonical_unit(str(u2))
        if a == "h" and str(u2) == "分":  # "8小时31分": 分 after hours is minutes
            b = "min"
        step = TIME_STEP.get((a, b))
        if step is None:
            raise Refuse("a compound amount the reader does not add up")
        first, second = self.slots.number(str(n1)), self.slots.number(str(n2))
        self.units_mixed = True  # "3小时15分钟" alone: 195 minutes or 3.25 hours? only where a unit is asked
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

    # --- comparisons: "8比-3大多少", "15与-9相差多少" ---

    def _apart(self, c: list, order: str) -> Task:
        a, b = self._values(c)[:2]
        asked = next((str(t) for t in c if isinstance(t, Token) and t.type in ("UNIT", "MEASURE")), "")
        unit = same_unit(a, b)
        if asked and unit and unit_key(asked) != unit:
            raise Refuse("the unit asked for is not the unit compared")
        if a.number is not None and b.number is not None:
            bigger = a.number.value > b.number.value
            if order == "apart":
                a, b = (a, b) if bigger else (b, a)
            elif bigger != (order == "bigger") or a.number.value == b.number.value:
                raise Refuse("'how much bigger' of the smaller one")
        elif order == "apart":
            return self._expr_task(V(f"abs({binary_operation('-', a, b, SUM).text})", ATOM), None)
        high, low = (a, b) if order != "smaller" else (b, a)
        return self._expr_task(binary_operation("-", high, low, SUM), None)

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
