"""Requests that must go slow: numbers that are not a computation (trap), questions that need
outside facts (needs_facts), open questions (open) and requests with two readings or a missing
part (ambiguous). Each list is split into two disjoint pools like the computation frames."""

from __future__ import annotations

import random
from typing import Callable

from .common import Row, capitalised, en_end, pick, slow, zh_end

SOURCE = "gen:traps"

ZH_TRAPS = (
    "第{q}季度的报告在哪里", "{y}年的那场金融危机是怎么回事", "我的手机号是138{p8}，帮我记一下", "版本{v}的更新说明在哪看",
    "iPhone {n}值得买吗", "推荐{n}部好看的电影", "{r}房间的空调坏了找谁修", "地铁{n}号线几点停运", "{y}年发生了什么大事",
    "北京市海淀区中关村大街{n}号怎么走", "ISO {iso}认证需要准备哪些材料", "第{n}章讲了什么", "帮我打一下{p8}这个电话",
    "{y}年奥运会在哪里举办的", "我住在{r}室，快递放门口就行", "Windows {w}怎么激活", "{n}路公交车经过人民广场吗",
    "《{y}》这本书讲的是什么", "Python {v}有什么新特性", "第{q}季度的销售目标完成了吗", "{n}号楼在哪边",
    "订单号{order}的物流到哪了", "车牌号京A{plate}是谁的车", "{y}款的思域油耗怎么样", "{n}岁的孩子适合读什么书",
    "帮我查一下{y}年{m}月的会议纪要", "身份证后四位{four}能查到什么", "第{n}届全运会在哪个城市", "5G和4G有什么区别",
    "Top {n}的大学有哪些", "{m}月{d}日是什么节日", "我的工号是{four}，怎么登录系统", "G{train}次列车几点到站",
    "{y}年的春晚有哪些节目", "帮我把第{q}页打印出来", "HTTP {code}错误是什么意思", "邮编{zip}是哪里",
    "{n}楼的会议室现在有人吗", "微信{v}版本怎么回退", "第{q}组的同学下午来开会",
)
EN_TRAPS = (
    "version {v} release notes", "Tell me about {y}", "what happened in the {y} crisis", "call me at 555-{p4}",
    "iPhone {n} review", "top {n} movies of all time", "room {r} is too cold, who do I call", "where is the Q{q} report",
    "what is ISO {iso}", "directions to {n} Main Street", "Windows {w} vs Windows {w2}", "when does the number {n} bus come",
    "is Python {v} stable yet", "my order #{order} hasn't arrived", "best {n} restaurants near me", "what was the {y} Olympics like",
    "HTTP error {code} meaning", "is flight UA{train} on time", "chapter {n} summary please", "who won Super Bowl {n}",
    "Area 51 facts", "what's in the 2.0 update", "{y} was a great year for music, right", "gate B{n} is where",
    "apartment {r}, please leave the package", "review of the Galaxy S{n}", "Apollo {n} mission history", "Catch-22 book summary",
    "what does error code 0x{hex} mean", "the {n} best tips for sleeping", "is my zip code {zip} in the delivery area",
    "COVID-19 symptoms", "what is Web 3.0", "my ticket number is {order}, any update", "PlayStation {w} price",
    "route 66 road trip ideas", "what time does store #{n} open", "section 4.2 of the company handbook", "Blink-182 best songs",
    "is Q{q} planning on the agenda", "room {r} or room {r2} for the meeting",
)

ZH_FACTS = (
    "100美元等于多少人民币", "如果我的年收入是{k}万，按最新个税起征点计算每月到手多少", "请计算{y}年Q3营收环比增长率", "北京有多少人口",
    "苹果公司的市值是多少", "今天黄金多少钱一克", "{k}欧元换成日元是多少", "上海到北京的距离是多少公里", "比特币现在多少钱",
    "珠穆朗玛峰有多高", "今年的GDP增长率是多少", "现在的房贷利率是多少，贷{k}0万每月还多少", "特斯拉去年卖了多少辆车",
    "茅台的市盈率是多少", "中国有多少个省", "{k}万日元等于多少人民币", "我们公司第三季度的营收环比增长了多少", "明天北京气温多少度",
    "一斤猪肉现在多少钱", "光速是每秒多少公里", "五险一金按最新标准要交多少", "深圳的最低工资是多少", "美股昨天收盘多少点",
    "{k}千瓦时电费多少钱",
)
EN_FACTS = (
    "how much is 100 USD in euros", "what's the population of Tokyo", "what is the current exchange rate for yen",
    "how much tax do I pay on a {k}0,000 salary in California", "what was Apple's Q3 revenue growth",
    "how tall is Mount Everest", "price of bitcoin right now", "how far is London from Paris in km", "what's Tesla's market cap",
    "what's the GDP of France", "how many people live in Canada", "current mortgage rates for a {k}00k loan",
    "convert {k}0 pounds sterling to dollars", "what was the inflation rate last month", "how much does a Big Mac cost in Japan",
    "what's the speed of sound at sea level", "how many calories in {k} slices of pizza", "our year-over-year revenue growth",
    "what is the minimum wage in New York", "how old is the universe", "what's the S&P 500 at today",
    "the boiling point of water at 3000 m altitude", "how many Starbucks stores are there", "Q3 revenue growth rate for our company",
)

ZH_OPEN = (
    "请解释一下量子纠缠", "写一首关于秋天的诗", "怎么学好数学", "推荐一本好书", "为什么天空是蓝色的", "帮我写一封请假邮件",
    "人工智能会取代人类吗", "如何提高编程能力", "如果A>B且B>C，是否A>C", "解释一下什么是复利", "给我讲个笑话",
    "卡尼曼的快思慢想讲了什么", "怎么才能睡得更好", "Python和Java哪个好", "帮我润色这段文字", "什么是双系统理论",
    "为什么1+1=2", "数学归纳法是什么", "如何证明根号2是无理数", "勾股定理是怎么来的", "我应该买房还是租房", "总结一下这篇论文",
    "什么是质数", "百分比和百分点有什么区别",
)
EN_OPEN = (
    "explain quantum entanglement", "write a haiku about the sea", "how do I get better at math", "what is a prime number",
    "why is the sky blue", "help me write a cover letter", "what's the meaning of life", "summarize thinking fast and slow",
    "if A > B and B > C, is A > C", "prove that there are infinitely many primes", "what is compound interest",
    "tell me a joke", "should I learn Rust or Go", "explain the Pythagorean theorem", "how does a sandbox work",
    "what's the difference between mean and median", "how do I calculate a growth rate", "what is a leap year",
    "give me tips for public speaking", "is 0 a natural number", "what causes inflation", "how do percentages work",
    "explain how long division works", "why do we need prime numbers in cryptography",
)

ZH_AMBIGUOUS = (
    "{k}吨等于多少千克", "{k}加仑是多少升", "{k}盎司是多少克", "{k}品脱等于多少毫升", "05/04/2022是星期几", "明天是几号",
    "6÷2(1+2)等于多少", "{k}乘以", "{k}加多少", "下周一是几号", "{k}斤是多少克", "{k}夸脱等于多少升", "30天后是几月几号",
    "距离春节还有几天", "2^3^2到底等于多少", "{k}两是多少克", "离年底还有多少天", "把它转成大写",
    "这个数是质数吗", "打{q}折", "增长率是多少", "昨天是星期几",
)
EN_AMBIGUOUS = (
    "convert {k} tons to kg", "how many liters in {k} gallons", "{k} ounces in grams", "{k} pints to ml", "what day is 05/04/2022",
    "what's the date tomorrow", "6÷2(1+2)", "what is {k} times", "{k} plus", "how many days until Christmas",
    "what date is 10 days from today", "{k} quarts in liters", "what day was 03/04/2021", "what's 2^3^2 on my calculator vs by hand",
    "{k} billion in UK usage, how many zeros", "how many days ago was last Friday", "next Monday's date",
    "reverse it", "is it prime", "what's {k}% off", "how many days between 01/02/2023 and 02/01/2023", "growth rate",
    "how many cups in {k} liters", "what time is it in 3 hours",
)


def _values(rng: random.Random) -> dict[str, object]:
    return {
        "q": rng.randint(1, 4), "y": rng.choice((1984, 2008, 1997, 2012, 1969, 2001, 1949, 2020, 1990, 2016)),
        "p8": rng.randint(10_000_000, 99_999_999), "p4": rng.randint(1000, 9999), "v": rng.choice(("2.0", "3.12", "1.5", "8.0.3", "11")),
        "n": rng.randint(2, 99), "r": rng.randint(101, 1208), "r2": rng.randint(101, 1208), "iso": rng.choice((9001, 27001, 14001, 8601, 3166)),
        "w": rng.choice((7, 8, 10, 11, 12)), "w2": rng.choice((10, 11)), "order": rng.randint(10**9, 10**10),
        "plate": rng.randint(10000, 99999), "m": rng.randint(1, 12), "d": rng.randint(1, 28), "four": rng.randint(1000, 9999),
        "train": rng.randint(100, 2000), "code": rng.choice((404, 500, 502, 403, 301)), "zip": rng.randint(100000, 999999),
        "k": rng.randint(2, 90), "k2": rng.randint(2, 90), "hex": rng.randint(4096, 65535),
    }


def _make(frames_zh, frames_en, category: str) -> tuple[Callable[[random.Random, str], Row], Callable[[random.Random, str], Row]]:
    def zh(rng: random.Random, split: str) -> Row:
        text = pick(rng, frames_zh, split).format(**_values(rng))
        return slow(text + zh_end(rng, text), "zh", category, SOURCE)

    def en(rng: random.Random, split: str) -> Row:
        text = pick(rng, frames_en, split).format(**_values(rng))
        text = capitalised(text) if rng.random() < 0.6 else text
        return slow(text + en_end(rng, text), "en", category, SOURCE)

    return zh, en


trap_zh, trap_en = _make(ZH_TRAPS, EN_TRAPS, "trap")
facts_zh, facts_en = _make(ZH_FACTS, EN_FACTS, "needs_facts")
open_zh, open_en = _make(ZH_OPEN, EN_OPEN, "open")
ambiguous_zh, ambiguous_en = _make(ZH_AMBIGUOUS, EN_AMBIGUOUS, "ambiguous")

MAKERS: tuple[tuple[Callable[[random.Random, str], Row], int], ...] = (
    (trap_zh, 90), (trap_en, 90), (facts_zh, 30), (facts_en, 30), (open_zh, 25), (open_en, 25),
    (ambiguous_zh, 40), (ambiguous_en, 40),
)
