"""Rounding instructions into a number of decimal places: "to one decimal place", "to the nearest 10",
四舍五入到十位, 精确到分, "3 significant figures".

A restated place ("四舍五入到分（两位小数）") must say the same place twice, or it is refused.
"""

from __future__ import annotations

from decimal import Decimal

from lark import Token, Transformer

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from .values import Refuse, V, integer_text

PLACE_WORDS = {"one decimal place": 1, "one decimal": 1, "one decimal point": 1, "1 decimal place": 1, "degree": 0, "whole degree": 0, "two decimal places": 2, "three decimal places": 3,
               "four decimal places": 4, "whole number": 0, "integer": 0, "整数": 0, "个位": 0, "ten": -1, "tens": -1, "十位": -1,
               "hundred": -2, "hundreds": -2, "百位": -2, "thousand": -3, "thousands": -3, "千位": -3,
               "tenth": 1, "十分位": 1, "一位小数": 1, "hundredth": 2, "百分位": 2, "cent": 2,
               "两位小数": 2, "二位小数": 2, "thousandth": 3, "千分位": 3, "三位小数": 3, "四位小数": 4,
               "万位": -4, "亿位": -8, "ten thousand": -4, "ten thousands": -4, "hundred thousand": -5,
               "hundred thousands": -5, "million": -6, "millions": -6, "whole dollar": 0,
               "四舍五入取整": 0, "四舍五入取整数": 0, "四舍五入成整数": 0, "四舍五入为整数": 0, "四舍五入保留整数": 0,
               "四舍五入到分": 2, "精确到分": 2, "保留到分": 2, "四舍五入到角": 1, "精确到角": 1, "保留到角": 1,
               "四舍五入到元": 0, "精确到元": 0}


PLACE_WORDS.update({"取整(四舍五入)": 0, "取整数(四舍五入)": 0, "结果取整(四舍五入)": 0})  # words.py's ROUND_WHOLE_ZH
PLACE_WORDS.update({"整十": -1, "十位数": -1,
                    "整百": -2, "百位数": -2, "整千": -3, "千位数": -3, "整万": -4})


def _power_of_ten(n: NumberMention) -> int | None:
    """k when n is 10^k (0.01 → -2, 100 → 2), else None."""
    if n.percent or n.value <= 0:
        return None
    sign, digits, exponent = n.value.normalize().as_tuple()
    return int(exponent) if digits == (1,) else None


def sig_places(n: NumberMention, figures: int) -> int:
    """The decimal places that keep `figures` significant figures of n (12345, 3 → -2)."""
    if n.value == 0 or not 1 <= figures <= 30:
        raise Refuse("significant figures of zero, or too many")
    return figures - (n.value.copy_abs().adjusted() + 1)


class RoundingRules(Transformer):
    """Rounding instructions into a number of places: "to one decimal place", 四舍五入到十位, "3 significant figures"."""

    # --- rounding ---

    def round_places(self, c: list) -> int:
        n = self.number([next(t for t in c if isinstance(t, Token) and t.type == "NUM")])
        places = int(integer_text(n))
        if places > 20:
            raise Refuse("more than 20 decimal places")
        return places

    def round_place_digit(self, c: list) -> int:  # 四舍五入到十位: 十 is read as the number 10
        n = self._num(next(t for t in c if isinstance(t, Token) and t.type == "NUM"))
        unit = next(str(t) for t in c if isinstance(t, Token) and t.type == "MEASURE")
        places = {Decimal(10): -1, Decimal(100): -2, Decimal(1000): -3, Decimal(10000): -4, Decimal(100000): -5,
                  Decimal(1000000): -6, Decimal(10000000): -7, Decimal(100000000): -8}.get(n.value)
        if unit != "位" or places is None:
            raise Refuse("a rounding place the reader does not know")
        return places

    def round_decimal_word(self, c: list) -> int:  # "3.14159 to one decimal place"; "5 to ten" is not rounding
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "PLACE_WORD"))
        if "decimal" not in word:
            raise Refuse(f"'to {word}' without 'round' does not say rounding")
        return PLACE_WORDS[word]

    def round_whole_zh(self, c: list) -> int:  # 四舍五入取整, 精确到分
        return PLACE_WORDS[str(c[0])]

    def round_restated(self, c: list) -> int:  # "四舍五入到分（两位小数）": the note must say the same
        places = [x for x in c if isinstance(x, int)]
        if len(places) == 1:  # "（两位小数）"
            places.append(self.round_places([t for t in c if isinstance(t, Token) and t.type == "NUM"]))
        first, second = places
        if first != second:
            raise Refuse("two roundings that disagree")
        return first

    def round_to_unit(self, c: list) -> int:  # "精确到0.01", "to the nearest 0.1", "to the nearest 10"
        word = str(c[0])
        if c[0].type == "ROUND_ZH" and not (word.endswith("到") or "精确" in word):
            raise Refuse(f"'{word}' and a number: places or a unit?")
        k = _power_of_ten(self._num(next(t for t in c if isinstance(t, Token) and t.type == "NUM")))
        if k is None or not -20 <= k <= 12:
            raise Refuse("a rounding unit that is not a power of ten")
        return -k

    def value_q_sig(self, c: list) -> Task:  # "12345 to 3 significant figures": of a number as written
        v = self._values(c)[0]
        figures = [t for t in c if isinstance(t, Token) and t.type == "NUM"][-1]
        if v.number is None or v.number.percent or v.unit:
            raise Refuse("significant figures of a computed value: its size is not known here")
        n = self._num(figures)
        return self._expr_task(v, sig_places(v.number, int(integer_text(V(n.plain(), number=n), 1))))

    def round_place_word(self, c: list) -> int:
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "PLACE_WORD"))
        return PLACE_WORDS[word]
