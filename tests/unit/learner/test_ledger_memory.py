"""The whole lifecycle of one rule on the in-memory ledger (the same decisions as PostgreSQL's)."""

from __future__ import annotations

from dtlib.records import decode_rule
from services.learner.judge import Use
from services.learner.lifecycle import Thresholds
from services.learner.memory import MemoryLedger
from services.learner.mining import MiningConfig, mine

from .conftest import history

TH = Thresholds(promote_min_matches=5, check_every=1, check_window=10)


def make() -> tuple[MemoryLedger, str]:
    ledger = MemoryLedger(TH)
    candidate = mine("acme", history(), cfg=MiningConfig(min_support=4)).candidates[0]
    changes = ledger.add_candidate(candidate, auto_shadow=True)
    assert [c.to_status for c in changes] == ["candidate", "shadow"]
    return ledger, candidate.rule_id


def use(rule_id: str, n: int, mode: str, correct: bool):
    return Use(rule_id, f"{n:032x}", mode, correct, float(n))  # type: ignore[arg-type]


def test_shadow_then_active_then_drift_warns_demotes_removes() -> None:
    ledger, rid = make()
    n = 0
    statuses = []
    for _ in range(5):
        n += 1
        if (c := ledger.record_use(use(rid, n, "shadow", True))) is not None:
            statuses.append(c.to_status)
    assert statuses == ["active"]
    assert decode_rule(ledger.record(rid)).status == "active"
    for _ in range(5):  # live answers, all fine
        n += 1
        ledger.record_use(use(rid, n, "live", True))
    # Drift: users report every answer wrong, each report after its answer was counted. The
    # next re-check sees it: warned at one wrong in ten, demoted at two ...
    while ledger.rules[rid].status != "demoted":
        n += 1
        if (c := ledger.record_use(use(rid, n, "live", True))) is not None:
            statuses.append(c.to_status)
        ledger.feedback(f"{n:032x}", "wrong")
    # ... and once demoted it is judged in shadow against the slow path until removed.
    while ledger.rules[rid].status != "removed":
        n += 1
        if (c := ledger.record_use(use(rid, n, "shadow", False))) is not None:
            statuses.append(c.to_status)
    assert statuses == ["active", "warning", "demoted", "removed"]
    assert ledger.record(rid) is None  # a tombstone on rules.state
    assert ledger.superseded("acme") == [(ledger.rules[rid].outcome_key, float(n))]


def test_a_demoted_rule_that_is_right_again_is_restored() -> None:
    ledger, rid = make()
    for n in range(1, 6):
        ledger.record_use(use(rid, n, "shadow", True))
    for n in range(6, 8):
        ledger.record_use(use(rid, n, "live", False))
    assert ledger.rules[rid].status == "demoted"
    n = 8
    while ledger.rules[rid].status == "demoted":
        ledger.record_use(use(rid, n, "shadow", True))
        n += 1
    assert ledger.rules[rid].status == "active"
    assert [c.to_status for c in ledger.rules[rid].events][-2:] == ["demoted", "active"]
