"""An average per one period of values said for another: plain when the list holds a value for
every shorter period of the longer one, slow when whether the days without a value count is not
said ("this week I ran 3, 5, 4 and 6 km: my daily average?" is 4.5 or 18/7)."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize("text", [
    "This week I ran 3, 5, 4 and 6 km. What is my daily average?",
    "本周我跑了3、5、4、6公里，平均每天跑多少公里？",
    "I worked 6, 8 and 7 hours this week. What's my average per day?",
    "这个月我花了40元、55元和30元买菜，平均每周花多少？",
    "This year I paid 300, 250 and 410 dollars for repairs. What's my monthly average?",
])
def test_an_average_per_day_of_a_weeks_partial_list_goes_slow(text: str) -> None:
    assert parse(text) is None, text


@pytest.mark.parametrize(("text", "value"), [
    ("我记了这周每天喝水的杯数：6、8、5、7、9、8、6，平均一天喝几杯？", "7"),
    ("This week I ran 3, 5, 4 and 6 km. What is my average per run?", "4.5"),
    ("Average of 3, 5, 4 and 6", "4.5"),
])
def test_an_average_whose_period_is_plain_is_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(("text", "value"), [
    ("这周每天走的步数：8000、9500、7200、10300、6000，平均每天多少步？", "8200"),
    ("My daily steps this week: 8000, 9500, 7200, 10300, 6000. What's the average per day?", "8200"),
])
def test_values_said_per_day_before_the_list_average_per_day(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value
