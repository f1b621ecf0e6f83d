"""The miner learns the same rules from the same trajectories, whatever order the rows come in
and whatever the process's string hash order (which set iteration follows)."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import msgspec

from dtlib import grounding
from dtlib.envelope import Task
from dtlib.records import RuleSpec
from dtlib.settings import REPO_ROOT
from dualtrack.bench.computations_zh import load
from services.learner.mining import MiningConfig, Sample, mine
from services.learner.outcome import op_outcome

_PROGRAM = """
import sys
sys.path[:0] = {paths!r}
from tests.unit.learner.test_mining_determinism import mined_rules, trajectories
import random
rows = trajectories()
random.Random({seed}).shuffle(rows)
print(mined_rules(rows))
"""


def trajectories() -> list[Sample]:
    """The Chinese set's training problems, each with its gold program, as the learner stores
    them (the program with the span each number was read from)."""
    out = []
    for n, row in enumerate(load("train")):
        task = grounding.ground(Task("expr", {"expression": row["expression"]}, source="llm"), row["text"]).task
        task = msgspec.structs.replace(task, spans=grounding.argument_spans(task, row["text"]))
        outcome = op_outcome(row["text"], task)
        if outcome is not None:
            out.append(Sample(f"{n + 1:032x}", row["text"], outcome, at=float(n)))
    return out


def mined_rules(samples: list[Sample]) -> str:
    result = mine("acme", samples, cfg=MiningConfig(), now=0.0)
    return "\n".join(msgspec.json.encode(c.spec).decode() for c in result.candidates)


def test_the_same_trajectories_in_another_order_give_the_same_rules() -> None:
    rows = trajectories()
    first = mined_rules(rows)
    shuffled = rows[:]
    random.Random(3).shuffle(shuffled)
    again = mined_rules(shuffled)
    rules = [msgspec.json.decode(line, type=RuleSpec) for line in first.splitlines()]
    assert len(rules) >= 20 and any(r.exclude for r in rules)  # rules with exclusions to choose
    assert again == first


def test_another_process_with_another_hash_order_gives_the_same_rules() -> None:
    rows = trajectories()
    here = mined_rules(rows)
    for hash_seed, order_seed in (("1", 5), ("2", 8)):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        program = _PROGRAM.format(paths=sys.path, seed=order_seed)
        there = subprocess.run([sys.executable, "-c", program], env=env, cwd=REPO_ROOT, check=True,
                               capture_output=True, text=True).stdout.strip()
        assert there == here
