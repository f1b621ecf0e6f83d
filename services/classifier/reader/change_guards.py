"""Checks on a reading of an amount changed by a percentage (a discount, a raise): where the words say the amount
given is the one after the change, ask for the amount before it, compare with another item, or put a condition or
another time on the change, the reading goes slow; where the question asks for the change itself ("how much is the
discount", 降价多少钱) the answer is the change, not the new amount. 比 50 and 原来是 1000 name the amount changed.
A change said to repeat (twice, 连涨两年) is for the repeated-change reader alone."""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .changes_asked import change_asked, names_a_change
from .tokens import ARTICLES, DETERMINERS, Said, Tok
from .units import zhe_percent_off

# A change by a percentage: the amount given is the one after it, or the one before it is asked.
_BEFORE_ASKED_EN = frozenset({"was", "were", "did", "had", "original", "originally", "previous", "previously",
                              "earlier", "before"})  # in the question
# The price before the change named in a question that gives no amount ("What is the full price?").
_BASE_PRICE_ASKED = ("full price", "regular price", "normal price", "usual price", "list price", "sticker price",
                     "undiscounted price")
# "How much did I pay?": the price paid, asked in the past tense (not the price before)
_PAID_ASKED = ("how much did i pay", "what did i pay", "how much did we pay", "what did we pay", "how much did you pay")
_OTHER_TIME_EN = frozenset({"last", "ago", "yesterday", "used", "another", "other", "reaching", "reached"})
_BEFORE_ASKED_ZH = ("原来", "原先", "本来", "去年", "上个月", "上周", "上次", "昨天", "曾", "另", "达到")
# Words that put a condition or another time on the change.
_CONDITION_EN = frozenset({"half", "split", "share", "shares", "roommate", "roommates", "partner", "together",
                           "member", "members", "membership", "only", "but", "next", "tomorrow", "over", "ended",
                           "expired", "expires", "until", "till", "coupon", "code", "later", "sale's", "monday",
                           "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "weekends",
                           "weekday", "weekdays", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
                           "saturdays", "sundays", "card", "student", "students", "senior", "seniors", "voucher",
                           "online", "app"})  # a sale on a day or for some buyers: the one asked may be another
# A change that may not happen, said in the story ("and might go 25% off"; not "how much could I save").
_MAYBE_EN = frozenset({"might", "may", "maybe", "perhaps", "possibly", "could"})
_CONDITION_ZH = ("会员", "只", "仅", "除非", "但", "可是", "不过", "下周", "下个月", "明天", "明年", "结束", "过期",
                 "到期", "满", "券", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周末", "星期",
                 "礼拜", "工作日", "一半", "平分", "分摊", "合租", "aa", "学生", "证", "卡", "网上", "线上", "网店", "凭")
# The words right before an amount written after its percentage that keep it the amount changed
# ("25% off $80", "降价25%后多少钱，原价80元"); any other ("rose 25% to $100", "后卖60元") states
# the amount after the change.
_NAMES_THE_BASE = frozenset({"OFF", "OF", "ON", "FOR", "ORIGINAL_PRICE", "COMMA", "DEHUA", "AFTER_ZH", "MORE_THAN",
                             "LESS_THAN"})
_STATES_AMOUNT = frozenset({"PRICE_EN", "IS", "SHI", "NOW", "WEI"})
_AFTER = frozenset({"AFTER_EN", "AFTER_ZH"})
_PAID = frozenset({"paid", "spent"})
# The question asks for the change itself.
_CHANGE_NOUNS = frozenset({"raise", "increase", "discount", "difference", "saving", "savings", "cut", "markup",
                           "reduction", "decrease", "rise", "drop"})
_CHANGE_ASKED_EN = ("by how much", "how much cheaper", "how much more expensive", "how much lower",
                    "how much higher", "how much less", "how much more", "how much do i save", "how much did i save",
                    "how much will i save", "how much is saved", "how much would i save", "how much do you save",
                    "how much did you save", "how much will you save", "how much would you save",
                    "how much money do i save", "how much money do you save", "what is the saving", "what's the saving")
_CHANGE_ASKED_ZH = ("增加了多少", "增加多少", "涨了多少", "涨多少", "降了多少", "降价多少", "降低了多少", "便宜了多少",
                    "便宜多少", "优惠金额", "优惠了多少", "优惠多少", "省了多少", "省多少", "少了多少", "多了多少", "差价",
                    "减少了多少", "提高了多少", "上涨了多少", "下降了多少", "折扣金额", "降价金额", "涨价多少", "加薪多少",
                    "少付多少", "少付了多少", "少花多少", "少花了多少", "多付多少", "多付了多少", "涨了多少钱")
# The question asks for the amount after the change ("the price after the discount", "with the discount").
_RESULT_TYPES = frozenset({"PRICE_EN", "PAY_EN", "NOW", "WITH", "AFTER_EN", "AFTER_ZH", "PRICE_ZH", "YAO"})
_RESULT_WORDS = frozenset({"new", "final", "discounted", "sale", "cost", "costs"})
_WHAT_IS = frozenset({"how much is", "what is", "what's", "whats", "how big is", "how large is"})
_RAISED = re.compile(r"^(\d+(?:\.\d+)?)\*\(1\+(\d+(?:\.\d+)?)/100\)$")
# A change by a percentage said to happen more than once ("goes up 4% twice", 连涨两年).
_REPEATED = ("twice", "thrice", "two times", "three times", "in a row", "in row", "consecutive", "consecutively", "straight",
             "两次", "三次", "几次", "连续", "连涨", "连降", "连跌", "连年", "每次")


def repeated_change(tokens: list[Tok]) -> bool:
    """A percentage change said to repeat: read once, the answer would be short of the rest."""
    return any(t.type == "PCT" for t in tokens) and Said(tokens).any(_REPEATED)
_QUESTION_TYPES = frozenset({"WHAT", "HOW_MANY", "DUOSHAO_QIAN", "ASK", "PAY_EN", "HOW_MANY_MORE"})


# --- an amount changed by a percentage -------------------------------------------------------


def percent_change(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> tuple[str, str] | None:
    """(amount, percentage) of a discount or a raise by a percentage, else None. A reader of changes
    (a price paid, saved or before its discounts) is checked whatever it computed; when its words
    hold more than one amount or change the pair is ("", ""): the words are checked, the change is
    not computed here."""
    if task.op == "discount":
        return str(task.args.get("price")), str(task.args.get("percent"))
    if task.op == "expr" and reader != "read_percent_compared_zh":  # its clauses read the 比 this guard refuses
        m = _RAISED.match(str(task.args.get("expression", "")))
        if m:
            return m.group(1), m.group(2)
    if reader in _CHANGE_READERS and any(t.type in ("PCT", "ZHE") for t in tokens):
        return _change_told(tokens, slots)
    return None


_CHANGE_READERS = frozenset({"read_discount", "read_percent_change"})


def _change_told(tokens: list[Tok], slots: Slots) -> tuple[str, str]:
    """The one amount and the one percentage off or up the words give ("200元，打八折" → 200, 20)."""
    amounts, rates = [], []
    for i, t in enumerate(tokens):
        if t.type not in ("NUM", "PCT"):
            continue
        n = slots.number(t.value)
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.type == "NUM" and (following is not None and following.type == "ZHE" or n.unit == "折"):
            rates.append(zhe_percent_off(n.value) or "")
        elif t.type == "PCT" or n.percent:
            rates.append(n.plain())
        elif not (n.value == 1 and following is not None and following.type == "MEASURE"):  # "一件": one item
            amounts.append(n.plain())
    if len(amounts) == 1 and len(rates) == 1 and rates[0]:
        return amounts[0], rates[0]
    return "", ""


def percent_change_accepted(task: Task, change: tuple[str, str], tokens: list[Tok], slots: Slots,
                             said: Said, reader: str) -> Task | None:
    amount, percent = change
    if change_conditioned(tokens, said, reader, reader == "read_discount" and not amount):
        return None
    if any(t.type == "ORIGINAL_PRICE" and (i + 1 >= len(tokens) or tokens[i + 1].type != "NUM")
           for i, t in enumerate(tokens)):
        return None  # "原价多少": the price before is asked
    if _amount_after_the_change(tokens, slots, amount):
        return None
    if Said(_last_clause(tokens)).any(_OTHER_PERIOD_ASKED):
        return None  # "$1,200 a month … goes up 3%. What's the new yearly rent?"
    if _change_asked(tokens, said):
        if not amount:
            return None  # the change over several steps: not computed here
        return Task("percent_of", {"percent": percent, "of": amount}, source="parser")
    question = _last_clause(tokens)
    if not any(t.type in ("NUM", "PCT") for t in question) \
            and any(t.type in ("WHAT", "HOW_MANY", "ASK") or t.value.startswith(("what", "how")) for t in question) \
            and (any(_CHANGE_NOUNS.intersection(t.value.split()) or t.type == "OFF_ZH" for t in question)
                 or names_a_change(question)) \
            and not any(t.type in _RESULT_TYPES or t.value in _RESULT_WORDS for t in question):
        return None  # "how much is the increase in percent": the change, but not as read
    return task


_COUPONS = frozenset({"coupon", "code", "券"})
_SALE_NAMES = frozenset({"black friday", "cyber monday"})  # the name of a sale, not a day it is on
# A question for the changed amount over another period than the one it is given for.
_OTHER_PERIOD_ASKED = ("yearly", "annual", "annually", "weekly", "daily", "monthly", "per year", "per month", "per week",
                       "per day", "a year", "a week", "a day", "一年", "全年", "每年", "每周", "每天", "每月")


def change_conditioned(tokens: list[Tok], said: Said, reader: str, coupon_read: bool, base_asked: bool = False) -> bool:
    """The amount before the change asked, another time, a condition or a comparison on the change
    ("only for members", "was 25% off", 会员, 比); a coupon is a step of the reading when the
    discount reader read one (`coupon_read`); the price before is the reading when `base_asked`."""
    words = {w for i, t in enumerate(tokens) for w in t.value.split()
             if not (t.type == "HALF_OF" and i + 1 < len(tokens)
                     and (tokens[i + 1].type == "OFF" or tokens[i + 1].value == "price"))  # "half off", "half price"
             and t.value not in _SALE_NAMES}
    question = {w for t in _last_clause(tokens) for w in t.value.split()}
    conditions = _CONDITION_EN - _COUPONS if coupon_read else _CONDITION_EN
    other_time = _OTHER_TIME_EN - {"another"} if reader == "read_discount" and _another_step(tokens) else _OTHER_TIME_EN
    last = _last_clause(tokens)
    story = {w for t in tokens[:len(tokens) - len(last)] for w in t.value.split()}
    if Said(last).any(_BASE_PRICE_ASKED) and not base_asked and not (any(t.type == "NUM" for t in last) and not any(
            t.type in _AFTER for t in tokens)) or story & _MAYBE_EN:
        return True  # "What is the full price?", "the normal price if it's $400 after 20% off", "might go 25% off"
    before_asked = question & _BEFORE_ASKED_EN - ({"did"} if Said(last).any(_PAID_ASKED) else set())
    if before_asked and not base_asked and change_asked(tokens) is None or words & other_time \
            or words & conditions \
            or any(t.type in ("BEFORE_ZH", "BEFORE_EN") or t.type in ("BI", "THAN") and not _names_amount(tokens, i + 1)
                   for i, t in enumerate(tokens)):
        return True
    if any(t.value in ("was", "were") and (tokens[i + 1].type in ("PCT", "HALF_OF", "ORD") or tokens[i + 1].value in ("a", "one"))
           for i, t in enumerate(tokens[:-1])):
        return True  # "was 25% off", "was half off": a sale that is over
    unlabelled = Said([t for i, t in enumerate(tokens) if not (t.value in _BASE_LABELS and _names_amount(tokens, i + 1))])
    before_asked = _BEFORE_ASKED_ZH if not base_asked else tuple(w for w in _BEFORE_ASKED_ZH if w not in _BASE_LABELS)
    return unlabelled.any(before_asked) or said.any(tuple(w for w in _CONDITION_ZH
                                                              if not coupon_read or w not in _COUPONS))


def _another_step(tokens: list[Tok]) -> bool:
    """"20% off, then another 10% off": every "another" is a discount taken after the one before."""
    return all(i + 2 < len(tokens) and tokens[i + 1].type == "PCT" and tokens[i + 2].type == "OFF"
               and any(x.type == "THEN" for x in tokens[max(0, i - 2):i])
               for i, t in enumerate(tokens) if t.value == "another")
_BASE_LABELS = frozenset({"原来", "原先", "本来", "原来是", "原先是", "本来是"})  # "原来是 1000": the amount changed


def _names_amount(tokens: list[Tok], i: int) -> bool:
    """tokens[i] (or the one after a 是) is the amount: "比 50 多 20%", "原来是 1000"."""
    if i < len(tokens) and tokens[i].type in ("SHI", "IS"):
        i += 1
    return i < len(tokens) and tokens[i].type == "NUM"


def _amount_after_the_change(tokens: list[Tok], slots: Slots, amount: str) -> bool:
    """Whether the words state the amount as the one after the change: written after the percentage
    without a word that names it the base ("rose 25% to $100", "降价25%后卖60元", "and is now $80"),
    or stated after it in a clause that asks nothing ("the jacket costs $80 after 25% off")."""
    rate = next((i for i, t in enumerate(tokens) if t.type in ("PCT", "ZHE")), None)
    at = next((i for i, t in enumerate(tokens) if t.type == "NUM" and slots.number(t.value).plain() == amount), None)
    if rate is None or at is None:
        return False
    clause = _clause_of(tokens, at)
    # An article is lexed as a leading WHAT word; "A jacket is $80 after 20% off" asks nothing.
    asks = any(t.type in _QUESTION_TYPES and t.value not in ARTICLES or t.value.startswith(("what", "how"))
               for t in clause)
    if at > rate:  # "how much is a $380 lamp now" names the base in the question itself
        before = at - 1
        while before > 0 and tokens[before].value in DETERMINERS:  # "40% off its $850 price"
            before -= 1
        return not asks and tokens[before].type not in _NAMES_THE_BASE
    between = tokens[at + 1:rate]
    states = tokens[at - 1].type in _STATES_AMOUNT or tokens[at - 1].value in _PAID  # "I paid $80 … after"
    return bool(at and states and any(t.type in _AFTER for t in between) and not asks)


def _last_clause(tokens: list[Tok]) -> list[Tok]:
    return tokens[max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=-1) + 1:]


def _clause_of(tokens: list[Tok], i: int) -> list[Tok]:
    start, end = i, i
    while start > 0 and tokens[start - 1].type != "COMMA":
        start -= 1
    while end < len(tokens) and tokens[end].type != "COMMA":
        end += 1
    return tokens[start:end]


def _change_asked(tokens: list[Tok], said: Said) -> bool:
    """"How much is the discount?", "how much will the discount be", "by how much does it go up",
    降价多少钱, 优惠金额是多少; not "what's the discount price" nor "how much is it with the discount"."""
    if said.any(_CHANGE_ASKED_ZH) or said.any(_CHANGE_ASKED_EN) or change_asked(tokens) is not None:
        return True
    for k, t in enumerate(tokens):
        if not (t.type == "HOW_MANY" or t.type == "WHAT" and t.value in _WHAT_IS):
            continue
        j = k + 1
        while j < len(tokens) and tokens[j].type == "IS":
            j += 1
        if j < len(tokens) and tokens[j].value in _CHANGE_NOUNS \
                and (j + 1 == len(tokens) or tokens[j + 1].type in ("IS", "ON", "OF", "FOR", "COMMA")
                     or tokens[j + 1].value == "amount"):
            return True
    return False
