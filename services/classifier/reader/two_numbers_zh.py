"""The other of two numbers whose sum, difference or product is told (issue 15, the composition layer):
两个数的和是100，其中一个数是37，另一个数是多少 → 100−37; 两个数的差是25，较大的数是80，较小的数是多少 → 80−25; 两个数的差是
18，较小的数是42，较大的数是多少 → 42+18; 两个数的积是100，其中一个数是4，另一个数是多少 → 100/4.

Read only where the story is these three clauses: the two numbers' 和 / 差 / 积, one of them told, the other asked, and
the one asked the other of the one told (一个 / 另一个, 甲数 / 乙数, 较大 / 较小). A difference with 其中一个 told is two
readings (80 − 25 or 80 + 25): slow; so is a sum of three numbers, a value said roughly, anything more.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import STOPS, f, names_written_back, value
from .vocab_zh import clauses_zh

_GATE = re.compile("两个数|两数|两个加数|两个因数")
_TOLD = re.compile(r"(?:甲、?乙)?(?:两个数|两数|两个加数|两个因数)(?:相加|相减|相乘)?(?:的|之)(?P<op>和|差|积)(?:是|为)<n(?P<a>\d+)>")
# Each of the two, and the other
_ONE = {"一个数": "another", "一个": "another", "一个加数": "another", "一个因数": "another", "甲数": "乙数",
        "较大的数": "较小的数", "较小的数": "较大的数", "大的数": "小的数", "小的数": "大的数"}
_OTHER = {"另一个数": "another", "另一个": "another", "另一个加数": "another", "另一个因数": "another", "乙数": "乙数",
          "较小的数": "较小的数", "较大的数": "较大的数", "小的数": "小的数", "大的数": "大的数"}
_GIVEN = re.compile(rf"(?:其中)?(?P<one>{'|'.join(sorted(_ONE, key=len, reverse=True))})(?:是|为)<n(?P<b>\d+)>")
_ASKED = re.compile(rf"(?P<other>{'|'.join(sorted(_OTHER, key=len, reverse=True))})(?:是|为)?(?:多少|几)")


def two_numbers_composed_zh(slots: Slots, core: str) -> Task | None:
    """The other of two numbers, or None."""
    if not _GATE.search(core) or STOPS.search(core):
        return None
    text, labels = names_written_back(core, slots)
    two = [k for k in re.findall(r"<n(\d+)>(?=个数|个加数|个因数)", text) if getattr(slots.items[int(k)], "raw", "") == "两"]
    text = re.sub(r"<n(\d+)>(?=个数|个加数|个因数)", lambda m: "两" if m.group(1) in two else m.group(), text)
    labels = labels | {int(k) for k in two}  # 两个数相加: the two, no amount
    clauses = clauses_zh(text)
    if len(clauses) != 3:
        return None
    told, given, asked = _TOLD.fullmatch(clauses[0]), _GIVEN.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if told is None or given is None or asked is None:
        return None
    every = {int(k) for k in re.findall(r"<[nop](\d+)>", text)} - labels
    if every != {int(told.group("a")), int(given.group("b"))}:
        return None
    a, b = value(slots, int(told.group("a"))), value(slots, int(given.group("b")))
    one, other, op = given.group("one"), asked.group("other"), told.group("op")
    if a is None or b is None or _ONE[one] != _OTHER[other]:
        return None
    if op == "和" and b < a:
        expression = f"{f(a)}-{f(b)}"
    elif op == "积" and b and _ONE[one] in ("another", "乙数"):
        expression = f"{f(a)}/{f(b)}"
    elif op == "差" and "大" in one and b > a:
        expression = f"{f(b)}-{f(a)}"
    elif op == "差" and "小" in one:
        expression = f"{f(b)}+{f(a)}"
    else:
        return None  # 差 with 其中一个: the larger or the smaller?
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, "composed_two_numbers_zh")
