"""The request's normal form (normal_form.py, parse.py): a Chinese message whose writer left a mark out (the comma
between two clauses, the 元 after a price) is read with the mark, not as written (but where it opens with its values
alone); no text is read twice for one request; and the readings are the ones the request had before."""

from __future__ import annotations

from collections import Counter

import pytest

from services.classifier import parse as parse_module
from services.classifier.normal_form import marks_written_in
from services.sandbox.ops import run_task

from .reading import read, slotted


@pytest.fixture
def readings(monkeypatch: pytest.MonkeyPatch) -> Counter:
    """Each (request as written, core) the reader reads, counted."""
    counted: Counter = Counter()
    reader = parse_module._read_core

    def counting(slots, core, context):  # noqa: ANN001, ANN202 - parse.py's own signature
        counted[(slots.original, core)] += 1
        return reader(slots, core, context)

    monkeypatch.setattr(parse_module, "_read_core", counting)
    return counted


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("汽油每升7.85元 加了40升 要付多少钱", "314"),  # the commas left out
        ("手机从4000降到3400 降了百分之几", "15"),  # a space after a value, between two clauses
        ("奶茶18一杯，买了9杯，一共多少钱", "162"),  # the 元 left out
    ],
)
def test_a_mark_left_out_is_read_with_it_in_one_reading(text: str, value: str, readings: Counter) -> None:
    task = read(text)
    assert task is not None and run_task(task).value == value
    assert sum(readings.values()) == 1, readings  # the request as written, which reads nothing, is not read


@pytest.mark.parametrize(
    "text",
    [
        "买了3件T恤和2条裤子 都是99一件 一共多少钱",  # two marks left out, and still one reading each way: slow
        "苹果5块一斤梨4块一斤 各买3斤 一共多少钱",
        "sold my bike for 340, i paid 520 for it two years ago. how much money did i lose on it",
    ],
)
def test_a_request_read_into_nothing_reads_no_text_twice(text: str, readings: Counter) -> None:
    assert read(text) is None
    assert readings and max(readings.values()) == 1, readings


def test_a_normal_form_read_into_nothing_is_not_read_as_written_again(readings: Counter) -> None:
    text = "苹果5块一斤梨4块一斤 各买3斤 一共多少钱"
    assert read(text) is None
    assert readings and all(original != text for original, _ in readings), readings


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bananas cost 0.59 per pound. I bought 6 pounds. Total?", "3.54"),  # read as written too: the same value
        ("一杯咖啡18元 买了3杯 一共多少钱", "54"),
        ("the total came to 64.20 and we split it 3 ways. how much each?", "21.4"),
    ],
)
def test_the_normal_form_reads_what_the_request_as_written_reads(text: str, value: str) -> None:
    task = read(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1.5 升是多少毫升", "1500"),  # a message that opens with its value, then a space: no comma left out
        ("97 是质数吗", "true"),
        ("4、6、8 的最小公倍数", "24"),
    ],
)
def test_a_message_opening_with_its_values_is_read_as_written_first(text: str, value: str, readings: Counter) -> None:
    task = read(text)
    assert task is not None and run_task(task).value == value
    assert sum(readings.values()) == 1, readings


@pytest.mark.parametrize(
    "text",
    [
        "打车花了46元，吃饭花了58元，一共花了多少元",  # every mark written
        "奶茶18元一杯，买了9杯，一共多少钱",
        "买 5 本书 每本 12 元 一共多少钱",  # a value spaced from its words: the spaces are no commas
    ],
)
def test_a_request_with_no_mark_left_out_has_no_normal_form(text: str) -> None:
    [(_, slots)] = list(slotted([text]))
    assert marks_written_in(slots) == []
