"""A recipe said the way people message it, read by its values (recipes.py reads one proportion between two kinds):

- one portion's amount times the portions made (`read_portions_zh`): "一份酱汁要15克糖，我做三份，糖一共放多少克", "奶茶一杯用
  茶叶5克 要做12杯 茶叶准备多少克", "每份蛋糕用黄油40克，打算做3份，需要多少克黄油": three clauses, the portion's (一 / 每 and
  its measure, an ingredient's amount after 要 / 用 / 放), the portions made (做 / 煮 / 冲 … M of the same measure) and the
  ingredient asked in its unit (its name before or after, or none);
- a recipe doubled or halved by a word (`read_scaled_recipe_zh`): "配方里黄油80克，我要做双倍，黄油放多少克", "面包配方面粉400克、
  酵母6克，我只做一半，酵母放几克": the asked ingredient's one amount in the recipe's list, times 2 (双倍, 翻倍, 加倍) or a
  half (一半, 减半).

Any other word in a clause (已经放了, 还差, 少放, 不, 剩, 每份多放), another measure, unit or ingredient asked, a recipe said
for more than one portion (三份酱汁要15克糖), two different scalings or an ingredient doubled alone (糖翻倍) leave it
unread, so it goes slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by

_UNITS = "千克|公斤|毫升|克|升|大勺|小勺|汤匙|茶匙|勺|斤|两|片|粒"
_PORTIONS = "人份|份|杯|碗|锅|盘|盒|壶|笼|炉"
_USE = "需要|要放|要用|要加|要|用|放|加|需"
# the portion: 一份酱汁要 <n0> 克糖, 奶茶一杯用茶叶 <n0> 克, 每份蛋糕用黄油 <n0> 克, 一杯柠檬水放 <n0> 勺蜂蜜
_PORTION = re.compile(rf"^(?P<pre>[^<，]{{0,6}}?)(?:一|每)(?P<m>{_PORTIONS})(?P<dish>[^<，要用放加需]{{0,6}}?)(?:{_USE})"
                      rf"(?P<ing1>[^<，要用放加需]{{0,5}})<n\d+>(?P<u>{_UNITS})(?P<ing2>[^<，]{{0,5}})$")
# the portions made: 我做 <n1> 份, 要冲 <n1> 杯, 今天煮 <n1> 碗, 打算做 <n1> 份
_MADE = re.compile(r"^(?:我们|我|咱们|咱)?(?:今天|这次|明天|周末)?(?:要|想|打算|准备|得|需要|一共|总共|只)?"
                   rf"(?:做|煮|冲|泡|调|烤|包|蒸|熬|炒|打|榨)了?<n\d+>(?P<m>{_PORTIONS})(?P<dish>[^<，]{{0,6}})$")
# the ingredient asked: 糖一共放多少克, 蜂蜜准备几勺, 面粉要多少克, 需要多少克黄油
_ASKED = re.compile(r"^(?P<ing1>[^<，]{0,6}?)(?:一共|总共|共)?(?:要|得|该|应该|应|需要|需|大概|大约)?"
                    rf"(?:放|准备|用|加|要|备|买|称)?(?:多少|几)(?P<u>{_UNITS})(?P<ing2>[^<，]{{0,6}})$")


def _text(tokens: list[Tok]) -> str:
    return "".join(("、" if t.value == "、" else "，") if t.type == "COMMA" else t.value for t in tokens)


def _nums(tokens: list[Tok]) -> list[Tok]:
    return [t for t in tokens if t.type == "NUM"]


@triggered_by(text=("一份", "每份", "一杯", "每杯", "一碗", "每碗", "一锅", "每锅", "一盘", "每盘", "一壶", "一人份"))
def read_portions_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = _nums(tokens)
    clauses = _text(tokens).split("，")
    if len(nums) != 2 or len(clauses) != 3:
        return None
    portion, made, asked = (_PORTION.match(clauses[0]), _MADE.match(clauses[1]), _ASKED.match(clauses[2]))
    if portion is None or made is None or asked is None or made.group("m") != portion.group("m"):
        return None
    ingredient = portion.group("ing1") or portion.group("ing2")
    if not ingredient or portion.group("ing1") and portion.group("ing2") or asked.group("u") != portion.group("u"):
        return None
    if made.group("dish") not in ("", portion.group("pre") + portion.group("dish")):
        return None  # 做三份蛋糕 beside a portion of the sauce
    if any(x not in ("", ingredient) for x in (asked.group("ing1"), asked.group("ing2"))):
        return None  # 醋放多少克, 糖还剩多少克, 糖放多少克一份
    amount, count = (slots.number(n.value) for n in nums)
    if amount.percent or count.percent or amount.value <= 0 or count.value <= 0:
        return None
    return Task("expr", {"expression": f"{amount.plain()}*{count.plain()}"}, source="parser")


_FACTORS = {"双倍": Fraction(2), "翻倍": Fraction(2), "加倍": Fraction(2), "翻一倍": Fraction(2), "一半": Fraction(1, 2),
            "减半": Fraction(1, 2), "半份": Fraction(1, 2)}
_FACTOR = re.compile("|".join(sorted(_FACTORS, key=len, reverse=True)))
_RECIPE = ("配方", "菜谱", "方子", "食谱", "分量", "原来", "原本", "本来")
# what may stand before the scaling word in its clause (我要做双倍, 我只做一半, 分量翻倍, 配方加倍, 做一半的话) and after it
_BEFORE_FACTOR = re.compile(r"(?:我们|我|咱们|咱)?(?:今天|这次)?(?:只|就)?(?:要|想|打算|准备|得)?(?:只)?(?:做|按|做成)?"
                            r"(?:配方|分量|量|菜谱|方子)?(?:的)?$")
_AFTER_FACTOR = ("的话", "的量", "的分量", "后", "以后", "之后", "")
# a recipe's list: 配方里黄油80克, 原配方面粉300克、鸡蛋2个, 菜谱上酱油要30毫升, 原来奶油用200毫升
_LISTED = re.compile(rf"(?P<ing>[^<，、和]{{1,12}}?)(?:{_USE})?<n(?P<k>\d+)>(?P<u>{_UNITS}|个)")
_LIST_LEAD = re.compile(r"^(?:这个|这款|我的)?[^<，、]{0,4}?(?:配方|菜谱|方子|食谱)(?:里|上|中)?(?:写的|写着|说)?(?:要)?|^原(?:来|本|配方)")


@triggered_by(text=tuple(_FACTORS))
def read_scaled_recipe_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    text = _text(tokens)
    found = _FACTOR.findall(text)
    if not found or len({_FACTORS[f] for f in found}) != 1 or not any(w in text for w in _RECIPE):
        return None
    clauses = text.split("，")
    *story, question = clauses
    asked = _scaled_question(question)
    if asked is None or sum(bool(_FACTOR.search(clause)) for clause in story) > 1:
        return None  # "我要做双倍，分量翻倍": doubled twice, or once said twice? (the question may say it again)
    ingredient, unit = asked
    amounts: dict[str, tuple[str, str]] = {}
    for clause in story:
        listed = _listed(clause)
        if listed is None:
            return None
        for name, k, u in listed:
            if name in amounts:
                return None  # "蛋糕配方黄油80克，饼干配方黄油50克": two amounts of it, two recipes
            amounts[name] = (k, u)
    if not ingredient:  # 翻倍以后用多少克: the one amount told in that unit
        of_unit = [name for name, (_, u) in amounts.items() if u == unit]
        ingredient = of_unit[0] if len(of_unit) == 1 and len(amounts) == 1 else ""
    if ingredient not in amounts or amounts[ingredient][1] != unit:
        return None
    if not all(_factor_said_alone(clause) for clause in clauses if _FACTOR.search(clause)):
        return None
    slot = next(t.value for t in tokens if t.type == "NUM" and t.value == f"<n{amounts[ingredient][0]}>")
    amount = slots.number(slot)
    if amount.percent or amount.value <= 0:
        return None
    factor = _FACTORS[found[0]]
    return Task("expr", {"expression": f"{amount.plain()}*{factor.numerator}/{factor.denominator}"}, source="parser")


def _listed(clause: str) -> list[tuple[str, str, str]] | None:
    """A clause of the story: the recipe's amounts (each ingredient named right before it), a scaling said alone, or
    nothing else."""
    if "<n" not in clause:
        return [] if _FACTOR.search(clause) or clause in _RECIPE or re.fullmatch(r"(?:按)?(?:配方|菜谱|方子)", clause) \
            else None
    lead = _LIST_LEAD.match(clause)
    rest = clause[lead.end():] if lead else clause
    items = rest.replace("和", "、").split("、")
    listed = []
    for item in items:
        m = _LISTED.fullmatch(item)
        if m is None or any(w in m.group("ing") for w in ("已经", "还", "差", "了", "多", "少", "每", "不", "没")):
            return None
        listed.append((m.group("ing"), m.group("k"), m.group("u")))
    return listed


def _scaled_question(question: str) -> tuple[str, str] | None:
    """The ingredient and unit asked: 黄油放多少克, 做一半的话面粉要多少克, 加倍后奶油用多少毫升."""
    m = _FACTOR.search(question)
    if m is not None:
        after = question[m.end():]
        tail = next((a for a in ("的话", "以后", "之后", "后") if after.startswith(a)), "")
        if _BEFORE_FACTOR.search(question[:m.start()]) is None or question[:m.start()] and \
                _BEFORE_FACTOR.fullmatch(question[:m.start()]) is None:
            return None
        question = after[len(tail):]
    asked = _ASKED.match(question)
    if asked is None or asked.group("ing2"):
        return None
    return asked.group("ing1"), asked.group("u")


def _factor_said_alone(clause: str) -> bool:
    """"我要做双倍", "分量翻倍", "配方加倍", "做一半的话面粉要多少克": the whole recipe scaled, nobody's ingredient alone (糖翻倍),
    no negation (不做双倍)."""
    m = _FACTOR.search(clause)
    after = clause[m.end():]
    if not any(after.startswith(a) for a in _AFTER_FACTOR if a) and after and _ASKED.match(after) is None:
        return False
    return _BEFORE_FACTOR.fullmatch(clause[:m.start()]) is not None
