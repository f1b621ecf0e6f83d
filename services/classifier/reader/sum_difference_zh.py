"""和差, 和倍 and 差倍 in Chinese, read by their values: two told of one kind, two of their sum, difference and multiple
said, one of the two asked ("两数的和是50，差是10，大数是多少" → (50+10)÷2 = 30; "甲乙共有60本书，甲的本数是乙的2倍，甲有
多少本" → 60÷(2+1)×2 = 40; "甲比乙多30，甲是乙的4倍，乙是多少" → 30÷(4-1) = 10; "哥哥和弟弟共有30元，哥哥比弟弟多6元").

Three clauses exactly, every number used once, one measure word (or unit) and one doing throughout (共养了 … 多养 … 养了
多少只); the one asked is one of the two told. The larger by the difference must be the larger by the multiple (甲比乙少30
but 甲是乙的4倍 has no answer), the multiple is of the other one (not of the sum: 是两人总数的2倍), and both come out whole
and above zero (哥哥和弟弟共有31本书，哥哥比弟弟多6本: 18.5 books); else the request goes slow. 增加了2倍 is not read here
(doublings_zh.py: ×3 or ×2).
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh, question_opened_zh

_GROUPS = "(?:班|组|小组|车间|队|年级)"
# Who: a few characters that are no number, punctuation, comparison, sum or question word (哥哥, 小明, 桃树, 大数), or a
# group named by its number (一班, 二班, 甲组)
_WHO = (rf"(?:[一二三四五六七八九甲乙丙丁]{_GROUPS}"
        r"|[^，,。；;：:？?<>0-9的是比和与跟共、一二两三四五六七八九十多少几倍各人们他她它有重轻高矮长短了]{1,4})")
_MEASURE = r"(?:千克|公斤|厘米|千米|米|元|吨|克|岁|[个只张本支条颗块辆名件棵朵头匹串瓶盒袋箱包杯碗双份页枝朵])"
_THING = r"[^，,<>0-9比多少几倍%％]{0,4}"
_THING_BEFORE = r"[^，,<>0-9比多少几倍%％了]{1,3}?"  # 共有邮票48张, 有邮票多少张: the thing before the number
_VERB = r"(?:有|是|[^，,<>0-9比多少几的是有和共]{1,2}了)"
_TOTAL = r"(?:一共|总共|共|合计)"
_TWO_NUMBERS = r"两(?:个)?数"
# What a multiple may be said of, by the measure the amounts are counted in: 钱数 of 元, 体重 of 千克 (本数 of 本, 只数 of
# 只: any measure word and 数); the thing counted itself (邮票, 苹果) or nothing at all is always one.
_KIND_OF_MEASURE = {"元": ("钱", "钱数"), "千克": ("体重", "重量"), "公斤": ("体重", "重量"), "克": ("重量",), "吨": ("重量",),
                    "岁": ("年龄", "岁数"), "人": ("人数",), "名": ("人数",), "米": ("长度", "身高"), "厘米": ("长度", "身高")}
_LARGER_WORDS = {"重": "多", "高": "多", "长": "多", "大": "多", "轻": "少", "矮": "少", "短": "少", "小": "少"}

_SUM_OF_TWO = re.compile(rf"{_TWO_NUMBERS}(?:的和|之和)是(?P<n><n\d+>)")
_DIFFERENCE_OF_TWO = re.compile(rf"(?:它们的|{_TWO_NUMBERS}的|{_TWO_NUMBERS}之)?差是(?P<n><n\d+>)")
# 哥哥和弟弟共有30元; 甲乙共有60本书; 甲、乙两人共有90元 (两 is slotted after 、: the slot must be 2)
_PLACE = r"(?:[^<>0-9，和与]{1,4}?[里中上内])?"  # 果园里
_SUM = re.compile(rf"{_PLACE}有?(?:(?P<a>{_WHO})(?:和|与|跟|、)(?P<b>{_WHO})|(?P<a2>[甲乙丙丁])(?P<b2>[甲乙丙丁]))"
                  rf"(?:两人|(?P<two><n\d+>)人)?{_TOTAL}"
                  rf"(?P<verb>{_VERB})?(?P<thing0>{_THING_BEFORE})?(?P<n><n\d+>)(?P<m>{_MEASURE})?(?P<thing>{_THING})")
# 爸爸和儿子的年龄和是48岁, 父子年龄和是50岁 (the two named after: 父亲比儿子大30岁); 甲乙两数的和是60
_KIN_PAIRS = {"父子": ({"父亲", "爸爸"}, {"儿子"}), "母女": ({"母亲", "妈妈"}, {"女儿"}), "母子": ({"母亲", "妈妈"}, {"儿子"}),
              "父女": ({"父亲", "爸爸"}, {"女儿"})}
_SUM_OF_AGES = re.compile(rf"(?:(?P<a>{_WHO})(?:和|与)(?P<b>{_WHO})的|(?P<kin>{'|'.join(_KIN_PAIRS)}))年龄(?:和|之和)是"
                          rf"(?P<n><n\d+>)(?P<m>岁)")
_SUM_OF_NAMED_TWO = re.compile(rf"(?P<a>[甲乙丙丁])(?P<b>[甲乙丙丁]){_TWO_NUMBERS}(?:的和|之和)是(?P<n><n\d+>)")
# 两个班共有90人: the groups named after (一班比二班多4人)
_SUM_OF_GROUPS = re.compile(rf"{_PLACE}(?:两|(?P<two><n\d+>))个(?P<group>{_GROUPS}){_TOTAL}"
                            rf"(?P<verb>{_VERB})?(?P<n><n\d+>)"
                            rf"(?P<m>{_MEASURE})?(?P<thing>{_THING})")
_DIFFERENCE = re.compile(rf"(?P<x>{_WHO})比(?P<y>{_WHO})(?:(?P<dir>多|少)(?P<verb>[^，,<>0-9]{{0,3}}?)|(?P<adj>[重轻高矮长短大小]))"
                         rf"(?P<n><n\d+>)(?P<m>{_MEASURE})?(?P<thing>{_THING})")
_MULTIPLE_OF = (r"(?:(?P<verb>[^，,<>0-9的是]{1,2})?的(?P<attr>[^，,<>0-9是的]{1,4}))?是(?P<y>{y})"
                r"(?:的(?P<yattr>[^，,<>0-9是的]{1,4}))?的(?P<k><n\d+>)倍")
_TIMES = re.compile(f"(?P<x>{_WHO})" + _MULTIPLE_OF.replace("{y}", _WHO))
_ASKED = re.compile(rf"(?P<verb>{_VERB}|重)?(?P<thing0>{_THING_BEFORE})?(?:多少|几)(?P<m>{_MEASURE})?(?P<thing>{_THING})")
_ASKED_OF_TWO = re.compile(r"(?P<w>大数|小数|较大的数|较小的数|大的数|小的数|大的那个数|小的那个数)(?P<how>是多少)?")


@triggered_by(text=("共", "比", "和是"))
def read_sum_difference_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_zh(slots.text.replace(" ", ""))  # 长 100 米: spaces around the numbers say nothing
    if len(clauses) != 3 or not all(isinstance(item, NumberMention) for item in slots.items):
        return None
    told = _Told()
    if not all(told.take(clause) for clause in clauses[:2]):
        return None
    two = told.sum["two"] if told.sum is not None and "two" in told.sum.re.groupindex else None
    if len(slots.items) != 2 + (two is not None) or two is not None and slots.number(two).value != 2:
        return None
    opener, question = question_opened_zh(clauses[2])
    if told.two_numbers:
        asked = _ASKED_OF_TWO.fullmatch(question)
        if asked is not None and not asked["how"] and opener != "求":
            return None  # 求较大的数, 较大的数是多少
        who = None if asked is None else asked["w"].replace("较", "").replace("的那个", "").replace("的", "")
    else:  # 小芳收集了多少张: one of the two named, then what is asked of them
        pair = told.pair() or ()
        who = next((name for name in pair
                    if question.startswith(name) and _ASKED.fullmatch(question[len(name):])), None)
        asked = None if who is None else _ASKED.fullmatch(question[len(who):])
    return None if asked is None else told.solved(who, asked, slots)


class _Told:
    def __init__(self) -> None:
        self.two_numbers = False
        self.sum: re.Match | None = None
        self.difference: re.Match | None = None  # and its larger and smaller one
        self.larger: tuple[str, str] | None = None
        self.times: re.Match | None = None

    def take(self, clause: str) -> bool:
        if (m := _SUM_OF_TWO.fullmatch(clause)) and self.sum is None:
            self.sum, self.two_numbers = m, True
        elif (m := _DIFFERENCE_OF_TWO.fullmatch(clause)) and self.two_numbers and self.difference is None:
            self.difference, self.larger = m, ("大数", "小数")
        elif (m := _SUM.fullmatch(clause) or _SUM_OF_GROUPS.fullmatch(clause) or _SUM_OF_AGES.fullmatch(clause)
              or _SUM_OF_NAMED_TWO.fullmatch(clause)) and self.sum is None \
                and not self.two_numbers:
            self.sum = m
        elif (m := _DIFFERENCE.fullmatch(clause)) and self.difference is None:
            more = (m["dir"] or _LARGER_WORDS[m["adj"]]) == "多"
            self.difference, self.larger = m, (m["x"], m["y"]) if more else (m["y"], m["x"])
        elif (m := _TIMES.fullmatch(clause)) and self.times is None:
            self.times = m
        else:
            return False
        return True

    def pair(self) -> tuple[str, str] | None:
        if self.two_numbers:
            return "大数", "小数"
        said = self.sum.groupdict() if self.sum is not None else {}
        if self.sum is not None and self.sum.re is _SUM_OF_NAMED_TWO:
            return said["a"] + "数", said["b"] + "数"  # 甲乙两数: 甲数, 乙数
        if said.get("kin"):  # 父子年龄和: the two named after, one of each
            named = self.larger or (self.times and (self.times["x"], self.times["y"]))
            older, younger = _KIN_PAIRS[said["kin"]]
            return named if named and (named[0] in older) != (named[1] in older) \
                and {*named} <= older | younger else None
        if self.sum is not None and "group" not in self.sum.re.groupindex:
            return said["a"] or said.get("a2"), said["b"] or said.get("b2")
        named = self.larger or (self.times and (self.times["x"], self.times["y"]))
        if self.sum is not None and named and not all(name.endswith(self.sum["group"]) for name in named):
            return None  # 两个班 … 小明比小红多: not the groups
        return named

    def solved(self, who: str, asked: re.Match, slots: Slots) -> Task | None:
        pair = self.pair()
        if pair is not None and self.times is not None:  # 妈妈买的苹果: 妈妈, then what she did
            self.times = _multiple_of_named(self.times.string, pair) or self.times
        if pair is None or pair[0] == pair[1] or self.larger is not None and set(self.larger) != set(pair) \
                or self.times is not None and {self.times["x"], self.times["y"]} != set(pair):
            return None
        if who not in pair or not self._one_measure(asked) or not self._one_doing(asked) or not self._times_of_it():
            return None
        amounts = [m for m in (self.sum, self.difference) if m is not None]
        values = [_whole(slots, m["n"]) for m in amounts]
        if None in values:
            return None
        if self.times is None:
            return _sum_and_difference(values[0], values[1], who == self.larger[0])
        k = _times(slots, self.times["k"])
        if k is None:
            return None
        multiple = who == self.times["x"]
        if self.sum is not None:
            one = values[0] / (k + 1)
            return _whole_answer(one * k if multiple else one, f"{values[0]}/({k}+1)" + (f"*{k}" if multiple else ""))
        if self.larger[0] != self.times["x"]:
            return None  # 甲比乙少30, 甲是乙的4倍: no positive answer
        one = values[0] / (k - 1)
        return _whole_answer(one * k if multiple else one, f"{values[0]}/({k}-1)" + (f"*{k}" if multiple else ""))

    def _one_measure(self, asked: re.Match) -> bool:
        """The sum and the difference in one measure word and of one thing (元 and 元, not 本), the question in that
        measure or none, of that thing, of none or of the measure's kind (多少钱 of 元; not 多少角, 还剩多少元)."""
        told = [m for m in (self.sum, self.difference) if m is not None and "m" in m.re.groupindex]
        measures = {m["m"] for m in told if m["m"]}
        things = {_thing(m) for m in told if _thing(m)}
        if len(measures) > 1 or len(things) > 1 or self.two_numbers and (measures or things):
            return False
        if measures and any(not m["m"] for m in told):
            return False  # 共有30元 … 多6分: a told amount in a word no measure here holds (分, 角, 斤) is not in 元
        if "m" not in asked.re.groupindex:
            return True  # 大数是多少
        measure = next(iter(measures), "")
        if asked["m"] and asked["m"] != measure:
            return False
        kinds = ("", *things, *_KIND_OF_MEASURE.get(measure, ()))
        return asked["thing"] in kinds and (asked["thing0"] or "") in kinds

    def _times_of_it(self) -> bool:
        """The multiple said of what the sum or difference counts: 甲的本数 of 60本书, 哥哥的钱数 of 元, 苹果 of 24个苹果;
        甲的年龄 beside books, 哥哥的身高 beside 元 are other things."""
        if self.times is None:
            return True
        said = [m for m in (self.sum, self.difference) if m is not None and "m" in m.re.groupindex]
        measure = next((m["m"] for m in said if m["m"]), "")
        things = {_thing(m) for m in said if _thing(m)}
        kinds = {*things, *_KIND_OF_MEASURE.get(measure, ()), *((measure + "数",) if measure else ())}
        return all(attr in kinds for attr in (self.times["attr"], self.times["yattr"]) if attr)

    def _one_doing(self, asked: re.Match) -> bool:
        """One doing said throughout (共养了 … 多养 … 养了多少只; 有 … 多 … 有; 重 … 重多少千克), not another (共有 … 多花了);
        the multiple may name only what is counted (甲的本数是乙的2倍)."""
        doings = {_doing(m["verb"]) for m in (self.sum, asked) if m is not None and "verb" in m.re.groupindex}
        if self.difference is not None and "adj" in self.difference.re.groupindex:
            adj = self.difference["adj"]
            doings.add(_doing(self.difference["verb"]) if adj is None else "" if adj in "大小" else adj)  # 大28岁: older
        times = _doing(self.times["verb"]) if self.times is not None else ""
        return len(doings) <= 1 and times in (*doings, "")


def _multiple_of_named(clause: str, pair: tuple[str, str]) -> re.Match | None:
    """The multiple's clause read with the two names told: 妈妈买的苹果是女儿的3倍 is 妈妈, 买, 苹果 (not 妈妈买)."""
    return next((m for x, y in (pair, pair[::-1])
                 if (m := re.fullmatch(f"(?P<x>{re.escape(x)})" + _MULTIPLE_OF.replace("{y}", re.escape(y)), clause))),
                None)


def _thing(said: re.Match) -> str:
    """What an amount counts, said after its number (48张邮票) or before it (邮票48张)."""
    return said.groupdict().get("thing") or said.groupdict().get("thing0") or ""


def _doing(verb: str | None) -> str:
    return "" if verb in (None, "", "有", "是") else verb.removesuffix("了")


def _sum_and_difference(total: Fraction, difference: Fraction, larger: bool) -> Task | None:
    if difference >= total:
        return None  # the smaller one would be nothing or below it (共有30元，多40元)
    if larger:
        return _whole_answer((total + difference) / 2, f"({total}+{difference})/2")
    return _whole_answer((total - difference) / 2, f"({total}-{difference})/2")


def _whole_answer(value: Fraction, expression: str) -> Task | None:
    """The expression where its value is a whole number above zero (18.5 books is no answer)."""
    if value.denominator != 1 or value <= 0:
        return None
    return Task("expr", {"expression": expression}, source="parser")


def _whole(slots: Slots, slot: str) -> Fraction | None:
    """An amount: whole, above zero, no percentage and no multiple (甲比乙多2倍 is no difference of 2)."""
    n = slots.number(slot)
    value = Fraction(n.value)
    return value if not n.percent and n.unit != "倍" and value.denominator == 1 and value > 0 else None


def _times(slots: Slots, slot: str) -> Fraction | None:
    n = slots.number(slot)
    value = Fraction(n.value)
    return value if n.unit == "倍" and not n.percent and value.denominator == 1 and value > 1 else None
