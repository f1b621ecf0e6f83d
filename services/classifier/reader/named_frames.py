"""Question frames of named values ("去年利润是-12,567,890元，今年是3,000,000元，今年比去年多多少元"): amounts bound to
names or years, then a question of them (more, less, times, growth, decline), each into its one sandbox operation
(Builder mixes these in)."""

from __future__ import annotations

from lark import Token

from dtlib.envelope import Task

from .units import canonical_unit, money_unit
from .value_units import period_rank, periods_fit
from .values import Binding, PRODUCT, Refuse, SUM, V, binary_operation
from .frames import RATE_MARKS, increase_only, rate_asked


class NamedValueRules:
    """The named-value questions of the grammar."""

    def binding(self, c: list) -> Binding:
        value = self._values(c)[0]
        if isinstance(c[-1], Token) and c[-1].type == "UNIT":
            value = self._with_unit(value, str(c[-1]))
        return Binding(str(c[0]), value)

    def binding_year(self, c: list) -> Binding:
        """"2023年产量120吨": the year names the period; a trailing word is the amount's unit."""
        year = self._num(c[0])
        if year.percent or year.value != int(year.value) or not 1000 <= year.value <= 2999:
            raise Refuse("a year is a whole number of four digits")
        value = self._values(c[2:])[0]
        words = [str(t) for t in c[2:] if isinstance(t, Token) and t.type == "WORD"]
        if isinstance(c[-1], Token) and c[-1].type == "WORD":
            if value.unit:
                raise Refuse("two units for one amount")
            value = V(value.text, value.prec, str(c[-1]), value.percent, value.number)
            words = words[:-1]
        return Binding(f"{int(year.value)}年{''.join(words)}", value)

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
            (old_name, old), (new_name, new) = sorted(bindings, key=lambda b: period_rank(b[0]))
            if period_rank(old_name) == period_rank(new_name):
                raise Refuse("which period comes first is not said")
            named, words = refs if refs else ("", [])
            if named and not any(named in name for name in names):
                raise Refuse(f"'{named}' is not what the values are of")  # "营收 … 净利润增长率", "明年预计"
            if not periods_fit(words, period_rank(old_name)[1], period_rank(new_name)[1]):
                raise Refuse("a period-over-period growth between periods that are not next to each other")
            if period_rank(old_name)[0] != period_rank(new_name)[0]:
                raise Refuse("periods of two kinds (2022年 and 今年): which comes first is not said")
            if kind == "growth":
                if increase_only(words) and old.number is not None and new.number is not None \
                        and new.number.value < old.number.value:
                    raise Refuse("an increase asked of an amount that fell")
                return self._growth(old, new)
            return self.decline([old, new])
        if len(bindings) != 2:
            raise Refuse("every value must be used")
        a, b = (lookup(r) for r in refs)
        if a is b:
            raise Refuse("a value compared with itself")
        if kind == "more":
            return Task("expr", {"expression": binary_operation("-", a, b, SUM).text}, source="parser")
        if kind == "less":
            return Task("expr", {"expression": binary_operation("-", b, a, SUM).text}, source="parser")
        return Task("expr", {"expression": binary_operation("/", a, b, PRODUCT).text}, source="parser")

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
        rate_asked(c)
        named = next((str(t) for t in c if isinstance(t, Token) and t.type == "WORD"), "")
        return ("growth", (named, [str(t) for t in c if isinstance(t, Token) and t.type in ("GROWTH_ZH", "YOY")]))

    def named_decline(self, c: list) -> tuple:
        rate_asked(c)  # "去年800人，今年400人，下降了多少": by 400, or by 50 %? as named_growth
        named = next((str(t) for t in c if isinstance(t, Token) and t.type == "WORD"), "")
        return ("decline", (named, [str(t) for t in c if isinstance(t, Token) and t.type == "YOY"]))

    def named_lookup_refused(self, c: list) -> tuple:
        raise Refuse("a question that only looks a value up")

    def ask_more(self, c: list) -> None:
        return None
