"""A value reader's trigger (reader/triggers.py) is a condition the reader cannot read without. Run
without their triggers on the hostile probes and the parse corpora's dev rows, the readers that read
a request all fire on it: a reader taught a new word that its trigger lacks would lose that reading
silently, and fails here instead. The same on the tests' request files (tests/unit/classifier/*.jsonl:
every other request up to 40 000 of them, an even sample of about 20 000 beyond, for the test's time),
where also the readers compared.py finds by its index (triggers.IndexedReaders) are the ones their
triggers fire tested one by one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.classifier.parse import core_of
from services.classifier.reader import BY_VALUES, grammar_tokens, mark_lists, one_item, value_readers
from services.classifier.reader.compared import _BY_VALUES
from services.classifier.reader.settle import settle
from services.classifier.reader.tokenizer import raw_tokens
from services.classifier.reader.tokens import Tok
from services.classifier.reader.triggers import IndexedReaders, Present, triggered_by

from .reading import slotted

ROOT = Path(__file__).resolve().parents[3]
PROBES = Path(__file__).with_name("hostile_probes.jsonl")
DEV_ROWS = (ROOT / "data" / "parse" / "dev.jsonl", ROOT / "data" / "parse" / "everyday" / "dev.jsonl")
REQUESTS = sorted(Path(__file__).parent.glob("*.jsonl"))


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


def _requests() -> list[str]:
    texts = dict.fromkeys(json.loads(line)["text"] for path in REQUESTS
                          for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    step = max(2, -(-len(texts) // 20_000))  # the files grow every session; the test's time must not
    return list(texts)[::step]


def test_the_index_fires_what_the_triggers_fire_and_no_reader_reads_without() -> None:
    differing, missed = [], []
    for text, slots in slotted(_requests()):
        tokens = grammar_tokens(raw_tokens(core_of(slots.text)), slots)
        if not tokens:
            continue
        present = Present(tokens)
        fired = list(_BY_VALUES.fired(present, BY_VALUES))
        with_rate = value_readers(tokens)  # the rate reader first, tested alone
        if fired != list(present.fired(BY_VALUES)) \
                or list(_BY_VALUES.fired(present, with_rate)) != list(present.fired(with_rate)):
            differing.append(text)
        missed += [(reader.__name__, text) for reader in BY_VALUES if reader not in fired
                   and reader(tokens, slots) is not None]
    assert not differing
    assert not missed


def test_readers_not_ending_with_the_indexed_ones_are_tested_one_by_one() -> None:
    @triggered_by(words=("car",))
    def read_car(tokens: list[Tok], slots: object) -> None:
        return None

    def read_any(tokens: list[Tok], slots: object) -> None:
        return None

    indexed = IndexedReaders((read_car,))
    assert list(indexed.fired(Present([Tok("WORD", "car", 0)]), (read_any, read_car))) == [read_any, read_car]
    assert list(indexed.fired(Present([Tok("WORD", "bus", 0)]), (read_any, read_car))) == [read_any]
    assert list(indexed.fired(Present([Tok("WORD", "bus", 0)]), (read_car, read_any))) == [read_any]


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
