"""What roles.py reads a one-step word problem into: quantities with roles, the question, the
clauses and parts of a story, its amounts (fractions as one), and how two quantities are told to count
one thing. The clauses themselves are read by roles_en.py and roles_zh.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from dtlib.rulematch import verb_lemmas
from lemminflect import getLemma

from ..slots import Slots
from .tokens import Tok
from .counts_zh import count_at
from .lead_ins_en import moved_after
from .story_amounts import Amount, amount_at
from .units import MONEY_NAMES, amount_unit, canonical_unit, money_unit

MONEY_ASKED = frozenset({"cost", "costs", "pay", "paid", "price", "spend", "spent", "earn", "earned", "make", "made",
                         "total", "bill", "charge"})
# The words a question asks an amount by, in either language (roles.py's trigger)
ASK_WORDS = ("多少", "几", "how many", "how much", "how far", "how old", "how tall", "how long", *sorted(MONEY_ASKED))

# What a question asks an amount in without naming its unit: money ("Cost?"), a length ("how far").
UNIT_KINDS = {"money": MONEY_NAMES | {"money"}, "length": frozenset({"km", "m", "cm", "mm", "mi", "ft", "in", "yd"})}


class Unclear(Exception):
    """The clause or question has no one reading by roles: the request is not read here."""


@dataclass
class Quantity:
    text: str  # as the sandbox reads it
    value: Fraction
    role: str  # has, gain, loss, rate, part, need, count, among, more, fewer, times
    unit: str = ""  # a unit, money or a Chinese measure word
    noun: str = ""  # what it counts: an English head noun's base form, a Chinese noun
    actor: str = ""  # whose it is ("" for the story's one actor, said with a pronoun or not at all)
    other: str = ""  # the one compared against, or the thing shared among
    per: str = ""  # a rate's noun it is per ("each box")
    verb: str = ""
    sort: str = ""  # the words before an English noun ("red" apples)
    of: str = ""  # what an amount of a unit or a container is of ("3 pounds of pears")
    said: frozenset[str] = frozenset()  # the words after it: when, where ("on lunch yesterday")
    told: bool = False  # some of the ones told before ("63 of the seashells", "22 of Fred's cards")
    unknown: bool = False  # "some": the amount is not told (unknown_changes.py asks it)
    clause: int = 0  # which of the story's clauses tells it
    period: str = ""  # a period said after it ("went to 14 games this year"), read only as one doing asked in all


@dataclass
class Ask:
    kind: str = "plain"  # plain, left, now, total, each, more, fewer, need
    noun: str = ""
    unit: str = ""
    actor: str = ""
    other: str = ""  # "than Finn", 比小亮
    compared: str = ""  # the comparative asked ("how much longer"), which names its measure
    per: str = ""  # "each child", 每个小朋友
    other_part: bool = False  # "not dark", 其他, 不是
    sort: str = ""  # the words before the noun asked ("how many blue balls")
    counts: bool = True  # a count of things (whole), not an amount of a unit
    received: bool = False  # 一共收了多少: what the givers gave, received
    one: bool = False  # asked about one person by a pronoun ("did I run", 我一共): not a group's total
    extra: list[Quantity] = field(default_factory=list)  # a count inside the question ("in 7 boxes")
    words: frozenset[str] = frozenset()  # the question's own words
    much: bool = False  # "how much": an amount of money or a unit, never a count of things
    group: bool = False  # asked about "we": the speaker with the speaker's own people ("my friend and I")
    others: bool = False  # "we" asked of a story the speaker tells as "I": the others' amounts must be told
    later: bool = False  # "how many will Clarence have", "end with": what there is after the story's changes
    would: bool = False  # "how many would she have": the level after a chain of changes only (change_chains_en.py)
    present: bool = False  # asked in the present of a story told in one tense (tense_en.py): after its changes too
    start: bool = False  # "how many did she start with", "at first", "to begin with", "originally"
    plural: bool = False  # "how many do they have": asked of more than one
    holders: frozenset[str] = frozenset()  # "红花和黄花一共": the holders a total is asked of, each named
    verb: str = ""  # the question's own verb of a change, by its base form ("did Andre give": give)
    container: str = ""  # "how many more pounds of apples than pears": what both are counted in (comparisons_en.py)


# Gains that may open a story as its start ("A baker made 120 muffins and sold 85"); the others add to an
# amount the story does not tell ("I deposited $300 and withdrew $120": what was in the account?)
OPENING_GAINS = frozenset({"make", "bake", "buy", "pick", "catch", "collect", "find", "get", "win", "receive", "grow",
                           "plant", "harvest", "gather", "order", "earn", "produce", "knit", "crochet", "weave", "build", "买了", "摘了", "钓了", "做了", "折了", "捡到",
                           "捡到了", "收到", "收到了", "赢了", "领了", "种了", "捡了", "拔了", "采了", "挖了",
                           # 学校买来450本图书, 商店运来300箱苹果: brought in, the start of what is then given out
                           "买来", "买来了", "运来", "运来了", "购进", "购进了", "买进", "买进了", "运进", "运进了"})

NUM_MARK = "#"
UNIT_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
AMONG = frozenset({"among", "between", "amongst"})
AMONG_ZH = re.compile(r"(分给|平均[切分发]给)$")
PER_WORDS = frozenset({"a", "an", "per", "every", "each"})
SPEAKER_EN = frozenset({"i", "me", "my", "we", "us", "our"})  # the one asking, in English
PLACES = frozenset({"to", "at", "on", "in", "into", "for", "from", "during"})


class Amounts:
    """The request's numbers as roles.py reads them: each slot, and each fraction or mixed number written
    tight (3/4, 2又1/2: story_amounts.py) as one amount, so that a clause still holds one."""

    def __init__(self, tokens: list[Tok], slots: Slots) -> None:
        self.slots, self.text, self.fractions = slots, slots.text, {}
        self.counts_zh: dict[str, Amount] = {}  # 一打, 两打, 又买了一盒, 半盒 (counts_zh.py)
        self.measured: dict[str, tuple[str, Fraction]] = {}  # "3 bags of 12 apples" as one amount: 3*12 apples
        self.tokens: list[Tok] = []
        self._split: dict[int, tuple[list[Tok], list[list[Tok]]]] = {}
        i = 0
        while i < len(tokens):
            kind = tokens[i].type  # most tokens are neither a count (a NUM, a WORD: count_at) nor a NUM: no call
            counted = count_at(tokens, i, slots, not self.tokens or self.tokens[-1].type == "COMMA") \
                if kind == "NUM" or kind == "WORD" else None
            if counted is not None:
                amount, measure = counted
                key = f"<c{len(self.counts_zh)}>"
                self.counts_zh[key] = amount
                self.tokens += [Tok("NUM", key, tokens[i].pos), measure]
                i += 2  # the count and its measure word (打 read as 12 个)
                continue
            measured = self._measured_at(tokens, i) if kind == "NUM" else None
            if measured is not None:
                key = f"<m{len(self.measured)}>"
                self.measured[key] = measured
                self.tokens.append(Tok("NUM", key, tokens[i].pos))
                i += 4  # the count, its container, "of", the count in each: the things counted follow
                continue
            found = amount_at(tokens, i, slots) if kind == "NUM" else None
            if found is not None and found.fraction:
                after = tokens[found.end] if found.end < len(tokens) else None
                if after is None or after.type not in ("UNIT", "MEASURE", "WORD", *UNIT_TYPES) \
                        or after.value in ("of", "of them") or not after.value.isascii() and after.type == "WORD":
                    raise Unclear("a fraction with no unit after it is a share of something, not an amount")
                key = f"<f{len(self.fractions)}>"
                self.fractions[key] = found
                self.tokens.append(Tok("NUM", key, tokens[i].pos))
                i = found.end
                continue
            if tokens[i].type in ("DIVIDE", "FENZHI", "MIXED") or tokens[i].type == "YOU_MIXED" \
                    and i + 1 < len(tokens) and tokens[i + 1].type == "NUM":
                raise Unclear("a fraction not written as one amount")
            if tokens[i].type == "MINUS" and self.tokens and self.tokens[-1].type == "NUM" and i + 1 < len(tokens) \
                    and tokens[i + 1].type in UNIT_TYPES:
                i += 1  # "a 3-litre bottle": the amount and its unit, hyphenated
                continue
            self.tokens.append(tokens[i])
            i += 1

    def number(self, value: str):  # noqa: ANN201 - the slots' NumberMention
        return self.slots.number(value)

    def clauses(self, tokens: list[Tok]) -> list[list[Tok]]:
        """`clauses(tokens)`, split once for each list of this reading's tokens: the story's, asked for by the story,
        the question and a check alike, is most often one list (the tokens kept beside it are what its id names)."""
        split = self._split.get(id(tokens))
        if split is None:
            split = self._split[id(tokens)] = (tokens, clauses(tokens))
        return split[1]

    def _measured_at(self, tokens: list[Tok], i: int) -> tuple[str, Fraction] | None:
        """"3 bags of 12 apples", "8 packs of 25 sheets": whole counts of a container (a word, not a unit)
        and of what each holds (a word after it): so many of the things, a product."""
        if tokens[i].type != "NUM":  # most tokens: no window to build
            return None
        window = [t.type for t in tokens[i:i + 5]]
        if window != ["NUM", "WORD", "OF", "NUM", "WORD"] or not holds(tokens[i + 1].value, tokens[i + 4].value):
            return None  # "3 chapters of 12 chapters", "3 copies of 4 albums": not containers of the things
        counts = [self.slots.number(tokens[k].value) for k in (i, i + 3)]
        if any(money_unit(n.unit or "") or canonical_unit(n.unit or "") or n.percent or n.ordinal or n.value <= 0
               or Fraction(n.value).denominator != 1
               for n in counts):
            return None
        return f"{counts[0].plain()}*{counts[1].plain()}", Fraction(counts[0].value) * Fraction(counts[1].value)


# The containers and groups "3 bags of 12 apples" multiplies: each holds so many of the things after "of".
# A word outside them is no container of those things ("3 copies of 4 albums", "5 pictures of 3 cats",
# "2 slices of 3 pizzas": 3 albums, 3 cats, not 12 or 15), so the count is not read.
CONTAINERS = frozenset({"bag", "box", "pack", "packet", "package", "carton", "case", "crate", "basket", "jar",
                        "bottle", "can", "tin", "tray", "bucket", "barrel", "bowl", "sack", "tub", "tube", "pot",
                        "bundle", "bunch", "bouquet", "set", "row", "column", "stack", "pile", "nest", "flock",
                        "herd", "team", "group", "shelf", "drawer", "envelope", "folder", "roll", "pad", "deck",
                        "string", "sheet"})
# Kinds, not things held: "3 boxes of 4 flavors" may be 4 flavors in all.
_KINDS_EN = frozenset({"kind", "type", "sort", "flavor", "flavour", "color", "colour", "size", "brand", "variety",
                       "style", "shape", "model", "breed", "species", "author", "artist", "band", "make"})
# Written works and their parts hold the smaller parts they are made of ("3 chapters of 12 pages", "2 albums
# of 20 photos"), never the works ("3 chapters of 6 books": 6 books).
MADE_OF = {"book": frozenset({"page", "chapter", "poem", "story", "recipe", "puzzle", "problem", "sticker"}),
           "album": frozenset({"photo", "picture", "song", "track", "stamp", "sticker", "card"}),
           "chapter": frozenset({"page", "section", "paragraph", "problem", "question", "exercise", "poem", "story",
                                 "verse"}),
           "page": frozenset({"word", "line", "paragraph", "problem", "question", "exercise", "sentence", "sticker",
                              "photo", "picture", "stamp"})}


def holds(container: str, things: str) -> bool:
    """Whether "so many `container` of so many `things`" counts so many things in each container."""
    if not container.isascii() or " " in container or container in PLACES:
        return False
    held, kind = lemma(things, "NOUN"), lemma(container, "NOUN")
    return held != kind and held not in _KINDS_EN and (kind in CONTAINERS or held in MADE_OF.get(kind, ()))




# The same for Chinese: what is 有 at two of them is one level twice (水缸里上午有28升水，下午有68升水).
MOMENTS_ZH = ("凌晨", "早上", "早晨", "上午", "中午", "下午", "傍晚", "晚上", "夜里", "昨天", "今天", "明天",
              "月初", "月中", "月底", "月末", "年初", "年中", "年底", "年末")


# Verbs that tell a level or a size at one time (held, contained, weighed, was), not an amount done: two
# levels of one thing are no total ("The tank held 15 liters in the morning and 34 liters in the evening").
STATE_VERBS = frozenset({"hold", "contain", "have", "weigh", "measure", "be", "store", "fit", "remain", "stay", "own"})


def state_verb(word: str) -> bool:
    """Whether `word` (or a word of it: "there were") is a form of a verb of state."""
    return any(w in STATE_VERBS or not verb_lemmas(w).isdisjoint(STATE_VERBS) for w in word.lower().split())


def same_thing(q: Quantity, noun: str, unit: str, compared: bool = False) -> bool:
    """Whether the quantity counts what is asked: one unit (where both say one), and one noun where
    both name one (a noun with more words before it is still that noun: 红苹果 is a 苹果)."""
    if unit in UNIT_KINDS:
        return q.unit in UNIT_KINDS[unit]
    if q.unit and unit and q.unit != unit:
        return False
    if unit.isascii() and unit and not q.unit and q.role != "times" \
            and (q.noun and not q.noun.isascii() or compared):
        return False  # 跳了15下 asked in 米, 比西瓜轻3 asked in 千克: a count or a bare number is no amount of the unit
    if compared and not q.noun:
        return True
    if q.noun and noun:
        return q.noun == noun or (not q.noun.isascii() and (noun in q.noun or q.noun in noun))
    return True


def counted_alike(a: Quantity, b: Quantity) -> bool:
    """Whether two amounts a reading combines count one thing, whatever the question names: one unit
    (12 hours and 5 days, 12个 and 5本 do not), no unit beside a named count (12 laps and 5 miles, 12
    apples and $5), and one noun where both name one (12 books and 5 magazines, 苹果 and 橘子)."""
    if a.unit != b.unit and (a.unit and b.unit or (b.noun if a.unit else a.noun)):
        return False
    if not (a.noun and b.noun) or same_thing(a, b.noun, ""):
        return True
    # 红苹果 and 青苹果 are apples, 红车 and 蓝车 cars; 苹果 and 芒果, 黄瓜 and 西瓜 are not one thing
    return not a.noun.isascii() and len(a.noun) > 1 and len(b.noun) > 1 and a.noun[0] in KINDS_ZH \
        and b.noun[0] in KINDS_ZH and a.noun[1:] == b.noun[1:]


# The one-character words before a Chinese noun that tell its kinds apart (colour, size, age)
KINDS_ZH = frozenset("红橙黄绿青蓝紫黑白灰粉大小长短新旧")


def per_matches(count: Quantity, per: str) -> bool:
    """Whether a count counts what a rate is per: "7 boxes" and "each box"; 7盒 and 每盒, 6排座位 and 每排."""
    if not per:
        return False
    if count.unit == per:
        return True
    if per.isascii():
        return not count.unit and count.noun == per
    return (count.unit + count.noun).startswith(per) or count.noun.startswith(per)


def without_part_negation(tokens: list[Tok]) -> list[Tok]:
    """The tokens less a question's "not" / 不是 before the word a part was named by ("19 of them are
    dark … how many are not dark", 其中白色的 … 不是白色的), and 其中 (some of the whole): the rest of
    the whole, which roles.py reads."""
    named = {tokens[i + 1].value for i, t in enumerate(tokens[:-1])
             if t.value in ("are", "is", "were", "中", "其中") and tokens[i + 1].type == "WORD"}

    def after(i: int, k: int) -> str:
        return tokens[i + k].value if i + k < len(tokens) else ""

    def unsaid(i: int, t: Tok) -> bool:
        if t.value == "其":
            return after(i, 1) == "中"
        return t.value in ("not", "不") and (after(i, 1) in named or after(i, 1) == "是" and after(i, 2) in named)

    return [t for i, t in enumerate(tokens) if not unsaid(i, t)]


TITLES = frozenset({"mr", "mrs", "ms", "dr", "prof", "st"})
_WHEN_ALONE = frozenset({"later", "then", "afterwards", "next", "after that", "now"})


def clauses(tokens: list[Tok]) -> list[list[Tok]]:
    out: list[list[Tok]] = [[]]
    for k, t in enumerate(tokens):
        if t.type == "COMMA" or t.type == "MINUS" and 0 < k < len(tokens) - 1 and tokens[k - 1].type != "NUM" \
                and tokens[k + 1].type == "HOW_MANY":  # "… among 12 kids - how many litres per kid?"
            if out[-1]:
                out.append([])
        else:
            out[-1].append(t)
    if not out[-1]:
        out.pop()
    # "Later, Joyce buys 13 erasers": a when said before a comma belongs to the clause after it
    for k in range(len(out) - 2, -1, -1):  # "Mrs. Hilt bought 2 pizzas": a title's period ends no clause
        if len(out[k]) == 1 and out[k][0].value in _WHEN_ALONE or out[k][-1:] and out[k][-1].value in TITLES:
            out[k:k + 2] = [out[k] + out[k + 1]]
    out = moved_after(out)  # "On Tuesday, she baked 9 more": said after its clause (lead_ins_en.py, h/add25)
    if len(out) == 1 and any(t.value == "if" for t in out[0]):
        # "How many stickers does Mia have left if she had 45 and gave away 18?": the story after "if"
        at = next(i for i, t in enumerate(out[0]) if t.value == "if")
        if any(t.type == "NUM" for t in out[0][:at]) or not any(t.type == "NUM" for t in out[0][at:]):
            raise Unclear("a condition, not the story")
        out = [out[0][at + 1:], out[0][:at]]
    if len(out) < 2:
        raise Unclear("a story and its question")
    return out


def parts(clause: list[Tok]) -> list[list[Tok]]:
    """A clause split at "and" / 和 before an amount of its own: one quantity a part."""
    out: list[list[Tok]] = [[]]
    for k, t in enumerate(clause):
        if t.type in ("AND", "THEN") or t.value in ("和", "but"):  # "has 8 orange balloons but lost 2 of them"
            if out[-1]:  # "…, and gave 27 apples to Melanie": the comma already ended the part before
                out.append([])
        elif t.type == "FOR" and clause[k + 1:k + 2] and clause[k + 1].type == "NUM" \
                and any(x.type == "NUM" for x in out[-1]) and part_has_rate(out[-1]):
            out.append([Tok("FOR", t.value, t.pos)])  # "$386 a month for 48 months": the count of months
        elif t.value in AMONG or AMONG_ZH.search(t.value):
            among = [Tok("AMONG", t.value, t.pos)]  # "shared among 8 children", 平均分给8个小朋友
            if out[-1] and not any(x.type == "NUM" for x in out[-1]) and t.value.isascii():
                among = [*out[-1], *among]  # "If he shares them among 99 friends": who shares what, and among whom
                out[-1] = []
            out[-1:] = [out[-1], among] if out[-1] else [among]  # "…，分给3个孩子": a clause of its own
        else:
            out[-1].append(t)
    out = [piece for part in out for piece in _split_after_amount(part)]
    for part in out:
        if sum(t.type == "NUM" for t in part) != 1 and not unknown_amount(part):
            raise Unclear("one quantity a part")
    return out


def unknown_amount(part: list[Tok]) -> bool:
    """"Andre gave her some more flowers", "Carla has some marbles": an amount not told, and no number."""
    return not any(t.type == "NUM" for t in part) and [t.value for t in part].count("some") == 1


def part_has_rate(part: list[Tok]) -> bool:
    """"$386 a month", "12 km per hour": a part whose amount is per something (before a "for")."""
    return any(t.type == "MEI" for t in part) or any(t.type in UNIT_TYPES for t in part[-1:])


def _split_after_amount(part: list[Tok]) -> list[list[Tok]]:
    """"有500元取出180元": the lexicon drops a comma before some words (取); a Chinese amount and its
    unit, then a word that is no noun, start a new part."""
    for k in range(1, len(part) - 1):
        if part[k - 1].type == "NUM" and part[k].type in ("UNIT", "MEASURE") and part[k + 1].type != "WORD" \
                and not part[k + 1].value.isascii() and any(t.type == "NUM" for t in part[k + 1:]):
            return [part[:k + 1], *_split_after_amount(part[k + 1:])]
    return [part]


def number_at(tokens: list[Tok], i: int, slots: Amounts) -> tuple[str, Fraction, str]:
    if tokens[i].value in slots.counts_zh:
        counted = slots.counts_zh[tokens[i].value]
        return counted.text, counted.value, ""
    if tokens[i].value in slots.measured:
        return (*slots.measured[tokens[i].value], "")  # so many things: a count, no unit
    if tokens[i].value in slots.fractions:
        amount = slots.fractions[tokens[i].value]
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        unit = unit_key(following.value) if following is not None and following.type in ("UNIT", *UNIT_TYPES) else ""
        return amount.text, amount.value, unit
    n = slots.number(tokens[i].value)
    if n.percent or n.ordinal or n.value < 0:
        raise Unclear("a percentage, an ordinal or a sign")
    own = money_unit(n.unit or "")  # "$22 an hour": the money written with the number, not the hour after it
    unit = own or amount_unit(tokens, i, slots)
    following = tokens[i + 1].type if i + 1 < len(tokens) else ""
    if unit and not (own or canonical_unit(unit) or money_unit(unit) or following in ("UNIT", "MEASURE", *UNIT_TYPES)):
        unit = ""  # "12 apples": perception's word after the number is a noun here, not a unit
    return n.plain(), Fraction(n.value), unit


# A word's base form is the same on every request; one not kept costs lemminflect 15–35 µs. The stories'
# words and their two forms asked (NOUN, VERB) pass 4096: a smaller cache drops a word just before it comes back.
@lru_cache(maxsize=1 << 15)
def lemma(word: str, upos: str) -> str:
    found = getLemma(word, upos=upos)
    return found[0] if found else word


def unit_word(word: str) -> str:
    """A unit word as amount_unit names it: money, a canonical unit, else the word (a measure word)."""
    return money_unit(word) or canonical_unit(word) or word


@lru_cache(maxsize=1 << 15)  # a word's key never changes; a story asks it of the same few words a dozen times
def unit_key(word: str) -> str:
    """A unit or a counted noun as one key: "hours" and "hour" are h, "gallons" and "gallon" meet."""
    known = money_unit(word) or canonical_unit(word)
    return known or (lemma(word, "NOUN") if word.isascii() else word)


def part_of_one_thing(q: Quantity, ask: Ask) -> bool:
    """"baked 1.5 more cupcakes": English things counted one by one (the noun said, or the one asked) gained in a part
    of one. A part held or taken away is a portion ("had 2.5 pizzas", "ate 0.75 pizza"), and "0.2 bag of flour",
    "2.5 kg" are amounts of a stuff or a unit: those may be."""
    noun = q.noun or ask.noun
    return q.value.denominator != 1 and q.role == "gain" and not q.unit and not q.of and bool(noun) and noun.isascii()
