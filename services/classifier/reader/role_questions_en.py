"""The question of an English one-step word problem (for roles.py): what it asks (left, in total, each, how many
more), of what (its noun or unit) and of whom; and whether it asks only in words the story says.
"""

from __future__ import annotations

import re

from .comparisons_en import thing_then_asked
from .kinds_en import KINDS
from .role_operations import measured
from .tokens import Tok, words_of
from .role_words import MONEY_ASKED, UNIT_TYPES, Amounts, Ask, Unclear, lemma, number_at, unit_key, unit_word
from .rate_amounts import SUBSTANCES
from .units import MONEY_NAMES, UNIT_NAMES
from .role_verbs_en import (COMPARATIVES, DETERMINERS, DONE_AUX, FIRST_PERSON, GOAL_EN, HAS_EN, MEASURED, NOT_SUBJECTS,
                            SKIP_EN, noun_en, one_compared_with, owners_words, verb_at, words_and_types)
from .vocab_en import PEOPLE_NOUNS_EN, PERSONAL_PRONOUNS_EN, POSSESSIVES_EN


def without_lead_in(question: list[Tok]) -> list[Tok]:
    """The question less the asking around it: "can you tell me how many …" (the lexicon's WHAT lead-ins
    before "how many"), "how many … do you think I have"; "you" there is the one asked, not a holder."""
    at = next((k for k, t in enumerate(question) if t.type == "HOW_MANY"), None)
    if at is not None and all(t.type == "WHAT" for t in question[:at]):
        question = question[at:]
    values = [t.value for t in question]
    think = next((k for k in range(len(values) - 2) if values[k:k + 3] == ["do", "you", "think"]), None)
    return question if think is None else question[:think] + question[think + 3:]


_START_ASKED = re.compile(r" (start|begin) with | to (start|begin) with | at first | originally | in the beginning ")


def ask_en(question: list[Tok], slots: Amounts) -> Ask:
    question = without_lead_in(question)
    pairs = words_and_types(question)
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
    elif " how far " in said or " how tall " in said or " how long " in said:  # "how long": a length, not a time
        asked = next(w for w in ("far", "tall", "long") if f" how {w} " in said)
        ask.unit, ask.counts, at = "length", False, words.index(asked) + 1
    elif not MONEY_ASKED.isdisjoint(words) and len(words) <= 6 and not _START_ASKED.search(said):
        # "What is the price at first?" (h/red35en): the price before the changes, not after; not read here
        ask.unit, ask.counts = "money", False  # "Cost?", "what did I pay?", "cost of the paint"
        return ask
    else:
        raise Unclear("no count asked")
    rest, rtypes = words[at:], types[at:]
    if rest and rtypes[0] in UNIT_TYPES:
        ask.unit, rest, rtypes, ask.counts = unit_word(rest[0]), rest[1:], rtypes[1:], False
        if rest[:1] == ["of"]:
            rest, rtypes = rest[1:], rtypes[1:]
    if rest[:1] == ["more"] and "than" not in rest and (not GOAL_EN.isdisjoint(lemma(w, "VERB") for w in rest)
                                                        or re.search(r" (have|has) to \w+ to have $", said)):
        ask.kind, rest, rtypes = "need", rest[1:], rtypes[1:]  # "how many more pages does she need"
    compared = rest[0] if rest and rest[0] in COMPARATIVES else ""
    if compared:
        rest, rtypes = rest[1:], rtypes[1:]
    noun, size = noun_en(rest, rtypes)
    ask.noun, ask.sort = noun or ask.noun, " ".join(rest[:max(size - 1, 0)])
    rest = rest[size:]
    if compared:
        ask.kind, ask.compared = COMPARATIVES[compared], compared
        if ask.kind in ("more", "fewer") and not _PRICED.isdisjoint(words):
            ask.unit = ask.unit or "money"  # "How much more did the new rug cost?": money, whatever the story told
        if compared in ("more", "less") and "weigh" in (lemma(w, "VERB") for w in words):
            ask.compared = "heavier" if compared == "more" else "lighter"  # "how much more does it weigh"
        if rest[:1] == ["of"] and rest[2:3] == ["than"] and thing_then_asked(rest[3:]) is not None:
            ask.container, ask.noun, rest = ask.noun, lemma(rest[1], "NOUN"), rest[2:]  # "more pounds of apples than"
            ask.counts = ask.counts and not measured(ask.container)  # pounds are no whole count
        if "than" in rest and not rest[:rest.index("than")] and thing_then_asked(rest[1:]) is not None:
            ask.other, rest = thing_then_asked(rest[1:])  # "more pencils than pens does Lily have" (comparisons_en.py)
        elif "than" in rest:
            than = rest.index("than")
            ask.other, rest = one_compared_with(rest[than + 1:], ask.noun, tuple(rest[:than])), rest[:than]
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
    ask.would = bool(re.search(r" would (\w+ ){1,2}have $", said))
    ask.plural = not {"they", "them", "their"}.isdisjoint(rest)
    ask.start = bool(_START_ASKED.search(said))
    verbs = (verb_at(words, k)[0] for k in range(len(words)))
    ask.verb = next((v for v in verbs if v and v not in HAS_EN), "")
    if words[-1:] == ["each"] and ask.kind in ("total", "left", "now", "need"):
        raise Unclear("each after another thing asked: of whom? (in all each, to have 90 acorns each)")
    return ask


# Verbs of a price: a comparison asked with one asks money ("how much more did Tom pay")
_PRICED = frozenset({"cost", "costs", "pay", "paid", "pays", "price", "spend", "spent", "spends", "earn", "earned",
                     "earns", "charge", "charged", "charges"})
# The words a question asks with: every other word of it must be the story's (its nouns, verbs, names).
_ASKING_EN = frozenset((
    "how many much old far what what's whats is are was were be do does did has have had will would can could the a "
    "an of in on at to for left still now total altogether all together combined each per more fewer less than not "
    "need needs there it that he she i we they you his her my their our your me him them us get got receive received "
    "keep kept remaining remain so both overall cost costs pay paid price spend spent earn earned make made bill charge add "
    "adds up come comes money payment payments go travel lost used needed end ends with start begin first originally "
    "beginning").split()) \
    | frozenset(COMPARATIVES) | MEASURED | SUBSTANCES  # "how far can I go", "how much water is lost"
_UNITS = frozenset(UNIT_NAMES) | MONEY_NAMES  # "how many meters": a unit, which the story may write otherwise (m)


def asks_only_en(question: list[Tok], story: list[Tok], slots: Amounts) -> bool:
    """Whether every word of the question asks (how many, left, in total …) or is one of the story's
    own, its base form too ("sold" for "sell"): "in euros", "after tax", "his sister", "if the first
    month is free", "6 cans of sprite" say what the story does not."""
    question = without_lead_in(question)
    said, asked = words_of(story), words_of(question)
    said_words = set(said)
    told: set[str] | None = None  # the story's words with their base forms, gathered at a word not said as is
    story_units = {number_at(story, i, slots)[2] for i, t in enumerate(story) if t.type == "NUM"}
    units: set[str] | None = None  # "in euros" of a story in dollars is another; gathered at a unit asked
    owned = {(a, b) for a, b in zip(said, said[1:]) if a in POSSESSIVES_EN}
    if any(a in POSSESSIVES_EN and (a, b) not in owned for a, b in zip(asked, asked[1:])):
        return False  # "… my mom's car … how many are left in my car": whose is told with the noun
    for t in question:
        for w in t.value.split():
            if w in _ASKING_EN or w in said_words:
                continue  # most words of a question: no base forms to make
            if told is None:
                told = said_words | {x.removesuffix("'s") for x in said_words}  # "my sister's box": my sister is told
                told |= {lemma(x, "VERB") for x in told} | {lemma(x, "NOUN") for x in told}
            if w in told or lemma(w, "VERB") in told or lemma(w, "NOUN") in told \
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
    inverted = rest[aux] not in DONE_AUX or rest[aux + 1:aux + 2] and rest[aux + 1] not in NOT_SUBJECTS
    # "how many I have left", "how many Tom has": the subject before its verb, not after
    told_first = [] if inverted else owners_words([w for w in rest[:aux] if w not in DETERMINERS])
    if told_first[-1:] and told_first[-1] in FIRST_PERSON or told_first == ["you"]:
        return "you" if told_first == ["you"] else "i"
    if len(told_first) == 1 and told_first[0] not in PERSONAL_PRONOUNS_EN or len(told_first) == 2 \
            and told_first[0] in POSSESSIVES_EN:
        return "i" if told_first[0] in ("my", "our") and lemma(told_first[1], "NOUN") not in PEOPLE_NOUNS_EN \
            else " ".join(told_first)
    subject = [w for w in rest[aux + 1:] if w not in DETERMINERS]
    noun_end = next((k for k, w in enumerate(subject) if verb_at(subject, k)[0] or w in NOT_SUBJECTS), len(subject))
    subject = owners_words(subject[:noun_end]) + subject[noun_end:]  # "does tom's box have": tom
    if subject[:1] and subject[0] in ("my", "our") and subject[1:2] and lemma(subject[1], "NOUN") not in PEOPLE_NOUNS_EN \
            and (len(subject) == 2 or verb_at(subject, 2)[0] or subject[2] in NOT_SUBJECTS):
        return "i"  # "does my dog have": the speaker's own, as the story's "my dog" is
    if subject[:1] and subject[0] in FIRST_PERSON:
        return "i"
    if subject[:1] == ["you"]:
        return "you"  # "Tom had 45 … how many do you have": not Tom's
    if subject[:1] and subject[0] in POSSESSIVES_EN and len(subject) > 1 and subject[1] not in NOT_SUBJECTS \
            and not verb_at(subject, 1)[0]:
        return " ".join(subject[:2])  # "her sister"
    if not subject or subject[0] in PERSONAL_PRONOUNS_EN or subject[0] in NOT_SUBJECTS:
        return ""
    if len(subject) > 1 and not verb_at(subject, 1)[0] and subject[1] not in NOT_SUBJECTS \
            and subject[1] not in MEASURED and subject[1] not in SKIP_EN:
        return " ".join(subject[:2])  # "the red rope"
    return subject[0]
