"""Chinese counts a story writes with a measure word that the number finder leaves as words (for
roles.py): 一打鸡蛋 and 两打 (a dozen is 12 个), 3打 (a number before 打), 又买了一盒 and 半盒 (一 and 半
before a measure word inside a clause). 一 opening a clause ("一盒巧克力有24块") says what a rate is
per, not a count, and is left as it is (roles_zh.py reads it)."""

from __future__ import annotations

from fractions import Fraction

import cn2an

from ..slots import Slots
from .lexicon import Tok
from .story_amounts import Amount

DOZEN = 12
_WHOLE_WORDS = frozenset("一二两三四五六七八九十")


def _word_value(word: str) -> Fraction | None:
    """一 … 九十九, 两 and 半 written alone as a word; None for any other word."""
    if word == "半":
        return Fraction(1, 2)
    if not word or any(ch not in _WHOLE_WORDS for ch in word) or len(word) > 3:
        return None
    try:
        return Fraction(int(cn2an.cn2an(word.replace("两", "二"), "strict")))
    except ValueError:
        return None


def count_at(tokens: list[Tok], i: int, slots: Slots, opens_clause: bool) -> tuple[Amount, Tok] | None:
    """The count written at tokens[i] with the measure word after it, and that measure word (个 for
    a dozen); None where tokens[i] is no such count."""
    if i + 1 >= len(tokens):
        return None
    word, after = tokens[i], tokens[i + 1]
    if word.type == "NUM":
        if after.type != "DOZEN":
            return None
        number = slots.number(word.value)
        if number.percent or number.ordinal or number.unit or number.value < 0:
            return None
        value, text = Fraction(number.value), number.plain()
    elif counted_in_words(tokens, i, opens_clause):
        value = _word_value(word.value) or Fraction(0)
        text = "(1/2)" if value.denominator != 1 else str(value)
    else:
        return None
    if after.type == "MEASURE":
        return Amount(i, i + 2, text, value, False), after
    return Amount(i, i + 2, f"({text}*{DOZEN})", value * DOZEN, False), Tok("MEASURE", "个", after.pos)


def counted_in_words(tokens: list[Tok], i: int, opens_clause: bool | None = None) -> bool:
    """Whether tokens[i] is a count in words that count_at reads (一打, 两打, 半盒, 又买了一盒), for the
    checks that send a count in words no reading used slow (guards.py, word_quantities.py)."""
    if i + 1 >= len(tokens) or tokens[i].type != "WORD" or tokens[i + 1].type not in ("DA", "DOZEN", "MEASURE"):
        return False
    if opens_clause is None:
        opens_clause = i == 0 or tokens[i - 1].type == "COMMA"
    value = _word_value(tokens[i].value)
    return value is not None and not (opens_clause and tokens[i].value == "一" and tokens[i + 1].type == "MEASURE")
