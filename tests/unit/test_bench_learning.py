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
