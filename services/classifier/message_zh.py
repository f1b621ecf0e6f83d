"""How a Chinese message is built around its computation, written again so that every reader reads the computation.

Many Chinese readers read the whole slotted message (`Slots.text`: teacher_words_zh.story_clauses, vocab_zh.clauses_zh),
not the core parse.py hands the grammar. Words set aside (filler.py: 老板让我算：, 求大佬帮忙：, …，财务要) reached
the grammar's core only, so a reader of clauses still saw them and read nothing. `without_aside` writes the message
again without them, its values as the request writes them, for parse.py to read as a request of its own.

`spaces_as_commas` reads a space between two clauses as the comma people leave out when they type fast
(打车花了46 吃饭花了58 一共花了多少), only where the values are written tight against their words (no space before a
value: 买 5 本书 spaces its value, not its clauses; 有24颗 3盒: a value and its words end a clause).
"""

from __future__ import annotations

import re

from dtlib.date_mentions import DateMention
from dtlib.perception import NumberMention, mentions

from .reader.vocab_zh import has_cjk
from .slots import SLOT, Slots, build_slots

_CURRENCY = "$¥€£￥"
# a value spaced from its words (买 5 本书, 3.5 kg): the message's spaces are not its commas
_SPACED_VALUE = re.compile(r"\s<|>\s(?![\u4e00-\u9fff])")
# a space after a Chinese character or a value, before a Chinese character: between two clauses
_CLAUSE_SPACE = re.compile(r"(?<=[\u4e00-\u9fff>])\s+(?=[\u4e00-\u9fff])")
# a value with its words ends a clause, and a value starts the next (一盒巧克力有24颗 3盒一共多少颗, 团购了12斤车厘子 4家平分):
# a space there is a comma too, the values tight against their words (not 买 5 本书, nor 买了 5本书: no value before)
# (250加 1: an operator or a linking word before the space joins the values, it ends no clause)
_MEASURED_SPACE = re.compile(r"(>[\u4e00-\u9fff]{0,5}(?![加减乘除以比和与及或是的到至等])[\u4e00-\u9fff])\s+(?=<[^>]+>[\u4e00-\u9fff])")


def written_back(slots: Slots, slotted: str) -> str | None:
    """`slotted` (a part of `slots.text`) with each value as the request writes it, its currency sign with it;
    None where a value is a quoted string (its own words are not written back)."""
    if any(not isinstance(item, NumberMention | DateMention) for item in slots.items):
        return None

    def value(m: re.Match) -> str:
        item = slots.items[int(m[2])]
        start = item.start - 1 if item.start and slots.original[item.start - 1] in _CURRENCY else item.start
        return slots.original[start:item.end]

    text = SLOT.sub(value, slotted)
    return text if _same_values(slots, slotted, text) else None


def _same_values(slots: Slots, slotted: str, text: str) -> bool:
    """Whether `text` holds the very values `slotted` names, in order: a value written back beside another word or
    value may join it ("2.计算：12乘24" without 计算： is 2.12乘24) and is then not the request's."""
    kept = [slots.items[int(m[2])] for m in SLOT.finditer(slotted)]
    again = build_slots(text, mentions(text)).items
    return len(again) == len(kept) and all(
        type(a) is type(k) and (a.value == k.value and a.percent == k.percent if isinstance(k, NumberMention)
                                else a.raw == k.raw)
        for a, k in zip(again, kept))


def without_aside(slots: Slots, aside_text: str) -> str | None:
    """The Chinese message without the words filler.py set aside (`aside_text`, slotted), written back; None for a
    message in another language."""
    return written_back(slots, aside_text) if has_cjk(aside_text) else None


def spaces_as_commas(slots: Slots) -> str | None:
    """The Chinese message with the spaces between its clauses written as commas, or None where it spaces a value
    from its words or has no such space."""
    text = slots.text.strip()
    if not has_cjk(text):
        return None
    measured = _MEASURED_SPACE.sub(r"\1，", text)
    if _SPACED_VALUE.search(measured):
        return None
    commas = _CLAUSE_SPACE.sub("，", measured)
    return None if commas == text else written_back(slots, commas)
