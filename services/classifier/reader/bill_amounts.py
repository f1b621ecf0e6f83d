"""A bill's amounts as the words tell them (`bill_of`): what was bought (amounts of money, or a count at a price
each: "3 coffees at $4.75 each", "买 5 本书每本 32 元", "6 个 3 块 5 的包子"), what was paid or handed over, what was had,
and how many share it; None where a number is none of these, a count has no price each, or two currencies appear.
Also the currency of one number (`money_of`: "45 元", "$8", "USD 12") and 块 counting pieces (`a_piece`: "2 块蛋糕"),
which the readers of prices, budgets, discounts and money flows use too."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..slots import Slots
from .tokens import Said, Tok
from .role_words import lemma
from .units import MONEY_NAMES, amount_unit, money_sign, money_unit
from .bill_people import ACT_WORDS, ANYONE, SELF, SENTENCE_ENDS, clause_at, a_person


PAID = ("付了", "付", "给了", "给收银员", "给", "交了", "拿了", "拿", "pay with", "paid with", "paying with", "hand over", "gave",
         "handed", "paid", "pay", "pays", "give", "gives", "hand", "hands")
_HAD = ("带了", "有", "had", "have", "has", "budget", "预算", "wallet", "钱包里", "starting with", "started with", "存了",
        "充了", "口袋里")
_RECEIVED = ("got", "gets", "received", "receive", "given", "收到", "得到", "领了", "赚了", "捡到")
PEOPLE = frozenset({"个人", "人", "位", "名", "people", "persons", "friends", "guys", "ways", "us", "of us"})
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                 "twelve": 12}


@dataclass
class Bill:
    bought: list[tuple[int, str]] = field(default_factory=list)  # (position, amount or count*price)
    paid: list[tuple[int, str]] = field(default_factory=list)
    had: list[tuple[int, str]] = field(default_factory=list)
    people: set[str] = field(default_factory=set)


def bill_of(tokens: list[Tok], slots: Slots) -> Bill | None:
    """What was bought, paid and had, and how many share it; None when a number is none of these,
    a count has no price each, or two currencies appear."""
    bill = Bill()
    currencies = set()
    count: tuple[str, str, int] | None = None  # a count waiting for its price each, with its unit word and place
    each: tuple[str, str, int] | None = None  # a price each waiting for its count ("每支 3 元，买 5 支")
    skip = set()
    for i, t in enumerate(tokens):
        if i in skip:
            continue
        if t.type == "WORD" and t.value.endswith("一") and i + 1 < len(tokens) and tokens[i + 1].type == "MEASURE" \
                and (t.value == "一" and _bought_again(tokens, i) and not _priced_in_its_clause(tokens, i, slots)
                     or _never_priced(tokens, i, slots)):
            return None  # "又买了一瓶水，找零多少", "还拿了一瓶水": one more thing, its price not told
        if t.type == "WORD" and t.value in _NUMBER_WORDS:
            if not people_after(tokens, i):
                return None  # "three coffees": a count written in words is not read
            bill.people.add(str(_NUMBER_WORDS[t.value]))
            continue
        if t.type != "NUM":
            continue
        n = slots.number(t.value)
        if n.percent or n.value <= 0:
            return None
        value = n.plain()
        unit = money_of(tokens, i, slots) or amount_unit(tokens, i, slots)
        if a_piece(tokens, i):
            unit = "块"  # "2 块蛋糕": pieces, not yuan
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if unit not in MONEY_NAMES and n.value == 1 and following is not None and following.type == "MEASURE":
            if i + 2 < len(tokens) and tokens[i + 2].type == "WORD" and a_person(tokens[i + 2].value):
                return None  # "我请了一个朋友": one more person, not one item; who shares is no longer told
            if _bought_again(tokens, i) and not _priced_in_its_clause(tokens, i, slots) \
                    or _never_priced(tokens, i, slots):
                return None  # "又买了一瓶水，找零多少", "18.8元的饭盒和一瓶水": one more thing, its price not told
            continue  # "一条裤子 96 元": one item, and its price
        if unit not in MONEY_NAMES and _handed_over_bare(tokens, i):
            unit = ""  # "一共 263.4 元，我给了 300": money handed over is in the bill's currency
        elif unit not in MONEY_NAMES:
            if count is not None:
                return None
            counted = following.value if following is not None and following.type in ("UNIT", "MEASURE") else ""
            if each is not None:
                if each[1] and each[1] != counted and not (each[1] == "人" and counted in PEOPLE) \
                        and (counted or not _named_by_word(tokens, each[1])):
                    return None  # "每斤 8 元 … 3 公斤": the count is not of what the price is each
                if _other_item(tokens, i, each[2]):
                    return None
                bill.bought.append((i, f"{value}*{each[0]}"))
                each = None
            elif people_after(tokens, i):
                bill.people.add(value)
            elif n.value == n.value.to_integral_value():
                count = (value, counted, i)
            else:
                return None
            continue
        if unit:
            currencies.add(unit)
        jiao = _jiao(tokens, i, slots)
        if jiao is not None:
            value = f"{value}.{jiao}"
            skip.add(i + 2)
        end = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].type == "UNIT") + (jiao is not None)
        if each is not None:
            return None  # a price each, then another amount before its count
        is_each, named = _each_price(tokens, i, end, count[1] if count else "", slots)
        if is_each:
            if count is None:
                if _after_a_price_in_its_sentence(tokens, bill, i):
                    return None  # "Pens cost $2 and notebooks $5 each": is the $2 each too?
                each = (value, named, i)  # its count comes later
                continue
            if _other_item(tokens, count[2], i):
                return None
            bill.bought.append((i, f"{count[0]}*{value}"))
            count = None
            continue
        if count is not None:
            return None  # a count, then a price not said to be each
        if i >= 3 and [t.type for t in tokens[i - 3:i]] == ["MEI", "MEASURE", "WORD"]:
            return None  # "每本书 32 元": a price each of a thing named, not an amount bought
        role = _role(tokens, i)
        if role is None:
            return None
        getattr(bill, role).append((i, value))  # bought, paid or had
    if count is not None or each is not None or len(currencies) != 1:
        return None
    return bill


_HANDING = ("给了", "付了", "拿了", "给", "付")


def _handed_over_bare(tokens: list[Tok], i: int) -> bool:
    """"我给了 300，应该找多少", "给了100块，花了37.5，找我多少": a bare number right after the word that hands
    money over or spends it, ending its clause."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return i > 0 and (tokens[i - 1].value.endswith(_HANDING) or tokens[i - 1].value in _SPENT_ZH) \
        and (following is None or following.type == "COMMA")


_SPENT_ZH = frozenset({"花了", "花掉了", "花掉", "消费了", "支出", "用掉了"})


NOT_ITEMS = SELF | ANYONE | frozenset(ACT_WORDS) | frozenset({"the", "a", "an", "and", "on", "for", "of"})


def _after_a_price_in_its_sentence(tokens: list[Tok], bill: Bill, i: int) -> bool:
    """A price each at tokens[i] whose count comes later, joined to another amount without a comma or a
    stop between ("$2 and notebooks $5 each"): the "each" may be said of both."""
    earlier = [at for at, _ in bill.bought + bill.paid + bill.had if at < i]
    return bool(earlier) and not any(t.type == "COMMA" or t.value in SENTENCE_ENDS
                                     for t in tokens[max(earlier) + 1:i])


def _other_item(tokens: list[Tok], count_at: int, price_at: int) -> bool:
    """"Pens cost $2 and notebooks $5 each. I buy 3 pens": the count names an item ("3 pens") and
    the clause of the price each names items, none of them this one."""
    counted = tokens[count_at + 1] if count_at + 1 < len(tokens) else None
    if counted is None or counted.type != "WORD" or counted.value in NOT_ITEMS or not counted.value.isascii():
        return False
    priced = {lemma(t.value, "NOUN") for t in clause_at(tokens, price_at)
              if t.type == "WORD" and t.value not in NOT_ITEMS and t.value.isascii()}
    return bool(priced) and lemma(counted.value, "NOUN") not in priced


def money_of(tokens: list[Tok], i: int, slots: Slots) -> str:
    """The currency of the number at tokens[i] ("45 元", "$8", "a $75 item", "USD 12", "RMB 80"), or ""."""
    unit = amount_unit(tokens, i, slots)
    if unit in MONEY_NAMES:
        return unit
    start = slots.number(tokens[i].value).start
    if start and not slots.folded[start - 1].isalnum() and not slots.folded[start - 1].isspace():
        return money_sign(slots, start)  # "$8", "¥28"; not "1760元4个人": 元 is the number before's
    if i >= 2 and tokens[i - 1].type == "UNIT" and not tokens[i - 1].value.isascii() and tokens[i - 2].type == "NUM":
        return ""  # "45 元一张": 元 is the number before's, as in "1760元4个人"
    before = slots.folded[max(0, start - 5):start].split()
    return money_unit(before[-1]) if before and before[-1].isalpha() else ""


def a_piece(tokens: list[Tok], i: int) -> bool:
    """"2 块蛋糕": 块 right before a noun counts pieces ("4 块的豆浆", "3 块 5", "680 块，" are yuan)."""
    if i + 2 >= len(tokens) or tokens[i + 1].value != "块":
        return False
    noun = tokens[i + 2]
    return noun.type == "WORD" and not noun.value.startswith(("的", "钱"))


def _jiao(tokens: list[Tok], i: int, slots: Slots) -> str | None:
    """"3 块 5": three yuan and five jiao, when a lone digit follows 块 and no unit follows it."""
    if i + 2 >= len(tokens) or tokens[i + 1].value != "块" or tokens[i + 2].type != "NUM":
        return None
    n = slots.number(tokens[i + 2].value)
    after = tokens[i + 3] if i + 3 < len(tokens) else None
    if n.unit or n.percent or not (0 < n.value < 10) or n.value != n.value.to_integral_value() \
            or slots.number(tokens[i].value).value != slots.number(tokens[i].value).value.to_integral_value() \
            or after is not None and after.type in ("UNIT", "MEASURE", "NUM"):
        return None
    return n.plain()


def each_after_an_amount(tokens: list[Tok], at: int) -> bool:
    """An "each" said after an amount ("$4.75 each"), not before the next one ("每本 32 元")."""
    before = tokens[at - 1] if at else None
    return before is not None and (before.type == "NUM" or before.type == "UNIT" and at > 1 and tokens[at - 2].type == "NUM")


def _each_price(tokens: list[Tok], i: int, end: int, count_unit: str, slots: Slots) -> tuple[bool, str]:
    """"每本 32 元", "$4.75 each", "2 tickets at $18.50", "6 个 3 块 5 的包子": a price of one, and the
    unit it is each of when one is named (of the count before it, when there is one); the amount is
    tokens[i:end]."""
    before = tokens[max(0, i - 2):i]
    after = tokens[end] if end < len(tokens) else None
    for k, t in enumerate(before):
        if t.type == "PER_EACH":  # "每人 35 元"
            return count_unit in ("", *PEOPLE), "人"
        if t.type == "MEI" and each_after_an_amount(tokens, max(0, i - 2) + k):
            continue  # "$14.99 each and a $3 salad": that "each" is the price before's
        if t.type == "MEI":  # "每本 32 元"
            named = before[k + 1].value if k + 1 < len(before) else _unit_dropped(tokens, i, slots)
            return not count_unit or not named or named == count_unit, named
    if before and before[-1].type == "WORD" and before[-1].value == "单价":  # "买了 4 瓶酱油，单价 8 元"
        return True, ""
    if count_unit and len(before) == 2 and before[1].type == "MEASURE" and _one(before[0], slots) \
            and not any(t.value.startswith("另") for t in tokens):  # "一支2元，另一支3元": not one price each
        return before[1].value == count_unit, before[1].value  # "买 7 个橙子，一个 3 元"; "一斤 3 元" is not each 个
    if after is not None and after.type == "MEI":  # "$4.75 each", "$2 per kg"
        per = tokens[end + 1] if end + 1 < len(tokens) else None
        named = per.value if per is not None and per.type in ("UNIT", "MEASURE", "WORD") else ""
        return not count_unit or not named or named == count_unit, named
    if before and before[-1].type == "AT" and i >= 3 and tokens[i - 3].type == "NUM":
        return True, ""  # "2 tickets at $18.50"
    return len(before) == 2 and before[0].type == "NUM" and (before[1].type == "MEASURE" or len(before[1].value) == 1) \
        and after is not None and after.value.startswith("的") \
        and slots.number(before[0].value).value != 1, ""  # "2 杯 4 块的豆浆"; "一件 68 元的衣服" is one item bought


def _one(token: Tok, slots: Slots) -> bool:
    """"一" in "一双 9 元", "1" or "一" read as a number in "一个 3 元"."""
    return token.type == "WORD" and token.value == "一" or token.type == "NUM" and slots.number(token.value).value == 1


def _named_by_word(tokens: list[Tok], named: str) -> bool:
    """"$3 per ticket, 4 tickets": a price each of a thing named by a word; a count without a unit
    counts it (one with a unit, "3 kg" after "per pound", does not)."""
    return any(t.type == "WORD" and t.value == named for t in tokens)


def _unit_dropped(tokens: list[Tok], i: int, slots: Slots) -> str:
    """"每公斤 6 元": the unit right before a number is left out of the tokens (the number carries
    its own); it is read back from the text between 每 and the number."""
    start = slots.number(tokens[i].value).start
    written = slots.folded[max(0, start - 6):start]
    return written[written.rfind("每") + 1:].strip() if "每" in written else ""


def _never_priced(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"18.8元的饭盒和一瓶水", "还拿了一瓶水", "付了一张50元和一个硬币": one thing (a one and its measure at tokens[i])
    named by a word that no money follows in its clause and that the request names nowhere else, so no price of
    it is told ("买一个书包和一个文具盒，书包45元" names it again with its price)."""
    name = tokens[i + 2] if i + 2 < len(tokens) and tokens[i + 2].type == "WORD" else None
    if name is None or a_person(name.value):
        return False
    for k in range(i + 3, len(tokens)):
        if tokens[k].type == "COMMA":
            break
        if tokens[k].type == "NUM" and money_of(tokens, k, slots):
            return False
    return not any(name.value in t.value for k, t in enumerate(tokens) if k != i + 2 and t.type == "WORD")


def _bought_again(tokens: list[Tok], i: int) -> bool:
    """"又买了一瓶水": one more thing bought after the bill told (not "买一个书包和一个文具盒", the things priced)."""
    return i > 0 and (tokens[i - 1].type == "ADD_MORE" or tokens[i - 1].value.startswith(("又买", "再买", "还买")))


def _priced_in_its_clause(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"一条裤子 96 元", "一瓶水，3元": the one thing at tokens[i] has a money amount in its clause or the next."""
    clauses = 0
    for k in range(i + 1, len(tokens)):
        if tokens[k].type == "COMMA":
            clauses += 1
            if clauses > 1 or tokens[k].value in SENTENCE_ENDS:
                return False
        elif tokens[k].type == "NUM":
            return bool(money_of(tokens, k, slots))
    return False


def people_after(tokens: list[Tok], i: int) -> bool:
    """"五个人", "4 people", "three of us", "split three ways", "dinner for four": how many share."""
    after = [t.value for t in tokens[i + 1:i + 3]]
    before = tokens[i - 1] if i else None
    return bool(after) and (after[0] in PEOPLE or after[:2] == ["of", "us"]) \
        or before is not None and before.type == "FOR" and i >= 2 \
        and tokens[i - 2].value in ("dinner", "lunch", "breakfast", "brunch", "meal", "table")


def _had_before(tokens: list[Tok], j: int) -> bool:
    """The amount nearest before tokens[j], in its sentence, is one had."""
    k = next((k for k in reversed(range(j)) if tokens[k].type in ("NUM", "COMMA")), None)
    return k is not None and tokens[k].type == "NUM" and _role(tokens, k) == "had"


def _role(tokens: list[Tok], i: int) -> str | None:
    """What the words just before the amount (up to three tokens, within its clause) say it is."""
    words: list[Tok] = []
    for j in reversed(range(0, i)):
        t = tokens[j]
        if t.type == "NUM" and tokens[j + 1].type == "MEASURE":
            continue  # "付了一张 50 元": one note (bill_of reads only one here), not an amount
        if t.type in ("COMMA", "AND", "NUM") or len(words) == 3:
            if not words and t.type == "AND" and _had_before(tokens, j):
                return None  # "has $500 in the bank and $40 in cash": a second amount had, not spent
            break
        words.insert(0, t)
    before = Said(words)
    if Said(words[-2:]).any(_RECEIVED):
        return None  # "got $20 from mom": money come in, neither paid, had nor spent
    found = [role for role, marks in (("paid", PAID), ("had", _HAD)) if before.any(marks)]
    if len(found) > 1:
        return None
    return found[0] if found else "bought"
