"""The form of a question, which must agree before a paraphrase may reuse an answer.

Sentence embeddings place "why can't I use a disposable card" next to "why use a disposable
card", and "my card payment wasn't declined" next to "my card payment was cancelled": nearly the
same words, the opposite question. Those were wrong hits `dualtrack bench cache` found above
the threshold. Two cheap features separate such pairs:

- polarity: whether the question is negated (not, n't, never, 不, 没, 未 …). Measured: halves
  the wrong hits on the evaluation sets for 1 % fewer paraphrase hits.
- for a request with values (numbers, dates, quoted strings): whether it is a yes/no question
  ("is 12*24 even" asks about the value of "what is 12*24", not for it).

Also measured and left out: the kind of question (when / how / why / where / who / how much).
It removed a third of the paraphrase hits and no more wrong ones than polarity alone.
"""

from __future__ import annotations

import re

from .signature import Signature

Form = tuple[str, ...]

_NEGATION = re.compile(
    r"(?<![a-z])(?:not|no|never|cannot|none|nothing|nobody|neither|nor|without|isnt|arent|"
    r"wasnt|werent|dont|doesnt|didnt|cant|couldnt|wont|wouldnt|havent|hasnt|hadnt)(?![a-z])"
    r"|n't|不|没|未|别|无法|非"
)
# 不/非 inside words that are not negations ("不错" = good, "不过" = but, "非常" = very).
_NOT_NEGATION = re.compile(r"不错|不过|不少|不久|差不多|不用谢|非常|无论")
_YES_NO_EN = re.compile(
    r"^(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|has|have|had|may|"
    r"might|must|am)(?![a-z])")
_YES_NO_ZH = re.compile(r"[吗嘛]$|是不是|能不能|可不可以|有没有|会不会|对不对|行不行|要不要")
_VALUES = ("n:", "q:", "d:", "d?:", "t:")


def question_form(text: str, signature: Signature) -> Form:
    """('neg',) when negated, plus ('yes-no',) for a yes/no question about values."""
    text = text.casefold().replace("’", "'").strip()
    form: list[str] = []
    if _NEGATION.search(_NOT_NEGATION.sub(" ", text)):
        form.append("neg")
    if any(t.startswith(_VALUES) for t in signature):
        bare = text.rstrip("?？!！。. ")
        if _YES_NO_EN.match(text) or _YES_NO_ZH.search(bare):
            form.append("yes-no")
    return tuple(form)
