"""How long from one clock time (or date with a time) to a later one, asked without a unit or in a clock format:
"How long is it from 08:05 to 15:30?", "A system operation started at 08:05 and completed at 15:30. What was the
operation duration? Answer in HH:MM.", "What is the duration between 15:37:08.877 and 22:24:25.490? Please answer in
HH:MM:SS.mmm.", "How much time elapsed from 2023-11-09 14:29:37 to 2023-12-20 18:06:31? Give your answer in D days,
HH:MM:SS.", "9点15分到17点40分一共多长时间", "会议从14:20开到16:05，开了多长时间".

The answer is the sandbox's duration, HH:MM unless a format is asked (HH:MM:SS where a time has seconds, .mmm where
it has milliseconds), so "how long" with no unit is answered as hours and minutes, never as a bare number
(clock_spans.py reads the span asked in minutes or hours). Readings it refuses, so the request goes slow: an end
not after its start (past midnight, or which half of the day?), am or pm said on one time only, "12:00 am/pm", a
Chinese part of the day (上午, 下午…), a place or a time zone named, a unit asked ("in minutes"), a break, a second
span, a day later said in words, "D days" asked of two clock times with no dates, or any other word or number
outside the frames below."""

from __future__ import annotations

import datetime as dt
import re

from dtlib.envelope import Task

from ..slots import Slots
from .asked_frames import whole_number
from .tokens import Tok
from .triggers import triggered_by

_T = r"<t\d+>(?:\.\d{1,3})?(?: (?:am|pm|a\.m\.|p\.m\.))?"
_MOMENT = rf"(?:<d\d+> )?{_T}(?: [+-]<n\d+>)?"
_ZH_CLOCK = r"(?:<t\d+>|<n\d+>点(?:<n\d+>分|半|整)?)"
_S, _E = rf"(?P<s>{_MOMENT})", rf"(?P<e>{_MOMENT})"
_ZS, _ZE = rf"(?P<s>{_ZH_CLOCK})", rf"(?P<e>{_ZH_CLOCK})"
_SUBJECT = r"(?:a|an|the|my|our|his|her|their) (?P<subject>[a-z]+(?: [a-z]+){0,3})"
_STARTED = r"(?:started|began|begun|ran|opened|kicked off|departed|left|took off)"
_ENDED = r"(?:completed|ended|finished|stopped|closed|arrived|concluded|landed|was done|wrapped up)"
_QUESTION_EN = (r"(?:how long (?:was|did|is|does) (?:the |it|this|that)[a-z ]{0,40}|what was the (?:total )?[a-z ]{0,30}?"
                r"(?:duration|time taken|length)(?: of [a-z ]{1,30})?|how much time did [a-z ]{1,40} take) ?\?")
_EN = tuple(re.compile(frame) for frame in (
    rf"how long (?:is it |was it |is |was )?(?:from )?{_S} (?:to|until|till) {_E} ?\??",
    rf"(?:what is|what's|what was|find|calculate|compute|work out) the (?:duration|time difference|elapsed time|time "
    rf"elapsed|length of time|amount of time) (?:between|from) {_S} (?:and|to|until) {_E} ?[?.]?",
    rf"how much time (?:elapsed |passed |has passed |has elapsed |is there |was there )?(?:between|from) {_S} "
    rf"(?:and|to|until) {_E} ?\??",
    rf"{_SUBJECT} {_STARTED} (?:at|on) {_S},? (?:and )?{_ENDED} at {_E}\. {_QUESTION_EN}",
    rf"{_SUBJECT} (?:{_STARTED} )?from {_S} (?:to|until|till) {_E}\. {_QUESTION_EN}",
))
_ZH_ASKED = r"(?:一共|总共|共)?(?:有|是|经过了|过了|开了|用了|花了|持续了|进行了|工作了)?(?:多长时间|多久|多少时间)[?。]?"
_ZH = tuple(re.compile(frame) for frame in (
    rf"(?:从)?{_ZS}(?:到|至){_ZE}[,，]?{_ZH_ASKED}",
    rf"(?P<zsubject>[\u4e00-\u9fff]{{1,6}}?)从{_ZS}(?:开始|开)?(?:到|至){_ZE}(?:结束)?[,，]{_ZH_ASKED}",
))
_FORMAT = re.compile(r"(?P<rest>.*?) (?:please )?(?:answer|give your answer|give the answer|express the (?:result|answer)|"
                     r"express your answer|reply|respond|state the answer) in (?P<fmt>hh:mm:ss\.mmm|hh:mm:ss|hh:mm|"
                     r"d days, hh:mm:ss|d days, hh:mm)\.?")
# Words that make it another question or another clock: a unit asked, a break, a day later, a place or a zone
_OTHER_WORDS = frozenset({"minute", "minutes", "hour", "hours", "second", "seconds", "day", "days", "week", "each",
                          "every", "per", "break", "breaks", "lunch", "pause", "rest", "left", "remain", "remaining",
                          "still", "not", "never", "if", "would", "tomorrow", "tonight", "next", "overnight", "return",
                          "back", "late", "delay", "delayed", "early", "except", "excluding", "both", "twice", "times",
                          "local", "zone", "timezone", "utc", "gmt", "from", "to", "in", "at", "for", "with", "between",
                          "and", "or", "round", "trip", "again"})
_ZH_SUBJECT_MARKS = set("午晚早凌夜每各休天日周星明昨今后前点时分")
_HALF = {"am": 0, "a.m.": 0, "pm": 12, "p.m.": 12}
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})(?::(\d{2}))?")


@triggered_by(types=("TIME",), text=("点",))
def read_duration(tokens: list[Tok], slots: Slots) -> Task | None:
    text = " ".join(slots.text.split())
    fmt = None
    if (said := _FORMAT.fullmatch(text)) is not None:
        text, fmt = said["rest"].strip(), said["fmt"]
    found = next((m for frame in (*_EN, *_ZH) if (m := frame.fullmatch(text))), None)
    if found is None:
        return None
    groups = {k: v for k, v in found.groupdict().items() if v}
    if not set(groups.get("subject", "").split()).isdisjoint(_OTHER_WORDS) \
            or _ZH_SUBJECT_MARKS & set(groups.get("zsubject", "")) or _other_words_asked(text, found):
        return None
    moments = [_moment(slots, groups[k]) for k in ("s", "e")]
    if None in moments:
        return None
    (start, start_half, dated), (end, end_half, end_dated) = moments  # type: ignore[misc]
    if (start_half is None) != (end_half is None) or dated != end_dated or (fmt or "").startswith("d") != dated:
        return None  # one half of the day said, a date on one end, days asked of two clock times (or not of dates)
    fmt = fmt or ("hh:mm:ss.mmm" if "." in start + end else "hh:mm:ss" if start.count(":") + end.count(":")> 2
                  else "hh:mm")
    if not dated and _clock_key(start) >= _clock_key(end) or dated and not _later(start, end):
        return None  # an end not after the start: past midnight, or which half of the day?
    if "ss" not in fmt and any(m.count(":") > 1 for m in (start, end)) or not fmt.endswith(".mmm") and "." in start + end:
        return None  # seconds or milliseconds the format asked would drop: rounded or cut?
    return Task("duration", {"start": start, "end": end, "format": fmt}, source="parser")


# The question of a story may name its thing again ("A conference call began … How long was the conference?") in
# these words and no others: "How long was the movie?" after a meeting asks of something else.
_ASKING_WORDS = frozenset({"how", "long", "was", "did", "is", "does", "the", "it", "this", "that", "what", "duration",
                           "length", "time", "taken", "of", "much", "take", "a", "an", "last", "total"})


def _other_words_asked(text: str, found: re.Match) -> bool:
    """A word of `_OTHER_WORDS` in the question after the end ("How long was the flight in minutes?"), or, after a
    story, a word that is neither an asking word nor one of the story's subject ("How long was the break?")."""
    words = set(re.findall(r"[a-z]+", text[found.end("e"):]))
    subject = found.groupdict().get("subject")
    return not words.isdisjoint(_OTHER_WORDS) or subject is not None and not words <= _ASKING_WORDS | set(subject.split())


def _later(start: str, end: str) -> bool:
    """Whether the date-time `end` is after `start` (offsets taken into account): the order, not the answer."""
    def moment(text: str) -> dt.datetime:
        date, clock, *offset = text.split(" ")
        return dt.datetime.fromisoformat(f"{date}T{clock}{offset[0][:3] + ':' + offset[0][3:] if offset else '+00:00'}")
    return moment(end) > moment(start)


def _clock_key(moment: str) -> tuple[int, ...]:
    h, m, *rest = re.split(r"[:.]", moment)
    return (int(h), int(m), *(int(x.ljust(3, "0")) if i else int(x) for i, x in enumerate(rest)))


def _moment(slots: Slots, written: str) -> tuple[str, int | None, bool] | None:
    """(the moment as the sandbox reads it: "HH:MM[:SS[.mmm]]" after "YYYY-MM-DD " and before " ±HHMM"; the half
    of the day said, 0 or 12, or None; a date given), from its slotted form; None where it is not a clock time read
    for sure."""
    slot_tokens = re.findall(r"<([dnt])(\d+)>", written)
    if written.startswith("<n"):  # 9点15分, 9点半, 9点整
        hour = whole_number(slots, f"<n{slot_tokens[0][1]}>")
        minute = whole_number(slots, f"<n{slot_tokens[1][1]}>") if len(slot_tokens) > 1 else 30 if "半" in written else 0
        if hour is None or minute is None or hour > 23 or minute > 59:
            return None
        return f"{hour:02d}:{minute:02d}", None, False
    date = ""
    if slot_tokens[0][0] == "d":
        item = slots.date(f"<d{slot_tokens[0][1]}>")
        if item.problem or item.year is None:  # a weekday said beside it is checked by perception (problem)
            return None
        date = f"{item.year:04d}-{item.month:02d}-{item.day:02d} "
    clock_slot = next(k for kind, k in slot_tokens if kind == "t")
    start, stop = slots.items[int(clock_slot)]  # a time's slot is its span in the folded text
    clock = _CLOCK.fullmatch(slots.folded[start:stop].strip())
    if clock is None:
        return None
    hour, minute = int(clock[1]), int(clock[2])
    text = f"{hour:02d}:{minute:02d}" + (f":{clock[3]}" if clock[3] else "")
    if (ms := re.search(r">\.(\d{1,3})", written)) is not None:
        if not clock[3]:
            return None
        text += "." + ms[1]
    half_said = re.search(r" (am|pm|a\.m\.|p\.m\.)$", written)
    half = _HALF[half_said[1]] if half_said else None
    if half is not None:
        if not 1 <= hour <= 12 or hour == 12 and minute == 0 or date:
            return None  # 12:00 am: noon to some, midnight to others
        text = f"{hour % 12 + half:02d}" + text[2:]
    offset = ""
    if (sign := re.search(r" ([+-])<n(\d+)>$", written)) is not None:
        raw = slots.number(f"<n{sign[2]}>").raw
        if not date or not re.fullmatch(r"\d{4}", raw):
            return None
        offset = f" {sign[1]}{raw}"
    return f"{date}{text}{offset}", half, bool(date)
