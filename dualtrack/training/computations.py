"""Seeded computation questions in English and Chinese, each with its gold answer.

Gold values are computed here with Fraction, datetime and plain Python, never by the parser or
the sandbox, so a benchmark built from them checks both. Every family has several phrasings;
phrasings `held_out` picks (every fourth) are used only by the routing benchmark, so
the benchmark also measures phrasings the classifier never saw in training.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from fractions import Fraction

from . import date_string_families  # noqa: F401 - registers the date and string families
from .computation_parts import (FAMILIES, Example, en_number, factor_string, family, frac_str, held_out, is_prime,
                                pick_phrasing, zh_number)
from .numerals import to_chinese

__all__ = ["Example", "computations", "held_out"]


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
    _, phrasing = pick_phrasing(r, phrasings, split)
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
        _, phrasing = pick_phrasing(r, phrasings, split)
        return Example(phrasing.format(a=en_number(r, a), b=en_number(r, b), w=w), "en", "word_arithmetic", frac_str(gold))
    w = {"+": "加", "-": "减去", "*": "乘以", "/": "除以"}[op]
    phrasings = ["{a}{w}{b}等于多少", "{a}{w}{b}是多少", "请问{a}{w}{b}等于几", "{a}{w}{b}得多少",
                 "算一下{a}{w}{b}", "{a}{w}{b}的结果是多少"]
    _, phrasing = pick_phrasing(r, phrasings, split)
    return Example(phrasing.format(a=zh_number(r, a), b=zh_number(r, b), w=w), "zh", "word_arithmetic", frac_str(gold))


@family("power")
def power(r: random.Random, split: str) -> Example:
    a, b = r.randint(2, 30), r.randint(2, 12)
    gold = str(a ** b)
    if r.random() < 0.5:
        phrasings = ["What is {a}^{b}?", "{a} to the power of {b}", "Calculate {a}^{b}", "{a}**{b}", "what is {a} raised to the power of {b}"]
        _, p = pick_phrasing(r, phrasings, split)
        return Example(p.format(a=a, b=b), "en", "power", gold)
    phrasings = ["{a}的{b}次方是多少", "计算{a}^{b}", "{a}的{b}次方等于多少", "{a}^{b}等于几", "求{a}的{b}次方"]
    _, p = pick_phrasing(r, phrasings, split)
    return Example(p.format(a=a, b=b), "zh", "power", gold)


@family("percent_of")
def percent_of(r: random.Random, split: str) -> Example:
    p = r.choice([r.randint(1, 99), r.choice([5, 10, 12.5, 15, 17, 20, 25, 30, 33, 40, 50, 75])])
    n = r.choice([r.randint(10, 5000), r.randint(1000, 200000)])
    gold = frac_str(Fraction(str(p)) / 100 * n)
    if r.random() < 0.5:
        phrasings = ["What is {p}% of {n}?", "{p} percent of {n}", "Calculate {p}% of {n}", "How much is {p}% of {n}?",
                     "What's a {p}% tip on ${n}?", "what is {p} percent of {n}", "Find {p}% of {n}.", "{p}% of {n}"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(p=p, n=en_number(r, n)), "en", "percent_of", gold)
    phrasings = ["{n}的{p}%是多少", "{n}的百分之{pc}是多少", "求{n}的{p}%", "{p}%的{n}是多少", "{n}元的{p}%是多少钱",
                 "计算{n}的{p}%", "{n}的百分之{pc}等于多少"]
    _, ph = pick_phrasing(r, phrasings, split)
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
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(a=en_number(r, old), b=en_number(r, new)), "en", "growth_rate", gold)
    unit = r.choice(["", "万", "元"])
    phrasings = ["营收从{a}{u}增长到{b}{u}，增长率是多少", "销售额从{a}{u}增加到{b}{u}，增幅是多少？",
                 "利润从{a}{u}变为{b}{u}，变化率是多少", "用户数从{a}增长至{b}，增长率为多少",
                 "从{a}{u}到{b}{u}的增长率是多少", "收入从{a}{u}涨到{b}{u}，涨幅是多少"]
    _, ph = pick_phrasing(r, phrasings, split)
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
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(p=price, k=kc), "zh", "discount", gold)
    off = r.choice([5, 10, 15, 20, 25, 30, 40, 50, 60, 70])
    gold = frac_str(Fraction(price) * (100 - off) / 100)
    phrasings = ["What is the price of a ${p} item with {d}% off?", "{d}% off ${p}", "what is {d}% off {p} dollars",
                 "The price of a {p} dollar jacket after a {d}% discount", "a ${p} coat with a {d}% discount",
                 "can you tell me what {d}% off {p} is"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(p=price, d=off), "en", "discount", gold)


@family("factorize")
def factorize(r: random.Random, split: str) -> Example:
    n = r.choice([r.randint(12, 999), r.randint(1000, 99999), r.randint(100000, 99999999)])
    gold = factor_string(n)
    if r.random() < 0.5:
        phrasings = ["Find the prime factors of {n}", "What is the prime factorization of {n}?", "Factorize {n}",
                     "prime factorization of {n}", "What are the prime factors of {n}?", "factorise {n} into primes"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(n=n), "en", "factorize", gold)
    phrasings = ["求{n}的质因数", "把{n}分解质因数", "{n}的质因数有哪些", "分解质因数：{n}", "{n}的质因数分解是什么",
                 "请把{n}分解质因数"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(n=n), "zh", "factorize", gold)


@family("is_prime")
def prime(r: random.Random, split: str) -> Example:
    n = r.choice([r.randint(2, 500), r.randint(500, 100000)])
    gold = "true" if is_prime(n) else "false"
    if r.random() < 0.5:
        phrasings = ["Is {n} a prime number?", "Is {n} prime?", "Check whether {n} is prime", "is {n} prime or not",
                     "Determine if {n} is a prime number"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(n=n), "en", "is_prime", gold)
    phrasings = ["{n}是质数吗", "{n}是不是素数", "判断{n}是否为质数", "{n}是素数吗？", "{n}是质数还是合数"]
    _, ph = pick_phrasing(r, phrasings, split)
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
            _, ph = pick_phrasing(r, phrasings, split)
            return Example(ph.format(v=frac_str(value), s=src, d=dst, n=names[1], m=names[0]), "en", "convert",
                           frac_str(gold))
        src, dst = ("华氏", "摄氏") if to_c else ("摄氏", "华氏")
        phrasings = ["{s}{v}度等于多少{d}度", "{v}{u}是多少{w}", "{s}{v}度是{d}多少度", "把{v}{u}换算成{w}"]
        units_zh = ("华氏度", "摄氏度") if to_c else ("摄氏度", "华氏度")
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(s=src, d=dst, v=frac_str(value), u=units_zh[0], w=units_zh[1]), "zh", "convert",
                       frac_str(gold))
    source, target = r.sample(r.choice(_CONVERSIONS), 2)
    value = Fraction(r.choice([r.randint(1, 100), r.randint(1, 5000), r.randint(1, 999)]), r.choice([1, 1, 10, 100]))
    gold = value * source[0] / target[0]
    if r.random() < 0.5:
        phrasings = ["How many {t} is {v} {s}?", "{v} {s} in {t}", "convert {v} {s} to {t}", "What is {v} {s} in {t}?",
                     "How many {t} are in {v} {s}?", "{v} {s} = ? {t}", "The label says {v} {s}. How many {t} is that?",
                     "how much is {v} {s} in {t}"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(v=frac_str(value), s=r.choice(source[1]), t=r.choice(target[1])), "en", "convert",
                       frac_str(gold))
    phrasings = ["{v}{s}等于多少{t}", "{v}{s}是多少{t}", "{v}{s}合多少{t}", "把{v}{s}换算成{t}", "{v}{s}换算成{t}是多少",
                 "标签上写着{v}{s}，合多少{t}？"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(v=frac_str(value), s=source[2], t=target[2]), "zh", "convert", frac_str(gold))


@family("sqrt")
def square_root(r: random.Random, split: str) -> Example:
    n = r.choice([r.randint(2, 100) ** 2, r.randint(2, 100000)])
    from decimal import Decimal, getcontext
    getcontext().prec = 40
    gold = str(Decimal(n).sqrt())
    if r.random() < 0.5:
        phrasings = ["What is the square root of {n}?", "sqrt({n})", "√{n}", "square root of {n}", "Find the square root of {n}"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(n=n), "en", "sqrt", gold)
    phrasings = ["{n}的平方根是多少", "根号{n}等于多少", "求{n}的平方根", "{n}的算术平方根", "√{n}是多少"]
    _, ph = pick_phrasing(r, phrasings, split)
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
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(f=name, a=a, b=b), "en", "gcd_lcm", gold)
    name = "最大公约数" if use_gcd else "最小公倍数"
    phrasings = ["{a}和{b}的{f}是多少", "求{a}和{b}的{f}", "{a}与{b}的{f}", "{a}和{b}的{f}是几"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(f=name, a=a, b=b), "zh", "gcd_lcm", gold)


@family("factorial")
def factorial(r: random.Random, split: str) -> Example:
    import math
    n = r.randint(2, 25)
    gold = str(math.factorial(n))
    if r.random() < 0.5:
        phrasings = ["What is {n} factorial?", "{n}!", "factorial of {n}", "Calculate {n}!", "what is the factorial of {n}"]
        _, ph = pick_phrasing(r, phrasings, split)
        return Example(ph.format(n=n), "en", "factorial", gold)
    phrasings = ["{n}的阶乘是多少", "求{n}的阶乘", "{n}!等于多少", "计算{n}的阶乘"]
    _, ph = pick_phrasing(r, phrasings, split)
    return Example(ph.format(n=n), "zh", "factorial", gold)


def computations(n: int, seed: int, split: str = "train") -> Iterator[Example]:
    """`n` seeded examples spread over every family; split "bench" uses the held-out phrasings."""
    r = random.Random(seed)
    names = sorted(FAMILIES)
    for i in range(n):
        yield FAMILIES[names[i % len(names)]](r, split)
