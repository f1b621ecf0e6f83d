"""`dualtrack bench learning`: does the fast path grow by itself, and shrink when it should?

An in-process simulation of the learning loop, because the real pipeline replays about 30
requests a second on this 2-core machine (the integration test tests/integration/test_learning.py
runs the same loop through the real services, on a smaller stream). What is real here: the rules
service's matching and decision (`services.rules`: Rulebook fed with the rules.state records the
learner publishes, and `decide.apply`), and the learner's judge, miner and lifecycle. What is
simulated: Kafka, PostgreSQL (an in-memory ledger with the same decisions), and the slow path
(a scripted model with one fixed answer per intent).

The cache (on by default; `cache=False` / `--no-cache` for the rules alone) stands before the
rules as in the pipeline: the service's own CacheStore with its error bound, Lookup (exact, then
semantic with the signature, question-form and category guards, each answer's threshold and the
match score against the base the tenant's evidence certifies), categories, keys and feedback
resolution, over the USE embeddings the service uses (embedded up front in batches). Every
answer that is not a cache hit is offered to it as `remember` does (only eligible answers are
written, with what the cache held near the question as evidence: live ones for 30 s and for
exact repeats only; rule answers are knowledge answers like the model's); a share of semantic
hits is shadow-checked against the scripted model's answer; a miss carries the entry the cache
holds near the request, so a rule answer that contradicts it goes slow; a reported wrong answer
is withdrawn from it as the service does on feedback. A
cache hit never reaches the rules, so it gives the rules no shadow evidence and the miner no
sample, as in the pipeline; the learner judges its rules on the cache's answers itself
(`judge.cache_uses`, `DT_LEARNER_JUDGE_CACHE_HITS`). The store searches exactly (no HNSW index past
`DT_CACHE_ANN_MIN_VECTORS`: it would be built in a background thread, which would make runs
depend on timing). Clock: one request a second (knowledge entries live a day: none expire).

Replay: CLINC150 train paraphrases of `intents` intents (seeded), shuffled. Phase 1 (cold start)
replays them all; the held-out requests (CLINC150's val split of the same intents) then measure
the promoted rules' precision and coverage without learning from them. Phase 2 (drift) changes
the answers of `drift` intents that have active rules and replays their paraphrases again mixed
with the others': their rules must warn, demote and be removed, and the right answers come back
through the slow path (and rules re-learned from it). Phase 2 repeats phase-1 paraphrases, so its
fast-path share is not comparable with phase 1's (with the cache, its exact layer answers many of
those repeats, with the old answer for the drifted intents until reported). Users report a wrong
fast answer with probability `feedback_rate`.
"""

from __future__ import annotations

import random
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from dtlib.envelope import Answer, Envelope, Hop, Route
from dtlib.records import rule_key
from dtlib.topics import Topic
from services.cache.normalise import fold
from services.learner.judge import cache_uses, uses_of
from services.learner.lifecycle import Thresholds
from services.learner.memory import MemoryLedger
from services.learner.mining import MiningConfig, Sample, drop_superseded, mine
from services.learner.outcome import answer_outcome, outcome_of
from services.rules.decide import apply as rules_apply
from services.rules.rulebook import Rulebook

from ..settings import AllSettings
from .learning_cache import TENANT, SimCache

EXCLUDED_INTENTS = {"calculator"}  # computations: the classifier's fast path, not rules
SOURCES = ("cache.exact", "cache.semantic", "rule")  # the fast path's answerers
EMBED_BATCH = 64


def answer_for(intent: str, version: int = 0) -> str:
    words = intent.replace("_", " ")
    # No digits: the cache keeps no answer that states a number nobody verified.
    return f"Here is what I know about {words}." if version == 0 else \
        f"Updated answer about {words}{', again' * (version - 1)}."


def outcome_key(answer: str) -> str:
    return answer_outcome("", answer).key


@dataclass
class Replay:
    phase1: list[tuple[str, str]]  # (text, intent)
    holdout: list[tuple[str, str]]
    intents: list[str]


def build_replay(intents: int, seed: int, data: Path | None = None) -> Replay | None:
    from dualtrack.training.corpus import clinc, shared_data_available

    if data is None and not shared_data_available():
        return None
    rng = random.Random(seed)
    train = [(t, i) for t, i in clinc("train") if i not in EXCLUDED_INTENTS and i != "oos"]
    chosen = sorted(rng.sample(sorted({i for _, i in train}), intents))
    keep = set(chosen)
    phase1 = [(t, i) for t, i in train if i in keep]
    rng.shuffle(phase1)
    holdout = [(t, i) for t, i in clinc("val") if i in keep]
    return Replay(phase1, holdout, chosen)


@dataclass
class Served:
    index: int
    phase: int
    intent: str
    repeated: bool  # the intent was seen before in the replay
    fast: bool
    correct: bool
    decided_by: str
    source: str = ""  # cache.exact, cache.semantic, rule, or slow


def embedder_vectors(texts: list[str]) -> tuple[Any, float]:
    """The service's embedder over every text of the replay, embedded up front in batches
    (the service's `remember` embeds in batches too); (vectors, seconds)."""
    from threadpoolctl import threadpool_limits

    from services.cache.embedder import Embedder

    from .cache import Vectors

    started = time.perf_counter()
    with threadpool_limits(limits=1, user_api="blas"):  # as in the service
        vectors = Vectors(Embedder(threads=1).load())
        todo = sorted({fold(t) for t in texts})
        for i in range(0, len(todo), EMBED_BATCH):
            vectors.prepare(todo[i:i + EMBED_BATCH])
    return vectors, time.perf_counter() - started


@dataclass
class Simulation:
    settings: AllSettings
    feedback_rate: float = 1.0
    mine_every: int = 250
    seed: int = 0
    cache: SimCache | None = None
    rulebook: Rulebook = field(init=False)
    ledger: MemoryLedger = field(init=False)
    samples: list[Sample] = field(default_factory=list)
    served: list[Served] = field(default_factory=list)
    events: list[tuple[int, Any]] = field(default_factory=list)  # (request index, Change)
    mining_seconds: list[float] = field(default_factory=list)
    mined: int = 0

    def __post_init__(self) -> None:
        self.rulebook = Rulebook(Path(tempfile.mkdtemp(prefix="dt-bench-rules-")), reload_s=1e9)
        self.ledger = MemoryLedger(Thresholds.from_settings(self.settings))
        self.cfg = MiningConfig.from_settings(self.settings)
        self.rng = random.Random(self.seed)
        self.seen: set[str] = set()
        self.texts: dict[str, str] = {}  # trace_id → question (the trajectories' text column)
        self.clock = 0.0

    def _publish(self, changes: list[Any]) -> None:
        for change in changes:
            if change is None:
                continue
            self.events.append((len(self.served), change))
            self.rulebook.apply_state(rule_key(change.tenant, change.rule_id).encode(),
                                      self.ledger.record(change.rule_id))

    def ask(self, text: str, intent: str, truth: str, phase: int) -> Served:
        self.clock += 1.0
        env = Envelope(trace_id=f"{len(self.served) + 1:032x}", text=text, tenant=TENANT,
                       created_at=self.clock)
        hit = self.cache.find(env, self.clock) if self.cache is not None else None
        if hit is not None:  # the cache answers: the request never reaches the rules
            env.answer = msgspec.structs.replace(hit.entry.answer)
            env.route = Route(path="fast", decided_by=f"cache.{hit.kind}",
                              confidence=round(hit.similarity, 4), threshold=hit.threshold)
            fast, source, service = True, f"cache.{hit.kind}", "cache"
            self.cache.shadow_check(hit, Answer(status="ok", text=truth))  # the scripted model's
        else:
            topic, _ = rules_apply(env, self.rulebook.evaluate(TENANT, text), self.rulebook)
            fast = topic is Topic.RESPONSES
            source, service = ("rule", "rules") if fast else ("slow", "fuser")
            if not fast:  # the slow path: the scripted model answers
                env.route = Route(path="slow", decided_by="classifier", shadow=env.route.shadow)
                env.answer = Answer(status="ok", text=truth)
        env.hops.append(Hop(service=service, instance="sim",
                            start=self.clock, end=self.clock, outcome="ok"))
        correct = env.answer is not None and env.answer.text == truth
        tracked = self.ledger.tracked()
        uses = uses_of(env, tracked)
        if self.settings.learner_judge_cache_hits:
            uses += cache_uses(env, tracked)
        self._publish([self.ledger.record_use(u) for u in uses])
        if self.cache is not None:
            self.cache.remember(env, self.clock)  # the responses topic → cache.state
        if fast and not correct and self.rng.random() < self.feedback_rate:
            # the feedback topic: the learner and the cache both read it
            self._publish([self.ledger.feedback(env.trace_id, "wrong", text, self.texts)])
            if self.cache is not None:
                self.cache.withdraw(env.trace_id)
        self.texts[env.trace_id] = text
        if not fast:
            outcome = outcome_of(env)
            if outcome is not None:
                self.samples.append(Sample(env.trace_id, text, outcome, at=self.clock))
        served = Served(len(self.served), phase, intent, intent in self.seen, fast, correct,
                        env.route.decided_by or "", source)
        self.seen.add(intent)
        self.served.append(served)
        if len(self.served) % self.mine_every == 0:
            self.mine()
        return served

    def mine(self) -> None:
        window = drop_superseded(self.samples, self.ledger.superseded(TENANT))
        window = window[-self.settings.learner_mine_window:]
        result = mine(TENANT, window, self.ledger.known_rules(TENANT), self.cfg, now=self.clock,
                      sources=self.ledger.source_texts(TENANT, self.texts))
        self.mining_seconds.append(result.seconds)
        self.mined += len(result.candidates)
        for c in result.candidates:
            self._publish(self.ledger.add_candidate(c, auto_shadow=True))
        for rule_id, words in result.refreshed:
            self._publish([self.ledger.refresh(rule_id, words)])

    def holdout(self, rows: list[tuple[str, str]], answers: dict[str, str]) -> dict[str, Any]:
        """Precision and coverage of the live rules on requests they never learned from."""
        answered = right = 0
        for text, intent in rows:
            hit = self.rulebook.evaluate(TENANT, text).live
            if hit is not None:
                answered += 1
                right += hit.answer == answers[intent]
        return {"requests": len(rows), "answered": answered, "right": right,
                "precision": right / answered if answered else None,
                "coverage": answered / len(rows) if rows else 0.0}

    def holdout_fast(self, rows: list[tuple[str, str]], answers: dict[str, str]) -> dict[str, Any]:
        """The whole fast path on held-out requests: a snapshot of the cache as it is now (read
        only: nothing written, LRU order untouched), then the live rules."""
        cache = self.cache.snapshot() if self.cache is not None else None
        by_source = {s: {"answered": 0, "right": 0} for s in SOURCES}
        for n, (text, intent) in enumerate(rows):
            env = Envelope(trace_id=f"h{n:031x}", text=text, tenant=TENANT, created_at=self.clock)
            hit = cache.find(env, self.clock) if cache is not None else None
            if hit is not None:
                source, answer = f"cache.{hit.kind}", hit.entry.answer.text
            else:  # the rules' decision, which goes slow on what the cache holds against it
                topic, _ = rules_apply(env, self.rulebook.evaluate(TENANT, text), self.rulebook)
                if topic is not Topic.RESPONSES or env.answer is None:
                    continue
                source, answer = "rule", env.answer.text
            by_source[source]["answered"] += 1
            by_source[source]["right"] += answer == answers[intent]
        for row in by_source.values():
            row["precision"] = row["right"] / row["answered"] if row["answered"] else None
            row["coverage"] = row["answered"] / len(rows) if rows else 0.0
        answered = sum(r["answered"] for r in by_source.values())
        right = sum(r["right"] for r in by_source.values())
        return {"requests": len(rows), "answered": answered, "right": right,
                "precision": right / answered if answered else None,
                "coverage": answered / len(rows) if rows else 0.0, "by_source": by_source}


def rolling_by_source(served: list[Served], window: int) -> list[tuple[int, dict[str, float]]]:
    """(request index, share of each fast source among the last `window` repeated-intent
    requests)."""
    out: list[tuple[int, dict[str, float]]] = []
    recent: list[str] = []
    for s in served:
        if not s.repeated:
            continue
        recent.append(s.source if s.fast else "slow")
        if len(recent) > window:
            recent.pop(0)
        if len(recent) == window:
            counts = Counter(recent)
            out.append((s.index + 1, {src: counts[src] / window for src in SOURCES}))
    return out


def rolling_share(served: list[Served], window: int) -> list[tuple[int, float]]:
    """(request index, fast share of the last `window` repeated-intent requests)."""
    out, recent = [], []
    for s in served:
        if not s.repeated:
            continue
        recent.append(s.fast)
        if len(recent) > window:
            recent.pop(0)
        if len(recent) == window:
            out.append((s.index + 1, sum(recent) / window))
    return out


def run(intents: int = 50, drift: int = 5, drift_requests: int = 2000, feedback_rate: float = 1.0,
        seed: int = 7, window: int = 250, mine_every: int = 250, settings: AllSettings | None = None,
        progress: Any = None, cache: bool = True, vectors: Any = None) -> dict[str, Any] | None:
    """`vectors`: an embedder-like object (model_id, dim, loaded, embed) to use instead of the
    service's embedder (tests)."""
    replay = build_replay(intents, seed)
    if replay is None:
        return None
    settings = settings or AllSettings(tracing=False)
    embed_s = 0.0
    sim_cache = None
    if cache:
        if vectors is None:
            vectors, embed_s = embedder_vectors([t for t, _ in replay.phase1 + replay.holdout])
        sim_cache = SimCache(settings, vectors, seed)
    sim = Simulation(settings, feedback_rate=feedback_rate, mine_every=mine_every, seed=seed,
                     cache=sim_cache)
    answers = {i: answer_for(i) for i in replay.intents}
    started = time.perf_counter()
    for n, (text, intent) in enumerate(replay.phase1, 1):
        sim.ask(text, intent, answers[intent], phase=1)
        if progress and n % 500 == 0:
            progress(n, len(replay.phase1) + drift_requests)
    holdout = sim.holdout(replay.holdout, answers)
    holdout_fast = sim.holdout_fast(replay.holdout, answers)
    cache_at_5000 = len(sim.cache.store) if sim.cache is not None else 0
    statuses_after_1 = Counter(r.status for r in sim.ledger.rules.values())

    # Drift: the intents with the most live rules change their answers.
    live_by_intent = Counter(
        intent for r in sim.ledger.rules.values() if r.status in ("active", "warning")
        for intent in replay.intents if r.outcome_key == outcome_key(answer_for(intent)))
    drifted = [i for i, _ in live_by_intent.most_common(drift)]
    drifted_rules = {r.rule_id: i for r in sim.ledger.rules.values()
                     if r.status in ("active", "warning") for i in drifted
                     if r.outcome_key == outcome_key(answer_for(i))}
    for intent in drifted:
        answers[intent] = answer_for(intent, 1)
    drift_at = len(sim.served)
    by_intent = defaultdict(list)
    for text, intent in replay.phase1:
        by_intent[intent].append(text)
    rng = random.Random(seed + 1)
    # Half the drift phase asks the drifted intents, half the others (paraphrases seen before).
    stream = [(rng.choice(by_intent[i]), i) for i in rng.choices(drifted, k=drift_requests // 2)]
    others = [i for i in replay.intents if i not in drifted]
    stream += [(rng.choice(by_intent[i]), i) for i in rng.choices(others, k=drift_requests - len(stream))]
    rng.shuffle(stream)
    for n, (text, intent) in enumerate(stream, 1):
        sim.ask(text, intent, answers[intent], phase=2)
        if progress and n % 500 == 0:
            progress(len(replay.phase1) + n, len(replay.phase1) + drift_requests)
    elapsed = time.perf_counter() - started
    result = summarise(sim, replay, holdout, statuses_after_1, drifted, drifted_rules, drift_at,
                       window, elapsed)
    result["holdout_fast"] = holdout_fast
    result["embedding_s"] = embed_s
    if sim.cache is not None:
        result["cache_stats"] = {"entries_at_5000": cache_at_5000, "entries_at_end": len(sim.cache.store),
                                 "written": dict(sim.cache.written), "skipped": dict(sim.cache.skipped),
                                 "withdrawn": sim.cache.withdrawn,
                                 "shadow_checks": dict(sim.cache.shadow_checks)}
    return result


def _first_event(sim: Simulation, rule_id: str, status: str, after: int) -> int | None:
    return next((i - after for i, c in sim.events if c.rule_id == rule_id and c.to_status == status
                 and i >= after), None)


def summarise(sim: Simulation, replay: Replay, holdout: dict[str, Any], statuses: Counter,
              drifted: list[str], drifted_rules: dict[str, str], drift_at: int, window: int,
              elapsed: float) -> dict[str, Any]:
    phase1 = [s for s in sim.served if s.phase == 1]
    repeated = [s for s in phase1 if s.repeated]
    curve = rolling_share(sim.served, window)
    first_5000 = [(i, v) for i, v in curve if i <= 5000]
    crossing = next((i for i, v in first_5000 if v >= 0.6), None)
    fast1 = [s for s in phase1 if s.fast]
    transitions = Counter(c.to_status for _, c in sim.events if c.to_status != c.from_status)
    refinements = Counter(c.actor for _, c in sim.events if c.to_status == c.from_status)
    drift_rows = []
    for rule_id, intent in drifted_rules.items():
        drift_rows.append({
            "rule": rule_id, "intent": intent,
            "warning": _first_event(sim, rule_id, "warning", drift_at),
            "demoted": _first_event(sim, rule_id, "demoted", drift_at),
            "removed": _first_event(sim, rule_id, "removed", drift_at),
        })
    drift_summary = {}
    detected = [min(x for x in (row["warning"], row["demoted"]) if x is not None)
                for row in drift_rows if row["warning"] is not None or row["demoted"] is not None]
    for name, values in (("detected (first warning or demotion)", detected),
                         ("stopped answering (demoted)", [r["demoted"] for r in drift_rows]),
                         ("removed", [r["removed"] for r in drift_rows])):
        got = sorted(v for v in values if v is not None)
        if got:
            drift_summary[name] = {"rules": len(got), "median": got[len(got) // 2], "max": got[-1]}
    phase2 = [s for s in sim.served if s.phase == 2]
    drifted_served = [s for s in phase2 if s.intent in drifted]
    tail = drifted_served[len(drifted_served) // 2:]
    by_source_curve = [(i, v) for i, v in rolling_by_source(sim.served, window) if i <= 5000]
    by_source = {}
    for src in SOURCES:
        answered = [s for s in fast1 if s.source == src]
        by_source[src] = {
            "share_last_window": by_source_curve[-1][1][src] if by_source_curve else None,
            "share_repeated": sum(1 for s in repeated if s.fast and s.source == src) / max(1, len(repeated)),
            "answered_phase1": len(answered),
            "right_phase1": sum(s.correct for s in answered),
            "wrong_after_drift": sum(1 for s in drifted_served if s.source == src and not s.correct),
        }
    return {
        "cache": sim.cache is not None, "by_source": by_source,
        "curve_by_source": rolling_by_source(sim.served, window),
        "intents": len(replay.intents), "phase1_requests": len(phase1),
        "holdout": holdout,
        "fast_share_repeated": len([s for s in repeated if s.fast]) / max(1, len(repeated)),
        "fast_share_last_window": first_5000[-1][1] if first_5000 else None,
        "crossed_60_at": crossing,
        "fast_precision_phase1": sum(s.correct for s in fast1) / max(1, len(fast1)),
        "mined": sim.mined, "transitions": dict(transitions), "statuses_after_phase1": dict(statuses),
        "refinements": dict(refinements),
        "drifted_intents": drifted, "drift": drift_rows, "drift_summary": drift_summary,
        "wrong_fast_after_drift": sum(1 for s in drifted_served if s.fast and not s.correct),
        "phase2_fast_share": sum(s.fast for s in phase2) / max(1, len(phase2)),
        "drifted_requests": len(drifted_served),
        "drifted_right_in_second_half": sum(s.correct for s in tail) / max(1, len(tail)),
        "relearned": sum(1 for r in sim.ledger.rules.values()
                         if r.status in ("active", "warning") and any(
                             r.outcome_key == outcome_key(answer_for(i, 1)) for i in drifted)),
        "mining_runs": len(sim.mining_seconds),
        "mining_seconds_p50": sorted(sim.mining_seconds)[len(sim.mining_seconds) // 2] if sim.mining_seconds else 0,
        "elapsed_s": elapsed, "curve": curve, "drift_at": drift_at, "window": window,
    }
