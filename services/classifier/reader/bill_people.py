"""Whose money a bill's story tells, for the readers of bills, budgets and money flows: the people named right
before what they have, spend or pay (`actors`: 小明有, "Ann spent", 朋友付的, 张伟给了100元), another than the
speaker among them (`someone_else`), a payment said with another's money (`paid_with_anothers`), a question about
another than the one who paid ("My friend paid … How much change do I get?", "… does the cashier keep?"), a
Chinese question that starts with a person the story never names (`named_only_in_question_zh`), and the words
that make a person (`KIN`, `a_person`, a surname with a name)."""

from __future__ import annotations

import re

from .kept_for_tokens import kept_for_tokens
from .tokens import Said, Tok, last_clause_start
from .role_words import SPEAKER_EN
from .vocab_en import POSSESSIVES_EN
from .vocab_zh import opens_with_person_zh, people_zh


SENTENCE_ENDS = frozenset({".", "。", "?", "？", "!", "！"})
# Who has, spends or pays: "I" and "we" are one actor; he, she and they may be anyone named.
SELF = SPEAKER_EN | {"我", "我们", "咱们"}
ANYONE = frozenset({"he", "she", "they", "him", "her", "his", "their", "他", "她", "他们", "她们", "每人", "each"})
_ACTS = frozenset({"SPEND", "YOU", "BUY_ZH", "LEFT_ASK", "YAO", "PAY_EN"})
ACT_WORDS = ("paid", "pays", "pay", "handed", "hands", "hand", "付了", "付", "spent", "spends", "spend", "花了", "买了")
_ADVERBS = frozenset({"ZH_SUM", "TOGETHER", "IS"})
NOT_PEOPLE = frozenset({"money", "cash", "loan", "debt", "mortgage", "balance", "tab"})  # "how much money does she have left", "my loan has"


def paid_with_anothers(tokens: list[Tok]) -> bool:
    """"bought a scarf for $12 with her mother's card", "spent $25 of my sister's money": paid with what another owns
    ("with her card" is her own); "wanted a plate for $6": a thing wished for."""
    return any(t.value in ("with", "from") and any(_possessive(u) for u in tokens[i + 1:i + 3])
               or t.value in _WISHED for i, t in enumerate(tokens)) or anothers_money_spent(tokens) \
        or _from_anothers_zh(tokens)


def anothers_money_spent(tokens: list[Tok]) -> bool:
    """"spent $8 of my sister's money", "with her mother's card", "on my company's card": money another owns, told in
    the story (a question's "left of Tom's budget" names the story's own), whoever reads it; "from Nadia's house", "on
    my son's birthday" is no money."""
    story = tokens[:last_clause_start(tokens)]
    return any(t.value in ("with", "from", "of", "on") and any(
        _possessive(u) and k + 1 < len(story) and story[k + 1].value in _MONEY_HELD
        for k, u in enumerate(story[i + 1:i + 3], start=i + 1)) for i, t in enumerate(story))


def _from_anothers_zh(tokens: list[Tok]) -> bool:
    """"从妈妈的卡里取出1200元", "用爸爸的卡花了300元": money out of what another holds ("从我的卡里" is mine)."""
    return any(t.value in ("从", "用") and u.value not in SELF and (a_person(u.value) or u.value in ("他", "她", "他们", "她们"))
               and w.value.startswith("的")
               for t, u, w in zip(tokens, tokens[1:], tokens[2:]))


_MONEY_HELD = frozenset({"money", "cash", "savings", "allowance", "card", "wallet", "budget"})
# a thing wished for, not bought ("wanted a plate for $6"); "I want to know the total" is no wish of the bill
_WISHED = frozenset({"wanted", "wished", "hoped", "planned"})


def _possessive(t: Tok) -> bool:
    return t.value.endswith("'s") and t.value != "it's"


KIN = ("朋友", "妈", "爸", "哥", "姐", "弟", "妹", "同学", "同事", "老师", "爷", "奶", "叔", "姨", "舅")


def a_person(word: str) -> bool:
    """"小明", "老王", "阿姨", "朋友", "我": a Chinese word that names a person (not "东西", "买菜")."""
    return word in SELF or any(k in word for k in KIN) or len(word) in (2, 3) and word[0] in "小老阿"



# Common surnames that seldom begin a thing's name in a story ("王芳", "李军", "张伟"), and the doings a name may
# run into in one token ("王芳买书包").
_SURNAMES = "王李张刘陈杨赵周吴徐孙胡朱林何郭罗梁宋郑谢韩唐冯董曹袁邓许彭吕卢蒋蔡魏叶潘杜汪姜谭廖邹熊陆郝崔邱顾侯邵孟"
_DOINGS_RUN_IN = "买用拿付给借花"


def named_person(word: str) -> bool:
    """"小明", "王芳", "李军买书包": a person by a_person, by a surname and a given name, or one such name running
    into what they do."""
    return a_person(word) or len(word) in (2, 3) and word[0] in _SURNAMES and word.isalpha() \
        or any(len(word) > k and word[k] in _DOINGS_RUN_IN and named_person(word[:k]) for k in (2, 3))


def _given_to(word: str) -> str | None:
    """"妈妈给了小明" (before an amount): the one given it, when both the giver and the one given are persons."""
    giver, _, taker = word.partition("给")
    taker = taker.removeprefix("了")
    return taker if giver and taker and named_person(giver) and named_person(taker) else None


def _surname_as_measure(tokens: list[Tok], i: int) -> bool:
    """"张伟有90元" lexed 张 (a measure word) + 伟: a surname opening its clause, then a given name."""
    return tokens[i].type == "WORD" and i > 0 and tokens[i - 1].type == "MEASURE" \
        and named_person(tokens[i - 1].value + tokens[i].value) \
        and tokens[i - 1].value in _SURNAMES and (i == 1 or tokens[i - 2].type == "COMMA")


def last_sentence(tokens: list[Tok]) -> list[Tok]:
    """The last sentence: where the question is asked."""
    ends = [i for i, t in enumerate(tokens[:-1]) if t.value in SENTENCE_ENDS]
    return tokens[ends[-1] + 1:] if ends else tokens


def left_asked_of_a_stranger(tokens: list[Tok]) -> bool:
    """"小明带了79元，买书花了38元，书包还剩多少元": what is left is asked of a thing the story never names
    (not 小明, not 他, not 钱包里 said before)."""
    question = clause_at(tokens, len(tokens) - 1)
    story = "".join(t.value for t in tokens[:len(tokens) - len(question)])
    return any(t.type == "WORD" and question[i + 1].type == "LEFT_ASK" and not t.value.isascii()
               and t.value not in SELF | ANYONE and t.value not in story for i, t in enumerate(question[:-1]))


def someone_else(tokens: list[Tok]) -> bool:
    """Another person than the speaker has, spends or pays in a story the speaker is in ("I earn $3,000
    … my wife spends $800"): whose money is meant is not said."""
    others = actors(tokens) - {"I"}
    return len(others) > 1 or bool(others) and Said(tokens).any(("i", "my", "me", "我", "我的"))


@kept_for_tokens(set)  # read_bill, money_flows and the guards ask it of the same tokens
def actors(tokens: list[Tok]) -> set[str]:
    """The people named right before what they have, spend or pay ("小明有", "Ann spent", "朋友付的")."""
    found, someone, named_after = set(), False, False
    asked_at = len(tokens) - len(last_sentence(tokens))  # "… how much did Jason spend": the one asked, not another
    for i, t in enumerate(tokens[:-1]):
        if _surname_as_measure(tokens, i):
            t = Tok("WORD", tokens[i - 1].value + t.value, t.pos)  # "张 伟有90元": 张 read as a measure word
        given = _given_to(t.value) if t.type == "WORD" and tokens[i + 1].type == "NUM" else None
        if given:
            found.add("I" if given in SELF else given)  # "妈妈给了小明50元": 小明 holds the money
            continue
        payer = t.value.removesuffix("了").removesuffix("给").removesuffix("付") if t.type == "WORD" else ""
        if payer != t.value.removesuffix("了") and tokens[i + 1].type == "NUM" and named_person(payer):
            found.add("I" if payer in SELF else payer)  # "张伟给了100元": 张伟 pays
            continue
        if t.type != "WORD" or t.value in NOT_PEOPLE or not t.value.isascii() and not named_person(t.value) \
                and t.value not in ANYONE and not opens_with_person_zh(t.value):
            continue
        j = i + 1
        while j < len(tokens) - 1 and tokens[j].type in _ADVERBS and tokens[j].value not in ("is", "was", "是"):
            j += 1
        if tokens[j].type in _ACTS or tokens[j].value in ACT_WORDS:
            if t.value in ANYONE:
                someone = True
            else:
                found.add("I" if t.value in SELF else t.value)
                named_after = named_after or someone and t.value not in SELF and i < asked_at
    # "我有50元，他花了20元": not me; "Ann went to the mall. She had $50. Tom spent $20": she, then another named
    return found | {"he"} if someone and ("I" in found or named_after) else found


def asked_of_another(tokens: list[Tok]) -> bool:
    """The one who pays, spends or has is someone else than the one the question asks about: another named
    (or he, she, they) than "I" while the question asks "I" or "we"; "I" while it asks he, she or they; or a
    question whose subject ("does the cashier keep") is no one the story names."""
    who = actors(tokens)
    question = last_sentence(tokens)
    # the words of phrases read as one token too ("does she have left"; not an object: "do I still owe him")
    asked = {w for t in question if t.type == "WORD" or " " in t.value for w in t.value.split()} - _OBJECTS
    start = len(tokens) - len(question)
    someone_else = any(t.value in _THIRD_PERSONS and (tokens[i + 1].type in _ACTS or tokens[i + 1].value in ACT_WORDS)
                       for i, t in enumerate(tokens[:start - 1]))
    at = next((k + 1 for k, t in enumerate(question[:-1]) if t.type == "IS" and t.value in _AUXILIARIES
               and question[k + 1].type == "WORD"), None)
    if at is not None and question[at].value in POSSESSIVES_EN and at + 1 < len(question) \
            and question[at + 1].type == "WORD":
        at += 1  # "does my sister get": the subject is the sister, not the speaker
    subject = question[at] if at is not None else None
    asks_me = not asked.isdisjoint(SELF) or any("我" in w and "我们" not in w for w in asked)  # "找我多少钱"
    return (bool(who) or someone_else) and ((who - {"I"} or someone_else) and asks_me
                                            or who == {"I"} and not asked.isdisjoint(_THIRD_PERSONS)) \
        or subject is not None and subject.value not in SELF | _THIRD_PERSONS | {"it"} and subject.value not in who


def named_only_in_question_zh(tokens: list[Tok]) -> bool:
    """"我买了5本书……给了200元，小明找零多少", "我带了100元，花了37.5，同学还剩多少": the question starts with a
    person the story never names (a name, or a kin word, which the lexicon may take for a greeting)."""
    start = last_clause_start(tokens)
    first = next((t.value for t in tokens[start:] if t.type in ("WORD", "WHAT")), "")
    # 房东, 外婆 (vocab_zh) as 妈, 朋友; one who gives the change (收银员应该找我多少) is the seller, not a payer
    by_class = opens_with_person_zh(first) and not any("找" in t.value for t in tokens[start:])
    kin = next((k for k in KIN if first.startswith(k)), "") or (people_zh(first)[:1] or ("",))[0] \
        if by_class or first.startswith(KIN) else ""
    name = kin or (first[:2] if len(first) >= 2 and (first[0] in "小老阿" or first[0] in _SURNAMES) else "")
    story = "".join(t.value for t in tokens[:start])
    return bool(name) and (bool(kin) or named_person(name)) and name not in story


def recipient_asked_zh(tokens: list[Tok]) -> bool:
    """"卡里有8000元，取出2000元给了妈妈，妈妈现在有多少元": the question opens with a person the story names only as one
    given to (给了妈妈), whose own amount before is never told."""
    start = last_clause_start(tokens)
    first = next((t.value for t in tokens[start:] if t.type in ("WORD", "WHAT")), "")
    story = "".join(t.value for t in tokens[:start])
    name = first if first.startswith(KIN) else (people_zh(first)[:1] or ("",))[0]
    given_to = re.compile(rf"[送借交转]?给了?{re.escape(name)}[的]?") if name else None
    return given_to is not None and given_to.search(story) is not None and name not in given_to.sub("", story)
_THIRD_PERSONS = frozenset({"he", "she", "they", "him", "her", "them"})
_OBJECTS = frozenset({"him", "her", "them"})
_AUXILIARIES = frozenset({"does", "did", "do", "will", "would", "should"})


def clause_at(tokens: list[Tok], i: int, stops: tuple[str, ...] = ("COMMA", "AND")) -> list[Tok]:
    start, end = i, i
    while start > 0 and tokens[start - 1].type not in stops and tokens[start - 1].value not in SENTENCE_ENDS:
        start -= 1
    while end < len(tokens) and tokens[end].type not in stops and tokens[end].value not in SENTENCE_ENDS:
        end += 1
    return tokens[start:end]


# Paid from another purse than the one the story opens with ("$200 in cash … spent $50 by card", 钱包里有200元，用信用卡
# 买了; not "信用卡额度是50000，已经用了…", the card's own), or an amount said with a doubt ("spent $50 of it, I think")
_NOT_CARDS = ("花呗", "手机支付", "from my savings", "from savings", "from my account", "from my bank")
_OTHER_PURSES = ("by card", "credit card", "debit card", "信用卡", "刷卡", *_NOT_CARDS)
_DOUBTED = ("i think", "i guess", "maybe", "probably", "perhaps", "好像", "可能")


def other_purse_or_doubt(tokens: list[Tok]) -> bool:
    """For the bills and the money flows: money paid from another purse than the story's first (a card's payment is
    the card's own where the story opens with a card: 银行卡余额6400元，网购刷卡支付了899元), or doubted."""
    first = Said(tokens[:next((i for i, t in enumerate(tokens) if t.type in ("COMMA", "AND")), len(tokens))])
    purses = _NOT_CARDS if first.any(("卡", "card")) else _OTHER_PURSES
    return Said(tokens).any(_DOUBTED) or Said(tokens).any(purses) and not first.any(purses)
