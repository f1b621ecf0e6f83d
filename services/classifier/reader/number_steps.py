"""Token passes for steps and halves as the grammar reads them: "double 20 then add 5", "from 85,
subtract 18", "90的一半加15", a rounding note after a division, commas before the next step, and the asker's
own answer dropped from "…，我得的是 45，对吗".
"""

from __future__ import annotations

from .tokens import Tok
from .words import WORDS

OPERATION_VERBS = frozenset({"MULTIPLY_VERB", "DIVIDE_VERB", "ADD_VERB", "SUBTRACT_VERB"})

_OPERATORS = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE"})
_BIGGER_SMALLER = {"大": "DUO", "高": "DUO", "小": "SHAO", "低": "SHAO"}
_SCALE_PRE = frozenset({"DOUBLE_PRE", "TRIPLE_PRE", "HALVE_PRE"})
_PRONOUNS = frozenset({"it", "that", "this", "result"})


def _fraction_at(tokens: list[Tok], i: int, j: int) -> bool:
    """tokens[i:j] is one fraction: 三分之一, 1/3."""
    return [t.type for t in tokens[i:j]] in (["NUM", "FENZHI", "NUM"], ["NUM", "DIVIDE", "NUM"])


def number_steps(tokens: list[Tok]) -> list[Tok]:
    """Steps and halves as the grammar reads them:
    - "一半加上三分之一", "half plus 1/3": a half among fractions is the value 1/2 (next to an
      amount, "100加上一半" is 100.5 or 150: not read);
    - "double 20 then add 5" is "20, then double it, then add 5";
    - "start with 20, double it, …", "37, doubled": the comma is the next step;
    - a few words that read one way only here ("最后除以", "is what %", "比-5大3").
    Each pass runs only when a token it looks for is there: this runs on every request."""
    types = {t.type for t in tokens}
    values = {t.value for t in tokens}
    out = list(tokens)
    if "最" in values:
        out = _last_step(out)
    if out and out[0].type == "FROM":
        out = _minuend_first(out)
    if values & _WORDS_READ_HERE or "MULTIPLY_VERB" in types:
        out = _words_read_here(out)
    if types & {"HALF_ZH", "HALF_OF"}:
        out = _halves_as_values(out)
    if types & _SCALE_PRE:
        out = _scale_first_as_step(out)
    if "RPAR" in types and types & {"ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN", "DECIMAL_PLACES"}:
        out = _rounding_note_unbracketed(out)
    if types & (_SCALE_PRE | {"HALF_OF", "SCALED_POST"}):
        out = _commas_before_steps(out)
    if types & {"SHI", "EQUALS"} and "COMMA" in types:
        out = _own_answer_dropped(out)
    if "THEN" not in {t.type for t in out}:
        return out
    return [t for i, t in enumerate(out) if not (t.type == "THEN" and i + 1 < len(out) and out[i + 1].type == "THEN")]


# "what percent bigger is 150 than 120": the comparative asks "more" or "less"
_COMPARATIVES = {**dict.fromkeys(("bigger", "larger", "greater", "higher", "taller", "heavier", "longer"), "ADD_MORE"),
                 **dict.fromkeys(("smaller", "lower", "shorter", "lighter", "cheaper"), "MINUS")}
_WORDS_READ_HERE = frozenset({"is what", "个数", *_BIGGER_SMALLER, *_COMPARATIVES})


def _last_step(out: list[Tok]) -> list[Tok]:
    for i in range(len(out) - 2):  # "…，最后除以 17": the last step
        if out[i].value == "最" and out[i + 1].value == "后" and out[i + 2].type in _OPERATORS:
            out[i:i + 2] = [Tok("THEN", "最后", out[i].pos), Tok("NOISE", "", -1)]
    return [t for t in out if t.pos >= 0]


_SUBTRACTING_EN = frozenset({"subtract", "take away", "deduct"} | set(WORDS["SUBTRACT_VERB"]))


def _minuend_first(out: list[Tok]) -> list[Tok]:
    """"from 85, subtract 18", "from 85 take away 18": the frame of 从85里减去18, the minuend first. Only when the
    subtrahend ends the request: in "from 85 subtract 18 then divide by 2" the step is on the difference."""
    k = 3 if len(out) > 3 and out[2].value == "," else 2
    if len(out) == k + 2 and out[1].type == "NUM" and out[k].value in _SUBTRACTING_EN and out[k + 1].type == "NUM":
        return [Tok("CONG", out[0].value, out[0].pos), out[1], Tok("IN", ",", out[1].pos),
                Tok("MINUS", out[k].value, out[k].pos), *out[k + 1:]]
    return out


def _words_read_here(out: list[Tok]) -> list[Tok]:
    for i in range(len(out) - 1):
        if out[i].type == "ASK" and out[i].value == "is what" and out[i + 1].value == "%":
            # "30 is what % of 120": not "is what" and a modulo
            out[i:i + 2] = [Tok("IS", "is", out[i].pos), Tok("WHAT_PERCENT", "what %", out[i + 1].pos)]
        if out[i].type == "MULTIPLY_VERB" and out[i + 1].type == "NUM" and i + 2 < len(out) and out[i + 2].type == "COMMA":
            out[i] = Tok("PRODUCT_OF", out[i].value, out[i].pos)  # "multiply 12, 15 and 2": a list
        if out[i].type == "WORD" and out[i].value in _BIGGER_SMALLER and i >= 2 and out[i - 2].type == "BI" \
                and out[i - 1].type == "NUM" and out[i + 1].type in ("NUM", "SHARE_ZH"):
            # "比-5大3的数": 3 more than −5; "150比120大百分之几": more, as a share
            out[i] = Tok(_BIGGER_SMALLER[out[i].value], out[i].value, out[i].pos)
        if out[i].type == "WORD" and out[i].value in _COMPARATIVES and i and out[i - 1].type == "WHAT_PERCENT" \
                and out[i + 1].type == "IS":  # "what percent bigger is 150 than 120"
            out[i] = Tok(_COMPARATIVES[out[i].value], out[i].value, out[i].pos)
        if out[i].value == "个数" and out[i + 1].type == "DE" and i + 2 < len(out) and out[i + 2].type == "PCT":
            out[i] = Tok("UNKNOWN_NUMBER", "个数", out[i].pos)  # "一个数的25%是40"
    return out


def _halves_as_values(out: list[Tok]) -> list[Tok]:
    out = _half_of_one_number(out)
    for i, t in enumerate(out):
        if t.type not in ("HALF_ZH", "HALF_OF"):
            continue
        before = out[i - 1].type if i else "WHAT"
        after = out[i + 1].type if i + 1 < len(out) else None
        if before in ("WHAT", "BA") and after in _OPERATORS and _fraction_at(out, i + 2, i + 5) \
                or before in _OPERATORS and (after is None or after in ("ASK", "EQUALS", "IS", "COMMA")) \
                and _fraction_at(out, i - 4, i - 1) and not (before == "MINUS" and t.type == "HALF_ZH"):
            # "4/5减去一半" also takes half of 4/5 away (减去一半 halves): not read
            out[i] = Tok("HALF_VALUE", t.value, t.pos)
    return out


def _half_of_one_number(out: list[Tok]) -> list[Tok]:
    """"90的一半加15": 的 closes the half of the one number before it, then the operation ("half of 90 plus
    15" stays two ways, the project's earlier decision: half of 90, or of 105?)."""
    start = 0
    while start < len(out) and out[start].type in ("WHAT", "BA"):
        start += 1
    if len(out) < start + 4 or out[start].type != "HALF_OF" or out[start].value != "的一半" or out[start + 1].type != "NUM" \
            or out[start + 2].type not in _OPERATORS:
        return out
    half, number = out[start], out[start + 1]
    return [*out[:start], Tok("LPAR", "(", half.pos), number, Tok("TIMES", "*", half.pos),
            Tok("HALF_VALUE", half.value, half.pos), Tok("RPAR", ")", number.pos), *out[start + 2:]]


def _scale_first_as_step(out: list[Tok]) -> list[Tok]:
    """"double 20 then add 5" is "20, then double it, then add 5"."""
    start = 0
    while start < len(out) and out[start].type == "WHAT":
        start += 1
    if len(out) > start + 3 and out[start].type in _SCALE_PRE and out[start + 1].type == "NUM" \
            and out[start + 2].type in ("THEN", "COMMA", "AND") and out[start + 3].type in _OPERATORS | OPERATION_VERBS | {"THEN"}:
        scale, number = out[start], out[start + 1]
        out[start:start + 3] = [number, Tok("THEN", ",", scale.pos), scale, Tok("WORD", "it", scale.pos),
                                Tok("THEN", out[start + 2].value, out[start + 2].pos)]
    return out


def _rounding_note_unbracketed(out: list[Tok]) -> list[Tok]:
    """"100除以7（精确到0.1）", "100 ÷ 7 (to 2 decimal places)": a rounding note, not a mixed number 7(…)."""
    if len(out) > 3 and out[-1].type == "RPAR":
        opened = max((i for i, t in enumerate(out) if t.type == "LPAR"), default=0)
        if opened and (out[opened + 1].type in ("ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN")
                       or [t.type for t in out[opened + 1:-1]] == ["TO", "NUM", "DECIMAL_PLACES"]) \
                and out[opened - 1].type == "NUM" and "RPAR" not in {t.type for t in out[opened + 1:-1]}:
            return [*out[:opened], Tok("COMMA", ",", out[opened].pos), *out[opened + 1:-1]]
    return out


def _commas_before_steps(out: list[Tok]) -> list[Tok]:
    """"start with 20, double it, …", "37, doubled", "double it and add 3": the comma is the next step."""
    for i in range(1, len(out) - 1):
        following = out[i + 1]
        if out[i].type in ("COMMA", "AND") and out[i - 1].type in ("NUM", "RPAR", "UNIT") and (
                following.type == "SCALED_POST"
                or following.type in _SCALE_PRE | {"HALF_OF"} and i + 2 < len(out) and out[i + 2].value in _PRONOUNS) \
                or out[i].type in ("COMMA", "AND") and out[i - 1].value in _PRONOUNS and i >= 2 \
                and out[i - 2].type in _SCALE_PRE | {"HALF_OF"} and following.type in _OPERATORS | OPERATION_VERBS:
            out[i] = Tok("THEN", out[i].value, out[i].pos)
    return out


def _own_answer_dropped(tokens: list[Tok]) -> list[Tok]:
    """"56 乘 0.5 加 17，我得的是 45，对吗？（帮我算下正确答案）": the answer to check is the value of the
    computation before it; the number the asker got is theirs, not an operand. Only this whole shape."""
    at = next((i for i, t in enumerate(tokens) if t.type == "COMMA" and i + 1 < len(tokens)
               and tokens[i + 1].value.startswith("我")), None)
    if at is None or not any(t.type == "NUM" for t in tokens[:at]):
        return tokens
    rest = [t for t in tokens[at + 1:] if t.type not in ("COMMA", "DE", "WHAT", "MA")]
    words = [t.value for t in rest]
    i = next((k for k, t in enumerate(rest) if t.type in ("SHI", "EQUALS")), None)
    if i is None or i + 1 >= len(rest) or rest[i + 1].type != "NUM" or not rest[i + 2:] \
            or "".join(words[:i]) not in ("我得", "我", "我来", "我算出来", "我得到", "我算出") or any(t.type == "NUM" for t in rest[i + 2:]):
        return tokens
    tail = "".join(words[i + 2:]).replace("正确答案", "").replace("帮我算下", "")
    return tokens[:at] if tail in ("对", "对不对", "正确", "对的", "是对的") else tokens
