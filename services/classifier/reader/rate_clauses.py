"""The words of a rate problem (rates.py), cut into clauses: the verbs and nouns the rate reader knows,
the records of an amount (what it counts, what it is per) and of what a question asks, and one
clause's words sorted into its number, its nouns, its verb and its subject.

Kept apart from the reading so that the vocabulary and the clause cutting can be read on their own:
any word outside these sets makes a clause unread (`Unread`), and the request goes slow.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from dtlib.rulematch import verb_lemma

from ..slots import Slots
from .tokens import VALUE_OF, Tok
from .role_words import TITLES, lemma
from .units import canonical_unit, money_unit
from .vocab_en import is_noun

Dims = Counter  # noun → exponent: eggs per box is {"egg": 1, "box": -1}

NOUN_TOKENS = frozenset({"UNIT", "MEASURE", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
ONE = frozenset({"a", "an", "one", "each", "every", "per", "一", "每"})
_EACH_ONE = frozenset({"each", "every"})
PRONOUNS = frozenset({"它", "他", "她", "我", "你", "我们", "它的", "他的", "她的", "我的", "him", "them", "me",
                      "i", "she", "he", "they", "we", "you", "it", "its", "my", "his", "her", "their",
                      "our", "your", "there", "the", "this", "that", "do", "does", "did", "will", "would",
                      "can", "could"})
# "has" verbs: "a box holds 74 eggs" makes 74 eggs per box; other verbs only say who does what.
HAS_VERBS = frozenset({"holds", "hold", "contains", "contain", "fits", "fit", "carries", "carry",
                       "weighs", "lasts", "last", "装", "装了", "卖", "售价", "要", "用", "要用", "需要用", "按", "重"})
VERBS = HAS_VERBS | frozenset({
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
    "watch", "watched",  # "we watch 3 episodes a night" (not "watches": a noun as often, "3 watches cost $60")
    # money paid per period, and loads carried per trip
    "交", "缴", "付", "花", "拉", "运送", "进水",
    "航行", "散步",  # 每小时航行28千米, 每分钟散步50米 (not 流水: 水管每小时流水120升，水池漏了30分钟 would read)
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


HAS_VERBS = _ByBaseForm(HAS_VERBS)
VERBS = _ByBaseForm(VERBS)
ZH_PARTICLES = frozenset({"了", "能", "可以", "需要"})
_MODIFIERS = frozenset("半多余来左")  # after a count: and a half, more than, about
MONEY_VERBS = frozenset({"earned", "paid", "earn", "earns", "pay", "pays", "charge", "charges", "cost", "costs", "save", "saves",
                         "make", "makes", "made",
                         "赚", "挣"})
HOW_MANY_GE = frozenset({"有几个", "有多少个"})  # "5箱一共有多少个", "7盒有多少个鸡蛋": how many (个)
TIME_KEYS = frozenset({"h", "min", "s", "day", "week", "month", "year"})
VOLUME_KEYS = frozenset({"L", "mL", "gallon"})
LENGTH_KEYS = frozenset({"km", "m", "cm", "mm", "mi", "ft", "in", "yd"})
# Words that only ask ("find its speed", "求它的速度")
TASKS = frozenset({"find", "compute", "determine", "work out", "求", "计算"})
TIME_NOUN_TOKENS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
# "a 420-mile trip", "an 8-hour shift", "a 1,000 gallon tank": the amount is the size of one of these
CONTAINERS = frozenset({"trip", "journey", "drive", "ride", "flight", "walk", "run", "shift", "tank", "pool"})
# "an 8-hour day", "a 40-hour week": a span of so many hours, only where the size is hyphened to it
# ("40 hours a week" is a rate per week)
_SPANS = frozenset({"day", "week", "workday", "workweek", "session", "class", "lesson", "meeting"})
CAN = frozenset({"can", "could", "能", "可以"})
BUY = frozenset({"buy", "afford", "买"})
_MUST = frozenset({"must", "should"})  # "how much must Kyoko pay": no noun asked


class Unread(Exception):
    """A word or shape this module does not read: the request is not read here."""


@dataclass
class Amount:
    text: str
    dims: Dims
    elided: bool = False  # "I buy 6": what is counted is left to the rest of the story
    owner: str | None = None  # "450 页的书": the one thing the amount is of (so many pages per book)
    money_unsaid: bool = False  # "i make 22.50 an hour": money by its verb, no currency written (chat_rates_en.py)


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
    if tok.type in NOUN_TOKENS or tok.type == "WORD":
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


def dims_of_unit(key: str) -> Dims:
    top, _, bottom = {"mph": "mi/h", "mpg": "mi/gallon"}.get(key, key).partition("/")
    dims = Counter({top: 1})
    if bottom:
        dims[{"h": "h", "s": "s"}.get(bottom, bottom)] -= 1
    return dims


class Clause:
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
            if nxt is not None and nxt.type == "WORD" and not nxt.value.isascii() and nxt.value not in VERBS \
                    and nxt.value not in ZH_PARTICLES:
                self.i += 1  # "5支笔", "4个盒子": the measure word and the noun say what is counted
                return noun_key(t) + nxt.value
            return noun_key(t)
        if t.type in NOUN_TOKENS or (t.type == "WORD" and t.value not in PRONOUNS and t.value not in VERBS
                                     and t.value not in ONE and t.value not in _MUST):
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
            if self.peek() is None or canonical_unit(self.peek().value) not in TIME_KEYS:
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
                and self.peek(1).value not in VERBS:
            self.i += 1  # "240 公里的路程": 240 km, a distance
            stuff = self.peek()
            if self.peek(1) is not None and self.peek(1).type == "MEASURE" \
                    and (self.peek(2) is None or self.peek(2).type != "NUM"):
                self.i += 1  # "450 升的水箱": the container's size (水 + 箱)
        if noun and not unit and canonical_unit(noun) and stuff is not None and stuff.type == "WORD" \
                and not stuff.value.isascii() and stuff.value not in VERBS and stuff.value not in ZH_PARTICLES:
            self.i += 1  # "5千克苹果": five kilograms, of apples
        owner = None
        thing = self.peek(1)
        if noun and not unit and not canonical_unit(noun) and self.peek() is not None and self.peek().type == "DE" \
                and thing is not None and thing.type == "WORD" and not thing.value.isascii() \
                and thing.value not in VERBS and thing.value not in ZH_PARTICLES:
            owner = noun_key(thing)  # "450 页的书": a book of 450 pages, so many pages per book
            self.i += 2
        if noun and self.peek() is not None and (self.peek().value in CONTAINERS
                                                 or hyphened and self.peek().value in _SPANS):
            self.i += 1  # "an 8-hour shift", "a 40-hour week": eight hours, forty hours
        if noun and not unit and not hyphened and not canonical_unit(noun) \
                and noun_after_noun(self.tokens, self.i - 1, self.story):
            raise Unread("a noun after the counted one (3 book covers): the first only says what the second is of")
        if noun and not unit and self._of_stuff():
            self.i += 2  # "500 sheets of paper": sheets, of one stuff that counts nothing itself
        dims = dims_of_unit(noun) if noun else Counter()
        text = f"({n.plain()}+0.5)" if and_a_half else n.plain()
        self.scale = None
        one, after_one = self.peek(), self.peek(1)
        if unit and one is not None and one.type == "NUM" and self.slots.number(one.value).raw == "一" \
                and after_one is not None and after_one.type in NOUN_TOKENS:
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
            and stuff.value.isascii() and stuff.value not in PRONOUNS and stuff.value not in VERBS \
            and stuff.value not in ONE and (after is None or after.type in ("COMMA", "THEN"))

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
                and nxt is not None and nxt.value in ONE:
            self.i += 1  # "60 seconds in a minute", "60 km in one hour", "139 ladybugs on each leaf"
            t, nxt = nxt, self.peek(1)
            in_one = True
            if t.value == "one" and nxt is not None and self._counted_in_clause(nxt):
                raise Unread("in one of the things the clause counts (3 boxes with 12 eggs in one box): not each")
        slash = t is not None and t.type == "DIVIDE" and t.value == "/"  # "80 km/小时", "$15/hour", "8 L/100 km"
        if t is not None and t.type == "MEI" and t.value == "每" and nxt is not None and nxt.type in NOUN_TOKENS \
                and self.i >= 2 and self.tokens[self.i - 1].type == "UNIT":
            self.i += 1  # "60千米每小时"
            return self.noun()
        if t is not None and (t.value in ONE and (t.value not in ("一", "每", "one") or in_one and t.value == "one")
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


_ZH_VERBS = tuple(sorted((v for v in VERBS if not v.isascii()), key=len, reverse=True)) + ("了", "能", "可以", "需要")
_ZH_VERBS_AT: dict[str, tuple[str, ...]] = {}  # by first character, longest first: one look-up a character
for _verb in _ZH_VERBS:
    _ZH_VERBS_AT[_verb[0]] = (*_ZH_VERBS_AT.get(_verb[0], ()), _verb)
_LONG_ZH_VERBS = sum(len(v) > 1 for v in _ZH_VERBS[:-4])  # "打" + "印", "加" + "工": the verbs of two characters or more


_UNSPLIT = ("自行车", "打印机", "抽水机", "拿铁")  # nouns with a verb inside: 自行车 is a bicycle, not 自 + 行 + 车


def noun_after_noun(tokens: list[Tok], i: int, story: frozenset[str]) -> bool:
    """Whether the noun at tokens[i], one the `story` (its words) tells of, is followed in the question by another
    English noun the story does not tell of ("A book costs $15. How much do 3 book covers cost?"): the first then says
    only what the second is of, and the count is of the second ("4 concert tickets at $12.50 each" is one thing). A
    word that is a verb too ("covers", "caps") is the noun where a verb follows it ("do 3 book covers cost")."""
    told = {lemma(w, "NOUN") for w in story}
    if i + 1 >= len(tokens) or not tokens[i].value.isascii() or lemma(tokens[i].value, "NOUN") not in told \
            or lemma(tokens[i + 1].value, "NOUN") in told:
        return False
    head, after = tokens[i + 1], tokens[i + 2] if i + 2 < len(tokens) else None
    verb_next = after is not None and (after.type == "PRICE_EN" or after.value in VERBS)
    return head.type in ("WORD", "UPPER") and head.value.isascii() and (head.value not in VERBS or verb_next) \
        and head.value not in PRONOUNS and is_noun(head.value)


def split_verbs(tokens: list[Tok]) -> list[Tok]:
    """"盒子装" and "能买" are runs of characters the lexicon does not know: the verbs in them
    are words of their own here ("盒子" "装", "能" "买")."""
    if all(map(str.isascii, map(VALUE_OF, tokens))):
        return list(tokens)  # every step below joins or splits Chinese characters: an English story is as it was
    out: list[Tok] = []
    merged: list[Tok] = []
    for t in tokens:  # "工" + "人", "水龙" + "头": a noun whose last character is also a measure word
        last = merged[-1] if merged else None
        if t.type == "MEASURE" and t.value in ("人", "头") and last is not None and last.type == "WORD" \
                and not last.value.isascii() and last.pos + len(last.value) == t.pos \
                or t.type == "WORD" and last is not None and last.type in ("DA", "PLUS") and last.pos + 1 == t.pos \
                and (last.value + t.value).startswith(_ZH_VERBS[:_LONG_ZH_VERBS]) \
                or t.type == "WORD" and t.value[:1] == "薪" and last is not None and last.type in TIME_NOUN_TOKENS \
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


def split_clauses(tokens: list[Tok]) -> list[list[Tok]]:
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
