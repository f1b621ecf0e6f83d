"""The guards that refuse a rate story whose one reading by units may still be wrong: counts divided
with no sharing said, another doing or another doer asked than the story's, money spent asked of
money earned, a thing priced that is not the thing counted, the speaker asked of a named story.

Each guard is a yes/no on the tokens; `read_rate` (rates.py) goes slow on any yes, because a fast
answer must never be wrong.
"""

from __future__ import annotations

import re

from ..slots import Slots
from .tokens import Said, Tok, whole_word_starts
from .money_directions import BOUGHT, EARNED, SAVED, SOLD, SPENT
from .pronouns import is_person_name
from .rate_clauses import Amount, Asked, HAS_VERBS, MONEY_VERBS, TIME_KEYS, VERBS, noun_key
from .role_words import TITLES, lemma
from .units import MONEY_NAMES, UNIT_NAMES, canonical_unit, money_unit
from .vocab_zh import clauses_zh, people_zh, words_zh

# "How many cookies will each friend get" of "12 cookies and 4 friends": two counts, neither a rate, are
# divided only where a sharing is said (in the story or as what each gets)
_SHARING = frozenset({"equally", "evenly", "equal", "same", "share", "shares", "shared", "split", "splits", "divide",
                      "divides", "divided", "distribute", "distributed", "get", "gets", "receive", "receives",
                      "平分", "平均", "均分", "分给", "分成", "分", "每人", "各", "分到"})
# Verbs a question asks with whatever the story's own verb was ("how much does she make", "how many will he need")
_ASKING_VERBS = HAS_VERBS | MONEY_VERBS | frozenset({
    "get", "gets", "receive", "need", "needs", "use", "uses", "fill", "take", "takes", "go", "goes", "do", "does",
    "travel", "travels", "cover", "covers", "cost", "costs", "work", "works"})  # "$22 an hour … hours to work"


def shared_unsaid(amounts: list[Amount], clauses: list[list[Tok]]) -> bool:
    """"Tom has 12 cookies and 4 friends. How many cookies does each friend have?": neither amount is a rate
    (so many per something), and nothing says the cookies are shared out, so a quotient is a guess."""
    if any(v < 0 for a in amounts for v in a.dims.values()) or any(a.owner for a in amounts) \
            or any(canonical_unit(k) or k in MONEY_NAMES or k in UNIT_NAMES or k in TIME_KEYS
                   for a in amounts for k in a.dims):
        return False  # a rate, or a measure (500 m in 6 minutes): no sharing to say
    said = {w for clause in clauses for t in clause for w in t.value.split()}
    return said.isdisjoint(_SHARING) and not any(t.value in _SHARING for clause in clauses for t in clause)


def other_stuff(clauses: list[list[Tok]]) -> bool:
    """"20 miles per gallon of gas … on 5 gallons of milk": the question's stuff is not the story's."""
    def stuff(tokens: list[Tok]) -> set[str]:
        return {tokens[i + 1].value for i in range(len(tokens) - 1) if tokens[i].type == "OF"
                and tokens[i + 1].type == "WORD" and (i + 2 == len(tokens) or tokens[i + 2].type == "COMMA")}
    told, asked = {w for clause in clauses[:-1] for w in stuff(clause)}, stuff(clauses[-1])
    return bool(told and asked and not asked <= told)


def containers_of_another(clauses: list[list[Tok]]) -> bool:
    """"Each box holds 8 crayons. How many crayons are in 5 boxes of markers?": containers counted of a thing
    the request names nowhere else hold something else than the rate's."""
    tokens = [t for clause in clauses for t in clause]
    held = [i + 3 for i in range(len(tokens) - 3) if tokens[i].type == "NUM"
            and tokens[i + 1].type in ("WORD", "UNIT") and noun_key(tokens[i + 1]) not in TIME_KEYS
            and tokens[i + 2].type == "OF" and tokens[i + 3].type == "WORD"]  # "40 hours of work": a time
    def key(t: Tok) -> str:
        return noun_key(t) if t.type in ("WORD", "UNIT") else t.value
    # the containers a rate says what one holds: "each box holds", "a pack has", "a box of crayons has" (not "per
    # gallon of gas")
    holding = {key(tokens[k + 1]) for k in range(len(tokens) - 2) if tokens[k].type in ("MEI", "WHAT")
               and (tokens[k + 2].value in HAS_VERBS or tokens[k + 2].type == "YOU"
                    or tokens[k + 2].type == "OF" and k + 4 < len(tokens)
                    and (tokens[k + 4].value in HAS_VERBS or tokens[k + 4].type == "YOU"))}
    return any(key(tokens[i - 2]) in holding
               and all(key(t) != key(tokens[i]) for j, t in enumerate(tokens) if j != i) for i in held)


def shared_with_some(tokens: list[Tok]) -> bool:
    """"She shares them with 4 cousins": the sharer is one of those who share, or gives them all away? Not said."""
    if not any(t.value in ("share", "shares", "shared", "split", "splits") for t in tokens):
        return False
    return any(t.value == "with" and (tokens[i + 1].type == "NUM" or i + 2 < len(tokens)
                                      and tokens[i + 1].value in ("his", "her", "their", "my", "our", "your")
                                      and tokens[i + 2].type == "NUM")
               for i, t in enumerate(tokens[:-1]))


_FUEL = frozenset({"gallon", "gallons", "liter", "liters", "litre", "litres"})
_DRIVING = frozenset({"drive", "go", "travel"})


def asks_another_doing(question: list[Tok], story: list[Tok]) -> bool:
    """"Each box holds 4 apples. Tom has 12 apples. How many boxes did he sell?": things counted by a doing the
    story never tells (sell, bake), so the amounts say nothing about it (a time or money asked by another verb,
    "$22 an hour … hours to work", is the same rate)."""
    told = {lemma(t.value, "VERB") for t in story if t.value.isascii() and t.value.isalpha()}
    if "get" in told and any(t.value in _FUEL for t in story) and any(t.value.endswith("'s") for t in story):
        told |= _DRIVING  # "Mary's car gets 20 miles per gallon": what she drives it on a gallon
    asking = {lemma(w, "VERB") for w in _ASKING_VERBS if w.isascii()}
    return any(t.value.isascii() and t.value.isalpha() and t.value in VERBS and t.value not in _ASKING_VERBS
               and lemma(t.value, "VERB") not in told | asking for t in question) or _another_doing_zh(question, story)


# Chinese verbs of one doing, whichever the story and the question use (每小时行60千米 … 走了多少千米, 每天读20页 …
# 能看多少页, 每天种15棵 … 能栽多少棵); verbs of working, which say no doing of their own (每小时能装配14件，做6小时)
_SAME_DOING_ZH = {**dict.fromkeys(("行", "走", "跑", "骑", "开", "飞", "飞行", "航行", "散步", "游"), "going"),
                  **dict.fromkeys(("读", "看"), "reading"), **dict.fromkeys(("种", "栽", "插"), "planting"),
                  **dict.fromkeys(("搬", "运", "拉", "运送"), "carrying")}
_WORKING_ZH = frozenset({"做", "干", "工作", "加工", "完成"})


def _another_doing_zh(question: list[Tok], story: list[Tok]) -> bool:
    """"小明每分钟打60个字，30分钟写多少个字": the question's verb is none the story tells (写 is not 打)."""
    def doings(tokens: list[Tok]) -> set[str]:
        return {_SAME_DOING_ZH.get(t.value, t.value) for t in tokens
                if not t.value.isascii() and t.value in VERBS and t.value not in _ASKING_VERBS | _WORKING_ZH}
    told = doings(story)  # 打字 then 打: the one doing, its object said once
    return bool(told) and any(not any(w.startswith(v) or v.startswith(w) for w in told) for v in doings(question))


# Verbs of a count that say it is not held: used up, only wanted or needed, given, lost or sold
_NOT_HELD = frozenset({"use", "want", "need", "lose", "give", "sell", "eat", "spend", "break", "return", "wish"})


_WANTED = frozenset({"need", "want", "wish", "owe", "hope", "expect", "require"})


def money_not_held(story: list[Tok]) -> bool:
    """"Dr. Lee needs $40. A book costs $8. How many books can he buy?": money needed (wanted, owed) is not money
    had, so what can be bought with it is not told."""
    return any(t.value.isascii() and t.value.isalpha() and lemma(t.value, "VERB") in _WANTED for t in story)


def had_after_another_doing(clauses: list[list[Tok]]) -> bool:
    """"A pack has 15 stickers. Lisa used 4 packs. How many stickers does Lisa have?": the packs were used
    (or wanted, given away …), so what Lisa has is not told."""
    if not any(w in ("have", "has", "had") for t in clauses[-1] for w in t.value.split()):
        return False
    return any(clause[i + 1].type == "NUM" and clause[i].type in ("WORD", "SPEND") and clause[i].value.isalpha()
               and lemma(clause[i].value, "VERB") in _NOT_HELD
               for clause in clauses[:-1] for i in range(len(clause) - 1))


def spending_asked_of_earning(question: list[Tok], story: list[Tok]) -> bool:
    """"Ann earns 12 dollars per hour. How much does Ann spend in 5 hours?": what is earned says nothing of
    what is spent; a buying told, and no selling or earning, is the spending ("Ellen bought 12 chairs … spend")."""
    said = [*story, *question]
    bought = any(t.value in BOUGHT for t in said) and not any(t.value in SOLD | EARNED for t in said)
    return any(t.value in SPENT for t in question) and not any(t.value in SPENT for t in story) and not bought


def saving_asked_untold(question: list[Tok], story: list[Tok]) -> bool:
    """"Rent is $1,350 a month, how much do I save in a year?": a saving asked where the story tells none is
    not the rent, the pay or the spending it tells."""
    return any(t.value in SAVED for t in question) and not any(t.value in SAVED for t in story)


def saved_beside_earning(story: list[Tok]) -> bool:
    """"Rosa earns $12 an hour. She saved $96. How many hours did she work?": money saved is some of what was
    earned, not all of it, so it says nothing of the hours."""
    return any(t.value in SAVED for t in story) and any(t.value in EARNED for t in story)


_TRIED = frozenset({"want", "wish", "hope", "try", "plan", "mean", "expect"})


def tried_asked_as_done(question: list[Tok], story: list[Tok]) -> bool:
    """"Ezra wanted to run 5 miles a day for 6 days. How far did he run?": a doing wished, tried or planned is not
    told done ("How many hours must he work" to earn what he wants asks no doing done)."""
    return any(t.value == "did" for t in question) and any(
        t.value.isascii() and t.value.isalpha() and lemma(t.value, "VERB") in _TRIED and u.value == "to"
        for t, u in zip(story, story[1:]))


_MOMENTS = ("last year", "this year", "next year", "last month", "this month", "next month", "last week", "this week",
            "next week", "yesterday", "today", "tomorrow", "去年", "今年", "明年", "上个月", "这个月", "下个月", "上周",
            "这周", "下周", "昨天", "今天", "明天")


def moments_named(tokens: list[Tok]) -> set[str]:
    """"earned $20 an hour last year. He earned $140 this week": the rate and the amount of two times; the rate
    then may not be the one that held."""
    said = Said(tokens)
    return {moment for moment in _MOMENTS if said.has(moment)}


_FILLS = frozenset({"fill", "fills", "filled"})


def fill_asked_of_another_doing(question: list[Tok], story: list[Tok]) -> bool:
    """"A machine makes 40 bottles per minute. How many bottles does it fill in 2 hours?": making is not filling;
    a fill is asked of what holds, contains or is filled ("a box holds 4 apples … how many boxes will 12 fill")."""
    if not any(w in _FILLS for t in question for w in t.value.split()):
        return False
    return not any(w in _FILLS or w in HAS_VERBS for t in story for w in t.value.split())


def holders_asked_as_had(amounts: list[Amount], asked: Asked, question: list[Tok]) -> bool:
    """"He puts 3 apples in each box. How many boxes does he have?": the boxes filled, or all he has? A count
    of what a rate is per is asked as what is filled or needed, not as what someone has."""
    per = {k for a in amounts for k, v in a.dims.items() if v < 0}
    counted = {k for k, v in (asked.dims or {}).items() if v > 0}
    return bool(per & counted) and any(w in ("have", "has", "had") for t in question for w in t.value.split())


def divides_by_the_count_asked(tokens: list[Tok], expression: str, slots: Slots) -> bool:
    """"一件衣服 79 元 两件多少钱": a count right before the money question is the count asked about
    (2*79), not the count the price was for (79 元两件 = 39.5 each); the words do not settle it here."""
    tail = tokens[-3:]
    if len(tail) < 3 or tail[0].type != "NUM" or tail[1].type != "MEASURE" or tail[2].type != "DUOSHAO_QIAN":
        return False
    return expression.endswith("/" + slots.number(tail[0].value).plain())


_MONEY_COUNTED = frozenset({"cent", "cents", "penny", "pennies", "pence", "dollar", "dollars"})


def priced_another_thing(tokens: list[Tok]) -> bool:
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


def another_doer_told_zh(slotted: str) -> bool:
    """"王师傅每天做35个零件，徒弟做了6天": the first clause's doer is named, a later told clause names another (jieba's
    persons, kin and roles), whose rate is not told."""
    told = [{p for p in people_zh(clause) if len(p) > 1} for clause in clauses_zh(slotted)[:-1]]  # 周 in 6周: no one
    return bool(told) and bool(told[0]) and any(clause - told[0] for clause in told[1:])


def each_of_several_told_zh(slotted: str) -> bool:
    """"苹果每斤6元，我和妈妈各买了3斤": a told amount said with 各 is each one's of several, not the story's one amount
    (a 各 in the question asks each one's share, which the sharing readers own)."""
    return any("各" in clause for clause in clauses_zh(slotted)[:-1])


# 牛肉每斤<n0>元, 牛肉<n0>元<n1>斤 (一 slotted): a price per unit of the thing said first
_PRICED_FIRST_ZH = re.compile(r"(?P<thing>[\u4e00-\u9fff]+?)(?:每[\u4e00-\u9fff]{1,3}<n\d+>(?:元|块)|<n\d+>(?:元|块)(?:一|每|<n\d+>))")


_WEIGHED_OR_BOUGHT_ZH = frozenset({"称", "买", "要", "拿", "订", "选"})


def another_thing_measured_zh(slotted: str) -> bool:
    """"牛肉45元一斤，羊肉称了3斤", "苹果每斤6元，梨称了3斤": a later told clause opens with another thing (jieba's) than
    the one priced first, whose price is not told."""
    told = clauses_zh(slotted)[:-1]
    priced = _PRICED_FIRST_ZH.match(told[0]) if told else None
    if priced is None:
        return False
    for clause in told[1:]:
        priced = _PRICED_FIRST_ZH.match(clause) or priced  # 梨每斤4元, a price of its own, is the priced thing after
        words = words_zh(clause)
        if len(words) > 1 and words[0].kind == "thing" and words[1].word in _WEIGHED_OR_BOUGHT_ZH \
                and not priced["thing"].endswith(words[0].word):
            return True  # 卡车加了50升 after 柴油每升8.2元: the truck is filled, not priced
    return False


def priced_together(tokens: list[Tok]) -> bool:
    """"T恤和帽子都是12元一件，我花了84元，买了几件T恤": one price said of two things; the money spent may
    have bought both, so a count of one of them is not what it gives."""
    first = next((i for i, t in enumerate(tokens) if t.type == "NUM"), 0)
    start = max((i + 1 for i in range(first) if tokens[i].type == "COMMA"), default=0)
    head = tokens[start:first]
    return any(head[k].type == "AND" and head[k - 1].type == "WORD" and head[k + 1].type == "WORD"
               for k in range(1, len(head) - 1))


# "How long does the trip take?", "How much does a ticket cost?": asked of the thing itself, not of a doer
_MODAL_WORDS = frozenset({"can", "could", "will", "would"})  # "How many miles can a bus go"
_ASKED_OF_NO_DOER = frozenset({"take", "takes", "cost", "costs"})


def other_subject_asked(question: list[Tok], story: list[Tok]) -> bool:
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


def speaker_asked_of_a_named_story(question: list[Tok], story: list[Tok], slots: Slots) -> bool:
    """"Mrs. Park has 60 cents. An eraser costs 4 cents. How many erasers can I buy?": the story tells of someone
    it names (a first name written capitalised: "A pen costs $3" names no one) and never of the one who asks (or is
    asked), so what "I" can do is not told (a title's word is left out of the clauses: it is looked for in the
    request's own words)."""
    named = any(t.type == "WORD" and is_person_name(t.value)
                and next(whole_word_starts(slots.original, t.value.capitalize()), None) is not None for t in story) \
        or any(w.strip(".").lower() in TITLES for w in slots.original.split())
    return named and any(w in _SPEAKERS for t in question for w in t.value.split()) \
        and not any(w in _SPEAKER_WORDS for t in story for w in t.value.split())
