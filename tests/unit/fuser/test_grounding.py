"""An operation the model wrote must read the question's own numbers."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dtlib.envelope import Task
from fakes.harness import Loop, settings_for
from services.fuser.grounding import english_numbers, reading


@pytest.mark.parametrize("text, numbers", [
    ("what is fifteen percent of eighty", [15, 80]),
    ("three hundred and five, twenty-four", [305, 24]),
    ("one million two hundred thousand", [1_200_000]),
    ("eighty three", [83]),
])
def test_english_number_words(text: str, numbers: list[int]) -> None:
    assert english_numbers(text) == [Decimal(n) for n in numbers]


@pytest.mark.parametrize("question, task, grounded", [
    ("what is fifteen percent of eighty", Task("percent_of", {"percent": 15, "of": 80}), True),
    ("what is fifteen percent of eighty", Task("expr", {"expression": "15%"}), False),  # measured
    ("days from March 1 2024 to April 15 2024", Task("date_diff", {"start": "2024-03-01", "end": "2024-04-15"}), True),
    ("days from March 1 2024 to April 15 2024", Task("date_diff", {"start": "2024-05-01", "end": "2024-05-31"}), False),
    ("In 2023, what is 15% of 80?", Task("percent_of", {"percent": "15", "of": "80"}), True),
    ("what is 15 squared", Task("expr", {"expression": "15^2"}), True),
    ("the average of 3, 5 and 10", Task("expr", {"expression": "(3+5+10)/3"}), True),
    ("reverse the word hello", Task("str_reverse", {"text": "hello"}), True),
    ("Name one colour of the sky.", Task("str_count", {"text": "blue", "sub": "a"}), False),  # measured
    ("how much is a lot", Task("expr", {"expression": "1+1"}), None),
])
def test_reading(question: str, task: Task, grounded: bool | None) -> None:
    assert reading(task, question).grounded is grounded


async def test_a_misread_question_goes_back_then_ends_uncertain(fake) -> None:
    fake.script(default={"content": '{"op": "expr", "args": {"expression": "15%"}}'})
    loop = Loop(settings_for(fake))
    env = await loop.ask("what is fifteen percent of eighty", task_type="compute")
    assert env.meta.decisions == ["gather_more: middling", "uncertain: middling+stagnation"]
    assert "it leaves out 80 from the question" in fake.log()[1]["messages"][-1]["content"]
    assert env.answer.status == "uncertain"
    assert "does not use the question's own numbers" in env.answer.text
    assert env.answer.text.endswith("My best attempt, which may be wrong:\n15% = 0.15")
