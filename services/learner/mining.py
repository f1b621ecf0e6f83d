"""Mining: recent slow-path answers of one tenant → candidate fast-path rules.

1. Cluster the requests by their content words (TF-IDF, agglomerative clustering on cosine
   distance). A cluster whose answers disagree is cut again at a tighter distance; one that
   still disagrees at the tightest cut is rejected, never turned into a rule.
2. A cluster becomes a candidate when it recurs (at least `min_support` requests), every answer
   in it is the same (the same text, or the same sandbox op over the question's numbers), and
   nobody reported that answer wrong. What clusters leave of an answer is grouped by answer.
3. The candidate's match is learned against the whole window (wording.py): the fewest content
   words that cover its answer's requests and none answered otherwise. When those words also
   match questions of another answer (a near-duplicate: "my insurance" asked of a plan and of
   changing it), the rule must also say one of the words only its own answer's questions use
   ("change", "switch"), or it is not proposed (unless those questions all say one word of
   their own, which is then excluded). Exclusions come from near neighbours with other
   answers, and from words that point at other answers (their marker words, the words their
   rules answer on). A computation becomes a regex whose number
   slots are the op's parameters, validated as numbers (rulegen.py).
4. Every candidate is checked with the rules service's own matching on the whole window: all
   it would answer must have had its answer. It carries the trace ids it came from. Single-word
   candidates of one answer are merged into one rule (any of the words).

Pure functions: the learner service runs them on rows from PostgreSQL, the benchmark on its
replay. No I/O here.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from dtlib.records import RuleMatch, RuleSpec
from dtlib.text import normalise

from .outcome import Outcome
from .rulegen import NO_DIGITS, QUOTES, all_tried, answer_rule, op_rule, fingerprint, rule_id_for
from .window import MiningConfig, Sample, Window, cluster, rule_matcher
from .terms import terms_of, words_patterns
from .wording import claimed_words, foreign_words, other_answers_words, with_other_answers_words

__all__ = ["Candidate", "KnownRule", "MiningConfig", "MiningResult", "Rejection", "Sample",
           "drop_superseded", "mine", "rule_matcher"]


@dataclass
class KnownRule:
    """A rule the tenant already has (any status): the miner neither repeats nor resurrects it."""

    rule_id: str
    fingerprint: str
    status: str
    outcome_key: str
    spec: RuleSpec | None = None


@dataclass
class Candidate:
    rule_id: str
    fingerprint: str
    tenant: str
    outcome: Outcome
    spec: RuleSpec
    sources: list[str]  # trace ids of the cluster: the rule's provenance
    support: int  # requests in the window it matches, all answered alike
    cluster_size: int


@dataclass
class Rejection:
    size: int
    reason: str
    example: str
    outcomes: int = 1


@dataclass
class MiningResult:
    tenant: str
    samples: int
    clusters: int = 0
    candidates: list[Candidate] = field(default_factory=list)
    rejections: list[Rejection] = field(default_factory=list)
    refreshed: list[tuple[str, set[str]]] = field(default_factory=list)  # (rule, words to exclude too)
    seconds: float = 0.0

    def reasons(self) -> Counter[str]:
        return Counter(r.reason for r in self.rejections)


def drop_superseded(samples: list[Sample], superseded: list[tuple[str, float]]) -> list[Sample]:
    """Without the answers a removed rule gave, from before its removal: the rule went because
    they stopped being right, so they are stale evidence (what the slow path answers since
    is not)."""
    until = dict(superseded)
    return [s for s in samples if s.at > until.get(s.outcome.key, float("-inf"))]


def pure_clusters(window: Window, cfg: MiningConfig, result: MiningResult) -> list[list[int]]:
    """Clusters that recur and agree; disagreeing ones are cut tighter, then rejected."""
    out: list[list[int]] = []
    pending = [(list(range(len(window.samples))), 0)]
    while pending:
        members, level = pending.pop()
        for group in cluster(window, members, cfg.cluster_distances[level]):
            kinds = {window.samples[i].outcome.kind for i in group}
            if len(group) < min(cfg.support(kind) for kind in kinds):
                continue
            outcomes = {window.samples[i].outcome.key for i in group}
            if len(outcomes) > 1:
                if level + 1 < len(cfg.cluster_distances):
                    pending.append((group, level + 1))
                else:
                    result.rejections.append(Rejection(len(group), "conflicting outcomes",
                                                       window.samples[group[0]].text, len(outcomes)))
                continue
            if window.samples[group[0]].outcome.key in window.flagged_outcomes:
                # Someone said this answer was wrong for a request like these: not a rule.
                result.rejections.append(Rejection(len(group), "negative feedback",
                                                   window.samples[group[0]].text))
                continue
            out.append(group)
    result.clusters = len(out)
    return sorted(out, key=len, reverse=True)


def mine(tenant: str, samples: list[Sample], known: list[KnownRule] | None = None,
         cfg: MiningConfig | None = None, now: float | None = None,
         sources: dict[str, list[str]] | None = None) -> MiningResult:
    """Candidate rules from one tenant's recent slow-path answers. With `sources` (rule id →
    the questions it was learned from), known rules are refreshed too: they learn to pass on
    the words that point at answers learned since (`result.refreshed`)."""
    started = time.perf_counter()
    cfg = cfg or MiningConfig()
    live_known = [k for k in known or [] if k.spec is not None and k.status not in ("removed", "rejected")]
    result = MiningResult(tenant, len(samples))
    if len(samples) < min(cfg.min_support, cfg.computation_support):
        return result
    # One order whatever order the rows came in: which family a request joins first, and which
    # of two equally good words is chosen, must not depend on it.
    window = Window(sorted(samples, key=lambda s: (s.at, s.trace_id)))
    fingerprints = {k.fingerprint: k for k in known or []}
    # What same-answer rules already cover needs no new rule.
    covered: dict[str, set[int]] = {}
    for rule in live_known:
        covered.setdefault(rule.outcome_key, set()).update(window.extension(rule.spec))  # type: ignore[arg-type]
    proposals: list[_Proposal] = []
    for members in pure_clusters(window, cfg, result):
        _cover(tenant, members, window, fingerprints, covered, cfg, proposals, result)
    for key, positives in sorted(window.by_outcome.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        # What clustering left of each answer (clusters too small on their own): requests
        # answered alike that share a word.
        if key not in window.flagged_outcomes:
            _cover(tenant, sorted(positives), window, fingerprints, covered, cfg, proposals,
                   None, need=cfg.support(window.samples[next(iter(positives))].outcome.kind))
    proposals = _merge_single_words(window, proposals)
    claimed: dict[str, set[str]] = {}
    for rule in live_known:
        claimed.setdefault(rule.outcome_key, set()).update(claimed_words(rule.spec))  # type: ignore[arg-type]
    for p in proposals:
        claimed.setdefault(p.outcome.key, set()).update(claimed_words(p.spec))
    for p in proposals:
        if p.outcome.kind == "answer" and not _exclude_other_answers(window, p, claimed, cfg):
            continue
        fp = fingerprint(tenant, p.outcome.key, p.spec.match)  # type: ignore[arg-type]
        result.candidates.append(_finish(tenant, fp, p, window, now))
    if sources is not None:
        result.refreshed = _refresh(window, live_known, claimed, sources, cfg)
    result.seconds = time.perf_counter() - started
    return result


def _refresh(window: Window, known: list[KnownRule], claimed: dict[str, set[str]],
             sources: dict[str, list[str]], cfg: MiningConfig) -> list[tuple[str, set[str]]]:
    """Rules learned earlier exclude the words other answers' rules answer on (a question saying
    one of them is claimed by two rules with different answers, and a rule never guesses), and
    the words other answers' questions have come to use since. Only ever narrowing: a rule
    never answers more than it was checked on."""
    out = []
    for rule in known:
        spec = rule.spec
        if spec is None or spec.action is None or not spec.action.answer or rule.rule_id not in sources:
            continue
        own = set().union(*(terms_of(normalise(t)) for t in sources[rule.rule_id]))
        words = set().union(*(w for k, w in claimed.items() if k != rule.outcome_key))
        words |= foreign_words(window, rule.outcome_key, cfg)
        words = {w for w in words if " " not in w} - own - claimed_words(spec)
        if words and with_other_answers_words(spec, words) is not None:
            out.append((rule.rule_id, words))
    return out


def _cover(tenant: str, members: list[int], window: Window, fingerprints: dict[str, KnownRule],
           covered: dict[str, set[int]], cfg: MiningConfig, proposals: list[_Proposal],
           result: MiningResult | None, need: int | None = None) -> None:
    """Sequential covering: one group may need a few rules (its requests say the same thing in
    different words); each next rule is learned from what is still uncovered. A computation's
    requests are each tried once per reading as the first of a family (`op_rule`), so one
    family that gives no rule does not end the covering while other members have not been
    tried."""
    outcome = window.samples[members[0]].outcome
    already = covered.setdefault(outcome.key, set())
    tried: set[tuple[int, str]] = set()
    proposed = 0
    for _ in range(cfg.max_families if outcome.kind == "op" else cfg.max_terms * 3):
        remaining = [i for i in members if i not in already]
        if len(remaining) < cfg.support(outcome.kind):
            return
        why_not = _propose(tenant, outcome, remaining, window, fingerprints, already, cfg,
                           proposals, need, tried)
        proposed += not why_not
        if why_not and outcome.kind == "op" and not all_tried(tried, remaining):
            continue
        if why_not:
            if result is not None and not proposed:
                result.rejections.append(Rejection(len(members), why_not, window.samples[members[0]].text))
            return


def _exclude_other_answers(window: Window, p: _Proposal, claimed: dict[str, set[str]],
                           cfg: MiningConfig) -> bool:
    """Add the words that point at other answers as one exclusion pattern; False when the rule
    is left with too little to answer."""
    words = other_answers_words(window, p.outcome.key, claimed, cfg)
    if not words:
        return True
    p.spec.exclude_regex.extend(words_patterns(words))
    p.extension = window.extension(p.spec)
    return len(p.extension) >= cfg.min_support


@dataclass
class _Proposal:
    outcome: Outcome
    spec: RuleSpec
    members: list[int]
    extension: set[int]
    near: list[int]


def _propose(tenant: str, outcome: Outcome, members: list[int], window: Window,
             fingerprints: dict[str, KnownRule], already: set[int], cfg: MiningConfig,
             proposals: list[_Proposal], need: int | None = None,
             tried: set[tuple[int, str]] | None = None) -> str:
    """Add one proposal for `members`; or say why there is none. `tried`: see `op_rule`."""
    if outcome.kind == "op":
        built = op_rule(window, members, cfg, tried)
    else:
        built = answer_rule(window, members, cfg, need)
    if isinstance(built, str):
        return built
    spec, near = built
    fp = fingerprint(tenant, outcome.key, spec.match)  # type: ignore[arg-type]
    if fp in fingerprints:
        return f"the same rule is already {fingerprints[fp].status}"
    extension = window.extension(spec)
    if extension - window.agreeing(outcome.key):
        return "conflicting outcomes among its matches"
    if len(extension - already) < cfg.support(outcome.kind):
        return "already covered"
    already.update(extension)
    fingerprints[fp] = KnownRule("", fp, "candidate", outcome.key)
    proposals.append(_Proposal(outcome, spec, members, extension, near))
    return ""


def _merge_single_words(window: Window, proposals: list[_Proposal]) -> list[_Proposal]:
    """One rule per answer for the single words that each alone answer it ("alarm", "wake me"):
    it gathers shadow evidence as fast as all of them together, and reads as one rule."""
    out: list[_Proposal] = []
    singles: dict[str, list[_Proposal]] = {}
    for p in proposals:
        m = p.spec.match
        if p.outcome.kind == "answer" and m is not None and len(m.all) == 1 and not m.any:
            singles.setdefault(p.outcome.key, []).append(p)
        else:
            out.append(p)
    for group in singles.values():
        if len(group) == 1:
            out.append(group[0])
            continue
        first = group[0]
        exclude = list(dict.fromkeys(e for p in group for e in p.spec.exclude))
        shared = [x for x in (NO_DIGITS, QUOTES) if all(x in p.spec.exclude_regex for p in group)]
        spec = RuleSpec(id="", match=RuleMatch(any=[p.spec.match.all[0] for p in group]),  # type: ignore[union-attr]
                        exclude=exclude, exclude_regex=shared, action=first.spec.action)
        extension = window.extension(spec)
        if extension - window.by_outcome[first.outcome.key]:
            out.extend(group)  # cannot happen (exclusions only take out); keep them apart if so
            continue
        members = [i for p in group for i in p.members]
        near = list(dict.fromkeys(i for p in group for i in p.near))
        out.append(_Proposal(first.outcome, spec, members, extension, near))
    return out


def _finish(tenant: str, fp: str, p: _Proposal, window: Window, now: float | None) -> Candidate:
    rule_id = rule_id_for(fp)
    spec = p.spec
    fires = rule_matcher(spec)
    sources = sorted({window.samples[i].trace_id for i in set(p.members) | p.extension})
    spec.id = rule_id
    spec.scope = tenant
    spec.status = "shadow"
    spec.description = (f"learned from {len(sources)} slow-path answers, e.g. "
                        f"{window.samples[p.members[0]].text!r}")
    spec.examples = [window.samples[i].text for i in p.members[:3]]
    spec.counter_examples = [window.samples[i].text for i in p.near
                             if not fires(window.samples[i].norm)][:3]
    spec.source = sources[:100]
    spec.updated_at = now if now is not None else time.time()
    return Candidate(rule_id, fp, tenant, p.outcome, spec, sources, len(p.extension), len(p.members))
