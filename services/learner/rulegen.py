"""A candidate's rule: a fixed answer on learned words, or a sandbox op whose parameters are
the question's numbers (a regex with one named group per number, validated as a number)."""

from __future__ import annotations

import hashlib
import re

from dtlib.perception import signature
from dtlib.records import RuleAction, RuleMatch, RuleParam, RuleSpec

from .window import MiningConfig, Window
from .wording import exclusions, match_terms, near_neighbours, separating_words, shared_extra_word

_NUMBER_SLOT = r"(?P<{name}>[-+]?\d+(?:[.,]\d+)*)"
_DIGITS = re.compile(r"\d+(?:[.,]\d+)*")
_TEMPLATE_FIELD = re.compile(r"\{(\w+)\}")
NO_DIGITS = r"\d"  # exclusion of a fixed answer learned only from questions without numbers
QUOTES = "[\"“”「」『』]"  # ... and only from questions without quoted text (quotes are payload)
_QUOTES = re.compile(QUOTES)


def fingerprint(tenant: str, outcome_key: str, match: RuleMatch) -> str:
    material = "\x1f".join([tenant, outcome_key, *sorted(match.all), *sorted(match.any), *match.regex])
    return hashlib.sha256(material.encode()).hexdigest()


def rule_id_for(fp: str) -> str:
    return f"learned-{fp[:12]}"


def answer_rule(window: Window, members: list[int], cfg: MiningConfig,
                need: int | None = None) -> tuple[RuleSpec, list[int]] | str:
    """A fixed answer on the words its requests share (and none answered otherwise share)."""
    outcome = window.samples[members[0]].outcome
    if _TEMPLATE_FIELD.search(outcome.text):
        return "the answer contains {…} fields a template would fill"
    terms, covered = match_terms(window, members, cfg, need)
    if not terms:
        return "no words in common"
    positives = window.by_outcome[outcome.key]
    separating: list[str] = []
    if cfg.separate_rivals and covered - positives:
        # Its words also match questions answered otherwise: it must say one of the words
        # that only its own answer's questions use too.
        rivals = {window.samples[i].outcome.key for i in covered - positives}
        separating, kept = separating_words(window, covered & positives, rivals, cfg)
        if len(kept) >= cfg.min_support:
            covered = covered & set().union(*(window.index[t] for t in separating))
        elif not shared_extra_word(window, covered - positives, positives, cfg):
            return "no words tell its questions from a near answer's"
        else:  # they all say one more word: excluding it generalises ("hacked")
            separating = []
    numbers = {signature(window.samples[i].text)[0] for i in covered & positives}
    if len(numbers) == 1 and next(iter(numbers)):
        return "every question had the same numbers: the answer may depend on them"
    near = near_neighbours(window, covered & positives, positives, cfg.near_neighbours)
    wrong = covered - positives
    exclude = exclusions(window, wrong, near, positives, cfg)
    if exclude is None:
        return "conflicting outcomes among the requests its words match"
    quoted = any(_QUOTES.search(window.samples[i].norm) for i in covered & positives)
    spec = RuleSpec(id="", match=RuleMatch(all=terms, any=separating), exclude=exclude,
                    exclude_regex=([] if any(numbers) else [NO_DIGITS]) + ([] if quoted else [QUOTES]),
                    action=RuleAction(answer={outcome.lang: outcome.text}))
    return spec, near


def _slots(norm: str) -> list[tuple[int, int]]:
    return [m.span() for m in _DIGITS.finditer(norm)]


def _skeleton(norm: str) -> list[str]:
    """Words, operator signs and number placeholders in order: "what is 15% of 80" →
    what is # % of #."""
    out, pos = [], 0
    for start, end in _slots(norm) + [(len(norm), len(norm))]:
        out += re.findall(r"[^\W\d_]+|[%+*/×÷^=-]", norm[pos:start])
        if start < len(norm):
            out.append("#")
        pos = end
    return out


def _common(a: list[str], b: list[str]) -> list[str]:
    """Longest common subsequence of two token lists."""
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if a[i] == b[j] else max(table[i + 1][j], table[i][j + 1])
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append(a[i])
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


def op_rule(window: Window, members: list[int], cfg: MiningConfig
            ) -> tuple[RuleSpec, list[int]] | str:
    """A regex over the words every question shares, with a named group per number."""
    outcome = window.samples[members[0]].outcome
    slots = sorted({int(n) for v in outcome.args.values() if isinstance(v, str)
                    for n in re.findall(r"\{n(\d+)\}", v)})
    skeletons = [_skeleton(window.samples[i].norm) for i in members]
    common = skeletons[0]
    for sk in skeletons[1:]:
        common = _common(common, sk)
    if common.count("#") != max((sk.count("#") for sk in skeletons), default=0) \
            or any(sk.count("#") != common.count("#") for sk in skeletons):
        return "the questions state different counts of numbers"
    if sum(tok != "#" for tok in common) < 2:  # "what is # % of #" says enough; "# #" does not
        return "no words in common"
    if slots and max(slots) > common.count("#"):
        return "the op uses a number the questions do not state"
    pieces, n = [], 0
    for tok in common:
        if tok == "#":
            n += 1
            pieces.append(_NUMBER_SLOT.format(name=f"n{n}"))
        elif tok.isalnum():
            pieces.append(rf"\b{re.escape(tok)}\b")
        else:
            pieces.append(re.escape(tok))
    regex = r".*?".join(pieces)
    params = [RuleParam(name=f"n{i}", type="number") for i in slots]
    spec = RuleSpec(id="", match=RuleMatch(regex=[regex]), params=params,
                    action=RuleAction(op=outcome.op, args=dict(outcome.args)))
    positives = window.by_outcome[outcome.key]
    covered = window.extension(spec)
    near = near_neighbours(window, covered & positives, positives, cfg.near_neighbours)
    exclude = exclusions(window, covered - positives, near, positives, cfg)
    if exclude is None:
        return "conflicting outcomes among the requests its pattern matches"
    spec.exclude = exclude
    return spec, near


