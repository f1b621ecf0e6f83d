"""A question asked as a request at the end of an English story, written again as the question it asks (issue 15,
the stories corpus): "Figure out how many crates they filled." → "How many crates did they fill?", "Work out what
the labor cost." → "What did the labor cost?", "Figure out how many pepper plants there are in all." → "How many
pepper plants are there in all?", "Work out how many essays he grades over 4 nights." → "How many essays does he grade
over 4 nights?".

Only the last sentence, only after "work out", "figure out", "calculate", "find out" or "tell me" (with "please" or
"can you" before), and only where the clause asked is plain: "how many <things>", "how much" or "what", then a
subject (a pronoun, "there", a name, or "the"/"his"/"her" … and up to three words), then its verb: an auxiliary is
put before the subject ("she still has to run" → "does she still have to run", "it will take" → "will it take"), a
verb in the past or the present takes "did" or "does" with its base form ("they filled" → "did they fill"). Anything
else ("how many more …", a verb the lexicon does not know, a subject of four words) is left as written: parse.py
reads the question so written as strictly as any other, or the request goes slow.
"""

from __future__ import annotations

import re

from dtlib.rulematch import verb_lemma

from .slots import Slots

_REQUEST = re.compile(r"(?:(?:please|can you|could you)\s+)?(?:work out|figure out|calculate|find out|tell me)\s+"
                      r"(?P<asked>how many|how much|what)\s+(?P<rest>[^.?!]+?)\s*[.?!]?$", re.IGNORECASE)
_PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they", "that", "this", "there"})
_DETERMINERS = frozenset({"the", "his", "her", "their", "our", "my", "your", "its", "each", "every"})
_AUXILIARIES = frozenset({"will", "would", "can", "could", "should", "must", "is", "are", "was", "were", "has", "have",
                          "had", "does", "do", "did", "might", "may"})
# "has to", "have to": a need, asked with does / do ("she still has to run" → "does she still have to run")
_HAVE_TO = {"has": ("does", "have"), "have": ("do", "have"), "had": ("did", "have")}


def request_as_question(slots: Slots) -> str | None:
    """The request as written with its last sentence, a request, written as the question it asks; None where there
    is none or its clause is not plain (see the module's docstring)."""
    text = " ".join(slots.original.split())
    if not text.isascii():
        return None
    start = max(text.rfind(". ", 0, len(text) - 1), text.rfind("? ", 0, len(text) - 1),
                text.rfind("! ", 0, len(text) - 1))
    story, last = (text[:start + 2], text[start + 2:]) if start >= 0 else ("", text)
    said = _REQUEST.fullmatch(last)
    if said is None or not story:
        return None
    question = _asked(said["asked"].lower(), said["rest"].split())
    return f"{story}{question[0].upper()}{question[1:]}?" if question is not None else None


def _asked(asked: str, rest: list[str]) -> str | None:
    if asked == "how many":
        thing = _things(rest)
        if not thing:
            return None
        head, rest = f"how many {' '.join(rest[:thing])}", rest[thing:]
    else:
        head = asked
    subject = _subject(rest)
    if subject is None:
        # "how many apartments are in the building": the things are the subject, the clause already a question's
        return f"{head} {' '.join(rest)}" if rest and rest[0].lower() in _AUXILIARIES and asked == "how many" else None
    who, verb, after = rest[:subject], rest[subject], rest[subject + 1:]
    said_who = " ".join(who)
    if verb.lower() in _HAVE_TO and after[:1] == ["to"] or verb.lower() in ("still", "also") and after[:2] and \
            after[0].lower() in _HAVE_TO and after[1:2] == ["to"]:
        adverb = [verb] if verb.lower() in ("still", "also") else []
        have = after[0] if adverb else verb
        after = after[1:] if adverb else after
        aux, base = _HAVE_TO[have.lower()]
        return " ".join([head, aux, said_who, *adverb, base, *after])
    if verb.lower() in _AUXILIARIES:
        return " ".join([head, verb, said_who, *after])
    base = verb_lemma(verb.lower())
    if base is None:
        return None  # no verb the lexicon knows as only a verb ("cost", "walks" may be nouns)
    aux = "does" if verb.lower() in (base + "s", base + "es") else "did"  # "pays", "got", "filled"
    return " ".join([head, aux, said_who, base, *after])


def _things(rest: list[str]) -> int:
    """How many words name the things counted after "how many": up to three, with "of" and its word ("pounds of
    birdseed"), before the subject; 0 where "more", "fewer" or nothing is there."""
    if not rest or rest[0].lower() in ("more", "fewer", "less", "times"):
        return 0
    k = 1
    while k < len(rest) and k < 4 and _subject(rest[k:]) is None and rest[k].lower() not in _AUXILIARIES:
        k += 1
    return k if k < len(rest) else 0


def _subject(rest: list[str]) -> int | None:
    """How many words the subject at the start of `rest` has, where it is a pronoun, a name, or a determiner and up to
    three words before a verb; None where it is not."""
    if not rest:
        return None
    first = rest[0]
    if first.lower() in _PRONOUNS:
        return 1
    if first[:1].isupper() and first.isalpha() and len(rest) > 1 and verb_lemma(rest[1].lower()) is not None:
        return 1
    if first.lower() in _DETERMINERS:
        for k in range(2, 5):
            if k < len(rest) and (rest[k].lower() in _AUXILIARIES or verb_lemma(rest[k].lower()) is not None) \
                    and verb_lemma(rest[k - 1].lower()) is None:
                return k
    return None
