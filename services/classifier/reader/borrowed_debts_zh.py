"""Money the speaker borrowed from someone, paid back in part, and what is still owed asked, read by its values:
"我跟朋友借了3万 已经还了一万八 还差他多少", "我向同事借了5000块，还了2000，还欠他多少", "我从表姐那借了1.5万，陆续还了9000，还欠
多少" (money_flows.py reads a debt told by 欠; 借 is no flow there: lent or borrowed?).

The story is its parts (between commas, a space typed between clauses being one): the first tells the loan, the speaker
borrowing from a lender (跟 / 向 / 找 / 从 X (那) 借了 N), each later one a payment the speaker made on it (已经 / 陆续 / 今天
还了 (他) N), and the last asks what is still owed (还差 / 还欠 / 还要还 (他) 多少). Anything else in a part (又借 the debt
grown, 利息, a plan 打算还, someone else paying 我弟还了, 借了我 told the other way, money asked 还剩多少钱), an amount in
another currency or not in money, or payments beyond the loan make the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by

# the speaker borrowing from someone named between 跟 / 向 / 找 / 从 and 借: never the speaker (我) or "us"
_LOAN = re.compile(r"^我?(?:跟|向|找|从)(?P<who>[^借，]{1,6}?)(?:那里|那儿|那边|那)?借了$")
# a payment by the speaker, when or bit by bit (no one else before 还了), to the lender or no one named
_PAID = re.compile(r"^我?(?:已经|之前|前面|先后|陆续|先|后来|今天|昨天|前天|上周|上个月|这个月|这周|本月|上月|又|共|一共|总共|"
                   r"分两次|分三次|分几次)*还了?(?P<to>他|她|人家|对方|TA|ta)?$")
# what is still owed asked: 还差 / 还欠 / 还要还 / 还得还 / 还需要还 (him) 多少 (钱 / 元 / 块)
_OWED = re.compile(r"^(?:我)?(?:还差|还欠|还要还|还得还|还需要还|还需还)(?P<to>他|她|人家|对方|TA|ta)?"
                   r"(?:多少|多少钱|多少元|多少块|多少块钱)(?:没还)?$")
_MONEY_UNITS = frozenset({"", "元", "块", "块钱"})
_PART_TYPES = frozenset({"WORD", "AND", "CONG", "WHAT", "TODAY", "HOW_MANY", "DUOSHAO_QIAN", "NUM", "UNIT", "YOU"})


@triggered_by(text=("借",))
def read_borrowed_debt_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type not in _PART_TYPES | {"COMMA"} for t in tokens):
        return None
    parts = _parts(tokens)
    if len(parts) < 3:
        return None
    *story, question = parts
    loan = _amount_after(story[0], _LOAN, slots)
    if loan is None or any(t.type == "NUM" for t in question):
        return None
    lender = _LOAN.match(_before_amount(story[0])).group("who")
    if lender in ("我", "我们", "咱", "咱们") or any(w in lender for w in _TWO_LENDERS):
        return None  # "跟我们借了": borrowed from the speaker; "跟朋友和同事借了": two lenders, 他 which?
    payments = [_amount_after(part, _PAID, slots) for part in story[1:]]
    if None in payments or not _asks_owed(question, lender) or not _pronouns_fit(story[1:] + [question], lender):
        return None
    if sum(payments) > loan:
        return None  # paid back more than borrowed: the story tells something else
    expression = "-".join(slots.number(_number(part).value).plain() for part in story)
    return Task("expr", {"expression": expression}, source="parser")


_TWO_LENDERS = ("和", "跟", "与", "及", "、", "还有")
# a lender's word that tells a sex (表哥, 姐姐, 舅舅): 他 / 她 of the other sex is someone else
_MALE_ENDS, _FEMALE_ENDS = tuple("哥弟爸叔伯舅爷公夫"), tuple("姐妹妈姨姑婶奶婆嫂娘")


def _pronouns_fit(parts: list[list[Tok]], lender: str) -> bool:
    """Whether each 他 / 她 paid or asked can be the lender ("跟表哥借了3万 … 还差她多少": she is not the cousin)."""
    said = "".join(t.value for part in parts for t in part)
    other = "她" if lender.endswith(_MALE_ENDS) else "他" if lender.endswith(_FEMALE_ENDS) else None
    return other is None or other not in said


def _parts(tokens: list[Tok]) -> list[list[Tok]]:
    parts: list[list[Tok]] = [[]]
    for t in tokens:
        if t.type == "COMMA":
            parts.append([])
        else:
            parts[-1].append(t)
    return parts


def _number(part: list[Tok]) -> Tok:
    return next(t for t in part if t.type == "NUM")


def _before_amount(part: list[Tok]) -> str:
    at = next((k for k, t in enumerate(part) if t.type == "NUM"), len(part))
    return "".join(t.value for t in part[:at])


def _amount_after(part: list[Tok], words: re.Pattern[str], slots: Slots):  # noqa: ANN202 - a Fraction-like value or None
    """The one amount of a part whose words before it are `words`, in yuan (元, 块, or no unit), nothing after it."""
    numbers = [k for k, t in enumerate(part) if t.type == "NUM"]
    if len(numbers) != 1 or not words.match(_before_amount(part)):
        return None
    after = part[numbers[0] + 1:]
    if len(after) > 1 or after and (after[0].type != "UNIT" or after[0].value not in _MONEY_UNITS):
        return None
    n = slots.number(part[numbers[0]].value)
    if n.percent or n.unit not in _MONEY_UNITS or n.value <= 0:
        return None
    return n.value


def _asks_owed(question: list[Tok], lender: str) -> bool:
    """还差他多少, 还欠多少钱, 还要还多少, 还有多少没还, or the lender asked by name (还欠表姐多少)."""
    said = "".join(t.value for t in question)
    if _OWED.match(said) or said in ("还有多少没还", "还有多少钱没还"):
        return True
    return any(said == f"{verb}{lender}{ask}" for verb in ("还欠", "还差", "还要还", "还得还") for ask in ("多少", "多少钱"))
