"""Money asked the other way from the way it is told: "Ann earns 12 dollars per hour. How much does Ann spend
in 5 hours?" — what is earned says nothing of what is spent (nor the other way round), so a request whose
question asks spending where the story only earns (or earning where it only spends) is not read; so is one
that asks spending (or paying: "He sold 5 packs of gum at $2 each. How much did he pay?") where the story only sells ("Nora sold 8 notebooks … How much did Nora spend?") or earning,
"make" too, where it only buys ("Nora bought 8 notebooks … How much did Nora earn?"), and saving where it buys
and tells no saving, no discount nor sale ("Nora bought 8 notebooks. Each cost $3. How much did she save?"). The
question is the last clause (`tokens.last_clause_start`: Chinese asks after a comma, 每小时赚20元，…，一共花多少元).
"""

from __future__ import annotations

from .tokens import VALUE_OF, Said, Tok, last_clause_start
from .vocab_en import MODALS_EN

SPENT = frozenset({"spend", "spends", "spent", "spending", "花了", "花掉", "花去"})
EARNED = frozenset({"earn", "earns", "earned", "earning", "赚", "赚了", "挣", "挣了"})
BOUGHT = frozenset({"buy", "buys", "bought", "buying", "purchase", "purchases", "purchased", "purchasing"})
SOLD = frozenset({"sell", "sells", "sold", "selling"})
_MADE = frozenset({"make", "makes", "made"})  # "how much did she make": money earned, beside a buying
SAVED = frozenset({"save", "saves", "saved", "saving"})
# "He sold 5 packs at $2 each. How much did he pay?": paying asked where the story only sells
_PAID = frozenset({"pay", "pays", "paid"})
# what a saving on a buying is told with ("$3 off", "20% discount", "on sale", "cheaper")
_LESS_PAID = frozenset({"off", "discount", "discounted", "sale", "coupon", "cheaper", "less", "reduced", "saves"})


def _says(tokens: list[Tok], words: frozenset[str]) -> bool:
    if not words.isdisjoint(map(VALUE_OF, tokens)):  # in C: a reading's checks ask this a dozen times
        return True
    # a bare 花 spends only before what it costs ("一共花多少元"; 多少朵花 are flowers)
    return words is SPENT and "花" in map(VALUE_OF, tokens) \
        and any(t.value == "花" and nxt.value.startswith("多少") for t, nxt in zip(tokens, tokens[1:]))


def money_asked_the_other_way(tokens: list[Tok]) -> bool:
    start = last_clause_start(tokens)
    if start == 0:
        return False
    story, asked = tokens[:start], tokens[start:]
    return _says(asked, SPENT) and _says(story, EARNED | SOLD) and not _says(story, SPENT | BOUGHT) \
        or _says(asked, EARNED) and _says(story, SPENT) and not _says(story, EARNED) \
        or _says(asked, _PAID) and not any(paid_to(asked, k) for k in range(len(asked))) \
        and _says(story, SOLD) and not _says(story, SPENT | BOUGHT | _PAID) \
        or _says(asked, EARNED | _MADE) and _says(story, BOUGHT) and not _says(story, EARNED | SOLD) \
        or _says(asked, SAVED) and _says(story, BOUGHT | SPENT) and not _says(story, SAVED | _LESS_PAID) \
        and not any(t.type == "PCT" for t in story)


# "How much does Kyoko get paid", "is she paid": money she receives, as "earn" asks, not money she pays
_RECEIVING = frozenset({"get", "gets", "got", "getting", "is", "was", "be", "been", "being", "are", "were"})
_PAYERS = frozenset({"pay", "pays", "paid", "paying", "spend", "spends", "spent"})


def paid_to(tokens: list[Tok], k: int) -> bool:
    """Whether tokens[k] is a "paid" said of the one who receives it ("get paid", "is Kyoko paid")."""
    return tokens[k].value == "paid" and any(w in _RECEIVING for t in tokens[max(0, k - 2):k] for w in t.value.split())


def paid_asked_of_a_payer(tokens: list[Tok]) -> bool:
    """"Kyoko paid for 3 balls. How much did she get paid?": money received asked where the story only pays or buys."""
    start = last_clause_start(tokens)
    if start == 0:
        return False
    story, asked = tokens[:start], tokens[start:]
    return any(paid_to(asked, k) for k in range(len(asked))) and _says(story, _PAYERS | BOUGHT | SPENT) \
        and not _says(story, SOLD | EARNED)


_BEFORE_TO = frozenset({"has", "have", "had", "want", "wants", "wanted", "need", "needs", "needed", "going", "plan",
                        "try", "tries", "tried", "mean", "means", "meant",
                        "plans", "planned", "hope", "hopes", "hoped", "like", "wish", "wishes", "wished"})
_DONE_ASKED = frozenset({"did", "spent", "paid"})


def _not_done(story: list[Tok], k: int) -> bool:
    """Whether the buying at story[k] is said as one that may come ("may buy", "would have bought", "has to buy")."""
    before = [t.value for t in story[max(0, k - 3):k]]  # "In May, Rose bought": a month, no modal
    return before[-1:] and before[-1] in MODALS_EN \
        or before[-2:-1] and before[-2] in MODALS_EN and before[-1] == "have" \
        or before[-1:] == ["to"] and before[-2:-1] and before[-2] in _BEFORE_TO


def a_buying_not_done(tokens: list[Tok]) -> bool:
    """"She wanted to buy a game for $7", "tried to spend", "may buy", "tried to sell": a buying, spending or selling
    said as one wished for or to come, anywhere in the story; "needs 18 dollars for honey": an amount only needed;
    "我问老婆要了10元": an amount asked of someone (要 the lexicon leaves a word, `tokenizer._asked_for`), no buying."""
    return any(t.value in _MONEY_MOVED and _not_done(tokens, k)
               or t.value in _WANTS and tokens[k + 1:k + 2] and tokens[k + 1].type == "NUM"
               or t.type == "WORD" and t.value == "要" for k, t in enumerate(tokens))


# A plan (打算, 准备): nothing moved yet. Found across tokens: 打算 lexes as 打 and 算.
PLANNED_ZH = ("打算", "准备", "计划", "想要", "将要")
# Money moved by a buying, a spending, a selling or a drawing out of an account ("wants to withdraw $120")
_MONEY_MOVED = BOUGHT | SPENT | SOLD | frozenset({"withdraw", "withdraws", "withdrew", "withdrawing", "take", "takes",
                                                 "took", "taking", "pay", "pays", "paid", "paying"})
# "He needs 18 dollars for honey": an amount needed or wanted for a thing is not spent
_WANTS = frozenset({"need", "needs", "needed", "want", "wants", "wanted", "wish", "wishes", "wished"})


def spent_of_a_buying_not_done(tokens: list[Tok]) -> bool:
    """"Nora may buy 8 notebooks. Each notebook costs $3. How much did she spend?": a buying that may (will, would
    have, has to) be done is no money spent yet, so what was spent is not told."""
    start = last_clause_start(tokens)
    if start == 0:
        return False
    story, asked = tokens[:start], tokens[start:]
    buyings = [k for k, t in enumerate(story) if t.value in BOUGHT]
    return any(t.value in _DONE_ASKED for t in asked) and bool(buyings) \
        and all(_not_done(story, k) for k in buyings) and not _says(story, SPENT)



# Cash taken out of an account, and money out after it
_WITHDRAWN = ("取出", "取了", "提现", "withdrew", "withdraw", "withdraws", "took out", "take out", "takes out")
_OUT_AFTER = ("花了", "用了", "还了", "付了", "买了", "交了", "spent", "spend", "spends", "paid", "pay", "pays", "bought",
              "buy", "buys")


def out_after_a_withdrawal(tokens: list[Tok]) -> bool:
    """"银行卡里有2万元，取出3500元，又还了信用卡5000元", "卡里有3000元，取出800元，又花了200元": money out after cash was
    taken out of the account: from the account, or from the cash?"""
    said = Said(tokens)
    if not said.any(_WITHDRAWN):
        return False
    at = next(k for k in range(len(tokens)) if Said(tokens[:k + 1]).any(_WITHDRAWN))
    return Said(tokens[at + 1:last_clause_start(tokens)]).any(_OUT_AFTER)


# What every check here needs among the tokens, one of them at least (guards.py declares them as its trigger): money
# spent, earned, made, saved or paid (asked), a buying, a withdrawal
NEEDED_WORDS = SPENT | EARNED | _MADE | SAVED | BOUGHT | _PAID | frozenset({"花"})
NEEDED_TEXT = _WITHDRAWN
