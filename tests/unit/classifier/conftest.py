"""Every classifier test also fails when the reader swallowed an exception: the reader turns a
failing rule or guard into a slow answer (never a crash, never an answer), which would otherwise
hide a broken rule behind a passing "goes slow" row."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

_READER_LOGGER = "services.classifier.reader"


class _Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@pytest.fixture(autouse=True)
def _reader_raised_nothing(request: pytest.FixtureRequest) -> Iterator[None]:
    errors = _Errors()
    logger = logging.getLogger(_READER_LOGGER)
    logger.addHandler(errors)
    try:
        yield
    finally:
        logger.removeHandler(errors)
    if errors.messages and "reader_errors_expected" not in request.keywords:
        pytest.fail("the reader swallowed an exception: " + "; ".join(errors.messages[:3]))
