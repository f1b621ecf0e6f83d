"""Things put into equal groups, asked in English: the size of each group or the number of groups.

"Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each box?" (the
size: 24/3), "Jeffrey wants to split his bottle caps into groups of 2. He has 12. How many groups will be
created?", "There are 180 students and 60 seats on each school bus. How many buses are needed?" (the
number of groups: 180/60).

A story of exactly two amounts: the things (a total of X) and either the number of groups (G Ys: "there
are 3 boxes", "among 5 friends", "into 9 groups") or the size of one (S X in each Y, each Y holds S X,
"groups of 2", "packs of 15"; seats on each bus hold people). The question asks the other: "how many X
… each Y" (or "how big is each group") is the size, T/G; "how many Ys" is the number of groups, T/S. The
nouns must meet (X in the total and in the size or the question, Y in the count and the size or the
question), or the request goes slow. Where the groups are not equal (a remainder) the words do not say
which answer is meant (the full boxes, the boxes needed, what is left over), so it goes slow; so does a
story with a word that may change it ("more", "left", "extra", "herself", a percentage …).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.rulematch import verb_lemma

from ..slots import Slots
from .asked_after import without_equal_shares_said
from .kept_for_tokens import kept_for_tokens
from .tokens import TYPE_OF, Tok
from .pronouns import is_person_name
from .sharers_en import given_to_the_groups, shared_among_more
from .role_words import SPEAKER_EN, lemma
from .triggers import triggered_by
from .vocab_en import PEOPLE_NOUNS_EN

_EACH = frozenset({"each", "every"})
_HOLD = frozenset({"hold", "holds", "contain", "contains", "has", "have", "take", "takes", "seat", "seats", "fit",
                   "fits", "carry", "carries", "took", "carried", "had", "held",
                   "accommodate"})  # "each box holds 8 crayons", "each bus took 45 students"
_MODAL = frozenset({"can", "could", "will", "would", "must", "should"})
_EACH_AFTER = frozenset({"in", "on", "into", "for", "to", "per", "at"})  # "12 cookies for each friend", "3 to each"
_INTO = frozenset({"into", "among", "between"})  # "organized into 9 groups", "among 5 friends"
# "groups of 2", "packs of 15": the size of one of these, of the things the story counts
_SIZED = frozenset({"group", "pack", "package", "box", "bag", "case", "team", "row", "stack", "set", "bundle", "carton",
                    "crate", "tray"})
_SEATS = frozenset({"seat", "place", "spot"})  # "60 seats on each bus": so many people in each
PEOPLE_COUNTED = frozenset({"student", "child", "kid", "person", "people", "guest", "camper", "passenger", "player",
                     "friend", "adult", "visitor", "fan", "tourist", "worker", "member"})
# Words after which the story or the question is another one: a change, a remainder, a comparison, one more
# sharer, a part, a percentage (remainder_left, how_many_more, one_more_sharer in the twins file)
CHANGE_WORDS = frozenset({"more", "less", "fewer", "left", "leftover", "leftovers", "overs", "extra", "remain",
                      "remaining", "remainder", "rest", "full", "times", "twice", "half", "not", "n't", "no",
                      "except", "only", "keep", "keeps", "keeping", "kept", "ones", "broken", "herself", "himself",
                      "themselves", "myself", "yourself",  # "… keeps the broken ones": some kept back, not shared
                      # "9 unequal groups", "Ann organized hers": not the one holder's equal groups
                      "unequal", "uneven", "unequally", "hers", "theirs", "mine", "yours", "ours",
                      "including", "plus", "another", "else", "other", "also", "%", "percent", "already",
                      "lost", "lose", "gave", "give", "ate", "eat", "broke", "dozen", "dozens", "per", "cost",
                      "costs", "cents", "dollars", "$", "average", "least", "most", "about", "around", "nearly"})
# Words a question may use besides the story's own and its two nouns
ASKING_WORDS = frozenset({"how", "many", "big", "each", "every", "will", "would", "be", "is", "are", "was", "were",
                     "must", "should", "can", "could", "does", "do", "did", "need", "needed", "needs", "fill",
                     "go", "in", "on", "into", "there", "created", "made", "make", "formed", "have", "has", "get",
                     "gets", "receive", "receives", "it", "they", "he", "she", "i", "we", "you", "them", "her",
                     "his", "their", "the", "a", "an", "to", "use", "used", "contain", "hold", "of", "that",
                     "what", "size", "sit", "put", "placed", "with", "for", "up",
                     "if", "required", "want", "wants", "bought", "buy", "filled", "take", "equally", "evenly",
                     "equal", "same", "number", "amount", "share", "divided", "split", "all"})
# A number of groups is asked as what the things fill or need ("how many boxes will she fill", "how many buses
# are needed", "how many groups will be created"), not as what someone has or sells, which may be other groups
_FILLED = frozenset({"fill", "filled", "need", "needed", "needs", "created", "made", "formed", "use", "used",
                     "required"})
_BOUGHT = frozenset({"buy", "bought"})  # "… bought 615 crayons in packs of 15. How many packs did she buy?"
# A size is asked only where the story or the question says the things are shared out or put in ("each
# friend get", "must go in each box", "divided equally"), not of "12 cookies and 4 friends … each friend have"
_PUT = frozenset({"equally", "evenly", "equal", "same", "share", "shared", "split", "divide", "divided", "distribute",
                  "get", "gets", "receive", "receives", "go", "put", "puts", "place", "placed", "places", "stored",
                  "packed", "organized", "arranged", "seated", "sorted"})
STOP_WORDS = frozenset({"in", "on", "of", "into", "among", "between", "to", "for", "with", "at", "and", "or", "that",
                    "which", "who", "each", "every", "if", "so", "there", "the", "a", "an",
                    "from"})  # "19 carrots from her garden": carrots


@dataclass
class _Amount:
    value: Fraction
    text: str
    noun: str  # what it counts ("orange"), "" when none follows
    role: str  # "size" (so many X in each Y), "groups" (G Ys), "told" (T X, or G Ys: the nouns decide)
    of: str = ""  # for a size: the Y each group is
    raw: str = ""  # the token's slot


@kept_for_tokens(list)  # several readers of one request read the same tokens' pairs
def word_pairs(tokens: list[Tok], slots: Slots) -> list[tuple[str, str]]:
    """(kind, word): NUM with its plain number, P for a clause end, W for each lowercased word."""
    out: list[tuple[str, str]] = []
    for t in tokens:
        if t.type == "NUM":
            out.append(("NUM", t.value))
        elif t.type == "COMMA" or t.value in (".", "?", "!", ";", "。", "？"):
            out.append(("P", t.value))
        else:
            out += [("W", w) for w in t.value.lower().replace("’", "'").split()]
    return out


def noun_after(words: list[tuple[str, str]], i: int) -> str:
    """The head noun right after position i: the last word of a run of up to three words before a stop,
    a verb or a clause end ("48 origami papers to give" → paper)."""
    said = [w if kind == "W" else "." for kind, w in words[i + 1:i + 5]]
    return head_noun(said[1:] if said[:1] == ["equal"] else said[:3])  # "9 equal piles": piles


def head_noun(said: list[str]) -> str:
    """The head noun of the words from the start of `said`: the last of up to three words before a stop,
    a verb or a clause end ("school bus are" → bus, "origami papers to" → paper)."""
    run: list[str] = []
    for w in said[:3]:
        if w in STOP_WORDS or w in _MODAL or not w.isalpha() or w in ASKING_WORDS \
                or run and (w in _HOLD or w.endswith("ing") or verb_lemma(w) is not None):
            break
        run.append(w)
    return noun_at(run[-1]) if run else ""


def noun_at(word: str) -> str:
    return lemma(word, "NOUN") if word.isascii() and word.isalpha() else word


def _word_before(words: list[tuple[str, str]], i: int, k: int = 1) -> str:
    return words[i - k][1] if i - k >= 0 and words[i - k][0] == "W" else ""


def _amount(words: list[tuple[str, str]], i: int, slots: Slots) -> _Amount | None:
    number = slots.number(words[i][1])
    if number.percent or number.ordinal or number.value <= 0:
        return None
    amount = _role(Fraction(number.value), number.plain(), noun_after(words, i), words, i)
    if amount is not None:
        amount.raw = words[i][1]
    return amount


def _role(value: Fraction, text: str, noun: str, words: list[tuple[str, str]], i: int) -> _Amount | None:
    clause = next((k for k in range(i + 1, len(words)) if words[k][0] == "P"), len(words))
    after = [w for kind, w in words[i + 1:min(i + 8, clause)] if kind == "W"]  # "50 cookies. Each box": not a part each
    if after[:1] == ["each"] or after[1:2] == ["each"] and not _holds_before(words, i):
        return None  # "4 gumballs for 8 cents each", "3 stars each": a price or a part said of each one
    span = [w for kind, w in words[i + 1:i + 7]]
    for k in range(len(span) - 1):  # "4 pencils in each box", "7 nails in every station"
        if span[k] in _EACH_AFTER and span[k + 1] in _EACH and k + 2 < len(span):
            if any(w in STOP_WORDS - _EACH_AFTER or not w.isalpha() for w in span[:k]):
                break
            return _Amount(value, text, noun, "size", head_noun(span[k + 2:]))
    back = [_word_before(words, i, k) for k in range(1, 6)]
    if back[0] == "of" and noun_at(back[1]) in _SIZED and back[2] not in ("a", "an", "one"):
        return _Amount(value, text, noun, "size", noun_at(back[1]))  # "groups of 2", "packs of 15"; not "a stack of 700"
    holds = next((k for k in range(3) if back[k] in _HOLD), None)
    if holds is not None and all(w in _MODAL for w in back[:holds]):
        owner = back[holds + 1:]  # "each box holds", "every box can contain", "each table will hold"
        while owner and owner[0] in _MODAL:
            owner = owner[1:]
        if len(owner) >= 2 and owner[1] in _EACH:
            return _Amount(value, text, noun, "size", noun_at(owner[0]))
        if len(owner) >= 3 and owner[2] in _EACH and owner[1].isalpha():
            return _Amount(value, text, noun, "size", noun_at(owner[0]))  # "each pencil box holds"
        if len(owner) >= 2 and owner[0] in ("which", "that") and owner[1].isalpha():
            return _Amount(value, text, noun, "size", noun_at(owner[1]))  # "boxes which can contain 9 magazines"
    if back[0] in _INTO:
        return _Amount(value, text, noun, "groups")
    if "with" in back[:2]:
        return None  # "she shares them with 4 cousins": she is one of the sharers too, or not?
    return _Amount(value, text, noun, "told")


def _holds_before(words: list[tuple[str, str]], i: int) -> bool:
    """"shelves that hold 8 books each": so many in each of the holders, not a part of each one."""
    return _word_before(words, i) in _HOLD and _word_before(words, i, 2) in ("which", "that")


def _stuff_of(words: list[tuple[str, str]], amount: _Amount) -> str:
    """"344 pieces of candy": candy, what the pieces are of ("" when nothing is)."""
    at = next(k for k, (kind, w) in enumerate(words) if kind == "NUM" and w == amount.raw)
    rest = [w for _, w in words[at + 1:at + 6]]
    return head_noun(rest[rest.index("of") + 1:]) if "of" in rest[:3] else ""


def _each_told(story: list[tuple[str, str]]) -> bool:
    """An "each" in the story that is not the equal sharing ("so that each child gets the same amount", "the same
    number of candy bars in each bag")."""
    said = [w for _, w in story]
    return any(w in _EACH and not {"same", "equal"} & set(said[max(k - 8, 0):k + 6]) for k, w in enumerate(said))


_DOERS = frozenset({"has", "had", "wants", "wanted", "bought", "needs", "made", "sold"})


def _other_things_sized(story: list[tuple[str, str]], size: _Amount, thing: str) -> bool:
    """"Pens come in packs of 15" beside 615 crayons: the clause of the size names other things (a plural noun
    that is not the things counted)."""
    at = next(k for k, (kind, w) in enumerate(story) if kind == "NUM" and w == size.raw)
    start = max((k + 1 for k in range(at) if story[k][0] == "P"), default=0)
    people = {w for k, (_, w) in enumerate(story[:-1]) if story[k + 1][1] in _DOERS}  # "Ines has 35 cards"
    for kind, w in story[start:at]:
        if kind != "W" or w in ASKING_WORDS or w in STOP_WORDS or noun_at(w) in _SIZED or not w.isalpha() or w in people:
            continue
        if w.endswith("s") and noun_at(w) != w and verb_lemma(w) is None and noun_at(w) != thing:
            return True
    return False


_ONE_OF = frozenset({"a", "an", "one", "the", "his", "her", "their", "my", "our", "your", "its"})


def _already_in_one(words: list[tuple[str, str]], total: _Amount, group: str) -> bool:
    """The things told as in one of the groups ("24 oranges in her basket"), not yet put into them."""
    at = next(k for k, (kind, w) in enumerate(words) if kind == "NUM" and w == total.raw)  # its slot: one each
    after = [w for _, w in words[at + 1:at + 7]]
    return any(after[k] in ("in", "on") and after[k + 1] in _ONE_OF and head_noun(after[k + 2:]) == group
               and group in after[k + 2:k + 5] for k in range(len(after) - 2))


_PUTTING = frozenset({"share", "shares", "shared", "split", "splits", "divide", "divides", "divided", "distribute",
                      "distributes", "put", "puts", "place", "places", "placed", "pack", "packs", "store", "stores",
                      "organize", "organizes", "arrange", "arranges", "give", "gives"})
_PUT_DONE = frozenset({"organized", "arranged", "divided", "shared", "split", "distributed", "placed", "put", "packed",
                       "stored", "sorted", "seated", "given"})
_BEFORE_NOUN = frozenset({"the", "his", "her", "their", "my", "our", "your", "all", "collection", "of", "these",
                          "those", "its"})


def _named_as_put(story: list[tuple[str, str]]) -> set[str]:
    """The nouns a sharing or putting verb names as what it shares ("shares the pencils", "split a collection of
    peanuts"); a pronoun ("shares them") or a place ("into 9 groups") names none."""
    named = set()
    for k, (kind, w) in enumerate(story):
        if kind == "W" and w in _PUT_DONE and _word_before(story, k) in ("are", "were", "is", "was", "be"):
            subject = _word_before(story, k, 2)  # "the stamps are organized": what is put
            if subject.isalpha() and subject not in ("they", "it", "these", "those", "them"):
                named.add(noun_at(subject))
        if kind != "W" or w not in _PUTTING:
            continue
        rest = [x for _, x in story[k + 1:k + 6]]
        while rest and rest[0] in _BEFORE_NOUN:
            rest = rest[1:]
        head = head_noun(rest)
        if rest and rest[0] not in STOP_WORDS and head and head not in ("them", "it", "away", "equally", "evenly", "up"):
            named.add(head)
    return named


def question_start(words: list[tuple[str, str]]) -> int:
    """Where the last clause with a "how" in it or after it starts (0: the first), -1 with no "how"."""
    hows = [k for k, (_, w) in enumerate(words) if w == "how"]
    if not hows:
        return -1
    ends = [k for k, (kind, _) in enumerate(words[:hows[-1]]) if kind == "P"]
    return ends[-1] + 1 if ends else 0


@triggered_by(text=("how many", "how big"))
def read_equal_groups(tokens: list[Tok], slots: Slots) -> Task | None:
    reading = groups_divided(tokens, slots)
    if reading is None:
        return None
    _, total, divisor = reading
    if divisor.value == 0 or total.value % divisor.value:
        return None  # not equal groups: the full ones, the ones needed or what is left? Not said (whole_groups_en.py).
    return Task("expr", {"expression": f"{total.text}/{divisor.text}"}, source="parser")


# Words of the question a caller reads itself (whole_groups_en.py): "how many full boxes", "… are left over"
_READ_BY_CALLER = {"full": frozenset({"full"}), "left over": frozenset({"left", "over"})}


def groups_divided(tokens: list[Tok], slots: Slots, said: str = "") -> tuple[str, _Amount, _Amount] | None:
    """("size" | "count", the total, the divisor) as the story and its question say, before the groups are found
    equal; `said` ("full", "left over"): the caller reads those words, and a count of groups is asked whatever the
    verb."""
    said_words = _READ_BY_CALLER.get(said, frozenset())
    tokens = without_equal_shares_said(tokens)  # "… in each car if the same number go in each car"
    if list(map(TYPE_OF, tokens)).count("NUM") != 2:
        return None  # the cheap count first: two numbers, the size and the groups or the things told
    words = word_pairs(tokens, slots)
    start = question_start(words)
    given_to = given_to_the_groups(words)
    if any(kind == "W" and w in CHANGE_WORDS and not (w in said_words and k >= start) and k != given_to
           for k, (kind, w) in enumerate(words)):
        return None
    numbers = [k for k, (kind, _) in enumerate(words) if kind == "NUM"]
    if start <= 0 or len(numbers) != 2 or any(k >= start for k in numbers):
        return None
    story, question = words[:start], [(kind, w) for kind, w in words[start:] if w not in said_words]
    question, purpose = _purpose(question)
    if _two_people(story, question) or shared_among_more(words, given_to):
        return None  # "Henry wants to split … Tom has 42", "if I put … will you fill", "among the students and …"
    amounts = [_amount(words, k, slots) for k in numbers]
    if any(a is None for a in amounts):
        return None
    asked = _asked(question) if said != "left over" else _left_over_asked(question, amounts)
    if asked is None:
        return None
    kind, thing, group = asked
    story_words = {w for k, w in story if k == "W"} | {noun_at(w) for k, w in story if k == "W"}
    if any(k == "W" and w not in ASKING_WORDS and w not in story_words and noun_at(w) not in story_words
           for k, w in question):
        return None  # the question names something the story does not
    asking = {w for k, w in question if k == "W"}
    if kind == "count" and not said and asking.isdisjoint(_FILLED) \
            and not (asking & _BOUGHT and {w for k, w in story if k == "W"} & _BOUGHT) \
            and not _packed_asked_bare(story, question, group):
        return None  # "how many boxes does he have": the boxes filled, or all he has?
    if kind == "size" and all(a.role != "groups" for a in amounts) \
            and not any(k == "W" and w in _PUT for k, w in words):
        return None
    reading = _size(amounts, thing, group) if kind == "size" else _count(amounts, group)
    if reading is None:
        return None
    total, divisor = reading
    if purpose and purpose not in (total.noun, _stuff_of(words, total)):
        return None  # "How many buses are needed to carry all the teachers?" of students
    if said == "left over" and thing and thing != total.noun:
        return None  # "How many boxes are left over" of cookies: not the things told
    if kind == "size" and _each_told(story):
        return None  # "Each of the 8 children has 96 cupcakes": so many each, told
    if divisor.role == "size" and not divisor.noun and _other_things_sized(story, divisor, total.noun):
        return None  # "Nancy bought 615 crayons. Pens come in packs of 15": packs of pens
    if kind == "size" and _already_in_one(words, total, group):
        return None  # "24 oranges in her basket. There are 3 baskets": one basket holds them now
    if not _named_as_put(story) <= {total.noun, _stuff_of(words, total)}:
        return None  # "9306 erasers … shares the pencils among 99 friends": other things shared
    return kind, total, divisor


_PACKED = frozenset({"packed", "boxed", "bundled", "bagged", "crated"})  # "144 eggs are packed in cartons of 12"
_BARE = frozenset({"how", "many", "are", "there", "will", "be"})


def _packed_asked_bare(story: list[tuple[str, str]], question: list[tuple[str, str]], group: str) -> bool:
    """"144 eggs are packed in cartons of 12. How many cartons (are there)?": the things told packed, and the
    question only names the containers: the ones they were packed in (h/gsen1)."""
    said = [w for kind, w in question if kind == "W"]
    return bool({w for kind, w in story if kind == "W"} & _PACKED) \
        and all(w in _BARE or noun_at(w) == group for w in said)


_CARRY = frozenset({"carry", "hold", "pack", "seat", "fit", "take", "transport", "store", "put", "ship", "move"})


def _purpose(question: list[tuple[str, str]]) -> tuple[list[tuple[str, str]], str]:
    """"… needed to carry all the students", "… to pack all of the cupcakes": a purpose at the question's end that
    names all the things; the question without it and the noun it names ("" and the question where none is said)."""
    said = [w for _, w in question]
    at = len(said) - 1 - said[::-1].index("to") if "to" in said else -1
    rest = said[at + 1:] if at > 0 else []
    if len(rest) < 3 or rest[0] not in _CARRY or rest[1] not in ("all", "the"):
        return question, ""
    named = rest[1:]
    for word in ("all", "of", "the"):
        named = named[1:] if named[:1] == [word] else named
    return (question[:at], noun_at(named[0])) if len(named) == 1 and named[0].isalpha() else (question, "")


def _left_over_asked(question: list[tuple[str, str]], amounts: list[_Amount]) -> tuple[str, str, str] | None:
    """"How many cookies are left over?" ("left over" the caller's): ("count", X or "", the groups of the size told)."""
    said, sizes = [w for kind, w in question if kind == "W"], [a for a in amounts if a.role == "size"]
    if said[:2] != ["how", "many"] or "how" in said[1:] or len(sizes) != 1 or not sizes[0].of:
        return None
    head = said[2] if len(said) > 2 else ""
    return "count", "" if head in ASKING_WORDS or verb_lemma(head) is not None else head_noun(said[2:]), sizes[0].of


_SPOKEN_TO = frozenset({"you", "your"})


def _two_people(story: list[tuple[str, str]], question: list[tuple[str, str]]) -> bool:
    """Two people where one holds and puts: two names in the story that do something ("Henry wants …", "Tom has
    …"), or the speaker told and the one spoken to asked (or the other way): whose things are grouped is not said."""
    told = {w for kind, w in story if kind == "W"}
    asked = {w for kind, w in question if kind == "W"}
    names = {w for k, (kind, w) in enumerate(story[:-1]) if story[k + 1][1] in _DOERS and is_person_name(w)}
    return len(names) > 1 or bool(told & SPEAKER_EN and asked & _SPOKEN_TO and not told & _SPOKEN_TO
                                  or told & _SPOKEN_TO and asked & SPEAKER_EN and not told & SPEAKER_EN)


_GETS = frozenset({"get", "gets", "receive", "receives"})
_SHARERS = "(the people counted)"  # the group of "how many would each get"


def _asked(question: list[tuple[str, str]]) -> tuple[str, str, str] | None:
    """("size", X or "", Y) for "how many X … each Y" / "how big is each Y"; ("count", "", Y) for "how
    many Ys" with no "each"."""
    said = [w for kind, w in question if kind == "W"]
    if said[:2] == ["how", "big"]:
        each = [k for k, w in enumerate(said) if w in _EACH]
        group = head_noun(said[each[0] + 1:]) if len(each) == 1 else ""
        return ("size", "", group) if group else None
    if said[:2] != ["how", "many"] or "how" in said[1:]:
        return None
    head = said[2] if len(said) > 2 else ""
    noun = "" if head in ASKING_WORDS or verb_lemma(head) is not None else head_noun(said[2:])
    each = [k for k, w in enumerate(said) if w in _EACH]
    if len(each) > 1:
        return None
    if each:
        if each[0] + 1 >= len(said):
            return None
        group = head_noun(said[each[0] + 1:])
        if not group and said[each[0] + 1] in _GETS and said[each[0] - 1] in _MODAL | {"does", "did", "do"} \
                and {"equally", "evenly", "equal", "same"} & set(said):
            return "size", noun, _SHARERS  # "how many would each get": the people counted
        if not group:
            return None  # "each of them": which group?
        return "size", noun, group
    return ("count", "", noun) if noun else None


def _size(amounts: list[_Amount], thing: str, group: str) -> tuple[_Amount, _Amount] | None:
    """The total over the number of groups: the amount counting the groups asked of (3 boxes, 4 friends)
    and the other counting the things (the noun asked, where the question names one)."""
    if any(a.role == "size" for a in amounts):
        return None  # the size is told, not asked
    if group == _SHARERS:  # "how many would each get": the one amount of people
        people = [a.noun for a in amounts if a.noun in PEOPLE_COUNTED or a.noun in PEOPLE_NOUNS_EN]
        group = people[0] if len(people) == 1 else ""
    groups = [a for a in amounts if a.noun == group]
    things = [a for a in amounts if a.noun and a.noun != group and a.role == "told" and (not thing or a.noun == thing)]
    if len(groups) != 1 or len(things) != 1 or groups[0] is things[0]:
        return None
    return things[0], groups[0]


def _count(amounts: list[_Amount], group: str) -> tuple[_Amount, _Amount] | None:
    """The total over the size of one group: the size told of the groups asked, the total of its things."""
    sizes = [a for a in amounts if a.role == "size"]
    if len(sizes) != 1 or sizes[0].of != group:
        return None
    size = sizes[0]
    (total,) = [a for a in amounts if a is not size]
    if total.role != "told" or not total.noun or total.noun == group:
        return None
    if size.noun in _SEATS:
        return (total, size) if total.noun in PEOPLE_COUNTED else None
    if size.noun and size.noun != total.noun and size.noun != group:
        return None  # "4 stickers in each box" of pencils
    return total, size
