"""The grounding check of `clock_add` (a clock time plus minutes), for dtlib.grounding: its time is one the request
says (8:40, 8点40, 八点四十, 8:40 pm as 20:40), its minutes one duration the request says (dtlib.durations), and the
request says no other duration."""

from __future__ import annotations

import re

from .durations import durations
from .envelope import Task
from .text import digits_for_number_words, fold

_CLOCK_ARG = re.compile(r"(\d{1,2}):(\d{2})")
_NUMERALS_ZH = "零一二三四五六七八九"


def _numeral_zh(n: int) -> str:
    """0-59 in Chinese numerals as a clock time says them: 八, 十, 十二, 四十, 零五 (minutes below 10)."""
    tens, ones = divmod(n, 10)
    return ((_NUMERALS_ZH[tens] if tens > 1 else "") + "十" if tens else "") + (_NUMERALS_ZH[ones] if ones or not tens else "")


def _clock_said(hour: int, minute: int, folded: str) -> bool:
    """The request says this clock time, on the 24-hour clock or the 12-hour one, in digits or Chinese numerals."""
    hours = {hour, hour - 12 if hour > 12 else hour, 12 if hour in (0, 12) else hour}
    said_minutes = [f"{minute:02d}", _numeral_zh(minute) if minute >= 10 else "零" + _numeral_zh(minute)]
    said_minutes += ["", "整", "钟"] if minute == 0 else ["半"] if minute == 30 else ["一刻"] if minute == 15 \
        else ["三刻"] if minute == 45 else []
    for h in hours:
        if f"{h}:{minute:02d}" in folded or f"{h:02d}:{minute:02d}" in folded:
            return True
        for said_hour in {str(h), _numeral_zh(h), "两" if h == 2 else str(h)}:
            if any(re.search(rf"(?<![\d{_NUMERALS_ZH}十]){said_hour}点{m}(?!\d)", folded) for m in said_minutes):
                return True
        if minute == 0 and re.search(rf"(?<![\d:]){h}\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)", folded):
            return True
    return False


def clock_arguments(task: Task, request: str) -> tuple[list[str], list[str]]:
    """clock_add: its time is one the request says, its minutes one duration the request says (its sign is the
    question's: after or before), and the request says no other duration."""
    folded = fold(digits_for_number_words(request))
    time, minutes = str(task.args.get("time", "")).strip(), str(task.args.get("minutes", "")).strip()
    invented = []
    m = _CLOCK_ARG.fullmatch(time)
    if m is None or not _clock_said(int(m[1]), int(m[2]), folded):
        invented.append(time)
    said = durations(folded)
    if not any(str(d.minutes) == minutes.lstrip("+-") for d in said):
        invented.append(f"{minutes} minutes")
    ignored = [folded[d.start:d.end] for d in said if str(d.minutes) != minutes.lstrip("+-")]
    return invented, ignored
