"""Seeded everyday requests and short word problems in English and Chinese, for the classifier's score alone.

The reader reads these families, but a score trained on bare arithmetic, conversions and dates scored them as no
computation and vetoed right readings: a date asked relative to today with no number in it (后天星期几, "what's the
date the day after tomorrow"), a trip's hours from its distance and speed, an amount some times another, the orders
n things can stand in, a saving per week over weeks, a stock and what is added to it, the rest of a job at a time
per piece, ages older, younger or some times another's (Chinese), how many more or fewer, half of a number, the
letters of a word, a recipe doubled or halved, a monthly amount over a year, and short requests in notations the
bare arithmetic does not teach (`short_requests`).

Each family is written here in its own words, never copied from a corpus or a test file. A balance and a deposit
is left out on purpose: taught, it raised "my account is $30 overdrawn and I deposit $50" (which the reader misreads
as 80) as much as the right readings, and the score is its one catch. Beside them, requests that share their words but ask no computation (tomorrow's weather, a balance
looked up, a book recommended) are labelled not computable, so the date and story words alone do not raise the
score.

Phrasings are not split by `held_out`: these rows feed training only, never the routing benchmark.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .numerals import to_chinese


@dataclass(frozen=True)
class Everyday:
    text: str
    lang: str
    family: str
    computable: bool


# --- dates relative to today, with no number ----------------------------------------------------------------

_REL_DAYS_ZH = ["今天", "明天", "后天", "大后天", "昨天", "前天", "大前天"]
_WEEKDAYS_ZH = ["一", "二", "三", "四", "五", "六", "日", "天"]
_REL_WEEKS_ZH = ["下周", "上周", "这周", "本周", "下个星期", "上个星期", "下礼拜", "这个星期"]
_REL_DATE_ZH = ["{r}是几月几日", "{r}是几号", "{r}几号", "请问{r}是几月几号", "{r}是什么日期", "{r}是哪一天",
                "{r}的日期是多少", "帮我看看{r}是几月几日"]
_REL_WEEKDAY_ZH = ["{r}星期几", "{r}是星期几", "{r}是周几", "{r}礼拜几", "请问{r}是星期几", "{r}是一周的第几天"]

_REL_DAYS_EN = ["today", "tomorrow", "yesterday", "the day after tomorrow", "the day before yesterday"]
_WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_REL_WEEKS_EN = ["next", "last", "this", "this coming"]
_REL_DATE_EN = ["What's the date {r}?", "what date is {r}", "What date will it be {r}?", "which date is {r}?",
                "Tell me the date {r}.", "what is the date {r}", "What was the date {r}?"]
_REL_WEEKDAY_EN = ["What day of the week is it {r}?", "what weekday is {r}", "Which day of the week will it be {r}?",
                   "what day is it {r}"]
_WEEKDAY_DATE_EN = ["What date is {w} {d}?", "what's the date of {w} {d}", "Which date falls on {w} {d}?",
                    "{w} {d} is what date?"]


def relative_date(r: random.Random) -> Everyday:
    if r.random() < 0.5:
        if r.random() < 0.6:  # a day: its date or its weekday
            rel = r.choice(_REL_DAYS_ZH)
            frames = _REL_DATE_ZH if r.random() < 0.5 else _REL_WEEKDAY_ZH
        else:  # a weekday of a week: its date (下周五是几号)
            rel, frames = r.choice(_REL_WEEKS_ZH) + r.choice(_WEEKDAYS_ZH), _REL_DATE_ZH
        return Everyday(r.choice(frames).format(r=rel), "zh", "relative_date", True)
    if r.random() < 0.6:
        rel = r.choice(_REL_DAYS_EN)
        frame = r.choice(_REL_DATE_EN + _REL_WEEKDAY_EN)
        return Everyday(frame.format(r=rel), "en", "relative_date", True)
    frame = r.choice(_WEEKDAY_DATE_EN)
    return Everyday(frame.format(w=r.choice(_REL_WEEKS_EN), d=r.choice(_WEEKDAYS_EN)), "en", "relative_date", True)


# --- short word problems -------------------------------------------------------------------------------------

def _zh(r: random.Random, n: int) -> str:
    return to_chinese(n) if n < 100 and r.random() < 0.15 else str(n)


_TRIP_EN = ["A train covers {d} km at {s} km/h. How many hours does the journey take?",
            "If I drive {d} miles at {s} mph, how long will the drive take?",
            "We have {d} kilometres to go and average {s} km per hour. How many hours until we arrive?",
            "A cyclist rides {d} km at a steady {s} km/h. How long does the ride last, in hours?",
            "The ferry sails {d} miles at {s} miles per hour. How many hours is the crossing?",
            "How long does a {d} km trip take at {s} kilometres an hour?"]
_TRIP_ZH = ["两地相距{d}千米，汽车每小时行{s}千米，要行驶几小时？", "一列火车以每小时{s}公里的速度行驶{d}公里，需要多少小时？",
            "从家到外婆家有{d}千米，爸爸开车每小时开{s}千米，几小时能到？", "骑车每小时骑{s}公里，骑完{d}公里要几个小时？",
            "轮船每小时航行{s}千米，航行{d}千米需要多长时间？"]


def trip_time(r: random.Random) -> Everyday:
    s = r.choice([4, 5, 12, 15, 20, 40, 45, 50, 60, 80, 90, 120])
    d = s * r.randint(2, 9)
    if r.random() < 0.5:
        return Everyday(r.choice(_TRIP_EN).format(d=d, s=s), "en", "trip_time", True)
    return Everyday(r.choice(_TRIP_ZH).format(d=_zh(r, d), s=_zh(r, s)), "zh", "trip_time", True)


_ITEMS_EN = [("a jacket", "a shirt"), ("the sofa", "the chair"), ("a laptop", "a tablet"), ("the bike", "the helmet"),
             ("a ticket to Paris", "a ticket to Lyon"), ("the house", "the car"), ("a watch", "a wallet")]
_TIMES_UP_EN = ["{A} costs {k} times as much as {b}. {B} costs ${p}. How much does {a} cost?",
                "{B} is ${p} and {a} is {k} times that price. What does {a} cost?",
                "{A} is priced at {k} times {b}, which sells for ${p}. What is the price of {a}?",
                "If {b} costs ${p} and {a} costs {k} times as much, how much is {a}?"]
_TIMES_DOWN_EN = ["{A} costs ${q}, which is {k} times the price of {b}. How much is {b}?",
                  "{A} sells for ${q}, {k} times as much as {b}. What does {b} cost?"]
_THINGS_ZH = [("苹果", "个", "梨"), ("科技书", "本", "漫画书"), ("桃树", "棵", "梨树"), ("男生", "人", "女生"),
              ("鸡", "只", "鸭"), ("红花", "朵", "黄花")]
_TIMES_UP_ZH = ["{x}有{p}{u}，{y}的数量是{x}的{k}倍，{y}有多少{u}？", "{x}有{p}{u}，{y}是{x}的{k}倍，{y}有几{u}？",
                "已知{x}{p}{u}，{y}是{x}的{k}倍，求{y}有多少{u}"]
_TIMES_DOWN_ZH = ["{x}有{q}{u}，是{y}的{k}倍，{y}有多少{u}？", "{x}共{q}{u}，正好是{y}的{k}倍，{y}有几{u}？",
                  "{x}的{u}数是{y}的{k}倍，{x}有{q}{u}，{y}有多少{u}？"]
_HOW_MANY_TIMES_ZH = ["爸爸今年{q}岁，儿子今年{p}岁，爸爸的年龄是儿子的几倍？", "{x}有{q}{u}，{y}有{p}{u}，{x}是{y}的几倍？",
                      "妈妈{q}岁，女儿{p}岁，妈妈的岁数是女儿的多少倍？"]


def times_another(r: random.Random) -> Everyday:
    k = r.randint(2, 9)
    p = r.randint(3, 90) * r.choice([1, 1, 10])
    q = p * k
    if r.random() < 0.5:
        a, b = r.choice(_ITEMS_EN)
        frame = r.choice(_TIMES_UP_EN + _TIMES_DOWN_EN)
        text = frame.format(a=a, b=b, A=a[0].upper() + a[1:], B=b[0].upper() + b[1:], k=k, p=p, q=q)
        return Everyday(text, "en", "times_another", True)
    x, u, y = r.choice(_THINGS_ZH)
    frame = r.choice(_TIMES_UP_ZH + _TIMES_DOWN_ZH + _HOW_MANY_TIMES_ZH)
    return Everyday(frame.format(x=x, y=y, u=u, k=_zh(r, k), p=p, q=q), "zh", "times_another", True)


_ARRANGE_EN = ["In how many ways can {n} different books be arranged on a shelf?",
               "How many different orders can {n} people stand in a line?",
               "How many ways are there to seat {n} guests in a row?",
               "{n} runners finish a race with no ties. How many possible finishing orders are there?",
               "How many ways can you line up {n} distinct photos on a wall?"]
_ARRANGE_ZH = ["{n}本不同的书排成一排，有多少种排法？", "{n}个人站成一排，一共有几种站法？", "{n}个同学排队，共有多少种不同的排列方式？",
               "把{n}幅不同的画挂成一排，有几种挂法？", "{n}名运动员跑步比赛没有并列，名次有多少种可能？"]


def arrangements(r: random.Random) -> Everyday:
    n = r.randint(3, 9)
    if r.random() < 0.5:
        return Everyday(r.choice(_ARRANGE_EN).format(n=n), "en", "arrangements", True)
    return Everyday(r.choice(_ARRANGE_ZH).format(n=_zh(r, n)), "zh", "arrangements", True)


_SAVE_EN = ["I put aside ${a} every week. How much will I have saved after {w} weeks?",
            "She saves ${a} a week for {w} weeks. How much does she save in total?",
            "If Tom saves {a} dollars each week, how much has he saved after {w} weeks?",
            "Saving ${a} per month, how much do I have after {w} months?",
            "We set aside ${a} every week for {w} weeks for the trip. How much is that altogether?"]
_SAVE_ZH = ["小明每周存{a}元，{w}周一共能存多少钱？", "妈妈每个月存{a}元，存{w}个月共存了多少元？", "每星期攒{a}块钱，{w}个星期能攒多少钱？",
            "他每周往存钱罐里放{a}元，{w}周后存钱罐里有多少元？"]


def savings(r: random.Random) -> Everyday:
    a, w = r.choice([5, 8, 10, 12, 15, 20, 25, 30, 50, 75, 100, 120, 200]), r.randint(3, 52)
    if r.random() < 0.5:
        return Everyday(r.choice(_SAVE_EN).format(a=a, w=w), "en", "savings", True)
    return Everyday(r.choice(_SAVE_ZH).format(a=a, w=_zh(r, w)), "zh", "savings", True)


_STOCK_EN = [("maple trees", "in the park", "Gardeners will plant"), ("rose bushes", "in the garden", "Volunteers will plant"),
             ("books", "on the shelf", "The librarian will add"), ("chairs", "in the hall", "The crew will bring in"),
             ("cans of soup", "in the pantry", "The cook will stock"), ("cars", "in the lot", "The dealer will park")]
_STOCK_FRAMES_EN = ["There are {a} {t} {p} now. {v} {b} more today. How many {t} will there be when they are done?",
                    "There are currently {a} {t} {p}. {v} {b} {t} this afternoon. How many {t} will be {p} afterwards?",
                    "{a} {t} are {p} right now, and {v2} {b} more later. How many {t} will be {p} then?"]
_STOCK_ZH = [("公园里", "棵", "树", "工人今天还要种"), ("书架上", "本", "书", "图书管理员还要放上"),
             ("停车场里", "辆", "车", "下午还会开进来"), ("果园里", "棵", "果树", "农民明天还要栽")]
_STOCK_FRAMES_ZH = ["{p}现在有{a}{m}{t}，{v}{b}{m}，到时候一共有多少{m}{t}？", "{p}原来有{a}{m}{t}，{v}{b}{m}，完成后有几{m}？"]


def stock_added(r: random.Random) -> Everyday:
    a, b = r.randint(2, 150), r.randint(2, 150)
    if r.random() < 0.5:
        t, p, v = r.choice(_STOCK_EN)
        text = r.choice(_STOCK_FRAMES_EN).format(a=a, b=b, t=t, p=p, v=v, v2=v[0].lower() + v[1:])
        return Everyday(text, "en", "stock_added", True)
    p, m, t, v = r.choice(_STOCK_ZH)
    text = r.choice(_STOCK_FRAMES_ZH).format(p=p, a=_zh(r, a), m=m, t=t, v=v, b=_zh(r, b))
    return Everyday(text, "zh", "stock_added", True)


_REST_EN = [("windows", "install", "installed"), ("rooms", "paint", "painted"), ("chapters", "edit", "edited"),
            ("fence panels", "fix", "fixed"), ("tiles", "lay", "laid")]
_REST_FRAMES_EN = ["A job has {n} {t} to {v}. {k} are {done} already. Each takes {h} hours. How long will the rest take?",
                   "She must {v} {n} {t} and has {done} {k} of them. At {h} minutes each, how many minutes are left?",
                   "The crew needs {n} {t}; {k} are {done}. If each one takes {h} hours, how many hours to finish the rest?"]
_REST_ZH = [("扇窗户", "安装"), ("间房", "粉刷"), ("道题", "做"), ("块地砖", "铺")]
_REST_FRAMES_ZH = ["一共要{v}{n}{t}，已经{v}了{k}{t}，每{t2}要{h}小时，剩下的还要几小时？",
                   "要{v}{n}{t}，{v}完了{k}{t}，每{t2}需要{h}分钟，剩下的还需要多少分钟？"]


def rest_of_job(r: random.Random) -> Everyday:
    n = r.randint(5, 40)
    k, h = r.randint(1, n - 1), r.randint(2, 12)
    if r.random() < 0.5:
        t, v, done = r.choice(_REST_EN)
        return Everyday(r.choice(_REST_FRAMES_EN).format(n=n, k=k, h=h, t=t, v=v, done=done), "en", "rest_of_job", True)
    t, v = r.choice(_REST_ZH)
    text = r.choice(_REST_FRAMES_ZH).format(n=_zh(r, n), k=_zh(r, k), h=h, t=t, t2=t[0], v=v)
    return Everyday(text, "zh", "rest_of_job", True)


_PEOPLE_ZH = ["小明", "小红", "小刚", "小芳", "哥哥", "姐姐", "弟弟", "妹妹", "表哥", "同桌"]
_ELDERS_ZH = ["爸爸", "妈妈", "爷爷", "奶奶", "外公", "舅舅"]
_AGES_ZH = ["{a}今年{x}岁，{b}比{a}大{d}岁，{b}今年几岁？", "{a}今年{x}岁，{b}比{a}小{d}岁，{b}今年多少岁？",
            "{a}{x}岁，{a}比{b}大{d}岁，{b}几岁？", "{a}今年{x}岁，{b}今年{y}岁，{a}比{b}大几岁？",
            "{e}今年{z}岁，{a}今年{x}岁，{e}的年龄是{a}的几倍？", "{e}今年{z}岁，正好是{a}年龄的{k}倍，{a}今年几岁？",
            "{a}今年{x}岁，{e}的年龄是{a}的{k}倍，{e}今年多少岁？"]


def ages_zh(r: random.Random) -> Everyday:
    """Ages told in Chinese: older or younger by some years, some times as old (the en families say these in
    `times_another`)."""
    a, b = r.sample(_PEOPLE_ZH, 2)
    x, d = r.randint(5, 15), r.randint(1, 9)
    k = r.randint(max(2, -(-24 // x)), max(2, 80 // x))  # an elder of 24 to 80
    y = x - d if x > d else x + d
    text = r.choice(_AGES_ZH).format(a=a, b=b, e=r.choice(_ELDERS_ZH), x=_zh(r, x), y=y, d=_zh(r, d), k=_zh(r, k),
                                     z=x * k)
    return Everyday(text, "zh", "ages_zh", True)


_COMPARE_ZH = [("本", "故事书", "科技书"), ("张", "邮票", "卡片"), ("支", "铅笔", "彩笔"), ("颗", "糖", "弹珠"), ("个", "苹果", "橘子")]
_COMPARE_FRAMES_ZH = ["{a}有{x}{m}{t}，{b}有{y}{m}，{a}比{b}多几{m}？", "{a}有{x}{m}{t}，{b}有{y}{m}，{b}比{a}少多少{m}？",
                      "{t}{x}{m}，{u}{y}{m}，{t}比{u}多多少{m}？", "{a}有{z}{m}{t}，{b}的是{a}的一半，{b}有几{m}？",
                      "{a}有{z}{m}{t}，是{b}的一半，{b}有多少{m}？", "{t}有{x}{m}，拿走了{y}{m}，还剩几{m}？"]
_COMPARE_EN = ["Mia has {x} stickers and Leo has {y}. How many more stickers does Mia have?",
               "Sam read {x} pages and Kim read {y} pages. How many fewer pages did Kim read?",
               "Half of the {z} cookies were eaten. How many cookies were eaten?",
               "A class has {z} pupils and half of them walk to school. How many walk?",
               "Our team scored {x} points and theirs scored {y}. By how many points did we win?"]


def compare(r: random.Random) -> Everyday:
    """How many more, how many fewer, half of a number, what is left."""
    x = r.randint(12, 90)
    y, z = r.randint(2, x - 1), r.randint(2, 45) * 2
    if r.random() < 0.4:
        return Everyday(r.choice(_COMPARE_EN).format(x=x, y=y, z=z), "en", "compare", True)
    a, b = r.sample(_PEOPLE_ZH, 2)
    m, t, u = r.choice(_COMPARE_ZH)
    text = r.choice(_COMPARE_FRAMES_ZH).format(a=a, b=b, m=m, t=t, u=u, x=_zh(r, x), y=_zh(r, y), z=z)
    return Everyday(text, "zh", "compare", True)


_WORDS_EN = ["Mississippi", "banana", "Helsinki", "strawberry", "committee", "Arkansas", "bookkeeper", "avocado"]
_LETTERS_EN = ["how many letters are in the word {w}", "How many letters does {w} have?", "count the letters in {w}",
               "how many times does the letter {c} appear in {w}", "count the letter {c} in the word {w}",
               "write the word {w} in capital letters", "spell {w} backwards"]
_LETTERS_ZH = ["单词{w}有几个字母", "{w}这个词一共有多少个字母", "{w}里有几个字母{c}", "把单词{w}写成大写"]


def letters_in_a_word(r: random.Random) -> Everyday:
    w = r.choice(_WORDS_EN)
    c = r.choice(sorted(set(w.lower())))
    if r.random() < 0.7:
        return Everyday(r.choice(_LETTERS_EN).format(w=w, c=c), "en", "letters_in_a_word", True)
    return Everyday(r.choice(_LETTERS_ZH).format(w=w, c=c), "zh", "letters_in_a_word", True)


_SCALE_EN = ["I'm doubling a recipe that calls for {g} g of butter. How much butter do I need?",
             "Halving a soup recipe that uses {g} ml of stock - how much stock?",
             "The recipe needs {g} g of rice and I'm making it three times over. How much rice?",
             "my gym costs ${g} a month, what's that for a year",
             "Rent is {g} a month. How much is that over a year?",
             "I spend ${g} a week on groceries; what is that per year?"]
_SCALE_ZH = ["一份菜谱要用{g}克面粉，做两份要多少克？", "食谱要{g}克糖，只做一半需要多少克？", "房租每月{g}元，一年要交多少钱？",
             "每个月话费{g}元，一年一共多少元？"]


def recipe_and_period(r: random.Random) -> Everyday:
    """A recipe doubled or halved, an amount per month or week over a year."""
    g = r.choice([40, 60, 90, 120, 150, 180, 200, 250, 300, 450, 600, 1200, 1850])
    if r.random() < 0.6:
        return Everyday(r.choice(_SCALE_EN).format(g=g), "en", "recipe_and_period", True)
    return Everyday(r.choice(_SCALE_ZH).format(g=g), "zh", "recipe_and_period", True)


_ORDINALS = {2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 6: "6th", 7: "7th", 8: "8th", 9: "9th", 10: "10th"}
_ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
_PLACES = {10: ("ten", "十位"), 100: ("hundred", "百位"), 1000: ("thousand", "千位")}


def _short_en(r: random.Random) -> str:
    a, b, n = r.randint(2, 12), r.randint(2, 10), r.randint(2, 999)
    kind = r.randrange(10)
    if kind == 0:
        e = _ORDINALS[b] if r.random() < 0.6 or b not in _ORDINAL_WORDS else _ORDINAL_WORDS[b]
        return r.choice(["What is {a} to the {e}?", "{a} to the {e}", "what's {a} to the {e} power", "quick one: {a} to the {e}"]
                        ).format(a=a, e=e)
    if kind == 1:
        return r.choice(["What is the absolute value of -{n}?", "absolute value of -{n}", "|-{n}| = ?"]).format(n=n)
    if kind == 2:
        return r.choice(["a km in m", "a mile in feet", "an hour in seconds", "a kg in grams", "a week in hours",
                         "{n} mph in km/h", "{n} km/h in m/s", "a litre in ml"]).format(n=n)
    if kind == 3:
        return rounding(r).text
    if kind == 4:
        return r.choice(["can you do {x}/{y} for me please", "hey, can u do {x}*{y} for me, just the number",
                         "{x} x {y}? thanks", "mind working out {x} minus {y}?"]).format(x=n * b, y=b)
    if kind == 5:
        return r.choice(["a third off a ${p} coat, what do I pay", "a quarter off ${p} - what's the price?",
                         "half off a ${p} lamp, how much is it", "how much is a ${p} bag at a fifth off?"]
                        ).format(p=r.randint(4, 90) * 60)
    if kind == 6:
        x = r.randint(20, 400)
        return r.choice(["What's the % change going from {x} to {y}?", "percent change from {x} to {y}?",
                         "By what percentage did it go from {x} to {y}?"]).format(x=x, y=x + r.randint(-x + 1, x))
    if kind == 7:
        return r.choice(["I scored {x}, {y} and {z} on three tests. What's my average?",
                         "What's the mean of {x}, {y} and {z}?", "average of {x}, {y}, {z}"]
                        ).format(x=r.randint(50, 100), y=r.randint(50, 100), z=r.randint(50, 100))
    if kind == 8:
        h1, m1 = r.randint(6, 11), r.choice([0, 15, 30, 45])
        h2, m2 = r.randint(1, 10), r.choice([0, 10, 20, 40, 50])
        return r.choice(["The cafe is open from {h1}:{m1:02d} to {h3}:00. How many hours is it open?",
                         "A film runs from {h1}:{m1:02d} pm to {h4}:{m2:02d} pm. How many minutes is that?",
                         "from {h1}:{m1:02d} am to {h2}:{m2:02d} pm, how many minutes"]
                        ).format(h1=h1, m1=m1, h2=h2, m2=m2, h3=h1 + r.randint(4, 12), h4=h1 + r.randint(1, 3))
    return r.choice(["{c} cents is how many dollars?", "She saved {c} cents. How many dollars is that?",
                     "reverse the word {w}", "can u spell {w} backwards"]).format(c=n * 100, w=r.choice(_WORDS_EN))


def rounding(r: random.Random) -> Everyday:
    """A rounding, often said with what it is for: "report" also names the traps' documents ("Where is the Q3
    sales report?"), and without these the score vetoed "for the report I need … rounded to the nearest ten"."""
    place, x = r.choice(list(_PLACES)), r.randint(1000, 99999)
    text = r.choice(["round {x} to the nearest {p}", "{x} rounded to the nearest {p}, please",
                     "round {x} to {k} significant figures", "what is {x} to the nearest {p}?",
                     "our {x} members rounded to the nearest {p}", "{x} sign-ups, rounded to the nearest {p}"]
                    ).format(x=f"{x:,}" if r.random() < 0.5 else x, p=_PLACES[place][0], k=r.randint(1, 3))
    lead = r.choice(["", "For the report I need ", "for my notes I need ", "For the newsletter: ", "for the slides, ",
                     "for our annual report, "])
    return Everyday(lead + text if lead else text[0].upper() + text[1:], "en", "rounding", True)


_SPLIT_EN = ["divide a {a} dollar tab between {k} people", "split the ${a} bill {k} ways", "{k} of us share a ${a} taxi, how much each?",
             "we owe {a} dollars for dinner, split evenly among {k} friends", "can you do {a}/{k} for me please",
             "could you work out {a} divided by {k} for me please", "please do {a}*{k} for me", "do {a} minus {k} for me pls"]
_SPLIT_ZH = ["{a}元的饭钱{k}个人平摊，每人多少", "{k}个人AA一顿{a}元的饭，每人出多少钱", "麻烦帮我算一下{a}除以{k}"]


def split_and_ask(r: random.Random) -> Everyday:
    """A bill shared out, and a sum asked politely ("for me please"): both scored as chat, not computation, before."""
    k = r.randint(2, 12)
    a = k * r.randint(5, 90)
    if r.random() < 0.7:
        return Everyday(r.choice(_SPLIT_EN).format(a=a, k=k), "en", "split_and_ask", True)
    return Everyday(r.choice(_SPLIT_ZH).format(a=a, k=k), "zh", "split_and_ask", True)


def _short_zh(r: random.Random) -> str:
    a, b, n = r.randint(2, 12), r.randint(2, 10), r.randint(2, 999)
    kind = r.randrange(6)
    if kind == 0:
        return r.choice(["-{n}的绝对值是多少", "求-{n}的绝对值", "{a}的{b}次方是几"]).format(n=n, a=a, b=b)
    if kind == 1:
        place = r.choice(list(_PLACES))
        return r.choice(["把{x}四舍五入到{p}", "{x}四舍五入到{p}是多少", "{x}精确到{p}约是多少"]).format(
            x=r.randint(1000, 99999), p=_PLACES[place][1])
    if kind == 2:
        x, y = r.randint(10, 90), r.randint(10, 90)
        return r.choice(["周一跑了{x}公里，周二跑了{y}公里，平均每天跑多少公里", "三次测验分别得了{x}、{y}、{z}分，平均分是多少",
                         "{x}、{y}、{z}这三个数的平均数是多少"]).format(x=x, y=y, z=r.randint(10, 90))
    if kind == 3:
        return r.choice(["买了一打鸡蛋，用了{k}个，还剩几个", "一打铅笔再加{k}支，一共几支", "两打杯子有多少个"]).format(k=r.randint(1, 11))
    if kind == 4:
        return r.choice(["男生{x}人，女生{y}人，男生占全班的几分之几", "一袋米{x}千克，吃了{y}千克，吃了这袋米的几分之几",
                         "{y}是{x}的百分之几"]).format(x=n + b, y=b)
    return r.choice(["商店早上{h1}点开门，晚上{h2}点关门，一天营业几小时", "电影从{h1}点{m}分开始，放了{k}分钟，几点结束",
                     "从{h1}点到{h2}点一共多少分钟"]).format(h1=r.randint(6, 10), h2=r.randint(17, 22),
                                                      m=r.choice([10, 20, 30]), k=r.choice([90, 105, 120]))


def short_requests(r: random.Random) -> Everyday:
    """Short requests in notations and words the bare arithmetic does not teach: powers said "to the 8th",
    absolute values, one unit in another, rounding, a fraction off a price, a percent change, an average, clock
    spans, cents in dollars, 平均, 几分之几, a dozen."""
    if r.random() < 0.6:
        return Everyday(_short_en(r), "en", "short_requests", True)
    return Everyday(_short_zh(r), "zh", "short_requests", True)


# --- the same words, no computation asked --------------------------------------------------------------------

_NOT_COMPUTABLE_ZH = ["{r}天气怎么样", "{r}会下雨吗", "{r}有什么安排", "{r}发生了什么新闻", "{r}开会吗", "{r}商场营业吗",
                      "{r}我该穿什么", "{r}的航班还有座位吗", "{r}去哪里玩比较好", "提醒我{r}交作业",
                      "我的账户余额是多少", "帮我查一下卡里的余额", "为什么我的存款还没到账", "推荐几本关于排列组合的书",
                      "火车票在哪里买", "公园里种的是什么树", "怎么让孩子爱上存钱", "这周末有什么电影"]
_NOT_COMPUTABLE_EN = ["What's the weather like {r}?", "Will it rain {r}?", "Remind me {r} to call the bank.",
                      "What's on my calendar {r}?", "Is the pharmacy open {r}?", "What happened in the news {r}?",
                      "Book a table for {r} evening.", "What should I wear {r}?",
                      "What's my account balance?", "Why hasn't my deposit cleared yet?",
                      "Recommend a good book about trains.", "How do I get my kids to save money?",
                      "What trees grow best in a city park?", "Which is cheaper to run, a laptop or a tablet?"]


def not_computable(r: random.Random) -> Everyday:
    if r.random() < 0.5:
        return Everyday(r.choice(_NOT_COMPUTABLE_ZH).format(r=r.choice(_REL_DAYS_ZH)), "zh", "not_computable", False)
    return Everyday(r.choice(_NOT_COMPUTABLE_EN).format(r=r.choice(_REL_DAYS_EN)), "en", "not_computable", False)


FAMILIES: dict[str, Callable[[random.Random], Everyday]] = {
    "relative_date": relative_date, "trip_time": trip_time, "times_another": times_another,
    "arrangements": arrangements, "savings": savings, "stock_added": stock_added, "rest_of_job": rest_of_job,
    "ages_zh": ages_zh, "compare": compare, "letters_in_a_word": letters_in_a_word,
    "recipe_and_period": recipe_and_period, "short_requests": short_requests, "rounding": rounding,
    "split_and_ask": split_and_ask}


def everyday(per_family: int, seed: int) -> Iterator[Everyday]:
    """`per_family` seeded requests of each family (relative dates and short requests twice as many: they are
    many kinds), then as many requests with the same words that ask no computation; duplicates left out."""
    r = random.Random(seed)
    seen: set[str] = set()
    counts = {name: per_family * (2 if name in ("relative_date", "short_requests") else 1) for name in FAMILIES}
    for name, fn in FAMILIES.items():
        for _ in range(counts[name]):
            e = fn(r)
            if e.text not in seen:
                seen.add(e.text)
                yield e
    for _ in range(sum(counts.values()) // 3):
        e = not_computable(r)
        if e.text not in seen:
            seen.add(e.text)
            yield e
