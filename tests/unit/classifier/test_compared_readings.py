"""Every value reader that reads a request, compared (reader/compared.py): readings that agree in value give the
first one's task, readings that differ send the request slow and are named."""

from __future__ import annotations

from dtlib.envelope import Task
from dtlib.perception import mentions
from services.classifier.parse import core_of
from services.classifier.reader import grammar_tokens
from services.classifier.reader.compared import compare_readings, same_value
from services.classifier.reader.tokenizer import raw_tokens
from services.classifier.slots import build_slots


def _tokens(text: str):  # noqa: ANN202 - the reader's tokens and Slots
    slots = build_slots(text, mentions(text))
    return grammar_tokens(raw_tokens(core_of(slots.text)), slots), slots


def _reader(name: str, expression: str):  # noqa: ANN202 - a value reader without a trigger: it runs on every request
    def read(tokens, slots):  # noqa: ANN001, ANN202
        return Task("expr", {"expression": expression}, source="parser")
    read.__name__ = name
    return read


def _nothing(tokens, slots) -> None:  # noqa: ANN001
    return None


TEXT = "午饭28元，晚饭45元，一共花了多少元"


def test_readings_that_agree_in_value_give_the_first_ones_task() -> None:
    tokens, slots = _tokens(TEXT)
    compared = compare_readings(tokens, slots, (_nothing, _reader("read_a", "28+45"), _reader("read_b", "73")))
    assert compared.task == Task("expr", {"expression": "28+45"}, source="parser")
    assert (compared.reader, compared.differing) == ("read_a", ())


def test_readings_that_differ_go_slow_and_are_named() -> None:
    tokens, slots = _tokens(TEXT)
    readers = (_reader("read_a", "28+45"), _reader("read_b", "73"), _reader("read_c", "45-28"))
    compared = compare_readings(tokens, slots, readers)
    assert compared.task is None and (compared.reader, compared.differing) == ("read_a", ("read_c",))


def test_one_reading_alone_is_the_reading_and_none_is_none() -> None:
    tokens, slots = _tokens(TEXT)
    assert compare_readings(tokens, slots, (_reader("read_a", "28+45"),)).task is not None
    assert compare_readings(tokens, slots, (_nothing,)) == compare_readings(tokens, slots, ())


def test_values_are_compared_exactly_and_only_where_they_are_plain() -> None:
    def expr(e: str) -> Task:
        return Task("expr", {"expression": e})
    assert same_value(expr("1/3"), expr("2/6")) and same_value(expr("73"), expr("73.0")) and same_value(expr("4*60"), expr("60*4"))
    assert not same_value(expr("1/3"), expr("0.3333333333"))
    assert not same_value(expr("0.1+0.2"), expr("0.30000000000000004"))  # each number as written, not a float
    assert same_value(Task("discount", {"price": "200", "percent": "20"}), expr("160"))
    assert same_value(Task("weekday", {"date": "2024-03-16"}), Task("weekday", {"date": "2024-03-16"}))
    assert not same_value(Task("weekday", {"date": "2024-03-16"}), Task("weekday", {"date": "2024-03-16", "asked": "saturday"}))
    assert not same_value(expr("2**3"), expr("8"))  # a power is not worked out here: not proven equal
    assert not same_value(expr("sqrt(4)"), expr("2"))


def test_why_names_the_readers_that_differ(monkeypatch) -> None:  # noqa: ANN001 - pytest's fixture
    import services.classifier.reader as reader
    from dualtrack.bench.parse import Outcome
    from dualtrack.bench.parse_why import why

    monkeypatch.setattr(reader, "BY_VALUES", (_reader("read_a", "28+45"), _reader("read_c", "45-28")))
    item = {"text": TEXT, "expect": "fast", "gold": "73", "lang": "zh"}
    found = why(Outcome(item, read=False, path="slow", reason="unparsed", value=None, exact=False, wrong=False))
    assert (found.stage, found.reason, found.module) == ("compared", "read_a against read_c", "compared.py")


def test_the_checks_a_later_reading_skips_read_neither_the_reading_nor_its_reader() -> None:
    """A later reading skips the checks of the request alone (guards.OF_THE_REQUEST): the first reading of the same
    tokens passed them. Each named check exists and its body loads neither `task` nor `reader`."""
    import dis

    from services.classifier.reader.guard_checks import CHECKS as _CHECKS, OF_THE_REQUEST

    named = {name: check for name, check in _CHECKS}
    assert OF_THE_REQUEST <= named.keys()
    for name in OF_THE_REQUEST:
        loaded = {i.argval for i in dis.get_instructions(named[name]) if i.opname in ("LOAD_FAST", "LOAD_DEREF")}
        assert not loaded & {"task", "reader"}, name



RATE = "一辆车每小时行60千米，3小时行多少千米？"


def test_the_rate_readers_reading_is_compared_as_the_value_readers_are(monkeypatch) -> None:  # noqa: ANN001
    """read_rate reads first (reader/__init__.py `value_readers`); a later reading of another value sends the request
    slow, one of the same value leaves the rate reader's task."""
    import services.classifier.reader as reader
    from services.classifier.parse import parse

    assert parse(RATE) == Task("expr", {"expression": "60*3"}, source="parser")
    monkeypatch.setattr(reader, "BY_VALUES", (_reader("read_a", "3*60"),))
    assert parse(RATE) == Task("expr", {"expression": "60*3"}, source="parser")
    monkeypatch.setattr(reader, "BY_VALUES", (_reader("read_a", "60/3"),))
    assert parse(RATE) is None
