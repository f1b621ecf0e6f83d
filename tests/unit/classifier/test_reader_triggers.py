"""A value reader's trigger (reader/triggers.py) is a condition the reader cannot read without. Run
without their triggers on the hostile probes and the parse corpora's dev rows, the readers that read
a request all fire on it: a reader taught a new word that its trigger lacks would lose that reading
silently, and fails here instead."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.classifier.parse import core_of
from services.classifier.reader import BY_VALUES, mark_lists, one_item
from services.classifier.reader.settle import settle
from services.classifier.reader.tokenizer import raw_tokens
from services.classifier.reader.tokens import Tok
from services.classifier.reader.triggers import Present, triggered_by

from .reading import slotted

ROOT = Path(__file__).resolve().parents[3]
PROBES = Path(__file__).with_name("hostile_probes.jsonl")
DEV_ROWS = (ROOT / "data" / "parse" / "dev.jsonl", ROOT / "data" / "parse" / "everyday" / "dev.jsonl")


def _texts() -> list[str]:
    texts = []
    for path in (PROBES, *DEV_ROWS):
        texts += [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return texts


def test_every_reading_of_a_value_reader_fires_its_trigger() -> None:
    missed = []
    for text, slots in slotted(_texts()):
        tokens = mark_lists(one_item(settle(raw_tokens(core_of(slots.text))), slots))
        if not tokens:
            continue
        present = Present(tokens)
        missed += [(reader.__name__, text) for reader in BY_VALUES
                   if reader(tokens, slots) is not None and not present.fires(reader)]
    assert not missed


@pytest.mark.parametrize(("tokens", "fires"), [
    ([Tok("WORD", "most", 0), Tok("WORD", "expensive", 5)], True),  # a phrase across tokens, as Said finds it
    ([Tok("WORD", "most expensive", 0)], True),
    ([Tok("WORD", "expensively", 0)], False),
    ([Tok("NUM", "<n0>", 0), Tok("PCT", "%", 4)], True),  # a token type
    ([Tok("UNIT", "度", 0)], True),  # a token that is one of the words
    ([Tok("WORD", "温度计", 0)], False),
])
def test_a_trigger_fires_on_its_types_words_or_text(tokens: list[Tok], fires: bool) -> None:
    @triggered_by(types=("PCT",), words=("度",), text=("most expensive",))
    def reader(tokens: list[Tok], slots: object) -> None:
        return None

    assert Present(tokens).fires(reader) is fires


def test_a_reader_without_a_trigger_always_runs() -> None:
    def reader(tokens: list[Tok], slots: object) -> None:
        return None

    assert Present([]).fires(reader)
