"""浓度, what is dissolved in a solution as a percentage of it, in Chinese: "100克盐水中含盐20克，盐水的含盐率是多少" →
20/100*100 = 20 (%); "一杯糖水重250克，其中含糖25克，这杯糖水的含糖率是多少" → 25/250*100; what is dissolved and the water told
apart: "把20克盐放入80克水中，盐水的含盐率是多少" → 20/(20+80)*100; back, what is dissolved from the rate: "含糖率是15%的糖水
200克，含糖多少克" (or 一杯盐水有200克，含盐率是5%，这杯盐水中含盐多少克) → 200*15/100 = 30.

One solute (盐, 糖, 药, 农药, 酒精) and its own solution (盐水, 糖水, 药水, 酒精溶液), every amount in one mass unit, the rate
asked as 含盐率 / 浓度 of that solution, or the solute's mass asked. Not read (slow): water added or poured off (a second
step: the mixture changes), the water asked (含水多少克), another solute asked, a second solution, a number more, a part
larger than its whole.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import exact_in, number
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_PERCENT = r"<p\d+>"
_SOLUTES = ("农药", "酒精", "盐", "糖", "药")
_SOLUTE = rf"(?P<x>{'|'.join(_SOLUTES)})"
_MASS = r"(?:千克|克)"
_ONE = r"(?:一杯|一瓶|一碗|一桶|一种|一份|这杯|这瓶|这碗|这桶|这种|这份)?"
_ONE_PUT_BACK = re.compile(rf"{N}(?=[杯瓶碗桶种份])")  # 一瓶酒精溶液: one thing, no amount
_SOLUTION = r"(?:{x}水|{x}溶液|溶液)"
_RATE = r"(?:含{x}率|浓度)"


def _shapes(x: str) -> dict[str, list[re.Pattern]]:
    solution, rate = _SOLUTION.format(x=x), _RATE.format(x=x)
    return {
        # 100克盐水中含盐20克 | 一杯糖水重250克，其中含糖25克
        "part_of_whole": [re.compile(rf"{_ONE}(?P<w>{N})(?P<wu>{_MASS}){solution}(?:中|里)?含(?:有)?{x}(?P<p>{N})"
                                     rf"(?P<pu>{_MASS})"),
                          re.compile(rf"{_ONE}{solution}(?:重|有|共)(?P<w>{N})(?P<wu>{_MASS})，(?:其中|里面)含(?:有)?{x}"
                                     rf"(?P<p>{N})(?P<pu>{_MASS})")],
        # 把20克盐放入80克水中 | 一种药水由30克药和570克水配成
        "part_and_water": [re.compile(rf"把(?P<p>{N})(?P<pu>{_MASS}){x}(?:放入|放进|加入|溶解在|溶入|溶于|倒入)(?P<w>{N})"
                                      rf"(?P<wu>{_MASS})水(?:中|里)"),
                           re.compile(rf"在(?P<w>{N})(?P<wu>{_MASS})水(?:中|里)(?:加入|放入|放进|溶解|溶入|溶解了)(?P<p>{N})"
                                      rf"(?P<pu>{_MASS}){x}"),
                           re.compile(rf"{_ONE}{solution}(?:是)?(?:由|用)(?P<p>{N})(?P<pu>{_MASS}){x}(?:和|加)(?P<w>{N})"
                                      rf"(?P<wu>{_MASS})水(?:配成|配制而成|配制成|混合而成|兑成)")],
        # 含糖率是15%的糖水200克 | 200克含糖率是15%的糖水
        "rate_of_whole": [re.compile(rf"{rate}(?:是|为)(?P<r>{_PERCENT})的{solution}(?P<w>{N})(?P<wu>{_MASS})"),
                          re.compile(rf"{_ONE}{solution}(?:重|有|共)(?P<w>{N})(?P<wu>{_MASS})，(?:它的)?{rate}(?:是|为)"
                                     rf"(?P<r>{_PERCENT})"),
                          re.compile(rf"(?P<w>{N})(?P<wu>{_MASS}){rate}(?:是|为)?(?P<r>{_PERCENT})的{solution}")],
    }


def _rate_asked(x: str) -> re.Pattern:
    return re.compile(rf"{_ONE}(?:{_SOLUTION.format(x=x)})?(?:的)?{_RATE.format(x=x)}(?:是|为)?(?:多少|百分之几|百分之多少)")


def _part_asked(x: str) -> re.Pattern:
    return re.compile(rf"(?:其中|里面|{_ONE}{_SOLUTION.format(x=x)}(?:中|里))?(?:含|含有|有){x}多少(?P<qu>{_MASS})")


@triggered_by(text=("含", "浓度"))
def read_concentration_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    said = [x for x in _SOLUTES if x in slots.text]
    if len(said) != 1 or said == ["药"] and "农药" in slots.text:
        return None  # two solutes, or none
    x = said[0]
    text = _ONE_PUT_BACK.sub(lambda m: "一" if slots.number(m[0]).raw == "一" else m[0], slots.text.replace(" ", ""))
    clauses = clauses_zh(text)
    told, question = "，".join(clauses[:-1]), clauses[-1]
    for kind, shapes in _shapes(x).items():
        m = next((m for shape in shapes if (m := shape.fullmatch(told))), None)
        if m is not None:
            break
    else:
        return None
    if len(re.findall(rf"{N}|{_PERCENT}", text)) != len([g for g in ("p", "w", "r") if m.groupdict().get(g)]):
        return None  # a number more
    w = slots.number(m["w"])
    if kind == "rate_of_whole":
        r = slots.number(m["r"])
        asked = _part_asked(x).fullmatch(question)
        if not r.percent or asked is None or asked["qu"] != m["wu"] or not 0 < r.value < 100 \
                or not exact_in(number(slots, m["w"]) * number(slots, m["r"]) / 100, asked["qu"]):
            return None
        return Task("expr", {"expression": f"{w.plain()}*{r.plain()}/100"}, source="parser")
    p = slots.number(m["p"])
    if any(n.percent for n in (p, w)) or m["pu"] != m["wu"] or not _rate_asked(x).fullmatch(question):
        return None
    if kind == "part_and_water":
        return Task("expr", {"expression": f"{p.plain()}/({p.plain()}+{w.plain()})*100"}, source="parser")
    if not p.value < w.value:
        return None  # more dissolved than the whole
    return Task("expr", {"expression": f"{p.plain()}/{w.plain()}*100"}, source="parser")
