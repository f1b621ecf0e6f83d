"""Token passes for fractions written tight or beside "and": a mixed number ("2 and 3/4"), a
textbook's divisor ("divided by 1/3"), a list's fraction items ("the sum of 1/3 and 1/5"), and a tight
fraction taken as one value before or after a word that takes it ("2/3的平方", "the square of 2/3").
"""

from __future__ import annotations

from .tokens import TYPE_OF, Tok

# Not DIVIDE: "1/3 and 1/5" has a denominator before its "and"
_OPERAND_BEFORE = frozenset({"WHAT", "IS", "PLUS", "MINUS", "TIMES", "LPAR", "COMMA", "EQUALS"})
_OPERAND_AFTER = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE", "RPAR", "COMMA", "EQUALS"})


def mixed_with_and(tokens: list[Tok]) -> list[Tok]:
    """"2 and 3/4 plus 1/4": a whole number "and" a fraction written tight, as an operand between
    operators, is a mixed number; after a word that takes a list ("the product of 2 and 3/4",
    "multiply 2 and 3/4") the "and" joins two items and stays."""
    if "AND" not in map(TYPE_OF, tokens) or not any(t.type == "AND" and t.value == "and" for t in tokens):
        return tokens
    out = list(tokens)
    for i in range(len(out) - 4):
        if out[i].type == "NUM" and out[i + 1].type == "AND" and out[i + 1].value == "and" \
                and out[i + 2].type == "NUM" and tight_slash(out, i + 3) \
                and (i == 0 or out[i - 1].type in _OPERAND_BEFORE) \
                and (i + 5 == len(out) or out[i + 5].type in _OPERAND_AFTER) \
                and (i + 5 < len(out) or i and out[i - 1].type in _OPERAND_BEFORE - {"WHAT", "IS", "COMMA"}):
            out[i + 1] = Tok("MIXED", "", out[i + 1].pos)
    return out


def tight_slash(tokens: list[Tok], i: int) -> bool:
    """tokens[i] is a "/" written with no space between two numbers ("1/9")."""
    if not 0 < i < len(tokens) - 1 or tokens[i].type != "DIVIDE" or tokens[i].value != "/":
        return False
    before, after = tokens[i - 1], tokens[i + 1]
    return before.type == "NUM" and after.type == "NUM" and before.pos + len(before.value) == tokens[i].pos \
        and after.pos == tokens[i].pos + 1


_DIVIDE_OR_POW = frozenset({"DIVIDE", "POW"})


def divisor_fractions(tokens: list[Tok]) -> list[Tok]:
    """"2/3 divided by 1/9", "5/6 除以 5/9": a fraction written tight after a division is one divisor,
    (1/9), not two more divisions. A chain of tight slashes ("6/2/3") is left as written; a power of
    a tight fraction ("2^1/2") is not read."""
    if _DIVIDE_OR_POW.isdisjoint(map(TYPE_OF, tokens)):
        return tokens
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.type == "POW" and tight_slash(tokens, i + 2):
            t = Tok("DASH", t.value, t.pos)  # "2^1/2": √2 to a reader, 1 to a calculator; not read
        out.append(t)
        if t.type == "DIVIDE" and not tight_slash(tokens, i) and tight_slash(tokens, i + 2) \
                and not tight_slash(tokens, i + 4) \
                and (i + 4 >= len(tokens) or tokens[i + 4].type not in ("FRACTION_OF", "OF")):
            out += [Tok("LPAR", "(", tokens[i + 1].pos), *tokens[i + 1:i + 4], Tok("RPAR", ")", tokens[i + 3].pos)]
            i += 4
            continue
        i += 1
    return out


# English list words whose items may be fractions ("the sum of 1/3 and 1/5"); not the difference or
# the quotient, whose order the builder reads from plain numbers.
_FRACTION_LIST_WORDS = frozenset({"SUM_OF", "PRODUCT_OF", "MEAN_OF", "MEDIAN_OF", "MAX_OF", "MIN_OF"})


def fraction_list_items(tokens: list[Tok]) -> list[Tok]:
    """"the sum of 1/3 and 1/5": a fraction written tight as an item of an English list is one item;
    FRACTION_ITEM marks it, so the grammar never has to choose between an item and a division."""
    if _FRACTION_LIST_WORDS.isdisjoint(map(TYPE_OF, tokens)):
        return tokens
    out: list[Tok] = []
    in_list = False
    for i, t in enumerate(tokens):
        if t.type in _FRACTION_LIST_WORDS:
            in_list = True
        elif in_list and t.type not in ("NUM", "DIVIDE", "AND", "COMMA", "UNIT", "PCT"):
            in_list = False
        if in_list and t.type == "NUM" and tight_slash(tokens, i + 1) and out \
                and out[-1].type in ("AND", "COMMA", *_FRACTION_LIST_WORDS) \
                and (i + 3 >= len(tokens) or tokens[i + 3].type in ("AND", "COMMA")):
            out.append(Tok("FRACTION_ITEM", "", t.pos))
        out.append(t)
    return out


# Words after a value that take that value: a fraction written tight before them is one value
# ("2/3的平方" is (2/3)², "4/5的5倍" is 4, "2/3 squared" is 4/9), as a fraction in words would be.
_POSTFIX_AFTER_FRACTION = frozenset({"DE", "SQUARED", "CUBED", "SQRT_POST", "CBRT_POST", "ABS_POST", "KAI",
                                     "RECIPROCAL_POST", "SCALED_POST"})
# Prefix words that take the value right after them: a tight fraction there is that value ("the square of
# 2/3" is 4/9, "the reciprocal of 2/3" is 3/2).
_PREFIX_BEFORE_FRACTION = frozenset({"SQUARE_OF", "CUBE_OF", "ABS_PRE", "RECIPROCAL_PRE", "SQRT_PRE", "CBRT_PRE"})
_NOT_A_FRACTION_AFTER = frozenset({"DIVIDE", "POW", "YOU_MIXED", "MIXED", "DASH"})


def tight_fractions_grouped(tokens: list[Tok]) -> list[Tok]:
    """A tight fraction ("2/3") before a postfix word, or after a root written in words ("the square
    root of 1/4" is √(1/4)), is one value in parentheses. After a root sign ("√2/3", "根号2/3": √2 ÷ 3
    or √(2/3)?) it reads two ways, and the sign becomes a DASH, which no rule reads."""
    if "DIVIDE" not in map(TYPE_OF, tokens) or not any(t.type == "DIVIDE" and t.value == "/" for t in tokens):
        return tokens
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        if tight_slash(tokens, i + 1) and (not out or out[-1].type not in _NOT_A_FRACTION_AFTER):
            before = out[-1] if out else None
            after = tokens[i + 3] if i + 3 < len(tokens) else None
            prefix_before = before is not None and before.type in _PREFIX_BEFORE_FRACTION
            if prefix_before and before.type in ("SQRT_PRE", "CBRT_PRE") and not before.value.endswith(" of"):  # type: ignore[union-attr]
                out[-1] = Tok("DASH", before.value, before.pos)  # type: ignore[union-attr]
            elif prefix_before or after is not None and after.type in _POSTFIX_AFTER_FRACTION:
                out += [Tok("LPAR", "(", tokens[i].pos), *tokens[i:i + 3], Tok("RPAR", ")", tokens[i + 2].pos)]
                i += 3
                continue
        out.append(tokens[i])
        i += 1
    return out
