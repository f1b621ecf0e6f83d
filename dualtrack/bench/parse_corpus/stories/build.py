"""The stories corpus's rows: numbered in writing order, each gold checked against its expression, and
split in half per category and language by a fixed hash of the id."""

from __future__ import annotations

import hashlib
from collections import defaultdict
from fractions import Fraction

from ..build import REPO_ROOT
from ..common import SPLITS, Row, fast, slow
from . import en, zh
from .golds import gold

OUT_DIR = REPO_ROOT / "data" / "parse" / "stories"
SOURCE = "stories"
WRITTEN = {"zh": zh, "en": en}


def agree(by_hand: str, computed: str) -> bool:
    try:
        return Fraction(by_hand) == Fraction(computed)
    except ValueError:
        return by_hand == computed


def rows() -> list[Row]:
    """Every row in writing order; a gold worked out by hand that its expression does not give is an error."""
    out, disagree = [], []
    for lang, module in WRITTEN.items():
        for category, text, by_hand, value in module.FAST:
            if not agree(by_hand, gold(value)):
                disagree.append(f"{text!r}: by hand {by_hand}, computed {gold(value)}")
            out.append(fast(text, lang, category, gold(value), SOURCE))
        out += [slow(text, lang, "slow", SOURCE) for text in module.SLOW]
    if disagree:
        raise ValueError("golds disagree:\n" + "\n".join(disagree))
    return out


def split_key(row_id: str) -> str:
    return hashlib.sha256(row_id.encode()).hexdigest()


def build() -> dict[str, list[dict]]:
    """Both splits: in each (category, language) group, the half of the ids that hash lowest is dev."""
    numbered = [(f"st{i:04d}", row) for i, row in enumerate(rows())]
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for row_id, row in numbered:
        groups[(row.category, row.lang)].append(row_id)
    dev = set()
    for ids in groups.values():
        dev.update(sorted(ids, key=split_key)[: (len(ids) + 1) // 2])
    return {split: [row.record(row_id, split) for row_id, row in numbered if (row_id in dev) == (split == "dev")]
            for split in SPLITS}
