"""Question frames: a value asked, percentages, discounts, growth, comparisons and whole numbers, each into its
one sandbox operation (Builder mixes these in). The frames of named values (named_frames.py), dates
(date_frames.py), strings (string_frames.py) and units (unit_frames.py) are mixins of their own."""

from __future__ import annotations

from lark import Token

from dtlib.envelope import Task

from .units import MONEY_NAMES, canonical_unit, money_sign, money_unit, zhe_percent_off
from .operation_words import PI_DIGITS, increase_as_amount_or_rate, no_trailing_operation
from .value_units import proper_fraction, time_factor
from .values import ATOM, AskedUnit, PRODUCT, Refuse, SUM, V, binary_operation, integer_text, same_unit
from .units import DIMENSION


RATE_MARKS = ("率", "幅", "百分")  # what makes 增长 a rate: 增长率, 涨幅, 增长了百分之几


def rate_asked(c: list) -> None:
    """"从80增长到100，增长了多少", "从75公斤降到69公斤，减少了多少": by 20, or by 25 %? Without 率, 幅 or 百分
    the words do not say."""
    words = [str(t) for t in c if isinstance(t, Token) and t.type in ("GROWTH_ZH", "FALL_ZH")]
    if words and not any(mark in w for w in words for mark in RATE_MARKS):
        raise Refuse("an increase asked without saying whether as an amount or a rate")
    increase_as_amount_or_rate(c)


class AskedGrowth(str):
    """The growth word a growth question asked with (增幅, 增长率 …), kept for the build."""


def increase_only(words: list[str]) -> bool:
    """增幅, 增长了百分之几, "percentage increase": asked of an amount that fell, the words and the
    numbers disagree (a rate that carries its sign, 增长率 or "growth rate", does not)."""
    return any(w in word for word in words for w in ("增幅", "涨幅", "增长幅度", "百分之", "百分比", "increase",
                                                      "rise", "gain")) \
        and not any(w in word for word in words for w in ("变化", "变动"))  # 变化了百分之几: either way


# "or not", "还是不是": whether it is prime; "or composite", "还是合数": which of the two
_WHETHER_OR_NOT = frozenset({"or not", "还是不是"})


def _refuse_an_operation_before_than(left: V) -> None:
    """"3 times as much as 5 more than 2": (3×5)+2, or 3×(5+2)? An operation told in words before "more/less
    than" may stop before it or take it in; a number alone ("7 more than twice 4") is one reading."""
    if left.number is None and left.prec < ATOM:
        raise Refuse("an operation before 'more/less than': it may take the comparison in")


def _in_one_time_unit(part: V, whole: V) -> tuple[V, V]:
    """"45分钟是1小时的几分之几", "6 hours as a percentage of a day": two times in different units are
    compared in the smaller one (1 h is 60 min); any other pair of units is left as it is."""
    if not part.unit or not whole.unit or part.unit == whole.unit:
        return part, whole
    to_part, to_whole = time_factor(whole.unit, part.unit), time_factor(part.unit, whole.unit)
    if to_part:
        return part, V(f"{whole.at(PRODUCT)}*{to_part}", PRODUCT, part.unit)
    if to_whole:
        return V(f"{part.at(PRODUCT)}*{to_whole}", PRODUCT, whole.unit), whole
    return part, whole


class FrameRules:
    """Questions that name one operation."""

    # --- the questions ---

    def value_q(self, c: list) -> Task:
        (v,) = self._values(c)
        places = next((x for x in c if isinstance(x, int)), None)
        asked = next((x for x in c if isinstance(x, AskedUnit)), None)
        if asked is not None:  # "5公里等于多少米", "50美元减去12.5美元还剩多少美元"
            self.unit_asked = True
            if v.number is not None and v.number.unit:
                task = self._convert(v.number, v.number.unit, str(asked))
                return task if places is None else self.convert_rounded([task, places])  # "…是多少英里，保留两位小数"
            if places is None and v.unit and v.unit != (money_unit(asked) or canonical_unit(asked)):
                return self._convert_value(v, str(asked))
            if v.unit != (money_unit(asked) or canonical_unit(asked) or asked):
                raise Refuse("the unit asked for is not the unit computed")
        return self._expr_task(v, places)

    value_q_round_first = value_q

    def labelled_round(self, c: list) -> Task:  # "平均分是 86.666，保留一位小数": a number as written, rounded
        (v,) = self._values(c)
        places = next(x for x in c if isinstance(x, int))
        if v.number is None or v.percent:
            raise Refuse("a named value that is not one number as written")
        return self._expr_task(v, places)

    def _expr_task(self, v: V, places: int | None) -> Task:
        if places is None and PI_DIGITS in v.text:
            raise Refuse("π without a rounding: its 50 places are not the answer")
        if places is None and v.parts and v.parts[0] == "percent_of":
            return Task("percent_of", {"percent": v.parts[1], "of": v.parts[2]}, source="parser")
        if v.number is not None and places is None:
            raise Refuse("a bare number is not a computation")
        if places is not None and v.text.startswith(("ceil(", "floor(")):  # "round up 7.25 to 1 decimal"
            raise Refuse("rounded up or down, and to places: which one?")
        if not any(ch in v.text for ch in "+-*/^(%") and places is None:
            raise Refuse("nothing to compute")
        text = v.text if places is None else f"round({v.text}, {places})"
        return Task("expr", {"expression": text}, source="parser")

    # percentages, discounts, growth

    def share(self, c: list) -> Task:
        if any(isinstance(t, Token) and t.type == "AS_PERCENT_OF" for t in c):
            no_trailing_operation(self._values(c)[1])  # "20 as a percent of 80 plus 20": of 100, or 25 + 20?
        part, whole = _in_one_time_unit(*self._values(c)[:2])
        same_unit(part, whole)
        self.unit_asked = True  # a share has no unit: "45 minutes and 30 seconds" of an hour needs none asked
        if bool(part.unit) != bool(whole.unit):  # "45是1小时的几分之几": 45 what?
            raise Refuse("a share of an amount with a unit and one without")
        if any(isinstance(t, Token) and ("几分之几" in t.value or t.type in ("WHAT_FRACTION", "IS_WHAT_FRACTION")) for t in c):
            # "5是20的几分之几", "what fraction of an hour is 45 minutes": 1/4, not 25 %
            return Task("expr", {"expression": f"{part.at(PRODUCT)}/{whole.at(PRODUCT + 1)}", "as_fraction": True},
                        source="parser")
        return Task("expr", {"expression": f"{part.at(PRODUCT)}/{whole.at(PRODUCT + 1)}*100"}, source="parser")

    def share_rounded(self, c: list) -> Task:
        """A percentage share rounded as asked, before or after it: round(part / whole × 100, places)."""
        task = next(x for x in c if isinstance(x, Task))
        places = next(x for x in c if isinstance(x, int))
        if task.op != "expr" or task.args.get("as_fraction") or places < 0 or not task.args["expression"].endswith("*100"):
            raise Refuse("a rounding of a percentage share, to decimal places")
        return Task("expr", {"expression": f"round({task.args['expression']}, {places})"}, source="parser")

    def share_of_is(self, c: list) -> Task:
        whole, part = self._values(c)[:2]
        return self.share([part, whole, *(t for t in c if isinstance(t, Token))])

    def time_whole(self, c: list) -> V:
        """"1天", "2 weeks": an amount of time as the whole a share is of."""
        n = self._num(c[0])
        if n.percent or n.unit and canonical_unit(n.unit) != canonical_unit(str(c[1])):
            raise Refuse("an amount of time written once")
        return V(n.plain(), ATOM, canonical_unit(str(c[1])), number=n)

    def one_unit(self, c: list) -> V:
        """"an hour", "a day" (the article gone): one of the unit, the whole a share is of."""
        unit = canonical_unit(str(c[0]))
        if DIMENSION.get(unit) != "time":
            raise Refuse("one of a unit that is not a time")
        return V("1", ATOM, unit)

    def discount_zhe(self, c: list) -> Task:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        values = self._values(c)
        price = values[0] if values else self.number([nums[-2]])
        if price.number is None or price.percent or price.number.value < 0:
            raise Refuse("a discount of one price, not below zero")
        self._a_price(price)
        k = self.slots.number(str(nums[-1])).value
        if len(nums) > 2:  # "一件衣服": the count before the item must be one
            if self.slots.number(str(nums[0])).value != 1:
                raise Refuse("a count of items and a price")
        off = zhe_percent_off(k)
        if off is None:
            raise Refuse("a discount outside 1-9.9 折")
        return Task("discount", {"price": price.text, "percent": off}, source="parser")

    def _a_price(self, price: V) -> None:
        """"3 items at 20% off", "5 kg at 20% off": a discount is taken off a price, not a count or a
        measure ("a $120 item" is a price: the sign says so)."""
        n = price.number
        if price.unit and price.unit not in MONEY_NAMES and not money_unit(price.unit) \
                or n is not None and n.unit and not money_unit(n.unit) and not money_sign(self.slots, n.start):
            raise Refuse("a discount of a count or a measure")

    def discount_pct_zh(self, c: list) -> Task:
        nums = [t for t in c if isinstance(t, Token) and t.type in ("NUM", "PCT")]
        price, pct = self.number([nums[-2]]), self.percent([nums[-1]])
        return self._discount(price, pct)

    def _discount(self, price: V, pct: V) -> Task:
        off = pct.number.value  # type: ignore[union-attr]
        if not 0 <= off <= 100 or price.number is None or price.number.value < 0:
            raise Refuse("a discount outside 0-100%, or of a price below zero")
        self._a_price(price)
        return Task("discount", {"price": price.text, "percent": pct.number.plain()}, source="parser")  # type: ignore[union-attr]

    def discount_off(self, c: list) -> Task:
        (pct,) = [t for t in c if isinstance(t, Token) and t.type == "PCT"]
        values = self._values(c)
        price = values[0] if values else self.number([t for t in c if isinstance(t, Token) and t.type == "NUM"])
        return self._discount(price, self.percent([pct]))

    discount_with = discount_off

    def value_as_percent(self, c: list) -> Task:  # "3/5等于百分之几"
        (v,) = self._values(c)
        if v.percent or v.unit:
            raise Refuse("a plain number as a percentage")
        return Task("expr", {"expression": f"{v.at(PRODUCT)}*100"}, source="parser")

    def discount_amount(self, c: list) -> Task:  # "原价200元，优惠30元后多少钱"
        tokens = [t for t in c if isinstance(t, Token)]
        amounts = [[t] + ([tokens[i + 1]] if i + 1 < len(tokens) and tokens[i + 1].type == "UNIT" else [])
                   for i, t in enumerate(tokens) if t.type == "NUM"]
        price, off = (self.number(a) for a in amounts[:2])
        if price.number is None or off.number is None or off.percent or (off.unit and off.unit != price.unit):
            raise Refuse("an amount off a price, in the price's unit")
        if not 0 <= off.number.value <= price.number.value:
            raise Refuse("more off than the price")
        return Task("expr", {"expression": binary_operation("-", price, off, SUM).text}, source="parser")

    def pct_increase(self, c: list) -> Task:
        value, pct = self._change(c, "increase")
        return Task("expr", {"expression": f"{value.at(PRODUCT)}*(1+{pct.number.plain()}/100)"}, source="parser")  # type: ignore[union-attr]

    def pct_decrease(self, c: list) -> Task:
        value, pct = self._change(c, "decrease")
        return self._discount(value, pct)

    def pct_after_change(self, c: list) -> Task:  # "353 after a 10% increase"
        words = [str(t) for t in c if isinstance(t, Token) and t.type in ("GROWTH_EN", "DECLINE_EN", "FALL_VERB")]
        value = self.number([next(t for t in c if isinstance(t, Token) and t.type == "NUM")])
        pct = self.percent([next(t for t in c if isinstance(t, Token) and t.type == "PCT")])
        if value.number is None or pct.number is None:
            raise Refuse("a change of one amount by one percentage")
        if words == ["increase"]:
            return Task("expr", {"expression": f"{value.at(PRODUCT)}*(1+{pct.number.plain()}/100)"}, source="parser")
        if words == ["decrease"]:
            return self._discount(value, pct)
        raise Refuse(f"{words!r} after a value is not a change by a percentage")

    def whole_of_part(self, c: list) -> Task:  # "239 is 50% of what number", "50% of what number is 239"
        asked = " ".join(str(t) for t in c if isinstance(t, Token) and t.type in ("WHAT", "WORD"))
        if asked not in ("what", "what number", "what number is", "what amount"):
            raise Refuse(f"{asked!r} of a percentage is not an unknown number")
        (part,) = [v for v in self._values(c) if not v.percent]
        pct = self.percent([t for t in c if isinstance(t, Token) and t.type == "PCT"])
        if part.number is None or pct.number is None or pct.number.value == 0:
            raise Refuse("the whole of one amount and one non-zero percentage")
        return Task("expr", {"expression": f"{part.at(PRODUCT)}/({pct.number.plain()}/100)"}, source="parser")

    def _change(self, c: list, kind: str) -> tuple[V, V]:
        verb = c[0] if isinstance(c[0], Token) else None
        if verb is not None and verb.type in ("GROWTH_EN", "FALL_VERB") and \
                str(verb) not in ("increase", "raise", "decrease", "reduce", "lower"):
            raise Refuse(f"{str(verb)!r} does not change a value by a percentage")
        tokens = [t for t in c if isinstance(t, Token) and t.type == "PCT"]
        percents = [self.percent([t]) for t in tokens] or [v for v in self._values(c) if v.percent]
        values = [v for v in self._values(c) if not v.percent]
        if len(percents) != 1 or percents[0].number is None:
            raise Refuse(f"an {kind} by one percentage")
        if len(values) != 1 or values[0].number is None and values[0].prec < PRODUCT:
            raise Refuse(f"an {kind} of one value")
        return values[0], percents[0]

    def _growth(self, old: V, new: V) -> Task:
        if old.number is None or new.number is None or old.percent or new.percent:
            raise Refuse("a growth rate between two amounts")
        same_unit(old, new)
        if old.number.value <= 0:  # 从-200万变成300万: -250 %, a rate of a loss no one reads that way (as growth.py)
            raise Refuse("growth from zero or from a negative amount")
        return Task("growth_rate", {"old": old.text, "new": new.text}, source="parser")

    def growth(self, c: list) -> Task:
        rate_asked(c)  # growth_de: its GROWTH_ZH is a child here; growth: growth_ask checked it
        old, new = self._values(c)[:2]
        words = [str(t) for t in c if isinstance(t, Token) and t.type in ("GROWTH_ZH", "GROWTH_EN", "GROW_VERB")
                 or isinstance(t, AskedGrowth)]
        if (increase_only(words) or any(isinstance(t, Token) and t.type == "GROW_VERB" for t in c)) and old.number is not None and new.number is not None \
                and new.number.value < old.number.value:
            raise Refuse("an increase asked of an amount that fell")
        return self._growth(old, new)

    def growth_rounded(self, c: list) -> Task:
        """A growth rate over one period, rounded: (new / old − 1) × 100 to the places asked."""
        task = next(x for x in c if isinstance(x, Task))
        places = next(x for x in c if isinstance(x, int))
        if task.op != "growth_rate" or "periods" in task.args or places < 0:
            raise Refuse("a rounding of a growth over one period, to decimal places")
        old, new = task.args["old"], task.args["new"]
        return Task("expr", {"expression": f"round((({new})/({old})-1)*100, {places})"}, source="parser")

    growth_de = growth
    growth_en = growth

    def growth_en_verb(self, c: list) -> Task:
        rate_asked(c)
        verb = next(t for t in c if isinstance(t, Token) and t.type in ("RISE_EN", "FALL_EN"))
        old, new = self._values(c)[:2]
        if verb.type == "FALL_EN" and any(isinstance(t, Token) and t.type == "GROWTH_EN" for t in c):
            raise Refuse("a fall asked as a growth")
        if verb.type == "FALL_EN" and not any(isinstance(t, Token) and t.type == "GROWTH_EN" for t in c):
            raise Refuse("a fall without the question")
        if not any(isinstance(t, Token) and t.type in ("GROWTH_EN", "WHAT_PERCENT") for t in c):
            raise Refuse("a rise without the question")  # "by what percent" asks it too
        asked = [str(t) for t in c if isinstance(t, Token) and t.type == "GROWTH_EN"]
        if (str(verb) not in ("changed", "went", "moved") or increase_only(asked)) and old.number is not None \
                and new.number is not None and new.number.value < old.number.value:
            raise Refuse("a rise to a smaller amount")  # "rose from 250 to 235"; "went from 100 to 80 … percent increase"
        return self._growth(old, new)

    def decline(self, c: list) -> Task:
        old, new = self._values(c)[:2]
        if old.number is None or new.number is None or old.number.value <= 0 or old.percent or new.percent:
            raise Refuse("a decline between two positive amounts (of percentages: percent or points?)")
        if new.number.value > old.number.value:
            raise Refuse("a fall asked of an amount that rose")  # "去年400，今年500，下降了百分之几"
        same_unit(old, new)
        return Task("expr", {"expression": f"({old.text}-{new.at(SUM + 1)})/{old.text}*100"}, source="parser")

    # comparisons

    def more_than(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": binary_operation("-", a, b, SUM).text}, source="parser")

    def less_than(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": binary_operation("-", b, a, SUM).text}, source="parser")

    def times_of(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return Task("expr", {"expression": binary_operation("/", a, b, PRODUCT).text}, source="parser")

    def pct_more_than(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return self._pct_apart(a, b, more=True)

    def pct_less_than(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        return self._pct_apart(a, b, more=False)

    def _pct_apart(self, a: V, b: V, more: bool) -> Task:
        if a.number is None or b.number is None or a.percent or b.percent or b.number.value <= 0 \
                or (a.number.value > b.number.value) != more or a.number.value == b.number.value:
            raise Refuse("how much more or less, in percent, between two amounts that differ that way")
        same_unit(a, b)
        high, low = (a, b) if more else (b, a)
        return Task("expr", {"expression": f"({high.text}-{low.at(SUM + 1)})/{b.at(PRODUCT)}*100"}, source="parser")

    def plus_more(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        if b.percent and not a.percent and a.number is not None:  # "比 50 多 20% 的数": 50 and a fifth more
            return Task("expr", {"expression": f"{a.at(PRODUCT)}*(1+{b.number.plain()}/100)"}, source="parser")  # type: ignore[union-attr]
        if proper_fraction(b) and not a.percent:  # "比 12 多三分之一的数": 12 and a third of it (16)
            return Task("expr", {"expression": f"{a.at(PRODUCT)}*(1+{b.text})"}, source="parser")
        return Task("expr", {"expression": binary_operation("+", a, b, SUM).text}, source="parser")

    def minus_less(self, c: list) -> Task:
        a, b = self._values(c)[:2]
        if b.percent and not a.percent and a.number is not None:  # "比 50 少 20% 的数"
            return self._discount(a, b)
        if proper_fraction(b) and not a.percent:  # "比 12 少三分之一的数": 8
            return Task("expr", {"expression": f"{a.at(PRODUCT)}*(1-{b.text})"}, source="parser")
        return Task("expr", {"expression": binary_operation("-", a, b, SUM).text}, source="parser")

    def plus_more_en(self, c: list) -> Task:  # "5 more than 3", "20% more than 50"
        a, b = self._values(c)[:2]
        _refuse_an_operation_before_than(a)
        if a.percent and b.percent:
            raise Refuse("'20% more than 50%': 60% or 70%?")
        if a.percent and not b.percent and b.number is not None:
            return Task("expr", {"expression": f"{b.at(PRODUCT)}*(1+{a.number.plain()}/100)"}, source="parser")  # type: ignore[union-attr]
        if proper_fraction(a):
            raise Refuse("'a third more than 12': 16, or 12⅓?")
        return Task("expr", {"expression": binary_operation("+", b, a, SUM).text}, source="parser")

    def minus_less_en(self, c: list) -> Task:  # "3 less than 10", "20% less than 50"
        a, b = self._values(c)[:2]
        _refuse_an_operation_before_than(a)
        if a.percent and b.percent:
            raise Refuse("'20% less than 50%': 40% or 30%?")
        if a.percent and not b.percent and b.number is not None:
            return self._discount(b, a)
        if proper_fraction(a):
            raise Refuse("'a third less than 12': 8, or 11⅔?")
        return Task("expr", {"expression": binary_operation("-", b, a, SUM).text}, source="parser")

    # --- whole numbers ---

    def decimal_as_fraction(self, c: list) -> Task:  # "0.75 as a fraction": 3/4
        (v,) = self._values(c)
        n = v.number
        if n is None or n.percent or v.unit or n.value == n.value.to_integral_value() or "." not in n.raw:
            raise Refuse("a fraction of one decimal written in digits")
        return Task("expr", {"expression": n.plain(), "as_fraction": True}, source="parser")

    def _single_number(self, c: list) -> V:
        values = self._values(c)
        if values:
            return values[0]
        return self.number([next(t for t in c if isinstance(t, Token) and t.type == "NUM")])

    def is_prime(self, c: list) -> Task:
        if any(isinstance(t, Token) and t.type == "PRIME" and ("primes" in t.value or "numbers" in t.value) for t in c):
            raise Refuse("primes, more than one: not whether one number is prime")  # "3 prime numbers"
        n = integer_text(self._single_number(c))
        either = any(isinstance(t, Token) and t.type == "COMPOSITE" and t.value not in _WHETHER_OR_NOT for t in c)
        if either and int(n) < 2:
            raise Refuse("prime or composite asked of 0 or 1, which is neither: false would say composite")
        return Task("is_prime", {"n": n}, source="parser")

    def factorize(self, c: list) -> Task:
        return Task("factorize", {"n": integer_text(self._single_number(c), 2)}, source="parser")

    def split(self, c: list) -> Task:
        total, people = self._values(c)[:2]
        return Task("expr", {"expression": binary_operation("/", total, V(people.text), PRODUCT).text}, source="parser")

    def discount_zhe_first(self, c: list) -> Task:  # "打88折的话，150块钱的东西要付多少"
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        values = self._values(c)
        return self.discount_zhe([*values, nums[0]])
