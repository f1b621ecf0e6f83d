"""English words by word class, from sources independent of every corpus the reader is measured on.

Closed classes are written once here from English grammar (the personal pronouns and possessive determiners of
a standard grammar's pronoun table; the kinship terms of English — nuclear, extended, step-, god-, grand- — and
the nouns of people by the role they hold for someone: household, school, work, home, shop; the few animals a
story keeps as its people's own). Open classes are lemminflect's dictionary (pinned, offline), by universal POS.
A class says only what a word is; what a reader may accept of it is said where the reader uses it:
- a noun of a person (`PEOPLE_NOUNS_EN`, by its base form): "my landlord", "my tutor" are someone beside the
  speaker, never the speaker's own thing as "my phone" is; and "my X" doing something where X is none of them
  goes slow, as X may be a person the list does not know ("my groomer collected 30") (roles_en.py);
- a period adjective right by its amount (`periods_said_as_rates`): "$850 monthly", "a $1,200 monthly stipend",
  "120 loaves daily" are "$850 per month", "a $1,200 stipend per month", "120 loaves per day", and are read as
  those are. "biweekly", "semimonthly", "quarterly" are not periods here: "biweekly" is twice a week or every
  two weeks, and the words do not say which.
"""

from __future__ import annotations

from lemminflect import getAllLemmas

from ..slots import Slots
from .tokens import Tok
from .periods_asked import PERIOD_OF_TYPE, PERIOD_WORDS

# The personal pronouns (subject and object forms) and the possessive determiners of persons, from a grammar's
# pronoun table ("its" is no person's; the possessive pronouns "mine", "ours" stand alone and are not here)
PERSONAL_PRONOUNS_EN = frozenset({"i", "me", "we", "us", "you", "he", "him", "she", "her", "it", "they", "them"})
POSSESSIVES_EN = frozenset({"my", "our", "your", "his", "her", "their"})
# The modal auxiliaries: what may, could or must be, not what is or was
MODALS_EN = frozenset({"will", "would", "may", "might", "could", "can", "should", "must", "shall"})

# Kinship: the nuclear and extended family, with the step-, god- and grand- forms written as one word
_KIN = ("mother", "father", "mom", "mum", "mommy", "mummy", "dad", "daddy", "parent", "sister", "brother", "sibling",
        "son", "daughter", "child", "kid", "baby", "wife", "husband", "spouse", "partner", "fiance", "fiancee",
        "grandma", "grandpa", "granny", "grandmother", "grandfather", "grandparent", "grandson", "granddaughter",
        "grandchild", "grandkid", "uncle", "aunt", "auntie", "cousin", "nephew", "niece", "stepmom", "stepmother",
        "stepdad", "stepfather", "stepson", "stepdaughter", "stepsister", "stepbrother", "godmother", "godfather",
        "godson", "goddaughter", "godparent", "family", "twin", "boyfriend", "girlfriend")
# People by the role they hold for someone: household, school, work, home and the shops and services people use
_ROLES = ("friend", "neighbor", "neighbour", "roommate", "flatmate", "housemate", "classmate", "teammate",
          "colleague", "coworker", "boss", "manager", "employer", "employee", "landlord", "landlady", "tenant",
          "teacher", "tutor", "coach", "mentor", "student", "pupil", "babysitter", "nanny", "doctor", "dentist",
          "nurse", "vet", "cashier", "waiter", "waitress", "barber", "plumber", "electrician", "mechanic", "lawyer",
          "accountant", "client", "customer", "guest", "host", "team")
# Animals a story keeps as its people's own ("my dog ate 3"), so not the speaker's own thing
_PETS = ("dog", "cat", "puppy", "kitten", "pet")
PEOPLE_NOUNS_EN = frozenset(_KIN + _ROLES + _PETS)
KIN_EN = frozenset(_KIN)

# A period adjective or adverb → the token of the period it is per ("monthly": per month), from periods_asked's
# period words; "quarterly" is left out: no rate reader takes "a quarter" as its period
_TYPE_OF_PERIOD = {**{period: kind for kind, period in PERIOD_OF_TYPE.items()}, "hour": "UNIT"}
PERIOD_WORDS_EN = {word: (_TYPE_OF_PERIOD[period], period) for word, period in PERIOD_WORDS.items()
                   if word.endswith(("ly", "al")) and period in _TYPE_OF_PERIOD}


def is_noun(word: str) -> bool:
    """lemminflect knows the word as a noun (its dictionary, not any corpus)."""
    return word.isalpha() and "NOUN" in getAllLemmas(word)


def periods_said_as_rates(tokens: list[Tok], slots: Slots) -> list[Tok]:
    """`tokens` with a period word right by its amount said as "per" and the period, after the amount's noun:
    "<n0> monthly" → "<n0> per month", "<n0> monthly stipend" → "<n0> stipend per month", "<n0> loaves daily" →
    "<n0> loaves per day", "<n0> dollars weekly" → "<n0> dollars per week". A noun after the period word only after
    an amount of money or a unit: "12 monthly payments" are 12 payments, not 12 a month. Any other place of the
    word (not by an amount, two nouns, a word that is no noun) keeps it an unknown word."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        i += 1
        period = PERIOD_WORDS_EN.get(t.value) if t.type == "WORD" else None
        if period is None or not out:
            out.append(t)
            continue
        per = [Tok("MEI", "per", t.pos), Tok(period[0], period[1], t.pos)]
        after = tokens[i] if i < len(tokens) else None
        ends = after is None or after.type != "WORD"  # nothing said of the period word after it
        if out[-1].type == "NUM" and ends:
            out += per  # "<n0> monthly."
        elif out[-1].type == "NUM" and out[-1].value.startswith("<n") and slots.number(out[-1].value).unit \
                and _one_noun(tokens, i):
            out += [after, *per]  # "<n0> monthly stipend"
            i += 1
        elif ends and len(out) > 1 and out[-2].type == "NUM" \
                and (out[-1].type == "UNIT" or _one_noun(out, len(out) - 1)):
            out += per  # "<n0> loaves daily", "<n0> dollars weekly"
        else:
            out.append(t)
    return out


def _one_noun(tokens: list[Tok], i: int) -> bool:
    """tokens[i] is a noun, not a period word, and no word follows it."""
    t = tokens[i]
    return t.type == "WORD" and is_noun(t.value) and t.value not in PERIOD_WORDS_EN \
        and (i + 1 >= len(tokens) or tokens[i + 1].type != "WORD")
