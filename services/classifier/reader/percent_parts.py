"""A percentage of one amount told in a story, read by its values: "I put 20 percent of my $3,200
paycheck into savings. How much is that?", "A school has 640 students and 35% of them bike to
school. How many students bike?", "Of the company's 1,250 employees, 8% work remotely. How many is
that?", "A 5% late fee on a $1,380 rent payment is how much?", "一瓶500毫升的饮料，果汁含量是12%，纯果汁
有多少毫升？".

One percentage and one amount, tied to each other by the words: "P% of [my] B", "B … P% of them",
"Of the B …, P% …", "a P% fee on a B", or in Chinese the amount's unit asked back (B 毫升 … P%，… 多少
毫升) with the percentage said to be the content or share (含量, 占) or its clause's words asked again
(卖掉了 45%，卖掉多少件). The question asks the part
itself: every word of an English question is the story's or a question word ("how much is that", "how
many students bike"); "how much is left", "the total", "do I pay" ask another amount. A change (off,
increase, 涨, 打折), what is left or the rest (剩, other), a comparison, a second percentage or number,
or a count that does not come out whole make the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .vocab_en import PEOPLE_NOUNS_EN
from .tokens import DETERMINERS, Said, Tok, last_clause_start
from .triggers import triggered_by

_OTHER = ("off", "discount", "increase", "increased", "decrease", "decreased", "rise", "rose", "raise", "drop",
          "dropped", "grow", "grew", "growth", "went up", "go up", "goes up", "went down", "go down", "goes down",
          "marked up", "marked down", "are there", "were there", "is there", "in all", "more", "less", "than", "left",
          "rest", "remaining", "remainder", "other", "others", "not", "don't", "doesn't", "didn't", "won't", "never",
          "no", "except", "total", "altogether", "each", "per", "every", "after", "before", "then", "again", "another",
          "interest", "year", "month", "week", "daily", "monthly", "yearly", "annual", "return", "tax", "涨", "降", "增",
          "减", "折", "比", "剩", "其余", "其他", "另", "不", "没", "一共", "总共", "合计", "每", "再", "又", "后", "前", "税", "利", "万", "亿",
          "平均", "average")
_THEM = frozenset({"them", "those", "these", "it"})
_QUESTION_WORDS = frozenset({"how", "much", "many", "is", "are", "was", "were", "that", "this", "it", "the", "a", "an",
                             "what", "what's", "there", "of", "in", "do", "does"})
_ZH_SHARE_WORDS = ("含量", "占", "是")
_ALLOWED = frozenset({"NUM", "PCT", "WORD", "UNIT", "MEASURE", "COMMA", "AND", "OF", "ON", "FOR", "TO", "IN", "FROM",
                      "WHAT", "IS", "ASK", "HOW_MANY", "YOU", "SHI", "DE", "ZHAN", "SPEND", "CONVERT_VERB", "BUY_ZH",
                      # "3/4 of the 60 kids went on the trip", "2/3 of the 45 people at work": a part's going, the
                      # whole's place (a change said by going, "went up", is _OTHER's)
                      "RISE_EN", "AT"})


@triggered_by(types=("PCT",))
def read_percent_part(tokens: list[Tok], slots: Slots) -> Task | None:
    found = share_of_amount(tokens)
    if found is None:
        return None
    p, b = found
    pct, whole = slots.number(tokens[p].value), slots.number(tokens[b].value)
    if not 0 < pct.value <= 100 or whole.percent or whole.ordinal or whole.value <= 0:
        return None
    if (asks_a_count(tokens) or counts_things(tokens, b, slots)) and (whole.value * pct.value / 100) % 1:
        return None  # 224.4 students, 3.6 apples: no count
    return Task("percent_of", {"percent": pct.plain(), "of": whole.plain()}, source="parser")


def share_of_amount(tokens: list[Tok]) -> tuple[int, int] | None:
    """Where the one share (a PCT token) and the one amount it is taken of are, when the words tie
    them and the question asks that part; None otherwise. fraction_of_amount.py puts a fraction in
    as the share."""
    if any(t.type not in _ALLOWED for t in tokens):
        return None
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(percents) != 1 or len(amounts) != 1 or Said(tokens).any(_OTHER):
        return None
    p, b = percents[0], amounts[0]
    start = last_clause_start(tokens)
    if max(p, b) >= start and not _told_in_the_question(tokens, p, b, start):
        return None
    if start and _whole_asked_by_its_place(tokens, b, start):
        return None  # "3/4 of the 80 kids in the class went … how many kids are in the class": the whole asked
    if not (_tied(tokens, p, b) and _asks_the_part_en(tokens, start) or _asks_the_part_zh(tokens, p, b, start)):
        return None
    return p, b


_PLACE_TYPES = frozenset({"AT", "IN", "ON"})


def _whole_asked_by_its_place(tokens: list[Tok], b: int, start: int) -> bool:
    """The question names the place said right after the whole's noun ("the 80 kids in the class … how many kids are
    in the class"): it asks who is there, the whole, not the part."""
    k = b + 2
    if k >= start or tokens[k].type not in _PLACE_TYPES:
        return False
    place = {t.value for t in tokens[k + 1:k + 4] if t.type == "WORD" and t.value not in DETERMINERS}
    question = tokens[start:]
    return any(t.type == tokens[k].type and any(u.value in place for u in question[i + 1:i + 4])
               for i, t in enumerate(question))


def _told_in_the_question(tokens: list[Tok], p: int, b: int, start: int) -> bool:
    """"A 5% late fee on a $1,380 rent payment is how much?", "how much is a 12.5 % service charge on a
    $96 bill?": one sentence, the question word at either end."""
    return start == 0 and (_how(tokens[-1]) and max(p, b) < len(tokens) - 1 or _how(tokens[0]) and min(p, b) > 0)


def _how(t: Tok) -> bool:
    return t.type in ("HOW_MANY", "ASK", "WHAT") and "how" in t.value


def _tied(tokens: list[Tok], p: int, b: int) -> bool:
    """The words tie the percentage to the amount (English)."""
    n = len(tokens)
    k = p + 1
    if k < n and tokens[k].type == "OF":  # "20 percent of my $3,200", "35% of them"
        k += 1
        while k < n and tokens[k].type == "WORD" and tokens[k].value in DETERMINERS:
            k += 1
        if k == b:
            return True
        return k < n and tokens[k].type == "WORD" and tokens[k].value in _THEM and b < p \
            and not any(t.type == "COMMA" and not _and_after(tokens, i) for i, t in enumerate(tokens[b:p], b)) \
            and tokens[b + 1].type == "WORD"
    if b >= 1 and tokens[0].type == "OF" and p == next((i for i, t in enumerate(tokens) if t.type == "COMMA"), -2) + 1:
        return all(t.type == "WORD" for t in tokens[1:b]) and b + 1 < p  # "Of the company's 1,250 employees, 8% …"
    if b > p and tokens[b - 1].type == "ON":  # "a 5% late fee on a $1,380 rent payment"
        return all(t.type == "WORD" for t in tokens[p + 1:b - 1]) and b - 1 > p + 1
    return False


def _and_after(tokens: list[Tok], i: int) -> bool:
    """ "has 24 members, and 3/8 of them": a comma that only joins the next clause to the amount's."""
    return i + 1 < len(tokens) and (tokens[i + 1].type == "AND" or tokens[i + 1].value == "and")


def _asks_the_part_en(tokens: list[Tok], start: int) -> bool:
    """Every word of the question is a question word or one of the story's ("how many students bike")."""
    question = tokens[start:]
    if not all(t.value.isascii() for t in tokens) or not any(_how(t) for t in question):
        return False
    if not start:
        return True  # one sentence: its words are the story's
    if any(t.type in ("NUM", "PCT", "UNIT") for t in question):
        return False
    story = {t.value for t in tokens[:start] if t.type == "WORD"}
    if _HOLDING.intersection(t.value for t in question) and any(t.value in _HANDED for t in tokens[:start]):
        return False  # "I gave a third of my 36 stickers to my brother. How many does my brother have?": his are untold
    people = _people_counted(tokens[:start])
    return all(t.value in _QUESTION_WORDS or t.value in story or t.value.rstrip("s") in story
               or people and t.value in _PEOPLE_ASKED for t in question if t.type == "WORD")


_PEOPLE_ASKED = frozenset({"people", "persons", "folks"})  # "how many people is that" of a count of students


def _people_counted(story: list[Tok]) -> bool:
    """The story's amount counts people ("1,450 employees", "2,400 students"): the noun right after it names them."""
    return any(t.type == "NUM" and k + 1 < len(story) and story[k + 1].type == "WORD"
               and story[k + 1].value.lower().rstrip("s") in PEOPLE_NOUNS_EN for k, t in enumerate(story))


# A question of what someone holds, and the verbs that hand a part to someone or take it away: no holding is the part
_HOLDING = frozenset({"have", "has"})
_HANDED = frozenset({"gave", "give", "gives", "sent", "send", "sends", "lent", "lend", "lends", "handed", "hands",
                     "passed", "donated", "donates",
                     # a part taken away: what anyone has now is the rest ("… her brother ate 1/4 of them. How many
                     # cookies does Mia have?")
                     "ate", "eaten", "eats", "used", "uses", "sold", "sells", "lost", "loses", "spent", "spends",
                     "broke", "took", "takes", "taken", "threw", "thrown"})


def _asks_the_part_zh(tokens: list[Tok], p: int, b: int, start: int) -> bool:
    """"一瓶500毫升的饮料，果汁含量是12%，纯果汁有多少毫升": the amount's unit asked back, the percentage
    said to be a content or share, each in a clause of its own before the question; or the words of the
    percentage's clause asked again ("一批货 600 件，卖掉了 45%，卖掉多少件")."""
    if not start or b >= p or tokens[b + 1].type not in ("UNIT", "WORD", "MEASURE") or tokens[b + 1].value.isascii():
        return False
    unit = tokens[b + 1].value
    question = tokens[start:]
    asked = [i for i, t in enumerate(question) if t.type == "HOW_MANY"]
    if len(asked) != 1 or asked[0] + 2 != len(question) or question[-1].value != unit:
        return False  # "多少毫升" ends the question
    clause = tokens[max(i for i in range(p) if tokens[i].type == "COMMA" or i == 0):p]
    if any(t.type == "COMMA" for t in tokens[b:p]) is False or any(t.type == "NUM" for t in clause):
        return False
    said = "".join(t.value for t in clause if t.type != "COMMA")
    share_word = next((w for w in _ZH_SHARE_WORDS if w in said), None)
    # "果汁含量是12%": the thing before the share word; "卖掉了 45%", "女生 45%": the clause's own words
    subject = said.split(share_word)[0].removeprefix("其中").removesuffix("的") if share_word \
        else said.removeprefix("其中").replace("了", "")
    asked = "".join(t.value for t in question[:asked[0]]).removesuffix("有").removesuffix("是")
    # "果汁含量是12%，纯果汁有多少": the share's own thing asked; "男生占25%，戴眼镜的男生有多少": a part of it
    return len(subject) >= 2 and subject in asked and not asked[:asked.rfind(subject)].endswith("的")


def counts_things(tokens: list[Tok], b: int, slots: Slots) -> bool:
    """"the 12 apples": the amount counts things (a noun right after it, no money, no unit)."""
    following = tokens[b + 1] if b + 1 < len(tokens) else None
    return following is not None and following.type in ("WORD", "MEASURE") and not money_of(tokens, b, slots)


def asks_a_count(tokens: list[Tok]) -> bool:
    return any(t.type == "HOW_MANY" and t.value == "how many" for t in tokens[last_clause_start(tokens):])
