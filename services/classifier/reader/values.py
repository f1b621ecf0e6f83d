"""Values being composed: the V record (sandbox `expr` text with its unit and precedence), the refusal,
the helpers every rule module composes values with (one unit of several, a binary operation with its
parentheses, a whole number), and the rules that read number tokens into values.

The Builder (build.py) mixes in the rules here and in arithmetic_rules, operation_words, list_rules and
rounding_rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from lark import Token, Transformer

from dtlib.perception import NumberMention

from .units import canonical_unit, money_unit

ATOM, POWER, UNARY, PRODUCT, SUM = 5, 4, 3, 2, 1
UNIT_TOKENS = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "MEASURE"})


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


def is_whole(v: V) -> bool:
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


def same_unit(*values: V) -> str:
    units = {v.unit for v in values if v.unit}
    if len(units) > 1:
        raise Refuse(f"units differ: {sorted(units)}")
    return units.pop() if units else ""


def binary_operation(op: str, a: V, b: V, prec: int, *, right_assoc: bool = False) -> V:
    if a.open_list:
        raise Refuse("a word list followed by an operator reads two ways")
    left = a.at(prec + 1 if right_assoc else prec)
    right = b.at(prec if right_assoc else prec + 1)
    if op in "+-":
        if a.percent != b.percent:
            # "$120 minus 15%": 120 − 0.15, or 15% off? People mean the second; the words say the first.
            raise Refuse("a percentage added to or taken from an amount reads two ways")
        unit = same_unit(a, b)
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


def integer_text(v: V, minimum: int = 0) -> str:
    if v.number is None or v.number.percent or v.number.unit:
        raise Refuse("a whole number is needed")
    value = v.number.value
    if value != value.to_integral_value() or value < minimum:
        raise Refuse("a whole number is needed")
    return str(int(value))


class NumberRules(Transformer):
    """Number and percentage tokens into values, and the items of a list."""

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
