"""The planted set of `dualtrack bench slowpath`: model replies that must never reach a user as
"ok" with a wrong value, and correct ones that must pass unchanged (issue 16).

Every case is one request and the reply the model gives *every* time it is asked (a stubborn
model: the worst case for the gate, which asks again). They are generated deterministically
(random.Random(16)) in every kind issue 16 names:

- operations the model wrote: over dates the request does not give (a case conversion answered by
  a date difference), of the wrong kind (a full-width `ｕｐｐｅｒ("…")` answered by a count), with
  numbers the request does not give or leaves out, and with `inclusive: true` nobody asked for;
- prose claims: letter counts and lengths of named words, weekdays, day differences (wrong, and
  counted with the end date unasked), percentages, growth, sums and products in words, written
  arithmetic, a number with no checkable form in a computation, and numbers written as words;
- ambiguous units and terms (吨, gallon, the British billion, a quarter without a year) answered
  with a guess;
- arithmetic that is right but does not answer the request (issue 15): an amount against itself
  (8 / 8), one left out, one invented, a step that undoes the answer; and the wrong operation over
  the right numbers (a rate plus, minus or divided by the count it is per: "45 + 8" for 45
  students a bus and 8 buses);
- and correct replies of each kind, which must be presented as the model wrote them.

Each case runs through the llm and fuser steps in this process (a scripted backend, the sandbox's
own `run_task`), as Kafka would run them: every hop encodes and decodes the envelope.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import random
import re
from collections import Counter, defaultdict
from decimal import Decimal
from typing import Any

from dtlib.envelope import Envelope

from .slowpath_scripted import Case, run_case, scripted_slow_path

WORDS = ["strawberry", "banana", "mississippi", "bookkeeper", "committee", "balloon", "coffee",
         "success", "parallel", "assessment", "letter", "pepper", "address", "raccoon", "hello",
         "level", "rhythm", "queue", "cheese", "tomorrow", "umbrella", "butterfly", "giraffe"]
PHRASES = ["hello world", "good morning", "kafka topics", "fast and slow", "dual track", "open sesame",
           "quiet evening", "blue sky"]
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")


def _op(op: str, **args: Any) -> str:
    return json.dumps({"op": op, "args": args}, ensure_ascii=False)


def _full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in text)


def _date(rng: random.Random) -> dt.date:
    return dt.date(2020, 1, 1) + dt.timedelta(days=rng.randrange(0, 6 * 365))


def _written(d: dt.date, form: int) -> str:
    return (d.isoformat(), f"{d:%B} {d.day}, {d.year}", f"{d.year}年{d.month}月{d.day}日")[form % 3]


def _off(rng: random.Random, right: int, low: int = 0) -> int:
    """A wrong value near the right one."""
    wrong = right + rng.choice([-2, -1, 1, 2, 3])
    return wrong if wrong != right and wrong >= low else right + 1


def _plain(value: Decimal) -> str:
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _count(word: str, letter: str) -> int:
    return word.count(letter)


def _repeated_letter(rng: random.Random, word: str) -> str:
    letters = sorted({c for c in word if word.count(c) > 1}) or sorted(set(word))
    return rng.choice(letters)


def generate(seed: int = 16) -> list[Case]:
    rng = random.Random(seed)
    cases: list[Case] = []
    add = cases.append

    # --- operations the model wrote ----------------------------------------------------------
    for i in range(25):  # a case conversion answered by a date difference over invented dates
        phrase = rng.choice(PHRASES)
        a, b = sorted([_date(rng), _date(rng)])
        request = (f'Convert "{phrase}" to upper case', f'Make "{phrase}" uppercase, please',
                   f'把"{phrase}"转换成大写')[i % 3]
        add(Case("op: dates the request does not give", request,
                 _op("date_diff", start=a.isoformat(), end=b.isoformat(), inclusive=True),
                 phrase.upper(), wrong=str((b - a).days + 1), task_type="compute"))
    for i in range(25):  # a full-width call answered by an operation of another kind
        word = rng.choice(WORDS)
        call, truth = [("upper", word.upper()), ("lower", word.lower()), ("reverse", word[::-1])][i % 3]
        reply = _op("str_count", text=word, sub=word[1]) if i % 2 else _op("str_len", text=word)
        add(Case("op: the wrong kind", _full_width(f'{call}("{word}")'), reply, truth,
                 wrong="count", task_type="compute"))
    for i in range(25):  # numbers the request does not give, or leaves out
        a, b, c = rng.randint(11, 99), rng.randint(11, 99), rng.randint(2, 9)
        if i % 3 == 0:
            request, reply, truth = f"What is {a} times {b}?", _op("expr", expression=str(a * b + c)), str(a * b)
        elif i % 3 == 1:
            request, reply, truth = (f"What is {a} + {b} + {c}?", _op("expr", expression=f"{a}+{b}"),
                                     str(a + b + c))
        else:
            p = rng.choice([5, 15, 20, 35, 45])
            request, reply = f"what is {p}% of {a * 10}", _op("percent_of", percent=p, of=a * 10 + c)
            truth = _plain(Decimal(p) * a * 10 / 100)
        add(Case("op: numbers the request does not give", request, reply, truth, wrong="other",
                 task_type="compute"))
    for i in range(25):  # inclusive: true nobody asked for (the fast path counts without the end)
        if i % 5 == 0:
            year = rng.randint(2020, 2026)
            a, b = dt.date(year, 1, 1), dt.date(year + 1, 1, 1)
        else:
            a, b = sorted([_date(rng), _date(rng)])
        request = f"How many days from {_written(a, i)} to {_written(b, i)}?"
        add(Case("op: inclusive nobody asked for", request,
                 _op("date_diff", start=a.isoformat(), end=b.isoformat(), inclusive=True),
                 str((b - a).days), wrong=str((b - a).days + 1), task_type="compute"))

    # --- prose claims ------------------------------------------------------------------------
    for i in range(25):
        word = rng.choice(WORDS)
        letter = _repeated_letter(rng, word)
        right = _count(word, letter)
        k = _off(rng, right)
        request = (f"How many {letter}'s are in {word}?", f"How many times does the letter {letter} appear in {word}?",
                   f"{word}中有几个{letter}？")[i % 3]
        reply = (f"There are {k} {letter}'s in {word}.", f"The word {word} has {k} {letter}'s.",
                 f"The answer is {k}.", f"{word}中有{k}个{letter}。")[i % 4 if i % 3 != 2 else 3]
        add(Case("prose: a letter count", request, reply, str(right), wrong=str(k)))
    for i in range(20):
        word = rng.choice(WORDS)
        k = _off(rng, len(word), 1)
        reply = (f"{word} has {k} letters.", f"There are {k} letters in {word}.")[i % 2]
        add(Case("prose: a length", f"How many letters are in {word}?", reply, str(len(word)), wrong=str(k)))
    for i in range(20):
        d = _date(rng)
        right = d.weekday()
        wrong = (right + rng.randint(1, 6)) % 7
        if i % 3 == 2:
            add(Case("prose: a weekday", f"{d.year}年{d.month}月{d.day}日是星期几？",
                     f"{d.year}年{d.month}月{d.day}日是{WEEKDAYS_ZH[wrong]}。", WEEKDAYS_ZH[right],
                     wrong=WEEKDAYS_ZH[wrong]))
        else:
            reply = (f"It is a {WEEKDAYS[wrong]}.", f"{d.isoformat()} is a {WEEKDAYS[wrong]}.")[i % 3]
            add(Case("prose: a weekday", f"What day of the week is {d.isoformat()}?", reply,
                     WEEKDAYS[right], wrong=WEEKDAYS[wrong]))
    for i in range(25):
        a, b = sorted([_date(rng), _date(rng)])
        right = (b - a).days
        k = right + 1 if i % 2 else _off(rng, right, 1)  # the end date counted unasked, or plain wrong
        reply = (f"There are {k} days.", f"From {a.isoformat()} to {b.isoformat()} there are {k} days.")[i % 2]
        add(Case("prose: a day difference", f"How many days from {_written(a, i)} to {_written(b, i)}?",
                 reply, str(right), wrong=str(k)))
    for i in range(20):
        p, w = rng.choice([5, 10, 15, 20, 25, 40]), rng.randint(2, 60) * 10
        right = Decimal(p) * w / 100
        k = right + rng.choice([-3, -1, 2, 5])
        reply = (f"The answer is {_plain(k)}.", f"{p}% of {w} is {_plain(k)}.")[i % 2]
        add(Case("prose: a percentage", f"What is {p}% of {w}?", reply, _plain(right), wrong=_plain(k)))
    for i in range(15):
        old = rng.randint(10, 90) * 100
        new = old + rng.randint(1, 20) * old // 20
        right = (Decimal(new) - old) / old * 100
        k = right.quantize(Decimal(1)) + rng.choice([-3, 2, 5])
        add(Case("prose: a growth rate", f"Revenue went from {old} to {new}. What was the growth rate?",
                 f"Revenue grew by {k}%.", f"{right:f}", wrong=f"{k}"))
    for i in range(25):
        a, b = rng.randint(12, 99), rng.randint(12, 99)
        if i % 4 == 0:
            request, right, reply_of = f"What is the sum of {a} and {b}?", a + b, "It is {k}."
        elif i % 4 == 1:
            request, right, reply_of = f"Add {a} and {b}.", a + b, f"Adding {a} and {b} gives {{k}}."
        elif i % 4 == 2:
            request, right, reply_of = f"Multiply {a} by {b}.", a * b, f"Multiplying {a} by {b} gives {{k}}."
        else:
            request, right, reply_of = f"What is the product of {a} and {b}?", a * b, "The product is {k}."
        k = _off(rng, right)
        add(Case("prose: a sum or product in words", request, reply_of.format(k=k), str(right), wrong=str(k)))
    for i in range(15):
        a, b = rng.randint(3, 30), rng.randint(3, 30)
        k = _off(rng, a * b)
        add(Case("prose: arithmetic written out", f"How many eggs are in {a} rows of {b}?",
                 f"{a} × {b} = {k}, so there are {k} eggs.", str(a * b), wrong=str(k)))
    for i in range(15):
        a, b = rng.randint(3, 30), rng.randint(3, 30)
        k = _off(rng, a * b)
        add(Case("prose: a number nothing can check", f"How many eggs are in {a} rows of {b}?",
                 f"You get {k} eggs.", str(a * b), wrong=str(k)))

    _WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()
    for i in range(15):  # number words: no span to correct, so in a computation they are unchecked
        word = rng.choice(WORDS)
        letter = _repeated_letter(rng, word)
        right = _count(word, letter)
        k = _off(rng, right)
        reply = (f"{word.capitalize()} contains {_WORDS[k]} {letter} letters.",
                 f"I count {_WORDS[k]} of them.", f"It has {_WORDS[k]}.")[i % 3]
        add(Case("prose: number words", f"How many {letter}'s are in {word}?", reply, str(right), wrong=str(k)))

    # --- ambiguity ---------------------------------------------------------------------------
    for i in range(20):
        n = rng.randint(2, 40)
        request = (f"Convert {n} 吨 to pounds", f"{n}吨等于多少磅？", f"How many litres are in {n} gallons?",
                   f"How much is {n} billion in British usage, as a number?", f"How many days are in Q{i % 4 + 1}?")[i % 5]
        add(Case("ambiguous: a unit or term", request, f"The answer is {n}.", None,
                 task_type="ambiguous" if i % 2 else None))

    # --- correct replies: presented as written -----------------------------------------------
    for i in range(10):
        phrase = rng.choice(PHRASES)
        add(Case("correct: operations", f'Convert "{phrase}" to upper case', _op("str_upper", text=phrase),
                 phrase.upper(), task_type="compute"))
    for i in range(10):
        word = rng.choice(WORDS)
        letter = _repeated_letter(rng, word)
        add(Case("correct: operations", f"How many {letter}'s are in {word}?",
                 _op("str_count", text=word, sub=letter), str(_count(word, letter)), task_type="compute"))
    for i in range(15):
        a, b = sorted([_date(rng), _date(rng)])
        asked = i % 3 == 0
        request = f"How many days from {_written(a, i)} to {_written(b, i)}{', inclusive' if asked else ''}?"
        add(Case("correct: operations", request,
                 _op("date_diff", start=a.isoformat(), end=b.isoformat(), **({"inclusive": True} if asked else {})),
                 str((b - a).days + (1 if asked else 0)), task_type="compute"))
    for i in range(10):
        p, w = rng.choice([5, 10, 15, 20, 25, 40]), rng.randint(2, 60) * 10
        add(Case("correct: operations", f"what is {p}% of {w}", _op("percent_of", percent=p, of=w),
                 _plain(Decimal(p) * w / 100), task_type="compute"))
    for i in range(10):
        a, b = rng.randint(11, 99), rng.randint(11, 99)
        add(Case("correct: operations", f"What is {a} times {b}?", _op("expr", expression=f"{a}*{b}"),
                 str(a * b), task_type="compute"))
    for i in range(10):
        word = rng.choice(WORDS)
        letter = _repeated_letter(rng, word)
        add(Case("correct: prose", f"How many {letter}'s are in {word}?",
                 f"There are {_count(word, letter)} {letter}'s in {word}.", str(_count(word, letter))))
    for i in range(5):
        word = rng.choice(WORDS)
        add(Case("correct: prose", f"How many letters are in {word}?", f"{word} has {len(word)} letters.",
                 str(len(word))))
    for i in range(10):
        d = _date(rng)
        add(Case("correct: prose", f"What day of the week is {d.isoformat()}?",
                 f"{d.isoformat()} is a {WEEKDAYS[d.weekday()]}.", WEEKDAYS[d.weekday()]))
    for i in range(10):
        a, b = sorted([_date(rng), _date(rng)])
        add(Case("correct: prose", f"How many days from {_written(a, i)} to {_written(b, i)}?",
                 f"There are {(b - a).days} days.", str((b - a).days)))
    for i in range(5):
        p, w = rng.choice([5, 10, 15, 20, 25, 40]), rng.randint(2, 60) * 10
        add(Case("correct: prose", f"What is {p}% of {w}?", f"{p}% of {w} is {_plain(Decimal(p) * w / 100)}.",
                 _plain(Decimal(p) * w / 100)))
    for i in range(10):
        a, b = rng.randint(12, 99), rng.randint(12, 99)
        add(Case("correct: prose", f"Multiply {a} by {b}.", f"Multiplying {a} by {b} gives {a * b}.", str(a * b))
            if i % 2 else Case("correct: prose", f"How many eggs are in {a} rows of {b}?",
                               f"{a} × {b} = {a * b}, so there are {a * b} eggs.", str(a * b)))
    for i in range(5):
        old = rng.randint(10, 90) * 100
        new = old + old // 4
        add(Case("correct: prose", f"Revenue went from {old} to {new}. What was the growth rate?",
                 "Revenue grew by 25%.", "25"))
    for reply in ("The sky is blue on a clear day.", "Paris is the capital of France.",
                  "A haiku has three lines.", "Water boils when heated enough.", "Cats are mammals."):
        add(Case("correct: prose", "Tell me something true.", reply, reply))
    _answer_chains(rng, add)  # last: the kinds above keep the cases they had before issue 15
    _wrong_operations(rng, add)  # after them: the kinds above keep their cases
    return cases


_CHAIN_REQUESTS = ("Each bus holds {a} students. The school needs {n} buses. How many students are going?",
                   "每辆车坐{a}人，学校需要{n}辆车，一共有多少学生？")


def _answer_chains(rng: random.Random, add) -> None:
    """Issue 15: right arithmetic that does not answer the request (an amount against itself, one
    left out, one invented, a step that undoes the answer), and right chains in one or two steps."""
    for i in range(20):
        a, n, m = rng.randint(21, 59), rng.randint(3, 9), rng.randint(13, 19)
        request = _CHAIN_REQUESTS[i % 2].format(a=a, n=n)
        wrong, steps = [(1, f"{n} / {n} = 1"), (0, f"{n} - {n} = 0"), (a * m, f"{a} × {m} = {a * m}"),
                        (a, f"{a} × {n} = {a * n}. {a * n} / {n} = {a}")][i % 4]
        reply = f"{steps}. So {wrong} students are going." if i % 2 == 0 else f"{steps}，所以一共有{wrong}名学生。"
        add(Case("prose: arithmetic that does not answer", request, reply, str(a * n), wrong=str(wrong)))
    for i in range(10):
        a, n, c = rng.randint(21, 59), rng.randint(3, 9), rng.randint(2, 9)
        if i % 2:
            request = f"A box holds {a} eggs. Tom buys {n} boxes and {c} eggs break. How many good eggs does he have?"
            reply = f"{a} × {n} = {a * n} eggs. {a * n} - {c} = {a * n - c}, so he has {a * n - c} good eggs."
            add(Case("correct: prose", request, reply, str(a * n - c)))
        else:
            reply = f"{a} × {n} = {a * n}. So {a * n} students are going." if i % 4 == 0 else \
                f"每辆车坐{a}人，{n}辆车一共坐{a}×{n}={a * n}人。"
            add(Case("correct: prose", _CHAIN_REQUESTS[(i // 2) % 2].format(a=a, n=n), reply, str(a * n)))


# A rate and a count whose product is asked: (request, unit of the answer as the reply says it).
_RATE_REQUESTS = (
    ("Each bus holds {a} students. The school needs {n} buses. How many students are going?", " students"),
    ("Pens cost ${a} each. Tom buys {n} pens. How much money does he pay?", " dollars"),
    ("A car travels {a} km per hour for {n} hours. How many km does it travel?", " km"),
    ("Anna earns ${a} an hour and works {n} hours. How much money does she earn?", " dollars"),
    ("每辆车坐{a}人，学校需要{n}辆车，一共有多少学生？", "人"),
    ("每小时走{a}公里，走了{n}小时，一共走了多少公里？", "公里"),
    ("每箱有{a}瓶水，买了{n}箱，一共多少瓶？", "瓶"),
    ("一支笔{a}元，买{n}支笔要多少元？", "元"),
)


def _wrong_operations(rng: random.Random, add) -> None:
    """Issue 15, second half: the wrong operation over the right numbers (a rate plus, minus or divided by
    the count it is per: every amount used once, the arithmetic right), and the right product."""
    for i in range(24):
        n = rng.randint(3, 9)
        a = n * rng.randint(4, 9)
        request, unit = _RATE_REQUESTS[i % len(_RATE_REQUESTS)]
        symbol, wrong = [("+", a + n), ("-", a - n), ("/", a // n)][i % 3]
        steps = f"{a} {symbol} {n} = {wrong}"
        reply = f"{steps}. So the answer is {wrong}{unit}." if i % 8 < 4 else f"{steps}，所以答案是{wrong}{unit}。"
        add(Case("prose: the wrong operation over the right numbers", request.format(a=a, n=n), reply, str(a * n),
                 wrong=str(wrong)))
    for i in range(8):
        n = rng.randint(3, 9)
        a = n * rng.randint(4, 9)
        request, unit = _RATE_REQUESTS[i]
        reply = f"{a} × {n} = {a * n}. So the answer is {a * n}{unit}." if i < 4 else f"{a}×{n}={a * n}，所以答案是{a * n}{unit}。"
        add(Case("correct: prose", request.format(a=a, n=n), reply, str(a * n)))


_NOTES = re.compile(r"\s*\(corrected from [^)]*\)|（原为[^）]*）")
_MARKED = re.compile(r"corrected from|已更正")


def outcome(case: Case, env: Envelope) -> str:
    """kept / changed (a correct reply); corrected / uncertain / wrong_ok (a planted one)."""
    answer = env.answer
    assert answer is not None
    is_op = env.task is not None or case.reply.startswith('{"op"')
    if not case.planted:
        if answer.status != "ok":
            return "changed"
        if is_op:
            return "kept" if answer.value == case.truth else "changed"
        return "kept" if answer.text == case.reply else "changed"
    if answer.status != "ok":
        return "uncertain"
    if is_op:
        return "corrected" if answer.value == case.truth else "wrong_ok"
    shown = _NOTES.sub("", answer.text)
    if _MARKED.search(answer.text) and not _states(shown, case.wrong or ""):
        return "corrected"
    return "wrong_ok"


def _states(text: str, value: str) -> bool:
    """Does `text` show `value` (a number in digits or words, or a weekday's name)?"""
    from dtlib.grounding import english_numbers
    from services.fuser.claims import numbers_in

    if not re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        return value in text
    return Decimal(value) in {n.value for n in numbers_in(text)} | set(english_numbers(text))


async def measure_planted(seed: int = 16) -> dict[str, Any]:
    drafter, fuser, backend = scripted_slow_path()
    rows: dict[str, Counter[str]] = defaultdict(Counter)
    failures: list[str] = []
    cases = generate(seed)
    for case in cases:
        env = await run_case(case, drafter, fuser, backend)
        result = outcome(case, env)
        rows[case.kind][result] += 1
        rows[case.kind]["cases"] += 1
        if result in ("wrong_ok", "changed"):
            failures.append(f"[{result}] {case.request!r} → {case.reply!r} → {env.answer.status}: "
                            f"{env.answer.text[:160]!r}")
    totals: Counter[str] = Counter()
    for counts in rows.values():
        totals.update(counts)
    planted = sum(c["cases"] for k, c in rows.items() if not k.startswith("correct"))
    return {"seed": seed, "cases": len(cases), "planted": planted, "model_calls": backend.calls,
            "rows": {k: dict(v) for k, v in rows.items()}, "totals": dict(totals), "failures": failures}


def planted_table(report: dict[str, Any]):
    from rich.table import Table

    table = Table("kind", "cases", "caught", "corrected", "uncertain", "wrong shown ok",
                  "correct changed",
                  title=f"the planted set ({report['cases']} replies, {report['planted']} planted; seed {report['seed']})")
    for kind, c in report["rows"].items():
        correct = kind.startswith("correct")
        table.add_row(kind, str(c.get("cases", 0)),
                      "" if correct else str(c.get("corrected", 0) + c.get("uncertain", 0)),
                      "" if correct else str(c.get("corrected", 0)), "" if correct else str(c.get("uncertain", 0)),
                      "" if correct else str(c.get("wrong_ok", 0)), str(c.get("changed", 0)) if correct else "")
    t = report["totals"]
    table.add_row("all", str(t.get("cases", 0)), str(t.get("corrected", 0) + t.get("uncertain", 0)),
                  str(t.get("corrected", 0)), str(t.get("uncertain", 0)), str(t.get("wrong_ok", 0)),
                  str(t.get("changed", 0)))
    return table


if __name__ == "__main__":  # python -m dualtrack.bench.slowpath_planted
    report = asyncio.run(measure_planted())
    from rich.console import Console

    Console().print(planted_table(report))
    for line in report["failures"]:
        print(line)
