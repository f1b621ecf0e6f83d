"""Things kept after their use: a tool used ("She used 2 pens to sign the cards", "He used 3 hammers for the roof")
is not used up, a message sent ("sent 15 of the draft emails") stays, in another folder, and a thing burned or lit
for a time ("burned 4 of them for an hour each") is still there. Read as a taking away
("use", "send" are losses of things used up or sent away: stamps, envelopes, postcards) it answers 6 for 8 pens."""

from __future__ import annotations

import re

from .role_words import lemma

USE_WORDS = ("use", "used", "uses", "using", "send", "sent", "sends", "sending", "burn", "burned", "burnt", "burns",
             "lit", "light", "lights")
_TOOLS = frozenset({"pencil", "pen", "brush", "paintbrush", "ruler", "scissors", "hammer", "screwdriver", "wrench", "saw",
                    "drill", "computer", "laptop", "tablet", "phone", "calculator", "tool", "key", "shovel", "rake",
                    "towel", "spoon", "fork", "knife", "plate", "bowl", "pot", "pan", "mug", "ladder", "camera",
                    "racket", "bat", "umbrella", "needle", "stapler", "microscope", "oven", "truck", "car", "bike"})
_MESSAGES = frozenset({"email", "e-mail", "text", "message", "file", "photo", "picture", "video", "link"})
_USED = re.compile(r"\bus(?:e|es|ed|ing)\s+<n\d+>(?:\s+(?:of\s+(?:them|the\s+[a-z]+|his|her|their)\s*)?([a-z]+))?")
_SENT = re.compile(r"\bsen(?:d|ds|t|ding)\s+<n\d+>(?:\s+(?:of\s+(?:them|the\s+[a-z]+|his|her|their)\s*)?([a-z]+))?")
# burned or lit for a time: "burned 4 of them for an hour each", "lit 5 for 10 minutes"
_FOR_A_TIME = re.compile(r"\b(?:burn(?:s|ed|t)?|lit|lights?)\s+<n\d+>(?:\s+[a-z]+){0,3}?\s+for\s+(?:an?\s+|half\s+an?\s+|<n\d+>\s+)"
                         r"(?:hour|minute|second|while|evening|night)")
_HAD = re.compile(r"\b(?:had|has|have|owned|owns|kept|keeps)\s+<n\d+>\s+([a-z]+)(?:\s+([a-z]+))?")  # "8 red pens"


def kept_after_use(text: str) -> bool:
    """`text` (slotted, lowered) uses tools or sends messages, of the things the story counts."""
    if _FOR_A_TIME.search(text):
        return True
    had = {lemma(word, "NOUN") for m in _HAD.finditer(text) for word in m.groups() if word}
    for pattern, kept in ((_USED, _TOOLS), (_SENT, _MESSAGES)):
        for m in pattern.finditer(text):
            named = m[1] is not None and m[1] not in _NOT_A_NOUN  # "used 2 pens", not "used 2 to sign"
            if (lemma(m[1], "NOUN") in kept) if named else not had.isdisjoint(kept):
                return True
    return False


# words after a count that are no noun of it ("used 2 to sign", "sent 15 yesterday")
_NOT_A_NOUN = frozenset({"to", "for", "in", "on", "at", "during", "while", "when", "yesterday", "today", "and", "of",
                         "with", "from", "into", "more"})
