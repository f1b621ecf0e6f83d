"""The first chaos scenario is measured on a lane that already carried the load: a fresh lane's
first seconds are slower than its steady state, which made the first fault's recovery meaningless."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from dualtrack import workload as wl
from dualtrack.bench.e2e_driver import Record
from dualtrack.chaos.measure import ScenarioResult
from dualtrack.chaos.config import ChaosConfig
from dualtrack.chaos.runner import Chaos
from dualtrack.chaos.scenarios import SCENARIOS


def _answered(n: int, latency_s: float) -> list[Record]:
    item = wl.Item("faq", "q", "en", "repeat", "faq", "gold answer", "faq")
    records = []
    for i in range(n):
        r = Record(i, item, f"{i:032x}", 100.0 + i / 10)
        r.sent = r.scheduled
        r.answered = r.scheduled + latency_s
        records.append(r)
    return records


def _chaos(tmp_path, monkeypatch: pytest.MonkeyPatch, warmup_s: float) -> tuple[Chaos, list[str]]:
    """A Chaos whose lane, load and scenario are stand-ins that record what ran, in order."""
    ran: list[str] = []
    chaos = Chaos(ChaosConfig(scenarios=["poison"], warmup_s=warmup_s, out_root=tmp_path), SCENARIOS,
                  log=lambda _: None)
    chaos.lane = SimpleNamespace(wait_stable=lambda _timeout: None, prefix="bench.test.")
    monkeypatch.setattr(chaos, "start", lambda: None)
    monkeypatch.setattr(chaos, "stop", lambda: None)

    async def load(name, faults, *, duration=None, **_kw):
        ran.append(f"load {name} {duration:g} s, {len(faults)} faults")
        return _answered(40, 0.08), [], 100.0

    async def scenario(_chaos: Chaos, result: ScenarioResult) -> None:
        ran.append("scenario")
        result.sent = result.answered = 1

    monkeypatch.setattr(chaos, "load", load)
    monkeypatch.setitem(SCENARIOS, "poison", (scenario, "a stand-in"))
    return chaos, ran


async def test_a_warm_up_load_runs_before_the_first_scenario_and_is_not_counted(tmp_path, monkeypatch) -> None:
    chaos, ran = _chaos(tmp_path, monkeypatch, warmup_s=12)
    results = await chaos.run()
    assert ran == ["load warmup 12 s, 0 faults", "scenario"]
    assert [r.sent for r in results] == [1]  # the warm-up's 40 requests are in no result
    report = (chaos.out / "report.md").read_text(encoding="utf-8")
    assert "12 s warm-up before the first scenario, not counted: 40 requests, 40 answered, p95 80 ms" in report


async def test_no_warm_up_when_it_is_zero(tmp_path, monkeypatch) -> None:
    chaos, ran = _chaos(tmp_path, monkeypatch, warmup_s=0)
    await chaos.run()
    assert ran == ["scenario"]
    assert "Lane: no warm-up." in (chaos.out / "report.md").read_text(encoding="utf-8")
