"""A rate's time unit and a duration's made one, exactly: "75 bottles per minute … in an 8-hour shift" (8*60
minutes), "60 km per hour … in 45 minutes" (45/60 hours), and an answer asked in another time unit than the
story's ("How many minutes to go 12 km at 48 km/h": 48/60 km a minute; "36 km in 30 minutes … its speed in km/h":
30/60 hours). Only hours, minutes and seconds change this way (and days into hours or less where a lasting span of
days is said): nobody walks or reads all day, so a rate per day is never spread over hours, nor a rate per hour
over days; months and years have no fixed length.
"""

from __future__ import annotations

from .rate_clauses import Amount, Asked, TIME_KEYS
from .units import MONEY_NAMES
from .value_units import CALENDAR_KEYS, time_factor


def same_time_unit(amounts: list[Amount], asked: Asked) -> bool:
    """"75 bottles per minute … in an 8-hour shift": the hours become minutes (8*60), exactly, when
    the question asks neither; "60 km per hour … in 45 minutes": the minutes become hours (45/60). False when
    the units do not convert without a guess."""
    per = [(k, a) for a in amounts for k, v in a.dims.items() if v < 0 and k in TIME_KEYS]
    lasting = [(k, a) for a in amounts for k, v in a.dims.items() if v > 0 and k in TIME_KEYS]
    if len(per) != 1 or len(lasting) != 1 or per[0][1] is lasting[0][1] or per[0][0] == lasting[0][0] \
            or set(asked.dims or ()) & TIME_KEYS or asked.time or asked.speed or asked.per in TIME_KEYS:
        return True
    (target, _), (source, amount) = per[0], lasting[0]
    if source in CALENDAR_KEYS and target not in CALENDAR_KEYS:
        return False  # 5 km an hour for 3 days: how many hours a day?
    if time_factor(source, target) is None and (source in CALENDAR_KEYS or target in CALENDAR_KEYS):
        return True  # $5 a week for 12 days, 30 pages a day for 90 minutes: not a week's or a day's share of it
    if time_factor(source, target) is None and any(k in MONEY_NAMES for k, v in per[0][1].dims.items() if v > 0):
        return False  # 每小时12元, 停了40分钟, "$12 an hour for 50 minutes": billed by the hour begun, or by the minute?
    return _said_in(amount, source, target)


def time_asked_in_another_unit(amounts: list[Amount], asked: Asked) -> None:
    """"How many minutes to go 12 km at 48 km/h?", "36 km in 30 minutes. What is its speed in km/h?": the one amount
    whose time unit (hours, minutes or seconds) is not the one the question asks is said in it, exactly."""
    wanted = [k for k, v in (asked.dims or {}).items() if v and k in TIME_KEYS]
    if len(wanted) != 1 or wanted[0] in CALENDAR_KEYS:
        return
    target = wanted[0]
    found = [(k, a) for a in amounts for k, v in a.dims.items() if v and k in TIME_KEYS and k != target]
    if len(found) != 1 or found[0][0] in CALENDAR_KEYS or any(a.dims.get(target) for a in amounts):
        return
    source, amount = found[0]
    _said_in(amount, source, target)


def _said_in(amount: Amount, source: str, target: str) -> bool:
    """The amount's `source` time unit written in `target` units (its power ±1), where one holds a whole number of
    the other; False (the amount left as it is) where neither does."""
    power = amount.dims[source]
    if power not in (1, -1):
        return False
    if (up := time_factor(source, target)) is not None:  # 1 h = 60 min
        amount.text = f"({amount.text}*{up})" if power == 1 else f"({amount.text}/{up})"
    elif (down := time_factor(target, source)) is not None:  # 1 min = 1/60 h
        amount.text = f"({amount.text}/{down})" if power == 1 else f"({amount.text}*{down})"
    else:
        return False
    amount.dims[target] += amount.dims.pop(source)
    return True
