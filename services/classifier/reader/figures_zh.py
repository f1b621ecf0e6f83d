"""Figures whose measure a textbook's formula gives from what is told (issue 15, the composition layer), beside
shape_measures_zh.py (a rectangle's area, a square's perimeter or side) and squares.py (a square's area):
- a triangle's area from its 底 and 高 (底×高÷2), a parallelogram's from its 底 and 高 (底×高);
- a triangle's perimeter from its three sides listed (三条边分别长5厘米、6厘米、7厘米);
- a rectangle's other side from its area and one side (面积48平方米，长8米 → 宽 48÷8).

Read only where one figure is named, each side its formula needs told once and nothing else, in one unit of length,
and the measure asked in that unit (平方 of it for an area; none said is that unit too). Not read: a side missing (a
triangle's perimeter from 底 and 高, a parallelogram's area from two sides), another figure, another unit, a circle (π:
3.14 or π?), a rectangle's perimeter ((长+宽)×2, two steps the corpora label slow: shape_measures_zh.py), a hedge, a
condition, a cut, a price.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import COUNT_OF, STOPS, counted, f, names_written_back, shown, value
from .vocab_zh import clauses_zh

_FIGURES = re.compile("平行四边形|三角形|长方形|正方形|梯形|圆|长方体|正方体")
_LENGTH = "千米|公里|分米|厘米|毫米|米"
_SIDE = re.compile(rf"(?P<side>底边|底|高|长|宽)(?:边)?(?:长)?(?:是|为|有)?<n(?P<k>\d+)>(?P<u>{_LENGTH})")
_AREA_TOLD = re.compile(rf"面积(?:是|为|有)?<n(?P<k>\d+)>平方(?P<u>{_LENGTH})")
_THREE = re.compile(rf"(?P<count>[^<>]*?(?:<n\d+>)?[^<>]*?)边(?:长)?分别(?:长|是|为)?<n(?P<a>\d+)>(?P<u>{_LENGTH})、<n(?P<b>\d+)>(?P=u)、"
                    rf"<n(?P<c>\d+)>(?P=u)")
_ASKED = re.compile(rf"(?P<h>[^<>]*?)(?P<what>面积|周长|宽|长|底|高)(?:是|有|为)?(?:多少|几)(?P<u>(?:平方)?(?:{_LENGTH}))?")
_OTHERWISE = re.compile("每|元|倍|一半|剩|剪|围|靠墙|增加|减少|扩大|缩小|延长|缩短|对角线|表面积|体积|腰|斜边|直角|和|或|另")


def figures_composed_zh(slots: Slots, core: str) -> Task | None:
    """A triangle's or a parallelogram's area, a triangle's perimeter, a rectangle's other side; or None."""
    figures = _FIGURES.findall(core)
    if len(set(figures)) != 1 or figures[0] not in ("三角形", "平行四边形", "长方形") or STOPS.search(core) \
            or _OTHERWISE.search(core.replace("三条边分别", "")):
        return None
    text, labels = names_written_back(core, slots)
    clauses = clauses_zh(text)
    asked = _ASKED.fullmatch(clauses[-1]) if clauses else None
    if asked is None or re.search("[^它的这块那个张一地片]", asked.group("h").replace(figures[0], "")):
        return None  # 一个长方形的周长: another figure's, or someone's
    body = "，".join(clauses[:-1])
    sides: dict[str, tuple[int, str]] = {}
    used: set[int] = set()
    if (three := _THREE.search(body)) is not None:
        for g in "abc":
            sides[g] = (int(three.group(g)), three.group("u"))
        for m in COUNT_OF.finditer(three.group("count") + "边"):
            c = counted(m, slots)
            if c is None or c[0] != 3:
                return None
            used |= c[1]
        body = body.replace(three.group(), "")
    for m in _SIDE.finditer(body):
        side = "底" if m.group("side") == "底边" else m.group("side")
        if side in sides:
            return None
        sides[side] = (int(m.group("k")), m.group("u"))
    if (area := _AREA_TOLD.search(body)) is not None:
        sides["面积"] = (int(area.group("k")), area.group("u"))
    used |= {k for k, _ in sides.values()}
    every = {int(k) for k in re.findall(r"<[nop](\d+)>", text)} - labels
    units = {u for _, u in sides.values()}
    if used != every or len(units) != 1:
        return None
    unit = units.pop()
    values = {s: value(slots, k) for s, (k, _) in sides.items()}
    if any(v is None or v <= 0 for v in values.values()):
        return None
    return _formula(figures[0], values, asked, unit, core, slots)


def _formula(figure: str, v: dict, asked: re.Match, unit: str, core: str, slots: Slots) -> Task | None:
    what, asked_unit = asked.group("what"), asked.group("u") or ""
    keys = set(v)
    if what == "面积" and keys == {"底", "高"} and figure in ("三角形", "平行四边形"):
        want, result = "平方" + unit, v["底"] * v["高"] / (2 if figure == "三角形" else 1)
        expression = f"{f(v['底'])}*{f(v['高'])}" + ("/2" if figure == "三角形" else "")
    elif what == "周长" and keys == {"a", "b", "c"} and figure == "三角形":
        a, b, c = sorted((v["a"], v["b"], v["c"]))
        if a + b <= c:
            return None  # no triangle has these sides
        want, result, expression = unit, v["a"] + v["b"] + v["c"], f"{f(v['a'])}+{f(v['b'])}+{f(v['c'])}"
    elif figure == "长方形" and what in ("长", "宽") and keys in ({"面积", "长"}, {"面积", "宽"}) and what not in keys:
        side = next(k for k in keys if k != "面积")
        want, result, expression = unit, v["面积"] / v[side], f"{f(v['面积'])}/{f(v[side])}"
    else:
        return None
    if asked_unit and asked_unit != want or not shown(result, unit):
        return None
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, "composed_figure_zh")
