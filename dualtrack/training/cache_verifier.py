"""`dualtrack train cache-verifier`: fit the cache's match score (services/cache/verifier.py) and
calibrate it for questions on topics the cache has never seen.

Only the fill and traffic parts of the benchmark's data sets are used (CLINC150 train,
Banking77 less its evaluation slice, the Chinese FAQ's seen intents: `dualtrack/bench/cache_data.py`);
their evaluation parts are never read. Each draw hides a third of the intents from the cache's memory and asks 10 of
their questions (any answer served to them is wrong), and asks 5 held-back questions of every
other intent, whose other questions are the memory: new topics are a third of the answers
asked, as in the benchmark's evaluation. The first draws fit the logistic regression; the
others, with other intents hidden, count right and wrong nearest answers by score, per language
of the question asked (the calibration the error bound adds to each tenant's own evidence in
that language: bound.py; at the same score a Chinese answer was wrong far less often than an
English one). Each distinct question is counted once, in the first calibration draw that asks
it: the binomial test counts tests, and a question asked again in another draw is not a new one.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import numpy as np

from dtlib.settings import REPO_ROOT
from dtlib.text import language
from services.cache.bound import LOWEST, STEP, bin_counts
from services.cache.embedder import Embedder
from services.cache.normalise import cache_text, fold
from services.cache.verifier import FEATURES, match_features, match_score
from services.cache.words import content_words

from ..bench import cache_data

WEIGHTS = REPO_ROOT / "services" / "cache" / "verifier_weights.py"
FIT_DRAWS, CALIBRATION_DRAWS = 3, 12
HIDDEN_ASKED, KNOWN_ASKED = 10, 5
K = 8  # neighbours, as the store's search returns


def pairs(known: list[tuple[str, str]], asked: list[tuple[str, str | None]],
          vectors: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Features of each asked question against its nearest remembered one, and whether that
    one's answer is its own."""
    memory = np.stack([vectors[fold(t)] for t, _ in known])
    answers = [a for _, a in known]
    words: dict[str, Counter] = {}
    for text, answer in known:
        words.setdefault(answer, Counter()).update(content_words(text))
    rows, labels = [], []
    for text, expected in asked:
        similarities = memory @ vectors[fold(text)]
        nearest = np.argsort(-similarities)[:K]
        found = [(answers[i], float(similarities[i])) for i in nearest]
        own = found[0][0]
        rivals = [words[a] for a in {a for a, _ in found if a != own}]
        rows.append(match_features(text, known[nearest[0]][0], found, words[own], rivals))
        labels.append(own == expected)
    return np.array(rows), np.array(labels)


def draw(by_answer: dict[str, list[str]], seed: int) -> tuple[list, list]:
    rng = random.Random(seed)
    answers = sorted(by_answer)
    rng.shuffle(answers)
    many = [a for a in answers if len(by_answer[a]) > KNOWN_ASKED]
    hidden = set(many[: len(many) // 3])
    known, asked = [], []
    for answer in answers:
        texts = by_answer[answer][:]
        rng.shuffle(texts)
        if answer in hidden:
            asked += [(t, None) for t in texts[:HIDDEN_ASKED]]
        elif answer in many:
            asked += [(t, answer) for t in texts[:KNOWN_ASKED]]
            known += [(t, answer) for t in texts[KNOWN_ASKED:]]
        else:
            known += [(t, answer) for t in texts]
    return known, asked


def train(out: Path = WEIGHTS, seed: int = 2) -> dict:
    from sklearn.linear_model import LogisticRegression

    scenarios = [cache_data.clinc(seed=seed), cache_data.banking77(seed=seed), cache_data.chinese(seed=seed)]
    embedder = Embedder(threads=1).load()
    texts = sorted({fold(t) for s in scenarios for t, _ in s.entries + s.traffic})
    vectors = dict(zip(texts, embedder.embed_many(texts)))
    fit_x, fit_y, cal_x, cal_y, cal_languages = [], [], [], [], []
    calibrated: set[str] = set()  # the questions the calibration has counted
    for scenario in scenarios:
        by_answer: dict[str, list[str]] = {}
        for text, answer in scenario.entries + scenario.traffic:  # never scenario.queries
            by_answer.setdefault(answer, []).append(text)
        for n in range(FIT_DRAWS + CALIBRATION_DRAWS):
            known, asked = draw(by_answer, seed=1000 * seed + n)
            if n >= FIT_DRAWS:
                asked = [(t, a) for t, a in asked if cache_text(t) not in calibrated]
                calibrated.update(cache_text(t) for t, _ in asked)
                if not asked:
                    continue
            x, y = pairs(known, asked, vectors)
            (fit_x if n < FIT_DRAWS else cal_x).append(x)
            (fit_y if n < FIT_DRAWS else cal_y).append(y)
            if n >= FIT_DRAWS:
                cal_languages += [language(text) for text, _ in asked]
    model = LogisticRegression(C=1.0, max_iter=1000).fit(np.vstack(fit_x), np.concatenate(fit_y))
    coefficients = tuple(round(float(c), 5) for c in model.coef_[0])
    intercept = round(float(model.intercept_[0]), 5)
    write(out, coefficients, intercept, {}, {})  # the score below reads the new weights
    import importlib

    from services.cache import verifier_weights

    importlib.reload(verifier_weights)
    scores = [match_score(row) for row in np.vstack(cal_x)]
    labels = list(np.concatenate(cal_y))
    right, wrong = {}, {}
    for lang in sorted(set(cal_languages)):
        mine = [i for i, l in enumerate(cal_languages) if l == lang]
        right[lang], wrong[lang] = bin_counts([scores[i] for i in mine], [labels[i] for i in mine])
    write(out, coefficients, intercept, right, wrong)
    importlib.reload(verifier_weights)
    return {"features": dict(zip(FEATURES, coefficients)), "intercept": intercept,
            "fit_pairs": int(sum(len(y) for y in fit_y)), "calibration_pairs": len(scores),
            "calibration_by_language": {lang: {"pairs": sum(right[lang]) + sum(wrong[lang]),
                                               "wrong": sum(wrong[lang])} for lang in right},
            "calibration_wrong": int(sum(sum(w) for w in wrong.values()))}


def write(out: Path, coefficients, intercept, right: dict[str, list[int]], wrong: dict[str, list[int]]) -> None:
    out.write_text(
        '"""The match score\'s logistic regression (verifier.py) and its calibration on questions of\n'
        'hidden topics (bound.py), written by `dualtrack train cache-verifier`; features in\n'
        '`verifier.FEATURES` order. CALIBRATION_RIGHT / _WRONG: by language of the question asked,\n'
        f'nearest answers right and wrong by score, in bins of {STEP} from {LOWEST}."""\n\n'
        f"COEFFICIENTS = {coefficients!r}\nINTERCEPT = {intercept!r}\n"
        f"CALIBRATION_RIGHT = {_by_language(right)}\nCALIBRATION_WRONG = {_by_language(wrong)}\n")


def _by_language(counts: dict[str, list[int]]) -> str:
    return "{" + "".join(f"\n    {lang!r}: {tuple(c)!r}," for lang, c in sorted(counts.items())) + "\n}" if counts else "{}"
