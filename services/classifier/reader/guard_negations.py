"""The guards' reading of negations, exclusions and halves (guards.py's "a negation or a half after a count"): a word
that negates or excludes ("not", 没有, 不算, "skipped") or a half after a count (三天半), with the words that are a
reader's own reading set aside first (`unsaid`: "其中的 30%" for the share readers, 两端都不种 for 植树)."""

from __future__ import annotations

import re

from .common_multiples import without_own_condition
from .role_words import without_part_negation
from .tokens import VALUE_OF, Tok
from .tree_planting_zh import without_end_rule

NEGATION_EN = frozenset({"not", "no", "never", "unless", "except", "excluding", "without", "nor", "isn't",
                          "wasn't", "aren't", "weren't", "don't", "doesn't", "didn't", "won't", "can't", "cannot",
                          "skipped", "skip", "skipping", "returned", "refunded", "cancelled", "canceled"})
_A_NOT_A = re.compile(r"(.)不\1")  # "要不要", "是不是": a question, not a negation
_NEGATION_ZH_FOUND = re.compile("不|没|未|除了|除去|除开|除非|其中|请的|请客|免单|免费|退")
_EXCLUSION_ACROSS = re.compile("其中|请的|请客|除了|除去|除非")  # words the lexicon splits ("其" "中")
_UNIT_TYPES = frozenset({"UNIT", "MEASURE", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})


def unsaid(tokens: list[Tok], reader: str) -> list[Tok]:
    """The tokens without the words that are the reading itself: "其中的 30%" and 其中技术人员占40% (a share of the
    amount) for the share readers, "no interest" (免息 is a lexicon word) for equal payments."""
    if reader == "composed_share_zh":  # 花掉了其中的五分之二, 其中的百分之四十: a share of the whole just told
        return [t for i, t in enumerate(tokens) if not (t.value == "其" and (
            _before_a_share(tokens, i) or [x.type for x in tokens[i + 1:i + 5]] == ["IN", "DE", "NUM", "FENZHI"]))]
    if reader in _SHARE_READERS:
        return [t for i, t in enumerate(tokens) if not (t.value == "其" and (_before_a_share(tokens, i)
                                                                             or _share_of_whole_said(tokens, i)))]
    if reader in ("read_named_share", "read_chickens_rabbits_zh", "read_concentration_zh", "read_kinds_of_whole_zh",
                  "read_whole_part_zh", "composed_two_numbers_zh"):
        # "其中梨树有60棵", 其中兔有几只, 其中含糖25克: one of the whole
        return [t for i, t in enumerate(tokens) if not (t.value == "其" and tokens[i + 1:i + 2]
                                                        and tokens[i + 1].value == "中")]
    if reader == "read_other_kind_zh":  # 其中戴眼镜的有5个，不戴眼镜的有几个: the other kind is the negation, read there
        return [t for i, t in enumerate(tokens) if not (t.value == "其" and tokens[i + 1:i + 2] and tokens[i + 1].value == "中"
                                                        or t.type == "WORD" and t.value[:1] in "不没未")]
    if reader in ("read_fraction_part", "composed_told_share_zh"):  # 其中女生占五分之二: a kind's share of the whole, not one left out
        return [t for i, t in enumerate(tokens) if not (t.value == "其" and _share_of_whole_said(tokens, i))]
    if reader == "read_nth_weekday":  # "Answer with -1 if the ordinal does not exist": its frames hold no other "not"
        return [t for t in tokens if t.value not in ("not", "does not", "doesn't", "n't")]
    if reader == "read_dates":  # 退房 is checking out of a hotel, not a refund
        return [t for t in tokens if t.value != "退房"]
    if reader == "read_money_flow":  # "收到退款58元": a refund received is money in (one asked for or due still is 退)
        return [t for i, t in enumerate(tokens) if not (t.value == "退款" and i and tokens[i - 1].value == "到")]
    if reader == "read_gcd_lcm_story":  # "没有剩余", "without cutting any": the story's own condition
        return without_own_condition(tokens)
    if reader == "read_tree_planting_zh":  # 两端都不种: the rule of the ends
        return without_end_rule(tokens)
    if reader == "read_roles":  # "19 of them are dark … how many are not dark": the rest of the whole
        return without_part_negation(tokens)
    if reader == "read_fraction_rest_en":  # "1/4 of them like pizza. How many do not like pizza?": the rest, read there
        asked = max((i for i, t in enumerate(tokens) if t.type == "HOW_MANY"), default=len(tokens))
        return [t for i, t in enumerate(tokens) if not (i > asked and t.value == "not")]
    if reader == "read_installments":
        return [t for i, t in enumerate(tokens)
                if not (t.value in NEGATION_EN and i + 1 < len(tokens) and tokens[i + 1].value.startswith("interest"))]
    return tokens


def _before_a_share(tokens: list[Tok], i: int) -> bool:
    following = [t.type for t in tokens[i + 1:i + 4]]
    return following[:3] == ["IN", "DE", "PCT"] or following[:2] == ["IN", "PCT"]


def _share_of_whole_said(tokens: list[Tok], i: int) -> bool:
    """"其" "中" then a kind and 占 in the same clause (其中女生占2/5)."""
    clause = []
    for t in tokens[i + 1:]:
        if t.type == "COMMA":
            break
        clause.append(t.value)
    return clause[:1] == ["中"] and "占" in clause[2:5]


_SHARE_READERS = frozenset({"read_left_after_shares", "read_part_from_share"})


def negated_or_halved(tokens: list[Tok]) -> bool:
    """A word the lexicon does not know that negates or excludes ("not", 没有, 不算, "skipped"), or a
    half after a count ("三天半", "3小时半走", "2千克半": the half belongs to the count before it)."""
    values = list(map(VALUE_OF, tokens))
    if all(map(str.isascii, values)) and NEGATION_EN.isdisjoint(values) and "n't" not in "".join(values):
        return False  # the cheap test first: no Chinese word, no 半, and no English negation
    left_asked = False
    chinese = []
    for i, t in enumerate(tokens):
        left_asked = t.type == "LEFT_ASK" or left_asked and t.type != "COMMA"
        if t.type == "NUM" and i + 2 < len(tokens) and tokens[i + 1].type in _UNIT_TYPES \
                and tokens[i + 2].value.startswith("半"):
            return True
        if t.value.isascii():
            if t.type == "WORD" and (t.value in NEGATION_EN or t.value.endswith("n't")):
                return True
            continue
        chinese.append(t.value)
        if t.type != "WORD" or t.value == "不" and 0 < i < len(tokens) - 1 \
                and tokens[i - 1].value[-1:] == tokens[i + 1].value[:1]:  # "要" "不" "要"
            continue
        if left_asked and ("没" in t.value or "未" in t.value):
            continue  # "还剩多少页没看": what is left is what is not done yet
        if _NEGATION_ZH_FOUND.search(t.value) and _NEGATION_ZH_FOUND.search(_A_NOT_A.sub("", t.value)):
            return True
    return bool(chinese) and bool(_EXCLUSION_ACROSS.search("".join(chinese)))
