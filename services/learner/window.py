"""The miner's view of one tenant's recent slow-path answers: the samples, their words (an
inverted index), their TF-IDF vectors and clusters, and which samples a rule answers: the rules
service's own matcher (dtlib.rulematch), narrowed by the index for speed."""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import islice, permutations, product

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.cluster import AgglomerativeClustering
from sklearn.feature_extraction.text import TfidfVectorizer

from dtlib.records import RuleSpec
from dtlib.rulematch import RuleError, compile_rule
from dtlib.text import normalise

from .outcome import Outcome, expression_shape, number_values
from .terms import is_content, most_common, terms_of

log = logging.getLogger(__name__)


@dataclass
class Sample:
    """One slow-path answer the miner learns from."""

    trace_id: str
    text: str
    outcome: Outcome
    at: float = 0.0
    flagged: bool = False  # someone reported this answer wrong
    norm: str = field(init=False, default="")

    def __post_init__(self) -> None:
        self.norm = normalise(self.text)


@dataclass(frozen=True)
class MiningConfig:
    min_support: int = 5  # requests a cluster needs before it can become a rule
    computation_support: int = 3  # ... a computation rule (requests worded alike, programs agreeing)
    cluster_distances: tuple[float, ...] = (0.8, 0.6, 0.4)  # cosine-distance cuts, loosest first
    max_terms: int = 3  # words a match may require together
    max_exclusions: int = 12
    markers_per_answer: int = 3  # words only one answer's requests use, excluded by near rules
    marker_min_count: int = 2
    near_neighbours: int = 15  # differently-answered requests closest to a cluster, for exclusions
    negative_weight: float = 10.0  # how much a wrongly covered request costs against a right one
    tighten_keep: float = 0.9  # a second word every so many of a one-word rule's requests have
    max_fixable_share: float = 0.03  # wrong matches (per right one) exclusions may take out
    # Words another answer's questions keep using (this many of them) and a rule's answer never
    # did are excluded (0: off), once its answer was given `foreign_min_answers` times.
    foreign_min_count: int = 5
    foreign_min_answers: int = 30
    # When a rule's words also match questions answered otherwise (a near-duplicate answer),
    # it must also say one of the words only its own answer's questions use (wording.py).
    separate_rivals: bool = True
    separate_min_count: int = 2  # own questions a separating word must be used by
    max_separating: int = 12
    # Computation rules: a question joins a family while the wording it shares with the first
    # keeps this share of the first's tokens; a pattern needs this many words.
    family_keep: float = 0.6
    min_pattern_words: int = 3
    family_misses: int = 10  # questions in a row that do not join before a family is closed
    max_families: int = 200  # families tried per operation shape and mining run

    def support(self, kind: str) -> int:
        """Requests a candidate of this outcome kind ("answer", "op") needs."""
        return self.computation_support if kind == "op" else self.min_support

    @classmethod
    def from_settings(cls, s) -> "MiningConfig":
        cuts = tuple(float(x) for x in s.learner_cluster_distances.split(",") if x.strip())
        return cls(min_support=s.learner_min_support,
                   computation_support=s.learner_computation_min_support, cluster_distances=cuts or cls.cluster_distances,
                   foreign_min_count=s.learner_foreign_min_count,
                   foreign_min_answers=s.learner_foreign_min_answers)


def rule_matcher(spec: RuleSpec) -> Callable[..., bool]:
    """A predicate on a normalised request (and its context): would the rules service answer it
    with this rule? The rules service's own compiled rule decides; a spec it could not compile
    it skips, so that one answers nothing."""
    try:
        rule = compile_rule(spec, "learner")
    except RuleError as exc:
        log.warning("rule %s answers nothing: %s", spec.id or "(candidate)", exc)
        return lambda norm, context=None: False
    return rule.would_answer


class Window:
    """The samples of one tenant with their term sets and an inverted index."""

    def __init__(self, samples: list[Sample]) -> None:
        self.samples = samples
        self.terms = [terms_of(s.norm) for s in samples]
        self.surface = [terms_of(s.norm, surface=True) for s in samples]
        self.index: dict[str, set[int]] = {}
        for i, terms in enumerate(self.terms):
            for t in terms:
                self.index.setdefault(t, set()).add(i)
        self.by_outcome: dict[str, set[int]] = {}
        for i, s in enumerate(samples):
            self.by_outcome.setdefault(s.outcome.key, set()).add(i)
        self._vectors = None
        self._markers: dict[str, list[str]] = {}
        self._all_markers: dict[str, set[str]] | None = None
        self._characteristic: dict[int, dict[str, set[str]]] = {}
        self.flagged_outcomes = {s.outcome.key for s in samples if s.flagged}
        self._names: frozenset[str] | None = None
        self._also: dict[str, set[int]] = {}  # op key → requests whose program it may be too
        for i, s in enumerate(samples):
            for key in other_readings(s):
                self._also.setdefault(key, set()).add(i)

    def agreeing(self, outcome_key: str) -> set[int]:
        """The requests an op of this key gets right: those answered with it, and those whose
        program is it with equal numbers in other places ("9 + 4 - 4" is "{n1} + {n2} - {n3}"
        and "{n1} + {n3} - {n2}"): a rule of either is right on them, so neither is a conflict."""
        return self.by_outcome.get(outcome_key, set()) | self._also.get(outcome_key, set())

    @property
    def names(self) -> frozenset[str]:
        """Words the window's requests write as names: capitalised inside a sentence ("does Tim
        have") and never in lower case. A computation rule has a slot for them, and never
        excludes one (another person is asked the same thing)."""
        if self._names is None:
            capitalised, lower = set(), set()
            for s in self.samples:
                before, previous = "", "."
                for m in _NAME_TOKEN.finditer(s.text):
                    word = m.group()
                    starts = previous in _SENTENCE_ENDS and before not in _TITLES  # "Mrs. Hilt"
                    if word[0].isupper() and len(word) > 1 and not starts:
                        capitalised.add(word.lower())
                    elif word[0].islower():
                        lower.add(word)
                    before, previous = previous, word
            self._names = frozenset(capitalised - lower)
        return self._names

    @property
    def vectors(self):
        if self._vectors is None:
            vectorizer = TfidfVectorizer(analyzer=_cluster_terms, sublinear_tf=True)
            texts = [s.norm for s in self.samples]
            try:
                self._vectors = vectorizer.fit_transform(texts)
            except ValueError:  # not one content word in the whole window
                self._vectors = csr_matrix((len(texts), 1))
        return self._vectors

    def markers(self, outcome_key: str, cfg: "MiningConfig") -> list[str]:
        """Words only this answer's requests use, most frequent first."""
        if outcome_key not in self._markers:
            members = self.by_outcome[outcome_key]
            df = Counter(t for i in members for t in self.surface[i] if " " not in t and is_content(t))
            found = [t for t, n in most_common(df) if n >= cfg.marker_min_count
                     and not (self.index.get(t, set()) - members)]
            self._markers[outcome_key] = found[:cfg.markers_per_answer]
        return self._markers[outcome_key]

    def marker_words(self, cfg: "MiningConfig") -> dict[str, set[str]]:
        """Every answer's marker words: used by its requests (at least `marker_min_count`
        times) and by no other answer's."""
        if self._all_markers is None:
            self._all_markers = {}
            for key, members in self.by_outcome.items():
                df = Counter(t for i in members for t in self.surface[i]
                             if " " not in t and is_content(t))
                self._all_markers[key] = {t for t, n in df.items() if n >= cfg.marker_min_count
                                          and not (self.index.get(t, set()) - members)}
        return self._all_markers

    def characteristic_words(self, min_count: int) -> dict[str, set[str]]:
        """Per answer, the content words at least `min_count` of its questions write."""
        if min_count not in self._characteristic:
            self._characteristic[min_count] = {
                key: {t for t, n in Counter(t for i in members for t in self.surface[i]
                                            if " " not in t and is_content(t)).items() if n >= min_count}
                for key, members in self.by_outcome.items()}
        return self._characteristic[min_count]

    def extension(self, spec: RuleSpec) -> set[int]:
        """The samples the rule answers: narrowed by the index (a superset for the words a
        learned rule uses), then checked with the rules service's matcher."""
        fires = rule_matcher(spec)
        m = spec.match
        pool: set[int] | None = None
        if m is not None and m.all:
            pool = set.intersection(*(self.index.get(t, set()) for t in m.all))
        if m is not None and m.any:
            some = set().union(*(self.index.get(t, set()) for t in m.any))
            pool = some if pool is None else pool & some
        candidates = range(len(self.samples)) if pool is None else sorted(pool)
        return {i for i in candidates if fires(self.samples[i].norm)}


_MAX_READINGS = 24  # permutations of equal numbers tried per request


def other_readings(sample: Sample) -> set[str]:
    """The op keys of the same program with the question's equal numbers in each other's places:
    "(9 + 4) - 4" over "won 9 … spent 4 … won 4 more" was read with the first 4 where the
    model meant the second; which one it meant, nothing in the request tells."""
    outcome = sample.outcome
    template = outcome.args.get("expression") if outcome.kind == "op" and outcome.op == "expr" else None
    if not isinstance(template, str):
        return set()
    values = number_values(sample.text)
    groups = [[k for k, v in enumerate(values) if v == value] for value in dict.fromkeys(values)]
    groups = [g for g in groups if len(g) > 1]
    if not groups:
        return set()
    keys: set[str] = set()
    for orders in islice(product(*(permutations(g) for g in groups)), _MAX_READINGS):
        moved = {g[k] + 1: order[k] + 1 for g, order in zip(groups, orders) for k in range(len(g))}
        shape = expression_shape(_SLOT.sub(lambda m: f"{{n{moved.get(int(m.group(1)), int(m.group(1)))}}}", template))
        if shape is not None:
            keys.add(f"op:expr:{len(values)}:{shape}")
    return keys - {outcome.key}


_SLOT = re.compile(r"\{n(\d+)\}")
_NAME_TOKEN = re.compile(r"[A-Za-z]+|[^\w\s]")
_SENTENCE_ENDS = frozenset(".!?")
_TITLES = frozenset({"Mr", "Mrs", "Ms", "Dr"})


def _cluster_terms(norm: str) -> list[str]:
    """What requests are clustered by: their content words (a number is just "a number").
    Stopwords and word pairs would make paraphrases of one question look unlike each other."""
    return sorted(t for t in terms_of(norm, numbers_as="#", surface=True)
                  if t == "#" or (" " not in t and is_content(t)))


def cluster(window: Window, members: list[int], distance: float) -> list[list[int]]:
    """Agglomerative clustering (average linkage) of `members` on the cosine distance of their
    TF-IDF vectors, cut at `distance`."""
    if len(members) < 2:
        return [members]
    x = window.vectors[members]
    similarity = (x @ x.T).toarray()
    distances = np.clip(1.0 - similarity, 0.0, 2.0)
    labels = AgglomerativeClustering(n_clusters=None, metric="precomputed", linkage="average",
                                     distance_threshold=distance).fit_predict(distances)
    groups: dict[int, list[int]] = {}
    for member, label in zip(members, labels):
        groups.setdefault(int(label), []).append(member)
    return list(groups.values())


