"""Token passes for everyday English ways of asking one computation (phrasings_en_29): each puts a form people type
into the shape the grammar already reads, only where the form is the whole request after its lead-ins.

- "6 raised to the power 4": the exponent without "of" (as "raised to the power of 4");
- "51 taken from 879": the passive subtraction, as "51 subtracted from 879" (notation_passes.subtracted_from);
- "750 and 25 added up": the sum asked last, as "… added together" (phrase_passes.sum_asked_last);
- "99 divided into 11 equal parts": one part, 99 / 11 (parts not said to be equal are not read);
- "10 lots of 36": 10 × 36 (a bare "lots of" is many, and stays unread);
- "need the answer to 5 times 6": "need" opening a lead-in is part of it;
- "how many times is the letter t in 'committee'": as "… does the letter t appear in …";
- "count the n's in 'pneumonia'": as "how many n's in …"; "how many characters is 'see you soon'" as "… in …";
- "how many characters in 'hello world' including spaces": the spaces said counted, which a character count does
  (spaces left out, or letters asked, are not read: another count, or two readings);
- "How many cm is 7 inches? Two decimal places please.": the places said as their own sentence;
- "number of hours in 3 weeks": how many hours;
- "…, growth in %?": the growth in percent.

And a guard (`thing_asked_of_money`, guards.py): "what did I spend them on?", "what did I pay for?" ask the thing the
money went on, not the money.
"""

from __future__ import annotations

from .tokens import Tok

_LEAD = frozenset({"WHAT", "HOW_MANY", "IS"})
_PARTS = frozenset({"parts", "shares", "groups", "pieces", "portions", "piles"})
_SPACES_SAID = (("including", "spaces"), ("with", "spaces"), ("counting", "spaces"), ("spaces", "included"),
                ("including", "the", "spaces"), ("counting", "the", "spaces"))


def _whole_after_lead(tokens: list[Tok], start: int) -> bool:
    return all(t.type in _LEAD for t in tokens[:start])


def power_without_of(tokens: list[Tok]) -> list[Tok]:
    """"6 raised to the power 4": POW POWER_WORD NUM is POW NUM."""
    for i in range(len(tokens) - 2):
        if tokens[i].type == "POW" and tokens[i].value == "raised to the" and tokens[i + 1].type == "POWER_WORD" \
                and tokens[i + 1].value == "power" and tokens[i + 2].type == "NUM":
            return [*tokens[:i], Tok("POW", "raised to the power", tokens[i].pos), *tokens[i + 2:]]
    return tokens


def taken_from(tokens: list[Tok]) -> list[Tok]:
    """"what's 17 taken from 100": said as the passive subtraction notation_passes reads."""
    if len(tokens) >= 4 and [t.type for t in tokens[-4:]] == ["NUM", "WORD", "FROM", "NUM"] \
            and tokens[-3].value == "taken" and _whole_after_lead(tokens, len(tokens) - 4):
        return [*tokens[:-3], Tok("WORD", "subtracted", tokens[-3].pos), *tokens[-2:]]
    return tokens


def added_up(tokens: list[Tok]) -> list[Tok]:
    """"750 and 25 added up": the sum asked last says what "added together" says."""
    if len(tokens) >= 5 and tokens[-2].type == "ADD_MORE" and tokens[-2].value == "added" \
            and tokens[-1].type == "WORD" and tokens[-1].value == "up":
        return [*tokens[:-1], Tok("TOGETHER", "together", tokens[-1].pos)]
    return tokens


def equal_parts(tokens: list[Tok]) -> list[Tok]:
    """"99 divided into 11 equal parts": one part is 99 / 11."""
    shape = [t.type for t in tokens[-6:]]
    if len(tokens) >= 6 and shape == ["NUM", "WORD", "TO", "NUM", "EQUALS", "WORD"] and tokens[-5].value == "divided" \
            and tokens[-4].value == "into" and tokens[-2].value == "equal" and tokens[-1].value in _PARTS \
            and _whole_after_lead(tokens, len(tokens) - 6):
        return [*tokens[:-5], Tok("DIVIDE", "divided by", tokens[-5].pos), tokens[-3]]
    return tokens


def lots_of(tokens: list[Tok]) -> list[Tok]:
    """"10 lots of 36": ten of them, 10 × 36."""
    if len(tokens) >= 4 and [t.type for t in tokens[-4:]] == ["NUM", "WORD", "OF", "NUM"] \
            and tokens[-3].value == "lots" and _whole_after_lead(tokens, len(tokens) - 4):
        return [*tokens[:-3], Tok("TIMES", "times", tokens[-3].pos), tokens[-1]]
    return tokens


def need_opening_a_lead_in(tokens: list[Tok]) -> list[Tok]:
    """"need the answer to …": "need" before a lead-in asks what the lead-in asks."""
    if len(tokens) >= 3 and tokens[0].type == "WORD" and tokens[0].value == "need" and tokens[1].type == "WHAT":
        return [Tok("WHAT", "need", tokens[0].pos), *tokens[1:]]
    return tokens


def letter_times_in(tokens: list[Tok]) -> list[Tok]:
    """"how many times is the letter t in 'committee'": the appearing said by "is"."""
    shape = [t.type for t in tokens[:6]]
    if len(tokens) == 6 and shape[:3] == ["HOW_MANY_TIMES", "IS", "LETTER"] and shape[3] in ("WORD", "QUOTE") \
            and shape[4:] == ["IN", "QUOTE"] and tokens[1].value == "is":
        return [*tokens[:4], Tok("APPEAR", "appear", tokens[4].pos), *tokens[4:]]
    return tokens


def count_the_letters(tokens: list[Tok]) -> list[Tok]:
    """"count the n's in 'pneumonia'": how many n's are in it."""
    lead = next((i for i, t in enumerate(tokens) if t.type != "WHAT"), len(tokens))
    if [t.type for t in tokens[lead:]] == ["COUNT_VERB", "WORD", "IN", "QUOTE"] and tokens[lead + 1].value.endswith("'s"):
        return [*tokens[:lead], Tok("HOW_MANY", "how many", tokens[lead].pos), *tokens[lead + 1:]]
    return tokens


def characters_is(tokens: list[Tok]) -> list[Tok]:
    """"how many characters is 'see you soon'": the count of the characters in it."""
    lead = next((i for i, t in enumerate(tokens) if t.type != "WHAT"), len(tokens))
    if [t.type for t in tokens[lead:]] == ["HOW_MANY_CHARS", "IS", "QUOTE"] and tokens[lead + 1].value == "is":
        return [*tokens[:lead + 1], Tok("IN", "in", tokens[lead + 1].pos), tokens[-1]]
    return tokens


def spaces_said_counted(tokens: list[Tok]) -> list[Tok]:
    """"how many characters in 'hello world' including spaces": a character count counts the spaces; saying so
    changes nothing. Only after a quoted string, with characters (not letters) asked."""
    asks_characters = any(t.type == "HOW_MANY_CHARS" and "character" in t.value
                          or t.type == "LETTER" and "character" in t.value for t in tokens)
    if not asks_characters:
        return tokens
    for said in _SPACES_SAID:
        n = len(said)
        if len(tokens) > n and tuple(t.value for t in tokens[-n:]) == said:
            rest = tokens[:-n]
            rest = rest[:-1] if rest and rest[-1].type == "COMMA" else rest
            return rest if rest and rest[-1].type == "QUOTE" else tokens
    return tokens


def places_said_after(tokens: list[Tok]) -> list[Tok]:
    """"How many cm is 7 inches? Two decimal places please.": the places said as a sentence of their own are the
    places the question is rounded to ("…, to two decimal places")."""
    if len(tokens) >= 4 and tokens[-2].type == "COMMA" and tokens[-2].value in ("?", ".") \
            and tokens[-1].type == "PLACE_WORD" and "decimal place" in tokens[-1].value:
        return [*tokens[:-2], Tok("TO", "to", tokens[-2].pos), tokens[-1]]
    return tokens


_UNIT_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})


def number_of_asked(tokens: list[Tok]) -> list[Tok]:
    """"number of hours in 3 weeks": how many hours are in 3 weeks (units only, one amount)."""
    lead = next((i for i, t in enumerate(tokens) if t.type != "WHAT"), len(tokens))
    rest = tokens[lead:]
    if len(rest) == 5 and rest[0].type == "COUNT_OF" and rest[0].value in ("number of", "the number of") and rest[1].type in _UNIT_TYPES \
            and [t.type for t in rest[2:4]] == ["IN", "NUM"] and rest[4].type in _UNIT_TYPES:
        return [*tokens[:lead], Tok("HOW_MANY", "how many", rest[0].pos), *rest[1:]]
    return tokens


def growth_in_percent_sign(tokens: list[Tok]) -> list[Tok]:
    """"…, growth in %?", "increase in %": the % sign after "in" asks the growth in percent, as "in percent" does."""
    if len(tokens) >= 3 and [t.type for t in tokens[-3:]] == ["GROWTH_EN", "IN", "MOD"] and tokens[-1].value == "%":
        return [*tokens[:-2], Tok("AS_PERCENT", "in percent", tokens[-2].pos)]
    return tokens


def everyday_forms(tokens: list[Tok]) -> list[Tok]:
    """Every pass above, in turn (each leaves a request it does not fit as it is)."""
    for rewrite in (power_without_of, taken_from, added_up, equal_parts, lots_of, need_opening_a_lead_in,
                    letter_times_in, count_the_letters, spaces_said_counted, characters_is,
                    places_said_after, number_of_asked,
                    growth_in_percent_sign):
        tokens = rewrite(tokens)
    return tokens


_THING_AFTER = frozenset({"on", "for"})
_MONEY_WORDS = frozenset({"spend", "spent", "pay", "paid", "cost", "buy", "bought", "use", "used"})


def thing_asked_of_money(tokens: list[Tok]) -> bool:
    """The last question asks "what" the money went "on" or "for": a thing, not an amount."""
    start = max((i + 1 for i, t in enumerate(tokens) if t.type == "COMMA"), default=0)
    question = tokens[start:]
    words = " ".join(t.value for t in question).split()
    return bool(words) and words[0] in ("what", "which") and words[-1] in _THING_AFTER \
        and not _MONEY_WORDS.isdisjoint(words)
