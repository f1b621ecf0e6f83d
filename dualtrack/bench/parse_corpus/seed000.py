"""The examples of ../shared/seeds/000_98d42a4ca474aa9e.txt, category `seed000` (all in dev):
every computable one with its exact gold, and the ones the seed says must not be guessed."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction as F

from .common import Row, factor_string, fast, num, slow

SOURCE = "seed:000"


def _days(a: str, b: str) -> str:
    return str((dt.date.fromisoformat(b) - dt.date.fromisoformat(a)).days)


def _shift(d: str, days: int) -> str:
    return (dt.date.fromisoformat(d) + dt.timedelta(days=days)).isoformat()


def rows() -> list[Row]:
    zh, en = "zh", "en"
    computable = [
        ("12*24", en, num(12 * 24)),
        ("12×24等于多少", zh, num(12 * 24)),
        ("99×101", zh, num(99 * 101)),
        ("99×101等于多少？", zh, num(99 * 101)),
        ("100²-1²等于多少", zh, num(100**2 - 1**2)),
        ("一件衣服原价100元，打8折后多少钱？", zh, num(100 * F(8, 10))),
        ("100元打8折", zh, num(100 * F(8, 10))),
        ("请计算2023年12月31日到2024年3月15日之间的总天数", zh, _days("2023-12-31", "2024-03-15")),
        ("2023年12月31日到2024年3月15日间隔几天", zh, _days("2023-12-31", "2024-03-15")),
        ("2023-12-31到2024-03-15有多少天", zh, _days("2023-12-31", "2024-03-15")),
        ("求15683615的质因数", zh, factor_string(15683615)),
        ("15683615的质因数", zh, factor_string(15683615)),
        ("100的平方根", zh, num(10)),
        ("100的平方根是多少？", zh, num(10)),
        ("去年利润是-12,567,890元，今年是3,000,000元，今年比去年多多少元？", zh, num(3_000_000 - (-12_567_890))),
        ("-12,567,890加3,000,000等于多少", zh, num(-12_567_890 + 3_000_000)),
        ("反转字符串“hello world”", zh, "dlrow olleh"),
        ("reverse the string \"Thinking, Fast and Slow\"", en, "wolS dna tsaF ,gniknihT"),
        ("2024-03-15加30天是哪天", zh, _shift("2024-03-15", 30)),
        ("2024-03-15减去10天是几号", zh, _shift("2024-03-15", -10)),
        ("2024年3月15日是星期几", zh, "Friday"),
        ("What is 12 times 24?", en, num(12 * 24)),
    ]
    must_go_slow = [
        ("请计算2023年Q3营收环比增长率", zh),
        ("如果我的年收入是25万，按最新个税起征点计算每月到手多少？", zh),
        ("5吨等于多少千克", zh),
        ("如果A>B且B>C是否A>C", zh),
        ("请解释量子纠缠", zh),
        ("总结这篇论文的核心观点", zh),
        ("润色这段文案使其更专业", zh),
        ("帮我把这份合同里所有‘不可抗力’条款标红", zh),
        ("这张表里的增长率是多少？", zh),
        ("从年底到春分有多少天", zh),
        ("第3季度的报告在哪里", zh),
        ("经营活动现金流净额同比变化是多少", zh),
    ]
    out = [fast(text, lang, "seed000", gold, SOURCE) for text, lang, gold in computable]
    out += [slow(text, lang, "seed000", SOURCE) for text, lang in must_go_slow]
    return out
