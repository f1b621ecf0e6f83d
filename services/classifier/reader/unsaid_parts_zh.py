"""Amounts a Chinese story names but does not tell, inside or beside the one it tells, whichever reader read it
(guards.py): a fee named with no amount of its own ("我买了3斤，算上运费一共付了多少钱": the fee is in the total, its
amount unknown), and a weight told with its container ("一桶油连桶重50千克，用去了20千克，还剩多少千克油": the oil alone
is not told), an amount said as more than a number (四百多), and one said as some (水电交了一些). Each makes the reading of the numbers written short by an amount nobody said; the request goes slow.
A fee said free or left out (免运费, 不含运费, 包邮) and one with its own amount (运费8元) are not this."""

from __future__ import annotations

import re

from .vocab_zh import clauses_zh

_FEES = re.compile("运费|邮费|快递费|包装费|手续费|服务费|小费|税费|打包费|配送费")
_FEE_LEFT_OUT = re.compile("免|不含|不算|不包括|不用|无需|包邮|除去|除了")
# 连桶重, 连盒一共重, 毛重: the amount told weighs the container too (连同 alone adds what is said beside it: 连同10%的服务费)
_WITH_CONTAINER = re.compile("连[^，,<>0-9]{1,3}?(?:一共|一起|共)?重|毛重")


# 手续费是多少, 要付多少手续费: the fee is what is asked, not an amount left out
_FEE_ASKED = re.compile(rf"(?:{_FEES.pattern})(?:是|为|要|需要|一共|共)?(?:多少|几)|(?:多少|几)[元块钱的]*(?:{_FEES.pattern})")


def fee_named_unpriced_zh(slotted: str) -> bool:
    """A fee named in a clause that tells no amount (no slot: <n0>, a percent), does not leave it out and does not ask
    it."""
    return any(_FEES.search(clause) and "<" not in clause and not _FEE_LEFT_OUT.search(clause)
               and not _FEE_ASKED.search(clause) for clause in clauses_zh(slotted))


def weighed_with_container_zh(slotted: str) -> bool:
    return bool(_WITH_CONTAINER.search(slotted))


# 四百多, 400多元, 3块多, 两个多月: more than the number, by an amount not told (not 多少 or 多几 asked, not 8比3多5)
_MORE_THAN = re.compile(r"(?<!比)<n\d+>(?:个|块|元|斤|岁)?多(?!少|多少|几|[<0-9])")


def more_than_amount_zh(slotted: str) -> bool:
    return bool(_MORE_THAN.search(slotted))


# 水电交了一些, 又买了一部分: an amount of the story said as some, with no number in its clause
_SOME = re.compile("一些|一部分|若干")
_LEFT_OR_ALL_ASKED = re.compile("还剩|剩下|剩余|还有|一共|总共|共")


def some_amount_told_zh(slotted: str) -> bool:
    """A clause before a question of what is left or of the whole tells an amount as some (一些, 一部分, 若干) and no
    number: the reading of the numbers told would leave it out (工资8500，房租交了2800，水电交了一些，还剩多少 was answered
    5700). Asked otherwise (原来有多少个, 买来多少个), the some may be the amount asked."""
    clauses = clauses_zh(slotted)
    return bool(_LEFT_OR_ALL_ASKED.search(clauses[-1])) \
        and any(_SOME.search(clause) and "<" not in clause for clause in clauses[:-1])
