"""A draft's answer chain: the checked claims whose results lead to the number it gives as its answer,
written as one expression over the request's amounts, and judged by the one grounding check
(dtlib.grounding.ground) as an operation the model wrote would be.

"45 × 8 = 360. So 360 students are going." → 45*8; "12 × 5 = 60 eggs. 60 - 3 = 57" → (12*5)-3: an
operand that an earlier claim computed is that claim's expression. Grounded, the chain uses every
amount of the request (a year, a date and an ordinal are not amounts), only the request's amounts and
small constants, and no amount only against itself: "8 / 8 = 1" for "each bus holds 45, 8 buses"
leaves out 45 and divides 8 by itself, and is not an answer however right its arithmetic.

The answer is read from the end of the draft: the last sentence that states a checked result gives
it (its last one). A sentence that only says the question's numbers again is skipped ("The school
needs 8 buses."), unless it gives one as the answer ("So 45 students are going."): no checked
calculation gives that number. A chain through a claim that is not arithmetic (a date difference,
a letter count) is not judged here; those claims are checked against the request on their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from dtlib import grounding
from dtlib.envelope import Task
from dtlib.grounding import english_numbers
from dtlib.perception import NumberMention, mentions

from . import between
from .claims import ARITHMETIC, PERCENT_OF, FoundClaim

# Words that give a sentence's number as the answer, not as the question's number said again.
_ANSWER_LEAD = re.compile(
    r"\b(?:so|therefore|thus|hence|answer|in total|in all|altogether|total)\b|所以|因此|答案|一共|总共|共有|合计")
_CHAINED = (ARITHMETIC, PERCENT_OF)
_READINGS = 16  # an operand that may be an earlier result or the request's amount doubles the readings


@dataclass
class Checked:
    claim: FoundClaim
    value: Decimal | None  # what the claim computes, as checked (a wrong one's right value); None: unchecked


@dataclass
class AnswerChain:
    stated: str  # the answer as the draft writes it
    expression: str  # the chain over the request's amounts (the reading that fits, if one does);
    # "" when no checked claim gives the answer
    problem: str  # why it does not answer the request (English, for the model); "" when it does
    problem_zh: str = ""  # the same, for a Chinese request's answer


class _NotArithmetic(Exception):
    """The chain goes through a claim that is not arithmetic: not judged here."""


def answer_chain(draft: str, request: str, steps: list[Checked],
                 echoes: dict[int, Decimal]) -> AnswerChain | None:
    """The chain to the draft's answer (None: no checked claim, or no answer to judge)."""
    if not steps:
        return None
    found = between.read_numbers(draft)
    given = {n.value for n in between.read_numbers(request).numbers} | set(english_numbers(request))
    operands = {o.start for s in steps for o in s.claim.operands}
    for s0, s1 in reversed(between.sentences(found.folded)):
        said = [n for n in found.numbers if s0 <= n.start < s1 and not n.ordinal
                and n.start not in operands and not between.is_label(draft, n)]
        results = [k for n in said if (k := _result_at(steps, n, echoes)) is not None]
        if results:
            try:
                readings = _expressions(steps, results[-1], echoes, given)
            except _NotArithmetic:
                return None
            stated = steps[results[-1]].claim.stated.raw
            reads = [grounding.ground(Task("expr", {"expression": e}), request) for e in readings]
            fits = next((e for e, read in zip(readings, reads) if read.ok), None)
            if fits:
                return AnswerChain(stated, fits, "")
            return AnswerChain(stated, readings[0], reads[0].problem(), reads[0].problem("zh"))
        if said and all(n.value in given for n in said):
            if _ANSWER_LEAD.search(found.folded[s0:s1]):
                raw = said[-1].raw
                return AnswerChain(raw, "", f"it gives {raw} as the answer, which is the question's own "
                                            "number, not the result of a checked calculation",
                                   f"把题目自己的数{raw}当作答案，它不是核对过的算式的结果")
            continue  # the question's numbers said again
        if said:
            return None  # a number nothing checked: the brake counts it as stray
    return None


def _result_at(steps: list[Checked], n: NumberMention, echoes: dict[int, Decimal]) -> int | None:
    """The claim whose result the draft states at `n`: the claim's own statement, or a later mention
    of its value (an echo of a corrected one has its corrected value)."""
    value = echoes.get(n.start, n.value)
    for k in range(len(steps) - 1, -1, -1):
        stated = steps[k].claim.stated
        if stated.start == n.start or (stated.start < n.start and value in (steps[k].value, steps[k].claim.stated_value)):
            return k if steps[k].value is not None else None
    return None


def _expressions(steps: list[Checked], k: int, echoes: dict[int, Decimal], given: set[Decimal]) -> list[str]:
    """Claim k as expressions over the request's amounts: every operand an earlier claim computed
    is that claim's expression, in parentheses. An operand whose value is also one the request
    gives ("0.3 + 0.1 = 0.4. 0.4 + 0.4 = 0.8" for a walk of 0.3, 0.1 and 0.4 miles) may be either:
    every reading, the draft's own flow first (at most _READINGS of them)."""
    claim = steps[k].claim
    if claim.kind not in _CHAINED:
        raise _NotArithmetic(claim.kind)
    if claim.kind == PERCENT_OF:
        whole = next((o for o in claim.operands if not o.percent), None)
        j = _earlier_result(steps, whole, echoes, k) if whole is not None else None
        wholes = [f"({e})" for e in _expressions(steps, j, echoes, given)] if j is not None else []
        if j is None or echoes.get(whole.start, whole.value) in given:
            wholes.append(str(claim.task.args["of"]))
        return [f"{claim.task.args['percent']}%*{w}" for w in wholes][:_READINGS]
    text = str(claim.task.args["expression"])
    readings = [text]
    for n, operand in reversed(_operands_of(mentions(text).numbers, claim.operands, echoes)):
        j = _earlier_result(steps, operand, echoes, k)
        if j is None:
            continue
        inner = [f"({e})" for e in _expressions(steps, j, echoes, given)]
        literal = readings if echoes.get(operand.start, operand.value) in given else []
        readings = ([r[:n.start] + e + r[n.end:] for r in readings for e in inner] + literal)[:_READINGS]
    return readings


def _operands_of(numbers: list[NumberMention], operands: list[NumberMention],
                 echoes: dict[int, Decimal]) -> list[tuple[NumberMention, NumberMention]]:
    """Each number of a claim's expression with the draft's operand it was written from, by value
    ("subtracting 25 from 50" is 50-25); none when they do not pair up (the request's own
    computation has no operands in the draft: its numbers are the request's)."""
    free = list(operands)
    pairs = []
    for n in numbers:
        operand = next((o for o in free if echoes.get(o.start, o.value) == n.value), None)
        if operand is None:
            return []
        free.remove(operand)
        pairs.append((n, operand))
    return pairs if not free else []


def _earlier_result(steps: list[Checked], operand: NumberMention, echoes: dict[int, Decimal], k: int) -> int | None:
    """The latest claim before `operand` whose result it is (a draft's own flow first: a value that is
    both an earlier result and the request's amount is read as the result)."""
    value = echoes.get(operand.start, operand.value)
    for j in range(k - 1, -1, -1):
        if steps[j].claim.stated.start < operand.start and value in (steps[j].value, steps[j].claim.stated_value):
            return j
    return None
