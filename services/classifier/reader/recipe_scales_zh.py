"""A recipe's proportion told the way people message it, one side given, the other asked (issue 15, the composition
layer; recipe_portions_zh.py reads one portion times the portions and a recipe doubled or halved by a word):

- for people or portions: 菜谱上写4个人用600克牛肉，我们家3个人，牛肉要多少克 → 600×3/4; 凉拌菜3人份用醋30毫升，做6人份要多少
  毫升醋 → 30×6/3;
- one ingredient to another: 煮饭2杯米配3杯水，现在有4杯米，加几杯水 → 3×4/2; 面包配方面粉500克、酵母5克，我用300克面粉，酵母放
  几克 → 5×300/500;
- a ratio: 做蛋糕糖和面粉是1比3，面粉用了450克，糖放多少克 → 450×1/3; 米和水按1:1.5放，放了3杯米，加几杯水 → 3×1.5.

Read only where the request is the recipe, the side given and the question (the last two may be one clause: 做6人份要多少
毫升醋): the side given names one of the recipe's two (the same people or portion word, the same ingredient in the same
unit), the question the other ingredient (or, for people, the one ingredient) in its own unit, and every number is used
once. Another ingredient, measure or unit asked, a total (一共), a rest (还要, 已经放了), each one's share (每人), a
second change (又, 多放), a condition, a negation, an estimate or two readings (或者): slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import STOPS, f, names_written_back, shown, value
from .vocab_zh import clauses_zh

_U = "千克|公斤|毫升|克|升|斤|两|大勺|小勺|勺|汤匙|茶匙|杯|碗|袋|个|片|粒|瓶|包|根"
_ING = r"[\u4e00-\u9fff]{1,4}?"
_GATE = re.compile("人份|个人|份|配|比|:|：|、|用|放|加")
_NOT_ONE_STEP = re.compile("又|再|多放|少放|一共|总共|共|还|剩|已经|每|够|倍|半|外加|另外|以及|减|只吃")
_PEOPLE = {"个人": "人", "人": "人", "人份": "份", "份": "份"}
# The recipe for some people: 菜谱上写4个人用600克牛肉, 凉拌菜3人份用醋30毫升
_FOR_PEOPLE = re.compile(rf"(?P<h>[^<>]*?)<n(?P<a>\d+)>(?P<pu>个人|人份|人|份)(?:的)?(?:用|放|要|需要|加)(?P<x1>{_ING})?"
                         rf"<n(?P<q>\d+)>(?P<u>{_U})(?P<x2>[\u4e00-\u9fff]{{0,4}})")
_PEOPLE_GIVEN = re.compile(r"(?P<h>[^<>]*?)<n(?P<b>\d+)>(?P<pu>个人|人份|人|份)(?P<rest>[^<>]*)")
_HEAD = re.compile("(?:菜谱|食谱|配方|做法)(?:上|里)?(?:写的|写着|说|是)?$|^[^<>]*?(?:配方|食谱|菜谱)(?:里|上|是|:|：)?")
# Two amounts of a recipe: 2杯米配3杯水 (names after), 面粉500克、酵母5克 / 鸡蛋4个配糖80克 (names before)
_TWO = re.compile(rf"(?P<pre>[^<>]*?)<n(?P<a>\d+)>(?P<ua>{_U})(?P<mid>[^<>]*?)<n(?P<b>\d+)>(?P<ub>{_U})(?P<suf>[^<>]*)")
_LINK = "配|放|加|用|兑|对"
_GIVEN = re.compile(rf"(?P<h>[^<>]*?)<n(?P<c>\d+)>(?P<u>{_U})(?P<x>[\u4e00-\u9fff]{{0,4}})")
_GIVEN_VERB = re.compile("^(?:我|现在|今天)?(?:有|用了|用|放了|放|买了|泡|倒了|加了|称了|准备了)?")
_RATIO = re.compile(r"(?P<pre>[^<>]*?)(?:和|与|跟)(?P<x2>[\u4e00-\u9fff]{1,4}?)(?:的比例?|的比)?(?:是|为|按|要|按照)?"
                    r"<n(?P<a>\d+)>(?:比|:|：)<n(?P<b>\d+)>(?:的比例|的比例?)?(?:放|调|配|拌|兑|来|混合|混)?")
_ASKED = re.compile(rf"(?P<x1>[\u4e00-\u9fff]{{0,4}}?)(?:要|放|加|用|倒|需要|得|该)*(?:多少|几)(?P<u>{_U})(?P<x2>[\u4e00-\u9fff]{{0,4}})")


def recipe_scaled_composed_zh(slots: Slots, core: str) -> Task | None:
    """A recipe's proportion with one side given and the other asked, or None."""
    if not _GATE.search(core) or STOPS.search(core) or not ("多少" in core or "几" in core) or _NOT_ONE_STEP.search(core):
        return None
    text, labels = names_written_back(core, slots)
    clauses = clauses_zh(text.replace("：", ":"))
    if len(clauses) == 4 and re.search("(?:人份|份|个人|人)$", clauses[0]) and re.match("用|放|要", clauses[1]):
        clauses = [clauses[0] + clauses[1], *clauses[2:]]  # 这个食谱是6人份，用面粉900克
    if len(clauses) == 2:  # 做6人份要多少毫升醋: the side given and the question in one clause
        m = re.search("(?:要|放|加|用|需要)*(?:多少|几)", clauses[1])
        clauses = [clauses[0], clauses[1][:m.start()], clauses[1][m.start():]] if m and m.start() else clauses
    if len(clauses) != 3 or "<" in clauses[2] or any(k != "n" for k in re.findall(r"<([a-z])\d+>", text)):
        return None
    ask = _ASKED.fullmatch(clauses[2])
    if ask is None or ask.group("x1") and ask.group("x2"):
        return None
    asked = (ask.group("x1") or ask.group("x2"), ask.group("u"))
    found = _for_people(clauses, asked, slots) or _one_to_another(clauses, asked, slots) or _ratio(clauses, asked, slots)
    if found is None:
        return None
    expression, used, unit = found
    every = {int(k) for k in re.findall(r"<n(\d+)>", text)} - labels
    if every != used:
        return None
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, "composed_recipe_scaled_zh")


# A time is no ingredient: 4个人用8个小时 … 3个人要几个小时 is a work rate (fewer people, longer), not a recipe.
_TIME = re.compile("小时|钟头|分钟|天|周|星期|月|年|秒|时")


def _shown(v: Fraction, unit: str) -> bool:
    """A cup or a spoon may be a part of one (2.4杯水); an egg, a slice, a bag may not (4.2个鸡蛋)."""
    return shown(v, "") and (unit not in ("个", "片", "粒", "根", "包", "瓶", "袋") or v.denominator == 1)


def _ingredient(name: str) -> str:
    name = re.sub("^(?:的|用|放|加|要|了)+|(?:的)$", "", name)
    return "" if _TIME.search(name) else name


def _for_people(clauses: list[str], asked: tuple[str, str], slots: Slots) -> tuple[str, set[int], str] | None:
    recipe, given = _FOR_PEOPLE.fullmatch(clauses[0]), _PEOPLE_GIVEN.fullmatch(clauses[1])
    if recipe is None or given is None or _PEOPLE[recipe.group("pu")] != _PEOPLE[given.group("pu")]:
        return None
    if not re.search("菜谱|食谱|配方|做法|份", clauses[0]):
        return None  # 4个人用12袋水泥: what people use need not grow with them; a recipe's does
    if given.group("rest") not in ("", "吃", "的量", "吃的话") or recipe.group("x1") and recipe.group("x2"):
        return None
    thing = _ingredient(recipe.group("x1") or recipe.group("x2") or "")
    name, unit = asked
    if not thing or unit != recipe.group("u") or name and _ingredient(name) != thing:
        return None
    a, q, b = (value(slots, int(k)) for k in (recipe.group("a"), recipe.group("q"), given.group("b")))
    if not a or not q or not b or a == b or not _shown(q * b / a, unit):
        return None
    used = {int(recipe.group("a")), int(recipe.group("q")), int(given.group("b"))}
    return f"{f(q)}*{f(b)}/{f(a)}", used, unit


def _one_to_another(clauses: list[str], asked: tuple[str, str], slots: Slots) -> tuple[str, set[int], str] | None:
    two = _TWO.fullmatch(clauses[0])
    given = _GIVEN.fullmatch(clauses[1])
    if two is None or given is None:
        return None
    after = re.fullmatch(rf"(?P<n1>[\u4e00-\u9fff]{{1,4}}?)(?:{_LINK})", two.group("mid"))
    before = re.fullmatch(rf"(?:、|，|和|{_LINK})?(?P<n2>[\u4e00-\u9fff]{{1,4}})", two.group("mid"))
    if after is not None and two.group("suf"):
        names = (after.group("n1"), two.group("suf"))
    elif before is not None and not two.group("suf"):
        head = _HEAD.sub("", two.group("pre"))
        head = re.sub("^.*(?:配方|食谱|菜谱|里|是|的|:)", "", head)
        names = (head, before.group("n2"))
    else:
        return None
    names = tuple(_ingredient(n) for n in names)
    if not all(names) or names[0] == names[1] or any(re.search("人|份|位", n) for n in names):
        return None  # 4个人用12袋水泥: people are no ingredient (the people shape needs its recipe)
    said = _said(given)
    if said is None:
        return None
    if said not in names:
        return None
    k = names.index(said)
    units = (two.group("ua"), two.group("ub"))
    name, unit = asked
    other = names[1 - k]
    if given.group("u") != units[k] or _ingredient(name) != other or unit != units[1 - k]:
        return None
    amounts = (value(slots, int(two.group("a"))), value(slots, int(two.group("b"))))
    c = value(slots, int(given.group("c")))
    if not all(amounts) or not c or not _shown(amounts[1 - k] * c / amounts[k], unit):
        return None
    used = {int(two.group("a")), int(two.group("b")), int(given.group("c"))}
    return f"{f(amounts[1 - k])}*{f(c)}/{f(amounts[k])}", used, unit


def _said(given: re.Match) -> str | None:
    """The ingredient the given amount names (600克面粉, 面粉用了360克), or None where someone else holds it (他准备了:
    the project's labels, test_story_shapes_zh.py)."""
    before = re.sub("(?:用了|放了|倒了|有|用|放)$", "", _GIVEN_VERB.sub("", given.group("h")))
    if given.group("x") and before:
        return None  # 他准备了600克肉, 小明放了2杯米
    return _ingredient(given.group("x") or before)


def _ratio(clauses: list[str], asked: tuple[str, str], slots: Slots) -> tuple[str, set[int], str] | None:
    ratio, given = _RATIO.fullmatch(clauses[0]), _GIVEN.fullmatch(clauses[1])
    if ratio is None or given is None:
        return None
    said = _said(given)
    if not said or any(n != ratio.group("x2") and n in ratio.group("x2") for n in (said, _ingredient(asked[0]))):
        return None  # 猪肉和牛肉 … 600克肉: which meat?
    name, unit = asked
    name, x2, pre = _ingredient(name), ratio.group("x2"), ratio.group("pre")
    # the first of the two is the end of what comes before 和 that the given or the asked names
    x1 = next((n for n in (said, name) if n and n != x2 and pre.endswith(n)), None)
    if x1 is None or {said, name} != {x1, x2} or unit != given.group("u"):
        return None
    a, b, c = (value(slots, int(k)) for k in (ratio.group("a"), ratio.group("b"), given.group("c")))
    if not a or not b or not c:
        return None
    expression, result = (f"{f(c)}*{f(b)}/{f(a)}", c * b / a) if said == x1 else (f"{f(c)}*{f(a)}/{f(b)}", c * a / b)
    if not _shown(result, unit):
        return None
    return expression, {int(ratio.group("a")), int(ratio.group("b")), int(given.group("c"))}, unit
