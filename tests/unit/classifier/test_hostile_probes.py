"""Hostile probes: near-misses of every computation family, numbers inside names, versions and
dates, wrong units, conditions and negations, prompt-injection around a sum, in Chinese and
English (`hostile_probes.jsonl`, written by hand, not drawn from the parse corpus).

Each probe runs through `dualtrack bench parse`'s own path (perception, the reader, the calibrated
score, the decision, the sandbox) and must keep the behaviour it has today:
- `no-value`: no value is shown — the request goes slow, or the sandbox refuses it with a reason
  (5/0, 2023-02-29). Any number here would be a guess or a wrong reading.
- `value` with `fast`: answered on the fast path, exactly `gold`.
- `value` without `fast`: slow today; if a reader change makes it fast, the value must be `gold`
  (one of them, when `gold` is a list), never another one.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dualtrack.bench.parse import Outcome, equal, run

from .reading import golds

PROBES = [json.loads(line) for line in
          (Path(__file__).with_name("hostile_probes.jsonl")).read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    items = [{**p, "expect": "fast" if p["expect"] == "value" else "slow",
              "gold": p["gold"][0] if isinstance(p.get("gold"), list) else p.get("gold")} for p in PROBES]
    return dict(enumerate(run(items)))



@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    probe, o = PROBES[i], outcomes[i]
    shown = f"{probe['text']!r}: {o.path} ({o.reason}), value {o.value}"
    if probe["expect"] == "no-value":
        assert o.value is None, shown
        return
    if probe.get("fast"):
        assert o.path == "fast", shown
    if o.value is not None:
        assert any(equal(o.value, gold) for gold in golds(probe)), f"{shown}, expected {probe['gold']}"
