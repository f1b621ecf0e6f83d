"""Seeded date and string questions in English and Chinese (date differences and shifts, weekdays, business days,
string operations), each with its gold answer; registered in the families of `computations`."""

from __future__ import annotations

import calendar
import datetime as dt
import random

from .computation_parts import Example, add_months, en_date, family, pick_phrasing, random_date, zh_date

@family("date_diff")
def date_diff(r: random.Random, split: str) -> Example:
    a = random_date(r)
    b = a + dt.timedelta(days=r.randint(1, 2000))
    gold = str((b - a).days)
    if r.random() < 0.5:
        phrasings = ["How many days are there between {a} and {b}?", "How many days from {a} to {b}?",
                     "Number of days between {a} and {b}", "how many days between {a} and {b}",
                     "What is the number of days between {a} and {b}?"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(a=en_date(r, a), b=en_date(r, b)), "en", "date_diff", gold)
    phrasings = ["{a}到{b}之间有多少天", "从{a}到{b}一共多少天", "{a}和{b}相差几天", "{a}到{b}有几天",
                 "{a}距离{b}有多少天", "从{a}到{b}相隔多少天"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(a=zh_date(r, a), b=zh_date(r, b)), "zh", "date_diff", gold)


@family("date_add")
def date_add(r: random.Random, split: str) -> Example:
    d = random_date(r)
    unit = r.choice(["days", "days", "weeks", "months", "years"])
    n = r.randint(1, 400 if unit == "days" else 30)
    backwards = r.random() < 0.25
    sign = -1 if backwards else 1
    if unit == "days":
        result = d + dt.timedelta(days=sign * n)
    elif unit == "weeks":
        result = d + dt.timedelta(weeks=sign * n)
    elif unit == "months":
        result = add_months(d, sign * n)
    else:
        result = add_months(d, sign * 12 * n)
    gold = result.isoformat()
    if r.random() < 0.5:
        word = "before" if backwards else "after"
        phrasings = ["What date is {n} {u} {w} {d}?", "What is the date {n} {u} {w} {d}?", "{n} {u} {w} {d}",
                     "What date was it {n} {u} {w} {d}?", "what day is {n} {u} {w} {d}"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(n=n, u=unit, w=word, d=en_date(r, d)), "en", "date_add", gold)
    zh_unit = {"days": "天", "weeks": "周", "months": "个月", "years": "年"}[unit]
    word = "前" if backwards else "之后"
    phrasings = ["{d}{w}{n}{u}是几号", "{d}{w}{n}{u}是哪天", "{d}{w}{n}{u}是几月几号", "{d}{w}{n}{u}是什么日期"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(n=n, u=zh_unit, w=word, d=zh_date(r, d)), "zh", "date_add", gold)


@family("weekday")
def weekday(r: random.Random, split: str) -> Example:
    d = random_date(r, 1900, 2100)
    gold = calendar.day_name[d.weekday()]
    if r.random() < 0.5:
        phrasings = ["What day of the week is {d}?", "What weekday was {d}?", "Which day of the week is {d}?",
                     "What day of the week was {d}?", "what day of the week will {d} be"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(d=en_date(r, d)), "en", "weekday", gold)
    phrasings = ["{d}是星期几", "{d}是周几", "{d}是礼拜几", "请问{d}是星期几？"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(d=zh_date(r, d)), "zh", "weekday", gold)


@family("business_days")
def business_days(r: random.Random, split: str) -> Example:
    # Business days are asked with the ends counted: "between" alone leaves that open (Excel's
    # NETWORKDAYS counts both ends, numpy's busday_count not the last), so the parser needs it said.
    a = random_date(r, 2000, 2030)
    b = a + dt.timedelta(days=r.randint(1, 400))
    count = sum(1 for i in range((b - a).days + 1) if (a + dt.timedelta(days=i)).weekday() < 5)
    if r.random() < 0.5:
        phrasings = ["How many business days (Monday-Friday) are there between {a} and {b} (inclusive)?",
                     "How many weekdays are there from {a} to {b}, counting both dates?",
                     "how many working days (Mon-Fri) between {a} and {b} inclusive",
                     "How many weekdays between {a} and {b} (counting both dates)?"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(a=en_date(r, a), b=en_date(r, b)), "en", "business_days", str(count))
    phrasings = ["{a}到{b}（含首尾）有多少个工作日（不考虑节假日）", "从{a}到{b}之间（包括首尾）有几个工作日，不算节假日",
                 "{a}至{b}（含首尾）有多少个工作日（忽略节假日）"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(a=zh_date(r, a), b=zh_date(r, b)), "zh", "business_days", str(count))


_WORDS = ["hello world", "dualtrack", "Kafka", "banana", "OpenAI", "Python 3", "racecar", "abc def",
          "Mississippi", "stressed", "你好世界", "数据", "level up", "Good Morning", "pipeline", "Hello"]


@family("strings")
def strings(r: random.Random, split: str) -> Example:
    s = r.choice(_WORDS)
    kind = r.choice(["reverse", "upper", "lower", "len", "count"])
    c = r.choice(sorted(set(s.replace(" ", "")) or {"a"}))
    gold = {"reverse": s[::-1], "upper": s.upper(), "lower": s.lower(), "len": str(len(s)),
            "count": str(s.count(c))}[kind]
    if r.random() < 0.5:
        phrasings = {
            "reverse": ["Reverse the string '{s}'", "What is \"{s}\" backwards?", "reverse \"{s}\"", "Reverse the text \"{s}\""],
            "upper": ["Convert '{s}' to uppercase", "make \"{s}\" upper case", "\"{s}\" in uppercase", "convert \"{s}\" to capital letters"],
            "lower": ["Convert '{s}' to lowercase", "make \"{s}\" lower case", "\"{s}\" in lowercase", "turn \"{s}\" into lowercase"],
            "len": ["How many characters are in '{s}'?", "What is the length of the string \"{s}\"?", "how many characters in \"{s}\"", "length of \"{s}\""],
            "count": ["How many times does '{c}' appear in '{s}'?", "Count the occurrences of \"{c}\" in \"{s}\"", "how many times does \"{c}\" occur in \"{s}\"", "How many times does '{c}' appear in '{s}'"],
        }[kind]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(s=s, c=c), "en", f"str_{kind}", gold)
    phrasings = {
        "reverse": ["把“{s}”反转", "把 {s} 反转", "把'{s}'倒过来", "“{s}”反转后是什么"],
        "upper": ["把“{s}”转成大写", "把'{s}'转换成大写字母", "“{s}”的大写形式是什么", "将\"{s}\"变成大写"],
        "lower": ["把“{s}”转成小写", "把'{s}'转换成小写字母", "“{s}”的小写形式", "将\"{s}\"变成小写"],
        "len": ["“{s}”有几个字符", "字符串'{s}'的长度是多少", "“{s}”包含多少个字符", "\"{s}\"的长度"],
        "count": ["“{s}”中有几个“{c}”", "'{c}'在'{s}'中出现了几次", "“{s}”里有多少个“{c}”", "\"{c}\"在\"{s}\"里出现了多少次"],
    }[kind]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(s=s, c=c), "zh", f"str_{kind}", gold)
