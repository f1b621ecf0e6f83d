"""Word problems. One-step ones whose expression is stated in the words (expect fast), in both
languages; multi-step Chinese ones from frames here (expect slow); English multi-step problems
sampled from MAWPS dev.csv (MIT) with a fixed seed, computations with the value of MAWPS's own
equation as their gold: a reader may answer one exactly or refuse it, never answer it otherwise."""

from __future__ import annotations

import csv
import random
from fractions import Fraction as F
from pathlib import Path
from typing import Callable

from dualtrack.shared_data import SHARED_DATA

from ..mawps import equation_value

from .common import Row, capitalised, en_end, fast, num, pick, slow, zh_end

SOURCE = "gen:word"
MAWPS_DIRS = (SHARED_DATA / "mawps",)  # DT_BENCH_SHARED_DATA_DIR

# (frame, operation on a and b); b divides a for "/"
ZH_ONE_STEP = (
    ("每小时走{a}公里，{b}小时走多少公里", "*"), ("一支笔{a}元，买{b}支需要多少元", "*"),
    ("小明有{a}元，花了{b}元，还剩多少元", "-"), ("书架上有{a}本书，又放上去{b}本，现在一共有多少本", "+"),
    ("{a}个苹果平均分给{b}个小朋友，每人分几个", "/"), ("一箱有{a}瓶水，{b}箱一共有多少瓶", "*"),
    ("班上有男生{a}人，女生{b}人，全班一共多少人", "+"), ("一根绳子长{a}米，剪掉{b}米，还剩多少米", "-"),
    ("汽车{b}小时行驶了{a}公里，平均每小时行驶多少公里", "/"), ("一本书{a}页，每天看{b}页，几天能看完", "/"),
    ("妈妈买了{a}个鸡蛋，用掉了{b}个，还剩几个", "-"), ("每个盒子装{a}个零件，{b}个盒子一共装多少个", "*"),
    ("一个班有{a}人，{b}个这样的班一共多少人", "*"), ("这个月工资{a}元，交房租用了{b}元，还剩多少元", "-"),
    ("果园里有苹果树{a}棵，梨树{b}棵，一共有多少棵果树", "+"), ("{a}元钱买单价{b}元的本子，能买几本", "/"),
    ("水池里有{a}升水，又注入了{b}升，现在有多少升", "+"), ("一辆车每天跑{a}公里，{b}天跑多少公里", "*"),
    ("仓库有{a}袋大米，运走了{b}袋，还剩多少袋", "-"), ("{a}名同学平均分成{b}组，每组几人", "/"),
)
ZH_CONSTANT = (
    ("一周有7天，一天有24小时，一周一共多少小时", "168"), ("一小时有60分钟，一分钟有60秒，一小时一共多少秒", "3600"),
    ("一年按365天算，一天24小时，一年有多少小时", "8760"), ("一打是12个，5打是多少个", "60"),
    ("1米等于100厘米，3米等于多少厘米", "300"), ("一天有24小时，3天是多少小时", "72"),
)
EN_ONE_STEP = (
    ("a ticket costs {a} dollars and I buy {b}, how much do I pay", "*"), ("I had {a} and spent {b}, how much is left", "-"),
    ("a car travels at {a} km per hour for {b} hours. how far does it go", "*"),
    ("there are {a} students in each class and {b} classes. how many students are there in total", "*"),
    ("{a} cookies are shared equally among {b} kids. how many does each kid get", "/"),
    ("Tom has {a} marbles and finds {b} more. how many does he have now", "+"), ("a box holds {a} eggs. how many eggs are in {b} boxes", "*"),
    ("a rope is {a} m long and I cut off {b} m. how much is left", "-"), ("my rent is ${a} a month. how much do I pay for {b} months", "*"),
    ("a {a}-page book, {b} pages a day. how many days to finish it", "/"), ("she earns ${a} an hour and works {b} hours. what does she earn", "*"),
    ("we had {a} guests and {b} left early. how many stayed", "-"), ("a farmer has {a} sheep and buys {b} more. how many sheep now", "+"),
    ("{a} liters of juice poured equally into {b} bottles, how much in each bottle", "/"),
    ("the bus had {a} passengers, then {b} got off. how many are still on the bus", "-"),
    ("I saved ${a} in March and ${b} in April. how much did I save in total", "+"),
    ("pencils cost ${a} per pack. what do {b} packs cost", "*"), ("{a} chairs arranged in {b} equal rows. how many chairs per row", "/"),
    ("a train covers {a} km in {b} hours at constant speed. what's its speed in km/h", "/"),
    ("my balance was ${a} and I deposited ${b}. what is it now", "+"),
)
EN_CONSTANT = (
    ("there are 7 days in a week and 24 hours in a day, how many hours are in a week", "168"),
    ("a dozen is 12. how many eggs in 4 dozen", "48"), ("one hour has 60 minutes; how many minutes are in 9 hours", "540"),
    ("a meter is 100 cm, so how many cm is 7 meters", "700"), ("there are 60 seconds in a minute. how many seconds in 15 minutes", "900"),
    ("each week has 7 days. how many days are in 52 weeks", "364"),
)

# two or more steps, or a formula the words do not state; values drawn so the story adds up
ZH_MULTI = (
    ("小明有{a}元，买了{b}支笔，每支{c}元，还剩多少钱", lambda r: {"b": r.randint(2, 9), "c": r.randint(2, 9), "a": r.randint(100, 300)}),
    ("一件衣服{a}元，一条裤子比衣服便宜{b}元，买一套要多少钱", lambda r: {"a": r.randint(150, 400), "b": r.randint(10, 90)}),
    ("甲每小时做{b}个零件，乙每小时比甲多做{c}个，两人{d}小时一共做多少个", lambda r: {"b": r.randint(10, 40), "c": r.randint(2, 9), "d": r.randint(2, 8)}),
    ("一个长方形长{a}厘米，宽{b}厘米，它的周长是多少", lambda r: {"a": r.randint(10, 40), "b": r.randint(2, 9)}),
    ("妈妈买了{b}千克苹果，每千克{c}元，付了{a}元，应找回多少元", lambda r: {"b": r.randint(2, 6), "c": r.randint(4, 12), "a": 100}),
    ("学校买来{a}本书，分给{d}个班后还剩{b}本，平均每班分到多少本", lambda r: {"d": 6, "b": r.randint(2, 5), "a": 6 * r.randint(20, 40) + r.randint(2, 5)}),
    ("小红比小明大{b}岁，小明今年{c}岁，{d}年后小红多少岁", lambda r: {"b": r.randint(2, 6), "c": r.randint(6, 14), "d": r.randint(2, 10)}),
    ("一辆车上午行驶{a}公里，下午比上午少{b}公里，全天行驶多少公里", lambda r: {"a": r.randint(120, 300), "b": r.randint(10, 60)}),
    ("鸡兔同笼，共有{d}个头，{e}只脚，鸡和兔各有几只", lambda r: (lambda d, k: {"d": d, "e": 2 * d + 2 * k})(r.randint(10, 40), r.randint(2, 9))),
    ("一个水池，进水管每小时进水{b}立方米，出水管每小时出水{c}立方米，两管齐开多久注满", lambda r: {"b": r.randint(8, 15), "c": r.randint(2, 7)}),
    ("一本书{a}页，第一天看了{b}页，第二天看了{c}页，还剩多少页", lambda r: {"a": r.randint(150, 400), "b": r.randint(20, 50), "c": r.randint(20, 50)}),
    ("一桶油连桶重{a}千克，倒出一半后连桶重{b}千克，桶重多少千克", lambda r: (lambda oil, tin: {"a": oil + tin, "b": oil // 2 + tin})(2 * r.randint(10, 40), r.randint(1, 5))),
    ("工程队计划{d}天修完一条路，每天修{b}米，实际每天多修{c}米，提前几天完成", lambda r: {"d": 12, "b": 60, "c": r.choice((12, 30, 20))}),
    ("小华买了{b}个本子和{c}支铅笔，本子每个{d}元，铅笔每支2元，一共花了多少钱", lambda r: {"b": r.randint(2, 6), "c": r.randint(2, 6), "d": r.randint(3, 8)}),
    ("一个数的3倍比它的一半多{a}，这个数是多少", lambda r: {"a": 5 * r.randint(2, 40)}),
    ("爸爸的年龄是儿子的{d}倍，两人年龄和是{a}岁，儿子几岁", lambda r: (lambda k, son: {"d": k, "a": (k + 1) * son})(r.randint(3, 5), r.randint(6, 12))),
)


def _ab(rng: random.Random, op: str) -> tuple[int, int, F]:
    if op == "/":
        b = rng.randint(2, 20)
        a = b * rng.randint(2, 40)
        return a, b, F(a, b)
    a, b = rng.randint(10, 400), rng.randint(2, 90)
    if op == "-":
        a = max(a, b + rng.randint(1, 300))
        return a, b, F(a - b)
    if op == "*":
        a, b = rng.randint(2, 120), rng.randint(2, 30)
        return a, b, F(a * b)
    return a, b, F(a + b)


def zh_one_step(rng: random.Random, split: str) -> Row:
    if rng.random() < 0.15:
        text, gold = pick(rng, ZH_CONSTANT, split)
        return fast(text + zh_end(rng, text), "zh", "word_problem", gold, SOURCE)
    frame, op = pick(rng, ZH_ONE_STEP, split)
    a, b, gold = _ab(rng, op)
    text = frame.format(a=a, b=b)
    return fast(text + zh_end(rng, text), "zh", "word_problem", num(gold), SOURCE)


def en_one_step(rng: random.Random, split: str) -> Row:
    if rng.random() < 0.15:
        text, gold = pick(rng, EN_CONSTANT, split)
    else:
        frame, op = pick(rng, EN_ONE_STEP, split)
        a, b, value = _ab(rng, op)
        text, gold = frame.format(a=a, b=b), num(value)
    text = capitalised(text) if rng.random() < 0.7 else text
    return fast(text + en_end(rng, text), "en", "word_problem", gold, SOURCE)


def zh_multi(rng: random.Random, split: str) -> Row:
    frame, values = pick(rng, ZH_MULTI, split)
    text = frame.format(**values(rng))
    return slow(text + zh_end(rng, text), "zh", "word_problem.slow", SOURCE)


def mawps_path() -> Path | None:
    for folder in MAWPS_DIRS:
        path = folder / "dev.csv"
        if path.exists():
            return path
    return None


def _plain(value: str) -> str:
    return num(F(value))


def mawps_multi_step(split: str, count: int) -> list[Row]:
    """Multi-step MAWPS dev problems (two or more different operators), disjoint halves per split, each a
    computation whose gold is its equation's value (two steps told in order, "had 5 roses, sold 3, picked 34
    more", are read by the fast path where the reading is unique: a right answer to them is no wrong one).

    One operator repeated ("Find the product of -2, -15, 4 and -1") is one operation over a list,
    which the fast path may answer exactly: such a problem is not a must-go-slow example.
    """
    path = mawps_path()
    if path is None:
        return []
    with path.open(newline="", encoding="utf-8") as handle:
        rows = [r for r in csv.DictReader(handle)
                if sum(t in "+-*/" for t in r["Equation"].split()) >= 2
                and len({t for t in r["Equation"].split() if t in "+-*/"}) >= 2]
    random.Random("parse-corpus/mawps").shuffle(rows)
    half = rows[0::2] if split == "dev" else rows[1::2]
    out = []
    for r in half[:count]:
        text = r["Question"]
        for i, value in sorted(enumerate(r["Numbers"].split()), reverse=True):
            text = text.replace(f"number{i}", _plain(value))
        text = " ".join(text.split()).replace(" ,", ",").replace(" .", ".").replace(" ?", "?").replace(" '", "'").replace(" n't", "n't").replace("$ ", "$")
        value = equation_value(r["Equation"].split(), r["Numbers"].split())
        out.append(slow(text, "en", "word_problem.slow", "mawps") if value is None
                   else fast(text, "en", "word_problem.multi", num(value), "mawps"))
    return out


MAKERS: tuple[tuple[Callable[[random.Random, str], Row], int], ...] = (
    (zh_one_step, 70), (en_one_step, 60), (zh_multi, 50),
)
MAWPS_PER_SPLIT = {"dev": 45, "heldout": 30}
