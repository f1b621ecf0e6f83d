"""Days of a span that its dates bound, in English (issue 15, red team 32): "A festival runs from July 10 to July 14.
How many days does the festival run?", "Summer camp is July 6 to July 10. How many days of camp are there?", "The
show is open from March 1 to March 10. How many days is it open?", "How many days from June 3 through June 7?". A
thing that takes up the days from one date to another counts both ends (5 days of camp) where the difference of the
dates (4) counts one: the request is read two ways and goes slow. So does a span said with "through" (both ends, by
the words; the difference is what the reader computes). Where the request says how the ends count ("counting both
ends", "inclusive", "excluding the last day"), dates.py reads it so and this check stays out.

A date difference asked in one sentence of its own stays read: "How many days from August 1 to August 20?", "How
many days is it from … to …?", "How many days are there between … and …?", "Today is August 1 and my birthday is
August 20. How many days until my birthday?".
"""

from __future__ import annotations

import re

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_DATE = (rf"(?:{_MONTH} {_DAY}(?:,? \d{{4}})?|(?:the )?{_DAY}(?: of)? {_MONTH}(?:,? \d{{4}})?"
         rf"|\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?)")
# one date to another ("July 6 to July 10", "June 3 through 7", "2027-05-02 - 2027-05-06")
_SPAN = re.compile(rf"\b{_DATE}\s*(?:to|until|till|through|thru|-|–|—)\s*(?:the )?(?:{_DATE}|{_DAY}\b)")
# both ends counted by the words
_THROUGH = re.compile(r"\b(?:through|thru)\b")
# how the ends count, said: dates.py reads it
_ENDS_SAID = re.compile(r"\b(?:inclusive|inclusively|exclusive|including|excluding|counting|both ends|both days|"
                        r"both dates)\b")
# a question about what takes up the days, where the span is told in it ("how many days does it last from …")
_TAKING_UP = re.compile(r"\b(?:last|lasts|lasted|run|runs|ran|open|held|stay|stayed|camp|trip|festival|vacation|"
                        r"holiday|visit|conference|sale|show|exhibit|exhibition|tournament|course)\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
SPAN_WORDS = frozenset({"to", "until", "till", "through", "thru"})
SPAN_MARKS = ("-", "–", "—")


def days_of_a_span(text: str) -> bool:
    """Whether a date difference is asked of days a span takes up: the span told in the story, or in a question
    about what takes up the days, or said with "through"; not where how the ends count is said."""
    folded = text.lower()
    sentences = [s for s in _SENTENCE_END.split(folded.strip()) if s]
    if not sentences or not any(_SPAN.search(s) for s in sentences) or _ENDS_SAID.search(folded):
        return False
    asking = [i for i, s in enumerate(sentences) if s.endswith("?")]
    last = asking[-1] if asking else len(sentences) - 1  # the question, not a "Thanks!" after it
    story, question = sentences[:last], sentences[last]
    return (_THROUGH.search(folded) is not None or any(_SPAN.search(s) for s in story)
            or (_SPAN.search(question) is not None and _TAKING_UP.search(question) is not None))
