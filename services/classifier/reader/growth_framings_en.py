"""English framings of a percent change, rewritten into the words growth.py reads (issue 15):
- bought for / sold for as from / to: "A painting was bought for $400 and sold for $520" is "from $400 to $520";
  what is sold must be what was bought ("sold it", "sold them", nothing between), else it is another thing;
- lose / gain (and fall, drop, rise, grow …) asked last in percent as a fall or a rise asked: "What percent did I lose?",
  "by what percentage did it fall" (a "fall" the lexicon reads as a date's "falls on");
- the two amounts' nouns: said once after the first ("from 12,000 visitors to 15,000") is one thing; two different
  nouns ("12,000 visitors to 15,000 pageviews") are two things, whose change is no growth (`nouns_differ`);
- "percent loss" as a percentage drop asked ("percent gain" is the lexicon's already);
- "what percent raise is that": a raise named after "what percent" as the increase it is ("what percent increase");
- a topic "price of milk", "cost of rent" before the first amount: the thing the amounts are of, said once.
Nothing else changes: a story with a third amount, another person or a hypothetical is still growth.py's to refuse.
"""

from __future__ import annotations

from .tokens import Tok

_BOUGHT = frozenset({"bought", "paid"})
_SOLD = frozenset({"sold"})
_SOLD_WHAT = frozenset({"it", "them"})  # "sold it for": the thing bought; "sold a helmet for": another thing
_FALLS = frozenset({"lose", "lost", "fall", "drop", "decline", "decrease", "shrink"})
_RISES = frozenset({"gain", "gained", "rise", "grow", "increase"})
# The types the lexicon gives those verbs ("fall" is FALL_ON, as a date falls on a day): asked last, each is the verb
_VERB_TYPES = frozenset({"WORD", "FALL_ON", "FALL_EN", "RISE_EN", "GROW_VERB", "FALL_VERB"})
_TOPIC_WORDS = frozenset({"price", "cost"})
# The words that make growth.py worth trying where no word of its own is said
GROWTH_FRAMING_WORDS = _FALLS | _RISES | {"loss", "raise"}


def growth_framings_en(tokens: list[Tok]) -> list[Tok]:
    if not tokens or not tokens[0].value.isascii():
        return tokens
    return _topic_of_dropped(_percent_loss(_raise_named(_verb_asked(_bought_and_sold(tokens)))))


def _bought_and_sold(tokens: list[Tok]) -> list[Tok]:
    """FOR after "bought [the thing]" is FROM, FOR after "sold [it]" is TO; the verbs go."""
    verbs = [i for i, t in enumerate(tokens) if t.value in _BOUGHT | _SOLD]
    if len(verbs) != 2 or tokens[verbs[0]].value not in _BOUGHT or tokens[verbs[1]].value not in _SOLD:
        return tokens
    bought, sold = verbs
    buy_for = next((k for k in range(bought + 1, sold) if tokens[k].type == "FOR"), None)
    between = tokens[sold + 1:]
    sell_for = sold + 1 + (1 if between[:1] and between[0].value in _SOLD_WHAT else 0)
    if buy_for is None or sell_for >= len(tokens) or tokens[sell_for].type != "FOR" \
            or any(t.type != "WORD" for t in tokens[bought + 1:buy_for]):
        return tokens
    out = list(tokens)
    out[buy_for] = Tok("FROM", "from", tokens[buy_for].pos)
    out[sell_for] = Tok("TO", "to", tokens[sell_for].pos)
    return [t for k, t in enumerate(out) if k not in (bought, sold, sold + 1) or k == sell_for]


# Who may be asked: the one whose amounts the story tells, by a pronoun (whose "he", "she" can be is pronouns.py's)
_SUBJECTS = {"i": ("i", "my", "me"), "we": ("we", "our", "us"), "you": ("you", "your"), "it": (), "they": (),
             "he": (), "she": ()}


def _verb_asked(tokens: list[Tok]) -> list[Tok]:
    """"What percent did I lose?": the last word, a lose or gain verb after WHAT_PERCENT did <one pronoun>, a fall or
    rise; the pronoun must be of the one the story tells of ("Tom's savings … did I lose" is not read)."""
    last = tokens[-1] if tokens else None
    if last is None or last.type not in _VERB_TYPES or last.value not in _FALLS | _RISES or len(tokens) < 4 \
            or tokens[-4].type != "WHAT_PERCENT" or tokens[-3].type != "IS" or tokens[-2].value not in _SUBJECTS:
        return tokens
    owners = _SUBJECTS[tokens[-2].value]
    if owners and not any(t.value in owners for t in tokens[:-4]):
        return tokens
    kind = "FALL_VERB" if last.value in _FALLS else "GROW_VERB"
    return [*tokens[:-1], Tok(kind, last.value, last.pos)]


def _raise_named(tokens: list[Tok]) -> list[Tok]:
    """"…, what percent raise is that?": the noun "raise" right after "what percent" is the increase asked."""
    return [Tok("GROWTH_EN", "increase", t.pos) if t.type == "RAISE_VERB" and t.value == "raise" and k
            and tokens[k - 1].type == "WHAT_PERCENT" else t for k, t in enumerate(tokens)]


def _percent_loss(tokens: list[Tok]) -> list[Tok]:
    out: list[Tok] = []
    for t in tokens:
        if t.type == "WORD" and t.value == "loss" and out and out[-1].type == "PERCENT_WORD":
            out[-1] = Tok("DECLINE_EN", "percent loss", out[-1].pos)
            continue
        out.append(t)
    return out


def _topic_of_dropped(tokens: list[Tok]) -> list[Tok]:
    """"Price of milk: $3.20 last year, $4.00 now": the topic before the first amount, as "milk"."""
    if len(tokens) > 3 and tokens[0].value in _TOPIC_WORDS and tokens[1].type == "OF" and tokens[2].type == "WORD" \
            and tokens[3].type in ("NUM", "IS"):
        return tokens[2:]
    return tokens


# Words after an amount that name no thing ("120 last year", "150 this year", "80 now"), and what may follow the
# noun that ends an amount ("12,000 visitors to …", "15,000 pageviews, what's …")
_NO_NOUNS = frozenset({"last", "this", "next", "now", "ago", "later", "before", "after", "then", "in", "at", "on"})
_AFTER_A_NOUN = frozenset({"TO", "COMMA", "AND", "IN"})


def nouns_differ(tokens: list[Tok], amounts: list[int]) -> bool:
    """Whether the two amounts at `amounts` are each followed by an English noun, and the nouns differ (one plural
    rule on both: "visits" and "visit" meet)."""
    nouns = [tokens[i + 1].value.lower() for i in amounts if i + 1 < len(tokens) and tokens[i + 1].type == "WORD"
             and tokens[i + 1].value.isascii() and tokens[i + 1].value.isalpha()
             and tokens[i + 1].value.lower() not in _NO_NOUNS
             and (i + 2 >= len(tokens) or tokens[i + 2].type in _AFTER_A_NOUN)]
    return len(nouns) == 2 and len({n[:-1] if n.endswith("s") and len(n) > 3 else n for n in nouns}) == 2
