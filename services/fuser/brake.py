"""The numeric brake: every checkable number a draft states is computed by the sandbox before a
user sees it. A wrong value is replaced, in the style it was written in ("-12,567,890", "25%",
"1.5 million"), and the correction is marked; every check is recorded (draft.claims).

A stated value is right when it is the exact value or a correct rounding of it to the places it
shows ("1/3 = 0.33"), so no correct number is ever "corrected". A later mention of a corrected
value ("12×24 = 298, so 298 eggs") is an echo and is corrected too; a claim built on an echo
("298 + 2 = 300") is re-checked with the corrected value.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Context, Decimal, InvalidOperation

from dtlib.envelope import Claim, SandboxResult, Task
from dtlib.grounding import english_numbers
from dtlib.perception import NumberMention

from . import named
from .between import is_label
from .chains import AnswerChain, Checked, answer_chain
from .claims import DATE_DIFF, WEEKDAY, FoundClaim, find_claims, numbers_in

Check = Callable[[Task], Awaitable[SandboxResult]]

_WIDE = Context(prec=1000)
_BODY = re.compile(r"\d[\d,]*(?:\.(\d+))?|\.\d+")
_UNDEFINED = {"DIVISION_BY_ZERO", "DOMAIN_ERROR"}  # the draft states a value for no value
_MAX_ROUNDS = 3
_MARK = {
    "en": ("{new} (corrected from {old})", "{new} (corrected from {old}; rounded to 2 decimal places)"),
    "zh": ("{new}（原为{old}，已更正）", "{new}（原为{old}，已更正，四舍五入到两位小数）"),
}
_UNDEFINED_TEXT = {"en": "undefined ({why}; corrected from {old})", "zh": "无定义（{why}；原为{old}，已更正）"}


@dataclass
class Verdict:
    claim: FoundClaim
    result: SandboxResult
    correct: bool | None  # None: it could not be checked (the sandbox timed out or is down)
    target: Decimal | None = None  # what the stated value should be, in the stated sense


@dataclass
class Braked:
    text: str  # the draft with every wrong value replaced and marked
    claims: list[Claim] = field(default_factory=list)
    verified: int = 0
    wrong: int = 0
    unchecked: int = 0
    corrections: list[str] = field(default_factory=list)  # for the model: what was wrong
    unchecked_reasons: list[str] = field(default_factory=list)
    # Numbers stated outside every claim and not the request's own: nothing checked them.
    stray_numbers: list[str] = field(default_factory=list)
    # The checked claims that lead to the number given as the answer (chains.py); None: none to judge.
    answer: AnswerChain | None = None

    @property
    def stray(self) -> int:
        return len(self.stray_numbers)


async def brake(draft: str, request: str, lang: str, check: Check) -> Braked:
    results: dict[str, SandboxResult] = {}
    substitutions: dict[int, Decimal] = {}
    for _ in range(_MAX_ROUNDS):
        claims = find_claims(draft, request, substitutions)
        todo = {_key(c.task): c.task for c in claims if _key(c.task) not in results}
        done = await asyncio.gather(*(check(t) for t in todo.values()))
        results.update(zip(todo, done))
        verdicts = [judge(c, results[_key(c.task)]) for c in claims]
        echoes = _echoes(draft, verdicts)
        if echoes == substitutions:
            break
        substitutions = echoes
    braked = _apply(draft, lang, verdicts, substitutions)
    braked.stray_numbers = _stray(draft, request, verdicts, substitutions)
    steps = [Checked(v.claim, _checked_value(v)) for v in verdicts]
    braked.answer = answer_chain(draft, request, steps, substitutions)
    return braked


_TIMES = {"once": Decimal(1), "twice": Decimal(2), "thrice": Decimal(3)}
_TIMES_WORDS = re.compile(r"\b(once|twice|thrice)\b", re.IGNORECASE)


def _stray(draft: str, request: str, verdicts: list[Verdict], echoes: dict[int, Decimal]) -> list[str]:
    given = {n.value for n in numbers_in(request)} | set(english_numbers(request))
    covered = {v.claim.stated.start for v in verdicts} | {o.start for v in verdicts for o in v.claim.operands}
    checked = {v.claim.stated_value for v in verdicts if v.correct} | {
        v.target for v in verdicts if v.target is not None}
    stray = [n.raw for n in numbers_in(draft)
             if not n.ordinal and n.start not in covered and n.start not in echoes
             and n.value not in given and n.value not in checked and not is_label(draft, n)]
    # Number words ("there are two r's") have no span in the shared reader: nothing checks them.
    words = english_numbers(draft) + [_TIMES[w.lower()] for w in _TIMES_WORDS.findall(draft)]
    return stray + [f"{v}" for v in words if v not in given and v not in checked]


def _checked_value(v: Verdict) -> Decimal | None:
    """What a claim computes, as checked: the stated value when right, the right one when wrong;
    None when nothing has a value (unchecked, or a value stated for something undefined)."""
    if v.correct is None or (v.correct is False and v.target is None):
        return None
    return v.claim.stated_value if v.correct else v.target


def _key(task: Task) -> str:
    return f"{task.op}:{sorted(task.args.items())}"


# --- right or wrong ---------------------------------------------------------------------------

def judge(claim: FoundClaim, result: SandboxResult) -> Verdict:
    if result.status == "rejected" and result.error and result.error.code in _UNDEFINED:
        return Verdict(claim, result, correct=False)
    if result.status != "ok" or result.value is None:
        return Verdict(claim, result, correct=None)
    try:
        exact = Decimal(result.value)
    except InvalidOperation:  # "2^3*7" (factorize), "true" (is_prime): not what claims ask
        return Verdict(claim, result, correct=None)
    accepted = [exact]
    target = exact
    if claim.kind == DATE_DIFF:  # the task counts as the request asks (dtlib.conventions)
        accepted = [abs(exact), abs(exact) + 1] if claim.inclusive_ok else [abs(exact)]
        target = abs(exact)
    elif claim.percent_scale:  # "50/200 = 25%"
        accepted.append(exact * 100)
        if not any(o.value == 100 for o in claim.operands):
            target = exact * 100
    right = any(_agrees(claim.stated, claim.stated_value, a, claim.approximate) for a in accepted)
    return Verdict(claim, result, correct=right, target=None if right else target)


def _agrees(stated: NumberMention, stated_value: Decimal, exact: Decimal, approximate: bool) -> bool:
    """Is `stated_value` the exact value, or a correct rounding of it to the places shown?"""
    if stated_value == exact:
        return True
    places, scale = _places_and_scale(stated)
    try:
        shown = (exact / scale).quantize(Decimal(1).scaleb(-places), context=_WIDE, rounding=ROUND_HALF_UP)
        even = (exact / scale).quantize(Decimal(1).scaleb(-places), context=_WIDE, rounding=ROUND_HALF_EVEN)
    except InvalidOperation:
        return False
    stated_shown = stated_value / scale
    if stated_shown in (shown, even):
        return True
    return approximate and exact != 0 and abs(stated_value - exact) <= abs(exact) / 100


def _places_and_scale(n: NumberMention) -> tuple[int, Decimal]:
    """Decimal places written, and the scale word's factor ("1.2 million": 1, 10^6)."""
    body = _BODY.search(n.raw)
    if body is None:  # Chinese numerals: 二百九十八
        return 0, Decimal(1)
    places = len(body.group(1) or "") if "." in body.group(0) else 0
    digits = Decimal(body.group(0).replace(",", ""))
    scale = abs(n.value) / digits if digits else Decimal(1)
    return places, scale if scale > 0 else Decimal(1)


# --- echoes -----------------------------------------------------------------------------------

def _echoes(draft: str, verdicts: list[Verdict]) -> dict[int, Decimal]:
    """Later mentions of a corrected value, by position → the corrected value."""
    stated_at = {v.claim.stated.start for v in verdicts}
    echoes: dict[int, Decimal] = {}
    numbers = numbers_in(draft)
    for v in verdicts:
        if v.correct is not False or v.target is None:
            continue
        wrong = v.claim.stated
        for n in numbers:
            if n.start > wrong.end and n.raw == wrong.raw and n.start not in stated_at:
                echoes[n.start] = v.target if v.claim.stated_value == wrong.value else -v.target
    return echoes


# --- the corrected text and the record -----------------------------------------------------------

def _apply(draft: str, lang: str, verdicts: list[Verdict], echoes: dict[int, Decimal]) -> Braked:
    out = Braked(text=draft)
    edits: list[tuple[int, int, str]] = []
    lang = lang if lang in _MARK else "en"
    for v in verdicts:
        c = v.claim
        if v.correct is True:
            out.verified += 1
        elif v.correct is None:
            out.unchecked += 1
            why = v.result.error.message if v.result.error else v.result.status
            out.unchecked_reasons.append(why)
        else:
            out.wrong += 1
            edits.append((c.stated.start, c.stated.end, _replacement(v, lang)))
            out.corrections.append(_correction(v))
        out.claims.append(Claim(
            text=draft[c.span[0]:c.span[1]], expression=c.expression, stated=c.stated.raw,
            checked=_checked(v),
            correct=v.correct, kind=c.kind, span=(c.stated.start, c.stated.end)))
    for n in numbers_in(draft):
        if n.start in echoes:
            new, rounded = format_like(n, echoes[n.start])
            edits.append((n.start, n.end, _MARK[lang][rounded].format(new=new, old=n.raw)))
    for start, end, text in sorted(edits, reverse=True):
        out.text = out.text[:start] + text + out.text[end:]
    return out


def _checked(v: Verdict) -> str | None:
    value = _plain(v.target) if v.target is not None else v.result.value
    if v.claim.kind == WEEKDAY and value and value.isdigit():
        return named.weekday_name(int(value), "Monday")
    return value


def _replacement(v: Verdict, lang: str) -> str:
    stated = v.claim.stated
    if v.target is None:  # a value stated for something undefined
        why = v.result.error.message if v.result.error else "it cannot be computed"
        return _UNDEFINED_TEXT[lang].format(why=why, old=stated.raw)
    target = v.target
    if v.claim.kind == WEEKDAY:
        return _MARK[lang][0].format(new=named.weekday_name(int(target), stated.raw), old=stated.raw)
    if v.claim.stated_value != stated.value and target < 0:
        target = -target  # the words carry the direction: "a decrease of 25%"
    new, rounded = format_like(stated, target)
    return _MARK[lang][rounded].format(new=new, old=stated.raw)


def _correction(v: Verdict) -> str:
    c = v.claim
    if v.target is None:
        why = v.result.error.message if v.result.error else "it cannot be computed"
        return f"{c.expression} has no value ({why}), but the answer says {c.stated.raw}"
    right = _display(v.target) + ("%" if c.stated.percent else "")
    if c.kind == WEEKDAY:
        return f"the {c.expression} is {named.weekday_name(int(v.target), 'Monday')}, not {c.stated.raw}"
    if c.kind == DATE_DIFF:
        return f"from {c.expression.replace(' → ', ' to ')} is {right} days, not {c.stated.raw}"
    if c.kind == "growth_rate":
        return f"the {c.expression} is {right}, not {c.stated.raw}"
    return f"{c.expression} = {c.stated.raw} is wrong; {c.expression} = {right}"


# --- numbers in the style they were written ---------------------------------------------------------

def format_like(stated: NumberMention, value: Decimal) -> tuple[str, bool]:
    """`value` written like `stated`: same scale word or %, thousands commas if it had them;
    more than 6 decimals are rounded to 2 places (the second item says so)."""
    body = _BODY.search(stated.raw)
    _, scale = _places_and_scale(stated)
    scaled = value / scale
    digits, rounded = _round_for_display(scaled)
    if body is not None and "," in body.group(0):
        whole, _, frac = digits.lstrip("-").partition(".")
        digits = ("-" if digits.startswith("-") else "") + f"{int(whole):,}" + (f".{frac}" if frac else "")
    suffix = stated.raw[body.end():] if body is not None else ("%" if stated.percent else "")
    return digits + suffix, rounded


def _round_for_display(value: Decimal) -> tuple[str, bool]:
    text = _plain(value)
    if "." in text and len(text.split(".")[1]) > 6:
        q = value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP, context=_WIDE)
        if q != 0:
            return _plain(q), True
    return text, False


def _display(value: Decimal) -> str:
    return _round_for_display(value)[0]


def _plain(value: Decimal) -> str:
    text = format(value, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text
