"""A price and a count, read by their values: one amount of money and one count of things, and
the question for the money of the count or of one thing.

- the cost of a count at a price each: "一个面包 3 元，买 7 个面包多少钱", "铅笔 2 元一支，买 8 支多少钱",
  "Notebooks are $3 each. What do 7 cost?", "The price of one book is $15. How much will 4 books
  cost?", "Movie tickets cost $12.50. How much for 4 tickets?";
- the price of one from the cost of a count: "一箱 24 瓶水卖 36 元，一瓶多少钱", "500 克装的茶叶卖 240 元，
  每克多少钱", "A 12-pack of soda costs $8.40. Price per can?", "3 for $12, how much each?", "4 pens
  cost $10. How much is one pen?".

The money must be said to be the price of one (每, 一支, each, apiece, "one book is", "tickets
cost" with the tickets counted in the question) for a product, and the cost of the count (in the
count's own clause, "for 3 shirts") for a price of one; the one asked must be what the count counts,
not its box (一箱 … 一箱多少钱). A third number, a second amount of money, a count of hours or months
(rates.py reads those), a word that asks something else (how many, cheaper, 比, change, left, tax,
折, and), a price that moved (每本涨价8元, "rose $3") or a question that names neither makes the request
unread, so it goes slow; so does a price of another time or payer ("would cost", "usually costs", "$3 before
the sale", "cost her friend $3").
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .tokens import Said, Tok, last_clause_start
from .words import WORDS
from .money_directions import a_buying_not_done
from .rate_clauses import noun_after_noun, noun_key
from .role_words import lemma
from .units import DIMENSION, MONEY_NAMES, amount_unit, canonical_unit, money_unit
from .triggers import triggered_by

_NOT_A_PRICE = frozenset({"PCT", "DATE", "QUOTE", "TIME", "AND", "ZHE", "OFF", "OFF_ZH", "BI", "MINUS_ZH", "PLUS",
                          "LEFT_ASK", "HOW_MANY_MORE", "ROUND_ZH", "ROUND_EN", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH",
                          "JI_BEI", "HALF_ZH", "HALF_OF", "SPLIT", "PER_EACH"})
_OTHER = ("how many", "多少个", "几个", "几支", "几本", "几瓶", "几件", "能买", "可以买", "can i buy", "afford", "够",
          "enough", "more", "less", "than", "cheaper", "pricier", "dearer", "costlier", "better",
          "deal", "比", "便宜", "贵", "更", "划算", "change", "找",
          "left", "剩", "tax", "tip", "税", "小费", "折", "off", "discount", "优惠", "also", "another", "then", "再", "又",
          "还", "plus", "with", "和", "跟", "同", "以及", "or", "还是", "哪", "which", "coupon", "member", "会员", "第",
          "saved", "save", "省", "profit", "利润", "赚", "sold for", "earn", "薪", "工资", "rent", "房租", "每人",
          "people", "person", "friends", "个人", "人", "share", "split", "平分", "分给", "shipping", "运费", "fee",
          "free", "but", "gift", "免费", "送", "赠", "year", "years", "month", "months", "week", "weeks", "day", "days",
          "hour", "hours", "年", "月", "周", "星期", "天", "小时",
          # a price of some of the things only ("sold 18 bowls, most at $35 apiece", "$35 apiece for the large ones")
          "most", "some", "ones", "several", "a few", "except")
# right before an amount (了 between): it is how much a price moved ("每本涨价8元", "rose $3"), not a price
_MOVED_TYPES = frozenset({"INCREASED_BY", "DECREASED_BY", "RISE_EN", "FALL_EN"})
_MOVED_ZH = ("涨", "跌", "降", "涨价", "降价", "提价", "加价", "减价", "上调", "下调")
_MEASURES = frozenset(WORDS["MEASURE"])
_ONE_WORDS = frozenset({"一", "one", "a", "an", "each", "per", "every", "每", "apiece", "a piece"})
_UNIT_PRICE = ("单价", "unit price", "the unit price", "price per unit", "per unit")
_MONEY_ASKED = ("多少钱", "多少元", "几元", "几块", "多少", "how much", "cost", "costs", "price", "pay", "spend", "spent",
                "total", "what do", "what does", "what will", "what is", "what's", "single")
_PRICED_VERBS = frozenset({"cost", "costs", "is", "are", "was", "were", "sell", "sells", "sold", "price", "priced"})


@triggered_by(text=_MONEY_ASKED)
def read_price(tokens: list[Tok], slots: Slots) -> Task | None:
    if not 2 <= sum(t.type == "NUM" for t in tokens) <= 3 or any(t.type in _NOT_A_PRICE for t in tokens):
        return None  # the cheap checks first
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM" and not _one_marker(tokens, i, slots)]
    if len(numbers) != 2:
        return None
    money = [i for i in numbers if money_of(tokens, i, slots)]
    if len(money) != 1:
        return None
    m = money[0]
    c = next(i for i in numbers if i != m)
    if _moved_by(tokens, m):
        return None  # "每本练习本涨价8元，买5本要多少元": the price moved by 8, from a price not told
    if _given_to_another(tokens, m):
        return None  # "My 3 aunts each gave my cousin $20. How much did I get?": money given, to someone not asked
    said = Said(tokens)
    if said.any(_OTHER) or not said.any(_MONEY_ASKED) or a_buying_not_done(tokens):
        return None  # "A cook tried to sell 3 pies for $12 each. How much did he get?": nothing sold
    if tokens[-1].type in ("UNIT", "MEASURE") and tokens[-2].value.endswith(("多少", "几")) \
            and tokens[-1].value not in MONEY_NAMES and not money_unit(tokens[-1].value):
        return None  # "买了2.5斤，一共多少斤", "8支铅笔一共多少支": the weight or the count asked, not the price
    count, price = slots.number(tokens[c].value), slots.number(tokens[m].value)
    unit = amount_unit(tokens, c, slots)
    if count.percent or count.value <= 0 or price.value <= 0 or DIMENSION.get(unit) == "time" or unit in MONEY_NAMES:
        return None
    if count.value != count.value.to_integral_value() and DIMENSION.get(unit) not in ("mass", "length", "volume"):
        return None  # 2.5 boxes: a count comes whole; 2.5 kg does not
    counted = _counted(tokens, c, slots)
    story = frozenset(t.value for t in tokens[:last_clause_start(tokens)] if t.type == "WORD")
    if c + 1 < len(tokens) and tokens[c + 1].type == "WORD" and noun_after_noun(tokens, c + 1, story):
        return None  # "4 bottle caps": caps counted, of a bottle
    weighed = _weighed_by(tokens, m)
    if weighed and weighed not in counted:
        return None  # "Apples cost $2 a pound. I bought 5 apples": a price per pound, a count of apples
    each = _price_of_one(tokens, m, slots)
    if each is not None and _price_of_another_time_or_payer(tokens, m):
        return None
    asked = _one_asked(tokens, m, c, each is not None)
    if each is not None and asked is None:
        named, strict = each
        if not counted and any(canonical_unit(n) for n in named):
            return None  # "$12 per kg, bought 3": 3 kg, or 3 things? A bare count is no measure
        if (strict or named and counted) and not named & counted:
            return None  # "每斤 8 元 … 3 公斤": the count is not of what the price is each
        if named & _MEASURES and counted & _MEASURES and not named & counted & _MEASURES:
            return None  # "一双袜子5元，买了3只袜子": a pair priced, single socks counted
        if named - _MEASURES and counted - _MEASURES and not (named & counted) - _MEASURES:
            return None  # "一支笔8元，我买了6支铅笔": one measure word, but a pen priced and pencils counted
        if _names_another_thing(tokens, m, named | counted):
            return None  # "… each pen costs $2. How much did I spend on pencils?"
        if _weighed_things_differ(tokens, m, c):
            return None  # "买了4千克苹果，每千克梨7元": the pears' price, the apples' weight
        return _task(f"{count.plain()}*{price.plain()}")
    if each is None and asked is not None and _cost_of_the_count(tokens, m, c):
        if asked and (asked == _container(tokens, c) or counted and asked not in counted):
            return None  # "一箱 24 瓶 … 一箱多少钱": the box is what was priced, not one bottle
        if asked and not counted and not _one_of_the_pack(tokens, c, asked):
            return None  # "a 12-pack of soda … per ounce", "a 10-pack of pencils … per eraser": not the pack's
        if _names_another_thing(tokens, m, counted | {asked}):
            return None  # "买3千克苹果花了36元，梨每千克多少钱", "…，充电器单价是多少元": another thing's price
        return _task(f"{price.plain()}/{count.plain()}")
    return None


def _weighed_things_differ(tokens: list[Tok], m: int, c: int) -> bool:
    """"4千克苹果 … 每千克梨7元": the thing after the count's unit and the thing after the price's 每 unit differ."""
    def thing_after_unit(at: int) -> str | None:
        if at + 2 < len(tokens) and tokens[at + 1].type == "UNIT" and tokens[at + 2].type == "WORD" \
                and not tokens[at + 2].value.isascii():
            return tokens[at + 2].value
        return None
    each = next((k for k in range(m - 1, -1, -1) if tokens[k].type == "MEI" or tokens[k].type == "COMMA"), None)
    counted = thing_after_unit(c)
    priced = thing_after_unit(each) if each is not None and tokens[each].type == "MEI" and each + 2 < m else None
    return counted is not None and priced is not None and counted != priced


# A price said of another time than the buying, or as one that may be ("would cost", "usually costs", "before the sale")
_NOT_THE_PRICE_PAID = frozenset({"would", "could", "might", "may", "should", "usually", "normally", "regularly",
                                 "originally", "before", "once", "used", "sometimes"})
_CURRENCY_SIGNS = frozenset({"$", "¥", "€", "£", "￥"})


# A question of another time than the price's ("… cost yesterday", "… a year ago", 以前买4支要多少元)
_ANOTHER_TIME_ASKED = frozenset({"BEFORE_EN", "BEFORE_ZH", "YESTERDAY", "AGO"})


def _price_of_another_time_or_payer(tokens: list[Tok], m: int) -> bool:
    """"Each notebook would cost $3", "… cost $3 before the sale": not the price paid; "Each notebook cost her
    friend $3": the price someone else paid (a word between the verb and the money); "Each pen now costs $3. How
    much did 4 pens cost before?": the price asked of another time than the one told."""
    clause = tokens[_clause_start(tokens, m):_clause_end(tokens, m)]
    if any(t.value in _NOT_THE_PRICE_PAID for t in clause):
        return True
    question = last_clause_start(tokens)
    if m < question and any(t.type in _ANOTHER_TIME_ASKED for t in tokens[question:]):
        return True
    k = m - _clause_start(tokens, m)
    verb = next((j for j in range(k - 1, -1, -1) if clause[j].value in _PRICED_VERBS or clause[j].type == "PRICE_EN"),
                None)  # the verb nearest the money: "The price of one book is $15" prices by "is"
    return verb is not None and any(t.type == "WORD" and t.value not in _CURRENCY_SIGNS for t in clause[verb + 1:k])


# Verbs of handing money to someone, whose receiver stands between the verb and the money ("gave my cousin $20")
_GIVING = frozenset({"give", "gives", "gave", "send", "sends", "sent", "lend", "lends", "lent", "hand", "hands",
                     "handed", "pay", "pays", "paid", "owe", "owes", "owed", "donate", "donates", "donated"})
_ASKER_OF = {"me": "i", "us": "we", "him": "he", "her": "she", "them": "they"}


def _given_to_another(tokens: list[Tok], m: int) -> bool:
    """Whether the money at tokens[m] is handed to a receiver named between a verb of giving and it, and the
    question does not ask of that receiver: a gift, not a price ("gave my cousin $20 … did I get")."""
    start = _clause_start(tokens, m)
    verb = next((k for k in range(m - 1, start - 1, -1) if tokens[k].value in _GIVING), None)
    receiver = [t.value for t in tokens[verb + 1:m] if t.type == "WORD"] if verb is not None else []
    if not receiver:
        return False
    asked = {t.value for t in tokens[last_clause_start(tokens):]}
    return receiver[-1] not in asked and _ASKER_OF.get(receiver[-1]) not in asked


def _one_marker(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"一箱", "一瓶", "1 kg": one of a measure word or unit, not a count."""
    if tokens[i].type != "NUM":
        return False
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    n = slots.number(tokens[i].value)
    return n.value == 1 and not n.percent and following is not None and following.type in ("MEASURE", "UNIT") \
        and not money_of(tokens, i, slots)


def _noun(tok: Tok | None) -> str:
    if tok is None or tok.type not in ("MEASURE", "UNIT", "WORD"):
        return ""
    return noun_key(tok)


def _names(tokens: list[Tok], i: int) -> set[str]:
    """The measure word at tokens[i] and the Chinese noun after it ("支" "铅笔"), or the one noun there."""
    if i >= len(tokens):
        return set()
    names = {_noun(tokens[i])} - {""}
    if tokens[i].type == "MEASURE" and i + 1 < len(tokens) and tokens[i + 1].type == "WORD" \
            and not tokens[i + 1].value.isascii():
        names.add(tokens[i + 1].value)
    return names


def _counted(tokens: list[Tok], c: int, slots: Slots) -> set[str]:
    """What the count counts: its unit, or its measure word and the noun after it ("24 瓶水", "500 克",
    "7 个面包", "4 pens"); empty for "3 for $12" and "a 12-pack"."""
    following = tokens[c + 1] if c + 1 < len(tokens) else None
    if following is None or following.type == "MINUS":
        return set()
    if following.type == "UNIT":
        return {amount_unit(tokens, c, slots)}
    if following.type == "MEASURE" or following.type == "WORD" and following.value.isascii() \
            and following.value not in _PRICED_VERBS:
        return _names(tokens, c + 1)
    if following.type == "WORD" and len(following.value) == 1 and "\u4e00" <= following.value <= "\u9fff":
        return {following.value}  # "买了2包": a measure word the lexicon does not know
    return set()


def _container(tokens: list[Tok], c: int) -> str:
    """The box the count is in: "一箱 24 瓶" (箱), "a 12-pack" and "a box of 20" (pack, box)."""
    if c >= 2 and tokens[c - 2].value in ("一", "a", "an", "one") and tokens[c - 1].type in ("MEASURE", "WORD"):
        return _noun(tokens[c - 1])
    if c + 2 < len(tokens) and tokens[c + 1].type == "MINUS":
        return _noun(tokens[c + 2])
    if c >= 2 and tokens[c - 1].type == "OF" and tokens[c - 2].type == "WORD":
        return _noun(tokens[c - 2])
    return ""


# What a pack of a drink or food said in the singular ("a 12-pack of soda", "a 24-pack of water") is counted in
_SERVINGS = frozenset({"can", "bottle"})


def _one_of_the_pack(tokens: list[Tok], c: int, asked: str) -> bool:
    """Whether the one asked is what "a 12-pack of X" holds: X itself ("a 10-pack of pencils … per pencil"), or a
    can or bottle of an X said in the singular ("a 12-pack of soda … per can"); a pack said otherwise passes."""
    if not (c + 4 < len(tokens) and tokens[c + 1].type == "MINUS" and tokens[c + 3].type == "OF"):
        return True
    held, one = tokens[c + 4].value, lemma(asked, "NOUN")
    return one == lemma(held, "NOUN") or lemma(held, "NOUN") == held and one in _SERVINGS


def _moved_by(tokens: list[Tok], m: int) -> bool:
    """The money at tokens[m] is how much a price moved: a word of rising or falling right before it (了, by between)."""
    k = m - 1
    while k > 0 and tokens[k].value in ("了", "by"):
        k -= 1
    return k >= 0 and (tokens[k].type in _MOVED_TYPES or tokens[k].value.rstrip("了").endswith(_MOVED_ZH))


def _price_of_one(tokens: list[Tok], m: int, slots: Slots) -> tuple[set[str], bool] | None:
    """What the money at tokens[m] is the price of one of (empty when not named) and whether the
    count must count exactly that, or None when the words do not say it is the price of one: "每本
    32 元", "2 元一支", "$3 each", "$2 per pen", "一支铅笔 2 元", "one book is $15", "a sandwich costs
    $6"; "tickets cost $12.50" only for a count of tickets."""
    end = m + 1 + (m + 1 < len(tokens) and tokens[m + 1].type == "UNIT")
    after = tokens[end:end + 2]
    if after and after[0].type == "FOR":
        return None  # "$12 for adults": a price for some, not each
    if after and after[0].type == "MEI":  # "$2 per pen"; "bananas are $3 each": the subject's price
        return (_names(tokens, end + 1) if after[0].value == "per" else _subject_priced(tokens, m, right_before=True)), \
            False
    if len(after) == 2 and after[0].value in ("一", "a", "an") and after[1].type in ("MEASURE", "UNIT", "WORD") \
            and (after[0].value == "一" or after[1].value.isascii()):
        return _names(tokens, end + 1), False  # "2 元一支", "$2 a pound"
    if len(after) == 2 and after[1].type == "MEASURE" and _one_marker(tokens, end, slots):
        return _names(tokens, end + 1), False  # "45 元一张" with its 一 read as a number
    start = _clause_start(tokens, m)
    if Said(tokens[start:m]).any(_UNIT_PRICE):
        return set(), False  # "单价 12.8 元的笔记本", "unit price $4": the price of one, by name
    while start > 0 and _one_marker(tokens, start - 1, slots):
        start = _clause_start(tokens, start - 1)  # "一本练习本 3 元": the one is part of the clause
    for k in range(start, m):
        t = tokens[k]
        if t.type == "MEI" and k + 1 < m:
            return _names(tokens, k + 1), False  # "每本 32 元", "each notebook costs $3"
        if (t.value in ("一", "one", "a", "an") or _one_marker(tokens, k, slots)) and k + 1 < m and k - start <= 2 \
                and tokens[k + 1].type in ("MEASURE", "UNIT", "WORD") and tokens[k + 1].value not in _PRICED_VERBS:
            return _names(tokens, k + 1), False  # "一支铅笔 2 元", "one book is $15"
        if t.type == "WORD" and t.value.startswith("一") and len(t.value) > 2 and k == start:
            return {t.value[1:2], t.value[2:]}, False  # "一个面包 3 元", merged into one word
    if start and tokens[start - 1].type == "NUM":
        return None  # "4 pens cost $10": the cost of the count
    subject = _subject_priced(tokens, m)
    return (subject, True) if subject else None  # "tickets cost $12.50", "a movie ticket costs $12": each, of tickets


def _subject_priced(tokens: list[Tok], m: int, right_before: bool = False) -> set[str]:
    """The thing the clause of the money at tokens[m] prices by its subject ("tickets cost $12.50", "bananas are $3
    each": its verb right before the money where `right_before`), or none."""
    start = m - 1 if right_before else _clause_start(tokens, m)
    verb = next((k for k in range(start, m) if tokens[k].value in _PRICED_VERBS or tokens[k].type == "PRICE_EN"
                 or tokens[k].value in ("are", "is")), None)
    subject = tokens[verb - 1] if verb is not None and (right_before or start < verb <= start + 3) else None
    return {noun_key(subject)} if subject is not None and subject.type in ("WORD", "UNIT") and subject.value.isascii() \
        else set()


# Units an amount of money may be the price of, said without "per": "$2 a pound" (the lexicon drops the "a").
_WEIGHED = frozenset({"pound", "pounds", "kilo", "kilos", "ounce", "ounces"})


def _weighed_by(tokens: list[Tok], m: int) -> str:
    """The unit the money at tokens[m] is the price of one of, written right after it ("$2 a pound"), or ""."""
    following = tokens[m + 1] if m + 1 < len(tokens) else None
    if following is not None and following.type == "WORD" \
            and (following.value in _WEIGHED or canonical_unit(following.value)):
        return noun_key(following)
    return ""


def _clause_start(tokens: list[Tok], i: int) -> int:
    start = i
    while start > 0 and tokens[start - 1].type not in ("COMMA", "NUM"):
        start -= 1
    return start


def _clause_end(tokens: list[Tok], i: int) -> int:
    end = i + 1
    while end < len(tokens) and tokens[end].type != "COMMA":
        end += 1
    return end


def _one_asked(tokens: list[Tok], m: int, c: int, priced_each: bool) -> str | None:
    """The one thing the question asks the price of ("一瓶", "每克", "per can", "one pen", "each"; ""
    when not named, as in 单价), or None when it asks no price of one. The words that make the money
    a price each (its clause), and the box around the count, are not the question."""
    question = last_clause_start(tokens)
    own = set(range(_clause_start(tokens, m), _clause_end(tokens, m))) if priced_each else set()
    own |= {c - 2, c - 1, c + 1}
    for k in range(question, len(tokens)):
        t = tokens[k]
        if k in own or k == m:
            continue
        if t.value in _ONE_WORDS or t.type == "NUM" and k != c:
            following = tokens[k + 1] if k + 1 < len(tokens) else None
            if following is not None and following.type in ("MEASURE", "UNIT", "WORD") \
                    and following.value not in _PRICED_VERBS:
                return _noun(following)
            if t.value in ("each", "apiece", "a piece"):
                return ""
    asking = [t for k, t in enumerate(tokens[question:], question) if k not in own]
    return "" if Said(asking).any(_UNIT_PRICE) else None


QUESTION_FILLER = frozenset({"i", "we", "you", "he", "she", "they", "it", "do", "does", "did", "will", "would",
                              "should", "much", "money", "altogether", "all", "them", "me", "my", "need", "have", "to",
                              "get", "in", "for", "be", "are", "is", "was", "were", "pay", "pays", "paid", "spend",
                              "spent", "cost", "costs", "total", "worth", "these", "those", "going", "买", "我", "我们", "他",
                              "她", "他们", "要", "一共", "总共", "需要", "花", "付", "了", "的", "得", "应该", "应", "那么",
                              "请问", "共", "钱", "一共要", "单价"})  # 每支单价多少: the price of the one asked


def _names_another_thing(tokens: list[Tok], m: int, names: set[str]) -> bool:
    """A word in the question that is neither a question's filler nor what is priced or counted."""
    question = last_clause_start(tokens)
    if question <= m:
        return False  # the price is in the question's own clause: its words are the price's
    return any(t.type == "WORD" and t.value not in QUESTION_FILLER and t.value not in _ONE_WORDS and t.value not in names
               and noun_key(t) not in names for t in tokens[question:])


def _cost_of_the_count(tokens: list[Tok], m: int, c: int) -> bool:
    """The money is what the count cost: in the count's clause after it ("24 瓶水卖 36 元", "4 pens
    cost $10"), or "$45 for 3 shirts"."""
    if c < m:
        return not any(t.type == "COMMA" for t in tokens[c + 1:m])
    between = [t.type for t in tokens[m + 1:c]]
    return between in (["FOR"], ["ON"], ["UNIT", "FOR"], ["UNIT", "ON"])


def _task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")
