"""The first of two steps, in English (issue 15, MAWPS multi-step): the count two of a story's numbers give, told in
order (`first_step_of`): two counts of one thing added ("bought 5 boxes of lemon tea and 3 boxes of mint tea"), a start
less what was sold, eaten, given, used or lost ("had 40 kittens. It sold 16 of them"), or a start and another batch
got ("had 18 robots. It got another 30 robots"); and the words around a count the steps read (`thing_after`,
`run_after`, `clause_around`, `words_between`).

Taken out of two_steps_en.py, which reads the second steps.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.rulematch import verb_lemma

from .equal_groups import noun_after, noun_at

Words = list[tuple[str, str]]
EACH_WORDS = frozenset({"each", "every"})
_STATES = frozenset({"has", "have", "had", "is", "are", "was", "were"})
START_VERBS = frozenset({"had", "has", "have", "bought", "made", "baked", "picked", "caught", "collected", "received", "got",
                    "found", "grew", "packed", "owned", "cooked", "printed", "built", "won"})
LOSS_VERBS = frozenset({"sold", "ate", "gave", "lost", "used", "drank", "spent", "threw", "donated", "dropped", "broke",
                   "deleted"})
GIVEN_TO = frozenset({"gave", "sold", "lent", "handed", "sent"})
GAIN_VERBS = frozenset({"got", "received", "bought", "another", "found", "added"})
# the words that may stand before a change of the holder's own: a pronoun for the holder, or a time
HOLDER_SAID = frozenset({"he", "she", "it", "they", "i", "we", "you", "then", "later", "also", "soon", "next", "after",
                          "that", "yesterday", "today", "if"})
CHANGE_WORDS = START_VERBS | LOSS_VERBS | GAIN_VERBS
_WHEN_OR_WHERE = frozenset({"in", "on", "at", "during", "after", "before", "by", "for"})  # "For lunch they handed out 5"
_PRONOUN_DOERS = frozenset({"he", "she", "it", "they", "i", "we"})


def thing_after(story: Words, k: int) -> str:
    """The head noun after the number at k, "inside" read as a stop ("8 pieces inside it": piece)."""
    if [kind for kind, _ in story[k + 1:k + 3]] == ["W", "W"] and story[k + 2][1] == "inside":
        return noun_at(story[k + 1][1])
    return noun_after(story, k)


def run_after(story: Words, k: int) -> list[str]:
    """The words from the number at k to its head noun ("3 blue chairs": blue, chairs), or none."""
    head = thing_after(story, k)
    run = []
    for kind, w in story[k + 1:k + 4]:
        if kind != "W":
            break
        run.append(w)
        if noun_at(w) == head:
            return run
    return []


def clause_around(story: Words, k: int) -> Words:
    """The words of the clause around position k (to the commas and full stops either side)."""
    first = max((i for i in range(k) if story[i][0] == "P"), default=-1) + 1
    last = next((i for i in range(k, len(story)) if story[i][0] == "P"), len(story))
    return story[first:last]


def words_between(story: Words, i: int, j: int) -> list[str]:
    return [w for kind, w in story[i + 1:j] if kind == "W"]


def first_step_of(story: Words, i: int, j: int, counts: dict[int, Fraction]) -> tuple[str, str, Fraction, str] | None:
    """The count two numbers give, told in this order (i before j): (its noun, its expression, its value, how: "sum",
    "rest" or "more"), or None where the words between them say another step or none."""
    a, b = counts[i], counts[j]
    noun_i, noun_j = noun_after(story, i), noun_after(story, j)
    between = words_between(story, i, j)
    said_before_i = {w for kind, w in clause_around(story, i) if kind == "W"}
    of_them = [w for _, w in story[j + 1:j + 3]] == ["of", "them"] or [w for _, w in story[j + 1:j + 2]] == ["of"] \
        and noun_after(story, j + 1) == noun_i
    said_after_j = story[j + 1] if j + 1 < len(story) else ("P", "")
    # "33 pieces then": the noun read by its word where noun_after takes "then" for it
    same = noun_j == noun_i or of_them or said_after_j[0] == "W" and noun_at(said_after_j[1]) == noun_i
    if not noun_i or not same and noun_j:
        return None
    between = ["gave" if w == "handed" and between[x + 1:x + 2] == ["out"] else w for x, w in enumerate(between)]
    changes = [w for w in between if w in LOSS_VERBS | GAIN_VERBS]  # "handed out 5 to students" gives them away
    if not changes and "and" in between and not set(between) & (EACH_WORDS | _STATES) and _one_doing(story, i, j):
        # "had 20 … and today she has 16": two states, not two counts to add
        if bool(set(run_after(story, i)[:-1]) - {"more"}) != bool(set(run_after(story, j)[:-1]) - {"more"}):
            return None  # "8 red pens and 5 pens": the 5 may hold the red ones, a sort beside the whole
        return noun_i, f"({a}+{b})", a + b, "sum"  # two counts of one thing, one doing
    if not said_before_i & START_VERBS:
        return None
    losses = [w for w in between if w in LOSS_VERBS]
    gains = [w for w in between if w in GAIN_VERBS] + [w for _, w in story[j + 1:j + 2] if w == "more"]
    if _each_of_unsaid_many(story, j):
        return None  # "handed out 6 to each friend": 6 a friend, the friends never counted
    if not of_them and done_by_another(story, j):
        return None  # "his dog ate 7 boxes", "the club received another 12 shells": whose things changed is not said
    if len(losses) == 1 and not gains and a > b:
        return noun_i, f"({a}-{b})", a - b, "rest"
    if gains and not losses:
        return noun_i, f"({a}+{b})", a + b, "more"
    return None


def _each_of_unsaid_many(story: Words, j: int) -> bool:
    """The count at j said of each of some ("6 to each friend", "3 apiece", "5 each"): a change per one of them."""
    end = next((x for x in range(j + 1, j + 5) if x >= len(story) or story[x][0] != "W"), j + 5)  # the clause's end
    return any(w in EACH_WORDS | {"apiece"} and (x <= 1 or story[j + x][1] in ("to", "for", "per"))
               for x, (_, w) in enumerate(story[j + 1:end]))


_LINKS = frozenset({"but", "so", "yet", "if", "when", "after", "later", "soon", "just"})


def done_by_another(story: Words, j: int) -> bool:
    """The count at j taken or got by a doer of its own ("his dog ate 7 boxes", "and his sister gave 7 boxes away",
    "the club received another 12 shells"), not the story's holder, a pronoun or no one: whose things changed is said
    only by "of them"."""
    first = max((x for x in range(j) if story[x][0] == "P"), default=-1) + 1
    words = [w for kind, w in story[first:j] if kind == "W"]
    cut = max((k + 1 for k, w in enumerate(words) if w in ("and", "then")), default=0)
    if cut and words[cut - 1] == "then":  # "and his friend then bought 4 more": the doer is before "then"
        back = max((k + 1 for k, w in enumerate(words[:cut - 1]) if w in ("and", "then")), default=0)
        doer = [w for w in words[back:cut - 1] if w not in _LINKS]  # "but then bought": no doer
        if doer and not any(w in CHANGE_WORDS for w in doer):
            words = doer + words[cut:]
            cut = 0
    words = words[cut:]
    doing = next((k for k, w in enumerate(words) if w in CHANGE_WORDS or words[k:k + 2] == ["handed", "out"]), len(words))
    if words[:1] and words[0] in _WHEN_OR_WHERE and 0 < doing and words[doing - 1] in _PRONOUN_DOERS:
        return False  # "In a hard part of the game she lost 14 lives": a time or place, then the holder's pronoun
    opening = [w for kind, w in story if kind == "W"]
    holder = set(opening[:next((k for k, w in enumerate(opening) if w in START_VERBS), 0)])
    return not set(words[:doing]) <= holder | HOLDER_SAID


def _one_doing(story: Words, i: int, j: int) -> bool:
    """The two counts told in one sentence, by one doing: no verb between them but the one before the first ("packed 6
    crates and on Tuesday he packed 4 more crates"), never "putting them on sale and getting rid of 20 of them"."""
    if any(kind == "P" for kind, _ in story[i + 1:j]):
        return False
    first = max((x for x in range(i) if story[x][0] == "P"), default=-1) + 1
    doing = next((verb_lemma(w) for kind, w in reversed(story[first:i]) if kind == "W" and verb_lemma(w)), None)
    return all(verb_lemma(w) in (None, doing) for w in words_between(story, i, j))
