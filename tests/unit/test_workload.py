"""The benchmark workload: deterministic for a seed, the configured mix, and gold answers that are
right (checked here independently of the sandbox that computed them)."""

from __future__ import annotations

import datetime as dt
import json
from fractions import Fraction

import pytest

from dualtrack import workload as wl
from dualtrack.workload_computations import gold_of
from dualtrack.workload_judge import judge


@pytest.fixture(scope="module")
def items() -> list[wl.Item]:
    return wl.generate(4000, seed=3)


def test_same_seed_same_items_and_a_prefix_is_a_shorter_run() -> None:
    a = [i.to_json() for i in wl.generate(300, seed=7)]
    b = [i.to_json() for i in wl.generate(300, seed=7)]
    assert a == b
    assert [i.to_json() for i in wl.generate(120, seed=7)] == a[:120]
    assert [i.to_json() for i in wl.generate(300, seed=8)] != a


def test_default_mix_is_60_25_15(items: list[wl.Item]) -> None:
    shares = wl.composition(items)["bucket"]
    assert shares["repeat"] == pytest.approx(0.60, abs=0.03)
    assert shares["compute"] == pytest.approx(0.25, abs=0.03)
    assert shares["open"] == pytest.approx(0.15, abs=0.03)
    assert wl.composition(items)["lang"]["zh"] == pytest.approx(wl.ZH_SHARE, abs=0.04)
    categories = set(wl.composition(items)["category"])
    assert {"faq", "faq-paraphrase", "rule", "repeat", "compute", "compute-near-miss", "compute-invalid",
            "open", "trap"} <= categories


def test_the_mix_is_a_setting() -> None:
    shares = wl.composition(wl.generate(3000, seed=5, mix="repeat=0.2,compute=0.5,open=0.3"))["bucket"]
    assert shares["repeat"] == pytest.approx(0.2, abs=0.03)
    assert shares["compute"] == pytest.approx(0.5, abs=0.03)
    assert shares["open"] == pytest.approx(0.3, abs=0.03)
    assert wl.parse_mix("repeat=2,compute=1,open=1") == {"repeat": 0.5, "compute": 0.25, "open": 0.25}
    with pytest.raises(ValueError):
        wl.parse_mix("repeat=0.5,chat=0.5")
    with pytest.raises(ValueError):
        wl.parse_mix("repeat=0,compute=0,open=0")


def test_fast_mix_has_no_open_questions_or_paraphrases() -> None:
    fast = wl.generate(2000, seed=2, fast_only=True)
    assert {i.category for i in fast} <= wl.FAST_CATEGORIES
    assert all(i.expect_path == "fast" for i in fast)


def _exact(expression: str) -> Fraction:
    """An independent evaluator of the workload's arithmetic (Python's own precedence, exact)."""
    import ast
    import operator

    ops = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}

    def ev(node: ast.AST) -> Fraction:
        if isinstance(node, ast.BinOp):
            return ops[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.Constant):
            return Fraction(node.value)
        raise ValueError(ast.dump(node))

    return ev(ast.parse(expression, mode="eval").body)


def _close(value: str, exact: Fraction) -> bool:
    return abs(Fraction(value) - exact) <= Fraction(1, 10**40) * max(1, abs(exact))


def test_gold_values_are_right(items: list[wl.Item]) -> None:
    checked = 0
    for item in items:
        if item.category not in ("compute", "compute-near-miss") or item.task is None:
            continue
        op, args = item.task["op"], item.task["args"]
        value = item.value
        assert value is not None
        if op == "expr":
            assert _close(value, _exact(args["expression"]))
        elif op == "percent_of":
            assert Fraction(value) == Fraction(args["percent"]) * Fraction(args["of"]) / 100
        elif op == "growth_rate":
            assert _close(value, (Fraction(args["new"]) / Fraction(args["old"]) - 1) * 100)
        elif op == "date_diff":
            assert int(value) == (dt.date.fromisoformat(args["end"]) - dt.date.fromisoformat(args["start"])).days
        elif op == "date_add":
            assert value == (dt.date.fromisoformat(args["date"]) + dt.timedelta(days=args["amount"])).isoformat()
        elif op == "weekday":
            assert value == dt.date.fromisoformat(args["date"]).strftime("%A")
        elif op == "is_prime":
            n = int(args["n"])
            assert (value == "true") == (n > 1 and all(n % d for d in range(2, int(n**0.5) + 1)))
        elif op == "sqrt":
            assert abs(Fraction(value) ** 2 - Fraction(args["x"])) < Fraction(1, 10**8)
        else:
            pytest.fail(f"unexpected op {op}")
        # the scripted model's prose states the value too
        assert judge(item, "ok", None, item.answer) == "right", item.answer
        checked += 1
    assert checked > 500


def test_near_misses_change_one_number_and_repeats_repeat(items: list[wl.Item]) -> None:
    by_id = {i.id: i for i in items}
    near = [i for i in items if i.category == "compute-near-miss"]
    assert near
    for item in near:
        earlier = by_id[item.repeat_of]
        assert earlier.id < item.id and earlier.text != item.text and earlier.task["op"] == item.task["op"]
    repeats = [i for i in items if i.category == "repeat"]
    assert repeats
    for item in repeats:
        earlier = by_id[item.repeat_of]
        assert earlier.id < item.id and earlier.text == item.text and earlier.answer == item.answer
    invalid = [i for i in items if i.category == "compute-invalid"]
    assert invalid and all(gold_of(i.task)[0] != "ok" and i.expect_status == "error" for i in invalid)


def test_faq_intents_have_one_answer_and_paraphrases(items: list[wl.Item]) -> None:
    answers: dict[str, set[str]] = {}
    texts: dict[str, set[str]] = {}
    for item in items:
        if item.category in ("faq", "faq-paraphrase"):
            answers.setdefault(item.group, set()).add(item.answer)
            texts.setdefault(item.group, set()).add(item.text)
    assert len(answers) >= 18  # the built-in set (without ../shared/data) has 18 intents
    assert all(len(a) == 1 for a in answers.values())
    assert any(len(t) > 3 for t in texts.values())
    assert any(g.startswith("zh.") for g in answers)
    traps = {i.text for i in items if i.category == "trap"}
    assert any("季度" in t for t in traps) and any(t.startswith("Q") or "Q" in t for t in traps)


def test_without_shared_data_the_builtin_intents_are_used(tmp_path) -> None:
    items = wl.generate(500, seed=1, data_dir=tmp_path)
    groups = {i.group for i in items if i.category == "faq"}
    assert groups and all(g.startswith(("builtin.", "zh.")) for g in groups)


def test_save_and_load_round_trip(tmp_path) -> None:
    items = wl.generate(50, seed=4)
    path = wl.save(items, tmp_path / "w.jsonl")
    assert [i.to_json() for i in wl.load(path)] == [i.to_json() for i in items]
    first = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert {"id", "text", "answer", "category", "expect_path"} <= set(first)


def test_judge() -> None:
    compute = wl.Item("a", "What is 10/3?", "en", "compute", "compute", "10/3 = 3.33.", "a", "3.333333333333333333",
                      {"op": "expr", "args": {"expression": "10/3"}})
    assert judge(compute, "ok", "3.333333333333333333", "3.33") == "right"
    assert judge(compute, "ok", None, "10 / 3 = 3.33") == "right"  # the prose, correctly rounded
    assert judge(compute, "ok", None, "10 / 3 = 3.3") == "wrong"  # one place is not enough to tell
    assert judge(compute, "ok", "3.5", "3.5") == "wrong"
    assert judge(compute, "uncertain", None, "I don't know") == "uncertain"
    assert judge(compute, "error", None, "") == "error"
    assert judge(compute, None, None, None) == "unanswered"
    faq = wl.Item("b", "how do I reset my pin", "en", "repeat", "faq", "Pin change: open Help.", "x")
    assert judge(faq, "ok", None, "Pin change: open Help.") == "right"
    assert judge(faq, "ok", None, "Card arrival: open Help.") == "wrong"
    assert judge(faq, "ok", None, "something else", judge_prose=False) == "unjudged"
    invalid = wl.Item("c", "2023-02-29是星期几", "zh", "compute", "compute-invalid", "这个日期不存在，无法计算。", "c",
                      None, {"op": "weekday", "args": {"date": "2023-02-29"}}, "error")
    assert judge(invalid, "error", None, "日期无效") == "right"
    assert judge(invalid, "ok", "Wednesday", "Wednesday") == "wrong"
    prime = wl.Item("d", "Is 91 a prime number?", "en", "compute", "compute", "No, 91 is not a prime number.", "d",
                    "false", {"op": "is_prime", "args": {"n": 91}})
    assert judge(prime, "ok", None, "No, 91 is not a prime number.") == "right"
    assert judge(prime, "ok", None, "Yes, 91 is a prime number.") == "wrong"


def test_a_gold_written_as_a_fraction_is_its_value() -> None:
    from dualtrack.workload_judge import same_value

    assert same_value("0.66666666666666666666666666666666666666666666666667", "2/3")
    assert not same_value("0.6667", "2/3")  # a rounding is not the value
    assert not same_value("0.75", "2/3")
    assert same_value("12", "12") and not same_value("12", "13")
