"""A growth rate read by its values: two amounts, which is the base said by their periods or by
从/from … 到/to, and a question for the rate ("2022年营收200亿，2023年营收250亿，增长率是多少",
"Revenue was 200 in 2022 and 250 in 2023. What was the growth rate?", "上个月1200，这个月1500，环比增长率
多少", "Our signups were 1,250 last quarter and 1,000 this quarter. Growth rate?").

The periods say which amount is the base: the earlier one (years, 去年/今年 and last/this year in
either order; months and quarters, which may cross a year, only when written in order). A
comparison in the question ("二季度比一季度增长了百分之几") must name the same two periods, later
比 earlier.

What the question asks decides the value:
- a rate that carries its sign (增长率, 变化率, 涨跌幅, growth rate, percent change): new/old − 1;
- an increase (增幅, 增长了百分之几, percentage increase): the same, refused when the amount fell
  ("dropped from 250 to 235 … percentage increase?", "原价100元，现价80元，涨了百分之几");
- a decrease (降幅, 下降了百分之几, percentage drop): (old − new)/old, only when the amount fell;
- a compound rate (年均增长率, CAGR, "at a constant yearly rate"): per period, over the years
  the request states (用了两年, over 3 years, 2019年 … 2021年), of the kind the rate is per.

Periods of different kinds (a year and a month), a clause with two amounts, a third amount, a
question that does not ask a rate (增长了多少: an amount or a rate?), or a word that changes the
question (average, total, 如果 …, inflation) make the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .frames import increase_only
from .tokens import Said, Tok
from .words_arithmetic import REACHED_ZH
from .units import amount_unit
from .value_units import PERIOD_RANK, WEEKS, periods_fit
from .triggers import triggered_by

_ALLOWED = frozenset({"NUM", "WORD", "COMMA", "AND", "IN", "IS", "WHAT", "SHI", "DE", "YEAR_UNIT", "MONTH_UNIT",
                      "MEASURE", "UNIT", "GROWTH_ZH", "GROWTH_EN", "YOY", "HOW_MANY", "ASK", "MA", "BY",
                      "WHAT_PERCENT", "RISE_EN", "GROW_VERB", "PRICE_EN", "SPEND", "FROM", "TO", "CONG", "DAO",
                      "RISE_ZH", "FALLTO_ZH", "FALL_EN", "FALL_ZH", "DECLINE_EN", "FALL_VERB", "WHETHER",
                      "AS_PERCENT", "BI", "BETWEEN", "LPAR", "RPAR", "COMPOUND_RATE", "SAME_RATE", "PER_RATE",
                      "ORIGINAL_PRICE", "PRICE_ZH", "NOW", "WEEK_UNIT"})
_RATE_WORDS = frozenset({"GROWTH_ZH", "FALL_ZH", "COMPOUND_RATE", "PER_RATE"})
# "原价100元，现价120元": the words before the two prices say which is the base
_OLD_PRICE = frozenset({"原价", "原价是", "原价为", "原来是", "原来卖"})
_NEW_PRICE = frozenset({"现价", "的现价", "现在", "现"})
_RATE_MARKS = ("率", "幅", "百分", "增速", "增长速度", "rate", "percent", "%", "over-", "yoy", "qoq", "mom")
# Questions whose answer carries its sign: a fall is a negative rate.
_SIGNED = ("增长率", "变化", "变动", "涨跌幅", "growth", "change")
# Words that ask something else than the rate between the two amounts, or make it hypothetical
# (Chinese: anywhere in a word; English: the whole word, or its start for a stem ending in "-").
_OTHER_ZH = ("平均", "均", "每年", "复合", "总", "合计", "一共", "差", "多了", "少了", "下降", "减少", "降", "跌",
             "如果", "假如", "假设", "预计", "预测", "目标", "需要", "亏", "实际", "扣除", "通胀", "不变", "按")
_OTHER_EN = ("average", "mean", "annual", "annually", "yearly", "compound", "compounded", "cagr", "each", "every",
             "total", "sum", "difference", "more", "less", "would", "could", "should", "predict-", "forecast-",
             "expect-", "project-", "target-", "fall", "drop-", "declin-", "decreas-", "lower-", "loss-", "real",
             "adjust-", "inflation", "nominal", "net", "monthly", "quarterly", "weekly", "daily", "per", "keep-",
             "continu-", "same", "need-", "require-", "remain-", "left")
# English month names ("may" is left out: a verb too).
_MONTHS_EN = {"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
              "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sept": 9,
              "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12}
_QUARTERS = {"q1": 1, "q2": 2, "q3": 3, "q4": 4}
# "last quarter" / "this quarter": a period named relative to now, ranked by the first word.
_RELATIVE_EN = {"last": 0, "previous": 0, "this": 1, "current": 1, "next": 2}
_PERIOD_NOUNS_EN = frozenset({"year", "quarter", "month", "week", "spring", "summer", "autumn", "winter", "season"})
# The kind of period a compound rate is per, by the words that ask it.
_PER_YEAR = ("年", "year", "annual", "cagr")
_PER_MONTH = ("月", "month")


_PER_UNIT_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "MEASURE"})


def _per_unit_dropped(tokens: list[Tok]) -> list[Tok]:
    """"从每月 3000 涨到 3300", "从每升 7.2 元降到 6.84 元": both amounts are per the one unit said
    after 从, which changes no rate between them; the 每 and its unit are set aside."""
    for i in range(len(tokens) - 2):
        if tokens[i].type == "CONG" and tokens[i + 1].type == "MEI":
            unit = tokens[i + 2].type in _PER_UNIT_TYPES and i + 3 < len(tokens) and tokens[i + 3].type == "NUM"
            if unit or tokens[i + 2].type == "NUM":
                return [*tokens[:i + 1], *tokens[i + (3 if unit else 2):]]
    return tokens


@triggered_by(types=("PCT", "SHARE_ZH", "GROWTH_ZH", "GROWTH_EN", "FALL_ZH", "DECLINE_EN", "COMPOUND_RATE",
                     "PER_RATE", "GROW_VERB", "FALL_VERB", "SAME_RATE"))  # SHARE_ZH: 百分之几 asks a rate too
def read_growth(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type == "PCT" for t in tokens):
        return _points(tokens, slots)
    tokens = _periods_asked_dropped(_per_unit_dropped(_plain_words(tokens)))
    # "增长率为？", "增长率为多少": 为 after the rate asked is its "is"
    tokens = [t for i, t in enumerate(tokens) if not (t.type == "WEI" and i and tokens[i - 1].type in _RATE_WORDS)]
    if any(t.type not in _ALLOWED for t in tokens) or _other_question(tokens):
        return None
    asked = _asked(tokens)
    if asked is None:
        return None
    direction, compound = asked
    if any(t.type == "MEASURE" and t.value != "份" and (not i or tokens[i - 1].type != "NUM") for i, t in enumerate(tokens)):
        return None  # a measure word names what an amount counts ("200 人"), nothing else
    tokens = _without_comparison(tokens, slots)
    if tokens is None:
        return None
    found = _periods_and_amounts(tokens, slots)
    if found is None:
        return None
    periods, amounts, durations = found
    if len(amounts) != 2 or durations and not compound:
        return None
    marked = _from_to(tokens, amounts)
    named = _named(tokens, periods, amounts) if periods else None
    if named is None and (periods or marked is None):
        return None
    if named is not None and marked is not None and named != marked:
        return None  # "from 80k in 2022 to 100k in 2021": the periods and the words disagree
    old_i, new_i = named or marked  # type: ignore[misc]
    if named is not None:
        ranks = sorted(p[1] for p in periods.values())
        words = [t.value for t in tokens if t.type in ("GROWTH_ZH", "GROWTH_EN", "YOY", "COMPOUND_RATE", "PER_RATE")]
        if not compound and not periods_fit(words, ranks[0], ranks[-1]):
            return None  # "Q1 … Q3, quarter-over-quarter growth": not one period to the next
        kind = next((k for marks, k in _OVER_KIND if any(m in w.lower() for w in words for m in marks)), None)
        if kind is not None and any(p[0].split()[-1] != kind for p in periods.values()):
            return None  # "last month … this month … year-over-year growth": another comparison
    if not _asks_of_the_story(tokens):
        return None
    old, new = slots.number(tokens[old_i].value), slots.number(tokens[new_i].value)
    if old.percent or new.percent or old.value <= 0 or new.value < 0 \
            or amount_unit(tokens, old_i, slots) != amount_unit(tokens, new_i, slots) \
            or _counted(tokens, old_i) != _counted(tokens, new_i):
        return None
    story = _story_direction(tokens)
    if story == "up" and new.value < old.value or story == "down" and new.value > old.value:
        return None  # the words say one way, the numbers the other
    if direction == "down":
        if compound or new.value > old.value or story == "up":
            return None
        return Task("expr", {"expression": f"({old.plain()}-{new.plain()})/{old.plain()}*100"}, source="parser")
    if direction == "up" and (story == "down" or new.value < old.value):
        return None  # "dropped from 250 to 235, what's the percentage increase": -6 %, or a mistake?
    args = {"old": old.plain(), "new": new.plain()}
    if compound:
        count = _period_count(compound, periods, durations, tokens, slots)
        if count is None:
            return None
        args["periods"] = count
    return Task("growth_rate", args, source="parser")


_POINT_WORDS = ("百分点", "points", "point")
_RISE_ASKED = ("上升", "上涨", "提高", "增加", "涨", "rise", "go up", "increase", "grow", "climb", "jump")
_FALL_ASKED = ("下降", "降低", "减少", "降", "跌", "drop", "fall", "decline", "decrease", "go down", "shrink", "lower")


# The period kind a growth "X over X" compares
_OVER_KIND = ((("year-over-year", "year over year", "yoy"), "year"), (("month-over-month", "month over month", "mom"), "month"),
              (("quarter-over-quarter", "quarter over quarter", "qoq"), "quarter"),
              (("week-over-week", "week over week"), "week"))


def _points(tokens: list[Tok], slots: Slots) -> Task | None:
    """"支持率从 45% 升到 52%，上升了几个百分点", "went from 5% to 6.5% — by how many percentage
    points did it rise": the difference of two percentages, in points. A percent change of a
    percentage ("by what percent") reads two ways and is not read."""
    at = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    if len(at) != 2 or any(t.type == "NUM" for t in tokens) or not Said(tokens).any(_POINT_WORDS) \
            or any(t.type not in _ALLOWED | {"PCT", "PERCENT_WORD", "HOW_MANY"} and not (
                t.type == "MEASURE" and t.value == "个" or t.type == "UNIT" and t.value == "升") for t in tokens) \
            or _other_question(tokens):
        return None
    marked = _from_to(tokens, at)
    if marked is None:
        return None
    old, new = (slots.number(tokens[i].value) for i in marked)
    last_pct = max(i for i, t in enumerate(tokens) if t.type == "PCT")
    question = tokens[last_pct + 1:]
    asked = Said(question)
    if asked.any(_BASIS_POINTS) or _another_time_asked(Said(tokens[:last_pct]), asked):
        return None  # basis points (200, not 2); "rose from 3% to 5% last year … this year": not told
    rise, fall = asked.any(_RISE_ASKED), asked.any(_FALL_ASKED)
    story = _story_direction(tokens)
    if rise and fall or rise and (new.value < old.value or story == "down") \
            or fall and (new.value > old.value or story == "up"):
        return None
    first, second = (old, new) if not fall else (new, old)
    return Task("expr", {"expression": f"{second.plain()}-({first.plain()})"}, source="parser")


_BASIS_POINTS = ("basis", "bps", "基点")
_TIMES = ("this year", "next year", "last year", "this month", "next month", "last month", "this week", "next week",
          "last week", "today", "tomorrow", "yesterday", "今年", "明年", "去年", "本月", "下个月", "上个月")


def _another_time_asked(story: Said, asked: Said) -> bool:
    """The question names a time the story does not tell the change of."""
    return any(asked.any((w,)) and not story.any((w,)) for w in _TIMES)


# "降了百分之几", "涨了百分之几": the verb says which way, as "by what percent did it fall" does
_FELL = frozenset({"降了", "下降了", "减少了", "跌了", "降低了", "下跌了"})
_ROSE = frozenset({"涨了", "上涨了", "增加了", "提高了", "上升了"})
_PER_PERIOD = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})  # 从每月 … 涨到 …
_IF = frozenset({"如果", "如果这", "假如", "假如这", "假设", "假设这"})


def _plain_words(tokens: list[Tok]) -> list[Tok]:
    """The same question in the words this module reads: "增幅多大" is "增幅"; "百分之几" and
    "多少个百分比" ask a percentage; "降了百分之几" is a fall asked in percent; "we had": only a
    verb; "如果这两个月每月增长率相同": the assumption a compound rate needs, not a condition; "从每月3000
    涨到3300": the period said once for both amounts."""
    if not any(t.type in ("DUO", "SHARE_ZH", "BUY_ZH", "MEASURE", "MOD", "MEI") or t.value in _IF for t in tokens):
        return tokens  # the cheap test first
    out: list[Tok] = []
    skip = -1
    for i, t in enumerate(tokens):
        if t.type == "MEI" and out and out[-1].type == "CONG" and i + 2 < len(tokens) \
                and tokens[i + 1].type in _PER_PERIOD and tokens[i + 2].type == "NUM":
            skip = i + 1
            continue
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.type == "WORD" and t.value == "大" and out and out[-1].type == "DUO" \
                or t.type == "BUY_ZH" and t.value in ("had", "have", "has") \
                or t.value in _IF and any(x.type == "SAME_RATE" for x in tokens[i + 1:i + 4]):
            if t.type == "WORD" and t.value == "大":
                out.pop()
            continue
        if t.type == "MOD" and t.value == "%" and nxt is not None and nxt.type == "CONVERT_VERB" and nxt.value == "change":
            out.append(Tok("GROWTH_EN", "percent change", t.pos))  # "what's the % change"
            skip = i + 1
            continue
        if i == skip:
            continue
        if t.type == "MOD" and t.value == "%" and nxt is not None \
                and nxt.type in ("GROWTH_EN", "DECLINE_EN", "GROW_VERB", "FALL_VERB"):
            t = Tok("WHAT_PERCENT", t.value, t.pos)  # "what's the % increase": a percentage asked
        if t.type == "SHARE_ZH" and t.value in ("百分之几", "百分比", "百分之多少"):
            while out and (out[-1].type == "HOW_MANY" or out[-1].type == "MEASURE" and out[-1].value == "个"):
                out.pop()  # "多少个百分比"
            t = Tok("WHAT_PERCENT", t.value, t.pos)
            if out and out[-1].type == "WORD" and out[-1].value in _FELL | _ROSE:
                verb = out.pop()
                out.append(Tok("FALL_VERB" if verb.value in _FELL else "GROW_VERB", verb.value, verb.pos))
        out.append(t)
    return out


def _asks_of_the_story(tokens: list[Tok]) -> bool:
    """"去年营收 500 万 … 净利润增长率": a word naming what grows, right before the rate asked, must
    name what the story's amounts are of."""
    at = next((i for i, t in enumerate(tokens) if t.type in ("GROWTH_ZH", "GROWTH_EN", "COMPOUND_RATE", "PER_RATE")),
              None)
    if at is None:
        return True
    j = at - 1
    while j >= 0 and tokens[j].type in ("YOY", "DE"):
        j -= 1
    if j < 0 or tokens[j].type != "WORD" or not any("\u4e00" <= ch <= "\u9fff" for ch in tokens[j].value):
        return True
    named = tokens[j].value
    return any(named in t.value for i, t in enumerate(tokens) if t.type == "WORD" and i != j)


def _other_question(tokens: list[Tok]) -> bool:
    for t in tokens:
        if t.type != "WORD":
            continue
        word = t.value
        if t.value not in _QUARTERS and any(ch.isdigit() for ch in word):
            return True
        if not word.isascii():
            if any(w in word for w in _OTHER_ZH):
                return True
        elif any(word == w or w.endswith("-") and word.startswith(w[:-1]) for w in _OTHER_EN):
            return True
    return False


def _asked(tokens: list[Tok]) -> tuple[str, str] | None:
    """(which way the rate is asked: signed, up or down; the period kind of a compound rate, or "")."""
    words = [t for t in tokens if t.type in ("GROWTH_ZH", "GROWTH_EN", "FALL_ZH", "DECLINE_EN", "COMPOUND_RATE",
                                             "PER_RATE")]
    verbs = [t for t in tokens if t.type in ("GROW_VERB", "FALL_VERB")]
    percent_said = any(t.type in ("WHAT_PERCENT", "AS_PERCENT") for t in tokens)
    same = [t for t in tokens if t.type == "SAME_RATE"]  # "每年增长率相同", "at a constant yearly rate"
    if len(same) > 1 or same and not _per(same[0].value):
        return None
    assumed = _per(same[0].value) if same else ""
    if len(words) == 1 and not verbs:
        word = words[0]
        if word.type == "COMPOUND_RATE":  # 年均增长率, CAGR: a compound rate by its own name
            return ("signed", _per(word.value)) if _per(word.value) and not same else None
        if word.type == "PER_RATE":  # 年增长率, "annual growth rate": compound only where the rate is said constant
            return ("signed", assumed) if assumed and _per(word.value) == assumed else None
        if same or not (any(mark in word.value for mark in _RATE_MARKS) or percent_said):
            return None  # "增长了多少", "how much did it grow": an amount or a rate?
        if word.type in ("FALL_ZH", "DECLINE_EN"):
            return "down", ""
        return ("signed" if any(w in word.value for w in _SIGNED) and not increase_only([word.value]) else "up"), ""
    if not words and len(verbs) == 1 and percent_said and not same:
        return ("up" if verbs[0].type == "GROW_VERB" else "down"), ""  # "by what percent did it grow"
    if not words and not verbs and assumed and _asks_what_rate(tokens):
        return "signed", assumed  # "… at a constant yearly rate — what rate?"
    return None


def _per(word: str) -> str:
    if any(w in word for w in _PER_MONTH):
        return "month"
    return "year" if any(w in word for w in _PER_YEAR) else ""


def _asks_what_rate(tokens: list[Tok]) -> bool:
    return any(t.type == "WHAT" and i + 1 < len(tokens) and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "rate"
               for i, t in enumerate(tokens))


def _without_comparison(tokens: list[Tok], slots: Slots) -> list[Tok] | None:
    """"二季度比一季度增长了百分之几", "2023年比2022年增长了": the comparison names the periods again,
    later 比 earlier; it goes, once the story is known to name the same two periods."""
    at = [i for i, t in enumerate(tokens) if t.type == "BI"]
    if not at:
        return tokens
    if len(at) > 1:
        return None
    i = at[0]
    earlier = _period_at(tokens[i + 1:], slots, from_end=False)
    if earlier is not None:
        j = i + 1 + earlier[0]
        j += j < len(tokens) and tokens[j].type == "DE"
        if j < len(tokens) and tokens[j].type == "NUM":
            return _compared_to_an_amount(tokens, i, earlier[1], slots)
    later = _period_at(tokens[:i], slots, from_end=True)
    if later is None and earlier is not None and i and tokens[i - 1].type == "COMMA":
        return _compared_to_the_other(tokens, i, earlier, slots)
    if later is None or earlier is None:
        return None
    (later_size, later_period), (earlier_size, earlier_period) = later, earlier
    if later_period[0] != earlier_period[0] or later_period[1] <= earlier_period[1]:
        return None  # "去年比今年增长了": the base is the later period
    found = _periods_and_amounts(tokens[:i - later_size], slots)
    if found is None or set(found[0].values()) != {later_period, earlier_period}:
        return None  # the comparison names periods the story does not
    return tokens[:i - later_size] + tokens[i + 1 + earlier_size:]


def _compared_to_the_other(tokens: list[Tok], i: int, earlier: tuple[int, tuple[str, int]],
                           slots: Slots) -> list[Tok] | None:
    """"去年 800 万，今年 1000 万，比去年增长了百分之几": a question of its own that names only the
    earlier period compares the story's other period, which must be the later one of the same kind."""
    size, period = earlier
    story = tokens[:i]
    found = _periods_and_amounts(story, slots)
    if found is None or len(found[0]) != 2:
        return None
    others = set(found[0].values()) - {period}
    if period not in found[0].values() or len(others) != 1:
        return None
    (other,) = others
    if other[0] != period[0] or other[1] <= period[1]:
        return None  # "…，比今年增长了": compared with the later period
    return story + tokens[i + 1 + size:]


def _compared_to_an_amount(tokens: list[Tok], i: int, earlier: tuple[str, int], slots: Slots) -> list[Tok] | None:
    """"2023年营收650万，比2022年的500万增长了百分之几": 比 names the earlier period and its amount;
    the story before it must give the one later period of the same kind and its amount."""
    rest = tokens[:i] + tokens[i + 1:]
    found = _periods_and_amounts(rest, slots)
    if found is None:
        return None
    periods = set(found[0].values())
    others = periods - {earlier}
    if len(found[0]) != 2 or len(others) != 1 or earlier not in periods:
        return None
    (other,) = others
    if other[0] != earlier[0] or other[1] <= earlier[1] or earlier not in found[0].values():
        return None  # "2022年 … 比2023年的 …": compared with a later period
    before = _periods_and_amounts(tokens[:i], slots)
    if before is None or set(before[0].values()) != {other}:
        return None
    return rest


def _period_at(tokens: list[Tok], slots: Slots, from_end: bool) -> tuple[int, tuple[str, int]] | None:
    """The period written at the end (before 比) or the start (after 比) of `tokens`, with how many
    tokens it takes: a word (去年, 二季度) or a year or month by number (2022年, 3月)."""
    if tokens and tokens[-1 if from_end else 0].type == "WORD":
        period = _period_word(tokens[-1 if from_end else 0].value)
        return (1, period) if period is not None else None
    pair = tokens[-2:] if from_end else tokens[:2]
    if len(pair) == 2 and pair[0].type == "NUM" and pair[1].value in ("年", "月"):
        n = slots.number(pair[0].value).value
        kind, low, high = ("year", 1900, 2100) if pair[1].value == "年" else ("month", 1, 12)
        if n == n.to_integral_value() and low <= n <= high:
            return 2, (kind, int(n))
    return None


def _periods_and_amounts(tokens: list[Tok], slots: Slots):  # noqa: ANN202
    """The period each marker names (index → (kind, rank)), the indices of the amounts, and the
    durations (index → (kind, count): 用了两年, over 3 years); None when a number is neither."""
    periods: dict[int, tuple[str, int]] = {}
    amounts: list[int] = []
    durations: dict[int, tuple[str, int]] = {}
    skip = -1
    for i, t in enumerate(tokens):
        if i == skip:
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        previous = tokens[i - 1] if i else None
        if t.type == "NOW":
            periods[i] = ("now", 1)  # "$2.50 last year and $4.00 now": the period after the other
            continue
        if t.type == "WORD":
            period = _period_word(t.value)
            if period is None and t.value == "may" and previous is not None and previous.type == "IN":
                period = ("month", 5)  # "in May": the month (elsewhere "may" is a verb)
            if period is None and t.value in _RELATIVE_EN and following is not None \
                    and following.value in _PERIOD_NOUNS_EN:
                period, skip = ("relative " + following.value, _RELATIVE_EN[t.value]), i + 1
            if period is not None:
                periods[i] = period
            continue
        if t.type in ("YEAR_UNIT", "MONTH_UNIT", "WEEK_UNIT") and (previous is None or previous.type != "NUM"):
            return None  # "年均": a 年 that names no year; "a week" that no "last"/"this" names
        if t.type != "NUM":
            continue
        n = slots.number(t.value)
        whole = n.value == n.value.to_integral_value() and not n.percent
        if following is not None and following.type == "YEAR_UNIT":
            if whole and 1900 <= n.value <= 2100 and following.value == "年":
                periods[i] = ("year", int(n.value))
            elif whole and 1 <= n.value <= 100:
                durations[i] = ("year", int(n.value))  # "用了两年", "over 3 years"
            else:
                return None
        elif following is not None and following.type == "MONTH_UNIT":
            if following.value == "月" and whole and 1 <= n.value <= 12:
                periods[i] = ("month", int(n.value))
            elif following.value in ("个月", "months") and whole and 1 <= n.value <= 120:
                durations[i] = ("month", int(n.value))
            else:
                return None
        elif previous is not None and previous.type == "IN" and whole and not n.unit and 1900 <= n.value <= 2100 \
                and (following is None or following.type != "UNIT"):
            periods[i] = ("year", int(n.value))
        elif (previous is None or previous.type in ("COMMA", "AND")) and whole and not n.unit and 1900 <= n.value <= 2100 \
                and following is not None and following.type == "WORD" and following.value.isascii() \
                and _amount_in_clause(tokens, i + 1):
            periods[i] = ("year", int(n.value))  # "2023 sales were 80,000": the year the clause's amount is of
        else:
            amounts.append(i)
    nows = [i for i, p in periods.items() if p[0] == "now"]
    if nows:
        others = {p for p in periods.values() if p[0] != "now"}
        if len(others) != 1 or not next(iter(others))[0].startswith("relative ") or next(iter(others))[1] != 0:
            return None  # "now" beside no "last …", or beside two periods
        periods.update(dict.fromkeys(nows, (next(iter(others))[0], 1)))
    return periods, amounts, durations


def _amount_in_clause(tokens: list[Tok], start: int) -> bool:
    """Whether a number follows `start` before the clause ends."""
    for t in tokens[start:]:
        if t.type == "COMMA":
            return False
        if t.type == "NUM":
            return True
    return False


def _named(tokens: list[Tok], periods: dict[int, tuple[str, int]], amounts: list[int]) -> tuple[int, int] | None:
    """Each clause names one period and gives one amount; the earlier period's amount is the base."""
    named = []
    for clause in _clauses(tokens):
        here_amounts = [i for i in amounts if i in clause]
        here_periods = [p for i, p in periods.items() if i in clause]
        if len(here_amounts) == 2 and len(here_periods) == 2:
            # "grew from 80k in 2021 to 100k in 2022", "由 2020 年的 500 吨增加到 2021 年的 600 吨"
            pairs = [(_period_beside(tokens, periods, i), i) for i in here_amounts]
            if any(p is None for p, _ in pairs):
                pairs = _span_then_amounts(tokens, periods, here_amounts)
            if pairs is None:
                return None
            named += pairs
            continue
        if len(here_amounts) > 1 or len(here_periods) > 1 or len(here_periods) != len(here_amounts):
            return None
        if here_amounts:
            named.append((here_periods[0], here_amounts[0]))
    if len(named) != 2 or named[0][0][0] != named[1][0][0] or named[0][0][1] == named[1][0][1]:
        return None  # two periods of one kind, different
    if named[0][0][0] in ("month", "quarter") and named[0][0][1] > named[1][0][1]:
        return None  # "12月 … 1月 …": December of the year before, or of the same year?
    (_, old_i), (_, new_i) = sorted(named)  # type: ignore[arg-type]
    return old_i, new_i


def _span_then_amounts(tokens: list[Tok], periods: dict[int, tuple[str, int]],
                       amounts: list[int]) -> list[tuple[tuple[str, int], int]] | None:
    """"2019年到2021年营收从100万增长到121万": a span of two periods, then the amounts in the same
    order (the 从 … 到 words are checked against it by the caller)."""
    at = sorted(i for i in periods if i < amounts[0])
    if len(at) != 2 or not any(t.type in ("DAO", "TO") for t in tokens[at[0] + 1:at[1]]) \
            or any(t.type == "NUM" for t in tokens[at[0] + 1:at[1]]):
        return None
    return [(periods[at[0]], amounts[0]), (periods[at[1]], amounts[1])]


def _counted(tokens: list[Tok], i: int) -> str:
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following.value if following is not None and following.type == "MEASURE" else ""


def _period_beside(tokens: list[Tok], periods: dict[int, tuple[str, int]], i: int) -> tuple[str, int] | None:
    """The period written right before the amount at i (2020 年的 500, 去年 500) or right after it
    (80k in 2021); None when neither or both."""
    after = periods.get(i + 2) if i + 2 < len(tokens) and tokens[i + 1].type == "IN" else None
    if after is None and i + 1 < len(tokens) and periods.get(i + 1, ("",))[0].startswith("relative"):
        after = periods[i + 1]  # "from 500 last month to 600 this month"
    j = i - 1
    if j >= 0 and tokens[j].type == "DE":
        j -= 1
    if j >= 0 and tokens[j].type in ("YEAR_UNIT", "MONTH_UNIT"):
        j -= 1
    before = periods.get(j) if j >= 0 else None
    return None if (after is None) == (before is None) else after or before


def _from_to(tokens: list[Tok], amounts: list[int]) -> tuple[int, int] | None:
    """"从 1.2 万增长到 1.5 万", "goes from 64 to 88", "原价100元，现价120元": the word before each
    amount says which is which."""
    before = {i: tokens[i - 1] if i else None for i in amounts}
    olds = [i for i in amounts if before[i] is not None and (before[i].type in ("FROM", "CONG")
                                                             or before[i].value in _OLD_PRICE)]
    news = [i for i in amounts if before[i] is not None and (before[i].type in ("TO", "DAO", "RISE_ZH", "FALLTO_ZH")
                                                             or before[i].value in _NEW_PRICE)]
    if len(olds) != 1 or len(news) != 1 or olds[0] > news[0]:
        return None
    return olds[0], news[0]


def _story_direction(tokens: list[Tok]) -> str:
    """Which way the story says the amount went: "up", "down", or "" (not said, or said both ways)."""
    up = any(t.type == "RISE_ZH" and t.value[0] not in "变" and t.value not in REACHED_ZH
             and t.value.removesuffix("了") not in REACHED_ZH or t.type == "RISE_EN"
             and t.value not in ("changed", "went", "moved") for t in tokens)
    down = any(t.type in ("FALLTO_ZH", "FALL_EN") for t in tokens)
    return "" if up == down else "up" if up else "down"


def _period_count(per: str, periods: dict[int, tuple[str, int]], durations: dict[int, tuple[str, int]],
                  tokens: list[Tok], slots: Slots) -> int | None:
    """How many periods of the compound rate's kind lie between the two amounts, as the request
    states them: one duration (用了两年, over 3 years), or two years or months written."""
    if not per:
        return None
    if durations:
        if len(durations) != 1:
            return None
        ((kind, count),) = durations.values()
        if periods:  # "1 月 … 3 月 …，如果这两个月每月增长率相同": the two must agree
            ranks = sorted(rank for k, rank in periods.values() if k == kind)
            if len(ranks) != 2 or len(periods) != 2 or ranks[1] - ranks[0] != count:
                return None
        return count if kind == per and count >= 1 else None
    kinds = {kind for kind, _ in periods.values()}
    if kinds != {per} or len(periods) != 2:
        return None
    first, second = sorted(rank for _, rank in periods.values())
    return second - first if second > first else None


def _periods_asked_dropped(tokens: list[Tok]) -> list[Tok]:
    """"Q2 was 120 and Q3 was 126. Growth from Q2 to Q3?": the question names the two periods the amounts were
    given for, earlier to later, which the periods already say; set aside. Later to earlier ("from Q3 to Q2"),
    a period not named or named twice stays, and the request is not read."""
    for i in range(1, len(tokens) - 3):
        first, second = tokens[i + 1], tokens[i + 3]
        if tokens[i - 1].type not in ("GROWTH_EN", "DECLINE_EN") or tokens[i].type != "FROM" \
                or tokens[i + 2].type != "TO" or first.type != "WORD" or second.type != "WORD":
            continue
        a, b = _period_word(first.value), _period_word(second.value)
        named = sorted(t.value for t in tokens[:i] if t.type == "WORD" and _period_word(t.value))
        if a and b and a[0] == b[0] and a[1] < b[1] and named == sorted((first.value, second.value)):
            return [*tokens[:i], *tokens[i + 4:]]
    return tokens


def _period_word(word: str) -> tuple[str, int] | None:
    if word in _MONTHS_EN:
        return "month", _MONTHS_EN[word]
    if word in _QUARTERS:
        return "quarter", _QUARTERS[word]
    for name in sorted(PERIOD_RANK, key=len, reverse=True):
        if word.startswith(name):
            kind = "year" if name.endswith("年") else "month" if "月" in name else "quarter" if "季" in name \
                else "week"
            return ("relative " + kind if name in ("前年", "去年", "今年", "明年", "上个月", "上月", "这个月", "本月",
                                                   "下个月", "上季度", "上个季度", "本季度", "这季度", "这个季度",
                                                   "下季度", "下个季度", *WEEKS) else kind), PERIOD_RANK[name]
    return None


def _clauses(tokens: list[Tok]) -> list[range]:
    cuts = [i for i, t in enumerate(tokens) if t.type in ("COMMA", "AND")]
    bounds = [-1, *cuts, len(tokens)]
    return [range(a + 1, b) for a, b in zip(bounds, bounds[1:])]
