"""Question frames of units, each into its one sandbox operation: an amount converted into another unit (rounded,
asked "how many", days in weeks and back), and a price times a count said with its unit (Builder mixes these in)."""

from __future__ import annotations

from lark import Token

from dtlib.envelope import Task

from .units import canonical_unit, money_unit
from .value_units import exact_factor
from .values import PRODUCT, Refuse, UNIT_TOKENS, V, binary_operation


class UnitFrameRules:
    """The unit questions of the grammar."""

    def convert(self, c: list) -> Task:
        v = self._single_number(c)
        units = [str(t) for t in c if isinstance(t, Token) and t.type == "UNIT"]
        self.unit_asked = True
        if len(units) == 1 and v.number is None and v.unit and v.unit == (money_unit(units[0]) or canonical_unit(units[0])):
            return self._expr_task(v, None)  # "99.72美元乘以9是多少美元": the answer's unit, not a conversion
        if v.number is None and v.unit and len(units) == 1:  # "4 hours 51 minutes in seconds"
            return self._convert_value(v, units[0])
        if v.number is not None and len(units) == 2:  # "convert 22 hours to seconds"
            return self._convert(v.number, units[0], units[1])
        if v.number is None or not v.number.unit or len(units) != 1:
            raise Refuse("a conversion of one amount with its unit")
        return self._convert(v.number, v.number.unit, units[0])

    def convert_rounded(self, c: list) -> Task:
        task = next(x for x in c if isinstance(x, Task))
        places = next(x for x in c if isinstance(x, int))
        if task.op == "convert" and "places" not in task.args and places >= 0:
            return Task("convert", {**task.args, "places": places}, source=task.source)
        raise Refuse("a conversion rounded once, to decimal places")

    def convert_how_many(self, c: list) -> Task:
        target = str(next(t for t in c if isinstance(t, Token) and t.type == "UNIT"))
        values = self._values(c)
        if values:
            return self._convert_value(values[0], target)
        n = self.slots.number(str(next(t for t in c if isinstance(t, Token) and t.type == "NUM")))
        source = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS][-1]
        return self._convert(n, source, target)

    def convert_days(self, c: list) -> Task:  # "how many days in 7 weeks"
        num = next(t for t in c if isinstance(t, Token) and t.type == "NUM")
        unit = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS][-1]
        return self._convert(self.slots.number(str(num)), unit, "days")

    def convert_to_days(self, c: list) -> Task:  # "72 hours is how many days"
        return self._convert_value(self._single_number(c), "days")

    def price_times(self, c: list) -> Task:  # "a ticket costs 40 dollars and I buy 6"
        price, count = self._values(c)[:2]
        if count.unit or count.number is None or count.number.value != count.number.value.to_integral_value():
            raise Refuse("a whole count of the item")
        return Task("expr", {"expression": binary_operation("*", price, count, PRODUCT).text}, source="parser")

    def convert_days_to(self, c: list) -> Task:  # "45天是多少小时"
        n = self.slots.number(str(c[0]))
        return self._convert(n, str(c[1]), str(c[-1]))

    def _convert_value(self, v: V, target: str) -> Task:
        if v.number is not None and v.number.unit:
            return self._convert(v.number, v.number.unit, target)
        want = canonical_unit(target)
        self.unit_asked = True
        if self.unit_half_said and v.unit != want:
            raise Refuse("an amount and a bare number converted: the bare number's unit is not said")
        factor = exact_factor(v.unit, want) if v.unit and want else None
        if factor is not None:  # compound amounts ("4 hours 51 minutes in seconds")
            return Task("expr", {"expression": f"{v.at(PRODUCT)}*{factor}"}, source="parser")
        factor = exact_factor(want, v.unit) if v.unit and want else None
        if factor is not None:  # "90 minutes plus 2 hours, in hours": summed in minutes, asked in hours
            return Task("expr", {"expression": f"{v.at(PRODUCT)}/{factor}"}, source="parser")
        if v.unit and v.unit == want:
            return Task("expr", {"expression": v.text}, source="parser")
        raise Refuse("a conversion of one amount with its unit")
