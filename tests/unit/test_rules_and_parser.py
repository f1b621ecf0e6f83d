from pathlib import Path

import pytest

from services.classifier.parse import parse_arithmetic
from services.rules.rulebook import Rulebook


@pytest.fixture
def rulebook(tmp_path: Path) -> Rulebook:
    (tmp_path / "global").mkdir()
    (tmp_path / "acme").mkdir()
    (tmp_path / "global" / "r.yaml").write_text(
        "rules:\n"
        "  - id: hi\n    match: {any: [hi, 你好]}\n    answer: {en: Hello!, zh: 你好！}\n"
        "  - id: load\n    match: {all: [server, load]}\n    exclude: [process]\n"
        "    answer: {en: Load is normal.}\n", encoding="utf-8")
    (tmp_path / "acme" / "r.yaml").write_text(
        "rules:\n  - id: acme.hi\n    match: {any: [hi]}\n    answer: {en: Hi from Acme}\n",
        encoding="utf-8")
    return Rulebook(tmp_path)


def test_keywords_match_whole_words_and_answer_in_the_requests_language(rulebook) -> None:
    assert rulebook.first_match("default", "this is it") is None  # "hi" inside "this"
    rule = rulebook.first_match("default", "hi there")
    assert rule is not None and rule.render("hi there") == "Hello!"
    rule = rulebook.first_match("default", "你好呀")
    assert rule is not None and rule.render("你好呀") == "你好！"


def test_exclusions_pass_the_request_on(rulebook) -> None:
    assert rulebook.first_match("default", "server load is high").id == "load"
    assert rulebook.first_match("default", "server load is high, is some process causing it?") is None


def test_tenant_rules_come_before_global_ones(rulebook) -> None:
    assert rulebook.first_match("acme", "hi").id == "acme.hi"
    assert rulebook.first_match("globex", "hi").id == "hi"


def test_a_broken_edit_keeps_the_working_rules(rulebook, tmp_path: Path) -> None:
    assert rulebook.first_match("default", "hi") is not None
    (tmp_path / "global" / "broken.yaml").write_text("rules: [{id: x}]", encoding="utf-8")
    rulebook._checked = 0.0
    assert rulebook.first_match("default", "hi") is not None


@pytest.mark.parametrize(
    ("text", "expression"),
    [("12*24等于多少", "12*24"), ("What is 99 × 101?", "99*101"), ("计算 2^10", "2^10"),
     ("(1250 - 250) / 8 = ?", "(1250 - 250) / 8"), ("１２＋３", "12+3")],
)
def test_pure_arithmetic_becomes_an_expr_task(text: str, expression: str) -> None:
    task = parse_arithmetic(text)
    assert task is not None and task.op == "expr"
    assert task.args["expression"].replace(" ", "") == expression.replace(" ", "")


@pytest.mark.parametrize(
    "text", ["第3季度的报告在哪里", "Q3 2023 report", "Who won the 2018 World Cup?", "12", "hello",
             "What is 12 apples * 3?"],
)
def test_anything_else_is_not_parsed(text: str) -> None:
    assert parse_arithmetic(text) is None
