"""Numbers that name a thing in Chinese, not an amount: a grade or a model number before its noun, 92号汽油, 0号柴油,
5号电池, 地铁3号线, 2号楼, 24号球衣 (issue 15: "加油站92号汽油每升7.65元，我加了40升" was no unit price beside 40升, but
three amounts). Perception keeps them out of the numbers (`dtlib.perception.mentions`, `Mentions.names`), so every reader
reads the request as it reads 汽油每升7.65元.

A number is a name here only where 号 follows it and a noun follows 号 (jieba's tag n…: 汽油, 电池, 线, 楼, 鞋). Not a day
of the month: after 月 (5月3号, a date perception finds first), or before a verb or a time (15号发工资, 3号上午, 5号之前,
10号星期五: no noun); not an ordinal (第3号). Two names told apart by their numbers alone (5号电池4节6元，7号电池每节多少钱)
stay numbers: without them the two kinds would read as one; so does a name first said in the question (电池4节6元，7号电池
每节多少钱: the story's kind, or another?).
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache

import jieba
import jieba.posseg

jieba.setLogLevel(logging.WARNING)

# a number, 号, then the start of what follows it; not after 月, 第, a digit or a point
# the last mark before the question's clause (a mark at the very end closes the question)
_LAST_CLAUSE = re.compile(r".*[，。；！？,.;!?](?=.*[^，。；！？,.;!?\s])", re.DOTALL)
_NUMBER_HAO = re.compile(r"(?<![月第\d.])(?:\d+|[零〇一二两三四五六七八九十]+)号(?=[\u4e00-\u9fff])")


@lru_cache(maxsize=1 << 10)
def _noun_after(text: str) -> bool:
    """Whether `text` (what follows 号) opens with a noun, as jieba tags it."""
    words = jieba.posseg.lcut(text)
    return bool(words) and words[0].flag.startswith("n")


def name_spans_zh(folded: str, taken: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of the numbers with their 号 that name a thing (92号 of 92号汽油), outside the `taken` spans (dates)."""
    if "号" not in folded:
        return []
    spans = []
    for m in _NUMBER_HAO.finditer(folded):
        if any(m.start() < b and a < m.end() for a, b in taken):
            continue
        if _noun_after(folded[m.end():m.end() + 4]):
            spans.append(m.span())
    if len({folded[a:b] for a, b in spans}) > 1:
        return []  # 5号电池 … 7号电池: two kinds, which the words without their numbers would make one
    last = _LAST_CLAUSE.search(folded)
    if spans and last is not None and spans[0][0] >= last.end():
        return []  # 电池4节6元，7号电池每节多少钱: a kind named first in the question, the story's or another?
    return spans
