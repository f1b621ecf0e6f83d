"""Checks that the question asks what a reading computes, of the things a story buys and prices (for
mismatches.py, which calls them for every reader): a reading that answers another question goes slow.

- an item bought whose price is not given ("3 coffees at $4 and a muffin", "还有一杯奶茶");
- amounts in two currencies ("$200M … €250M");
- a Chinese question that buys another thing than the one priced (苹果每千克6元，买3千克梨多少钱), or a story
  clause that does (苹果每斤6元，买了5斤梨，一共多少钱), or a question that asks another doing after the count than
  the story's;
- a discount said of another item than the one priced or asked ("The jacket is $80. The shoes are 25% off.
  What do I pay for the jacket?", 衣服80元，鞋子打七五折, 网上打七五折，实体店卖多少钱, "the original price of
  the hat", "taken off the jacket"), or of a second one ("What does the second shirt cost?");
- money asked of things counted, with no money in the story (30块糖分给6个人，每人几块钱);
- 块 counting pieces in a request about money (买了3块蛋糕，每块2块; 32块饼干，花了5块): a 块 said alone, or
  asked, may be pieces or yuan.
"""

from __future__ import annotations

import re

from ..slots import Slots
from .bill_amounts import a_piece
from .tokens import ORDINAL_WORDS_EN, TYPE_OF, Said, Tok, last_clause_start
from .rate_clauses import MONEY_VERBS, VERBS
from .role_words import lemma
from .units import amount_unit, money_sign, money_unit
from .vocab_zh import words_zh

# Token types that ask; a clause holding one is a question.
ASKING = frozenset({"HOW_MANY", "WHAT", "ASK", "DUOSHAO_QIAN", "CONVERT_TO", "HOW_FAR", "HOW_LONG", "LEFT_ASK",
                    "WHICH_DATE", "DAYS_BETWEEN_ZH", "HOW_MANY_DAYS", "PAY_EN", "HOW_MANY_MORE"})
_BILL_WORDS = frozenset({"WORD", "MEASURE"})
_NOT_ITEMS = frozenset({"i", "we", "me", "my", "our", "you", "he", "she", "they", "it", "also", "too", "the", "a", "an",
                        "我", "我们", "他", "她", "他们", "也", "都", "还", "共", "一共", "总共"})
_MORE_ZH = ("还有", "还买了", "又买了", "又买", "再买了", "再买", "另外", "加上", "半价")  # another item, or one at half price
_ITEM_COUNT_ZH = re.compile("^[一两二三四五六七八九十几][杯个瓶份碗盒包件本支张只串]")  # "一杯奶茶"; not "两桌"


def unpriced_item(tokens: list[Tok], reader: str) -> bool:
    """"3 coffees at $4 and a muffin. Total?", "午饭28元，晚饭45元，还有一杯奶茶，一共多少": after the
    first price, a clause (before the question) that names another thing bought without its amount."""
    if reader not in ("read_bill", "read_price"):
        return False
    clauses: list[tuple[str, list[Tok]]] = [("", [])]
    for t in tokens:
        if t.type in ("COMMA", "AND"):
            clauses.append((t.type, []))
        else:
            clauses[-1][1].append(t)
    priced = False
    for joined_by, clause in clauses[:-1]:
        if any(t.type == "NUM" for t in clause):
            if priced and Said(clause).any(_MORE_ZH) and not any(t.type == "UNIT" and money_unit(t.value) for t in clause):
                return True  # "…，又买了1支笔，给了200元": another thing counted, its price not told
            priced = True
            continue
        words = [t.value for t in clause if t.type in _BILL_WORDS and t.value not in _NOT_ITEMS]
        if not priced or not words or any(t.type in ASKING and t.value != "还有" for t in clause):
            continue
        if all(w.isascii() for w in words):
            if joined_by == "AND":  # "… and a muffin"; not "Split evenly, how much each"
                return True
        elif Said(clause).any(_MORE_ZH) or any(_ITEM_COUNT_ZH.match(w) for w in words):
            return True
    return False


def two_currencies(tokens: list[Tok], slots: Slots) -> bool:
    """"$200M in 2022 and €250M in 2023": amounts in two currencies do not compare (a rate changes)."""
    found = set()
    for i, t in enumerate(tokens):
        if t.type == "NUM":
            n = slots.number(t.value)
            after = tokens[i + 1].value if i + 1 < len(tokens) and tokens[i + 1].type == "UNIT" else ""
            found.add(money_unit(n.unit) or money_unit(after) or money_sign(slots, n.start))
    return len(found - {""}) > 1


_BOUGHT_ZH = frozenset({"买", "买了", "称", "称了", "要", "来"})
# "注满 500 升的水池": a vessel of that size, filled, not another thing bought
_VESSELS_ZH = ("池", "箱", "桶", "缸", "罐", "壶", "杯", "瓶")


def another_thing_bought_zh(tokens: list[Tok], reader: str) -> bool:
    """"苹果每千克6元，买3千克梨多少钱": the question counts a thing the story never priced (the
    English form is checked in asked_guards.py); "2.5小时走多少公里": a verb after the count is no thing."""
    if reader not in ("read_rate", "read_price", "read_bill"):
        return False
    start = last_clause_start(tokens)
    before = [t.value for t in tokens[:start] if t.type == "WORD" and not t.value.isascii()]
    if not before:
        return False
    for i, t in enumerate(tokens[start:-3], start=start):  # "买3千克梨多少钱": a count, its unit, the thing, the question
        thing = tokens[i + 2]
        if t.type == "NUM" and tokens[i + 1].type in ("UNIT", "MEASURE", "DOZEN") \
                and not money_unit(tokens[i + 1].value) \
                and thing.type == "WORD" and (tokens[i + 3].type in ASKING or tokens[i + 3].type == "YAO") \
                and not thing.value.isascii() and thing.value not in _BOUGHT_ZH \
                and not (thing.value in VERBS and _the_story_s_doing(thing.value, tokens[:start])) \
                and not (thing.value.startswith("的") and thing.value.endswith(_VESSELS_ZH)) \
                and not any(thing.value in b or b in thing.value for b in before):
            return True
    return False


def another_thing_told_zh(tokens: list[Tok]) -> bool:
    """"苹果每斤6元，买了5斤梨，一共多少钱", "一共多少钱：苹果每斤6元，买了5斤梨", "苹果每斤6元，梨买了3斤": a thing
    priced by 每 (its money straight after, or after its measure: 每件上衣80元, 每千克猪肉30元) and another thing bought, counted or
    paid for in the story, or two things priced; whichever reader read it, the price is not the one of the thing
    bought."""
    priced = {tokens[i - 1].value for i, t in enumerate(tokens[:-2]) if t.type == "MEI" and i
              and _thing_zh(tokens[i - 1]) and _money_next(tokens, i + 1)} \
        | {tokens[i + 2].value for i, t in enumerate(tokens[:-4]) if t.type == "MEI"  # 每件上衣80元
           and tokens[i + 1].type in ("MEASURE", "UNIT") and not money_unit(tokens[i + 1].value)
           and _thing_zh(tokens[i + 2]) and _money_next(tokens, i + 3)} \
        | {t.value.removeprefix("的") for i, t in enumerate(tokens) if i >= 3 and tokens[i - 3].type == "MEI"  # 每斤6元的苹果
           and _money_next(tokens, i - 2) and t.type == "WORD" and t.value.startswith("的") and len(t.value) > 1} \
        | _priced_at_clause_head(tokens)
    counts = sum(t.type == "NUM" and u.type in ("UNIT", "MEASURE") and not money_unit(u.value)
                 for t, u in zip(tokens, tokens[1:]))
    if len(priced) > max(counts, 1):
        return True  # "每件上衣80元，裤子每条120元，买了2条": which price the count is of, the measure alone tells
    if not priced:
        return False
    if any(_named_thing_zh(t) and nxt.type in ("BUY_ZH", "SPEND")  # 红苹果 of 苹果, 笔 of 铅笔; not 笔 of 笔记(本)
           and not any(t.value.endswith(p) or p.endswith(t.value) for p in priced)
           for t, nxt in zip(tokens, tokens[1:])):
        return True  # "苹果每斤6元，梨买了3斤", "…，买了3斤，梨花了多少元": another thing bought or paid for
    for i, t in enumerate(tokens[:-2]):
        thing = tokens[i + 2]
        after = tokens[i + 3].type if i + 3 < len(tokens) else "COMMA"
        if t.type == "NUM" and tokens[i + 1].type in ("UNIT", "MEASURE", "DOZEN") \
                and not money_unit(tokens[i + 1].value) \
                and thing.type == "WORD" and not thing.value.isascii() and after in ("COMMA", *ASKING) \
                and thing.value not in _BOUGHT_ZH and thing.value not in VERBS \
                and not any(thing.value in p or p in thing.value for p in priced):
            return True
    return False


def _priced_at_clause_head(tokens: list[Tok]) -> set[str]:
    """"苹果一斤6元", "苹果单价6元", "苹果的价格是每斤6元": a thing opening a clause that tells the money of one of it
    (a measure, 每 or 价 said; not "午饭28元": an expense) and buys nothing."""
    priced, start = set(), 0
    for end in [*(i for i, t in enumerate(tokens) if t.type == "COMMA"), len(tokens)]:
        clause = tokens[start:end]
        if clause and _named_thing_zh(clause[0]) and not any(t.type in ("BUY_ZH", "SPEND") for t in clause) \
                and any(t.type == "MEI" or t.type in ("UNIT", "MEASURE") and not money_unit(t.value)
                        or "价" in t.value for t in clause) \
                and any(t.type == "NUM" and u.type == "UNIT" and money_unit(u.value) for t, u in zip(clause, clause[1:])):
            priced.add(clause[0].value)
        start = end + 1
    return priced


def _thing_zh(t: Tok) -> bool:
    """A Chinese word that may name a thing (not a verb)."""
    return t.type == "WORD" and not t.value.isascii() and t.value not in VERBS


def _named_thing_zh(t: Tok) -> bool:
    """A Chinese word jieba's dictionary classes as one thing (梨, 面粉; not 我, 妈妈, 小明)."""
    return _thing_zh(t) and tuple(w.kind for w in words_zh(t.value)) == ("thing",)


def _money_next(tokens: list[Tok], i: int) -> bool:
    """An amount of money at tokens[i], or after the measure of what 每 counts there (每袋50元)."""
    i += tokens[i].type in ("MEASURE", "UNIT") and not money_unit(tokens[i].value)
    return i + 1 < len(tokens) and tokens[i].type == "NUM" and tokens[i + 1].type == "UNIT" \
        and bool(money_unit(tokens[i + 1].value))


def another_doing_asked_zh(tokens: list[Tok]) -> bool:
    """"每小时走5公里，3小时跑多少公里", "每天读30页，5天写多少页": the doing asked after the count is not the story's,
    whichever reader read it (a rate told of walking says nothing of running); a verb is known by its first character
    too (骑车 is 骑)."""
    start = last_clause_start(tokens)
    told = {v for t in tokens[:start] if t.type == "WORD" and not t.value.isascii()
            for v in (t.value.removesuffix("了"), t.value[:1]) if v in VERBS}
    for i in range(start, len(tokens) - 3):
        verb = tokens[i + 2].value.removesuffix("了")
        if told and tokens[i].type == "NUM" and tokens[i + 1].type in _COUNTED_TIME \
                and tokens[i + 2].type == "WORD" and tokens[i + 3].type in ASKING and not verb.isascii() \
                and (verb in VERBS or verb[:1] in VERBS) and verb not in told and verb[:1] not in told \
                and verb not in MONEY_VERBS:  # 挣, 赚: the pay of whatever doing the story tells
            return True
    return False


_COUNTED_TIME = frozenset({"UNIT", "MEASURE", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})


def _the_story_s_doing(verb: str, story: list[Tok]) -> bool:
    """"每小时300公里，2.5小时走多少公里": a verb asked where the story says none, or the same one ("每小时走5公里，
    3小时跑多少公里" asks another doing)."""
    told = {t.value for t in story if t.type == "WORD" and t.value in VERBS} | {t.value for t in story if t.type == "TRAVEL"}
    return not told or verb in told


_NOT_AN_ITEM = frozenset({"it", "it's", "its", "everything", "all", "that", "this", "one", "money", "total", "i", "we", "you",
                          "me", "us", "they", "them", "store", "shop", "site", "website", "钱", "的", "全场", "所有", "东西",
                          "商品", "全部", "一共", "总共", "我", "我们", "你", "他", "她", "现在", "最后", "实际", "应该", "需要",
                          "先", "再", "又", "还", "都", "也", "就", "最", "了", "已经", "然后", "首先"})  # adverbs, particles
_PLACES_ZH = frozenset("店场市商网家")  # 店里打七折, 商场打七五折: where, not what


def _items(words: list[Tok]) -> set[str]:
    return {w for w in (t.value.removeprefix("的") for t in words if t.type == "WORD") if w and w not in _NOT_AN_ITEM
            and not (not w.isascii() and any(ch in _PLACES_ZH for ch in w))}


_AMOUNTS_TO = frozenset({"相当于", "等于", "算是", "就是", "也就是", "相当"})  # "相当于打了几折": no item


def discount_of_another_item(tokens: list[Tok], reader: str) -> bool:
    """"The jacket is $80. The shoes are 25% off. What do I pay for the jacket?", "衣服80元，鞋子打七五折":
    the discount is said of an item ("the shoes are", "鞋子打"), and the price or the question names
    another ("pay for the jacket", "实体店卖多少钱")."""
    if reader not in ("read_discount", "read_percent_change"):
        return False
    if any(t.type == "ORD" and u.type in _PLACED for t, u in zip(tokens, tokens[1:])):
        return True  # "第二件打八折", "the 2nd one is 20% off": an item by its place (slotted, so not in _ANOTHER_ONE)
    clauses: list[list[Tok]] = [[]]
    for t in tokens:
        if t.type == "COMMA":
            clauses.append([])
        else:
            clauses[-1].append(t)
    rated = next((c for c in clauses if any(t.type in ("PCT", "ZHE") for t in c)), None)
    priced = next((c for c in clauses if any(t.type == "NUM" and not _rate_at(c, i) for i, t in enumerate(c))), None)
    if rated is None or priced is None or len(clauses) < 2:
        return False
    named = _items([t for t, u in zip(rated, rated[1:]) if u.type in ("DA", "IS")
                    and t.value not in _AMOUNTS_TO][:1])  # "鞋子打", "the shoes are"; not "相当于打"
    question = clauses[-1]
    if any(t.value in _ANOTHER_ONE for t in question):
        return True  # "What does the second shirt cost?": a second item may be priced otherwise (2 for 1)
    after_for = [i for i, t in enumerate(question) if t.type == "FOR" or t.type == "OFF"
                 or t.type == "OF" and i and question[i - 1].type == "PRICE_EN"]  # "the original price of the hat"
    asked = _items(question[after_for[0] + 1:]) if after_for else \
        _items(question[:1]) if len(question) > 1 and question[1].type == "YAO" else set()  # "衣服要付多少钱"
    asked |= _items([t for t, u in zip(question, question[1:]) if u.value in _COST_VERBS])  # "how much do pens cost"
    price_items = _items(priced)
    return bool(named and price_items and rated is not priced and not _meet(named, price_items)
                or named and asked and not _meet(named, asked) or asked and price_items and not _meet(asked, price_items))


_ANOTHER_ONE = ORDINAL_WORDS_EN | {"another", "next"}
_COST_VERBS = frozenset({"cost", "costs"})  # the verb whose subject a question names ("do pens cost")
# What an ordinal places (第二件, the 2nd coat, the 2nd one); not "a 3rd off", a fraction
_PLACED = frozenset({"MEASURE", "WORD", "UNIT"})


def _rate_at(clause: list[Tok], i: int) -> bool:
    return i + 1 < len(clause) and clause[i + 1].type == "ZHE"


def _meet(a: set[str], b: set[str]) -> bool:
    """Whether two sets of item words name one item ("一件衣服" and "衣服", "jacket" and "jackets"; an English word by
    its base form, not within another: "pen" is no "pencils")."""
    return any(lemma(x, "NOUN") == lemma(y, "NOUN") if x.isascii() and y.isascii() else x in y or y in x
               for x in a for y in b)


def money_asked_of_things(tokens: list[Tok], slots: Slots) -> bool:
    """"30块糖分给6个人，每人几块钱": money asked (钱, 元), the story's amounts counting things (块糖, 个人)
    and none of them money."""
    if "DUOSHAO_QIAN" not in map(TYPE_OF, tokens) \
            or not any(t.type == "DUOSHAO_QIAN" and ("钱" in t.value or "元" in t.value) for t in tokens):
        return False
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    shared = any(t.type == "PER_EACH" for t in tokens)
    things = {i for i in amounts if _counts_things(tokens, i, shared)}
    return bool(things) and not any(money_unit(amount_unit(tokens, i, slots))
                                    or money_sign(slots, slots.number(tokens[i].value).start)
                                    for i in amounts if i not in things)


def things_asked_of_money(tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """"Ben has 7 marbles and spends $1. How many marbles are left?": things counted are asked ("how many" and no
    money name after it) and the grammar's reading takes an amount of money with them: money is no count of things."""
    asked = next((tokens[k + 1] for k, t in enumerate(tokens[:-1]) if t.type == "HOW_MANY" and t.value == "how many"),
                 None)
    if reader != "grammar" or asked is None or asked.type != "WORD" or money_unit(asked.value):
        return False
    return any(t.type == "NUM" and (money_unit(amount_unit(tokens, i, slots))
                                    or money_sign(slots, slots.number(t.value).start)) for i, t in enumerate(tokens))


def _counts_things(tokens: list[Tok], i: int, shared: bool) -> bool:
    """"30块糖", "6个人": a measure word of things after the number; "24块饼干" where each one's part is
    asked (a word after 块 may be a verb as well: "1020 块买到的" is money)."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following is not None and following.type == "MEASURE" \
        and not (following.value.startswith("块") and following.value[1:] in ("", "钱")) or shared and a_piece(tokens, i)


_MONEY_WORDS_ZH = ("钱", "元", "花", "付", "卖", "价", "买")


def pieces_and_yuan_zh(tokens: list[Tok]) -> bool:
    """"我有32块饼干，花了5块", "一盒巧克力有24块，我买了5盒，一共花了多少块", "我有18块，买了5块糖", "买了3块蛋糕，
    每块2块": where 块 counts pieces and the request speaks of money, another 块 said alone may be either: any
    one where money is spent or priced (花, 钱, 元 …), one had (有) or each (每) where things are only bought.
    "32块饼干，吃了5块，还剩几块" (no money), "25块钱，花了5块" (no pieces) and "买了3块蛋糕，吃了1块" are one each."""
    kuai = [i for i, t in enumerate(tokens[:-1]) if t.type == "NUM" and tokens[i + 1].value.startswith("块")]
    pieces = {i for i in kuai if _kuai_counts_pieces(tokens, i)}
    if not pieces or not any(w in t.value for t in tokens for w in _MONEY_WORDS_ZH):
        return False
    alone = [i for i in kuai if i not in pieces and tokens[i + 1].value == "块"]
    if any(w in t.value for t in tokens for w in _MONEY_WORDS_ZH if w != "买"):  # spent or priced
        return bool(alone) or any(
            t.type == "DUOSHAO_QIAN" and t.value.endswith("块") or t.type in ("HOW_MANY", "ASK") and k + 1 < len(tokens)
            and tokens[k + 1].value == "块" and (k + 2 == len(tokens) or tokens[k + 2].type == "COMMA")
            for k, t in enumerate(tokens))
    return any(i > 0 and (tokens[i - 1].value == "有" or tokens[i - 1].type == "MEI"
                          or i > 1 and tokens[i - 2].type == "MEI") for i in alone)


def _kuai_counts_pieces(tokens: list[Tok], i: int) -> bool:
    """N块 counting pieces: before a noun (3块蛋糕, 5块糖), before a price of one (一块2元), bought (买了4块), or
    held by one container (一盒巧克力有24块)."""
    measure = tokens[i + 1].value
    after = tokens[i + 2:i + 4]
    if measure != "块":
        return measure != "块钱"  # the lexicon's 块糖
    if a_piece(tokens, i) or len(after) == 2 and after[0].type == "NUM" and money_unit(after[1].value):
        return True
    bought = i > 0 and tokens[i - 1].type == "BUY_ZH" and not (after and after[0].value.startswith("钱"))
    start = max((k for k in range(i) if tokens[k].type == "COMMA"), default=-1) + 1
    held_by_one = i > 0 and tokens[i - 1].value == "有" and tokens[start].value == "一" \
        and start + 1 < i and tokens[start + 1].type == "MEASURE"
    return bought or held_by_one


_LABEL_AFTER_A_SENTENCE_EN = re.compile(r"[.!?]\s+([A-Z][a-z]+):")
_BUYING_EN = re.compile(r"\s*(?:i|we|he|she|they|[A-Z][a-z]+)? ?(?:bought|buy|got|took|ordered)\b", re.IGNORECASE)
_PRICED_EN = re.compile(r"\b([a-z]+)(?: costs?| are| is|:) \$")


def another_thing_labelled_en(text: str) -> bool:
    """"Apples cost $2 a pound. Pears: I bought 3 pounds": a sentence labelled by a thing other than the one priced
    before it; the count is of the label's thing."""
    label = _LABEL_AFTER_A_SENTENCE_EN.search(text)
    priced = _PRICED_EN.search(text.lower())
    return bool(label and priced and priced.start() < label.start() and label.group(1).lower() != priced.group(1)
                and _BUYING_EN.match(text, label.end()))  # "Discount: 30%": no thing bought
