"""Token passes for one English computation asked inside a line of context (phrasings_en_29): the context set aside
where it only names what the one number or the one date is, and the request put as the bare question it asks.

- "we had 48,713 visitors, round that to the nearest thousand", "round our 7,351 subscribers to the nearest hundred
  for the newsletter", "23,456 downloads, to the nearest thousand": "round 48713 to the nearest thousand";
- "our anniversary is March 14, 2026, is that a Saturday?", "the concert is on 2025-11-08, will it be a Friday?",
  "my flight is on July 3, 2027, what day of the week is that": "is <date> a Saturday?", "what day of the week is
  <date>";
- "it's 30 C today, what is that in fahrenheit": "30 c in fahrenheit";
- "the bill is $80, what's 15% of that", "my salary is $2000 a month and 12% goes to savings, how much is that": "what's
  15% of $80".

The context may hold words only: no other number or date, and none of the words that would change the amount or the
day (a count added or moved, a condition, a negation, a hedge, an alternative: `_CHANGING`); otherwise the request is
left as written (and stays unread).
"""

from __future__ import annotations

from .tokens import Tok

_CHANGING = frozenset({
    "after", "before", "plus", "minus", "add", "adding", "added", "subtract", "subtracting", "each", "per", "average",
    "total", "more", "less", "fewer", "left", "remaining", "if", "unless", "when", "not", "no", "never", "or", "than",
    "times", "half", "double", "twice", "about", "around", "roughly", "approximately", "nearly", "almost", "over",
    "under", "up", "down", "another", "extra", "new", "old", "last", "next", "later", "earlier", "moved", "postponed",
    "delayed", "rescheduled", "following", "previous", "until", "till", "since", "from", "ago", "days", "weeks",
    "months", "years", "day", "week", "month", "year", "except", "without", "minus", "but", "maybe", "expected",
})
_CONTEXT_TYPES = frozenset({"WORD", "WHAT", "YOU", "IS", "FOR", "BUY_ZH", "COMMA", "ON"})
_REFERS = frozenset({"that", "it", "this", "them"})


def _context_only(tokens: list[Tok]) -> bool:
    return all(t.type in _CONTEXT_TYPES and t.value not in _CHANGING for t in tokens)


def _rounding_at(tokens: list[Tok], i: int) -> int | None:
    """The end of "(round (that)? )? to the nearest <place>" starting at `i`, or None."""
    if i < len(tokens) and tokens[i].type == "ROUND_EN" and tokens[i].value in ("round", "round it to", "round that to"):
        i += 1
        if tokens[i - 1].value == "round" and i < len(tokens) and tokens[i].type == "WORD" and tokens[i].value in _REFERS:
            i += 1
        if tokens[i - 1].value == "round" or tokens[i - 1].type == "WORD":
            if i >= len(tokens) or tokens[i].type != "TO":
                return None
            i += 1
    elif i < len(tokens) and tokens[i].type == "ROUND_EN" and tokens[i].value == "rounded to":
        i += 1
    elif i < len(tokens) and tokens[i].type == "TO":
        i += 1
    else:
        return None
    if i + 1 < len(tokens) and tokens[i].type == "NEAREST" and tokens[i + 1].type == "PLACE_WORD":
        return i + 2
    return None


_PERIOD_UNITS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})


def _when_said(tokens: list[Tok], k: int) -> int:
    """Past "last month", "this year", "today", "yesterday" at `k`: when the one number was counted."""
    if k + 1 < len(tokens) and tokens[k].type == "WORD" and tokens[k].value in ("last", "this") \
            and tokens[k + 1].type in _PERIOD_UNITS and tokens[k + 1].value in ("day", "week", "month", "year"):
        return k + 2
    if k < len(tokens) and tokens[k].type in ("TODAY", "YESTERDAY") and tokens[k].value in ("today", "yesterday"):
        return k + 1
    return k


def rounded_in_context(tokens: list[Tok]) -> list[Tok]:
    """One number named by context words, and a rounding of it to the nearest place."""
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(numbers) != 1 or "NEAREST" not in {t.type for t in tokens}:
        return tokens
    n = numbers[0]
    if n >= 1 and tokens[0].type == "ROUND_EN" and tokens[0].value == "round":  # "round our 7,351 subscribers to …"
        before, rounding_first = tokens[1:n], True
    else:
        before, rounding_first = tokens[:n], False
    if not _context_only(before) or any(t.type == "COMMA" for t in before[-1:]):
        return tokens
    k = n + 1
    while k < len(tokens) and k - n <= 2 and tokens[k].type == "WORD" and tokens[k].value not in _CHANGING:
        k += 1  # the number's noun: "visitors", "new signups" is not read (new changes it)
    k = _when_said(tokens, k)
    if k < len(tokens) and tokens[k].type == "COMMA":
        k += 1
    end = _rounding_at(tokens, k) if not rounding_first else (
        k + 3 if k + 2 < len(tokens) and tokens[k].type == "TO" and tokens[k + 1].type == "NEAREST"
        and tokens[k + 2].type == "PLACE_WORD" else None)
    if end is None:
        return tokens
    after = tokens[end:]
    if after and not (after[0].type == "FOR" and len(after) >= 2 and _context_only(after[1:])):
        return tokens  # only "for the slide", "for the report" may follow
    place = tokens[end - 1]
    return [Tok("ROUND_EN", "round", tokens[n].pos), tokens[n], Tok("TO", "to", place.pos),
            Tok("NEAREST", "the nearest", place.pos), place]


_WILL_IT_BE = frozenset({"will it be", "would it be", "is it", "was it"})


def weekday_in_context(tokens: list[Tok]) -> list[Tok]:
    """A dated plan ("the concert is on <date>") and then its weekday asked of "that" or "it"."""
    dates = [i for i, t in enumerate(tokens) if t.type == "DATE"]
    if len(dates) != 1 or dates[0] < 2 or any(t.type == "NUM" for t in tokens):
        return tokens
    d = dates[0]
    before, question = tokens[:d], tokens[d + 1:]
    if before[-1].type not in ("IS", "ON") or not _context_only(before):
        return tokens
    if question and question[0].type == "COMMA":
        question = question[1:]
    shape = [t.type for t in question]
    date = tokens[d]
    if shape == ["IS", "WORD", "WEEKDAY_NAME"] and question[0].value in ("is", "was", "will") \
            and question[1].value in ("that", "it"):
        return [Tok("IS", question[0].value, question[0].pos), date, question[2]]
    if shape == ["IS", "WEEKDAY_NAME"] and question[0].value in _WILL_IT_BE:
        return [Tok("IS", question[0].value.split()[0], question[0].pos), date, question[1]]
    if shape == ["WEEKDAY_EN", "IS", "WORD"] and question[2].value in ("that", "it"):
        return [question[0], question[1], date]
    if shape == ["WEEKDAY_EN"] and question[0].value in ("which weekday", "what weekday", "which day of the week",
                                                        "what day of the week"):
        return [date, question[0]]
    return tokens


_SCALES = {"c": "celsius", "f": "fahrenheit"}


def temperature_in_context(tokens: list[Tok]) -> list[Tok]:
    """"it's 30 C today, what is that in fahrenheit": one temperature with its bare scale letter, then "that" asked
    in the other scale, is "30 c in fahrenheit" (which phrase_passes.temperature_letters reads)."""
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(numbers) != 1 or len(tokens) < 6 or tokens[-1].type != "UNIT" or tokens[-1].value not in _SCALES.values():
        return tokens
    n = numbers[0]
    if n + 1 >= len(tokens) or tokens[n + 1].type != "WORD" or tokens[n + 1].value not in _SCALES \
            or _SCALES[tokens[n + 1].value] == tokens[-1].value or not _context_only(tokens[:n]):
        return tokens
    k = n + 2
    if k < len(tokens) and (tokens[k].type in ("TODAY", "YESTERDAY") or tokens[k].type == "WORD"
                            and tokens[k].value in ("outside", "inside", "out", "here", "now")):
        k += 1
    if [t.type for t in tokens[k:]] != ["COMMA", "WHAT", "WORD", "IN", "UNIT"] \
            or tokens[k + 1].value not in ("what is", "what's", "whats") or tokens[k + 2].value not in _REFERS:
        return tokens
    return [tokens[n], tokens[n + 1], Tok("IN", "in", tokens[-2].pos), tokens[-1]]


_GOES = frozenset({"goes", "go", "went"})


def percent_of_that(tokens: list[Tok]) -> list[Tok]:
    """One amount named by context words, then a percentage of "that" asked ("the bill is $80, what's 15% of that"), or
    a share of it said to go somewhere and "how much is that" asked ("my salary is $2000 a month and 12% goes to
    savings, how much is that"): "what's 15% of 80"."""
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    if len(numbers) != 1 or len(percents) != 1 or numbers[0] > percents[0]:
        return tokens
    n, p = numbers[0], percents[0]
    if n < 2 or tokens[n - 1].type != "IS" or not _context_only(tokens[:n]):
        return tokens
    k = n + 1
    if k < len(tokens) and tokens[k].type in _PERIOD_UNITS:
        k += 1  # "$2000 a month" (its article dropped): the amount's period, the same for its share
    asked = [Tok("WHAT", "what's", tokens[p].pos), tokens[p], Tok("OF", "of", tokens[p].pos), tokens[n]]
    rest = [t.type for t in tokens[k:]]
    if rest[:1] == ["COMMA"] and p in (k + 1, k + 2) and tokens[k + 1:p] in ([], [t for t in tokens[k + 1:p] if t.type == "WHAT"]):
        after = tokens[p + 1:]
        if [t.type for t in after[:2]] == ["OF", "WORD"] and after[1].value in ("that", "it") \
                and (len(after) == 2 or len(after) == 3 and after[2].type == "ASK"):
            return asked
        return tokens
    if rest[:1] == ["AND"] and p == k + 1:
        after = tokens[p + 1:]
        comma = next((i for i, t in enumerate(after) if t.type == "COMMA"), None)
        if comma is None or not after or after[0].value not in _GOES or comma < 3 or after[1].type != "TO" \
                or not _context_only(after[2:comma]):
            return tokens
        question = after[comma + 1:]
        if [t.type for t in question] == ["WHAT", "WORD"] and question[0].value == "how much is" \
                and question[1].value in ("that", "it"):
            return asked
    return tokens


def context_set_aside(tokens: list[Tok]) -> list[Tok]:
    return percent_of_that(temperature_in_context(weekday_in_context(rounded_in_context(tokens))))
