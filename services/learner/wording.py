"""A candidate's words: the fewest content words that cover its answer's requests and no
request answered otherwise, and the exclusions learned from near neighbours with other answers."""

from __future__ import annotations

import math
from collections import Counter

import msgspec
import numpy as np

from dtlib.records import RuleSpec

from .terms import is_content, most_common, split_word_patterns, words_patterns
from .window import MiningConfig, Window


def match_terms(window: Window, members: list[int], cfg: MiningConfig,
                need: int | None = None) -> tuple[list[str], set[int]]:
    """Greedy: add the content word that keeps the most same-answer requests and drops the most
    others, until no differently-answered request is left (or the terms run out)."""
    positives = window.by_outcome[window.samples[members[0]].outcome.key]
    member_set = set(members)
    need = need or max(2, math.ceil(0.25 * len(members)))
    df = Counter(t for i in members for t in window.surface[i] if is_content(t))
    options = sorted(t for t, n in df.items() if n >= need)  # sorted: ties go the same way every run
    covered = set(range(len(window.samples)))
    chosen: list[str] = []
    for _ in range(cfg.max_terms):
        best, best_score = None, None
        for term in options:
            if term in chosen:
                continue
            cov = covered & window.index[term]
            pos = len(cov & positives)
            if pos < cfg.min_support or len(cov & member_set) < cfg.min_support:
                continue
            score = (pos - cfg.negative_weight * (len(cov) - pos), len(cov & member_set), -len(term))
            if best_score is None or score > best_score:
                best, best_score = term, score
        if best is None:
            break
        chosen.append(best)
        covered &= window.index[best]
        if len(covered - positives) <= fixable(len(covered & positives), cfg):
            break
    return tighten(window, chosen, covered, options, cfg)


def tighten(window: Window, chosen: list[str], covered: set[int], options: list[str],
            cfg: MiningConfig) -> tuple[list[str], set[int]]:
    """Add a word that (nearly) every covered request also has: it costs almost no coverage
    and keeps the rule off questions that share only its one word ("vacation" alone answers
    "a good place to vacation"; "vacation" with "days" does not)."""
    if not chosen or len(chosen) >= cfg.max_terms or cfg.tighten_keep >= 1.0:
        return chosen, covered
    best, best_cov = None, None
    for term in options:
        if term in chosen or any(term in c or c in term for c in chosen):
            continue
        cov = covered & window.index[term]
        if len(cov) >= cfg.tighten_keep * len(covered) and (best_cov is None or len(cov) > len(best_cov)):
            best, best_cov = term, cov
    if best is None:
        return chosen, covered
    return chosen + [best], best_cov


def separating_words(window: Window, own: set[int], rivals: set[str], cfg: MiningConfig
                     ) -> tuple[list[str], set[int]]:
    """Words that tell this answer's questions from those of `rivals` (the other answers whose
    questions also say the rule's words): used by at least `separate_min_count` of `own` (the
    answer's questions the rule's words cover) and by none of the rivals' questions in the
    window. Greedy cover of `own`, most covering first; (words, the part of `own` they cover).

    A rule on words that near-duplicate answers share ("my insurance" asked of an insurance
    plan and of changing it) is told apart from them by exclusions only where the window
    happened to say something else too; the next sibling question that does not is answered
    wrongly. Asking for one of the words that only its own kind of question says ("change",
    "switch", "new") keeps it off the sibling's questions, seen or not."""
    rival_terms: set[str] = set()
    for key in rivals:
        for i in window.by_outcome.get(key, ()):
            rival_terms |= window.terms[i]
    df = Counter(t for i in own for t in window.surface[i] if is_content(t) and t not in rival_terms)
    options = {t: own & window.index[t] for t, n in df.items() if n >= cfg.separate_min_count}
    chosen: list[str] = []
    covered: set[int] = set()
    while options and len(chosen) < cfg.max_separating:
        term = max(options, key=lambda t: (len(options[t] - covered), -len(t), t))
        gain = options.pop(term) - covered
        if len(gain) < cfg.separate_min_count:
            break
        chosen.append(term)
        covered |= gain
    return chosen, covered


def shared_extra_word(window: Window, wrong: set[int], positives: set[int],
                      cfg: MiningConfig) -> bool:
    """Whether `wrong` (at least `min_support` of them: a kind of question) all say one content
    word none of `positives` used: then an exclusion of that word keeps the rule off that kind
    of question, seen or not ("my account was hacked, reset my password" against "reset my
    password")."""
    if len(wrong) < cfg.min_support:
        return False
    used = set().union(*(window.terms[i] for i in positives)) if positives else set()
    common = set.intersection(*(window.surface[i] for i in wrong))
    return any(is_content(t) and t not in used for t in common)


def fixable(positives: int, cfg: MiningConfig) -> int:
    """Differently-answered requests an exclusion may take out of a match. More than a few
    means the words are not specific: excluding what was seen would not exclude what comes."""
    return int(cfg.max_fixable_share * positives)


def near_neighbours(window: Window, covered: set[int], positives: set[int], k: int) -> list[int]:
    """The differently-answered requests most similar to what the rule covers."""
    if not covered or k <= 0:
        return []
    others = [i for i in range(len(window.samples)) if i not in positives]
    if not others:
        return []
    vectors = window.vectors
    centroid = np.asarray(vectors[sorted(covered)].mean(axis=0))
    scores = np.asarray(vectors[others] @ centroid.T).ravel()
    order = np.argsort(-scores, kind="stable")[:k]
    return [others[j] for j in order if scores[j] > 0]


def exclusions(window: Window, wrong: set[int], near: list[int], positives: set[int],
               cfg: MiningConfig) -> list[str] | None:
    """Words that take the wrongly covered requests out (None: they cannot all be taken out),
    then words the near neighbours share that no same-answer request ever used."""
    in_positives = set().union(*(window.terms[i] for i in positives)) if positives else set()
    chosen: list[str] = []
    left = set(wrong)
    while left:
        counts = Counter(t for i in left for t in window.surface[i]
                         if t not in in_positives and is_content(t))
        if not counts or len(chosen) >= cfg.max_exclusions:
            return None
        term = max(sorted(counts), key=lambda t: (counts[t], -len(t)))  # sorted: ties alike every run
        if counts[term] < 2 and len(wrong) > fixable(len(positives), cfg):
            # Excluding one-off words is memorising the window: the match is not specific.
            return None
        chosen.append(term)
        left -= window.index[term]
    # The marker words of the answers near neighbours got: a question that also says one of
    # them may be asking for that answer ("how do i say see you later in french").
    for outcome_key in dict.fromkeys(window.samples[i].outcome.key for i in near):
        for term in window.markers(outcome_key, cfg):
            if len(chosen) >= cfg.max_exclusions:
                return chosen
            if term not in in_positives and term not in chosen:
                chosen.append(term)
    counts = Counter(t for i in near for t in window.surface[i]
                     if t not in in_positives and is_content(t) and " " not in t)
    for term, n in most_common(counts):
        if len(chosen) >= cfg.max_exclusions or n < 2:
            break
        if term not in chosen:
            chosen.append(term)
    return chosen


def claimed_words(spec: RuleSpec) -> set[str]:
    """The words that alone make a rule answer (its `any` words, or its one `all` word)."""
    m = spec.match
    if m is None or m.regex:
        return set()
    if m.all:
        return set(m.all) if len(m.all) == 1 and not m.any else set()
    return set(m.any)


def other_answers_words(window: Window, outcome_key: str, claimed: dict[str, set[str]],
                        cfg: MiningConfig) -> set[str]:
    """Words that point at another answer and that this answer's requests never used: the
    marker words of other answers, and the words other answers' rules answer on. A question
    that says one of them may be asking for that other answer, so the rule passes it on ("how
    do i say see you later in french" is not a goodbye when "say" answers translations)."""
    positives = window.by_outcome.get(outcome_key, set())
    used = set().union(*(window.terms[i] for i in positives)) if positives else set()
    words = set().union(*(w for k, w in window.marker_words(cfg).items() if k != outcome_key),
                        *(w for k, w in claimed.items() if k != outcome_key))
    words |= foreign_words(window, outcome_key, cfg)
    return {w for w in words - used if " " not in w}


def foreign_words(window: Window, outcome_key: str, cfg: MiningConfig) -> set[str]:
    """The words another answer's questions keep using (`foreign_min_count` of them) and this
    answer's never did, once it was asked often enough (`foreign_min_answers`) for that to mean
    something: a question that says one is likely another kind of question ("ask" is not "what
    can i ask you" in "how do i ask about the weather in chinese")."""
    positives = window.by_outcome.get(outcome_key, set())
    if not cfg.foreign_min_count or len(positives) < cfg.foreign_min_answers:
        return set()
    used = set().union(*(window.terms[i] for i in positives))
    words = window.characteristic_words(cfg.foreign_min_count)
    return set().union(*(w for k, w in words.items() if k != outcome_key)) - used


def with_other_answers_words(spec: RuleSpec, words: set[str]) -> RuleSpec | None:
    """`spec` excluding `words` too (in its words pattern); None when it already does."""
    old, kept = split_word_patterns(spec.exclude_regex)
    if words <= old:
        return None
    return msgspec.structs.replace(spec, exclude_regex=[*kept, *words_patterns(old | words)])


