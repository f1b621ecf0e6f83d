"""A guard check's trigger (guard_checks.py `CHECKS`, reader/triggers.py) is a condition it cannot refuse a reading without:
on the requests of the tests' request files (tests/unit/classifier/*.jsonl, ~45 000 different ones; every other one, for
the test's time), a check whose trigger does not fire refuses nothing, read with every number of the request and by no
reader in particular (none of a reader's own exceptions). A check taught a new word that its trigger lacks would let
a reading through silently, and fails here instead."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dtlib.envelope import Task
from services.classifier.parse import core_of
from services.classifier.reader import grammar_tokens
from services.classifier.reader.guards import _CHECKS, _INDEX, _present
from services.classifier.reader.tokenizer import raw_tokens
from services.classifier.reader.tokens import Tok
from services.classifier.reader.triggers import Present, TriggerIndex, triggered_by

from .reading import slotted

REQUESTS = sorted(Path(__file__).parent.glob("*.jsonl"))


def _texts() -> list[str]:
    texts = dict.fromkeys(json.loads(line)["text"] for path in REQUESTS
                          for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    return list(texts)[::2]


def test_no_check_refuses_where_its_trigger_does_not_fire() -> None:
    refused = []
    for text, slots in slotted(_texts()):
        tokens = grammar_tokens(raw_tokens(core_of(slots.text)), slots)
        skipped = ~_INDEX.fired(_present(tokens, slots))
        if not tokens or not skipped & ((1 << len(_CHECKS)) - 1):
            continue
        numbers = [str(item.value) for item in slots.items if hasattr(item, "percent")]
        task = Task("expr", {"expression": "+".join(numbers) or "0"}, source="parser")
        types, values = {t.type for t in tokens}, {t.value for t in tokens}
        for k, (name, check) in enumerate(_CHECKS):
            if skipped >> k & 1:
                try:
                    verdict = check(task, tokens, slots, "", types, values)
                except Exception as exc:  # noqa: BLE001 - a check that raises refuses (guards.accepted)
                    verdict = exc
                if verdict:
                    refused.append((name, text, verdict))
    assert not refused


@pytest.mark.parametrize(("tokens", "texts", "fired"), [
    ([Tok("NUM", "<n0>", 0), Tok("SPLIT", "split", 3)], (), 0b0011),  # a type; the check without a trigger
    ([Tok("WORD", "car", 0)], (), 0b0101),  # a token's word
    ([Tok("WORD", "x", 0)], ("The Car went",), 0b0101),  # a word of a text, whatever its case
    ([Tok("WORD", "x", 0)], ("a carpet",), 0b0001),  # not inside another word
    ([Tok("WORD", "x", 0)], ("He didn't go",), 0b1001),  # text, spaces aside
    ([Tok("WORD", "汽车", 0)], (), 0b1001),  # any character outside ASCII
])
def test_a_check_fires_on_its_trigger(tokens: list[Tok], texts: tuple[str, ...], fired: int) -> None:
    def check() -> None:
        return None

    checks = [check, triggered_by(types=["SPLIT"])(lambda: None), triggered_by(words=["car"])(lambda: None),
              triggered_by(text=["n't"], non_ascii=True)(lambda: None)]
    assert TriggerIndex(checks).fired(Present(tokens, texts)) == fired


def test_every_text_of_a_trigger_fires_where_texts_overlap() -> None:
    """"how many" holds "many", 多少钱 holds 钱: each check whose text the request holds fires, however the texts of the
    triggers overlap (one pass finds them all, not the leftmost of each stretch)."""
    checks = [triggered_by(text=["how many"])(lambda: None), triggered_by(text=["many"])(lambda: None),
              triggered_by(text=["yuan"])(lambda: None), triggered_by(text=["多少钱"])(lambda: None),
              triggered_by(text=["钱"])(lambda: None)]
    index = TriggerIndex(checks)
    assert index.fired(Present([Tok("HOW_MANY", "how many", 0)])) == 0b00011
    assert index.fired(Present([Tok("WORD", "一共多少钱", 0)])) == 0b11000
    assert index.fired(Present([Tok("WORD", "x", 0)], ("Many Yuan",))) == 0b00110
