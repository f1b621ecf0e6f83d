"""What one `bench e2e` run measures: loads, durations, the backend, the maximum-rate search, the
baseline and the bare chain beside it, the scale of each service (defaults from `BenchSettings`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dtlib.settings import REPO_ROOT, get_settings

from ..settings import BenchSettings


@dataclass
class E2EConfig:
    rates: list[float] = field(default_factory=lambda: [50.0, 200.0, 500.0])
    duration_s: float = 20.0
    backend: str = "scripted"  # scripted | local
    mix: str = ""
    seed: int = 1
    drain_s: float = 30.0
    llm_latency_ms: int = 500
    llm_concurrency: int = 0  # 0: DT_LLM_CONCURRENCY as configured
    partitions: int = 0  # 0: DT_TOPIC_PARTITIONS as configured
    find_max: bool = True
    max_start_rps: float | None = None
    max_factor: float = 1.25
    max_cap_rps: float = 3000.0
    max_floor_rps: float = 10.0  # when the first step is not sustained, come down to this at most
    max_step_s: float = 10.0
    max_fast_p99_ms: float = 500.0  # a rate counts as sustained only with the fast path's p99 within this
    max_tries: int = 2  # a rate is not sustained once it failed this many steps in a row
    baseline: bool = True
    chain: bool = True  # the bare chain of the fast paths, in the same run (issue 21's floor)
    scale: dict[str, int] = field(default_factory=lambda: {s: 1 for s in
                                                          ("cache", "rules", "classifier", "sandbox", "llm",
                                                           "fuser", "learner")})
    tracing: bool | None = None  # None: as DT_TRACING says
    arrivals: str = "poisson"
    warmup_requests: int = 40
    out_root: Path = REPO_ROOT / "results"

    @classmethod
    def from_settings(cls, **overrides: Any) -> "E2EConfig":
        s = get_settings(BenchSettings)
        base = cls(mix=s.bench_mix, seed=s.bench_seed, drain_s=s.bench_drain_s,
                   llm_latency_ms=s.bench_llm_latency_ms, llm_concurrency=s.bench_llm_concurrency,
                   out_root=Path(s.bench_results_dir))
        for key, value in overrides.items():
            if value is not None:
                setattr(base, key, value)
        return base
