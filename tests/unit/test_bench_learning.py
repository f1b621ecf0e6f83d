"""`dualtrack bench learning` with the cache before the rules: the service's cache classes
answer repeats and paraphrases, learn only eligible answers and drop what users report wrong."""

from __future__ import annotations

import hashlib

import numpy as np

from dualtrack.settings import AllSettings
from dualtrack.bench.learning import Simulation, rolling_by_source
from dualtrack.bench.learning_cache import SimCache

RESET = "Open Settings, choose Password, then Reset."
NEW_RESET = "Use the new account page."


class WordVectors:
    """An embedder-like stand-in: bag of hashed words (no model to load in unit tests)."""

    model_id, dim, loaded = "words", 64, True

    def embed(self, text: str) -> np.ndarray:
        v = np.zeros(self.dim, dtype=np.float32)
        for word in text.split():
            v[int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dim] += 1.0
        return v / max(float(np.linalg.norm(v)), 1e-12)


def simulation(cache: bool = True) -> Simulation:
    settings = AllSettings(tracing=False)
    return Simulation(settings, cache=SimCache(settings, WordVectors()) if cache else None)


def test_learning_cache_answers_a_repeat_before_the_rules() -> None:
    sim = simulation()
    first = sim.ask("how do i reset my password", "reset", RESET, phase=1)
    again = sim.ask("how do i reset my password", "reset", RESET, phase=1)
    assert (first.source, first.fast) == ("slow", False)
    assert (again.source, again.fast, again.correct) == ("cache.exact", True, True)
    assert sim.cache is not None and sim.cache.written == {"knowledge": 1}
    assert len(sim.samples) == 1  # a cache hit is no mining sample


def test_learning_cache_serves_no_paraphrase_before_its_evidence_certifies_a_threshold() -> None:
    """As the service: a knowledge paraphrase waits for the tenant's evidence (the error bound),
    and each answer written records what the cache held near its question."""
    sim = simulation()
    sim.ask("how do i reset my account password please", "reset", RESET, phase=1)
    para = sim.ask("how do i reset my account password", "reset", RESET, phase=1)
    assert para.source == "slow"
    assert sim.cache is not None
    evidence = [e.evidence for e in sim.cache.store.entries("bench")]
    assert any(obs.agrees for observations in evidence for obs in observations)


def test_learning_cache_keeps_live_answers_for_exact_repeats_only() -> None:
    sim = simulation()
    sim.ask("what is the weather now in paris", "weather", "Sunny.", phase=1)
    para = sim.ask("what is the weather now in paris please", "weather", "Sunny.", phase=1)
    assert para.source == "slow"
    assert sim.cache is not None and sim.cache.written == {"live": 2}


def test_learning_drifted_cached_answer_is_wrong_until_reported() -> None:
    sim = simulation()
    sim.ask("how do i reset my password", "reset", RESET, phase=1)
    stale = sim.ask("how do i reset my password", "reset", NEW_RESET, phase=2)
    assert stale.source == "cache.exact" and not stale.correct
    assert sim.cache is not None and sim.cache.withdrawn == 1  # feedback_rate 1: reported, dropped
    fresh = sim.ask("how do i reset my password", "reset", NEW_RESET, phase=2)
    assert fresh.source == "slow" and fresh.correct
    assert sim.ask("how do i reset my password", "reset", NEW_RESET, phase=2).correct


def test_learning_held_out_reads_the_cache_without_changing_it() -> None:
    sim = simulation()
    sim.ask("how do i reset my password", "reset", RESET, phase=1)
    sim.ask("set an alarm for seven", "alarm", "Alarm set.", phase=1)
    assert sim.cache is not None
    before = list(sim.cache.store._tenants["bench"].entries)
    result = sim.holdout_fast([("how do i reset my password", "reset"),
                               ("set an alarm for seven", "alarm"), ("unrelated", "alarm")],
                              {"reset": RESET, "alarm": "Wrong."})
    assert list(sim.cache.store._tenants["bench"].entries) == before  # LRU order untouched
    assert sim.cache.hits.get("h" + "0" * 31) is None
    exact = result["by_source"]["cache.exact"]
    assert (exact["answered"], exact["right"]) == (2, 1)
    assert result["answered"] == 2 and result["coverage"] == 2 / 3


def test_learning_without_cache_has_rules_and_slow_path_only() -> None:
    sim = simulation(cache=False)
    for _ in range(3):
        sim.ask("how do i reset my password", "reset", RESET, phase=1)
    assert {s.source for s in sim.served} <= {"slow", "rule"}
    curve = rolling_by_source(sim.served, 2)
    assert curve and all(v["cache.exact"] == 0 for _, v in curve)


def test_learning_report_with_the_cache_names_each_fast_source() -> None:
    from dualtrack.bench.learning_report import report_lines

    per_source = {"share_last_window": 0.5, "share_repeated": 0.4, "right_phase1": 9, "answered_phase1": 10,
                  "wrong_after_drift": 0}
    result = {
        "holdout": {"precision": 1.0, "right": 5, "answered": 5, "coverage": 0.5}, "crossed_60_at": 900,
        "intents": 10, "phase1_requests": 1000, "fast_share_last_window": 0.7, "window": 500,
        "fast_share_repeated": 0.6, "fast_precision_phase1": 0.99, "mined": 12, "transitions": 3,
        "statuses_after_phase1": {"live": 8}, "refinements": 1, "mining_runs": 10, "mining_seconds_p50": 0.2,
        "elapsed_s": 30.0, "cache": True, "embedding_s": 4.0, "drift": [],
        "holdout_fast": {"precision": 1.0, "right": 6, "answered": 6, "coverage": 0.6,
                         "by_source": {"rule": {"right": 6, "answered": 6, "coverage": 0.6}}},
        "by_source": {"cache.exact": per_source, "cache.semantic": per_source, "rule": per_source},
        "cache_stats": {"entries_at_5000": 40, "entries_at_end": 41, "written": {"knowledge": 41}, "skipped": 0,
                        "withdrawn": 0, "shadow_checks": 2},
    }
    lines = report_lines(result)
    assert "cache.exact 50.0%, cache.semantic 50.0%, rule 50.0%" in lines[2]
    assert lines[-1].startswith("cache: 40 entries at request 5000")
