"""Amounts of one unit told one per clause, and the question for their total, read by their values:
"I ran 3 miles on Monday and 4 1/2 miles on Tuesday. How many miles in total?", "周一跑了 3 公里，周二
跑了 4 公里，一共跑了多少公里", "I worked 2 1/2 hours on Monday and 3 3/4 hours on Tuesday. Total hours?".

Every amount is a number (a mixed number or a fraction too) written with its unit, all of one length,
time, weight or volume unit, and the last clause asks the total in that same unit (in total, 一共,
total) with no number of its own. Money, a second unit, a rate or a count (每, each, per), a comparison
(比, more, less, 倍), what is left (还剩, left), a half, a percentage, a condition, someone beside the
speaker ("… and my friend ran 4 miles"), or a level told by a verb of state ("the tank held 15 liters in the
morning and 34 liters in the evening": two times of one level, not a total) is another question, so the
request is not read and goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .role_words import MOMENTS_ZH, state_verb
from .triggers import triggered_by
from .units import DIMENSION, canonical_unit, money_unit

_ALLOWED = frozenset({"NUM", "UNIT", "MIXED", "YOU_MIXED", "DIVIDE", "FENZHI", "WORD", "ON", "IN", "AND", "COMMA",
                      "WEEKDAY_NAME", "WEEK_UNIT", "TRAVEL", "HOW_MANY", "TOGETHER", "ZH_SUM", "ASK", "WHAT", "IS",
                      "FRACTION_FORMAT", "THEN", "YOU", "AT", "FOR"})
_TOTAL_ASKED = ("in total", "altogether", "total", "combined", "一共", "总共", "合计", "共")
_OTHER = ("每", "each", "per", "every", "average", "平均", "剩", "left", "remain", "more", "less", "比", "倍", "times",
          "%", "difference", "差", "if", "如果", "假如", "not", "不", "没", "without",
          "except", "除了", "back", "往返", "来回", "round", "trip", "again", "又", "再", "still", "only", "rest")


# Someone beside the speaker: "I ran 3 miles and my friend ran 4 … how many did I run" is not the total.
_OTHER_PEOPLE = ("friend", "friends", "wife", "husband", "brother", "sister", "mom", "mum", "dad", "mother", "father", "son",
                 "daughter", "partner", "colleague", "coworker", "he", "she", "they", "his", "her", "their", "朋友", "妈妈",
                 "爸爸", "哥哥", "姐姐", "弟弟", "妹妹", "他", "她", "同事", "儿子", "女儿", "老婆", "老公", "同学")
_SPEAKER = ("i", "my", "me", "we", "our", "我")
# A person other than the story's one, named by a noun ("her brother", "her friend", 妈妈): whose amounts are added?
_OTHER_NOUNS = tuple(w for w in _OTHER_PEOPLE if w not in ("he", "she", "they", "his", "her", "their", "他", "她"))


@triggered_by(types=("TOGETHER", "ZH_SUM"), words=("total",))
def read_quantity_total(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type not in _ALLOWED for t in tokens):
        return None
    start = last_clause_start(tokens)
    question, story = tokens[start:], tokens[:start]
    asked = [canonical_unit(t.value) for t in question if t.type == "UNIT"]
    if len(asked) != 1 or any(t.type == "NUM" for t in question) or not Said(question).any(_TOTAL_ASKED) \
            or Said([t for t in tokens if t.type != "YOU_MIXED"]).any(_OTHER):  # 1又1/2 is a number
        return None
    if Said(tokens).any(_OTHER_PEOPLE) and Said(tokens).any(_SPEAKER) or Said(story).any(_OTHER_NOUNS):
        return None  # whose amounts are added? ("Liz studied 40 minutes and her friend 25 … did Liz study in total")
    if any(state_verb(t.value) for t in story if t.type in ("WORD", "YOU", "IS")):
        return None  # "the tank held 15 liters in the morning and 34 in the evening": a level, twice
    if any(t.type == "YOU" for t in story) and (said_story := Said(story)) \
            and sum(said_story.has(w) for w in MOMENTS_ZH) > 1:  # the story said once, not once per moment word
        return None  # 水缸里上午有28升水，下午有68升水: what is 有 at two moments is a level, twice
    amounts = _amounts(story, slots)
    if amounts is None or len(amounts) < 2 or DIMENSION.get(asked[0]) is None \
            or any(unit != asked[0] for _, unit in amounts):
        return None
    expression = "+".join(text for text, _ in amounts)
    fraction = any("/" in text for text, _ in amounts)
    return Task("expr", {"expression": expression, **({"as_fraction": True} if fraction else {})}, source="parser")


def _amounts(story: list[Tok], slots: Slots) -> list[tuple[str, str]] | None:
    """Each amount of the story as (sandbox text, canonical unit); None when a number is not one
    amount written with its unit (or a fraction is not written tight)."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(story):
        if story[i].type != "NUM":
            if story[i].type in ("MIXED", "YOU_MIXED", "DIVIDE", "FENZHI"):
                return None  # a fraction mark away from its numbers
            i += 1
            continue
        shape = [t.type for t in story[i:i + 6]]
        if shape[:5] in (["NUM", "MIXED", "NUM", "DIVIDE", "NUM"], ["NUM", "YOU_MIXED", "NUM", "DIVIDE", "NUM"]):
            whole, top, bottom = (slots.number(story[i + k].value) for k in (0, 2, 4))
            text, size = f"({whole.plain()}+{top.plain()}/{bottom.plain()})", 5
        elif shape[:3] == ["NUM", "DIVIDE", "NUM"] and story[i + 1].value == "/":
            top, bottom = slots.number(story[i].value), slots.number(story[i + 2].value)
            text, size = f"({top.plain()}/{bottom.plain()})", 3
        else:
            text, size = slots.number(story[i].value).plain(), 1
        numbers = [slots.number(t.value) for t in story[i:i + size] if t.type == "NUM"]
        if any(n.percent or n.ordinal or n.value < 0 or money_unit(n.unit) for n in numbers) \
                or i + size >= len(story) or story[i + size].type != "UNIT":
            return None  # money ("$3") is another reader's; each amount has its unit right after it
        out.append((text, canonical_unit(story[i + size].value)))
        i += size + 1
    return out
