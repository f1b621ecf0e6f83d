"""Days a story's doing does not happen (issue 15): "The bakery is closed on Mondays. It sells 60 loaves a day. How
many loaves does it sell in a week?" is 360, not 60*7. A rate per day carried over a week, a month or a year assumes
every day; a request that names days off (closed, shut or off on some days, every day except one, weekdays or
weekends only, a day skipped; closing or shutting on some days, open from one weekday to another) leaves how many
days count to the reader's guess: any reading of it that asks a total over weeks, months, years or days goes slow
(guards.py).

Red team 32: the days may be said in words no list of verbs holds ("the baker rests on Sundays", "Sundays excluded",
"Mondays aside", "stays home on Tuesdays", "with Saturdays reserved for catering", "on workdays", "on school days"), so
a weekday named at all, or a kind of day (workdays, school days, business days, weekdays, weekends), beside a total
over days leaves the count of days open too; and so does a doing said to happen under a condition or in a season only
("weather permitting", "when the sea is calm", "depending on bookings", "in summer", "during the summer season").
Months named beside a total over a year are the same for a rate a month: "$60 a month from April to October. How much
is it for a year?", "$25 a month …, starting in March"."""

from __future__ import annotations

import re

DAYS_OFF_WORDS = ("closed", "shut", "except", "off", "weekdays", "weekends", "skips", "skip", "skipped", "closes",
                  "close", "shuts", "open", "opens")
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|holidays?|days?"
_DAYS_OFF = re.compile(rf"\b(?:closed|shut|off|except|skips?|skipped)\b(?:\s+\w+){{0,3}}?\s+(?:{_DAY})\b"
                       rf"|\b(?:{_DAY})\s+off\b|\b(?:on|only)\s+weekdays\b|\bweekdays\s+only\b"
                       # "closes on Tuesdays", "shuts early on Fridays", "shuts down … one day each week", "open from
                       # Monday through Saturday": the days it works are a schedule's, not every day (red team 31)
                       rf"|\b(?:closes|close|shuts|shut down)\b(?:\s+\w+){{0,4}}?\s+(?:{_DAY})\b"
                       rf"|\bopens?\b(?:\s+\w+){{0,3}}?\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b",
                       re.IGNORECASE)


# a total over days asked: "in a week", "in 3 weeks", "per month", "weekly" ("$14 per hour on weekdays … 5 hours" asks none)
_OVER_DAYS = re.compile(r"\b(?:in|per|a|each|every|over|for|this|next)\s+(?:(?:a|one|the|\d[\d,.]*)\s+)?"
                        r"(?:weeks?|months?|years?|fortnights?|days)\b|\b(?:weekly|monthly|yearly|annually)\b",
                        re.IGNORECASE)


# a day of the week or a kind of day named, whatever the words around it; not a weekday said in a date ("Friday,
# March 15")
_DAYS_NAMED = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
                         r"(?!,? (?:the )?\d|,? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d)"
                         r"|\b(?:work|school|business|working|week) ?days?\b|\bweekends?\b", re.IGNORECASE)
# an nth weekday of a month is a date, not a schedule ("the first Sunday of February 2022")
_NTH_WEEKDAY = re.compile(r"\b(?:first|second|third|fourth|fifth|last|\d(?:st|nd|rd|th)) (?:mon|tues|wednes|thurs|fri|"
                          r"satur|sun)day\b", re.IGNORECASE)
# a doing said only under a condition or in a season
_SOME_DAYS = re.compile(r"\bweather permitting\b|\bwhen the (?:sea|weather|wind)\b|\bdepending on\b|\bin season\b"
                        r"|\b(?:in|during) (?:the )?(?:summer|winter|spring|fall|autumn|high season|low season|"
                        r"school year|term|holidays)\b|\bon (?:good|sunny|dry|busy) days\b", re.IGNORECASE)
DAYS_OFF_WORDS = (*DAYS_OFF_WORDS, "monday", "mondays", "tuesday", "tuesdays", "wednesday", "wednesdays", "thursday",
                  "thursdays", "friday", "fridays", "saturday", "saturdays", "sunday", "sundays", "workdays", "workday",
                  "weekday", "weekend", "permitting", "depending", "season", "summer", "winter", "spring", "fall",
                  "autumn", "term", "holidays", "days", "january", "february", "march", "april", "may", "june", "july",
                  "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul",
                  "aug", "sep", "sept", "oct", "nov", "dec", "day")


# a month named (capitalised: "may" is a verb too), not in a date ("August 20"), beside a total over a year
_MONTHS_NAMED = re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
                           r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b(?! \d)")
_OVER_A_YEAR = re.compile(r"\b(?:in|per|a|each|every|over|for)\s+(?:(?:a|one|the|\d[\d,.]*)\s+)?years?\b"
                          r"|\b(?:yearly|annually|annual)\b", re.IGNORECASE)


# the weekday a reading answers, asked by name ("Give the weekday name in full"): no day of a doing
_WEEKDAY_ASKED = re.compile(r"\b(?:what|which) weekday\b|\bweekday(?: name)?(?= in full| of\b|\?|\.|$)", re.IGNORECASE)


def days_off(text: str, asks_a_weekday: bool = False) -> bool:
    """Whether `text` names days its doing does not happen (or names days at all, or a condition or season it happens
    in) and asks a total over days. `asks_a_weekday`: the reading's answer is a weekday, which the request may name."""
    if asks_a_weekday:
        text = _WEEKDAY_ASKED.sub("", text)
    if _MONTHS_NAMED.search(text) and _OVER_A_YEAR.search(text):
        return True
    named = _DAYS_OFF.search(text) or _DAYS_NAMED.search(_NTH_WEEKDAY.sub("", text)) or _SOME_DAYS.search(text)
    return named is not None and _OVER_DAYS.search(text) is not None
