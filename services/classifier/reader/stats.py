"""A statistic of one list, read by its values, whatever the words around it: one list of three or
more numbers, one statistic asked ("五次考试成绩 88、76、95、69、82，最高分和最低分差多少？",
"Test scores 72, 85, 90, 85, 68 — what's the median?", "找出最大值：47，93，12，88，65").

Another number (a count of one before a unit, "平均一天", is allowed) or one not given (和另一个数, x), two statistics, a condition
(above 80, 大于, 去掉一个最高分), another statistic (众数, standard deviation, weighted), a
number-theory word ("the smallest number divisible by …" is a multiple, not a minimum), or any
operator word makes the request unread, so it goes slow. So does an average per one period of a
list said for another ("this week I ran 3, 5, 4 and 6 km, my daily average?"): whether the days
without a value count is not said (÷4 or ÷7).
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import DETERMINERS, Said, Tok
from .periods_asked import PERIOD_OF_TYPE, PERIOD_WORDS
from .units import amount_unit, canonical_unit, money_unit
from .value_units import WEEKS
from .role_words import lemma
from .vocab_en import PEOPLE_NOUNS_EN, POSSESSIVES_EN
from .bill_people import named_only_in_question_zh
from .triggers import triggered_by

# Token types that name a statistic, and the function each computes.
_STAT_TYPES = {"ZH_MEAN": "mean", "MEAN_OF": "mean", "AVG_ZH": "mean", "ZH_MEDIAN": "median",
               "MEDIAN_OF": "median", "ZH_MAX": "max", "MAX_OF": "max", "ZH_MIN": "min", "MIN_OF": "min",
               "ZH_RANGE": "range", "RANGE_OF": "range"}
# Words inside other tokens that name one ("最高分", "the highest", "月均").
_STAT_WORDS = (("最高分和最低分", "range"), ("最高和最低", "range"), ("最大和最小", "range"),
               ("最高", "max"), ("最大", "max"), ("最低", "min"), ("最小", "min"), ("均", "mean"),
               ("highest", "max"), ("largest", "max"), ("biggest", "max"), ("lowest", "min"),
               ("smallest", "min"), ("average", "mean"), ("median", "median"), ("最贵", "max"), ("最便宜", "min"),
               ("priciest", "max"), ("most expensive", "max"), ("cheapest", "min"), ("least expensive", "min"))
_RANGE_TOGETHER = ("差", "difference", "gap", "spread")
_OTHER = ("众数", "方差", "标准差", "加权", "去掉", "除去", "除了", "不算", "以上", "以下", "大于", "小于", "超过", "不足",
          "不到", "高于", "低于", "至少", "至多", "几个", "多少个", "哪几", "排名", "前三", "总", "和是", "之和",
          "mode", "variance", "standard", "deviation", "weighted", "except", "excluding", "without", "drop",
          "above", "below", "over", "under", "more than", "less than", "at least", "at most", "how many",
          "second", "top", "total", "sum", "percent", "%", "if", "then", "times", "倍", "如果", "再", "乘", "加上",
          "plus", "minus", "divided", "multiple", "divisible", "divide", "common", "factor", "prime", "倍数",
          "约数", "因数", "整除", "质数", "素数", "一半", "half", "double", "平方", "square",
          "positive", "negative", "odd", "even", "ones", "正数", "负数", "奇数", "偶数",  # of some of the list
          # or of more than the list: a number not given (和另一个数, 某个数, 未知数, x, 还有几个数, 等数)
          "另", "某", "未知", "其他", "其它", "其余", "还有", "等数", "一个数", "任意", "任选", "随便", "x", "y", "n", "another", "unknown", "other",
          # items whose amount is not told beside the list ("$23.49, $12.01, $4.50 and a few snacks")
          "some", "few", "several", "一些", "若干")
_LIST_SEPARATORS = frozenset({"COMMA", "AND"})
# Calendar periods, shortest first (an average per hour or per quarter is not this check's); the
# Chinese words that name the period an average is per inside a longer word ("日均").
_CALENDAR = ("day", "week", "month", "year")
_PERIOD_INSIDE_ZH = (("日均", "day"), ("周均", "week"), ("月均", "month"), ("年均", "year"),
                     *((week, "week") for week in WEEKS))  # "本周我跑了 …": the lexicon keeps 本周 one word
# Every other token must be one of these: an operator word, a date, a percentage … adds a step.
_NEUTRAL = frozenset({"NUM", "COMMA", "AND", "UNIT", "WORD", "WHAT", "ASK", "HOW_MANY", "IS", "SHI", "WEI", "DE",
                      "MEASURE", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "MEI", "IN", "OF", "MA",
                      "DIFF_OF", "TRAVEL", "LIST", "DIFF_ASK", "BIGGER_ASK", "SMALLER_ASK", "ON", "FOR", "BETWEEN",
                      *_STAT_TYPES})


# The total of one list ("I spent 23, 41, 17 and 39 dollars this week. What's the total?", 这周花了23、41、
# 17、39元，一共花了多少): every number is in the list, no other statistic is named.
_SUM_WORDS = ("total", "in total", "altogether", "一共", "总共", "加起来", "合计", "总计")
_NOT_SUMS = frozenset({"总", "total", "sum", "和是", "之和"})
_OTHER_THAN_SUM = tuple(w for w in _OTHER if w not in _NOT_SUMS)
_SUM_NEUTRAL = _NEUTRAL | {"ZH_SUM", "SPEND", "TOGETHER"}


@triggered_by(types=(*_STAT_TYPES, "ZH_SUM"), text=[word for word, _ in _STAT_WORDS] + list(_SUM_WORDS))
def read_statistic(tokens: list[Tok], slots: Slots) -> Task | None:
    if _asked_in_another_unit(tokens, slots):
        return None  # "12.50, 8 and 30.25, total in cents?": the list's numbers are not in cents
    said = Said(tokens)
    if said.any(_SUM_WORDS):
        return _list_total(tokens, slots, said)
    if any(t.type not in _NEUTRAL for t in tokens):
        return None
    if said.any(_OTHER) or _word_joined_to_the_list_zh(tokens):
        return None
    if _statistic_of_another_owner(tokens) or named_only_in_question_zh(tokens):
        return None  # "My 3 kids are 4, 7 and 10. What is my average age?": the speaker's own, not the kids'
    stat = _statistic(tokens, said)
    items = _the_list(tokens, slots)
    if stat is None or items is None or _a_clause_after_the_list(tokens, items):
        return None
    if stat == "mean" and not _per_period_said(tokens, items):
        return None
    values = [slots.number(t.value).plain() for t in items]
    listed = ", ".join(values)
    if stat == "range":
        return Task("expr", {"expression": f"max({listed})-min({listed})"}, source="parser")
    return Task("expr", {"expression": f"{stat}({listed})"}, source="parser")


def _statistic_of_another_owner(tokens: list[Tok]) -> bool:
    """Whether the statistic asked is said with an owner before it ("my average age", "Tom's average weight") whose
    listed values the story does not give as the owner's own things: the owner not in the story, or the story's
    values those of the owner's people or pets ("My 3 kids are 4, 7 and 10", "Tom's 3 dogs weigh …"); "my scores
    were 80, 90 and 70 … my average score" is the owner's, "their average" the listed ones'; a group the story never
    names ("Ann scored 90, 96 and 93. What is the class average?") owns other values too."""
    at = max((i for i, t in enumerate(tokens) if t.type in _STAT_TYPES), default=None)  # the statistic asked
    owner = tokens[at - 1].value.lower() if at and tokens[at - 1].type == "WORD" else ""
    opens = at is not None and (at < 2 or tokens[at - 2].type in ("WHAT", "COMMA", "IS"))  # not "want average"
    if opens and owner.isalpha() and owner.isascii() and owner not in DETERMINERS:  # "the class average" of Ann's
        return lemma(owner, "NOUN") not in {lemma(t.value.lower().removesuffix("'s"), "NOUN")
                                            for t in tokens[:at - 1] if t.type == "WORD"}
    if owner not in POSSESSIVES_EN - {"their"} and not owner.endswith("'s"):
        return False
    said = [t for t in tokens[:at - 1] if t.type != "NUM"]
    owned = next((said[k + 1].value for k, t in enumerate(said[:-1]) if t.value.lower() == owner), None)
    if owned is None:  # "… What is my average age?" of values the speaker never calls theirs
        if owner.endswith("'s"):  # "85, 92 and 78 for Tom, what's Amy's average": one the story never names
            return owner.removesuffix("'s") not in {t.value.lower().removesuffix("'s") for t in said}
        return owner in ("my", "our") and not any(t.value.lower() in _SPEAKER_WORDS for t in said)
    return lemma(owned.lower().removesuffix("'s"), "NOUN") in PEOPLE_NOUNS_EN


_SPEAKER_WORDS = frozenset({"i", "my", "me", "we", "our", "us"})


def _a_clause_after_the_list(tokens: list[Tok], items: list[Tok]) -> bool:
    """A clause after the list's own whose words name no statistic ("…，平均分多少，及格了吗", "…, what's the average,
    did I pass", "… — is that a B?", "…, one was a typo, average"): a second question, or a word on the list, that
    the statistic does not answer."""
    after = tokens[tokens.index(items[-1]) + 1:]
    first = next((k for k, t in enumerate(after) if t.type == "COMMA"), None)
    if first is None:
        return False
    clause: list[Tok] = []
    for t in [*after[first + 1:], Tok("COMMA", ",", -1)]:  # the list's own clause ("… for Tom") is not another
        if t.type != "COMMA":
            clause.append(t)
            continue
        if any(x.type == "WORD" for x in clause) and not any(x.type in _STAT_TYPES for x in clause) \
                and _statistic(clause, Said(clause)) is None:
            return True
        clause = []
    return False


def _word_joined_to_the_list_zh(tokens: list[Tok]) -> bool:
    """"4，8，6，2和小明的分数的平均数", "…和他的平均数": a list joined by 和 to a word, not a number: one item untold."""
    return any(t.type == "AND" and not t.value.isascii() and k and tokens[k - 1].type == "NUM"
               and k + 1 < len(tokens) and tokens[k + 1].type == "WORD" for k, t in enumerate(tokens))


def _asked_in_another_unit(tokens: list[Tok], slots: Slots) -> bool:
    """The answer asked "in" a unit or a scale at the end that is not the numbers' own ("… total in cents?",
    "… average in thousands"; "150 cm, 160 cm … average in cm" is their own)."""
    words = [t for t in tokens if t.type != "COMMA"]
    if len(words) < 3 or words[-2].value.lower() != "in" or words[-1].value.lower() in ("total", "all", "sum"):
        return False
    asked = canonical_unit(words[-1].value) or money_unit(words[-1].value)
    units = {canonical_unit(u) or money_unit(u) or u
             for u in (amount_unit(tokens, i, slots) for i, t in enumerate(tokens) if t.type == "NUM")}
    return not asked or units != {asked}


def _list_total(tokens: list[Tok], slots: Slots, said: Said) -> Task | None:
    if any(t.type not in _SUM_NEUTRAL for t in tokens) or said.any(_OTHER_THAN_SUM) or _statistic(tokens, said):
        return None
    items = _the_list(tokens, slots)
    if items is None or sum(t.type == "NUM" for t in tokens) != len(items):
        return None  # another number: a count of each, a payment, a second list
    return Task("expr", {"expression": "+".join(slots.number(t.value).plain() for t in items)}, source="parser")


def _statistic(tokens: list[Tok], said: Said) -> str | None:
    found = {_STAT_TYPES[t.type] for t in tokens if t.type in _STAT_TYPES}
    rest = said.joined  # "最高分和最低分" names the range, so "最高" is not read again in it
    for word, stat in _STAT_WORDS:
        if word in rest if not word.isascii() else said.has(word):
            found.add(stat)
            rest = rest.replace(word, "")
    if {"max", "min"} <= found and said.any(_RANGE_TOGETHER):
        found = (found - {"max", "min"}) | {"range"}
    return found.pop() if len(found) == 1 else None


def _period_of(token: Tok) -> str | None:
    """The calendar period a token names (a unit token, "daily", or "日均" inside a word)."""
    kind = PERIOD_OF_TYPE.get(token.type) or PERIOD_WORDS.get(token.value)
    if kind in _CALENDAR:
        return kind
    return next((kind for word, kind in _PERIOD_INSIDE_ZH if word in token.value), None)


# How many of the shorter period a longer one holds, where that is one number.
_PERIODS_IN = {frozenset({"week", "day"}): 7, frozenset({"year", "month"}): 12}


def _per_period_said(tokens: list[Tok], items: list[Tok]) -> bool:
    """An average over one kind of period is plain. Over two ("this week … my daily average?")
    only when the values are said to be per the shorter period before they are listed ("这周每天
    走的步数：…", "my daily steps this week: …") or the list has one for each shorter period of
    the longer one (7 for a week's days); otherwise whether the periods without a value count
    is not said."""
    kinds = {kind for t in tokens if (kind := _period_of(t))}
    if len(kinds) < 2:
        return True
    if len(kinds) == 2 and _PERIODS_IN.get(frozenset(kinds)) == len(items):
        return True
    shortest = min(kinds, key=_CALENDAR.index)
    first = tokens.index(items[0])
    return any(_period_of(t) == shortest for t in tokens[:first])


def _the_list(tokens: list[Tok], slots: Slots) -> list[Tok] | None:
    """The one run of three or more numbers joined by commas or 'and'; any other number must be a
    count of one ("平均一天") or the list's own length ("五次考试") before a unit, a measure or a
    noun. Units, if written, are one unit."""
    runs: list[list[Tok]] = []
    current: list[Tok] = []
    for i, t in enumerate(tokens):
        if t.type == "NUM":
            if current and tokens[i - 1].type not in _LIST_SEPARATORS:
                runs.append(current)
                current = []
            current.append(t)
        elif t.type in _LIST_SEPARATORS or t.type == "UNIT" and current:
            continue
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    lists = [r for r in runs if len(r) >= 3]
    if len(lists) != 1:
        return None
    for r in runs:
        if r is lists[0]:
            continue
        for t in r:
            i = tokens.index(t)
            following = tokens[i + 1] if i + 1 < len(tokens) else None
            n = slots.number(t.value).value
            if following is None or n not in (1, len(lists[0])) or \
                    following.type not in ("DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "MEASURE", "WORD"):
                return None  # "平均一天": per one; "五次考试成绩 …", "5 quotes": the list's own count
    units = {amount_unit(tokens, tokens.index(t), slots) for t in lists[0]}
    if len(units - {""}) > 1 or any(slots.number(t.value).percent for t in lists[0]):
        return None
    after = tokens.index(lists[0][-1]) + 1
    while after < len(tokens) and tokens[after].type in ("UNIT", "COMMA"):
        after += 1
    if after < len(tokens) and tokens[after].type == "AND":
        return None  # "average of 4, 8, 15, 16, 23, and": an item cut off, or one the words name only
    return lists[0]
