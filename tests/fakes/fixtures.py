"""Fixtures the llm and fuser unit tests share: one scripted model server per session, reset
before every test. Their conftests import them."""

from __future__ import annotations

import pytest

from fakes.harness import FakeModel


@pytest.fixture(scope="session")
def fake():
    with FakeModel() as server:
        yield server


@pytest.fixture(autouse=True)
def clean_script(fake):
    fake.script()  # every test starts with the default reply and an empty log
    yield
