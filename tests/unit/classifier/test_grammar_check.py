"""The grammar's tables run on token types (reader/grammar_check.py) turn away exactly the token lists lark's own
parse cannot read: a list they turned away that lark reads would lose its reading silently (a request gone slow that
was answered), one they let through that lark refuses would only cost lark's time. Tested on the tests' request files
(every other request) and the parse corpora's dev rows, against lark fed one token at a time as `parsed` fed it before."""

from __future__ import annotations

import json
from pathlib import Path

from lark import Token
from lark.exceptions import UnexpectedInput

from services.classifier.parse import core_of
from services.classifier.reader import grammar_check, grammar_tokens, parser
from services.classifier.reader.tokenizer import raw_tokens
from services.classifier.reader.tokens import TYPE_OF, Tok

from .reading import slotted

ROOT = Path(__file__).resolve().parents[3]
DEV_ROWS = (ROOT / "data" / "parse" / "dev.jsonl", ROOT / "data" / "parse" / "everyday" / "dev.jsonl")
REQUESTS = sorted(Path(__file__).parent.glob("*.jsonl"))


def _lark_reads(tokens: list[Tok]) -> bool:
    session = parser().parse_interactive()
    try:
        for t in tokens:
            if t.type not in session.choices():
                return False
            session.feed_token(Token(t.type, t.value, start_pos=t.pos))
        session.feed_eof()
    except UnexpectedInput:
        return False
    return True


def _texts() -> list[str]:
    texts = dict.fromkeys(json.loads(line)["text"] for path in (*REQUESTS, *DEV_ROWS)
                          for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    return list(texts)[::2]


def test_the_tables_read_what_lark_reads_and_nothing_else() -> None:
    differing, read = [], 0
    for text, slots in slotted(_texts()):
        tokens = grammar_tokens(raw_tokens(core_of(slots.text)), slots)
        if not tokens:
            continue
        lark_reads = _lark_reads(tokens)
        read += lark_reads
        if grammar_check().reads(map(TYPE_OF, tokens)) != lark_reads:
            differing.append(text)
    assert not differing
    assert read > 1000  # both ways tested: many lists the grammar reads, and more it does not
