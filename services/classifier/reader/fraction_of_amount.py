"""A fraction of one amount told in a story, read by its values: "一根绳子长12米，用去了它的3/4，用去了多少
米", "一本书240页，小红已经看了全书的五分之二，看了多少页", "She spent 1/5 of her $250 allowance on books. How
much was that?", "Of 56 marbles, 3/7 are blue. How many blue marbles?".

English: the fraction stands where percent_parts.py reads a percentage, so the same words must tie
it to the amount and the question must ask that part. Chinese: the fraction is said of the whole
(它的, 全书的, 全程的, 这…的) after a verb, and the question asks with that same verb and the whole's
unit (用去了 … 用去了多少米). One proper fraction, one amount; a count (pages, marbles) comes out whole.
Anything else (what is left, a second fraction, another verb asked) is not read and goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .percent_parts import asks_a_count, share_of_amount
from .story_amounts import tight
from .triggers import triggered_by

_SHARE = "<fraction>"
_OF_THE_WHOLE = ("它", "全", "这", "整")
_OTHER = ("剩", "其余", "其他", "另", "不", "没", "再", "又", "比", "每", "一共", "总共", "left", "rest", "remaining",
          "other", "not", "each", "per", "more", "less", "total")


@triggered_by(types=("FENZHI", "DIVIDE"))
def read_fraction_of_amount(tokens: list[Tok], slots: Slots) -> Task | None:
    fractions = [i for i in range(1, len(tokens) - 1) if _fraction_at(tokens, i)]
    if len(fractions) != 1 or Said(tokens).any(_OTHER):
        return None
    mark = fractions[0]
    top, bottom = tokens[mark - 1], tokens[mark + 1]
    if tokens[mark].type == "FENZHI":  # 五分之二: the denominator is said first
        top, bottom = bottom, top
    one = [*tokens[:mark - 1], Tok("PCT", _SHARE, tokens[mark - 1].pos), *tokens[mark + 2:]]
    one = [Tok("OF", t.value, t.pos) if t.type == "FRACTION_OF" else t for t in one]
    found = share_of_amount(one) if all(t.value.isascii() for t in tokens) else _zh_part(one, slots)
    if found is None:
        return None
    whole_at = found[1] + (2 if found[1] > mark - 1 else 0)
    whole, a, b = (slots.number(tokens[k].value) for k in (whole_at, tokens.index(top), tokens.index(bottom)))
    if any(n.percent or n.ordinal or n.value != n.value.to_integral_value() for n in (a, b)) \
            or not 0 < a.value < b.value or whole.value <= 0 or whole.percent or whole.ordinal:
        return None
    counted = asks_a_count(tokens) or _counted_zh(tokens, whole_at)
    if counted and (whole.value * a.value) % b.value:
        return None  # 96.5 pages is no count
    return Task("expr", {"expression": f"{whole.plain()}*{a.plain()}/{b.plain()}"}, source="parser")


def _fraction_at(tokens: list[Tok], i: int) -> bool:
    a, mark, b = tokens[i - 1], tokens[i], tokens[i + 1]
    if a.type != "NUM" or b.type != "NUM":
        return False
    return mark.type == "FENZHI" or mark.type == "DIVIDE" and mark.value == "/" and tight(tokens, i)


def _zh_part(tokens: list[Tok], slots: Slots) -> tuple[int, int] | None:
    """"一根绳子长12米，用去了它的3/4，用去了多少米": (the share, the whole), or None."""
    shares = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM" and not _one_item(tokens, i, slots)]
    if len(shares) != 1 or len(amounts) != 1:
        return None
    p, b = shares[0], amounts[0]
    start = last_clause_start(tokens)
    if not b < p < start or b + 1 >= len(tokens) or tokens[b + 1].type not in ("UNIT", "WORD", "MEASURE"):
        return None
    unit = tokens[b + 1].value
    if p < 2 or tokens[p - 1].type != "DE" or tokens[p - 2].type != "WORD" \
            or not tokens[p - 2].value.startswith(_OF_THE_WHOLE):
        return None  # 它的 3/4, 全书的五分之二
    clause_start = max(i for i in range(p) if tokens[i].type == "COMMA") + 1 if any(
        t.type == "COMMA" for t in tokens[:p]) else 0
    if clause_start <= b or p + 1 != start - 1 and p + 1 != start:
        return None  # the whole in a clause before; nothing after the fraction in its clause
    verb = [t.value for t in tokens[clause_start:p - 2] if t.type in ("SPEND", "BUY_ZH", "WORD") and t.value.endswith("了")]
    question = tokens[start:]  # 用去了多少米, 运走了多少吨 (a measure word), 种了多少平方米
    if len(verb) != 1 or [t.type for t in question][-2:] not in (["HOW_MANY", "UNIT"], ["HOW_MANY", "WORD"],
                                                                 ["HOW_MANY", "MEASURE"]) \
            or question[-1].value != unit or "".join(t.value for t in question[:-2]) != verb[0]:
        return None  # the same verb asked, with the whole's unit: 用去了多少米
    return p, b


def _one_item(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"一本书": one item (a one before a measure word), not an amount."""
    return i + 1 < len(tokens) and tokens[i + 1].type == "MEASURE" and slots.number(tokens[i].value).value == 1


def _counted_zh(tokens: list[Tok], whole_at: int) -> bool:
    following = tokens[whole_at + 1] if whole_at + 1 < len(tokens) else None
    return following is not None and following.type in ("WORD", "MEASURE") and not following.value.isascii()
