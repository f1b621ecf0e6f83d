"""The story the two-step readers of English read (issue 15, MAWPS multi-step): one person's story with three counts
and no other number, asked "how many" or "how much" (`three_counts_asked`), and the checks of its words: the question's
words all the story's or asking words (`unknown_words`), the thing asked named as the story names it
(`without_stuff_named`), the names said (`names_in`), one sort asked of several (`sort_asked`).

Taken out of two_steps_en.py, which reads the second steps; first_steps_en.py reads the first.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from ..slots import Slots
from .equal_groups import head_noun, noun_at, question_start, word_pairs
from .first_steps_en import GIVEN_TO, LOSS_VERBS, Words, run_after
from .kept_for_tokens import kept_for_tokens
from .kinds_en import KINDS
from .per_time_en import per_time
from .pronouns import is_person_name
from .role_words import lemma
from .tokens import TYPE_OF, Tok
from .time_words import MONTHS_EN, WEEKDAYS_EN
from .units import MONEY_NAMES, UNIT_NAMES, canonical_unit
from .vocab_en import KIN_EN

_CAPITALISED = re.compile(r"\b[A-Z][a-z]+\b")
_SENTENCE_START_OR_PLACE = re.compile(r"[.?!]\s*$|\b(?:[Ff]or|[Oo]n|[Aa]t|[Ii]n|[Ff]rom|[Tt]o)\s+$")
# Words that make an amount unsure, negated, partial or conditional on more than the story tells
UNSURE_WORDS = frozenset({"about", "around", "nearly", "almost", "roughly", "approximately", "least", "most", "over", "some",
                     "not", "didn't", "don't", "doesn't", "never", "no", "n't", "only", "except", "but", "or", "half",
                     "twice", "double", "times", "percent", "%", "than", "extra", "broken", "cracked", "empty", "full",
                     "should", "might", "may", "maybe", "usually", "per", "others", "other", "another's", "instead"})
# The words a question may say besides the story's own
ASKING_WORDS = frozenset({"how", "many", "much", "did", "does", "do", "is", "are", "was", "were", "will", "would", "can",
                     "could", "in", "all", "total", "altogether", "together", "combined", "there", "he", "she", "they",
                     "it", "we", "i", "you", "have", "has", "had", "left", "now", "still", "use", "used", "fill",
                     "filled", "need", "needed", "make", "made", "get", "got", "be", "were", "with", "on", "at",
                     "inside", "a", "an", "the", "his", "her", "their", "its", "our", "my", "your", "them", "remaining",
                     "each", "pick", "up", "to", "complete", "finish", "end"})
# Words the question may not say: it asks another amount than the steps give
NOT_ASKED = frozenset({"more", "less", "fewer", "than", "every", "one", "per", "of", "single", "first",
                        "second", "last", "only", "and", "or", "extra", "spare"})


def _copied(told: tuple[Words, Words, list[str], list[int], list[Fraction]] | None,
            ) -> tuple[Words, Words, list[str], list[int], list[Fraction]] | None:
    return None if told is None else (list(told[0]), list(told[1]), list(told[2]), list(told[3]), list(told[4]))


@kept_for_tokens(_copied)  # two_steps, two_changes, split_steps and priced_steps ask it of the same tokens
def three_counts_asked(tokens: list[Tok], slots: Slots, value_of: Callable[[Slots, str], Fraction | None] | None = None,
                       ) -> tuple[Words, Words, list[str], list[int], list[Fraction]] | None:
    """A story of one person with three counts and no other number, asked "how many" or "how much": its words, the
    story's, the question's, where the counts stand in the story and their values (None: not such a story); a
    reader may read the numbers with its own `value_of` (priced_steps_en.py: a count or a price)."""
    if list(map(TYPE_OF, tokens)).count("NUM") != 3:
        return None  # the cheap count first: word_pairs gives each NUM token one pair, and the story needs three
    value_of = value_of or count_of_slot
    words = word_pairs(tokens, slots)
    start = question_start(words)
    if start <= 0 or any(kind == "NUM" for kind, _ in words[start:]):
        return None
    story, question = words[:start], [w for kind, w in words[start:] if kind == "W"]
    at = [k for k, (kind, _) in enumerate(story) if kind == "NUM"]
    if len(at) != 3 or question[:2] not in (["how", "many"], ["how", "much"]) \
            or not _one_person(slots.original, story, question) or per_time([w for _, w in words]):
        return None
    values = [value_of(slots, story[k][1]) for k in at]
    return None if any(v is None for v in values) else (words, story, question, at, values)


def count_of_slot(slots: Slots, slot: str) -> Fraction | None:
    """A whole count of things said plainly (no percentage, ordinal or fraction), or None."""
    number = slots.number(slot)
    measured = number.unit and (number.unit in MONEY_NAMES or canonical_unit(number.unit) in UNIT_NAMES)
    if number.percent or number.ordinal or measured or number.value <= 0 or Fraction(number.value).denominator != 1:
        return None
    return Fraction(number.value)


def _one_person(text: str, story: Words, question: list[str]) -> bool:
    """At most one person named (a capitalised first name), and no kin of theirs doing anything but receiving ("gave 7
    boxes to his brother"), taking from the story's things ("his sister ate 6 of them") or being counted ("each van
    carries 7 children"): never "his brother has" beside the story's holder."""
    if len(names_in(text)) > 1:
        return False
    for k, (kind, w) in enumerate(story):
        if kind == "W" and noun_at(w) in KIN_EN:
            before = [x for _, x in story[max(0, k - 3):k]]
            after = story[k + 1][1] if k + 1 < len(story) else ""
            given = set(before[-2:]) & GIVEN_TO  # "gave her mother 26 of them": receiving
            if not (story[k - 1][0] == "NUM" or "to" in before or given or after in LOSS_VERBS):
                return False  # counted, given to, or taking from the story's things ("his sister ate 6 of them")
    asked = head_noun(question[2:])
    return not any(noun_at(w) in KIN_EN and noun_at(w) != asked for w in question)


def unknown_words(story: Words, question: list[str]) -> bool:
    """A question word the story never says, by its base form ("sell" of "sold"), nor a question says, nor the name of
    kinds (kinds_en.py)."""
    def forms(w: str) -> set[str]:
        return {w, noun_at(w), lemma(w, "VERB")} if w.isalpha() else {w}
    known = set().union(*(forms(w) for kind, w in story if kind == "W"))
    return any(w not in ASKING_WORDS and not forms(w) & (known | KINDS.keys()) for w in question)  # "birds" of ducks


def without_stuff_named(story: Words, question: list[str]) -> list[str]:
    """"How many sticks of gum" where the story says "8 sticks of gum": the thing asked named as the story names it,
    one word after "of"; the "of" goes, so that no other "of" is read as asking a part ("tea bags of mint tea")."""
    if len(question) < 5 or question[3] != "of":
        return question
    named = [w for _, w in story]
    if any(named[k:k + 3] == question[2:5] and story[k - 1][0] == "NUM" for k in range(1, len(named))):
        return [*question[:3], *question[5:]]
    return question


def names_in(text: str) -> set[str]:
    """The names said: a first name, or a word written capitalised inside a sentence (no day, month or "I", nor an
    occasion or a place after "for", "on", "at", "in", "from" or "to": "For Halloween Emily …", "uploaded 51 pictures to
    Facebook"; a first name stays a name wherever it stands)."""
    names = set()
    for m in _CAPITALISED.finditer(text):
        inside = m.start() > 0 and not _SENTENCE_START_OR_PLACE.search(text[:m.start()])
        word = m.group().lower()
        if is_person_name(m.group()) or inside and word not in WEEKDAYS_EN | MONTHS_EN | {"i"}:
            names.add(word)
    return names


def sort_asked(story: Words, question: list[str]) -> bool:
    """The question names a sort said between a number and its noun ("3 blue chairs and 2 green chairs … how many blue
    chairs"): one sort asked, not all; a word of the asked thing's own name ("20 tea bags … how many tea bags") is no
    sort."""
    asked = head_noun(question[2:])
    runs = [run_after(story, k) for k, (kind, _) in enumerate(story) if kind == "NUM"]
    own = [set(run[:-1]) for run in runs if run and noun_at(run[-1]) == asked]
    sorts = set().union(*(run[:-1] for run in runs)) - (set.intersection(*own) if own else set())
    return bool(sorts & set(question))
