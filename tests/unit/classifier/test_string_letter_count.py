"""'hello'有几个字母: the letters of a word counted the Chinese way; a text with other characters is
not read (10 letters or 11 characters?)."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [("'hello'有几个字母", "5"), ("'hello'一共有几个字母", "5"), ("单词'banana'里有几个字母", "6"), ("'hello'有几个字符", "5")],
)
def test_the_letters_of_a_word_are_counted(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


def test_letters_of_a_text_with_a_space_are_not_counted() -> None:
    assert read("'hello world'有几个字母") is None
