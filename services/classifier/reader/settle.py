"""Raw tokens as the grammar reads them: `settle` runs the token passes (tight_fractions.py,
number_steps.py, phrase_passes.py, notation_passes.py) and its own per-token rewrites (commas that only
separate clauses, "3/4 of", dashes and pauses, "12 x 24" …); `tokenize` is raw_tokens then settle.
"""

from __future__ import annotations

from .notation_passes import (
    changed_by, implicit_products, letter_a_after_zh_in, operation_named_before, subtracted_from, tight_slash_chains,
)
from .context_lines_en import context_set_aside
from .everyday_forms_en import everyday_forms
from .everyday_phrasings_en import everyday_phrasings, letter_a_plural
from .number_steps import OPERATION_VERBS, number_steps
from .phrase_passes import (
    characters_asked, degrees_named_first, dozens, fraction_format_dropped, holidays_beside_working_days,
    list_after_question, polite_before_the_question, pounds_of_mass, power_named_first, remainder_first,
    result_first, squares_written_out, sum_asked_last, temperature_letters, this_before_a_change, which_of_two,
)
from .tight_fractions import divisor_fractions, fraction_list_items, mixed_with_and, tight_fractions_grouped
from .tokenizer import raw_tokens
from .tokens import ARTICLES, Tok

# A comma before these only separates clauses: dropping it lets one token of lookahead decide.
_COMMA_DROPPED_BEFORE = frozenset({"WEEKDAY_ZH", "WEEKDAY_EN", "THEN", "ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN", "INCLUSIVE", "EXCLUSIVE", "WHICH_DATE", "ASK"})


def tokenize(text: str) -> list[Tok]:
    """Typed tokens of slotted, folded text (lower case)."""
    return settle(raw_tokens(text))


_AFTER_DE_NUM = frozenset({"CIFANG", "ZHE", "TIMES_ZH_BEI", "FENZHI", "DIVIDE", "ROOT_CIFANG"})  # "的3次方", "的8折" …
_BEFORE_A_LETTER = frozenset({"LETTER", "CHUXIAN"})  # "the letter a", "里有几个a": a letter, not an article

_SAME = frozenset({"一样", "相同", "同样", "一模一样"})


def identical_items(tokens: list[Tok]) -> list[Tok]:
    """"5 本一样的书", "3 个相同的盒子": a count's things said to be alike; the likeness changes nothing."""
    return [t for i, t in enumerate(tokens)
            if not (i >= 2 and t.type == "WORD" and t.value in _SAME and tokens[i - 1].type == "MEASURE"
                    and tokens[i - 2].type == "NUM" and i + 1 < len(tokens) and tokens[i + 1].type == "DE")
            and not (i >= 3 and t.type == "DE" and tokens[i - 1].type == "WORD" and tokens[i - 1].value in _SAME
                     and tokens[i - 2].type == "MEASURE" and tokens[i - 3].type == "NUM")]


def settle(tokens: list[Tok]) -> list[Tok]:
    """raw_tokens as the grammar reads them (a new list: the raw ones are left as they are)."""
    out: list[Tok] = []
    tokens = fraction_format_dropped(tokens)
    tokens = letter_a_after_zh_in(tokens)
    tokens = letter_a_plural(tokens)  # everyday_phrasings_en.py: "how many a's in …" (before the articles go)
    tokens = [t for i, t in enumerate(tokens)
              if not (i and t.type == "WHAT" and t.value in ARTICLES and tokens[i - 1].type not in _BEFORE_A_LETTER)
              and t.type != "NOISE"]
    tokens = everyday_forms(tokens)  # everyday_forms_en.py: "10 lots of 36", "count the n's in …"
    tokens = everyday_phrasings(tokens)  # everyday_phrasings_en.py: "what day 12 June 2026 falls on", "reverse this: '…'"
    tokens = context_set_aside(tokens)  # context_lines_en.py: "we had 48,713 visitors, round that to …"
    tokens = list_after_question(remainder_first(result_first(which_of_two(tokens))))
    tokens = degrees_named_first(tokens)
    tokens = temperature_letters(tokens)
    tokens = pounds_of_mass(tokens)
    tokens = dozens(tokens)
    tokens = squares_written_out(tokens)
    tokens = this_before_a_change(polite_before_the_question(tokens))
    tokens = power_named_first(tokens)
    tokens = sum_asked_last(tokens)
    tokens = holidays_beside_working_days(tokens)
    for i in range(len(tokens) - 1):  # "…, 9 flew away": the verb first, as the story clauses read it
        if tokens[i].type == "NUM" and tokens[i + 1].type == "SPEND" and i and tokens[i - 1].type in ("COMMA", "THEN", "AND"):
            tokens[i], tokens[i + 1] = tokens[i + 1], tokens[i]
    tokens = characters_asked(mixed_with_and(tokens))
    i = 0
    while i < len(tokens) - 3:  # "5 7/8": a whole number, then a fraction, is a mixed number
        if tokens[i].type == "NUM" and tokens[i + 1].type == "NUM" and tokens[i + 2].type == "DIVIDE" \
                and tokens[i + 3].type == "NUM":
            tokens.insert(i + 1, Tok("MIXED", "", tokens[i + 1].pos))
        i += 1
    tokens = implicit_products(tight_slash_chains(operation_named_before(subtracted_from(changed_by(tokens)))))
    tokens = number_steps(divisor_fractions(fraction_list_items(tokens)))
    for i, t in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.type == "COMMA" and following is not None and (
                following.type in _COMMA_DROPPED_BEFORE
                or following.type == "LPAR" and i + 2 < len(tokens) and tokens[i + 2].type in _COMMA_DROPPED_BEFORE
                or _result_before_rounding(tokens, i + 1)
                or following.type == "TO" and i + 2 < len(tokens) and tokens[i + 2].type in ("NUM", "NEAREST", "PLACE_WORD")):
            continue
        if t.type == "OF" and len(out) >= 3 and out[-1].type == "NUM" and out[-2].type == "DIVIDE" \
                and out[-3].type == "NUM":
            t = Tok("FRACTION_OF", t.value, t.pos)  # "3/4 of 120": of after a fraction multiplies
        if t.type == "DE" and len(out) >= 3 and [x.type for x in out[-3:]] in (["NUM", "FENZHI", "NUM"], ["NUM", "DIVIDE", "NUM"]) \
                and following is not None and following.type == "NUM" \
                and (i + 2 >= len(tokens) or tokens[i + 2].type not in _AFTER_DE_NUM):
            t = Tok("FRACTION_OF", t.value, t.pos)  # "四分之三的48", "3/4的48": of a fraction too
        if t.type == "COMMA" and following is not None and following.type in ("TIMES", "DIVIDE", "PLUS", "MINUS") \
                and out and out[-1].type in ("NUM", "UNIT", "RPAR", "MEASURE"):
            t = Tok("THEN", t.value, t.pos)  # "the sum of 72 and 10, divided by 9": the comma groups
        if t.type == "MINUS" and out and out[-1].type == "DATE" and following is not None \
                and following.type in ("HOW_MANY_DAYS", "WHAT", "WEEKDAY_EN") and following.pos > t.pos + 1:
            t = Tok("COMMA", t.value, t.pos)  # "31.12.2023 to 15.03.2024 - how many days is that"
        if t.type == "MINUS" and t.value in ("-", "–", "—") and out and out[-1].type == "WHAT" \
                and (following is None or following.pos > t.pos + 1):
            t = Tok("DASH", t.value, t.pos)  # "quick one - 12*24": a dash or a minus sign? Not read.
        if t.type == "WORD" and t.value in ("—", "–", "--") and following is not None and following.type == "WHAT":
            t = Tok("COMMA", t.value, t.pos)  # "my calculator died — what's …": a pause before the question
        elif t.type == "WORD" and t.value in ("—", "--") and out and following is not None \
                and out[-1].pos + len(out[-1].value) < t.pos < following.pos - len(t.value) \
                and not (out[-1].type == "NUM" and following.type == "NUM"):
            t = Tok("COMMA", t.value, t.pos)  # "91 — prime?": an em dash with spaces is a pause (not "3 — 5")
        if t.type == "MINUS" and t.value in ("-", "–", "—") and following is not None and following.type == "WHAT" \
                and out and out[-1].pos + len(out[-1].value) < t.pos < following.pos - 1:
            t = Tok("COMMA", t.value, t.pos)  # "… to $65,000 - what's the raise": a dash before the question
        if t.type == "FACT_POST" and t.value == "!" and (not out or out[-1].type in ("WHAT", "COMMA")):
            t = Tok("COMMA", t.value, t.pos)  # "Hello! square root of ...": an exclamation
        elif t.type == "FACT_POST" and t.value == "!" and out and out[-1].type == "WORD" and out[-1].value.isalpha():
            t = Tok("COMMA", t.value, t.pos)  # "our 4,800 goal!! what percent …": a word is no factorial's operand
        if t.type == "COMMA" and t.value == "!" and out and out[-1].type == "COMMA" and out[-1].value == "!":
            continue  # "goal!!": one exclamation
        if t.type == "COMMA" and following is not None and following.type == "NUM" and i + 2 < len(tokens) \
                and tokens[i + 2].type == "DECIMAL_PLACES":
            continue  # "the square root of 7, 5 decimal places"
        if t.type == "UNIT" and following is not None and following.type == "NUM" \
                and (not out or out[-1].type not in ("NUM", "UNIT")):
            continue  # "人民币4783元": the number carries its own unit
        if t.type == "WORD" and t.value in ("st", "nd", "rd", "th") and out and out[-1].type == "ORD":
            continue  # "4th": the slot holds the number, the suffix says it is an ordinal
        if t.type == "SUBTRACT_VERB" and t.value == "take away" and out and out[-1].type in ("NUM", "RPAR"):
            t = Tok("MINUS", t.value, t.pos)  # "100 take away 45"
        if out and out[-1].type == "THEN" and t.type in ("ADD_VERB", "SUBTRACT_VERB"):
            t = Tok("PLUS" if t.type == "ADD_VERB" else "MINUS", t.value, t.pos)  # "… then subtract 4"
        if t.type == "ADD_VERB" and following is not None and following.type == "NUM" and i + 2 < len(tokens) \
                and tokens[i + 2].type == "COMMA":
            t = Tok("SUM_OF", t.value, t.pos)  # "add 7, 8 and 9": a list
        if t.type == "TO" and following is not None and following.type == "ORD" and out \
                and out[-1].type in ("NUM", "RPAR"):
            t = Tok("POW", t.value, t.pos)  # "3 to the 4th (power)"
        if t.type == "WORD" and t.value == "x" and out and out[-1].type in ("NUM", "RPAR") \
                and following is not None and following.type in ("NUM", "LPAR"):
            t = Tok("TIMES", t.value, t.pos)  # "12 x 24"
        if t.type == "WORD" and _result_before_rounding(tokens, i):
            continue  # "，结果四舍五入到角": the rounding is of the result anyway
        if t.type == "WHETHER" and t.value == "if" and not out and following is not None \
                and following.value in ("i", "we") and i + 2 < len(tokens) and tokens[i + 2].type in OPERATION_VERBS:
            continue  # "If I multiply 19 by 21 …, what do I get": the steps are the question
        if t.type == "WORD" and t.value in ("i", "we") and out == [] and i == 1 and tokens[0].type == "WHETHER" \
                and following is not None and following.type in OPERATION_VERBS:
            continue
        if t.type == "TAKE" and not out and following is not None and following.type == "NUM" and i + 2 < len(tokens) \
                and tokens[i + 2].type == "COMMA":
            continue  # "Take 500, subtract 137, …": the number a chain of steps starts from
        if t.type == "COMMA" and following is not None and following.type in ("ADD_VERB", "SUBTRACT_VERB") \
                and out and out[-1].type == "NUM" and i + 2 < len(tokens) and tokens[i + 2].type == "NUM" \
                and all(x.type not in ("FROM", "TO") for x in tokens[i + 2:i + 4]):
            t = Tok("THEN", t.value, t.pos)  # "500, subtract 137": the next step
        if t.type == "WORD" and t.value in ("all", "altogether") and out and out[-1].type in ("NUM", "RPAR") \
                and following is not None and following.type in ("DIVIDE", "TIMES"):
            t = Tok("THEN", t.value, t.pos)  # "20 plus 30 all divided by 5": the whole sum
        if t.type == "WORD" and t.value == "over" and out and out[-1].type == "NUM" \
                and following is not None and following.type == "NUM" \
                and (i + 2 >= len(tokens) or tokens[i + 2].type not in _SPAN_UNITS):
            t = Tok("DIVIDE", t.value, t.pos)  # "48 over 6", not "to 1331 over 3 years"
        if t.type == "PLUS" and t.value == "and then add":  # "multiply 19 by 21 and then add 1": a next step
            out.append(Tok("THEN", "and then", t.pos))
            t = Tok("PLUS", "add", t.pos)
        if t.type == "WORD" and out and out[-1].type == "DE":
            # "100元的东西打8折": 的 before an unknown word belongs to the word, not to arithmetic
            de = out.pop()
            t = Tok("WORD", de.value + t.value, de.pos)
        out.append(t)
    return tight_fractions_grouped(out)


# Units after "over N" that make it a span of time or a distance, not a divisor.
_SPAN_UNITS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "UNIT"})


def _result_before_rounding(tokens: list[Tok], i: int) -> bool:
    return i + 1 < len(tokens) and tokens[i].type == "WORD" and tokens[i].value in ("结果", "最后结果", "得数") \
        and tokens[i + 1].type in ("ROUND_ZH", "ROUND_WHOLE_ZH")
