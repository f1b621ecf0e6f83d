"""The workload's computations: templates in English and Chinese, their parameters, near misses
and invalid dates, and the gold value of each (the sandbox's own `run_task`)."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from typing import Any

from dtlib.envelope import Task


# --- computations ---------------------------------------------------------------------------------

WEEKDAYS_ZH = {"Monday": "星期一", "Tuesday": "星期二", "Wednesday": "星期三", "Thursday": "星期四",
                "Friday": "星期五", "Saturday": "星期六", "Sunday": "星期日"}


def _zh_date(d: dt.date, style: int) -> str:
    return d.isoformat() if style == 0 else f"{d.year}年{d.month}月{d.day}日"


def _date(r: random.Random) -> dt.date:
    return dt.date(r.randint(2015, 2030), 1, 1) + dt.timedelta(days=r.randint(0, 364))


@dataclass
class Computation:
    """One parameterised computation: the template, its parameters, and what it renders to."""

    template: str
    lang: str
    params: dict[str, Any]
    text: str
    task: dict[str, Any]
    prose: str  # how a model would state the answer; `{v}` is the display value


def _expr_text(params: dict[str, Any]) -> str:
    return f"{params['a']} {params['op']} {params['b']}" + (
        f" {params['op2']} {params['c']}" if "c" in params else "")


def render(template: str, lang: str, p: dict[str, Any]) -> Computation:
    """Text, typed operation and prose answer of `template` with parameters `p`."""
    if template == "arith":
        expr = _expr_text(p)
        task = {"op": "expr", "args": {"expression": expr.replace(" ", "")}}
        words_en = {"*": "times", "+": "plus", "-": "minus", "/": "divided by"}
        words_zh = {"*": "乘以", "+": "加", "-": "减", "/": "除以"}
        style = p.get("style", 0)
        if lang == "en":
            spoken = f"{p['a']} {words_en[p['op']]} {p['b']}" + (
                f" {words_en[p['op2']]} {p['c']}" if "c" in p else "")
            text = [f"What is {expr}?", f"Calculate {expr}", f"what's {spoken}?", f"{expr} = ?"][style % 4]
            prose = f"{expr} = {{v}}."
        else:
            spoken = f"{p['a']}{words_zh[p['op']]}{p['b']}" + (
                f"{words_zh[p['op2']]}{p['c']}" if "c" in p else "")
            text = [f"{spoken}等于多少", f"计算{expr}", f"{expr}等于几", f"请算一下{spoken}"][style % 4]
            prose = f"{expr} = {{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template == "percent":
        task = {"op": "percent_of", "args": {"percent": str(p["p"]), "of": str(p["x"])}}
        if lang == "en":
            text = [f"What is {p['p']}% of {p['x']}?", f"Calculate {p['p']} percent of {p['x']}"][p.get("style", 0) % 2]
            prose = f"{p['p']}% of {p['x']} is {{v}}."
        else:
            text = [f"{p['x']}的{p['p']}%是多少", f"{p['x']}乘以{p['p']}%等于多少"][p.get("style", 0) % 2]
            prose = f"{p['x']}的{p['p']}%是{{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template == "growth":
        task = {"op": "growth_rate", "args": {"old": str(p["old"]), "new": str(p["new"])}}
        if lang == "en":
            text = f"Revenue went from {p['old']} to {p['new']}. What was the growth rate?"
            prose = f"Revenue grew from {p['old']} to {p['new']}, a growth rate of {{v}}%."
        else:
            text = f"营收从{p['old']}增长到{p['new']}，增长率是多少"
            prose = f"营收从{p['old']}增长到{p['new']}，增长率为{{v}}%。"
        return Computation(template, lang, p, text, task, prose)
    if template in ("date_diff", "date_diff_invalid"):
        start, end = p["start"], p["end"]
        task = {"op": "date_diff", "args": {"start": start, "end": end}}
        if lang == "en":
            text = f"How many days are there from {start} to {end}?"
            prose = f"From {start} to {end} there are {{v}} days."
        else:
            s = _zh_date(dt.date.fromisoformat(start), p.get("style", 1)) if template == "date_diff" else start
            e = _zh_date(dt.date.fromisoformat(end), p.get("style", 1)) if template == "date_diff" else end
            text = f"从{s}到{e}有多少天"
            prose = f"从{start}到{end}共有{{v}}天。"
        return Computation(template, lang, p, text, task, prose)
    if template == "date_add":
        task = {"op": "date_add", "args": {"date": p["date"], "amount": p["n"], "unit": "days"}}
        if lang == "en":
            text = f"What date is {p['n']} days after {p['date']}?"
            prose = f"{p['n']} days after {p['date']} is {{v}}."
        else:
            text = f"{p['date']}之后{p['n']}天是哪一天"
            prose = f"{p['date']}之后{p['n']}天是{{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template in ("weekday", "weekday_invalid"):
        task = {"op": "weekday", "args": {"date": p["date"]}}
        if lang == "en":
            text = f"What day of the week is {p['date']}?"
            prose = f"{p['date']} is a {{v}}."
        else:
            text = f"{p['date']}是星期几"
            prose = f"{p['date']}是{{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template == "prime":
        task = {"op": "is_prime", "args": {"n": p["n"]}}
        text = f"Is {p['n']} a prime number?" if lang == "en" else f"{p['n']}是质数吗"
        return Computation(template, lang, p, text, task, "{v}")
    if template == "sqrt":
        task = {"op": "sqrt", "args": {"x": str(p["x"])}}
        text = f"What is the square root of {p['x']}?" if lang == "en" else f"{p['x']}的平方根是多少"
        prose = (f"The square root of {p['x']} is {{v}}." if lang == "en" else f"{p['x']}的平方根是{{v}}。")
        return Computation(template, lang, p, text, task, prose)
    raise ValueError(f"unknown computation template {template!r}")


TEMPLATES = ["arith", "arith", "arith", "arith", "percent", "growth", "date_diff", "date_add",
              "weekday", "prime", "sqrt"]


def sample_params(r: random.Random, template: str) -> dict[str, Any]:
    if template == "arith":
        op = r.choice(["*", "*", "+", "-", "/"])
        p: dict[str, Any] = {"op": op, "a": r.randint(2, 999), "b": r.randint(2, 99), "style": r.randrange(4)}
        if op == "/":
            p["a"] = p["b"] * r.randint(2, 60) if r.random() < 0.7 else p["a"]
        if r.random() < 0.25:
            p["op2"], p["c"] = r.choice(["+", "-"]), r.randint(1, 500)
        return p
    if template == "percent":
        return {"p": r.choice([5, 8, 10, 12, 15, 18, 20, 25, 30, 35, 40, 75]), "x": r.randint(2, 400) * 10,
                "style": r.randrange(2)}
    if template == "growth":
        old = r.randint(10, 500) * 10
        delta = r.randint(-old // 200, old // 50) * 10  # -5 % to +20 %
        return {"old": old, "new": old + (delta or 10)}
    if template == "date_diff":
        a = _date(r)
        return {"start": a.isoformat(), "end": (a + dt.timedelta(days=r.randint(1, 400))).isoformat(),
                "style": r.randrange(2)}
    if template == "date_add":
        return {"date": _date(r).isoformat(), "n": r.randint(1, 365)}
    if template == "weekday":
        return {"date": _date(r).isoformat()}
    if template == "prime":
        return {"n": r.randint(50, 20_000)}
    if template == "sqrt":
        return {"x": r.choice([r.randint(2, 99) ** 2, r.randint(2, 5000)])}
    raise ValueError(template)


def near_miss(r: random.Random, c: Computation) -> dict[str, Any]:
    """The parameters of `c` with one number moved by a little (a date by one day)."""
    p = dict(c.params)
    if c.template == "arith":
        key = r.choice([k for k in ("a", "b", "c") if k in p])
        p[key] = p[key] + 1
    elif c.template == "percent":
        p["x"] = p["x"] + 10
    elif c.template == "growth":
        p["new"] = p["new"] + 10
    elif c.template == "date_diff":
        p["end"] = (dt.date.fromisoformat(p["end"]) + dt.timedelta(days=1)).isoformat()
    elif c.template == "date_add":
        p["n"] = p["n"] + 1
    elif c.template == "weekday":
        p["date"] = (dt.date.fromisoformat(p["date"]) + dt.timedelta(days=1)).isoformat()
    elif c.template == "prime":
        p["n"] = p["n"] + 1
    elif c.template == "sqrt":
        p["x"] = p["x"] + 1
    return p


def invalid_computation(r: random.Random, lang: str) -> Computation:
    """A computation on a date that does not exist (2023-02-29, 2024-04-31, 2022-13-05)."""
    year = r.choice([2021, 2022, 2023, 2025])
    bad = r.choice([f"{year}-02-29", f"{year}-04-31", f"{year}-06-31", f"{year}-13-0{r.randint(1, 9)}",
                    f"{year}-02-30"])
    if r.random() < 0.5:
        return render("weekday_invalid", lang, {"date": bad})
    good = f"{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
    return render("date_diff_invalid", lang, {"start": bad, "end": good})


def gold_of(task: dict[str, Any]) -> tuple[str, str | None, str | None]:
    """(status, value, display) of the task, computed by the sandbox's own in-process run_task."""
    from services.sandbox.ops import run_task

    result = run_task(Task(op=task["op"], args=dict(task["args"])))
    return result.status, result.value, result.display


def answer_prose(c: Computation, value: str, display: str | None) -> str:
    if c.template == "prime":
        n = c.params["n"]
        yes = value == "true"
        if c.lang == "en":
            return f"Yes, {n} is a prime number." if yes else f"No, {n} is not a prime number."
        return f"是的，{n}是质数。" if yes else f"不是，{n}不是质数。"
    shown = display or value
    if c.template in ("weekday",) and c.lang == "zh":
        shown = WEEKDAYS_ZH.get(value, value)
    if c.template == "date_diff":
        shown = value
    return c.prose.format(v=shown)


INVALID_ANSWER = {"en": "That date does not exist, so this cannot be computed; check the date (YYYY-MM-DD).",
                   "zh": "这个日期不存在，无法计算；请检查日期（格式为YYYY-MM-DD）。"}
