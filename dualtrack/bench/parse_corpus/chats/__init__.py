"""The chats corpus (data/parse/chats/): one-step computations inside messages people send an assistant
(chat and formal, typos, filler, a pasted homework problem), written by hand in English and Chinese, each
gold beside the expression that recomputes it.

`python -m dualtrack.bench.parse_corpus.chats` rewrites data/parse/chats/{dev,heldout}.jsonl;
see data/parse/chats/README.md for the categories, the conventions and the split.
"""

from __future__ import annotations

from ..build import REPO_ROOT
from ..written import WrittenCorpus
from . import en, zh

CHATS = WrittenCorpus(source="chats", id_prefix="ch", out_dir=REPO_ROOT / "data" / "parse" / "chats",
                      modules={"en": en, "zh": zh})  # English first: its ids, so its split, do not move with zh.py's count
