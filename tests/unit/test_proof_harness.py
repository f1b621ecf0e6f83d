"""The pure parts of the proof harness (issue 8): arrivals, per-phase statistics, targets, the
chaos recovery measure and the poison catalogue. The Kafka parts run in `dualtrack bench e2e` and
`dualtrack chaos` themselves."""

from __future__ import annotations

import random

import pytest

from dtlib import envelope as env_mod
from dualtrack import workload as wl
from dualtrack.bench.e2e_config import E2EConfig
from dualtrack.bench.e2e_driver import Record, arrival_offsets, fill, source_of
from dualtrack.bench.e2e_phase import Phase, stages
from dualtrack.bench.e2e_report import against_floor, check_targets, compare, floor_markdown
from dualtrack.chaos.measure import recovery, slow_path_healthy_from
from dualtrack.chaos.poison import poison_messages


def test_open_loop_arrivals() -> None:
    a = arrival_offsets(200, 10, seed=1)
    assert a == arrival_offsets(200, 10, seed=1) and a != arrival_offsets(200, 10, seed=2)
    assert 1800 < len(a) < 2200 and all(0 < x < 10 for x in a) and a == sorted(a)
    u = arrival_offsets(50, 2, seed=1, arrivals="uniform")
    assert len(u) == 100 and u[1] - u[0] == pytest.approx(0.02)


def _item(category: str, value: str | None = None) -> wl.Item:
    return wl.Item(category, f"q-{category}", "en", "compute" if value else "repeat", category, "gold answer",
                   category, value, {"op": "expr", "args": {"expression": "1+1"}} if value else None)


def _record(i: int, t0: float, latency_ms: float | None, path: str | None, decided_by: str | None,
            verdict: str = "right", item: wl.Item | None = None) -> Record:
    r = Record(i, item or _item("faq"), f"{i:032x}", t0 + i * 0.01)
    r.sent = r.scheduled + 0.0005
    if latency_ms is not None:
        r.answered = r.scheduled + latency_ms / 1000
        r.answers, r.status, r.path, r.decided_by = 1, "ok", path, decided_by
    r.verdict = verdict if latency_ms is not None else "unanswered"
    return r


def test_phase_summary_by_path_source_and_wrong_answers() -> None:
    t0 = 1000.0
    phase = Phase("pipeline-100", "pipeline", "workload", 100, 1.0, "t", started_at=t0, llm_calls=20)
    phase.records = (
        [_record(i, t0, 5 + i % 5, "fast", "cache.exact") for i in range(50)]
        + [_record(50 + i, t0, 10, "fast", "classifier", "wrong" if i == 0 else "right", _item("compute", "2"))
           for i in range(30)]
        + [_record(80 + i, t0, 600, "slow", "classifier") for i in range(20)])
    s = phase.summary()
    assert s["requests"] == 100 and s["answered"] == 100 and s["unanswered"] == 0
    assert s["fast_share"] == pytest.approx(0.8)
    assert s["by_source"]["exact cache"]["share"] == pytest.approx(0.5)
    assert s["by_source"]["sandbox"]["answered"] == 30 and s["by_source"]["llm"]["answered"] == 20
    assert s["by_path"]["fast"]["p99_ms"] <= 10 and s["by_path"]["slow"]["p50_ms"] == pytest.approx(600)
    assert s["wrong_fast"] == 1 and s["wrong_fast_rate"] == pytest.approx(1 / 80)
    assert s["wrong_by_category"]["compute"]["wrong_fast"] == 1
    assert s["llm_calls_per_request"] == pytest.approx(0.2)
    assert s["sustained"]
    assert source_of("fast", "rule:support.hours") == "rule" and source_of(None, None) == "none"


def test_an_answers_hops_say_where_its_time_went() -> None:
    """To the first step, each step, between steps and back to the client, from the hop records."""
    records = []
    for i, (to_cache, back) in enumerate([(1.0, 2.0), (1.2, 2.4), (3.0, 9.0)]):
        r = Record(i, _item("faq"), f"{i:032x}", 1000.0)
        r.sent = 1000.0
        env = env_mod.Envelope(trace_id=r.trace_id, text="q", created_at=r.sent,
                               route=env_mod.Route(path="fast", decided_by="cache.exact"))
        start = r.sent + to_cache / 1000
        env.hops = [env_mod.Hop(service="cache", instance="cache-0", start=start, end=start + 0.0005,
                                outcome="hit")]
        r.answered = start + 0.0005 + back / 1000
        fill(r, env, r.answered)
        records.append(r)
    parts = stages(records)
    assert parts["n"] == 3
    assert parts["→ cache"] == pytest.approx(1.2) and parts["cache"] == pytest.approx(0.5)
    assert parts["cache → client"] == pytest.approx(2.4)
    assert Phase("p", "pipeline", "fast", 1, 1, "t", records=records).summary()[
        "by_source"]["exact cache"]["stages_p50_ms"] == parts
    assert stages([records[0].__class__(9, _item("faq"), "9" * 32)]) == {}  # unanswered: no stages


def test_a_phase_that_falls_behind_is_not_sustained() -> None:
    t0 = 1000.0
    phase = Phase("p", "pipeline", "workload", 100, 1.0, "t", started_at=t0)
    phase.records = [_record(i, t0, 10 + i * 50, "fast", "classifier") for i in range(100)]
    ok, why = phase.sustained()
    assert not ok and "later" in why


def test_comparison_and_targets() -> None:
    t0 = 1000.0
    pipe = Phase("pipeline-200", "pipeline", "workload", 200, 1.0, "a", started_at=t0, llm_calls=30)
    pipe.records = [_record(i, t0, 8, "fast", "cache.exact") for i in range(90)] + \
        [_record(90 + i, t0, 500, "slow", "classifier") for i in range(10)]
    base = Phase("baseline-200", "baseline", "workload", 200, 1.0, "b", started_at=t0, llm_calls=100)
    base.records = [_record(i, t0, 1000, "slow", "baseline") for i in range(100)]
    summaries = [pipe.summary(), base.summary()]
    rows = compare(summaries)
    assert rows[0]["llm_calls_fewer"] == pytest.approx(0.7)
    assert rows[0]["mean_latency_ratio"] == pytest.approx(1000 / (0.9 * 8 + 0.1 * 500))
    targets = {t["target"].split(" (")[0]: t for t in check_targets(summaries, rows, 600, E2EConfig())}
    assert targets["fast-path p50 ≤ 15 ms at 200 req/s"]["met"] is True
    assert targets["≥ 500 req/s sustained on the fast-path mix"]["met"] is True
    assert targets["LLM calls ≥ 60 % fewer than the baseline"]["met"] is True
    assert targets["mean latency ≥ 10× lower than the baseline"]["met"] is True


def test_the_pipeline_is_compared_with_the_bare_chain_and_the_baseline_of_the_same_run() -> None:
    t0 = 1000.0
    pipe = Phase("pipeline-200", "pipeline", "workload", 200, 1.0, "a", started_at=t0)
    pipe.records = [_record(i, t0, 6, "fast", "cache.exact") for i in range(60)] + \
        [_record(60 + i, t0, 30, "fast", "classifier") for i in range(40)]
    base = Phase("baseline-200", "baseline", "workload", 200, 1.0, "b", started_at=t0)
    base.records = [_record(i, t0, 600, "slow", "baseline") for i in range(100)]
    bare = [{"path": "exact-hit", "offered_rps": 200.0, "p50_ms": 2.0, "p99_ms": 9.0},
            {"path": "computation", "offered_rps": 200.0, "p50_ms": 10.0, "p99_ms": 40.0},
            {"path": "exact-hit", "max_sustained_rps": 1000}, {"path": "computation", "max_sustained_rps": 400}]
    fast_mix = Phase("max-200", "pipeline", "fast", 200, 1.0, "c", started_at=t0)
    fast_mix.records = [_record(i, t0, 4, "fast", "cache.exact") for i in range(100)]
    floor = against_floor([pipe.summary(), fast_mix.summary(), base.summary()], bare, 244)
    targets = {t["target"].split(" (")[0]: t for t in floor["targets"]}
    assert targets["fast-path mix sustained ≥ 0.5× the bare chain's"]["value"] == pytest.approx(0.61)
    assert targets["fast-path mix sustained ≥ 0.5× the bare chain's"]["met"] is True
    assert targets["exact cache p50 at 200 req/s ≤ 2× the bare exact-hit chain's"]["value"] == pytest.approx(3.0)
    assert targets["exact cache p50 at 200 req/s ≤ 2× the bare exact-hit chain's"]["met"] is False
    assert targets["sandbox p50 at 200 req/s ≤ 2× the bare computation chain's"]["met"] is False
    fast_p50 = pipe.summary()["by_path"]["fast"]["p50_ms"]
    assert targets["fast-path p50 ≥ 30× lower than the all-LLM baseline's"]["value"] == pytest.approx(600 / fast_p50)
    assert len(floor["targets"]) == 4  # the fast-path mix's step at 200 req/s is reported, not judged
    text = floor_markdown(floor)
    assert "| exact cache at 200/s (fast mix) | exact-hit | 4.0 / 4.0 | 2.0 / 9.0 | 2.00× |" in text
    assert "| exact cache at 200/s (workload mix) | exact-hit | 6.0 / 6.0 | 2.0 / 9.0 | 3.00× |" in text
    assert "| computation | 244 | 400 | 0.61× |" in text


def test_recovery_is_measured_from_the_fault() -> None:
    t0 = 0.0
    records = []
    for i in range(3000):  # 100 req/s for 30 s; a 4-s stall from 10 s on
        r = Record(i, _item("faq"), f"{i:032x}", t0 + i / 100)
        lat = 20.0 if not 10 <= r.scheduled < 14 else 3000.0
        r.sent, r.answered = r.scheduled, r.scheduled + lat / 1000
        records.append(r)
    rec = recovery(records, t0, fault_start=10.0, fault_end=11.0)
    assert rec["recovery_s"] == pytest.approx(4.0) and rec["after_end_s"] == pytest.approx(3.0)
    assert rec["baseline_p95_ms"] == pytest.approx(20.0) and rec["worst_p95_ms"] == pytest.approx(3000.0)
    for r in records[-300:-200:5]:  # a fifth of a later window lost: back to normal only after it
        r.answered = None
    assert recovery(records, t0, 10.0, 11.0)["recovery_s"] == pytest.approx(18.0)
    for r in records[-100::5]:  # and of the last window: never back to normal
        r.answered = None
    assert recovery(records, t0, 10.0, 11.0)["recovery_s"] is None


def test_slow_path_healthy_again() -> None:
    def rec(t: float, status: str) -> Record:
        r = Record(0, _item("open"), "0" * 32, t)
        r.status = status
        return r

    slow = [rec(1, "ok"), rec(5, "error"), rec(9, "error"), rec(12, "ok"), rec(15, "uncertain")]
    assert slow_path_healthy_from(slow, fault=4) == 12
    assert slow_path_healthy_from(slow[:3], fault=4) is None


def test_poison_catalogue_matches_the_decoder() -> None:
    messages = poison_messages(random.Random(1), 240, huge=2)
    assert len(messages) == 242
    kinds = {p.kind for p in messages}
    assert {"random-bytes", "wrong-version", "invalid-utf8", "huge-text", "bad-created-at", "hostile-text",
            "hostile-task", "absurd-dates"} <= kinds
    for p in messages:
        if p.topic.value != "requests":
            assert p.code is None and env_mod.decode(p.value).task is not None
            continue
        if p.code is None:  # valid, hostile requests: they must be answered, not dead-lettered
            assert env_mod.decode(p.value, max_text_chars=8000).trace_id == p.trace_id
            continue
        with pytest.raises(env_mod.EnvelopeError) as exc:
            env_mod.decode(p.value, max_text_chars=8000)
        assert exc.value.code == p.code, p.kind
        if p.trace_id is not None:  # readable: from the JSON, or from the key
            assert (exc.value.trace_id or (p.key or b"").decode("ascii", "replace")) == p.trace_id


async def test_the_maximum_search_runs_a_failed_rate_once_more_before_it_stops(tmp_path, monkeypatch) -> None:
    from dualtrack.bench import e2e

    outcomes = {200: [True], 400: [False, True], 800: [False, False]}  # each step's verdict, in turn
    names: list[str] = []

    class Step:
        def __init__(self, ok: bool) -> None:
            self.ok = ok

        def sustained(self, *_: object) -> tuple[bool, str]:
            return self.ok, "kept up" if self.ok else "latency grew"

        def summary(self) -> dict:
            return {"unanswered": 0}

    class Driver:
        def __init__(self, *_: object) -> None: ...
        async def __aenter__(self): return self
        async def __aexit__(self, *_: object) -> None: ...
        async def ask_closed(self, *_: object, **__: object) -> list: return []
        def forget(self, *_: object) -> None: ...

    class Lane:
        def activate(self) -> None: ...

    async def run_phase(self, driver, lane, name, kind, mix, items, rate, duration, *, seed):
        names.append(name)
        return Step(outcomes[int(rate)].pop(0))

    async def no_wait(*_: object) -> None: ...

    monkeypatch.setattr(e2e, "Driver", Driver)
    monkeypatch.setattr(e2e.E2ERun, "run_phase", run_phase)
    monkeypatch.setattr(e2e.asyncio, "sleep", no_wait)
    run = e2e.E2ERun(E2EConfig(max_start_rps=200, max_factor=2, out_root=tmp_path), log=lambda _: None)
    await run.search_max(Lane(), None)
    assert names == ["max-200", "max-400", "max-400-try2", "max-800", "max-800-try2"]
    assert run.max_sustained == 400
