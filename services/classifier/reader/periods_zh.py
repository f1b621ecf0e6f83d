"""Chinese holders said with a time (这个月, 上个月, 去年 …) and what they hold: shared by the composition layer
(compose_zh.py) and the guard every reading passes against two periods' amounts of two things (guards.py)."""

from __future__ import annotations

import re

from .vocab_zh import clauses_zh

# Time words that name a holder; one names another only when the two are the same word.
TIMES = re.compile("上上个月|上个月|这个月|本月|下个月|前年|去年|今年|明年|上上周|上周|这周|本周|下周|这星期|上星期|前天|昨天|"
                    "今天|明天|上午|下午|早上|中午|晚上|现在|原来|周[一二三四五六日末]|星期[一二三四五六日天]")
ATTRIBUTES = re.compile("的?(?:年龄|岁数|棵数|个数|只数|人数|本数|价钱|价格|钱|重量|体重|身高|数量|工资|长度|高度)$|的$")
# 另一根: the other one; 这个月: a time, not one thing
ONE_ITEM = re.compile("(?:[一这那][个支台件本瓶辆条张只位把双套盒袋箱桶部架家]|(?<!另)[一这那][头匹棵根座])(?!月|星期|小时|季度)")


def holder_core(holder: str) -> str:
    """A holder without its attribute (的年龄, 的价钱) or a one naming it (一支, 这件)."""
    return ONE_ITEM.sub("", ATTRIBUTES.sub("", holder.strip())).replace("了", "").strip()


def other_things(one: str, other: str) -> bool:
    """这个月水费 against 上个月电费: two periods' amounts of two things."""
    if not (TIMES.search(one) and TIMES.search(other)):
        return False
    one, other = (re.sub("是|有|共|的|零下|零上", "", TIMES.sub("", holder_core(x))) for x in (one, other))
    return bool(one) and bool(other) and one != other  # 去年利润是 … 今年是: one thing


def two_things_of_two_periods_compared(slotted: str) -> bool:
    """A guard for every reading (guards.py): 这个月水费96元，上个月电费80元，这个月比上个月多多少元 compares two periods whose
    amounts are of two things; no operation answers it."""
    clauses = clauses_zh(slotted)
    if len(clauses) < 3 or "比" not in clauses[-1] or len(TIMES.findall(clauses[-1])) < 2:
        return False
    holders = [c[:c.index("<")] for c in clauses[:-1] if "<" in c and TIMES.search(c[:c.index("<")])]
    return any(other_things(one, other) for i, one in enumerate(holders) for other in holders[i + 1:])
