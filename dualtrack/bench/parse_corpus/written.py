"""The builder of the hand-written corpora (stories, chats): rows numbered in writing order, each gold
worked out by hand checked against the expression that recomputes it, and a split in half per category
and language by a fixed hash of the id."""

from __future__ import annotations

import hashlib
from collections import Counter, defaultdict
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from types import ModuleType

from .build import write
from .common import SPLITS, Row, fast, slow
from .stories.golds import gold


@dataclass(frozen=True)
class WrittenCorpus:
    """A corpus written by hand: one module per language, each with `FAST = [(category, text,
    gold_by_hand, expression), ...]` and `SLOW = [text, ...]`."""

    source: str  # the rows' `source`
    id_prefix: str  # the ids are the prefix and the row's place in writing order: st0000, ch0000
    out_dir: Path
    modules: dict[str, ModuleType]  # by language, in writing order


def agree(by_hand: str, computed: str) -> bool:
    try:
        return Fraction(by_hand) == Fraction(computed)
    except ValueError:
        return by_hand == computed


def rows(corpus: WrittenCorpus) -> list[Row]:
    """Every row in writing order; a gold worked out by hand that its expression does not give is an error."""
    out, disagree = [], []
    for lang, module in corpus.modules.items():
        for category, text, by_hand, value in module.FAST:
            if not agree(by_hand, gold(value)):
                disagree.append(f"{text!r}: by hand {by_hand}, computed {gold(value)}")
            out.append(fast(text, lang, category, gold(value), corpus.source))
        out += [slow(text, lang, "slow", corpus.source) for text in module.SLOW]
    if disagree:
        raise ValueError("golds disagree:\n" + "\n".join(disagree))
    return out


def split_key(row_id: str) -> str:
    return hashlib.sha256(row_id.encode()).hexdigest()


def build(corpus: WrittenCorpus) -> dict[str, list[dict]]:
    """Both splits: in each (category, language) group, the half of the ids that hash lowest is dev."""
    numbered = [(f"{corpus.id_prefix}{i:04d}", row) for i, row in enumerate(rows(corpus))]
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for row_id, row in numbered:
        groups[(row.category, row.lang)].append(row_id)
    dev = set()
    for ids in groups.values():
        dev.update(sorted(ids, key=split_key)[: (len(ids) + 1) // 2])
    return {split: [row.record(row_id, split) for row_id, row in numbered if (row_id in dev) == (split == "dev")]
            for split in SPLITS}


def main(corpus: WrittenCorpus) -> None:
    """Rewrite the corpus's {dev,heldout}.jsonl and the counts in its README."""
    splits = build(corpus)
    write(splits, corpus.out_dir)
    for split, records in splits.items():
        langs = Counter(r["lang"] for r in records)
        print(f"{split}: {len(records)} rows ({langs['zh']} zh, {langs['en']} en) → {corpus.out_dir / split}.jsonl")
