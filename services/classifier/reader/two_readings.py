"""Requests a reading answers one way that read another way too, or that name what the story never gives
(hostile probes, round 8), each a check guards.py runs on every reading:

- "if" with no amount and no thing of the rest ("If it rains, the game … moves 2 days later"): an event never
  said to happen; dollars of two countries ($20 beside C$15); an amount spent as "some" with what is left
  asked; a share before "more/less than" (10% of 50 more than 500: 505 or 55?); two percentages compared
  (80%比50%多多少: 30 points or 60 %?); a profit asked of a price (一天赚多少元); an exact answer of a rough
  rate (约等于 1.6 千米 … 精确); what "is in" a place the story never names ("in the tank after 2 hours");
  people counted in front of and behind someone (小明前面有5个人，后面有6个人: 小明 is one too); a comparison
  with what someone had, asked of what they have ("9 more than Sam had. How many does Sam have?"); a growth
  year-over-year of two quarters of one year, or period-over-period of periods of two years (同比, 环比); a
  further discount asked (还能再便宜多少); a number that labels a thing used as an amount ("Line 3 … rides").
"""

from __future__ import annotations

import re

from dtlib.text import digits_for_number_words

from .tokens import VALUE_OF, Tok, last_clause_start, stands_alone
from .rate_clauses import noun_key

THAN = frozenset({"MORE_THAN", "LESS_THAN"})


def in_a_place_unnamed(tokens: list[Tok]) -> bool:
    """"A tap fills 3 litres per minute. How many litres are in the tank after 2 hours?": what a place holds
    is what it held before and what came in; a tank the story never names may not have been empty. "In all" is
    no place: the total."""
    question = last_clause_start(tokens)
    before = {noun_key(t) for t in tokens[:question] if t.type == "WORD"}
    asked = tokens[question:]
    return any(t.type == "IS" and asked[i + 1].type == "IN" and asked[i + 2].type == "WORD"
               and noun_key(asked[i + 2]) not in before and asked[i + 2].value != "all" for i, t in enumerate(asked[:-2]))


EXACT = ("精确", "准确", "确切", "exactly", "precisely", "exact")
_ROUGH = ("约", "大概", "大约", "about", "approximately", "roughly", "around")


def exact_of_rough(tokens: list[Tok]) -> bool:
    """"1英里约等于1.6千米，5英里精确是多少千米": an exact answer asked of a rate the story gives as rough (8 is
    what the rough rate gives, 8.04672 the exact one); "5英里约等于多少千米" asks the rough one and reads."""
    question = last_clause_start(tokens)
    # each token's words apart ("\0" is in no word), searched at once
    return any(map("\0".join(map(VALUE_OF, tokens[question:])).lower().__contains__, EXACT)) \
        and any(map("\0".join(map(VALUE_OF, tokens[:question])).lower().__contains__, _ROUGH))


PRICE_OR_RATE = frozenset({"read_rate", "read_price", "read_bill"})
_PROFIT = ("赚", "利润", "盈利", "profit")


def profit_asked_of_a_price(tokens: list[Tok]) -> bool:
    """"商店每天卖40件衬衫，每件15元，一天赚多少元": what is earned on a sale is its price less its cost, which the
    story never gives (600 is what the shirts sold for); where the story earns too (每小时赚20元) it reads."""
    question = last_clause_start(tokens)
    return any(w in t.value for t in tokens[question:] for w in _PROFIT) \
        and not any(w in t.value for t in tokens[:question] for w in _PROFIT)


COMPARED = frozenset({"BI", "THAN"})


def percentages_compared(tokens: list[Tok]) -> bool:
    """"80%比50%多多少", "how much more is 80% than 50%": 30 percentage points, or 60 % more? (几个百分点 and
    百分之几 say which and are read elsewhere; "80% minus 50%" is arithmetic.)"""
    return any(t.type in COMPARED and 0 < i < len(tokens) - 1 and tokens[i - 1].type == "PCT"
               and tokens[i + 1].type == "PCT" for i, t in enumerate(tokens))


def share_before_than(tokens: list[Tok]) -> bool:
    """"10% of 50 more than 500": 5 more than 500, or 10% of 550? "of" before "more/less than" reads both ways."""
    first_of = next(i for i, t in enumerate(tokens) if t.type == "OF")
    return any(t.type in THAN for t in tokens[first_of + 1:])


SIDES = frozenset({"BEFORE_ZH", "AFTER_ZH"})
_PEOPLE_MEASURES = ("人", "名", "位")


def people_around_one(tokens: list[Tok]) -> bool:
    """"小明前面有5个人，后面有6个人，一共有几个人": people counted in front of and behind someone, and people asked:
    the one in the middle is one of them too (12, not 11); trees in front of a house (小明家前面有5棵树) are not."""
    sides = any(t.type in SIDES and nxt.value in ("面", "边") for t, nxt in zip(tokens, tokens[1:]))
    asked = tokens[last_clause_start(tokens):]
    return sides and any(t.type == "MEASURE" and t.value.endswith(_PEOPLE_MEASURES) for t in asked)


_CONDITION_AMOUNTS = frozenset({"NUM", "PCT", "DATE", "TODAY", "QUOTE"})


def condition_on_no_amount(tokens: list[Tok]) -> bool:
    """"If it rains, the game on 2024-03-15 moves 2 days later. On what date is the game?": a clause of "if"
    with no amount and no thing of the rest in it is an event the request never says happened, so what
    follows may not apply; "If today is 2024-03-15, …", "If 3 pens cost $6, …" give the values they read, and
    "if the apples are divided equally, …" says what is done with the story's apples."""
    for i, t in enumerate(tokens):
        if t.type == "WHETHER" and t.value == "if":
            clause = []
            for nxt in tokens[i + 1:]:
                if nxt.type == "COMMA":
                    break
                clause.append(nxt)
            rest = {noun_key(x) for x in tokens[:i] + tokens[i + 1 + len(clause):] if x.type == "WORD"}
            if clause and len(clause) < len(tokens) - i - 1 and not any(c.type in _CONDITION_AMOUNTS for c in clause) \
                    and not any(c.type == "WORD" and noun_key(c) in rest for c in clause):
                return True
    return False


# "$20", "US$20", "C$15", "HK$15", "NT$ 300": the letters before $ say whose dollar it is.
_DOLLAR = re.compile(r"(?<![A-Za-z])([A-Za-z]{0,3})\$\s*\d[\d.,]*(?:\s?([A-Za-z]{3})(?![A-Za-z]))?")
_CODE_AS_PREFIX = {"USD": "US", "CAD": "C", "AUD": "A", "HKD": "HK", "NZD": "NZ", "SGD": "S"}


def dollars_of_two_countries(text: str) -> bool:
    """"A shirt costs $20 and a hat costs C$15", "$27.45 … $30 CAD": dollars of two countries (a bare $ beside C$,
    HK$, A$ or a code after the amount …) do not add up as one currency; the same one throughout ("US$20 and
    US$15", "$20 USD and $15 USD") does."""
    return len({_CODE_AS_PREFIX.get((m.group(2) or "").upper(), m.group(1).upper())
                for m in _DOLLAR.finditer(text)}) > 1


_SOME = frozenset({"some", "several", "part", "most"})
_SOME_ZH = ("一些", "一部分", "若干", "一点", "部分", "些")


def spent_some(tokens: list[Tok]) -> bool:
    """"I had $50. I spent some on lunch and $12 on a book": an amount spent, given away or lost that is not
    said, with what is left asked, is one more unknown; a reading without it leaves it out (38 was no answer).
    Where the question asks the change itself ("She gave some … How many did she give?", 卖了一些后还剩14箱，卖了多少箱)
    the some is what is asked (unknown_changes.py)."""
    if not any(t.type == "LEFT_ASK" for t in tokens[last_clause_start(tokens):]):
        return False
    return any(t.type == "SPEND" and nxt.type == "WORD" and (nxt.value in _SOME or nxt.value.startswith(_SOME_ZH))
               for t, nxt in zip(tokens, tokens[1:]))


_PAST = frozenset({"had", "was", "were", "did"})
# "9 more than Sam had" (MORE_THAN), "95 more whistles than Charles had" (THAN after the noun)
THAN_ANY = THAN | {"THAN"}
_PRESENT = frozenset({"does", "do", "is", "are", "has", "have"})


def tense_shifted_comparison(tokens: list[Tok]) -> bool:
    """"Tom has 24 marbles, 9 more than Sam had. How many does Sam have?" (or "than her brother had"): the
    comparison is with what Sam had then, the question asks what Sam has now, and nothing says it did not change.
    So too where the comparison is told as then while the holder has now ("Emily has 27 crayons. She had 15 more
    crayons than her brother")."""
    question = last_clause_start(tokens)
    compared_then = any(_compares(t) and _past_after_names(tokens[i + 1:question])
                        for i, t in enumerate(tokens[:question - 2]))
    asked = {t.value for t in tokens[question:] if t.type == "IS"}
    if asked & _THEN_OR_LATER and any(_compares(t) for t in tokens[:question]) \
            and _PAST.isdisjoint(t.value for t in tokens[:question]):
        return True  # "Ella has 40. She has 12 more than Mia. How many did (will) Mia have?"
    return (compared_then or _told_now_compared_then(tokens[:question]) or _which_is_of_then(tokens[:question])) \
        and not asked.isdisjoint(_PRESENT)


_THEN_OR_LATER = frozenset({"did", "will"})


def _compares(t: Tok) -> bool:
    """"than", "9 more than", "4 times as many as"."""
    return t.type in THAN_ANY or t.type == "TIMES" and t.value.endswith(" as")


def _which_is_of_then(story: list[Tok]) -> bool:
    """"Ella had 40 stickers, which is 4 times as many as Mia": the comparison is of what Ella had then."""
    return any(t.value == "which" and story[i + 1:i + 2] and story[i + 1].value == "is" and i > 0
               and story[i - 1].type == "COMMA" and not _PAST.isdisjoint(x.value for x in story[:i])
               and any(_compares(x) for x in story[i:]) for i, t in enumerate(story))


def _past_after_names(words: list[Tok]) -> bool:
    """"Sam had", "her brother had": one or two words, then a verb of the past."""
    return any(all(t.type == "WORD" for t in words[:n]) and len(words) > n and words[n].value in _PAST
               for n in (1, 2))


def _told_now_compared_then(story: list[Tok]) -> bool:
    """A clause that has ("Emily has 27 crayons"), then a comparison clause whose verb is of the past ("She had 15
    more crayons than her brother")."""
    clause_starts = [0, *(i + 1 for i, t in enumerate(story) if t.type == "COMMA")]
    clauses = [story[a:b] for a, b in zip(clause_starts, [*clause_starts[1:], len(story)])]
    has_now = False
    for clause in clauses:
        values = [t.value for t in clause]
        if any(t.type in THAN_ANY for t in clause):
            if has_now and not _PAST.isdisjoint(values[:next(i for i, t in enumerate(clause) if t.type in THAN_ANY)]):
                return True
        elif "has" in values or "have" in values:
            has_now = True
    return False


_YEAR_ON_YEAR = re.compile(r"同比|year[- ]over[- ]year|\byoy\b", re.IGNORECASE)
_PERIOD_ON_PERIOD = re.compile(r"环比|(?:quarter|month|week)[- ]over[- ](?:quarter|month|week)|\b(?:qoq|mom)\b",
                               re.IGNORECASE)
_WITHIN_A_YEAR = re.compile(r"季度|(?<![\d年])\d{1,2}月|\bq[1-4]\b|quarter|month|january|february|march|april|june"
                            r"|july|august|september|october|november|december", re.IGNORECASE)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def growth_of_other_periods(text: str) -> bool:
    """A growth asked against the same period a year before (同比, year-over-year) of two periods within one
    year (第一季度 … 第二季度 … 同比), or against the period before (环比) of periods of two different years
    (2023年第二季度 … 2024年第一季度 … 环比): the periods told are not the ones the rate compares; or a time to
    come asked that the story does not tell."""
    years = set(_YEAR.findall(text))
    return bool(_YEAR_ON_YEAR.search(text) and _WITHIN_A_YEAR.search(text) and len(years) < 2
                or _PERIOD_ON_PERIOD.search(text) and len(years) > 1) or _another_time_asked_en(text)


_TIMES_TO_COME_EN = re.compile(r"\b(?:next|coming|following|tomorrow|tonight)\b")


def _another_time_asked_en(text: str) -> bool:
    """"… 64 goals last season and 80 this season. What is the percent increase next season?": the question
    names a time to come that the story never tells."""
    *story, question = re.split(r"(?<=[.;!?])\s+", text.strip().lower())
    return any(found not in " ".join(story) for found in _TIMES_TO_COME_EN.findall(question))


_FURTHER_ZH = frozenset({"再", "还能", "还可以", "又"})


def further_change_asked(tokens: list[Tok]) -> bool:
    """"一件衣服200元，打八折，还能再便宜多少元": a change asked beyond the one told (还能再, 又) is one the story
    never gives; "便宜多少元" asks the one told."""
    asked = tokens[last_clause_start(tokens):]  # (打八折再打八折是多少钱: a second change told, with its number)
    return not any(t.type == "NUM" for t in asked) and any(t.value in _FURTHER_ZH for t in asked)


# Words that name a thing by its number ("Line 3", "Room 301", "Gate 7"): the number is a label, not a count.
LABELS_EN = frozenset({"line", "route", "room", "building", "bus", "gate", "platform", "chapter", "level", "flight",
                       "apartment", "apt", "suite", "highway", "terminal", "floor", "block", "section", "seat",
                       "row", "track", "version", "grade", "channel", "studio", "zone", "unit", "lot", "exit",
                       "pier", "aisle", "lane", "model"})
_LABELLED = re.compile(r"\b([A-Za-z]++) ?#?(\d+)\b")  # ++: a word is never taken back a letter (a letter follows)


def label_number_used(text: str, used: str) -> bool:
    """"Line 3 subway rides cost $4 each. How much in total?": the 3 names the line; a reading that uses it as a
    count multiplied a label (12). "Room 301 seats 20 and room 302 seats 30" uses the seats only and reads."""
    lowered = text.lower()
    if not any(map(lowered.__contains__, LABELS_EN)):
        return False  # the cheap test first: a label's word is in the text, whatever its case
    labels = [m.group(2) for m in _LABELLED.finditer(text) if m.group(1).lower() in LABELS_EN]
    return any(stands_alone(number, used) for number in labels)


MEALS_EN = ("breakfast", "brunch", "lunch", "dinner", "supper")
_MEALS_EN = re.compile(rf"\b({'|'.join(MEALS_EN)})\b")
_MEALS_ZH = re.compile(r"早饭|早餐|午饭|午餐|晚饭|晚餐")
_SENTENCE_END = re.compile(r"[.?!](?=\s)|[。？！，,]")
_HAS_DIGIT = re.compile(r"\d")


def other_meal_asked(text: str) -> bool:
    """"Sara got fast food for lunch … What was the total of the dinner bill?": the question (after the last
    sentence end) names a meal the story before it does not; the amounts told are another meal's."""
    lowered = text.lower().strip()
    ends = [m.end() for m in _SENTENCE_END.finditer(lowered.rstrip(".?!。？！ "))]
    if not ends:
        return False
    story, question = lowered[:ends[-1]], lowered[ends[-1]:]
    def meals(part: str) -> set[str]:
        return set(_MEALS_EN.findall(part)) | set(_MEALS_ZH.findall(part))
    asked = meals(question)
    if not asked:
        return False  # the cheap test first: no meal asked (the story's number words are read only where one is)
    if not _HAS_DIGIT.search(digits_for_number_words(story)):
        return False  # "hi, what's a 15% tip on a $64 dinner?": no amount before the question, the meal is its own
    return bool(asked - meals(story))


# wanted or planned (想, 打算 …): asked what is left or spent, whether it happened is not told
# or 要 before spending (明天要花75元: to be spent, not spent)
_GOAL_ZH = re.compile(r"(?:想|打算|准备|计划)要?[^，,。？?！!\d]{0,3}\d|(?<![只])要(?:花|付|交|用)[^，,。？?！!\d]{0,2}\d")
# only possible or nearly done (可能, 也许, 差点): whatever the question asks, what happened is not told
_UNSURE_ZH = re.compile(r"(?:可能|也许|或许|差点|差一点|险些)[^，,。？?！!\d]{0,3}\d")
# only believed, dreamt, pretended, heard, forgotten, meant or wished (以为, 梦见, 听说, 本来要, …就好了): an amount
# in that clause is not what happened
_UNREAL_ZH = re.compile(r"(?:以为|认为|觉得|猜|梦见|梦到|幻想|假装|忘了|忘记|据说|听说|传说|(?:本来|原本|原来)(?:要|打算|准备|计划|想)|本应|说好|约好)"
                        r"[^，,。？?！!]*\d"
                        r"|\d[^，,。？?！!]*(?:就好了|该多好|多好啊)")
# what is left or had now, or what was spent or used (done: 花了, not 要花)
_LEFT_OR_NOW_ZH = re.compile(r"还剩|剩下|还有|现在|花了|付了|用了|用去")


# "为什么还剩这么多", "怎么只剩这么少", "为啥": a reason asked, or a complaint, not an amount
_WHY_ZH = re.compile(r"为什么|为何|为啥|凭什么|怎么(?:会|还|只|才|就)")


def why_asked_zh(text: str) -> bool:
    """"我有45元，花了18元，我为什么还剩这么多": the question asks why (or complains), whatever amount it names."""
    return _WHY_ZH.search(text) is not None


def wanted_change_asked_left_zh(text: str) -> bool:
    """"篮子里有42个梨，莉亚想拿走15个，还有多少个", "小明想买6个面包，每个4元，一共花了多少元", "可能开走了18辆": a
    change only wanted, planned, possible or nearly done, asked what is left, had now or spent: whether it happened
    is not told. An amount only believed, dreamt, heard of or wished (以为花了20元, 要是花了20元就好了) is never what
    happened, whatever is asked."""
    story, question = _story_and_question_zh(text)
    if not story:
        return False
    return bool(_UNSURE_ZH.search(story) or _UNREAL_ZH.search(story)
                or _GOAL_ZH.search(story) and _LEFT_OR_NOW_ZH.search(question))


_ASKING_BEFORE_COLON_ZH = re.compile(r"^[^，,。：:]*(?:多少|几)[^，,。：:]*[：:]")


def _story_and_question_zh(text: str) -> tuple[str, str]:
    """The story and the question of a Chinese request: the question is its last clause, or the clause before a
    colon where it is asked first ("老婆问我还剩多少钱：我有200元，明天要花75元")."""
    first = _ASKING_BEFORE_COLON_ZH.match(text)
    if first:
        return text[first.end():], first.group()
    question_at = max(text.rfind("，"), text.rfind(","), text.rfind("。"))
    return (text[:question_at], text[question_at:]) if question_at >= 0 else ("", text)
