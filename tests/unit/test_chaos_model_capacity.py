"""The chaos lane's model is not its bottleneck: with the llm's configured 4 calls at once, two
replicas carried 16 calls/s while each scenario's fresh tenant sent more at 300 req/s, so the
model's queue, and every scenario's pre-fault p95, grew for the whole run."""

from __future__ import annotations


from dualtrack.chaos import runner
from dualtrack.chaos.report import report_markdown
from dualtrack.chaos.config import ChaosConfig
from dualtrack.chaos.runner import Chaos
from dualtrack.chaos.scenarios import SCENARIOS


def _lane_env(tmp_path, monkeypatch, **config) -> dict[str, str]:
    """The environment Chaos.start gives the lane's services (lane, model and workload stubbed)."""
    made: dict[str, dict[str, str]] = {}

    class Lane:
        prefix = "bench.test."

        def __init__(self, name, scale, *, env):
            made["env"] = env

        def start(self) -> float:
            return 0.0

    class FakeModel:
        base_url = "http://127.0.0.1:1/v1"

        def __init__(self, *_args, **_kw) -> None:
            pass

        def start(self):
            return self

    monkeypatch.setattr(runner, "Lane", Lane)
    monkeypatch.setattr("dualtrack.fake_llm.FakeModel", FakeModel)
    monkeypatch.setattr(runner.wl, "generate", lambda *_a, **_kw: [])
    monkeypatch.setattr(runner.wl, "save", lambda *_a, **_kw: None)
    monkeypatch.setattr(Chaos, "prune_broker", lambda self: None)
    Chaos(ChaosConfig(out_root=tmp_path, **config), SCENARIOS, log=lambda _: None).start()
    return made["env"]


def test_the_lane_model_takes_many_calls_at_once_by_default(tmp_path, monkeypatch) -> None:
    assert _lane_env(tmp_path, monkeypatch)["DT_LLM_CONCURRENCY"] == "64"


def test_the_model_capacity_is_the_config_s(tmp_path, monkeypatch) -> None:
    assert _lane_env(tmp_path, monkeypatch, llm_concurrency=8)["DT_LLM_CONCURRENCY"] == "8"


def test_the_report_says_how_many_calls_the_model_took_at_once(tmp_path) -> None:
    report = report_markdown([], ChaosConfig(llm_concurrency=64, out_root=tmp_path),
                             {"hostname": "h", "cpu_model": "c", "cpus": 2, "loadavg": (1, 1, 1),
                              "git": "abc"}, "no warm-up")
    assert "64 calls at once per llm replica" in report

