"""Rate problems read by their units: "a box holds 74 eggs; how many eggs are in 9 boxes",
"每小时走5公里，3小时走多少公里", "she earns $96 an hour and works 9 hours, what does she earn".

Each of the two amounts carries what it counts (eggs, boxes, 元, hours) and, for a rate, what it
is per (per box, 每小时, a month, "a ticket costs …"). The question names what it asks for
(eggs; money for "how much do I pay"; km/h for "its speed in km/h"; so many per kid for "how
many does each kid get"). Of a×b, a÷b and b÷a the reading is the one whose units come out as
asked, and only when exactly one does. Every word must be one this module knows: the amounts
and their nouns, a short subject, the verbs below. Any other word ("broken", "twice", "gave
away") may change the story, so the request is not read and goes slow.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from dtlib.rulematch import verb_lemma

from ..slots import Slots
from .lexicon import Said, Tok, last_clause_start
from .money_directions import BOUGHT, EARNED, SAVED, SOLD, SPENT, paid_to
from .pronouns import is_person_name
from .role_words import TITLES, lemma
from .units import MONEY_NAMES, UNIT_NAMES, canonical_unit, money_unit
from .values import time_factor

Dims = Counter  # noun → exponent: eggs per box is {"egg": 1, "box": -1}

_NOUN_TOKENS = frozenset({"UNIT", "MEASURE", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_ONE = frozenset({"a", "an", "one", "each", "every", "per", "一", "每"})
_EACH_ONE = frozenset({"each", "every"})
_PRONOUNS = frozenset({"它", "他", "她", "我", "你", "我们", "它的", "他的", "她的", "我的", "him", "them", "me",
                       "i", "she", "he", "they", "we", "you", "it", "its", "my", "his", "her", "their",
                       "our", "your", "there", "the", "this", "that", "do", "does", "did", "will", "would",
                       "can", "could"})
# "has" verbs: "a box holds 74 eggs" makes 74 eggs per box; other verbs only say who does what.
_HAS_VERBS = frozenset({"holds", "hold", "contains", "contain", "fits", "fit", "carries", "carry",
                        "weighs", "lasts", "last", "装", "装了", "卖", "售价", "要", "用", "要用", "需要用", "按", "重"})
_VERBS = _HAS_VERBS | frozenset({
    "earns", "earn", "earned", "paid", "makes", "make", "gets", "get", "works", "work", "covers", "cover", "drives",
    "drive", "walks", "walk", "runs", "run", "reads", "read", "types", "type", "pays", "pay",
    "charges", "charge", "sells", "sell", "uses", "use", "needs", "need", "goes", "go", "rides",
    "ride", "cycles", "swims", "swim", "prints", "print", "produces", "produce", "receive",
    "eats", "eat", "drinks", "drink", "bakes", "bake", "plants", "plant", "picks", "pick", "sends", "send",
    "writes", "write", "paints", "paint", "builds", "build", "fills", "fill", "flies", "fly", "jogs", "jog",
    "studies", "study", "practices", "practice", "delivers", "deliver", "burns", "burn",
    "吃", "喝", "存", "攒", "种", "摘", "搬", "运", "修", "织", "折", "游", "送", "装配", "包",
    "receives", "拿", "走", "跑", "骑", "开", "读", "看", "写", "做", "用", "需要", "挣", "赚", "行", "飞",
    "打", "生产", "印", "买", "saves", "save", "collects", "collect", "packed", "cycle", "uses",
    # flows, fuel, work and travel
    "流出", "流入", "流", "注入", "灌满", "灌", "注满", "装满", "加满", "放满", "蓄满", "耗油", "油耗", "耗", "消耗", "耗电", "工作", "干", "加工", "完成", "下载",
    "i need", "we need", "i want", "we want",  # "… and I need 3 cans": the lexicon's lead-in, a verb here
    "抄", "travel", "travels", "traveled", "travelled", "covered", "drove", "rode", "cycled", "walked", "ran",
    "burned", "consumes", "consume", "consumed", "downloads", "download", "downloaded", "flows", "flow", "pumps",
    "pump", "pumping", "pours", "typed", "printed", "produced", "worked", "driving", "going", "traveling",
    "travelling", "cycling", "walking", "running", "riding", "jogging", "swimming", "crawls", "crawl", "drips", "drip", "leaks", "leak",
    "pour", "sews", "sew", "knits", "knit", "mows", "mow", "assembles", "assemble", "cleans", "lays", "climbs",
    "hikes", "skates", "grows", "grow", "flown", "made", "stroll", "sprint", "wander", "bicycle", "bike", "score",
    "打印", "打字", "织", "修路", "抄写", "爬", "滴", "漏", "挖", "铺", "栽", "插", "割", "洗", "擦", "叠", "包装", "编",
    "绣", "缝", "烤", "以", "飞行", "滴水", "抽水", "注水", "放水", "漏水", "用水", "用电", "重", "working", "earning",
    "covered", "taken", "moving",
    # money paid per period, and loads carried per trip
    "交", "缴", "付", "花", "拉", "运送", "进水",
})


class _ByBaseForm(frozenset):
    """A word list that also holds the other forms of its English verbs ("baked", "sewing" once "bake"
    or "sew" is listed) that are never a noun (dtlib.rulematch.verb_lemma: "packs" may be the packs
    counted): a verb is known, not each way it is written."""

    def __contains__(self, word: object) -> bool:
        if frozenset.__contains__(self, word):
            return True
        base = verb_lemma(word) if isinstance(word, str) and word.isascii() and word.isalpha() else None
        return base is not None and base in _base_forms(self)


@lru_cache(maxsize=8)
def _base_forms(words: frozenset) -> frozenset:
    return frozenset(lemma(w, "VERB") for w in words if w.isascii() and " " not in w)


_HAS_VERBS = _ByBaseForm(_HAS_VERBS)
_VERBS = _ByBaseForm(_VERBS)
_ZH_PARTICLES = frozenset({"了", "能", "可以", "需要"})
_MODALS = frozenset({"能", "可以", "可", "会", "can", "could"})  # before a verb: what it can do, the same rate
_MODIFIERS = frozenset("半多余来左")  # after a count: and a half, more than, about
# "走了10分钟" walked for ten minutes; elsewhere (他走了) someone left, which the grammar's stories read
_MOVED = frozenset({"走了", "跑了", "骑了", "开了", "用了", "花了"})
_MONEY_VERBS = frozenset({"earned", "paid", "earn", "earns", "pay", "pays", "charge", "charges", "cost", "costs", "save", "saves",
                          "make", "makes", "made",
                          "赚", "挣"})
_HAVE_ASKS = frozenset({"do i have", "does he have", "does she have"})  # not "… left": no part is gone
_STEADY = frozenset({"constant", "steady", "the", "same", "a", "speed", "pace", "rate"})
_FILLER_TYPES = frozenset({"AND", "IS", "YOU", "TOGETHER", "ZH_SUM", "YAO", "EQUALS"})
_ASK_TYPES = frozenset({"HOW_MANY", "DUOSHAO_QIAN", "HOW_FAR", "PAY_EN", "DAYS_BETWEEN_ZH", "ASK", "HOW_LONG"})
_HOW_MANY_GE = frozenset({"有几个", "有多少个"})  # "5箱一共有多少个", "7盒有多少个鸡蛋": how many (个)
_TIME_KEYS = frozenset({"h", "min", "s", "day", "week", "month", "year"})
# Durations over which nobody walks, reads or works without stopping: a rate per hour does not
# multiply them (5 km an hour for 3 days is not 360 km).
_CALENDAR_KEYS = frozenset({"day", "week", "month", "year"})
_SPEED_WORDS = frozenset({"speed", "速度", "平均速度", "时速", "速度是"})
# "时速 300 公里", "时薪 30 元", "月薪 8000": a word that says the amount after it is per a time
_PER_IN_WORD = {"时速": "h", "时薪": "h", "日薪": "day", "周薪": "week", "月薪": "month", "年薪": "year",
                "月租": "month", "年租": "year"}
# "my hourly wage is $20", "what's my annual income": the amount (asked) is per that period
_PER_ADJECTIVES = {"hourly": "h", "daily": "day", "weekly": "week", "monthly": "month", "annual": "year",
                   "yearly": "year"}
# One rate per a period, asked per another period that holds a fixed number of it: "$5,000 a month,
# how much a year" (12). Not days in a week or hours in a day: nobody works or walks all of them.
_PERIODS_OF = {("year", "month"): 12, ("h", "min"): 60, ("min", "s"): 60, ("h", "s"): 3600}
# What a rate is of, named beside it ("每小时工资 30 元", "80km/h 的速度", "40 hours of work"): no amount
_RATE_NOUNS = frozenset({"工资", "薪水", "收入", "速度", "油耗", "耗油量", "产量", "work", "driving", "walking",
                         "wage", "salary", "pay", "income", "rent"})
# Nouns a question asks money by ("工资是多少", "what's my pay"), a length by ("路程是多少千米"), and
# a substance measured by volume ("how much fuel for 350 km", "要多少油")
_MONEY_NOUNS = frozenset({"工资", "薪水", "收入", "工钱", "pay", "wage", "wages", "salary", "earnings", "income"})
_LENGTH_NOUNS = frozenset({"路程", "距离", "distance"})
SUBSTANCES = frozenset({"fuel", "gas", "petrol", "gasoline", "water", "油", "汽油", "水"})
_VOLUME_KEYS = frozenset({"L", "mL", "gallon"})
_LENGTH_KEYS = frozenset({"km", "m", "cm", "mm", "mi", "ft", "in", "yd"})
_MEASURED_KEYS = _VOLUME_KEYS | _LENGTH_KEYS | {"kg", "g"}  # amounts a "how much" asks (not a count, not money)
# Words that only ask ("find its speed", "求它的速度")
_TASKS = frozenset({"find", "compute", "determine", "work out", "求", "计算"})
# "worked 40 hours this week", "上周工作了 40 小时": which week, not a rate per week
_WHICH = frozenset({"this", "last", "上", "这", "本", "这个", "上个"})
_TIME_NOUN_TOKENS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_AT_A_RATE_OF = [["a", word, "of"] for word in ("speed", "rate", "pace")] \
    + [["a", steady, word, "of"] for steady in ("constant", "steady", "average") for word in ("speed", "rate", "pace")]
# "每百公里 7 升", "7 liters per 100 km": a rate per a hundred or a thousand of something
_PER_SCALE_ZH = {"百": 100, "千": 1000}
# "a 420-mile trip", "an 8-hour shift", "a 1,000 gallon tank": the amount is the size of one of these
_CONTAINERS = frozenset({"trip", "journey", "drive", "ride", "flight", "walk", "run", "shift", "tank", "pool"})
# "an 8-hour day", "a 40-hour week": a span of so many hours, only where the size is hyphened to it
# ("40 hours a week" is a rate per week)
_SPANS = frozenset({"day", "week", "workday", "workweek", "session", "class", "lesson", "meeting"})
_CAN = frozenset({"can", "could", "能", "可以"})
_BUY = frozenset({"buy", "afford", "买"})


class Unread(Exception):
    """A word or shape this module does not read: the request is not read here."""


@dataclass
class Amount:
    text: str
    dims: Dims
    elided: bool = False  # "I buy 6": what is counted is left to the rest of the story
    owner: str | None = None  # "450 页的书": the one thing the amount is of (so many pages per book)


@dataclass
class Asked:
    dims: Dims | None = None  # None: only its "per" part (and money/length) is known
    per: str | None = None
    money: bool = False
    length: bool = False
    time: bool = False  # "how long": a duration, in the unit the story's rate is per
    speed: bool = False  # "its average speed": a length per a time
    finish: bool = False  # "几天读完": the time to finish the one item the story names ("一本书")
    can_buy: bool = False  # "how many can I buy": whole items, the rest of the money left over
    volume: bool = False  # "how much fuel": a volume, in the unit the story's rate gives


def noun_key(tok: Tok) -> str:
    word = tok.value.strip().lower()
    if tok.type in _NOUN_TOKENS or tok.type == "WORD":
        unit = money_unit(word) or canonical_unit(word)
        if unit:
            return unit
    if tok.type == "MEASURE" or not word.isascii():
        return word
    # One plural rule applied to both sides ("boxes" and "box", "buses" and "bus", "houses" and
    # "house" meet: the "e" after a sibilant goes from both; a mismatch only fails to read)
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    if len(word) > 3 and word.endswith(("xe", "che", "she", "se", "ze")):
        word = word[:-1]
    return word


def _dims_of_unit(key: str) -> Dims:
    top, _, bottom = {"mph": "mi/h", "mpg": "mi/gallon"}.get(key, key).partition("/")
    dims = Counter({top: 1})
    if bottom:
        dims[{"h": "h", "s": "s"}.get(bottom, bottom)] -= 1
    return dims


class _Clause:
    def __init__(self, tokens: list[Tok], slots: Slots) -> None:
        self.tokens, self.slots, self.i = tokens, slots, 0
        self.mark = 0  # where the words between a "per" noun and its amount start
        self.via_mei = False  # the "per" noun came with 每: one verb may stand between ("每小时走5公里")
        self.scale: str | None = None  # "per 100 km": the count the rate is per
        self.subject: str | None = None  # "bananas are $0.50 each": what "each" is of
        self.story: frozenset[str] = frozenset()  # the words of the clauses before the question
        self.named: str | None = None  # "Juan ran 80 miles": the person the clause is about, as written
        self.story_named: frozenset[str] = frozenset()  # the one person the story's clauses are about
        self.lead_item = False  # the clause starts with one item ("一辆车"), not one period ("一天")

    def peek(self, k: int = 0) -> Tok | None:
        return self.tokens[self.i + k] if self.i + k < len(self.tokens) else None

    def noun(self) -> str | None:
        """The noun at the cursor (consumed), or None."""
        t = self.peek()
        if t is None:
            return None
        if t.type == "MEASURE":
            self.i += 1
            nxt = self.peek()
            if nxt is not None and nxt.type == "WORD" and nxt.value[:1] in _MODIFIERS:
                raise Unread("3箱半, 3箱多: a half or an 'about' after the count")
            if nxt is not None and nxt.type == "WORD" and not nxt.value.isascii() and nxt.value not in _VERBS \
                    and nxt.value not in _ZH_PARTICLES:
                self.i += 1  # "5支笔", "4个盒子": the measure word and the noun say what is counted
                return noun_key(t) + nxt.value
            return noun_key(t)
        if t.type in _NOUN_TOKENS or (t.type == "WORD" and t.value not in _PRONOUNS and t.value not in _VERBS
                                      and t.value not in _ONE and t.value not in _MUST):
            self.i += 1
            return noun_key(t)
        return None

    def amount(self, per_before: str | None) -> Amount:
        n = self.slots.number(self.peek().value)  # type: ignore[union-attr]
        if n.percent or n.ordinal:
            raise Unread("a percentage or an ordinal")
        self.i += 1
        if self.peek() is not None and self.peek().type == "DIVIDE" and self.peek(1) is not None \
                and self.peek(1).type == "NUM":
            raise Unread("a fraction (3/4 杯), not so much per so many")
        and_a_half = self.peek() is not None and self.peek().type == "AND_A_HALF_ZH"
        if and_a_half:
            self.i += 1  # "三个半小时": three and a half hours (a time; "3个半西瓜" is no count)
            if self.peek() is None or canonical_unit(self.peek().value) not in _TIME_KEYS:
                raise Unread("a half of something that is not a time")
        dash = self.peek()
        hyphened = False
        if dash is not None and dash.type == "MINUS" and dash.value == "-" and dash.pos == self.tokens[self.i - 1].pos \
                + len(self.tokens[self.i - 1].value) and self.peek(1) is not None and self.peek(1).pos == dash.pos + 1:
            self.i += 1  # "a 420-mile trip"
            hyphened = True
            if self.peek() is not None and self.peek().value in ("pack", "packs"):
                raise Unread("a 12-pack is one pack of twelve things, not twelve packs")
        unit = money_unit(n.unit) if n.unit and money_unit(n.unit) else ""
        noun = unit or self.noun()
        if unit and self.peek() is not None and money_unit(self.peek().value) == unit:
            self.i += 1  # "$40 dollars"
        stuff = self.peek()
        if noun and not unit and canonical_unit(noun) and stuff is not None and stuff.type == "DE" \
                and self.peek(1) is not None and self.peek(1).type == "WORD" and not self.peek(1).value.isascii() \
                and self.peek(1).value not in _VERBS:
            self.i += 1  # "240 公里的路程": 240 km, a distance
            stuff = self.peek()
            if self.peek(1) is not None and self.peek(1).type == "MEASURE" \
                    and (self.peek(2) is None or self.peek(2).type != "NUM"):
                self.i += 1  # "450 升的水箱": the container's size (水 + 箱)
        if noun and not unit and canonical_unit(noun) and stuff is not None and stuff.type == "WORD" \
                and not stuff.value.isascii() and stuff.value not in _VERBS and stuff.value not in _ZH_PARTICLES:
            self.i += 1  # "5千克苹果": five kilograms, of apples
        owner = None
        thing = self.peek(1)
        if noun and not unit and not canonical_unit(noun) and self.peek() is not None and self.peek().type == "DE" \
                and thing is not None and thing.type == "WORD" and not thing.value.isascii() \
                and thing.value not in _VERBS and thing.value not in _ZH_PARTICLES:
            owner = noun_key(thing)  # "450 页的书": a book of 450 pages, so many pages per book
            self.i += 2
        if noun and self.peek() is not None and (self.peek().value in _CONTAINERS
                                                 or hyphened and self.peek().value in _SPANS):
            self.i += 1  # "an 8-hour shift", "a 40-hour week": eight hours, forty hours
        if noun and not unit and self._of_stuff():
            self.i += 2  # "500 sheets of paper": sheets, of one stuff that counts nothing itself
        dims = _dims_of_unit(noun) if noun else Counter()
        text = f"({n.plain()}+0.5)" if and_a_half else n.plain()
        self.scale = None
        one, after_one = self.peek(), self.peek(1)
        if unit and one is not None and one.type == "NUM" and self.slots.number(one.value).raw == "一" \
                and after_one is not None and after_one.type in _NOUN_TOKENS:
            self.i += 1  # "6 元一斤", "3 块一个": so much money for one of these
            per = self.noun()
        else:
            per = self._per_after() or per_before
        if owner is not None:
            if per is not None:
                raise Unread("an amount per a thing and per another")
            per = owner
        if per is not None:
            dims[per] -= 1
        if self.scale is not None:
            text = f"({text}/{self.scale})"  # "7 liters per 100 km": 7/100 liters per km
        return Amount(text, dims, elided=not noun, owner=owner)

    def _of_stuff(self) -> bool:
        """"of paper", "of water" right after a counted noun, the clause going on without another
        amount or noun ("500 sheets of paper.", not "3 boxes of 12 eggs" or "of the class")."""
        of, stuff, after = self.peek(), self.peek(1), self.peek(2)
        return of is not None and of.type == "OF" and stuff is not None and stuff.type == "WORD" \
            and stuff.value.isascii() and stuff.value not in _PRONOUNS and stuff.value not in _VERBS \
            and stuff.value not in _ONE and (after is None or after.type in ("COMMA", "THEN"))

    def _counted_in_clause(self, noun: Tok) -> bool:
        """Whether the clause before the cursor counts `noun` ("3 boxes … in one box")."""
        k = self.i - 1
        while k > 0 and self.tokens[k - 1].type != "COMMA":
            k -= 1
            if self.tokens[k].type == "NUM" and noun_key(self.tokens[k + 1]) == noun_key(noun):
                return True
        return False

    def _per_after(self) -> str | None:
        t, nxt = self.peek(), self.peek(1)
        in_one = False
        if t is not None and (t.type == "IN" or t.type == "ON" and nxt is not None and nxt.value in _EACH_ONE) \
                and nxt is not None and nxt.value in _ONE:
            self.i += 1  # "60 seconds in a minute", "60 km in one hour", "139 ladybugs on each leaf"
            t, nxt = nxt, self.peek(1)
            in_one = True
            if t.value == "one" and nxt is not None and self._counted_in_clause(nxt):
                raise Unread("in one of the things the clause counts (3 boxes with 12 eggs in one box): not each")
        slash = t is not None and t.type == "DIVIDE" and t.value == "/"  # "80 km/小时", "$15/hour", "8 L/100 km"
        if t is not None and t.type == "MEI" and t.value == "每" and nxt is not None and nxt.type in _NOUN_TOKENS \
                and self.i >= 2 and self.tokens[self.i - 1].type == "UNIT":
            self.i += 1  # "60千米每小时"
            return self.noun()
        if t is not None and (t.value in _ONE and (t.value not in ("一", "每", "one") or in_one and t.value == "one")
                              or slash) and nxt is not None:
            self.i += 1
            if nxt.type == "NUM" and (t.value == "per" or slash):  # "per 100 km"
                scale = self.slots.number(nxt.value)
                if scale.percent or scale.value <= 0 or scale.value != scale.value.to_integral_value():
                    raise Unread("per a count that is not whole")
                self.scale = scale.plain()
                self.i += 1
            noun = self.noun()
            if noun is None:
                raise Unread("per what")
            return noun
        return None


_ZH_VERBS = tuple(sorted((v for v in _VERBS if not v.isascii()), key=len, reverse=True)) + ("了", "能", "可以", "需要")
_ZH_VERBS_AT: dict[str, tuple[str, ...]] = {}  # by first character, longest first: one look-up a character
for _verb in _ZH_VERBS:
    _ZH_VERBS_AT[_verb[0]] = (*_ZH_VERBS_AT.get(_verb[0], ()), _verb)
_LONG_ZH_VERBS = sum(len(v) > 1 for v in _ZH_VERBS[:-4])  # "打" + "印", "加" + "工": the verbs of two characters or more


_UNSPLIT = ("自行车", "打印机", "抽水机", "拿铁")  # nouns with a verb inside: 自行车 is a bicycle, not 自 + 行 + 车


def _split_verbs(tokens: list[Tok]) -> list[Tok]:
    """"盒子装" and "能买" are runs of characters the lexicon does not know: the verbs in them
    are words of their own here ("盒子" "装", "能" "买")."""
    out: list[Tok] = []
    merged: list[Tok] = []
    for t in tokens:  # "工" + "人", "水龙" + "头": a noun whose last character is also a measure word
        last = merged[-1] if merged else None
        if t.type == "MEASURE" and t.value in ("人", "头") and last is not None and last.type == "WORD" \
                and not last.value.isascii() and last.pos + len(last.value) == t.pos \
                or t.type == "WORD" and last is not None and last.type in ("DA", "PLUS") and last.pos + 1 == t.pos \
                and (last.value + t.value).startswith(_ZH_VERBS[:_LONG_ZH_VERBS]) \
                or t.type == "WORD" and t.value[:1] == "薪" and last is not None and last.type in _TIME_NOUN_TOKENS \
                and last.pos + len(last.value) == t.pos:  # "月" + "薪"
            merged[-1] = Tok("WORD", last.value + t.value, last.pos)  # and "打" + "印": 打印, 打字
        else:
            merged.append(t)
    ones: list[Tok] = []
    for k, t in enumerate(merged):  # "牛奶一盒 3.5 元": the noun, then one box (the 一 ran into the noun)
        if t.type == "WORD" and len(t.value) > 1 and t.value.endswith("一") and not t.value.isascii() \
                and k + 1 < len(merged) and merged[k + 1].type == "MEASURE":
            ones += [Tok("WORD", t.value[:-1], t.pos), Tok("WORD", "一", t.pos + len(t.value) - 1)]
        else:
            ones.append(t)
    merged = ones
    for t in merged:
        if t.type != "WORD" or t.value.isascii() or len(t.value) < 2 or any(n in t.value for n in _UNSPLIT):
            out.append(t)
            continue
        text, pos, piece = t.value, t.pos, ""
        i = 0
        while i < len(text):
            verb = next((v for v in _ZH_VERBS_AT.get(text[i], ()) if text.startswith(v, i)), None)
            if verb is None:
                piece += text[i]
                i += 1
                continue
            if piece:
                out.append(Tok("WORD", piece, pos + i - len(piece)))
                piece = ""
            out.append(Tok("WORD", verb, pos + i))
            i += len(verb)
        if piece:
            out.append(Tok("WORD", piece, pos + len(text) - len(piece)))
    return out


def _without_that_rate(tokens: list[Tok]) -> list[Tok]:
    """"Tammy drove 55 miles in one hour. At that rate, how far …": the story's own rate said again, before the
    question (after a clause of the story, followed by a comma)."""
    for k in range(1, len(tokens) - 3):
        if tokens[k - 1].type == "COMMA" and [t.value for t in tokens[k:k + 3]] == ["at", "that", "rate"] \
                and tokens[k + 3].type == "COMMA":
            return tokens[:k] + tokens[k + 4:]
    return tokens


def _split(tokens: list[Tok]) -> list[list[Tok]]:
    tokens = _without_that_rate(tokens)
    clauses, current = [], []
    for k, t in enumerate(tokens):
        if not current and t.type == "WHETHER" and t.value == "if":
            continue  # "if one apple costs 3 dollars, …"
        if t.value in TITLES and not current and k + 1 < len(tokens) and tokens[k + 1].value == "." \
                or t.value == "." and k and tokens[k - 1].value in TITLES and not current:
            continue  # "Mrs. Hilt has 50 cents": the name is the subject (pronouns.py reads the title's gender)
        if t.type in ("COMMA", "THEN") or t.type == "WORD" and t.value in ("—", "–", "--"):
            if current:
                clauses.append(current)
            current = []
        else:
            current.append(t)
    if current:
        clauses.append(current)
    last = clauses[-1] if clauses else []
    at = next((i for i, t in enumerate(last) if i and t.type == "WHETHER" and t.value == "if"), None)
    if at is not None and len(clauses) == 1:  # "what's the average speed if I drive 120 km in 1.5 hours"
        return [last[at + 1:], last[:at]]
    return clauses


def _statement(c: _Clause, amounts: list[Amount]) -> None:
    per_before: str | None = None
    per_scale: int | None = None
    while (t := c.peek()) is not None:
        per_word = next((w for w in _PER_IN_WORD if t.value.endswith(w)), None) if t.type == "WORD" else None
        if per_word and c.peek(1) is not None and c.peek(1).type == "NUM":
            c.i += 1  # "高铁时速 300 公里": so many km per hour; "时薪 30 元"
            per_before, c.mark, c.via_mei = _PER_IN_WORD[per_word], c.i, True
            if per_word.endswith("薪"):
                wage = c.amount(per_before)
                if not any(v > 0 for v in wage.dims.values()):
                    wage.dims["CNY"] += 1  # "月薪8000": a wage is money, in 元 where no currency is said
                amounts.append(wage)
                per_before = None
            continue
        if t.type == "WORD" and t.value in _PER_ADJECTIVES and c.peek(1) is not None \
                and c.peek(1).value in _RATE_NOUNS:
            c.i += 2  # "my hourly wage is $20": so many dollars per hour
            per_before, c.mark, c.via_mei = _PER_ADJECTIVES[t.value], c.i, True
            continue
        if t.type == "WORD" and t.value.endswith("百") and c.peek(1) is not None and c.peek(1).type == "UNIT" \
                and canonical_unit(c.peek(1).value) and c.i == 0 or t.type == "WORD" and t.value == "百" and c.via_mei:
            c.i += 1  # "汽车百公里油耗 7 升": per a hundred km
            per_scale = 100
            per_before = c.noun()
            c.mark, c.via_mei = c.i, True
            continue
        if t.type == "WORD" and t.value == "一" and c.i == 1 and c.tokens[0].type == "WORD" \
                and c.peek(1) is not None and c.peek(1).type == "MEASURE" and c.peek(2) is not None \
                and c.peek(2).type == "NUM":
            c.i += 1  # "牛奶一盒 3.5 元": the noun, then what one of its measure holds or costs
            per_before = c.noun()
            c.mark = c.i
            continue
        if t.type == "NUM":
            nxt = c.peek(1)
            if c.slots.number(t.value).value == 1 and nxt is not None and nxt.type in _NOUN_TOKENS | {"WORD"} \
                    and c.i == 0:
                c.i += 1  # "一周有7天": one week, what it has is per week
                per_before = c.noun()
                c.mark = c.i
                c.via_mei = per_before in _TIME_KEYS  # "一天工作8小时": one verb may stand between
                c.lead_item = not c.via_mei
                continue
            applied = per_before if _only_has_verbs_since(c) else None
            unit_after = c.peek(1)
            if applied and c.lead_item and unit_after is not None and canonical_unit(unit_after.value) in _TIME_KEYS:
                applied = None  # "一辆车 5 小时行驶了 300 千米": the car is who drives, not what the hours are per
            if per_scale and applied is None:
                raise Unread("每百公里 with no amount right after it")
            amounts.append(c.amount(applied))
            if per_scale:
                amounts[-1].text = f"({amounts[-1].text}/{per_scale})"
            per_before, per_scale = None, None
            each = c.peek()
            if each is not None and each.value in ("each", "apiece", "a piece") and c.peek(1) is None \
                    and len(amounts) >= 2 and not any(v < 0 for v in amounts[-1].dims.values()):
                # "6 tickets at 40 dollars each": each of the things counted just before
                counted = [k for k, v in amounts[-2].dims.items() if v > 0]
                if len(counted) != 1:
                    raise Unread("each of what")
                amounts[-1].dims[counted[0]] -= 1
                c.i += 1
            elif each is not None and each.value in ("each", "apiece", "a piece") and c.peek(1) is None \
                    and c.subject and set(amounts[-1].dims) <= MONEY_NAMES and amounts[-1].dims:
                amounts[-1].dims[c.subject] -= 1  # "bananas are $0.50 each": each banana
                c.i += 1
            continue
        if t.value in _ONE and t.type != "NUM" and c.i == 0 or t.type == "MEI" and t.value == "每":
            c.i += 1
            c.via_mei = t.value == "每"
            nxt = c.peek()
            if c.via_mei and nxt is not None and nxt.type == "WORD" and nxt.value in _PER_SCALE_ZH:
                per_scale = _PER_SCALE_ZH[nxt.value]  # "每百公里"
                c.i += 1
            elif c.via_mei and nxt is not None and nxt.type == "NUM" and c.peek(1) is not None \
                    and c.peek(1).type == "UNIT":
                scale = c.slots.number(nxt.value)  # "每 100 公里"
                if scale.percent or scale.value <= 1 or scale.value != scale.value.to_integral_value():
                    raise Unread("per a count that is not whole")
                per_scale = int(scale.value)
                c.i += 1
            per_before = c.noun()
            if per_before is None and t.value in ("每", "each", "every", "per"):
                raise Unread("每 without its noun")
            if t.value == "一" and per_before in _TIME_KEYS:
                c.via_mei = True  # "一小时开 60 公里": one verb may stand between, as after 每小时
            c.mark = c.i
            continue
        if t.value in _WHICH and c.peek(1) is not None and c.peek(1).type in _TIME_NOUN_TOKENS:
            c.i += 2  # "this week", "上周": when, not how long
            continue
        if t.value == "算" and c.peek(1) is None and amounts or t.type == "AVG_ZH" and c.peek(1) is not None \
                and c.peek(1).type == "MEI" or t.type == "TAKE" or t.type == "TO" and c.peek(1) is not None \
                and c.peek(1).value in _VERBS:
            c.i += 1  # "一年按365天算", "平均每小时", "it takes 3 minutes to print"
            continue
        if t.type == "AT" and [x.value for x in c.tokens[c.i + 1:c.i + 5]][:len(_at_rate(c))] == _at_rate(c) \
                and _at_rate(c):
            c.i += 1 + len(_at_rate(c))  # "at a speed of 60 km/h", "at a constant speed of"
            continue
        if t.type == "CONG" and c.peek(3) is not None and c.peek(1).type == "WORD" and c.peek(2).type == "DAO" \
                and c.peek(3).type == "WORD" \
                or t.type == "WORD" and c.peek(1) is not None and c.peek(1).type == "DAO" and c.peek(2) is not None \
                and c.peek(2).type == "WORD" and any(x.type == "NUM" for x in c.tokens[c.i + 3:]):
            c.i += 4 if t.type == "CONG" else 3  # "(从)家到学校 1200 米": where a distance or a walk goes
            continue
        if t.value == "装" and c.peek(1) is not None and c.peek(1).type == "DE" and amounts \
                and c.peek(2) is not None and c.peek(2).type == "WORD" and c.peek(2).value not in _VERBS:
            c.i += 3  # "500 克装的茶叶": a pack of that size
            continue
        if t.type in _FILLER_TYPES or t.type == "SHI" or t.value in _PRONOUNS or t.value in _VERBS \
                or t.value in _ZH_PARTICLES \
                or t.type == "SPEND" and t.value in _MOVED or t.type == "WITH" and c.peek(1) is not None \
                and c.peek(1).type == "NUM" \
                or t.type in ("PRICE_EN", "BUY_ZH", "TRAVEL"):
            c.i += 1
            continue
        if t.type == "WORD" and t.value in _RATE_NOUNS \
                or t.type in ("DE", "OF") and c.peek(1) is not None and c.peek(1).value in _RATE_NOUNS \
                and (amounts or t.type == "DE"):
            c.i += 1 if t.type == "WORD" else 2  # "每小时工资 30 元", "80km/h 的速度", "40 hours of work"
            continue
        if t.type in ("MEASURE", "DE") and 0 < c.i <= 2 and c.tokens[c.i - 1].type == "WORD" \
                and c.tokens[c.i - 1].value not in _PRONOUNS and _subject(c):
            c.i += 1  # "水龙头", "工人", "这辆车", "汽车的速度是 …": the subject, written with a measure word
            continue
        if t.type == "SPLIT" and c.peek(1) is not None and c.peek(1).value in ("among", "between"):
            c.i += 2
            continue
        if t.type == "OF" and amounts and c.peek(1) is not None and c.peek(1).value in SUBSTANCES \
                and c.tokens[c.i - 1].type in _NOUN_TOKENS | {"WORD"}:
            c.i += 2  # "20 miles per gallon of gas": what the gallons are of
            continue
        if t.type == "AT" and all(x.value in _STEADY or x.type == "WHAT" for x in c.tokens[c.i + 1:]):
            c.i = len(c.tokens)  # "at constant speed"
            continue
        if t.type in ("IN", "AT", "FOR", "ON") and c.peek(1) is not None and c.peek(1).type == "NUM":
            c.i += 1  # "680 km in 20 hours", "at 60 km/h for 3 hours", "300 miles on 10 gallons"
            continue
        if t.type in ("IN", "FOR") and c.peek(1) is not None and c.peek(1).value in ("a", "an") \
                and c.peek(2) is not None and c.peek(2).type == "NUM" and c.peek(3) is not None \
                and c.peek(3).type == "MINUS" and c.peek(3).value == "-":
            c.i += 2  # "for a 40-hour week", "in an 8-hour shift": the span, hyphened
            continue
        if t.type == "WHAT" and t.value in ("a", "an", "the") or t.type == "WORD" and c.i <= 2 and _subject(c):
            if t.type == "WORD" and t.value.isascii() and t.value not in _PRONOUNS:
                c.subject = noun_key(t)
                c.named = t.value if c.i == 0 or c.tokens[c.i - 1].value == "if" else c.named
            c.i += 1
            continue
        raise Unread(f"the word {t.value!r}")


def _counted(amounts: list[Amount]) -> set[str]:
    """The nouns the story's amounts count or are per (a story's subject asked again is none of them)."""
    return {k for a in amounts for k in a.dims}


def _at_rate(c: _Clause) -> list[str]:
    """The words of "at a (constant) speed of" after the cursor's "at", or []."""
    words = [x.value for x in c.tokens[c.i + 1:c.i + 5]]
    return next((shape for shape in _AT_A_RATE_OF if words[:len(shape)] == shape), [])


def _only_has_verbs_since(c: _Clause) -> bool:
    between = [t for t in c.tokens[c.mark:c.i] if t.value not in _MODALS]  # "每小时能装配": 能 is no second verb
    return all(t.type in ("YOU", "IS", "SHI", "PRICE_EN", "EQUALS") or t.value in _HAS_VERBS for t in between) or (
        c.via_mei and len(between) <= 1)


def _subject(c: _Clause) -> bool:
    """A word before the clause's first verb or amount is its subject ("my rent", "pencils")."""
    rest = c.tokens[c.i + 1:]
    return any(t.type in ("IS", "YOU", "PRICE_EN", "BUY_ZH", "TRAVEL", "NUM") or t.value in _VERBS for t in rest)


def _named(word: str, original: str) -> bool:
    """Whether `word` is a first name written as one: capitalised inside a sentence ("How much must Kyoko pay";
    gender-guesser also knows "go" and "miles")."""
    return is_person_name(word) and any(
        m.start() and not original[:m.start()].rstrip().endswith((".", "?", "!"))
        for m in re.finditer(rf"\b{re.escape(word.capitalize())}\b", original))


_PAYING = frozenset({"pay", "pays", "paid", "spend", "spends", "spent", "cost", "costs", "buy", "buys", "bought"})
_MUST = frozenset({"must", "should"})  # "how much must Kyoko pay": no noun asked


def _pays(question: list[Tok]) -> bool:
    """"How much must Kyoko pay": a paying asked ("How much does Kyoko get paid" is money she receives)."""
    return any(t.value in _PAYING and not paid_to(question, k) for k, t in enumerate(question))


def _question(c: _Clause, amounts: list[Amount]) -> Asked:
    asked = Asked()
    total = False  # "3 coffees at $4.75 each. Total?": the total of the money the story prices
    asked_how_many = False  # "how many" with no noun: of the one thing the story counts
    counting = False  # "how many does it make": things, not money
    while (t := c.peek()) is not None:
        if t.type == "HOW_MANY" or t.type == "ASK" and c.peek(1) is not None and c.peek(1).type in _NOUN_TOKENS:
            c.i += 1  # "how many eggs", "等于多少厘米"
            noun = c.noun()
            asked_how_many = asked_how_many or noun is None and t.value in ("how many", "多少", "几")
            counting = counting or noun is None and t.value == "how many"
            if noun is None and t.value == "how much":
                total = True  # "how much for 12 gallons": the money, when the story prices something
            if noun in SUBSTANCES:
                asked.volume = True  # "how much fuel for 350 km"
            elif noun is not None:
                asked.dims = _dims_of_unit(noun)
                stuff = c.peek()
                if canonical_unit(noun) and stuff is not None and stuff.type == "WORD" and not stuff.value.isascii() \
                        and stuff.value not in _VERBS and stuff.value not in _ZH_PARTICLES and "完" not in stuff.value:
                    c.i += 1  # "多少升油": liters, of fuel
            continue
        if t.type == "HOW_LONG" or t.value in _SPEED_WORDS or t.type == "WORD" and ("完" in t.value or t.value == "finish") \
                or t.value in _CAN and any(x.value in _BUY for x in c.tokens[c.i + 1:c.i + 3]):
            asked.time = asked.time or t.type == "HOW_LONG"
            asked.speed = asked.speed or t.value in _SPEED_WORDS
            asked.finish = asked.finish or t.type == "WORD" and ("完" in t.value or t.value == "finish")  # "几天读完"
            asked.can_buy = asked.can_buy or t.value in _CAN  # "how many can I buy", "能买几支"
            c.i += 1
            continue
        if t.type == "CHUXIAN" and t.value in _HOW_MANY_GE:
            c.i += 1
            nxt = c.peek()
            noun = "个"
            if nxt is not None and nxt.type == "WORD" and not nxt.value.isascii() and nxt.value not in _VERBS:
                c.i += 1
                noun += nxt.value
            asked.dims = Counter({noun: 1})
            continue
        if t.type == "WORD" and t.value in _PER_ADJECTIVES and not asked.per:
            asked.per = _PER_ADJECTIVES[t.value]  # "his hourly rate", "my annual income"
        elif t.type == "WORD" and t.value in _PER_IN_WORD and t.value.endswith("薪") and not asked.per:
            asked.per, asked.money = _PER_IN_WORD[t.value], True  # "年薪12万，月薪多少"
        elif t.type in _TIME_NOUN_TOKENS and c.peek(1) is not None and c.peek(1).value in _MONEY_NOUNS \
                and not asked.per and (not c.i or c.tokens[c.i - 1].type != "NUM"):
            asked.per, asked.money = noun_key(t), True  # "年收入多少", "月工资是多少"
            c.i += 1
        elif t.value in ("a", "an") and c.peek(1) is not None and c.peek(1).type in _TIME_NOUN_TOKENS \
                and c.i and c.tokens[c.i - 1].type == "HOW_MANY" and not asked.per:
            c.i += 1  # "how much a year": per year
            asked.per = c.noun()
            continue
        elif t.value == "how" and c.peek(1) is not None and c.peek(1).value == "fast":
            asked.speed = True  # "how fast is it going"
            c.i += 1
        elif t.type == "HOW_MANY_DAYS" and t.value == "how many days":
            asked.dims = Counter({"day": 1})
        elif t.value == "after" and c.peek(1) is not None and c.peek(1).type == "NUM":
            pass  # "after 7 days"
        elif t.type == "DUO" and c.peek(1) is not None and c.peek(1).value in ("远", "久", "长时间"):
            asked.length = c.peek(1).value == "远"  # "能开多远"
            asked.time = not asked.length  # "要多久", "要多长时间"
            c.i += 1
        elif t.type == "WORD" and t.value in _MONEY_NOUNS:
            asked.money = True  # "工资是多少", "what's my pay"
        elif t.type == "WORD" and t.value in SUBSTANCES and asked.dims is None:
            asked.volume = True  # "how much fuel for 350 km"
        elif t.type == "WORD" and t.value in _LENGTH_NOUNS:
            asked.length = True  # "路程是多少千米", "find the distance": the unit asked, if any, says which
        elif t.type == "WORD" and t.value == "time" and c.peek(1) is not None and c.peek(1).value == "taken":
            asked.time = True  # "the time taken to travel 300 km"
        elif t.value == "rate" and asked.per or t.value in _CONTAINERS or t.value in _TASKS or t.type == "WORD" \
                and c.i and c.tokens[c.i - 1].value in ("a", "an") and c.peek(1) is not None \
                and (c.peek(1).value in _VERBS or c.peek(1).value == "that") \
                or t.type in ("OF", "BY") and c.peek(1) is not None and (c.peek(1).type == "NUM" or c.peek(1).value in (
                    "a", "an", "the")) or t.type == "SHI":
            pass  # "find its speed", "how long does the trip take", "the cost of 5 pens", "是每小时多少千米"
        elif t.type == "UNIT" and money_unit(t.value) and asked.dims is None and c.i and c.tokens[c.i - 1].type == "YAO":
            asked.money = True  # "应付多少元"
        elif t.type in ("DUOSHAO_QIAN", "PAY_EN"):
            asked.money = True
        elif t.type == "HOW_FAR" and " km " in f" {t.value} ":
            asked.dims = Counter({"km": 1})  # "how many km does it go": that unit
        elif t.type == "HOW_FAR":
            asked.length = True
        elif t.type == "DAYS_BETWEEN_ZH" and t.value in ("有多少天", "多少天", "有几天", "几天"):
            asked.dims = Counter({"day": 1})
        elif (t.type == "NUM" and c.slots.number(t.value).value == 1 or t.type == "WORD" and t.value in ("one", "一")) \
                and c.peek(1) is not None and c.peek(1).type in _NOUN_TOKENS | {"WORD"} and not asked.per:
            c.i += 1  # "一周有多少小时": so many hours per week; "how much does one ticket cost"
            asked.per = c.noun()
            c.mark, c.via_mei = c.i, True
            if asked.per is None:
                raise Unread("one what")
            continue
        elif t.type == "NUM":
            # "一周工作 5 天能生产多少个": the days are per the week the question is per
            per = asked.per if asked.per in _TIME_KEYS and _only_has_verbs_since(c) else None
            amounts.append(c.amount(per))
            continue
        elif t.type == "WORD" and c.i == 0 and c.peek(1) is not None and c.peek(1).type == "MEI" \
                and (t.value in c.story or t.value[0] in "这那"):
            pass  # "买 3 千克苹果 …，苹果每千克多少钱": what the story prices
        elif t.type == "WORD" and t.value == "one" and (c.peek(1) is None or c.peek(1).type == "PRICE_EN"):
            counted = {k for a in amounts for k, v in a.dims.items() if v > 0 and not canonical_unit(k)
                       and k not in MONEY_NAMES}
            if len(counted) != 1:
                raise Unread("one of what")
            asked.per = counted.pop()  # "5 notebooks cost $15, how much does one cost"
        elif t.type == "MEI" and t.value in ("each", "per", "every", "每"):
            c.i += 1
            asked.per = c.noun()
            if asked.per is None:
                raise Unread("each what")
            if c.peek() is not None and c.peek().type == "NUM":
                raise Unread("a rate given in the question (多少钱 3个苹果每个2元): asked per, or given?")
            continue
        elif t.type == "IN" and c.peek(1) is not None and c.peek(1).value in ("a", "an", "one", "each", "every") \
                and (c.peek(2) is None or c.peek(2).type != "NUM"):  # not "in an 8-hour shift"
            c.i += 2  # "how many hours are in a week": per week
            asked.per = c.noun()
            if asked.per is None:
                raise Unread("in a what")
            continue
        elif t.type == "IN" and c.peek(1) is not None and c.peek(1).type == "UNIT" \
                and any(v < 0 for v in _dims_of_unit(noun_key(c.peek(1))).values()):
            c.i += 1
            asked.dims = _dims_of_unit(noun_key(c.peek()))  # "its speed in km/h", "in miles per hour"
        elif t.type == "IN" and [x.type for x in c.tokens[c.i + 1:c.i + 4]] == ["UNIT", "MEI", "UNIT"]:
            top, bottom = noun_key(c.peek(1)), noun_key(c.peek(3))  # "in km per hour"
            asked.dims = Counter({top: 1, {"h": "h"}.get(bottom, bottom): -1})
            c.i += 4
            continue
        elif t.type in ("PRICE_EN",) or t.value in _MONEY_VERBS and not asked.dims and not counting \
                or t.type == "SPEND" and t.value in SPENT and not asked.dims:
            asked.money = True
        elif t.value in ("total", "the total"):
            total = True
        elif t.type == "IN" and c.peek(1) is not None and c.peek(1).value == "all" and c.peek(2) is None:
            if any(a.elided for a in amounts):
                raise Unread("in all, of an amount that names no thing (A Boeing 747 seats 400)")
            total = True  # "how many ladybugs are there in all": the total, of what the question names
            c.i += 1
        elif t.value == "must":
            pass  # "how much must she pay"
        elif t.type == "WORD" and _named(t.value, c.slots.original) and not any(is_person_name(w) for w in c.story):
            # "Each ball costs $1.54. How much must Kyoko pay …": a payer where the story names no one
            if not _pays(c.tokens):
                raise Unread("a person the story does not name, asked of no paying (earn: the seller?)")
        elif t.type in _FILLER_TYPES | {"WHAT", "IN", "FOR", "ASK", "BUY_ZH", "TRAVEL", "TO", "WITH", "AVG_ZH", "TAKE", "DE"} \
                or t.type in ("AT", "ON") and c.peek(1) is not None and c.peek(1).type == "NUM" \
                or t.type == "OF" and c.i and c.tokens[c.i - 1].type in _NOUN_TOKENS | {"WORD"} and c.peek(1) is not None \
                and c.peek(1).value in SUBSTANCES and c.peek(1).value in c.story \
                or t.value in SUBSTANCES and c.i and c.tokens[c.i - 1].type == "OF" and t.value in c.story \
                or t.value in _PRONOUNS or t.value in c.story_named and t.value not in _counted(amounts) \
                or t.type == "SPEND" and t.value in _MOVED \
                or t.value in _VERBS or t.value in _ZH_PARTICLES \
                or t.value in ("speed", "do", "does") or t.type == "LEFT_ASK" and t.value in _HAVE_ASKS \
                or t.type == "MEAN_OF" and c.peek(1) is not None and c.peek(1).value == "speed":
            pass
        else:
            raise Unread(f"the word {t.value!r}")
        c.i += 1
    if total and asked.dims is None and not (asked.length or asked.per) \
            and any(set(a.dims) & MONEY_NAMES for a in amounts):
        asked.money = True
    if asked.speed and asked.dims is not None:
        asked.speed = False  # "its speed in km/h": the unit says it
    if asked.dims is None and not (asked.money or asked.length or asked.per or asked.time or asked.speed
                                   or asked.volume):
        counted = {k for a in amounts for k, v in a.dims.items() if v > 0 and k not in _TIME_KEYS}
        # "how much" of the one thing measured ("drips 3 liters an hour … how much in 24 hours"): that amount
        how_much_measured = total and len(counted) == 1 and not counted.isdisjoint(_MEASURED_KEYS)
        if not (asked_how_many or how_much_measured) or len(counted) != 1 \
                or any(set(a.dims) & MONEY_NAMES for a in amounts):
            raise Unread("the question names nothing it asks for")
        asked.dims = Counter({counted.pop(): 1})  # "75 bottles per minute. How many in 8 hours?": bottles
    return asked




def _fits(dims: Dims, asked: Asked) -> bool:
    dims = Counter({k: v for k, v in dims.items() if v})
    if asked.per is not None and dims.get(asked.per) != -1:
        return False
    rest = Counter({k: v for k, v in dims.items() if k != asked.per})
    if asked.dims is not None:
        want = Counter({k: v for k, v in asked.dims.items() if v})
        if asked.per is not None:
            want[asked.per] -= 1
            want = Counter({k: v for k, v in want.items() if v})
            return dims == want
        return dims == want
    if asked.speed:
        return asked.per is None and sorted(dims.values()) == [-1, 1] \
            and any(k in _LENGTH_KEYS and v == 1 for k, v in dims.items()) \
            and any(k in _TIME_KEYS - _CALENDAR_KEYS and v == -1 for k, v in dims.items())  # km/day: say the unit
    if len(rest) != 1 or next(iter(rest.values())) != 1:
        return False
    (key,) = rest
    if asked.money:
        return key in MONEY_NAMES
    if asked.length:
        return key in _LENGTH_KEYS
    if asked.volume:
        return key in _VOLUME_KEYS
    if asked.time:
        return key in _TIME_KEYS
    return True  # "how many does each kid get": anything per kid


def _sub(a: Dims, b: Dims) -> Dims:
    out = Counter(a)
    for k, v in b.items():
        out[k] -= v
    return out


def _add(a: Dims, b: Dims) -> Dims:
    out = Counter(a)
    for k, v in b.items():
        out[k] += v
    return out


_RATE_NAMES = frozenset({"speed", "rate", "pace"})


def _rate_named_last(tokens: list[Tok]) -> list[Tok]:
    """"…, speed in km/h", "… . average speed?": a last clause that only names a rate (in a unit) asks
    for it, as "what is the speed in km/h" does."""
    start = last_clause_start(tokens)
    if not start:
        return tokens
    clause = tokens[start:]
    k = 1 if clause[0].type == "MEAN_OF" and clause[0].value == "average" else 0
    shape = [t.type for t in clause[k:]]
    if shape not in (["WORD"], ["WORD", "IN", "UNIT"], ["WORD", "IN", "UNIT", "MEI", "UNIT"]) \
            or clause[k].value not in _RATE_NAMES:
        return tokens
    return [*tokens[:start], Tok("WHAT", "what is", clause[0].pos), *clause]


_WITH_THE_MONEY = [["with", "the", "money", who, has] for who, has in (
    ("she", "has"), ("he", "has"), ("they", "have"), ("i", "have"), ("we", "have"))]


def _without_all_the_money(tokens: list[Tok]) -> list[Tok]:
    """"How many pencils can she buy with the money she has?": all of it, the story's amount, as "how many can she
    buy" asks (the pronoun is checked by pronouns.py)."""
    # the one whose money it is must be the buyer ("can he buy with the money we have": whose?)
    buys = len(tokens) > 6 and tokens[-6].value in _BUY and any(t.value in _CAN for t in tokens[-9:-6]) \
        and tokens[-2].value in (w for t in tokens[-9:-6] for w in t.value.split())
    # "Mrs. Park had 60 cents … with the money she has": what she has now is not told, only what she had
    held_now = any(t.value in ("has", "have") for t in tokens[:-5])
    return tokens[:-5] if buys and held_now and [t.value for t in tokens[-5:]] in _WITH_THE_MONEY else tokens


def read_rate(tokens: list[Tok], slots: Slots) -> str | None:
    """The expression of a two-amount rate problem, or None when it does not read uniquely."""
    tokens = _without_all_the_money(_rate_named_last(tokens))
    kinds = [t.type for t in tokens]
    if not 1 <= kinds.count("NUM") <= 5 or "PCT" in kinds or "DATE" in kinds or "QUOTE" in kinds:
        return None  # the cheap counts first
    if kinds.count("NUM") == 1 and _TIME_NOUN_TOKENS.isdisjoint(kinds) and "UNIT" not in kinds:
        return None  # one amount reads only as a rate asked per another period ("$5,000 a month … a year")
    if _duration_in_two_units(tokens):
        return None  # "1 hour and 30 minutes", 1小时30分钟: one duration, which the amounts here do not compose
    if len({money_unit(t.value) for t in tokens if t.type == "UNIT"} - {""}) > 1:
        return None  # "0.92 euros per dollar": an exchange (exchange_rates.py), not a rate of one money
    if not any(t.type in _ASK_TYPES or t.value.startswith(("what", "how", "find", "calculate", "compute", "determine"))
               or t.value == "total" or t.value in _TASKS
               or t.type == "YAO" and "多少" in t.value
               or t.type == "CHUXIAN" and t.value in _HOW_MANY_GE or t.type in ("DUO", "HOW_MANY_DAYS") for t in tokens):
        return None
    clauses = _split(_split_verbs(tokens))
    if not clauses:
        return None
    amounts: list[Amount] = []  # one clause: the question says both ("how far in 4 hours at 65 mph")
    try:
        told = [_Clause(clause, slots) for clause in clauses[:-1]]
        for clause in told:
            _statement(clause, amounts)
        question = _Clause(clauses[-1], slots)
        question.story = frozenset(t.value for clause in clauses[:-1] for t in clause if t.type == "WORD")
        named = {clause.named for clause in told} - {None}
        question.story_named = frozenset(named) if len(named) == 1 else frozenset()
        asked = _question(question, amounts)
    except Unread:
        return None
    if len(amounts) == 1 and asked.per is not None:
        return _per_other_period(amounts[0], asked)
    if len(amounts) != 2 or _other_noun_asked(amounts, asked):
        return None
    _resolve_measures(amounts, asked)
    if not _same_time_unit(amounts, asked):
        return None
    owners = {a.owner for a in amounts if a.owner is not None}
    if len(owners) == 1 and asked.per is None and not asked.finish:
        asked.per = owners.pop()  # "打 1500 个字的文章要几分钟": the time for that one article
    if asked.finish and asked.per is None:
        asked.per = _the_one_item(amounts)
        if asked.per is None:
            return None
    a, b = amounts
    candidates: set[str] = set()
    for filled_a, filled_b in _fill_elided(a, b):
        for text, dims in ((f"{filled_a.text}*{filled_b.text}", _add(filled_a.dims, filled_b.dims)),
                           (f"{filled_a.text}/{filled_b.text}", _sub(filled_a.dims, filled_b.dims)),
                           (f"{filled_b.text}/{filled_a.text}", _sub(filled_b.dims, filled_a.dims))):
            if _fits(dims, asked):
                candidates.add(text)
    if len(candidates) != 1:
        return None
    (expression,) = candidates
    if _divides_by_the_count_asked(tokens, expression, slots) or _priced_another_thing(tokens) \
            or _priced_together(tokens) \
            or _other_subject_asked(clauses[-1], [t for clause in clauses[:-1] for t in clause]) \
            or _speaker_asked_of_a_named_story(clauses[-1], [t for clause in clauses[:-1] for t in clause], slots):
        return None
    if _other_stuff(clauses) or _containers_of_another(clauses):
        return None
    if "/" in expression and (_shared_unsaid(amounts, clauses) or _holders_asked_as_had(amounts, asked, clauses[-1])
                              or _shared_with_some(tokens)):
        return None
    # "How long did Juan run?", "How far does he walk?": the story's doer asked again, by name or pronoun
    named_again = any(t.value in question.story_named or t.value in _DOER_PRONOUNS and len(clauses) > 1
                      for t in clauses[-1])
    if (named_again or not (asked.time or asked.speed) and _counts_things(asked, amounts)) and _asks_another_doing(clauses[-1], [t for c in clauses[:-1] for t in c]):
        return None  # "Tom runs 6 miles per hour. How far does he walk": another doing, another rate
    if _spending_asked_of_earning(clauses[-1], [t for c in clauses[:-1] for t in c]) \
            or _saved_beside_earning([t for c in clauses[:-1] for t in c]) \
            or _tried_asked_as_done(clauses[-1], [t for c in clauses[:-1] for t in c]) \
            or len(_moments_named(tokens)) > 1 \
            or _counts_things(asked, amounts) and _fill_asked_of_another_doing(clauses[-1], [t for c in clauses[:-1] for t in c]) \
            or _had_after_another_doing(clauses) \
            or asked.can_buy and _money_not_held([t for c in clauses[:-1] for t in c]):
        return None
    if _counts_things(asked, amounts) and not _whole(expression):
        if asked.can_buy and "/" in expression and all(set(x.dims) & MONEY_NAMES for x in amounts):
            return f"floor({expression})"  # "20元能买几支": whole pens, the rest of the money is left
        return None  # "how many boxes for 9 eggs": 0.12 boxes, or 1 box? The words do not say.
    if asked.time and not terminates(_fraction(expression)):
        return None  # "how long" in 4/3 hours: said as 1 h 20 min, which this reader does not write
    if _in_days(asked, amounts) and not _whole(expression):
        return None  # "几天读完" in 14.4 days: 14.4, or the 15th day? The words do not say.
    return expression


def _duration_in_two_units(tokens: list[Tok]) -> bool:
    times = [i for i in range(len(tokens) - 1) if tokens[i].type == "NUM" and tokens[i + 1].type == "UNIT"
             and noun_key(tokens[i + 1]) in _TIME_KEYS]
    return any(b - a in (2, 3) and (b - a == 2 or tokens[a + 2].type in ("AND", "COMMA", "YOU_MIXED"))
               for a, b in zip(times, times[1:]))


# "How many cookies will each friend get" of "12 cookies and 4 friends": two counts, neither a rate, are
# divided only where a sharing is said (in the story or as what each gets)
_SHARING = frozenset({"equally", "evenly", "equal", "same", "share", "shares", "shared", "split", "splits", "divide",
                      "divides", "divided", "distribute", "distributed", "get", "gets", "receive", "receives",
                      "平分", "平均", "均分", "分给", "分成", "分", "每人", "各", "分到"})
# Verbs a question asks with whatever the story's own verb was ("how much does she make", "how many will he need")
_ASKING_VERBS = _HAS_VERBS | _MONEY_VERBS | frozenset({
    "get", "gets", "receive", "need", "needs", "use", "uses", "fill", "take", "takes", "go", "goes", "do", "does",
    "travel", "travels", "cover", "covers", "cost", "costs", "work", "works"})  # "$22 an hour … hours to work"


def _shared_unsaid(amounts: list[Amount], clauses: list[list[Tok]]) -> bool:
    """"Tom has 12 cookies and 4 friends. How many cookies does each friend have?": neither amount is a rate
    (so many per something), and nothing says the cookies are shared out, so a quotient is a guess."""
    if any(v < 0 for a in amounts for v in a.dims.values()) or any(a.owner for a in amounts) \
            or any(canonical_unit(k) or k in MONEY_NAMES or k in UNIT_NAMES or k in _TIME_KEYS
                   for a in amounts for k in a.dims):
        return False  # a rate, or a measure (500 m in 6 minutes): no sharing to say
    said = {w for clause in clauses for t in clause for w in t.value.split()}
    return said.isdisjoint(_SHARING) and not any(t.value in _SHARING for clause in clauses for t in clause)


def _other_stuff(clauses: list[list[Tok]]) -> bool:
    """"20 miles per gallon of gas … on 5 gallons of milk": the question's stuff is not the story's."""
    def stuff(tokens: list[Tok]) -> set[str]:
        return {tokens[i + 1].value for i in range(len(tokens) - 1) if tokens[i].type == "OF"
                and tokens[i + 1].type == "WORD" and (i + 2 == len(tokens) or tokens[i + 2].type == "COMMA")}
    told, asked = {w for clause in clauses[:-1] for w in stuff(clause)}, stuff(clauses[-1])
    return bool(told and asked and not asked <= told)


def _containers_of_another(clauses: list[list[Tok]]) -> bool:
    """"Each box holds 8 crayons. How many crayons are in 5 boxes of markers?": containers counted of a thing
    the request names nowhere else hold something else than the rate's."""
    tokens = [t for clause in clauses for t in clause]
    held = [i + 3 for i in range(len(tokens) - 3) if tokens[i].type == "NUM"
            and tokens[i + 1].type in ("WORD", "UNIT") and noun_key(tokens[i + 1]) not in _TIME_KEYS
            and tokens[i + 2].type == "OF" and tokens[i + 3].type == "WORD"]  # "40 hours of work": a time
    def key(t: Tok) -> str:
        return noun_key(t) if t.type in ("WORD", "UNIT") else t.value
    # the containers a rate says what one holds: "each box holds", "a pack has" (not "per gallon of gas")
    holding = {key(tokens[k + 1]) for k in range(len(tokens) - 2) if tokens[k].type in ("MEI", "WHAT")
               and (tokens[k + 2].value in _HAS_VERBS or tokens[k + 2].type == "YOU")}
    return any(key(tokens[i - 2]) in holding
               and all(key(t) != key(tokens[i]) for j, t in enumerate(tokens) if j != i) for i in held)


def _shared_with_some(tokens: list[Tok]) -> bool:
    """"She shares them with 4 cousins": the sharer is one of those who share, or gives them all away? Not said."""
    if not any(t.value in ("share", "shares", "shared", "split", "splits") for t in tokens):
        return False
    return any(t.value == "with" and (tokens[i + 1].type == "NUM" or i + 2 < len(tokens)
                                      and tokens[i + 1].value in ("his", "her", "their", "my", "our", "your")
                                      and tokens[i + 2].type == "NUM")
               for i, t in enumerate(tokens[:-1]))


_FUEL = frozenset({"gallon", "gallons", "liter", "liters", "litre", "litres"})
_DRIVING = frozenset({"drive", "go", "travel"})


def _asks_another_doing(question: list[Tok], story: list[Tok]) -> bool:
    """"Each box holds 4 apples. Tom has 12 apples. How many boxes did he sell?": things counted by a doing the
    story never tells (sell, bake), so the amounts say nothing about it (a time or money asked by another verb,
    "$22 an hour … hours to work", is the same rate)."""
    told = {lemma(t.value, "VERB") for t in story if t.value.isascii() and t.value.isalpha()}
    if "get" in told and any(t.value in _FUEL for t in story) and any(t.value.endswith("'s") for t in story):
        told |= _DRIVING  # "Mary's car gets 20 miles per gallon": what she drives it on a gallon
    asking = {lemma(w, "VERB") for w in _ASKING_VERBS if w.isascii()}
    return any(t.value.isascii() and t.value.isalpha() and t.value in _VERBS and t.value not in _ASKING_VERBS
               and lemma(t.value, "VERB") not in told | asking for t in question)


_DOER_PRONOUNS = frozenset({"he", "she", "it", "they"})


# Verbs of a count that say it is not held: used up, only wanted or needed, given, lost or sold
_NOT_HELD = frozenset({"use", "want", "need", "lose", "give", "sell", "eat", "spend", "break", "return", "wish"})


_WANTED = frozenset({"need", "want", "wish", "owe", "hope", "expect", "require"})


def _money_not_held(story: list[Tok]) -> bool:
    """"Dr. Lee needs $40. A book costs $8. How many books can he buy?": money needed (wanted, owed) is not money
    had, so what can be bought with it is not told."""
    return any(t.value.isascii() and t.value.isalpha() and lemma(t.value, "VERB") in _WANTED for t in story)


def _had_after_another_doing(clauses: list[list[Tok]]) -> bool:
    """"A pack has 15 stickers. Lisa used 4 packs. How many stickers does Lisa have?": the packs were used
    (or wanted, given away …), so what Lisa has is not told."""
    if not any(w in ("have", "has", "had") for t in clauses[-1] for w in t.value.split()):
        return False
    return any(clause[i + 1].type == "NUM" and clause[i].type in ("WORD", "SPEND") and clause[i].value.isalpha()
               and lemma(clause[i].value, "VERB") in _NOT_HELD
               for clause in clauses[:-1] for i in range(len(clause) - 1))


def _spending_asked_of_earning(question: list[Tok], story: list[Tok]) -> bool:
    """"Ann earns 12 dollars per hour. How much does Ann spend in 5 hours?": what is earned says nothing of
    what is spent; a buying told, and no selling or earning, is the spending ("Ellen bought 12 chairs … spend")."""
    said = [*story, *question]
    bought = any(t.value in BOUGHT for t in said) and not any(t.value in SOLD | EARNED for t in said)
    return any(t.value in SPENT for t in question) and not any(t.value in SPENT for t in story) and not bought


def _saved_beside_earning(story: list[Tok]) -> bool:
    """"Rosa earns $12 an hour. She saved $96. How many hours did she work?": money saved is some of what was
    earned, not all of it, so it says nothing of the hours."""
    return any(t.value in SAVED for t in story) and any(t.value in EARNED for t in story)


_TRIED = frozenset({"want", "wish", "hope", "try", "plan", "mean", "expect"})


def _tried_asked_as_done(question: list[Tok], story: list[Tok]) -> bool:
    """"Ezra wanted to run 5 miles a day for 6 days. How far did he run?": a doing wished, tried or planned is not
    told done ("How many hours must he work" to earn what he wants asks no doing done)."""
    return any(t.value == "did" for t in question) and any(
        t.value.isascii() and t.value.isalpha() and lemma(t.value, "VERB") in _TRIED and u.value == "to"
        for t, u in zip(story, story[1:]))


_MOMENTS = ("last year", "this year", "next year", "last month", "this month", "next month", "last week", "this week",
            "next week", "yesterday", "today", "tomorrow", "去年", "今年", "明年", "上个月", "这个月", "下个月", "上周",
            "这周", "下周", "昨天", "今天", "明天")


def _moments_named(tokens: list[Tok]) -> set[str]:
    """"earned $20 an hour last year. He earned $140 this week": the rate and the amount of two times; the rate
    then may not be the one that held."""
    said = Said(tokens)
    return {moment for moment in _MOMENTS if said.has(moment)}


_FILLS = frozenset({"fill", "fills", "filled"})


def _fill_asked_of_another_doing(question: list[Tok], story: list[Tok]) -> bool:
    """"A machine makes 40 bottles per minute. How many bottles does it fill in 2 hours?": making is not filling;
    a fill is asked of what holds, contains or is filled ("a box holds 4 apples … how many boxes will 12 fill")."""
    if not any(w in _FILLS for t in question for w in t.value.split()):
        return False
    return not any(w in _FILLS or w in _HAS_VERBS for t in story for w in t.value.split())


def _holders_asked_as_had(amounts: list[Amount], asked: Asked, question: list[Tok]) -> bool:
    """"He puts 3 apples in each box. How many boxes does he have?": the boxes filled, or all he has? A count
    of what a rate is per is asked as what is filled or needed, not as what someone has."""
    per = {k for a in amounts for k, v in a.dims.items() if v < 0}
    counted = {k for k, v in (asked.dims or {}).items() if v > 0}
    return bool(per & counted) and any(w in ("have", "has", "had") for t in question for w in t.value.split())


def _divides_by_the_count_asked(tokens: list[Tok], expression: str, slots: Slots) -> bool:
    """"一件衣服 79 元 两件多少钱": a count right before the money question is the count asked about
    (2*79), not the count the price was for (79 元两件 = 39.5 each); the words do not settle it here."""
    tail = tokens[-3:]
    if len(tail) < 3 or tail[0].type != "NUM" or tail[1].type != "MEASURE" or tail[2].type != "DUOSHAO_QIAN":
        return False
    return expression.endswith("/" + slots.number(tail[0].value).plain())


_MONEY_COUNTED = frozenset({"cent", "cents", "penny", "pennies", "pence", "dollar", "dollars"})


def _priced_another_thing(tokens: list[Tok]) -> bool:
    """"Apples are $2 a pound. I bought 3 pounds of pears": the thing priced ("apples are", "bananas
    cost") is not the thing counted ("of pears"), so its price says nothing about what was paid."""
    priced = {noun_key(tokens[i]) for i in range(len(tokens) - 2) if tokens[i].type == "WORD"
              and tokens[i + 1].type in ("IS", "PRICE_EN") and tokens[i + 2].type == "NUM"}
    counted = {noun_key(tokens[i + 3]) for i in range(len(tokens) - 3) if tokens[i].type == "NUM"
               and tokens[i + 2].type == "OF" and tokens[i + 3].type == "WORD"}
    costed = {noun_key(tokens[i]) for i in range(len(tokens) - 2) if tokens[i].type == "WORD"
              and tokens[i + 1].value in ("cost", "costs") and tokens[i + 2].type == "NUM"}
    if costed and not counted:  # "A ticket costs $12. How much do 5 drinks cost?"
        priced, counted = costed, {noun_key(tokens[i + 1]) for i in range(len(tokens) - 1) if tokens[i].type == "NUM"
                                   and tokens[i + 1].type == "WORD" and tokens[i + 1].value.isascii()
                                   and tokens[i + 1].value.lower() not in _MONEY_COUNTED}  # "has 50 cents" counts no thing
    return bool(priced and counted and priced != counted) or _priced_another_thing_zh(tokens)


def _priced_another_thing_zh(tokens: list[Tok]) -> bool:
    """"苹果每千克8元，40元可以买多少千克梨", "电费每度0.5元，用了240度水": the thing priced before 每 is not the
    thing counted after an amount's unit (neither names the other: 电费 and 电 are one)."""
    if not tokens or tokens[0].type != "WORD" or len(tokens) < 2 or tokens[1].type != "MEI" \
            or tokens[0].value.isascii() \
            or not any(t.type == "NUM" and u.type == "UNIT" and money_unit(u.value) for t, u in zip(tokens[2:5], tokens[3:6])):
        return False  # a price each: 苹果每千克8元 (not 小华每分钟打字80个)
    priced = tokens[0].value
    counted = {tokens[i + 2].value for i in range(len(tokens) - 2)
               if tokens[i].type in ("NUM", "HOW_MANY") and tokens[i + 1].type in ("UNIT", "MEASURE")
               and not money_unit(tokens[i + 1].value) and tokens[i + 2].type == "WORD"
               and not tokens[i + 2].value.isascii()}
    measure = tokens[2].value if len(tokens) > 2 and tokens[2].type == "WORD" else ""  # 每度 … 240度水
    counted |= {t.value[len(measure):] for i, t in enumerate(tokens[3:], 3) if measure and tokens[i - 1].type == "NUM"
                and t.type == "WORD" and t.value.startswith(measure) and len(t.value) > len(measure)}
    return any(c not in priced and priced not in c for c in counted)


def _priced_together(tokens: list[Tok]) -> bool:
    """"T恤和帽子都是12元一件，我花了84元，买了几件T恤": one price said of two things; the money spent may
    have bought both, so a count of one of them is not what it gives."""
    first = next((i for i, t in enumerate(tokens) if t.type == "NUM"), 0)
    start = max((i + 1 for i in range(first) if tokens[i].type == "COMMA"), default=0)
    head = tokens[start:first]
    return any(head[k].type == "AND" and head[k - 1].type == "WORD" and head[k + 1].type == "WORD"
               for k in range(1, len(head) - 1))


def _per_other_period(amount: Amount, asked: Asked) -> str | None:
    """"I make $5,000 a month. How much a year?": the one rate, per the period asked (5000*12), where
    that period holds a fixed number of the rate's own."""
    per = [k for k, v in amount.dims.items() if v == -1 and k in _TIME_KEYS]
    if len(per) != 1 or per[0] == asked.per or any(v < -1 for v in amount.dims.values()):
        return None
    if (asked.per, per[0]) in _PERIODS_OF:
        text = f"{amount.text}*{_PERIODS_OF[asked.per, per[0]]}"
    elif (per[0], asked.per) in _PERIODS_OF:
        text = f"{amount.text}/{_PERIODS_OF[per[0], asked.per]}"
    else:
        return None
    dims = Counter(amount.dims)
    dims[per[0]] += 1
    dims[asked.per] -= 1
    return text if _fits(dims, asked) else None


def _same_time_unit(amounts: list[Amount], asked: Asked) -> bool:
    """"75 bottles per minute … in an 8-hour shift": the hours become minutes (8*60), exactly, when
    the question asks neither. False when the units do not convert without a guess."""
    per = [(k, a) for a in amounts for k, v in a.dims.items() if v < 0 and k in _TIME_KEYS]
    lasting = [(k, a) for a in amounts for k, v in a.dims.items() if v > 0 and k in _TIME_KEYS]
    if len(per) != 1 or len(lasting) != 1 or per[0][1] is lasting[0][1] or per[0][0] == lasting[0][0] \
            or set(asked.dims or ()) & _TIME_KEYS or asked.time or asked.speed or asked.per in _TIME_KEYS:
        return True
    (target, _), (source, amount) = per[0], lasting[0]
    if source in _CALENDAR_KEYS and target not in _CALENDAR_KEYS:
        return False  # 5 km an hour for 3 days: how many hours a day?
    factor = time_factor(source, target)
    if factor is None:
        return True
    amount.text = f"({amount.text}*{factor})"
    amount.dims[target] += amount.dims.pop(source)
    return True


def _the_one_item(amounts: list[Amount]) -> str | None:
    """"一本书 360 页 … 几天读完": the one thing the story states something per, which the question finishes."""
    items = {k for a in amounts for k, v in a.dims.items() if v == -1 and k not in _TIME_KEYS
             and not canonical_unit(k) and k not in MONEY_NAMES}
    return items.pop() if len(items) == 1 else None


def _in_days(asked: Asked, amounts: list[Amount]) -> bool:
    """Whether the answer is a number of days, weeks, months or years, which people count whole."""
    keys = [k for k, v in (asked.dims or {}).items() if v > 0] if asked.dims is not None else []
    if asked.time and not keys:
        keys = [k for a in amounts for k, v in a.dims.items() if v < 0 and k in _TIME_KEYS]
    return any(k in ("day", "week", "month", "year") for k in keys)


def _counts_things(asked: Asked, amounts: list[Amount]) -> bool:
    """Whether the answer counts things (eggs, boxes, kids), which come whole, rather than
    measuring (hours, km, money)."""
    if asked.money or asked.length:
        return False
    if asked.dims is not None:
        keys = [k for k, v in asked.dims.items() if v > 0]
    else:
        keys = [k for a in amounts for k, v in a.dims.items() if v > 0 and k != asked.per]
    return any(not (canonical_unit(k) or k in MONEY_NAMES or k in UNIT_NAMES) for k in keys)




def terminates(value: Fraction) -> bool:
    """Whether the value is written exactly as a decimal (its denominator has no prime but 2 and 5)."""
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def _whole(expression: str) -> bool:
    return _fraction(expression).denominator == 1


def _fraction(expression: str) -> Fraction:
    """The exact value of a product or quotient this module wrote ("(7/100)*350"): numbers, * and /,
    parentheses; a division by zero counts as not whole."""
    pieces = re.findall(r"[\d.]+|[*/()]", expression)
    at = 0

    def term() -> Fraction:
        nonlocal at
        value = factor()
        while at < len(pieces) and pieces[at] in "*/":
            op = pieces[at]
            at += 1
            other = factor()
            value = value * other if op == "*" else value / other if other else Fraction(1, 3)
        return value

    def factor() -> Fraction:
        nonlocal at
        piece = pieces[at]
        at += 1
        if piece == "(":
            value = term()
            at += 1  # ")"
            return value
        return Fraction(piece)

    return term()


def _zh_nouns(keys) -> set[str]:  # noqa: ANN001
    """The nouns written after a measure word: 盒鸡蛋 → 鸡蛋."""
    return {k[1:] for k in keys if len(k) > 1 and not k.isascii()}


# "How long does the trip take?", "How much does a ticket cost?": asked of the thing itself, not of a doer
_MODAL_WORDS = frozenset({"can", "could", "will", "would"})  # "How many miles can a bus go"
_ASKED_OF_NO_DOER = frozenset({"take", "takes", "cost", "costs"})


def _other_subject_asked(question: list[Tok], story: list[Tok]) -> bool:
    """"A car uses 6 liters per 100 km. How many liters does a truck use …": the question's subject, named
    after its "does"/"will" and before the story's own verb, is a thing the story never mentions; the rate
    is of another thing ("How long does the trip take?" asks of no other doer: it is not this). A verb any
    rate is asked with counts as the story's ("60 miles per gallon. How many gallons does a truck use")."""
    nouns = {t.value.lower().removesuffix("s") for t in story if t.type == "WORD"}
    verbs = {lemma(t.value.lower(), "VERB") for t in story if t.value.isascii() and t.value.isalpha()}
    verbs |= {lemma(w, "VERB") for w in _ASKING_VERBS - _ASKED_OF_NO_DOER if w.isascii()}
    return any((question[i].type == "IS" or question[i].value in _MODAL_WORDS) and question[i + 1].type == "WHAT"
               and question[i + 2].type == "WORD"
               and question[i + 2].value.lower().removesuffix("s") not in nouns
               and lemma(question[i + 3].value.lower(), "VERB") in verbs for i in range(len(question) - 3))


_SPEAKERS = frozenset({"i", "we", "you"})
_SPEAKER_WORDS = _SPEAKERS | {"me", "my", "mine", "us", "our", "ours", "your", "yours"}


def _speaker_asked_of_a_named_story(question: list[Tok], story: list[Tok], slots: Slots) -> bool:
    """"Mrs. Park has 60 cents. An eraser costs 4 cents. How many erasers can I buy?": the story tells of someone
    it names (a first name written capitalised: "A pen costs $3" names no one) and never of the one who asks (or is
    asked), so what "I" can do is not told (a title's word is left out of the clauses: it is looked for in the
    request's own words)."""
    named = any(t.type == "WORD" and is_person_name(t.value) and re.search(rf"\b{re.escape(t.value.capitalize())}\b",
                                                                        slots.original) for t in story) \
        or any(w.strip(".").lower() in TITLES for w in slots.original.split())
    return named and any(w in _SPEAKERS for t in question for w in t.value.split()) \
        and not any(w in _SPEAKER_WORDS for t in story for w in t.value.split())


def _other_noun_asked(amounts: list[Amount], asked: Asked) -> bool:
    """"一盒鸡蛋有12个，7盒有多少个苹果": the question counts a noun the story never mentions."""
    stated = _zh_nouns(k for a in amounts for k in a.dims)
    wanted = _zh_nouns(list(asked.dims or ()) + ([asked.per] if asked.per else []))
    return bool(stated and wanted and not wanted <= stated)


def _resolve_measures(amounts: list[Amount], asked: Asked) -> None:
    """"一支笔3元，买5支": a bare measure word (支) counts the one noun written with it (支笔);
    with two nouns under one measure (个盒子, 个苹果) it stays bare and matches neither."""
    keys = {k for a in amounts for k in a.dims} | set(asked.dims or ()) | ({asked.per} if asked.per else set())
    for generic in [k for k in keys if len(k) > 1 and k[0] == "个" and k[1:] in keys]:
        for dims in [a.dims for a in amounts] + ([asked.dims] if asked.dims else []):
            if generic in dims:  # "60 个字" and "1500 字": 个 only counts the characters
                dims[generic[1:]] += dims.pop(generic)
    keys = {k for a in amounts for k in a.dims} | set(asked.dims or ()) | ({asked.per} if asked.per else set())
    for bare in [k for k in keys if len(k) == 1 and not k.isascii()]:
        full = [k for k in keys if len(k) > 1 and k.startswith(bare) and not k.isascii()]
        if len(full) != 1 or _holds_another_thing(bare, full[0], amounts):
            continue
        for dims in [a.dims for a in amounts] + ([asked.dims] if asked.dims else []):
            if bare in dims:
                dims[full[0]] += dims.pop(bare)
        if asked.per == bare:
            asked.per = full[0]


def _holds_another_thing(bare: str, full: str, amounts: list[Amount]) -> bool:
    """"每盒装12支笔，有9盒蜡笔": a rate says what one 盒 holds (笔); 盒蜡笔 names boxes of another thing,
    so it is not the 盒 the rate is per."""
    held = {k[1:] for a in amounts if a.dims.get(bare, 0) < 0 for k, exp in a.dims.items()
            if exp > 0 and len(k) > 1 and not k.isascii()}
    return bool(held) and full[1:] not in held


def _fill_elided(a: Amount, b: Amount) -> list[tuple[Amount, Amount]]:
    """"a ticket costs 40 dollars and I buy 6": the 6 counts what the other amount is per."""
    if a.elided == b.elided:
        return [(a, b)] if not a.elided else []
    known, elided = (a, b) if b.elided else (b, a)
    counted = [k for k, exp in known.dims.items() if exp > 0]
    if not any(exp < 0 for exp in known.dims.values()) and any(exp < 0 for exp in elided.dims.values()) \
            and len(counted) == 1:
        # "144 pencils, packed 12 per pack": the 12 counts what the other amount counts
        filled = Amount(elided.text, _add(elided.dims, Counter({counted[0]: 1})))
        return [(a, filled) if b.elided else (filled, b)]
    options = []
    for key, exp in known.dims.items():
        if exp < 0:
            filled = Amount(elided.text, _add(elided.dims, Counter({key: 1})))
            options.append((a, filled) if b.elided else (filled, b))
    return options
