"""A conversion asked about the one amount of a short story, read by its values ("跑完一个全马
42.195 公里，合多少米", "The recipe says bake at 350°F. What's that in °C, to the nearest degree?").

One amount with a unit of length, mass, time, volume, speed or temperature; a question that points
back at it (that, this, 合多少, 折合, 换算成) and names one other unit of the same kind; at most one
rounding instruction. A second amount (except a leading 一个, 一次: one item), an operator, a
word that could multiply the amount (twice, each, round trip, 往返, 每, 一半, 两遍 …), or a
temperature that is a change or a difference (温差 10 度 is 18 °F, not 50) makes the request
unread, so it goes slow. 每 before a measure word opening the amount says the amount of one piece,
which converts as it is ("每颗胶囊 150 毫克，是多少克", "药片每片 250 毫克，合多少克").
"""

from __future__ import annotations

from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .vocab_en import PEOPLE_NOUNS_EN, POSSESSIVES_EN
from .units import DIMENSION, UNIT_WORDS, canonical_unit, dimension_of, money_unit
from .rounding_rules import PLACE_WORDS
from .restated_en import question_restates_its_story_en
from .value_units import CALENDAR_KEYS, time_factor
from .triggers import triggered_by
from .vocab_zh import is_kin_or_role

# 是多少 and 等于多少 point back too, right after the amount's clause ("重 2,750 克，是多少公斤").
_REFERS = ("that", "this", "it", "合多少", "折合", "换算成", "换算为", "合", "相当于", "是多少", "等于多少", "等于几", "是几")
# Those only where the question is nothing else (棱长3厘米，体积是多少立方分米 asks another quantity).
_BARE_REFERS = frozenset({"是多少", "等于多少", "等于几", "是几"})
_REFER_TYPES = frozenset({"CONVERT_TO"})
_MULTIPLIES = ("half", "each", "every", "per", "round trip", "there and back",
               "times", "again", "more", "less", "total", "altogether", "laps", "lap", "both ways", "and back",
               "两次", "往返", "来回", "每", "各", "一半", "倍", "再", "又", "共", "总", "圈", "加", "减", "多了", "遍", "趟", "两")
# A temperature that is a change or a difference converts by the ratio alone (10 °C warmer is
# 18 °F warmer, not 50 °F): such an amount is not read as a temperature.
_TEMPERATURE_CHANGE = ("温差", "差", "升", "降", "高了", "低了", "变化", "涨", "跌", "rose", "risen", "rise", "rises", "fell",
                       "fall", "falls", "drop", "dropped", "drops", "increase", "increased", "decrease", "decreased",
                       "difference", "warmer", "colder", "hotter", "cooler", "change", "changed", "by", "up", "down",
                       "swing", "range", "apart", "between")
# A question asked of another moment than the story's: the one amount told may have changed since
_ANOTHER_MOMENT = ("now", "still", "anymore", "any more", "these days", "today", "tonight", "tomorrow", "yesterday",
                   "this week", "现在", "如今", "目前", "今天", "明天", "昨天")


def _clause_between(rest: list[Tok]) -> bool:
    """A clause of its own between the (first) amount's clause and the question's first clause (the one that asks or
    points back: "How many km is that, roughly?" is one question)."""
    amount = next((k for k, t in enumerate(rest) if t.type == "NUM"), None)
    if amount is None:
        return False
    ends = [k for k in range(amount, len(rest)) if rest[k].type == "COMMA"]
    for start, end in zip(ends, [*ends[1:], len(rest)]):
        clause = rest[start + 1:end]
        if any(t.type in _ASKING_TYPES or t.value in _REFERS for t in clause):
            return start != ends[0]
    return False


_ASKING_TYPES = frozenset({"HOW_MANY", "CONVERT_TO", "WHAT", "DUOSHAO", "DUOSHAO_QIAN", "IS"})


def _another_moment_asked(tokens: list[Tok]) -> bool:
    """A moment the question names and the story does not ("… held 60 liters. How many milliliters are in it today?")."""
    at = last_clause_start(tokens)
    story, question = Said(tokens[:at]), Said(tokens[at:])
    return any(question.has(w) and not story.has(w) for w in _ANOTHER_MOMENT)
_OPERATORS = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE", "MEI", "POW", "PCT", "DATE", "QUOTE", "LPAR", "RPAR",
                        "HALF_OF", "HALF_ZH", "DOUBLE_PRE", "TRIPLE_PRE", "TIMES_ZH_BEI", "TOGETHER", "ZH_SUM"})


@triggered_by(types=("UNIT", "DAY_UNIT", "WEEK_UNIT"), words=UNIT_WORDS, text=("平方", "立方"))
def read_conversion(tokens: list[Tok], slots: Slots) -> Task | None:
    tokens = _sayer_dropped(tokens)
    if _counted_or_someone_elses(tokens) or _another_moment_asked(tokens):
        return None  # "The jug held 3.5 liters. How many milliliters does it hold now?": the amount may have changed
    places, rest = rounding_at_end(tokens, slots)
    if rest is not None and _clause_between(rest):
        return None  # "一根绳子长3米，剪掉一段，合多少厘米": something told after the amount, which may have changed it
    task = _amount_and_unit_asked(places, rest, tokens, slots) if rest is not None else None
    if task is not None:
        return None if _weeks_and_days_left(task) else task
    if any(t.type in _OPERATORS for t in tokens) or Said(tokens).any(_MULTIPLIES):
        return None
    if rest is None:
        return None
    amounts = [i for i, t in enumerate(rest) if t.type == "NUM" and not _one_item(rest, i, slots)]
    if len(amounts) != 1:
        return None
    at = amounts[0]
    n = slots.number(rest[at].value)
    following = rest[at + 1] if at + 1 < len(rest) else None
    unit_token = following is not None and following.type in _UNIT_TYPES
    source = canonical_unit(following.value) if unit_token else canonical_unit(n.unit or "")  # type: ignore[union-attr]
    question = rest[at + (2 if unit_token else 1):]
    # "换算成米是多少米": the unit asked said twice is one unit asked
    targets = list(dict.fromkeys(filter(None, map(_unit_asked, question))))
    if n.percent or not source or len(targets) != 1 or not targets[0] or targets[0] == source \
            or DIMENSION.get(source) is None or DIMENSION.get(source) != DIMENSION.get(targets[0]):
        return None
    if DIMENSION[source] == "temperature" and Said(tokens).any(_TEMPERATURE_CHANGE):
        return None
    if targets[0] == "day" and source != "week" and not any(t.type == "UNIT" and canonical_unit(t.value) == "day"
                                                            for t in question):
        return None  # "spent 300 minutes … How many days did she spend": days of 24 hours, or working days?
    if any(t.type == "HOW_MANY" and a.type == "WORD" and u.type in _UNIT_TYPES
           for t, a, u in zip(question, question[1:], question[2:])):
        return None  # "A 3 week course, how many class days is that?": days of classes, not of the calendar
    if any(t.type in _PART_ASKED_TYPES or t.value in _PART_ASKED for t in question):
        return None  # "7 hours a night. What percent of the day is that?": a part of a day, not hours in days
    if targets[0] == "week" and not _whole_weeks(n.value, source):
        return None  # "100天是几周": 14 weeks and 2 days, or 14.29 weeks? As with a date difference in weeks
    refers = [t for t in question if t.type in _REFER_TYPES or t.value in _REFERS or t.value in _DAYS_OF_THAT]
    asked_last = question[last_clause_start(question):]
    if not refers and ([t.type for t in asked_last] == ["HOW_MANY", "UNIT"] and len(asked_last[1].value) > 2
                       or [t.type for t in asked_last] == ["HOW_MANY", "WEEK_UNIT"]
                       or [t.value for t in asked_last] == ["how many days"]) and len(asked_last) < len(question):
        # a unit in words ("how many m" may be metres or miles)
        refers = asked_last[:1]  # "I slept 450 minutes last night. How many hours?": the question is the unit asked
    if not refers and not {source, targets[0]} & CALENDAR_KEYS and question_restates_its_story_en(rest):
        refers = asked_last[:1]  # "Marco spent 150 minutes on his homework. How many hours did Marco spend on it?"
    if not refers:
        return None  # the question must point back at the amount
    if all(t.value in _BARE_REFERS for t in refers) and any(t.type == "WORD" for t in question):
        return None  # "体积是多少立方分米": another quantity named
    if any(t.type == "UNIT" for t in rest[:at]):
        return None
    args: dict = {"value": n.plain(), "from": source, "to": targets[0]}
    if places is not None:
        args["places"] = places
    return Task("convert", args, source="parser")


def _sayer_dropped(tokens: list[Tok]) -> list[Tok]:
    """"医生说一个疗程是4周，一共多少天": who told the amount (a kinship or role noun and 说) changes no conversion of it;
    the question must still point back at the amount, so "教练说跑2.5公里，我跑了多少米" stays unread."""
    head = tokens[0].value if tokens and tokens[0].type == "WORD" else ""
    return tokens[1:] if len(tokens) > 1 and head.endswith("说") and is_kin_or_role(head[:-1]) else tokens


def _weeks_and_days_left(task: Task) -> bool:
    """Days (or hours …) asked in weeks that are no whole number of weeks: "how many weeks are in 100 days" is
    14 weeks and 2 days or 14.29 weeks, as with a date difference in weeks; the words say neither."""
    args = task.args
    return task.op == "convert" and args.get("to") == "week" \
        and not _whole_weeks(Decimal(str(args.get("value"))), str(args.get("from")))


def _whole_weeks(value: Decimal, source: str) -> bool:
    per_day = 1 if source == "day" else time_factor("day", source)
    return bool(per_day) and (value / per_day) % 7 == 0


def _one_item(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"一个全马": one item named before the amount, not an amount."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following is not None and following.type == "MEASURE" and slots.number(tokens[i].value).value == 1


def rounding_at_end(tokens: list[Tok], slots: Slots) -> tuple[int | None, list[Tok] | None]:
    """The places of one rounding instruction at the end ("to the nearest degree", "保留一位小数"),
    and the tokens before it; (None, tokens) without one, (None, None) when it is not read."""
    if not tokens or tokens[-1].type not in ("PLACE_WORD", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH"):
        return None, tokens  # the cheap test first: every instruction ends with one of these
    shapes = ((("TO", "NEAREST", "PLACE_WORD"), 2), (("ROUND_EN", "NEAREST", "PLACE_WORD"), 2),
              (("TO", "PLACE_WORD"), 1), (("ROUND_EN", "PLACE_WORD"), 1), (("TO", "NUM", "DECIMAL_PLACES"), 1),
              (("ROUND_EN", "NUM", "DECIMAL_PLACES"), 1), (("ROUND_ZH", "NUM", "DECIMAL_PLACES_ZH"), 1),
              (("ROUND_ZH", "PLACE_WORD"), 1))
    for shape, at in shapes:
        tail = tokens[-len(shape):]
        if len(tokens) > len(shape) and tuple(t.type for t in tail) == shape:
            word = tail[at]
            if word.type == "NUM":
                n = slots.number(word.value).value
                places = int(n) if n == n.to_integral_value() and 0 <= n <= 20 else None
            else:
                places = PLACE_WORDS.get(word.value)
                if shape[0] == "TO" and len(shape) == 2 and "decimal" not in word.value and word.value != "degree":
                    places = None  # "to ten": a rounding only with "round" or "nearest"
            if places is None or places < 0:
                return None, None
            rest = tokens[:-len(shape)]
            while rest and rest[-1].type == "COMMA":
                rest = rest[:-1]
            return places, rest
    return None, tokens


# --- an amount and the unit asked, with nothing else said ("3.5 km = ? m", "3.5千米化成米",
# "how many seconds in 2 hours 15 minutes", "5 feet 9 inches in cm", "我 1 米 75，换算成厘米是多少") ---

# Words that only link the amount to the unit asked: whatever else a request says may change it.
_LINK_TYPES = frozenset({"EQUALS", "ASK", "HOW_MANY", "IS", "IN", "TO", "CONVERT_VERB", "CONVERT_TO", "TO_ZH", "BA",
                         "WHAT", "COMMA", "YOU", "SHI", "WEI", "ZHE"})
_LINK_WORDS = frozenset({"化成", "化为", "换", "成", "算", "换算", "折算", "请", "一下", "?", ">", "equal", "equals",
                         "我", "身高", "我身高", "我的身高", "height", "my",
                         "make", "makes", "there", "please", "exactly", "into", "as", "that"})
_AREA_WORDS = frozenset({"square", "sq", "平方", "平方的"})
_VOLUME_WORDS = frozenset({"cubic", "cu", "立方"})
# How many of the smaller unit make one of the larger, for amounts written in two units ("5 ft 9 in")
_STEPS = {("km", "m"): 1000, ("m", "dm"): 10, ("m", "cm"): 100, ("m", "mm"): 1000, ("dm", "cm"): 10,
          ("cm", "mm"): 10, ("yd", "ft"): 3, ("ft", "in"): 12, ("kg", "g"): 1000}


# What a leading topic may be made of ("视频时长 2 小时 15 分钟，一共是多少分钟", "体育课跳远跳了 3 米 45 厘米"):
# words that name what was measured, never a number, a unit or a word that could multiply the amount.
_TOPIC_TYPES = frozenset({"WORD", "SHI", "IS", "YOU", "SPEND", "TRAVEL"})


# "A 3 hour flight is how many minutes?", "A 1.5 litre jug holds how many millilitres?": the thing the amount
# measures, then a verb that says the amount itself again; any other verb (meets, fills, costs) is another question.
_SAYS_THE_AMOUNT = frozenset({"is", "was", "lasts", "lasted", "holds", "held"})
# "Convert 90 minutes to hours for my timesheet": what the conversion is for, one noun after an owner or article
_PURPOSE_OWNERS = frozenset({"my", "our", "the", "a", "his", "her", "their"})


def _thing_and_purpose_dropped(rest: list[Tok]) -> list[Tok]:
    """The request without the thing an opening amount measures and its verb ("A 2 week course lasts how many
    days?": "A 2 week how many days?"), and without a purpose at its end ("… for my log")."""
    opening = 1 if rest and rest[0].type == "WHAT" and rest[0].value in ("a", "an") else 0
    shape = rest[opening:opening + 5]
    if len(shape) == 5 and shape[0].type == "NUM" and shape[1].type in _UNIT_TYPES and shape[2].type == "WORD" \
            and not canonical_unit(shape[2].value) and shape[2].value.isalpha() and shape[3].value in _SAYS_THE_AMOUNT \
            and shape[4].type in ("HOW_MANY", "HOW_MANY_DAYS"):
        rest = [*rest[:opening + 2], Tok("IS", "is", shape[3].pos), *rest[opening + 4:]]
    owned = len(rest) > 3 and rest[-2].type == "WORD" and rest[-2].value in _PURPOSE_OWNERS
    purpose = rest[-3 if owned else -2:]
    if len(rest) > 3 and rest[0].type == "CONVERT_VERB" and purpose[0].type == "FOR" and purpose[-1].type == "WORD" \
            and purpose[-1].value.isalpha() and not canonical_unit(purpose[-1].value):
        rest = rest[:-len(purpose)]  # "the" is no token: "for the recipe" is FOR + recipe
    return rest


_COUNT_WORDS_EN = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "both", "several"})
_PERIOD_TYPES = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_TOTAL_ASKED = ("一共", "总共", "共", "合计", "总计", "total", "altogether")


def _counted_or_someone_elses(tokens: list[Tok]) -> bool:
    """"Two 90 minute games": the amount counted; "… how many days is that for my wife?": asked of someone else;
    "… last year. How many days is it this year?": asked of another occasion than the one told."""
    asked_at = last_clause_start(tokens)
    return any(t.type == "WORD" and t.value in _COUNT_WORDS_EN and u.type == "NUM"
               or k >= asked_at and t.type == "FOR" and u.value in POSSESSIVES_EN and v.value in PEOPLE_NOUNS_EN
               or k >= asked_at and t.value in ("last", "this", "next") and u.type in _PERIOD_TYPES
               for k, (t, u, v) in enumerate(zip(tokens, tokens[1:], [*tokens[2:], Tok("END", "", 0)])))


def _amount_and_unit_asked(places: int | None, rest: list[Tok], tokens: list[Tok], slots: Slots) -> Task | None:
    rest = _thing_and_purpose_dropped(rest)
    task = _amount_and_unit_only(places, rest, tokens, slots)
    per_piece = _per_piece_dropped(rest)
    if task is None and per_piece is not None:
        if Said(per_piece).any(_TOTAL_ASKED):
            return None  # "每次针灸40分钟，一共是多少小时": the total of a count not told
        return _amount_and_unit_only(places, per_piece, tokens, slots)
    if task is None and len(rest) > 3 and rest[0].type == "NUM" and rest[1].type == "MEASURE" \
            and rest[2].type == "WORD" and slots.number(rest[0].value).value == 1:
        rest = rest[2:]  # "一个疗程是3周": one item, its topic
    if task is not None or not rest or rest[0].type not in _TOPIC_TYPES:
        return task
    start = next((k for k, t in enumerate(rest) if t.type not in _TOPIC_TYPES), len(rest))
    topic = rest[:start]
    if start == len(rest) or rest[start].type != "NUM" or Said(topic).any(_MULTIPLIES) \
            or Said(topic).any(_TEMPERATURE_CHANGE) \
            or any(canonical_unit(t.value) or t.value in _AREA_WORDS | _VOLUME_WORDS for t in topic) \
            or any(t.value == "m" for t in rest[start:]):
        return None  # 温差 10 度 is a difference; "I ran 5 km, how many m": metres or miles?
    return _amount_and_unit_only(places, rest[start:], tokens, slots)


def _per_piece_dropped(rest: list[Tok]) -> list[Tok] | None:
    """"每颗胶囊 150 毫克，是多少克", "这种维生素每粒 500 毫克", "药片每片 250 毫克": the amount of one piece (每 and a
    measure word, after at most the thing named) converted is one piece's; the rest from the amount on, or None."""
    at = next((k for k, t in enumerate(rest[:2]) if t.type == "MEI"), None)
    if at is None or any(t.type != "WORD" for t in rest[:at]) or at + 2 >= len(rest):
        return None
    piece = rest[at + 1]
    named = at and len(piece.value) == 1 and rest[at - 1].value.endswith(piece.value)  # 药片每片
    if piece.type != "MEASURE" and not (piece.type == "WORD" and named):
        return None
    start = at + 2 + (rest[at + 2].type == "WORD" and not canonical_unit(rest[at + 2].value))
    return rest[start:] if start < len(rest) and rest[start].type == "NUM" else None


def _amount_and_unit_only(places: int | None, rest: list[Tok], tokens: list[Tok], slots: Slots) -> Task | None:
    if not any(t.type in _UNIT_TYPES or t.type == "WORD" and (t.value in UNIT_WORDS or t.value[:2] in ("平方", "立方"))
               for t in tokens) or sum(t.type == "NUM" for t in rest) > 3:
        return None  # the cheap test first
    items = _units_read(rest, slots)
    if items is None:
        return None
    amount = [i for i, (kind, _) in enumerate(items) if kind == "num" or kind == "unit" and i and items[i - 1][0] == "num"]
    if not amount or amount != list(range(amount[0], amount[-1] + 1)):
        return None  # the amount is one run: a number and its unit, maybe another number and unit
    targets = [value for i, (kind, value) in enumerate(items) if kind == "unit" and i not in amount]
    if len(targets) != 1:
        return None
    pairs = _pairs([items[i][1] for i in amount])
    if pairs is None:
        return None
    target = str(targets[0])
    kinds = {dimension_of(unit) for _, unit in pairs} | {dimension_of(target)}
    if len(kinds) != 1 or None in kinds:
        return None
    if kinds == {"temperature"} and Said(tokens[1:]).any(_TEMPERATURE_CHANGE):
        return None  # "a 10 °F change is how many °C" converts by the ratio alone (an imperative "change …" aside)
    smallest = pairs[-1][1]
    total = sum((value * _factor(unit, smallest) for value, unit in pairs), Decimal(0))  # exact: whole factors
    text = format(total.normalize(), "f") if total else "0"
    if target == smallest:
        return None if places is not None or len(pairs) == 1 else Task("expr", {"expression": text}, source="parser")
    args: dict = {"value": text, "from": smallest, "to": target}
    if places is not None:
        args["places"] = places
    return Task("convert", args, source="parser")


_UNIT_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT"})
_PART_ASKED_TYPES = frozenset({"OF", "WHAT_PERCENT", "PERCENT_WORD", "AS_PERCENT"})
_PART_ASKED = frozenset({"percent", "percentage", "fraction", "share", "part", "proportion"})
# "lasts 6 weeks. How many days is that?": days asked, pointing back at the amount
_DAYS_OF_THAT = frozenset({"how many days is that", "how many days is it"})
_DAYS_ASKED = frozenset({"多少天", "几天", "一共多少天", "总共多少天", "how many days", "how many days are there"}) \
    | _DAYS_OF_THAT


def _unit_asked(t: Tok) -> str:
    """The unit a token of the question names (a unit word, or days in a question word), or ""."""
    if t.type in _UNIT_TYPES:
        return canonical_unit(t.value)
    return "day" if t.type in ("DAYS_BETWEEN_ZH", "HOW_MANY_DAYS") and t.value in _DAYS_ASKED else ""


def _units_read(tokens: list[Tok], slots: Slots) -> list[tuple[str, object]] | None:
    """Each token as ("num", (value, digits written)), ("unit", canonical name) or ("link", None);
    None when a word is none of them."""
    items: list[tuple[str, object]] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        after_num = bool(items) and items[-1][0] == "num"
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        unit = canonical_unit(t.value)
        if t.type == "NUM":
            n = slots.number(t.value)
            if n.percent or n.ordinal or n.value < 0 or n.unit and money_unit(n.unit):
                return None
            items.append(("num", (n.value, n.raw)))
        elif t.value in ("一", "one", "a") and nxt is not None and canonical_unit(nxt.value) and not items:
            items.append(("num", (Decimal(1), "1")))  # "一公里是多少米"
        elif t.value in _AREA_WORDS | _VOLUME_WORDS and nxt is not None \
                and DIMENSION.get(_unit_at(tokens, i + 1)[0]) == "length":
            length, size = _unit_at(tokens, i + 1)
            items.append(("unit", length + ("2" if t.value in _AREA_WORDS else "3")))
            i += size  # "square meters", "平方厘米", "平方分米": an area, a volume
        elif t.type == "WORD" and t.value[:2] in ("平方", "立方") and DIMENSION.get(canonical_unit(t.value[2:])) == "length":
            items.append(("unit", canonical_unit(t.value[2:]) + ("2" if t.value[0] == "平" else "3")))  # "平方米"
        elif t.type == "WORD" and not unit and _unit_at(tokens, i)[1] == 2:
            items.append(("unit", _unit_at(tokens, i)[0]))
            i += 1  # "分" + "米": one unit the lexicon does not know as one word
        elif t.type == "IN" and after_num and t.value == "in" and not (nxt is not None and canonical_unit(nxt.value)):
            # "5 ft 9 in" (not "1里": 里 is a Chinese length, not inches); "5000 in miles" asks the unit after it
            items.append(("unit", "in"))
        elif unit and (t.type in _UNIT_TYPES or after_num or t.type == "WORD" and (len(t.value) > 1 or not t.value.isascii())):
            items.append(("unit", unit))
        elif t.type in ("DAYS_BETWEEN_ZH", "HOW_MANY_DAYS") and t.value in _DAYS_ASKED:
            items.append(("unit", "day"))  # "48小时是多少天"
        elif t.type in _LINK_TYPES or t.value in _LINK_WORDS or t.type == "MINUS" and nxt is not None and nxt.value == ">":
            items.append(("link", None))
        else:
            return None
        i += 1
    return items


def _unit_at(tokens: list[Tok], i: int) -> tuple[str, int]:
    """The unit written at tokens[i] and how many tokens it takes: one, or a word and the unit
    written right after it ("分" + "米"); ("", 0) when none."""
    t = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if t.type == "WORD" and nxt is not None and nxt.pos == t.pos + len(t.value) and canonical_unit(t.value + nxt.value):
        return canonical_unit(t.value + nxt.value), 2
    unit = canonical_unit(t.value)
    return (unit, 1) if unit else ("", 0)


def _pairs(run: list[object]) -> list[tuple[Decimal, str]] | None:
    """The amount as (value, unit) pairs, largest unit first; "1 米 75": 75 centimetres."""
    pairs: list[tuple[Decimal, str]] = []
    for k in range(0, len(run), 2):
        value, digits = run[k]  # type: ignore[misc]
        unit = run[k + 1] if k + 1 < len(run) else None
        if unit is None:  # "1米75", "1米8": the digits after 米 are its decimals
            if len(pairs) != 1 or pairs[0][1] != "m" or not str(digits).isdigit() or len(str(digits)) > 2:
                return None
            unit = "cm" if len(str(digits)) == 2 else "dm"
        pairs.append((value, str(unit)))
    for (_, larger), (part, smaller) in zip(pairs, pairs[1:]):
        step = _factor(larger, smaller)
        if step is None or larger == smaller or part >= step or part != part.to_integral_value():
            return None  # "5 ft 9 in": from a larger unit to a smaller one, less than one of the larger
    return pairs


def _factor(source: str, target: str) -> int | None:
    if source == target:
        return 1
    factor = time_factor(source, target)
    if factor is not None:
        return factor
    step = _STEPS.get((source, target))
    if step is not None:
        return step
    via = [(b, n) for (a, b), n in _STEPS.items() if a == source]
    for middle, n in via:
        rest = _factor(middle, target)
        if rest is not None:
            return n * rest
    return None
