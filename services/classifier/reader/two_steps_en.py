"""Two steps the words state, in English (issue 15, MAWPS multi-step): a first step gives a count from two of the
story's three numbers, a second takes it with the third, each step one the one-step readers know.

The first step (`first_step_of`): two counts of one thing added ("bought 5 boxes of lemon tea and 3 boxes of mint tea",
"6 crates on Monday and 4 more crates on Tuesday"), or a start less what was sold, eaten, given, used or lost ("had 40
kittens. It sold 16 of them", "handed out 5"), or a start and another batch got ("had 18 robots. It got another 30 robots").
The second step, on that count:
- a size each of its groups holds, asked of the things held: "Each box has 20 tea bags. How many tea bags … in all?"
  ((5 + 3) * 20); what is left asked as left or now ("… gave 7 boxes away. Each box has 6 crackers. How many crackers
  does Adam have left?": (13 - 7) * 6);
- the count put into groups of a size, asked how many groups: "… put the rest into pens with 4 in each pen. How many
  pens did it use?" ((40 - 16) / 4), only where they come out even; the size may be told first ("packing jars with 6
  pickles in each jar. She had 20 dill pickles and 16 sweet pickles": (20 + 16) / 6; a rest only "with the rest");
- the count shared equally among a number of people, asked what each gets ((45 - 13) / 4).
And one shape of its own (`_each_of_two_sorts`): groups counted, each holding two sorts of one thing ("6 vases. Each
vase has 4 red roses and 5 white roses. How many roses … altogether?": 6 * (4 + 5)).

Every number is used once, in the order of the steps the words tell, or the request is not read here: a fourth number,
a word of doubt or negation, another person beside the story's one, a kin of theirs doing something, a thing of
another noun or a sort asked (one box of mint tea), a count in the question, "how many more", "each" asked of the
total, what is left of a start below what was taken, a count of groups that is not whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.rulematch import verb_lemma

from ..slots import Slots
from .equal_groups import head_noun, noun_at, noun_after, question_start, word_pairs
from .kinds_en import KINDS
from .per_time_en import per_time
from .pronouns import is_person_name
from .role_words import lemma
from .tokens import Tok
from .time_words import MONTHS_EN, WEEKDAYS_EN
from .triggers import triggered_by
from .units import MONEY_NAMES, UNIT_NAMES, canonical_unit
from .vocab_en import KIN_EN

Words = list[tuple[str, str]]
_CAPITALISED = re.compile(r"\b[A-Z][a-z]+\b")
_SENTENCE_START_OR_PLACE = re.compile(r"[.?!]\s*$|\b(?:[Ff]or|[Oo]n|[Aa]t|[Ii]n|[Ff]rom)\s+$")

# Words that make an amount unsure, negated, partial or conditional on more than the story tells
UNSURE_WORDS = frozenset({"about", "around", "nearly", "almost", "roughly", "approximately", "least", "most", "over", "some",
                     "not", "didn't", "don't", "doesn't", "never", "no", "n't", "only", "except", "but", "or", "half",
                     "twice", "double", "times", "percent", "%", "than", "extra", "broken", "cracked", "empty", "full",
                     "should", "might", "may", "maybe", "usually", "per", "others", "other", "another's", "instead"})
_HOLDS = frozenset({"has", "had", "have", "holds", "held", "hold", "contains", "contained", "contain", "carries",
                    "carried", "carry", "takes", "took", "fits", "fit"})
_EACH = frozenset({"each", "every"})
_STATES = frozenset({"has", "have", "had", "is", "are", "was", "were"})
_IN = frozenset({"in", "on", "at", "inside"})
START_VERBS = frozenset({"had", "has", "have", "bought", "made", "baked", "picked", "caught", "collected", "received", "got",
                    "found", "grew", "packed", "owned", "cooked", "printed", "built", "won"})
LOSS_VERBS = frozenset({"sold", "ate", "gave", "lost", "used", "drank", "spent", "threw", "donated", "dropped", "broke",
                   "deleted"})
_GIVEN_TO = frozenset({"gave", "sold", "lent", "handed", "sent"})
GAIN_VERBS = frozenset({"got", "received", "bought", "another", "found", "added"})
# the words that may stand before a change of the holder's own: a pronoun for the holder, or a time
HOLDER_SAID = frozenset({"he", "she", "it", "they", "i", "we", "you", "then", "later", "also", "soon", "next", "after",
                          "that", "yesterday", "today", "if"})
CHANGE_WORDS = START_VERBS | LOSS_VERBS | GAIN_VERBS
_WHEN_OR_WHERE = frozenset({"in", "on", "at", "during", "after", "before", "by"})
_PRONOUN_DOERS = frozenset({"he", "she", "it", "they", "i", "we"})
_TOTAL = frozenset({"all", "total", "altogether", "together", "combined"})
_LEFT = frozenset({"left", "now", "still", "remaining"})
_SHARED = frozenset({"shared", "divided", "split", "shares", "divides", "splits"})
_EVENLY = frozenset({"equally", "evenly"})
_AMONG = frozenset({"among", "between", "amongst"})
_REST = frozenset({"rest", "remaining"})
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


@triggered_by(text=("each", "every"))
def read_two_steps(tokens: list[Tok], slots: Slots) -> Task | None:
    told = three_counts_asked(tokens, slots)
    if told is None or {w for _, w in told[0]} & UNSURE_WORDS:
        return None
    _, story, question, at, values = told
    question = without_stuff_named(story, question)
    rest_used = question[-2:] == ["with", "rest"]  # "how many bags could he make with the rest"
    question = question[:-2] if rest_used else question
    if unknown_words(story, question) or set(question) & NOT_ASKED or sort_asked(story, question):
        return None
    counts = dict(zip(at, values))
    reading = _groups_by_size(story, question, counts, rest_used) \
        or (None if rest_used else _each_of_two_sorts(story, question, counts))
    if reading is None:
        return None
    expression, value = reading
    if value <= 0 or value.denominator != 1:
        return None  # less than nothing, or groups that do not come out even: which answer is meant is not said
    return Task("expr", {"expression": expression}, source="parser")


def three_counts_asked(tokens: list[Tok], slots: Slots, value_of: Callable[[Slots, str], Fraction | None] | None = None,
                       ) -> tuple[Words, Words, list[str], list[int], list[Fraction]] | None:
    """A story of one person with three counts and no other number, asked "how many" or "how much": its words, the
    story's, the question's, where the counts stand in the story and their values (None: not such a story); a
    reader may read the numbers with its own `value_of` (priced_steps_en.py: a count or a price)."""
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
            given = set(before[-2:]) & _GIVEN_TO  # "gave her mother 26 of them": receiving
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


def _thing_after(story: Words, k: int) -> str:
    """The head noun after the number at k, "inside" read as a stop ("8 pieces inside it": piece)."""
    if [kind for kind, _ in story[k + 1:k + 3]] == ["W", "W"] and story[k + 2][1] == "inside":
        return noun_at(story[k + 1][1])
    return noun_after(story, k)


def _run_after(story: Words, k: int) -> list[str]:
    """The words from the number at k to its head noun ("3 blue chairs": blue, chairs), or none."""
    head = _thing_after(story, k)
    run = []
    for kind, w in story[k + 1:k + 4]:
        if kind != "W":
            break
        run.append(w)
        if noun_at(w) == head:
            return run
    return []


def names_in(text: str) -> set[str]:
    """The names said: a first name, or a word written capitalised inside a sentence (no day, month or "I", nor an
    occasion or a place after "for", "on", "at", "in" or "from": "For Halloween Emily …")."""
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
    runs = [_run_after(story, k) for k, (kind, _) in enumerate(story) if kind == "NUM"]
    own = [set(run[:-1]) for run in runs if run and noun_at(run[-1]) == asked]
    sorts = set().union(*(run[:-1] for run in runs)) - (set.intersection(*own) if own else set())
    return bool(sorts & set(question))


def _clause(story: Words, k: int) -> Words:
    """The words of the clause around position k (to the commas and full stops either side)."""
    first = max((i for i in range(k) if story[i][0] == "P"), default=-1) + 1
    last = next((i for i in range(k, len(story)) if story[i][0] == "P"), len(story))
    return story[first:last]


def words_between(story: Words, i: int, j: int) -> list[str]:
    return [w for kind, w in story[i + 1:j] if kind == "W"]


def _size_each(story: Words, k: int) -> tuple[str, str] | None:
    """The group and the thing of a size each group holds, at the number at k: "each box has 20 tea bags", "if each
    bag had 10 marbles", "each of the shelves had exactly 6 books", "with 4 in each pen", "12 treats on each tray" (box,
    bag, shelf, pen, tray; the thing, "" unsaid)."""
    said = [w for _, w in story[max(0, k - 5):k]]
    if said[-1:] == ["exactly"]:
        said = said[:-1]  # "each of the shelves had exactly 6 books"
    before = said[-3:]
    if len(before) == 3 and before[0] in _EACH and before[2] in _HOLDS and before[1].isalpha():
        return noun_at(before[1]), _thing_after(story, k)
    if said[-4:-2] == ["each", "of"] and said[-1] in _HOLDS and said[-2].isalpha():
        return noun_at(said[-2]), _thing_after(story, k)  # "each of the shelves had 6 books"
    after = [w if kind == "W" else "." for kind, w in story[k + 1:k + 6]]
    for n in (0, 1, 2):
        if after[n:n + 2] and after[n] in _IN and after[n + 1:n + 2] and after[n + 1] in _EACH \
                and len(after) > n + 2 and after[n + 2].isalpha():
            thing = noun_at(after[n - 1]) if n else ""
            group = _put_into(story, k) if after[n + 2] == "one" else noun_at(after[n + 2])
            return (group, thing) if group else None
    return None


def _put_into(story: Words, k: int) -> str:
    """The groups "each one" names: the noun things were put into before the number at k, in its clause ("put the rest
    into folders with 6 files in each one": folder), or ""."""
    clause = [w for _, w in _clause(story, k)]
    into = [n for n, w in enumerate(clause) if w == "into" and story[k][1] in clause[n:]]
    if not into or clause[into[-1] + 2:into[-1] + 3] != ["with"]:
        return ""
    return noun_at(clause[into[-1] + 1])


def first_step_of(story: Words, i: int, j: int, counts: dict[int, Fraction]) -> tuple[str, str, Fraction, str] | None:
    """The count two numbers give, told in this order (i before j): (its noun, its expression, its value, how: "sum",
    "rest" or "more"), or None where the words between them say another step or none."""
    a, b = counts[i], counts[j]
    noun_i, noun_j = noun_after(story, i), noun_after(story, j)
    between = words_between(story, i, j)
    said_before_i = {w for kind, w in _clause(story, i) if kind == "W"}
    of_them = [w for _, w in story[j + 1:j + 3]] == ["of", "them"] or [w for _, w in story[j + 1:j + 2]] == ["of"] \
        and noun_after(story, j + 1) == noun_i
    said_after_j = story[j + 1] if j + 1 < len(story) else ("P", "")
    # "33 pieces then": the noun read by its word where noun_after takes "then" for it
    same = noun_j == noun_i or of_them or said_after_j[0] == "W" and noun_at(said_after_j[1]) == noun_i
    if not noun_i or not same and noun_j:
        return None
    between = ["gave" if w == "handed" and between[x + 1:x + 2] == ["out"] else w for x, w in enumerate(between)]
    changes = [w for w in between if w in LOSS_VERBS | GAIN_VERBS]  # "handed out 5 to students" gives them away
    if not changes and "and" in between and not set(between) & (_EACH | _STATES) and _one_doing(story, i, j):
        # "had 20 … and today she has 16": two states, not two counts to add
        if bool(set(_run_after(story, i)[:-1]) - {"more"}) != bool(set(_run_after(story, j)[:-1]) - {"more"}):
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
    return any(w in _EACH | {"apiece"} and (x <= 1 or story[j + x][1] in ("to", "for", "per"))
               for x, (_, w) in enumerate(story[j + 1:end]))


def done_by_another(story: Words, j: int) -> bool:
    """The count at j taken or got by a doer of its own ("his dog ate 7 boxes", "and his sister gave 7 boxes away",
    "the club received another 12 shells"), not the story's holder, a pronoun or no one: whose things changed is said
    only by "of them"."""
    first = max((x for x in range(j) if story[x][0] == "P"), default=-1) + 1
    words = [w for kind, w in story[first:j] if kind == "W"]
    words = words[max((k + 1 for k, w in enumerate(words) if w in ("and", "then")), default=0):]
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


def _groups_by_size(story: Words, question: list[str], counts: dict[int, Fraction],
                    rest_used: bool = False) -> tuple[str, Fraction] | None:
    """The first step's count, then a size each group holds (×), groups of a size (÷) or sharers (÷); the size may be
    told before the counts ("making bags with 4 candies in each bag. He had 30 candies and ate 6 of them. How many bags
    could he make with the rest?"), of the whole thing only ("6 dill pickles in each jar" is of one sort)."""
    at = sorted(counts)
    asked = head_noun(question[2:])
    for k in at:
        i, j = [x for x in at if x != k]
        if k < j and k > i:
            continue  # the size told between the first step's numbers: which goes with which is not told
        first = first_step_of(story, i, j, counts)
        if first is None:
            continue
        noun, expression, value, how = first
        if _more_after(story, k) or rest_used and (how != "rest" or k > j):
            continue  # "among 4 friends and herself", "with 4 in each pen and 2 in the last": not all the groups told;
            # "with the rest" asked of a count no loss left, or beside the groups the rest was put into
        size = _size_each(story, k)
        if size is not None and _stuff_of_one_sort(story, i, j, size[1]):
            continue  # "10 boxes of pens and 4 boxes of pencils. Each box has 6 pens": pencil boxes of pens?
        total_asked = bool(set(question) & _TOTAL)
        left_asked = bool(set(question) & _LEFT)
        asked_as_told = how == "sum" and total_asked and not left_asked \
            or how == "rest" and left_asked and not total_asked  # in all after a sum, left after a loss
        if size is not None and size[0] == noun and size[1] and asked == size[1] and "each" not in question \
                and asked_as_told:
            return f"{expression}*{counts[k]}", value * counts[k]
        # "with 6 pickles in each jar. She had 20 … and 16 …"; a rest only where the question puts "the rest" in
        told_first = k < i and not _run_after(story, k)[:-1] and (how == "sum" or rest_used)
        if size is not None and (k > j and _put_after(story, j, k, how) or told_first) and size[1] in ("", noun) \
                and asked == size[0] and not total_asked and not left_asked and "each" not in question:
            return f"{expression}/{counts[k]}", value / counts[k]
        shared = _shared_among(story, j, k)
        if shared is not None and k > j and how == "rest" and _each_gets(question, shared, noun):
            return f"{expression}/{counts[k]}", value / counts[k]
    return None


def _more_after(story: Words, k: int) -> bool:
    """Words after the third number's noun in its clause that add to it ("and herself", "but one", "and 2 in the last
    pen")."""
    end = next((x for x, (kind, _) in enumerate(story[k + 1:]) if kind == "P"), len(story))
    said = {w for kind, w in story[k + 1:k + 1 + end] if kind == "W"}
    return bool(said & {"and", "but", "except", "plus", "besides", "herself", "himself", "themselves"})


def _stuff_of_one_sort(story: Words, i: int, j: int, thing: str) -> bool:
    """The two counts' contents named apart ("boxes of pens", "boxes of pencils") and the size's thing one of them:
    the size is told of one sort only."""
    stuffs = set()
    for k in (i, j):
        words = [w for _, w in story[k + 1:k + 4]]
        if "of" in words[1:3]:
            stuffs.add(noun_after(story, k + 1 + words.index("of")))
    return len(stuffs) == 2 and thing in stuffs


def _put_after(story: Words, j: int, k: int, how: str) -> bool:
    """Between the first step and the size, the count is put into the groups: "the rest" after a loss, the things
    (or them, all of them) after a sum or a batch got."""
    between = words_between(story, j, k)
    if how == "rest":
        return bool(set(between) & _REST)
    return not set(between) & (_REST | LOSS_VERBS)


def _shared_among(story: Words, j: int, k: int) -> str | None:
    """The sharers' noun where the number at k says "shared the rest equally among 4 friends", else None."""
    between = words_between(story, j, k)
    if not set(between) & _SHARED or not set(between) & _EVENLY or not set(between) & _REST \
            or not between or between[-1] not in _AMONG:
        return None
    return noun_after(story, k) or None


def _each_gets(question: list[str], sharers: str, noun: str) -> bool:
    """"How many stamps did each friend get": the thing, then each of the sharers getting."""
    at = question.index("each") if "each" in question[:-1] else -1
    return len(question) >= 6 and noun_at(question[2]) == noun and at > 0 and noun_at(question[at + 1]) == sharers \
        and question[-1] in ("get", "receive", "have")


def _one_thing_asked(thing_a: str, thing_b: str, asked: str) -> bool:
    """Both amounts count the thing asked: sorts of it ("4 red roses and 5 white roses … roses") or two of its kinds
    on kinds_en.py's closed list ("6 ducks and 4 geese … birds"; not girls and boys asked as people: grown-ups
    untold)."""
    if thing_a == thing_b:
        return asked == thing_a
    kinds = KINDS.get(asked, frozenset())
    return {thing_a, thing_b} <= kinds and not (asked in ("people", "person") and {thing_a, thing_b} <= {"boy", "girl"})


def _each_of_two_sorts(story: Words, question: list[str], counts: dict[int, Fraction]) -> tuple[str, Fraction] | None:
    """Groups counted, each holding two sorts of one thing, all of it asked: "6 vases. Each vase has 4 red roses and 5
    white roses" (6 * (4 + 5)), "8 tables, with 3 blue chairs and 2 green chairs at each table", "Each of the 5 boxes
    has 3 red pencils and 4 blue pencils", two kinds asked by their name ("Each pond has 6 ducks and 4 geese …
    birds")."""
    n, a, b = sorted(counts)
    asked = head_noun(question[2:])
    thing_a, thing_b = noun_after(story, a), noun_after(story, b)
    group = noun_after(story, n)
    if not thing_a or not _one_thing_asked(thing_a, thing_b, asked) or not set(question) & _TOTAL or not group \
            or "each" in question:
        return None
    between = words_between(story, a, b)
    if between[-1:] != ["and"] or len(between) > 4 or set(between) & (LOSS_VERBS | GAIN_VERBS):
        return None
    told_first = [w for _, w in story[max(0, a - 3):a]]
    after_b = [w for kind, w in story[b + 1:b + 7] if kind == "W"]
    each_before = len(told_first) >= 2 and told_first[-3:][0] in _EACH and noun_at(told_first[-2]) == group \
        and told_first[-1] in _HOLDS | {"are"}
    each_before = each_before or told_first[-3:] == ["in", "each", told_first[-1]] \
        or told_first[-2:] == ["there", "are"] and story[max(0, a - 4)][1] in _EACH
    each_of = [w for _, w in story[max(0, n - 2):n]] == ["each", "of"] and told_first[-1:] == ["has"]
    each_after = any(after_b[x:x + 3] == [p, "each", w] for x in range(len(after_b)) for p in _IN for w in after_b
                     if noun_at(w) == group)
    if not (each_before or each_of or each_after):
        return None
    return f"{counts[n]}*({counts[a]}+{counts[b]})", counts[n] * (counts[a] + counts[b])
