"""Requests that are not computations: open questions, lookups, intents, and traps (numbers that
are not a computation), in English and Chinese; plus CLINC150 and Banking77 from ../shared/data.

Every generated text has a kind ("open" or "lookup") for the classifier's second head. Traps carry
the family "trap" so the benchmark reports them on their own. Lists are split by `held_out`
(every fourth frame) so the benchmark measures frames the model never saw.
"""

from __future__ import annotations

import csv
import json
import random
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from dtlib.settings import get_settings

from ..settings import BenchSettings

from .computations import held_out

SHARED_DATA = Path(get_settings(BenchSettings).bench_shared_data_dir)  # DT_BENCH_SHARED_DATA_DIR


@dataclass(frozen=True)
class Request:
    text: str
    lang: str
    kind: str  # open | lookup
    family: str  # open, lookup, trap, intent:<name>, ambiguous


_TOPICS_EN = ["photosynthesis", "black holes", "the French Revolution", "machine learning", "inflation",
              "the immune system", "climate change", "quantum computing", "the Roman Empire", "jazz",
              "blockchain", "the stock market", "meditation", "Kafka consumer groups", "vaccines",
              "the Great Wall", "renewable energy", "Shakespeare", "DNA", "the internet",
              "supply chains", "microservices", "coffee", "sleep", "volcanoes"]
_TOPICS_ZH = ["光合作用", "黑洞", "法国大革命", "机器学习", "通货膨胀", "免疫系统", "气候变化", "量子计算",
              "罗马帝国", "爵士乐", "区块链", "股票市场", "冥想", "长城", "可再生能源", "莎士比亚", "基因",
              "互联网", "供应链", "微服务", "咖啡", "睡眠", "火山", "唐诗", "人工智能", "中医", "高铁"]
_OPEN_EN = ["Explain {t} in simple terms.", "Why does {t} matter?", "Write a short poem about {t}.",
            "How does {t} work?", "Tell me about {t}.", "What are the pros and cons of {t}?",
            "Summarize the history of {t}.", "Give me three fun facts about {t}.",
            "What do you think about {t}?", "How can I learn more about {t}?",
            "Describe {t} to a ten-year-old.", "Compare {t} and {u}.", "Write a story about {t}.",
            "What is the meaning of {t}?", "Name one thing people get wrong about {t}.",
            "Should I care about {t}?", "Help me understand {t}.", "What's interesting about {t}?",
            "Can you recommend a book on {t}?", "What would happen without {t}?"]
_OPEN_ZH = ["用简单的话解释一下{t}", "{t}为什么重要", "写一首关于{t}的短诗", "{t}是怎么运作的",
            "介绍一下{t}", "{t}有哪些优点和缺点", "总结一下{t}的历史", "讲三个关于{t}的有趣事实",
            "你怎么看{t}", "怎样才能学好{t}", "给小学生讲讲{t}", "比较一下{t}和{u}", "写一个关于{t}的故事",
            "{t}的意义是什么", "关于{t}人们常有哪些误解", "我应该关注{t}吗", "帮我理解{t}",
            "推荐一本关于{t}的书", "如果没有{t}会怎样", "用一句话介绍一下{t}"]
_LOOKUP_EN = ["Who invented {t}?", "Where can I read about {t}?", "When did {t} start?",
              "Which country is famous for {t}?", "What is the capital of {c}?", "Who is the president of {c}?",
              "Where is {c}?", "What language do they speak in {c}?", "What currency does {c} use?",
              "When is the next holiday in {c}?", "Who wrote Hamlet?", "Where is the nearest hospital?",
              "What time does the store open?", "Who won the last election in {c}?",
              "What is the population of {c}?", "Where is my order?", "What is the tallest mountain in {c}?"]
_LOOKUP_ZH = ["{t}是谁发明的", "在哪里可以了解{t}", "{t}是什么时候开始的", "哪个国家以{t}闻名",
              "{c}的首都是哪里", "{c}的总统是谁", "{c}在哪里", "{c}说什么语言", "{c}用什么货币",
              "{c}下一个节假日是什么时候", "《哈姆雷特》是谁写的", "最近的医院在哪里", "商店几点开门",
              "{c}的人口有多少", "我的订单到哪了", "{c}最高的山是哪座"]
_COUNTRIES_EN = ["France", "Japan", "Brazil", "Kenya", "Canada", "Germany", "India", "Mexico", "Egypt", "Norway"]
_COUNTRIES_ZH = ["法国", "日本", "巴西", "肯尼亚", "加拿大", "德国", "印度", "墨西哥", "埃及", "挪威"]

# Numbers that are not computations: names, years, quarters, versions, ids, counts of things.
TRAPS_EN = [
    "Q3 2023 report", "Who won the 2018 World Cup?", "Where is the Q{q} {y} sales report?",
    "What happened in {y}?", "Top 10 movies of {y}", "How do I install Windows 11?",
    "Is the iPhone 15 worth buying?", "What's new in Python 3.12?", "Where is room {n}?",
    "Track my order #{id}", "My flight {f} is delayed, what are my options?", "Tell me 3 jokes",
    "Give me 5 ideas for a birthday party", "What are the 7 wonders of the world?",
    "Who was the 16th president of the United States?", "Summarize chapter {n} of the book",
    "When does the {n} bus arrive?", "What is the 5G network?", "What are COVID-19 symptoms?",
    "Call me at 555-{n}", "I was charged {n} dollars twice, why?", "Is store #{n} open on Sunday?",
    "What did the Q{q} earnings call say about margins?", "Plan a {n}-day trip to Japan",
    "Which team won the {y} NBA finals?", "How tall is a 747?", "Explain the 80/20 rule",
    "What is the 24/7 support number?", "Write a haiku with 3 lines", "List 4 primary sources for WW2",
    "How much does the iPhone 15 cost?", "How many people live in Tokyo?", "What is 3M known for?",
    "Why was {y} a leap year?", "Version 2.0 release notes", "Who scored 2 goals in the {y} final?",
    "Is 20/20 vision perfect?", "What is the HTTP 404 error?", "What does error code {n} mean?",
    "My card ending in {n} was declined", "What's the weather like on 5th Avenue?",
]
TRAPS_ZH = [
    "第3季度的报告在哪里", "第{q}季度的销售报告在哪", "{y}年的年报发布了吗", "{y}年发生了什么大事",
    "{y}年最好看的10部电影", "怎么安装Windows 11", "iPhone 15值得买吗", "Python 3.12有什么新特性",
    "{n}号会议室在哪里", "查一下订单{id}的物流", "航班{f}延误了怎么办", "给我讲3个笑话",
    "给我5个生日派对的点子", "世界七大奇迹是哪些", "美国第16任总统是谁", "总结一下这本书的第{n}章",
    "{n}路公交车什么时候到", "5G是什么", "新冠有哪些症状", "我被重复扣了{n}元，为什么",
    "{n}号店周日营业吗", "第{q}季度财报电话会说了什么", "规划一个{n}天的日本行程", "{y}年NBA总冠军是谁",
    "80/20法则是什么意思", "24小时客服电话是多少", "写一首三行的俳句", "二战的4个主要原因",
    "iPhone 15多少钱", "东京有多少人口", "3M公司是做什么的", "2.0版本更新了什么", "404错误是什么意思",
    "错误代码{n}是什么意思", "尾号{n}的卡被拒了", "双11有什么优惠", "1号线地铁几点停运", "PM2.5是什么",
    "我有2个问题想问", "第一次去北京应该去哪里", "三国演义讲的是什么", "一带一路是什么", "十一假期去哪玩",
    "五一放几天假", "百度是哪一年成立的", "我今年30岁了，应该买什么保险", "100米世界纪录是谁保持的",
]
# Questions that would need a guess to be answered fast (the ambiguity goes with them).
AMBIGUOUS_EN = ["How many pounds is 5 tons?", "Convert 3 gallons to liters", "What date is 90 days from today?",
                "How many days until next Friday?", "What is the current exchange rate from USD to CNY?",
                "Calculate my income tax on 10000 at the current tax rate", "How many ounces in 2 kg?",
                "What day of the week is 05/04/2022?", "What is 6/2(1+2)?", "What will the date be in 3 weeks?"]
AMBIGUOUS_ZH = ["5吨等于多少磅", "3加仑是多少升", "今天之后90天是几号", "距离下周五还有几天",
                "按最新个税起征点计算月薪1万要交多少税", "现在美元兑人民币汇率是多少", "明天是星期几",
                "按目前的房贷利率，贷款100万每月还多少", "2盎司黄金多少钱", "3月15日是星期几"]


def _fill(r: random.Random, frame: str, lang: str) -> str:
    topics = _TOPICS_EN if lang == "en" else _TOPICS_ZH
    countries = _COUNTRIES_EN if lang == "en" else _COUNTRIES_ZH
    t, u = r.sample(topics, 2)
    return frame.format(t=t, u=u, c=r.choice(countries), q=r.randint(1, 4), y=r.randint(1950, 2030),
                        n=r.randint(2, 999), id=r.randint(10000, 99999),
                        f=f"{r.choice(['CA', 'MU', 'UA', 'BA'])}{r.randint(100, 9999)}")


def _frames(frames: list[str], split: str) -> list[str]:
    return [f for i, f in enumerate(frames) if held_out(i) == (split == "bench")]


def generated(n: int, seed: int, split: str = "train") -> Iterator[Request]:
    """`n` open, lookup and trap requests in both languages, frames split by `held_out`."""
    r = random.Random(seed)
    pools = [
        (_frames(_OPEN_EN, split), "en", "open", "open"),
        (_frames(_OPEN_ZH, split), "zh", "open", "open"),
        (_frames(_LOOKUP_EN, split), "en", "lookup", "lookup"),
        (_frames(_LOOKUP_ZH, split), "zh", "lookup", "lookup"),
        (_frames(TRAPS_EN, split), "en", "lookup", "trap"),
        (_frames(TRAPS_ZH, split), "zh", "lookup", "trap"),
    ]
    for i in range(n):
        frames, lang, kind, family = pools[i % len(pools)]
        yield Request(_fill(r, r.choice(frames), lang), lang, kind, family)


def ambiguous(split: str = "train") -> Iterator[Request]:
    for frame in _frames(AMBIGUOUS_EN, split):
        yield Request(frame, "en", "lookup", "ambiguous")
    for frame in _frames(AMBIGUOUS_ZH, split):
        yield Request(frame, "zh", "lookup", "ambiguous")


# --- ../shared/data ---------------------------------------------------------------------------

# CLINC150 intents that ask for open-ended text rather than a fact or an account action.
_OPEN_INTENTS = {"fun_fact", "tell_joke", "meaning_of_life", "what_is_your_name", "who_made_you",
                 "are_you_a_bot", "what_are_your_hobbies", "do_you_have_pets", "how_old_are_you",
                 "where_are_you_from", "recipe", "meal_suggestion", "travel_suggestion",
                 "restaurant_suggestion", "flip_coin", "roll_dice", "greeting", "goodbye", "thank_you"}
# Intents whose questions are computations or unit conversions; labelled by their content instead.
CALCULATOR_INTENTS = {"calculator", "measurement_conversion"}


def shared_data_available() -> bool:
    return (SHARED_DATA / "clinc150" / "train_val.json").exists()


def clinc(split: str) -> Iterator[tuple[str, str]]:
    """(text, intent) from CLINC150: split "train" (train + oos_train) or "val" (val + oos_val)."""
    path = SHARED_DATA / "clinc150" / "train_val.json"
    if not path.exists():
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    keys = ("train", "oos_train") if split == "train" else ("val", "oos_val")
    for key in keys:
        for text, intent in data.get(key, []):
            yield text, intent


def banking(split: str) -> Iterator[tuple[str, str]]:
    """(text, category) from Banking77's train.csv, split 80/20 by a hash of the text (it has no
    validation split here; its test split is kept back by the data's owners)."""
    path = SHARED_DATA / "banking77" / "train.csv"
    if not path.exists():
        return
    with path.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            bench = zlib.crc32(row["text"].encode()) % 5 == 0
            if bench == (split == "val"):
                yield row["text"], row["category"]


def intent_kind(intent: str) -> str:
    return "open" if intent in _OPEN_INTENTS else "lookup"


def shared_requests(split: str, limit_clinc: int, limit_banking: int, seed: int) -> list[Request]:
    r = random.Random(seed)
    clinc_rows = [(t, i) for t, i in clinc(split) if i not in CALCULATOR_INTENTS]
    banking_rows = list(banking(split))
    r.shuffle(clinc_rows)
    r.shuffle(banking_rows)
    out = [Request(t, "en", intent_kind(i), "intent:clinc") for t, i in clinc_rows[:limit_clinc]]
    out += [Request(t, "en", "lookup", "intent:banking77") for t, _ in banking_rows[:limit_banking]]
    return out


def clinc_calculator(split: str) -> list[str]:
    return [t for t, i in clinc(split) if i in CALCULATOR_INTENTS]
