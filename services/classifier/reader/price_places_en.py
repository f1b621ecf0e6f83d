"""A price told at one place and the buying done at another, in English (issue 15, red teams 31 and 32): "Mugs are $6
each at the market. I bought 5 at the airport.", "Tickets are $15 each at the box office. We bought 4 from a
reseller.", "… at the bakery on Main Street … at the bakery by the station", "$2 a pound at the orchard … at the
farmers market", "$3 a cup in town, and I drank 4 cups on the ferry", "$3 a pair online … at the mall". The price of
one place is not known to be the other's, so a reading that multiplies it by the count bought elsewhere guesses: the
request goes slow.

Read on the story (the text before its last sentence), clause by clause (sentences, and clauses after ", and" or ",
but"): a clause that tells a price each (each, per, apiece, "$2 a pound", or the price of one thing said at the
clause's start: "A smoothie is $6 at the juice bar", "A slice at the pizzeria costs $3") at a place said after "at",
"from" or "on" with an article or a possessive ("at the market", "on the interstate", "at our stand", "at the
pâtisserie", "at the station on 5th") or by words of its own ("online", "in town", "downtown", "at home", "at work")
or by its name ("At Walmart, …", "in Paris"), and another clause that names a different place ("from a reseller", "I
made 3 smoothies at home", "in Lyon"). Amounts said at two places without a price each ("we raised $3,462 at the bake
sale and $2,918 at the car wash") read as before.
"""

from __future__ import annotations

import re

from .untold_extras_en import TOTALLING, story_of

# "at the market", "from a reseller", "at the bakery on main street": the place's words up to a stop
_PLACE = re.compile(r"\b(?:at|from|on) (?:the|a|an|our|my|your|his|her|their) "
                    r"([^\W\d_][\w']*(?:[' ][\w']+)*?)(?=\s*(?:[.,;!?]|$|\b(?:and|for|i|we|he|she|they|"
                    r"you|it|but|then|so|which|who|that|each|per|a|an|is|are|was|were|costs?|sells)\b))")
# what follows "at the" and is no place: a time, a price, a manner
_NOT_PLACES = frozenset({"same", "end", "start", "beginning", "time", "rate", "price", "cost", "discount", "total",
                         "least", "most", "moment", "first", "last", "next", "weekend", "morning", "afternoon",
                         "evening", "night", "day", "week", "month", "year", "way", "other", "whole", "menu", "list",
                         "bill", "receipt", "tag", "label", "sign"})
# places said without "at the": one closed list
_PLACE_WORDS = re.compile(r"\b(online|in town|downtown|in the city|out of town|at home|at work|at school)\b")
# a price each: "each", "per", or an amount of money before "a"/"an" and its unit ("$2 a pound", "3 dollars a cup")
_PRICED = re.compile(r"\beach\b|\bper\b|\bapiece\b|\ba piece\b"
                     r"|\d (?:(?:dollars?|cents?|euros?|pounds?|bucks) )?an? [a-z]+"
                     r"|^\s*(?:an?|one) [a-z]+(?: [a-z]+)?(?: (?:at|in|on|from) [^\W\d_][\w' ]*?)?"
                     r" (?:is|costs?|sells for) [$€£¥]")
# a sentence, or a clause after ", and" / ", but"
_CLAUSE = re.compile(r"(?:[^.!?;,]|\.(?=\d)|,(?! (?:and|but)\b))+")  # "$1.25" is no sentence's end
NEEDED_WORDS = frozenset({"at", "from", "on", "in", "online", "downtown"})  # "at home", "in town": at, in
# the readers that multiply a price or a rate by a count
PRICED_OR_TOTALLING = TOTALLING | {"read_price", "read_bill", "read_roles"}


# a place named by a capitalised name ("At Costco, …", "in Paris", "from Best Buy"): not a month, a day or a title
_NAMED_PLACE = re.compile(r"\b(?i:at|in|from) ([A-Z][\w'&]*(?: [A-Z][\w'&]*)*)")
_NO_PLACE_NAMES = frozenset({"I", "January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                             "Saturday", "Sunday", "Christmas", "Easter", "First", "Total", "All", "Fact", "Addition"})


def _places(clause: str) -> set[str]:
    """The places a clause (as written) names."""
    folded = clause.lower()
    said = {m.group(1).strip() for m in _PLACE.finditer(folded) if m.group(1).split()[0] not in _NOT_PLACES}
    named = {m.group(1).lower() for m in _NAMED_PLACE.finditer(clause) if m.group(1).split()[0] not in _NO_PLACE_NAMES}
    return said | named | {m.group(1).split()[-1] for m in _PLACE_WORDS.finditer(folded)}


def bought_elsewhere(text: str) -> bool:
    """Whether the story tells a price each at one place and names another place in another clause."""
    story = text.strip()[:len(story_of(text))]  # its words as written: a place may be told by its capital
    clauses = [m.group() for m in _CLAUSE.finditer(story)]
    priced = [_PRICED.search(c.lower()) is not None for c in clauses]
    priced_at = {place for c, p in zip(clauses, priced) if p for place in _places(c)}
    return bool(priced_at) and any(_places(c) - priced_at for c, p in zip(clauses, priced) if not p)
