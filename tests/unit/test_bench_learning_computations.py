"""`dualtrack bench learning --computations`: its Chinese set is what it says, and its replay
learns computation rules whose fast answers are right."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

from dtlib import grounding
from dtlib.envelope import Task
from dualtrack.bench.computations_zh import SHAPES, load
from dualtrack.bench.learning_computations import (Problem, Replay, chinese, mawps, mawps_altered, mawps_other_person,
                                                   mawps_other_verb)
from dualtrack.settings import AllSettings
from services.sandbox.ops import run_task


def test_the_chinese_set_has_enough_problems_and_shapes_and_right_answers() -> None:
    rows = [r for split in ("train", "dev", "heldout") for r in load(split)]
    assert len(rows) >= 500 and len(SHAPES) >= 40
    assert len({r["shape"] for r in rows}) == len(SHAPES)
    for r in rows:
        task = Task("expr", {"expression": r["expression"]})
        assert grounding.ground(task, r["text"]).ok, r["text"]  # the slow path can answer it
        assert Decimal(run_task(task).value) == Decimal(r["answer"]), r
    altered = load("altered")
    assert altered and all(not r["answer"] and r["shape"].startswith("altered:") for r in altered)


def test_the_held_out_part_uses_names_and_things_the_others_never_do() -> None:
    seen = " ".join(r["text"] for split in ("train", "dev") for r in load(split))
    for word in ("小东", "小雪", "小林", "小梅", "玻璃球", "樱桃", "卡片", "香蕉"):
        assert word not in seen


def test_the_replay_learns_rules_that_answer_new_numbers_rightly_and_count_model_calls() -> None:
    train = [p for p in chinese("train") if p.shape in ("each_times", "take_away", "share")]
    dev = [p for p in chinese("dev") if p.shape in ("each_times", "take_away", "share")]
    settings = AllSettings(tracing=False, learner_promote_min_matches=3, learner_promote_lower_bound=0.0)
    replay = Replay(settings, mine_every=10)
    replay.model.gold = {p.text: p.expression for p in train + dev}
    served = [replay.ask_problem(p) for p in train]
    assert replay.model.calls == sum(not s.fast for s in served)  # one call per slow answer
    seen = replay.peek(dev)
    assert seen["answered"] > 0 and seen["right"] == seen["answered"]
    for s in (replay.ask_problem(p, learn=False) for p in dev):
        assert not s.fast or (s.correct and " = " in s.answer), s


def test_mawps_problems_are_filled_in_and_altered_ones_ask_another_question() -> None:
    dev = mawps("dev")
    if dev is None:
        return  # ../shared/data is not on this machine
    assert len(dev) == 384 and not any("number0" in p.text for p in dev)
    assert Counter(p.shape for p in dev).most_common(1)[0][1] > 10
    altered = mawps_altered(dev[:20], dev, seed=1)
    for a in altered:
        original = next(p for p in dev if p.body == a.body)
        assert a.question != original.question and not a.answer
    assert isinstance(altered[0], Problem)


def test_mawps_problems_asked_of_another_person_or_with_another_verb_keep_the_rest_of_the_problem() -> None:
    story = Problem("Sam had 40 apples . He picked 15 apples for Lucy . How many apples does Sam have now ?",
                    "40 + 15", "55", "Sam had 40 apples . He picked 15 apples for Lucy .",
                    "How many apples does Sam have now ?", "+ number0 number1")
    [other] = mawps_other_person([story], [story, Problem("", "", "", "", "How many does Lucy have ?")])
    assert other.text == "Sam had 40 apples . He picked 15 apples for Lucy . How many apples does Lucy have now ?"
    [verb] = mawps_other_verb([story])
    assert verb.text == "Sam had 40 apples . He donated 15 apples for Lucy . How many apples does Sam have now ?"
    assert not other.answer and not verb.answer  # every fast answer to one counts as wrong
