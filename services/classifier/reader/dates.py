"""Day counts and date shifts read by their values, whatever the story around them:
- two written dates and a question for the days between ("我 2024 年 3 月 8 日入职，2024 年 6 月 18 日转正，
  这两个日期相差多少天？", "I fly out 2025-03-01 and come back 2025-03-31. How many days between …");
- one written date and a question for its weekday ("我生日是 1995年8月17日，想知道那天是星期几？");
- one written date, one count of days or weeks with the word that says which way, and a question
  for the date ("今天是2023年12月25日，100天后是哪一天？", "3 weeks from November 28, 2024. Which date …");
- a hotel stay: the check-in date and the nights, the checkout date asked ("2024年12月29日入住，住5晚，退房是哪天"),
  or the check-in and checkout dates and the nights asked ("check in on 2026-11-04 and check out on Nov. 24,
  2026, how many nights", "12月29日入住，1月3日退房，住了几晚"): one night a day, the last day not counted.

A word that changes the count (working days, weekends, 含/不含, inclusive, nights, hours, weeks asked),
a third date or another number, months and years (31 January + 1 month has no one answer), an
ordinal (第45天), or a direction that is not said makes the request unread, so it goes slow.
"""

from __future__ import annotations

import datetime as dt

from dtlib.conventions import DATE_DIFF_INCLUSIVE_DEFAULT
from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .triggers import triggered_by
from .yearless_dates import yearless_ends

_DAYS_ASKED = frozenset({"HOW_MANY_DAYS", "DAYS_BETWEEN_ZH", "IN_DAYS"})  # IN_DAYS: "the difference in days"
_OTHER = ("工作日", "周末", "节假日", "假期", "含", "包括", "包含", "算上", "不算", "第", "晚", "夜", "小时", "分钟",
          "周数", "几周", "几个星期", "几个月", "几年", "岁", "生日", "business", "working", "workday", "weekday",
          "weekend", "holiday", "inclusive", "including", "exclusive", "excluding", "counting", "count both",
          "nights", "night", "hours", "minutes", "weeks are", "how many weeks", "how many months", "months",
          "years", "age", "old", "birthday", "until today", "since today", "ago", "today", "tomorrow", "yesterday",
          "今天", "明天", "昨天", "现在", "now", "time", "express", "format", "时间", "时长",
          # said in the plural ("if we only count weekdays"), or a calendar fact stated ("assuming it's a leap year")
          "weekdays", "workdays", "weekends", "holidays", "leap", "闰年",
          # days of a kind ("school days", "trading days"): not every day between
          "school", "trading", "banking", "teaching", "opening", "rainy", "sunny",
          # days of some weather ("how many days did it rain", 下了几天雨)
          "rain", "rained", "snow", "snowed", "windy", "cloudy", "stormy", "雨", "雪", "晴", "刮风", "阴天",
          # full days between (the days strictly between, or the difference?)
          "full", "whole", "complete", "entire", "整天", "完整",
          # another calendar, or interest asked besides ("相差多少天，这期间的利息是多少")
          "calendar", "lunar", "hijri", "hebrew", "islamic", "农历", "阴历", "旧历", "利息", "interest",
          # days of another planet ("on Mars": a sol is not a day)
          "mars", "martian", "sol", "sols", "火星",
          # days of one weekday counted ("A 到 B，周六有几天", "how many Mondays"): not the days between
          *(f"{week}{day}" for week in ("周", "星期", "礼拜") for day in "一二三四五六日天"),
          "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays", "tuesdays",
          "wednesdays", "thursdays", "fridays", "saturdays", "sundays")
_AFTER = ("后", "以后", "之后", "往后", "later", "after", "from", "过", "再过", "往后推", "后推", "after that", "from that",
          "等", "wait", "add", "adding")  # "从2024年11月11日开始等75天": waiting moves the day on
_BEFORE = ("前", "以前", "之前", "before", "earlier", "倒推", "往前", "往前推", "前推", "before that", "提前")
# Postponing beside the count says the way too: "推迟10天前" says both ways and is not read.
_POSTPONED = ("推迟", "顺延", "往后延", "向后延", "延后", "推后", "延期")
# The date before the shift asked ("推迟10天后是3月15日，原定是几号"): the date told is the one after it.
_ORIGINAL = ("原定", "原来", "原计划", "本来", "原本", "originally", "original", "at first")
# "45 days back from 2024-03-05": back from a date is before it ("from" names the date, not the way)
# Subtracting days from a date is going back from it: "If you subtract 31 days from 2024-03-31" (from names the date).
_BACK = ("back", "backward", "backwards", "往回", "往回推", "回推", "rewind", "subtract", "subtracting", "deduct",
         "take away", "minus", "减去", "减掉", "扣除")
# A date moved by an imperative, the moved date asked without a question ("Delay 2023-12-30 by 3 days",
# "Shift 2026-04-01 by 14 days later", "Rewind 30 days from 2025-03-15"); delaying moves it later.
# Not "move … forward" or "bring … forward": later in one English, earlier in another.
_SHIFT_VERBS = ("delay", "postpone", "defer", "shift", "rewind")
_LATER_VERBS = ("delay", "postpone", "defer")
_DATE_ASKED = frozenset({"WHICH_DATE", "DATE_IN"})
# "10 days before or after 2024-03-15", "delay … back": two ways said
_EITHER_WAY = ("or after", "or before", "or later", "or earlier", "either way", "或之前", "或之后", "前后")
# A hotel stay: checked in on a date for a number of nights, the checkout day asked.
_CHECK_IN = ("入住", "check in", "checking in", "check-in", "checked in")
_CHECK_OUT = ("退房", "离店", "check out", "checkout", "check-out")
_NIGHTS = frozenset({"晚", "夜", "个晚上", "晚上", "nights", "night"})
_STAY_CHANGED = ("第", "提前", "延", "续", "多住", "少住", "再住", "早", "前", "后", "之", "几点", "时间", "工作日", "周末",
                 "early", "earlier", "extend", "extra", "another", "more", "fewer", "less", "before", "after",
                 "until", "time", "weekend", "business", "working", "latest", "late", "today", "tomorrow")
_COUNT_UNITS = {"DAY_UNIT": 1, "WEEK_UNIT": 7}
_PERIOD_UNITS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_WEEKDAY_ASKED = frozenset({"WEEKDAY_ZH", "WEEKDAY_EN"})
_SHIFTED = frozenset({"PREV_DAY", "NEXT_DAY", "A_WEEK_AFTER", "A_WEEK_BEFORE", "REL_WEEKDAY", "REL_WEEKDAY_EN",
                      "DAY_AFTER_TOMORROW", "DAY_BEFORE_YESTERDAY", "THREE_DAYS_AFTER", "THREE_DAYS_BEFORE"})
_MOVES = frozenset({"NUM", "AFTER_ZH", "AFTER_EN", "BEFORE_EN", "PREV_DAY", "NEXT_DAY", "LATER", "AGO", "WEEKDAY_NAME",
                    "TODAY", "TOMORROW", "YESTERDAY", "PLUS", "MINUS", "GUO"})
_WEEKDAY_OTHER = ("后", "前", "下一", "上一", "下个", "上个", "明年", "去年", "今年", "每", "第", "after", "before", "later",
                  "ago", "next", "last", "every", "each", "following", "previous",
                  "leap", "闰年")  # a calendar fact stated, not read ("…, assuming it's a leap year")
# "which day of the week is best for a meeting on 2031-07-04": a choice of weekday asked before the date, not its name
_WEEKDAY_JUDGED = ("best", "better", "worst", "should", "ideal", "pick", "choose", "recommend", "prefer",
                   "suggest", "good")


@triggered_by(types=("DATE",))
def read_dates(tokens: list[Tok], slots: Slots) -> Task | None:
    tokens, today_named = _today_named(tokens)
    tokens, both_ends = _both_ends_asked_last(tokens)
    said = Said(tokens)
    dates = [t for t in tokens if t.type == "DATE"]
    if not dates or any(t.type in ("TODAY", "TOMORROW", "YESTERDAY", "PCT", "INCLUSIVE", "EXCLUSIVE", "BOTH_ENDS_OUT")
                        for t in tokens):
        return None
    mentions = [slots.date(t.value) for t in dates]
    yearless = yearless_ends(tokens, mentions)  # "from March 3 to March 20": the same count in any year
    if yearless is None and any(m.problem or m.iso is None for m in mentions):
        return None
    if yearless is not None and (today_named or said.any(_CHECK_IN) or any(t.type == "TIME" for t in tokens)):
        return None
    if len(dates) == 1 and any(t.type in _WEEKDAY_ASKED for t in tokens):
        return _weekday(tokens, mentions[0], said)
    if any(t.type in _SHIFTED for t in tokens):
        return None  # "45 days after the day before 2024-03-05": a date moved twice, read by the grammar or not at all
    if len(dates) == 1 and said.any(_CHECK_IN):
        return _checkout(tokens, mentions[0], said, slots)
    if len(dates) == 2 and said.any(_CHECK_IN) and said.any(_CHECK_OUT):
        return _nights(tokens, mentions, said)
    if _without_count_down(tokens, said).any(_OTHER):
        return None
    if len(dates) == 2:
        if any(t.type == "TIME" for t in tokens):
            return None  # "started … 18:56:20 and ended … 03:47:17": a duration in hours, not a day count
        if today_named and not _toward_today_as_asked(said, dates, mentions, today_named):
            return None
        return _day_count(tokens, mentions, slots, both_ends, yearless)
    if both_ends:
        return None
    if len(dates) == 1:
        return _date_shift(tokens, mentions[0], slots, today_named is not None)
    return None


_SINCE = ("since", "ago", "过去", "以来", "已经")
_UNTIL = ("until", "till", "还有", "还剩", "left", "to go")


def _toward_today_as_asked(said: Said, dates: list[Tok], mentions, today: str) -> bool:  # noqa: ANN001
    """"Today is 2024-03-05. How many days since 2024-12-25?": the other date must lie on the side
    of today the question says (since: before it; until: after it)."""
    named, other = sorted(mentions, key=lambda m: dates[mentions.index(m)].value != today)
    return not (said.any(_SINCE) and other.iso > named.iso or said.any(_UNTIL) and other.iso < named.iso)


def _whether_a_weekday(tokens: list[Tok]) -> bool:
    return tokens[0].type == "IS" and any(t.type == "WEEKDAY_EN" and t.value == "weekday" for t in tokens)


def _weekday(tokens: list[Tok], mention, said: Said) -> Task | None:  # noqa: ANN001
    """"我生日是 1995年8月17日，想知道那天是星期几？": the weekday of the one date, with nothing that moves it. Not
    "Is 2024-03-16 a weekday?", "Was … a weekday for the banks?": a yes/no question whether it is one of Monday
    to Friday (weekday_checks.py reads the plain one), not its name."""
    if any(t.type in _MOVES for t in tokens) or said.any(_WEEKDAY_OTHER) or _whether_a_weekday(tokens):
        return None
    if Said(tokens[:next(i for i, t in enumerate(tokens) if t.type == "DATE")]).any(_WEEKDAY_JUDGED):
        return None
    return Task("weekday", {"date": mention.iso}, source="parser")


def _without_count_down(tokens: list[Tok], said: Said) -> Said:
    """"I'm counting down: …" counts down to a day; any other "counting" may change the count."""
    if not said.has("counting down"):
        return said
    return Said([t for i, t in enumerate(tokens) if not (t.value == "counting" and i + 1 < len(tokens)
                                                         and tokens[i + 1].value == "down")])


def _checkout(tokens: list[Tok], mention, said: Said, slots: Slots) -> Task | None:  # noqa: ANN001
    """"2024年12月29日入住，住 5 晚，退房是哪天", "check in on 2024-12-29 for 5 nights, checkout date?":
    the day of checkout is the check-in day plus the nights."""
    counts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(counts) != 1 or not said.any(_CHECK_OUT) or said.any(_STAY_CHANGED) \
            or not any(t.type == "WHICH_DATE" for t in tokens):
        return None
    if not _checked_in_then_out(tokens):
        return None
    i = counts[0]
    n = slots.number(tokens[i].value)
    if i + 1 >= len(tokens) or tokens[i + 1].value not in _NIGHTS or n.percent \
            or n.value != n.value.to_integral_value() or n.value <= 0:
        return None
    return Task("date_add", {"date": mention.iso, "amount": int(n.value), "unit": "days"}, source="parser")


_NIGHTS_ASKED = ("how many nights", "几晚", "几个晚上", "多少晚", "多少个晚上", "几夜")
# Anything else that changes the count ("including the last", 工作日, hours) leaves the stay unread.
_NIGHTS_CHANGED = tuple(w for w in _OTHER if w not in ("晚", "夜", "nights", "night"))


def _nights(tokens: list[Tok], mentions, said: Said) -> Task | None:  # noqa: ANN001
    """"If I check in on A and check out on B, how many nights is that?": B − A, in the order the stay
    was told (check-in, its date, checkout, its date; or the date before each word in Chinese)."""
    if not said.any(_NIGHTS_ASKED) or said.any(_STAY_CHANGED) or said.any(_NIGHTS_CHANGED) \
            or any(t.type in ("NUM", "TIME") for t in tokens):
        return None
    text = " ".join(t.value for t in tokens)
    first, second = (text.find(t.value) for t in tokens if t.type == "DATE")
    check_in = min(at for w in _CHECK_IN if (at := text.find(w)) >= 0)
    check_out = min(at for w in _CHECK_OUT if (at := text.find(w)) >= 0)
    if not check_in < check_out or not first < check_out or not second > check_in:
        return None  # "checked out on A, checked in on B": not a stay told in order
    start, end = (m.iso for m in mentions)
    if not start < end:
        return None
    return Task("date_diff", {"start": start, "end": end}, source="parser")


def _checked_in_then_out(tokens: list[Tok]) -> bool:
    """The date and the check-in come before the checkout asked ("我12月29日退房，住了5晚，哪天入住的"
    gives the checkout and asks the check-in: not read)."""
    text = " ".join(t.value for t in tokens)
    date_at = text.find("<d")
    check_in = [at for w in _CHECK_IN if (at := text.find(w)) >= 0]
    check_out = [at for w in _CHECK_OUT if (at := text.find(w)) >= 0]
    return bool(check_in and check_out) and max(date_at, min(check_in)) < min(check_out)


def _today_named(tokens: list[Tok]) -> tuple[list[Tok], str | None]:
    """"今天是2023年12月25日，…", "today is 2024-03-01, …": the date is given; the words go, and so does
    "today" said again after it ("… What date is 100 days from today?": from that date)."""
    for i in range(len(tokens) - 2):
        if tokens[i].type == "TODAY" and tokens[i + 1].type in ("SHI", "IS") and tokens[i + 2].type == "DATE":
            return tokens[:i] + [t for t in tokens[i + 2:] if t.type != "TODAY"], tokens[i + 2].value
        if tokens[i].value in ("it's", "it is") and tokens[i + 1].type == "DATE" and tokens[i + 2].type == "TODAY":
            return tokens[:i] + [tokens[i + 1]] + [t for t in tokens[i + 3:] if t.type != "TODAY"], tokens[i + 1].value
    return tokens, None


# Days spent at something ("一共玩了几天", "how many days did we stay"): the first and the last day
# both count, unlike the difference the day count reads.
_DAYS_SPENT = ("玩了", "待了", "呆了", "住了", "旅行了", "旅游了", "出差了", "请了", "休了", "开了", "工作了", "上班", "度假",
               "stay", "stayed", "spend", "spent", "work", "worked", "was i away", "were we away", "were you away",
               "did the trip last", "trip lasted", "did it last", "lasted")


# A journey there and back between the dates ("from A to B and back", "A到B来回"): the days of both legs, or
# the days between? Not the difference read alone. "come back on B" names a date, so "and back" counts only
# after the last date.
_ROUND_TRIP = ("round trip", "round-trip", "there and back", "来回", "往返", "一个来回")


def _round_trip(tokens: list[Tok]) -> bool:
    text = " ".join(t.value for t in tokens)
    return Said(tokens).any(_ROUND_TRIP) or text.find(" and back", text.rfind("<d")) >= 0


def _both_ends_asked_last(tokens: list[Tok]) -> tuple[list[Tok], bool]:
    """"How many days is that, counting both ends?", "… to March 20, inclusive": both ends asked after the days asked
    or the last date, as the question's last words (English), read as the count's own mark; the tokens without it. Not after "not" or "or"."""
    end = len(tokens) - (1 if tokens and tokens[-1].type == "COMMA" else 0)
    k = end - 1
    if k < 1 or tokens[k].type != "INCLUSIVE" or not tokens[k].value.isascii() \
            or tokens[k - 1].type not in _DAYS_ASKED | {"COMMA", "IS", "DATE"} and tokens[k - 1].value not in _LAST_ASKED:
        return tokens, False
    return tokens[:k] + tokens[k + 1:], True


_LAST_ASKED = frozenset({"that", "last", "it", "run", "ran", "take", "lasted"})  # "… does it last, counting both dates"


def _day_count(tokens: list[Tok], mentions, slots: Slots, both_ends: bool = False,  # noqa: ANN001
               yearless: tuple[str, str] | None = None) -> Task | None:
    if Said(tokens).any(_DAYS_SPENT) or _round_trip(tokens):
        return None
    if not any(t.type in _DAYS_ASKED or t.type == "DAY_UNIT" and t.value == "days" and (not i or tokens[i - 1].type != "NUM")
               for i, t in enumerate(tokens)):  # "days elapsed from … to …"
        return None
    for i, t in enumerate(tokens):  # "这两个日期", "those two dates": the dates' own count only
        if t.type == "NUM" and (slots.number(t.value).value != 2 or i + 1 >= len(tokens)
                                or tokens[i + 1].type not in ("MEASURE", "WORD", "WHICH_DATE")):
            return None
    start, end = yearless or sorted(m.iso for m in mentions)
    args: dict = {"start": start, "end": end}
    if DATE_DIFF_INCLUSIVE_DEFAULT or both_ends:
        args["inclusive"] = True
    return Task("date_diff", args, source="parser")


# A journey that takes so many days from a date, its arrival asked ("快递 2024年2月25日发货，运输要 7 天，
# 预计几号到", "shipped on March 3, 2024 and takes 9 days. When does it arrive?"): the date after it. Not
# what "lasts" (a course of 45 days from the 10th ends on the 45th day or the day after?).
_TAKES = frozenset({"要", "需要", "需", "takes", "take", "took", "will take"})
_JOURNEY = ("运输", "路上", "走", "发货", "寄出", "寄", "快递", "航行", "shipped", "ships", "shipping", "delivery",
            "transit", "travel", "trip", "journey", "drive", "package", "parcel", "mail", "sailed", "voyage")
_ARRIVES = ("到", "到达", "送达", "抵达", "arrive", "arrives", "arrival", "be delivered", "get there", "gets there")


def _date_shift(tokens: list[Tok], mention, slots: Slots, today_named: bool = False) -> Task | None:  # noqa: ANN001
    journey = _journey_asked(tokens)
    due = _due_asked(tokens)
    imperative = tokens[0].value in _SHIFT_VERBS
    if not journey and not due and not imperative and not _when_asked(tokens) \
            and not any(t.type in _DATE_ASKED for t in tokens):
        return None
    counts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(counts) != 1:
        return None
    i = counts[0]
    if i + 1 >= len(tokens) or tokens[i + 1].type not in _COUNT_UNITS:
        return None
    if any(t.type in _PERIOD_UNITS and k and tokens[k - 1].type == "BY" for k, t in enumerate(tokens) if k != i + 1):
        return None  # "Postpone … by 15 days, then bring it forward by a week": a second shift, its count a word
    n = slots.number(tokens[i].value)
    if n.percent or n.value != n.value.to_integral_value() or n.value <= 0:
        return None
    if Said(_last_clause(tokens)).any(_ORIGINAL):
        return None
    beside = [t.value for t in tokens[max(0, i - 2):i] + tokens[i + 2:i + 4]]
    after = any(w in _AFTER or w in _POSTPONED for w in beside) or journey and any(t.value in _TAKES for t in tokens[max(0, i - 2):i]) \
        or (today_named or due) and (tokens[i - 1].value == "in" or tokens[i - 1].type == "DATE_IN") \
        or tokens[0].value in _LATER_VERBS \
        or _next_of_every(tokens, i)  # "… in 45 days"; "delay … by 3 days"; "renews every 45 days … next"
    before = any(w in _BEFORE for w in beside)
    if Said(tokens).any(_BACK):  # anywhere: "45 days from 2024-03-05 backwards"
        after, before = any(w in _AFTER and w != "from" for w in beside) or tokens[0].value in _LATER_VERBS, True
    if after == before or Said(tokens).any(_EITHER_WAY):
        return None  # which way is not said, or said both ways
    days = int(n.value) * _COUNT_UNITS[tokens[i + 1].type]
    try:
        dt.date.fromisoformat(mention.iso)
    except ValueError:
        return None
    return Task("date_add", {"date": mention.iso, "amount": days if after else -days, "unit": "days"},
                source="parser")


def next_of_every_asked(tokens: list[Tok]) -> bool:
    """The next time of a thing done every so many days asked (`_next_of_every`): a repetition read, not one
    to refuse (mismatches.py)."""
    return any(t.type == "NUM" and k and _next_of_every(tokens, k) for k, t in enumerate(tokens))


def _next_of_every(tokens: list[Tok], i: int) -> bool:
    """"A subscription renews every 45 days. The last renewal was August 20, 2025. Next renewal date?": a thing done
    every so many days (a clause of its own, nothing after the count), its last time dated, the next one asked of
    nothing the story does not name ("Next payment date for my brother's plan?" is not read)."""
    if not (tokens[i - 1].value == "every" and sum(t.value == "every" for t in tokens) == 1
            and i + 2 < len(tokens) and tokens[i + 2].type == "COMMA"):
        return False
    question = _last_clause(tokens)
    start = len(tokens) - len(question)
    story = [t for t in tokens[:start] if t.type != "COMMA"]
    dated = next((k for k, t in enumerate(story) if t.type == "DATE"), None)
    if dated is None or dated < i or not any(t.value == "last" for t in story[i + 2:dated]):
        return False  # the date told is no last time of what is done every so many days
    asked = [t.value for t in question if t.type != "COMMA"]
    told = {t.value for t in story}
    return sum(w in ("next", "next one") for w in asked) == 1 \
        and all(w in told or w in _NEXT_ASKED for w in asked)


_NEXT_ASKED = frozenset({"next", "next one", "what", "what date", "what's", "what is", "is", "the", "date", "when",
                         "which", "which date", "will", "be", "day", "what day", "one"})


def _when_asked(tokens: list[Tok]) -> bool:
    """"When is 30 days after 2024-03-01?", "30 days after 2024-03-01 is when?": the date asked as when,
    the shift the whole request."""
    values = [t.value for t in tokens]
    return len(values) == 6 and (values[:2] == ["when", "is"] or values[-2:] == ["is", "when"])


def _due_asked(tokens: list[Tok]) -> bool:
    """"… is due in 21 days. When is it due?": a date due so many days after the date told."""
    question = _last_clause(tokens)
    return [t.value for t in question] in (["when", "is it", "due"], ["when", "is", "it", "due"]) \
        or Said(question).any(("what is the due date", "what's the due date", "the due date"))


def _last_clause(tokens: list[Tok]) -> list[Tok]:
    """The question: after the last comma, or from the date asked where the comma before it was
    dropped ("…，要18天送到，哪天到")."""
    start = max((k for k, t in enumerate(tokens[:-1]) if t.type == "COMMA"), default=-1) + 1
    counted = max((k for k, t in enumerate(tokens) if t.type == "NUM"), default=-1)
    asked = next((k for k, t in enumerate(tokens) if t.type == "WHICH_DATE" and k > counted), -1)
    return tokens[asked if start <= counted < asked else start:]


def _journey_asked(tokens: list[Tok]) -> bool:
    """A journey told after its date and its arrival asked in the last clause, with nothing else moved."""
    question = _last_clause(tokens)
    if any(t.type != "WHICH_DATE" and ("哪" in t.value or t.value in ("where", "how")) for t in question):
        return False  # "哪天到哪里": when and where
    return Said(tokens).any(_JOURNEY) and Said(question).any(_ARRIVES) \
        and not any(t.type == "NUM" for t in question)
