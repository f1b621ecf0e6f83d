"""Seeded computation questions in English and Chinese, each with its gold answer.

Gold values are computed here with Fraction, datetime and plain Python, never by the parser or
the sandbox, so a benchmark built from them checks both. Every family has several phrasings;
phrasings whose index is in `HELD_OUT` (every fourth) are used only by the routing benchmark, so
the benchmark also measures phrasings the classifier never saw in training.
"""

from __future__ import annotations

import calendar
import datetime as dt
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction

from .numerals import to_chinese


@dataclass(frozen=True)
class Example:
    text: str
    lang: str
    family: str
    gold: str | None = None  # the exact answer; None when it is not checked


def held_out(index: int) -> bool:
    return index % 4 == 3


def frac_str(x: Fraction) -> str:
    """A Fraction as a decimal string with up to 30 places (the benchmark compares with tolerance)."""
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    x = abs(x)
    whole, rest = divmod(x.numerator, x.denominator)
    digits = []
    for _ in range(30):
        rest *= 10
        digit, rest = divmod(rest, x.denominator)
        digits.append(str(digit))
        if rest == 0:
            break
    return f"{sign}{whole}.{''.join(digits)}"


# --- number and date writers ----------------------------------------------------------------


def en_number(r: random.Random, n: int) -> str:
    return f"{n:,}" if n >= 10_000 and r.random() < 0.5 else str(n)


def zh_number(r: random.Random, n: int) -> str:
    roll = r.random()
    if n >= 10_000 and n % 10_000 == 0 and roll < 0.5:
        return f"{n // 10_000}万"
    if n < 100_000 and roll < 0.15:
        return to_chinese(n)
    return str(n)


def random_date(r: random.Random, lo: int = 1990, hi: int = 2035) -> dt.date:
    return dt.date(r.randint(lo, hi), 1, 1) + dt.timedelta(days=r.randint(0, 364))


def en_date(r: random.Random, d: dt.date) -> str:
    style = r.randrange(4)
    if style == 0:
        return d.isoformat()
    if style == 1:
        return f"{calendar.month_name[d.month]} {d.day}, {d.year}"
    if style == 2:
        return f"{d.day} {calendar.month_name[d.month]} {d.year}"
    return f"{d.year}/{d.month}/{d.day}"


def zh_date(r: random.Random, d: dt.date) -> str:
    style = r.randrange(3)
    if style == 0:
        return f"{d.year}年{d.month}月{d.day}日"
    if style == 1:
        return d.isoformat()
    return f"{d.year}/{d.month}/{d.day}"


def add_months(d: dt.date, months: int) -> dt.date:
    index = d.year * 12 + d.month - 1 + months
    year, month0 = divmod(index, 12)
    day = min(d.day, calendar.monthrange(year, month0 + 1)[1])
    return dt.date(year, month0 + 1, day)


def factor_string(n: int) -> str:
    parts, p = [], 2
    while p * p <= n:
        k = 0
        while n % p == 0:
            n //= p
            k += 1
        if k:
            parts.append(str(p) if k == 1 else f"{p}^{k}")
        p += 1 if p == 2 else 2
    if n > 1:
        parts.append(str(n))
    return "*".join(parts)


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    p = 2
    while p * p <= n:
        if n % p == 0:
            return False
        p += 1
    return True


# --- families -------------------------------------------------------------------------------

Family = Callable[[random.Random, str], Example]
FAMILIES: dict[str, Family] = {}


def family(name: str) -> Callable[[Family], Family]:
    def register(fn: Family) -> Family:
        FAMILIES[name] = fn
        return fn
    return register


def _pick(r: random.Random, phrasings: list[str], split: str) -> tuple[int, str]:
    indices = [i for i in range(len(phrasings)) if held_out(i) == (split == "bench")]
    i = r.choice(indices or list(range(len(phrasings))))
    return i, phrasings[i]


_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
        "/": lambda a, b: a / b}


def _expression(r: random.Random) -> tuple[str, Fraction]:
    terms = r.randint(2, 4)
    values = [Fraction(r.choice([r.randint(1, 99), r.randint(1, 9999), r.randint(1, 999)])) for _ in range(terms)]
    if r.random() < 0.15:
        values[0] = Fraction(r.randint(1, 999), 10)
    ops = [r.choice("+-*/") for _ in range(terms - 1)]
    text = frac_str(values[0])
    # Python's own precedence gives the gold: evaluate on Fractions by building the source.
    source = f"Fraction('{frac_str(values[0])}')"
    paren = terms >= 3 and r.random() < 0.3
    for i, (op, v) in enumerate(zip(ops, values[1:])):
        spacer = " " if r.random() < 0.5 else ""
        text += f"{spacer}{op}{spacer}{frac_str(v)}"
        source += f"{op}Fraction('{frac_str(v)}')"
        if paren and i == 0:
            text, source = f"({text})", f"({source})"
    try:
        gold = eval(source, {"Fraction": Fraction})  # noqa: S307 - our own generated source
    except ZeroDivisionError:
        return _expression(r)
    return text, gold


@family("arithmetic")
def arithmetic(r: random.Random, split: str) -> Example:
    lang = r.choice(["en", "zh"])
    text, gold = _expression(r)
    if lang == "en":
        phrasings = ["{e}", "What is {e}?", "Calculate {e}", "{e} = ?", "Compute {e}.", "How much is {e}?",
                     "what's {e}", "Evaluate {e}", "Please work out {e}", "{e} equals what?",
                     "Can you calculate {e} for me?", "{e}=", "Quick question: what is {e}?",
                     "Solve {e}", "what is {e} equal to"]
    else:
        phrasings = ["{e}等于多少", "{e}=?", "计算{e}", "请计算{e}", "{e}是多少", "算一下{e}",
                     "帮我算算{e}等于几", "{e}等于多少？", "{e}的结果是多少", "请问{e}等于多少",
                     "求{e}的值", "{e} = ？"]
    _, phrasing = _pick(r, phrasings, split)
    return Example(phrasing.format(e=text), lang, "arithmetic", frac_str(gold))


@family("word_arithmetic")
def word_arithmetic(r: random.Random, split: str) -> Example:
    a, b = r.randint(1, 9999), r.randint(1, 999)
    op = r.choice("+-*/")
    gold = _OPS[op](Fraction(a), Fraction(b))
    if r.random() < 0.5:
        words = {"+": ["plus", "added to"], "-": ["minus"], "*": ["times", "multiplied by"],
                 "/": ["divided by"]}[op]
        phrasings = ["What is {a} {w} {b}?", "{a} {w} {b}", "how much is {a} {w} {b}", "Calculate {a} {w} {b}.",
                     "what's {a} {w} {b}?", "{a} {w} {b} equals?"]
        w = words[0]
        _, phrasing = _pick(r, phrasings, split)
        return Example(phrasing.format(a=en_number(r, a), b=en_number(r, b), w=w), "en", "word_arithmetic", frac_str(gold))
    w = {"+": "加", "-": "减去", "*": "乘以", "/": "除以"}[op]
    phrasings = ["{a}{w}{b}等于多少", "{a}{w}{b}是多少", "请问{a}{w}{b}等于几", "{a}{w}{b}得多少",
                 "算一下{a}{w}{b}", "{a}{w}{b}的结果是多少"]
    _, phrasing = _pick(r, phrasings, split)
    return Example(phrasing.format(a=zh_number(r, a), b=zh_number(r, b), w=w), "zh", "word_arithmetic", frac_str(gold))


@family("power")
def power(r: random.Random, split: str) -> Example:
    a, b = r.randint(2, 30), r.randint(2, 12)
    gold = str(a ** b)
    if r.random() < 0.5:
        phrasings = ["What is {a}^{b}?", "{a} to the power of {b}", "Calculate {a}^{b}", "{a}**{b}", "what is {a} raised to the power of {b}"]
        _, p = _pick(r, phrasings, split)
        return Example(p.format(a=a, b=b), "en", "power", gold)
    phrasings = ["{a}的{b}次方是多少", "计算{a}^{b}", "{a}的{b}次方等于多少", "{a}^{b}等于几", "求{a}的{b}次方"]
    _, p = _pick(r, phrasings, split)
    return Example(p.format(a=a, b=b), "zh", "power", gold)


@family("percent_of")
def percent_of(r: random.Random, split: str) -> Example:
    p = r.choice([r.randint(1, 99), r.choice([5, 10, 12.5, 15, 17, 20, 25, 30, 33, 40, 50, 75])])
    n = r.choice([r.randint(10, 5000), r.randint(1000, 200000)])
    gold = frac_str(Fraction(str(p)) / 100 * n)
    if r.random() < 0.5:
        phrasings = ["What is {p}% of {n}?", "{p} percent of {n}", "Calculate {p}% of {n}", "How much is {p}% of {n}?",
                     "What's a {p}% tip on ${n}?", "what is {p} percent of {n}", "Find {p}% of {n}.", "{p}% of {n}"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(p=p, n=en_number(r, n)), "en", "percent_of", gold)
    phrasings = ["{n}的{p}%是多少", "{n}的百分之{pc}是多少", "求{n}的{p}%", "{p}%的{n}是多少", "{n}元的{p}%是多少钱",
                 "计算{n}的{p}%", "{n}的百分之{pc}等于多少"]
    _, ph = _pick(r, phrasings, split)
    pc = to_chinese(int(p)) if float(p).is_integer() else str(p)
    return Example(ph.format(p=p, n=zh_number(r, n), pc=pc), "zh", "percent_of", gold)


@family("growth_rate")
def growth_rate(r: random.Random, split: str) -> Example:
    old = r.randint(10, 5000) * r.choice([1, 10, 100])
    new = max(1, int(old * r.uniform(0.5, 2.5)))
    gold = frac_str((Fraction(new) - old) / old * 100)
    if r.random() < 0.5:
        phrasings = ["Revenue grew from {a} to {b}. What is the growth rate?",
                     "What is the percentage increase from {a} to {b}?",
                     "Sales rose from {a} to {b}; by what percent?",
                     "What is the percent change from {a} to {b}?",
                     "Users increased from {a} to {b}, what's the growth rate?",
                     "growth rate from {a} to {b}",
                     "The price went from {a} to {b}. What is the percentage change?",
                     "By what percent did revenue grow from {a} to {b}?"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(a=en_number(r, old), b=en_number(r, new)), "en", "growth_rate", gold)
    unit = r.choice(["", "万", "元"])
    phrasings = ["营收从{a}{u}增长到{b}{u}，增长率是多少", "销售额从{a}{u}增加到{b}{u}，增幅是多少？",
                 "利润从{a}{u}变为{b}{u}，变化率是多少", "用户数从{a}增长至{b}，增长率为多少",
                 "从{a}{u}到{b}{u}的增长率是多少", "收入从{a}{u}涨到{b}{u}，涨幅是多少"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(a=old, b=new, u=unit), "zh", "growth_rate", gold)


@family("discount")
def discount(r: random.Random, split: str) -> Example:
    price = r.choice([r.randint(10, 2000), r.randint(1, 99) * 10])
    if r.random() < 0.5:
        k = r.choice([5, 6, 7, 7.5, 8, 8.5, 9, 9.5])
        gold = frac_str(Fraction(price) * Fraction(str(k)) / 10)
        kc = r.choice([str(k), to_chinese(int(k)) if float(k).is_integer() else str(k)])
        phrasings = ["原价{p}元打{k}折", "原价{p}元，打{k}折后多少钱", "一件{p}元的衣服打{k}折是多少钱",
                     "{p}元的商品打{k}折后的价格是多少", "原价{p}元的东西打{k}折，现价是多少", "{p}元打{k}折是多少"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(p=price, k=kc), "zh", "discount", gold)
    off = r.choice([5, 10, 15, 20, 25, 30, 40, 50, 60, 70])
    gold = frac_str(Fraction(price) * (100 - off) / 100)
    phrasings = ["What is the price of a ${p} item with {d}% off?", "{d}% off ${p}", "what is {d}% off {p} dollars",
                 "The price of a {p} dollar jacket after a {d}% discount", "a ${p} coat with a {d}% discount",
                 "can you tell me what {d}% off {p} is"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(p=price, d=off), "en", "discount", gold)


@family("factorize")
def factorize(r: random.Random, split: str) -> Example:
    n = r.choice([r.randint(12, 999), r.randint(1000, 99999), r.randint(100000, 99999999)])
    gold = factor_string(n)
    if r.random() < 0.5:
        phrasings = ["Find the prime factors of {n}", "What is the prime factorization of {n}?", "Factorize {n}",
                     "prime factorization of {n}", "What are the prime factors of {n}?", "factorise {n} into primes"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(n=n), "en", "factorize", gold)
    phrasings = ["求{n}的质因数", "把{n}分解质因数", "{n}的质因数有哪些", "分解质因数：{n}", "{n}的质因数分解是什么",
                 "请把{n}分解质因数"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(n=n), "zh", "factorize", gold)


@family("is_prime")
def prime(r: random.Random, split: str) -> Example:
    n = r.choice([r.randint(2, 500), r.randint(500, 100000)])
    gold = "true" if is_prime(n) else "false"
    if r.random() < 0.5:
        phrasings = ["Is {n} a prime number?", "Is {n} prime?", "Check whether {n} is prime", "is {n} prime or not",
                     "Determine if {n} is a prime number"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(n=n), "en", "is_prime", gold)
    phrasings = ["{n}是质数吗", "{n}是不是素数", "判断{n}是否为质数", "{n}是素数吗？", "{n}是质数还是合数"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(n=n), "zh", "is_prime", gold)


# (factor to the base unit, English names, Chinese name) for units with one standard
_CONVERSIONS = [
    [(Fraction(1000), ["km", "kilometers", "kilometres"], "公里"), (Fraction(1), ["m", "meters", "metres"], "米"),
     (Fraction(1, 100), ["cm", "centimeters", "centimetres"], "厘米"), (Fraction(1609344, 1000), ["miles"], "英里"),
     (Fraction(3048, 10000), ["feet", "ft"], "英尺"), (Fraction(254, 10000), ["inches"], "英寸")],
    [(Fraction(1000), ["kg", "kilograms"], "千克"), (Fraction(1), ["grams", "g"], "克"),
     (Fraction(45359237, 100000), ["lb", "lbs"], "磅")],
    [(Fraction(3600), ["hours"], "小时"), (Fraction(60), ["minutes"], "分钟"), (Fraction(1), ["seconds"], "秒")],
    [(Fraction(1), ["liters", "litres", "L"], "升"), (Fraction(1, 1000), ["ml", "milliliters"], "毫升")],
]


@family("convert")
def convert(r: random.Random, split: str) -> Example:
    """A unit conversion with one standard, or a temperature (the scales' offsets), asked plainly or
    about the amount of a short story."""
    if r.random() < 0.25:
        c = r.randint(-20, 250)
        to_c = r.random() < 0.5
        f = Fraction(c * 9, 5) + 32
        value, gold = (f, Fraction(c)) if to_c else (Fraction(c), f)
        if r.random() < 0.5:
            src, dst = ("°F", "°C") if to_c else ("°C", "°F")
            names = ("Fahrenheit", "Celsius") if to_c else ("Celsius", "Fahrenheit")
            phrasings = ["What is {v}{s} in {d}?", "{v}{s} in {n}", "convert {v}{s} to {d}", "{v} degrees {m} to {n}",
                         "The oven is set to {v}{s}. What's that in {d}?", "how much is {v}{s} in {n}"]
            _, ph = _pick(r, phrasings, split)
            return Example(ph.format(v=frac_str(value), s=src, d=dst, n=names[1], m=names[0]), "en", "convert",
                           frac_str(gold))
        src, dst = ("华氏", "摄氏") if to_c else ("摄氏", "华氏")
        phrasings = ["{s}{v}度等于多少{d}度", "{v}{u}是多少{w}", "{s}{v}度是{d}多少度", "把{v}{u}换算成{w}"]
        units_zh = ("华氏度", "摄氏度") if to_c else ("摄氏度", "华氏度")
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(s=src, d=dst, v=frac_str(value), u=units_zh[0], w=units_zh[1]), "zh", "convert",
                       frac_str(gold))
    source, target = r.sample(r.choice(_CONVERSIONS), 2)
    value = Fraction(r.choice([r.randint(1, 100), r.randint(1, 5000), r.randint(1, 999)]), r.choice([1, 1, 10, 100]))
    gold = value * source[0] / target[0]
    if r.random() < 0.5:
        phrasings = ["How many {t} is {v} {s}?", "{v} {s} in {t}", "convert {v} {s} to {t}", "What is {v} {s} in {t}?",
                     "How many {t} are in {v} {s}?", "{v} {s} = ? {t}", "The label says {v} {s}. How many {t} is that?",
                     "how much is {v} {s} in {t}"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(v=frac_str(value), s=r.choice(source[1]), t=r.choice(target[1])), "en", "convert",
                       frac_str(gold))
    phrasings = ["{v}{s}等于多少{t}", "{v}{s}是多少{t}", "{v}{s}合多少{t}", "把{v}{s}换算成{t}", "{v}{s}换算成{t}是多少",
                 "标签上写着{v}{s}，合多少{t}？"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(v=frac_str(value), s=source[2], t=target[2]), "zh", "convert", frac_str(gold))


@family("sqrt")
def square_root(r: random.Random, split: str) -> Example:
    n = r.choice([r.randint(2, 100) ** 2, r.randint(2, 100000)])
    from decimal import Decimal, getcontext
    getcontext().prec = 40
    gold = str(Decimal(n).sqrt())
    if r.random() < 0.5:
        phrasings = ["What is the square root of {n}?", "sqrt({n})", "√{n}", "square root of {n}", "Find the square root of {n}"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(n=n), "en", "sqrt", gold)
    phrasings = ["{n}的平方根是多少", "根号{n}等于多少", "求{n}的平方根", "{n}的算术平方根", "√{n}是多少"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(n=n), "zh", "sqrt", gold)


@family("gcd_lcm")
def gcd_lcm(r: random.Random, split: str) -> Example:
    import math
    a, b = r.randint(2, 999), r.randint(2, 999)
    use_gcd = r.random() < 0.5
    gold = str(math.gcd(a, b) if use_gcd else math.lcm(a, b))
    if r.random() < 0.5:
        name = r.choice(["GCD", "greatest common divisor"]) if use_gcd else r.choice(["LCM", "least common multiple"])
        phrasings = ["What is the {f} of {a} and {b}?", "Find the {f} of {a} and {b}", "{f} of {a} and {b}",
                     "Calculate the {f} of {a}, {b}"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(f=name, a=a, b=b), "en", "gcd_lcm", gold)
    name = "最大公约数" if use_gcd else "最小公倍数"
    phrasings = ["{a}和{b}的{f}是多少", "求{a}和{b}的{f}", "{a}与{b}的{f}", "{a}和{b}的{f}是几"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(f=name, a=a, b=b), "zh", "gcd_lcm", gold)


@family("factorial")
def factorial(r: random.Random, split: str) -> Example:
    import math
    n = r.randint(2, 25)
    gold = str(math.factorial(n))
    if r.random() < 0.5:
        phrasings = ["What is {n} factorial?", "{n}!", "factorial of {n}", "Calculate {n}!", "what is the factorial of {n}"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(n=n), "en", "factorial", gold)
    phrasings = ["{n}的阶乘是多少", "求{n}的阶乘", "{n}!等于多少", "计算{n}的阶乘"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(n=n), "zh", "factorial", gold)


@family("date_diff")
def date_diff(r: random.Random, split: str) -> Example:
    a = random_date(r)
    b = a + dt.timedelta(days=r.randint(1, 2000))
    gold = str((b - a).days)
    if r.random() < 0.5:
        phrasings = ["How many days are there between {a} and {b}?", "How many days from {a} to {b}?",
                     "Number of days between {a} and {b}", "how many days between {a} and {b}",
                     "What is the number of days between {a} and {b}?"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(a=en_date(r, a), b=en_date(r, b)), "en", "date_diff", gold)
    phrasings = ["{a}到{b}之间有多少天", "从{a}到{b}一共多少天", "{a}和{b}相差几天", "{a}到{b}有几天",
                 "{a}距离{b}有多少天", "从{a}到{b}相隔多少天"]
    _, ph = _pick(r, phrasings, split)
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
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(n=n, u=unit, w=word, d=en_date(r, d)), "en", "date_add", gold)
    zh_unit = {"days": "天", "weeks": "周", "months": "个月", "years": "年"}[unit]
    word = "前" if backwards else "之后"
    phrasings = ["{d}{w}{n}{u}是几号", "{d}{w}{n}{u}是哪天", "{d}{w}{n}{u}是几月几号", "{d}{w}{n}{u}是什么日期"]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(n=n, u=zh_unit, w=word, d=zh_date(r, d)), "zh", "date_add", gold)


@family("weekday")
def weekday(r: random.Random, split: str) -> Example:
    d = random_date(r, 1900, 2100)
    gold = calendar.day_name[d.weekday()]
    if r.random() < 0.5:
        phrasings = ["What day of the week is {d}?", "What weekday was {d}?", "Which day of the week is {d}?",
                     "What day of the week was {d}?", "what day of the week will {d} be"]
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(d=en_date(r, d)), "en", "weekday", gold)
    phrasings = ["{d}是星期几", "{d}是周几", "{d}是礼拜几", "请问{d}是星期几？"]
    _, ph = _pick(r, phrasings, split)
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
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(a=en_date(r, a), b=en_date(r, b)), "en", "business_days", str(count))
    phrasings = ["{a}到{b}（含首尾）有多少个工作日（不考虑节假日）", "从{a}到{b}之间（包括首尾）有几个工作日，不算节假日",
                 "{a}至{b}（含首尾）有多少个工作日（忽略节假日）"]
    _, ph = _pick(r, phrasings, split)
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
        _, ph = _pick(r, phrasings, split)
        return Example(ph.format(s=s, c=c), "en", f"str_{kind}", gold)
    phrasings = {
        "reverse": ["把“{s}”反转", "把 {s} 反转", "把'{s}'倒过来", "“{s}”反转后是什么"],
        "upper": ["把“{s}”转成大写", "把'{s}'转换成大写字母", "“{s}”的大写形式是什么", "将\"{s}\"变成大写"],
        "lower": ["把“{s}”转成小写", "把'{s}'转换成小写字母", "“{s}”的小写形式", "将\"{s}\"变成小写"],
        "len": ["“{s}”有几个字符", "字符串'{s}'的长度是多少", "“{s}”包含多少个字符", "\"{s}\"的长度"],
        "count": ["“{s}”中有几个“{c}”", "'{c}'在'{s}'中出现了几次", "“{s}”里有多少个“{c}”", "\"{c}\"在\"{s}\"里出现了多少次"],
    }[kind]
    _, ph = _pick(r, phrasings, split)
    return Example(ph.format(s=s, c=c), "zh", f"str_{kind}", gold)


def computations(n: int, seed: int, split: str = "train") -> Iterator[Example]:
    """`n` seeded examples spread over every family; split "bench" uses the held-out phrasings."""
    r = random.Random(seed)
    names = sorted(FAMILIES)
    for i in range(n):
        yield FAMILIES[names[i % len(names)]](r, split)
