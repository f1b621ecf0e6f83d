"""An amount shared equally, read by its values: "4 roommates split a $2,860 rent. What's each share?",
"一箱饮料 24 瓶，平均分给 6 个同事，每人几瓶", "A 2.4 m ribbon is cut into 8 equal pieces; how long is each
piece in m?", "我和老公两个人平摊这个月的家用 7,850 元，各出多少？".

Two amounts: what is shared, and how many share it (a count of people or pieces: "6 个同事", "4
roommates", "8 of us", "among 5", "into 8 equal pieces"); a word that says the sharing is equal
(平分, 平摊, split, "share equally") and a question for each one's part (每人, 各, each, per …); a
question for the speaker's part ("each of us") only where the speaker is counted ("the 8 of us"). The
part is the amount over the count; a count of things shared (瓶, stickers) comes out whole, and a
unit asked is the amount's own. A third number, a percentage, a rounding, a part not shared (不, 没,
except), a turn that changes the sharing ("but one got out halfway", 半路), an addition (plus, 再加, tip on top) or what is left make the request unread, so it goes slow.

This module owns equal sharing (one owner: money_shared_zh.py's AA reading was moved in, read_equal_share reads both).
Money shared by people in Chinese is also read by its clauses (`_money_shared_zh`), where a chat says it in an order the
tokens' reading does not take: "每人多少钱？我们五个人去吃火锅，账单一共四百六十五，说好AA" → 465/5 (the question first, the
sharing in a clause of its own), "上周同学聚会吃饭，一共花了1260元，七个人AA，每人多少钱" (a scene set first), 均摊, a 红包. The
money (元 / 块, a 红包, or after 花了 / 账单 / 车费 / 一共) and the people (N个人, N人, N位, 我们N个) in any order, each one's share
asked. Not read by it (slow): the speaker beside the count (我和6个同学), the sharers changed (没来), a part paid first or
left (先, 剩下), random shares (拼手气, 抢), a hedge, the sharers untold (大家AA), a number more, a clause after the amounts
that says anything but the sharing (我请了一个朋友, 小孩免单, 我出双份). Two readings that differ: not read.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .bill_amounts import money_of
from .exact_values import exact_value
from .tokens import Said, Tok, last_clause_start
from .rate_clauses import noun_key
from .teacher_words_zh import clauses_asked_last, number, uses_every_number
from .pronouns import is_person_name
from .role_words import SPEAKER_EN, lemma
from .time_words import MOMENTS_EN
from .triggers import triggered_by
from .units import canonical_unit
from .vocab_en import POSSESSIVES_EN
from .vocab_zh import has_cjk

_SHARED = ("平分", "平均分", "平均切给", "平均分给", "平摊", "均分", "平均锯成", "平均切成", "平均剪成", "平均截成", "split", "shared equally", "share equally",
           "divided equally", "chip in equally", "equal pieces", "equal parts", "share", "shared", "sharing", "ways",
           "equally", "evenly", "it's fair", "fair share", "fair shares", "fairly")  # "the five of us are chipping in equally", "if it's fair"
_EACH = ("每人", "各出", "各", "一人", "每段", "每份", "每块", "每截", "每家", "每户", "each", "per", "apiece", "everyone", "everyone's", "everybody", "everybody's")
_OTHER = ("不", "没", "未", "除了", "其中", "剩", "比", "倍", "再", "又", "另外", "加上", "多出", "not", "n't", "except",
          "left", "more", "less", "times", "twice", "plus", "add", "then", "after", "before", "extra", "additional",
          "besides", "tax", "税", "小费", "服务费", "tip", "tips", "gratuity", "already", "已经", "%", "percent", "unequal", "unequally",
          # a turn that changes who shares or how much ("but one got out halfway", 有一个半路下车了)
          "but", "however", "halfway", "但", "不过", "可是", "中途", "半路",
          # one sharer's part said unequal ("我出双份", 他多付20元)
          "双份", "两份", "多付", "少付", "少出", "double share", "pays double",
          # shared by what each had, not equally ("split by what they ordered")
          "by what", "according to", "in proportion",
          # the speaker beside the count: one more sharer? ("among 4 friends and me")
          "and me", "and i", "plus me", "including me", "with me", "和我", "加上我", "连我", "包括我",
          # a period: the share of which period? ("$2,400 a month … each per year")
          "a month", "a year", "a week", "a day", "per month", "per year", "per week", "monthly", "yearly", "weekly",
          "annual", "每月", "每年", "每周", "每天", "一年", "一个月",
          # only some of the whole shared ("shared some equally", 把一些平均分给): how many is not told
          "some", "a few", "part of", "一些", "一部分")
# Words an English question may use besides the story's own ("How much does each friend get?").
_QUESTION_WORDS = frozenset({"how", "much", "many", "each", "everyone", "everyone's", "everybody", "everybody's", "does", "do", "did", "get", "gets", "pay", "pays", "what",
                             "what's", "whats", "is", "share", "per", "person", "one", "the", "of", "us", "we", "i",
                             "owe", "owes", "in", "should", "will", "would", "be", "it", "that", "a", "an", "to",
                             "they", "equally", "evenly", "it's", "fair", "fairly"})  # "… each if we share equally"
_QUESTION_WORDS_ZH = frozenset({"段长", "长", "分", "拿", "出", "各出", "能拿", "做", "付", "给", "得", "该出", "应该出", "要出", "应付",
                                "要付", "能分到", "分到", "是", "能分", "可以分", "应该", "该", "要"})
_POSSESSIVES = POSSESSIVES_EN
_PERSONS = frozenset({"him", "her", "me", "i", "us", "boss", "mom", "dad", "teacher", "wife", "husband", "friend", "我",
                      "他", "她"})
_SHARERS_ZH = frozenset({"人", "个人", "位", "名", "个", "家", "户", "组"})
_SHARERS_EN = frozenset({"people", "persons", "friends", "roommates", "housemates", "flatmates", "kids", "children",
                         "coworkers", "colleagues", "families", "guests", "students", "players", "pieces", "parts",
                         "teams", "groups", "siblings", "brothers", "sisters", "cousins", "members", "ways"})
_PIECES_ZH = frozenset({"段", "份", "块", "截"})
_BEFORE_COUNT = frozenset({"among", "between", "由", "分给", "切给", "平均分给", "into"})
# Verbs (base forms) that take the amount out of what is had (issue 15, h/red35en): what is shared after them?
_GONE_EN = frozenset({"lose", "break", "drop", "throw away", "throw out", "spill", "waste", "eat", "drink", "destroy",
                      "pop", "burn", "melt", "sell", "give away", "delete", "discard", "erase", "crack", "misplace",
                      "recycle", "remove", "pour out", "fly away", "run away", "swim away", "leak", "leak out"})
_ROUNDING = frozenset({"ROUND_ZH", "ROUND_EN", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH", "PLACE_WORD", "NEAREST"})


# "4个人AA": going Dutch, said in a Chinese request (an English one's "AA" may be anything else)
_AA = ("aa",)


@triggered_by(text=(*_SHARED, *_AA, "AA", "均摊"))
def read_equal_share(tokens: list[Tok], slots: Slots) -> Task | None:
    by_tokens, by_clauses = _shared_by_tokens(tokens, slots), _money_shared_zh(slots)
    if by_tokens is None or by_clauses is None:
        return by_tokens or (None if by_clauses is None else Task("expr", {"expression": by_clauses[1]}, source="parser"))
    return by_tokens if exact_value(by_tokens) == by_clauses[0] else None  # read two ways


_TIPS = frozenset({"tip", "tips", "gratuity"})
_INCLUDING = frozenset({"including", "incl", "includes"})


def _tip_included_dropped(tokens: list[Tok]) -> list[Tok]:
    """The tokens less a tip said to be in the amount already ("$250 including tip", "including the tip", "tip
    included"): that tip adds nothing; a tip said any other way ("we added a tip") is an amount untold."""
    def included(i: int) -> bool:
        before = [t.value for t in tokens[max(0, i - 2):i]]
        return before[-1:] and before[-1] in _INCLUDING or before[-2:-1] and before[-2] in _INCLUDING \
            and before[-1] == "the" or i + 1 < len(tokens) and tokens[i + 1].value == "included"
    return [t for i, t in enumerate(tokens) if not (t.value in _TIPS and included(i))]


def _shared_by_tokens(tokens: list[Tok], slots: Slots) -> Task | None:
    said = Said(tokens)
    shared = said.any(_SHARED) or said.any(_AA) and any(has_cjk(t.value) for t in tokens) and _people_go_aa(tokens)
    if any(t.type in _ROUNDING or t.type in ("PCT", "DIVIDE", "FENZHI") for t in tokens) \
            or not shared or Said(_tip_included_dropped(tokens)).any(_OTHER):
        return None
    start = last_clause_start(tokens)
    if not (Said(tokens[start:]).any(_EACH) or _one_sharer_asked(tokens, start, slots)) \
            or not _asks_only_the_part(tokens, start):
        return None
    if any(t.type in ("HOW_MANY", "DUOSHAO_QIAN") for t in tokens[:start]):
        return None  # "几块3.6公斤的西瓜平均分给6个人": the story itself has an amount not told
    if _a_turn_without_an_amount(tokens, start, slots):
        return None  # "4 roommates split $2860 rent, one moved out mid-month, each pays?"
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM" and not _one_item(tokens, i, slots)]
    if len(amounts) != 2 or any(i >= start for i in amounts):
        return None
    counts = [i for i in amounts if _sharers(tokens, i)]
    if len(counts) != 1:
        return None
    count_at = counts[0]
    if _one_more_beside(tokens, count_at):
        return None  # "among him and his 3 friends": four share
    if _groups_asked_each_person(tokens, count_at, start):
        return None  # "平均分给4个小组，每人分到几颗": each group's share is told, each person's is not
    if _holders_named_apart(tokens, start, count_at):
        return None  # "Mia and Leo have 30 marbles … equally divided among 6 friends, … each person": 6 or 8?
    if _speaker_asked_apart(tokens, start, count_at):
        return None  # "shared it among 8 children … each of us": are we the children?
    whole_at = next(i for i in amounts if i != count_at)
    if _gone_before_shared(tokens, whole_at):
        return None  # "we lost 30 shells and there are 5 kids, how many each": lost things are not shared
    count, whole = slots.number(tokens[count_at].value), slots.number(tokens[whole_at].value)
    if any(n.percent or n.ordinal for n in (count, whole)) or count.value != count.value.to_integral_value() \
            or count.value < 2 or whole.value <= 0 or money_of(tokens, count_at, slots):
        return None
    unit = _unit_of(tokens, whole_at)
    asked = [canonical_unit(t.value) or t.value for t in tokens[start:] if t.type in ("UNIT", "MEASURE")
             and not (t.type == "MEASURE" and t.value in _SHARERS_ZH)]
    if asked and asked != [unit]:
        return None  # "每人多少克" of an amount in kilograms
    if any(t.type == "DUOSHAO_QIAN" for t in tokens[start:]) and not money_of(tokens, whole_at, slots):
        return None  # "每人多少元" of a melon in kilograms
    if _counts_things(tokens, whole_at, slots) and whole.value % count.value:
        return None  # 24 bottles among 5: no equal count
    return Task("expr", {"expression": f"{whole.plain()}/{count.plain()}"}, source="parser")


def _people_go_aa(tokens: list[Tok]) -> bool:
    """"4个人AA": people share by AA; 4个家庭AA asks each person of families (how many people?)."""
    return any(t.value == "aa" and k >= 2 and tokens[k - 2].type == "NUM" and tokens[k - 1].value in ("人", "个人", "位", "名")
               for k, t in enumerate(tokens))


def _a_turn_without_an_amount(tokens: list[Tok], start: int, slots: Slots) -> bool:
    """A clause of the story with neither an amount (one person, 一个人, is none) nor the sharing ("one moved out
    mid-month", 有一个人先走了): something happened to the sharers or the amount that the division does not take in."""
    clause: list[int] = []
    for k in [*range(start), None]:
        if k is not None and tokens[k].type != "COMMA":
            clause.append(k)
            continue
        said = [tokens[i] for i in clause]
        if clause and not any(tokens[i].type == "NUM" and not _one_item(tokens, i, slots) for i in clause) \
                and not Said(said).any(_SHARED):
            return True
        clause = []
    return False


_GROUPS_ZH = ("组", "家", "班", "队")
_GROUPS_EN = frozenset({"couples", "pairs", "families", "households", "teams", "groups", "tables", "classes"})
_A_PERSON_EN = ("person", "per head", "a head", "each of us")


def _groups_asked_each_person(tokens: list[Tok], count_at: int, start: int) -> bool:
    """Shared among groups (4个小组, 3家, 2个班, "4 couples") and asked 每人 / 一人 / "each person": a person's
    share is not told."""
    counted = "".join(t.value for t in tokens[count_at + 1:count_at + 3] if t.type in ("MEASURE", "WORD"))
    if count_at + 1 < len(tokens) and tokens[count_at + 1].value in _GROUPS_EN:
        return Said(tokens[start:]).any(_A_PERSON_EN)
    return counted.endswith(_GROUPS_ZH) and Said(tokens[start:]).any(("每人", "一人"))


def _asks_only_the_part(tokens: list[Tok], start: int) -> bool:
    """The question names nothing the story does not ("How many slices each?" of a pizza's price,
    每人吃几块 of a pizza's price)."""
    story = {_key(t) for t in tokens[:start] if t.type == "WORD"}
    told = "".join(t.value for t in tokens[:start])
    if any(t.value in MOMENTS_EN and t.value != "now" and t.value not in {u.value for u in tokens[:start]}
           for t in tokens[start:]):
        return False  # "How many did each child get yesterday?" of a sharing told of no time
    for t in tokens[start:]:
        if t.type not in ("WORD", "SPEND"):  # "每人花了多少" of a prize shared: nothing was spent
            continue
        if t.value.isascii() and t.value not in _QUESTION_WORDS and _key(t) not in story:
            return False
        if not t.value.isascii() and t.value not in _QUESTION_WORDS_ZH and t.value not in told:
            return False
    return True


def _key(t: Tok) -> str:
    """rates.py's noun key, with "families" meeting "family" and "children" "child"."""
    if t.value.isascii() and t.value.isalpha() and lemma(t.value, "NOUN") != t.value:
        return lemma(t.value, "NOUN")
    return t.value[:-3] + "y" if t.value.endswith("ies") else noun_key(t)


def _one_more_beside(tokens: list[Tok], i: int) -> bool:
    """"him and his 3 friends", "our boss and 9 coworkers", "with 2 friends": someone named beside a
    count of a kind of people (a count of people in general, 我和老公两个人, is all of them)."""
    if any(t.type == "WITH" for t in tokens[max(0, i - 2):i]):
        return True  # "Tom and Ann share 12 apples equally with 2 friends", "with her 3 friends": they share too
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is not None and after.value in ("人", "个人", "people", "persons", "of"):
        return False
    clause_end = next((k for k in range(i + 1, len(tokens)) if tokens[k].type == "COMMA"), len(tokens))
    if any(t.type == "AND" and t.value != "同" for t in tokens[i + 1:clause_end]):  # 同 of 同事 is no "and"
        return True  # "among 6 coworkers and the manager"
    near = tokens[max(0, i - 3):i]
    joined = [k for k, t in enumerate(near) if t.type == "AND" and t.value != "同"]
    if joined and joined[-1] > 0 and not near[joined[-1] - 1].value.isascii():
        return True  # 老板和 5 个员工: someone beside a count of a kind of people
    return bool(joined) and (any(t.value in _POSSESSIVES for t in near[joined[-1]:])
                             or joined[-1] > 0 and near[joined[-1] - 1].value in _PERSONS)




def _holders_named_apart(tokens: list[Tok], start: int, count_at: int) -> bool:
    """People named first, before a count of others ("Mia and Leo have 30 marbles … among 6 friends"; not "The
    restaurant bill … split among 5": "bill" is a name too, but no subject here), and a question that
    asks "each person" or "each one", not "each friend": whether the named share too is not said."""
    named = count_at > 0 and tokens[0].type == "WORD" and is_person_name(tokens[0].value)  # the story's subject
    sharers = {_key(t) for t in tokens[count_at + 1:count_at + 2] if t.type == "WORD"}
    asked = {_key(t) for t in tokens[start:] if t.type == "WORD"}
    return named and not sharers & asked


def _speaker_asked_apart(tokens: list[Tok], start: int, count_at: int) -> bool:
    """"We won $1,000 and shared it among 8 children. How much does each of us get?": the question asks the
    speaker's share, but the sharers are counted as others (children, friends), not as "8 of us"; whether
    the speaker is one of them is not said."""
    asks_speaker = any(w in SPEAKER_EN for t in tokens[start:] if t.value.isascii() for w in t.value.split())
    counted_as_us = [t.value for t in tokens[count_at + 1:count_at + 3]] == ["of", "us"]
    return asks_speaker and not counted_as_us and not _we_among_the_people(tokens, start, count_at)


_SHARING_VERBS = ("share", "split", "divide")


def _we_among_the_people(tokens: list[Tok], start: int, count_at: int) -> bool:
    """"48 cookies and 6 people, how many each if we share equally": "people" counts everyone there, the sharers
    saying "we" among them; not "6 kids" (are we kids?), nor a sharing "with" or "among" others."""
    question = [t.value.lower() for t in tokens[start:]]
    we = [k for k, w in enumerate(question) if w in SPEAKER_EN]
    if len(we) != 1 or we[0] == 0 or question[we[0]] != "we" or question[we[0] - 1] != "if" \
            or we[0] + 1 >= len(question) or not question[we[0] + 1].startswith(_SHARING_VERBS):
        return False
    if any(t.value.lower() in ("among", "amongst", "between", "with") for t in tokens):
        return False
    return count_at + 1 < len(tokens) and tokens[count_at + 1].value.lower() == "people"


def _one_sharer_asked(tokens: list[Tok], start: int, slots: Slots) -> bool:
    """"一人能拿多少", "一家分到多少": the question asks the part of one sharer (its 一 read as a number)."""
    return any(t.type == "NUM" and _one_item(tokens, k, slots) and tokens[k + 1].value in _SHARERS_ZH
               for k, t in enumerate(tokens[start:], start))


def _one_item(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """一人, 一箱: a one before a measure word names an item or the one asked about; so does 一块 before the
    item's amount (一块 3.6 公斤的西瓜: a piece, not a yuan)."""
    piece = i + 2 < len(tokens) and tokens[i + 1].value == "块" and tokens[i + 2].type == "NUM"
    return i + 1 < len(tokens) and (tokens[i + 1].type == "MEASURE" or piece) and slots.number(tokens[i].value).value == 1


def _sharers(tokens: list[Tok], i: int) -> bool:
    """The number at tokens[i] counts those who share: "6 个同事", "两个人", "4 roommates", "8 of us", "among
    5", "into 8 equal pieces", "four ways"."""
    after = tokens[i + 1:i + 3]
    before = tokens[i - 1].value if i else ""
    if after and after[0].type == "MEASURE" and after[0].value in _SHARERS_ZH:
        return after[0].value != "个" or len(after) > 1 and after[1].type in ("WORD", "AND") \
            and not after[1].value.startswith("的")
    if after and after[0].value in _SHARERS_EN:
        return True
    if after and after[0].value in _PIECES_ZH and before.endswith("成"):
        return True  # "平均分成 6 段", "平均锯成 6 段": the pieces it is cut into
    if [t.value for t in after] == ["of", "us"] or after and after[0].type == "EQUALS" and len(after) > 1 \
            and after[1].value in _SHARERS_EN:
        return True  # "8 of us", "8 equal pieces"
    return before in _BEFORE_COUNT and (not after or after[0].type in ("COMMA", "ZH_MEAN", "SPLIT", "WORD"))


def _unit_of(tokens: list[Tok], i: int) -> str:
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    if following is None or following.type not in ("UNIT", "MEASURE"):
        return ""
    return canonical_unit(following.value) or following.value


def _counts_things(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"24 瓶", "60 页", "45 stickers": things counted, not money or a measure."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    if following is not None and following.value == "块" and i + 2 < len(tokens) and tokens[i + 2].type == "WORD" \
            and not tokens[i + 2].value.startswith("钱"):
        return True  # "73块饼干": 块 measures the biscuits; "100块钱" is money
    if following is None or money_of(tokens, i, slots):
        return False
    if following.type == "MEASURE":
        return True
    return following.type == "WORD" and not canonical_unit(following.value)


def _gone_before_shared(tokens: list[Tok], whole_at: int) -> bool:
    """"we lost 30 shells", "they threw away 20 apples", "we ate 24 candies": the amount told is gone, not had to
    share (of what is left, or each one's part of the loss?)."""
    words = [w for t in tokens[max(0, whole_at - 3):whole_at] for w in t.value.lower().split()]
    bases = [lemma(w, "VERB") for w in words]
    return any(b in _GONE_EN or f"{b} {nxt}" in _GONE_EN for b, nxt in zip(bases, [*words[1:], ""]))


_MONEY_SHARED_ZH = re.compile("AA|平分|平摊|均摊", re.IGNORECASE)
_PEOPLE_ZH = re.compile(rf"(?P<k>{N})(?:个人|人|位)|(?:我们|咱们)(?P<k2>{N})个")
_MONEY_ZH = re.compile(rf"(?P<m>{N})(?:元|块钱|块|的红包|红包)|(?:花了|账单|车费|费用|一共|总共|共)(?:是|为)?(?:人民币)?(?P<m2>{N})")
_EACH_ASKED_ZH = re.compile(r"(?:那|那么)?(?:AA的话|平均)?(?:每人|每个人|一人|一个人)(?:要|得|应该|能|该)?"
                            r"(?:出|摊|分|付|拿|掏|分到|拿到|分得)?(?:多少钱|多少元|多少|几块钱)(?:呢|啊)?", re.IGNORECASE)
_OTHERWISE_ZH = re.compile("约|大概|左右|差不多|不|没|如果|假如|要是|又|再|另|剩|先|除了|以外|其中|拼手气|抢|多拿|少拿|加上|服务费|"
                           "小费|还|请|一部分|以上|倍|%|百分|免|双份|多出|多付|少付|一半|只|单独|自己")
# 说好AA, 大家平摊: a clause that says the sharing alone
_SHARING_ALONE_ZH = re.compile("(?:说好|说好了|商量好|大家|我们)?(?:AA|平分|平摊|均摊)(?:吧|的)?", re.IGNORECASE)
_BESIDE_ZH = re.compile("(?:和|跟|与|同|带)[^，<>0-9]{0,3}$")  # 我和6个同学: the speaker too?


def _money_shared_zh(slots: Slots) -> tuple[Fraction, str] | None:
    """Money shared by people in Chinese read by its clauses (the module docstring's last paragraph): its value and
    expression, where it comes out to the 分."""
    clauses = clauses_asked_last(slots)
    if clauses is None or not 2 <= len(clauses) <= 4 or _OTHERWISE_ZH.search("".join(clauses)):
        return None
    story, asked = "，".join(clauses[:-1]), clauses[-1]
    if _EACH_ASKED_ZH.fullmatch(asked) is None or not _MONEY_SHARED_ZH.search("".join(clauses)) \
            or not _told_plainly_zh(clauses[:-1]):
        return None
    people = [(m, m["k"] or m["k2"]) for m in _PEOPLE_ZH.finditer(story)]
    money = [m["m"] or m["m2"] for m in _MONEY_ZH.finditer(story)]
    if len(people) != 1 or len(money) != 1 or people[0][1] == money[0]:
        return None
    match, k = people[0]
    if _BESIDE_ZH.search(story[:match.start()]) or not uses_every_number(clauses, [money[0], k]):
        return None
    value = number(slots, money[0]) / number(slots, k)
    if (value * 100).denominator != 1:
        return None  # money to the 分
    return value, f"{slots.number(money[0]).plain()}/{slots.number(k).plain()}"


def _told_plainly_zh(story: list[str]) -> bool:
    """Every clause after the first amount tells an amount or the sharing alone (说好AA); one clause with no number may
    set the scene before them (上周同学聚会吃饭). "我请了一个朋友", "小孩免单", "我出双份" after the amounts change who pays
    what: not read."""
    told = [bool(re.search(N, clause)) for clause in story]
    if True not in told:
        return False
    first = told.index(True)
    return all(has or _SHARING_ALONE_ZH.fullmatch(clause) for clause, has in zip(story[first:], told[first:]))
