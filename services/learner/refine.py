"""A reported false match teaches the rule an exclusion (DESIGN §3: "an exclusion list of known
false matches"): the words of the wrongly answered question that none of the questions the rule
was learned from used. The rule keeps answering its own kind of question and passes on the
next one that looks like the false match."""

from __future__ import annotations

import msgspec

from dtlib.records import RuleSpec
from dtlib.text import normalise

from .terms import is_content, terms_of

MAX_NEW = 4  # exclusions one report may add


def exclusions_for(spec: RuleSpec, source_texts: list[str], false_match: str) -> list[str]:
    """The new exclusion words for `spec` after it answered `false_match` wrongly."""
    known: set[str] = set()
    for text in source_texts:
        known |= terms_of(normalise(text))
    m = spec.match
    taken = set(spec.exclude) | set(m.all if m else []) | set(m.any if m else [])
    words = sorted(t for t in terms_of(normalise(false_match), surface=True)
                   if " " not in t and is_content(t) and t not in known and t not in taken)
    return words[:MAX_NEW]


def with_exclusions(spec: RuleSpec, words: list[str]) -> RuleSpec:
    return msgspec.structs.replace(spec, exclude=[*spec.exclude, *words])
