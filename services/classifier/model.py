"""The trained model: loading the artifact and scoring one request in well under a millisecond.

The artifact (written by `dualtrack train classifier`, see dualtrack/training/) is a joblib file
holding scikit-learn objects: a character n-gram TfidfVectorizer, a StandardScaler for the
engineered features, a CalibratedClassifierCV (sigmoid) over a logistic regression that scores
"deterministically computable", and a second logistic regression that tells open questions from
lookups. Next to it, metrics.json holds its version, held-out metrics and the calibrated
thresholds, and scorer.npz the fitted weights as plain arrays, which is what the service loads.

scikit-learn's predict_proba costs about a millisecond per call in input validation alone, so
`Scorer` computes the same numbers from those weights in plain Python (the training run checks
that both agree to 1e-9).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from itertools import repeat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from dtlib.perception import Mentions

from .features import dense_features, model_text

MODEL_FILE = "model.joblib"  # the scikit-learn objects, for training and checks
SCORER_FILE = "scorer.npz"  # their weights, what the service loads (Scorer)
# The n-grams of the first 160 characters decide; a longer text costs more and says no more about
# whether it is a computation (training texts are shorter). Training truncates the same way.
MAX_MODEL_CHARS = 160
METRICS_FILE = "metrics.json"


@dataclass(frozen=True)
class Scores:
    computable: float  # calibrated probability that a program answers this exactly
    open: float  # probability that a non-computable request is open-ended rather than a lookup


class Scorer:
    """The fitted weights as plain arrays (`WEIGHTS`), read from the artifact's scikit-learn objects
    once, at training (`of_artifact`), and written beside them (`save`): the service loads them
    (`load`) without importing scikit-learn, whose modules and unpickling were 1.3 s of CPU of
    each classifier start (measured)."""

    def __init__(self, weights: dict[str, np.ndarray]) -> None:
        self._ngram_range = (int(weights["ngram_range"][0]), int(weights["ngram_range"][1]))
        self._index = {term: column for column, term in enumerate(weights["terms"].tolist())}
        self._idf = np.asarray(weights["idf"], dtype=np.float64)
        self._text_compute = np.asarray(weights["text_compute"], dtype=np.float64)
        self._text_open = np.asarray(weights["text_open"], dtype=np.float64)
        self._mean = [float(x) for x in weights["mean"]]
        self._scale = [float(x) for x in weights["scale"]]
        self._dense_weight = float(weights["dense_weight"])
        self._dense_compute = [float(x) for x in weights["dense_compute"]]
        self._dense_open = [float(x) for x in weights["dense_open"]]
        self._bias_compute = float(weights["bias_compute"])
        self._bias_open = float(weights["bias_open"])
        self._open_sign = float(weights["open_sign"])
        self._cal_a, self._cal_b = float(weights["cal_a"]), float(weights["cal_b"])
        self.weights = weights

    @classmethod
    def of_artifact(cls, artifact: dict[str, Any]) -> Scorer:
        """The weights of the artifact's scikit-learn objects (training's `fit`)."""
        vectorizer = artifact["vectorizer"]
        calibrated = artifact["compute_model"].calibrated_classifiers_[0]
        base, calibrator = calibrated.estimator, calibrated.calibrators[0]
        kind = artifact["kind_model"]
        coef, kind_coef = base.coef_.ravel(), kind.coef_.ravel()
        n_text = len(vectorizer.idf_)
        if vectorizer.analyzer != "char_wb" or not vectorizer.lowercase:
            raise ValueError("the scorer reads character n-grams within words (char_wb), lower-cased")
        terms = [""] * n_text
        for term, column in vectorizer.vocabulary_.items():
            terms[column] = term
        scaler = artifact["scaler"]
        return cls({
            "ngram_range": np.asarray(vectorizer.ngram_range, dtype=np.int64),
            "terms": np.asarray(terms, dtype=str),
            "idf": np.asarray(vectorizer.idf_, dtype=np.float64),
            "text_compute": np.asarray(coef[:n_text], dtype=np.float64),
            "text_open": np.asarray(kind_coef[:n_text], dtype=np.float64),
            "mean": np.asarray(scaler.mean_, dtype=np.float64),
            "scale": np.asarray(scaler.scale_, dtype=np.float64),
            "dense_weight": np.float64(artifact.get("dense_weight", 1.0)),
            "dense_compute": np.asarray(coef[n_text:], dtype=np.float64),
            "dense_open": np.asarray(kind_coef[n_text:], dtype=np.float64),
            "bias_compute": np.float64(base.intercept_[0]),
            "bias_open": np.float64(kind.intercept_[0]),
            "open_sign": np.float64(1.0 if list(kind.classes_)[1] == "open" else -1.0),
            "cal_a": np.float64(calibrator.a_), "cal_b": np.float64(calibrator.b_),
        })

    def save(self, path: Path, version: str) -> None:
        with path.open("wb") as f:
            np.savez_compressed(f, version=np.asarray(version), **self.weights)

    @classmethod
    def load(cls, path: Path) -> tuple[str, Scorer]:
        """(the training run's version, its scorer)."""
        with np.load(path, allow_pickle=False) as saved:
            weights = {name: saved[name] for name in saved.files}
        return str(weights.pop("version")), cls(weights)

    def score(self, found: Mentions) -> Scores:
        counts = self._counts(model_text(found.folded)[:MAX_MODEL_CHARS])
        # each n-gram's column (-1: not in the vocabulary) and count, in the counts' order, looked up in C: a
        # request has a few hundred n-grams, and a Python loop over them cost as much as the rest of the score
        size = len(counts)
        all_columns = np.fromiter(map(self._index.get, counts, repeat(-1, size)), dtype=np.int64, count=size)
        known = all_columns >= 0
        cols = all_columns[known]
        compute, kind = self._bias_compute, self._bias_open
        if cols.size:
            tf = np.fromiter(counts.values(), dtype=np.float64, count=size)[known]
            w = (1.0 + np.log(tf)) * self._idf[cols]  # sublinear tf × idf
            norm = math.sqrt(float(w @ w)) or 1.0  # the vectorizer's l2 norm
            compute += float(w @ self._text_compute[cols]) / norm
            kind += float(w @ self._text_open[cols]) / norm
        for i, value in enumerate(dense_features(found)):
            scaled = (value - self._mean[i]) / self._scale[i] * self._dense_weight
            compute += scaled * self._dense_compute[i]
            kind += scaled * self._dense_open[i]
        computable = _expit(-(self._cal_a * compute + self._cal_b))
        return Scores(computable, _expit(self._open_sign * kind))


    def _counts(self, text: str) -> Counter[str]:
        """n-gram counts; for the (1, 3) range over the joined text in three slices (a third of
        the time of the word-by-word loop), identical to scikit-learn's char_wb counts."""
        if self._ngram_range != (1, 3):
            return Counter(self._ngrams(text))
        words = text.lower().split()
        if not words:
            return Counter()
        joined = f" {' '.join(words)} "
        size = len(joined)
        counts = Counter(joined)
        counts.update([joined[i:i + 2] for i in range(size - 1)])
        # a trigram with a space in the middle spans two words: char_wb never makes it
        counts.update([g for g in (joined[i:i + 3] for i in range(size - 2)) if g[1] != " "])
        counts[" "] = 2 * len(words)  # each padded word has its own two spaces
        return counts

    def _ngrams(self, text: str) -> list[str]:
        """scikit-learn's char_wb n-grams (each word padded with a space, n-grams not longer than
        the padded word), written for speed; training checks the scores agree."""
        low, high = self._ngram_range
        grams: list[str] = []
        for word in text.lower().split():
            padded = f" {word} "
            size = len(padded)
            for n in range(low, min(high, size) + 1):
                grams += [padded[i:i + n] for i in range(size - n + 1)]
        return grams


def _expit(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


@dataclass(frozen=True)
class Model:
    version: str
    scorer: Scorer
    thresholds: dict[str, Any]  # {"fast": t, "floor": t, "levels": [{"corrections", "target", "fast"}]}
    metrics: dict[str, Any]

    def read_threshold(self, corrections: int) -> float:
        """The bar for a request the reader read in full into one operation: calibrated on such
        requests alone ("read": the lowest bar that still vetoes every one of them that is not a
        computation; an older artifact without it: the floor). Users who corrected answers keep
        the stricter bar."""
        if corrections:
            return self.fast_threshold(corrections)
        bar = self.thresholds.get("read", self.thresholds.get("floor", self.thresholds["fast"]))
        return min(float(bar), self.fast_threshold(0))

    def fast_threshold(self, corrections: int) -> float:
        """The bar for the fast path: stricter for a user who has corrected answers."""
        threshold = float(self.thresholds["fast"])
        for level in self.thresholds.get("levels", []):
            if corrections >= int(level["corrections"]):
                threshold = max(threshold, float(level["fast"]))
        return threshold


class ArtifactUnusable(RuntimeError):
    """No model the classifier can load; the message says what to run."""


def load_model(folder: Path) -> Model:
    """Load the artifact in `folder`, or raise ArtifactUnusable saying how to make one.

    The service never trains: training needs the CLI's data generators (dualtrack/training/),
    takes half a minute of CPU at start, and replicas would race writing one folder. The
    repository ships an artifact in artifacts/classifier; `dualtrack dev up` trains one first
    when it is missing."""
    try:
        return _load(Path(folder))
    except Exception as exc:  # noqa: BLE001 - missing, stale or foreign: all mean "train it"
        raise ArtifactUnusable(
            f"no usable classifier artifact in {folder} ({exc}); train one there with "
            f"`dualtrack train classifier --out {folder}`, or set DT_CLASSIFIER_ARTIFACT_DIR to "
            "a folder that has one") from exc


def _load(folder: Path) -> Model:
    scorer_path, metrics_path = folder / SCORER_FILE, folder / METRICS_FILE
    if not scorer_path.exists() or not metrics_path.exists():
        raise FileNotFoundError(f"{SCORER_FILE} or {METRICS_FILE} is missing")
    metrics = json.loads(metrics_path.read_text(encoding="utf-8"))
    version, scorer = Scorer.load(scorer_path)
    if version != metrics.get("version"):
        raise ValueError(f"{scorer_path} and {metrics_path} are from different training runs")
    return Model(metrics["version"], scorer, metrics["thresholds"], metrics)
