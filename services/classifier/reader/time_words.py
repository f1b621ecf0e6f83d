"""When-words of a story: the periods a money flow or an amount is told for (PERIODS: 去年, last month, today …), the
moments an English state is told at (MOMENTS_EN), and the days, day parts and months a clause may open or close with.
Words only: the readers that use them (money_flows.py, role_words.py, roles.py, roles_en.py, lead_ins_en.py …) import
them from here."""

from __future__ import annotations

PERIODS = ("去年", "今年", "明年", "上个月", "这个月", "本月", "上月", "下个月", "上周", "这周", "本周", "下周", "昨天", "今天",
            "明天", "last year", "this year", "next year", "last month", "this month", "next month", "last quarter",
            "this quarter", "next quarter", "last week", "this week", "next week", "yesterday", "today", "tomorrow",
            "last season", "this season", "next season")  # a sport's season (h/mawps1)

# A question for the state before the story's changes ("前天的余额", "存入前", "原来的余额", "originally"): a reader that
# runs the changes forward would answer the state after them
EARLIER_ASKED = ("原来", "原先", "本来", "当初", "起初", "最初", "前天", "之前", "以前", "前的", "前有", "originally", "at first",
                 "before", "earlier", "previous", "previously")

# The moments of a day, week or year an English state is told at: what is had, held or there at two of
# them is one level twice ("The tank held 15 liters in the morning and 34 liters in the evening": not 49);
# what is done at two of them adds up ("ran 3 miles on Monday and 4 on Tuesday").
MOMENTS_EN = frozenset({
    "morning", "afternoon", "evening", "night", "noon", "midnight", "dawn", "dusk", "tonight", "monday", "tuesday",
    "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "start", "beginning", "end", "at first",
    "later", "then", "now", "afterwards", "after", "before", "earlier", "yesterday", "today", "tomorrow", "january",
    "february", "march", "april", "in may", "june", "july", "august", "september", "october", "november",
    "december", "spring", "summer", "autumn", "fall", "winter", "breakfast", "lunch", "dinner", "sunrise", "sunset",
    "birth"})

WEEKDAYS_EN = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
DAY_PARTS_EN = frozenset({"morning", "afternoon", "evening", "night"})
MONTHS_EN = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september",
                      "october", "november", "december"})
