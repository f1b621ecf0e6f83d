"""What the model sees: the text for character n-grams, and a few engineered features.

Digits are replaced by one "0" per number in the model's text so "12*24" and "37*91" look the
same to it; the values themselves never matter to the decision, only the shape. The engineered
features carry what n-grams see poorly: how dense the digits are, operators between numbers,
trigger words in both languages, dates, length.
"""

from __future__ import annotations

import math
import re

from dtlib.perception import Mentions

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_OPERATOR_BETWEEN = re.compile(r"\d\s*[-+*/^%]\s*[\d(]|\)\s*[-+*/^]|\d\s*(?:加|减|乘以?|除以)\s*\d")
_OPERATOR_CHARS = re.compile(r"[-+*/^=%√]")
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
# Trigger words. Counted with substring and word-set look-ups, not regexes: this runs on every
# request, and a scan per list costs more than the rest of the features together.
_COMPUTE_ZH = ("计算", "等于", "多少", "求", "增长率", "增幅", "质因数", "素数", "质数", "折", "平方", "立方", "次方",
               "阶乘", "公约数", "公倍数", "星期几", "周几", "几号", "多少天", "几天", "之间", "之后", "反转",
               "倒过来", "大写", "小写", "字符", "加", "减", "乘", "除以", "百分之", "合计", "总共", "一共", "保留")
_COMPUTE_EN = frozenset(
    "calculate compute evaluate solve plus minus times divided multiplied multiply sum product percent "
    "percentage factorize factorise factorization factorisation factors prime sqrt squared cubed power gcd "
    "lcm divisor multiple factorial weekday reverse reversed uppercase lowercase characters growth "
    "increase discount off tip equals equal total".split())
_COMPUTE_EN_PHRASES = ("square root", "days between", "how many days", "day of the week", "business days",
                       "how many times")
_OPEN_EN = frozenset("why explain describe write opinion recommend suggest advice compare summarize "
                     "summarise story poem joke".split())
_OPEN_EN_PHRASES = ("how do", "how does", "how can", "how should", "how to", "tell me about",
                    "what do you think", "help me")
_OPEN_ZH = ("为什么", "怎么", "如何", "解释", "介绍", "写一", "建议", "推荐", "总结", "比较", "讲个", "谈谈", "看法",
            "意义", "故事", "诗")
_LOOKUP_EN = frozenset("who where when which status balance track schedule open hours capital".split())
_LOOKUP_EN_PHRASES = ("what is the name", "my account", "my card", "find my", "where's")
_LOOKUP_ZH = ("谁", "哪里", "哪儿", "在哪", "什么时候", "哪个", "状态", "余额", "账户", "查询", "地址")
_LATIN_WORD = re.compile(r"[a-z']+")


def _count(text: str, words: tuple[str, ...]) -> int:
    return sum(map(text.count, words))  # in C: every request counts some 40 phrases


FEATURE_NAMES = (
    "digit_density", "numbers", "dates", "operator_between_numbers", "operator_chars",
    "compute_words_zh", "compute_words_en", "open_words", "lookup_words", "length", "words",
    "cjk_share", "quoted", "percent", "unit", "ordinal", "time", "question_mark",
)


def model_text(folded: str) -> str:
    return _NUMBER.sub("0", folded)


def dense_features(found: Mentions) -> list[float]:
    folded = found.folded
    length = len(folded) or 1
    digits = sum(map(str.isdigit, folded))
    cjk = len(_CJK.findall(folded)) if not folded.isascii() else 0
    words = _LATIN_WORD.findall(folded)
    compute_en = sum(map(_COMPUTE_EN.__contains__, words)) + _count(folded, _COMPUTE_EN_PHRASES)
    open_en = sum(map(_OPEN_EN.__contains__, words)) + _count(folded, _OPEN_EN_PHRASES)
    lookup_en = sum(map(_LOOKUP_EN.__contains__, words)) + _count(folded, _LOOKUP_EN_PHRASES)
    return [
        digits / length,
        math.log1p(len(found.numbers)),
        float(len(found.dates)),
        float(digits > 0 and bool(_OPERATOR_BETWEEN.search(folded))),
        math.log1p(len(_OPERATOR_CHARS.findall(folded))),
        math.log1p(_count(folded, _COMPUTE_ZH) if cjk else 0),
        math.log1p(compute_en),
        math.log1p(open_en + (_count(folded, _OPEN_ZH) if cjk else 0)),
        math.log1p(lookup_en + (_count(folded, _LOOKUP_ZH) if cjk else 0)),
        math.log1p(length),
        math.log1p(len(words) + cjk),
        cjk / length,
        float(bool(found.quoted)),
        float(any(n.percent for n in found.numbers)),
        float(any(n.unit for n in found.numbers)),
        float(any(n.ordinal for n in found.numbers)),
        float(bool(found.times)),
        float("?" in folded or "？" in folded),
    ]
