"""The error bound: the similarity above which each answer may serve a paraphrase, learned from
evidence so that wrong hits stay under `DT_CACHE_MAX_ERROR` (δ).

Evidence is what the tenant's own traffic says about serving one answer to another question
(`entry.Observation`, carried in the `cache.state` record of the entry it was found for, so every
replica learns the same thresholds from the same records):

- when an answer is written, its nearest cached questions at that moment: the first is what the
  cache would have served this question had it been asked again (a fair, never-used-before test
  of the cache as it stood), the others are neighbours with the same or another answer;
- shadow checks: a sampled hit also went the slow way; its answer agreed or not.

Two things are learned from it, per tenant, category and language, and per answer (a *cluster*: the
tenant's entries with the same answer in the same context):

1. the **base threshold** t on the match score (verifier.py for knowledge answers; the
   similarity itself for computations): the lowest score at which, among every written question
   whose nearest cached question scored at least t and would have been served by the cache as it
   stood (its answer's rivals and the second look allowing: the observation's `guard`), and
   every shadow check at ≥ t, the share that had another answer is ≤ δ at confidence c
   (`DT_CACHE_CONFIDENCE`; a one-sided exact binomial test: P(Binomial(n, δ) ≤ wrong) ≤ 1 − c),
   and no band of `BAND` above t is shown worse than δ (at (1 − c) / 8, the scale's eight
   disjoint bands: tested at 1 − c each, one of them would be shown worse by chance far more
   often than 1 − c). Each such question is a test the cache had not seen, taken before its answer was stored. For the score, the tests are counted with
   the calibration's of every language together (verifier_weights.py: distinct questions on
   hidden topics, which a tenant's traffic holds too few of; the score weighs the language, and
   near the top, where δ = 1 % is decided, Chinese and English questions of the same score were
   wrong as often: README, *Match score*), and the calibration's alone must pass the same test
   at t (the tenant's tests, nearly all on topics it had seen, must not dilute the only evidence
   on topics it has not); the calibration's questions in the tenant's language must not be wrong
   more often than δ at or above t, nor be shown so, nor any band above t (where the languages'
   scores part, the language's own count decides); at least `MIN_OWN_TESTS` of the tenant's own must be at or above t, and
   they must not show the share above δ there. Too little evidence for any t: the
   configured start threshold of the category (for knowledge answers 1.0: no paraphrase).
2. each **cluster's similarity floor** = the highest similarity at which another answer's
   question or a disagreeing shadow check was seen + `DT_CACHE_RIVAL_MARGIN`. A cluster with
   no confirmation yet (no other question with its answer, no agreeing shadow check) serves
   only at ≥ the start threshold: a new answer starts strict.

3. for a scored answer, its **own base** (vCache's rule, issue 17): where its own tests (every
   written question whose nearest, served as above and scored, gave this answer; every shadow
   check of its hits) alone pass the test above at a score t (0 wrong needs 230 at δ = 1 %,
   c = 90 %), no band above t shown worse, it serves from t, below its tenant's base or where
   the tenant has none: among requests like those that came near it (a new topic's among them),
   the share it answers wrong is ≤ δ at confidence c. Too few tests: its tenant's rule.

A hit needs its similarity ≥ the cluster's floor and its score ≥ the base (`threshold` and
`score_threshold`; for a computation the two are one similarity threshold, as the score is the
similarity).

All of it is a function of the records held, and a deleted entry takes its evidence with it, so
a replica that rebuilds from the compacted topic learns the same thresholds as one that ran.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from dtlib.text import language

from .entry import Entry, answer_id
from .settings import CacheSettings
from . import verifier_weights
from .verifier import match_features, match_score
from .verify import refusal
from .words import content_words

LOWEST = 0.60  # the base threshold is never learned below this
STEP = 0.005
_BINS = int(round((1.0 - LOWEST) / STEP)) + 1
BAND = 0.05  # no band of this width above a learned threshold may be shown worse than δ
_BAND_BINS = int(round(BAND / STEP))
# The scan tests a band at every bin: at confidence c each, one of the scale's disjoint bands
# would be "shown worse than δ" by chance alone far more often than 1 − c (two wrong of 48 near
# duplicates did it). A band must be shown worse at c corrected for the disjoint bands
# (Bonferroni); the share served above t is still tested at c itself.
_BANDS = int(round((1.0 - LOWEST) / BAND))
SCORED = frozenset({"knowledge"})  # categories whose answers are served by the match score
MIN_OWN_TESTS = 30  # a scored base needs at least this many of the tenant's own tests above it


def binomial_cdf(k: int, n: int, p: float) -> float:
    """P(Binomial(n, p) ≤ k)."""
    if k >= n:
        return 1.0
    log_p, log_q = math.log(p), math.log1p(-p)
    total = 0.0
    for i in range(k + 1):
        total += math.exp(math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1)
                          + i * log_p + (n - i) * log_q)
    return min(total, 1.0)


def within_bound(wrong: int, seen: int, max_error: float, confidence: float) -> bool:
    """`wrong` of `seen` is evidence, at `confidence`, that the true share is ≤ `max_error`:
    were it above, seeing this few wrong would have a chance ≤ 1 − confidence."""
    if seen == 0 or wrong / seen > max_error:
        return False
    return binomial_cdf(wrong, seen, max_error) <= 1.0 - confidence


def above_bound(wrong: int, seen: int, max_error: float, confidence: float) -> bool:
    """`wrong` of `seen` is evidence, at `confidence`, that the true share is above `max_error`:
    were it at most that, seeing this many wrong would have a chance ≤ 1 − confidence."""
    if wrong == 0:
        return False
    return 1.0 - binomial_cdf(wrong - 1, seen, max_error) <= 1.0 - confidence


@dataclass
class _Pool:
    """Nearest-neighbour outcomes of one tenant and category, by similarity bin."""

    right: list[int] = field(default_factory=lambda: [0] * _BINS)
    wrong: list[int] = field(default_factory=lambda: [0] * _BINS)
    base: float | None = None  # learned, or None: not enough evidence; recomputed when stale
    stale: bool = True


@dataclass
class _Cluster:
    members: int = 0
    confirmations: Counter = field(default_factory=Counter)  # source key → agreeing observations
    rivals: dict = field(default_factory=dict)  # source key → [(similarity, other answer id)]
    words: Counter = field(default_factory=Counter)  # content words of its questions
    # its own tests (questions whose nearest gave its answer, its shadow checks) by score bin:
    # made at its first test, as most answers hold none (two empty Counters are ~190 bytes)
    right: Counter | None = None
    wrong: Counter | None = None
    tests: int = 0
    own: float | None = None  # the base its own tests certify (None: none); recomputed when stale
    stale: bool = False


ClusterKey = tuple[str, str, str]  # tenant, context fingerprint, answer id
PoolKey = tuple[str, str, str]  # tenant, category, language
Calibration = dict[str, tuple[list[int], list[int]]]  # language → right and wrong by score bin


def bin_counts(values: list[float], agrees: list[bool]) -> tuple[list[int], list[int]]:
    """Right and wrong outcomes by bin of their similarity or score."""
    right, wrong = [0] * _BINS, [0] * _BINS
    for value, ok in zip(values, agrees):
        index = _bin(value)
        if index is not None:
            (right if ok else wrong)[index] += 1
    return right, wrong


def _bin(similarity: float) -> int | None:
    if similarity < LOWEST:
        return None
    return min(int((similarity - LOWEST) / STEP + 1e-9), _BINS - 1)  # 0.70 is in the bin at 0.70


class ErrorBound:
    def __init__(self, *, max_error: float, confidence: float, rival_margin: float,
                 start: dict[str, float], sure_match: float = 1.0,
                 calibration: Calibration | None = None) -> None:
        self.sure_match = sure_match
        self.max_error = max_error
        self.confidence = confidence
        self.rival_margin = rival_margin
        self.start = start  # category → the threshold a new answer starts at
        self._pools: dict[PoolKey, _Pool] = {}
        # the score's calibration on hidden topics (verifier_weights.py), counted with each
        # tenant's own evidence: no tenant's traffic holds enough questions on new topics. Every
        # language's together (`_pooled`): the score weighs the language itself (verifier.py), and
        # near the top of the score Chinese and English answers of one score were wrong as often
        # (docs/bench/cache.md); a language's own calibration must still not put its share above δ
        # at the base (`_learn`).
        if calibration is None:
            calibration = {lang: (verifier_weights.CALIBRATION_RIGHT[lang], verifier_weights.CALIBRATION_WRONG[lang])
                           for lang in verifier_weights.CALIBRATION_RIGHT}
        self._calibration = {lang: _Pool(right=list(right) or [0] * _BINS, wrong=list(wrong) or [0] * _BINS)
                             for lang, (right, wrong) in calibration.items()}
        self._pooled = _Pool(right=[sum(p.right[i] for p in self._calibration.values()) for i in range(_BINS)],
                             wrong=[sum(p.wrong[i] for p in self._calibration.values()) for i in range(_BINS)])
        self._clusters: dict[ClusterKey, _Cluster] = {}
        # the fewest tests, none wrong, that can pass the bound: fewer and an answer's own are not read
        self.own_tests_needed = math.ceil(math.log(1.0 - confidence) / math.log1p(-max_error))

    # --- the store's writes ----------------------------------------------------------------
    def add(self, key: str, entry: Entry) -> None:
        self._apply(key, entry, +1)

    def remove(self, key: str, entry: Entry) -> None:
        self._apply(key, entry, -1)

    def _apply(self, key: str, entry: Entry, sign: int) -> None:
        own = cluster_key(entry)
        cluster = self._clusters.setdefault(own, _Cluster())
        cluster.members += sign
        cluster.words.update({w: sign for w in content_words(entry.text)})
        pool = self._pools.setdefault(pool_key(entry), _Pool())
        pool.stale = True
        nearest_done = False
        for obs in entry.evidence:
            # the nearest at write time had the cache served it, and every shadow check
            if obs.shadow or (not nearest_done and obs.similarity >= obs.guard):
                index = _bin(_scored_value(obs, entry.category))
                if index is not None:
                    (pool.right if obs.agrees else pool.wrong)[index] += sign
                    if entry.category in SCORED:  # a test of the answer it would have served
                        tested = own if obs.shadow or obs.agrees else (entry.tenant, entry.context_fp, obs.other)
                        self._own_test(tested, index, obs.agrees, sign)
            nearest_done = nearest_done or not obs.shadow
            others = [own] if obs.shadow or obs.agrees else [own, (entry.tenant, entry.context_fp, obs.other)]
            for target in others:
                c = self._clusters.setdefault(target, _Cluster())
                if obs.agrees:
                    c.confirmations[key] += sign
                    if c.confirmations[key] <= 0:
                        del c.confirmations[key]
                elif sign > 0:
                    c.rivals.setdefault(key, []).append(
                        (obs.similarity, obs.other if target == own else own[2]))
                else:
                    c.rivals.pop(key, None)
        for target in {own} | {(entry.tenant, entry.context_fp, o.other) for o in entry.evidence}:
            c = self._clusters.get(target)
            if c is not None and c.members <= 0 and not c.confirmations and not c.rivals and not c.tests:
                del self._clusters[target]

    def _own_test(self, target: ClusterKey, index: int, agrees: bool, sign: int) -> None:
        cluster = self._clusters.setdefault(target, _Cluster())
        if cluster.right is None or cluster.wrong is None:
            cluster.right, cluster.wrong = Counter(), Counter()
        counts = cluster.right if agrees else cluster.wrong
        counts[index] += sign
        if counts[index] <= 0:
            del counts[index]
        cluster.tests += sign
        cluster.stale = True

    # --- reads ---------------------------------------------------------------------------------
    def threshold(self, entry: Entry) -> float:
        """The least similarity at which this entry's answer may serve a paraphrase: its floor,
        and for a scored category the start threshold until the base is certified (for the
        others the base itself: their score is the similarity)."""
        if entry.category not in SCORED:
            return min(max(self.base(*pool_key(entry)), self._floor(entry)), 1.0)
        if not self.certified(*pool_key(entry)) and self.own_base(entry) is None:
            return min(max(self.start[entry.category], self._floor(entry, questions=True)), 1.0)
        return min(self._floor(entry), 1.0)

    def score_threshold(self, entry: Entry) -> float:
        """The least match score at which this entry's answer may serve (0 until its tenant's
        base is certified for its category and language: the start threshold on the similarity
        governs then), or the lower base its own tests certify."""
        if entry.category not in SCORED:
            return 0.0
        own = self.own_base(entry)
        if not self.certified(*pool_key(entry)):
            return 0.0 if own is None else own
        base = self.base(*pool_key(entry))
        return base if own is None else min(base, own)

    def own_base(self, entry: Entry) -> float | None:
        """The least score at which this scored answer's own tests alone certify it (None: too
        few, or they do not): the module's docstring, 3."""
        cluster = self._clusters.get(cluster_key(entry))
        if cluster is None or entry.category not in SCORED or cluster.tests < self.own_tests_needed \
                or cluster.right is None or cluster.wrong is None:
            return None
        if cluster.stale:
            cluster.own = self._learn(_Pool(right=[cluster.right.get(i, 0) for i in range(_BINS)],
                                            wrong=[cluster.wrong.get(i, 0) for i in range(_BINS)]))
            cluster.stale = False
        return cluster.own

    def own_tests(self, entry: Entry) -> tuple[int, int]:
        """(right, wrong): the tests of this answer's own (the module's docstring, 3)."""
        cluster = self._clusters.get(cluster_key(entry))
        if cluster is None or cluster.right is None or cluster.wrong is None:
            return (0, 0)
        return (sum(cluster.right.values()), sum(cluster.wrong.values()))

    def certified(self, tenant: str, category: str, lang: str) -> bool:
        """The tenant's evidence certifies a base threshold for this category and language."""
        self.base(tenant, category, lang)  # learns it again if new evidence came
        pool = self._pools.get((tenant, category, lang))
        return pool is not None and pool.base is not None

    def score(self, entry: Entry, text: str, neighbours: list[tuple[Entry, float]]) -> float:
        """The match score of serving `entry`'s answer (the nearest of `neighbours`, which are
        the request's nearest comparable entries with their similarities) to `text`."""
        similarity = neighbours[0][1]
        if entry.category not in SCORED:
            return round(similarity, 4)
        answers = [(answer_id(e.answer), s) for e, s in neighbours]
        own = answers[0][0]
        rivals = [self.own_words(e) for e, _ in neighbours if answer_id(e.answer) != own]
        return match_score(match_features(text, entry.text, answers, self.own_words(entry), rivals))

    def guard(self, entry: Entry, text: str, others: list[Entry]) -> float:
        """The least similarity at which the cache as it stands would serve `entry`'s answer to
        `text`, the base aside: its rivals, a new answer's strict start, the second look."""
        floor = self._floor(entry)
        if floor < self.sure_match and self.second_look(entry, text, others) is not None:
            floor = self.sure_match
        return round(floor, 4)

    def second_look(self, entry: Entry, text: str, others: list[Entry]) -> str | None:
        """Why `entry`'s answer must not serve `text` (verify.py), or None. The rivals: the
        answers seen close to it, and those of `others` (the request's other neighbours)."""
        own = answer_id(entry.answer)
        rivals = [] if entry.category in SCORED else \
            self.rival_words(entry) + [self.own_words(o) for o in others if answer_id(o.answer) != own]
        return refusal(text, entry.text, self.own_words(entry), rivals)  # a score weighs rival words

    def _floor(self, entry: Entry, questions: bool = False) -> float:
        """The similarity below which `entry`'s answer is not served whatever its score: its
        strict start while unconfirmed, and the highest similarity at which a disagreeing shadow
        check was seen (for an unscored category, or with `questions`, also another answer's
        question: a scored answer has them in its score) + the rival margin."""
        cluster = self._clusters.get(cluster_key(entry))
        floor = 0.0
        if cluster is None or not cluster.confirmations:
            floor = self.start[entry.category]  # a new answer starts strict
        if cluster is not None and cluster.rivals:
            questions = questions or entry.category not in SCORED
            seen = [s for rivals in cluster.rivals.values() for s, other in rivals
                    if questions or not other]
            if seen:
                floor = max(floor, max(seen) + self.rival_margin)
        return floor

    def base(self, tenant: str, category: str, lang: str) -> float:
        pool = self._pools.get((tenant, category, lang))
        if pool is None:
            return self.start[category]
        if pool.stale:
            calibration = self._pooled
            shipped = any(calibration.right) or any(calibration.wrong)  # none: the tenant's alone
            pool.base = self._learn(pool) if category not in SCORED else \
                self._learn(_Pool(right=[a + b for a, b in zip(pool.right, calibration.right)],
                                  wrong=[a + b for a, b in zip(pool.wrong, calibration.wrong)]),
                            own=pool, new_topics=calibration if shipped else None,
                            language=self._calibration.get(lang))
            pool.stale = False
        return self.start[category] if pool.base is None else pool.base

    def _learn(self, pool: _Pool, own: _Pool | None = None, new_topics: _Pool | None = None,
               language: _Pool | None = None) -> float | None:
        """The lowest bin edge whose served share (everything at or above it) is within the bound,
        and above which no band (`BAND` of similarity) is shown to be worse than δ: the near
        duplicates at the top of the scale, nearly always right, must not vouch for a band just
        above the threshold where wrong answers are common (a band is shown worse at the
        confidence corrected for the scale's disjoint bands). `own`: the tenant's evidence alone
        when `pool` adds the calibration to it; it must not show the share above δ either.
        `new_topics`: the calibration alone, which must pass the test at t by itself: the tenant's
        own tests, nearly all on topics it had seen, must not dilute the only evidence on topics
        it has not (pooled, they let CLINC150 be served at δ = 1 % with 1.8 % wrong, all on
        intents never seen). `language`: the calibration of the tenant's language alone, when
        `new_topics` pools every language's (the pooled test holds only as far as the languages'
        scores mean the same): its share at or above t must not be above δ, nor shown above δ,
        nor any band above t shown worse."""
        best, right, wrong, own_seen, own_wrong, new_seen, new_wrong = None, 0, 0, 0, 0, 0, 0
        lang_seen = lang_wrong = 0
        for index in range(_BINS - 1, -1, -1):
            right += pool.right[index]
            wrong += pool.wrong[index]
            if language is not None:
                lang_seen += language.right[index] + language.wrong[index]
                lang_wrong += language.wrong[index]
                if above_bound(lang_wrong, lang_seen, self.max_error, self.confidence):
                    break
            if new_topics is not None:
                new_seen += new_topics.right[index] + new_topics.wrong[index]
                new_wrong += new_topics.wrong[index]
            if own is not None:
                own_seen += own.right[index] + own.wrong[index]
                own_wrong += own.wrong[index]
                if above_bound(own_wrong, own_seen, self.max_error, self.confidence):
                    break
            if self._band_worse(pool, index) or (language is not None and self._band_worse(language, index)):
                break  # serving this band, or anything below it, would break the bound
            if within_bound(wrong, right + wrong, self.max_error, self.confidence) and \
                    (own is None or own_seen >= MIN_OWN_TESTS) and \
                    (language is None or lang_wrong <= self.max_error * lang_seen) and \
                    (new_topics is None or within_bound(new_wrong, new_seen, self.max_error, self.confidence)):
                best = LOWEST + index * STEP
        return None if best is None else round(best, 4)

    def _band_worse(self, pool: _Pool, index: int) -> bool:
        """The band of `BAND` from this bin up is shown worse than δ, at the confidence corrected
        for the scale's disjoint bands."""
        band_wrong = sum(pool.wrong[index:index + _BAND_BINS])
        band_seen = band_wrong + sum(pool.right[index:index + _BAND_BINS])
        return above_bound(band_wrong, band_seen, self.max_error, 1.0 - (1.0 - self.confidence) / _BANDS)

    def rival_words(self, entry: Entry) -> list[Counter]:
        """The question words of the answers seen close to this one (for the second look)."""
        own = cluster_key(entry)
        cluster = self._clusters.get(own)
        if cluster is None:
            return []
        words = []
        for other in {o for seen in cluster.rivals.values() for _, o in seen}:
            rival = self._clusters.get((own[0], own[1], other))
            if rival is not None and rival.words:
                words.append(rival.words)
        return words

    def own_words(self, entry: Entry) -> Counter:
        cluster = self._clusters.get(cluster_key(entry))
        return cluster.words if cluster else Counter()

    def evidence_count(self, tenant: str, category: str, lang: str,
                       at_least: float = LOWEST) -> tuple[int, int]:
        """(right, wrong) nearest-neighbour outcomes held for a tenant, category and language,
        those scored at or above `at_least`."""
        pool = self._pools.get((tenant, category, lang))
        first = _bin(max(at_least, LOWEST))
        return (sum(pool.right[first:]), sum(pool.wrong[first:])) if pool and first is not None else (0, 0)

    def calibration_base(self, lang: str) -> float | None:
        """The least score the calibration alone certifies for a language (None: none), every
        tenant's own tests aside; a tenant's base also needs `MIN_OWN_TESTS` of its own at or
        above it (what keeps a tenant uncertified: `evidence_count` at this score)."""
        return self._learn(self._pooled, new_topics=self._pooled, language=self._calibration.get(lang))


def error_bound(settings: CacheSettings) -> ErrorBound:
    return ErrorBound(max_error=settings.cache_max_error, confidence=settings.cache_confidence,
                      rival_margin=settings.cache_rival_margin, sure_match=settings.cache_sure_match,
                      start={"knowledge": settings.cache_threshold_knowledge,
                             "compute": settings.cache_threshold_compute})


def _scored_value(obs, category: str) -> float:
    """What the pools bin an observation by: its score; for a scored category an observation
    without one (a record from before scores) counts nowhere (-1 is below every bin)."""
    if obs.score >= 0:
        return obs.score
    return -1.0 if category in SCORED else obs.similarity


def pool_key(entry: Entry) -> PoolKey:
    """Whose evidence the entry's observations join: its tenant's, for its category and the
    language of its question (the same as the requests it may serve: they share its bucket)."""
    return (entry.tenant, entry.category, language(entry.text))


def cluster_key(entry: Entry) -> ClusterKey:
    return (entry.tenant, entry.context_fp, answer_id(entry.answer))
