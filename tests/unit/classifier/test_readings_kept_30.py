"""A request is read by the value readers once (h/readerspeed30, issue 15): a composition layer's reading (compose_en.py,
compose_zh.py) is answered only where no value reader read the request (composed_checks.py), and that is what the
request's own reading found already (`first_value_reader`, kept on the request's slots), not read a second time.
The readings themselves are the same: the composed requests below still answer what they answered."""

from __future__ import annotations

from dataclasses import replace

import pytest

import services.classifier.reader as reader
from services.classifier.parse import parse
from services.classifier.reader import compared, first_value_reader, grammar_tokens, sized_items
from services.classifier.reader.tokenizer import raw_tokens

from .reading import slotted

# Read by the composition layers (the twenty-ninth session's tune rows), each one value: read once by the value readers.
COMPOSED = [
    ("Maya ran 6 km. Her dad ran 3 times as far. How many km did her dad run?", "expr", "6*3"),
    ("Lucy has 36 beads. Her sister has half as many beads. How many beads does her sister have?", "expr", "36/2"),
    ("买衣服花了320元，买鞋花了260元，衣服比鞋多花多少元？", "expr", "320-260"),
]


@pytest.mark.parametrize(("text", "op", "expression"), COMPOSED)
def test_a_composed_request_is_read_by_the_value_readers_once(monkeypatch: pytest.MonkeyPatch, text: str, op: str,
                                                               expression: str) -> None:
    read = []

    def counted(tokens, slots, readers):  # noqa: ANN001, ANN202 - compare_readings' own signature
        read.append((tuple(tokens), id(slots)))
        return compare_readings(tokens, slots, readers)

    compare_readings = compared.compare_readings
    monkeypatch.setattr(reader, "compare_readings", counted)
    monkeypatch.setattr(compared, "compare_readings", counted)  # where a layer's check would import it from
    task = parse(text)
    assert task is not None and (task.op, task.args.get("expression")) == (op, expression)
    assert read and len(read) == len(set(read)), "the same tokens of the same request read twice"


def test_the_first_value_reader_is_the_reading_s_own_or_read_now() -> None:
    text, slots = next(iter(slotted(["A pet store had 88 puppies. In one day they sold 34 of them and put the rest "
                                     "into cages with 6 in each cage. How many cages did they use?"])))
    raw = raw_tokens(slots.text)
    tokens = grammar_tokens(raw, slots)
    rate_tokens = sized_items(raw, slots)
    fresh = replace(slots)  # another request's slots: nothing kept from this one's
    assert fresh.value_readers_found == {}
    now = first_value_reader(tokens, fresh, rate_tokens)
    assert now == compared.compare_readings(tokens, slots, reader.value_readers(rate_tokens)).reader
    assert list(fresh.value_readers_found.values()) == [now] and slots.value_readers_found == {}
