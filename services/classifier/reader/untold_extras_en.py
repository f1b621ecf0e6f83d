"""Amounts a story tells beside its numbers but never counts, in English (issue 15, red team 31): a reading of the
numbers alone leaves them out, so the request goes slow.

- an untold amount beside equal groups or a rate ("each of the 5 teams has 11 players and some subs", "4 chairs at
  each table and many have a high chair too", "a number of rabbits running loose"): the total is more than the
  groups hold, by an amount not said;
- a rate with an extra said only at times ("8 hours a day, and more when needed", "30 pages a day, sometimes more",
  "and occasionally a longer trip"): the rate times the period is not what was done;
- a cap, a limit or a minimum beside a rate ("$3 an hour with a daily cap", "a minimum charge"): the rate times the
  period may be past it, or short of it;
- a charge named with no amount beside a rate or prices ("$30 a month for internet and a phone bill", "billed yearly
  with a discount", "plus a parking fee"): the total is more, or less, by an amount not said;
- a rate told of a past period, asked now or later ("Omar ran 5 km a day last month. How many km does he run in 2
  weeks?", "back then the bus came every 20 minutes"): the rate may not be today's (a year said alone, "in 2019",
  is not read: a birth year says it as often);
- a deal named beside prices ("buy one get one free", "BOGO", "2 for 1", "second item half off"): what is paid is
  not the prices times the count;
- a rate in money told as a past one with its currency sign ("used to save $20 a week", "previously paid $30 a
  month", "used to earn £12 an hour"): the rate may not be today's (rate_doers_en.py reads the digits' own form).

Read on the story, the text before its last sentence (the question's "how many" is no amount).
"""

from __future__ import annotations

import re

# the readers that multiply groups or a rate by a count of them
TOTALLING = frozenset({"read_group_totals", "read_equal_groups", "read_whole_groups", "read_each_of_several",
                        "read_rate", "read_period_rate_en", "read_priced_period"})
# words that stand for an amount no one counts ("some subs", "a few teachers", "many have a high chair", "more" not
# after a number, "extra folding seats"), after the story's first number (before it they set a topic: "Zoe was
# unboxing some of her old clothes. She found 8 boxes …"); not "some of" (a part of a thing named), not a time ("a few
# minutes later"), not "5 extra tickets"
_UNTOLD_AMOUNT = re.compile(
    r"\b(?:some(?! of\b)|several|(?<!how )(?<!as )(?<!so )(?<!too )(?<!that )many|a few|a couple|a handful|a number of"
    r"|lots of|a lot of|plenty of|(?<!\d )extra)\b"
    r"(?!\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|times?)\b)"
    r"|(?<![\d,.%]\s)(?<![\d,.%])\b(?:and|or|hold|holds|have|has|plus)\s+more\b(?!\s*\?)")
# a bound on what the rate gives ("with a daily cap", "capped at", "a minimum charge"; not "bottle caps", "the ceiling")
_BOUND = re.compile(r"\b(?:daily|weekly|monthly|yearly|a|price|spending) (?:cap|ceiling)\b|\bcapped\b|\bmaximum\b"
                    r"|\bminimum\b|\blimits?\b")
# a charge named with no amount ("and a phone bill", "with a discount", "plus tax"; not "an 18% tip", "including tax")
_UNPRICED_CHARGE = re.compile(r"\b(?:with|plus|and|minus)\s+(?:(?:a|an|some|the)\s+)?(?:[a-z-]+\s+)?(?:discount|fee|"
                              r"surcharge|bill|charge|tax|tip|bonus|deposit|rebate|penalty|fine|commission)s?\b")
_FIRST_NUMBER = re.compile(r"\d")
_PURPOSE = re.compile(r"\bto [a-z]+ $")  # "eggs to bake some cakes": what the things are for
# an extra said to happen only at times
_AT_TIMES = re.compile(r"\b(?:when|as|if) (?:needed|necessary|required)\b|\b(?:sometimes|occasionally|now and then"
                       r"|from time to time|every so often|on occasion|at times|every now and then)\b")
_PAST_MONEY_RATE = re.compile(r"\b(?:used to|no longer|previously|formerly)\s+(?:[a-z]+\s+){1,2}?[$£€¥]\s?\d[\d,]*"
                              r"(?:\.\d+)?\s+(?:[a-z-]+\s+)?(?:a|an|per|each|every)\s+[a-z]+")
# a past period or moment a rate is told of, a rate per a period, and a question asked now or later
_PAST_TIME = re.compile(r"\b(?:last|past|previous) (?:week|month|year|summer|winter|spring|fall|autumn|season|term"
                        r"|semester)\b|\bback then\b|\b\d+ (?:years?|months?|weeks?) ago\b")
_PER_PERIOD = re.compile(r"\b(?:a|an|per|each|every)\s+(?:\d+\s+)?(?:second|minute|hour|day|night|week|month|year)s?\b")
_ASKED_NOW = re.compile(r"\b(?:does|do|is|are|will|can|now)\b")
_ASKED_THEN = re.compile(r"\b(?:did|was|were|had)\b")
_DEAL = re.compile(r"\bbogo\b|\bbuy[- ](?:one|1|two|2)[-, ]+get[- ](?:one|1)\b|\b(?:2|two)[- ]for[- ](?:1|one)\b"
                   r"|\bsecond (?:one|item|pair|\w+)? ?(?:half[- ]off|half[- ]price|free|at half)")
NEEDED_WORDS = frozenset({
    "some", "several", "many", "few", "couple", "handful", "number", "lots", "lot", "plenty", "extra", "more", "cap",
    "ceiling", "capped", "maximum", "minimum", "limit", "limits", "needed", "necessary", "required", "sometimes",
    "occasionally", "then", "time", "often", "occasion", "times", "last", "past", "previous", "back", "ago", "bogo",
    "buy", "for", "second", "used", "with", "plus", "and", "minus", "longer", "previously", "formerly"})
_LAST_SENTENCE = re.compile(r"[.!;?]\s+(?=[^.!;?]*[.!;?]?\s*$)")


def story_of(text: str) -> str:
    """The text before its last sentence, lowered; the whole text where it is one sentence."""
    folded = text.lower().strip()
    cut = None
    for cut in _LAST_SENTENCE.finditer(folded):
        pass
    return folded[:cut.start()] if cut is not None else folded


def _asked(text: str) -> str:
    """The last sentence, lowered."""
    folded = text.lower().strip()
    return folded[len(story_of(text)):] if story_of(text) != folded else folded


def untold_extra(text: str, reader: str) -> bool:
    """Whether the story tells an amount beside its numbers that the reading cannot count, a rate of a past period
    asked now, or a deal on the prices."""
    if not text.isascii() and any("\u3000" <= c <= "\u9fff" for c in text):
        return False  # Chinese: its own guards
    story = story_of(text)
    if _PAST_MONEY_RATE.search(story) or _AT_TIMES.search(story) or _DEAL.search(text.lower()):
        return True
    if _PAST_TIME.search(story) and _PER_PERIOD.search(story):
        asked = _asked(text)
        if _ASKED_NOW.search(asked) and not _ASKED_THEN.search(asked) and not _PAST_TIME.search(asked):
            return True
    if reader in TOTALLING and (_BOUND.search(story) or _UNPRICED_CHARGE.search(story)):
        return True
    first = _FIRST_NUMBER.search(story) if reader in TOTALLING else None
    return first is not None and any(not _PURPOSE.search(story, 0, m.start())
                                     for m in _UNTOLD_AMOUNT.finditer(story, first.end()))
