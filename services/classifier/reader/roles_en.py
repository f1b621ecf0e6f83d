"""The English clauses of a one-step word problem as quantities with roles, and its question (for
roles.py). Verbs are looked up by their base form (lemminflect, pinned and offline: "gave", "flew",
"popped" are give, fly, pop), so each class lists base forms only. WordNet's verb groups were not
used: they put buy, sell, give and get in one group (possession), and the direction, which is the
role, is not in them.
"""

from __future__ import annotations

import re

from .arrivals_en import moved_en
from .eaters_en import eaten_by_animals
from .kinds_en import KINDS
from .tokens import Tok
from .money_flows import PERIODS
from .role_words import (MONEY_ASKED, NUM_MARK, PER_WORDS, PLACES, UNIT_TYPES, Amounts, Ask, Quantity, Unclear, lemma,
                         number_at, per_matches, unit_key, unit_word)
from .rate_amounts import SUBSTANCES
from .units import MONEY_NAMES, UNIT_NAMES
from .parts_beside_en import KEPT_STATES
from .pronouns import is_person_name
from .vocab_en import PEOPLE_NOUNS_EN, PERSONAL_PRONOUNS_EN, POSSESSIVES_EN

_HAS_EN = frozenset({"have", "own", "keep", "be", "hold", "contain", "cost", "weigh", "measure", "start with"})
_GAIN_EN = frozenset({"buy", "get", "find", "earn", "receive", "win", "collect", "pick", "catch", "save", "make",
                      "bake", "gain", "join", "add", "grow", "take in", "come", "arrive", "plant",
                      "put in", "adopt", "gather", "download", "install", "inherit", "harvest", "order", "bring",
                      "pick up", "deposit", "produce"})
_LOSS_EN = frozenset({"give", "give away", "spend", "eat", "sell", "break", "lose", "use", "use up", "pop", "fly away",
                      "drink", "lend", "lend out", "hand out", "donate", "leak out", "leak", "leave",
                      "withdraw", "pay", "run away", "swim away", "throw away", "burn", "crack", "sell out",
                      "give out", "send", "mail", "fly off", "melt", "spill", "waste", "recycle", "delete",
                      "remove", "discard", "uninstall", "erase", "cancel", "drop", "destroy", "throw out",
                      "trade away", "cut off", "cut", "release", "fall off", "fall"})
# Getting on or off a bus or train (上来, 下车) is not read: at a stop people may do both, the words tell one.
_GIVERS = frozenset({"give", "send", "hand", "lend"})  # "her grandpa gave her 15": the one given to gains
GIVE_VERBS = _GIVERS | {"share with"}  # given to a named person: the giver's loss, the named one's gain
# Taking some of another's: the holder loses them ("Albert takes 5 away", "Keith bought 22 of Fred's cards")
_TAKERS = frozenset({"take", "borrow", "buy", "eat", "steal"})
_PUT_EN = frozenset({"place", "put", "add", "stack", "store"})  # put into a place: the place's gain
_PUT_INTO = frozenset({"in", "into", "on", "onto"})  # "in the drawer", "on the shelf"
# Put into a place or taken from a holder by another (the quantity's `other`): a doing told after one of these
# without its own subject may be the mover's ("Leah takes 15 pears. She eats 3": the basket's loss, or Leah's?)
MOVED_BY_ANOTHER = _PUT_EN | _TAKERS | {"remove"}
# Before a noun after "of": some of the ones told ("63 of the seashells", "93 of his pennies")
_BACK = frozenset({"the", "his", "her", "their", "its", "my", "our"})
_PARTICLES = frozenset({"away", "out", "off", "on", "in", "up"})
_PRONOUNS_EN = PERSONAL_PRONOUNS_EN
_SKIP_EN = frozenset({"then", "also", "again", "already", "just", "now", "currently", "only", "still", "today", "yesterday",
                      "later", "afterwards", "next"})
_DETERMINERS = frozenset({"a", "an", "the", "some"})
_COMPARATIVES = {"more": "more", "older": "more", "longer": "more", "taller": "more", "higher": "more",
                 "heavier": "more", "bigger": "more", "farther": "more", "further": "more", "fewer": "fewer", "less": "fewer", "younger": "fewer",
                 "shorter": "fewer", "lighter": "fewer", "smaller": "fewer", "lower": "fewer"}
_MEASURED = frozenset({"long", "tall", "high", "old", "heavy", "wide", "deep"})  # "7 m tall": the unit's own
_STOPS_EN = frozenset({"of", "at", "on", "in", "to", "for", "from", "than", "with", "into", "and", "each", "per",
                       "equally", "evenly",
                       "that", "which", "who", "as", "times", "there", "do", "does", "did", "can", "will", "would",
                       "could", "should", "must"}) | frozenset(_COMPARATIVES) | _MEASURED
# Words that end a question's subject search: "how many are left" asks about no one
_NOT_SUBJECTS = frozenset({"left", "still", "now", "not", "in", "on", "there", "to", "each", "altogether", "that",
                           "remaining", "on", "at"})
_ACT_EN = frozenset({"go to", "read", "walk", "run", "swim", "drive", "ride", "write", "score", "practice", "study", "work",
                     "jog", "cycle", "hike", "type", "paint", "draw", "fold", "bake", "make", "pick", "catch", "plant",
                     "produce", "fly"})
_GOAL_EN = frozenset({"want", "need", "plan", "hope"})  # "wants to read 300 pages": a goal
_DONE_AUX = frozenset({"has", "have", "had"})

# People (and pets) a possessive names: "my sister" is someone beside the speaker, "my phone" is the speaker's
PEOPLE_EN = PEOPLE_NOUNS_EN
_FIRST_PERSON = frozenset({"i", "we", "me", "us"})
_POSSESSIVES = POSSESSIVES_EN
_SHARED = re.compile(r"((are|is|were|was) )?(shared|split|divided)( equally| evenly)?")


def _words(part: list[Tok]) -> list[tuple[str, str]]:
    return [(w, t.type) for t in part for w in (t.value.split() if t.type != "NUM" else [NUM_MARK])]


_CHANGES_EN = _GAIN_EN | _LOSS_EN  # `verb_at` asks of every word: the unions built once
_VERBS_EN = _CHANGES_EN | _HAS_EN | _GOAL_EN | _ACT_EN | _GIVERS


def verb_at(words: list[str], k: int) -> tuple[str, int]:
    """The verb (with its particle) at words[k], by base form, and the words it takes; "" for none."""
    base = lemma(words[k], "VERB")
    if base in ("start", "begin") and words[k + 1:k + 2] == ["with"]:
        return "start with", 2  # "Larry starts with 93 stickers": his start
    if base == "go" and words[k + 1:k + 2] == ["to"] and words[k] != "going":
        return "go to", 2  # "Sam went to 14 football games": so many gone to (a doing, added only to more of it)
    if k + 1 < len(words) and words[k + 1] in _PARTICLES:
        phrase = f"{base} {words[k + 1]}"
        if phrase in _CHANGES_EN:
            return phrase, 2
    if base in _VERBS_EN:
        return base, 1
    return "", 0


def _role_of_verb(verb: str) -> str:
    if verb in _HAS_EN:
        return "has"
    if verb in _GAIN_EN:
        return "gain"
    if verb in _LOSS_EN:
        return "loss"
    if verb in _ACT_EN:
        return "act"  # "read 45 pages": only added to more of the same
    raise Unclear(f"a verb outside the classes: {verb}")


def _owned(words: list[str]) -> list[str]:
    """A thing named by its owner is the owner's: "tom's box" is Tom's, "my car's tank" the speaker's
    car; a person named by an owner is someone else ("tom's sister", "my mom's friend")."""
    at = next((k for k, w in enumerate(words) if w.endswith("'s")), None)
    if at is None or any(lemma(w.removesuffix("'s"), "NOUN") in PEOPLE_EN for w in words[at + 1:]):
        return words
    return [*words[:at], words[at].removesuffix("'s")]


def _actor_en(words: list[str]) -> str:
    """The subject: its last word ("the bakery" → bakery, "Tom" → tom); "" for a pronoun or none."""
    # "He will buy 16 more": a change to come (asked_after.py reads it only where the question asks "will")
    rest = _owned([w for w in words if w not in _DETERMINERS and w not in _SKIP_EN and w != "will"])
    if rest[-1:] and rest[-1] in _FIRST_PERSON:
        return "i"  # the speaker, never a third person the story names
    if rest[-1:] == ["you"]:
        return "you"  # the one spoken to: neither the speaker nor a third person
    if not rest or rest[-1] in _PRONOUNS_EN or rest == ["there"]:
        return ""
    if len(rest) > 2 or rest[0] in ("his", "her", "my", "their", "our", "your") and len(rest) == 1:
        raise Unclear("a subject this reader does not read")
    if rest[0] in ("my", "our") and lemma(rest[-1], "NOUN") not in PEOPLE_EN:
        return "i"  # "my phone had 86 apps … I deleted 19": the speaker's own
    if rest[0] in ("his", "her", "my", "their", "our", "your"):
        return " ".join(rest)  # "her sister": someone else
    return rest[-1] if len(rest) == 1 else " ".join(rest)


def _speakers_thing(words: list[str]) -> bool:
    """The subject is "my X" or "our X" read as the speaker's own thing: X is no person noun of the closed list."""
    rest = _owned([w for w in words if w not in _DETERMINERS and w not in _SKIP_EN and w != "will"])
    return len(rest) > 1 and rest[0] in ("my", "our") and lemma(rest[-1], "NOUN") not in PEOPLE_EN


def _noun_en(words: list[str], types: list[str]) -> tuple[str, int]:
    """The noun phrase after an amount: its head noun's base form, and how many words it takes."""
    k = 0
    while k < len(words) and (types[k] in ("WORD", "UNIT", "MEASURE") or words[k] == "caps") \
            and words[k] not in _STOPS_EN \
            and words[k] not in _PRONOUNS_EN and words[k] not in _POSSESSIVES \
            and not (k and words[k + 1:k + 2] and words[k + 1] in _DONE_AUX
                     and (k + 2 == len(words) or words[k + 2] in _NOT_SUBJECTS)) \
            and not verb_at(words, k)[0] and not (words[k].endswith("ed") and k):
        k += 1
    head = words[k - 1] if k else ""
    return (lemma(head, "NOUN") if head else ""), k


def quantity_en(part: list[Tok], slots: Amounts, before: list[Quantity], elided: Quantity | None) -> Quantity:
    """One part's quantity; `elided` is the quantity before it in the same clause, whose verb and
    subject a part without its own carries on ("read 45 pages on Monday and 38 pages on Tuesday")."""
    pairs = _words(part)
    words, types = [w for w, _ in pairs], [t for _, t in pairs]
    at = words.index(NUM_MARK)
    i = next(j for j, t in enumerate(part) if t.type == "NUM")
    text, value, unit = number_at(part, i, slots)
    unit = unit_key(unit) if unit else ""
    head, after, after_types = words[:at], words[at + 1:], types[at + 1:]
    if unit and after and after_types[0] in UNIT_TYPES and unit_key(after[0]) == unit:
        after, after_types = after[1:], after_types[1:]
        if after[:1] == ["of"]:
            after, after_types = after[1:], after_types[1:]
    if len(after) >= 2 and after[0] in PER_WORDS and after_types[1] in ("WORD", "UNIT", "MEASURE", *UNIT_TYPES):
        return _rate_after_en(Quantity(text, value, "rate", unit=unit), head, after)
    if len(after) >= 2 and after[-2:-1] == ["in"] and re.search(re.escape(part[i].value) + r" \w+ in (a|an|each|every) "
                                                               + re.escape(after[-1]), slots.text) \
            and head in (["there", "are"], ["there", "is"]):
        # "There are 7 days in a week": so many per one of the last
        q = _rate_after_en(Quantity(text, value, "has", unit=unit, noun="" if unit else lemma(after[0], "NOUN")),
                           ["there", "are"], ["a", after[-1]], unitless=True)
        return q  # a state that is a rate only where a count of what it is in follows (25 fish in a pond)
    if len(after) == 4 and after[1:3] in (["in", "each"], ["in", "every"], ["on", "each"], ["on", "every"]) \
            and head in (["there", "are"], ["there", "were"]) and not unit and after_types[0] == "WORD":
        # "There are 17 apples in each basket": so many per basket
        return Quantity(text, value, "rate", noun=lemma(after[0], "NOUN"), per=lemma(after[3], "NOUN"))
    if after[:1] == ["each"] and (len(after) == 1 or after[1] in PLACES) and len(head) >= 2:
        # "Tickets are 18 dollars each": so much per one of the subject
        return _rate_after_en(Quantity(text, value, "rate", unit=unit), head[-1:], ["each", head[-2], *after[1:]])
    if after and (f"{part[i].value} a {after[0]}" in slots.text or f"{part[i].value} an {after[0]}" in slots.text):
        # "$38 a can", "$22 an hour": the lexicon drops the article, the slotted text keeps it
        return _rate_after_en(Quantity(text, value, "rate", unit=unit), head, ["a", *after])
    period = ""
    if after[-1:] == ["today"] and head:
        after, after_types = after[:-1], after_types[:-1]  # "buys 8 cows today": the story's own day
    elif len(after) > 2 and " ".join(after[-2:]) in PERIODS and head:
        # "went to 14 games this year": the period kept apart (roles.py reads it only as one doing asked in all)
        period, after, after_types = " ".join(after[-2:]), after[:-2], after_types[:-2]
    if "currently" in after:  # "33 walnut trees currently in the park": now, the story's own time
        at_now = after.index("currently")
        after, after_types = after[:at_now] + after[at_now + 1:], after_types[:at_now] + after_types[at_now + 1:]
    noun, size = _noun_en(after, after_types)
    tail, sort = after[size:], " ".join(after[:max(size - 1, 0)])
    owner = ""
    if after == ["away"]:
        noun, tail = "", ["away"]  # "Albert takes 5 away": no noun
    elif not noun and not unit and tail[:1] == ["of"] and len(tail) >= 2 \
            and (tail[1] not in _PRONOUNS_EN or tail[1] in _BACK) and tail[1] not in ("which", "it's", "them"):
        # "gave Mike 63 of the seashells" (the lexicon drops "the"), "bought 22 of Fred's baseball cards",
        # "spent 93 of his pennies": some of the ones told
        said_owner = tail[1] in _BACK or tail[1].endswith("'s")
        start = 2 if said_owner else 1
        named, named_size = _noun_en(tail[start:], after_types[size + start:])
        if not named:
            raise Unclear("some of what")
        noun, sort = named, " ".join(tail[start:start + named_size - 1])
        if said_owner and any(w.endswith(("'s", "’s")) for w in tail[start:start + named_size]):
            raise Unclear("some of another's another's (14 of his sister's tomatoes)")
        owner = tail[1].removesuffix("'s") if said_owner else "the"
        tail = tail[start + named_size:]
    of = ""
    if (noun or unit) and tail[:1] == ["of"] and len(tail) >= 2 and tail[1] not in ("them", "which", "it") \
            and not verb_at(tail, 1)[0]:
        of, tail = lemma(tail[1], "NOUN"), tail[2:]  # "250 bottles of water": bottles (of water)
        kind, more = _noun_en(tail, after_types[len(after) - len(tail):])
        if kind and more <= 2:
            of, tail = kind, tail[more:]  # "7 boxes of stuffed toy dogs": boxes (of dogs)
    if len(tail) in (2, 3) and (tail[:2] in (["for", "each"], ["for", "every"]) and len(tail) == 3
                                or tail[0] in ("per", "each", "every") and len(tail) == 2):
        # "5/8 yard of fabric for each pillow", "3 eggs per cake": so much per one of the last noun
        q = Quantity(text, value, "rate", unit=unit, noun=noun, of=of, per=unit_key(tail[-1]))
        if len(head) > 4 or any(w in _COMPARATIVES for w in head):
            raise Unclear("a rate said with more words")
        return q
    if head in (["there", "are"], ["there", "were"]) and after == ["of", "us"]:
        return Quantity(text, value, "among", noun="us")  # "there are 8 of us": the sharers, the speaker one of them
    if tail[:1] == ["more"] and len(tail) >= 2 and not noun and not unit:
        more_noun, more_size = _noun_en(tail[1:], after_types[len(after) - len(tail) + 1:])
        if more_noun and more_size == len(tail) - 1:  # "buys 8 more cows", "plants 44 more walnut trees"
            noun, sort, tail = more_noun, " ".join(tail[1:-1]), ["more"]
        elif more_noun and not head:  # "6 more birds land on the roof": the amount the subject (arrivals_en.py)
            noun, sort, tail = more_noun, " ".join(tail[1:more_size]), ["more", *tail[1 + more_size:]]
        elif more_noun and len(head) >= 2 and lemma(head[-1], "VERB") in _PUT_EN and len(tail) == more_size + 3 \
                and tail[-2] in _PUT_INTO:  # "Benny placed 3 more crayons in the drawer": put there, a gain
            noun, sort, tail = more_noun, " ".join(tail[1:more_size]), tail[-2:]
    q = Quantity(text, value, "has", unit=unit, noun=noun, sort=sort, of=of, told=bool(owner), period=period)
    taken = _taken_from(q, head, tail, owner, before) or _put_or_taken_there(q, head, tail, before)
    if taken is not None:
        return taken
    if owner and owner not in _BACK:
        raise Unclear("some of another person's, not taken by another")
    if types[:1] == ["AMONG"]:
        if head != [words[0]] or tail:
            raise Unclear("shared among more words")
        q.role = "among"
        return q
    if "AMONG" in types[:at]:
        if types.index("AMONG") != at - 1 or tail:
            raise Unclear("shared among more words")
        q.role, q.of = "among", _shared_thing(head[:-1])  # "If he shares them among 99 friends"
        return q
    if head in ([], ["a"], ["the"]) and _SHARED.fullmatch(" ".join(tail)):
        q.verb = "share"
        return q
    if 2 <= len(head) <= 3 and lemma(head[-1], "VERB") == "share" and len(tail) == 2 and tail[0] == "with" \
            and tail[1] not in _PRONOUNS_EN:
        q.actor, q.verb, q.role, q.other = _actor_en(head[:-1]), "share with", "loss", tail[1]
        return q  # "She shares 5 with Peter": hers given to Peter
    if 2 <= len(head) <= 3 and lemma(head[-1], "VERB") in ("share", "split", "divide") \
            and tail in ([], ["equally"], ["evenly"]):
        q.actor, q.verb = _actor_en(head[:-1]), "share"  # "we split 96 stickers equally (among 8 children)"
        return q
    rates = [b for b in before if b.role == "rate"]
    if (any(per_matches(q, b.per) for b in rates) or len(rates) == 1 and not q.noun and not q.unit) \
            and len(head) <= 4 and (not tail or tail[0] in PLACES and len(tail) <= 3):
        if tail[:1] == ["for"] and _for_someone(tail[1:]):
            raise Unclear("bought for someone else: who paid")  # "Vera bought 3 lamps for her sister"
        if any(w == "to" and k and lemma(head[k - 1], "VERB") in _WISHED_EN for k, w in enumerate(head)):
            raise Unclear("a doing planned or tried, not told done")  # "She planned to work 5 hours"
        q.said = frozenset(tail)
        q.role = "count"  # "and the bedroom needs 3 cans", "I filled up 12 gallons": so many of what a rate is per
        return q
    if head[:2] in (["a", *head[1:2]], ["an", *head[1:2]], ["one", *head[1:2]]) and head[2:3] == ["of"] \
            and len(head) == 5:
        head = head[:2] + head[4:]  # "a bag of rice weighs 5 kg": per bag
    if head[:1] and head[0] in ("a", "an", "one") and len(head) == 4 and verb_at(head, 3)[0] in _HAS_EN \
            and not verb_at(head, 1)[0] and not verb_at(head, 2)[0]:
        # "a movie ticket is $13": per ticket; "a red rope is 18 m long": the red rope's
        q = _rate_en(q, [head[0], head[2], head[3]], tail)
        q.actor = f"{head[1]} {head[2]}"
        return q
    if head[:1] and (head[0] in ("each", "every") or head[0] in ("a", "an", "one") and len(head) == 3
                     and verb_at(head, 2)[0] in _HAS_EN):
        return _rate_en(q, head, tail)
    if head[:1] and head[0] in ("at", "in", "on", "after", "during") \
            and not any(verb_at(head, k)[0] for k in range(len(head))):
        head = []  # "At the pond 12 flew away": where, then the amount as the subject
    verb, vat, used = "", -1, 0
    for k in range(len(head)):
        verb, used = verb_at(head, k)
        if verb:
            vat = k
            break
    if vat >= 0:
        _subject_verb(q, head, vat, verb, used, elided)
        q = eaten_by_animals(q, tail)  # "but the rabbits ate 23 pumpkins": the holder's loss
        if q.actor == "which" and before:
            q.actor = before[-1].actor  # "Tim has 45 marbles, which is 9 more than Ray has"
    elif head:
        raise Unclear("an amount with no verb before it")
    elif elided is not None and not any(verb_at(tail, k)[0] for k in range(len(tail))):
        if elided.other and elided.verb in MOVED_BY_ANOTHER:
            raise Unclear("a second amount put or taken, told without its verb: from or into where?")
        q.actor, q.verb, q.role = elided.actor, elided.verb, elided.role  # "… and 38 pages on Tuesday"
    elif not tail:
        raise Unclear("an amount with no verb")
    q.said = frozenset(tail)
    if vat >= 0 and _tense_crossed(head[vat], _compared_with(tail)):
        raise Unclear("compared with another time's amount")  # "has 4 times as many as Lea had": had when?
    if vat >= 2 and head[vat - 1] == "to" and lemma(head[vat - 2], "VERB") in _WISHED_EN:
        raise Unclear("a doing planned or tried, not told done")  # "She planned to work 5 hours"
    if vat >= 0 and head[vat] in ("was", "were") and tail[:3] == ["times", "as", "old"]:
        raise Unclear("a multiple of ages once")  # "Gia was 4 times as old as her niece": ages grow, multiples do not
    return _tail_en(q, tail, before)


def _shared_thing(words: list[str]) -> str:
    """What "(if) he shares them (equally)", "she divides the marbles" shares: "them" (the amount told) or a noun."""
    words = [w for w in words if w not in ("if", "equally", "evenly") and w not in _DETERMINERS]
    verb = next((k for k, w in enumerate(words) if lemma(w, "VERB") in ("share", "divide", "split", "distribute")),
                None)
    if verb is None or verb > 2 or len(words) != verb + 2 or words[0] in ("i", "we", "you"):
        raise Unclear("shared by whom, or shared what")
    return "them" if words[-1] == "them" else lemma(words[-1], "NOUN")


def _put_or_taken_there(q: Quantity, head: list[str], tail: list[str], before: list[Quantity]) -> Quantity | None:
    """"There are 139 erasers in the drawer. Jason placed 131 erasers in the drawer", "… Tim took 25 rulers from
    the drawer": put into, or taken out of, the one place the story's start is told in: its gain or loss."""
    verb = lemma(head[-1], "VERB") if len(head) >= 2 else ""
    if verb in _PUT_EN and len(tail) == 2 and tail[0] in _PUT_INTO:
        role = "gain"
    elif verb in ("take", "remove") and (len(tail) == 2 and tail[0] == "from"
                                         or len(tail) == 3 and tail[:2] == ["out", "of"]):
        role = "loss"
    elif verb == "take" and not tail and len(before) == 1 and _one_place(before[0]):
        role, tail = "loss", [_one_place(before[0])]  # "There are 22 oranges in a box. Paula takes 7": from the box
    else:
        return None
    if not before or any(b.role != "has" or b.actor for b in before) \
            or tail[-1] not in before[-1].said and tail[-1] != _one_place(before[-1]):
        if role == "loss" and len(before) == 1 and _one_place(before[0]) and not is_person_name(tail[-1]):
            raise Unclear("taken from another place than the one the start is told in")  # "… removes 6 from a box"
        return None  # put into another place, or the place not told as the start's ("There are 9 … in the drawer")
    taker = _actor_en(head[:-1])
    if not taker or taker in ("i", "you"):
        raise Unclear("put or taken by whom")
    q.actor, q.role, q.verb, q.other = "", role, verb, taker
    return q


def _one_place(start: Quantity) -> str:
    """The one place a start is told in: "There are 35 cookies on the plate" (its words), "… in a box" (read as
    so many per box where a count of boxes follows); "" for none or more words."""
    if start.role == "has" and start.per and not start.said:
        return start.per
    place = start.said - {"in", "on", "at"}
    return next(iter(place)) if len(place) == 1 and len(start.said) == 2 else ""


def _taken_from(q: Quantity, head: list[str], tail: list[str], owner: str, before: list[Quantity]) -> Quantity | None:
    """"Albert takes 5 away", "Keith bought 22 of Fred's baseball cards", "Her sister borrowed 3 of her quarters",
    "Her dad borrowed 271 quarters from Sara": another person takes some of the holder's, the holder's loss;
    None where the words do not say whose they were."""
    verb = lemma(head[-1], "VERB") if len(head) >= 2 else ""
    if verb not in _TAKERS:
        return None
    if tail == ["away"] and verb == "take":
        holder = ""  # the story's one holder
    elif owner and owner != "the" and not tail:
        holder = "" if owner in _POSSESSIVES else owner
    elif len(tail) == 2 and tail[0] == "from" and tail[1] not in _PRONOUNS_EN and tail[1] not in _STOPS_EN:
        holder = tail[1]
        place = _one_place(before[0]) if len(before) == 1 else ""
        if place and holder != place and not is_person_name(holder):
            # "There are 30 pens in the cup. Nora takes 6 pens from a box": not the cup's
            raise Unclear("taken from another place than the one the start is told in")
    else:
        return None
    taker = _actor_en(head[:-1])
    if not taker or taker in ("i", "you") or taker == holder:
        raise Unclear("taken by whom: the holder or another")
    q.actor, q.role, q.verb, q.other = holder, "loss", verb, taker
    return q


def _rate_after_en(q: Quantity, head: list[str], after: list[str], unitless: bool = False) -> Quantity:
    """"Paint costs $38 a can", "32 miles per gallon", "£18.50 an hour for babysitting": so many of a
    unit per one of a noun or unit; the verb before it only says who (the units say the rest)."""
    if not q.unit and not {"cost", "costs"}.isdisjoint(head):
        q.unit = "money"  # "bananas cost 0.59 a pound": a price, in the money the question asks
    if not q.unit and not unitless or len(head) > 4 or any(w in _COMPARATIVES or w == "by" for w in head):
        raise Unclear("a rate of what, or a change of a rate")
    q.per = unit_key(after[1])
    subject = [w for w in head if w not in _DETERMINERS]
    if len(subject) >= 2 and subject[-2] not in _PRONOUNS_EN and subject[-2] not in _POSSESSIVES \
            and subject[-2] != "there":
        q.of = lemma(subject[-2], "NOUN")  # "apples are $2 a pound": what is priced
    tail = after[2:]
    if len(tail) == 2 and tail[0].endswith("ing") and q.unit in MONEY_NAMES and q.per == "h" \
            and lemma(tail[1], "NOUN") != tail[1]:
        tail = []  # "$12.5 an hour cleaning houses": the work paid by the hour, said with its things
    if tail and (tail[0] not in PLACES or len(tail) > 3):
        raise Unclear("words after a rate")
    q.said = frozenset(tail)  # "$14 per hour on weekdays": when the rate holds
    return q


def _rate_en(q: Quantity, head: list[str], tail: list[str]) -> Quantity:
    """"each box holds 12", "a spider has 8 legs", "a pear costs 3 dollars": so many per one of a noun."""
    if len(head) < 3:
        raise Unclear("each of a noun not said (\"each holds 12\")")
    verb, used = verb_at(head, 2)
    if not verb or head[0] not in ("each", "every") and verb not in _HAS_EN or len(head) != 2 + used:
        raise Unclear("a rate said with more words")  # "each student needs 3": any verb of a class
    q.per = lemma(head[1], "NOUN")
    q.role = "rate" if head[0] in ("each", "every") else "has"
    q.actor = "" if q.role == "rate" else q.per
    if tail in (["in", "it"], ["in", "them"]):
        tail = []  # "Each box has 4 dogs in it"
    if q.role == "rate" and tail or tail and tail[0] not in _MEASURED and tail[:1] != ["times"]:
        raise Unclear("words after a rate")
    return _tail_en(q, tail, []) if tail else q


def _subject_verb(q: Quantity, head: list[str], vat: int, verb: str, used: int, elided: Quantity | None) -> None:
    q.actor, q.verb = _actor_en(head[:vat]), verb
    if verb not in _HAS_EN and _speakers_thing(head[:vat]):
        # "my phone has 86 apps" is the speaker's; "my groomer collected 30": a person the closed list does not know
        raise Unclear("the speaker's own thing doing something: a person outside the people nouns?")
    between = head[vat + used:]
    if between in (["a"], ["an"], ["the"]) and q.unit in MONEY_NAMES:
        between = []  # "paid a $95 phone bill": the money is the bill's
    if head[vat] in _DONE_AUX and verb == "have" and between:
        # "Leo has placed 342", "she has read 185 pages": what is done so far
        if len(between) != 1 or not (between[0].endswith("ed") or lemma(between[0], "VERB") in _ACT_EN):
            raise Unclear("words between the verb and its amount")
        q.role, q.verb = "done", lemma(between[0], "VERB")
        return
    if verb in _GIVERS and between and between[0] not in _DETERMINERS:
        # "her grandpa gave her 15 coins": the one given to gains it
        if len(between) == 1 and between[0] not in _PRONOUNS_EN and between[0] not in _POSSESSIVES \
                and between[0] not in _STOPS_EN and not verb_at(between, 0)[0]:
            q.role, q.other = "loss", between[0]  # "she gave Mike 63 of the seashells": hers, given to Mike
            return
        if between[0] not in _PRONOUNS_EN or len(between) != 1:
            raise Unclear("given to someone else")
        q.actor, q.role, q.verb = "i" if between[0] in _FIRST_PERSON else "", "gain", "given"
        return
    if verb in _GIVERS and not between and q.actor and elided is not None and elided.verb == "given":
        q.actor, q.role = elided.actor, "gain"  # "Grandma sent me $50 and my uncle sent 35": to me as well
        q.verb = "given"
        return
    if verb == "need" and not between:
        q.role = "need"  # "we need 200 chairs": a goal
        return
    if verb in _GOAL_EN:
        if between[:1] != ["to"] or len(between) != 2:
            raise Unclear("a goal said with more words")
        q.role = "need"
        return
    q.role = _role_of_verb(verb)
    if between == ["another"] and q.role in ("gain", "loss"):
        between = []  # "She finds another 74": more of the same
    if between:
        raise Unclear("words between the verb and its amount")


def _tail_en(q: Quantity, tail: list[str], before: list[Quantity]) -> Quantity:
    if tail[:1] and tail[0] in _MEASURED and q.unit:
        tail = tail[1:]  # "7 m tall", "12 years old"
    if q.verb == "" and tail and (moved := moved_en(q, tail, before)) is not None:
        return moved  # "6 more birds land on the roof", "12 ducks were swimming in the pond"
    if not tail:
        if q.verb == "" and q.role == "has" and not q.per:
            raise Unclear("no verb")
        return q
    if tail == ["left"] and q.role == "has" and q.verb in _HAS_EN and before:
        return q  # "Now she has 59 marbles left": the level after what came before, as "now she has 59 marbles"
    if tail == ["more"] and q.role == "has" and before and before[-1].actor and q.actor \
            and q.actor != before[-1].actor:
        q.role, q.other = "more", before[-1].actor  # "Tom has 30 marbles and Ann has 12 more": than Tom
        return q
    if tail == ["more"] and q.role == "loss" and q.other and q.verb in _GIVERS:
        return q  # "Annie gives Angela 4 more": Angela's gain where the question asks of her (roles.py)
    if len(tail) == 3 and tail[:2] == ["more", "from"] and q.role == "gain" and tail[2] not in _PRONOUNS_EN \
            and tail[2] not in _STOPS_EN:
        q.other = tail[2]  # "He gets 16 more from Steve"
        return q
    if tail == ["more"]:
        if q.role not in ("gain", "has", "act"):
            raise Unclear("more of a loss")
        q.role = "act" if q.role == "act" else "gain"  # "ran 1 3/4 miles more": more of the same doing
        return q
    if tail[0] in _COMPARATIVES and "than" in tail:
        than = tail.index("than")
        if len(tail[1:than]) > 1:
            raise Unclear("a comparison with more words")
        if tail[1:than]:
            q.noun = lemma(tail[1], "NOUN")
        q.role, q.other = _COMPARATIVES[tail[0]], _named(tail[than + 1:])
        return q
    if tail == ["times", "as", "many"] and q.role in ("has", "gain", "act") and before and before[-1].actor \
            and q.actor and q.actor != before[-1].actor and not q.noun:
        q.role, q.other = "times", before[-1].actor  # "Arthur baked 115 muffins. James baked 12 times as many."
        return q
    if tail[:1] == ["times"] and tail[1:2] == ["as"] and len(tail) >= 3:
        rest = tail[3:]
        if tail[2] not in ("many", "much") and tail[2] not in _MEASURED:
            raise Unclear("a multiple of what")
        if rest[1:2] == ["as"] and rest[0] != "as":
            q.noun, rest = lemma(rest[0], "NOUN"), rest[1:]  # "3 times as many books as Sue"
        if rest[:1] == ["as"]:
            q.other = _named(rest[1:])
        else:
            raise Unclear("a multiple of what: 3 times as much as whom")  # "pants cost three times as much"
        q.role = "times"
        return q
    if tail[:2] in (["of", "them"], ["of", "which"]):
        if q.verb:
            if len(tail) > 2 and tail[2] not in ("at", "on", "in", "to", "for") or len(tail) > 5:
                raise Unclear("words after a part")
            q.told = True
            return q  # "He loses 7 of them at school": of what the story counts
        if not before or tail[2:3] not in (["are"], ["were"], ["is"]) or len(tail) != 4:
            raise Unclear("a part named with more words")
        q.role, q.noun, q.other = "part", "", tail[3]
        return q
    if q.verb == "" and 4 <= len(tail) <= 5 and tail[0] in ("are", "is", "were", "was") and tail[2] == "by" \
            and verb_at(tail, 1)[0] in _LOSS_EN and not before[-1:] == [] and tail[3] not in _PRONOUNS_EN:
        q.verb, q.role, q.other = verb_at(tail, 1)[0], "loss", tail[-1]  # "29 are eaten by a hippopotamus"
        return q
    if q.verb == "" and len(tail) == 2 and tail[0] in ("are", "is", "were", "was"):
        if before and (not verb_at(tail, 1)[0] or tail[1] in KEPT_STATES) and tail[1] not in _STOPS_EN:
            q.role, q.other = "part", tail[1]  # "63 candies are red", "9 were cracked": a part of the whole before
            return q
        if tail[1] in KEPT_STATES:  # "9 plates were cracked": still held, or thrown away? ("9 cracked" is a loss)
            raise Unclear("a state told, not a change")
        verb, _ = verb_at(tail, 1)
        if verb and verb not in _HAS_EN:
            q.verb, q.role = verb, _role_of_verb(verb)  # "17 sheep were sold"
            return q
    if q.verb == "":
        # "19 flew away", "6 popped": the amount is the subject
        verb, used = verb_at(tail, 0)
        if not verb or len(tail) != used:
            raise Unclear("an amount with a verb this reader does not read")
        q.verb, q.role = verb, _role_of_verb(verb)
        return q
    if q.role == "gain" and tail[0] == "for" and _for_someone(tail[1:]):
        raise Unclear("got for someone else: whose are they now")  # "He bought 6 cards for his sister"
    if tail[0] in PLACES and len(tail) <= (4 if tail[0] in ("in", "at") else 3) and PER_WORDS.isdisjoint(tail):
        if tail[0] == "from" and before and _one_place(before[0]) not in ("", tail[-1]) \
                and not is_person_name(tail[-1]) and tail[-1] not in _PRONOUNS_EN:
            raise Unclear("gone from another place than the start's")  # "40 ducks in the pond … away from the lake"
        return q  # "gave 20 to her friend", "spent 12 dollars on lunch", "to make a bracelet", "in June"
    raise Unclear("words after the amount")


_WISHED_EN = frozenset({"plan", "try", "hope", "wish", "mean", "expect", "intend", "attempt", "forget", "refuse",
                        "fail"})
_PRESENT_EN = frozenset({"has", "have", "does", "do", "is", "are"})
_PAST_EN = frozenset({"had", "did", "was", "were"})


def _compared_with(tail: list[str]) -> list[str]:
    """The words naming the one compared with: after "than", or after "times as many as"."""
    if "than" in tail:
        return tail[tail.index("than") + 1:]
    if tail[:2] == ["times", "as"] and "as" in tail[2:]:
        return tail[tail.index("as", 2) + 1:]
    return []


def _tense_crossed(verb: str, compared: list[str]) -> bool:
    """"has 4 times as many as Lea had": the one compared with is told in another tense than the comparison's verb."""
    said = set(compared)
    return verb in _PRESENT_EN and not said.isdisjoint(_PAST_EN) or verb in _PAST_EN and not said.isdisjoint(_PRESENT_EN)


def _for_someone(words: list[str]) -> bool:
    """"for his sister", "for Mary", "for them", "for a friend": a person the things were got for."""
    words = [w for w in words if w not in _DETERMINERS and w not in _POSSESSIVES]
    return len(words) == 1 and (words[0] in _PRONOUNS_EN or lemma(words[0], "NOUN") in PEOPLE_EN
                                or is_person_name(words[0]))


def _named(words: list[str], noun: str = "") -> str:
    """The one named after "than" / "as": "Liam", "the tree", "her brother", "Dan has"; "blue cars"
    (the noun asked) names the blue ones."""
    names = [w for w in words if w not in ("has", "have", "had", "does", "did", "do") and w not in _DETERMINERS]
    while names and names[-1] in ("are", "is", "there", "were", "was"):
        names.pop()
    if len(names) == 2 and (names[0] in _POSSESSIVES or names[0] in ("mr", "mrs", "ms", "dr")):
        return " ".join(names)  # "her brother", "Mrs. Garrett"
    if len(names) == 2 and noun and lemma(names[1], "NOUN") == noun:
        return names[0]
    if len(names) != 1:
        raise Unclear("compared with whom")
    return names[0]


def without_lead_in(question: list[Tok]) -> list[Tok]:
    """The question less the asking around it: "can you tell me how many …" (the lexicon's WHAT lead-ins
    before "how many"), "how many … do you think I have"; "you" there is the one asked, not a holder."""
    at = next((k for k, t in enumerate(question) if t.type == "HOW_MANY"), None)
    if at is not None and all(t.type == "WHAT" for t in question[:at]):
        question = question[at:]
    values = [t.value for t in question]
    think = next((k for k in range(len(values) - 2) if values[k:k + 3] == ["do", "you", "think"]), None)
    return question if think is None else question[:think] + question[think + 3:]


def ask_en(question: list[Tok], slots: Amounts) -> Ask:
    question = without_lead_in(question)
    pairs = _words(question)
    words, types = [w for w, _ in pairs], [t for _, t in pairs]
    said = f" {' '.join(words)} "
    ask = Ask()
    if " how old " in said:
        ask.noun, ask.counts, at = "year", False, words.index("old") + 1
    elif "how many" in said or " how much " in said:
        at = next(k for k, w in enumerate(words) if w == "how") + 2
        ask.counts = " how much " not in said  # "how much water": an amount, not a count
        ask.much = not ask.counts
    elif " add up to " in said or " adds up to " in said or " come to " in said or " comes to " in said:
        ask.kind, ask.counts = "total", False  # "What do all the payments add up to?"
        return ask
    elif " how far " in said:
        ask.unit, ask.counts, at = "length", False, words.index("far") + 1
    elif not MONEY_ASKED.isdisjoint(words) and len(words) <= 6:
        ask.unit, ask.counts = "money", False  # "Cost?", "what did I pay?", "cost of the paint"
        return ask
    else:
        raise Unclear("no count asked")
    rest, rtypes = words[at:], types[at:]
    if rest and rtypes[0] in UNIT_TYPES:
        ask.unit, rest, rtypes, ask.counts = unit_word(rest[0]), rest[1:], rtypes[1:], False
        if rest[:1] == ["of"]:
            rest, rtypes = rest[1:], rtypes[1:]
    if rest[:1] == ["more"] and "than" not in rest and (not _GOAL_EN.isdisjoint(lemma(w, "VERB") for w in rest)
                                                        or re.search(r" (have|has) to \w+ to have $", said)):
        ask.kind, rest, rtypes = "need", rest[1:], rtypes[1:]  # "how many more pages does she need"
    compared = rest[0] if rest and rest[0] in _COMPARATIVES else ""
    if compared:
        rest, rtypes = rest[1:], rtypes[1:]
    noun, size = _noun_en(rest, rtypes)
    ask.noun, ask.sort = noun or ask.noun, " ".join(rest[:max(size - 1, 0)])
    rest = rest[size:]
    if compared:
        ask.kind = _COMPARATIVES[compared]
        if "than" in rest:
            than = rest.index("than")
            ask.other, rest = _named(rest[than + 1:], ask.noun), rest[:than]
    elif ask.kind == "plain":
        ask.kind = _asked_kind(said)
        if ask.kind == "each":
            after = words[words.index("each" if "each" in words else "per") + 1:]
            ask.per = "us" if after[:2] == ["of", "us"] else lemma(after[0], "NOUN") if after else ""  # "each of us"
    ask.other_part = " not " in said
    ask.words = frozenset(words) - _ASKING_EN
    ask.actor = _asker(rest[:-2] if rest[-2:] in (["end", "with"], ["ends", "with"]) else rest)
    ask.group = ask.actor == "i" and not {"we", "us"}.isdisjoint(rest)
    ask.one = not ask.actor and not {"he", "she", "it"}.isdisjoint(rest)
    ask.received = not {"get", "got", "receive", "received"}.isdisjoint(rest)
    # "how many will Clarence have", "… does Larry end with": what there is after the story's changes
    ask.later = bool(re.search(r" will (\w+ ){1,2}have $| ends? with $", said))
    ask.plural = not {"they", "them", "their"}.isdisjoint(rest)
    ask.start = bool(re.search(r" (start|begin) with | to (start|begin) with | at first | originally | in the beginning ",
                               said))
    verbs = (verb_at(words, k)[0] for k in range(len(words)))
    ask.verb = next((v for v in verbs if v and v not in _HAS_EN), "")
    if words[-1:] == ["each"] and ask.kind in ("total", "left", "now", "need"):
        raise Unclear("each after another thing asked: of whom? (in all each, to have 90 acorns each)")
    return ask


# The words a question asks with: every other word of it must be the story's (its nouns, verbs, names).
_ASKING_EN = frozenset((
    "how many much old far what what's whats is are was were be do does did has have had will would can could the a "
    "an of in on at to for left still now total altogether all together combined each per more fewer less than not "
    "need needs there it that he she i we they you his her my their our your me him them us get got receive received "
    "keep kept remaining remain so both overall cost costs pay paid price spend spent earn earned make made bill charge add "
    "adds up come comes money payment payments go travel lost used needed end ends with start begin first originally "
    "beginning").split()) \
    | frozenset(_COMPARATIVES) | _MEASURED | SUBSTANCES  # "how far can I go", "how much water is lost"


_UNITS = frozenset(UNIT_NAMES) | MONEY_NAMES  # "how many meters": a unit, which the story may write otherwise (m)


def asks_only_en(question: list[Tok], story: list[Tok], slots: Amounts) -> bool:
    """Whether every word of the question asks (how many, left, in total …) or is one of the story's
    own, its base form too ("sold" for "sell"): "in euros", "after tax", "his sister", "if the first
    month is free", "6 cans of sprite" say what the story does not."""
    question = without_lead_in(question)
    told = {w for t in story for w in t.value.split()}
    told |= {w.removesuffix("'s") for w in told}  # "my sister's box": my sister is told
    told |= {lemma(w, "VERB") for w in told} | {lemma(w, "NOUN") for w in told}
    story_units = {number_at(story, i, slots)[2] for i, t in enumerate(story) if t.type == "NUM"}
    units: set[str] | None = None  # "in euros" of a story in dollars is another; gathered at a unit asked
    said, asked = [w for t in story for w in t.value.split()], [w for t in question for w in t.value.split()]
    owned = {(a, b) for a, b in zip(said, said[1:]) if a in _POSSESSIVES}
    if any(a in _POSSESSIVES and (a, b) not in owned for a, b in zip(asked, asked[1:])):
        return False  # "… my mom's car … how many are left in my car": whose is told with the noun
    for t in question:
        for w in t.value.split():
            if w in _ASKING_EN or w in told or lemma(w, "VERB") in told or lemma(w, "NOUN") in told \
                    or w.startswith("<") or not KINDS.get(lemma(w, "NOUN"), frozenset()).isdisjoint(told):
                continue  # "ducks … how many birds"
            if unit_key(w) in _UNITS:
                units = units if units is not None else {unit_key(x) for x in told} | story_units
                if unit_key(w) in units:
                    continue
            return False
    return True


def _asked_kind(said: str) -> str:
    left = any(w in said for w in (" left ", " remain ", " remaining ", " still ", " keep "))
    if left and " total " in said:
        raise Unclear("left in total: what is left, or the total?")
    if left:
        return "left"
    if any(w in said for w in (" in total ", " altogether ", " in all ", " total ", " together ", " combined ",
                               " over the weekend ", " in both ", " so far ", " overall ")):
        return "total"
    if " now " in said or " end with " in said or " ends with " in said:
        return "now"  # "how many stickers does Larry end with"
    if " each " in said or " per " in said:
        return "each"
    return "plain"


def _asker(rest: list[str]) -> str:
    """Who the question asks about: "does tom have" → tom, "is the red rope" → red rope, "does she
    have" or "are left" → "" (the story's one actor)."""
    aux = next((k for k, w in enumerate(rest) if w in ("does", "do", "did", "is", "are", "has", "have", "was", "am",
                                                       "will")),
               None)
    if aux is None:
        return ""
    inverted = rest[aux] not in _DONE_AUX or rest[aux + 1:aux + 2] and rest[aux + 1] not in _NOT_SUBJECTS
    # "how many I have left", "how many Tom has": the subject before its verb, not after
    told_first = [] if inverted else _owned([w for w in rest[:aux] if w not in _DETERMINERS])
    if told_first[-1:] and told_first[-1] in _FIRST_PERSON or told_first == ["you"]:
        return "you" if told_first == ["you"] else "i"
    if len(told_first) == 1 and told_first[0] not in _PRONOUNS_EN or len(told_first) == 2 \
            and told_first[0] in _POSSESSIVES:
        return "i" if told_first[0] in ("my", "our") and lemma(told_first[1], "NOUN") not in PEOPLE_EN \
            else " ".join(told_first)
    subject = [w for w in rest[aux + 1:] if w not in _DETERMINERS]
    noun_end = next((k for k, w in enumerate(subject) if verb_at(subject, k)[0] or w in _NOT_SUBJECTS), len(subject))
    subject = _owned(subject[:noun_end]) + subject[noun_end:]  # "does tom's box have": tom
    if subject[:1] and subject[0] in ("my", "our") and subject[1:2] and lemma(subject[1], "NOUN") not in PEOPLE_EN \
            and (len(subject) == 2 or verb_at(subject, 2)[0] or subject[2] in _NOT_SUBJECTS):
        return "i"  # "does my dog have": the speaker's own, as the story's "my dog" is
    if subject[:1] and subject[0] in _FIRST_PERSON:
        return "i"
    if subject[:1] == ["you"]:
        return "you"  # "Tom had 45 … how many do you have": not Tom's
    if subject[:1] and subject[0] in _POSSESSIVES and len(subject) > 1 and subject[1] not in _NOT_SUBJECTS \
            and not verb_at(subject, 1)[0]:
        return " ".join(subject[:2])  # "her sister"
    if not subject or subject[0] in _PRONOUNS_EN or subject[0] in _NOT_SUBJECTS:
        return ""
    if len(subject) > 1 and not verb_at(subject, 1)[0] and subject[1] not in _NOT_SUBJECTS \
            and subject[1] not in _MEASURED and subject[1] not in _SKIP_EN:
        return " ".join(subject[:2])  # "the red rope"
    return subject[0]
