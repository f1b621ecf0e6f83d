"""Several computations in one request: one `batch` task, one sandbox call, one answer listing each
result (seed 000 §4.2). Anything that might ask for one result over the list, or that leaves a
number out, is not read as a batch."""

from __future__ import annotations

import pytest

from dtlib.envelope import Task
from services.fuser.render import sentence
from services.sandbox.ops import run_task

from .reading import read


def items(task: Task | None) -> list[str] | None:
    if task is None or task.op != "batch":
        return None
    return [t["args"].get("expression") or t["op"] for t in task.args["tasks"]]


@pytest.mark.parametrize("text,expected", [
    ("What are 12*24, 12*25 and 12*26?", ["12*24", "12*25", "12*26"]),
    ("计算12+5, 12-5, 12×5", ["12+5", "12-5", "12*5"]),
    ("算一下3+4、5*6和7-2", ["3+4", "5*6", "7-2"]),
    ("12*24，12*25，12*26分别是多少？", ["12*24", "12*25", "12*26"]),
    ("Compute 17*23; 19*29", ["17*23", "19*29"]),
    ("What is 2^10 and 3^5?", ["2^10", "3^5"]),
    ("√16和√25分别是多少", ["sqrt(16)", "sqrt(25)"]),
])
def test_a_list_of_computations_is_one_batch(text: str, expected: list[str]) -> None:
    assert items(read(text)) == expected


@pytest.mark.parametrize("text", [
    "12*24 and 12*25, which is bigger?",
    "12*24和12*25哪个大",
    "12*24, 12*25的和",
    "12*24，12*25，加起来是多少",
    "2+3, 4+5 and 6+7 in total",
    "12*24 and 12*25 times 2",        # times the list, or times the last item?
    "3+4 and 5 times 6",
    "12*24 and 7",                    # 7 is not a computation
    "3+4, 5",
    "第3题：12*24，12*25",             # a number no item uses
    "I bought 3*4 apples and 5 pears, how many?",
    "Don't compute 12*24, just 12*25",
    "除了12*24，还有12*25",
    "12*24 and 12*25, the difference?",
    "What's the average of 2+3 and 4+5?",
])
def test_what_might_ask_for_one_result_is_not_a_batch(text: str) -> None:
    task = read(text)
    assert task is None or task.op != "batch", task


def test_the_answer_lists_each_result_in_the_order_asked() -> None:
    task = read("What are 12*24, 12*25 and 12*26?")
    result = run_task(task)
    assert result.status == "ok" and [i.value for i in result.items] == ["288", "300", "312"]
    assert result.value == "288; 300; 312"
    assert sentence(task, result, "en").splitlines() == ["12*24 = 288", "12*25 = 300", "12*26 = 312"]


def test_a_failing_item_fails_the_batch_and_says_which() -> None:
    result = run_task(read("What are 2*3 and 1/0?"))
    assert result.status == "rejected" and result.value is None
    assert result.error.code == "DIVISION_BY_ZERO" and "computation 2 of 2" in result.error.message


@pytest.mark.parametrize("tasks", [
    [{"op": "expr", "args": {"expression": "1"}}],                                     # one is not a batch
    [{"op": "expr", "args": {"expression": "1"}}] * 11,                                # over the limit
    [{"op": "batch", "args": {"tasks": []}}, {"op": "expr", "args": {"expression": "1"}}],  # nested
    ["12*24", "12*25"],                                                                # not operations
])
def test_the_sandbox_refuses_a_malformed_batch(tasks: list) -> None:
    result = run_task(Task("batch", {"tasks": tasks}))
    assert result.status == "rejected" and result.error.code == "INVALID_ARGUMENT"
