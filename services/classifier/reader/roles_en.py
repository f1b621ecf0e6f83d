"""The English clauses of a one-step word problem as quantities with roles (for roles.py): each part's amount,
its verb's role (the classes in role_verbs_en.py), its actor and noun, a rate, a comparison, and an amount put into
a place or taken from another (put_and_taken_en.py). The question is read by role_questions_en.py.
"""

from __future__ import annotations

import re

from .arrivals_en import moved_en, where_a_group_is
from .bought_for_en import another_thing_for, paid_otherwise, spent_on_a_thing
from .eaters_en import eaten_by_animals
from .made_from_en import made_of_the_things_had
from .lead_ins_en import place_then_when, when_said_last
from .tokens import Tok
from .time_words import PERIODS
from .role_words import (NUM_MARK, OPENING_GAINS, PER_WORDS, PLACES, UNIT_TYPES, Amounts, Quantity, Unclear, lemma,
                         number_at, per_matches, unit_key)
from .units import MONEY_NAMES
from .parts_beside_en import KEPT_STATES
from .pronouns import is_person_name
from .role_tenses_en import WISHED_EN, compared_with, tense_crossed
from .put_and_taken_en import MOVED_BY_ANOTHER, PUT_EN, PUT_INTO, one_place, put_or_taken_there, taken_from
from .role_verbs_en import (ACT_EN, COMPARATIVES, DETERMINERS, DONE_AUX, FIRST_PERSON, GIVERS, GOAL_EN, HAS_EN,
                            LOSS_EN, MEASURED, STOPS_EN, actor_en, compared_otherwise, for_someone, measured_otherwise,
                            noun_en, one_compared_with, role_of_verb, speakers_thing, verb_at, words_and_types)
from .vocab_en import PEOPLE_NOUNS_EN, PERSONAL_PRONOUNS_EN, POSSESSIVES_EN

# Before a noun after "of": some of the ones told ("63 of the seashells", "93 of his pennies")
_BACK = frozenset({"the", "his", "her", "their", "its", "my", "our"})

_SHARED = re.compile(r"((are|is|were|was) )?(shared|split|divided)( equally| evenly)?")


_IN_EACH = re.compile(r" \w+ in (?:a|an|each|every) ")


def _so_many_in_each(amount: str, each: str, text: str) -> bool:
    """Whether `text` says "<amount> <word> in a|an|each|every <each>" ("7 days in a week"); the words are the
    request's own, so no pattern is made of them (one would be compiled on every request)."""
    at = text.find(amount)
    while at >= 0:
        told = _IN_EACH.match(text, at + len(amount))
        if told is not None and text.startswith(each, told.end()):
            return True
        at = text.find(amount, at + 1)
    return False


def quantity_en(part: list[Tok], slots: Amounts, before: list[Quantity], elided: Quantity | None) -> Quantity:
    """One part's quantity; `elided` is the quantity before it in the same clause, whose verb and
    subject a part without its own carries on ("read 45 pages on Monday and 38 pages on Tuesday")."""
    part, when = when_said_last(part)  # "… 9 more muffins on Tuesday": the when read apart (lead_ins_en.py)
    if when:
        q = quantity_en(part, slots, before, elided)
        q.said |= when
        return q
    pairs = words_and_types(part)
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
    if len(after) >= 2 and after[-2:-1] == ["in"] and _so_many_in_each(part[i].value, after[-1], slots.text) \
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
    noun, size = noun_en(after, after_types)
    tail, sort = after[size:], " ".join(after[:max(size - 1, 0)])
    owner = ""
    if after == ["away"]:
        noun, tail = "", ["away"]  # "Albert takes 5 away": no noun
    elif not noun and not unit and tail[:1] == ["of"] and len(tail) >= 2 \
            and (tail[1] not in PERSONAL_PRONOUNS_EN or tail[1] in _BACK) and tail[1] not in ("which", "it's", "them"):
        # "gave Mike 63 of the seashells" (the lexicon drops "the"), "bought 22 of Fred's baseball cards",
        # "spent 93 of his pennies": some of the ones told
        said_owner = tail[1] in _BACK or tail[1].endswith("'s")
        start = 2 if said_owner else 1
        named, named_size = noun_en(tail[start:], after_types[size + start:])
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
        kind, more = noun_en(tail, after_types[len(after) - len(tail):])
        if kind and more <= 2:
            of, tail = kind, tail[more:]  # "7 boxes of stuffed toy dogs": boxes (of dogs)
    if len(tail) in (2, 3) and (tail[:2] in (["for", "each"], ["for", "every"]) and len(tail) == 3
                                or tail[0] in ("per", "each", "every") and len(tail) == 2):
        # "5/8 yard of fabric for each pillow", "3 eggs per cake": so much per one of the last noun
        q = Quantity(text, value, "rate", unit=unit, noun=noun, of=of, per=unit_key(tail[-1]))
        if len(head) > 4 or any(w in COMPARATIVES for w in head):
            raise Unclear("a rate said with more words")
        return q
    if head in (["there", "are"], ["there", "were"]) and after == ["of", "us"]:
        return Quantity(text, value, "among", noun="us")  # "there are 8 of us": the sharers, the speaker one of them
    if tail[:1] == ["more"] and len(tail) == 2 and not noun and not unit and after_types[-1] in UNIT_TYPES:
        unit, tail = unit_key(tail[1]), ["more"]  # "she ran 2 more miles": the unit after "more" (h/add25)
    if tail[:1] == ["more"] and len(tail) >= 2 and not noun and not unit:
        more_noun, more_size = noun_en(tail[1:], after_types[len(after) - len(tail) + 1:])
        if more_noun and more_size == len(tail) - 1:  # "buys 8 more cows", "plants 44 more walnut trees"
            noun, sort, tail = more_noun, " ".join(tail[1:-1]), ["more"]
        elif more_noun and not head:  # "6 more birds land on the roof": the amount the subject (arrivals_en.py)
            noun, sort, tail = more_noun, " ".join(tail[1:more_size]), ["more", *tail[1 + more_size:]]
        elif more_noun and len(head) >= 2 and lemma(head[-1], "VERB") in PUT_EN and len(tail) == more_size + 3 \
                and tail[-2] in PUT_INTO:  # "Benny placed 3 more crayons in the drawer": put there, a gain
            noun, sort, tail = more_noun, " ".join(tail[1:more_size]), tail[-2:]
        elif more_noun and len(head) >= 2 and lemma(head[-1], "VERB") in OPENING_GAINS \
                and 2 <= len(tail) - more_size - 1 <= 3 and tail[1 + more_size] in ("for", "from", "at", "on"):
            noun, sort, tail = more_noun, " ".join(tail[1:more_size]), tail[1 + more_size:]  # "got 5 more stickers for his birthday"
    q = Quantity(text, value, "has", unit=unit, noun=noun, sort=sort, of=of, told=bool(owner), period=period)
    taken = taken_from(q, head, tail, owner, before) or put_or_taken_there(q, head, tail, before)
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
            and tail[1] not in PERSONAL_PRONOUNS_EN:
        q.actor, q.verb, q.role, q.other = actor_en(head[:-1]), "share with", "loss", tail[1]
        return q  # "She shares 5 with Peter": hers given to Peter
    if 2 <= len(head) <= 3 and lemma(head[-1], "VERB") in ("share", "split", "divide") \
            and tail in ([], ["equally"], ["evenly"]):
        q.actor, q.verb = actor_en(head[:-1]), "share"  # "we split 96 stickers equally (among 8 children)"
        return q
    rates = [b for b in before if b.role == "rate"]
    if (any(per_matches(q, b.per) for b in rates) or len(rates) == 1 and not q.noun and not q.unit) \
            and len(head) <= 4 and (not tail or tail[0] in PLACES and len(tail) <= 3):
        if tail[:1] == ["for"] and for_someone(tail[1:]):
            raise Unclear("bought for someone else: who paid")  # "Vera bought 3 lamps for her sister"
        if any(w == "to" and k and lemma(head[k - 1], "VERB") in WISHED_EN for k, w in enumerate(head)):
            raise Unclear("a doing planned or tried, not told done")  # "She planned to work 5 hours"
        q.said = frozenset(tail)
        q.role = "count"  # "and the bedroom needs 3 cans", "I filled up 12 gallons": so many of what a rate is per
        return q
    if head[:2] in (["a", *head[1:2]], ["an", *head[1:2]], ["one", *head[1:2]]) and head[2:3] == ["of"] \
            and len(head) == 5:
        head = head[:2] + head[4:]  # "a bag of rice weighs 5 kg": per bag
    if head[:1] and head[0] in ("a", "an", "one") and len(head) == 4 and verb_at(head, 3)[0] in HAS_EN \
            and not verb_at(head, 1)[0] and not verb_at(head, 2)[0]:
        # "a movie ticket is $13": per ticket; "a red rope is 18 m long": the red rope's
        q = _rate_en(q, [head[0], head[2], head[3]], tail)
        q.actor = f"{head[1]} {head[2]}"
        return q
    if head[:1] and (head[0] in ("each", "every") or head[0] in ("a", "an", "one") and len(head) == 3
                     and verb_at(head, 2)[0] in HAS_EN):
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
        if q.actor in ("which", "this") and before:
            q.actor = before[-1].actor  # "Tim has 45 marbles, which is 9 more than Ray has"; "This is 9.5 inches …"
    elif another_thing_for(q, head, elided):
        head = []  # "… and a rug for $41.15": one more thing bought (bought_for_en.py)
    elif head:
        raise Unclear("an amount with no verb before it")
    elif elided is not None and not any(verb_at(tail, k)[0] for k in range(len(tail))):
        if elided.other and elided.verb in MOVED_BY_ANOTHER:
            raise Unclear("a second amount put or taken, told without its verb: from or into where?")
        q.actor, q.verb, q.role = elided.actor, elided.verb, elided.role  # "… and 38 pages on Tuesday"
        q.per = elided.per if elided.role == "has" and not elided.verb else q.per  # "A store had 8 … and 5 …": its own
    elif not tail:
        raise Unclear("an amount with no verb")
    q.said = q.said | frozenset(tail)  # with the thing bought, where one was (bought_for_en.py)
    if paid_otherwise(q, tail):
        raise Unclear("a spending paid otherwise than from the money had (bought a book for $7.50 on credit)")
    if vat >= 0 and tense_crossed(head[vat], compared_with(tail)):
        raise Unclear("compared with another time's amount")  # "has 4 times as many as Lea had": had when?
    if vat >= 2 and head[vat - 1] == "to" and lemma(head[vat - 2], "VERB") in WISHED_EN:
        raise Unclear("a doing planned or tried, not told done")  # "She planned to work 5 hours"
    if vat >= 0 and head[vat] in ("was", "were") and tail[:3] == ["times", "as", "old"]:
        raise Unclear("a multiple of ages once")  # "Gia was 4 times as old as her niece": ages grow, multiples do not
    if made_of_the_things_had(q, tail, before):
        raise Unclear("a making verb told of the things had: made of them, not more")  # "had 25 apples, baked 9"
    return _tail_en(q, tail, before)


def _shared_thing(words: list[str]) -> str:
    """What "(if) he shares them (equally)", "she divides the marbles" shares: "them" (the amount told) or a noun."""
    words = [w for w in words if w not in ("if", "equally", "evenly") and w not in DETERMINERS]
    verb = next((k for k, w in enumerate(words) if lemma(w, "VERB") in ("share", "divide", "split", "distribute")),
                None)
    if verb is None or verb > 2 or len(words) != verb + 2 or words[0] in ("i", "we", "you"):
        raise Unclear("shared by whom, or shared what")
    return "them" if words[-1] == "them" else lemma(words[-1], "NOUN")


def _rate_after_en(q: Quantity, head: list[str], after: list[str], unitless: bool = False) -> Quantity:
    """"Paint costs $38 a can", "32 miles per gallon", "£18.50 an hour for babysitting": so many of a
    unit per one of a noun or unit; the verb before it only says who (the units say the rest)."""
    if not q.unit and not {"cost", "costs"}.isdisjoint(head):
        q.unit = "money"  # "bananas cost 0.59 a pound": a price, in the money the question asks
    if not q.unit and not unitless or len(head) > 4 or any(w in COMPARATIVES or w == "by" for w in head):
        raise Unclear("a rate of what, or a change of a rate")
    q.per = unit_key(after[1])
    subject = [w for w in head if w not in DETERMINERS]
    if len(subject) >= 2 and subject[-2] not in PERSONAL_PRONOUNS_EN and subject[-2] not in POSSESSIVES_EN \
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
    if not verb or head[0] not in ("each", "every") and verb not in HAS_EN or len(head) != 2 + used:
        raise Unclear("a rate said with more words")  # "each student needs 3": any verb of a class
    q.per = lemma(head[1], "NOUN")
    q.role = "rate" if head[0] in ("each", "every") else "has"
    q.actor = "" if q.role == "rate" else q.per
    if tail in (["in", "it"], ["in", "them"]):
        tail = []  # "Each box has 4 dogs in it"
    if q.role == "rate" and tail or tail and tail[0] not in MEASURED and tail[:1] != ["times"]:
        raise Unclear("words after a rate")
    return _tail_en(q, tail, []) if tail else q


def _subject_verb(q: Quantity, head: list[str], vat: int, verb: str, used: int, elided: Quantity | None) -> None:
    q.actor, q.verb = actor_en(head[:vat]), verb
    if verb not in HAS_EN and speakers_thing(head[:vat]):
        # "my phone has 86 apps" is the speaker's; "my groomer collected 30": a person the closed list does not know
        raise Unclear("the speaker's own thing doing something: a person outside the people nouns?")
    between = head[vat + used:]
    if spent_on_a_thing(q, verb, between):
        return  # "She bought a book for $7.50" (bought_for_en.py)
    if between in (["a"], ["an"], ["the"]) and q.unit in MONEY_NAMES:
        between = []  # "paid a $95 phone bill": the money is the bill's
    if between == ["with"] and verb == "have" and head[vat] != "with":
        between = []  # "Ann has with 9 blocks": MAWPS's typo for "has 9" (six train rows); "has a box with 9" stays
    if head[vat] in DONE_AUX and verb == "have" and between:
        # "Leo has placed 342", "she has read 185 pages": what is done so far
        if len(between) != 1 or not (between[0].endswith("ed") or lemma(between[0], "VERB") in ACT_EN):
            raise Unclear("words between the verb and its amount")
        q.role, q.verb = "done", lemma(between[0], "VERB")
        return
    if verb in GIVERS and between and between[0] not in DETERMINERS and between != ["another"]:
        # "her grandpa gave her 15 coins": the one given to gains it
        if len(between) == 1 and between[0] not in PERSONAL_PRONOUNS_EN and between[0] not in POSSESSIVES_EN \
                and between[0] not in STOPS_EN and not verb_at(between, 0)[0] and between[0] not in ("back", "away", "out"):
            q.role, q.other = "loss", between[0]  # "she gave Mike 63 of the seashells" ("gave back 2": to no one named)
            return
        if len(between) == 2 and between[0] in POSSESSIVES_EN and between[1] in PEOPLE_NOUNS_EN:
            q.role, q.other = "loss", " ".join(between)  # "she gave her mother 26 of them": hers, given to her mother
            return
        if between[0] not in PERSONAL_PRONOUNS_EN or len(between) != 1:
            raise Unclear("given to someone else")
        if q.actor == "i" and between[0] not in FIRST_PERSON:
            q.other = "i"  # "My hamster has 7 treats and I give it 6 more": the speaker gives, a holder apart
        q.actor, q.role, q.verb = "i" if between[0] in FIRST_PERSON else "", "gain", "given"
        return
    if verb in GIVERS and not between and q.actor and elided is not None and elided.verb == "given":
        q.actor, q.role = elided.actor, "gain"  # "Grandma sent me $50 and my uncle sent 35": to me as well
        q.verb = "given"
        return
    if verb == "need" and not between:
        q.role = "need"  # "we need 200 chairs": a goal
        return
    if verb in GOAL_EN:
        if between[:1] != ["to"] or len(between) != 2:
            raise Unclear("a goal said with more words")
        q.role = "need"
        return
    q.role = role_of_verb(verb)
    if between == ["another"] and q.role == "loss" and elided is not None and elided.role == "has":
        raise Unclear("another given beside what is kept")  # "keeps 12 in an album and gives another 7": not of the 12
    if between == ["another"] and q.role in ("gain", "loss"):
        between = []  # "She finds another 74": more of the same; "gave 3 to Ann and another 7 to Ben"
    if between:
        raise Unclear("words between the verb and its amount")


def _tail_en(q: Quantity, tail: list[str], before: list[Quantity]) -> Quantity:
    tail = where_a_group_is(q, tail)  # "there were 10 students riding on the bus" (arrivals_en.py)
    if tail[:1] and tail[0] in MEASURED and q.unit:
        tail = tail[1:]  # "7 m tall", "12 years old"
    if tail[:1] in (["taller"], ["longer"]) and len(tail) == 1 and q.verb == "grow" and q.role == "gain" and q.unit:
        tail = []  # "Then she grew 2.86 feet taller": a gain of that length
    if q.verb == "" and tail and (moved := moved_en(q, tail, before)) is not None:
        return moved  # "6 more birds land on the roof", "12 ducks were swimming in the pond"
    if not tail:
        if q.verb == "" and q.role == "has" and not q.per:
            raise Unclear("no verb")
        return q
    if tail == ["left"] and q.role == "has" and q.verb in HAS_EN and before:
        return q  # "Now she has 59 marbles left": the level after what came before, as "now she has 59 marbles"
    if tail == ["more"] and q.role == "has" and before and before[-1].actor and q.actor \
            and q.actor != before[-1].actor:
        q.role, q.other = "more", before[-1].actor  # "Tom has 30 marbles and Ann has 12 more": than Tom
        return q
    if tail == ["more"] and q.role == "loss" and q.other and q.verb in GIVERS:
        return q  # "Annie gives Angela 4 more": Angela's gain where the question asks of her (roles.py)
    if len(tail) == 3 and tail[:2] == ["more", "from"] and q.role == "gain" and tail[2] not in PERSONAL_PRONOUNS_EN \
            and tail[2] not in STOPS_EN:
        q.other = tail[2]  # "He gets 16 more from Steve"
        return q
    if tail == ["more"] and q.role == "loss" and before and before[-1].role == "loss" and before[-1].verb == q.verb \
            and q.actor in ("", before[-1].actor):
        return q  # "Bobby ate 26 pieces of candy. Then he ate 17 more": the same doing again (another's "17 more": than?)
    if tail == ["more"]:
        if q.role not in ("gain", "has", "act"):
            raise Unclear("more of a loss")
        q.role = "act" if q.role == "act" else "gain"  # "ran 1 3/4 miles more": more of the same doing
        return q
    if tail[0] in COMPARATIVES and "than" in tail:
        than = tail.index("than")
        if len(tail[1:than]) > 1:
            raise Unclear("a comparison with more words")
        if tail[1:than]:
            q.noun = lemma(tail[1], "NOUN")
        if compared_otherwise(tail[0], q.unit):
            raise Unclear("a comparison in a unit of another measure")
        # "It is 12 feet taller than the pine tree" after "The oak tree is …": told apart from the tree before
        told_before = tuple(w for b in before for w in b.actor.split())
        q.role, q.other = COMPARATIVES[tail[0]], one_compared_with(tail[than + 1:], asked=told_before)
        return q
    if tail == ["times", "as", "many"] and q.role in ("has", "gain", "act") and before and before[-1].actor \
            and q.actor and q.actor != before[-1].actor and not q.noun:
        q.role, q.other = "times", before[-1].actor  # "Arthur baked 115 muffins. James baked 12 times as many."
        return q
    if tail[:1] == ["times"] and tail[1:2] == ["as"] and len(tail) >= 3:
        rest = tail[3:]
        if tail[2] not in ("many", "much") and tail[2] not in MEASURED:
            raise Unclear("a multiple of what")
        if rest[1:2] == ["as"] and rest[0] != "as":
            q.noun, rest = lemma(rest[0], "NOUN"), rest[1:]  # "3 times as many books as Sue"
        if rest[:1] == ["as"]:
            q.other = one_compared_with(rest[1:])
            if tail[2] in MEASURED and measured_otherwise(tail[2], [b.unit for b in before if b.actor == q.other]
                                                          or [b.unit for b in before]):
                raise Unclear("a multiple of another measure than the one told")  # "3 times as tall as" an age
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
            and verb_at(tail, 1)[0] in LOSS_EN and not before[-1:] == [] and tail[3] not in PERSONAL_PRONOUNS_EN:
        q.verb, q.role, q.other = verb_at(tail, 1)[0], "loss", tail[-1]  # "29 are eaten by a hippopotamus"
        return q
    if q.verb == "" and len(tail) == 2 and tail[0] in ("are", "is", "were", "was"):
        if before and (not verb_at(tail, 1)[0] or tail[1] in KEPT_STATES) and tail[1] not in STOPS_EN:
            q.role, q.other = "part", tail[1]  # "63 candies are red", "9 were cracked": a part of the whole before
            return q
        if tail[1] in KEPT_STATES:  # "9 plates were cracked": still held, or thrown away? ("9 cracked" is a loss)
            raise Unclear("a state told, not a change")
        verb, _ = verb_at(tail, 1)
        if verb and verb not in HAS_EN:
            q.verb, q.role = verb, role_of_verb(verb)  # "17 sheep were sold"
            return q
    if q.verb == "":
        # "19 flew away", "6 popped": the amount is the subject
        verb, used = verb_at(tail, 0)
        if not verb or len(tail) != used:
            raise Unclear("an amount with a verb this reader does not read")
        q.verb, q.role = verb, role_of_verb(verb)
        return q
    if q.role == "gain" and tail[0] == "for" and for_someone(tail[1:]):
        raise Unclear("got for someone else: whose are they now")  # "He bought 6 cards for his sister"
    if tail[0] in ("in", "into") and _someone_elses(tail[1:]):
        raise Unclear("put in a place of someone else's")  # "deposited $90 into her brother's account": not hers
    if tail[0] in PLACES and (len(tail) <= (4 if tail[0] in ("in", "at", "into") else 3) or place_then_when(tail)) \
            and PER_WORDS.isdisjoint(tail):
        if tail[0] == "from" and before and one_place(before[0]) not in ("", tail[-1]) \
                and not is_person_name(tail[-1]) and tail[-1] not in PERSONAL_PRONOUNS_EN:
            raise Unclear("gone from another place than the start's")  # "40 ducks in the pond … away from the lake"
        return q  # "gave 20 to her friend", "spent 12 dollars on lunch", "to make a bracelet", "in June"
    raise Unclear("words after the amount")


def _someone_elses(place: list[str]) -> bool:
    """Whether a place names a person as its owner ("her brother's account", "Tom's wallet", "his mom's car")."""
    owners = [w[:-2] for w in place if w.endswith(("'s", "’s"))]
    return "'s" in place or "’s" in place or any(w in PEOPLE_NOUNS_EN for w in place) \
        or any(o in PEOPLE_NOUNS_EN or is_person_name(o.capitalize()) for o in owners)
