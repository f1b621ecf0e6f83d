"""A total got through at a rate, as people type it to an assistant (issue 15, the chats corpus): "I read 30 pages a
day. How many days to finish a 450 page book?", "She types 65 words a minute. How many minutes will a 1,300-word
essay take her?", "i can read 40 pages an hour, how many hours to get through a 320 page novel".

Two ways of saying the total that the rate reader (rates.py) did not read, each said over again as it reads them:
- a whole named by its count of the rate's things ("a 450 page book", "a 1,300-word essay", "a 360 page print job"):
  that many of those things ("450 pages"). Only after "a"/"an", where another amount of the request counts the same
  things (so the count is of what the rate is per), and where one or two words name the whole and nothing more
  follows in them ("a 400 page book my sister lent me" stays as it is, and unread);
- the doing done to the whole said by finishing it ("to finish", "to complete", "to get through"): the story's one
  doing ("read"), where the story tells exactly one. Anything the reader refuses of that doing it still refuses:
  another thing asked ("how many books can I finish"), another period, a condition, another person.
"""

from __future__ import annotations

from .rate_clauses import HAS_VERBS, VERBS, noun_key
from .role_words import lemma
from .tokens import TYPE_OF, VALUE_OF, Tok

_ARTICLES = frozenset({"a", "an"})
# The types a whole's name is said in after its count ("book", "novel", "essay", "print job")
_NAME_TYPES = frozenset({"WORD", "CONVERT_VERB"})
_COUNTED_TYPES = frozenset({"WORD", "UNIT", "STRING_NOUN"})
_FINISHING = frozenset({"finish", "complete"})
_ASKING_TYPES = frozenset({"HOW_MANY", "HOW_MANY_DAYS", "HOW_MUCH", "HOW_LONG"})


def whole_by_count_en(tokens: list[Tok], *, article_dropped: bool = False) -> list[Tok]:
    """"a 450 page book" said as "450 pages", where another amount counts pages (`article_dropped`: the grammar's
    tokens, which have no "a")."""
    if list(map(TYPE_OF, tokens)).count("NUM") < 2 or not article_dropped and _ARTICLES.isdisjoint(
            map(str.lower, map(VALUE_OF, tokens))):
        return list(tokens)  # the cheap tests first: a whole by its count and another amount of the same things, after
        # "a" or "an" (`_whole_at`) where the article is kept
    out: list[Tok] = []
    i, shift = 0, 1 if article_dropped else 0
    # a whole starts one token before its number (_whole_at's own test, first: most tokens are not), or at the
    # number where the article is dropped; the tokens between the wholes are kept as they are
    for at in [k - 1 + shift for k, t in enumerate(tokens) if t.type == "NUM" and k - 1 + shift >= 0]:
        whole = _whole_at(tokens, at - shift, article_dropped) if at >= i else None
        if whole is None:
            continue
        number, counted, after = whole
        out += tokens[i:at]
        out += (tokens[number], Tok(counted.type, counted.value, tokens[number + 1].pos))
        i = after
    out += tokens[i:]
    return out


def _whole_at(tokens: list[Tok], i: int, article_dropped: bool = False) -> tuple[int, Tok, int] | None:
    """At "a 450 page book": the number's index, the token that counts the same things elsewhere, where it ends."""
    if not article_dropped and tokens[i].value.lower() not in _ARTICLES or i + 3 >= len(tokens) \
            or tokens[i + 1].type != "NUM":
        return None
    k = i + 2
    if tokens[k].type == "MINUS":
        k += 1  # "a 1,300-word essay"
    if k + 1 >= len(tokens) or tokens[k].type not in _COUNTED_TYPES or tokens[k].value.endswith("s"):
        return None  # "a 450 page book": the counted word in the singular, as English says it there
    key = noun_key(tokens[k])
    counted = next((t for n, t in zip(tokens, tokens[1:]) if n.type == "NUM" and n is not tokens[i + 1]
                    and t.type in _COUNTED_TYPES and noun_key(t) == key), None)
    if counted is None:
        return None  # no other amount of pages: "a 400 page book" is no count the request goes on with
    name = k + 1
    while name < len(tokens) and name - k <= 2 and tokens[name].type in _NAME_TYPES:
        name += 1
    if name == k + 1 or name - k > 2 and name < len(tokens) and tokens[name].type in _NAME_TYPES:
        return None  # no name of the whole, or more words than a name ("a 400 page book my sister lent me")
    return i + 1, counted, name


def doing_for_finishing_en(tokens: list[Tok]) -> list[Tok]:
    """"How many days to finish 450 pages" said with the story's one doing: "to read 450 pages"."""
    asked = max((k for k, t in enumerate(tokens) if t.type in _ASKING_TYPES), default=None)
    if asked is None:
        return tokens
    story = tokens[:asked] if asked else []
    question = tokens[asked:]
    finishing = [k for k, t in enumerate(question) if t.value.lower() in _FINISHING
                 or t.value.lower() == "get" and k + 1 < len(question) and question[k + 1].value.lower() == "through"]
    if len(finishing) != 1:
        return tokens
    if asked == 0:  # the question first: the doing is told after it ("… a 350 page book if I read 35 pages a day")
        story = question[finishing[0] + 1:]
    doings = {lemma(t.value.lower(), "VERB") for t in story
              if t.type == "WORD" and t.value.lower() in VERBS and t.value.lower() not in HAS_VERBS}
    if len(doings) != 1:
        return tokens
    verb = next(t for t in story if t.type == "WORD" and lemma(t.value.lower(), "VERB") in doings)
    k = finishing[0]
    width = 2 if question[k].value.lower() == "get" else 1
    done = Tok(verb.type, verb.value, question[k].pos)
    return [*tokens[:asked + k], done, *tokens[asked + k + width:]]
