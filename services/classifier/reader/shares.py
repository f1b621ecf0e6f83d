"""A share as a percentage, read by its values: two counts of one thing, the part and the whole,
and a question for the percentage the part is of the whole.

- A rate names the part: "班上 40 人，及格 34 人，及格率是百分之多少" (及格 names 34), "全班 50 人，今天出勤
  48 人，出勤率是多少", "40 students took the test and 34 passed. What's the pass rate?";
- "out of" names the whole: "I scored 57 out of 60 on a test — what's that as a percentage?".

A named group's share of a whole (`read_group_share`): "全班 50 人，男生 30 人，男生占百分之几", "在 80 人中有
20 人戴眼镜，戴眼镜的占百分之几", "There are 25 students and 10 are girls. What percent are girls?", "Of 200
parts, 190 passed inspection. What percentage passed?" — the whole is said to be one (全班, 一共, 在 … 中,
there are, has, of), the part is named by the group the question asks.

The part from its share of a whole (`read_part_from_share`): "一个班 50 人，女生占 40%，女生有多少人",
"There are 40 students and 25% are boys. How many boys?" — the share's own noun is asked.

And what is left of one amount after shares of it are taken (`read_left_after_shares`): "我存了 2000
元，花掉了其中的 30%，还剩多少", "Out of a $2,400 budget I put 15% into savings and 30% into rent. How
much is left?" — each share of the whole, never of what an earlier one left (the rest, 剩下的).

The rate's own word must name exactly one amount (不及格率 is not 及格's rate); rates that are not a
part of a whole (增长率, 利率, 税率, 汇率, 利润率 …), a third number, a part larger than the whole, or a
word that turns the question to the rest (failed, 没, 其余, 剩下) make the request unread, so it
goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .collective_wholes_zh import another_body, collective_whole, people_by_ge
from .tokens import Said, Tok
from .triggers import triggered_by
from .whole_first_en import whole_first_en

_NOT_A_SHARE = ("增长", "增", "涨", "跌", "降", "利", "税", "汇", "折", "变化", "年化", "收益", "回报", "growth", "interest",
                "tax", "exchange", "return", "inflation", "profit", "discount", "change")
_TURNS_IT = ("不", "没", "未", "其余", "剩下", "其他", "另外", "not", "didn't", "failed", "fail", "missed", "wrong",
             "absent", "rest", "other", "others", "remaining", "left", "more", "less", "than", "比", "多了", "少了", "每",
             "each", "per", "average", "平均")
_ASKS_PERCENT = ("as a percentage", "as a percent", "what percent", "what percentage", "in percent", "percentage",
                 "百分之几", "百分之多少", "百分比", "是多少", "为多少", "多少")


@triggered_by(types=("OUT_OF",), text=("率", "rate"))
def read_share(tokens: list[Tok], slots: Slots) -> Task | None:
    amounts = [i for i, t in enumerate(tokens) if t.type in ("NUM", "PCT")]
    if len(amounts) != 2 or any(tokens[i].type == "PCT" for i in amounts):
        return None
    first, second = amounts
    if tokens[first + 1].type != "OUT_OF" and not any(t.value.endswith("率") or t.value == "rate" for t in tokens):
        return None  # neither "out of" nor a rate: the cheap check first
    said = Said(tokens)
    if said.any(_TURNS_IT):
        return None
    if tokens[first + 1:second] and tokens[first + 1].type == "OUT_OF" and second == first + 2:
        if not said.any(_ASKS_PERCENT):
            return None  # "57 out of 60, what's that?": a percentage, a fraction, a grade?
        part, whole = first, second  # "57 out of 60"
    else:
        if not said.any(_ASKS_PERCENT + ("what's", "what is", "what was")):
            return None
        found = _by_rate(tokens, amounts)
        if found is None:
            return None
        part, whole = found
    if not _asks_only_the_share(tokens, second):
        return None
    p, w = slots.number(tokens[part].value), slots.number(tokens[whole].value)
    if p.unit != w.unit and p.unit and w.unit or not 0 <= p.value <= w.value or w.value == 0:
        return None
    if _unit_after(tokens, part) != _unit_after(tokens, whole):
        return None  # "34 人 … 40 件": counts of different things
    return Task("expr", {"expression": f"{p.plain()}/{w.plain()}*100"}, source="parser")


# Words a question for the share may use besides those of the story and the rate's own word.
_QUESTION_WORDS = frozenset({"what", "what's", "whats", "percentage", "percent", "share", "proportion", "rate", "as", "a",
                             "an", "that", "is", "was", "were", "the", "of", "my", "their", "our", "your", "it",
                             "his", "her", "score", "did", "do", "get", "got", "in", "total", "overall", "whole",
                             "的", "是", "为", "了", "有", "全班", "一共", "百"})
# Another time, another form (a fraction) or a rounding the share is not read with.
_NOT_THE_SHARE = frozenset({"YEAR_UNIT", "MONTH_UNIT", "WEEK_UNIT", "DAY_UNIT", "TODAY", "TOMORROW", "YESTERDAY",
                            "FRACTION_FORMAT", "ROUND_ZH", "ROUND_EN", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH",
                            "PLACE_WORD", "NEAREST"})
_ASKING = frozenset({"HOW_MANY", "ASK", "WHAT", "DUOSHAO_QIAN", "WHAT_PERCENT"})


def turns_the_share(tokens: list[Tok]) -> bool:
    """A word that turns the question to the rest, a negation or a comparison (没, 其余, 剩下, 比, failed …)."""
    return Said(tokens).any(_TURNS_IT)


def _asks_only_the_share(tokens: list[Tok], last_amount: int) -> bool:
    """One question, naming nothing the story does not: "…34 passed. What's the pass rate for
    girls / this year / as a fraction?", "57 out of 60 were happy. What percentage were unhappy?",
    "合格率是多少，次品有几个" ask something else (or more)."""
    if sum(t.type in _ASKING for t in tokens) > 1 or any(t.type in _NOT_THE_SHARE for t in tokens[last_amount + 1:]):
        return False
    start = max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=last_amount) + 1
    story = {t.value for t in tokens[:start] if t.type == "WORD"}
    return all(t.value in _QUESTION_WORDS or t.value.endswith("率") or any(w.startswith(t.value) for w in story)
               for t in tokens[max(start, last_amount + 1):] if t.type == "WORD")


def _by_rate(tokens: list[Tok], amounts: list[int]) -> tuple[int, int] | None:
    """The amount the rate's word names is the part, the other one the whole: "及格 34 人 … 及格率",
    "34 passed … the pass rate"."""
    if sum(t.value.endswith("率") or t.value == "rate" for t in tokens) != 1:
        return None  # two rates asked
    stem = _rate_stem(tokens)
    if stem is None or any(w in stem for w in _NOT_A_SHARE):
        return None
    named = [i for i in amounts if _names(tokens, i, stem)]
    if len(named) != 1:
        return None
    part = named[0]
    whole = next(i for i in amounts if i != part)
    if stem.isascii() and _counted(tokens, part) not in ("", _counted(tokens, whole)) \
            and not _counted(tokens, part).startswith(stem):
        return None  # "45 students took the test and 20 girls passed": girls, a group of the students
    if stem.isascii() and not _said_before(tokens, part, stem):
        return None  # "… and 34 passed the second test": another test than the one the whole took
    return part, whole


def _said_before(tokens: list[Tok], part: int, stem: str) -> bool:
    """The English words of the part's clause after it are its noun, its verb (the rate's stem) or words the story
    said before it: "… and 34 students passed the test", not "… 34 passed the second test"."""
    before = {t.value for t in tokens[:part]} | {_counted(tokens, part)}
    end = next((k for k in range(part + 1, len(tokens)) if tokens[k].type == "COMMA"), len(tokens))
    return all(t.value in before or t.value.startswith(stem) or t.value == "them"
               for t in tokens[part + 1:end] if t.type in ("WORD", "UNIT"))  # a UNIT: "the second test"


def _counted(tokens: list[Tok], i: int) -> str:
    """The English noun right after a count ("20 girls"), or ""."""
    return tokens[i + 1].value if i + 1 < len(tokens) and tokens[i + 1].type == "WORD" else ""


def _rate_stem(tokens: list[Tok]) -> str | None:
    """"出勤率" → 出勤 (a clause's first word, or after 的); "the pass rate" → pass."""
    for i, t in enumerate(tokens):
        if t.type == "WORD" and t.value.endswith("率"):
            start = i  # "及" "格率": the word runs back to its clause's start or 的
            while start and tokens[start - 1].type not in ("COMMA", "DE", "NUM", "MEASURE", "UNIT") \
                    and not tokens[start - 1].value.isascii():
                start -= 1
            stem = "".join(x.value for x in tokens[start:i + 1])[:-1].removeprefix("的")
            return stem or None
        if t.type == "WORD" and t.value == "rate" and i and tokens[i - 1].type == "WORD":
            return tokens[i - 1].value
    return None


# A rate whose part is named by other words: 正确率 by the answers done right (对了 87 道, 做对 87 道).
_STEM_SAID_AS = {"正确": ("正确", "对了", "做对", "答对", "对"), "命中": ("命中", "投中", "射中", "打中"),
                 "得分": ("得分", "考了", "得了"),
                 # those who came: 到了 46 人 … 到场率 (到会率, 出席率)
                 "到场": ("到场", "到会", "出席", "到了", "来了"), "到会": ("到场", "到会", "出席", "到了", "来了"),
                 "出席": ("到场", "到会", "出席", "到了", "来了"),
                 # what came back: 收回来 270 份 … 回收率
                 "回收": ("回收", "收回", "收回来", "收上来", "交回", "交回来")}


def _names(tokens: list[Tok], i: int, stem: str) -> bool:
    return any(_rate_part_named(tokens, i, word) for word in _STEM_SAID_AS.get(stem, (stem,)))


def _rate_part_named(tokens: list[Tok], i: int, stem: str) -> bool:
    if stem.isascii():  # "34 passed", "34 students passed"
        return any(t.type == "WORD" and t.value.startswith(stem) for t in tokens[i + 1:i + 3])
    before = "".join(t.value for t in tokens[max(0, i - 2):i] if t.type not in ("COMMA", "TODAY"))
    clause = max((k + 1 for k in range(i) if tokens[k].type == "COMMA"), default=0)
    if _said_as_stem(before, stem) and not before.endswith("不" + stem):
        # "及格 34 人", "完成了 48 个"; not "男生来了 18 人": a group's part, of the whole's rate?
        return _unit_after(tokens, i) != "人" or not _group_before(tokens[clause:i], stem)
    said = "".join(t.value for t in tokens[max(clause, i - 4):i] if t.type != "TODAY")
    said = said.removesuffix("有").removesuffix("的")
    if _said_as_stem(said, stem) and not said.endswith("不" + stem) and tokens[i - 1].type == "YOU":
        return True  # "近视的有 208 人", "及格的有 36 人" (及 格: two tokens), "交了物业费的有 720 户"
    after = ""
    for t in tokens[i + 1:i + 4]:  # "34 人及格"
        if t.type == "COMMA":
            break
        after += t.value if t.type != "MEASURE" or after else ""
    return after.startswith(stem)


# What a part's clause may say before its verb besides a time: 今天来了, 实际完成了, 其中及格.
_LEADS_OF_THE_PART = frozenset({"", "其中", "实际", "实际上", "已经", "共", "一共", "结果", "最后", "只", "总共"})


def _group_before(clause: list[Tok], stem: str) -> bool:
    """"男生来了 18 人", "女生及格 20 人": words before the part's verb name a group of people, not the whole the rate
    is of (这次考试得了 72 分 names no group: a count of people only)."""
    plain = "".join(t.value for t in clause if t.type not in ("TODAY", "NUM", "MEASURE")).replace("了", "")
    stem = stem.replace("了", "")
    cut = plain.rfind(stem) if stem in plain else plain.rfind(stem[:1]) if stem else -1
    return cut >= 0 and plain[:cut] not in _LEADS_OF_THE_PART


def _said_as_stem(said: str, stem: str) -> bool:
    """"及格" of 及格率; "完成了" of 完成率; "交了物业费" of 交费率: a verb and its object, the object's kind named
    (物业费 is a 费), 了 aside."""
    plain, stem = said.replace("了", ""), stem.replace("了", "")
    return plain.endswith(stem) or len(stem) == 2 and plain.endswith(stem[1]) and stem[0] in plain[-5:-1]


# Measure words that count people, one as another: 80 名工人 … 76 人
_PEOPLE_MEASURES = frozenset({"名", "位", "人"})


def _unit_after(tokens: list[Tok], i: int) -> str:
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    unit = following.value if following is not None and following.type in ("MEASURE", "UNIT") else ""
    return "人" if unit in _PEOPLE_MEASURES else unit


_TAKEN = ("spent", "spend", "spends", "put", "paid", "pay", "used", "use", "gave", "saved", "save", "invested", "set aside",
          "花了", "花掉了", "花掉", "用了", "用掉了", "用掉", "用去", "存了", "交了", "拿出", "捐了", "给了")
_OF_THE_REST = ("rest", "remaining", "remainder", "remains", "what was left", "what's left", "of that", "of what", "then",
                "after that", "again", "each", "every", "per", "month after", "剩下的", "剩余的", "余下", "其余", "再", "又",
                "然后", "每", "比", "more", "less", "than", "not", "不", "没", "tax", "税", "interest", "利息", "off", "折")
_LEFT_ASKED = ("how much is left", "how much do i have left", "how much will be left", "how much remains",
               "how much is remaining", "还剩多少", "还剩下多少", "剩下多少", "剩多少", "还有多少")


@triggered_by(types=("PCT",))
def read_left_after_shares(tokens: list[Tok], slots: Slots) -> Task | None:
    """One amount, shares of it taken (each right after its verb, or in 其中的 / "of my"), and what
    is left asked."""
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    if len(amounts) != 1 or not percents or any(t.type not in _SHARES_ALLOWED for t in tokens):
        return None
    said = Said(tokens)
    if not said.any(_LEFT_ASKED) or said.any(_OF_THE_REST):
        return None
    for p in percents:
        near = Said(tokens[max(0, p - 6):p])  # "put 15% into savings and 30% into rent"
        if not near.any(_TAKEN):
            return None  # a share not said to be taken
    whole = slots.number(tokens[amounts[0]].value)
    shares = [slots.number(tokens[p].value) for p in percents]
    if whole.value <= 0 or sum(x.value for x in shares) >= 100 or any(x.value <= 0 for x in shares):
        return None
    taken = "-".join(x.plain() for x in shares)
    return Task("expr", {"expression": f"{whole.plain()}*(100-{taken})/100"}, source="parser")


_SHARES_ALLOWED = frozenset({"NUM", "PCT", "WORD", "UNIT", "COMMA", "AND", "OF", "OUT_OF", "IN", "DE", "TO", "ON", "FOR",
                             "WHAT", "IS", "LEFT_ASK", "HOW_MANY", "SPEND", "BUY_ZH", "CONVERT_VERB", "YOU", "ASK"})


@triggered_by(types=("PCT",))
def read_part_from_share(tokens: list[Tok], slots: Slots) -> Task | None:
    """One whole, one percentage said to be some noun's share ("女生占 40%", "25% are boys"), and a
    question for that noun ("女生有多少人", "how many boys")."""
    found = share_named(tokens, slots)
    if found is None:
        return None
    whole_at, p = found
    whole, pct = slots.number(tokens[whole_at].value), slots.number(tokens[p].value)
    if not 0 < pct.value <= 100 or (whole.value * pct.value / 100) % 1:
        return None  # "45 人，女生占 33%": 14.85 girls is no count of people
    return Task("percent_of", {"percent": pct.plain(), "of": whole.plain()}, source="parser")


def share_named(tokens: list[Tok], slots: Slots) -> tuple[int, int] | None:
    """Where the one whole and the one share (a PCT token) are, when the share is said to be some
    noun's ("女生占 40%", "25% are boys") and the question asks for that noun; None otherwise."""
    if any(t.type not in _PART_ALLOWED for t in tokens):
        return None
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM" and not _one_item(tokens, i, slots)]
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    if len(amounts) != 1 or len(percents) != 1 or Said(tokens).any(_TURNS_IT):
        return None
    p = percents[0]
    if p >= 2 and tokens[p - 1].type == "ZHAN" and tokens[p - 2].type == "WORD":
        named = p - 2  # "女生占 40%"
    elif p + 2 < len(tokens) and tokens[p + 1].type in ("IS", "SHI") and tokens[p + 2].type == "WORD":
        named = p + 2  # "25% are boys", "40% 是女生"
    elif p + 1 < len(tokens) and tokens[p + 1].type == "WORD" and tokens[p + 1].value.isascii() \
            and amounts[0] < p:
        named = p + 1  # "Out of 250 students, 40% walk to school"
    elif p + 3 < len(tokens) and tokens[p + 1].type == "OF" and amounts[0] == p + 2 and tokens[p + 3].type == "WORD" \
            and p + 4 < len(tokens) and tokens[p + 4].type == "WORD" and tokens[p + 4].value.isascii():
        named = p + 4  # "40% of the 250 students walk to school": the whole right after "of"
    else:
        return None
    noun = tokens[named].value
    asked = [i for i, t in enumerate(tokens) if t.type == "WORD" and t.value == noun and i != named]
    if len(asked) != 1 or not _asks_count(tokens, asked[0], _counted_noun(tokens, amounts[0])):
        return None
    if _name_before(tokens, asked[0]) != _name_before(tokens, named):
        return None  # "技术人员占30%，销售人员有多少人": one word of the name alike, the name another
    if slots.number(tokens[amounts[0]].value).value <= 0 or amounts[0] > p and named != p + 4:
        return None  # the whole is given first, then its share (or right after "of")
    return amounts[0], p


def _name_before(tokens: list[Tok], i: int) -> str:
    """The Chinese name ending at tokens[i], written in several tokens ("技术" "人" "员"): the run of words and measure
    words back to the clause's start or another kind of token."""
    start = i
    while start > 0 and tokens[start - 1].type in ("WORD", "MEASURE") and not tokens[start - 1].value.isascii():
        start -= 1
    return "".join(t.value for t in tokens[start:i + 1])


def _one_item(tokens: list[Tok], i: int, slots: Slots) -> bool:
    return i + 1 < len(tokens) and tokens[i + 1].type == "MEASURE" and slots.number(tokens[i].value).value == 1


def _asks_count(tokens: list[Tok], i: int, whole_noun: str = "") -> bool:
    """"how many boys", "how many girls are there", "how many students walk", "女生有多少人", "女生多少人"."""
    j = i - 1 if i and tokens[i - 1].type == "WORD" and whole_noun and tokens[i - 1].value == whole_noun else i
    before = [t.type for t in tokens[max(0, j - 1):j]]
    after = [t.type for t in tokens[i + 1:i + 3]]
    last = i == len(tokens) - 1 or i == len(tokens) - 2 and tokens[-1].type == "IS" and tokens[-1].value == "are there"
    return before == ["HOW_MANY"] and last or after[:1] == ["HOW_MANY"] or after == ["YOU", "HOW_MANY"]


def _counted_noun(tokens: list[Tok], i: int) -> str:
    """"250 students": the English noun right after the whole."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following.value if following is not None and following.type == "WORD" and following.value.isascii() else ""


_PART_ALLOWED = frozenset({"NUM", "PCT", "WORD", "MEASURE", "UNIT", "COMMA", "AND", "ZHAN", "IS", "YOU", "HOW_MANY",
                           "WHAT", "IN", "OF", "SHI", "DE", "ASK", "OUT_OF", "TO"})


# Words right before an amount that say it is the whole: 全班 50 人, 一共 200 个, 在 80 人中, "there are
# 25 students", "a class has 30", "of 200 parts".
_WHOLE_MARKS = frozenset({"ZH_SUM", "ZAI", "YOU", "OF"})
_GROUP_ALLOWED = frozenset({"NUM", "WORD", "MEASURE", "COMMA", "AND", "ZHAN", "SHARE_ZH", "WHAT_PERCENT", "IS", "DE",
                            "YOU", "ZAI", "IN", "ZH_SUM", "OF", "WHAT", "SHI"})


@triggered_by(types=("ZHAN", "WHAT_PERCENT"))  # its first test (占比 asked is read as 占 too)
def read_group_share(tokens: list[Tok], slots: Slots) -> Task | None:
    """Two counts, one said to be the whole, the other named by the group the question asks the
    percentage of ("男生占百分之几", "what percent are girls")."""
    tokens = whole_first_en(_share_asked_as_ratio(tokens))  # "18 of the 24 students passed": "of 24 students, 18 …"
    if not any(t.type in ("ZHAN", "WHAT_PERCENT") for t in tokens) or any(t.type not in _GROUP_ALLOWED for t in tokens):
        return None  # the cheap checks first
    group = _group_asked(tokens)
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if group is None or len(amounts) != 2 or Said(tokens).any(_TURNS_IT):
        return None
    asked_at, name = group
    wholes = [i for i in amounts if (_said_whole(tokens, i) or collective_whole(tokens, i, name))
              and not _named_by(tokens, i, name, True)]
    strict = not wholes or tokens[wholes[0] - 1].type == "YOU"  # "there are 25 students": "10 are girls" only
    parts = [i for i in amounts if i not in wholes and _named_by(tokens, i, name, strict)]
    if len(parts) != 1 or len(wholes) != 1 or max(amounts) > asked_at or another_body(tokens, wholes[0]):
        return None  # "班里45人，隔壁班有18个近视": the part is another class's
    part, whole = slots.number(tokens[parts[0]].value), slots.number(tokens[wholes[0]].value)
    if part.percent or whole.percent or not 0 < part.value <= whole.value \
            or _unit_after(tokens, parts[0]) != _unit_after(tokens, wholes[0]) and _unit_after(tokens, parts[0]) \
            and not people_by_ge(tokens, parts[0], wholes[0]):
        return None  # "30 人 … 50 个": counts of different things
    return Task("expr", {"expression": f"{part.plain()}/{whole.plain()}*100"}, source="parser")


def _share_asked_as_ratio(tokens: list[Tok]) -> list[Tok]:
    """"女生占比多少", "女生占比是多少": 占比 asked at the end is the share in percent, as 女生占百分之几."""
    if len(tokens) >= 3 and [t.type for t in tokens[-3:-1]] == ["ZHAN", "BI"] and tokens[-1].value in ("多少", "是多少"):
        return [*tokens[:-2], Tok("SHARE_ZH", "百分之几", tokens[-2].pos)]
    return tokens


def _group_asked(tokens: list[Tok]) -> tuple[int, str] | None:
    """(where, the group) the question asks the share of: "男生占百分之几", "戴眼镜的占百分之几",
    "what percent are girls", "what percentage passed" — the question's last words."""
    n = len(tokens)
    if n >= 3 and tokens[-1].type == "SHARE_ZH" and tokens[-1].value in ("百分之几", "百分之多少", "多少百分比") \
            and tokens[-2].type == "ZHAN":
        j = n - 3 - (tokens[n - 3].type == "DE")
        if j >= 0 and tokens[j].type == "WORD" and (j == 0 or tokens[j - 1].type == "COMMA"):
            return j, tokens[j].value
    if n >= 2 and tokens[-1].type == "WORD" and tokens[-1].value.isascii():
        k = n - 2 - (tokens[n - 2].type == "IS")
        if k >= 0 and tokens[k].type == "WHAT_PERCENT" and tokens[k].value in ("what percent", "what percentage") \
                and (k == 0 or tokens[k - 1].type == "COMMA"):
            return k, tokens[-1].value
    return None


def _named_by(tokens: list[Tok], i: int, name: str, strict: bool) -> bool:
    """The count at tokens[i] is of the group: "男生 30 人", "20 人戴眼镜", "10 are girls", "190 passed"
    (of 200 parts). `strict`: after a whole said with "there are", only "10 are girls" says the ten
    are some of the students ("there are 25 boys and 10 girls" is a whole of 35)."""
    before = tokens[i - 1] if i else None
    if before is not None and before.type == "WORD" and before.value == name:
        return True
    if before is not None and before.type == "YOU" and i > 1 and tokens[i - 2].type == "WORD" and tokens[i - 2].value == name:
        return True  # "女生有 70 人"
    following = tokens[i + 1:i + 3]
    if following and following[0].type == "IS":
        return len(following) > 1 and following[1].type == "WORD" and following[1].value == name
    if strict and name.isascii():
        return False
    after = [t for t in following if t.type != "MEASURE"][:1]
    return bool(after) and after[0].type == "WORD" and after[0].value == name


# what a count of all is said to be in (班上, 全校, 公司里, 车间): a place or a body, not a group of its members
_COLLECTIVES_ZH = tuple("班校司级组队厂间里上中内家区市村届部院场")


def _said_whole(tokens: list[Tok], i: int) -> bool:
    """全班 50 人, 在 80 人中, "there are 25 students", "a class has 30", "of 200 parts"; 一共 200 个 and
    有 50 人 only without a noun of its own after the count (有 25 个男生和 10 个女生: a whole of 35)."""
    before = tokens[i - 1] if i else None
    if before is None or not (before.type in _WHOLE_MARKS or before.type == "WORD" and before.value.startswith("全")):
        return False
    if before.type == "YOU" and not before.value.isascii() and i > 1 and tokens[i - 2].type == "WORD" \
            and not tokens[i - 2].value.endswith(_COLLECTIVES_ZH):
        return False  # "男生有22人": a group's own count, not the whole (班上有 40 人, 我们班有 40 人: the whole)
    if before.type == "ZH_SUM" or before.type == "YOU" and not before.value.isascii():
        following = [t for t in tokens[i + 1:i + 3] if t.type != "MEASURE"][:1]
        return not following or following[0].type in ("COMMA", "IN", "YOU")
    return True
