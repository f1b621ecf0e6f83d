"""An amount said with 小 before a round number, or a share with 多 after it (red team zh 32, issue 15): 小两千块钱, 小一万的
奖金, 这台电视小5000元 say "a little under two thousand", 四成多, 六成多, 80%多 "a little over": hedges, as 将近 and 左右
are, so no reading may compute with them (hedges.py reads the hedges said with a word of their own, and 多 after a count's
unit). 小 of a comparison (弟弟比哥哥小3岁, 比那双小两码) and 小 before a number that is not round (小3岁, 小一) are no
hedge; 大小 and 小小 are other words; 多 before 少, 了, 长 … asks or compares (三成多少), and so does one after 比 in its
clause (80的25%比80的20%多多少)."""

from __future__ import annotations

import re

# 小 then a round amount: a Chinese numeral ending in a magnitude (两千, 一万, 三百, 五十) or digits ending in 00
_NEARLY = re.compile(r"(?<![比大小])小(?:[一两二三四五六七八九]?[十百千万亿]|\d+00(?!\d))")
# a share in tenths or a percentage, then 多 (not 多少, 多了, 多长 …)
_SHARE_AND_A_BIT = re.compile(r"(?:[一二两三四五六七八九]成|\d+(?:\.\d+)?[%％])多(?![少了长大高远重久]|多少)")
_CLAUSES = re.compile("[，,。；;！!？?]")


def nearly_a_round_amount(original: str) -> bool:
    """Whether a clause of the (original) Chinese request says an amount as 小 before a round number, not in a
    comparison (比 earlier in its clause), or a share with 多 after it."""
    return any(m is not None and "比" not in clause[:m.start()] for clause in _CLAUSES.split(original)
               for m in (_NEARLY.search(clause), _SHARE_AND_A_BIT.search(clause)))
