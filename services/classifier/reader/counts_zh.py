"""Chinese counts a story writes with a measure word that the number finder leaves as words (for
roles.py): 一打鸡蛋 and 两打 (a dozen is 12, in the measure word the request counts by), 3打 (a number before 打), 又买了一盒 and 半盒 (一 and 半
before a measure word inside a clause). 一 opening a clause ("一盒巧克力有24块") says what a rate is
per, not a count, and is left as it is (roles_zh.py reads it)."""

from __future__ import annotations

from fractions import Fraction

from dtlib.zh_numerals import integer

from ..slots import Slots
from .tokens import Tok
from .story_amounts import Amount

DOZEN = 12
_WHOLE_WORDS = frozenset("一二两三四五六七八九十")


def _word_value(word: str) -> Fraction | None:
    """一 … 九十九, 两 and 半 written alone as a word; None for any other word."""
    if word == "半":
        return Fraction(1, 2)
    if not word or any(ch not in _WHOLE_WORDS for ch in word) or len(word) > 3:
        return None
    count = integer(word)  # 三十两, 两十: no count
    return None if count is None else Fraction(count)


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
    # a dozen counts in the measure word the question counts by (几支, 多少个), else 个
    measure = next((t.value for k, t in enumerate(tokens) if t.type == "MEASURE" and len(t.value) == 1
                    and tokens[k - 1].type == "HOW_MANY"), "个")
    return Amount(i, i + 2, f"({text}*{DOZEN})", value * DOZEN, False), Tok("MEASURE", measure, after.pos)


def counted_in_words(tokens: list[Tok], i: int, opens_clause: bool | None = None) -> bool:
    """Whether tokens[i] is a count in words that count_at reads (一打, 两打, 半盒, 又买了一盒), for the
    checks that send a count in words no reading used slow (number_guards.py, word_quantities.py)."""
    if i + 1 >= len(tokens) or tokens[i].type != "WORD" or tokens[i + 1].type not in ("DA", "DOZEN", "MEASURE"):
        return False
    if opens_clause is None:
        opens_clause = i == 0 or tokens[i - 1].type == "COMMA"
    value = _word_value(tokens[i].value)
    if value is None or tokens[i].value != "一" or tokens[i + 1].type != "MEASURE":
        return value is not None
    # 一 names the one item an amount after it describes ("我有一条长18米的绳子"), or opens a rate
    rest = next((tokens[i + 2:k] for k in range(i + 2, len(tokens)) if tokens[k].type == "COMMA"), tokens[i + 2:])
    return not opens_clause and not any(t.type == "NUM" for t in rest)
