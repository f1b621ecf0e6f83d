"""Seeded word problems told as short stories, in English and Chinese, for the classifier's training data.

The score's other computations are asked plainly ("What is 12*24?", "原价200元打8折"); a story (people, things had
and gained, ages, 是…的几倍, two travellers meeting, two workers together) looked unlike them, so the score vetoed
correct readings of plain word problems. Each story here is a computation with its gold (Fraction), or, a quarter of
them, the same story with an amount left untold ("some more", 一些): not computable, so the model learns the story's
shape, not that every story is a sum. The wording is this module's own, not rows of the parse corpus or MAWPS.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from fractions import Fraction

from .computation_parts import Example, frac_str

UNTOLD_SHARE = 0.25  # stories with an amount left untold (label 0)

_EN_NAMES = ("Avery", "Bruno", "Carmen", "Dev", "Elif", "Farah", "Gus", "Hana", "Ivo", "Jules", "Kofi", "Lucia",
             "Mateo", "Nadia", "Otto", "Pia", "Quinn", "Rafa", "Sana", "Teo")
_EN_THINGS = ("apples", "stamps", "marbles", "books", "shells", "cookies", "cards", "pencils", "buttons", "stickers",
              "beads", "comics", "eggs", "rocks", "coins")
_EN_PLANTS = (("pine trees", "park"), ("rose bushes", "garden"), ("apple trees", "orchard"),
              ("oak trees", "schoolyard"), ("tulips", "flower bed"))
_ZH_NAMES = ("小林", "小雨", "小东", "小青", "阿明", "小雪", "小峰", "小梅", "小杰", "小慧", "小宇", "小安")
_ZH_ELDERS = ("爸爸", "妈妈", "爷爷", "奶奶", "外公", "外婆", "叔叔", "阿姨", "哥哥", "姐姐")
_ZH_THINGS = (("苹果", "个"), ("邮票", "张"), ("故事书", "本"), ("铅笔", "支"), ("贝壳", "个"), ("画片", "张"),
              ("连环画", "本"), ("彩笔", "支"), ("气球", "个"), ("玻璃球", "颗"), ("糖", "颗"), ("科技书", "本"))
_ZH_PLANTS = (("桃树", "果园"), ("柳树", "公园"), ("杨树", "小区"), ("松树", "山坡"), ("梨树", "院子"))

Story = Callable[[random.Random, bool], tuple[str, str, Fraction | None]]  # (lang, text, gold or None when untold)


def _en_gain(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    a, b = r.randint(3, 150), r.randint(2, 90)
    name, thing = r.choice(_EN_NAMES), r.choice(_EN_THINGS)
    more = "some more" if untold else f"{b} more"
    if r.random() < 0.4:
        plants, place = r.choice(_EN_PLANTS)
        text = r.choice([
            f"The {place} has {a} {plants} right now, and the crew is going to plant {more} this afternoon. "
            f"How many {plants} will be in the {place} after the planting?",
            f"There are {a} {plants} in the {place} today. Volunteers will plant {more} {plants} tomorrow. "
            f"How many {plants} will the {place} have then?"])
        return "en", text, None if untold else Fraction(a + b)
    text = r.choice([f"{name} had {a} {thing}. Then {name} found {more}. How many {thing} does {name} have now?",
                     f"{name} has {a} {thing} and buys {more} at the fair. How many {thing} does {name} have in all?",
                     f"{name} collected {a} {thing} last week and {more} this week. How many {thing} is that altogether?"])
    return "en", text, None if untold else Fraction(a + b)


def _en_loss(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    b = r.randint(2, 90)
    a = b + r.randint(1, 150)
    name, friend, thing = r.choice(_EN_NAMES), r.choice(_EN_NAMES), r.choice(_EN_THINGS)
    gone = "some" if untold else str(b)
    text = r.choice([f"{name} had {a} {thing} and gave {gone} of them to {friend}. How many {thing} are left?",
                     f"There were {a} {thing} in the box. {name} took out {gone}. How many {thing} are still in the box?",
                     f"{name} baked {a} cookies for the sale and sold {gone}. How many cookies did {name} not sell?"])
    return "en", text, None if untold else Fraction(a - b)


def _en_times(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    k, b = r.randint(2, 6), r.randint(2, 15)
    name, other, thing = r.choice(_EN_NAMES), r.choice(_EN_NAMES), r.choice(_EN_THINGS)
    roll = r.random()
    if roll < 0.35:
        told = "" if untold else f", who is {b}"
        return "en", f"{name} is {k} times as old as {other}{told}. How old is {name}?", None if untold else Fraction(k * b)
    if roll < 0.6:
        older = b + r.randint(20, 60)
        told = "" if untold else f" and {other} is {b}"
        return "en", f"{name} is {older} years old{told}. How much older is {name} than {other}?", \
            None if untold else Fraction(older - b)
    if roll < 0.8:
        told = "" if untold else f" {other} has {b}."
        return "en", f"{name} has {k} times as many {thing} as {other}.{told} How many {thing} does {name} have?", \
            None if untold else Fraction(k * b)
    more = b + r.randint(1, 60)
    told = "some" if untold else str(b)
    return "en", f"{name} has {more} {thing} and {other} has {told}. How many more {thing} does {name} have?", \
        None if untold else Fraction(more - b)


def _en_rate(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    name, other, thing = r.choice(_EN_NAMES), r.choice(_EN_NAMES), r.choice(_EN_THINGS)
    roll = r.random()
    if roll < 0.3:
        a, b = r.randint(2, 48), r.randint(2, 20)
        told = "some" if untold else str(b)
        return "en", f"Each bag holds {a} {thing}. {name} filled {told} bags. How many {thing} is that?", \
            None if untold else Fraction(a * b)
    if roll < 0.55:
        each, people = r.randint(2, 30), r.randint(2, 12)
        told = "a few friends" if untold else f"{people} friends"
        return "en", f"{name} shared {each * people} {thing} equally among {told}. How many did each friend get?", \
            None if untold else Fraction(each)
    if roll < 0.75:
        a, b = r.randint(2, 12), r.randint(2, 12)
        told = "" if untold else f" and {other} can paint it in {b} hours"
        return "en", f"{name} can paint the fence in {a} hours{told}. Working together, how many hours will it take them?", \
            None if untold else 1 / (Fraction(1, a) + Fraction(1, b))
    v1, v2 = r.randint(20, 90), r.randint(20, 90)
    hours = r.randint(1, 6)
    told = "some miles" if untold else f"{(v1 + v2) * hours} miles"
    return "en", (f"Two cyclists start {told} apart and ride toward each other, one at {v1} miles per hour and the "
                  f"other at {v2}. In how many hours do they meet?"), None if untold else Fraction(hours)


def _zh_change(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    name, other = r.sample(_ZH_NAMES, 2)
    (thing, unit), b = r.choice(_ZH_THINGS), r.randint(2, 90)
    told = "一些" if untold else f"{b}{unit}"
    roll = r.random()
    if roll < 0.3:
        a = r.randint(3, 150)
        return "zh", f"{name}有{thing}{a}{unit}，又买来{told}，现在有多少{unit}？", None if untold else Fraction(a + b)
    if roll < 0.6:
        a = b + r.randint(1, 150)
        return "zh", r.choice([f"{name}有{a}{unit}{thing}，送给{other}{told}，还剩几{unit}？",
                               f"图书室有故事书{a}本，借走了{'一些' if untold else f'{b}本'}，还剩多少本？"]), \
            None if untold else Fraction(a - b)
    plant, place = r.choice(_ZH_PLANTS)
    a = r.randint(10, 200)
    told = "一些" if untold else f"{b}棵"
    return "zh", f"{place}里原来有{plant}{a}棵，今年春天又栽了{told}，现在一共有{plant}多少棵？", \
        None if untold else Fraction(a + b)


def _zh_ages(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    child, elder = r.choice(_ZH_NAMES), r.choice(_ZH_ELDERS)
    young = r.randint(4, 14)
    k = r.choice([m for m in range(2, 9) if 20 <= m * young <= 90])  # an elder's age, 20 to 90
    old = k * young
    roll = r.random()
    if roll < 0.25:
        told = "" if untold else f"{child}今年{young}岁，"
        return "zh", f"{elder}今年{old}岁，{told}{elder}的年龄是{child}的几倍？", None if untold else Fraction(k)
    if roll < 0.45:
        told = "比" + child + "年龄的" + str(k) + "倍还多几岁" if untold else f"正好是{child}年龄的{k}倍"
        return "zh", f"{elder}今年{old}岁，{told}，{child}今年几岁？", None if untold else Fraction(young)
    if roll < 0.65:
        d = r.randint(1, 9)
        word = r.choice(["大", "小"])
        told = f"{word}几岁" if untold else f"{word}{d}岁"
        text = f"{child}今年{young + 10}岁，{r.choice(_ZH_NAMES)}比{child}{told}，"
        if untold:
            return "zh", text + "两人相差几岁？", None
        return "zh", text + "他今年几岁？", Fraction(young + 10 + (d if word == "大" else -d))
    if roll < 0.8:
        gap = old - young
        told = "" if untold else f"{elder}比{child}大{gap}岁，"
        return "zh", f"{elder}和{child}的年龄和是{old + young}岁，{told}{child}今年几岁？", \
            None if untold else Fraction(young)
    told = "" if untold else f"{child}今年{young}岁，"
    return "zh", f"{told}{elder}的年龄是{child}的{k}倍，{elder}今年几岁？", None if untold else Fraction(old)


def _zh_times(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    name, other = r.sample(_ZH_NAMES, 2)
    (thing, unit), k, b = r.choice(_ZH_THINGS), r.randint(2, 6), r.randint(3, 40)
    roll = r.random()
    if roll < 0.35:
        told = f"一些{thing}" if untold else f"{thing}{b}{unit}"
        return "zh", f"{name}有{told}，{other}的{thing}是{name}的{k}倍，{other}有几{unit}？", \
            None if untold else Fraction(k * b)
    if roll < 0.6:
        told = "几" if untold else str(k)
        return "zh", f"{name}有{k * b}{unit}{thing}，是{other}的{told}倍，{other}有几{unit}？", \
            None if untold else Fraction(b)
    if roll < 0.8:
        more = b + r.randint(1, 50)
        told = "一些" if untold else f"{b}{unit}"
        return "zh", f"{name}有{thing}{more}{unit}，{other}有{told}，{name}比{other}多几{unit}？", \
            None if untold else Fraction(more - b)
    return "zh", f"{name}有{thing}{2 * b}{unit}，{other}的是{name}的{'一部分' if untold else '一半'}，{other}有几{unit}？", \
        None if untold else Fraction(b)


def _zh_rate(r: random.Random, untold: bool) -> tuple[str, str, Fraction | None]:
    name, other = r.sample(_ZH_NAMES, 2)
    roll = r.random()
    if roll < 0.3:
        v1, v2, hours = r.randint(30, 90), r.randint(30, 90), r.randint(1, 6)
        told = "" if untold else f"相距{(v1 + v2) * hours}千米的"
        return "zh", (f"两辆车同时从{told}两个城市相对开出，一辆每小时行{v1}千米，另一辆每小时行{v2}千米，"
                      "经过几小时两车相遇？"), None if untold else Fraction(hours)
    if roll < 0.55:
        a, b = r.randint(2, 20), r.randint(2, 20)
        told = "也来帮忙" if untold else f"单独做要{b}天完成"
        return "zh", f"一项工程，{name}单独做要{a}天完成，{other}{told}，两人合做几天完成？", \
            None if untold else 1 / (Fraction(1, a) + Fraction(1, b))
    if roll < 0.8:
        (thing, unit), each, people = r.choice(_ZH_THINGS), r.randint(2, 20), r.randint(2, 12)
        told = "分给几个小朋友" if untold else f"平均分给{people}个小朋友"
        return "zh", f"老师有{each * people}{unit}{thing}，{told}，每人分到几{unit}？", None if untold else Fraction(each)
    price, count = r.randint(2, 60), r.randint(2, 15)
    told = "一些" if untold else f"{count}千克"
    return "zh", f"{name}的妈妈买了{told}苹果，每千克{price}元，一共花了多少元？", None if untold else Fraction(price * count)


STORIES: dict[str, Story] = {"story_gain_en": _en_gain, "story_loss_en": _en_loss, "story_times_en": _en_times,
                             "story_rate_en": _en_rate, "story_change_zh": _zh_change, "story_ages_zh": _zh_ages,
                             "story_times_zh": _zh_times, "story_rate_zh": _zh_rate}


def story_problems(n: int, seed: int) -> Iterator[Example]:
    """`n` seeded stories spread over the families; `gold` None marks one with an amount untold (not computable)."""
    r = random.Random(seed)
    names = sorted(STORIES)
    for i in range(n):
        name = names[i % len(names)]
        lang, text, gold = STORIES[name](r, r.random() < UNTOLD_SHARE)
        yield Example(text, lang, name, None if gold is None else frac_str(gold))
