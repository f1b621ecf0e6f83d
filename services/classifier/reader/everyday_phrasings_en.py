"""Token passes of everyday English wordings of operations the grammar reads (issue 15, session 31): each rewrites a
wording people type into the one the grammar already reads, and leaves any request it does not fit as it is.

- "what day of week is …": the weekday asked without its article;
- "tell me what day 2027-11-30 falls on": the weekday a date falls on, asked with "what day" before the date;
- "uppercase this: 'Kraków'": "this" (or "the following") pointing at the one quoted string after it;
- "144 divided among 12": a division among a count;
- "375 to 450, what percent increase", "80 to 100 is what percent up", "growth rate 80 to 92", "80 -> 92 growth
  rate": a change asked of "old to new" (or an arrow) without its "from";
- "how many a's in 'banana'": the letter a counted in the plural, not an article (before the articles go);
- "'banana' has how many n's": the string first, its letter count asked after;
- "could you possibly tell me what 48 minus 19 is", "can you just add 17 and 24": a softener inside the lead-in;
- "63 divided by 7 please and thank you": the thanks after it (the core keeps "please and");
- "35 times 12, how much is that", "3 dozen, how many is that?": the computation written out, then asked of "that"
  (only where the part before the comma is notation alone: numbers, operations, a dozen).
"""

from __future__ import annotations

from .tokens import Tok

_LEAD_INS = frozenset({"WHAT", "ASK"})


def _after_lead_ins(tokens: list[Tok]) -> int:
    return next((i for i, t in enumerate(tokens) if t.type not in _LEAD_INS), len(tokens))


def day_of_week_unarticled(tokens: list[Tok]) -> list[Tok]:
    """"which day of week was March 9, 1999": "day of week" asks the weekday as "day of the week" does."""
    for i in range(len(tokens) - 2):
        if tokens[i].type == "DAY_ASK" and tokens[i + 1].type == "OF" and tokens[i + 2].type == "WEEK_UNIT" \
                and tokens[i + 2].value == "week":
            return [*tokens[:i], Tok("WEEKDAY_EN", "day of the week", tokens[i].pos), *tokens[i + 3:]]
    return tokens


def day_a_date_falls_on(tokens: list[Tok]) -> list[Tok]:
    """"do you know what day 12 June 2026 falls on": the day a date falls on is its weekday ("what day does … fall
    on"); only as the whole request, after its lead-ins."""
    lead = _after_lead_ins(tokens)
    rest = tokens[lead:]
    if [t.type for t in rest] == ["DAY_ASK", "DATE", "FALL_ON"]:
        day = rest[0]
    elif lead and [t.type for t in rest] == ["DAY_UNIT", "DATE", "FALL_ON"] and rest[0].value == "day" \
            and tokens[lead - 1].value.endswith(("what", "which")):
        day = rest[0]  # "do you know what" took the "what" of "what day"
    else:
        return tokens
    return [*tokens[:lead], Tok("WEEKDAY_EN", "what day", day.pos), Tok("IS", "is", day.pos), *rest[1:]]


_POINTING = frozenset({"this", "the following", "following"})
_STRING_OPS = frozenset({"UPPER", "LOWER", "REVERSE"})


def this_before_a_quote(tokens: list[Tok]) -> list[Tok]:
    """"reverse this: 'stressed'": "this" points at the one quoted string that ends the request."""
    lead = _after_lead_ins(tokens)
    rest = tokens[lead:]
    if len(rest) == 3 and rest[0].type in _STRING_OPS and rest[1].type == "WORD" and rest[1].value in _POINTING \
            and rest[2].type == "QUOTE":
        return [*tokens[:lead], rest[0], rest[2]]
    return tokens


_AMONG = frozenset({"among", "amongst"})


def divided_among(tokens: list[Tok]) -> list[Tok]:
    """"90 divided amongst 4": an amount divided among a count is divided by it."""
    for i in range(len(tokens) - 3):
        if tokens[i].type == "NUM" and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "divided" \
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value in _AMONG and tokens[i + 3].type == "NUM" \
                and (i + 4 == len(tokens) or tokens[i + 4].type == "COMMA"):
            return [*tokens[:i + 1], Tok("DIVIDE", "divided by", tokens[i + 1].pos), *tokens[i + 3:]]
    return tokens


_NOTATION = frozenset({"NUM", "PLUS", "MINUS", "TIMES", "DIVIDE", "DOZEN", "LPAR", "RPAR", "POWER", "SQUARED",
                       "CUBED"})
_THAT = frozenset({"that", "this", "it"})


def that_asked_after(tokens: list[Tok]) -> list[Tok]:
    """"35 times 12, how much is that": a computation written in notation alone, then asked of "that" (or "how much
    each" after a division): the computation is the question."""
    if len(tokens) < 4 or tokens[-1].type == "COMMA":
        return tokens
    comma = max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=-1)
    before, tail = tokens[:comma], [t for t in tokens[comma + 1:] if t.type != "COMMA"]
    if comma < 1 or any(t.type not in _NOTATION for t in before) or not any(t.type == "NUM" for t in before):
        return tokens
    shape = [(t.type, t.value) for t in tail]
    asks_that = (len(tail) == 2 and tail[0].type == "WHAT" and tail[0].value in ("how much is", "how many is")
                 or len(tail) == 3 and shape[:2] == [("HOW_MANY", "how many"), ("IS", "is")]) \
        and tail[-1].type == "WORD" and tail[-1].value in _THAT
    asks_each = [t.type for t in tail] == ["HOW_MANY", "MEI"] and tail[0].value == "how much" \
        and [t.type for t in before] == ["NUM", "DIVIDE", "NUM"]
    return before if asks_that or asks_each else tokens


_BETWEEN_OLD_AND_ASK = frozenset({"COMMA", "ASK", "IS"})
_IN_PERCENT = ("rate", "percent", "%")  # "growth" alone may ask the difference: only a rate or a percentage


def _in_percent(asked: Tok) -> bool:
    return any(word in asked.value for word in _IN_PERCENT)


def _arrows_as_to(tokens: list[Tok]) -> list[Tok]:
    """"80 -> 92", "80 → 92": an arrow between two numbers reads as "to"."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.type == "MINUS" and t.value == "-" and i + 2 < len(tokens) and tokens[i + 1].value == ">" \
                and out and out[-1].type == "NUM" and tokens[i + 2].type == "NUM":
            out.append(Tok("TO", "to", t.pos))
            i += 2
            continue
        out.append(Tok("TO", "to", t.pos) if t.type == "WORD" and t.value == "→" else t)
        i += 1
    return out


def change_without_from(tokens: list[Tok]) -> list[Tok]:
    """"375 to 450, what percent increase", "growth rate 80 to 92", "80 -> 92 growth rate": old to new (or an arrow),
    with a rate or a percentage change asked before or after, is "from 80 to 92"; "percent up" asks the increase. Only
    two numbers in all."""
    if sum(t.type == "NUM" for t in tokens) != 2 or not any(t.type == "GROWTH_EN" or t.value == "up" for t in tokens):
        return tokens
    lead = _after_lead_ins(tokens)
    rest = _arrows_as_to(tokens[lead:])
    if len(rest) >= 4 and rest[0].type == "GROWTH_EN" and _in_percent(rest[0]) \
            and [t.type for t in rest[-3:]] == ["NUM", "TO", "NUM"] and all(t.type == "COMMA" for t in rest[1:-3]):
        return [*tokens[:lead], rest[0], Tok("FROM", "from", rest[-3].pos), *rest[-3:]]  # "growth rate: 80 to 92"
    if len(rest) < 4 or [t.type for t in rest[:3]] != ["NUM", "TO", "NUM"]:
        return tokens
    tail = rest[3:]
    if [(t.type, t.value) for t in tail[-2:]] == [("PERCENT_WORD", "percent"), ("WORD", "up")]:
        tail = [*tail[:-2], Tok("GROWTH_EN", "percent increase", tail[-2].pos)]
    if len(tail) == 1 and tail[0].type == "GROWTH_EN" and _in_percent(tail[0]):
        return [*tokens[:lead], Tok("FROM", "from", rest[0].pos), *rest[:3], *tail]  # "64 to 80 growth rate?"
    if tail[0].type not in _BETWEEN_OLD_AND_ASK or not any(t.type == "GROWTH_EN" for t in tail):
        return tokens
    return [*tokens[:lead], Tok("FROM", "from", rest[0].pos), *rest[:3], *tail]


def letter_a_plural(tokens: list[Tok]) -> list[Tok]:
    """"how many a's in 'banana'": "a" written just before "'s" is the letter a in the plural (run on the raw tokens,
    before settle drops the articles)."""
    out = list(tokens)
    for i in range(len(out) - 2, 0, -1):
        if out[i].type == "WHAT" and out[i].value == "a" and out[i + 1].value == "'" and out[i + 1].pos == out[i].pos + 1 \
                and i + 2 < len(out) and out[i + 2].value == "s" and out[i + 2].pos == out[i].pos + 2:
            out[i:i + 3] = [Tok("WORD", "a's", out[i].pos)]
    return out


def string_first_count_after(tokens: list[Tok]) -> list[Tok]:
    """"'banana' has how many n's": the string, then the count of a letter in it asked."""
    if [t.type for t in tokens] == ["QUOTE", "YOU", "HOW_MANY", "WORD"] and tokens[1].value in ("has", "have") \
            and tokens[3].value.endswith("'s"):
        return [tokens[2], tokens[3], Tok("IN", "in", tokens[1].pos), tokens[0]]
    return tokens


_SOFTENERS = frozenset({"possibly", "maybe", "perhaps", "just", "kindly", "quickly"})


def softener_in_lead_in(tokens: list[Tok]) -> list[Tok]:
    """"could you possibly tell me what …", "can you just add …": a softener after the opening lead-ins asks nothing."""
    lead = _after_lead_ins(tokens)
    if 0 < lead < len(tokens) - 1 and tokens[lead].type == "WORD" and tokens[lead].value in _SOFTENERS:
        return [*tokens[:lead], *tokens[lead + 1:]]
    return tokens


def thanks_after(tokens: list[Tok]) -> list[Tok]:
    """"63 divided by 7 please and thank you": "please and", its thanks cut off by the core, ends the request."""
    if len(tokens) > 2 and [(t.type, t.value) for t in tokens[-2:]] == [("WHAT", "please"), ("AND", "and")]:
        return tokens[:-2]
    return tokens


_ASKS_A_TOTAL = frozenset({"what is", "what was", "what's", "find the", "find"})


def total_number_asked_bare(tokens: list[Tok]) -> list[Tok]:
    """"… 18 blue pens. What is the total number of pens?" asks what "How many pens in total?" asks: the question's
    last three words, a thing's name only (a doer after it, "… of plums Rosa picked", is asked_after.py's)."""
    if len(tokens) < 5 or [t.type for t in tokens[-4:]] != ["COMMA", "WHAT", "COUNT_OF", "WORD"] \
            or tokens[-3].value not in _ASKS_A_TOTAL or "total" not in tokens[-2].value:
        return tokens
    return [*tokens[:-3], Tok("HOW_MANY", "how many", tokens[-3].pos), tokens[-1],
            Tok("TOGETHER", "in total", tokens[-1].pos)]


def everyday_phrasings(tokens: list[Tok]) -> list[Tok]:
    """Every pass above, in turn."""
    for rewrite in (softener_in_lead_in, thanks_after, day_of_week_unarticled, day_a_date_falls_on, this_before_a_quote, divided_among,
                    that_asked_after, change_without_from, string_first_count_after, total_number_asked_bare):
        tokens = rewrite(tokens)
    return tokens
