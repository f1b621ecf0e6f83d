"""Question frames of dates, each into its one sandbox operation: days between two dates (inclusive or not, in
weeks), a date some days, weeks or months before or after another or today, the days until or since a date or a
holiday, a weekday, working days and weekdays counted (Builder mixes these in)."""

from __future__ import annotations

import datetime as dt

from lark import Token

from dtlib.conventions import DATE_DIFF_INCLUSIVE_DEFAULT
from dtlib.envelope import Task
from dtlib.date_mentions import FIXED_HOLIDAYS, DateMention

from .values import DateText, Refuse, RelativeDate
from .words import EN_WEEKDAYS, WEEK_OF, WEEKDAY_INDEX


class HolidaysAside(str):
    """"(Monday-Friday)", "不考虑节假日": the working days counted are Monday to Friday."""


_WEEKS_APART = frozenset({"相隔", "间隔", "相距", "相差"})
_DISTANCE = frozenset({"距离", "距", "离"})


def _english_week_offset(words: str, today: dt.date) -> int:
    """"next Monday", "last Friday", "this Friday": days from `today`, only where weeks that start on
    Monday and weeks that start on Sunday name the same day and "this" cannot be meant. Said on a
    Wednesday, "next Friday" is in two days or in nine, "last Monday" two days ago or nine; said on a
    Friday, "next Friday" is in a week or in two: not read; nor is any Sunday."""
    which, name = words.split()
    day, now = EN_WEEKDAYS.index(name), today.weekday()
    if day == 6 or now == 6:
        raise Refuse("a Sunday starts one week convention and ends the other")
    if which == "next" and day < now:
        return 7 - now + day
    if which == "last" and day > now:
        return day - now - 7
    if which == "this" and day > now:
        return day - now
    raise Refuse(f"'{words}' names one day or another a week apart")


def _week_of(word: str) -> int:
    """The week "下周三" names, counted from today's: the longest prefix of WEEK_OF it starts with."""
    return next(WEEK_OF[p] for p in sorted(WEEK_OF, key=len, reverse=True) if word.startswith(p))


class DateFrameRules:
    """The date questions of the grammar."""

    def date(self, c: list) -> DateText:
        token = c[0]
        if token.type == "DATE":
            d: DateMention = self.slots.date(str(token))
            if d.problem or d.iso is None:
                raise Refuse(d.problem or "not a date")
            return DateText(d.iso)
        today = self._today()
        if token.type == "REL_WEEKDAY_EN":
            offset = _english_week_offset(str(token), today)
            return RelativeDate((today + dt.timedelta(days=offset)).isoformat(), offset)
        if token.type == "REL_WEEKDAY":  # "下周三": Monday of today's week, moved by weeks, then to the day
            offset = 7 * _week_of(str(token)) + WEEKDAY_INDEX[str(token)[-1]] - today.weekday()
            return RelativeDate((today + dt.timedelta(days=offset)).isoformat(), offset)
        offset = {"TODAY": 0, "TOMORROW": 1, "YESTERDAY": -1, "DAY_AFTER_TOMORROW": 2,
                  "DAY_BEFORE_YESTERDAY": -2, "THREE_DAYS_AFTER": 3, "THREE_DAYS_BEFORE": -3}[token.type]
        return RelativeDate((today + dt.timedelta(days=offset)).isoformat(), offset)

    def _today(self) -> dt.date:
        raw = self.context.get("today") or self.context.get("date") or ""
        try:
            return dt.date.fromisoformat(raw.strip()[:10])
        except ValueError:
            raise Refuse("a relative date needs `today` in the context") from None

    def _dates(self, c: list) -> list[DateText]:
        return [x for x in c if isinstance(x, DateText)]

    def inclusive(self, c: list) -> bool:
        return any(isinstance(t, Token) and t.type == "INCLUSIVE" for t in c)

    def date_diff(self, c: list) -> Task:
        start, end = self._dates(c)
        if any(isinstance(t, Token) and t.type == "DAO" and str(t) in _DISTANCE for t in c) and str(start) > str(end):
            start, end = end, start  # "2024年6月1日距离今天还有几天": a distance, never below zero
        marks = [x for x in c if isinstance(x, bool)]
        if len(set(marks)) > 1:
            raise Refuse("inclusive and exclusive at once")
        args: dict = {"start": str(start), "end": str(end)}
        if (marks[0] if marks else DATE_DIFF_INCLUSIVE_DEFAULT):
            args["inclusive"] = True
        return Task("date_diff", args, source="parser")

    def date_diff_weeks(self, c: list) -> Task:
        """"how many weeks between A and B" when the days are whole weeks (63 days: 9); with days left
        over (60: 8 weeks, 8 full weeks and 4 days, or 8.57?) it is not read. Only a word that says the
        days between them ("相隔", "间隔", "相距") may stand before the question."""
        if any(isinstance(t, Token) and t.type == "WORD" and str(t) not in _WEEKS_APART for t in c):
            raise Refuse("a word that changes which weeks are counted")
        if any(isinstance(t, Token) and t.type == "ASK" and str(t) not in ("一共多少", "总共多少", "是几", "是多少") for t in c):
            raise Refuse("a question that is not how many weeks")
        task = self.date_diff([x for x in c if not isinstance(x, Token)])
        try:
            days = (dt.date.fromisoformat(task.args["end"]) - dt.date.fromisoformat(task.args["start"])).days
        except ValueError:
            raise Refuse("a date the sandbox must name") from None
        if (days + (1 if task.args.get("inclusive") else 0)) % 7:
            # 60 days: 8 weeks? 8 full weeks and 4 days? 8.57 weeks? Only whole weeks read one way.
            raise Refuse("weeks and days")
        return Task("date_diff", {**task.args, "unit": "weeks"}, source="parser")

    def date_diff_reversed(self, c: list) -> Task:  # "how many days until B from A"
        end, start = self._dates(c)
        marks = [x for x in c if isinstance(x, bool)]
        return self.date_diff([start, end, *marks])

    def _amount(self, c: list) -> tuple[int, str]:
        n = self._num(next(t for t in c if isinstance(t, Token) and t.type == "NUM"))
        if n.percent or n.value != n.value.to_integral_value() or n.value < 0:
            raise Refuse("a whole number of days, weeks, months or years")
        amount = int(n.value)
        unit = next(x for x in c if isinstance(x, str) and x in ("days", "weeks", "months", "years"))
        return amount, unit

    def date_unit(self, c: list) -> str:
        return {"DAY_UNIT": "days", "WEEK_UNIT": "weeks", "MONTH_UNIT": "months", "YEAR_UNIT": "years"}[c[0].type]

    def _date_add(self, date: str, amount: int, unit: str) -> Task:
        day = str(date)[8:10]
        if unit in ("months", "years") and (not day.isdigit() or int(day) > 28):
            # "Jan 31 plus a month": Feb 29, or Mar 2? The words do not say.
            raise Refuse("months or years added to a day that not every month has")
        return Task("date_add", {"date": str(date), "amount": amount, "unit": unit}, source="parser")

    def date_after(self, c: list) -> Task:
        (d,) = self._dates(c)
        amount, unit = self._amount(c)
        return self._date_add(d, amount, unit)

    date_after_en = date_after
    date_after_add = date_after

    def date_before(self, c: list) -> Task:
        (d,) = self._dates(c)
        amount, unit = self._amount(c)
        return self._date_add(d, -amount, unit)

    date_before_en = date_before

    def date_prev(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, -1, "days")

    def date_next(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, 1, "days")

    date_prev_en = date_prev
    date_next_en = date_next

    def date_week_after(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, 7, "days")

    def date_week_before(self, c: list) -> Task:
        (d,) = self._dates(c)
        return self._date_add(d, -7, "days")

    def today_after(self, c: list) -> Task:
        amount, unit = self._amount(c)
        return self._date_add(self._today().isoformat(), amount, unit)

    def today_before(self, c: list) -> Task:
        amount, unit = self._amount(c)
        return self._date_add(self._today().isoformat(), -amount, unit)

    def today_month_shifted(self, c: list) -> Task:  # "下个月的今天是几号": a month after today
        (word,) = [str(t) for t in c if isinstance(t, Token) and t.type == "MONTH_FROM_TODAY"]
        return self._date_add(self._today().isoformat(), -1 if word.startswith("上") else 1, "months")

    def today_shifted(self, c: list) -> Task:  # "10 days ago, what was the date?"
        amount, unit = self._amount(c)
        ago = any(isinstance(t, Token) and t.type == "AGO" for t in c)
        return self._date_add(self._today().isoformat(), -amount if ago else amount, unit)

    def date_itself(self, c: list) -> Task:  # "明天是几号"
        (d,) = self._dates(c)
        if not isinstance(d, RelativeDate):
            raise Refuse("a date asked back as itself")
        return self._date_add(self._today().isoformat(), d.offset, "days")

    def days_until(self, c: list) -> Task:  # "离2025年5月21日还剩多少天"
        (end,) = self._dates(c)
        return self.date_diff([DateText(self._today().isoformat()), end])

    def days_until_holiday(self, c: list) -> Task:  # "how many days until Christmas", today given
        (name,) = [str(t) for t in c if isinstance(t, Token) and t.type == "HOLIDAY"]
        today = self._today()
        month, day = FIXED_HOLIDAYS[name]
        if (today.month, today.day) == (month, day):
            raise Refuse("the holiday is today: this one, or the next?")
        year = today.year if (month, day) > (today.month, today.day) else today.year + 1
        return self.date_diff([DateText(today.isoformat()), DateText(dt.date(year, month, day).isoformat())])

    def days_from_now(self, c: list) -> Task:  # "how many days from now until 2024-12-25"
        if not any(isinstance(t, Token) and t.type == "LATER" and str(t) == "from now" for t in c):
            raise Refuse("'later' or 'hence' is no start")
        return self.days_until(c)

    def days_since(self, c: list) -> Task:  # "how many days since 2024-01-01"
        if not any(isinstance(t, Token) and t.type == "AFTER_EN" and str(t) == "since" for t in c):
            raise Refuse("'after' a date, without which date it ends")
        (start,) = self._dates(c)
        if str(start) > self._today().isoformat():
            raise Refuse("'since' a date still to come")
        return self.date_diff([start, DateText(self._today().isoformat())])

    def days_ago(self, c: list) -> Task:  # "how many days ago was 2024-01-01": from it to today
        (start,) = self._dates(c)
        if str(start) > self._today().isoformat():
            raise Refuse("'ago' of a date still to come")
        return self.date_diff([start, DateText(self._today().isoformat())])

    def which_date(self, c: list) -> None:
        return None

    def weekday(self, c: list) -> Task:
        (d,) = self._dates(c)
        return Task("weekday", {"date": str(d)}, source="parser")

    def weekday_shifted(self, c: list) -> Task:
        shift = next(x for x in c if isinstance(x, Task))
        if shift.op != "date_add" or shift.args.get("unit") not in ("days", "weeks"):
            raise Refuse("the weekday of a date shifted by days or weeks only")
        days = shift.args["amount"] * (7 if shift.args["unit"] == "weeks" else 1)
        return Task("weekday", {"date": shift.args["date"], "days": days}, source="parser")

    def weekday_from_today(self, c: list) -> Task:
        return self.weekday_shifted([self.today_after(c)])

    def weekday_before_today(self, c: list) -> Task:
        return self.weekday_shifted([self.today_before(c)])

    def business_days(self, c: list) -> Task:
        if not any(isinstance(x, HolidaysAside) for x in c):
            # 工作日 and "business days" skip a country's holidays (and China works some Saturdays)
            raise Refuse("working days without 'Monday to Friday' or 'no holidays' depend on a calendar")
        return self._days_counted(c)

    business_days_zh = business_days

    def _days_counted(self, c: list) -> Task:
        start, end = self._dates(c)
        marks = [x for x in c if isinstance(x, bool)]
        if not marks or len(set(marks)) > 1:
            raise Refuse("whether the end dates count is not said: conventions differ")
        return Task("business_days", {"start": str(start), "end": str(end), "inclusive": marks[0]},
                    source="parser")

    def weekday_count(self, c: list) -> Task:  # "how many Fridays are there from … to … (inclusive)"
        (name,) = [str(t) for t in c if isinstance(t, Token) and t.type == "WEEKDAY_NAME"]
        day = ("mon", "tue", "wed", "thu", "fri", "sat", "sun").index(name[:3])
        task = self._days_counted([x for x in c if not (isinstance(x, Token) and x.type == "WEEKDAY_NAME")])
        task.args["weekmask"] = "".join("1" if i == day else "0" for i in range(7))
        return task

    def no_holidays(self, c: list) -> HolidaysAside:
        return HolidaysAside("no holidays")
