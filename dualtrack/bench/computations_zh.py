"""The Chinese word-problem set of `dualtrack bench learning --computations`: primary-school
problems from templates, each shape in a few wordings, with names, things and numbers drawn.

    python -m dualtrack.bench.computations_zh   # rewrites data/computations/*.jsonl

A shape is one kind of problem ("每盒装 a 个，b 盒一共多少个" → a × b) with its wordings; the
numbers appear in the text in the order a, b, c, and `expression` is the gold computation over
them (what the scripted model writes). Every problem states its numbers in digits and no other
amount (no 一辆, 两端, 三次): a computation rule's slots are the numbers the question states.

Splits (seeded): `train.jsonl` is replayed, `dev.jsonl` is asked with mining frozen,
`heldout.jsonl` draws from names, things and numbers that train and dev never use and is not to be
looked at while tuning the learner. Each row: id, text, body, question, shape, expression, answer,
split; `altered` rows (the body of one problem with the question of another shape) have no answer
and must never be answered on the fast path.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Callable

from dtlib.settings import REPO_ROOT

FOLDER = REPO_ROOT / "data" / "computations"
NAMES = ("小明", "小红", "小刚", "小丽", "小华", "小军", "小芳", "小强", "小亮", "小兰")
HELD_OUT_NAMES = ("小东", "小雪", "小林", "小梅")
THINGS = ("苹果", "梨", "铅笔", "本子", "气球", "糖果", "橘子", "桃子", "饼干", "贴纸")
HELD_OUT_THINGS = ("玻璃球", "樱桃", "卡片", "香蕉")

Draw = Callable[[random.Random], tuple[int, ...]]


@dataclass(frozen=True)
class Shape:
    name: str
    draw: Draw  # the numbers a, b, c in the order the text states them
    expression: str  # over a, b, c (the gold computation)
    wordings: tuple[tuple[str, str], ...]  # (body, question) with {a} {b} {c} {n} {m} {t}


def _two(lo: int, hi: int, lo2: int, hi2: int) -> Draw:
    return lambda r: (r.randint(lo, hi), r.randint(lo2, hi2))


def _minus(lo: int, hi: int) -> Draw:
    def draw(r: random.Random) -> tuple[int, ...]:
        a = r.randint(lo, hi)
        return a, r.randint(1, a - 1)
    return draw


def _divides(lo: int, hi: int, lo2: int, hi2: int, divisor_first: bool = False) -> Draw:
    def draw(r: random.Random) -> tuple[int, ...]:
        b, q = r.randint(lo2, hi2), r.randint(lo, hi)
        return (b, b * q) if divisor_first else (b * q, b)
    return draw


def _three(lo: int, hi: int) -> Draw:
    return lambda r: (r.randint(lo, hi), r.randint(lo, hi), r.randint(lo, hi))


def _minus_two(lo: int, hi: int) -> Draw:
    def draw(r: random.Random) -> tuple[int, ...]:
        a = r.randint(lo, hi)
        b = r.randint(1, a // 2)
        return a, b, r.randint(1, a - b - 1)
    return draw


def _minus_then_plus(lo: int, hi: int) -> Draw:
    def draw(r: random.Random) -> tuple[int, ...]:
        a = r.randint(lo, hi)
        return a, r.randint(1, a - 1), r.randint(2, 40)
    return draw


def _minus_product(lo: int, hi: int) -> Draw:
    def draw(r: random.Random) -> tuple[int, ...]:
        b, c = r.randint(2, 9), r.randint(2, 9)
        return r.randint(b * c + 1, b * c + hi), b, c
    return draw


def _change(lo: int, hi: int) -> Draw:
    def draw(r: random.Random) -> tuple[int, ...]:
        a, b = r.randint(2, 9), r.randint(2, 6)
        return a, b, r.randint(a * b + 1, a * b + hi)
    return draw


SHAPES: tuple[Shape, ...] = (
    Shape("add", _two(5, 60, 2, 40), "a + b", (
        ("{n}有{a}个{t}，妈妈又给了{n}{b}个", "{n}现在一共有多少个{t}？"),
        ("{n}原来有{a}个{t}，又买来{b}个", "现在一共有几个{t}？"),
        ("篮子里有{a}个{t}，{n}又放进去{b}个", "篮子里现在有多少个{t}？"))),
    Shape("take_away", _minus(10, 90), "a - b", (
        ("{n}有{a}个{t}，吃掉了{b}个", "还剩多少个{t}？"),
        ("盘子里有{a}个{t}，{n}拿走了{b}个", "盘子里还剩几个{t}？"),
        ("{n}买了{a}个{t}，送给同学{b}个", "{n}还有多少个{t}？"))),
    Shape("each_times", _two(2, 12, 2, 12), "a * b", (
        ("每个盒子装{a}个{t}", "{b}个盒子一共装多少个{t}？"),
        ("每袋有{a}个{t}，{n}买了{b}袋", "一共有多少个{t}？"),
        ("每盘放{a}个{t}，放了{b}盘", "一共放了几个{t}？"))),
    Shape("share", _divides(2, 12, 2, 9), "a / b", (
        ("{a}个{t}平均分给{b}个小朋友", "每人分到几个{t}？"),
        ("{n}把{a}个{t}平均分给{b}个同学", "每个同学分到多少个{t}？"),
        ("把{a}个{t}平均放进{b}个盘子里", "每个盘子放几个{t}？"))),
    Shape("groups", _divides(2, 12, 2, 9), "a / b", (
        ("有{a}个{t}，每{b}个装一袋", "可以装几袋？"),
        ("{n}有{a}个{t}，每{b}个放一盘", "能放满几盘？"))),
    Shape("more_than", _two(10, 60, 2, 30), "a + b", (
        ("{n}有{a}个{t}，{m}比{n}多{b}个", "{m}有多少个{t}？"),
        ("{n}折了{a}只纸鹤，{m}比{n}多折了{b}只", "{m}折了多少只纸鹤？"))),
    Shape("less_than", _minus(20, 80), "a - b", (
        ("{n}有{a}个{t}，{m}比{n}少{b}个", "{m}有多少个{t}？"),
        ("{n}跳绳跳了{a}下，{m}比{n}少跳{b}下", "{m}跳了多少下？"))),
    Shape("times_of", _two(3, 20, 2, 9), "a * b", (
        ("{n}有{a}本故事书，{m}的故事书是{n}的{b}倍", "{m}有多少本故事书？"),
        ("红花有{a}朵，黄花的朵数是红花的{b}倍", "黄花有多少朵？"))),
    Shape("fraction_of_times", _divides(2, 12, 2, 9), "a / b", (
        ("{n}有{a}张邮票，是{m}的{b}倍", "{m}有多少张邮票？"),
        ("白兔有{a}只，是灰兔的{b}倍", "灰兔有多少只？"))),
    Shape("how_many_more", _minus(20, 90), "a - b", (
        ("{n}有{a}个{t}，{m}有{b}个{t}", "{n}比{m}多多少个{t}？"),
        ("果园里有苹果树{a}棵，梨树{b}棵", "苹果树比梨树多多少棵？"))),
    Shape("price_total", _two(2, 15, 2, 12), "a * b", (
        ("每支钢笔{a}元，{n}买了{b}支", "需要付多少元？"),
        ("每本练习本{a}元，买{b}本", "一共要多少元？"))),
    Shape("unit_price", _divides(2, 15, 2, 9, divisor_first=True), "b / a", (
        ("{n}买了{a}支钢笔，一共用了{b}元", "每支钢笔多少元？"),
        ("买{a}本练习本花了{b}元", "每本练习本多少元？"))),
    Shape("change_back", _minus(20, 100), "a - b", (
        ("{n}带了{a}元，买文具用了{b}元", "还剩多少元？"),
        ("{n}付给售货员{a}元，买了{b}元的东西", "应找回多少元？"))),
    Shape("rectangle_perimeter", _two(6, 30, 2, 20), "(a + b) * 2", (
        ("长方形的长是{a}厘米，宽是{b}厘米", "它的周长是多少厘米？"),
        ("长方形花坛长{a}米，宽{b}米", "花坛的周长是多少米？"))),
    Shape("rectangle_area", _two(6, 30, 2, 20), "a * b", (
        ("长方形的长是{a}厘米，宽是{b}厘米", "它的面积是多少平方厘米？"),
        ("长方形菜地长{a}米，宽{b}米", "菜地的面积是多少平方米？"))),
    Shape("square_perimeter", lambda r: (r.randint(5, 40),), "a * 4", (
        ("正方形的边长是{a}厘米", "它的周长是多少厘米？"),
        ("正方形桌面边长{a}分米", "桌面的周长是多少分米？"))),
    Shape("square_area", lambda r: (r.randint(5, 40),), "a * a", (
        ("正方形的边长是{a}厘米", "它的面积是多少平方厘米？"),
        ("正方形手帕边长{a}厘米", "手帕的面积是多少平方厘米？"))),
    Shape("average3", lambda r: (lambda x: (x[0], x[1], 3 * r.randint(70, 95) - x[0] - x[1]))(
        (r.randint(70, 99), r.randint(70, 99))), "(a + b + c) / 3", (
        ("{n}语文考了{a}分，数学考了{b}分，英语考了{c}分", "平均每科多少分？"),
        ("{n}的语文、数学、英语成绩分别是{a}分、{b}分、{c}分", "平均成绩是多少分？"))),
    Shape("three_classes", _three(30, 50), "a + b + c", (
        ("甲班有{a}人，乙班有{b}人，丙班有{c}人", "这些班一共有多少人？"),
        ("{n}上午看了{a}页书，下午看了{b}页，晚上看了{c}页", "{n}今天一共看了多少页？"))),
    Shape("spend_twice", _minus_two(40, 100), "a - b - c", (
        ("{n}有{a}元，买书用了{b}元，买文具用了{c}元", "还剩多少元？"),
        ("绳子长{a}米，先剪去{b}米，又剪去{c}米", "还剩多少米？"))),
    Shape("eat_then_buy", _minus_then_plus(10, 60), "a - b + c", (
        ("{n}有{a}个{t}，先吃了{b}个，又买来{c}个", "现在有多少个{t}？"),
        ("水桶里有{a}升水，用去了{b}升，又加进{c}升", "现在桶里有多少升水？"),
        ("车上有{a}人，到站下去{b}人，又上来{c}人", "现在车上有多少人？"))),
    Shape("speed_distance", _two(30, 90, 2, 8), "a * b", (
        ("汽车每小时行{a}千米", "{b}小时行多少千米？"),
        ("{n}每分钟走{a}米，走了{b}分钟", "{n}一共走了多少米？"))),
    Shape("speed", _divides(30, 90, 2, 8, divisor_first=True), "b / a", (
        ("汽车{a}小时行了{b}千米", "平均每小时行多少千米？"),
        ("{n}{a}分钟走了{b}米", "平均每分钟走多少米？"))),
    Shape("travel_time", _divides(2, 9, 30, 90, divisor_first=True), "b / a", (
        ("汽车每小时行{a}千米，要行{b}千米", "需要几小时？"),
        ("{n}每分钟走{a}米，学校离家{b}米", "{n}走到学校要几分钟？"))),
    Shape("rows_plus", lambda r: (r.randint(5, 12), r.randint(3, 9), r.randint(1, 4)), "a * b + c", (
        ("同学们排队做操，每排{a}人，排了{b}排，还多出{c}人", "一共有多少人？"),
        ("{n}把{t}每{a}个装一袋，装了{b}袋，还剩{c}个", "{n}原来有多少个{t}？"))),
    Shape("boxes_left", _minus_product(30, 30), "a - b * c", (
        ("有{a}个{t}，每盒装{b}个，装了{c}盒", "还剩多少个{t}？"),
        ("这本书有{a}页，{n}每天看{b}页，看了{c}天", "还剩多少页没看？"))),
    Shape("days_to_finish", _divides(3, 12, 5, 20), "a / b", (
        ("这本书有{a}页，{n}每天看{b}页", "几天能看完？"),
        ("{a}米长的路，工人每天修{b}米", "几天能修完？"))),
    Shape("age_older", _two(6, 12, 20, 35), "a + b", (
        ("{n}今年{a}岁，爸爸比{n}大{b}岁", "爸爸今年多少岁？"),
        ("{n}今年{a}岁，妈妈比{n}大{b}岁", "妈妈今年几岁？"))),
    Shape("age_later", _two(6, 12, 2, 10), "a + b", (
        ("{n}今年{a}岁", "{b}年后{n}多少岁？"),
        ("{n}今年{a}岁，再过{b}年", "{n}几岁？"))),
    Shape("bag_weight", _two(5, 30, 2, 9), "a * b", (
        ("每袋大米重{a}千克", "{b}袋大米重多少千克？"),
        ("每箱{t}重{a}千克，运来{b}箱", "一共重多少千克？"))),
    Shape("both_bought", lambda r: (r.randint(8, 40), r.randint(2, 9), r.randint(2, 6)), "(a + b) * c", (
        ("书包每个{a}元，文具盒每个{b}元，各买{c}个", "一共要多少元？"),
        ("上衣每件{a}元，帽子每顶{b}元，各买{c}件", "一共要付多少元？"))),
    Shape("pay_change", _change(2, 30), "c - a * b", (
        ("苹果每千克{a}元，{n}买了{b}千克，付了{c}元", "应找回多少元？"),
        ("每支彩笔{a}元，{n}买了{b}支，付给售货员{c}元", "应找回多少元？"))),
    Shape("balls_bought", lambda r: (r.randint(2, 9), r.randint(2, 9), r.randint(20, 60)), "(a + b) * c", (
        ("学校买了{a}个足球和{b}个篮球，每个球{c}元", "一共花了多少元？"),)),
    Shape("factory_days", _two(20, 90, 2, 9), "a * b", (
        ("工厂每天生产{a}个零件", "{b}天生产多少个零件？"),
        ("{n}每天存{a}元，存了{b}天", "一共存了多少元？"))),
    Shape("per_worker", _divides(3, 12, 2, 9, divisor_first=True), "b / a", (
        ("{a}个工人每天一共做{b}个零件", "平均每人每天做多少个？"),
        ("{a}名同学一共折了{b}颗星星", "平均每人折了多少颗？"))),
    Shape("girls", _minus(30, 50), "a - b", (
        ("班里有{a}名学生，其中男生{b}名", "女生有多少名？"),
        ("图书角有{a}本书，其中故事书{b}本", "其他书有多少本？"))),
    Shape("times_more", _two(3, 20, 2, 9), "a * b - a", (
        ("红花有{a}朵，黄花的朵数是红花的{b}倍", "黄花比红花多多少朵？"),
        ("{n}有{a}本书，{m}的书是{n}的{b}倍", "{m}比{n}多多少本？"))),
    Shape("sum_with_more", _two(10, 40, 2, 20), "a + a + b", (
        ("鸡有{a}只，鸭比鸡多{b}只", "鸡和鸭一共多少只？"),
        ("{n}有{a}个{t}，{m}比{n}多{b}个", "他们一共有多少个{t}？"))),
    Shape("sum_with_less", _minus(20, 60), "a + a - b", (
        ("鸡有{a}只，鸭比鸡少{b}只", "鸡和鸭一共多少只？"),
        ("{n}有{a}个{t}，{m}比{n}少{b}个", "他们一共有多少个{t}？"))),
    Shape("weeks_days", lambda r: (r.randint(2, 9),), "a * 7", (
        ("{n}去外婆家住了{a}周", "一共住了多少天？"),
        ("假期有{a}个星期", "假期一共有多少天？"))),
    Shape("hours_minutes", lambda r: (r.randint(2, 9),), "a * 60", (
        ("{n}练琴练了{a}小时", "合多少分钟？"),
        ("火车开了{a}小时", "一共开了多少分钟？"))),
    Shape("trees_both_ends", _divides(3, 12, 2, 9, divisor_first=True), "b / a + 1", (
        ("公路的一边每隔{a}米种树，路长{b}米，起点和终点都种", "一共要种多少棵树？"),)),
    Shape("share_then_left", _minus_product(10, 10), "a - b * c", (
        ("{n}有{a}颗糖，分给{b}个小朋友每人{c}颗", "还剩几颗糖？"),)),
)

ALTERED_SHAPES = 2  # altered problems per dev problem: its body with another shape's question


def _value(expression: str, numbers: tuple[int, ...]) -> Fraction:
    names = dict(zip("abc", (Fraction(n) for n in numbers)))
    return eval(expression, {"__builtins__": {}}, names)  # noqa: S307 - our own templates


def _plain(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else format(float(value), "g")


def problems(seed: int = 19, per_shape: dict[str, int] | None = None) -> list[dict]:
    """Every row of the set (train, dev, heldout, and the altered dev problems)."""
    counts = per_shape or {"train": 16, "dev": 5, "heldout": 4}
    rng = random.Random(seed)
    rows: list[dict] = []
    for shape in SHAPES:
        for split, n in counts.items():
            names = HELD_OUT_NAMES if split == "heldout" else NAMES
            things = HELD_OUT_THINGS if split == "heldout" else THINGS
            for _ in range(n):
                numbers = shape.draw(rng)
                body, question = rng.choice(shape.wordings)
                a, b = rng.sample(names, 2)
                fill = dict(zip("abc", numbers)) | {"n": a, "m": b, "t": rng.choice(things)}
                body, question = body.format(**fill), question.format(**fill)
                expression = shape.expression
                for letter, number in zip("abc", numbers):
                    expression = expression.replace(letter, str(number))
                rows.append({"text": f"{body}，{question}", "body": body, "question": question,
                             "shape": shape.name, "expression": expression,
                             "answer": _plain(_value(shape.expression, numbers)), "split": split})
    rng.shuffle(rows)
    altered = []
    for row in rows:
        if row["split"] != "dev":
            continue
        others = [s for s in SHAPES if s.name != row["shape"]]
        own_questions = {q for s in SHAPES if s.name == row["shape"] for _, q in s.wordings}
        for shape in rng.sample(others, ALTERED_SHAPES):
            _, question = rng.choice(shape.wordings)
            if any(f"{{{x}}}" in question for x in "abc"):
                continue  # a question that states a number is a new problem, not an altered one
            fill = {"n": rng.choice(NAMES), "m": rng.choice(NAMES), "t": rng.choice(THINGS)}
            if question in own_questions:
                continue  # another shape asks its question in the same words: not altered
            question = question.format(**fill)
            altered.append({"text": f"{row['body']}，{question}", "body": row["body"],
                            "question": question, "shape": f"altered:{row['shape']}",
                            "expression": "", "answer": "", "split": "altered"})
    for i, row in enumerate(rows + altered):
        row["id"] = f"zh{i:05d}"
    return rows + altered


def write(folder: Path = FOLDER) -> dict[str, int]:
    folder.mkdir(parents=True, exist_ok=True)
    by_split: dict[str, list[dict]] = {}
    for row in problems():
        by_split.setdefault(row["split"], []).append(row)
    for split, rows in by_split.items():
        with open(folder / f"{split}.jsonl", "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps({"id": row.pop("id"), **row}, ensure_ascii=False) + "\n")
    return {split: len(rows) for split, rows in by_split.items()}


def load(split: str, folder: Path = FOLDER) -> list[dict]:
    path = folder / f"{split}.jsonl"
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


if __name__ == "__main__":
    print(write())
