"""Sandbox results as a person reads them, in the request's language.

Display rules: the sandbox's display form (long decimals rounded to 2 places, and then the answer
says so), dates in the language's form ("March 15, 2024" / "2024年3月15日"), weekdays by name; the
exact value always stays in `answer.value`. A failure says what was wrong and how to ask instead.
"""

from __future__ import annotations

import calendar
import re
from typing import Any

from dtlib.conventions import DATE_DIFF_INCLUSIVE_DEFAULT, counted_note
from dtlib.envelope import Answer, Envelope, ErrorInfo, SandboxResult, Task
from dtlib.text import language

ROUNDED_NOTE = {"en": " (rounded to 2 decimal places)", "zh": "（已四舍五入到两位小数）"}
SIGNIFICANT_NOTE = {"en": " (rounded to 3 significant digits)", "zh": "（已四舍五入到三位有效数字）"}
_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_WEEKDAYS_ZH = {"Monday": "星期一", "Tuesday": "星期二", "Wednesday": "星期三", "Thursday": "星期四",
                "Friday": "星期五", "Saturday": "星期六", "Sunday": "星期日"}
_UNITS_ZH = {"days": "天", "weeks": "周", "months": "个月", "years": "年"}
_ASKED_ZH = {**{en.lower(): zh for en, zh in _WEEKDAYS_ZH.items()}, "weekday": "周一至周五的一天", "weekend": "周末"}


def lang_of(env: Envelope) -> str:
    lang = env.perception.language or language(env.text)
    return lang if lang in ("en", "zh") else "en"


def date_text(iso: str, lang: str) -> str:
    m = _ISO_DATE.match(iso)
    if not m:
        return _yearless_text(iso, lang)
    y, mo, d = (int(g) for g in m.groups())
    return f"{y}年{mo}月{d}日" if lang == "zh" else f"{calendar.month_name[mo]} {d}, {y}"


def _yearless_text(text: str, lang: str) -> str:
    """"--03-20" (a date_diff of dates without a year): March 20, 3月20日."""
    m = re.fullmatch(r"--([0-9]{2})-([0-9]{2})", text)
    if not m or not 1 <= int(m.group(1)) <= 12:
        return text
    mo, d = int(m.group(1)), int(m.group(2))
    return f"{mo}月{d}日" if lang == "zh" else f"{calendar.month_name[mo]} {d}"


def _number(result: SandboxResult, lang: str) -> str:
    shown = result.display or result.value or ""
    if not result.rounded:
        return shown
    decimals = len(shown.split(".")[1]) if "." in shown else 0
    return shown + (SIGNIFICANT_NOTE if decimals > 2 else ROUNDED_NOTE)[lang]


def sentence(task: Task | None, result: SandboxResult, lang: str) -> str:
    """One line that states the result with what it is the result of."""
    a: dict[str, Any] = task.args if task else {}
    op = task.op if task else ""
    value = result.value or ""
    n = _number(result, lang)
    zh = lang == "zh"
    if op == "batch" and len(result.items) == len(a.get("tasks", ())):  # one line per result, as asked
        return "\n".join(sentence(Task(op=t["op"], args=t.get("args", {})), item, lang)
                         for t, item in zip(a["tasks"], result.items))
    if op == "expr":
        expression = str(a.get("expression"))
        if n.startswith(f"{expression} ≈"):  # "4/33 ≈ 0.1212": the fraction is the expression
            return n
        return f"{expression} = {n}{_whole_note(expression, lang)}"
    if op == "convert":
        return result.display or n
    if op == "percent_of":
        return f"{a['of']}的{a['percent']}%是{n}" if zh else f"{a['percent']}% of {a['of']} = {n}"
    if op == "growth_rate":
        periods = f"，{a['periods']}期平均每期" if zh and "periods" in a else (
            f" per period over {a['periods']} periods" if "periods" in a else "")
        return (f"从{a['old']}到{a['new']}{periods}的增长率是{n}%" if zh
                else f"growth from {a['old']} to {a['new']}{periods}: {n}%")
    if op == "discount":
        return f"{a['price']}打{a['percent']}%的折扣后是{n}" if zh else f"{a['price']} less {a['percent']}% = {n}"
    if op == "factorize":
        return f"{a['n']} = {result.display or value}"
    if op == "is_prime":
        prime = value == "true"
        return (f"{a['n']}{'是' if prime else '不是'}质数" if zh
                else f"{a['n']} is {'' if prime else 'not '}a prime number")
    if op == "is_leap_year":  # the Gregorian rule, said: before 1583 the sandbox refuses (Julian or Gregorian?)
        leap = value == "true"
        return (f"{a['year']}年{'是' if leap else '不是'}闰年（公历）" if zh
                else f"{a['year']} is {'' if leap else 'not '}a leap year (Gregorian calendar)")
    if op == "nth_weekday":  # "31 (2024-05-31, the last Friday of May 2024)"
        iso = (result.display or "").partition("(")[2].partition(",")[0]
        return f"{date_text(iso, lang)}，{value}号" if zh and iso else (result.display or value)
    if op == "duration":  # the format asked, and the span in words (display: "07:25 (7 h 25 min)")
        return (f"从{a['start']}到{a['end']}共{result.display or value}" if zh
                else f"from {a['start']} to {a['end']}: {result.display or value}")
    if op == "sqrt":
        return f"√{a['x']} = {n}"
    if op == "date_diff":
        start, end = date_text(a["start"], lang), date_text(a["end"], lang)
        counted = counted_note(bool(a.get("inclusive", DATE_DIFF_INCLUSIVE_DEFAULT)), lang)
        return (f"从{start}到{end}相差{value}天（{counted}）" if zh
                else f"from {start} to {end}: {value} days ({counted})")
    if op == "date_add":
        unit = a.get("unit", "days")
        when = date_text(value, lang)
        return (f"{date_text(a['date'], lang)}之后{a['amount']}{_UNITS_ZH.get(unit, unit)}是{when}" if zh
                else f"{a['amount']} {unit} after {date_text(a['date'], lang)}: {when}")
    if op == "clock_add":
        return _clock_sentence(a, result, zh)
    if op == "weekday" and "asked" in a:  # "is 2024-03-15 a Friday?": yes or no, with the weekday found
        name, yes = result.display or "", value == "true"
        day = date_text(a["date"], lang)
        if zh:
            asked = _ASKED_ZH.get(str(a["asked"]).lower(), a["asked"])
            return f"{day}是{_WEEKDAYS_ZH.get(name, name)}，{'是' if yes else '不是'}{asked}"
        return f"{'yes' if yes else 'no'}: {day} is a {name}"
    if op == "weekday":
        name = result.display or value
        day = date_text(a["date"], lang)
        return f"{day}是{_WEEKDAYS_ZH.get(name, name)}" if zh else f"{day} is a {name}"
    if op == "business_days":
        if "date" in a:
            when = date_text(value, lang)
            return (f"{date_text(a['date'], lang)}之后{a['days']}个工作日是{when}" if zh
                    else f"{a['days']} business days after {date_text(a['date'], lang)}: {when}")
        start, end = date_text(a["start"], lang), date_text(a["end"], lang)
        mask = str(a.get("weekmask", "1111100"))
        note = counted_note(bool(a.get("inclusive")), lang)
        if mask.count("1") == 1 and len(mask) == 7:  # one weekday counted: "7 Fridays"
            day = tuple(_WEEKDAYS_ZH)[mask.index("1")]  # Monday … Sunday, whatever the locale
            return (f"从{start}到{end}有{value}个{_WEEKDAYS_ZH[day]}（{note}）" if zh
                    else f"{value} {day}s from {start} to {end} ({note})")
        return (f"从{start}到{end}有{value}个工作日（{note}）" if zh
                else f"{value} business days from {start} to {end} ({note})")
    if op in ("str_reverse", "str_upper", "str_lower"):
        return value
    if op == "str_len":
        return f"共{value}个字符" if zh else f"{value} characters"
    if op == "str_count":
        return (f"“{a['sub']}”出现了{value}次" if zh else f"\"{a['sub']}\" occurs {value} times")
    if _ISO_DATE.match(value):
        return date_text(value, lang)
    return n


# "ceil(28/6) = 5": an answer rounded to a whole number says which way, and why ("how many cars are needed": the last
# one goes part full; "how many full boxes": only the full ones count)
_WHOLE_NOTES = {"ceil": {"en": " (rounded up: one part full counts too)", "zh": "（向上取整：不满的也算一个）"},
                "floor": {"en": " (rounded down: only whole ones count)", "zh": "（向下取整：只算满的）"}}


def _whole_note(expression: str, lang: str) -> str:
    """The note of an expression that is one ceil(…) or floor(…) of a quotient, else ""."""
    name, _, rest = expression.partition("(")
    if name not in _WHOLE_NOTES or not rest.endswith(")") or "(" in rest or "/" not in rest:
        return ""
    return _WHOLE_NOTES[name][lang]


def _clock_sentence(a: dict[str, Any], result: SandboxResult, zh: bool) -> str:
    """"8:40 + 1小时35分钟 = 10:15", "22:50 + 3 h 25 min = 02:15 the next day": the start, the duration as hours and
    minutes, the clock time, the day it falls on (the op's `days_crossed` step); a start read on the 12-hour clock
    says the answer keeps its half of the day."""
    value = result.value or ""
    try:
        minutes = int(str(a.get("minutes")))
    except ValueError:
        return value
    hours, rest = divmod(abs(minutes), 60)
    if zh:
        duration = (f"{hours}小时" if hours else "") + (f"{rest}分钟" if rest or not hours else "")
    else:
        duration = " ".join([f"{hours} h"] * bool(hours) + [f"{rest} min"] * bool(rest or not hours))
    days = next((int(s.result) for s in result.steps if s.op == "days_crossed"), 0)
    if zh:
        when = {0: "", 1: "（第二天）", -1: "（前一天）"}.get(days, f"（{abs(days)}天{'后' if days > 0 else '前'}）")
    else:
        when = {0: "", 1: " the next day", -1: " the day before"}.get(
            days, f" {abs(days)} days {'later' if days > 0 else 'earlier'}")
    if str(a.get("clock", "24h")) == "12h":
        when += "（12小时制，与起始时刻同在上午或同在下午）" if zh else f" (12-hour clock, the same half of the day as {a['time']})"
    return f"{a['time']} {'+' if minutes >= 0 else '−'} {duration} = {value}{when}"


# --- failures, attributed ----------------------------------------------------------------------

_DEFAULT_HINT = {
    "en": "write the calculation out, for example 12*24, 15% of 80, or days from 2024-03-01 to 2024-04-15",
    "zh": "请把算式写清楚，例如 12*24、80的15%、2024-03-01到2024-04-15有多少天",
}
_STATUS_TEXT = {
    "timeout": {"en": "the calculation took too long and was stopped",
                "zh": "计算超时，已被中止"},
    "error": {"en": "the calculation could not be run", "zh": "计算无法执行"},
    "rejected": {"en": "the calculation is not valid", "zh": "算式无效"},
}
_TIMEOUT_HINT = {"en": "use smaller numbers or split the calculation into steps",
                 "zh": "请换用较小的数，或把计算拆成几步"}


def failure(result: SandboxResult, lang: str) -> tuple[str, ErrorInfo]:
    """What was wrong and how to ask instead: never a bare "computation failed"."""
    status = result.status if result.status in _STATUS_TEXT else "error"
    error = result.error or ErrorInfo(code=status.upper(), message=_STATUS_TEXT[status]["en"])
    hint = error.hint or (_TIMEOUT_HINT if status == "timeout" else _DEFAULT_HINT)[lang]
    error = ErrorInfo(code=error.code, message=error.message, hint=hint)
    if lang == "zh":
        text = f"{_STATUS_TEXT[status]['zh']}：{error.message}。{hint}。"
    else:
        text = f"I could not compute this: {error.message}. How to ask instead: {hint}."
    return text, error


def unreadable(problem: str, lang: str) -> ErrorInfo:
    """The model could not write the question as a calculation."""
    return ErrorInfo(code="NOT_A_CALCULATION",
                     message=f"the question could not be read as a calculation ({problem})"[:300],
                     hint=_DEFAULT_HINT[lang])


def from_sandbox(env: Envelope) -> Answer:
    """The answer for a sandbox result (fast path, or an operation the model wrote)."""
    result = env.results.sandbox
    lang = lang_of(env)
    if result is None:
        text, error = failure(SandboxResult(status="error", error=ErrorInfo(
            code="NO_RESULT", message="the calculation produced no result")), lang)
        return Answer(status="error", text=text, error=error)
    if result.status != "ok":
        text, error = failure(result, lang)
        return Answer(status="error", text=text, error=error)
    return Answer(status="ok", text=sentence(env.task, result, lang), value=result.value)
