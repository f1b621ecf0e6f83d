"""Question frames: percentages, discounts, growth, comparisons, named values, dates, whole
numbers, strings and units, each into its one sandbox operation (Builder mixes these in)."""

from __future__ import annotations

import datetime as dt

from lark import Token

from dtlib.conventions import DATE_DIFF_INCLUSIVE_DEFAULT
from dtlib.envelope import Task
from dtlib.perception import DateMention

from .units import MONEY_NAMES, canonical_unit, money_sign, money_unit, zhe_percent_off
from .operation_words import PI_DIGITS, increase_as_amount_or_rate, no_trailing_operation
from .value_units import exact_factor, period_rank, periods_fit, proper_fraction, time_factor
from .values import (
    ATOM, AskedUnit, Binding, DateText, PRODUCT, Refuse, RelativeDate, SUM, UNIT_TOKENS, V, binary_operation,
    integer_text, same_unit,
)
from .units import DIMENSION
from .lexicon import EN_WEEKDAYS, WEEK_OF, WEEKDAY_INDEX
from dtlib.perception import FIXED_HOLIDAYS



_RATE_MARKS = ("率", "幅", "百分")  # what makes 增长 a rate: 增长率, 涨幅, 增长了百分之几


def rate_asked(c: list) -> None:
    """"从80增长到100，增长了多少", "从75公斤降到69公斤，减少了多少": by 20, or by 25 %? Without 率, 幅 or 百分
    the words do not say."""
    words = [str(t) for t in c if isinstance(t, Token) and t.type in ("GROWTH_ZH", "FALL_ZH")]
    if words and not any(mark in w for w in words for mark in _RATE_MARKS):
        raise Refuse("an increase asked without saying whether as an amount or a rate")
    increase_as_amount_or_rate(c)


class HolidaysAside(str):
    """"(Monday-Friday)", "不考虑节假日": the working days counted are Monday to Friday."""


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


_WEEKS_APART = frozenset({"相隔", "间隔", "相距", "相差"})
_DISTANCE = frozenset({"距离", "距", "离"})


def _english_week_offset(words: str, today: dt.date) -> int:
    """"next Monday", "last Friday", "this Friday": days from `today`, only where weeks that start on
    Monday and weeks that start on Sunday name the same day and "this" cannot be meant. Said on a
    Wednesday, "next Friday" is in two days or in nine, "last Monday" two days ago or nine; said on a
    Friday, "next Friday" is in a week or in two: not read; nor is any Sunday."""
    which, name = words.split()
    day, now = EN_WEEKDAYS.index(name), today.weekday()
    if day == 6 or now == 6:
        raise Refuse("a Sunday starts one week convention and ends the other")
    if which == "next" and day < now:
        return 7 - now + day
    if which == "last" and day > now:
        return day - now - 7
    if which == "this" and day > now:
        return day - now
    raise Refuse(f"'{words}' names one day or another a week apart")


def _week_of(word: str) -> int:
    """The week "下周三" names, counted from today's: the longest prefix of WEEK_OF it starts with."""
    return next(WEEK_OF[p] for p in sorted(WEEK_OF, key=len, reverse=True) if word.startswith(p))


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
        if old.number.value == 0:
            raise Refuse("growth from zero")
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

    # named values: "去年利润是-12,567,890元，今年是3,000,000元，今年比去年多多少元"

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

    # --- dates ---

    def date(self, c: list) -> DateText:
        token = c[0]
        if token.type == "DATE":
            d: DateMention = self.slots.date(str(token))
            if d.problem or d.iso is None:
                raise Refuse(d.problem or "not a date")
            return DateText(d.iso)
        today = self._today()
        if token.type == "REL_WEEKDAY_EN":
            offset = _english_week_offset(str(token), today)
            return RelativeDate((today + dt.timedelta(days=offset)).isoformat(), offset)
        if token.type == "REL_WEEKDAY":  # "下周三": Monday of today's week, moved by weeks, then to the day
            offset = 7 * _week_of(str(token)) + WEEKDAY_INDEX[str(token)[-1]] - today.weekday()
            return RelativeDate((today + dt.timedelta(days=offset)).isoformat(), offset)
        offset = {"TODAY": 0, "TOMORROW": 1, "YESTERDAY": -1, "DAY_AFTER_TOMORROW": 2,
                  "DAY_BEFORE_YESTERDAY": -2, "THREE_DAYS_AFTER": 3, "THREE_DAYS_BEFORE": -3}[token.type]
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
        if any(isinstance(t, Token) and t.type == "DAO" and str(t) in _DISTANCE for t in c) and str(start) > str(end):
            start, end = end, start  # "2024年6月1日距离今天还有几天": a distance, never below zero
        marks = [x for x in c if isinstance(x, bool)]
        if len(set(marks)) > 1:
            raise Refuse("inclusive and exclusive at once")
        args: dict = {"start": str(start), "end": str(end)}
        if (marks[0] if marks else DATE_DIFF_INCLUSIVE_DEFAULT):
            args["inclusive"] = True
        return Task("date_diff", args, source="parser")

    def date_diff_weeks(self, c: list) -> Task:
        """"how many weeks between A and B" when the days are whole weeks (63 days: 9); with days left
        over (60: 8 weeks, 8 full weeks and 4 days, or 8.57?) it is not read. Only a word that says the
        days between them ("相隔", "间隔", "相距") may stand before the question."""
        if any(isinstance(t, Token) and t.type == "WORD" and str(t) not in _WEEKS_APART for t in c):
            raise Refuse("a word that changes which weeks are counted")
        if any(isinstance(t, Token) and t.type == "ASK" and str(t) not in ("一共多少", "总共多少", "是几", "是多少") for t in c):
            raise Refuse("a question that is not how many weeks")
        task = self.date_diff([x for x in c if not isinstance(x, Token)])
        try:
            days = (dt.date.fromisoformat(task.args["end"]) - dt.date.fromisoformat(task.args["start"])).days
        except ValueError:
            raise Refuse("a date the sandbox must name") from None
        if (days + (1 if task.args.get("inclusive") else 0)) % 7:
            # 60 days: 8 weeks? 8 full weeks and 4 days? 8.57 weeks? Only whole weeks read one way.
            raise Refuse("weeks and days")
        return Task("date_diff", {**task.args, "unit": "weeks"}, source="parser")

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
        day = str(date)[8:10]
        if unit in ("months", "years") and (not day.isdigit() or int(day) > 28):
            # "Jan 31 plus a month": Feb 29, or Mar 2? The words do not say.
            raise Refuse("months or years added to a day that not every month has")
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

    def date_week_after(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, 7, "days")

    def date_week_before(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, -7, "days")

    def today_after(self, c: list) -> Task:
        amount, unit = self._amount(c)
        return self._date_add(self._today().isoformat(), amount, unit)

    def today_before(self, c: list) -> Task:
        amount, unit = self._amount(c)
        return self._date_add(self._today().isoformat(), -amount, unit)

    def today_month_shifted(self, c: list) -> Task:  # "下个月的今天是几号": a month after today
        (word,) = [str(t) for t in c if isinstance(t, Token) and t.type == "MONTH_FROM_TODAY"]
        return self._date_add(self._today().isoformat(), -1 if word.startswith("上") else 1, "months")

    def today_shifted(self, c: list) -> Task:  # "10 days ago, what was the date?"
        amount, unit = self._amount(c)
        ago = any(isinstance(t, Token) and t.type == "AGO" for t in c)
        return self._date_add(self._today().isoformat(), -amount if ago else amount, unit)

    def date_itself(self, c: list) -> Task:  # "明天是几号"
        (d,) = self._dates(c)
        if not isinstance(d, RelativeDate):
            raise Refuse("a date asked back as itself")
        return self._date_add(self._today().isoformat(), d.offset, "days")

    def days_until(self, c: list) -> Task:  # "离2025年5月21日还剩多少天"
        (end,) = self._dates(c)
        return self.date_diff([DateText(self._today().isoformat()), end])

    def days_until_holiday(self, c: list) -> Task:  # "how many days until Christmas", today given
        (name,) = [str(t) for t in c if isinstance(t, Token) and t.type == "HOLIDAY"]
        today = self._today()
        month, day = FIXED_HOLIDAYS[name]
        if (today.month, today.day) == (month, day):
            raise Refuse("the holiday is today: this one, or the next?")
        year = today.year if (month, day) > (today.month, today.day) else today.year + 1
        return self.date_diff([DateText(today.isoformat()), DateText(dt.date(year, month, day).isoformat())])

    def days_from_now(self, c: list) -> Task:  # "how many days from now until 2024-12-25"
        if not any(isinstance(t, Token) and t.type == "LATER" and str(t) == "from now" for t in c):
            raise Refuse("'later' or 'hence' is no start")
        return self.days_until(c)

    def days_since(self, c: list) -> Task:  # "how many days since 2024-01-01"
        if not any(isinstance(t, Token) and t.type == "AFTER_EN" and str(t) == "since" for t in c):
            raise Refuse("'after' a date, without which date it ends")
        (start,) = self._dates(c)
        if str(start) > self._today().isoformat():
            raise Refuse("'since' a date still to come")
        return self.date_diff([start, DateText(self._today().isoformat())])

    def days_ago(self, c: list) -> Task:  # "how many days ago was 2024-01-01": from it to today
        (start,) = self._dates(c)
        if str(start) > self._today().isoformat():
            raise Refuse("'ago' of a date still to come")
        return self.date_diff([start, DateText(self._today().isoformat())])

    def which_date(self, c: list) -> None:
        return None

    def weekday(self, c: list) -> Task:
        (d,) = self._dates(c)
        return Task("weekday", {"date": str(d)}, source="parser")

    def weekday_shifted(self, c: list) -> Task:
        shift = next(x for x in c if isinstance(x, Task))
        if shift.op != "date_add" or shift.args.get("unit") not in ("days", "weeks"):
            raise Refuse("the weekday of a date shifted by days or weeks only")
        days = shift.args["amount"] * (7 if shift.args["unit"] == "weeks" else 1)
        return Task("weekday", {"date": shift.args["date"], "days": days}, source="parser")

    def weekday_from_today(self, c: list) -> Task:
        return self.weekday_shifted([self.today_after(c)])

    def weekday_before_today(self, c: list) -> Task:
        return self.weekday_shifted([self.today_before(c)])

    def business_days(self, c: list) -> Task:
        if not any(isinstance(x, HolidaysAside) for x in c):
            # 工作日 and "business days" skip a country's holidays (and China works some Saturdays)
            raise Refuse("working days without 'Monday to Friday' or 'no holidays' depend on a calendar")
        return self._days_counted(c)

    def _days_counted(self, c: list) -> Task:
        start, end = self._dates(c)
        marks = [x for x in c if isinstance(x, bool)]
        if not marks or len(set(marks)) > 1:
            raise Refuse("whether the end dates count is not said: conventions differ")
        return Task("business_days", {"start": str(start), "end": str(end), "inclusive": marks[0]},
                    source="parser")

    business_days_zh = business_days

    def weekday_count(self, c: list) -> Task:  # "how many Fridays are there from … to … (inclusive)"
        (name,) = [str(t) for t in c if isinstance(t, Token) and t.type == "WEEKDAY_NAME"]
        day = ("mon", "tue", "wed", "thu", "fri", "sat", "sun").index(name[:3])
        task = self._days_counted([x for x in c if not (isinstance(x, Token) and x.type == "WEEKDAY_NAME")])
        task.args["weekmask"] = "".join("1" if i == day else "0" for i in range(7))
        return task

    def no_holidays(self, c: list) -> HolidaysAside:
        return HolidaysAside("no holidays")

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
        asks_letters = any(isinstance(t, Token) and ("letter" in t.value or "字母" in t.value) for t in c)
        if asks_letters and not text.isalpha():
            raise Refuse("letters asked, but not every character is a letter")  # "hello world": 10 or 11?
        asks_hanzi = any(isinstance(t, Token) and t.type == "LENGTH" and t.value.endswith("字") for t in c)
        if asks_hanzi and not all("\u4e00" <= ch <= "\u9fff" for ch in text):
            raise Refuse("几个字 counts Chinese characters: punctuation, spaces or letters are not one")  # 你好，世界: 4
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

    def str_count_quoted_plural(self, c: list) -> Task:  # 'how many "a"s are in "banana"'
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        if word != "s":
            raise Refuse("a quoted string counted in the plural takes an s")
        sub, text = self._quotes(c)
        return self._count(text, sub, c)

    def str_named_form(self, c: list) -> Task:  # 'the uppercase version of "hello"', 'the reversed form of "abc"'
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        if word not in ("version", "form"):
            raise Refuse("a form of the string is its version or form")
        if any(isinstance(t, Token) and t.type == "REVERSED" for t in c):
            return self.str_reverse(c)
        return self.str_case(c)

    def str_count_bare(self, c: list) -> Task:
        (text,) = self._quotes(c)
        (letter,) = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        return self._count(text, letter, c)

    def bare_letter(self, c: list) -> str:
        letter = str(c[0])
        if len(letter) != 1 or not "a" <= letter <= "z":
            raise Refuse("a letter without quotes is one letter")
        return letter

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
        elif len(sub) == 1 and sub.lower() != sub.upper() and sub.swapcase() in text:
            raise Refuse("the letter appears in the other case: whether case counts is not said")  # "Apple"里有几个a
        return Task("str_count", args, source="parser")

    # --- units ---

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

    def discount_zhe_first(self, c: list) -> Task:  # "打88折的话，150块钱的东西要付多少"
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        values = self._values(c)
        return self.discount_zhe([*values, nums[0]])
