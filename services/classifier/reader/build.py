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

from lark import Token

from dtlib.envelope import Task

from ..slots import Slots
from .arithmetic_rules import ArithmeticRules
from .date_frames import DateFrameRules
from .frames import AskedGrowth, FrameRules, rate_asked
from .list_rules import ListRules
from .named_frames import NamedValueRules
from .operation_words import OperationWordRules
from .prime_ranges import PrimeRangeRules
from .rounding_rules import RoundingRules
from .stories import StoryRules
from .string_frames import StringFrameRules
from .unit_frames import UnitFrameRules
from .values import AskedUnit, NumberRules, Refuse  # noqa: F401 - Refuse: the reader's refusal


class Builder(StoryRules, FrameRules, NamedValueRules, DateFrameRules, StringFrameRules, UnitFrameRules,
              PrimeRangeRules, NumberRules, ArithmeticRules, OperationWordRules, ListRules, RoundingRules):
    """One per request: it knows the request's slots and context."""

    def __init__(self, slots: Slots, context: dict[str, str]) -> None:
        super().__init__(visit_tokens=False)  # no rule is named after a token type: not looked up per token
        self.slots = slots
        self.context = context
        # "3 km plus 450 m" is summed in metres; said only where the question asks its unit.
        self.units_mixed = self.unit_asked = False
        # "3千米加450是多少米": a bare number beside an amount: converting the sum would give it that unit.
        self.unit_half_said = False

    # --- structure ---

    def start(self, c: list) -> Task:
        task = next(x for x in c if isinstance(x, Task))
        if self.units_mixed and not self.unit_asked:
            raise Refuse("amounts in two units, and no unit asked for the answer")
        return task

    def lead(self, c: list) -> None:
        return None

    def ask(self, c: list) -> AskedUnit | None:
        units = [str(t) for t in c if isinstance(t, Token) and t.type == "UNIT"]
        return AskedUnit(units[0]) if units else None

    def price_ask(self, c: list) -> None:
        return None

    def growth_ask(self, c: list) -> AskedGrowth:
        rate_asked(c)
        return AskedGrowth(" ".join(str(t) for t in c if isinstance(t, Token) and t.type == "GROWTH_ZH"))

    def fall_ask(self, c: list) -> None:
        rate_asked(c)

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


