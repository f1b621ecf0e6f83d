"""What one chaos run does: the load, the lane's replicas, each scenario's timings and faults, which
scenarios (by name; none given: all)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from dtlib.settings import REPO_ROOT

CHAOS_MIX = "repeat=0.70,compute=0.28,open=0.02"


@dataclass
class ChaosConfig:
    rate: float = 200.0
    mix: str = CHAOS_MIX
    seed: int = 1
    replicas: int = 2
    # load before the first scenario, not counted: a fresh lane's first seconds are slower than its
    # steady state, and the first scenario's "before the fault" p95 measured 1.1-2.4 s without it
    warmup_s: float = 15.0
    pre_s: float = 5.0  # steady load before the fault
    window_s: float = 30.0  # load after the fault begins (the recovery window)
    drain_s: float = 60.0
    restart_after_s: float = 5.0  # a killed replica is started again after this
    pg_down_s: float = 30.0
    llm_fault_s: float = 20.0
    llm_fail_rate: float = 0.5
    poison_count: int = 300
    huge_count: int = 5
    llm_latency_ms: int = 500
    # DT_LLM_CONCURRENCY of the lane's llm replicas. The scripted model answers any number of calls
    # at once in `llm_latency_ms`, so this alone sets the slow path's capacity: at the configured 4,
    # two replicas carry 16 calls/s, and each scenario's fresh tenant sends more than that at
    # 300 req/s (its trust starts cold), so the model's queue, and the p95 with it, grew through
    # every scenario (measured: 13-15 calls/s all run long, pre-fault p95 2.5-11.6 s). What chaos
    # checks is the pipeline under faults, not the model's capacity (`bench e2e` sets it the same way).
    llm_concurrency: int = 64
    trajectory_wait_s: float = 90.0
    scenarios: list[str] = field(default_factory=list)  # by name; none: every scenario of the catalogue
    out_root: Path = REPO_ROOT / "results"
