"""`python -m dualtrack.bench.parse_corpus.stories`: rewrite data/parse/stories/{dev,heldout}.jsonl."""

from __future__ import annotations

from ..written import main
from .build import STORIES

if __name__ == "__main__":
    main(STORIES)
