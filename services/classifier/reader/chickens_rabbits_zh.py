"""鸡兔同笼 and its kin in Chinese, read by their values: two kinds counted together, the legs, wheels or seats of each
kind known or told, and the total of those; one kind's count asked ("笼子里有鸡和兔共10只，脚共28只，兔有几只" →
(28-2×10)÷(4-2) = 4; "鸡兔同笼，共有35个头，94只脚，鸡有多少只" → (4×35-94)÷(4-2) = 23; "三轮车和自行车共15辆，共有38个
轮子"; "大船每条坐6人，小船每条坐4人，一共租了10条船，坐了52人，大船租了几条").

What everyone knows is a small table (鸡 鸭 鹅 two legs, 兔 four, 三轮车 three wheels, 自行车 two); anything else must be
told, each kind's share said once ("每条大船坐6人"); a seat said only as room (能坐, 可以坐) needs the boats said full
(正好坐满). Every clause must be one of these shapes and every number used once; a third kind, a kind asked that is not
one of the two, two kinds asked (各有几只), another question (兔比鸡多几只), or counts that are no whole number ≥ 0 of
both kinds (脚共27只, 脚共50只 of 10) leave the request unread, so it goes slow.
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

_LEGS, _WHEELS, _SEATS = "legs", "wheels", "seats"
# What everyone knows: each kind's legs or wheels, and the measure word it is counted by.
_KNOWN = {"鸡": (2, _LEGS), "鸭": (2, _LEGS), "鹅": (2, _LEGS), "兔": (4, _LEGS),  # 兔子 is read 兔
          "三轮车": (3, _WHEELS), "自行车": (2, _WHEELS)}
_COUNTED_BY = {_LEGS: "只", _WHEELS: "辆"}
_PARTS = {"脚": _LEGS, "足": _LEGS, "腿": _LEGS, "轮子": _WHEELS, "人": _SEATS}
_PART = r"(?:只脚|只?足|条腿|个轮子)"  # each counted by its own measure word (94条脚 is not said)
_KNOWN_KINDS = "|".join(sorted(_KNOWN, key=len, reverse=True))
# A kind told its share: 大船 / 小船, 大车 / 小车, 大桌 / 小桌 (每张大桌坐8人)
_TOLD_KINDS = r"[大小](?:客)?[船车桌]"
# A kind named beside another (蜘蛛和蜻蜓): its share known or told
_NAMED_KIND = rf"(?:{_KNOWN_KINDS}|[^<>0-9，、和与共每有的几多少各比一二两三四五六七八九十]{{1,3}})"  # no count in a name
_MEASURE = "[只辆条张]"
_TOTAL = r"(?:一共|总共|共|合计)"
_HOLDER = r"(?:[^<>0-9，和与共]{0,6}?(?:有|养了|养着|关着|停着|停放着|租了|里|中))?"  # 笼子里有, 小华家养了, 学校租了

_TWO_KINDS = rf"(?:(?P<a>{_NAMED_KIND})(?:和|与)(?P<b>{_NAMED_KIND})|(?P<a2>{_KNOWN_KINDS})(?P<b2>{_KNOWN_KINDS}))"
# 笼子里有鸡和兔共10只; 鸭和兔共有20只; 学校租了大船和小船共8条; 鸡兔共有35只
_KINDS_COUNTED = re.compile(rf"{_HOLDER}{_TWO_KINDS}{_TOTAL}有?(?P<n><n\d+>)(?P<m>{_MEASURE})")
# 有若干只鸡和兔, 鸡和兔关在一个笼子里: the kinds, no number
_KINDS_NAMED = re.compile(rf"{_HOLDER}若干只?{_TWO_KINDS}"
                          rf"|{_TWO_KINDS.replace('P<', 'P<named_')}关在(?:同)?(?P<one>一|<n\d+>)个笼子里")
# 鸡和兔一共有8个头, 笼子里鸡和兔的头共有8个
_KINDS_HEADS = re.compile(rf"{_HOLDER}{_TWO_KINDS}(?:的头{_TOTAL}有?(?P<n><n\d+>)个|{_TOTAL}有?(?P<n2><n\d+>)个头"
                          rf"|{_TOTAL}有?头(?P<n3><n\d+>)个)")  # 鸡和兔共有头35个
_SAME_CAGE = re.compile(rf"(?P<a>{_KNOWN_KINDS})(?P<b>{_KNOWN_KINDS})同笼")  # 鸡兔同笼: the kinds, no number
_HEADS = re.compile(rf"(?:从?(?:上|上面|上边)数?)?{_TOTAL}?有?(?:(?P<n><n\d+>)个?头|头{_TOTAL}?有?(?P<n2><n\d+>)个)")
_HEADS_AND_LEGS = re.compile(rf"它们{_TOTAL}有?(?P<heads><n\d+>)个头和(?P<n><n\d+>)(?P<part>只脚|只?足|条腿)")
# 脚共28只, 共有38个轮子, 下有94只脚, 腿一共有56条, 下有80足, 它们的脚一共有70只
_PARTS_TOLD = re.compile(rf"(?:它们的)?(?:从?(?:下|下面|下边)数?)?{_TOTAL}?有?(?:(?P<n><n\d+>)(?P<part>{_PART})"
                         rf"|(?P<part2>脚|足|腿|轮子){_TOTAL}?有?(?P<n2><n\d+>)(?P<m2>只|条|个))")
# 大船每条坐6人, 每条小船坐5人, 每只蜘蛛有8条腿
_SHARE = re.compile(rf"(?:(?P<kind>{_NAMED_KIND})每(?P<m>{_MEASURE})|每(?P<m2>{_MEASURE})(?P<kind2>{_NAMED_KIND}))"
                    rf"(?P<verb>坐|能坐|可以坐|可坐|有)(?P<n><n\d+>)(?P<part>人|{_PART})")
# 一共租了10条船, 全班40人一共租了10条船, 公园里有10条船; 坐了52人, 共坐52人
_RENTED = re.compile(rf"(?:(?:全班|全年级|同学们|一共有|共有)?(?P<people><n\d+>)人)?{_HOLDER}{_TOTAL}?(?:租了|有)?"
                     rf"(?P<n><n\d+>)(?P<m>{_MEASURE})(?P<thing>船|车|桌)")
_SEATED = re.compile(rf"{_TOTAL}?坐了?(?P<n><n\d+>)人"
                     rf"|(?:全班|全年级|同学们)(?:一共|共)?有?(?P<n2><n\d+>)人")  # 全班52人
_FULL = re.compile(r"(?:正好|刚好|恰好)(?:都)?坐满(?:了)?|都坐满了")
_ASKED = re.compile(rf"(?:其中|笼子里|笼中|笼子中)?(?:(?P<kind>{_NAMED_KIND})(?:有|租了)?(?:几|多少)(?P<m>{_MEASURE})"
                    rf"|有(?:几|多少)(?P<m2>{_MEASURE})"
                    rf"(?P<kind2>{_NAMED_KIND}))")
_THREE_WHEELS = re.compile(r"<n\d+>(?=轮车)")  # 自行车和三轮车: the 三 after 和 is slotted as a number


@triggered_by(text=("脚", "足", "腿", "轮子", "坐"))
def read_chickens_rabbits_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    # 头 35 个: spaces around the numbers say nothing; 兔子 is 兔, 鸭子 鸭
    text, named = slots.text.replace(" ", "").replace("兔子", "兔").replace("鸭子", "鸭"), []
    for slot in _THREE_WHEELS.findall(text):
        if slots.number(slot).raw != "三":
            return None
        text, named = text.replace(slot, "三"), [*named, slot]
    clauses = clauses_zh(text)
    if not 3 <= len(clauses) <= 6 or not all(isinstance(item, NumberMention) for item in slots.items):
        return None
    asked = _ASKED.fullmatch(question_opened_zh(clauses[-1])[1])  # 问兔有几只
    story = _Story(named)
    if asked is None or not all(story.take(clause, slots) for clause in clauses[:-1]):
        return None
    return story.solved(asked["kind"] or asked["kind2"], asked["m"] or asked["m2"], slots)


class _Story:
    """What the clauses told, each said once."""

    def __init__(self, named: list[str]) -> None:
        self.kinds: list[str] = []
        self.shares: dict[str, tuple[str, str]] = {}  # kind → (slot, part)
        self.count: tuple[str, str] | None = None  # (slot, measure) of both kinds together
        self.heads: str | None = None
        self.total: tuple[str, str] | None = None  # (slot, part) of both kinds together
        self.room_only = False  # 能坐: a seat said as room
        self.full = False
        self.used: list[str] = list(named)  # slots that are part of a name (三轮车)

    def take(self, clause: str, slots: Slots) -> bool:
        if (m := _KINDS_COUNTED.fullmatch(clause)) and not self.kinds and self.count is None:
            self.kinds, self.count = [m["a"] or m["a2"], m["b"] or m["b2"]], (m["n"], m["m"])
        elif (m := _KINDS_HEADS.fullmatch(clause)) and not self.kinds and self.heads is None:
            self.kinds, self.heads = [m["a"] or m["a2"], m["b"] or m["b2"]], m["n"] or m["n2"] or m["n3"]
        elif (m := _KINDS_NAMED.fullmatch(clause)) and not self.kinds:
            if m["one"] and m["one"] != "一" and slots.number(m["one"]).value != 1:
                return False  # 关在两个笼子里
            self.kinds = [m["a"] or m["a2"] or m["named_a"] or m["named_a2"],
                          m["b"] or m["b2"] or m["named_b"] or m["named_b2"]]
        elif (m := _HEADS_AND_LEGS.fullmatch(clause)) and self.heads is None and self.total is None:
            self.heads, self.total = m["heads"], (m["n"], m["part"].lstrip("只条个"))
        elif (m := _SAME_CAGE.fullmatch(clause)) and not self.kinds:
            self.kinds = [m["a"], m["b"]]
        elif (m := _HEADS.fullmatch(clause)) and self.heads is None:
            self.heads = m["n"] or m["n2"]
        elif (m := _PARTS_TOLD.fullmatch(clause)) and self.total is None:
            if m["part2"] and m["m2"] + m["part2"] not in ("只脚", "只足", "条腿", "个轮子"):
                return False  # 脚共有94条
            self.total = (m["n"] or m["n2"], (m["part"] or m["part2"]).lstrip("只条个"))
        elif (m := _SHARE.fullmatch(clause)) and (kind := m["kind"] or m["kind2"]) not in self.shares:
            self.shares[kind] = (m["n"], m["part"].lstrip("只条个"))
            self.room_only |= m["verb"] != "坐" and m["verb"] != "有"
        elif (m := _RENTED.fullmatch(clause)) and self.count is None:
            self.count = (m["n"], m["m"] + m["thing"])
            if m["people"]:
                if self.total is not None:
                    return False
                self.total = (m["people"], "人")
        elif (m := _SEATED.fullmatch(clause)) and self.total is None:
            self.total = (m["n"] or m["n2"], "人")
        elif _FULL.fullmatch(clause) and not self.full:
            self.full = True
            return True
        else:
            return False
        self.used += [slot for slot in m.groups() if slot and slot.startswith("<n")]
        return True

    def solved(self, asked: str, measure: str, slots: Slots) -> Task | None:
        kinds = self.kinds or list(self.shares)
        if not self.kinds and not all(re.fullmatch(_TOLD_KINDS, kind) for kind in kinds):
            return None  # kinds named only by their shares: boats, cars, tables
        if len(kinds) != 2 or kinds[0] == kinds[1] or asked not in kinds or self.total is None \
                or set(self.shares) - set(kinds) or (self.count is None) == (self.heads is None):
            return None
        if sorted(self.used) != sorted(f"<n{i}>" for i in range(len(slots.items))) or self.room_only and not self.full:
            return None  # another number, or a number said twice; 能坐6人 with no boat said full
        part = _PARTS.get(self.total[1])
        if part is None:
            return None
        shares = [self._share(kind, part, slots) for kind in kinds]
        if None in shares or shares[0] == shares[1]:
            return None
        if not self._counted_as(kinds, part, measure):
            return None
        count = _whole(slots, self.heads if self.count is None else self.count[0])
        total = _whole(slots, self.total[0])
        if count is None or total is None:
            return None
        small, large = sorted(shares)
        larger = (total - small * count) / (large - small)
        if larger.denominator != 1 or not 0 <= larger <= count:
            return None  # 脚共27只 of 10: no whole count of each
        c, t, s, g = (str(v) for v in (count, total, small, large))
        expression = f"({t}-{s}*{c})/({g}-{s})" if shares[kinds.index(asked)] == large else \
            f"({g}*{c}-{t})/({g}-{s})"
        return Task("expr", {"expression": expression}, source="parser")

    def _share(self, kind: str, part: str | None, slots: Slots) -> Fraction | None:
        told = self.shares.get(kind)
        known = _KNOWN.get(kind)
        if told is not None:
            value = _whole(slots, told[0])
            if _PARTS.get(told[1]) != part or value is None or known is not None and known != (value, part):
                return None
            return value
        return Fraction(known[0]) if known is not None and known[1] == part else None

    def _counted_as(self, kinds: list[str], part: str | None, measure: str) -> bool:
        """The kinds counted by their measure word: 只 for animals, 辆 for vehicles; boats asked by the measure they were
        rented by (租了10条船 … 大船租了几条)."""
        if self.heads is not None:
            return part == _LEGS and measure == "只"
        said = self.count[1]
        if part == _SEATS:
            return said[:1] == measure and all(kind.endswith(said[1:]) for kind in kinds)
        return said == measure == _COUNTED_BY.get(part)


def _whole(slots: Slots, slot: str) -> Fraction | None:
    n = slots.number(slot)
    value = Fraction(n.value)
    return value if not n.percent and value.denominator == 1 and value > 0 and n.unit in ("", "个", "只", "辆", "条",
                                                                                          "人") else None
