"""A change that moves things to or from another place than the one asked (English): "There are 40 chairs in the hall.
The staff added 15 chairs to the stage. How many chairs does the hall have now?" — the stage's chairs are not the
hall's, so the story's amounts do not add; the request is not read. The place is said with any determiner ("to a
classroom", "into their office"), where a change puts things ("at the back of the stage"), or as a holder of its own
("The gym got 15 more chairs"), or without its article where its clause ends ("added 15 chairs to stage."). The
changes are the story's sentences after the first and what its first joins to the start ("… in the hall and / so / but
the staff added 15 chairs to the stage"). Read as it is where every place the story's changes name is the place the
question asks of ("… added 15 chairs to the hall"); a time ("in the morning") is no place."""

from __future__ import annotations

import re

from .vocab_en import PEOPLE_NOUNS_EN

# "to / into / onto / from / out of / in / on / at the <place>": the place word after the article
_PLACED = re.compile(r"\b(?:to|into|onto|from|out of|in|on|at) the ([a-z]+)")
# "to the stage", "to a classroom", "into their office": a place a change moves things to or from, by any determiner
_MOVED = re.compile(r"\b(?:to|into|onto|from|out of) "
                    r"(?P<det>the|a|an|another|his|her|their|my|our|your|its) ([a-z]+)")
# a clause joined to the start's ("…in the hall, so the staff brought 15 chairs into the gym")
_JOINED = re.compile(r",? (?:and|so|but|then|while|and then|so then)\b ")
# "added 15 chairs to stage.": a place typed without its article, where the clause ends after it (not "to buy 15 …")
_MOVED_BARE = re.compile(r"\b(?:to|into|onto|from|out of) ([a-z]+)(?= *(?:$|[,;]| and | then ))")
_NO_PLACE_BARE = frozenset({"him", "her", "them", "us", "me", "you", "it", "each", "everyone", "everybody", "someone",
                            "somebody", "others", "another", "one", "all", "both", "spare", "start", "finish", "date",
                            "now", "then", "there", "here", "later", "before", "after"})
# "at the back of the stage", "on a cart": where a change puts things, any determiner; and a place that gets them
# itself ("The gym got 15 more chairs")
_PUT_AT = re.compile(r"\b(?:in|on|at|behind|beside|near|outside|inside) "
                     r"(?:the|a|an|another|his|her|their|my|our|your|its) ([a-z]+)")
_HELD_BY = re.compile(r"^(?:the|a|an|another) ([a-z]+) "
                      r"(?:got|gets|received|receives|gained|gains|lost|loses|has|had)\b")
# words after "in the" that tell a time or a manner, not a place
_NO_PLACE = frozenset({"morning", "afternoon", "evening", "night", "day", "week", "weekend", "month", "year", "end",
                       "beginning", "meantime", "meanwhile", "past", "future", "same", "total", "way", "time", "first",
                       "last", "next", "all"})
_STATE = re.compile(r"\b(?:has|have|had|is|are|was|were|holds|held)\b")
_SENTENCE_END = re.compile(r"[.!?;]\s+")
_QUESTION_WORD = re.compile(r"\b(?:how many|how much|what|which|where)\b")


def moved_to_another_place(text: str) -> bool:
    """The question asks of one place ("… in the hall", "the hall have") and a sentence of the story moves things to or
    from another ("to the stage")."""
    sentences = [s for s in _SENTENCE_END.split(text.lower()) if s.strip()]
    if len(sentences) < 2:
        return False
    *story, question = sentences
    # "If she got 24 more lives in the next level, how many lives would she have?": a change, then the question
    ask = _QUESTION_WORD.search(question)
    if ask is not None and ask.start() > 0:
        story, question = [*story, question[:ask.start()]], question[ask.start():]
    asked = set(_PLACED.findall(question)) | set(re.findall(r"\bthe ([a-z]+) (?:have|has|hold|holds)\b", question))
    if len(asked) != 1:
        return False
    # the story's first sentence tells the start; a change joined to it ("and", "so", "but") moves things too ("There
    # are 40 chairs in the hall and the staff added 15 chairs to the stage")
    changes = [*_JOINED.split(story[0])[1:], *story[1:]]
    moved = {place for sentence in changes for det, place in _MOVED.findall(sentence)
             if det in ("the", "a", "an", "another") or place not in PEOPLE_NOUNS_EN}  # "to his neighbor": a person
    moved |= {place for sentence in changes for place in _MOVED_BARE.findall(sentence)
              if place not in PEOPLE_NOUNS_EN and place not in _NO_PLACE_BARE}
    for sentence in story[1:]:
        if _STATE.search(sentence) is None:  # "Deborah has 11 oranges in a bag": a holder's own, no change
            moved.update(_PUT_AT.findall(sentence))
        moved.update(_HELD_BY.findall(sentence.strip()))
    return bool(moved - asked - _NO_PLACE)
