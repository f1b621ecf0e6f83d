"""The rules' ledger in memory: the same decisions as ledger.py (PostgreSQL), for the in-process
learning benchmark and unit tests. Both call lifecycle.due/decide; only the storage differs."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field

import msgspec

from dtlib.records import RuleSpec, RuleStats

from .judge import Use
from .ledger import Change, state_record
from .lifecycle import (EVALUATED, Evidence, Thresholds, decide, due, is_computation, is_strict,
                        verified_at_mining, wrong_value)
from .mining import Candidate, KnownRule
from .refine import exclusions_for, with_exclusions
from .wording import with_other_answers_words


@dataclass
class Entry:
    rule_id: str
    tenant: str
    spec: RuleSpec
    outcome_key: str
    fingerprint: str
    status: str = "candidate"
    confidence: float = 1.0
    baseline: float | None = None
    uses_since_check: int = 0
    shadow_n: int = 0
    shadow_ok: int = 0
    verified: int = 0  # right values counted before its first judged use (verified_at_mining)
    recent: deque = field(default_factory=deque)  # [trace_id, correct, mode], oldest first
    hits: int = 0
    ok: int = 0
    sources: list[str] = field(default_factory=list)
    events: list[Change] = field(default_factory=list)
    removed_at: float | None = None


class MemoryLedger:
    def __init__(self, th: Thresholds) -> None:
        self.th = th
        self.rules: dict[str, Entry] = {}
        self.wrong: set[str] = set()  # trace ids users reported wrong
        self._live: dict[str, tuple[str, list]] = {}  # trace_id → (rule_id, its recent entry)

    # --- reading ------------------------------------------------------------------------------
    def tracked(self) -> dict[str, RuleSpec | None]:
        return {r.rule_id: r.spec for r in self.rules.values() if r.status in EVALUATED}

    def known_rules(self, tenant: str) -> list[KnownRule]:
        return [KnownRule(r.rule_id, r.fingerprint, r.status, r.outcome_key, r.spec)
                for r in self.rules.values() if r.tenant == tenant]

    def superseded(self, tenant: str) -> list[tuple[str, float]]:
        return [(r.outcome_key, r.removed_at) for r in self.rules.values()
                if r.tenant == tenant and r.status == "removed" and r.removed_at is not None]

    def record(self, rule_id: str) -> bytes | None:
        """The rules.state value of a rule now."""
        r = self.rules[rule_id]
        stats = RuleStats(hits=r.hits, successes=r.ok, failures=r.hits - r.ok)
        return state_record("mined", r.status, r.spec, r.confidence, stats)

    # --- changing -----------------------------------------------------------------------------
    def _move(self, r: Entry, to_status: str, reason: str, actor: str, *,
              confidence: float | None = None, baseline: float | None = None,
              now: float | None = None) -> Change:
        change = Change(r.rule_id, r.tenant, r.status if r.events else None, to_status, reason, actor)
        r.status = to_status
        r.uses_since_check = 0
        if confidence is not None:
            r.confidence = confidence
        if baseline is not None:
            r.baseline = baseline
        if to_status == "removed":
            r.removed_at = now if now is not None else time.time()
        r.events.append(change)
        return change

    def add_candidate(self, c: Candidate, *, auto_shadow: bool) -> list[Change]:
        if c.rule_id in self.rules:
            return []
        r = Entry(c.rule_id, c.tenant, msgspec.structs.replace(c.spec, status="shadow"),
                  c.outcome.key, c.fingerprint, sources=list(c.sources),
                  verified=verified_at_mining(is_computation(c.spec), c.support))
        self.rules[c.rule_id] = r
        changes = [self._move(r, "candidate", f"mined from a cluster of {c.cluster_size}", "miner")]
        if auto_shadow:
            changes.append(self._move(r, "shadow", "learner_auto_shadow", "miner"))
        return changes

    def source_texts(self, tenant: str, texts: dict[str, str]) -> dict[str, list[str]]:
        """Rule id → the questions each evaluated rule was learned from (its provenance)."""
        return {r.rule_id: [texts[t] for t in r.sources if t in texts]
                for r in self.rules.values() if r.tenant == tenant and r.status in EVALUATED}

    def refresh(self, rule_id: str, words: set[str]) -> Change | None:
        """The miner narrows a rule (it excludes `words` too); its status stays."""
        r = self.rules[rule_id]
        updated = with_other_answers_words(r.spec, words)
        if updated is None:
            return None
        r.spec = updated
        change = Change(rule_id, r.tenant, r.status, r.status,
                        f"excludes {len(words)} words other answers' rules answer on", "miner")
        r.events.append(change)
        return change

    def record_use(self, use: Use) -> Change | None:
        r = self.rules.get(use.rule_id)
        if r is None or r.status not in EVALUATED:
            return None
        correct = use.correct and not (use.mode == "live" and use.trace_id in self.wrong)
        entry = [use.trace_id, correct, use.mode]
        r.recent.append(entry)
        while len(r.recent) > self.th.check_window:
            r.recent.popleft()
        if use.mode == "live":
            self._live[use.trace_id] = (use.rule_id, entry)
        else:
            r.shadow_n += 1
            r.shadow_ok += correct
        r.hits += 1
        r.ok += correct
        r.uses_since_check += 1
        ev = Evidence(r.status, r.confidence, r.baseline, r.shadow_n + r.verified, r.shadow_ok + r.verified,
                      tuple(e[1] for e in r.recent), r.uses_since_check, is_strict(r.spec))
        if not due(ev, self.th):
            return None
        t = decide(ev, self.th)
        if t is None:
            r.uses_since_check = 0
            return None
        return self._move(r, t.to_status, t.reason, "learner", confidence=t.confidence,
                          baseline=t.baseline, now=use.at)

    def feedback(self, trace_id: str, verdict: str, text: str = "",
                 source_texts: dict[str, str] | None = None) -> Change | None:
        """A verdict on an answer corrects the live use recorded for it; a wrong one also
        teaches the rule exclusions (returned as a change to publish when it did)."""
        if verdict == "wrong":
            self.wrong.add(trace_id)
        found = self._live.get(trace_id)
        if found is None:
            return None
        rule_id, entry = found
        r = self.rules[rule_id]
        correct = verdict != "wrong"
        if entry[1] != correct:
            r.ok += 1 if correct else -1
            entry[1] = correct
        t = wrong_value(r.status, r.confidence, 0.0, 1) if not correct and is_strict(r.spec) else None
        if t is not None:
            return self._move(r, t.to_status, t.reason, "feedback", confidence=t.confidence,
                              baseline=r.baseline, now=time.time())
        if correct or not text or source_texts is None:
            return None
        words = exclusions_for(r.spec, [source_texts[t] for t in r.sources if t in source_texts], text)
        if not words:
            return None
        r.spec = with_exclusions(r.spec, words)
        change = Change(r.rule_id, r.tenant, r.status, r.status,
                        f"learned exclusions {words} from a reported false match", "feedback")
        r.events.append(change)
        return change
