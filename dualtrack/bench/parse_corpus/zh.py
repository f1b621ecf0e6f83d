"""Chinese computations, the way people type them: its own frames for every family, split into
two disjoint pools (dev takes the even frames, held-out the odd ones) and drawn with one seed per
split."""

from __future__ import annotations

import datetime as dt
import math
import random
from fractions import Fraction as F
from typing import Callable

from .common import (
    Row, basic_operation, draw_fractions, draw_mixed, draw_pair, draw_scientific, fast, factor_string, pool, render, full_width, grouped, is_prime, median, num, pick, random_date, round_to,
    rounded, weekday, zh_date, zh_date_style, zh_end, zh_int, add_months,
)

SOURCE = "gen:zh"

LEAD = (
    "请问", "帮我算一下：", "请计算", "麻烦算下", "我想知道", "你好，", "算一下", "请帮忙算算", "问一下，", "老师，",
    "急，", "在线等，", "请教一下，", "能帮我算算吗：", "求助：", "小白求问，", "想问下", "帮忙看看",
)


IMPERATIVE = tuple("把将求对用先从数判计请")


def lead(rng: random.Random, split: str, text: str = "") -> str:
    """Half the requests start bare; the rest with a polite or hurried lead-in from the split's pool
    (before an imperative such as 把… or 判断…, only a lead-in that ends in a pause)."""
    if rng.random() < 0.5:
        return ""
    choices = pool(LEAD, split)
    if text.startswith(IMPERATIVE):
        choices = [c for c in choices if c.endswith(("，", "："))]
    return rng.choice(choices)


def _fin(rng: random.Random, split: str, text: str, category: str, gold: str) -> Row:
    return fast(lead(rng, split, text) + text + zh_end(rng, text), "zh", category, gold, SOURCE)


def _row(rng, split, category, frames, gold, **values) -> Row:
    return _fin(rng, split, pick(rng, frames, split).format(**values), category, gold)


# --- arithmetic in words and symbols -----------------------------------------------------------

ADD = ("{a}加{b}等于多少", "{a}加上{b}是多少", "{a}和{b}的和是多少", "{a}与{b}相加得多少", "{a}加{b}得几",
       "{a}与{b}之和", "把{a}和{b}加起来是多少", "{a}再加{b}是多少",
    "{a}+{b}得多少", "{a}加{b}的结果", "请问{a}加{b}", "{a}和{b}加在一起是多少",
)
SUB = ("{a}减{b}等于多少", "{a}减去{b}是多少", "{a}与{b}的差是多少", "从{a}里减去{b}还剩多少", "{a}减{b}得几",
       "{a}和{b}的差", "用{a}减去{b}", "{a}减掉{b}等于几",
    "{a}比{b}多几", "{a}-{b}得多少", "{a}扣掉{b}剩多少", "{a}减{b}的结果是",
)
MUL = ("{a}乘以{b}等于多少", "{a}乘{b}是多少", "{a}与{b}的积是多少", "{a}和{b}相乘得多少", "{a}乘{b}得几",
       "{a}与{b}的乘积", "{a}的{b}倍是多少", "{b}个{a}相加是多少",
    "{a}×{b}得多少", "{a}乘上{b}", "{a}个{b}是多少", "{a}乘以{b}的结果",
)
DIV = ("{a}除以{b}等于多少", "{a}除以{b}是多少", "{a}被{b}除得多少", "{b}除{a}等于几", "{a}与{b}的商是多少",
       "{a}÷{b}等于几", "{a}是{b}的几倍", "把{a}平均分成{b}份，每份是多少",
    "{a}除以{b}以后得几", "{a}平均分给{b}人，每人多少",
)
MORE = (("{a}比{b}多多少", lambda v: v.a - v.b), ("{a}比{b}大多少", lambda v: v.a - v.b),
        ("比{b}多{c}的数是多少", lambda v: v.b + v.c), ("比{a}少{c}的数是多少", lambda v: v.a - v.c))
NESTED = (("{a}加{b}的和乘以{c}", lambda v: (v.a + v.b) * v.c), ("{a}与{b}的差除以{c}", lambda v: F(v.a - v.b, v.c)),
          ("先算{a}加{b}，再乘以{c}", lambda v: (v.a + v.b) * v.c), ("{a}乘{b}的积再减去{c}", lambda v: v.a * v.b - v.c),
          ("{a}和{b}的和的平方", lambda v: (v.a + v.b) ** 2), ("{a}减{b}的差乘以{c}", lambda v: (v.a - v.b) * v.c),
          ("{a}加{b}的和除以{c}", lambda v: F(v.a + v.b, v.c)), ("用{a}与{b}的积加上{c}", lambda v: v.a * v.b + v.c))
SYMBOLS = (("{a}+{b}×{c}=?", lambda v: v.a + v.b * v.c), ("计算 {a}×{b}-{c}", lambda v: v.a * v.b - v.c),
           ("({a}+{b})×{c}等于多少", lambda v: (v.a + v.b) * v.c), ("{a}×({b}-{c})是多少", lambda v: v.a * (v.b - v.c)),
           ("{a}-{b}-{c}等于几", lambda v: v.a - v.b - v.c), ("{a}÷{d}+{c}", lambda v: F(v.a, v.d) + v.c),
           ("({a}-{b})÷{d}", lambda v: F(v.a - v.b, v.d)), ("{a}*{b}+{c}=", lambda v: v.a * v.b + v.c),
           ("-{a}+{b}等于多少", lambda v: -v.a + v.b), ("{a}×{b}÷{d}等于几", lambda v: F(v.a * v.b, v.d)))


def arith_words(rng: random.Random, split: str) -> Row:
    if rng.random() < 0.8:
        text, gold = basic_operation(rng, split, {"+": ADD, "-": SUB, "*": MUL, "/": DIV}, 999, (99, 99), 40)
        return _fin(rng, split, text, "arith.words", num(gold))
    a, b = rng.randint(2, 999), rng.randint(2, 999)
    text, gold = render(rng, MORE, split, a=max(a, b), b=min(a, b), c=rng.randint(2, 200))
    return _fin(rng, split, text, "arith.words", num(gold))


def arith_nested(rng: random.Random, split: str) -> Row:
    a, b = sorted((rng.randint(2, 60), rng.randint(2, 60)), reverse=True)
    text, gold = render(rng, NESTED, split, a=a, b=b, c=rng.randint(2, 12))
    return _fin(rng, split, text, "arith.words", num(gold))


def arith_symbols(rng: random.Random, split: str) -> Row:
    values = {"a": rng.randint(10, 500), "b": rng.randint(2, 99), "c": rng.randint(1, 99), "d": rng.choice((2, 4, 5, 8, 10, 25))}
    text, gold = render(rng, SYMBOLS, split, **values)
    return _fin(rng, split, text, "arith.symbols", num(gold))


# --- Chinese numerals and number forms ---------------------------------------------------------

ZH_NUM = (("{A}加{B}等于多少", lambda v: v.a + v.b), ("{A}减去{B}是多少", lambda v: v.a - v.b), ("{A}乘以{B}", lambda v: v.a * v.b),
          ("{A}除以{B}等于几", lambda v: F(v.a, v.b)), ("{A}加上{B}一共多少", lambda v: v.a + v.b), ("{A}和{B}的差", lambda v: v.a - v.b),
          ("{A}与{B}的积是多少", lambda v: v.a * v.b), ("{A}除{B}", lambda v: F(v.b, v.a)))


def numbers_zh(rng: random.Random, split: str) -> Row:
    style = rng.randrange(4)
    if style == 0:  # 三千五百 style on both sides
        a, b = rng.randint(11, 99) * 100, rng.randint(2, 99) * 10
        A, B = zh_int(a, rng.random() < 0.5), zh_int(b)
    elif style == 1:  # 1.2万 with Arabic digits
        a, b = rng.randint(11, 99) * 1000, rng.randint(2, 9) * 100
        A, B = f"{num(F(a, 10000))}万", str(b)
    elif style == 2:  # 3亿 and 5万
        a, b = rng.randint(1, 9) * 10**8, rng.choice((1, 2, 4, 5)) * 10**4
        A, B = f"{a // 10**8}亿", f"{b // 10**4}万"
    else:
        a, b = rng.randint(31, 99), rng.randint(2, 30)  # 差 reads first minus second: keep it positive
        A, B = zh_int(a), zh_int(b)
    text, gold = render(rng, ZH_NUM, split, A=A, B=B, a=a, b=b)
    return _fin(rng, split, text, "numbers.zh", num(gold))


FRACTIONS = (("{p}/{q}加{r}/{s}等于多少", lambda v: v.x + v.y), ("{zp}加{zr}是多少", lambda v: v.x + v.y),
             ("{p}/{q}减去{r}/{s}", lambda v: v.x - v.y), ("{zp}乘以{zr}", lambda v: v.x * v.y),
             ("{p}/{q}×{r}/{s}", lambda v: v.x * v.y), ("{zp}减{zr}等于几", lambda v: v.x - v.y))
MIXED = (("{w}又{r}/{s}乘以{k}", lambda v: v.m * v.k), ("{w}又{r}/{s}加上{k}", lambda v: v.m + v.k),
         ("{w}({r}/{s})+{k}等于多少", lambda v: v.m + v.k), ("{k}减去{w}又{r}/{s}", lambda v: v.k - v.m))
FULLWIDTH = (("{A}×{B}等于多少", lambda v: v.a * v.b), ("{A}＋{B}＝？", lambda v: v.a + v.b), ("计算{A}－{B}", lambda v: v.a - v.b),
             ("{Q}÷{B}＝", lambda v: F(v.q, v.b)), ("（{A}＋{B}）×２等于几", lambda v: (v.a + v.b) * 2), ("{A}乘{B}", lambda v: v.a * v.b))
SCI = (("{m}e{e}加{c}等于多少", lambda v: v.big + v.c), ("{m}×10^{e}除以{c}", lambda v: v.big / v.c),
       ("{m}×10^{e}减去{c}是多少", lambda v: v.big - v.c), ("{m}E{e}乘以{c}", lambda v: v.big * v.c))
SEPARATED = (("{A}加{B}等于多少", lambda v: v.a + v.b), ("{A}减{B}是多少", lambda v: v.a - v.b), ("{A}+{B}=?", lambda v: v.a + v.b),
             ("负{A}加{B}等于多少", lambda v: -v.a + v.b), ("{A}减去{B}还剩多少", lambda v: v.a - v.b))


def _zh_frac(x: F) -> str:
    return f"{zh_int(x.denominator)}分之{zh_int(x.numerator)}"


def numbers_forms(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(5)
    if kind == 0:
        x, y = draw_fractions(rng, 8, 9)
        text, gold = render(rng, FRACTIONS, split, x=x, y=y, p=x.numerator, q=x.denominator, r=y.numerator,
                            s=y.denominator, zp=_zh_frac(x), zr=_zh_frac(y))
    elif kind == 1:
        text, gold = render(rng, MIXED, split, **draw_mixed(rng))
    elif kind == 2:
        v = draw_pair(rng, 11, 99, 40)
        text, gold = render(rng, FULLWIDTH, split, A=full_width(str(v["a"])), B=full_width(str(v["b"])), Q=full_width(str(v["q"])), **v)
    elif kind == 3:
        text, gold = render(rng, SCI, split, **draw_scientific(rng, 6, (2, 4, 5, 8, 10, 20, 25, 50, 250)))
    else:
        a, b = rng.randint(1000, 9_999_999), rng.randint(1000, 999_999)
        text, gold = render(rng, SEPARATED, split, A=grouped(a), B=grouped(b), a=a, b=b)
    return _fin(rng, split, text, "numbers.forms", num(gold))


# --- percent, discount, growth -------------------------------------------------------------------

PERCENT = ("{y}的{p}%是多少", "{y}的百分之{zp}是多少", "求{y}的{p}%", "{y}乘以{p}%等于多少", "{p}%的{y}是多少",
           "{y}元的{p}%是多少元",
    "{y}的{p}%等于几", "算一下{y}的百分之{zp}", "{y}的{p}%是几",
)
PERCENT_OF = ("{a}占{b}的百分之几", "{a}是{b}的百分之多少", "{a}占{b}的百分比是多少", "{b}里面{a}占百分之几",
    "{a}在{b}中占多大比例（百分数）", "{a}除以{b}是百分之几",
)


def percent(rng: random.Random, split: str) -> Row:
    if rng.random() < 0.6:
        p, y = rng.choice((5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80, 8, 3, 120)), rng.randint(2, 80) * 10
        return _row(rng, split, "percent", PERCENT, num(F(p, 100) * y), y=y, p=p, zp=zh_int(p))
    b = rng.choice((20, 25, 40, 50, 80, 120, 200, 250, 400, 500, 800))
    a = b * rng.randint(1, 19) // 20 or 1
    return _row(rng, split, "percent", PERCENT_OF, num(F(a, b) * 100), a=a, b=b)


DISCOUNT = ("原价{p}元，打{k}折后多少钱", "一件{p}元的衣服打{k}折，现在卖多少", "{p}元的东西打{k}折是多少钱",
            "商品标价{p}元，打{k}折后的价格是多少", "打{k}折的话，{p}块钱的东西要付多少", "{p}元打{k}折",
            "这件外套{p}元，店里打{k}折，实付多少元", "原价{p}元的书现在{k}折出售，售价多少元",
    "标价{p}元，{k}折优惠后要付多少", "{p}块的东西打个{k}折多少钱",
)
ZHE = (("8", F(8, 10)), ("9", F(9, 10)), ("7", F(7, 10)), ("8.5", F(85, 100)), ("6", F(6, 10)), ("七五", F(75, 100)),
       ("九五", F(95, 100)), ("5", F(5, 10)), ("八", F(8, 10)), ("7.5", F(75, 100)), ("88", F(88, 100)), ("六五", F(65, 100)))


def discount(rng: random.Random, split: str) -> Row:
    k, rate = rng.choice(ZHE)
    p = rng.choice((rng.randint(2, 100) * 10, rng.randint(20, 999), rng.randint(1, 40) * 25))
    return _row(rng, split, "discount", DISCOUNT, num(p * rate), p=p, k=k)


GROWTH = ("去年营收{a}万元，今年{b}万元，增长率是多少", "上个月销售额是{a}元，这个月是{b}元，环比增长率是多少",
          "去年同期{a}件，今年{b}件，同比增长了百分之几", "从{a}增长到{b}，增长率是多少", "二季度收入{a}万，三季度{b}万，三季度环比增长率",
          "用户数从{a}涨到了{b}，涨幅是百分之多少", "2023年产量{a}吨，2024年产量{b}吨，同比增长率是多少",
          "原来每月{a}元，现在每月{b}元，增长了百分之几",
    "今年收入{b}万，去年{a}万，同比增长率是多少", "从{a}人增加到{b}人，增长率多少",
)
DECLINE = ("从{a}降到{b}，降幅是多少", "价格由{a}元下降到{b}元，下降了百分之几", "上月{a}单，本月{b}单，环比下降了百分之多少",
           "销量从{a}跌到{b}，跌幅是多少", "去年{a}人，今年{b}人，人数下降了百分之几", "成本从{a}元降至{b}元，降低了百分之多少",
    "今年{b}万，去年{a}万，同比下降了百分之几", "由{a}减少到{b}，减少了百分之多少",
)


def growth(rng: random.Random, split: str) -> Row:
    a = rng.choice((40, 50, 80, 120, 125, 160, 200, 250, 400, 500, 800, 1000, 1250, 2000))
    change = F(rng.choice((5, 10, 12, 15, 20, 25, 30, 35, 40, 50, 60, 75, 8, 2)), 100)
    if rng.random() < 0.6:
        b = a * (1 + change)
        if b.denominator != 1:
            b = F(a * 2)
        frames, gold = GROWTH, (b - a) / a * 100
    else:
        b = a * (1 - change)
        if b.denominator != 1:
            b = F(a, 2)
        frames, gold = DECLINE, (a - b) / a * 100
    return _row(rng, split, "growth", frames, num(gold), a=a, b=num(b))


# --- statistics, powers and roots ------------------------------------------------------------------

STATS = (("{xs}的平均数是多少", "mean"), ("求{xs}的平均值", "mean"), ("{xs}这几个数的总和是多少", "sum"),
         ("{xs}中最大的数是哪个", "max"), ("{xs}的最小值", "min"), ("{xs}的中位数是多少", "median"),
         ("把{xs}加起来一共是多少", "sum"), ("这组数据{xs}的平均数", "mean"), ("{xs}里最小的是多少", "min"),
         ("求这组数的中位数：{xs}", "median"), ("{xs}中最大值是多少", "max"), ("五次考试成绩{xs}，平均分是多少", "mean"))


def stats(rng: random.Random, split: str) -> Row:
    frame, kind = pick(rng, STATS, split)
    n = 5 if "五次" in frame else rng.randint(3, 7)
    xs = [rng.randint(1, 100) for _ in range(n)]
    sep = rng.choice(("、", "，", ", ", " "))
    gold = {"mean": F(sum(xs), n), "sum": sum(xs), "max": max(xs), "min": min(xs), "median": median(xs)}[kind]
    text = frame.format(xs=sep.join(map(str, xs)))
    return _fin(rng, split, text, "stats", num(gold))


POWERS = ("{a}的平方是多少", "{a}的立方", "{a}的{n}次方等于多少", "{a}的{n}次幂是多少", "{a}^{n}等于几", "{za}的平方",
          "{a}的三次方", "{a}的{zn}次方")
ROOTS = ("{x}的平方根是多少", "{x}开平方", "根号{x}等于多少", "{x}开根号是多少", "求{x}的算术平方根", "√{x}等于几")
CUBE = ("{x}的立方根是多少", "{x}开立方等于多少",
    "求{x}的立方根", "{x}的三次方根是几", "立方根{x}等于多少",
)
FACTORIAL = ("{n}的阶乘是多少", "{n}!等于多少", "求{n}的阶乘", "{n}的阶乘",
    "计算{n}的阶乘", "{n}的阶乘等于几", "{n}！是多少",
)
ROOT_ROUND = ("{x}的平方根保留{k}位小数", "根号{x}约等于多少（保留{k}位小数）", "{x}开平方，结果保留{k}位小数",
              "求√{x}，精确到小数点后{k}位",
    "{x}的算术平方根（精确到{k}位小数）", "√{x}保留{k}位小数是多少",
)


def power_root(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(5)
    if kind == 0:
        a, n = rng.randint(2, 30), rng.randint(2, 6)
        frame = pick(rng, POWERS, split)
        n = {POWERS[0]: 2, POWERS[1]: 3, POWERS[5]: 2, POWERS[6]: 3}.get(frame, n)
        if a ** n > 10**9:
            a = rng.randint(2, 9)
        text, gold = frame.format(a=a, n=n, za=zh_int(a), zn=zh_int(n)), a**n
    elif kind == 1:
        r = rng.randint(2, 99)
        text, gold = pick(rng, ROOTS, split).format(x=r * r), r
    elif kind == 2:
        r = rng.randint(2, 20)
        text, gold = pick(rng, CUBE, split).format(x=r**3), r
    elif kind == 3:
        n = rng.randint(3, 15)
        text, gold = pick(rng, FACTORIAL, split).format(n=n), math.factorial(n)
    else:
        x, k = rng.choice((2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 17, 20, 50, 99)), rng.randint(1, 4)
        text = pick(rng, ROOT_ROUND, split).format(x=x, k=k)
        gold = _sqrt_rounded(x, k)
        return _fin(rng, split, text, "power_root", gold)
    return _fin(rng, split, text, "power_root", num(gold))


def _sqrt_rounded(x: int, places: int) -> str:
    """√x rounded half up to `places`, exactly (integer square root of x·10^(2p+2))."""
    scaled = math.isqrt(x * 10 ** (2 * places + 2))  # one guard digit; irrational, so never a tie
    return rounded(F(scaled, 10 ** (places + 1)), places)


# --- integers: factorisation, primes, gcd/lcm -------------------------------------------------------

FACTOR = ("分解质因数：{n}", "把{n}分解质因数", "{n}的质因数分解是什么", "{n}分解质因数的结果", "{n}的质因数",
          "把{n}写成质因数相乘的形式", "对{n}进行质因数分解", "{n}可以分解成哪些质因数的乘积")
PRIME = ("{n}是质数吗", "{n}是不是素数", "判断{n}是否为质数", "{n}是素数吗", "请问{n}是不是质数", "{n}是质数还是合数",
         "{n}这个数是素数吗", "{n}是否是质数")
GCD = ("{a}和{b}的最大公约数是多少", "求{a}与{b}的最大公因数", "{a}、{b}的最大公约数", "{a}和{b}的最大公因数",
    "{a}和{b}的最大公约数", "{a}、{b}两个数的最大公因数是几", "求{a}和{b}的最大公约数", "{a}与{b}最大公约数是多少",
)
LCM = ("{a}和{b}的最小公倍数是多少", "求{a}、{b}的最小公倍数", "{a}与{b}的最小公倍数", "{a}，{b}的最小公倍数是几",
    "{a}和{b}的最小公倍数", "{a}、{b}两个数的最小公倍数是多少", "求{a}和{b}的最小公倍数", "{a}与{b}最小公倍数是几",
)


def factorize(rng: random.Random, split: str) -> Row:
    n = 1
    while n < 12 or is_prime(n):
        n = math.prod(rng.choice((2, 2, 2, 3, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 97, 101)) for _ in range(rng.randint(2, 6)))
    return _row(rng, split, "factorize", FACTOR, factor_string(n), n=n)


def prime(rng: random.Random, split: str) -> Row:
    n = rng.choice((rng.randint(2, 10_000), rng.randint(2, 200), 6 * rng.randint(2, 2000) + rng.choice((1, -1))))
    return _row(rng, split, "prime", PRIME, "true" if is_prime(n) else "false", n=n)


def gcd_lcm(rng: random.Random, split: str) -> Row:
    g = rng.randint(2, 30)
    a, b = g * rng.randint(2, 20), g * rng.randint(2, 20)
    if a == b:
        b += g
    if rng.random() < 0.5:
        return _row(rng, split, "gcd_lcm", GCD, str(math.gcd(a, b)), a=a, b=b)
    return _row(rng, split, "gcd_lcm", LCM, str(a * b // math.gcd(a, b)), a=a, b=b)


# --- dates --------------------------------------------------------------------------------------------

DIFF = ("从{d1}到{d2}有多少天", "{d1}到{d2}之间相隔几天", "{d1}和{d2}相差多少天", "请计算{d1}到{d2}之间的总天数",
        "{d1}距离{d2}还有多少天", "{d1}至{d2}共有几天", "从{d1}算到{d2}，一共过了多少天", "{d1}到{d2}间隔多少天")
DIFF_INCL = ("从{d1}到{d2}一共多少天（含首尾）", "{d1}到{d2}，首尾两天都算，共几天", "{d1}至{d2}包括首尾共有多少天",
             "{d1}到{d2}两头都算一共几天", "{d1}到{d2}（包含首尾）有多少天", "{d1}到{d2}共几天？首尾都算")


def date_diff(rng: random.Random, split: str) -> Row:
    d1 = random_date(rng)
    d2 = d1 + dt.timedelta(days=rng.randint(1, 900))
    style = rng.randrange(6)
    s1 = zh_date_style(d1, style)
    s2 = zh_date_style(d2, style)
    if style == 0 and d1.year == d2.year and rng.random() < 0.5:
        s2 = f"{d2.month}月{d2.day}日"  # the year is the first date's, in the same sentence
    days = (d2 - d1).days
    if rng.random() < 0.3:
        return _row(rng, split, "date_diff", DIFF_INCL, str(days + 1), d1=s1, d2=s2)
    return _row(rng, split, "date_diff", DIFF, str(days), d1=s1, d2=s2)


ADD_DAYS = ("{d}之后{n}天是几月几号", "{d}再过{n}天是哪一天", "{d}往后推{n}天是几号", "{d}加{n}天是哪天",
            "从{d}开始过{n}天是几月几日", "{d}过{n}天后是哪一天")
SUB_DAYS = ("{d}之前{n}天是哪天", "{d}往前推{n}天是几月几号", "{d}倒退{n}天是哪一天", "{d}减去{n}天是几号",
    "{d}的{n}天前是几号", "从{d}往前推{n}天是哪天",
)
NEIGHBOUR = ("{d}的前一天是几号", "{d}的后一天是几月几日", "{d}的前一天是哪天", "{d}的第二天是几号",
    "{d}前一天是几月几日", "{d}的后一天是哪天", "{d}前一天是哪天",
)
ADD_UNITS = ("{d}之后{n}周是哪天", "{d}再过{n}个星期是几号", "{d}加{n}个月是哪一天", "{d}往后{n}个月是几月几号",
             "{d}之后{n}年是哪天", "{d}{n}个月之后是几号")


def date_add(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(4)
    style = rng.choice((0, 0, 1, 3, 5))
    if kind == 0:
        d, n = random_date(rng), rng.choice((rng.randint(1, 60), rng.randint(60, 400), 90, 100, 30))
        return _row(rng, split, "date_add", ADD_DAYS, (d + dt.timedelta(days=n)).isoformat(), d=zh_date_style(d, style), n=n)
    if kind == 1:
        d, n = random_date(rng), rng.randint(1, 200)
        return _row(rng, split, "date_add", SUB_DAYS, (d - dt.timedelta(days=n)).isoformat(), d=zh_date_style(d, style), n=n)
    if kind == 2:
        d = random_date(rng)
        if rng.random() < 0.5:  # month starts: the day before crosses a month (and a leap day)
            d = dt.date(rng.randint(2019, 2028), rng.choice((1, 3, 3, 5, 10)), 1)
        frame = pick(rng, NEIGHBOUR, split)
        shift = -1 if "前一天" in frame else 1
        text = frame.format(d=zh_date_style(d, style))
        return _fin(rng, split, text, "date_add", (d + dt.timedelta(days=shift)).isoformat())
    d = dt.date(rng.randint(2019, 2027), rng.randint(1, 12), rng.randint(1, 28))
    frame, n = pick(rng, ADD_UNITS, split), rng.randint(1, 18)
    if "周" in frame or "星期" in frame:
        gold = d + dt.timedelta(weeks=n)
    elif "年" in frame.replace("{d}", ""):
        n = rng.randint(1, 10)
        gold = add_months(d, 12 * n)
    else:
        gold = add_months(d, n)
    text = frame.format(d=zh_date_style(d, style), n=n if rng.random() < 0.6 else zh_int(n, True))
    return _fin(rng, split, text, "date_add", gold.isoformat())


WEEKDAY = ("{d}是星期几", "{d}是周几", "{d}那天礼拜几", "{d}是星期几？", "请问{d}是一周中的哪一天", "{d}是周几啊",
    "{d}星期几", "{d}是礼拜几",
)


def weekday_row(rng: random.Random, split: str) -> Row:
    d = random_date(rng, 1990, 2035)
    return _row(rng, split, "weekday", WEEKDAY, weekday(d), d=zh_date_style(d, rng.choice((0, 1, 2, 5))))


RELATIVE = (("明天是几号", 1), ("后天是几月几号", 2), ("昨天是几号", -1), ("前天是几月几日", -2), ("{n}天后是几号", "n"),
            ("{n}天以后是几月几号", "n"), ("{n}天前是哪一天", "-n"), ("再过{n}天是几号", "n"), ("今天加{n}天是哪天", "n"),
            ("大后天是几号", 3))
RELATIVE_WEEKDAY = ("今天星期几", "明天是周几", "今天是礼拜几", "后天星期几")
RELATIVE_DIFF = ("今天到{d}还有多少天", "距离{d}还有几天", "离{d}还剩多少天", "从今天到{d}有几天",
    "还有几天到{d}", "今天距离{d}多少天",
)


def relative(rng: random.Random, split: str) -> Row:
    today = random_date(rng, 2023, 2026)
    context = {"today": today.isoformat()}
    kind = rng.randrange(3)
    if kind == 0:
        frame, shift = pick(rng, RELATIVE, split)
        n = rng.randint(3, 120)
        days = {"n": n, "-n": -n}.get(shift, shift) if isinstance(shift, str) else shift
        text, gold = frame.format(n=n), (today + dt.timedelta(days=days)).isoformat()
    elif kind == 1:
        frame = pick(rng, RELATIVE_WEEKDAY, split)
        shift = {"明": 1, "后": 2}.get(frame[0], 0)
        text, gold = frame, weekday(today + dt.timedelta(days=shift))
    else:
        target = today + dt.timedelta(days=rng.randint(2, 300))
        text, gold = pick(rng, RELATIVE_DIFF, split).format(d=zh_date(target)), str((target - today).days)
    return Row(lead(rng, split, text) + text + zh_end(rng, text), "zh", "date_relative", "fast", gold, SOURCE, context)


# --- strings ------------------------------------------------------------------------------------------

WORDS = ("hello", "Hello World", "dualtrack", "Python", "racecar", "OpenAI", "banana", "Mississippi", "你好世界",
         "abcdef", "上海自来水", "kafka", "Data Science", "level", "GitHub", "床前明月光", "12345", "stressed",
         "Kahneman", "机器学习", "sandbox", "Thinking Fast", "abracadabra", "人工智能", "queue")
QUOTES = (("“", "”"), ('"', '"'), ("「", "」"), ("‘", "’"))
REVERSE = ("把{q}倒过来写", "将字符串{q}反转", "{q}反过来是什么", "请把{q}逆序输出", "把{q}的字符顺序颠倒", "{q}倒序是什么",
    "把字符串{q}倒着写出来", "{q}从后往前写是什么",
)
UPPER = ("把{q}转成大写", "{q}全部变成大写字母", "将{q}转换为大写", "{q}的大写形式",
    "{q}改成大写", "请将{q}变为大写",
)
LOWER = ("把{q}转成小写", "将{q}全部改为小写", "{q}变小写是什么", "把{q}转换成小写字母",
    "{q}改成小写", "请将{q}变为小写",
)
LENGTH = ("{q}有几个字符", "字符串{q}的长度是多少", "{q}一共多少个字符", "{q}的长度",
    "{q}这个字符串有多长", "数一下{q}有多少个字符",
)
COUNT = ("{q}里有几个{c}", "{q}中{c}出现了几次", "数一数{q}里有多少个字母{c}", "字符串{q}中字符{c}出现几次",
    "{c}在{q}里出现了多少次", "{q}包含几个{c}",
)


def string(rng: random.Random, split: str) -> Row:
    word = rng.choice(WORDS)
    left, right = rng.choice(QUOTES)
    q = f"{left}{word}{right}"
    kind = rng.randrange(5)
    if kind == 0:
        return _row(rng, split, "string", REVERSE, word[::-1], q=q)
    if kind == 1 and word.lower() != word.upper():
        return _row(rng, split, "string", UPPER, word.upper(), q=q)
    if kind == 2 and word.lower() != word.upper():
        return _row(rng, split, "string", LOWER, word.lower(), q=q)
    if kind == 4:
        letters = [c for c in word if c.strip() and (c.lower() == c.upper() or word.lower().count(c.lower()) == word.count(c))]
        if letters:
            c = rng.choice(letters)
            return _row(rng, split, "string", COUNT, str(word.count(c)), q=q, c=f"{left}{c}{right}")
    return _row(rng, split, "string", LENGTH, str(len(word)), q=q)


# --- rounding and units ---------------------------------------------------------------------------------

ROUND_PLACES = ("{a}除以{b}，保留{k}位小数", "{a}÷{b}的结果保留{k}位小数", "{a}/{b}约等于多少（保留{zk}位小数）",
                "计算{a}除以{b}，结果四舍五入到小数点后{k}位")
ROUND_VALUE = ("把{x}保留两位小数", "{x}四舍五入到整数是多少", "{x}保留一位小数是多少", "{x}四舍五入保留两位小数",
    "{x}保留一位小数", "{x}四舍五入取整数", "把{x}四舍五入到小数点后两位", "{x}精确到一位小数是多少",
)
ROUND_TEN = ("{n}四舍五入到十位是多少", "{n}精确到百位是多少", "把{n}四舍五入到千位", "{n}四舍五入到百位约是多少",
    "把{n}四舍五入到十位", "{n}精确到千位约是多少",
)


def rounding(rng: random.Random, split: str) -> Row:
    kind = rng.randrange(3)
    if kind == 0:
        a, b, k = rng.randint(1, 200), rng.choice((3, 6, 7, 9, 11, 13, 17, 19, 21)), rng.randint(1, 4)
        return _row(rng, split, "rounding", ROUND_PLACES, rounded(F(a, b), k), a=a, b=b, k=k, zk=zh_int(k, True))
    if kind == 1:
        frame = pick(rng, ROUND_VALUE, split)
        x = F(rng.randint(1, 99999), 1000)
        places = 0 if "整数" in frame else 1 if "一位" in frame else 2
        text = frame.format(x=num(x))
        return _fin(rng, split, text, "rounding", rounded(x, places))
    frame = pick(rng, ROUND_TEN, split)
    n = rng.randint(100, 99999)
    step = 10 if "十位" in frame else 1000 if "千位" in frame else 100
    return _fin(rng, split, frame.format(n=n), "rounding", round_to(n, step))


UNITS = (("{x}公里等于多少米", 1000), ("{x}米是多少厘米", 100), ("{x}千克是多少克", 1000), ("{x}克等于多少千克", F(1, 1000)),
         ("{x}小时等于多少分钟", 60), ("{x}分钟是多少秒", 60), ("{x}天是多少小时", 24), ("{x}周是多少天", 7),
         ("{x}厘米是多少米", F(1, 100)), ("{x}米等于多少公里", F(1, 1000)), ("{x}公斤是多少克", 1000), ("{x}秒是多少分钟", F(1, 60)),
         ("{x}毫米等于几厘米", F(1, 10)), ("{x}分钟是几小时", F(1, 60)), ("{x}小时是多少秒", 3600), ("{x}千米换算成米是多少", 1000))
DURATION = ("{h}小时{m}分钟是多少分钟", "{h}个小时{m}分钟一共多少分钟", "{h}小时{m}分等于多少分钟", "{h}小时{m}分钟合多少秒",
    "{h}小时{m}分钟等于多少秒", "{h}时{m}分合计多少分钟",
)


def units(rng: random.Random, split: str) -> Row:
    if rng.random() < 0.25:
        h, m = rng.randint(1, 12), rng.randint(1, 59)
        frame = pick(rng, DURATION, split)
        gold = (h * 60 + m) * (60 if "秒" in frame else 1)
        return _fin(rng, split, frame.format(h=h, m=m), "units", num(gold))
    frame, factor = pick(rng, UNITS, split)
    x = rng.choice((rng.randint(1, 100), F(rng.randint(1, 99), 10), rng.randint(1, 50) * 30))
    return _fin(rng, split, frame.format(x=num(x)), "units", num(x * factor))


MONEY = (("¥{A}加¥{b}等于多少", lambda v: v.a + v.b), ("{A}元加{b}元一共多少元", lambda v: v.a + v.b),
         ("{p}美元乘以{k}是多少美元", lambda v: v.price * v.k), ("{A}元减去{b}元还剩多少元", lambda v: v.a - v.b),
         ("人民币{a}元的{k}倍是多少", lambda v: v.a * v.k), ("￥{A}减￥{b}", lambda v: v.a - v.b),
         ("{q}块钱平均分给{k}个人，每人多少钱", lambda v: F(v.q, v.k)), ("{p}欧元乘{k}等于多少欧元", lambda v: v.price * v.k))


def money(rng: random.Random, split: str) -> Row:
    a, k = rng.randint(20, 9999), rng.randint(2, 12)
    price = F(rng.randint(100, 9999), 100)
    text, gold = render(rng, MONEY, split, a=a, A=grouped(a) if rng.random() < 0.4 else str(a), b=rng.randint(1, 900), k=k,
                        q=k * rng.randint(5, 500), price=price, p=num(price))
    return _fin(rng, split, text, "money", num(gold))


MAKERS: tuple[tuple[Callable[[random.Random, str], Row], int], ...] = (
    (arith_words, 60), (arith_nested, 30), (arith_symbols, 40), (numbers_zh, 50), (numbers_forms, 55),
    (percent, 40), (discount, 40), (growth, 40), (stats, 40), (power_root, 45), (factorize, 25), (prime, 25),
    (gcd_lcm, 25), (date_diff, 50), (date_add, 50), (weekday_row, 25), (relative, 35), (string, 40),
    (rounding, 35), (units, 40), (money, 30),
)
