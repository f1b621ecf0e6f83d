"""Two fractions of one thing added or taken apart, read by their values: "I ate 3/8 of a pizza and my
brother ate 1/4. How much of the pizza did we eat together?", "Dad's paycheck: 1/4 goes to rent and
1/6 to food. What fraction goes to rent and food together?", "桶里有 3/5 桶油，又加了 1/4 桶，现在有几分之几
桶", "一根 3/4 米的丝带，剪下 3/8 米，还剩多少米", "A board is 7 1/2 feet long and I cut off 2 3/4 feet. How
long is what's left?", "菜地里 1/3 种白菜，1/6 种萝卜，白菜比萝卜多占几分之几".

Exactly two amounts, each a fraction or a mixed number, of one unit (or none), each in a part of
its own; the words say the one operation:
- together (一共, together, in total) where both parts say the same verb (ate … ate), or an amount
  and one added to it (又加了, "added") with what there is now asked: the sum; parts of one whole
  (no unit) may not come to more than it;
- a whole and a piece taken from it (剪下, 用去, "cut off", "used") with what is left asked: the
  difference;
- A 比 B 多 (how much more A than B), each named by its own part: the difference.
A third number, a part of what was left (剩下的) or of the other part ("of what was in it", "of
it", 其中), a share among people, a rate (每, each), a
percentage or a word that turns the question (不, other) makes the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .story_amounts import Amount, amounts_of
from .triggers import triggered_by

_TOGETHER = ("一共", "总共", "together", "in total", "altogether", "combined", "合起来")
_ADDED = ("又加了", "又加", "又倒了", "又倒进", "added", "add another", "poured in another")
_TAKEN = ("剪下", "剪去", "剪掉", "用去", "用去了", "用掉", "锯下", "锯掉", "截去", "cut off", "cut", "used", "use up")
_LEFT = ("还剩", "剩下多少", "剩多少", "left", "remain", "remains", "remaining")
# 几分之几 itself is gone: the lexicon drops an ask for a fraction where fractions went in.
_ASKS = ("几分之几", "多少", "现在有", "多占", "what fraction", "how much", "how long", "how many")
_OTHER = ("每", "each", "per", "every", "剩下的", "the rest", "of the rest", "of what was left", "remaining part", "平均",
          # a fraction of the other part, not of the whole ("3/4 full, I used 1/3 of what was in it")
          "of what", "of that", "of it", "其中", "它的",
          "分给", "among", "shared", "divided", "split", "不", "没", "not", "n't", "other", "其他", "其余", "倍", "times",
          "%", "percent", "if", "如果", "half", "一半", "third", "quarter",
          # a period the story may not cover all of ("in total this week")
          "this week", "this month", "this year", "so far", "本周", "这周", "这个月", "今年", "到目前")
_UNITS_OK = frozenset({"UNIT", "WORD"})


@triggered_by(types=("DIVIDE", "MIXED", "YOU_MIXED"))
def read_fraction_sum(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type in ("PCT", "ORD", "FENZHI") for t in tokens):
        return None
    start = last_clause_start(tokens)
    amounts = amounts_of(tokens[:start], slots, one_item_counts=False)
    if amounts is None or len(amounts) != 2 or not all(a.fraction for a in amounts) \
            or not _counts_the_parts(tokens, start, slots):
        return None
    said = Said(tokens)
    if said.any(_OTHER) or not Said(tokens[start:]).any(_ASKS + _TOGETHER):
        return None
    first, second = amounts
    unit = _unit(tokens, first)
    if unit != _unit(tokens, second) and _unit(tokens, second) != "" or not _own_parts(tokens, first, second):
        return None
    wholes = [_whole_named(tokens, a) for a in amounts]
    if wholes[1] and wholes[1] != wholes[0]:
        return None  # "3/8 of a pizza … 1/4 of a cake": fractions of two things
    story, question = Said(tokens[:start]), Said(tokens[start:])
    if question.any(_LEFT) and not story.any(_LEFT):
        if not _part_says(tokens, second, _TAKEN) or _part_says(tokens, first, _TAKEN) or second.value > first.value:
            return None  # a whole, then a piece taken from it
        return _task(f"{first.text}-{second.text}")
    if question.any(_TOGETHER) or _part_says(tokens, second, _ADDED) and question.any(("现在", "now")):
        if question.any(_LEFT) or story.any(_LEFT + _TAKEN) and not _same_verb(tokens, first, second):
            return None
        if not (_same_verb(tokens, first, second) or _part_says(tokens, second, _ADDED)):
            return None
        if not unit and first.value + second.value > 1:
            return None  # parts of one whole: no more than all of it
        return _task(f"{first.text}+{second.text}")
    return _compared(tokens, start, first, second)


def _counts_the_parts(tokens: list[Tok], start: int, slots: Slots) -> bool:
    """The question has no number but the count of the two who did the parts ("我们两个一共吃了", "the
    two of us"): a 2 right after 我们 or "of us"."""
    numbers = [i for i in range(start, len(tokens)) if tokens[i].type == "NUM"]
    if not numbers:
        return True
    if len(numbers) > 1 or slots.number(tokens[numbers[0]].value).value != 2:
        return False
    i = numbers[0]
    return i > 0 and tokens[i - 1].value in ("我们", "咱们", "we") and i + 1 < len(tokens) \
        and tokens[i + 1].type == "MEASURE" and tokens[i + 1].value in ("个", "人", "个人")


def _compared(tokens: list[Tok], start: int, first: Amount, second: Amount) -> Task | None:
    """"白菜比萝卜多占几分之几": the one named before 比 less the other, each named in its own part."""
    question = tokens[start:]
    at = next((i for i, t in enumerate(question) if t.type == "BI"), None)
    if at is None or at == 0 or at + 2 >= len(question) or question[at + 2].type != "DUO":
        return None
    more, less = question[at - 1].value, question[at + 1].value
    if question[at - 1].type != "WORD" or question[at + 1].type != "WORD":
        return None
    named = {more: [], less: []}
    for a in (first, second):
        part = _part_text(tokens, a)
        for name in named:
            if name in part:
                named[name].append(a)
    if len(named[more]) != 1 or len(named[less]) != 1 or named[more][0] is named[less][0]:
        return None
    big, small = named[more][0], named[less][0]
    if big.value <= small.value:
        return None
    return _task(f"{big.text}-{small.text}")


def _whole_named(tokens: list[Tok], a: Amount) -> str:
    """"3/8 of a pizza" → pizza; "" when the amount names no whole after it."""
    if a.end + 1 < len(tokens) and tokens[a.end].type in ("OF", "FRACTION_OF") and tokens[a.end + 1].type == "WORD":
        return tokens[a.end + 1].value
    return ""


def _task(expression: str) -> Task:
    return Task("expr", {"expression": expression, "as_fraction": True}, source="parser")


def _unit(tokens: list[Tok], a: Amount) -> str:
    """The unit right after the amount (米, feet, 桶 …) or ""; 桶油 is a 桶 of oil."""
    after = tokens[a.end] if a.end < len(tokens) else None
    if after is None or after.type not in _UNITS_OK:
        return ""
    if after.type == "UNIT":
        return after.value.rstrip("s") if after.value.isascii() else after.value
    return after.value[0] if not after.value.isascii() and after.value[0] in "桶杯瓶袋盒" else ""


def _bounds(tokens: list[Tok], a: Amount) -> tuple[int, int]:
    lo = a.start
    while lo > 0 and tokens[lo - 1].type not in ("COMMA", "AND"):
        lo -= 1
    hi = a.end
    while hi < len(tokens) and tokens[hi].type not in ("COMMA", "AND"):
        hi += 1
    return lo, hi


def _part_text(tokens: list[Tok], a: Amount) -> str:
    lo, hi = _bounds(tokens, a)
    return "".join(t.value for k, t in enumerate(tokens[lo:hi], lo) if not a.start <= k < a.end)


def _part_says(tokens: list[Tok], a: Amount, words: tuple[str, ...]) -> bool:
    lo, hi = _bounds(tokens, a)
    return Said(tokens[lo:hi]).any(words)


def _own_parts(tokens: list[Tok], first: Amount, second: Amount) -> bool:
    return _bounds(tokens, first) != _bounds(tokens, second)


def _same_verb(tokens: list[Tok], first: Amount, second: Amount) -> bool:
    """Both parts say one verb ("ate … ate", 修了 … 修了, "goes to rent and 1/6 to food" says it once)."""
    verbs = [[t.value for t in tokens[slice(*_bounds(tokens, a))] if t.type in ("SPEND", "WORD") and t.value in _VERBS]
             for a in (first, second)]
    return bool(verbs[0]) and (verbs[1] == verbs[0] or not verbs[1] and tokens[second.start - 1].type == "AND"
                                 or not verbs[1] and _gapped(tokens, second))


def _gapped(tokens: list[Tok], second: Amount) -> bool:
    """"1/4 goes to rent and 1/6 to food": the verb said once for both."""
    lo, _ = _bounds(tokens, second)
    return lo == second.start and tokens[lo - 1].type == "AND"


_VERBS = frozenset({"ate", "eaten", "吃了", "修了", "goes", "go", "went", "spent", "used", "read", "painted", "walked",
                    "ran", "drank", "喝了", "看了", "走了", "用了", "花了", "做了", "完成了", "finished", "did"})
