"""The reader's grammar resolves its shift/reduce conflicts by shifting; a new one can silently
disable an older reading (it happened), so the known ones are listed and a new one fails here.

After checking `dualtrack bench parse` (dev) shows no reading lost, add the new lines printed below
to services/classifier/reader/conflicts.txt."""

from __future__ import annotations

import io
import logging
import re
from pathlib import Path

from lark import Lark, logger

from services.classifier.reader import GRAMMAR, _TokenFeed

KNOWN = Path(GRAMMAR).with_name("conflicts.txt")


def _conflicts() -> set[str]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    logger.addHandler(handler)
    level = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer=_TokenFeed, start="start", debug=True)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    found, terminal = set(), None
    for line in stream.getvalue().splitlines():
        m = re.match(r"Shift/Reduce conflict for terminal (\w+)", line)
        if m:
            terminal = m.group(1)
        elif line.strip().startswith("*") and terminal:
            found.add(f"{terminal} {line.strip()}")
    return found


def test_the_grammar_has_no_shift_reduce_conflict_beyond_the_known_ones() -> None:
    known = set(KNOWN.read_text(encoding="utf-8").splitlines())
    new = sorted(_conflicts() - known)
    assert not new, "new shift/reduce conflicts (check the dev bench, then list them):\n" + "\n".join(new)
