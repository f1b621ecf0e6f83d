"""A named part's share of a whole as a percentage, read by its values: "我月薪12000，房租3600，房租占工资的百分
之几", "果园里一共250棵果树，其中梨树有60棵，梨树占百分之几"; in English "Of the 1,500 people who visited the
site, 60 bought something. What percentage bought something?", "My phone plan is 20 GB and I've used 13
GB. What percent of my data have I used?" (`read_named_share_en`: the whole said with a leading "of", or
the part named by the question's own words; one unit or none; "the return rate" names neither).

Two amounts, each in a clause of its own, of one unit (or neither with one); the question (X 占 [Y
的] 百分之几) names the part X, and exactly one amount's clause names X too (房租 3600), so the other is
the whole, which its words must say is all of it (一共, 全, 满分, 月薪) or the part some of it (其中): with
苹果树 250 棵，梨树 60 棵 the whole may be both, and 一共 25 个男生 counts boys unless the part is said to be
some of them (其中). A Y the question names must not be the part's own. A part larger than the whole, a third
number, another thing than X's (不, 其余, 剩下, 其他), a rate or a comparison (每, 比, 多了), or a rounding
make the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .whole_first_en import whole_first_en

_ASKED = frozenset({"百分之几", "百分之多少", "的百分之几", "的百分之多少"})
_OTHER = ("不", "没", "未", "其余", "剩", "其他", "另外", "每", "比", "多了", "少了", "增", "降", "涨", "跌", "平均", "倍")
_UNITS = frozenset({"UNIT", "MEASURE"})
# The whole said to be all of it (一共 250 棵, 满分 150, 月薪 12000), or the part said to be some of it (其中).
_WHOLE = ("一共", "总共", "共有", "全", "总", "满分", "月薪", "年薪", "工资", "收入", "预算", "容量")


@triggered_by(types=("ZHAN",))
def read_named_share(tokens: list[Tok], slots: Slots) -> Task | None:
    if not tokens or tokens[-1].type != "SHARE_ZH" or tokens[-1].value not in _ASKED:
        return None
    start = last_clause_start(tokens)
    question = tokens[start:]
    at = next((i for i, t in enumerate(question) if t.type == "ZHAN"), None)
    if at is None or at == 0 or any(t.type != "WORD" for t in question[:at]) \
            or any(t.type not in ("WORD", "ZHAN", "SHARE_ZH") and t.value != "了" for t in question[at:]):
        return None
    part_name = "".join(t.value for t in question[:at]).removeprefix("这").removeprefix("那")
    whole_name = "".join(t.value for t in question[at + 1:-1] if t.type == "WORD" and t.value != "了")
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM" and not _one_item(tokens, i, slots)]
    if len(amounts) != 2 or any(i >= start for i in amounts) or Said(tokens).any(_OTHER) or len(part_name) < 2:
        return None
    clauses = [_clause_text(tokens, i) for i in amounts]
    if clauses[0] == clauses[1]:
        return None
    named = [k for k in (0, 1) if part_name in clauses[k] or part_name[-2:] in clauses[k]]
    if len(named) != 1 or whole_name and whole_name in clauses[named[0]]:
        return None
    part_at, whole_at = amounts[named[0]], amounts[1 - named[0]]
    some_of_it = "其中" in clauses[named[0]]
    if not any(w in clauses[1 - named[0]] for w in _WHOLE) and not some_of_it:
        return None  # "苹果树250棵，梨树60棵": the whole may be both
    if _noun_after(tokens, whole_at) and not some_of_it:
        return None  # "一共 25 个男生，女生 10 个": 25 boys, not all of them
    if _unit(tokens, part_at) != _unit(tokens, whole_at):
        return None
    part, whole = slots.number(tokens[part_at].value), slots.number(tokens[whole_at].value)
    if any(n.percent or n.ordinal for n in (part, whole)) or not 0 < part.value <= whole.value:
        return None
    return Task("expr", {"expression": f"{part.plain()}/{whole.plain()}*100"}, source="parser")


def _one_item(tokens: list[Tok], i: int, slots: Slots) -> bool:
    return i + 1 < len(tokens) and tokens[i + 1].type == "MEASURE" and slots.number(tokens[i].value).value == 1


def _clause_text(tokens: list[Tok], i: int) -> str:
    lo = i
    while lo > 0 and tokens[lo - 1].type != "COMMA":
        lo -= 1
    hi = i
    while hi < len(tokens) and tokens[hi].type != "COMMA":
        hi += 1
    return "".join(t.value for t in tokens[lo:hi] if t.type != "NUM")


def _noun_after(tokens: list[Tok], i: int) -> bool:
    """"250 棵果树", "25 个男生": the count names what it counts."""
    following = [t.type for t in tokens[i + 1:i + 3]]
    return following == ["MEASURE", "WORD"]


def _unit(tokens: list[Tok], i: int) -> str:
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    if following is not None and following.type == "WORD" and following.value.isascii():
        return following.value  # "20 GB … 13 GB"
    return following.value if following is not None and following.type in _UNITS else ""


_ASKS_PERCENT_EN = frozenset({"WHAT_PERCENT", "AS_PERCENT"})
# The whole said to be all there is ("25 students, 10 are girls" may leave some out).
_WHOLE_EN = ("plan", "total", "in all", "altogether", "capacity", "limit", "budget", "full", "allowance", "quota")
_OTHER_EN = ("left", "remaining", "remain", "rest", "other", "others", "not", "n't", "didn't", "don't", "haven't",
             "more", "less", "than", "increase", "decrease", "growth", "change", "off", "discount", "each", "per",
             "every", "average", "total", "after", "before", "then", "again", "tax", "interest", "%", "percent of the rest",
             "nearly", "almost")  # "18 of the 24 students nearly passed": none of them did
_QUESTION_WORDS_EN = frozenset({"what", "what's", "whats", "is", "was", "that", "the", "of", "my", "our", "have", "has",
                                "had", "i", "we", "it", "did", "do", "does", "a", "an", "rate", "share", "percentage"})


@triggered_by(types=("WHAT_PERCENT", "AS_PERCENT"))
def read_named_share_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or Said(tokens).any(_OTHER_EN):
        return None
    tokens = whole_first_en(tokens)  # "out of 800 people surveyed, …", "18 of the 24 students passed"
    start = last_clause_start(tokens)
    question = tokens[start:]
    if sum(t.type in _ASKS_PERCENT_EN for t in question) != 1 or any(t.type in ("NUM", "PCT") for t in question):
        return None
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) != 2 or any(i >= start for i in amounts) or any(t.type == "PCT" for t in tokens):
        return None
    parts = [_part(tokens, i) for i in amounts]
    if parts[0] == parts[1]:
        return None
    wholes = [k for k in (0, 1) if tokens[parts[k][0]].type == "OF"]  # "Of the 1,500 people …"
    asked = {t.value for t in question if t.type in ("WORD", "SPEND", "BUY_ZH") and t.value not in _QUESTION_WORDS_EN}
    named = [k for k in (0, 1) if asked & {t.value for t in tokens[slice(*parts[k])]}]
    if wholes == [0] and (not asked or named == [1]):
        part_k = 1  # "Of 200 parts, 190 passed. What percentage passed?"; "… the return rate?" names neither
    elif not wholes and len(named) == 1 and Said(tokens[slice(*parts[1 - named[0]])]).any(_WHOLE_EN):
        part_k = named[0]  # "My phone plan is 20 GB … I've used 13 GB … what percent … have I used"
    else:
        return None
    part_at, whole_at = amounts[part_k], amounts[1 - part_k]
    if _other_time_asked(tokens[:start], question):
        return None  # "18 of the 24 students passed last year. What percent passed this year?"
    if _another_whole_asked(question, tokens[slice(*parts[1 - part_k])]):
        return None  # "Of the 24 students, 18 passed. What percent of the teachers passed?": another whole
    if _unit(tokens, part_at) != _unit(tokens, whole_at) and _unit(tokens, part_at) and not wholes:
        return None
    part, whole = slots.number(tokens[part_at].value), slots.number(tokens[whole_at].value)
    if any(n.percent or n.ordinal for n in (part, whole)) or not 0 < part.value <= whole.value:
        return None
    return Task("expr", {"expression": f"{part.plain()}/{whole.plain()}*100"}, source="parser")


def _part(tokens: list[Tok], i: int) -> tuple[int, int]:
    """The part (between commas or "and") holding tokens[i]."""
    lo = i
    while lo > 0 and tokens[lo - 1].type not in ("COMMA", "AND"):
        lo -= 1
    hi = i
    while hi < len(tokens) and tokens[hi].type not in ("COMMA", "AND"):
        hi += 1
    return lo, hi


def _another_whole_asked(question: list[Tok], whole: list[Tok]) -> bool:
    """"what percent of the teachers …": a noun the question names after its "of" that the whole's clause does not
    say (one plural rule on both; "of my data", "of the goal" name a whole by their own noun, which must be said)."""
    said = {w.removesuffix("s") for t in whole for w in t.value.lower().split()}
    for k, t in enumerate(question[:-1]):
        following = question[k + 1]
        if t.type == "OF" and following.type == "WORD" and following.value not in _QUESTION_WORDS_EN \
                and following.value.lower().removesuffix("s") not in said:
            return True
    return False


_WHEN_EN = re.compile(r"\b(?:(?:this|last|next) (?:year|month|week|term|semester|season|time)|yesterday|today|tomorrow)\b")


def _other_time_asked(story: list[Tok], question: list[Tok]) -> bool:
    """A time the question names ("this year", "today") that the story does not: the share told is of another time."""
    def when(part: list[Tok]) -> set[str]:
        return set(_WHEN_EN.findall(" ".join(t.value.lower() for t in part)))
    return bool(when(question) - when(story))
