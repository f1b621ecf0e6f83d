"""Money kept in a place of someone's (an account, a wallet, a piggy bank), for the guards:

- `one_place_told_and_asked`: "Leo had $120 in his bank account. He spent $45. How much money is left in his account?"
  — the story names one place, with the amount had ("$120 in his bank account"), and the question asks of that
  place ("in his account": the told place's last words, the same owner). Then "in his account" names no other unit
  of money, whichever reader read it. Two places told ("in his account and $30 in his wallet"), money moved "into"
  or "to" a place, another person named ("… and her brother withdrew $120"), another place asked, money earned, got
  or found (the holder's, not said to be put in the place: "He earned $45. How much money is in his account now?") or
  a change not made ("She might put in $25 more") are not so.
- `withdrawn_asked_of_the_holder`: "Nina had $300 in her account. She withdrew $120. How much money does Nina have?"
  — money taken out of a place is still its holder's: asked of the holder, not of the place, nothing was lost.
"""

from __future__ import annotations

from ..slots import Slots
from .tokens import Tok, last_clause_start
from .units import MONEY_NAMES, amount_unit
from .pronouns import is_person_name
from .vocab_en import MODALS_EN, PEOPLE_NOUNS_EN, POSSESSIVES_EN

# Words that say where money goes or comes from, before an owner's place
_PLACE_WORDS = frozenset({"in", "into", "to", "from", "out of", "inside"})
WITHDRAWN = frozenset({"withdrew", "withdraws", "withdraw", "withdrawn", "withdrawing", "took out", "takes out",
                       "take out", "taken out", "transferred", "transfers", "moved", "moves"})
# A change wished or supposed, not made: "She might put in $25 more", "wants to spend $45"
_NOT_DONE = MODALS_EN | {"wants", "want", "wanted", "plans", "planned", "hopes", "hoped", "needs", "needed", "if"}
# The one who acts for a place of theirs, and words that name another means or place of the money than the place told
_SUBJECT_OF = {"his": "he", "her": "she", "my": "i", "our": "we", "their": "they", "your": "you"}
_MEANS = frozenset({"in", "with", "by", "using", "via", "from", "through", "cash", "card", "check", "cheque", "credit",
                    "debit"})
# Money that comes to its holder, not to a place of theirs
_TO_THE_HOLDER = frozenset({"earned", "earns", "earn", "received", "receives", "receive", "got", "gets", "get", "found",
                            "finds", "won", "wins", "given", "gave", "paid", "made", "makes", "collected", "raised"})


def _places(part: list[Tok]) -> list[tuple[int, str, tuple[str, ...]]]:
    """Each "in his bank account" of `part`: where it starts, the owner, and the place's words after the owner."""
    found = []
    for k, t in enumerate(part[:-2]):
        if t.value in _PLACE_WORDS and part[k + 1].value in POSSESSIVES_EN:
            words = []
            for after in part[k + 2:]:
                if after.type != "WORD" or after.value in _PLACE_WORDS:
                    break
                words.append(after.value)
            found.append((k, part[k + 1].value, tuple(words)))
    return found


def one_place_told_and_asked(tokens: list[Tok]) -> bool:
    """Whether the story tells one place of someone's, right after the first amount had in it, and the question asks
    of that place and of no other (see the module's docstring)."""
    last = last_clause_start(tokens)
    story, question = tokens[:last], tokens[last:]
    told, asked = _places(story), _places(question)
    if len(told) != 1 or len(asked) != 1 or any(t.value in _TO_THE_HOLDER or t.value in _NOT_DONE for t in story):
        return False
    if _another_person(story):
        return False  # "… and her brother withdrew $120": whose doing, out of whose place
    (at, owner, words), (_, asked_owner, asked_words) = told[0], asked[0]
    amounts = [k for k, t in enumerate(story) if t.type == "NUM"]
    return story[at].value == "in" and bool(amounts) and amounts[0] == at - 1 and owner == asked_owner \
        and bool(asked_words) and words[len(words) - len(asked_words):] == asked_words \
        and _later_clauses_of_the_owner(story, owner)


def _another_person(story: list[Tok]) -> bool:
    """Whether the story names a person besides its first word's ("her brother", "Tom" after "Jen had …")."""
    first = story[0].value.lower()
    return any(t.type == "WORD" and (t.value.lower() in PEOPLE_NOUNS_EN
                                     or (t.value.lower() != first and is_person_name(t.value.capitalize())))
               for t in story[1:])


def _later_clauses_of_the_owner(story: list[Tok], owner: str) -> bool:
    """Whether each clause after the first is the owner's own doing ("He spent $45", "Then she put in $25 more"), with
    no other means or place of the money ("in cash", "with his card": not out of the place)."""
    ends = [k for k, t in enumerate(story) if t.type == "COMMA"]
    subjects = {story[0].value, _SUBJECT_OF.get(owner, "")}
    for end in ends[:-1] if ends and ends[-1] == len(story) - 1 else ends:  # the story's own last stop ends nothing
        part = story[end + 1:next((k for k in ends if k > end), len(story))]
        clause = [t.value for t in part]
        if clause[:1] in (["then"], ["later"]):
            clause = clause[1:]
        means = [w for k, w in enumerate(clause) if w in _MEANS and not (w == "in" and k + 1 < len(clause)
                                                                          and clause[k + 1].startswith("<n"))]
        if not clause or clause[0] not in subjects or means:  # "put in $25" is into the place: "in cash" is not
            return False
    return True


def withdrawn_asked_of_the_holder(tokens: list[Tok], slots: Slots) -> bool:
    """Money taken out of a place ("withdrew $120"), asked of no place (see the module's docstring)."""
    last = last_clause_start(tokens)
    return any(t.value in WITHDRAWN and tokens[k + 1].type == "NUM"
               and amount_unit(tokens, k + 1, slots) in MONEY_NAMES
               for k, t in enumerate(tokens[:last])) and not _places(tokens[last:])
