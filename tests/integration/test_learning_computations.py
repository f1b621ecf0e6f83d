"""The slow path's verified programs become fast-path computation rules, through the real pipeline.

Word problems of one shape ("N things in each of M boxes, how many in total") go through all
seven services. The classifier cannot read them, so the llm service asks the model (the scripted
fake server) for an operation, grounds it and stores it with its argument spans; the sandbox runs
it and the fuser answers. The learner mines a computation rule from those trajectories, the rules
service evaluates it in shadow (the sandbox computes its value over gRPC), the learner promotes
it on the values it got right, and it answers the next problems itself: "14 × 3 = 42", no model
call. The same wording asking for another quantity is never answered by it.

Runs in its own lane like test_learning.py (its `stack` fixture: topic prefix, state dir,
PostgreSQL schema, sandbox port, rules folder).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from dataclasses import dataclass

import asyncpg
import pytest

from dtlib.records import decode_rule
from dtlib.topics import Topic
from dualtrack.client import Client

from test_learning import MINE_INTERVAL_S, Stack, _stored_all, stack, state_records, wait_until  # noqa: F401

pytestmark = [pytest.mark.integration, pytest.mark.timeout(900)]

NAMES = ["Bryan", "Alice", "Tom", "Maria", "Lee", "Sara", "Omar", "Nina", "Paul", "Rita", "Ken",
         "Eva", "Hugo", "Ivy", "Jack", "Lena", "Max", "Olga", "Pete", "Rosa", "Sam", "Tina",
         "Umar", "Vera", "Will", "Yuki", "Zane", "Ada", "Ben", "Cleo"]
THINGS = [("books", "bookshelves"), ("shells", "jars"), ("cards", "albums"), ("beads", "boxes"),
          ("stamps", "folders"), ("apples", "baskets")]


@dataclass
class Problem:
    text: str
    a: int
    b: int

    @property
    def expression(self) -> str:
        return f"{self.a}*{self.b}"


def problems(n: int, seed: int) -> list[Problem]:
    rng = random.Random(seed)
    out = []
    for name in rng.sample(NAMES, n):
        thing, container = rng.choice(THINGS)
        a, b = rng.randint(11, 89), rng.randint(3, 9)
        pronoun = rng.choice(["his", "her"])
        subject = "he" if pronoun == "his" else "she"
        out.append(Problem(f"{name} has {a} {thing} in each of {pronoun} {b} {container} . "
                           f"How many {thing} does {subject} have in total ?", a, b))
    return out


def _script(stack: Stack, items: list[Problem]) -> None:
    """The model writes each problem's equation as the operation JSON the llm service asks for."""
    rules = [{"match": "^" + re.escape(p.text) + "$",
              "replies": [{"content": json.dumps({"op": "expr", "args": {"expression": p.expression}})}]}
             for p in items]
    stack.model.script(rules, default={"content": "{}"})


@dataclass
class Asked:
    problem: Problem
    trace_id: str
    decided_by: str
    text: str
    value: str | None


async def ask_all(client: Client, db: asyncpg.Pool, items: list[Problem], batch: int = 4) -> list[Asked]:
    out: list[Asked] = []
    for start in range(0, len(items), batch):
        for p in items[start:start + batch]:
            env = (await client.ask(p.text, timeout=120)).envelope
            out.append(Asked(p, env.trace_id, env.route.decided_by or "",
                             env.answer.text if env.answer else "", env.answer.value if env.answer else None))
        await wait_until(lambda: _stored_all(db, out), timeout=120, every=0.3)  # type: ignore[arg-type]
        await asyncio.sleep(MINE_INTERVAL_S)
    return out


@pytest.fixture(scope="module")
async def learned(stack: Stack):  # noqa: F811
    items = problems(30, seed=19)
    # the same wording asking how many containers there are
    altered = [Problem(re.sub(r"How many (\w+) does (\w+) have in total", lambda m: f"How many {c} does {m[2]} have",
                              p.text), p.a, p.b)
               for p, c in ((p, p.text.split(" . ")[0].split()[-1]) for p in problems(6, seed=23))]
    _script(stack, items + altered)
    db = await asyncpg.create_pool(stack.dsn, min_size=1, max_size=2)
    try:
        async with Client() as client:
            asked = await ask_all(client, db, items)
            after = await ask_all(client, db, altered)
        yield {"asked": asked, "altered": after, "db": db}
    finally:
        await db.close()


async def test_a_computation_rule_is_learned_promoted_and_answers_with_what_it_computed(learned: dict) -> None:
    asked = learned["asked"]
    by_rule = [a for a in asked if a.decided_by.startswith("rule:")]
    assert by_rule, [a.decided_by for a in asked]
    for a in by_rule:  # every fast answer is right and says what was computed
        assert a.value == str(a.problem.a * a.problem.b), a
        assert a.text == f"{a.problem.a} × {a.problem.b} = {a.problem.a * a.problem.b}", a.text
    db = learned["db"]
    rule_id = by_rule[0].decided_by[len("rule:"):]
    row = await db.fetchrow("SELECT spec, status FROM rules WHERE rule_id = $1", rule_id)
    spec = decode_rule(row["spec"].encode())
    assert spec.match.whole and spec.action.args == {"expression": "{n1} × {n2}"}
    events = [r["to_status"] for r in await db.fetch(
        "SELECT to_status FROM rule_events WHERE rule_id = $1 ORDER BY id", rule_id)]
    assert events[:3] == ["candidate", "shadow", "active"], events
    # its provenance: the slow path's trajectories, each with the program and its spans
    sources = await db.fetch("SELECT t.envelope FROM rule_sources s JOIN trajectories t USING (trace_id) "
                             "WHERE s.rule_id = $1", rule_id)
    assert sources
    for s in sources:
        envelope = json.loads(s["envelope"]) if isinstance(s["envelope"], str) else s["envelope"]
        assert envelope["task"]["spans"]["expression"], envelope["task"]


async def test_the_same_wording_asking_another_quantity_is_not_answered_by_the_rule(learned: dict) -> None:
    assert learned["altered"]
    assert not any(a.decided_by.startswith("rule:") for a in learned["altered"]), learned["altered"]


async def test_rules_state_carries_the_computation_rule(learned: dict) -> None:
    records = await state_records(Topic.RULES_STATE)
    specs = [decode_rule(v) for v in records.values() if v]
    assert any(s.match is not None and s.match.whole for s in specs)
