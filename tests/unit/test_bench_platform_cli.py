"""`dualtrack bench e2e` and `bench scaling` hand their options to the benchmark and print the table of what it
wrote (the benchmarks themselves need the real stack: tests/integration and the commands)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dualtrack.bench import e2e, scaling
from dualtrack.cli import app


def test_bench_e2e_runs_the_benchmark_with_the_options_given_and_prints_its_targets(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = {}

    async def finished_run(config, log=print) -> Path:  # the benchmark's place: no stack here
        seen["config"] = config
        (tmp_path / "summary.json").write_text(json.dumps({"targets": [
            {"target": "fast-path p50 ≤ 2× the bare chain's", "value": 1.5, "unit": "×", "met": True}]}))
        return tmp_path

    monkeypatch.setattr(e2e, "run", finished_run)
    result = CliRunner().invoke(app, ["bench", "e2e", "--rates", "50,200", "--duration", "3", "--no-baseline",
                                      "--no-chain"])
    assert result.exit_code == 0, result.output
    assert seen["config"].rates == [50.0, 200.0] and seen["config"].baseline is False
    assert "1.50 ×" in result.output and str(tmp_path / "report.md") in result.output.replace("\n", "")


def test_bench_scaling_runs_the_benchmark_with_the_options_given_and_prints_its_rows(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = {}

    async def finished_run(config, log=print) -> Path:
        seen["config"] = config
        (tmp_path / "results.json").write_text(json.dumps({"rows": [
            {"partitions": 4, "replicas": 2, "throughput_rps": 123.4, "p50_ms": 12.0, "bound_rps": None}]}))
        return tmp_path

    monkeypatch.setattr(scaling, "run", finished_run)
    result = CliRunner().invoke(app, ["bench", "scaling", "--service", "sandbox", "--replicas", "1,2",
                                      "--partitions", "4"])
    assert result.exit_code == 0, result.output
    assert seen["config"].service == "sandbox" and seen["config"].replicas == [1, 2]
    assert "123.4" in result.output
