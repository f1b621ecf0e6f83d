"""What is left of an amount is never less than nothing: "I had $50 and spent $60. How much do I have
now?" read as 50 − 60 would answer −10, where the story is wrong or a debt the words do not tell (one
they tell, 透支 or "overdrawn", is the answer). A
question for what is left (left, remaining, have now, 还剩, 现在有) whose reading comes out below zero
goes slow, whichever reader read it.

Only an arithmetic reading of plain numbers is worked out here (exactly, in fractions); any other
operation is left as read, and so is one with no minus (plain numbers that are added, multiplied and divided are
never less than nothing).

And what is left is one person's: "She had $30 and I spent $12. How much does she have left?", 小明有
30元，我花了12元 — whose money was spent is not said, so that goes slow too.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from .exact_values import plain_value
from .tokens import Said, Tok, last_clause_start
from .pronouns import is_person_name

LEFT_ASKED = ("left", "remain", "remains", "remaining", "have now", "now have", "still have", "剩", "还有", "现在有",
              "余下", "余额")
# Words that tell the debt: then less than nothing is the answer ("消费 350 元透支了，现在余额是多少").
_DEBT_TOLD = ("透支", "欠", "负债", "overdrawn", "overdraft", "debt", "owe", "owes", "in the red")


def less_than_nothing_left(task: Task, tokens: list[Tok]) -> bool:
    """Whether the question asks what is left and the reading leaves less than nothing."""
    expression = str(task.args.get("expression", "")) if task.op == "expr" else ""
    if "-" not in expression \
            or not Said(tokens[last_clause_start(tokens):]).any(LEFT_ASKED) or Said(tokens).any(_DEBT_TOLD):
        return False
    value = plain_value(expression)
    return value is not None and value < 0  # not plain arithmetic after all: the sandbox decides


# A balance told as a debt in English ("$30 overdrawn", "$40 in the red", "in debt"; not "in the red box"): its amount
# is below zero, which no reading of the number as written carries
_DEBT_AS_AN_AMOUNT = re.compile(r"\b(?:overdrawn|overdraft|in debt|in the red(?!\s+(?!by\b)[a-z]))", re.IGNORECASE)
DEBT_WORDS = ("overdrawn", "overdraft", "debt", "red")


def debt_told_as_an_amount(task: Task, original: str) -> bool:
    """Whether an arithmetic reading's story tells a balance as a debt ("My account is $30 overdrawn and I deposit $50":
    read as 30 + 50)."""
    return task.op == "expr" and _DEBT_AS_AN_AMOUNT.search(original) is not None


# The spending said to be of the amount had ("my wife spent 10% of it", 其中): the same money.
_OF_IT = ("of it", "of that", "of this", "of them", "其中", "这笔钱", "这些钱")
_PRONOUNS = frozenset({"he", "she", "they", "him", "her", "his", "their", "他", "她", "他们", "她们"})
_HAS = frozenset({"had", "has", "have", "有"})
_SPENDS = frozenset({"SPEND", "PAY_EN"})
_SELF = frozenset({"i", "me", "my", "we", "us", "our", "我", "我们"})
_PEOPLE = frozenset({"he", "she", "they", "him", "her", "his", "their", "mom", "mum", "dad", "mother", "father", "sister",
                     "brother", "friend", "wife", "husband", "son", "daughter", "roommate", "boss", "他", "她", "他们",
                     "她们", "妈妈", "爸爸", "哥哥", "姐姐", "弟弟", "妹妹", "朋友", "同学", "同事", "老婆", "老公", "儿子", "女儿"})
# A Chinese name: 小明, 老王, 阿姨 …, or a relation (王叔叔, 李阿姨).
_NAME_ZH = re.compile(r"^(?:[小老阿][\u4e00-\u9fff]{1,2}|[\u4e00-\u9fff]{1,2}(?:叔叔|阿姨|老师|师傅|爷爷|奶奶))$")


_THIRD_PERSONS = frozenset({"he", "she", "they", "his", "her", "their", "him", "them"})


def left_of_another(tokens: list[Tok]) -> bool:
    """Whether what is left is asked where the one named as having is not the one named as spending."""
    start = last_clause_start(tokens)
    if not Said(tokens[start:]).any(LEFT_ASKED):
        return False
    told = {w.removesuffix("'s") for t in tokens[:start] for w in t.value.split()}
    owners = {w.removesuffix("'s") for t in tokens[start:] for w in t.value.split() if w.endswith("'s")}
    if any(o not in told and (o in _PEOPLE or is_person_name(o)) for o in owners):
        return True  # "I have a $200 budget … How much is left of Tom's budget?": another's, never told
    havers = {_who(tokens[i - 1]) for i, t in enumerate(tokens[:start]) if i and t.value in _HAS
              and tokens[i - 1].type == "WORD"}
    if havers == {"I"} and not _THIRD_PERSONS.isdisjoint(t.value for t in tokens[start:]):
        return True  # "I have a $200 budget … How much is left of her budget?"
    spenders = {_who(tokens[i - 1]) for i, t in enumerate(tokens[:start]) if i and t.type in _SPENDS
                and tokens[i - 1].type == "WORD"}
    if not havers or not spenders or "" in havers | spenders or Said(tokens).any(_OF_IT):
        return False
    if ("I" in havers) != ("I" in spenders):
        return True  # the speaker on one side only
    named = {w for w in havers | spenders if w not in _PRONOUNS and w != "I"}
    return len(named) > 1  # 小明 and 小红; a pronoun may be the one named (小明有50元，他花了20元)


def _who(t: Tok) -> str:
    """"I" for the speaker, the person named, or "" for a word that names no one (买菜, 本来)."""
    if t.value in _SELF:
        return "I"
    return t.value if t.value in _PEOPLE or _NAME_ZH.match(t.value) else ""


