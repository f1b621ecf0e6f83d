"""Words of sequence and condition that do not change a composed story's reading, for compose_en.py (issue 15):

    "Lena ran 3 km in the morning and then ran 5 km in the evening. How many km did she run in all?"   3+5
    "Kara scored 18 points. If Nell scored 11 points, how many more points did Kara score than Nell?"  18-11

quantities_en.py refuses any clause with a word of sequence or condition (`DOUBT`): a composition of one operation
may be changed by them. Two are read here, each where it cannot change which operation is meant:

- "then", "after that", "afterwards", "later" that open a sentence or follow "and", a comma or the subject ("he then
  read"): an order between doings. The layer's operations (a sum of one doing, a difference whose side the words
  name, a rate times an amount, a part, a multiple) do not depend on order, so the word is dropped; a clause that
  told a state ("Then he had 8 apples": two levels of one holder, not a sum) is refused, and a question of sequence
  ("then", "before", "after") stays refused by compose_en.py.
- an "if" that states a given before the question ("If Mia bakes 4 cakes, how many cups …"): its clause is read as
  one more sentence of the story, and a question of "will" or "would" as asked of what the given gives ("how many
  pages will it print"). A counterfactual stays slow: an "if" clause of a past not told or a wish ("had baked",
  "were to"), with a word that undoes or changes what was told (instead, only, more, another, again, not …; `DOUBT`
  already), a question of "would have", or a clause that tells again what the story told (the same kind of quantity,
  holder, doing and unit: "A car travels 60 miles per hour. If it travels 50 miles per hour, …" overrides it).
"""

from __future__ import annotations

import re

from .quantities_en import Quantity, Unread
from .scene_en import scene_set

_OPENING = re.compile(r"^(?:then|after that|afterwards|later),? ")
_BETWEEN = re.compile(r"(?P<before> and|,) then ")
_SUBJECT_THEN = re.compile(r"^(?P<subject>(?:(?:the|a|an|his|her|my|our|their) )?[a-z']+) then (?=[a-z])")
_STATES = frozenset({"have", "be", "hold", "weigh", "contain", "cost", "get", "become"})
_GIVEN = re.compile(r"if (?P<given>[^,]+), (?P<asked>(?:how|what) .+)")
# a clause of "if" with these words undoes, replaces or adds to what the story told: not a given
_COUNTERFACTUAL = frozenset({"would", "could", "should", "instead", "only", "more", "less", "fewer", "another",
                             "again", "still", "already", "now", "ever", "else", "extra", "whole", "same", "doubled",
                             "tripled", "halved", "lost", "wish", "suppose"})
# "if she had baked", "if he were to buy": a past not told, or a wish ("if there were 6 boxes", "had 12" are givens)
_UNREAL = re.compile(r"\bhad (?:been|done|gone|made|bought|sold|got|gotten|run|won|paid|spent|read|had|given|taken|"
                     r"eaten|\w+ed)\b|\bwere to\b")
_HAVE_SAID = re.compile(r"\b(?:would|will|could|should|might) have\b")
_WILL = re.compile(r"\b(?:will|would)\b")


class Plainly:
    """What the story's words were read as: the sentences whose sequence word was dropped, the given of an "if"."""

    def __init__(self) -> None:
        self.sequenced: set[str] = set()
        self.given: str | None = None

    def told(self, sentence: str, q: Quantity, story: list[Quantity]) -> Quantity:
        """`q`, read from `sentence` after the quantities of `story`, where it may be read: one of a sentence that
        said "then" tells no state, and the given of an "if" (the story's last sentence) no quantity told already (an
        override, not a given)."""
        if sentence in self.sequenced and (q.verb is None or q.verb in _STATES):
            raise Unread(sentence)  # "Tom had 5 apples. Then he had 8 apples."
        if sentence == self.given and any(r.kind == q.kind and r.unit == q.unit and r.holder == q.holder
                                           and r.verb == q.verb and r.per_unit == q.per_unit and not _told_apart(q, r)
                                           for r in story):
            raise Unread(sentence)  # "A car travels 60 miles per hour. If it travels 50 miles per hour, …"
        return q


def _told_apart(a: Quantity, b: Quantity) -> bool:
    """Whether two clauses say words beyond their numbers, holders and articles that set them apart ("in the morning",
    "in the afternoon")."""
    quiet = {"a", "an", "the", "it", "he", "she", "they", "we", "i", "if", *a.slots, *b.slots}
    holders = set((a.holder or "").split()) | set((b.holder or "").split())
    return bool((a.words ^ b.words) - quiet - holders)


def plainly(told: list[str], asked: str, written: str) -> tuple[list[str], str, list[str], Plainly]:
    """The story's sentences with an "if" of a given read as a sentence, those that only set the scene set aside
    (scene_en.py) and sequence words dropped; the question; the one person the scene names; what was done (for
    `Plainly.told`)."""
    done = Plainly()
    if (split := _GIVEN.fullmatch(asked)) is not None:  # "… . If Mia bakes 4 cakes, how many cups …"
        told, asked, done.given = [*told, split["given"]], split["asked"], split["given"]
    elif told and told[-1].startswith("if "):  # "If Lucy swam 12 laps …, how many …": split at its last comma
        told = [*told[:-1], told[-1][3:]]
        done.given = told[-1]
    if done.given is not None:
        if "n't" in done.given or set(done.given.split()) & _COUNTERFACTUAL or _UNREAL.search(done.given) \
                or _HAVE_SAID.search(asked):
            raise Unread(done.given)
        asked = _WILL.sub("does", asked)  # "how many pages will it print": what the given gives, asked as told
    told, named = scene_set(told, asked, written)
    out = []
    for sentence in told:
        plain = _SUBJECT_THEN.sub(r"\g<subject> ", _BETWEEN.sub(r"\g<before> ", _OPENING.sub("", sentence)))
        if plain != sentence:
            done.sequenced.add(plain)
            done.given = plain if sentence == done.given else done.given
        out.append(plain)
    return out, asked, named, done
