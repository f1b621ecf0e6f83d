"""English computations: its own frames for every family (not translations of the Chinese ones),
split into two disjoint pools and drawn with one seed per split."""

from __future__ import annotations

import datetime as dt
import math
import random
import re
from fractions import Fraction as F
from typing import Callable

from .common import (
    Row, add_months, basic_operation, capitalised, draw_fractions, draw_mixed, draw_pair, draw_scientific, en_date, en_end, en_words,
    factor_string, fast, full_width, grouped, is_prime, median, num, pick, random_date, render, round_to, rounded, weekday,
)

SOURCE = "gen:en"

LEAD = (
    "Hi, ", "Quick question: ", "Please calculate ", "Can you tell me ", "hey ", "Could you work out ", "I need to know ",
    "Help me figure out: ", "Calculate: ", "Compute ", "Sorry to bother you, ", "what's the answer: ", "Real quick: ",
    "can u tell me ", "Hello! ", "Would you mind telling me ",
)


def lead(rng: random.Random, split: str) -> str:
    return pick(rng, LEAD, split) if rng.random() < 0.45 else ""


def _fin(rng: random.Random, split: str, text: str, category: str, gold: str) -> Row:
    start = lead(rng, split)
    if not start and rng.random() < 0.6:
        text = capitalised(text)
    return fast(start + text + en_end(rng, text), "en", category, gold, SOURCE)


def _row(rng, split, category, frames, gold, **values) -> Row:
    return _fin(rng, split, pick(rng, frames, split).format(**values), category, gold)


# --- arithmetic -----------------------------------------------------------------------------------

PLUS = ("what is {a} plus {b}", "{a} + {b}", "add {a} and {b}", "what's {a} added to {b}", "sum of {a} and {b}",
        "{a} plus {b} equals what", "how much is {a} and {b} together", "what do you get if you add {a} to {b}")
MINUS = ("what is {a} minus {b}", "{a} - {b} = ?", "subtract {b} from {a}", "what's {a} take away {b}",
         "the difference between {a} and {b}", "{a} minus {b}", "how much is {a} less {b}", "take {b} away from {a}")
TIMES = ("what is {a} times {b}", "{a} * {b}", "multiply {a} by {b}", "what's {a} multiplied by {b}", "product of {a} and {b}",
         "{a} x {b}", "how much is {a} times {b}", "{a} times {b} is")
DIVIDE = ("what is {a} divided by {b}", "{a} / {b}", "divide {a} by {b}", "what's {a} over {b}", "how many times does {b} go into {a}",
          "{a} divided by {b}", "the quotient of {a} and {b}", "split {a} into {b} equal parts, how big is each")
NESTED = (("the square of the sum of {a} and {b}", lambda v: (v.a + v.b) ** 2),
          ("{a} plus {b}, then multiply by {c}", lambda v: (v.a + v.b) * v.c),
          ("the sum of {a} and {b}, divided by {c}", lambda v: F(v.a + v.b, v.c)),
          ("the product of {a} and {b} minus {c}", lambda v: v.a * v.b - v.c),
          ("{c} times the difference of {a} and {b}", lambda v: v.c * (v.a - v.b)),
          ("{a} minus {b}, all squared", lambda v: (v.a - v.b) ** 2),
          ("add {a} and {b} and then multiply the result by {c}", lambda v: (v.a + v.b) * v.c),
          ("twice the sum of {a} and {b}", lambda v: 2 * (v.a + v.b)))
SYMBOLS = (("{a} + {b} * {c}", lambda v: v.a + v.b * v.c), ("({a} + {b}) * {c}", lambda v: (v.a + v.b) * v.c),
           ("{a} * ({b} - {c})", lambda v: v.a * (v.b - v.c)), ("{a}*{b}-{c}=", lambda v: v.a * v.b - v.c),
           ("-{a} + {b}", lambda v: -v.a + v.b), ("{a} - {b} - {c}", lambda v: v.a - v.b - v.c),
           ("({a} - {b}) / {d}", lambda v: F(v.a - v.b, v.d)), ("{a} / {d} + {c}", lambda v: F(v.a, v.d) + v.c),
           ("{a} × {b} ÷ {d}", lambda v: F(v.a * v.b, v.d)), ("-{a} * -{b}", lambda v: v.a * v.b))


def arith_words(rng: random.Random, split: str) -> Row:
    # "how many times does b go into a" asks for a whole count: only exact quotients there
    text, gold = basic_operation(rng, split, {"+": PLUS, "-": MINUS, "*": TIMES, "/": DIVIDE}, 2000, (199, 99), 50,
                                 whole_quotient=lambda frame: "go into" in frame)
    return _fin(rng, split, text, "arith.words", num(gold))


def arith_nested(rng: random.Random, split: str) -> Row:
    a, b = sorted((rng.randint(2, 80), rng.randint(2, 80)), reverse=True)
    text, gold = render(rng, NESTED, split, a=a, b=b, c=rng.randint(2, 12))
    return _fin(rng, split, text, "arith.words", num(gold))


def arith_symbols(rng: random.Random, split: str) -> Row:
    values = {"a": rng.randint(10, 900), "b": rng.randint(2, 99), "c": rng.randint(1, 99), "d": rng.choice((2, 4, 5, 8, 16, 20))}
    text, gold = render(rng, SYMBOLS, split, **values)
    return _fin(rng, split, text, "arith.symbols", num(gold))


# --- number forms ------------------------------------------------------------------------------------

FRACTIONS = (("{x} + {y}", lambda v: v.fx + v.fy), ("what is {x} plus {y}", lambda v: v.fx + v.fy), ("{x} minus {y}", lambda v: v.fx - v.fy),
             ("{x} times {y}", lambda v: v.fx * v.fy), ("multiply {x} by {y}", lambda v: v.fx * v.fy), ("{x} - {y}", lambda v: v.fx - v.fy))
MIXED = (("{w} {r}/{s} times {k}", lambda v: v.m * v.k), ("{w} and {r}/{s} plus {k}", lambda v: v.m + v.k),
         ("{w}({r}/{s}) + {k}", lambda v: v.m + v.k), ("what is {k} minus {w} {r}/{s}", lambda v: v.k - v.m))
FULLWIDTH = (("{A}×{B}", lambda v: v.a * v.b), ("{A}＋{B}", lambda v: v.a + v.b), ("what is {A}－{B}", lambda v: v.a - v.b),
             ("{Q}÷{B}", lambda v: F(v.q, v.b)), ("（{A}＋{B}）×３", lambda v: (v.a + v.b) * 3), ("{A} times {B}", lambda v: v.a * v.b))
SCI = (("{m}e{e} + {c}", lambda v: v.big + v.c), ("{m} x 10^{e} divided by {c}", lambda v: v.big / v.c),
       ("{m}*10^{e} - {c}", lambda v: v.big - v.c), ("what is {m}E{e} times {c}", lambda v: v.big * v.c))
SEPARATED = (("{A} + {B}", lambda v: v.a + v.b), ("what is {A} minus {B}", lambda v: v.a - v.b), ("{A} plus {B}", lambda v: v.a + v.b),
             ("-{A} + {B}", lambda v: -v.a + v.b), ("{A} - {B}", lambda v: v.a - v.b), ("add {A} and {B}", lambda v: v.a + v.b))
WORDS_ARITH = (("{A} times {B}", lambda v: v.a * v.b), ("what is {A} plus {B}", lambda v: v.a + v.b), ("{A} minus {B}", lambda v: v.a - v.b),
               ("what's {A} multiplied by {B}", lambda v: v.a * v.b), ("{Q} divided by {B}", lambda v: F(v.q, v.b)),
               ("how much is {A} and {B}", lambda v: v.a + v.b))
MONEY = (("${A} + ${b}", lambda v: v.a + v.b), ("what is ${p} times {k}", lambda v: v.price * v.k), ("${A} minus ${b}", lambda v: v.a - v.b),
         ("¥{A} plus ¥{b}", lambda v: v.a + v.b), ("{k} items at ${p} each", lambda v: v.price * v.k), ("€{A} - €{b}", lambda v: v.a - v.b),
         ("${q} split {k} ways", lambda v: F(v.q, v.k)), ("{A} dollars plus {b} dollars", lambda v: v.a + v.b))


def numbers_forms(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(7)
    category = "numbers.forms"
    if kind == 0:
        x, y = draw_fractions(rng, 9, 12)
        text, gold = render(rng, FRACTIONS, split, fx=x, fy=y, x=f"{x.numerator}/{x.denominator}", y=f"{y.numerator}/{y.denominator}")
    elif kind == 1:
        text, gold = render(rng, MIXED, split, **draw_mixed(rng))
    elif kind == 2:
        v = draw_pair(rng, 11, 99, 30)
        text, gold = render(rng, FULLWIDTH, split, A=full_width(str(v["a"])), B=full_width(str(v["b"])), Q=full_width(str(v["q"])), **v)
    elif kind == 3:
        text, gold = render(rng, SCI, split, **draw_scientific(rng, 7, (2, 4, 5, 8, 10, 20, 40, 125)))
    elif kind == 4:
        a, b = rng.randint(1000, 99_999_999), rng.randint(1000, 9_999_999)
        text, gold = render(rng, SEPARATED, split, A=grouped(a), B=grouped(b), a=a, b=b)
    elif kind == 5:
        a, k, price = rng.randint(20, 2500), rng.randint(2, 12), F(rng.randint(100, 9999), 100)
        text, gold = render(rng, MONEY, split, a=a, A=grouped(a), b=rng.randint(1, 900), k=k, q=k * rng.randint(5, 300),
                            price=price, p=rounded(price, 2))
        category = "money"
    else:
        v = draw_pair(rng, 11, 250, 30)
        text, gold = render(rng, WORDS_ARITH, split, A=en_words(v["a"]), B=en_words(v["b"]), Q=en_words(v["q"]), **v)
        category = "numbers.words"
    return _fin(rng, split, text, category, num(gold))


# --- percent, discount, growth ---------------------------------------------------------------------

PERCENT = ("what is {p}% of {y}", "{p}% of {y}", "calculate {p} percent of {y}", "how much is {p}% of {y}",
           "{p} percent of {y} is what", "find {p}% of {y}", "{p}% of {y} plus {c}", "what's {p}% of {y}, plus {c}")
PERCENT_OF = ("what percent is {a} of {b}", "{a} is what percent of {b}", "what percentage of {b} is {a}",
              "{a} out of {b} as a percentage", "express {a} as a percentage of {b}", "{a} of {b} is what percent",
    "{a} as a percent of {b}", "what % of {b} is {a}",
)


def percent(rng: random.Random, split: str) -> Row:
    if rng.random() < 0.6:
        p, y = rng.choice((5, 10, 12.5, 15, 18, 20, 25, 30, 40, 45, 60, 75, 2, 150)), rng.randint(2, 120) * 10
        p = F(str(p))
        frame, c = pick(rng, PERCENT, split), rng.randint(1, 50)
        gold = p / 100 * y + (c if "{c}" in frame else 0)
        return _fin(rng, split, frame.format(p=num(p), y=y, c=c), "percent", num(gold))
    b = rng.choice((20, 25, 40, 50, 80, 64, 200, 250, 400, 500, 1000))
    a = max(1, b * rng.randint(1, 39) // 40)
    return _row(rng, split, "percent", PERCENT_OF, num(F(a, b) * 100), a=a, b=b)


DISCOUNT = ("{p} dollars with {k}% off", "what is ${p} after a {k}% discount", "a ${p} jacket is {k}% off, what do I pay",
            "price ${p}, discount {k}%, final price", "{k}% off ${p}", "how much is a ${p} item at {k} percent off",
            "the sale takes {k}% off everything. how much is a ${p} lamp now", "take {k}% off {p}",
    "{k} percent off a ${p} item, new price", "${p} with a {k}% discount applied",
)


def discount(rng: random.Random, split: str) -> Row:
    k = rng.choice((10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 5, 12))
    p = rng.choice((rng.randint(2, 100) * 5, rng.randint(10, 999), rng.randint(1, 40) * 20))
    frame = pick(rng, DISCOUNT, split)
    return _fin(rng, split, frame.format(p=p, k=k), "discount", num(p * F(100 - k, 100)))


GROWTH = ("revenue went from {a} to {b}, what is the growth rate", "growth rate from {a} to {b}",
          "sales were {a} in Q2 and {b} in Q3. what's the quarter-over-quarter growth rate",
          "by what percent did it increase from {a} to {b}", "percentage increase from {a} to {b}",
          "last year we had {a} users, this year {b}. year-over-year growth in percent",
          "it rose from {a} to {b}; what is the percent change", "the price went up from ${a} to ${b}, by what percentage",
    "percent growth from {a} to {b}", "what's the growth rate if sales went from {a} to {b}",
)
DECLINE = ("it fell from {a} to {b}, by what percent did it fall", "percentage decrease from {a} to {b}",
           "traffic dropped from {a} to {b}. what's the percent decline", "the price dropped from ${a} to ${b}; by how many percent",
           "sales declined from {a} to {b}. what is the rate of decline", "from {a} down to {b}, what percent decrease is that",
    "percent decrease from {a} to {b}", "went down from {a} to {b} - what is the percentage drop",
)


def growth(rng: random.Random, split: str) -> Row:
    a = rng.choice((20, 40, 50, 64, 80, 125, 160, 200, 250, 320, 400, 500, 800, 1000, 2500))
    change = F(rng.choice((5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 80, 4, 100)), 100)
    if rng.random() < 0.6:
        b = a * (1 + change)
        b = b if b.denominator == 1 else F(a * 3)
        return _row(rng, split, "growth", GROWTH, num((b - a) / a * 100), a=a, b=num(b))
    change = min(change, F(90, 100))
    b = a * (1 - change)
    b = b if b.denominator == 1 else F(a, 2)
    return _row(rng, split, "growth", DECLINE, num((a - b) / a * 100), a=a, b=num(b))


# --- statistics, powers, integers -------------------------------------------------------------------

STATS = (("what is the average of {xs}", "mean"), ("mean of {xs}", "mean"), ("sum of {xs}", "sum"), ("max of {xs}", "max"),
         ("what's the smallest number in {xs}", "min"), ("median of {xs}", "median"), ("add up {xs}", "sum"),
         ("find the mean of these numbers: {xs}", "mean"), ("which is the largest: {xs}", "max"),
         ("what is the median of the numbers {xs}", "median"), ("minimum of {xs}", "min"),
         ("my test scores were {xs}. what's my average", "mean"), ("total of {xs}", "sum"), ("the median of {xs}", "median"))


def stats(rng: random.Random, split: str) -> Row:
    frame, kind = pick(rng, STATS, split)
    n = rng.randint(3, 8)
    xs = [rng.randint(-20, 150) if rng.random() < 0.15 else rng.randint(1, 150) for _ in range(n)]
    listed = ", ".join(map(str, xs)) if rng.random() < 0.7 else ", ".join(map(str, xs[:-1])) + f" and {xs[-1]}"
    gold = {"mean": F(sum(xs), n), "sum": sum(xs), "max": max(xs), "min": min(xs), "median": median(xs)}[kind]
    return _fin(rng, split, frame.format(xs=listed), "stats", num(gold))


POWERS = ("{a} squared", "{a} cubed", "{a} to the power of {n}", "{a}^{n}", "what is {a} raised to the {n}th power",
          "{a} to the {n}th", "what's the square of {a}", "{a}**{n}")
ROOTS = ("square root of {x}", "what is the square root of {x}", "sqrt({x})", "sqrt of {x}", "the positive square root of {x}",
         "what's √{x}")
CUBE = ("cube root of {x}", "what is the cube root of {x}",
    "the cube root of {x}", "∛{x}", "cube root {x}",
)
FACTORIAL = ("{n} factorial", "{n}!", "what is the factorial of {n}", "factorial of {n}",
    "compute {n}!", "what's {n} factorial",
)
ROOT_ROUND = ("square root of {x} to {k} decimal places", "sqrt({x}) rounded to {k} places",
              "what is the square root of {x}, rounded to {k} decimals", "√{x} to {k} d.p.",
    "the square root of {x}, {k} decimal places", "give me sqrt {x} to {k} decimal places",
)


def power_root(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(5)
    if kind == 0:
        frame = pick(rng, POWERS, split)
        a, n = rng.randint(2, 25), rng.randint(4, 7) if "th" in frame else rng.randint(2, 7)
        n = 2 if "square" in frame else 3 if "cube" in frame else n
        if a**n > 10**10:
            a = rng.randint(2, 9)
        return _fin(rng, split, frame.format(a=a, n=n), "power_root", num(F(a) ** n))
    if kind == 1:
        r = rng.randint(2, 150)
        return _row(rng, split, "power_root", ROOTS, str(r), x=r * r)
    if kind == 2:
        r = rng.randint(2, 30)
        return _row(rng, split, "power_root", CUBE, str(r), x=r**3)
    if kind == 3:
        n = rng.randint(3, 18)
        return _row(rng, split, "power_root", FACTORIAL, str(math.factorial(n)), n=n)
    x, k = rng.choice((2, 3, 5, 7, 8, 10, 14, 19, 30, 42, 77, 200)), rng.randint(1, 5)
    scaled = math.isqrt(x * 10 ** (2 * k + 2))
    return _row(rng, split, "power_root", ROOT_ROUND, rounded(F(scaled, 10 ** (k + 1)), k), x=x, k=k)


FACTOR = ("prime factorization of {n}", "factorize {n}", "what are the prime factors of {n}", "factor {n} into primes",
          "break {n} down into prime factors", "prime factorisation of {n} please", "write {n} as a product of primes",
          "what is {n} in prime factors")
PRIME = ("is {n} prime", "is {n} a prime number", "check if {n} is prime", "{n} prime or not", "is {n} a prime",
         "tell me whether {n} is prime", "is the number {n} prime", "prime check: {n}")
GCD = ("gcd of {a} and {b}", "what is the greatest common divisor of {a} and {b}", "HCF of {a} and {b}",
       "greatest common factor of {a} and {b}",
    "what's the gcd of {a} and {b}", "greatest common divisor of {a} and {b}", "highest common factor of {a} and {b}", "GCD({a}, {b})",
)
LCM = ("lcm of {a} and {b}", "least common multiple of {a} and {b}", "what is the lowest common multiple of {a} and {b}",
       "LCM({a}, {b})",
    "what's the lcm of {a} and {b}", "smallest common multiple of {a} and {b}", "least common multiple of {a}, {b}", "lowest common multiple of {a} and {b}",
)


def factorize(rng: random.Random, split: str) -> Row:
    n = 1
    while n < 12 or is_prime(n):
        n = math.prod(rng.choice((2, 2, 3, 3, 5, 7, 7, 11, 13, 37, 41, 53, 89, 103)) for _ in range(rng.randint(2, 7)))
    return _row(rng, split, "factorize", FACTOR, factor_string(n), n=n)


def prime(rng: random.Random, split: str) -> Row:
    n = rng.choice((rng.randint(2, 100_000), rng.randint(2, 300), 30 * rng.randint(1, 3000) + rng.choice((1, 7, 11, 13, 17, 19, 23, 29))))
    return _row(rng, split, "prime", PRIME, "true" if is_prime(n) else "false", n=n)


def gcd_lcm(rng: random.Random, split: str) -> Row:
    g = rng.randint(2, 40)
    a, b = g * rng.randint(2, 25), g * rng.randint(2, 25)
    if a == b:
        b += g
    if rng.random() < 0.5:
        return _row(rng, split, "gcd_lcm", GCD, str(math.gcd(a, b)), a=a, b=b)
    return _row(rng, split, "gcd_lcm", LCM, str(a * b // math.gcd(a, b)), a=a, b=b)


# --- dates ----------------------------------------------------------------------------------------------

DIFF = ("how many days between {d1} and {d2}", "how many days from {d1} to {d2}", "days from {d1} until {d2}",
        "number of days between {d1} and {d2}", "how many days are there from {d1} to {d2}", "what's the day count from {d1} to {d2}",
        "how long is it from {d1} to {d2} in days", "count the days from {d1} to {d2}")
DIFF_INCL = ("how many days from {d1} to {d2} inclusive", "days between {d1} and {d2}, counting both ends",
             "how many days from {d1} to {d2}, including both dates", "number of days from {d1} through {d2}, both days included",
             "{d1} to {d2} inclusive, how many days", "how many days from {d1} to {d2} (inclusive)")
ADD = ("what date is {n} days after {d}", "{n} days after {d}", "{d} plus {n} days", "what is the date {n} days from {d}",
       "add {n} days to {d}", "which day is {n} days later than {d}")
SUB = ("what date is {n} days before {d}", "{n} days before {d}", "{d} minus {n} days", "go back {n} days from {d}",
    "{d} minus {n} days, what date is that", "{n} days prior to {d}", "what was the date {n} days before {d}", "subtract {n} days from {d}",
)
DATE_UNITS = ("{n} weeks after {d}", "what is the date {n} weeks from {d}", "{n} months after {d}", "add {n} months to {d}",
         "{d} plus {n} years", "{n} weeks before {d}")
NEIGHBOUR = ("the day before {d}", "what day comes after {d}", "what was the date the day before {d}", "the day after {d}",
    "the date after {d}", "what date was the day before {d}", "day after {d}", "which date comes right before {d}",
)
WEEKDAY = ("what day of the week is {d}", "what weekday was {d}", "which day of the week does {d} fall on",
           "day of week for {d}", "was {d} a weekday or weekend, which day exactly", "what day was {d}")


def date_diff(rng: random.Random, split: str) -> Row:
    d1 = random_date(rng)
    d2 = d1 + dt.timedelta(days=rng.randint(1, 1200))
    style = rng.randrange(8)
    s1, s2 = en_date(d1, style), en_date(d2, style)
    days = (d2 - d1).days
    if rng.random() < 0.3:
        return _row(rng, split, "date_diff", DIFF_INCL, str(days + 1), d1=s1, d2=s2)
    return _row(rng, split, "date_diff", DIFF, str(days), d1=s1, d2=s2)


def date_add(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(4)
    style = rng.randrange(8)
    if kind == 0:
        d, n = random_date(rng), rng.choice((rng.randint(1, 60), rng.randint(60, 500), 90, 100, 45))
        return _row(rng, split, "date_add", ADD, (d + dt.timedelta(days=n)).isoformat(), d=en_date(d, style), n=n)
    if kind == 1:
        d, n = random_date(rng), rng.randint(1, 300)
        return _row(rng, split, "date_add", SUB, (d - dt.timedelta(days=n)).isoformat(), d=en_date(d, style), n=n)
    if kind == 2:
        d = random_date(rng) if rng.random() < 0.5 else dt.date(rng.randint(2019, 2028), rng.choice((1, 3, 3, 7)), 1)
        frame = pick(rng, NEIGHBOUR, split)
        shift = -1 if "before" in frame else 1
        return _fin(rng, split, frame.format(d=en_date(d, style)), "date_add", (d + dt.timedelta(days=shift)).isoformat())
    d = dt.date(rng.randint(2019, 2027), rng.randint(1, 12), rng.randint(1, 28))
    frame, n = pick(rng, DATE_UNITS, split), rng.randint(1, 20)
    if "weeks" in frame:
        gold = d + dt.timedelta(weeks=-n if "before" in frame else n)
    elif "years" in frame:
        n = rng.randint(2, 12)
        gold = add_months(d, 12 * n)
    else:
        n = max(n, 2)
        gold = add_months(d, n)
    return _fin(rng, split, frame.format(d=en_date(d, style), n=n), "date_add", gold.isoformat())


def weekday_row(rng: random.Random, split: str) -> Row:
    d = random_date(rng, 1970, 2040)
    return _row(rng, split, "weekday", WEEKDAY, weekday(d), d=en_date(d, rng.randrange(8)))


RELATIVE = (("what's the date tomorrow", 1), ("what was yesterday's date", -1), ("what date is {n} days from today", "n"),
            ("what was the date {n} days ago", "-n"), ("the date {n} days from now", "n"), ("what date will it be in {n} days", "n"),
            ("what's the date the day after tomorrow", 2), ("{n} days before today, what date was that", "-n"))
RELATIVE_WEEKDAY = (("what day of the week is it today", 0), ("what day of the week is it tomorrow", 1), ("which weekday is today", 0),
                    ("what weekday will it be tomorrow", 1))
RELATIVE_DIFF = ("how many days until {d}", "how many days from today to {d}", "days left until {d}", "how long until {d}, in days",
    "days remaining until {d}", "how many days from now until {d}",
)


def relative(rng: random.Random, split: str) -> Row:
    today = random_date(rng, 2023, 2026)
    kind = rng.randrange(3)
    if kind == 0:
        frame, shift = pick(rng, RELATIVE, split)
        n = rng.randint(3, 200)
        days = shift if isinstance(shift, int) else (n if shift == "n" else -n)
        text, gold = frame.format(n=n), (today + dt.timedelta(days=days)).isoformat()
    elif kind == 1:
        frame, shift = pick(rng, RELATIVE_WEEKDAY, split)
        text, gold = frame, weekday(today + dt.timedelta(days=shift))
    else:
        target = today + dt.timedelta(days=rng.randint(2, 400))
        text, gold = pick(rng, RELATIVE_DIFF, split).format(d=en_date(target, rng.randrange(3))), str((target - today).days)
    row = _fin(rng, split, text, "date_relative", gold)
    row.context = {"today": today.isoformat()}
    return row


# --- strings, rounding, units ------------------------------------------------------------------------

WORDS = ("hello world", "Stressed", "OpenAI", "parser", "Mississippi", "banana", "level", "Kafka Streams", "fast and slow",
         "racecar", "abc123", "The Quick Brown Fox", "tennessee", "bookkeeper", "dualtrack", "PostgreSQL", "committee",
         "NaN", "straw", "Jaeger", "aardvark", "x", "Hello, World!", "pepper", "sandbox")
REVERSE = ("reverse '{w}'", 'reverse the string "{w}"', 'what is "{w}" backwards', "spell '{w}' backwards",
           'write "{w}" in reverse order', 'reverse "{w}" please',
    "can you reverse '{w}'", "\"{w}\" reversed",
)
UPPER = ("convert '{w}' to uppercase", 'uppercase "{w}"', 'what is "{w}" in all caps', "make '{w}' upper case",
    "'{w}' in uppercase", "capitalize every letter of \"{w}\"",
)
LOWER = ("convert '{w}' to lowercase", 'lowercase "{w}"', 'what is "{w}" in lower case', "make '{w}' all lowercase",
    "'{w}' in lowercase", "turn \"{w}\" into lower case",
)
LENGTH = ('how many characters are in "{w}"', "length of the string '{w}'", 'how long is the string "{w}"',
          "count the characters in '{w}'",
    "what is the length of \"{w}\"", "number of characters in '{w}'",
)
COUNT = ("how many times does the letter '{c}' appear in '{w}'", 'count the "{c}"s in "{w}"',
         "how many {c}'s are in the word '{w}'", 'number of occurrences of "{c}" in "{w}"',
    "in '{w}', how many times does '{c}' occur", "count occurrences of the letter {c} in \"{w}\"",
)


def string(rng: random.Random, split: str) -> Row:
    word = rng.choice(WORDS)
    kind = rng.randrange(5)
    if kind == 0:
        return _row(rng, split, "string", REVERSE, word[::-1], w=word)
    if kind == 1:
        return _row(rng, split, "string", UPPER, word.upper(), w=word)
    if kind == 2:
        return _row(rng, split, "string", LOWER, word.lower(), w=word)
    if kind == 3:
        letters = [c for c in set(word) if c.isalpha() and word.lower().count(c.lower()) == word.count(c)]
        if letters:
            c = rng.choice(sorted(letters))
            return _row(rng, split, "string", COUNT, str(word.count(c)), w=word, c=c)
    return _row(rng, split, "string", LENGTH, str(len(word)), w=word)


ROUND_PLACES = ("{a}/{b} to {k} decimal places", "{a} divided by {b}, rounded to {k} decimal places",
                "what is {a}/{b} rounded to {k} places", "divide {a} by {b} and round to {k} decimals")
ROUND_VALUE = ("round {x} to 2 decimal places", "round {x} to the nearest whole number", "{x} rounded to one decimal place",
               "round {x} to two decimals",
    "round {x} to one decimal place", "{x} to the nearest whole number", "{x} rounded to 2 decimal places", "round {x} to one decimal",
)
ROUND_TEN = ("round {n} to the nearest ten", "{n} rounded to the nearest hundred", "round {n} to the nearest thousand",
             "what is {n} to the nearest 10",
    "{n} to the nearest hundred", "round {n} to the nearest 1000",
)


def rounding(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(3)
    if kind == 0:
        a, b, k = rng.randint(1, 500), rng.choice((3, 7, 9, 11, 12, 13, 14, 17, 23, 33)), rng.randint(1, 5)
        return _row(rng, split, "rounding", ROUND_PLACES, rounded(F(a, b), k), a=a, b=b, k=k)
    if kind == 1:
        frame = pick(rng, ROUND_VALUE, split)
        x = F(rng.randint(1, 999999), 1000)
        places = 0 if "whole" in frame else 1 if "one" in frame else 2
        return _fin(rng, split, frame.format(x=num(x)), "rounding", rounded(x, places))
    frame = pick(rng, ROUND_TEN, split)
    n = rng.randint(100, 999999)
    step = 1000 if re.search(r"thousand|1000", frame) else 100 if re.search(r"hundred|100\b", frame) else 10
    return _fin(rng, split, frame.format(n=n), "rounding", round_to(n, step))


UNITS = (("how many meters in {x} km", 1000), ("{x} km in meters", 1000), ("convert {x} cm to m", F(1, 100)),
         ("{x} kg to grams", 1000), ("how many grams is {x} kg", 1000), ("{x} g in kg", F(1, 1000)),
         ("how many minutes are in {x} hours", 60), ("{x} minutes in seconds", 60), ("convert {x} hours to seconds", 3600),
         ("{x} days is how many weeks", F(1, 7)), ("how many days in {x} weeks", 7), ("{x} meters to kilometers", F(1, 1000)),
         ("{x} mm in cm", F(1, 10)), ("how many hours is {x} minutes", F(1, 60)), ("{x} m in cm", 100),
         ("how many seconds in {x} minutes", 60))
DURATION = ("how many minutes is {h} hours and {m} minutes", "{h}h {m}min in minutes", "convert {h} hours {m} minutes to minutes",
            "{h} hr {m} min = how many seconds",
    "{h} hours {m} minutes in seconds", "how many minutes are {h} hours and {m} minutes",
)


def units(rng: random.Random, split: str) -> Row:
    if rng.random() < 0.25:
        h, m = rng.randint(1, 23), rng.randint(1, 59)
        frame = pick(rng, DURATION, split)
        gold = (h * 60 + m) * (60 if "seconds" in frame else 1)
        return _fin(rng, split, frame.format(h=h, m=m), "units", num(gold))
    frame, factor = pick(rng, UNITS, split)
    x = rng.choice((rng.randint(1, 250), F(rng.randint(1, 99), 10), rng.randint(1, 40) * 7, F(rng.randint(1, 99), 4)))
    return _fin(rng, split, frame.format(x=num(x)), "units", num(x * factor))


MAKERS: tuple[tuple[Callable[[random.Random, str], Row], int], ...] = (
    (arith_words, 50), (arith_nested, 30), (arith_symbols, 35), (numbers_forms, 65), (percent, 35), (discount, 30),
    (growth, 35), (stats, 35), (power_root, 40), (factorize, 20), (prime, 20), (gcd_lcm, 20), (date_diff, 40),
    (date_add, 40), (weekday_row, 20), (relative, 30), (string, 35), (rounding, 30), (units, 35),
)
