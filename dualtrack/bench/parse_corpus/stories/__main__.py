"""`python -m dualtrack.bench.parse_corpus.stories`: rewrite data/parse/stories/{dev,heldout}.jsonl."""

from __future__ import annotations

from collections import Counter

from ..build import write
from .build import OUT_DIR, build


def main() -> None:
    splits = build()
    write(splits, OUT_DIR)
    for split, records in splits.items():
        langs = Counter(r["lang"] for r in records)
        print(f"{split}: {len(records)} rows ({langs['zh']} zh, {langs['en']} en) → {OUT_DIR / split}.jsonl")


if __name__ == "__main__":
    main()
