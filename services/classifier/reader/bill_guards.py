"""Checks on a bill's reading (read_bill): a total of prices per kind of buyer or item ("$12 for adults") whose
counts are not said, an amount of it not paid ("but lunch was free") or money come back (又找回了2元); AA, 平摊 and
"we are 6 people" are the reading when the bill is shared."""

from __future__ import annotations

import re

from dtlib.envelope import Task

from .tokens import Said, Tok, last_clause_start

# Prices per kind of buyer or item: counts are not said.
_PRICE_LIST = ("are", "tickets", "ticket", "adults", "adult", "kids", "children", "child", "seniors", "students",
               "票", "成人", "儿童", "大人", "小孩", "学生", "单价")
# An amount of a total that was not paid.
_NOT_PAID = ("but", "free", "gift", "treated", "on the house", "was on", "were on", "instead", "aa", "送的", "赠",
             "平摊", "分摊", "各付")
_SHARING = frozenset({"aa", "平摊", "分摊", "各付"})
# money that came back, told in the story ("买书用了18元5角，又找回了2元"): it comes in, where a bill takes every
# amount out; asked ("找回多少钱") it is the bill's own question
_MONEY_BACK = ("找回", "找了", "找零", "退回", "退了", "退给", "返还", "返现", "退款", "refund", "refunded", "cash back",
               "got back", "change back", "money back")
# the speaker counted beside the sharers told ("There are 6 of us besides me"): one more shares, or not?
_SPEAKER_BESIDE = ("besides me", "and me", "plus me", "including me", "other than me", "apart from me", "not counting me",
                   "excluding me", "except me", "without me", "和我", "加上我", "连我", "包括我", "除了我")
# things bought in a number not told, at a price each ("a few sandwiches at $6"); not "$20 on a few snacks" (their
# price), nor "some", which tells a topic as often ("Mike bought some toys. He bought marbles for $9.05, …": MAWPS)
_UNCOUNTED = frozenset({"few", "several"})
_EACH_PRICE = frozenset({"at", "each", "apiece"})
_SHARED = re.compile(r"^\(.*\)/\d+$")  # a bill divided among its people


def bill_refused(task: Task, tokens: list[Tok]) -> bool:
    """A price list whose counts are not said, or an amount not paid; sharing words (AA, 平摊) and
    "we are 6 people" are the reading when the bill is shared."""
    shared = bool(_SHARED.match(str(task.args.get("expression", ""))))
    said = Said(tokens)
    for i, t in enumerate(tokens if said.any(_PRICE_LIST) else ()):  # which token, only if the text has one
        if not Said([t]).any(_PRICE_LIST) or shared and t.value in ("are", "there are"):  # "there are 4 of us"
            continue
        counted = i and tokens[i - 1].type == "NUM" or i > 1 and tokens[i - 2].type == "NUM" \
            and tokens[i - 1].type == "MEASURE"
        if not counted and not _priced_each(tokens, i) and not _unit_price_beside_its_count(tokens, i):
            return True  # "Tickets are $12 for adults": how many of each is not said
    if _uncounted_at_a_price(tokens) or _bought_in_the_question_untold(tokens):
        return True  # "How much is left if I buy a few sandwiches?", "… after buying one?": what is bought is not said
    not_paid = tuple(w for w in _NOT_PAID if not (shared and w in _SHARING))
    if Said(tokens[:last_clause_start(tokens)]).any(_MONEY_BACK):
        return True
    return said.any(not_paid) or shared and said.any(_SPEAKER_BESIDE)


def _unit_price_beside_its_count(tokens: list[Tok], i: int) -> bool:
    """"买了 4 瓶酱油，单价 8 元", "单价 15 元，买了 6 个碗": 单价 in a clause of its own, beside the one clause that
    counts what was bought (one count; "4 瓶酱油和 2 袋盐，单价 8 元" is a price of which?)."""
    if tokens[i].value != "单价" or i and tokens[i - 1].type != "COMMA":
        return False
    ends = [k for k, t in enumerate(tokens) if t.type == "COMMA"]
    before = [k for k in ends if k < i - 1]
    start = before[-1] + 1 if before else 0
    after = next((k for k in ends if k > i), len(tokens))
    stop = next((k for k in ends if k > after), len(tokens))
    beside = tokens[start:i - 1] if i else tokens[after + 1:stop]
    counts = [k for k in range(len(beside) - 1) if beside[k].type == "NUM" and beside[k + 1].type == "MEASURE"]
    return len(counts) == 1 and sum(t.type == "NUM" for t in beside) == 1


def _priced_each(tokens: list[Tok], i: int) -> bool:
    """"门票每张 80 元", "Tickets are €15 each": one price for every ticket, not a price per kind of buyer."""
    clause = []
    for t in tokens[i + 1:]:
        if t.type == "COMMA":
            break
        clause.append(t)
    return any(t.type == "MEI" for t in clause) and not any(t.type == "FOR" for t in clause)


_BUYING_EN = frozenset({"buy", "buys", "buying", "bought", "purchase", "purchasing", "order", "ordering"})
_ALL_OF_THEM = (["both"], ["them"], ["all"], ["everything"], ["both", "of", "them"], ["all", "of", "them"],
                ["them", "all"], ["them", "both"], ["one", "of", "each"], ["each"])
_ARTICLES = frozenset({"a", "an", "the", "and", "one"})
_THE_ONE = (["it"], ["one"], ["that"], ["this"])  # one thing priced: "after I buy it"


def _bought_in_the_question_untold(tokens: list[Tok]) -> bool:
    """Prices told ("A sandwich costs $6 and a drink costs $2") and the buying said only in the question: what it buys
    must be every thing priced, once ("after buying both", "if I buy a sandwich and a drink"); "after buying one", "if
    I buy some" say another count."""
    priced = {tokens[i - 1].value for i, t in enumerate(tokens)
              if t.type == "PRICE_EN" and i and tokens[i - 1].type == "WORD"}
    start = last_clause_start(tokens)
    question = tokens[start:]
    buys = [k for k, t in enumerate(question) if t.value.lower() in _BUYING_EN]
    if not priced or not buys or any(t.value.lower() in _BUYING_EN for t in tokens[:start]):
        return False
    after = [t.value.lower() for t in question[buys[-1] + 1:] if t.type != "COMMA"]
    if set(after) & priced:
        return not (priced <= set(after) <= priced | _ARTICLES)
    if len(priced) == 1:
        return after not in _THE_ONE
    return after not in _ALL_OF_THEM or after[0] == "both" and len(priced) != 2


def _uncounted_at_a_price(tokens: list[Tok]) -> bool:
    return any(t.value.lower() in _UNCOUNTED and any(x.value.lower() in _EACH_PRICE for x in tokens[i + 1:i + 4])
               for i, t in enumerate(tokens))
