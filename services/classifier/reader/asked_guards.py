"""Checks on a reading for a question that asks of something else than what the story gives:
- a money answer asked in another currency, or in a smaller unit (多少角, "in cents");
- a Chinese question of one priced or changed thing that names another thing (衣服200元，打八折，裤子多少元),
  or an amount asked of other stuff in the story's unit (每分钟流10升水，5分钟流多少升油), or per unit of it;
- things shared among groups with a member asked (分给4组小朋友，每个小朋友);
- a question that counts or names a thing the story never priced ("Bananas are $0.50 each. How much for 12 apples?");
- a share of the number after + − ÷ (80加12的15%, 的三分之一, 的八折): of that number, or of the whole?
- a second question put with 呢 after the first (女生多少人，男生呢); a yes/no question (原价300元打七折吗);
- two questions in one request (是几号，星期几; "what's the price, is it worth it"; "…, and weeks?")."""

from __future__ import annotations

import re
from functools import lru_cache

from ..slots import Slots
from .tokens import Tok, last_clause_start
from .prices import QUESTION_FILLER
from .rate_clauses import noun_key
from .units import MONEY_NAMES, amount_unit, money_unit
from .number_guards import CJK
from .vocab_en import POSSESSIVES_EN
from .vocab_zh import clauses_zh, has_cjk, words_zh

# Money asked in a smaller unit than the amounts are written in.
SUBUNITS = frozenset({"cents", "cent", "pennies", "penny", "角", "毛", "角钱", "毛钱", "分钱"})


# Words a Chinese question may start with that name no thing
_QUESTION_LEADS_ZH = ("那么", "请问", "问", "则", "这时", "此时", "最后", "所以", "因此", "算一算", "算算", "那", "求", "现在",
                      "一共", "总共", "平均", "还", "又", "再", "他", "她", "它", "他们", "她们", "我", "我们", "你", "大家")


def other_thing_asked_zh(tokens: list[Tok]) -> bool:
    """"衣服200元，打八折，裤子多少元" (碗多少元), 晚饭360元，4个人平摊，午饭每人多少元: the question starts with a thing
    the story never names, while the story starts with a thing of its own."""
    last = max(k for k, t in enumerate(tokens) if t.type == "COMMA" and k < len(tokens) - 1) \
        if any(t.type == "COMMA" for t in tokens[:-1]) else -1
    # the story's thing first, or after its count ("一件衣服打8折后卖160元")
    told_at = 2 if [t.type for t in tokens[:3]] == ["NUM", "MEASURE", "WORD"] else 0
    # the thing asked may be a word the lexicon also knows as a measure word (碗, 杯, 盒): first in its clause, no
    # count before it, it names the thing ("杯子原价20元，打八折，碗现在多少元")
    if last < 1 or last + 1 >= len(tokens) or tokens[told_at].type != "WORD" \
            or tokens[last + 1].type not in ("WORD", "MEASURE"):
        return False
    asked, told = tokens[last + 1].value, tokens[told_at].value
    story = "".join(t.value for t in tokens[:last])
    return all(t.type in _BARE_QUESTION for t in tokens[last + 2:]) and bool(CJK.fullmatch(asked[:1] or "a")) \
        and not asked.startswith(_QUESTION_LEADS_ZH) and not _a_doing_asked_zh(asked) \
        and asked not in story and told not in asked \
        and bool(CJK.match(told)) and not told.startswith(_QUESTION_LEADS_ZH)


def _a_doing_asked_zh(asked: str) -> bool:
    """Whether a question's words say a doing or a price asked (应找, 涨了, 实际付, 到手价), by its words, not any
    character of them: 可乐 and 花生 are things, not 可 and 花."""
    return any(w.word in _DOINGS_ASKED_ZH or w.kind == "verb" for w in words_zh(asked))


# Words of a doing or a price asked, not of a thing (到手价多少, 应找回多少, 涨了多少钱, 来回一共多少)
_DOINGS_ASKED_ZH = ("价", "找", "涨", "降", "来回", "应", "该", "省", "付", "花", "剩", "共", "税", "折", "到手", "实", "要",
                    "需", "能", "可", "差", "得", "给", "收", "赚", "亏", "用", "交", "退", "补", "多", "少", "摊", "分", "均",
                    "实际", "应该", "一共", "总共", "需要", "可以", "能够", "还要", "平均", "差价")  # as words too
# The readers of one priced or changed thing, which take the question for it whatever it names
PRICED_READERS = frozenset({"read_discount", "read_bill", "read_repeated_change", "read_percent_change", "read_surcharge"})
# A question that is only a thing and its ask (裤子多少元, 午饭每人多少元, 梨现在每斤多少元)
_BARE_QUESTION = frozenset({"ORIGINAL_PRICE", "PRICE_ZH", "NOW", "PER_EACH", "MEI", "UNIT", "MEASURE", "DUOSHAO_QIAN", "ASK", "HOW_MANY", "SHI", "IS",
                            "COMMA", "YAO"})


_GROUP_MEASURES_ZH = tuple("组队班桌家户排行堆批")


def groups_shared_member_asked(tokens: list[Tok]) -> bool:
    """"36个苹果平均分给4组小朋友，每个小朋友分几个": shared among groups, asked what each member gets (how many
    in a group is not told)."""
    for i, t in enumerate(tokens[:-2]):
        if t.type == "SPLIT" and tokens[i + 1].type == "NUM" and tokens[i + 2].type == "WORD":
            group = tokens[i + 2].value
            if len(group) > 1 and group.startswith(_GROUP_MEASURES_ZH) and any(
                    k.type == "WORD" and k.value.startswith(group[1:]) for k in tokens[i + 3:]):
                return True
    return False


def other_stuff_asked_zh(tokens: list[Tok]) -> bool:
    """"每分钟流10升水，5分钟流多少升油", 每瓶装2升牛奶，4瓶装多少升果汁: the amount asked, in the story's unit,
    of other stuff than the story's."""
    k = max((i for i, t in enumerate(tokens) if t.type == "HOW_MANY"), default=-1)
    if 0 <= k == len(tokens) - 2 and tokens[-1].type == "WORD" and _per_unit_of_other_stuff(tokens, tokens[-1].value):
        return True
    if k < 0 or k + 2 >= len(tokens) or tokens[k + 1].type != "UNIT" or tokens[k + 2].type != "WORD" \
            or k + 3 < len(tokens) and tokens[k + 3].type != "COMMA":
        return False
    unit, asked = tokens[k + 1].value, tokens[k + 2].value
    told = [tokens[i + 2].value for i in range(k - 3) if tokens[i].type == "NUM" and tokens[i + 1].value == unit
            and tokens[i + 2].type == "WORD" and CJK.match(tokens[i + 2].value) and tokens[i + 3].type == "COMMA"]
    return bool(CJK.match(asked)) and any(asked not in noun and noun not in asked for noun in told)


def _per_unit_of_other_stuff(tokens: list[Tok], asked: str) -> bool:
    """"电费每度0.56元 … 用了多少度水": the story's unit (每度) asked of stuff the story never names (水)."""
    story = "".join(t.value for t in tokens[:-1])
    units = {tokens[i + 1].value for i, t in enumerate(tokens[:-2]) if t.type == "MEI" and tokens[i + 1].type == "WORD"}
    return any(asked.startswith(u) and len(asked) > len(u) and bool(CJK.match(asked[len(u):]))
               and asked[len(u):] not in story for u in units)
NAMES_MONEY = frozenset({"UNIT", "DUOSHAO_QIAN", "IN"})  # where `money_asked_otherwise` finds a unit asked


_AMOUNT = frozenset({"UNIT", "MEASURE"})


def share_of_right_operand(tokens: list[Tok], slots: Slots) -> bool:
    """"80加12的15%": 15% of 12 as written, of the sum 92 as many mean (80与12的和的15% says so), as with
    12加3的一半; 的三分之一, 的1/4 and 的八折 alike, and after 除以. Where each share has its own number
    ("80的15%加12的20%") it reads one way, and so does a number and a share of itself (250减去250的15%, 80加上80的25%)."""
    for d, t in enumerate(tokens):
        if t.type != "DE" or d < 3 or not _share_at(tokens, d + 1):
            continue
        j = d - 1
        while j > 0 and tokens[j].type in _AMOUNT:
            j -= 1
        if tokens[j].type != "NUM" or j < 2 or tokens[j - 1].type not in ("PLUS", "MINUS", "DIVIDE"):
            continue
        k = j - 2
        while k > 0 and tokens[k].type in _AMOUNT:
            k -= 1
        itself = tokens[j - 1].type in ("PLUS", "MINUS") and tokens[k].type == "NUM" \
            and slots.number(tokens[k].value).value == slots.number(tokens[j].value).value
        if tokens[k].type in ("NUM", "RPAR") and (k == 0 or tokens[k - 1].type not in _SHARE_PARTS) and not itself:
            return True
    return False


# What a number on the left may be part of: a share of its own (12的三分之一加上12的四分之一), a product
_SHARE_PARTS = frozenset({"DE", "FENZHI", "DIVIDE", "ZHE", "TIMES", "POW"})


def _share_at(tokens: list[Tok], i: int) -> bool:
    """A share taken of what comes before 的: 15%, 三分之一, 1/4, 八折."""
    types = [t.type for t in tokens[i:i + 3]]
    return types[:1] == ["PCT"] or types[:2] == ["NUM", "ZHE"] \
        or len(types) == 3 and types[0] == types[2] == "NUM" and types[1] in ("FENZHI", "DIVIDE")


def counts_another_thing(tokens: list[Tok]) -> bool:
    """"Bananas are $0.50 each. How much for 12 apples?": the question counts a thing the story
    never priced; "Maroon 5 tickets cost $45 each. How much for the whole band?": it names one, uncounted
    (the 5 is the band's name, not a count)."""
    question = last_clause_start(tokens)
    before = {noun_key(t) for t in tokens[:question] if t.type == "WORD"}
    fors = [i for i in range(question, len(tokens)) if tokens[i].type == "FOR"]
    named = tokens[fors[-1] + 1:] if fors else []
    if before and named and all(t.type == "WORD" for t in named) and named[-1].value.isalpha() \
            and named[-1].value.isascii() and named[-1].value not in QUESTION_FILLER | _ALL_OF_THEM \
            and noun_key(named[-1]) not in before:
        return True
    return bool(before) and any(
        t.type == "NUM" and tokens[i + 1].type == "WORD" and tokens[i + 1].value.isalpha()
        and tokens[i + 1].value.isascii() and tokens[i + 1].value not in QUESTION_FILLER
        and noun_key(tokens[i + 1]) not in before
        for i, t in enumerate(tokens[question:-1], start=question))


def counts_another_thing_zh(tokens: list[Tok]) -> bool:
    """"一斤苹果2.5元，买了2斤梨，多少钱": the first clause prices a thing, and a later clause buys a count of another
    (a count in a measure, its word closing the clause) that the price never named (笔 … 铅笔 is the same thing named
    longer; 4个人平摊, 一件78元的衣服 buy no counted thing)."""
    ends = [k for k, t in enumerate(tokens) if t.type == "COMMA"]
    if not ends or all(t.value.isascii() for t in tokens):
        return False
    first = tokens[:ends[0]]
    priced = [t.value for t in first if t.type == "WORD"]
    if not priced or not any(t.type == "UNIT" and t.value in _MONEY_ZH for t in first) \
            or any(t.type not in _PRICE_TYPES for t in first):
        return False  # 小明有42元: money held, no price
    for start, stop in zip(ends, [*ends[1:], len(tokens)]):
        clause = tokens[start + 1:stop]
        if not any(t.type == "BUY_ZH" for t in clause):
            continue
        if len(clause) >= 3:  # the count, its measure and the thing close the clause
            n, measure, thing = clause[-3:]
            if n.type == "NUM" and measure.type in ("UNIT", "MEASURE") and measure.value not in _MONEY_ZH \
                    and thing.type == "WORD" and not any(thing.value in p or p in thing.value for p in priced):
                return True
    return False


_MONEY_ZH = frozenset({"元", "块", "角", "毛", "分", "块钱"})
_PRICE_TYPES = frozenset({"NUM", "UNIT", "MEASURE", "WORD", "MEI"})  # a price alone: 一斤苹果2.5元, 苹果每斤3元


# What a question may ask "for" that names no other thing: "How much for all of them?", "for everyone?"
_ALL_OF_THEM = frozenset({"everything", "everyone", "everybody", "both", "us", "each", "one", "lot", "whole", "group",
                          "family", "week", "month", "year", "day"})


# Words that make "in her …" a money of hers ("in her own currency", "in his home money"), not a place of hers
_MONEY_OF_THEIRS = frozenset({"own", "currency", "currencies", "money", "local", "home", "native", "country's"})


def _in_all_or_a_place_of_theirs(after_in: list[Tok], places_read: bool) -> bool:
    """"… spend in all", "left in her wallet": no unit named after "in" (the words up to the next comma or "in")."""
    words = [t.value for t in after_in[:next((k for k, t in enumerate(after_in) if t.type in ("COMMA", "IN")),
                                            len(after_in))]]
    if words == ["all"]:
        return True
    return places_read and len(words) >= 2 and words[0] in POSSESSIVES_EN and _MONEY_OF_THEIRS.isdisjoint(words) \
        and not any(money_unit(w) for w in words)


def money_asked_otherwise(tokens: list[Tok], slots: Slots, places_read: bool = False) -> bool:
    """Amounts of money, and a currency named apart from any amount that is not theirs ("一共多少人民币",
    "the total in euros", 多少元 for dollars: money does not convert), another unit asked ("in pounds"),
    or a smaller one (多少角, "in cents"). "In all" names no unit; nor does a place of theirs ("left in her wallet")
    where the reading checks whose the amount is and where (`places_read`: the roles reader)."""
    asked: set[str] = set()
    other = False
    last = len(tokens) - 1 - next((k for k, t in enumerate(reversed(tokens)) if t.type == "COMMA"), len(tokens))
    for i, t in enumerate(tokens):
        if t.type == "UNIT" and (not i or tokens[i - 1].type != "NUM"):
            asked.add(money_unit(t.value))
        elif t.type == "DUOSHAO_QIAN" and t.value.endswith(("元", "块", "块钱")):
            asked.add("CNY")
        elif t.type == "WORD" and t.value in SUBUNITS:
            other = True
        if t.type == "IN" and i > last and i + 1 < len(tokens) and tokens[i + 1].type in ("WORD", "UNIT") \
                and not _in_all_or_a_place_of_theirs(tokens[i + 1:], places_read):
            asked.add(money_unit(tokens[i + 1].value) or "other")  # "the total in pounds"
    asked.discard("")
    if not asked and not other:
        return False
    money = {u for i, t in enumerate(tokens) if t.type == "NUM" and (u := amount_unit(tokens, i, slots)) in MONEY_NAMES}
    return bool(money) and (other or bool(asked - money) or len(money) > 1)


_ASKING_ZH = ("多少", "几")


def second_question_by_ne_zh(text: str) -> bool:
    """"全班40人，女生占45%，女生多少人，男生呢": a last clause that asks with 呢 alone, after a clause that asks already:
    two questions, and the reading answers one."""
    if "呢" not in text:
        return False
    clauses = [c for c in clauses_zh(text) if c.strip()]
    return len(clauses) > 1 and clauses[-1].rstrip().endswith("呢") and not any(w in clauses[-1] for w in _ASKING_ZH) \
        and any(w in c for c in clauses[:-1] for w in _ASKING_ZH)


_NOT_YES_NO_ZH = ("多少", "几", "什么", "怎么", "哪", "谁", "算", "帮", "能", "可以", "请", "告诉", "知道")
YES_NO_OPS = frozenset({"weekday", "is_prime", "is_leap_year"})  # the operations whose answer is a yes or a no


def yes_no_asked_zh(text: str) -> bool:
    """"一件衣服原价300元打七折吗": a question that ends in 吗 with no word asking an amount and no request to compute
    (算一下…吗, 能…吗): it asks whether, which a value does not answer."""
    return text.rstrip(" ？?。.！!").endswith("吗") and not any(w in text for w in _NOT_YES_NO_ZH)


# A clause and the mark that ends it; a comma before a digit ("Dec 31, 2023", "1,250", "109, 120, 89") ends none.
_CLAUSE_WITH_END = re.compile(r"(?:[^，,。？?！!；;.]|,(?!\s*[A-Za-z])|\.(?!\s|$))+[，,。？?！!；;.]*")  # 1.5 is no end
_ASKING_WORDS_ZH = ("多少", "几", "吗", "呢", "什么", "哪", "是否", "是不是")  # 怎么算: how, which the value shows
_POLITE_ZH = ("帮", "请", "麻烦", "能不能", "可不可以", "可以", "你知道", "在吗", "在不在", "有人吗")  # 在吗: a greeting
_WH_LEADS_EN = frozenset({"what", "what's", "whats", "how", "how's", "when", "where", "who", "why"})
# A helping verb asks only with a question mark or last ("Will earns $20 an hour." is a man); "which" only where a
# sentence starts with it (", which is 4 times as many", "than Jay, who is 10" are relative clauses).
_VERB_LEADS_EN = frozenset({"is", "are", "was", "were", "can", "could", "do", "does", "did", "will", "would", "should",
                            "shall"})
_POLITE_EN = re.compile(r"^(?:can|could|would|will) you(?: please)? (?:help|tell|calculate|compute|work|figure|do|check|"
                        r"answer|solve|find|give)\b|^(?:is|was) (?:that|it|this) (?:right|correct|true)\b"
                        r"|^(?:are|r) (?:you|u) (?:there|around|free)\b")  # a greeting


@lru_cache(maxsize=256)  # of the request's own text: asked again for each reading of one request
def two_questions(text: str) -> bool:
    """Two clauses that ask ("2024年3月1日再过100天是几号，星期几", "$300 at 30% off, what's the price, is it worth it",
    "days from … to …, and weeks?"): a reading answers one; a polite request (帮我算一下吗, "can you tell me") or a
    check ("is that right") is no second question."""
    asking = 0
    sentence_starts = True
    clauses = [m.group(0).strip() for m in _CLAUSE_WITH_END.finditer(text)]  # once, for `_and_asked_after` too
    for k, clause in enumerate(clauses):
        words = clause.lower().split()
        opens, sentence_starts = sentence_starts, clause.endswith((".", "?", "!", "。", "？", "！"))
        if not k and clause.lower().startswith(("what about", "how about")):
            continue  # "What about 5 apples at $2 each, how much?": a lead-in, first
        if has_cjk(clause):
            asks = any(w in clause for w in _ASKING_WORDS_ZH) and not (
                any(w in clause for w in _POLITE_ZH) and not any(w in clause for w in ("多少", "几")))
        else:
            asks = bool(words) and (words[0] in _WH_LEADS_EN - {"who"} or words[0] in ("which", "who") and opens
                                    or words[0] in _VERB_LEADS_EN and (clause.endswith("?") or k == len(clauses) - 1)) \
                and _POLITE_EN.search(clause.lower()) is None and not _when_told(words)
        asking += asks
    return asking > 1 or _and_asked_after(clauses)


def _when_told(words: list[str]) -> bool:
    """"When they cleaned them," (h/mawps26): a when-clause in telling order, its subject before any verb, ended by a
    comma; "When is the party," and "when do we leave," ask."""
    return words[0] == "when" and len(words) > 2 and words[-1].endswith(",") \
        and words[1] not in _VERB_LEADS_EN | {"has", "have", "had"}


def _and_asked_after(clauses: list[str]) -> bool:
    """"days from Jan 1 2024 to Mar 1 2024, and weeks?": a last clause (of a text's `clauses`, stripped) that opens with
    "and" and ends with a question mark asks one more thing of what the clauses before said."""
    return len(clauses) > 1 and clauses[-1].endswith("?") and clauses[-1].lower().startswith(("and ", "or ", "also ")) \
        and not (_LIST_CONTINUED.search(clauses[-2]) and _LAST_LIST_ITEM.fullmatch(clauses[-1].lower()))


# "Average of 82, 90, and 77?": after a list's items, "and" and one more number (its unit word) end the list (an
# Oxford comma); no second question
_LIST_CONTINUED = re.compile(r"\d,$")
_LAST_LIST_ITEM = re.compile(r"and [$€£¥]?\d[\d.]*(?: ?[a-z%]+)?\s*\?")


# 全年级, 全校, 全班: all of a group, asked where the story tells another (一个班50人 … 全年级有多少男生)
_ALL_OF_ZH = re.compile("全(年级|校|班|村|厂|公司|市|省|国)")


def another_whole_asked_zh(original: str) -> bool:
    """The question asks all of a group (全年级) the story before it never names (一个班50人): another whole."""
    clauses = clauses_zh(original.replace(" ", ""))
    asked = _ALL_OF_ZH.search(clauses[-1]) if len(clauses) > 1 else None
    return asked is not None and asked[1] not in "".join(clauses[:-1])
