"""Temperatures read by their values: a start and the changes the words mark (零下 5 度, 升了, dropped),
or the difference of two (温差, A比B低多少度); and the stories that ask something else."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("哈尔滨早上 -18℃，到中午升了 9℃，傍晚又降了 6℃，傍晚是多少度？", "-15"),
        ("早上气温零下 5 度，中午升高了 12 度，中午多少度？", "7"),
        ("It was -8°C this morning and it dropped another 6 degrees overnight. What's the temperature now?", "-14"),
        ("It was 5 degrees below zero and warmed up by 12 degrees. What is the temperature now?", "7"),
        ("北京最低气温 -12℃，最高 3℃，温差多少度？", "15"),
        ("-4度和7度相差多少度", "11"),
        ("零下 3 度比零上 8 度低多少度", "11"),
        ("零上 8 度比零下 3 度高多少度", "11"),
        ("What's the difference between -4°C and 7°C?", "11"),
    ],
)
def test_the_temperature_isread(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "The temperature was -8°C and rose 5 degrees. By how much did it rise?",  # asks the change
        "早上-5度，中午升了8度，升了多少度",
        "气温每小时下降2度，早上5度，3小时后多少度",  # a rate over time
        "早上-5℃，中午10℉，温差多少度",  # two scales
        "早上-5℃，中午3℃，傍晚又降了6℃，傍晚多少度",  # two starts
        "8度比3度低多少度",  # the words say the opposite of the values
        "零下 -5 度加 3 度",
    ],
)
def test_a_temperature_story_that_asks_something_else_is_notread(text: str) -> None:
    assert read(text) is None
