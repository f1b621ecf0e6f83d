"""`python -m dualtrack.bench.parse_corpus.chats`: rewrite data/parse/chats/{dev,heldout}.jsonl."""

from __future__ import annotations

from ..written import main
from . import CHATS

if __name__ == "__main__":
    main(CHATS)
