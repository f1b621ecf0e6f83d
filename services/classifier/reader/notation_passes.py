"""Token passes for notation (issue 15: notation_blind.jsonl): implicit products ("2(3+4)"), chains
of tight slashes, "subtracted from", the operation named before its operands ("the quotient when …"),
"increase 80 by 15%", and the letter a after 里/中.
"""

from __future__ import annotations

from .tight_fractions import tight_slash
from .tokenizer import is_latin
from .tokens import TYPE_OF, Tok

_GROUP_OPERATORS = frozenset({"PLUS", "MINUS", "TIMES"})
# Before a juxtaposed product these make it ambiguous: 6÷2(1+2) is 9 or 1, 2^2(3) is 12 or 64.
_NOT_BEFORE_A_JUXTAPOSED_PRODUCT = frozenset({"DIVIDE", "POW"})


def _group_end(tokens: list[Tok], start: int) -> int | None:
    """The index of the RPAR that closes the LPAR at `start`, or None."""
    depth = 0
    for k in range(start, len(tokens)):
        depth += {"LPAR": 1, "RPAR": -1}.get(tokens[k].type, 0)
        if depth == 0:
            return k
    return None


def _group_start(tokens: list[Tok], end: int) -> int | None:
    depth = 0
    for k in range(end, -1, -1):
        depth += {"RPAR": 1, "LPAR": -1}.get(tokens[k].type, 0)
        if depth == 0:
            return k
    return None


def implicit_products(tokens: list[Tok]) -> list[Tok]:
    """"2(3+4)", "(2+3)(4+1)", "2（3+4）": a number or a bracket written right against a bracket that
    holds a sum, a difference or a product multiplies it, as in school algebra. Not after a division
    or a power (6÷2(1+2) reads two ways), not a bracket with a fraction alone (1(5/6) is a mixed
    number), not with a space between ("第2 (3+4)")."""
    if "LPAR" not in map(TYPE_OF, tokens):
        return tokens
    out: list[Tok] = []
    for i, t in enumerate(tokens):
        if t.type == "LPAR" and out and out[-1].type in ("NUM", "RPAR") \
                and out[-1].pos + len(out[-1].value) == t.pos:
            end = _group_end(tokens, i)
            inner = tokens[i + 1:end] if end is not None else []
            first = len(out) - 1 if out[-1].type == "NUM" else _group_start(out, len(out) - 1)
            if inner and any(x.type in _GROUP_OPERATORS for x in inner) and first is not None \
                    and (first == 0 or out[first - 1].type not in _NOT_BEFORE_A_JUXTAPOSED_PRODUCT):
                out.append(Tok("TIMES", "*", t.pos))
        out.append(t)
    return out


def tight_slash_chains(tokens: list[Tok]) -> list[Tok]:
    """"2/3/4": slashes written tight between three numbers are a fraction divided, a number divided
    by a fraction, or a date; not read. Spaced ("6 / 2 / 3") or ÷, the divisions go from the left."""
    if "DIVIDE" in map(TYPE_OF, tokens) and any(tight_slash(tokens, i) and tight_slash(tokens, i + 2)
                                                for i in range(len(tokens))):
        return []
    return tokens


_LEAD_ONLY = frozenset({"WHAT", "HOW_MANY", "IS"})


def subtracted_from(tokens: list[Tok]) -> list[Tok]:
    """"what is 8 subtracted from 30": the passive subtraction, its operands the other way round (30 − 8),
    only as the whole request after a lead-in; with anything more it is not read."""
    if len(tokens) < 4 or [t.type for t in tokens[-3:-1]] != ["WORD", "FROM"] or tokens[-3].value != "subtracted" \
            or tokens[-4].type != "NUM" or tokens[-1].type != "NUM" \
            or any(t.type not in _LEAD_ONLY for t in tokens[:-4]):
        return tokens
    return [*tokens[:-4], tokens[-1], Tok("MINUS", "-", tokens[-3].pos), tokens[-4]]


# "the quotient when 144 is divided by 12": the result named, then the operation that makes it
_NAMED_RESULTS = {"quotient": "DIVIDE", "product": "TIMES", "sum": "PLUS"}


def operation_named_before(tokens: list[Tok]) -> list[Tok]:
    """"what's the quotient when 144 is divided by 12", "the product when 6 is multiplied by 7": the
    name goes where the operation says the same (a quotient when … is multiplied is not read)."""
    for i in range(len(tokens) - 4):
        op = _NAMED_RESULTS.get(tokens[i].value) if tokens[i].type == "WORD" else None
        if op and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "when" \
                and [t.type for t in tokens[i + 2:]] == ["NUM", op, "NUM"]:
            return [*tokens[:i], *tokens[i + 2:]]
    return tokens


_CHANGE_VERBS = {"increase": "INCREASED_BY", "decrease": "DECREASED_BY", "reduce": "DECREASED_BY"}


def changed_by(tokens: list[Tok]) -> list[Tok]:
    """"increase 50 by 10", "decrease 50 by 10": the verb first, as "50 increased by 10" reads (a
    percentage after "by" is the same change in percent), only as the whole request after a lead-in."""
    if len(tokens) < 4 or [t.type for t in tokens[-3:]] != ["NUM", "BY", "NUM"] \
            or tokens[-4].value not in _CHANGE_VERBS or tokens[-4].type not in ("GROWTH_EN", "FALL_VERB") \
            or any(t.type not in _LEAD_ONLY for t in tokens[:-4]):
        return tokens
    verb = tokens[-4]
    return [*tokens[:-4], tokens[-3], Tok(_CHANGE_VERBS[verb.value], f"{verb.value}d by", verb.pos), tokens[-1]]


def letter_a_after_zh_in(tokens: list[Tok]) -> list[Tok]:
    """"“banana”里a出现了几次": after a quoted string and 里/中, "a" is the letter counted, not an article."""
    return [Tok("WORD", t.value, t.pos) if t.type == "WHAT" and t.value == "a" and 1 < i < len(tokens) - 1
            and tokens[i - 1].type == "IN" and not is_latin(tokens[i - 1].value[0])
            and tokens[i - 2].type in ("QUOTE", "STRING_NOUN") and tokens[i + 1].type == "CHUXIAN" else t
            for i, t in enumerate(tokens)]
