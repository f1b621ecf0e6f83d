"""Sandbox results in the request's language, with the display rules; failures attributed."""

from __future__ import annotations

import pytest

from dtlib.envelope import Envelope, ErrorInfo, Perception, SandboxResult, Task
from services.fuser.render import from_sandbox
from services.sandbox.ops import run_task


def answer(text: str, op: str, args: dict, lang: str | None = None):
    task = Task(op=op, args=args, source="parser")
    env = Envelope(trace_id="a" * 32, text=text, task=task, perception=Perception(language=lang))
    env.results.sandbox = run_task(task)
    return from_sandbox(env)


@pytest.mark.parametrize("text, op, args, shown, value", [
    ("12*24等于多少", "expr", {"expression": "12*24"}, "12*24 = 288", "288"),
    ("28 students, each car holds 6. How many cars are needed?", "expr", {"expression": "ceil(28/6)"},
     "ceil(28/6) = 5 (rounded up: one part full counts too)", "5"),
    ("50 cookies, 8 in each box. How many full boxes?", "expr", {"expression": "floor(50/8)"},
     "floor(50/8) = 6 (rounded down: only whole ones count)", "6"),
    ("7.2向上取整", "expr", {"expression": "ceil(7.2)"}, "ceil(7.2) = 8", "8"),
    ("10/3", "expr", {"expression": "10/3"}, "10/3 ≈ 3.3333",
     "3.3333333333333333333333333333333333333333333333333"),
    ("10/3是多少", "expr", {"expression": "10/3"}, "10/3 ≈ 3.3333", None),
    ("15% of 80", "percent_of", {"percent": "15", "of": "80"}, "15% of 80 = 12", "12"),
    ("80的15%是多少", "percent_of", {"percent": "15", "of": "80"}, "80的15%是12", "12"),
    ("days from 2024-03-01 to 2024-04-15", "date_diff", {"start": "2024-03-01", "end": "2024-04-15"},
     "from March 1, 2024 to April 15, 2024: 45 days (end date not counted)", "45"),
    ("2024-03-01到2024-04-15有几天", "date_diff", {"start": "2024-03-01", "end": "2024-04-15"},
     "从2024年3月1日到2024年4月15日相差45天（不含结束日）", "45"),
    ("30 days after 2024-01-31", "date_add", {"date": "2024-01-31", "amount": 30},
     "30 days after January 31, 2024: March 1, 2024", "2024-03-01"),
    ("2024-07-04是星期几", "weekday", {"date": "2024-07-04"}, "2024年7月4日是星期四", "Thursday"),
    ("Is 2027-12-25 on a weekend?", "weekday", {"date": "2027-12-25", "asked": "weekend"},
     "yes: December 25, 2027 is a Saturday", "true"),
    ("2024年3月15日是星期六吗", "weekday", {"date": "2024-03-15", "asked": "saturday"},
     "2024年3月15日是星期五，不是星期六", "false"),
    ("is 97 prime", "is_prime", {"n": 97}, "97 is a prime number", "true"),
    ("What is 1/7 to 7 decimal places?", "expr", {"expression": "round(1/7, 7)"}, "round(1/7, 7) = 0.1428571",
     "0.1428571"),
    ("1除以7，保留10位小数", "expr", {"expression": "round(1/7, 10)"}, "round(1/7, 10) = 0.1428571429", None),
    ("火车22:50发车，要开3小时25分钟，几点到站？", "clock_add", {"time": "22:50", "minutes": 205},
     "22:50 + 3小时25分钟 = 02:15（第二天）", "02:15"),
    ("The train leaves at 22:50 and the trip takes 3 h 25 min. What time does it arrive?", "clock_add",
     {"time": "22:50", "minutes": 205}, "22:50 + 3 h 25 min = 02:15 the next day", "02:15"),
    ("I must arrive by 9:15 and the trip takes 50 min. When must I leave?", "clock_add",
     {"time": "9:15", "minutes": -50, "clock": "12h"},
     "9:15 − 50 min = 08:25 (12-hour clock, the same half of the day as 9:15)", "08:25"),
    ("我8:40出发，路上要走1小时35分钟，几点到？", "clock_add", {"time": "8:40", "minutes": 95, "clock": "12h"},
     "8:40 + 1小时35分钟 = 10:15（12小时制，与起始时刻同在上午或同在下午）", "10:15"),
    ("1200到1500增长了多少", "growth_rate", {"old": "1200", "new": "1500"}, "从1200到1500的增长率是25%", "25"),
])
def test_results_read_naturally(text, op, args, shown, value) -> None:
    a = answer(text, op, args)
    assert a.status == "ok" and a.text == shown
    if value is not None:
        assert a.value == value  # the exact value stays machine-readable


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_rejection_says_what_was_wrong_and_how_to_ask(lang: str) -> None:
    a = answer("x", "date_diff", {"start": "2024-03-5", "end": "2024-04-01"}, lang)
    assert a.status == "error" and a.error.code == "INVALID_DATE"
    assert "2024-03-5" in a.text and "YYYY-MM-DD" in a.text
    assert a.text != "computation failed" and a.error.hint


def test_a_timeout_without_a_hint_gets_one() -> None:
    env = Envelope(trace_id="a" * 32, text="2^99999999", task=Task("expr", {"expression": "2^99999999"}))
    env.results.sandbox = SandboxResult(status="timeout", error=ErrorInfo("DEADLINE_EXCEEDED", "stopped at 300 ms"))
    a = from_sandbox(env)
    assert a.text == ("I could not compute this: stopped at 300 ms. How to ask instead: use smaller "
                      "numbers or split the calculation into steps.")
