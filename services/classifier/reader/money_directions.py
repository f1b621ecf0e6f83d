"""Money asked the other way from the way it was told: "Ann earns 12 dollars per hour. How much does Ann spend
in 5 hours?" — what is earned says nothing of what is spent (nor the other way round), so a request whose
question asks spending where the story only earns (or earning where it only spends) is not read."""

from __future__ import annotations

import re

_EARNED = re.compile(r"\b(?:earn|earns|earned|earning)\b|赚|挣")
_SPENT = re.compile(r"\b(?:spend|spends|spent|spending)\b|花了|花掉|花去|花多少")
_LAST_CLAUSE = re.compile(r"[^.?!;。？！；,，]*[?？!！.。]?\s*$")


def money_asked_the_other_way(text: str) -> bool:
    lowered = text.lower().strip()
    question = _LAST_CLAUSE.search(lowered)
    if question is None or question.start() == 0:
        return False
    story, asked = lowered[:question.start()], question.group(0)
    return bool(_SPENT.search(asked) and _EARNED.search(story) and not _SPENT.search(story)
                or _EARNED.search(asked) and _SPENT.search(story) and not _EARNED.search(story))
