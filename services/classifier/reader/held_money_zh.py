"""Money or an allowance told as one person's, spent or used by another (red team zh 32, issue 15): a guard every
Chinese reading passes (guard_checks.py).

姐姐的零花钱有50元，妹妹买文具花了20元，姐姐的零花钱还剩多少元: 妹妹 may have paid with her own money, so 50 − 20 is not
what the story tells. The same with 压岁钱, 生活费, 话费, 流量, 工资, 存款, an account's 余额 or a 存钱罐, and with a holder
jieba tags as a place (哥哥的账户余额有500元，弟弟转出了100元). others_told_zh.py reads a card, account or phone said to hold
it (小王的存折里有3000元，小李取出了800元); this module reads what one is said to have of one's own, named by kinship,
role or name, whatever the word for it. The holder's own doing (姐姐买文具花了20元, 他买零食花了12元) passes, and so does
another's that names the holder (妈妈从小明的存钱罐里拿了20元).
"""

from __future__ import annotations

import re

from .bill_people import named_person
from .vocab_zh import clauses_zh, is_kin_or_role, words_zh

# 哥哥的压岁钱有, 奶奶的生活费有, 妈妈的话费还有, 哥哥的账户余额有, 表哥的流量还剩: a holder, 的, what they hold, its amount
_HELD = re.compile(r"^(?P<holder>[\u4e00-\u9fff]{1,3}?)的(?P<held>[\u4e00-\u9fff]{1,4}?)(?:里面?|上|中)?(?:余额)?(?:还)?"
                   r"(?:有|剩|余额|是)(?:<n\d+>|[零一二两三四五六七八九十百千万])")
# A doing that takes money or an allowance out (花了, 用了, 转出, 取了, 刷了, 交了)
_TAKEN_OUT = re.compile("花|用|转出|转走|取|拿|刷|交|付|支出|借走|消费|充")


def held_money_spent_by_another(text: str) -> bool:
    """Whether the story (`text`: the slotted request) tells money held as one person's, then another person's doing
    that takes an amount out without naming the holder."""
    clauses = clauses_zh(text)
    held = _HELD.match(clauses[0]) if len(clauses) >= 3 else None
    if held is None or not _a_person(held["holder"]):
        return False
    holder = held["holder"]
    return any(_another_doer(clause, holder) and "<n" in clause and _TAKEN_OUT.search(clause)
               for clause in clauses[1:-1])


def _a_person(word: str) -> bool:
    """姐姐, 哥哥 (which jieba tags a place), 老师, 小李: a person by kinship, role or name (not 周末, 我)."""
    return is_kin_or_role(word) or word != "我" and named_person(word) \
        and words_zh(word)[0].kind not in ("time", "pronoun")


def _another_doer(clause: str, holder: str) -> bool:
    """妹妹买文具花了20元 after 姐姐的: a clause opening with a person who is not the holder, not naming the holder."""
    doer = next((clause[:k] for k in (3, 2) if _a_person(clause[:k])), "")
    return bool(doer) and holder not in clause and not holder.startswith(doer) and not doer.startswith(holder)
