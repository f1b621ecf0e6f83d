"""The units of each amount a rate story states, and of the one amount its question asks: "a box
holds 74 eggs" is 74 egg per box; "每小时走5公里" 5 km per h; "how much do I pay" asks money,
"its speed in km/h" km per h, "how many does each kid get" so many per kid.

What a clause cannot place exactly (a word that may change the story, a second subject) raises
`Unread`, so the request goes slow rather than being read with a guessed unit.
"""

from __future__ import annotations

from collections import Counter

from .tokens import Tok, whole_word_starts
from .chat_rates_en import money_unsaid
from .money_directions import SPENT, paid_to
from .pronouns import is_person_name
from .rate_statements_en import HOLDING, each_period_first, priced_things
from .rate_clauses import (
    Amount, Asked, BUY, CAN, CONTAINERS, Clause, HAS_VERBS, HOW_MANY_GE, LENGTH_KEYS, MONEY_VERBS, NOUN_TOKENS, ONE,
    PRONOUNS, TASKS, TIME_KEYS, TIME_NOUN_TOKENS, Unread, VERBS, VOLUME_KEYS, ZH_PARTICLES, dims_of_unit, noun_key,
)
from .units import MONEY_NAMES, canonical_unit, money_unit

_MODALS = frozenset({"能", "可以", "可", "会", "can", "could"})  # before a verb: what it can do, the same rate
# "走了10分钟" walked for ten minutes; elsewhere (他走了) someone left, which the grammar's stories read
_MOVED = frozenset({"走了", "跑了", "骑了", "开了", "用了", "花了"})
_HAVE_ASKS = frozenset({"do i have", "does he have", "does she have"})  # not "… left": no part is gone
_HOW_MUCH_IS = frozenset({"how much is", "how much's", "how much was", "how much are", "how much will", "how much would"})
_STEADY = frozenset({"constant", "steady", "the", "same", "a", "speed", "pace", "rate"})
_FILLER_TYPES = frozenset({"AND", "IS", "YOU", "TOGETHER", "ZH_SUM", "YAO", "EQUALS"})
_SPEED_WORDS = frozenset({"speed", "速度", "平均速度", "时速", "速度是"})
# "时速 300 公里", "时薪 30 元", "月薪 8000": a word that says the amount after it is per a time
_PER_IN_WORD = {"时速": "h", "时薪": "h", "日薪": "day", "周薪": "week", "月薪": "month", "年薪": "year",
                "月租": "month", "年租": "year"}
_PER_WORD_ENDINGS = tuple(_PER_IN_WORD)
# "my hourly wage is $20", "what's my annual income": the amount (asked) is per that period
_PER_ADJECTIVES = {"hourly": "h", "daily": "day", "weekly": "week", "monthly": "month", "annual": "year",
                   "yearly": "year"}
# What a rate is of, named beside it ("每小时工资 30 元", "80km/h 的速度", "40 hours of work"): no amount
_RATE_NOUNS = frozenset({"工资", "薪水", "收入", "速度", "油耗", "耗油量", "产量", "work", "driving", "walking",
                         "wage", "salary", "pay", "income", "rent"})
# After a period's adjective, money's names for an amount per that period too: "my hourly rate is $45", "her hourly
# fee", "my daily budget" (alone, "the rate" or "the fee" says no period)
_PER_ADJECTIVE_NOUNS = _RATE_NOUNS | {"rate", "fee", "budget", "allowance", "charge"}
# Nouns a question asks money by ("工资是多少", "what's my pay"), a length by ("路程是多少千米"), and
# a substance measured by volume ("how much fuel for 350 km", "要多少油")
_MONEY_NOUNS = frozenset({"工资", "薪水", "收入", "工钱", "pay", "wage", "wages", "salary", "earnings", "income"})
_LENGTH_NOUNS = frozenset({"路程", "距离", "distance"})
SUBSTANCES = frozenset({"fuel", "gas", "petrol", "gasoline", "water", "油", "汽油", "水"})
_MEASURED_KEYS = VOLUME_KEYS | LENGTH_KEYS | {"kg", "g"}  # amounts a "how much" asks (not a count, not money)
# "worked 40 hours this week", "上周工作了 40 小时": which week, not a rate per week
_WHICH = frozenset({"this", "last", "上", "这", "本", "这个", "上个"})
_AT_A_RATE_OF = [["a", word, "of"] for word in ("speed", "rate", "pace")] \
    + [["a", steady, word, "of"] for steady in ("constant", "steady", "average") for word in ("speed", "rate", "pace")]
# "每百公里 7 升", "7 liters per 100 km": a rate per a hundred or a thousand of something
_PER_SCALE_ZH = {"百": 100, "千": 1000}


def read_statement(c: Clause, amounts: list[Amount]) -> None:
    per_before: str | None = None
    per_scale: int | None = None
    while (t := c.peek()) is not None:
        per_word = next((w for w in _PER_IN_WORD if t.value.endswith(w)), None) \
            if t.type == "WORD" and t.value.endswith(_PER_WORD_ENDINGS) else None  # the test in C first: most words
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
                and c.peek(1).value in _PER_ADJECTIVE_NOUNS:
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
            if c.slots.number(t.value).value == 1 and nxt is not None and nxt.type in NOUN_TOKENS | {"WORD"} \
                    and c.i == 0:
                c.i += 1  # "一周有7天": one week, what it has is per week
                per_before = c.noun()
                c.mark = c.i
                c.via_mei = per_before in TIME_KEYS  # "一天工作8小时": one verb may stand between
                c.lead_item = not c.via_mei
                continue
            applied = per_before if _only_has_verbs_since(c) else None
            unit_after = c.peek(1)
            if applied and c.lead_item and unit_after is not None and canonical_unit(unit_after.value) in TIME_KEYS:
                applied = None  # "一辆车 5 小时行驶了 300 千米": the car is who drives, not what the hours are per
            if per_scale and applied is None:
                raise Unread("每百公里 with no amount right after it")
            at = c.i
            amounts.append(c.amount(applied))
            amounts[-1].money_unsaid = money_unsaid(c, amounts[-1], at)
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
        if t.value in ONE and t.type != "NUM" and c.i == 0 or t.type == "MEI" and t.value == "每":
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
            if t.value == "一" and per_before in TIME_KEYS:
                c.via_mei = True  # "一小时开 60 公里": one verb may stand between, as after 每小时
            c.mark = c.i
            continue
        if t.value in _WHICH and c.peek(1) is not None and c.peek(1).type in TIME_NOUN_TOKENS:
            c.i += 2  # "this week", "上周": when, not how long
            continue
        if t.value == "算" and c.peek(1) is None and amounts or t.type == "AVG_ZH" and c.peek(1) is not None \
                and c.peek(1).type == "MEI" or t.type == "TAKE" or t.type == "TO" and c.peek(1) is not None \
                and c.peek(1).value in VERBS:
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
                and c.peek(2) is not None and c.peek(2).type == "WORD" and c.peek(2).value not in VERBS:
            c.i += 3  # "500 克装的茶叶": a pack of that size
            continue
        if t.type in _FILLER_TYPES or t.type == "SHI" or t.value in PRONOUNS or t.value in VERBS \
                or t.value in ZH_PARTICLES \
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
                and c.tokens[c.i - 1].value not in PRONOUNS and _subject(c):
            c.i += 1  # "水龙头", "工人", "这辆车", "汽车的速度是 …": the subject, written with a measure word
            continue
        if t.type == "SPLIT" and c.peek(1) is not None and c.peek(1).value in ("among", "between"):
            c.i += 2
            continue
        if t.type == "OF" and not amounts and per_before is not None and c.i == c.mark and c.peek(1) is not None \
                and c.peek(1).type == "WORD" and c.peek(1).value not in VERBS and c.peek(2) is not None \
                and c.peek(2).value in HOLDING:
            c.i += 2  # "a box of crayons has 24 crayons": what the one box holds, per box
            c.mark = c.i
            continue
        if t.type == "OF" and amounts and c.peek(1) is not None and c.peek(1).value in SUBSTANCES \
                and c.tokens[c.i - 1].type in NOUN_TOKENS | {"WORD"}:
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
            if t.type == "WORD" and t.value.isascii() and t.value not in PRONOUNS:
                c.subject = noun_key(t)
                c.named = t.value if c.i == 0 or c.tokens[c.i - 1].value == "if" else c.named
            c.i += 1
            continue
        raise Unread(f"the word {t.value!r}")


def _counted(amounts: list[Amount]) -> set[str]:
    """The nouns the story's amounts count or are per (a story's subject asked again is none of them)."""
    return {k for a in amounts for k in a.dims}


def _at_rate(c: Clause) -> list[str]:
    """The words of "at a (constant) speed of" after the cursor's "at", or []."""
    words = [x.value for x in c.tokens[c.i + 1:c.i + 5]]
    return next((shape for shape in _AT_A_RATE_OF if words[:len(shape)] == shape), [])


def _only_has_verbs_since(c: Clause) -> bool:
    between = [t for t in c.tokens[c.mark:c.i] if t.value not in _MODALS]  # "每小时能装配": 能 is no second verb
    return all(t.type in ("YOU", "IS", "SHI", "PRICE_EN", "EQUALS") or t.value in HAS_VERBS for t in between) or (
        c.via_mei and len(between) <= 1) or each_period_first(c) and len(between) == 2 \
        and between[0].value in PRONOUNS and between[1].value in VERBS


def _subject(c: Clause) -> bool:
    """A word before the clause's first verb or amount is its subject ("my rent", "pencils")."""
    rest = c.tokens[c.i + 1:]
    return any(t.type in ("IS", "YOU", "PRICE_EN", "BUY_ZH", "TRAVEL", "NUM") or t.value in VERBS for t in rest)


def _named(word: str, original: str) -> bool:
    """Whether `word` is a first name written as one: capitalised inside a sentence ("How much must Kyoko pay";
    gender-guesser also knows "go" and "miles")."""
    return is_person_name(word) and any(
        at and not original[:at].rstrip().endswith((".", "?", "!"))
        for at in whole_word_starts(original, word.capitalize()))


_PAYING = frozenset({"pay", "pays", "paid", "spend", "spends", "spent", "cost", "costs", "buy", "buys", "bought"})


def _pays(question: list[Tok]) -> bool:
    """"How much must Kyoko pay": a paying asked ("How much does Kyoko get paid" is money she receives)."""
    return any(t.value in _PAYING and not paid_to(question, k) for k, t in enumerate(question))


def read_question(c: Clause, amounts: list[Amount]) -> Asked:
    asked = Asked()
    total = False  # "3 coffees at $4.75 each. Total?": the total of the money the story prices
    asked_how_many = False  # "how many" with no noun: of the one thing the story counts
    counting = False  # "how many does it make": things, not money
    while (t := c.peek()) is not None:
        if t.type == "HOW_MANY" or t.type == "ASK" and c.peek(1) is not None and c.peek(1).type in NOUN_TOKENS:
            c.i += 1  # "how many eggs", "等于多少厘米"
            noun = c.noun()
            asked_how_many = asked_how_many or noun is None and t.value in ("how many", "多少", "几")
            counting = counting or noun is None and t.value == "how many"
            if noun is None and t.value == "how much":
                total = True  # "how much for 12 gallons": the money, when the story prices something
            if noun in SUBSTANCES:
                asked.volume = True  # "how much fuel for 350 km"
            elif noun == "money" and t.value == "how much":
                asked.money = True  # "how much money did he spend": as "how much did he spend" asks
            elif noun is not None:
                asked.dims = dims_of_unit(noun)
                stuff = c.peek()
                if canonical_unit(noun) and stuff is not None and stuff.type == "WORD" and not stuff.value.isascii() \
                        and stuff.value not in VERBS and stuff.value not in ZH_PARTICLES and "完" not in stuff.value:
                    c.i += 1  # "多少升油": liters, of fuel
            continue
        if t.type == "HOW_LONG" or t.value in _SPEED_WORDS or t.type == "WORD" and ("完" in t.value or t.value == "finish") \
                or t.value in CAN and any(x.value in BUY for x in c.tokens[c.i + 1:c.i + 3]):
            asked.time = asked.time or t.type == "HOW_LONG"
            asked.speed = asked.speed or t.value in _SPEED_WORDS
            asked.finish = asked.finish or t.type == "WORD" and ("完" in t.value or t.value == "finish")  # "几天读完"
            asked.can_buy = asked.can_buy or t.value in CAN  # "how many can I buy", "能买几支"
            c.i += 1
            continue
        if t.type == "CHUXIAN" and t.value in HOW_MANY_GE:
            c.i += 1
            nxt = c.peek()
            noun = "个"
            if nxt is not None and nxt.type == "WORD" and not nxt.value.isascii() and nxt.value not in VERBS:
                c.i += 1
                noun += nxt.value
            asked.dims = Counter({noun: 1})
            continue
        if t.type == "WORD" and t.value in _PER_ADJECTIVES and not asked.per:
            asked.per = _PER_ADJECTIVES[t.value]  # "his hourly rate", "my annual income"
        elif t.type == "WORD" and t.value in _PER_IN_WORD and t.value.endswith("薪") and not asked.per:
            asked.per, asked.money = _PER_IN_WORD[t.value], True  # "年薪12万，月薪多少"
        elif t.type in TIME_NOUN_TOKENS and c.peek(1) is not None and c.peek(1).value in _MONEY_NOUNS \
                and not asked.per and (not c.i or c.tokens[c.i - 1].type != "NUM"):
            asked.per, asked.money = noun_key(t), True  # "年收入多少", "月工资是多少"
            c.i += 1
        elif t.value in ("a", "an") and c.peek(1) is not None and c.peek(1).type in TIME_NOUN_TOKENS \
                and c.peek(2) is None and c.i and c.tokens[c.i - 1].value in ("that", "it") and not asked.per:
            c.i += 1  # "how much is that a year": per year
            asked.per = c.noun()
            continue
        elif t.value in ("a", "an") and c.peek(1) is not None and c.peek(1).type in TIME_NOUN_TOKENS \
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
        elif t.type == "WORD" and t.value == "gross" and c.peek(1) is not None and c.peek(1).value in _MONEY_NOUNS:
            pass  # "what's my gross pay": before deductions, the rate times the hours ("net pay" is not read)
        elif t.type == "WORD" and t.value in SUBSTANCES and asked.dims is None:
            asked.volume = True  # "how much fuel for 350 km"
        elif t.type == "WORD" and t.value in _LENGTH_NOUNS:
            asked.length = True  # "路程是多少千米", "find the distance": the unit asked, if any, says which
        elif t.type == "WORD" and t.value == "time" and c.peek(1) is not None and c.peek(1).value == "taken":
            asked.time = True  # "the time taken to travel 300 km"
        elif t.value == "rate" and asked.per or t.value in CONTAINERS or t.value in TASKS or t.type == "WORD" \
                and c.i and c.tokens[c.i - 1].value in ("a", "an") and c.peek(1) is not None \
                and (c.peek(1).value in VERBS or c.peek(1).value == "that") \
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
                and c.peek(1) is not None and c.peek(1).type in NOUN_TOKENS | {"WORD"} and not asked.per:
            c.i += 1  # "一周有多少小时": so many hours per week; "how much does one ticket cost"
            asked.per = c.noun()
            c.mark, c.via_mei = c.i, True
            if asked.per is None:
                raise Unread("one what")
            continue
        elif t.type == "NUM":
            # "一周工作 5 天能生产多少个": the days are per the week the question is per
            per = asked.per if asked.per in TIME_KEYS and _only_has_verbs_since(c) else None
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
        elif (t.type == "IN" or t.type == "FOR" and c.peek(2) is not None and c.peek(2).type in TIME_NOUN_TOKENS) \
                and c.peek(1) is not None and c.peek(1).value in ("a", "an", "one", "each", "every") \
                and (c.peek(2) is None or c.peek(2).type != "NUM"):  # not "in an 8-hour shift"; "for a year": per year
            c.i += 2  # "how many hours are in a week": per week
            asked.per = c.noun()
            if asked.per is None:
                raise Unread("in a what")
            continue
        elif t.type == "IN" and c.peek(1) is not None and c.peek(1).type == "UNIT" \
                and any(v < 0 for v in dims_of_unit(noun_key(c.peek(1))).values()):
            c.i += 1
            asked.dims = dims_of_unit(noun_key(c.peek()))  # "its speed in km/h", "in miles per hour"
        elif t.type == "IN" and [x.type for x in c.tokens[c.i + 1:c.i + 4]] == ["UNIT", "MEI", "UNIT"]:
            top, bottom = noun_key(c.peek(1)), noun_key(c.peek(3))  # "in km per hour"
            asked.dims = Counter({top: 1, {"h": "h"}.get(bottom, bottom): -1})
            c.i += 4
            continue
        elif t.type in ("PRICE_EN",) or t.value in MONEY_VERBS and not asked.dims and not counting \
                or t.type == "SPEND" and t.value in SPENT and not asked.dims:
            asked.money = True
        elif t.value in ("total", "the total") or t.type == "WHAT" and t.value in _HOW_MUCH_IS:
            total = True  # "how much is that": as "how much" asks
        elif t.type == "IN" and c.peek(1) is not None and c.peek(1).value == "all" and c.peek(2) is None:
            if any(a.elided for a in amounts):
                raise Unread("in all, of an amount that names no thing (A Boeing 747 seats 400)")
            total = True  # "how many ladybugs are there in all": the total, of what the question names
            c.i += 1
        elif t.value == "must":
            pass  # "how much must she pay"
        elif t.type == "ON" and asked.money and c.i and c.tokens[c.i - 1].type == "SPEND":
            c.i += 1 + (c.peek(1) is not None and c.peek(1).value == "the")
            thing = c.peek()  # the noun itself, though it may be a verb too ("plants")
            if thing is None or thing.type not in NOUN_TOKENS | {"WORD"} or noun_key(thing) not in priced_things(amounts):
                raise Unread("spent on another thing than the one priced")
            c.i += 1
            continue  # "how much did Ellen spend on chairs": the chairs priced and counted
        elif t.type == "WORD" and _named(t.value, c.slots.original) and not any(is_person_name(w) for w in c.story):
            # "Each ball costs $1.54. How much must Kyoko pay …": a payer where the story names no one
            if not _pays(c.tokens):
                raise Unread("a person the story does not name, asked of no paying (earn: the seller?)")
            if any(x is not t and x.type == "WORD" and _named(x.value, c.slots.original) for x in c.tokens):
                raise Unread("two payers the story does not name (Ruth and Sam: together, or each?)")
        elif t.type in _FILLER_TYPES | {"WHAT", "IN", "FOR", "ASK", "BUY_ZH", "TRAVEL", "TO", "WITH", "AVG_ZH", "TAKE", "DE"} \
                or t.type in ("AT", "ON") and c.peek(1) is not None and c.peek(1).type == "NUM" \
                or t.type == "OF" and c.i and c.tokens[c.i - 1].type in NOUN_TOKENS | {"WORD"} and c.peek(1) is not None \
                and c.peek(1).value in SUBSTANCES and c.peek(1).value in c.story \
                or t.value in SUBSTANCES and c.i and c.tokens[c.i - 1].type == "OF" and t.value in c.story \
                or t.value in PRONOUNS or t.value in c.story_named and t.value not in _counted(amounts) \
                or t.type == "SPEND" and t.value in _MOVED \
                or t.value in VERBS or t.value in ZH_PARTICLES \
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
        counted = {k for a in amounts for k, v in a.dims.items() if v > 0 and k not in TIME_KEYS}
        # "how much" of the one thing measured ("drips 3 liters an hour … how much in 24 hours"): that amount
        how_much_measured = total and len(counted) == 1 and not counted.isdisjoint(_MEASURED_KEYS)
        if not (asked_how_many or how_much_measured) or len(counted) != 1 \
                or any(set(a.dims) & MONEY_NAMES for a in amounts):
            raise Unread("the question names nothing it asks for")
        asked.dims = Counter({counted.pop(): 1})  # "75 bottles per minute. How many in 8 hours?": bottles
    return asked
