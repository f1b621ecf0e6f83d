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
question (average, total, 如果 …, inflation) make the request unread, so it goes slow. A first clause of
words that only says a rise came (房东又涨房租了，从3000涨到3300 …) is set aside.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .frames import increase_only
from .growth_framings_en import GROWTH_FRAMING_WORDS, growth_framings_en, nouns_differ
from .tokens import DETERMINERS, Said, Tok
from .vocab_en import PERSONAL_PRONOUNS_EN
from .words_arithmetic import REACHED_ZH
from .units import amount_unit
from .value_units import periods_fit
from .triggers import triggered_by
from .growth_periods import (QUARTERS, counted_periods, day_before_amount, period_count, periods_and_amounts,
                             periods_asked_dropped, periods_named, without_comparison)

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
                     "PER_RATE", "GROW_VERB", "FALL_VERB", "SAME_RATE"),  # SHARE_ZH: 百分之几 asks a rate too
              words=GROWTH_FRAMING_WORDS)  # "What percent did I lose?", "percent loss" (growth_framings_en.py)
def read_growth(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type == "PCT" for t in tokens):
        return _points(tokens, slots)
    tokens = periods_asked_dropped(_per_unit_dropped(_plain_words(growth_framings_en(_rise_told_first_zh(tokens)))))
    # "增长率为？", "增长率为多少": 为 after the rate asked is its "is"
    tokens = [t for i, t in enumerate(tokens) if not (t.type == "WEI" and i and tokens[i - 1].type in _RATE_WORDS)]
    if any(t.type not in _ALLOWED and not day_before_amount(tokens, i) for i, t in enumerate(tokens)) \
            or _other_question(tokens) or _second_question(tokens):
        return None
    asked = _asked(tokens)
    if asked is None:
        return None
    direction, compound = asked
    if any(t.type == "MEASURE" and t.value != "份" and (not i or tokens[i - 1].type != "NUM") for i, t in enumerate(tokens)):
        return None  # a measure word names what an amount counts ("200 人"), nothing else
    tokens = without_comparison(tokens, slots)
    if tokens is None:
        return None
    found = periods_and_amounts(tokens, slots)
    if found is None:
        return None
    periods, amounts, durations = found
    if len(amounts) != 2 or durations and not compound or nouns_differ(tokens, amounts):
        return None  # "from 12,000 visitors to 15,000 pageviews": two things
    marked = _from_to(tokens, amounts)
    named = periods_named(tokens, periods, amounts) if periods else None
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
            or counted_periods(tokens, old_i) != counted_periods(tokens, new_i):
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
        count = period_count(compound, periods, durations, tokens, slots)
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
    story_words = {t.value for t in tokens[:last_pct] if t.type == "WORD"}
    if any(t.type == "WORD" and t.value.isascii() and t.value not in story_words | _NAMING_NO_RATE_EN for t in question):
        return None  # "the savings rate rose … did the loan rate rise": another rate asked
    rise, fall = asked.any(_RISE_ASKED), asked.any(_FALL_ASKED)
    story = _story_direction(tokens)
    if rise and fall or rise and (new.value < old.value or story == "down") \
            or fall and (new.value > old.value or story == "up"):
        return None
    first, second = (old, new) if not fall else (new, old)
    return Task("expr", {"expression": f"{second.plain()}-({first.plain()})"}, source="parser")


_BASIS_POINTS = ("basis", "bps", "基点")
# The words a question of points may say that name no rate ("how many percentage points is that up", "did it go down")
_NAMING_NO_RATE_EN = frozenset({*_POINT_WORDS, *PERSONAL_PRONOUNS_EN, *DETERMINERS,
                                *(w for phrase in _RISE_ASKED + _FALL_ASKED for w in phrase.split())})
_TIMES = ("this year", "next year", "last year", "this month", "next month", "last month", "this week", "next week",
          "last week", "today", "tomorrow", "yesterday", "今年", "明年", "去年", "本月", "下个月", "上个月")


def _another_time_asked(story: Said, asked: Said) -> bool:
    """The question names a time the story does not tell the change of."""
    return any(asked.has(w) and not story.has(w) for w in _TIMES)


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
        if t.value not in QUARTERS and any(ch.isdigit() for ch in word):
            return True
        if not word.isascii():
            if any(w in word for w in _OTHER_ZH):
                return True
        elif any(word == w or w.endswith("-") and word.startswith(w[:-1]) for w in _OTHER_EN):
            return True
    return False


_ASKS_RATE = frozenset({"GROWTH_ZH", "GROWTH_EN", "FALL_ZH", "DECLINE_EN", "COMPOUND_RATE", "PER_RATE", "GROW_VERB",
                        "FALL_VERB", "WHAT_PERCENT"})
_ASKS_MORE = frozenset({"HOW_MANY", "ASK", "WHAT", "IS", "MA", "WHETHER", "PRICE_EN", "PRICE_ZH", "WEI", "NOW"})
_QUESTION_WORDS_EN = frozenset({"why", "how", "good", "bad", "ok", "okay", "normal", "enough"})
_QUESTION_WORDS_ZH = ("什么", "吗", "呢", "怎么", "为何", "是否")


def _second_question(tokens: list[Tok]) -> bool:
    """"涨了百分之几？现价是多少", "the percent drop and the new price", "…, and is that good?": after the rate asked, a
    comma or "and" opens another question, which the rate alone would leave unanswered."""
    asked = max((i for i, t in enumerate(tokens) if t.type in _ASKS_RATE), default=None)
    if asked is None:
        return False
    joint = next((i for i in range(asked + 1, len(tokens)) if tokens[i].type in ("COMMA", "AND")), None)
    after = tokens[joint + 1:] if joint is not None else []
    return any(t.type in _ASKS_MORE or t.type == "WORD" and (t.value in _QUESTION_WORDS_EN or _A_NOT_A.search(t.value)
                                                            or any(w in t.value for w in _QUESTION_WORDS_ZH))
               for t in after)


_A_NOT_A = re.compile(r"(.)不\1")  # 贵不贵, 好不好: a question of its own


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


_FRAME_WORDS = frozenset({"WORD", "YOU_MIXED"})
_DOWN_ZH = ("降", "跌", "减", "少", "低", "下")


def _rise_told_first_zh(tokens: list[Tok]) -> list[Tok]:
    """"房东又涨房租了，从3000涨到3300", "公司终于给我涨工资了！由8000元涨到8800元": a first clause of words that only
    says a rise came, before the clause that gives it from one amount to another, is set aside; a number in
    it, or a word of falling (菜价又降了), keeps it."""
    end = next((i for i, t in enumerate(tokens) if t.type in ("COMMA", "FACT_POST")), None)
    told = [t.type for t in tokens[end + 1:end + 3]] if end else []
    if told[:1] != ["CONG"] and told != ["WORD", "CONG"]:
        return tokens  # the rise told next, from one amount ("从3000涨到3300", "白菜从每斤2元涨到2.5元")
    frame = "".join(t.value for t in tokens[:end])
    if any(t.type not in _FRAME_WORDS for t in tokens[:end]) or "涨" not in frame or any(w in frame for w in _DOWN_ZH):
        return tokens
    rest = tokens[end + 1:]
    if not any(t.type == "RISE_ZH" for t in rest) or any(t.type in ("FALLTO_ZH", "FALL_ZH") for t in rest):
        return tokens  # "房东又涨房租了，从3000降到2700": the frame says up, the amounts down
    return rest


def _story_direction(tokens: list[Tok]) -> str:
    """Which way the story says the amount went: "up", "down", or "" (not said, or said both ways)."""
    up = any(t.type == "RISE_ZH" and t.value[0] not in "变" and t.value not in REACHED_ZH
             and t.value.removesuffix("了") not in REACHED_ZH or t.type == "RISE_EN"
             and t.value not in ("changed", "went", "moved") for t in tokens)
    down = any(t.type in ("FALLTO_ZH", "FALL_EN") for t in tokens)
    return "" if up == down else "up" if up else "down"
