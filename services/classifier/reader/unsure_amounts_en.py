"""An amount an English request tells only roughly, or one its speaker is unsure of, in the words hedges.py's list does
not hold: "close to $80", "something like $80", "in the ballpark of $1200", "paid like $60", "an estimated $900",
"just shy of $100", "upward of $20,000", "80-odd people", "in the neighbourhood of $300", "circa 250"; "I think it
was $45", "the repair was probably $240",
"Supposedly the tank holds 60 liters", "I'm not sure, but I spent $35"; or a told amount corrected ("$45, no wait,
$54"). A reading that computes with such an amount states an exact answer from a guess, so the request goes slow,
whichever reader read it (the English kin of unsure_amounts_zh.py).

The speaker's doubt counts in a sentence that tells an amount after it, never in the question itself ("Probably a
silly question, but what is 9 times 6?": the amounts come after the question word; "I'm not sure, 15% of 80?": a
question of amounts alone) nor in a sentence without one ("Maybe you can help me. What is 12 times 4?"). "like" counts only after a verb that gives an amount ("paid like
$60"; "I'd like 3 coffees", "Kids like 2 scoops" are wants); "near" and "close to" before a place ("the shop near
the station") hold no amount.
"""

from __future__ import annotations

import re

_SLOT = re.compile(r"<[np]\d+>")
_AMOUNT_VERBS = (r"(?:paid|pay|pays|cost|costs|spent|spend|spends|was|were|is|are|it's|weighs|weighed|took|takes|have"
                 r"|has|had|got|made|earned|earns|ran|walked|drove|sold|bought|owe|owes|owed)")
# right before the amount (its currency mark is gone from the slotted text): "close to <n0>", "paid like <n0>"
_ROUGH_BEFORE = re.compile(
    r"\b(?:close to|near|nearer|somewhere (?:near|around|about|between)|something like|(?:in )?the ballpark of"
    r"|ballpark|an? estimated|estimated at|(?:a little |just |a bit )?shy of|more or less|north of|south of"
    r"|upward of|a good|a rough|some|give or take|in the (?:neighbou?rhood|vicinity|region) of|on the order of|circa"
    + rf"|{_AMOUNT_VERBS} like)\s*$")
# right after it: "<n0>-odd people", "<n0> or thereabouts", "<n0> and change", "<n0>-something"
_ROUGH_AFTER = re.compile(r"(?:-odd\b|\s+odd\s+(?!numbers?\b|ones?\b|and\b)|\s+or thereabouts\b|\s+and change\b"
                          r"|-something\b)")
# the speaker's doubt, in a sentence that tells an amount after it
_DOUBT = re.compile(r"\b(?:i think|i guess|i believe|i reckon|i suppose|probably|maybe|perhaps|supposedly|apparently"
                    r"|allegedly|presumably|if i remember(?: right| correctly)?|iirc|i'm not sure|not sure"
                    r"|i forget|i don't remember|i can't remember)\b(?! you\b)")
# a told amount corrected: "<n0>, no wait, <n1>", "<n0>, i mean <n1>", "<n0>, or was it <n1>"
_CORRECTED = re.compile(r"<[np]\d+>[^.?!;:<]{0,20}?\b(?:no,? wait|wait,? no|i mean|or rather|make that|or was it"
                        r"|correction:?|sorry,? i meant)\b[^.?!;:<]{0,12}?<[np]\d+>")
_SENTENCE = re.compile(r"[^.?!;:]+[.?!;:]*")
_QUESTION_WORD = re.compile(r"\b(?:what|how|which|who|when|where|why|can you|could you|calculate|compute|find)\b")
_WINDOW = 30
# a word each alternative above says (guards.py's trigger)
NEEDED_WORDS = frozenset({"close", "near", "nearer", "somewhere", "something", "ballpark", "estimated", "shy", "more",
                          "north", "south", "upward", "good", "rough", "some", "give", "like", "odd", "thereabouts",
                          "change", "think", "guess", "believe", "reckon", "suppose", "probably", "maybe", "perhaps",
                          "supposedly", "apparently", "allegedly", "presumably", "remember", "iirc", "sure", "forget",
                          "wait", "mean", "rather", "make", "was", "correction", "sorry", "neighborhood",
                          "neighbourhood", "vicinity", "region", "order", "circa"})


def amount_said_unsure_en(slotted: str) -> bool:
    """Whether the (slotted, lowered) request tells an amount roughly, doubts it, or corrects it."""
    for slot in _SLOT.finditer(slotted):
        if _ROUGH_BEFORE.search(slotted, max(0, slot.start() - _WINDOW), slot.start()) \
                or _ROUGH_AFTER.match(slotted, slot.end()):
            return True
    return _CORRECTED.search(slotted) is not None or any(_doubted(s.group()) for s in _SENTENCE.finditer(slotted))


def _doubted(sentence: str) -> bool:
    doubt = _DOUBT.search(sentence)
    if doubt is None:
        return False
    question = _QUESTION_WORD.search(sentence, doubt.end())
    if question is None and sentence.rstrip().endswith("?"):
        return False  # "I'm not sure, 15% of 80?": the amounts are the question's own, the doubt is of the answer
    told = sentence[doubt.end():question.start() if question else len(sentence)]
    return _SLOT.search(told) is not None
