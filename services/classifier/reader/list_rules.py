"""Lists and the word functions over them: "the sum of 3, 4 and 5", 6与7的积, the mean, median, range,
mode, gcd and lcm of some numbers.

A list whose separators may be thousands separators ("1 000") or whose function has no single answer
(two modes) is refused.
"""

from __future__ import annotations

from collections import Counter

from lark import Token, Transformer

from .arithmetic_rules import function_call
from .values import ATOM, PRODUCT, Refuse, SUM, V, binary_operation, integer_text, is_whole, same_unit


def _no_spaced_thousands(c: list) -> None:
    """"the mean of 1 500 2 500": a list spaced without separators may hold numbers grouped by spaces;
    an item of three plain digits right after another item could be such a group."""
    for before, item in zip(c, c[1:]):
        if isinstance(before, V) and isinstance(item, V) and item.number is not None \
                and len(item.number.raw) == 3 and item.number.raw.isdigit():
            raise Refuse("a spaced list with a three-digit item: a list, or thousands grouped by spaces?")


def _combine(kind: str, values: list[V]) -> V:
    """One list function over its items: sum, product, diff, quot, or an evaluator function."""
    if kind in ("diff", "quot") and len(values) != 2:
        raise Refuse("a difference or quotient of more than two values")
    if len({x.percent for x in values}) > 1:  # "average of 85, 92 and 78%": 78 or 0.78 beside the others?
        raise Refuse("a list of percentages and plain numbers reads two ways")
    if kind == "sum":
        return V("+".join(x.at(SUM) for x in values), SUM, same_unit(*values))
    if kind in ("product", "diff", "quot"):
        op, prec = {"product": ("*", PRODUCT), "diff": ("-", SUM), "quot": ("/", PRODUCT)}[kind]
        out = values[0]
        for x in values[1:]:
            out = binary_operation(op, out, x, prec)
        return out
    if kind == "range":  # the largest item less the smallest
        return binary_operation("-", function_call("max", *values), function_call("min", *values), SUM)
    if kind in ("gcd", "lcm"):
        for x in values:
            integer_text(x, 1)
    if kind == "mode":
        _one_mode(values)
    return function_call(kind, *values)


def _one_mode(values: list[V]) -> None:
    """A mode is read only where one value appears most often (3、5、5、7); with none repeated or
    two tied there is no one answer to give."""
    if any(v.number is None for v in values):
        raise Refuse("a mode of computed values")
    counts = Counter(v.number.value for v in values)  # type: ignore[union-attr]
    top = counts.most_common(2)
    if top[0][1] < 2 or len(top) > 1 and top[1][1] == top[0][1]:
        raise Refuse("no single mode")


_ZH_FN_KIND = {"ZH_SUM": "sum", "ZH_PRODUCT": "product", "ZH_DIFF": "diff", "ZH_QUOT": "quot",
               "ZH_MEAN": "mean", "ZH_MEDIAN": "median", "ZH_MAX": "max", "ZH_MIN": "min", "ZH_GCD": "gcd",
               "ZH_LCM": "lcm", "ZH_RANGE": "range", "ZH_MODE": "mode"}


def _zh_fn_type(c: list) -> str:
    for x in c:
        if isinstance(x, Token) and x.type in _ZH_FN_KIND:
            return x.type
    raise Refuse("a Chinese list without the word naming its result")


class ListRules(Transformer):
    """Lists and the word functions over them: the sum, product, mean, median, range, gcd of some numbers."""

    # --- lists ---

    def items(self, c: list) -> list[V]:
        _no_spaced_thousands(c)
        return self._values(c)

    def items_zh(self, c: list) -> list[V]:
        _no_spaced_thousands(c)
        values = self._values(c)
        if values[0].number is None and any(is_whole(v) for v in values[1:]):
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
        return binary_operation("/", whole, V("2"), PRODUCT)

    def zh_fn(self, c: list) -> Token:
        return c[0]
