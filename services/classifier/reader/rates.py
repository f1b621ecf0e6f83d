"""Rate problems read by their units: "a box holds 74 eggs; how many eggs are in 9 boxes",
"每小时走5公里，3小时走多少公里", "she earns $96 an hour and works 9 hours, what does she earn".

Each of the two amounts carries what it counts (eggs, boxes, 元, hours) and, for a rate, what it
is per (per box, 每小时, a month, "a ticket costs …"). The question names what it asks for
(eggs; money for "how much do I pay"; km/h for "its speed in km/h"; so many per kid for "how
many does each kid get"). Of a×b, a÷b and b÷a the reading is the one whose units come out as
asked, and only when exactly one does. Every word must be one this reader knows: the amounts
and their nouns, a short subject, the verbs of rate_clauses.py. Any other word ("broken",
"twice", "gave away") may change the story, so the request is not read and goes slow.
"""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction

from ..slots import Slots
from .cents_asked_en import rate_money_asked_in_cents
from .chat_rates_en import fill_unsaid_money, hours_told_en
from .rate_phrasings_en import how_long_in_a_unit, packs_of_a_count, stuff_asked_by_its_measure
from .rate_totals_en import doing_for_finishing_en, whole_by_count_en
from .clock_times_en import clock_time_said_en
from .tokens import Tok, last_clause_start
from .rate_amounts import read_question, read_statement
from .rate_clauses import (
    Amount, Asked, BUY, CAN, Clause, Dims, HOW_MANY_GE, LENGTH_KEYS, TASKS, TIME_KEYS, TIME_NOUN_TOKENS, Unread,
    VOLUME_KEYS, noun_key, split_clauses, split_verbs,
)
from .rate_time_units import same_time_unit, time_asked_in_another_unit
from .rate_guards import (
    asks_another_doing, containers_of_another, divides_by_the_count_asked, fill_asked_of_another_doing,
    had_after_another_doing, holders_asked_as_had, moments_named, money_not_held, other_stuff, other_subject_asked,
    another_doer_told_zh, another_thing_measured_zh, priced_another_thing, priced_together, saved_beside_earning, shared_unsaid, shared_with_some,
    saving_asked_untold, speaker_asked_of_a_named_story, spending_asked_of_earning, tried_asked_as_done,
    each_of_several_told_zh,
)
from .units import DIMENSION, MONEY_NAMES, UNIT_NAMES, canonical_unit, money_unit
from .value_units import exact_factor

_ASK_TYPES = frozenset({"HOW_MANY", "DUOSHAO_QIAN", "HOW_FAR", "PAY_EN", "DAYS_BETWEEN_ZH", "ASK", "HOW_LONG"})
# One rate per a period, asked per another period that holds a fixed number of it: "$5,000 a month,
# how much a year" (12). Not days in a week or hours in a day: nobody works or walks all of them.
_PERIODS_OF = {("year", "month"): 12, ("h", "min"): 60, ("min", "s"): 60, ("h", "s"): 3600}


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
            and any(k in LENGTH_KEYS and v == 1 for k, v in dims.items()) \
            and any(k == "h" and v == -1 for k, v in dims.items())  # km/min, m/s, km/day: say the unit
    if len(rest) != 1 or next(iter(rest.values())) != 1:
        return False
    (key,) = rest
    if asked.money:
        return key in MONEY_NAMES
    if asked.length:
        return key in LENGTH_KEYS
    if asked.volume:
        return key in VOLUME_KEYS
    if asked.time:
        return key in TIME_KEYS
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


def _amounting_to_asked_as_total(tokens: list[Tok]) -> list[Tok]:
    """"跑了3圈，每圈400米，合多少千米": what the story amounts to (合多少, 折合) in a unit, asked as its total is
    ("一共多少千米"); a last clause of anything more is left as it is."""
    if len(tokens) < 3 or tokens[-1].type != "UNIT" or tokens[-2].type != "CONVERT_TO" \
            or tokens[-2].value not in ("合多少", "折合多少") or tokens[-3].type != "COMMA":
        return tokens
    at = tokens[-2].pos
    return [*tokens[:-2], Tok("ZH_SUM", "一共", at), Tok("HOW_MANY", "多少", at), tokens[-1]]


_WITH_THE_MONEY = [["with", "the", "money", who, has] for who, has in (
    ("she", "has"), ("he", "has"), ("they", "have"), ("i", "have"), ("we", "have"))]


def _without_all_the_money(tokens: list[Tok]) -> list[Tok]:
    """"How many pencils can she buy with the money she has?": all of it, the story's amount, as "how many can she
    buy" asks (the pronoun is checked by pronouns.py)."""
    # the one whose money it is must be the buyer ("can he buy with the money we have": whose?)
    buys = len(tokens) > 6 and tokens[-6].value in BUY and any(t.value in CAN for t in tokens[-9:-6]) \
        and tokens[-2].value in (w for t in tokens[-9:-6] for w in t.value.split())
    # "Mrs. Park had 60 cents … with the money she has": what she has now is not told, only what she had
    held_now = any(t.value in ("has", "have") for t in tokens[:-5])
    return tokens[:-5] if buys and held_now and [t.value for t in tokens[-5:]] in _WITH_THE_MONEY else tokens


def read_rate(tokens: list[Tok], slots: Slots) -> str | None:
    """The expression of a two-amount rate problem, or None when it does not read uniquely."""
    tokens = _without_all_the_money(_rate_named_last(_amounting_to_asked_as_total(tokens)))
    tokens = doing_for_finishing_en(whole_by_count_en(tokens))  # "to finish a 450 page book": "to read 450 pages"
    tokens = packs_of_a_count(how_long_in_a_unit(stuff_asked_by_its_measure(tokens)))  # rate_phrasings_en.py
    kinds = [t.type for t in tokens]
    if not 1 <= kinds.count("NUM") <= 5 or "PCT" in kinds or "ZHE" in kinds or "DATE" in kinds or "QUOTE" in kinds:
        return None  # the cheap counts first; 打七折 is a discount, never a count of seven
    if kinds.count("NUM") == 1 and TIME_NOUN_TOKENS.isdisjoint(kinds) and "UNIT" not in kinds:
        return None  # one amount reads only as a rate asked per another period ("$5,000 a month … a year")
    if clock_time_said_en(tokens, slots):
        return None  # "I parked at 5": a time of day, no amount of hours
    if _duration_in_two_units(tokens):
        return None  # "1 hour and 30 minutes", 1小时30分钟: one duration, which the amounts here do not compose
    if len({money_unit(t.value) for t in tokens if t.type == "UNIT"} - {""}) > 1:
        return None  # "0.92 euros per dollar": an exchange (exchange_rates.py), not a rate of one money
    if _ASK_TYPES.isdisjoint(kinds) and not any(  # an asking token's type first, tested in C
            t.value.startswith(("what", "how", "find", "calculate", "compute", "determine"))
            or t.value == "total" or t.value in TASKS
            or t.type == "YAO" and "多少" in t.value
            or t.type == "CHUXIAN" and t.value in HOW_MANY_GE or t.type in ("DUO", "HOW_MANY_DAYS") for t in tokens):
        return None
    clauses = split_clauses(split_verbs(hours_told_en(tokens)))
    if not clauses:
        return None
    amounts: list[Amount] = []  # one clause: the question says both ("how far in 4 hours at 65 mph")
    try:
        told = [Clause(clause, slots) for clause in clauses[:-1]]
        for clause in told:
            read_statement(clause, amounts)
            if len(amounts) > 2:
                return None  # the cheap end: more than two amounts never read here, and they only grow
        fill_unsaid_money(amounts, [a for a in amounts if a.money_unsaid])  # "i make 22.50 an hour"
        question = Clause(clauses[-1], slots)
        question.story = frozenset(t.value for clause in clauses[:-1] for t in clause if t.type == "WORD")
        named = {clause.named for clause in told} - {None}
        question.story_named = frozenset(named) if len(named) == 1 else frozenset()
        asked = read_question(question, amounts)
        rate_money_asked_in_cents(amounts, asked, tokens)
    except Unread:
        return None
    if len(amounts) == 1 and asked.per is not None:
        story = [t for clause in clauses[:-1] for t in clause]
        if saving_asked_untold(clauses[-1], story) or spending_asked_of_earning(clauses[-1], story):
            return None  # "Rent is $1,350 a month, how much do I save in a year?": not the rent
        return _per_other_period(amounts[0], asked)
    if len(amounts) != 2 or _other_noun_asked(amounts, asked):
        return None
    _resolve_measures(amounts, asked)
    if not same_time_unit(amounts, asked):
        return None
    time_asked_in_another_unit(amounts, asked)
    _asked_in_another_metric_unit(amounts, asked)
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
    if divides_by_the_count_asked(tokens, expression, slots) or priced_another_thing(tokens) \
            or priced_together(tokens) \
            or other_subject_asked(clauses[-1], [t for clause in clauses[:-1] for t in clause]) \
            or speaker_asked_of_a_named_story(clauses[-1], [t for clause in clauses[:-1] for t in clause], slots):
        return None
    told_zh = slots.text.replace(" ", "")
    if other_stuff(clauses) or containers_of_another(clauses) or another_doer_told_zh(told_zh) \
            or another_thing_measured_zh(told_zh) or each_of_several_told_zh(told_zh):
        return None
    if "/" in expression and (shared_unsaid(amounts, clauses) or holders_asked_as_had(amounts, asked, clauses[-1])
                              or shared_with_some(tokens)):
        return None
    # "How long did Juan run?", "How far does he walk?": the story's doer asked again, by name or pronoun
    named_again = any(t.value in question.story_named or t.value in _DOER_PRONOUNS and len(clauses) > 1
                      for t in clauses[-1])
    if (named_again or not (asked.time or asked.speed) and _counts_things(asked, amounts)) and asks_another_doing(clauses[-1], [t for c in clauses[:-1] for t in c]):
        return None  # "Tom runs 6 miles per hour. How far does he walk": another doing, another rate
    if spending_asked_of_earning(clauses[-1], [t for c in clauses[:-1] for t in c]) \
            or saving_asked_untold(clauses[-1], [t for c in clauses[:-1] for t in c]) \
            or saved_beside_earning([t for c in clauses[:-1] for t in c]) \
            or tried_asked_as_done(clauses[-1], [t for c in clauses[:-1] for t in c]) \
            or len(moments_named(tokens)) > 1 \
            or _counts_things(asked, amounts) and fill_asked_of_another_doing(clauses[-1], [t for c in clauses[:-1] for t in c]) \
            or had_after_another_doing(clauses) \
            or asked.can_buy and money_not_held([t for c in clauses[:-1] for t in c]):
        return None
    if _counts_things(asked, amounts) and not _whole(expression):
        if asked.can_buy and "/" in expression and all(set(x.dims) & MONEY_NAMES for x in amounts) \
                and not set(asked.dims or {}) & _WEIGHED:  # "how many pounds can I buy": 7.5, not 7
            return f"floor({expression})"  # "20元能买几支": whole pens, the rest of the money is left
        return None  # "how many boxes for 9 eggs": 0.12 boxes, or 1 box? The words do not say.
    if asked.time and not terminates(_fraction(expression)):
        return None  # "how long" in 4/3 hours: said as 1 h 20 min, which this reader does not write
    if _in_days(asked, amounts) and not _whole(expression):
        return None  # "几天读完" in 14.4 days: 14.4, or the 15th day? The words do not say.
    return expression


def _duration_in_two_units(tokens: list[Tok]) -> bool:
    times = [i for i in range(len(tokens) - 1) if tokens[i].type == "NUM" and tokens[i + 1].type == "UNIT"
             and noun_key(tokens[i + 1]) in TIME_KEYS]
    return any(b - a in (2, 3) and (b - a == 2 or tokens[a + 2].type in ("AND", "COMMA", "YOU_MIXED"))
               for a, b in zip(times, times[1:]))


_DOER_PRONOUNS = frozenset({"he", "she", "it", "they"})


def _per_other_period(amount: Amount, asked: Asked) -> str | None:
    """"I make $5,000 a month. How much a year?": the one rate, per the period asked (5000*12), where
    that period holds a fixed number of the rate's own."""
    per = [k for k, v in amount.dims.items() if v == -1 and k in TIME_KEYS]
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


def _asked_in_another_metric_unit(amounts: list[Amount], asked: Asked) -> None:
    """"一桶油5升，用了3桶，一共用了多少毫升": the one amount in litres becomes millilitres (5*1000), exactly, where the
    question asks a metric unit of the same kind that no amount is in (time is rate_time_units.py's)."""
    wanted = [k for k, v in (asked.dims or {}).items() if v]
    if len(wanted) != 1 or asked.dims[wanted[0]] != 1 or asked.per is not None or wanted[0] in TIME_KEYS:
        return
    target = wanted[0]
    found = [(k, a) for a in amounts for k, v in a.dims.items() if v > 0 and k != target
             and DIMENSION.get(k) is not None and DIMENSION.get(k) == DIMENSION.get(target)]
    if len(found) != 1 or any(a.dims.get(target) for a in amounts):
        return
    source, amount = found[0]
    if (factor := exact_factor(source, target)) is not None:
        amount.text = f"({amount.text}*{factor})"
    elif (factor := exact_factor(target, source)) is not None:
        amount.text = f"({amount.text}/{factor})"
    else:
        return
    amount.dims[target] += amount.dims.pop(source)


def _the_one_item(amounts: list[Amount]) -> str | None:
    """"一本书 360 页 … 几天读完": the one thing the story states something per, which the question finishes."""
    items = {k for a in amounts for k, v in a.dims.items() if v == -1 and k not in TIME_KEYS
             and not canonical_unit(k) and k not in MONEY_NAMES}
    return items.pop() if len(items) == 1 else None


_WEIGHED = frozenset({"pound", "pounds", "ounce", "ounces", "gallon", "gallons", "quart", "quarts", "pint", "pints",
                      "ton", "tons"})  # measures with no canonical unit (a pound is money too): bought in parts


def _in_days(asked: Asked, amounts: list[Amount]) -> bool:
    """Whether the answer is a number of days, weeks, months or years, which people count whole."""
    keys = [k for k, v in (asked.dims or {}).items() if v > 0] if asked.dims is not None else []
    if asked.time and not keys:
        keys = [k for a in amounts for k, v in a.dims.items() if v < 0 and k in TIME_KEYS]
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
    """"a ticket costs 40 dollars and I buy 6": the 6 counts what the other amount is per, where that is a
    thing counted, not a measure."""
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
        if exp < 0 and key not in TIME_KEYS and key not in UNIT_NAMES and not canonical_unit(key):
            # "60 km/h for 45", "$2 a pound, I bought 3": a measure comes in other units (45 minutes, 3 apples),
            # so a bare number is not taken to be in the rate's one; a count (tickets, boxes) is
            filled = Amount(elided.text, _add(elided.dims, Counter({key: 1})))
            options.append((a, filled) if b.elided else (filled, b))
    return options
