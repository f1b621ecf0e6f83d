"""A verb of saying just before a he or she ("Mia told her mom she had 18"): the pronoun may be the one who spoke or
the one spoken to, so the pronoun check (pronouns.py) weighs every person the saying could report."""

from __future__ import annotations

import re

# A verb of saying, asking or knowing, its hearer and a "that" / "if" after it: what follows is reported speech
REPORTED_EN = re.compile(r"\b(?:tell|tells|told|say|says|said|ask|asks|asked|think|thinks|thought|know|knows|knew|"
                         r"believe|believes|believed|hear|heard|write|wrote|text|texted|remind|reminded|promise|"
                         r"promised|explain|explained|claim|claimed)(?: [a-z']+){0,2}(?: that| if| whether)? $")


def reported_before(lowered: str, at: int) -> bool:
    """Whether a verb of saying ends the text before `at` (`REPORTED_EN`), searched from the fifth space back: a match
    holds at most four (the verb, two words, "that", the last), so it cannot start before it."""
    parts = lowered[:at].rsplit(" ", 5)
    return REPORTED_EN.search(lowered, len(parts[0]) + 1 if len(parts) == 6 else 0, at) is not None
