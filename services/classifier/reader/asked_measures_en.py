"""What an English question of the roles reader (roles.py) asks beside the story's amounts: a comparison told in
another measure than the one asked ("3 inches taller … how old"), a count asked with a word before its noun that
the story never says ("how many cans are in 6 empty cases"), and a rate told of one part of the year or week asked over
a span ("$90 monthly in winter … in 12 months"). Each makes the roles' reading answer something the story does not
tell, so it goes slow."""

from __future__ import annotations

from .tokens import Tok, last_clause_start, words_of
from .role_verbs_en import MEASURED
from .role_words import Ask, Quantity, lemma
from .units import dimension_of


def compared_in_another_measure_en(quantities: list[Quantity], ask: Ask) -> bool:
    """Whether a comparison's amount is of a measure the question does not ask: "3 inches taller" asked "how old"
    (an age is in years, which measure no length), "5 kg heavier" asked "how tall"; or whether the question's
    comparative names a measure the amounts are not in ("weighed 2.5 pounds … how much longer", "weighs 90 pounds
    … how much older")."""
    asked = "age" if ask.noun == "year" and not ask.counts else dimension_of(ask.unit) if ask.unit else None
    fits = {None, asked, "time"} if asked == "age" else {None, asked}  # years and months have no dimension here
    named = _MEASURE_OF_COMPARATIVE.get(ask.compared)
    return asked is not None and any(q.role in ("more", "fewer") and q.unit and dimension_of(q.unit) not in fits
                                     for q in quantities) \
        or named is not None and any(q.unit and dimension_of(q.unit) != named for q in quantities) \
        or ask.compared in _ADJECTIVES and any(not q.said & MEASURED <= _ADJECTIVES[ask.compared] for q in quantities) \
        or ask.compared in ("older", "younger") and any(_not_an_age(q) for q in quantities) \
        or _ages_apart_in_another_unit(quantities)


def _ages_apart_in_another_unit(quantities: list[Quantity]) -> bool:
    """"My dog is 6. My cat is 2 months younger": a difference in months (weeks, days) of an age told in years (or
    unsaid: years), never the same count of years."""
    apart = {q.unit for q in quantities if q.role in ("more", "fewer") and q.unit in _AGES - {"year"}}
    return any(q.unit not in apart for q in quantities) if apart else False


def _not_an_age(q: Quantity) -> bool:
    """"weighs 90 pounds", "has 9 books": an amount that is no age ("is 9", "9 years old", "9 months" are)."""
    return bool(q.unit or q.noun) and q.unit not in _AGES and "old" not in q.said


# The measure a comparative asks in: "how much longer" asks a length, never a weight
_MEASURE_OF_COMPARATIVE = {**dict.fromkeys(("longer", "shorter", "taller", "higher", "lower", "farther", "further",
                                            "wider", "narrower", "deeper", "shallower"), "length"),
                           "heavier": "mass", "lighter": "mass"}
_AGES = frozenset({"year", "month", "week", "day"})  # "how much older" of amounts told in years (or months …) only
# The adjectives an amount may be told with for a comparative ("5 feet long … how much wider" asks another length)
_ADJECTIVES = {"longer": {"long"}, "shorter": {"long", "tall", "high"}, "taller": {"tall", "high"},
               "higher": {"high", "tall"}, "lower": {"high"}, "wider": {"wide"}, "narrower": {"wide"},
               "deeper": {"deep"}, "shallower": {"deep"}, "heavier": {"heavy"}, "lighter": {"heavy"},
               "farther": {"far", "away"}, "further": {"far", "away"}}
# A length told far, away or thick is no height: "flew 45 m far … how much higher" (MEASURED: a unit's own adjectives)
_MEASURE_ADJECTIVES = MEASURED | {"far", "away", "thick"}


def told_in_another_measure_en(tokens: list[Tok], ask: Ask) -> bool:
    """Whether an amount's unit is followed by a measure's adjective the comparative does not ask: "the pink kite
    flew 45 m far … how much higher" (the words after a unit as written, "away" a token of its own); or whether the
    question's "how tall" ("how far", "how long" …) asks another measure than a word of the story's says: "30 m taller
    … how far", "8 feet longer … 20 feet wide … how long"."""
    asked = _ADJECTIVES.get(ask.compared)
    return asked is not None and any(
        t.type == "UNIT" and k + 1 < len(tokens) and tokens[k + 1].value in _MEASURE_ADJECTIVES - asked
        for k, t in enumerate(tokens)) or _asked_how_otherwise(tokens)


# The words of one measure each: a height is tall or high (taller, lower …); "shorter" is of a height or a length
_ONE_MEASURE = (frozenset({"tall", "high", "taller", "higher", "shorter", "lower"}),
                frozenset({"long", "longer", "shorter"}), frozenset({"wide", "wider", "narrower"}),
                frozenset({"deep", "deeper", "shallower"}), frozenset({"thick", "thicker", "thinner"}),
                frozenset({"far", "away", "farther", "further", "nearer", "closer"}))
_MEASURE_WORDS = frozenset().union(*_ONE_MEASURE)


def _asked_how_otherwise(tokens: list[Tok]) -> bool:
    """"How tall …" after a story that says a measure's word of none of the height's ("wider", "20 feet wide")."""
    start = last_clause_start(tokens)
    question = words_of(tokens[start:])  # "how far" may be one token
    asked = next((b for a, b in zip(question, question[1:]) if a == "how" and b in _MEASURE_WORDS), None)
    if asked is None:
        return False
    fits = frozenset().union(*(words for words in _ONE_MEASURE if asked in words))
    return not (_MEASURE_WORDS - fits).isdisjoint(words_of(tokens[:start]))


def count_qualified_unsaid_en(modifiers: list[str], story: list[list[Tok]]) -> bool:
    """Whether a word before the noun of a count in the question ("in 6 empty cases") is none of the story's: it may
    change what the story's rate holds (empty, open, broken), so the count is not the story's things."""
    said = {w for clause in story for t in clause for w in t.value.split()}
    return any(w not in said and lemma(w, "ADJ") not in said for w in modifiers)


# Parts of a year or a week: a rate told "in winter", "on Mondays", "in July" holds only then
_PARTS_OF_A_SPAN = frozenset({"spring", "summer", "autumn", "fall", "winter", "weekend", "weekends", "weekday",
                              "weekdays", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                              "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
                              "january", "february", "march", "april", "june", "july", "august", "september",
                              "october", "november", "december", "holidays", "season"})


def rate_of_a_part_asked_over_a_span_en(quantities: list[Quantity], ask: Ask) -> bool:
    """Whether a rate is told of one part of the year or week ("$90 monthly in winter", "3 miles a day on weekends")
    and neither the question nor the story's other amounts say that part again: how much over 12 months is not 12
    winter months ("She worked 5 hours on weekdays" says it of the hours)."""
    for q in quantities:
        parts = _PARTS_OF_A_SPAN & q.said if q.role == "rate" else set()
        again = set(ask.words).union(*(other.said for other in quantities if other is not q))
        if parts and not parts & again:
            return True
    return False
