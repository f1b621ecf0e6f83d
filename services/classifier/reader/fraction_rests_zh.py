"""What is left of one whole after a fraction of it is done, in Chinese (fraction_of_amount.py reads the part done):
"一本书240页，已经看了全书的3/8，还剩多少页没看" → 240*(1-3/8) = 150; "一桶油有50千克，用去了它的2/5，还剩多少千克" → 50*(1-2/5).

The words state the one reading: the part done is the fraction of the whole (全书的, 全长的, 它的), and what is left is the
rest, 1 − the fraction, of the same whole, asked in its unit (还剩多少页, 还有多少米没修: the verb of the part done). Not read
(slow): a fraction of another whole (这套书的, 这部分的), the share left asked (还剩全书的几分之几), a second part (第二天看了
40页, 又用去), another verb asked (没读 after 看了), another unit, a fraction not below one, and a rest that is not
whole for a count.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import MEASURES_ZH, UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_UNIT = rf"(?P<u>{UNIT_ZH})"
_WHOLE = re.compile(rf"一(?P<what>[^<>0-9，]{{1,5}}?)(?:长|重|有|共有|共|是)?(?P<w>{N}){_UNIT}")
# the whole named again: 全书, 它, or 这 and the whole's own words (一本书 … 这本书, 一桶油 … 这桶; not 这套书, 这部分)
_OF_WHOLE = r"(?:全书|全长|全程|全部|总数|它|这(?P<this>[^<>0-9，的]{1,3}))的"
_FRACTION = rf"(?:(?P<a>{N})/(?P<b>{N})|(?P<b2>{N})分之(?P<a2>{N}))"
_DOER = r"(?:[^<>0-9，的了已先]{1,3}?(?=已经|先))?"  # 小华已经看了
_DONE = re.compile(rf"{_DOER}(?:已经|先|共)?(?P<verb>[^<>0-9，的了已先]{{1,2}})了{_OF_WHOLE}{_FRACTION}")
_REST_ASKED = re.compile(rf"(?:还剩|还剩下|剩下|还有)多少(?P<qu>{UNIT_ZH})(?:没有?(?P<verb>[^<>0-9，]{{1,2}}))?")


@triggered_by(text=("还剩", "剩下", "还有"))
def read_fraction_rest_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) != 3:
        return None
    whole, done, asked = _WHOLE.fullmatch(clauses[0]), _DONE.fullmatch(clauses[1]), _REST_ASKED.fullmatch(clauses[2])
    if whole is None or done is None or asked is None or asked["qu"] != whole["u"]:
        return None
    if done["this"] and not whole["what"].startswith(done["this"]):
        return None  # 一本书 … 这套书的3/8: a fraction of another whole
    if asked["verb"] and asked["verb"] != done["verb"] or asked[0].startswith("还有") and not asked["verb"]:
        return None  # 看了 … 没读; 还有多少页 (had, or left?) without 没看
    a, b = done["a"] or done["a2"], done["b"] or done["b2"]
    if not uses_every_number(clauses, [whole["w"], a, b]) or not 0 < number(slots, a) < number(slots, b):
        return None
    w, top, bottom = (slots.number(s).plain() for s in (whole["w"], a, b))
    unit = whole["u"] if whole["u"] in MEASURES_ZH else "页"  # a count must come out whole
    return exact_task(number(slots, whole["w"]) * (1 - number(slots, a) / number(slots, b)), unit,
                      f"{w}*(1-{top}/{bottom})")
