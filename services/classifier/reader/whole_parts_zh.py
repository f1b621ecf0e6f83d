"""A part of one whole told as a fraction or a percentage, in Chinese, as a 小学 exercise says it: "一桶油重20千克，用去了
3/4，还剩多少千克" → 20*(1-3/4); "一桶油重20千克，用去了3/4，用去了多少千克" → 20*3/4; "学校种了300棵树，成活率95%，成活了
多少棵" → 300*95/100; "六年级有学生150人，其中60%是男生，男生有多少人" → 150*60/100; "一本书120页，第一天看了全书的1/3，第一天
看了多少页" → 120*1/3.

Three clauses: the whole, told with its number and unit (一桶油重20千克, 全班有40人, 六年级有学生150人); the part, one of
- a doing: 用去了3/4, 运走了它的2/5, 第一天看了全书的1/3, 已经修了60% (with one whole told, "3/4" is of it; 这…的 only of
  the whole's own words: 这套书的 of 一本书 is another whole);
- a kind's share: 女生占五分之二, 女生占全班人数的2/5, 其中60%是男生 (女生占40% is shares.py's);
- a rate: 成活率95%, 发芽率是90%;
and the question, in the whole's unit: the part (用去了多少千克 with the doing's verb, 女生有多少人, 成活了多少棵) or, after a
fraction done, the rest (还剩多少千克, 还剩多少页没看, 还要修多少米). Not read (slow): the rest after a percentage done
(卖掉了45%，还剩多少件) and the part the words do not name (男生 of 女生占…, 死了 of 成活率): the project's rules leave both
slow (test_general_phrasings.py, test_shares_by_values.py, test_quantity_families.py); the whole missing, a hedge, a
negation in the story, a second part or a part of the rest, another kind or verb or unit asked, the share asked
(几分之几), a share not below one, and a count that does not come out whole.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import Slots
from .teacher_words_zh import UNIT_ZH, exact_task, numerator_zh
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_N = r"<n\d+>"
_UNIT = rf"(?:平方米|平方千米|{UNIT_ZH}|人|名)"
_WHOLE = re.compile(rf"(?P<what>[^<>0-9，]{{1,6}}?)(?:有|长|重|共有|共|是|种了|栽了|收了|买了|进了)?(?P<thing>学生|果树|树)?"
                    rf"(?P<w>{_N})(?P<u>{_UNIT})(?P<after>[^<>0-9，]{{0,2}})")
_SHARE = rf"(?:(?P<a>{_N})/(?P<b>{_N})|(?P<b2>{_N})分之(?P<a2>{_N})|(?P<p><p\d+>))"
_OF_WHOLE = r"(?:它的|全[^<>0-9，的]{1,4}的|这(?P<this>[^<>0-9，的]{1,4})的|总数的)?"
_WHEN = r"(?P<when>第[一二三四五六七八九十]+天|上午|下午|[^<>0-9，的了]{0,3}?(?=已经))?"
_DONE = re.compile(rf"{_WHEN}(?:已经|先)?(?P<verb>[^<>0-9，的了已先其占率]{{1,2}})了{_OF_WHOLE}{_SHARE}")
_KIND = re.compile(rf"(?:其中)?(?P<kind>[^<>0-9，的其]{{1,4}}?)(?:人数|的人数)?占{_OF_WHOLE.replace('?P<', '?P<k')}{_SHARE}"
                   rf"|其中{_SHARE.replace('?P<', '?P<x')}是(?P<xkind>[^<>0-9，]{{1,4}})")
_RATES = ("成活", "发芽", "合格", "出勤", "及格")
_RATE = re.compile(rf"(?P<kind>{'|'.join(_RATES)})率(?:是|为)?(?P<p><p\d+>)")
_OTHERWISE = re.compile("约|大概|左右|不是|没有用|如果|假如|又|再|另|剩下的|余下的|其余的|比|倍")


@triggered_by(text=("了", "占", "率", "其中"))
def read_whole_part_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = _clauses(slots)
    if clauses is None or len(clauses) != 3 or _OTHERWISE.search("".join(clauses[:2])):
        return None
    whole = _WHOLE.fullmatch(clauses[0])
    if whole is None or whole["after"] not in ("", "树", "油", "水", "布"):
        return None
    part = _part(clauses[1])
    if part is None:
        return None
    kind, verb, when, share_slots, this, said_by = part
    if this and this != whole["what"].removeprefix("一"):
        return None  # 一本书 … 这套书的3/8, 一桶油 … 这箱油的: a share of another whole
    if said_by == "kind" and share_slots[0].startswith("<p") and "占" in clauses[1]:
        return None  # 女生占40%: shares.py's reading
    share, shown = _share(slots, share_slots)
    if not 0 < share < 1 or not _every_number_used(clauses, [whole["w"], *share_slots]):
        return None
    asked, unit, w = clauses[2], whole["u"], slots.number(whole["w"]).plain()
    if asked in _asked_part(kind, verb, when, unit):
        return exact_task(Fraction(w) * share, unit, f"{w}*{shown}")
    if verb and not share_slots[0].startswith("<p") and asked in _asked_rest(verb, unit):
        return exact_task(Fraction(w) * (1 - share), unit, f"{w}*(1-{shown})")
    return None


def _clauses(slots: Slots) -> list[str] | None:
    """The clauses, 一, an ordinal (第一天) and a number naming a class (六年级) put back as words; None where a number is
    no plain one above zero."""
    out = slots.text.replace(" ", "")
    for m in re.finditer(r"<[npo]\d+>", slots.text):
        item = slots.number(m[0])
        if not isinstance(item, NumberMention) or item.value <= 0:
            return None
        if item.ordinal or m[0][1] == "n" and (item.raw == "一" and not numerator_zh(m) or re.match(r"班|年级|组", slots.text[m.end():])):
            out = out.replace(m[0], item.raw.removeprefix("第"), 1)
    if re.search(r"<[^npo]", out):
        return None
    return clauses_zh(out)


# the second spelling of a group name in a pattern (other alternative, or the 这…的 inside 占) → its name
_NAMES = {"xa": "a", "xb": "b", "xa2": "a2", "xb2": "b2", "xp": "p", "xkind": "kind", "kthis": "this"}


def _part(clause: str) -> tuple[str, str, str, list[str], str, str] | None:
    """The part told: its kind, its verb, its time word, the slots of its share (a percentage, or top and bottom), the
    words after 这 that name its whole (这桶油的), and how it is said (done, kind, rate)."""
    for said_by, pattern in (("done", _DONE), ("kind", _KIND), ("rate", _RATE)):
        m = pattern.fullmatch(clause)
        if m is not None:
            groups = {_NAMES.get(k, k): v for k, v in m.groupdict().items() if v is not None}
            share = [groups["p"]] if "p" in groups else [groups.get("a") or groups["a2"], groups.get("b") or groups["b2"]]
            return (groups.get("kind", ""), groups.get("verb", ""), groups.get("when", ""), share, groups.get("this", ""),
                    said_by)
    return None


def _share(slots: Slots, share: list[str]) -> tuple[Fraction, str]:
    """The share's value and its expression: 95% as 95/100, 3/4 as 3/4."""
    if len(share) == 1:
        p = slots.number(share[0]).plain()
        return Fraction(p) / 100, f"{p}/100"
    top, bottom = (slots.number(s).plain() for s in share)
    return Fraction(top) / Fraction(bottom), f"{top}/{bottom}"


def _every_number_used(clauses: list[str], used: list[str]) -> bool:
    written = [m for clause in clauses for m in re.findall(r"<[np]\d+>", clause)]
    return sorted(written) == sorted(used) and len(set(used)) == len(used)


def _asked_part(kind: str, verb: str, when: str, unit: str) -> set[str]:
    if verb:
        return {f"{when}{verb}了多少{unit}", f"{when}{verb}了几{unit}"}
    if kind in _RATES:
        return {f"{kind}了多少{unit}", f"{kind}多少{unit}", f"{kind}的有多少{unit}"}
    return {f"{kind}有多少{unit}", f"{kind}有几{unit}", f"{kind}多少{unit}"}


def _asked_rest(verb: str, unit: str) -> set[str]:
    return {f"还剩多少{unit}", f"还剩下多少{unit}", f"剩下多少{unit}", f"还剩多少{unit}没{verb}", f"还有多少{unit}没{verb}",
            f"还要{verb}多少{unit}"}
