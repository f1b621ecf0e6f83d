"""A holiday whose date the request itself states, read as that date (issue 15).

"2024年春节是2月10日，从2024年元旦到春节有多少天" and "今年圣诞节2024年12月25日是星期几": the lunar holidays have no
date of their own here (date_mentions.FIXED_HOLIDAYS holds only the Gregorian ones), but a request that says the date
has given it. The definitions at the request's head ("<年>年<节>是<月>月<日>日", a second one taking the first's year)
are dropped and each later mention of a defined holiday, or "那天" after one definition, becomes the full date; a
holiday named with a date right after it ("国庆节2025年10月1日") is that date. Anything else is left as written, so
it is read (or not) as before: no year, a holiday named again with another year, one defined twice, a fixed
holiday given another date, a definition never used, a hedge before the date (大概, 可能).
"""

from __future__ import annotations

import re

from .date_mentions import FIXED_HOLIDAYS

# The holidays a request names (Gregorian and lunar); a Gregorian one must be given its own date.
_NAMES = ("春节", "除夕", "元宵节", "元宵", "清明节", "清明", "端午节", "端午", "七夕节", "七夕", "中秋节", "中秋", "重阳节",
          "重阳", "腊八节", "腊八", "冬至", "小年", "儿童节", "妇女节", "植树节", "青年节", "教师节", "建军节", "母亲节",
          "父亲节", "感恩节", *(name for name in FIXED_HOLIDAYS if not name.isascii()))
_NAME = "|".join(sorted(set(_NAMES), key=len, reverse=True))
_FIRST = re.compile(rf"^(?P<y>\d{{4}})年(?P<h>{_NAME})是(?P<m>\d{{1,2}})月(?P<d>\d{{1,2}})[日号][，,]")
_MORE = re.compile(rf"(?P<h>{_NAME})是(?P<m>\d{{1,2}})月(?P<d>\d{{1,2}})[日号][，,]")
_APPOSED = re.compile(rf"(?:今年|明年|去年)?(?P<h>{_NAME})(?P<date>(?P<y>\d{{4}})年(?P<m>\d{{1,2}})月(?P<d>\d{{1,2}})[日号])")
_DEFINES = re.compile(r"是\s*\d")
_APART = re.compile(r"(?:两者|两个节日|它们)?(?:相差|相隔|间隔|隔了)(?:多少|几)天[？?。]*")
_MENTION = re.compile(rf"(?P<y>\d{{4}}年)?(?P<h>{_NAME})|那天|那一天")


def holidays_as_dates(text: str) -> str:
    """`text` with each holiday it dates itself written as that date, or `text` as it is."""
    if "节" not in text and not any(name in text for name in _NAMES):
        return text
    return _defined(text) or _apposed(text) or text


def _fits(name: str, month: int, day: int) -> bool:
    """A Gregorian holiday only on its own day; a lunar one on any day the request gives."""
    fixed = FIXED_HOLIDAYS.get(name)
    return fixed is None or fixed == (month, day)


def _defined(text: str) -> str | None:
    first = _FIRST.match(text)
    if first is None:
        return None
    year, dates, m = first["y"], {}, first
    while m is not None:  # "2025年春节是1月29日，元宵节是2月12日，": the second in the first's year
        name, month, day = m["h"], int(m["m"]), int(m["d"])
        if name in dates or not _fits(name, month, day):
            return None
        dates[name], at = f"{year}年{month}月{day}日", m.end()
        m = _MORE.match(text, at)
    rest, used, out = text[at:], set(), []
    if len(dates) == 2 and _APART.fullmatch(rest):  # "春节是1月29日，元宵节是2月12日，相差几天"
        return "和".join(dates.values()) + rest
    last = 0
    for m in _MENTION.finditer(rest):
        name = m["h"]
        if name is None:  # 那天: the one holiday defined
            if len(dates) != 1:
                return None
            name = next(iter(dates))
        elif name not in dates or (m["y"] is not None and m["y"] != f"{year}年"):
            if name in dates or any(_same(name, known) for known in dates):
                return None  # the holiday of another year, or another name of one defined
            continue
        if _DEFINES.match(rest, m.end()):
            return None  # "…，2024年春节是2月11日": defined a second time
        out += [rest[last:m.start()], dates[name]]
        used.add(name)
        last = m.end()
    if used != set(dates):
        return None  # a date given and never asked about: its number would go unused
    return "".join([*out, rest[last:]])


def _same(name: str, known: str) -> bool:
    return name.startswith(known) or known.startswith(name)


def _apposed(text: str) -> str | None:
    found = list(_APPOSED.finditer(text))
    if len(found) != 1 or not _fits(found[0]["h"], int(found[0]["m"]), int(found[0]["d"])):
        return None
    m = found[0]
    return text[:m.start()] + m["date"] + text[m.end():]
