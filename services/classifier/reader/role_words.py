"""The clauses of a one-step word problem as quantities with roles, and its question (for roles.py).

English verbs are looked up by their base form (lemminflect, already a dependency: "gave", "flew",
"popped" are give, fly, pop), so each class lists base forms only; Chinese verbs are listed as
written. WordNet's verb groups were not used: they put buy, sell, give and get in one group
(possession), and the direction, which is the role, is not in them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from lemminflect import getLemma

from ..slots import Slots
from .lexicon import Tok
from .story_amounts import amount_at
from .units import MONEY_NAMES, amount_unit, canonical_unit, money_unit


_MONEY_ASKED = frozenset({"cost", "costs", "pay", "paid", "price", "spend", "spent", "earn", "earned", "make", "made",
                          "total", "bill", "charge"})
# The words a question asks an amount by, in either language (roles.py's trigger)
ASK_WORDS = ("多少", "几", "how many", "how much", "how far", "how old", *sorted(_MONEY_ASKED))

# What a question asks an amount in without naming its unit: money ("Cost?"), a length ("how far").
_UNIT_KINDS = {"money": MONEY_NAMES | {"money"}, "length": frozenset({"km", "m", "cm", "mm", "mi", "ft", "in", "yd"})}


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


@dataclass
class Ask:
    kind: str = "plain"  # plain, left, now, total, each, more, fewer, need
    noun: str = ""
    unit: str = ""
    actor: str = ""
    other: str = ""  # "than Finn", 比小亮
    per: str = ""  # "each child", 每个小朋友
    other_part: bool = False  # "not dark", 其他, 不是
    sort: str = ""  # the words before the noun asked ("how many blue balls")
    counts: bool = True  # a count of things (whole), not an amount of a unit
    received: bool = False  # 一共收了多少: what the givers gave, received
    one: bool = False  # asked about one person by a pronoun ("did I run", 我一共): not a group's total
    extra: list[Quantity] = field(default_factory=list)  # a count inside the question ("in 7 boxes")


# --- English verb classes, by base form ---
_HAS_EN = frozenset({"have", "own", "keep", "be", "hold", "contain", "cost", "weigh", "measure"})
_GAIN_EN = frozenset({"buy", "get", "find", "earn", "receive", "win", "collect", "pick", "catch", "save", "make",
                      "bake", "gain", "join", "add", "borrow", "grow", "take in", "get on", "come", "arrive", "plant",
                      "put in", "adopt", "gather", "download", "install", "inherit", "harvest", "order", "bring",
                      "pick up", "deposit"})
_LOSS_EN = frozenset({"give", "give away", "spend", "eat", "sell", "break", "lose", "use", "use up", "pop", "fly away",
                      "drink", "lend", "lend out", "hand out", "donate", "leak out", "leak", "get off", "leave",
                      "withdraw", "pay", "run away", "swim away", "throw away", "burn", "crack", "sell out",
                      "give out", "send", "mail", "fly off", "melt", "spill", "waste", "recycle", "delete",
                      "remove", "discard", "uninstall", "erase", "cancel", "drop", "destroy", "throw out",
                      "trade away", "cut off", "cut"})
# Gains that may open a story as its start ("A baker made 120 muffins and sold 85"); the others add to an
# amount the story does not tell ("I deposited $300 and withdrew $120": what was in the account?)
OPENING_GAINS = frozenset({"make", "bake", "buy", "pick", "catch", "collect", "find", "get", "win", "receive", "grow",
                            "plant", "harvest", "gather", "order", "earn", "买了", "摘了", "钓了", "做了", "折了", "捡到",
                            "捡到了", "收到", "收到了", "赢了", "领了", "种了", "捡了"})
_GIVERS = frozenset({"give", "send", "hand", "lend"})  # "her grandpa gave her 15": the one given to gains
_PARTICLES = frozenset({"away", "out", "off", "on", "in", "up"})
_PRONOUNS_EN = frozenset({"he", "she", "they", "i", "we", "you", "it", "him", "her", "me", "them", "us"})
_SKIP_EN = frozenset({"then", "also", "again", "already", "just", "now", "only", "still", "today", "yesterday"})
_DETERMINERS = frozenset({"a", "an", "the", "some"})
_COMPARATIVES = {"more": "more", "older": "more", "longer": "more", "taller": "more", "higher": "more",
                 "heavier": "more", "bigger": "more", "fewer": "fewer", "less": "fewer", "younger": "fewer",
                 "shorter": "fewer", "lighter": "fewer", "smaller": "fewer", "lower": "fewer"}
_MEASURED = frozenset({"long", "tall", "high", "old", "heavy", "wide", "deep"})  # "7 m tall": the unit's own
_STOPS_EN = frozenset({"of", "at", "on", "in", "to", "for", "from", "than", "with", "into", "and", "each", "per",
                       "that", "which", "who", "as", "times", "there", "do", "does", "did", "can", "will", "would",
                       "could", "should", "must"}) | frozenset(_COMPARATIVES) | _MEASURED
# Words that end a question's subject search: "how many are left" asks about no one
_NOT_SUBJECTS = frozenset({"left", "still", "now", "not", "in", "on", "there", "to", "each", "altogether", "that",
                           "remaining", "on", "at"})
_ACT_EN = frozenset({"read", "walk", "run", "swim", "drive", "ride", "write", "score", "practice", "study", "work",
                     "jog", "cycle", "hike", "type", "paint", "draw", "fold", "bake", "make", "pick", "catch", "plant"})
_GOAL_EN = frozenset({"want", "need", "plan", "hope"})  # "wants to read 300 pages": a goal
_DONE_AUX = frozenset({"has", "have", "had"})

# --- Chinese verb classes, as written ---
_HAS_ZH = ("原来有", "原有", "本来有", "一共有", "共有", "有", "养了", "是", "高", "长", "重", "宽")
_GAIN_ZH = ("又买了", "买了", "买来", "买", "捡到了", "捡到", "收到了", "收到", "得到", "赢了", "攒了", "攒", "放进去",
            "放进", "倒进", "倒入", "转来", "上来", "拿来", "摘了", "钓了", "做了", "折了", "存入", "存了", "存进", "挣了",
            "赚了", "借来", "领了", "种了", "加了", "来了", "飞来", "捡了", "开来了", "开来", "飞来了", "跑来",
            "游来", "走来", "搬来", "运来", "开进", "飞回")
# Done so many times, only added to more of the same ("周一跑了5.5千米，周日跑了7.25千米，一共跑了多少千米")
_ACT_ZH = ("跑了", "走了", "游了", "骑了", "看了", "读了", "写了", "做了", "练了", "卖出", "卖了")
_LOSS_ZH = ("删掉了", "删掉", "删除了", "删除", "删了", "卸载了", "去掉", "退掉", "吃了", "吃掉", "用了", "用去", "用掉", "花了", "花掉", "送给", "送出去", "送出", "送了", "给了", "卖出了",
            "卖出", "卖了", "卖掉", "借走了", "借走", "借给", "飞走了", "飞走", "运走了", "运走", "开走了", "开走", "丢了",
            "丢失", "打碎了", "打碎", "打破了", "漏掉了", "漏掉", "漏了", "取出", "取走", "捐出去", "捐出", "捐了", "下去",
            "下车", "拿走", "喝了", "喝掉", "扔了", "扔掉", "撕了", "输了", "游走了", "跑走了", "剪掉", "剪去", "寄走")
_GIVERS_ZH = ("给了", "送给", "借给", "给")
_ADVERBS_ZH = re.compile(r"(又|再|已经|还|也|都|一共|总共|共|先|后来|然后|今天|昨天|早上|上午|中午|下午|晚上|这个月|上个月|"
                         r"今年|去年|生日|过年|现在|周[一二三四五六日]|星期[一二三四五六日天]|到站|在[^，]*?[上里])+")
_ONE_ITEM_ZH = re.compile(r"^一[个只张本支条颗块辆件顶把棵座根盒袋瓶包]")
_PRONOUNS_ZH = frozenset({"他", "她", "我", "你", "它", "他们", "她们", "我们"})
_NUM = "#"
_UNIT_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_AMONG = frozenset({"among", "between", "amongst"})
# People (and pets) a possessive names: "my sister" is someone beside the speaker, "my phone" is the speaker's
_PEOPLE = frozenset({"friend", "sister", "brother", "mom", "mum", "dad", "mother", "father", "wife", "husband", "son",
                     "daughter", "boss", "uncle", "aunt", "cousin", "grandma", "grandpa", "grandmother", "grandfather",
                     "family", "kid", "child", "parent", "partner", "colleague", "coworker", "roommate", "neighbor",
                     "teacher", "classmate", "team", "dog", "cat", "baby", "boyfriend", "girlfriend", "niece", "nephew"})
_FIRST_PERSON = frozenset({"i", "we", "me", "us"})
_POSSESSIVES = frozenset({"his", "her", "my", "their", "our", "your"})
_AMONG_ZH = re.compile(r"(分给|平均[切分发]给)$")
_PER_WORDS = frozenset({"a", "an", "per", "every", "each"})
_PLACES = frozenset({"to", "at", "on", "in", "for", "from"})
_SHARED = re.compile(r"((are|is|were|was) )?(shared|split|divided)( equally| evenly)?")


class Amounts:
    """The request's numbers as roles.py reads them: each slot, and each fraction or mixed number written
    tight (3/4, 2又1/2: story_amounts.py) as one amount, so that a clause still holds one."""

    def __init__(self, tokens: list[Tok], slots: Slots) -> None:
        self.slots, self.text, self.fractions = slots, slots.text, {}
        self.tokens: list[Tok] = []
        i = 0
        while i < len(tokens):
            found = amount_at(tokens, i, slots) if tokens[i].type == "NUM" else None
            if found is not None and found.fraction:
                after = tokens[found.end] if found.end < len(tokens) else None
                if after is None or after.type not in ("UNIT", "MEASURE", "WORD", *_UNIT_TYPES) \
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
            self.tokens.append(tokens[i])
            i += 1

    def number(self, value: str):  # noqa: ANN201 - the slots' NumberMention
        return self.slots.number(value)


def ask_of(tokens: list[Tok], slots: Amounts) -> Ask:
    """The question: the last clause."""
    clauses = _clauses(tokens)
    question = clauses[-1]
    zh = not any(t.value.isascii() and t.value[:1].isalpha() for t in question)
    at = [i for i, t in enumerate(question) if t.type == "NUM"]
    if len(at) > 1:
        raise Unclear("one count in the question")
    count = None
    if at:  # "how many crayons are in 7 boxes", 7盒一共有多少支蜡笔: a count of what a rate is per
        i = at[0]
        text, value, unit = _number(question, i, slots)
        end = i + 1
        while end < len(question) and question[end].type in ("WORD", "MEASURE") \
                and not (zh and question[end].value.startswith(("一共", "有", "要", "重", "能", "可以"))) \
                and not (not zh and _verb_at([question[end].value], 0)[0]):
            end += 1
        words = [t.value for t in question[i + 1:end]]
        noun = "".join(words) if zh else (_lemma(words[-1], "NOUN") if words else "")
        if unit:
            unit, noun = unit_key(unit), ""  # "in 36 hours", "on 11 gallons", "$1,540": an amount of a unit
            end = i + 2 if question[i + 1:i + 2] and question[i + 1].value.strip() in (unit, "gallons", "gallon") \
                or question[i + 1:i + 2] and unit_key(question[i + 1].value) == unit else i + 1
        if not noun and not unit or unit and noun and not zh:
            raise Unclear("a count of things in the question")
        count = Quantity(text, value, "count", unit=unit, noun=noun)
        question = question[:i] + question[end:]
    ask = _ask_zh(question, slots) if zh else _ask_en(question, slots)
    if count is not None:
        ask.extra.append(count)
    return ask


def quantities_of(tokens: list[Tok], slots: Amounts) -> list[Quantity]:
    clauses = _clauses(tokens)
    out: list[Quantity] = []
    for clause in clauses[:-1]:
        first = len(out)
        for part in _parts(clause):
            zh = not any(t.value.isascii() and t.value[:1].isalpha() for t in part)
            elided = out[-1] if len(out) > first else None
            out.append(_quantity_zh(part, slots, out, elided) if zh else _quantity_en(part, slots, out, elided))
    return out


def same_thing(q: Quantity, noun: str, unit: str, compared: bool = False) -> bool:
    """Whether the quantity counts what is asked: one unit (where both say one), and one noun where
    both name one (a noun with more words before it is still that noun: 红苹果 is a 苹果)."""
    if unit in _UNIT_KINDS:
        return q.unit in _UNIT_KINDS[unit]
    if q.unit and unit and q.unit != unit:
        return False
    if compared and not q.noun:
        return True
    if q.noun and noun:
        return q.noun == noun or (not q.noun.isascii() and (noun in q.noun or q.noun in noun))
    return True


def per_matches(count: Quantity, per: str) -> bool:
    """Whether a count counts what a rate is per: "7 boxes" and "each box"; 7盒 and 每盒, 6排座位 and 每排."""
    if not per:
        return False
    if count.unit:
        return count.unit == per
    if per.isascii():
        return count.noun == per
    return (count.unit + count.noun).startswith(per) or count.noun.startswith(per) or per == count.unit


def without_part_negation(tokens: list[Tok]) -> list[Tok]:
    """The tokens less a question's "not" / 不是 before the word a part was named by ("19 of them are
    dark … how many are not dark", 其中白色的 … 不是白色的), and 其中 (some of the whole): the rest of
    the whole, which roles.py reads."""
    named = {tokens[i + 1].value for i, t in enumerate(tokens[:-1])
             if t.value in ("are", "is", "were", "中", "其中") and tokens[i + 1].type == "WORD"}
    return [t for i, t in enumerate(tokens) if not (t.value == "其" and tokens[i + 1:i + 2] and tokens[i + 1].value == "中")
            and not (t.value in ("not", "不") and tokens[i + 1:i + 2]
                                                     and (tokens[i + 1].value in named
                                                          or tokens[i + 1].value == "是" and tokens[i + 2:i + 3]
                                                          and tokens[i + 2].value in named))]


def _clauses(tokens: list[Tok]) -> list[list[Tok]]:
    out: list[list[Tok]] = [[]]
    for t in tokens:
        if t.type == "COMMA":
            if out[-1]:
                out.append([])
        else:
            out[-1].append(t)
    if not out[-1]:
        out.pop()
    if len(out) == 1 and any(t.value == "if" for t in out[0]):
        # "How many stickers does Mia have left if she had 45 and gave away 18?": the story after "if"
        at = next(i for i, t in enumerate(out[0]) if t.value == "if")
        if any(t.type == "NUM" for t in out[0][:at]) or not any(t.type == "NUM" for t in out[0][at:]):
            raise Unclear("a condition, not the story")
        out = [out[0][at + 1:], out[0][:at]]
    if len(out) < 2:
        raise Unclear("a story and its question")
    return out


def _parts(clause: list[Tok]) -> list[list[Tok]]:
    """A clause split at "and" / 和 before an amount of its own: one quantity a part."""
    out: list[list[Tok]] = [[]]
    for k, t in enumerate(clause):
        if t.type in ("AND", "THEN") or t.value == "和":
            out.append([])
        elif t.type == "FOR" and clause[k + 1:k + 2] and clause[k + 1].type == "NUM" \
                and any(x.type == "NUM" for x in out[-1]) and part_has_rate(out[-1]):
            out.append([Tok("FOR", t.value, t.pos)])  # "$386 a month for 48 months": the count of months
        elif t.value in _AMONG or _AMONG_ZH.search(t.value):
            out.append([Tok("AMONG", t.value, t.pos)])  # "shared among 8 children", 平均分给8个小朋友
        else:
            out[-1].append(t)
    out = [piece for part in out for piece in _split_after_amount(part)]
    for part in out:
        if sum(t.type == "NUM" for t in part) != 1:
            raise Unclear("one quantity a part")
    return out


def part_has_rate(part: list[Tok]) -> bool:
    """"$386 a month", "12 km per hour": a part whose amount is per something (before a "for")."""
    return any(t.type == "MEI" for t in part) or any(t.type in _UNIT_TYPES for t in part[-1:])


def _split_after_amount(part: list[Tok]) -> list[list[Tok]]:
    """"有500元取出180元": the lexicon drops a comma before some words (取); a Chinese amount and its
    unit, then a word that is no noun, start a new part."""
    for k in range(1, len(part) - 1):
        if part[k - 1].type == "NUM" and part[k].type in ("UNIT", "MEASURE") and part[k + 1].type != "WORD" \
                and not part[k + 1].value.isascii() and any(t.type == "NUM" for t in part[k + 1:]):
            return [part[:k + 1], *_split_after_amount(part[k + 1:])]
    return [part]


def _number(tokens: list[Tok], i: int, slots: Amounts) -> tuple[str, Fraction, str]:
    if tokens[i].value in slots.fractions:
        amount = slots.fractions[tokens[i].value]
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        unit = unit_key(following.value) if following is not None and following.type in ("UNIT", *_UNIT_TYPES) else ""
        return amount.text, amount.value, unit
    n = slots.number(tokens[i].value)
    if n.percent or n.ordinal or n.value < 0:
        raise Unclear("a percentage, an ordinal or a sign")
    own = money_unit(n.unit or "")  # "$22 an hour": the money written with the number, not the hour after it
    unit = own or amount_unit(tokens, i, slots)
    following = tokens[i + 1].type if i + 1 < len(tokens) else ""
    if unit and not (own or canonical_unit(unit) or money_unit(unit) or following in ("UNIT", "MEASURE", *_UNIT_TYPES)):
        unit = ""  # "12 apples": perception's word after the number is a noun here, not a unit
    return n.plain(), Fraction(n.value), unit


# --- English ---

@lru_cache(maxsize=4096)
def _lemma(word: str, upos: str) -> str:
    found = getLemma(word, upos=upos)
    return found[0] if found else word


def _words(part: list[Tok]) -> list[tuple[str, str]]:
    return [(w, t.type) for t in part for w in (t.value.split() if t.type != "NUM" else [_NUM])]


def _verb_at(words: list[str], k: int) -> tuple[str, int]:
    """The verb (with its particle) at words[k], by base form, and the words it takes; "" for none."""
    base = _lemma(words[k], "VERB")
    if k + 1 < len(words) and words[k + 1] in _PARTICLES:
        phrase = f"{base} {words[k + 1]}"
        if phrase in _GAIN_EN | _LOSS_EN:
            return phrase, 2
    if base in _GAIN_EN | _LOSS_EN | _HAS_EN | _GOAL_EN | _ACT_EN or base in _GIVERS:
        return base, 1
    return "", 0


def _role_of_verb(verb: str) -> str:
    if verb in _HAS_EN:
        return "has"
    if verb in _GAIN_EN:
        return "gain"
    if verb in _LOSS_EN:
        return "loss"
    if verb in _ACT_EN:
        return "act"  # "read 45 pages": only added to more of the same
    raise Unclear(f"a verb outside the classes: {verb}")


def _actor_en(words: list[str]) -> str:
    """The subject: its last word ("the bakery" → bakery, "Tom" → tom); "" for a pronoun or none."""
    rest = [w for w in words if w not in _DETERMINERS and w not in _SKIP_EN]
    if rest[-1:] and rest[-1] in _FIRST_PERSON:
        return "i"  # the speaker, never a third person the story names
    if not rest or rest[-1] in _PRONOUNS_EN or rest == ["there"]:
        return ""
    if len(rest) > 2 or rest[0] in ("his", "her", "my", "their", "our", "your") and len(rest) == 1:
        raise Unclear("a subject this reader does not read")
    if rest[0] in ("my", "our") and _lemma(rest[-1], "NOUN") not in _PEOPLE:
        return "i"  # "my phone had 86 apps … I deleted 19": the speaker's own
    if rest[0] in ("his", "her", "my", "their", "our", "your"):
        return " ".join(rest)  # "her sister": someone else
    return rest[-1] if len(rest) == 1 else " ".join(rest)


def _noun_en(words: list[str], types: list[str]) -> tuple[str, int]:
    """The noun phrase after an amount: its head noun's base form, and how many words it takes."""
    k = 0
    while k < len(words) and types[k] in ("WORD", "UNIT", "MEASURE") and words[k] not in _STOPS_EN \
            and not _verb_at(words, k)[0] and not (words[k].endswith("ed") and k):
        k += 1
    head = words[k - 1] if k else ""
    return (_lemma(head, "NOUN") if head else ""), k


def _quantity_en(part: list[Tok], slots: Amounts, before: list[Quantity], elided: Quantity | None) -> Quantity:
    """One part's quantity; `elided` is the quantity before it in the same clause, whose verb and
    subject a part without its own carries on ("read 45 pages on Monday and 38 pages on Tuesday")."""
    pairs = _words(part)
    words, types = [w for w, _ in pairs], [t for _, t in pairs]
    at = words.index(_NUM)
    i = next(j for j, t in enumerate(part) if t.type == "NUM")
    text, value, unit = _number(part, i, slots)
    unit = unit_key(unit) if unit else ""
    head, after, after_types = words[:at], words[at + 1:], types[at + 1:]
    if unit and after and after_types[0] in _UNIT_TYPES and unit_key(after[0]) == unit:
        after, after_types = after[1:], after_types[1:]
        if after[:1] == ["of"]:
            after, after_types = after[1:], after_types[1:]
    if len(after) >= 2 and after[0] in _PER_WORDS and after_types[1] in ("WORD", "UNIT", "MEASURE", *_UNIT_TYPES):
        return _rate_after_en(Quantity(text, value, "rate", unit=unit), head, after)
    if len(after) >= 2 and after[-2:-1] == ["in"] and re.search(re.escape(part[i].value) + r" \w+ in (a|an|each|every) "
                                                               + re.escape(after[-1]), slots.text) \
            and head in (["there", "are"], ["there", "is"]):
        # "There are 7 days in a week": so many per one of the last
        q = _rate_after_en(Quantity(text, value, "has", unit=unit, noun="" if unit else _lemma(after[0], "NOUN")),
                           ["there", "are"], ["a", after[-1]], unitless=True)
        return q  # a state that is a rate only where a count of what it is in follows (25 fish in a pond)
    if after[:1] == ["each"] and (len(after) == 1 or after[1] in _PLACES) and len(head) >= 2:
        # "Tickets are 18 dollars each": so much per one of the subject
        return _rate_after_en(Quantity(text, value, "rate", unit=unit), head[-1:], ["each", head[-2], *after[1:]])
    if after and re.search(re.escape(part[i].value) + r" an? " + re.escape(after[0]), slots.text):
        # "$38 a can", "$22 an hour": the lexicon drops the article, the slotted text keeps it
        return _rate_after_en(Quantity(text, value, "rate", unit=unit), head, ["a", *after])
    noun, size = _noun_en(after, after_types)
    tail = after[size:]
    of = ""
    if (noun or unit) and tail[:1] == ["of"] and len(tail) >= 2 and tail[1] not in ("them", "which", "it") \
            and not _verb_at(tail, 1)[0]:
        of, tail = _lemma(tail[1], "NOUN"), tail[2:]  # "250 bottles of water": bottles (of water)
    if len(tail) in (2, 3) and (tail[:2] in (["for", "each"], ["for", "every"]) and len(tail) == 3
                                or tail[0] in ("per", "each", "every") and len(tail) == 2):
        # "5/8 yard of fabric for each pillow", "3 eggs per cake": so much per one of the last noun
        q = Quantity(text, value, "rate", unit=unit, noun=noun, of=of, per=unit_key(tail[-1]))
        if len(head) > 4 or any(w in _COMPARATIVES for w in head):
            raise Unclear("a rate said with more words")
        return q
    if tail[:1] == ["more"] and len(tail) == 2 and not noun:
        noun, tail = _lemma(tail[1], "NOUN"), ["more"]  # "buys 8 more cows"
    q = Quantity(text, value, "has", unit=unit, noun=noun, sort=" ".join(after[:max(size - 1, 0)]), of=of)
    if types[:1] == ["AMONG"]:
        if head != [words[0]] or tail:
            raise Unclear("shared among more words")
        q.role = "among"
        return q
    if not head and _SHARED.fullmatch(" ".join(tail)):
        q.verb = "share"
        return q
    rates = [b for b in before if b.role == "rate"]
    if (any(per_matches(q, b.per) for b in rates) or len(rates) == 1 and not q.noun and not q.unit) \
            and len(head) <= 4 and (not tail or tail[0] in _PLACES and len(tail) <= 3):
        q.role = "count"  # "and the bedroom needs 3 cans", "I filled up 12 gallons": so many of what a rate is per
        return q
    if head[:2] in (["a", *head[1:2]], ["an", *head[1:2]], ["one", *head[1:2]]) and head[2:3] == ["of"] \
            and len(head) == 5:
        head = head[:2] + head[4:]  # "a bag of rice weighs 5 kg": per bag
    if head[:1] and head[0] in ("a", "an", "one") and len(head) == 4 and _verb_at(head, 3)[0] in _HAS_EN \
            and not _verb_at(head, 1)[0] and not _verb_at(head, 2)[0]:
        # "a movie ticket is $13": per ticket; "a red rope is 18 m long": the red rope's
        q = _rate_en(q, [head[0], head[2], head[3]], tail)
        q.actor = f"{head[1]} {head[2]}"
        return q
    if head[:1] and (head[0] in ("each", "every") or head[0] in ("a", "an", "one") and len(head) == 3
                     and _verb_at(head, 2)[0] in _HAS_EN):
        return _rate_en(q, head, tail)
    if head[:1] and head[0] in ("at", "in", "on", "after", "during") and not any(_verb_at(head, k)[0] for k in range(len(head))):
        head = []  # "At the stop 12 got off": where, then the amount as the subject
    verb, vat, used = "", -1, 0
    for k in range(len(head)):
        verb, used = _verb_at(head, k)
        if verb:
            vat = k
            break
    if vat >= 0:
        _subject_verb(q, head, vat, verb, used, elided)
    elif head:
        raise Unclear("an amount with no verb before it")
    elif elided is not None and not any(_verb_at(tail, k)[0] for k in range(len(tail))):
        q.actor, q.verb, q.role = elided.actor, elided.verb, elided.role  # "… and 38 pages on Tuesday"
    elif not tail:
        raise Unclear("an amount with no verb")
    return _tail_en(q, tail, before)


def _rate_after_en(q: Quantity, head: list[str], after: list[str], unitless: bool = False) -> Quantity:
    """"Paint costs $38 a can", "32 miles per gallon", "£18.50 an hour for babysitting": so many of a
    unit per one of a noun or unit; the verb before it only says who (the units say the rest)."""
    if not q.unit and not {"cost", "costs"}.isdisjoint(head):
        q.unit = "money"  # "bananas cost 0.59 a pound": a price, in the money the question asks
    if not q.unit and not unitless or len(head) > 4 or any(w in _COMPARATIVES or w == "by" for w in head):
        raise Unclear("a rate of what, or a change of a rate")
    q.per = unit_key(after[1])
    subject = [w for w in head if w not in _DETERMINERS]
    if len(subject) >= 2 and subject[-2] not in _PRONOUNS_EN and subject[-2] not in _POSSESSIVES \
            and subject[-2] != "there":
        q.of = _lemma(subject[-2], "NOUN")  # "apples are $2 a pound": what is priced
    tail = after[2:]
    if tail and (tail[0] not in _PLACES or len(tail) > 3):
        raise Unclear("words after a rate")
    return q


def _rate_en(q: Quantity, head: list[str], tail: list[str]) -> Quantity:
    """"each box holds 12", "a spider has 8 legs", "a pear costs 3 dollars": so many per one of a noun."""
    verb, used = _verb_at(head, 2)
    if not verb or head[0] not in ("each", "every") and verb not in _HAS_EN or len(head) != 2 + used:
        raise Unclear("a rate said with more words")  # "each student needs 3": any verb of a class
    q.per = _lemma(head[1], "NOUN")
    q.role = "rate" if head[0] in ("each", "every") else "has"
    q.actor = "" if q.role == "rate" else q.per
    if q.role == "rate" and tail or tail and tail[0] not in _MEASURED and tail[:1] != ["times"]:
        raise Unclear("words after a rate")
    return _tail_en(q, tail, []) if tail else q


def _subject_verb(q: Quantity, head: list[str], vat: int, verb: str, used: int, elided: Quantity | None) -> None:
    q.actor, q.verb = _actor_en(head[:vat]), verb
    between = head[vat + used:]
    if between in (["a"], ["an"], ["the"]) and q.unit in MONEY_NAMES:
        between = []  # "paid a $95 phone bill": the money is the bill's
    if head[vat] in _DONE_AUX and verb == "have" and between:
        # "Leo has placed 342", "she has read 185 pages": what is done so far
        if len(between) != 1 or not (between[0].endswith("ed") or _lemma(between[0], "VERB") in _ACT_EN):
            raise Unclear("words between the verb and its amount")
        q.role, q.verb = "done", _lemma(between[0], "VERB")
        return
    if verb in _GIVERS and between and between[0] not in _DETERMINERS:
        # "her grandpa gave her 15 coins": the one given to gains it
        if between[0] not in _PRONOUNS_EN or len(between) != 1:
            raise Unclear("given to someone else")
        q.actor, q.role, q.verb = "i" if between[0] in _FIRST_PERSON else "", "gain", "given"
        return
    if verb in _GIVERS and not between and q.actor and elided is not None and elided.verb == "given":
        q.actor, q.role = elided.actor, "gain"  # "Grandma sent me $50 and my uncle sent 35": to me as well
        q.verb = "given"
        return
    if verb in _GOAL_EN:
        if between[:1] != ["to"] or len(between) != 2:
            raise Unclear("a goal said with more words")
        q.role = "need"
        return
    q.role = _role_of_verb(verb)
    if between:
        raise Unclear("words between the verb and its amount")


def _tail_en(q: Quantity, tail: list[str], before: list[Quantity]) -> Quantity:
    if tail[:1] and tail[0] in _MEASURED and q.unit:
        tail = tail[1:]  # "7 m tall", "12 years old"
    if not tail:
        if q.verb == "" and q.role == "has" and not q.per:
            raise Unclear("no verb")
        return q
    if tail == ["more"]:
        if q.role not in ("gain", "has", "act"):
            raise Unclear("more of a loss")
        q.role = "act" if q.role == "act" else "gain"  # "ran 1 3/4 miles more": more of the same doing
        return q
    if tail[0] in _COMPARATIVES and "than" in tail:
        than = tail.index("than")
        if len(tail[1:than]) > 1:
            raise Unclear("a comparison with more words")
        if tail[1:than]:
            q.noun = _lemma(tail[1], "NOUN")
        q.role, q.other = _COMPARATIVES[tail[0]], _named(tail[than + 1:])
        return q
    if tail[:1] == ["times"] and tail[1:2] == ["as"] and len(tail) >= 3:
        rest = tail[3:]
        if tail[2] not in ("many", "much") and tail[2] not in _MEASURED:
            raise Unclear("a multiple of what")
        if rest[1:2] == ["as"] and rest[0] != "as":
            q.noun, rest = _lemma(rest[0], "NOUN"), rest[1:]  # "3 times as many books as Sue"
        if rest[:1] == ["as"]:
            q.other = _named(rest[1:])
        elif rest:
            raise Unclear("a multiple with more words")
        elif before:
            q.other = before[-1].actor  # "a melon costs 4 times as much": as the thing just named
        q.role = "times"
        return q
    if tail[:2] in (["of", "them"], ["of", "which"]):
        if q.verb:
            if len(tail) > 2 and tail[2] not in ("at", "on", "in", "to", "for") or len(tail) > 5:
                raise Unclear("words after a part")
            return q  # "He loses 7 of them at school": of what the story counts
        if not before or tail[2:3] not in (["are"], ["were"], ["is"]) or len(tail) != 4:
            raise Unclear("a part named with more words")
        q.role, q.noun, q.other = "part", "", tail[3]
        return q
    if q.verb == "" and len(tail) == 2 and tail[0] in ("are", "is", "were", "was"):
        if before and not _verb_at(tail, 1)[0] and tail[1] not in _STOPS_EN:
            q.role, q.other = "part", tail[1]  # "63 candies are red": a part of the whole before
            return q
        verb, _ = _verb_at(tail, 1)
        if verb and verb not in _HAS_EN:
            q.verb, q.role = verb, _role_of_verb(verb)  # "17 sheep were sold"
            return q
    if q.verb == "":
        # "19 flew away", "6 popped", "12 got off": the amount is the subject
        verb, used = _verb_at(tail, 0)
        if not verb or len(tail) != used:
            raise Unclear("an amount with a verb this reader does not read")
        q.verb, q.role = verb, _role_of_verb(verb)
        return q
    if tail[0] in _PLACES and len(tail) <= (4 if tail[0] in ("in", "at") else 3) and _PER_WORDS.isdisjoint(tail):
        return q  # "gave 20 to her friend", "spent 12 dollars on lunch", "to make a bracelet", "in June"
    raise Unclear("words after the amount")


def _named(words: list[str]) -> str:
    """The one named after "than" / "as": "Liam", "the tree", "her brother", "Dan has"."""
    names = [w for w in words if w not in ("has", "have", "had", "does", "did", "do") and w not in _DETERMINERS]
    if len(names) == 2 and names[0] in _POSSESSIVES:
        return " ".join(names)
    if len(names) != 1:
        raise Unclear("compared with whom")
    return names[0]


def _ask_en(question: list[Tok], slots: Amounts) -> Ask:
    pairs = _words(question)
    words, types = [w for w, _ in pairs], [t for _, t in pairs]
    said = f" {' '.join(words)} "
    ask = Ask()
    if " how old " in said:
        ask.noun, ask.counts, at = "year", False, words.index("old") + 1
    elif "how many" in said or " how much " in said:
        at = next(k for k, w in enumerate(words) if w == "how") + 2
        ask.counts = " how much " not in said  # "how much water": an amount, not a count
    elif " add up to " in said or " adds up to " in said or " come to " in said or " comes to " in said:
        ask.kind, ask.counts = "total", False  # "What do all the payments add up to?"
        return ask
    elif " how far " in said:
        ask.unit, ask.counts, at = "length", False, words.index("far") + 1
    elif not _MONEY_ASKED.isdisjoint(words) and len(words) <= 6:
        ask.unit, ask.counts = "money", False  # "Cost?", "what did I pay?", "cost of the paint"
        return ask
    else:
        raise Unclear("no count asked")
    rest, rtypes = words[at:], types[at:]
    if rest and rtypes[0] in _UNIT_TYPES:
        ask.unit, rest, rtypes, ask.counts = _unit_word(rest[0]), rest[1:], rtypes[1:], False
        if rest[:1] == ["of"]:
            rest, rtypes = rest[1:], rtypes[1:]
    if rest[:1] == ["more"] and "than" not in rest and not _GOAL_EN.isdisjoint(_lemma(w, "VERB") for w in rest):
        ask.kind, rest, rtypes = "need", rest[1:], rtypes[1:]  # "how many more pages does she need"
    compared = rest[0] if rest and rest[0] in _COMPARATIVES else ""
    if compared:
        rest, rtypes = rest[1:], rtypes[1:]
    noun, size = _noun_en(rest, rtypes)
    ask.noun, ask.sort = noun or ask.noun, " ".join(rest[:max(size - 1, 0)])
    rest = rest[size:]
    if compared:
        ask.kind = _COMPARATIVES[compared]
        if "than" in rest:
            than = rest.index("than")
            ask.other, rest = _named(rest[than + 1:]), rest[:than]
    elif ask.kind == "plain":
        ask.kind = _asked_kind(said)
        if ask.kind == "each":
            after = words[words.index("each" if "each" in words else "per") + 1:]
            ask.per = _lemma(after[0], "NOUN") if after else ""
    ask.other_part = " not " in said
    ask.actor = _asker(rest)
    ask.one = not ask.actor and not {"he", "she", "it"}.isdisjoint(rest)
    ask.received = not {"get", "got", "receive", "received"}.isdisjoint(rest)
    return ask


def _asked_kind(said: str) -> str:
    if any(w in said for w in (" left ", " remain ", " remaining ", " still ")):
        return "left"
    if any(w in said for w in (" in total ", " altogether ", " in all ", " total ", " together ", " combined ",
                               " over the weekend ", " in both ", " so far ")):
        return "total"
    if " now " in said:
        return "now"
    if " each " in said or " per " in said:
        return "each"
    return "plain"


def _asker(rest: list[str]) -> str:
    """Who the question asks about: "does tom have" → tom, "is the red rope" → red rope, "does she
    have" or "are left" → "" (the story's one actor)."""
    aux = next((k for k, w in enumerate(rest) if w in ("does", "do", "did", "is", "are", "has", "have", "was")), None)
    if aux is None:
        return ""
    subject = [w for w in rest[aux + 1:] if w not in _DETERMINERS]
    if subject[:1] and subject[0] in _FIRST_PERSON:
        return "i"
    if subject[:1] and subject[0] in _POSSESSIVES and len(subject) > 1 and subject[1] not in _NOT_SUBJECTS \
            and not _verb_at(subject, 1)[0]:
        return " ".join(subject[:2])  # "her sister"
    if not subject or subject[0] in _PRONOUNS_EN or subject[0] in _NOT_SUBJECTS:
        return ""
    if len(subject) > 1 and not _verb_at(subject, 1)[0] and subject[1] not in _NOT_SUBJECTS \
            and subject[1] not in _MEASURED and subject[1] not in _SKIP_EN:
        return " ".join(subject[:2])  # "the red rope"
    return subject[0]


def _unit_word(word: str) -> str:
    """A unit word as amount_unit names it: money, a canonical unit, else the word (a measure word)."""
    return money_unit(word) or canonical_unit(word) or word


def unit_key(word: str) -> str:
    """A unit or a counted noun as one key: "hours" and "hour" are h, "gallons" and "gallon" meet."""
    known = money_unit(word) or canonical_unit(word)
    return known or (_lemma(word, "NOUN") if word.isascii() else word)


# --- Chinese ---

def _zh_text(part: list[Tok]) -> str:
    return "".join(_NUM if t.type == "NUM" else t.value for t in part)


def _quantity_zh(part: list[Tok], slots: Amounts, before: list[Quantity], elided: Quantity | None) -> Quantity:
    i = next(j for j, t in enumerate(part) if t.type == "NUM")
    text, value, unit = _number(part, i, slots)
    measure = part[i + 1].value if i + 1 < len(part) and part[i + 1].type in ("MEASURE", "UNIT") else ""
    head = _zh_text(part[:i])
    tail = _zh_text(part[i + 1 + bool(measure):])
    q = Quantity(text, value, "has", unit=unit or measure)
    if part[0].type == "AMONG":
        if i != 1 or not tail:
            raise Unclear("shared among more words")
        q.role, q.noun = "among", tail
        return q
    if tail.endswith("倍") or tail == "倍":
        m = re.fullmatch(r"(?P<a>.*?)(?:的\w+?)?是(?P<b>.+?)的", head)
        if not m or tail != "倍":
            raise Unclear("a multiple said otherwise")
        q.role, q.actor, q.other, q.unit = "times", _actor_zh(m["a"]) or (before[-1].actor if before else ""), \
            _actor_zh(m["b"]), ""
        return q
    q.noun = tail
    m = re.fullmatch(r"(?P<a>.*?)比(?P<b>.+?)(?P<d>多|少|大|小|长|短|高|矮|重|轻)", head)
    if m:
        q.role = "more" if m["d"] in "多大长高重" else "fewer"
        q.actor, q.other = _actor_zh(m["a"]) or (before[-1].actor if before else ""), _actor_zh(m["b"])
        return q
    m = re.fullmatch(r"(?P<who>[^每给送分]{0,8})每(?P<per>.+?)(装|有|重|是|放|坐|滴|流|走|行|跑|做|写|读|看|打|挣|赚|卖|花|用)?", head)
    if m:
        q.role, q.per = "rate", _unit_word(m["per"])
        return q
    if head.startswith("其中"):
        q.role, q.other = "part", head[2:]
        return q
    if not head:
        if elided is not None:
            q.actor, q.verb, q.role = elided.actor, elided.verb, elided.role  # "13个红苹果和18个青苹果"
            return q
        if before or not tail:
            raise Unclear("an amount with no verb")
        q.role = "count"
        return q
    m = re.fullmatch(r"(?P<a>.*?)平均分给", head)
    if m:
        raise Unclear("shared (the total comes first)")
    if len(head) <= 6 and any(b.role == "rate" and (per_matches(q, b.per) or same_thing(q, b.noun, b.unit)
                                                     and q.unit == b.unit) for b in before):
        q.role = "count"  # "我加了40升", "一共要滴1800滴": so many of what a rate is per, or of its own unit
        return q
    verb = _verb_zh(head)
    if verb is None:
        raise Unclear("a verb outside the classes")
    word, role = verb
    at = head.rfind(word)
    q.actor, q.verb, q.role = _actor_zh(head[:at]), word, role
    between = head[at + len(word):]
    if between.startswith("了"):
        between = between[1:]
    if word in _GIVERS_ZH and not between and q.actor and not (elided or before) or word in _GIVERS_ZH and \
            not between and any(b.role == "given" for b in before):
        q.role = "given"  # "爸妈给了2000，姑姑给了800": given by each, to whom the question says
    elif word in _GIVERS_ZH and between:
        if between in _PRONOUNS_ZH:
            q.actor, q.role = "", "gain"  # "妈妈又给了他25元": he gains it
        # else "送给同学18张": given to another, a loss of the subject
    elif between and role == "has" and not q.noun and word == "有" and not before:
        q.actor = _actor_zh(between)  # "果园里有苹果树120棵": the apple trees, 120 of them
    elif between:
        raise Unclear("words between the verb and its amount")
    if head.startswith("一") and role == "has" and word == "有":
        q.per = q.actor  # "一只蜘蛛有8条腿": 8 legs per 蜘蛛
    return q


def _verb_zh(head: str) -> tuple[str, str] | None:
    found = [(head.rfind(v), len(v), v, role) for role, verbs in (("has", _HAS_ZH), ("gain", _GAIN_ZH), ("loss", _LOSS_ZH),
                                                                 ("act", _ACT_ZH))
             for v in verbs if v in head]
    if not found:
        return None
    found.sort(key=lambda f: (-f[0] - f[1], -f[1]))
    _, _, word, role = found[0]
    return word, role


def _actor_zh(text: str) -> str:
    text = _ONE_ITEM_ZH.sub("", _ADVERBS_ZH.sub("", text))  # "一棵树" is the tree
    text = re.sub(r"(?<=.)的[^的]{1,3}$", "", text)  # "小红的笔": 小红
    if text in ("我", "我们"):
        return "我"  # the speaker
    if text in _PRONOUNS_ZH:
        return ""
    return text


def _ask_zh(question: list[Tok], slots: Amounts) -> Ask:
    text = _zh_text(question)
    ask = Ask()
    m = re.search(r"(多少|几)", text)
    if not m:
        raise Unclear("no count asked")
    before, after = text[:m.start()], text[m.end():]
    k = next((j for j, t in enumerate(question) if t.value.endswith(("多少", "几")) or "多少" in t.value), None)
    if k is not None and k + 1 < len(question) and question[k + 1].type in ("MEASURE", "UNIT"):
        ask.unit = _unit_word(question[k + 1].value)
        after = _zh_text(question[k + 2:])
    elif (unit := re.match(r"[个只张本支条颗块辆人名件顶把页元米升克岁]", after)) is not None:
        ask.unit, after = _unit_word(unit.group()), after[1:]
    ask.noun = re.sub(r"(没看|没拼|没用)$", "", after)
    if ask.noun == "钱" and not ask.unit:
        ask.unit, ask.noun = "money", ""  # 多少钱
    ask.counts = not (money_unit(ask.unit) or canonical_unit(ask.unit))
    ask.received = any(w in before for w in ("收", "得到", "拿到"))
    if "剩" in before or "还有" in before or "还差" in before or "没" in after:
        ask.kind = "left"
    elif "一共" in before or "总共" in before or "共" in before:
        ask.kind = "total"
    elif "现在" in before:
        ask.kind = "now"
    if "每" in before:
        ask.kind = "each"
        ask.per = re.sub(r"^每[个位名]?", "", re.sub(r"(分|得|能分|可以分|坐|有)$", "", before))
    cmp = re.fullmatch(r"(?P<a>.*?)比(?P<b>.+?)(?P<d>多|少|长|短|大|小|高|矮)(?:[^多少]{1,2}了?)?", before)
    if cmp:
        ask.kind = "more" if cmp["d"] in "多长大高" else "fewer"
        ask.actor, ask.other = _actor_zh(cmp["a"]), _actor_zh(cmp["b"])
        return ask
    if before.startswith(("其他", "其余", "不是")) or "不是" in before:
        ask.other_part = True
        return ask
    asked = re.sub(r"(现在一共有|现在有|一共有|还剩|还有|有|是|分|高|长|重)$", "", re.sub(r"(还剩|现在|一共).*$", "", before))
    ask.actor = _actor_zh(asked)
    ask.one = _ADVERBS_ZH.sub("", asked) in ("他", "她", "它")
    return ask
