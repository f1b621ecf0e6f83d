"""One doing told over two periods, its sort said the first time only (for roles.py; issue 15, MAWPS one-step):
"Sam went to 14 football games this year. He went to 29 games last year. How many football games did Sam go to in
all?" — the 29 games are football games too: the second clause tells more of the same doing, only in another period.

Read only where the story has exactly two amounts, both by the same verb (a doing, not a having), of the same noun,
each with a period of its own and the two periods differ ("this year" and "last year", "this season" and "last
season"); the first told with a sort and the second with none; the second by the same doer (or a pronoun, or no one
new); and the question asks a total of that same sort by that same verb. Anything else is left as it was (another
sort asked, a third amount, two doers, the same period twice, "how many more"): the roles reader decides.

Also a part that tells the games missed beside those gone to ("went to 4 hockey games this year, but missed 7"): the
missed ones are not gone to, and are set aside where the question asks the games gone to, in all.
"""

from __future__ import annotations

from dataclasses import replace

from .role_words import Ask, Quantity
from .tokens import Tok

_DOINGS = frozenset({"act", "gain"})


def sort_carried_to_another_period(quantities: list[Quantity], ask: Ask) -> list[Quantity]:
    """`quantities` with the second one given the first one's sort where the story tells one doing in two periods."""
    if len(quantities) != 2 or ask.kind != "total" or not ask.sort:
        return quantities
    first, second = quantities
    if first.sort != ask.sort or second.sort or not first.period or not second.period \
            or first.period == second.period or first.role not in _DOINGS or second.role != first.role \
            or not first.verb or second.verb != first.verb or ask.verb not in ("", first.verb) \
            or not first.noun or second.noun != first.noun or ask.noun != first.noun \
            or second.actor not in ("", first.actor) or ask.actor not in ("", first.actor) \
            or first.unit or second.unit or first.unknown or second.unknown:
        return quantities
    return [first, replace(second, sort=first.sort)]


_GONE_TO = ("went", "to")
_MISSED = "missed"


def without_games_missed(tokens: list[Tok]) -> list[Tok]:
    """`tokens` without ", but missed 7" said right after "went to 4 hockey games this year" (the question asking the
    games gone to, "go to … in all"); unchanged otherwise."""
    values = [t.value for t in tokens]
    if _MISSED not in values:
        return tokens  # the cheap test first, in C: most stories miss nothing
    for k in range(len(tokens) - 3):
        if values[k] == "," and values[k + 1] == "but" and values[k + 2] == _MISSED and tokens[k + 3].type == "NUM" \
                and (k + 4 == len(tokens) or tokens[k + 4].type == "COMMA") and _gone_to_before(values[:k]) \
                and _asks_gone_to_in_all(values):
            return [*tokens[:k], *tokens[k + 4:]]
    return tokens


def _gone_to_before(values: list[str]) -> bool:
    """The clause before the comma says someone went to an amount of something (a NUM slot after "went to")."""
    start = max((i + 1 for i, v in enumerate(values) if v in (".", ",", "?", "!")), default=0)
    clause = values[start:]
    return any(tuple(clause[i:i + 2]) == _GONE_TO and clause[i + 2:i + 3] and clause[i + 2].startswith("<n")
               for i in range(len(clause) - 2))


def _asks_gone_to_in_all(values: list[str]) -> bool:
    asked = values[max((i + 1 for i, v in enumerate(values) if v in (".", "?", "!") and i < len(values) - 1),
                       default=0):]
    said = " ".join(asked)
    return "how many" in said and " go to " in f" {said} " and any(w in said for w in ("in all", "in total",
                                                                                      "altogether"))
