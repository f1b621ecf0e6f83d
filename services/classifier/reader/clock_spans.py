"""The time between two clock times of one day, read by its values: "电影 19:30 开始，21:05 结束，一共放了
多少分钟", "开会从 10:05 开到 11:50，开了多久（分钟）", "I worked from 9:15 to 17:45. How many hours did I
work?", "The movie starts at 7:30 pm and ends at 9:05 pm. How many minutes is it?".

Two clock times, the first the start and the second the end, and a question that names the unit
asked (minutes or hours; "多久" or "how long" alone could want "1 小时 35 分" as well as 95, so the
unit must be said), or names it "of" the story's own doing ("slept … How many hours of sleep"). The answer
is the end less the start in that unit; an end before the start is past midnight only where both ends are
placed: an evening start in 24-hour time and a morning end written with its leading zero ("from 22:30 to
06:15"; "22:00 to 6:00" may be 18:00 written short), or pm then am said on both ("11:45 pm to 3:15 am"). A journey said to keep one clock ("(same time zone)") is one clock.
Any other number (a break, a delay: two steps), an end not after the start otherwise (8:00 to 2:00:
which half of the day?), a weekday beside a span past midnight, a 12-hour time
without am/pm beside a 24-hour one, a part of the day said in Chinese before a time the reader
cannot place (下午 3:00 is 15:00; 晚上 12:00 is not read), or a word that makes it another question
(每, each, break, 休息, 晚点, late) or a journey with a place named (its times may be local times of two
places) makes the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task
from lemminflect import getInflection

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .pronouns import is_person_name
from .role_words import lemma
from .vocab_en import PEOPLE_NOUNS_EN
from .units import canonical_unit

CLOCK = re.compile(r"(\d{1,2})[:：](\d{2})")
OTHER_QUESTIONS = ("每", "各", "休息", "午休", "晚点", "延误", "推迟", "提前", "早到", "迟到", "除了", "不算", "不含", "第二天", "次日",
          "明天", "each", "every", "per", "break", "breaks", "pause", "pauses", "rest", "stops", "lunch", "late", "delay", "delayed", "early", "except", "excluding",
          "not counting", "next day", "tomorrow", "overnight", "times", "twice", "total of", "both", "and then",
          "ago", "left", "remain", "remaining", "还剩", "还有", "还要", "还差", "still", "until now",
          # another occasion than the one told: "… How many hours will I sleep tonight?", "If …", "would"
          "would", "tonight", "next", "if",
          # another clock than the one of the start: a time zone
          "time", "local", "timezone", "time zone", "gmt", "utc", "当地", "时区", "时差", "北京时间", "出发地", "目的地")
# a number, or days or weeks said ("arrives at 00:20 two days later"; not "the same day"): more than the two times
_NOT_ONE_SPAN = frozenset({"NUM", "PCT", "DATE", "ORD", "LATER"})
_DAYS = frozenset({"DAY_UNIT", "WEEK_UNIT"})
PM = ("pm", "p.m.", "p.m")
AM = ("am", "a.m.", "a.m")
_AFTERNOON_ZH = ("下午", "晚上", "傍晚", "夜里", "晚")
_MORNING_ZH = ("上午", "早上", "早晨", "清晨", "凌晨", "早")
_MINUTES = frozenset({"minute", "min"})
_HOURS = frozenset({"hour", "h"})


@triggered_by(types=("TIME",))
def read_clock_span(tokens: list[Tok], slots: Slots) -> Task | None:
    tokens = _one_clock_said_dropped(tokens)
    times = [i for i, t in enumerate(tokens) if t.type == "TIME"]
    if len(times) != 2 or any(t.type in _NOT_ONE_SPAN or t.type in _DAYS and (not i or tokens[i - 1].value != "same")
                              for i, t in enumerate(tokens)) or Said(_plain_words(tokens)).any(OTHER_QUESTIONS):
        return None
    if between_places(tokens) or another_one_asked(tokens) or _several_days(tokens):
        return None
    minutes = [placed_minutes(tokens, i, slots) for i in times]
    if None in minutes:
        return None
    start, end = minutes
    if end <= start and not _overnight(tokens, times, start, end, slots):
        return None  # an end before its start: past midnight, or which half of the day?
    unit = unit_asked(tokens[last_clause_start(tokens):], _doing(tokens, times[0]))
    if unit is None:
        return None
    span = end - start if end > start else end + 24 * 60 - start
    return Task("expr", {"expression": f"{span}" if unit == "minute" else f"{span}/60"}, source="parser")


def _plain_words(tokens: list[Tok]) -> list[Tok]:
    """The tokens less two words that here name the span, not another question: "left" right before "at" and a
    clock time (a leaving: "got to work at 8:50 am and left at 5:20 pm"; "hours left until 5:20" stays), and "time"
    right before "between" ("whats the time between 10:20 and 12:05"; "the local time" stays)."""
    n = len(tokens)
    return [t for i, t in enumerate(tokens)
            if not (t.value == "left" and i + 2 < n and tokens[i + 1].type == "AT" and tokens[i + 2].type == "TIME")
            and not (t.value == "time" and i + 1 < n and tokens[i + 1].type == "BETWEEN"
                     and not (i and tokens[i - 1].value in ("local", "same")))]


# Days said as more than one: weekdays, 周一到周五, a weekend
_SEVERAL_DAYS = frozenset({"WORKING_DAYS", "NO_HOLIDAYS"})
_WEEKEND = ("weekend", "weekends", "周末", "工作日", "双休日")


def _several_days(tokens: list[Tok]) -> bool:
    """"from 9:00 to 17:30 on Monday and Tuesday", "on Saturdays", "on weekdays", "周一到周五8:00到20:00": the span
    of one day is asked of several, whose total is another step (or is one day's span asked?)."""
    weekdays = [t.value for t in tokens if t.type == "WEEKDAY_NAME"]
    return len(weekdays) > 1 or any(w.endswith("s") for w in weekdays) \
        or any(t.type in _SEVERAL_DAYS for t in tokens) or Said(tokens).any(_WEEKEND)


# A journey's words: a time said at each end of it may be the local time of another place.
_TRAVEL_VERBS_EN = frozenset({"depart", "departs", "departed", "leave", "leaves", "land", "lands", "landed", "arrive",
                              "arrives", "arrived", "reach", "reaches", "reached", "fly", "flies", "flew"})
_TRAVEL_EN = _TRAVEL_VERBS_EN | {"flight", "plane"}
_NO_PLACE = frozenset({"the", "a", "an", "all", "total"})
_TRAVEL_ZH = ("起飞", "降落", "落地", "出发", "到达", "抵达", "飞")
_TOWARDS_EN = frozenset({"IN", "FROM", "TO", "FOR"})
_TOWARDS_ZH = frozenset({"CONG", "DAO"})


def between_places(tokens: list[Tok]) -> bool:
    """"Flight CA981 departs Beijing at 13:05 and lands in New York at 14:50", 航班从北京 13:05 起飞，
    到纽约 14:50 降落: a journey with a place named (two places, perhaps two time zones)."""
    joined = "".join(t.value for t in tokens)
    travel_en = any(t.value in _TRAVEL_EN for t in tokens)
    for i, t in enumerate(tokens[:-1]):
        following = tokens[i + 1]
        place = following.type == "WORD" and following.value not in _NO_PLACE and following.value not in _TRAVEL_EN
        if travel_en and place and (t.value in _TRAVEL_VERBS_EN or t.type in _TOWARDS_EN):
            return True  # "departs Beijing", "lands in New York", "leaves at 9:00 from Tokyo"
        if t.type in _TOWARDS_ZH and place and any(w in joined for w in _TRAVEL_ZH):
            return True  # 从北京 … 起飞, 到纽约
    return False


def clock_written(tokens: list[Tok], i: int, slots: Slots) -> str:
    start, end = slots.items[int(tokens[i].value[2:-1])]  # a time's slot is its span in the folded text
    return slots.folded[start:end].strip()


def placed_minutes(tokens: list[Tok], i: int, slots: Slots) -> int | None:
    """The minutes after midnight of the clock time at tokens[i], with am/pm or a Chinese part of the
    day beside it; None where the part of the day is not placed for sure."""
    found = CLOCK.fullmatch(clock_written(tokens, i, slots))
    if found is None:
        return None
    hour, minute = int(found[1]), int(found[2])
    if hour > 23 or minute > 59:
        return None
    after = tokens[i + 1].value if i + 1 < len(tokens) else ""
    before = tokens[i - 1].value if i else ""
    if after in PM or after in AM:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if after in PM else 0)
    elif before.endswith(_AFTERNOON_ZH):
        if not 1 <= hour <= 11 and not 13 <= hour <= 23:
            return None  # 晚上 12:00: noon or midnight?
        hour = hour + 12 if hour < 12 else hour
    elif before.endswith(_MORNING_ZH):
        if not 0 <= hour <= 11:
            return None
    elif _twelve_hour_elsewhere(tokens):
        return None  # "from 9:30 to 2:15 pm": am or pm for the one not marked?
    return hour * 60 + minute


def _overnight(tokens: list[Tok], times: list[int], start: int, end: int, slots: Slots) -> bool:
    """An end before the start that can only be the next morning: "from 22:30 to 06:15" (a 24-hour evening
    start, a morning end written with its zero) or "11:45 pm to 3:15 am" (pm, then am, both said); no weekday beside it."""
    if end == start or any(t.type == "WEEKDAY_NAME" for t in tokens):
        return False
    marks = [tokens[i + 1].value if i + 1 < len(tokens) else "" for i in times]
    if any(m in PM or m in AM for m in marks):  # "12:00 am" is midnight to some, noon to others (NIST avoids both)
        return marks[0] in PM and marks[1] in AM \
            and not any(clock_written(tokens, i, slots).startswith("12:00") for i in times)
    return not _twelve_hour_elsewhere(tokens) and start >= 13 * 60 and end < 12 * 60 \
        and clock_written(tokens, times[1], slots).startswith("0")  # "to 06:15"; "to 6:00" may be 18:00 written short


def _doing(tokens: list[Tok], first_time: int) -> str:
    """The verb right before the span ("we slept from 22:00", "I worked from 9:00"), by its base form; "" when
    the word there is no verb of the story."""
    at = first_time - 1 if first_time and tokens[first_time - 1].type in ("FROM", "BETWEEN") else first_time
    word = tokens[at - 1] if at >= 1 else None
    return lemma(word.value, "VERB") if word is not None and word.type == "WORD" and word.value.isascii() else ""


_ASKING_AUX = frozenset({"does", "did", "do", "will", "would", "can", "could"})
_SPEAKER_GROUPS = (frozenset({"i", "me", "my"}), frozenset({"we", "us", "our"}), frozenset({"he", "him", "his"}),
                   frozenset({"she", "her", "hers"}), frozenset({"you", "your"}))
_THIRD_PERSON = frozenset({"he", "she"})
# A question of another span: up to or since a moment, the way back, over a day, a week …
_ASKED_ELSE = frozenset({"until", "till", "before", "after", "since", "return", "back"})
_PERIODS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})  # a named person's pronoun (pronouns.py checks whose it can be)


def another_one_asked(tokens: list[Tok]) -> bool:
    """"I worked from 9:10 to 11:40. How many minutes did Ann work?": the question names a person (a first name
    after its "did", a people noun; I, we, he, she, you where the story tells of someone) the story never says; the
    span is someone else's. A
    question in the future of a story told in the past asks of another occasion; one up to or since a moment, of
    the way back or over a day or a week, of another span."""
    at = last_clause_start(tokens)
    told = {t.value.lower().removesuffix("'s") for t in tokens[:at]}
    asked = [t.value.lower() for t in tokens[at:]]
    for before, word in zip(["", *asked], asked):
        person = word.removesuffix("'s")
        if person not in told and (person in PEOPLE_NOUNS_EN or before in _ASKING_AUX and is_person_name(person)):
            return True
    # a clause's first word as a first name ("Nina worked", "Ana's bus"; "the ferry" names no one)
    named = any(is_person_name(t.value.lower().removesuffix("'s")) for k, t in enumerate(tokens[:at])
                if t.type == "WORD" and (k == 0 or tokens[k - 1].type in ("COMMA", "AND")))
    if not _ASKED_ELSE.isdisjoint(asked) or any(t.type in _PERIODS for t in tokens[at:]):
        return True  # "How many hours are there until the shift?", "… in a week?", "the return trip"
    if "will" in asked and "will" not in told and _told_in_the_past(told):
        return True  # "I went to bed at 10:30 pm and woke up at 6:15 am. How many hours will I sleep?": another night
    third = named or not told.isdisjoint(PEOPLE_NOUNS_EN)  # a he or she for them is pronouns.py's to check
    someone = third or any(not group.isdisjoint(told) for group in _SPEAKER_GROUPS)
    return someone and any(not group.isdisjoint(asked) and group.isdisjoint(told) and not (third and group & _THIRD_PERSON)
                           for group in _SPEAKER_GROUPS)  # "The bus leaves at 8:10 … my ride": a story of no one


def _told_in_the_past(words: set[str]) -> bool:
    """A verb in the past tense ("went", "woke", "worked"): a story of an occasion gone by."""
    return any(w.isalpha() and (base := lemma(w, "VERB")) != w and w in getInflection(base, tag="VBD") for w in words)


# "(same time zone)", ", both in the same time zone": the one clock said outright; "not the same …" stays
_ONE_CLOCK = ("same", "time", "zone")
_ONE_CLOCK_LEAD = frozenset({"both", "in", "the", "all"})


def _one_clock_said_dropped(tokens: list[Tok]) -> list[Tok]:
    values = [t.value for t in tokens]
    for i in range(len(values) - 2):
        if tuple(values[i:i + 3]) != _ONE_CLOCK:
            continue
        k = i
        while k and values[k - 1] in _ONE_CLOCK_LEAD:
            k -= 1
        if not k or tokens[k - 1].type not in ("LPAR", "COMMA"):
            return tokens
        end = i + 3 + (i + 3 < len(tokens) and tokens[i + 3].type == "RPAR")
        if tokens[k - 1].type == "LPAR" and not tokens[end - 1].type == "RPAR":
            return tokens
        return [*tokens[:k - 1], *tokens[end:]]
    return tokens


def _twelve_hour_elsewhere(tokens: list[Tok]) -> bool:
    return any(t.value in PM or t.value in AM or t.value.endswith(_AFTERNOON_ZH + _MORNING_ZH) for t in tokens)


def unit_asked(question: list[Tok], doing: str = "") -> str | None:
    """minute or hour: the one time unit the question names; None for none or two, or for minutes of something
    ("how many minutes of ads": a part of the span, not the span) other than the story's own doing, said as one
    word ("slept … hours of sleep", "danced … minutes of dancing")."""
    for i, t in enumerate(question[:-1]):
        if t.type == "UNIT" and question[i + 1].type == "OF":
            named = question[i + 2:i + 3]
            after = question[i + 3:i + 4]
            if not doing or not named or named[0].type != "WORD" or lemma(named[0].value, "VERB") != doing \
                    or after and after[0].type == "WORD":
                return None
    units = {canonical_unit(t.value) for t in question if t.type == "UNIT"}
    units = {"minute" if u in _MINUTES else "hour" if u in _HOURS else u for u in units}
    return units.pop() if len(units) == 1 and units <= {"minute", "hour"} else None
