"""`dualtrack train classifier`: build the data, fit, calibrate thresholds, write the artifact.

Data (seeded, so a run is reproducible): generated computations in both languages (label 1),
generated open questions, lookups and traps (label 0), CLINC150 and Banking77
intents from ../shared/data when it is there (label 0; CLINC's calculator and measurement-conversion
intents are labelled by content), everyday requests and short word problems the score once vetoed
(everyday_families.py). Ambiguous requests are not fitted: the ambiguity gate sends them slow before the score is
read, and fitted as "not computable" they taught the model that a plain unit conversion ("Convert 3
gallons to liters") is not one, so it vetoed correct readings ("6 feet in metres"). Rows are split 70/15/15: fit, calibration (thresholds) and test (reported metrics).

Thresholds are chosen on the calibration split for a target wrong-fast rate: the share of
non-computable requests whose score alone would reach the fast path. The parser is a second,
independent key (a request must also be read completely), so the real rate is lower still.
Users who corrected answers get the thresholds of stricter targets.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from dtlib.perception import mentions
from dtlib.text import digits_for_number_words

from .classifier_data import differences, manifest
from .computations import computations
from .corpus import clinc_calculator, generated, shared_data_available, shared_requests
from .everyday_families import everyday

SEED = 20240315
DEFAULT_TARGET = 0.005  # the acceptance bound on wrong fast answers, for the score alone
STRICTER_TARGETS = ((1, 0.002), (3, 0.001))  # (corrections at least, target)
UNCERTAIN_TARGET = 0.05  # the band [floor, fast) holds the scores of the next 5% of non-computables
READ_TARGET = 0.04  # with no read non-computable to calibrate on: the share of non-computables that clear the read bar
EVERYDAY_PER_FAMILY = 90  # everyday requests and word problems of each family (everyday_families.py)


@dataclass(frozen=True)
class Row:
    text: str
    label: int  # 1 = deterministically computable
    kind: str  # compute | open | lookup
    family: str


# Instructions around a question change nothing about whether it is a computation; wrapping some
# training questions (both kinds) in them keeps the model from keying on the bare phrasing.
_WRAPS = {
    "en": (["State the final answer to the following problem: ", "Solve: ", "Answer the following question. ",
            "Quick question: ", "Please answer: ", "Question: ", "I need this: "],
           [" Give only the result.", " Reply with just the answer.", " Answer briefly.", " Thanks!",
            " Respond with the final value only.", ""]),
    "zh": (["请直接回答：", "问题：", "请回答下面的问题：", "麻烦问一下，", "考考你："],
           ["，只需要给出结果", "，直接回答", "，谢谢", "？", ""]),
}


def _wrap(r: random.Random, text: str, lang: str) -> str:
    before, after = _WRAPS["zh" if lang == "zh" else "en"]
    return f"{r.choice(before)}{text}{r.choice(after)}"


def gym_rows(seed: int, per_dataset: int = 40) -> list[Row]:
    """reasoning-gym questions (computable by a program; label 1), when the package is installed.
    The routing benchmark draws its reasoning-gym items with another seed."""
    try:
        import reasoning_gym
    except ImportError:
        return []
    names = ["basic_arithmetic", "chain_sum", "products", "prime_factorization", "gcd", "lcm",
             "letter_counting", "calendar_arithmetic", "decimal_arithmetic", "time_intervals",
             "fraction_simplification", "power_function"]
    rows = []
    for name in names:
        for e in reasoning_gym.create_dataset(name, size=per_dataset, seed=seed):
            rows.append(Row(e["question"].strip(), 1, "compute", f"gym:{name}"))
    return rows


PARSE_DEV = Path(__file__).resolve().parents[2] / "data" / "parse" / "dev.jsonl"


def parse_corpus_rows(path: Path = PARSE_DEV) -> list[Row]:
    """The parse corpus's dev split (never its held-out one): computations as people write them
    (label 1) and the requests with numbers that must go slow (label 0). Ambiguous requests are
    left out: the ambiguity gate sends them slow before the score is read."""
    if not path.exists():
        return []
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if item["category"] == "ambiguous" or item.get("split") != "dev":
            continue
        computable = item["expect"] == "fast"
        kind = "compute" if computable else ("open" if item["category"] == "open" else "lookup")
        rows.append(Row(item["text"], int(computable), kind, f"parse:{item['category']}"))
    return rows


def build_rows(seed: int = SEED, size: int = 6000) -> list[Row]:
    r = random.Random(seed)
    rows = []
    for e in computations(size, seed, "train"):
        rows.append(Row(_wrap(r, e.text, e.lang) if r.random() < 0.25 else e.text, 1, "compute", e.family))
    for q in generated(size // 2, seed + 1, "train"):
        rows.append(Row(_wrap(r, q.text, q.lang) if r.random() < 0.15 else q.text, 0, q.kind, q.family))
    rows += gym_rows(seed)
    rows += [Row(e.text, int(e.computable), "compute" if e.computable else "lookup", f"everyday:{e.family}")
             for e in everyday(EVERYDAY_PER_FAMILY, seed + 3)]
    rows += [Row(q.text, 0, q.kind, q.family) for q in shared_requests("train", size, size * 2 // 3, seed + 2)]
    rows += parse_corpus_rows()
    for text in clinc_calculator("train"):
        # by content, numbers in words too: "add twelve and twelve please", fitted and calibrated as no
        # computation, once set the bar that vetoed right readings
        computable = any(ch.isdigit() for ch in digits_for_number_words(text))
        rows.append(Row(text, int(computable), "compute" if computable else "open", "intent:calculator"))
    return rows


def training_rows(seed: int = SEED, size: int = 6000) -> list[Row]:
    """`build_rows` in the order training splits them (70/15/15) and the version's digest names them."""
    rows = build_rows(seed, size)
    random.Random(seed).shuffle(rows)
    return rows


def featurise(texts: list[str]) -> tuple[list[str], np.ndarray]:
    from services.classifier.features import dense_features, model_text

    from services.classifier.model import MAX_MODEL_CHARS

    found = [mentions(t) for t in texts]
    return ([model_text(f.folded)[:MAX_MODEL_CHARS] for f in found],
            np.array([dense_features(f) for f in found]))


def fit(rows: list[Row], dense_weight: float = 1.0) -> dict[str, Any]:
    from scipy.sparse import csr_matrix, hstack
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import StandardScaler

    texts, dense = featurise([r.text for r in rows])
    vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(1, 3), min_df=2, max_features=30000,
                                 sublinear_tf=True, dtype=np.float64)
    tfidf = vectorizer.fit_transform(texts)
    if hasattr(vectorizer, "stop_words_"):  # the pruned n-grams (older scikit-learn): large, unused
        del vectorizer.stop_words_
    scaler = StandardScaler().fit(dense)
    x = hstack([tfidf, csr_matrix(scaler.transform(dense) * dense_weight)]).tocsr()
    labels = np.array([r.label for r in rows])
    compute_model = CalibratedClassifierCV(
        LogisticRegression(C=4.0, max_iter=3000, class_weight="balanced"),
        method="sigmoid", cv=5, ensemble=False)
    compute_model.fit(x, labels)
    not_compute = np.array([r.label == 0 for r in rows])
    kinds = np.array([r.kind for r in rows])[not_compute]
    kind_model = LogisticRegression(C=2.0, max_iter=3000, class_weight="balanced")
    kind_model.fit(x[not_compute], kinds)
    return {"vectorizer": vectorizer, "scaler": scaler, "dense_weight": dense_weight,
            "compute_model": compute_model, "kind_model": kind_model}


def sklearn_scores(artifact: dict[str, Any], texts: list[str]) -> np.ndarray:
    from scipy.sparse import csr_matrix, hstack

    model_texts, dense = featurise(texts)
    x = hstack([artifact["vectorizer"].transform(model_texts),
                csr_matrix(artifact["scaler"].transform(dense) * artifact["dense_weight"])]).tocsr()
    return artifact["compute_model"].predict_proba(x)[:, 1]


def threshold_for(scores_negative: np.ndarray, target: float) -> float:
    """The lowest threshold at which at most `target` of the non-computable requests score at or
    above it (rounded up to 1e-4 so a stored value reproduces the decision)."""
    ordered = np.sort(scores_negative)[::-1]
    allowed = int(np.floor(target * len(ordered)))
    bar = ordered[allowed] if allowed < len(ordered) else 0.0
    return float(np.ceil((bar + 1e-12) * 1e4) / 1e4)


def calibrate(scores: np.ndarray, labels: np.ndarray, read: np.ndarray | None = None) -> dict[str, Any]:
    """The thresholds. `read` marks the requests the reader read in full into one operation: their
    bar ("read") is the lowest that still sends slow every one of them that is not a computation. When
    the calibration data holds none (the usual case: the reader refuses what is not a computation, and
    the rows that once did were mislabelled), the bar is the one READ_TARGET of all non-computables
    clear: a reading goes slow when the model is surer it is none than of all but that share
    ("read_basis" says which)."""
    negative, positive = scores[labels == 0], scores[labels == 1]
    fast = threshold_for(negative, DEFAULT_TARGET)
    levels = [{"corrections": c, "target": t, "fast": max(fast, threshold_for(negative, t))}
              for c, t in STRICTER_TARGETS]
    floor = threshold_for(negative, UNCERTAIN_TARGET)
    out = {"fast": fast, "target": DEFAULT_TARGET, "floor": min(floor, fast), "levels": levels,
           "computable_below_floor": round(float((positive < floor).mean()), 5) if len(positive) else 0.0}
    if read is not None:
        read_negative = scores[(labels == 0) & read]
        if len(read_negative):
            out["read"], out["read_basis"] = min(fast, threshold_for(read_negative, 0.0)), "read non-computables"
        else:
            out["read"], out["read_basis"] = min(fast, threshold_for(negative, READ_TARGET)), "non-computables"
        out["read_rows"] = {"computable": int(((labels == 1) & read).sum()), "not_computable": int(len(read_negative))}
    return out


def rates(scores: np.ndarray, labels: np.ndarray, threshold: float) -> dict[str, float]:
    fast = scores >= threshold
    positives, negatives = max(1, int((labels == 1).sum())), max(1, int((labels == 0).sum()))
    return {"computable_recall": round(float((fast & (labels == 1)).sum() / positives), 5),
            "false_fast_rate": round(float((fast & (labels == 0)).sum() / negatives), 5)}


def train(out_dir: Path, seed: int = SEED, size: int = 6000) -> dict[str, Any]:
    """Fit, calibrate, evaluate and write `model.joblib`, `scorer.npz` and `metrics.json` into
    `out_dir`."""
    import joblib
    import sklearn
    from sklearn.metrics import brier_score_loss, roc_auc_score

    from services.classifier.model import METRICS_FILE, MODEL_FILE, SCORER_FILE, Scorer

    started = time.perf_counter()
    rows = training_rows(seed, size)
    n = len(rows)
    fit_rows, cal_rows, test_rows = rows[: int(n * 0.7)], rows[int(n * 0.7): int(n * 0.85)], rows[int(n * 0.85):]
    artifact = fit(fit_rows)

    cal_scores = sklearn_scores(artifact, [r.text for r in cal_rows])
    cal_labels = np.array([r.label for r in cal_rows])
    from services.classifier.parse import parse

    cal_read = np.array([parse(digits_for_number_words(r.text)) is not None for r in cal_rows])
    thresholds = calibrate(cal_scores, cal_labels, cal_read)
    test_scores = sklearn_scores(artifact, [r.text for r in test_rows])
    test_labels = np.array([r.label for r in test_rows])

    scorer = Scorer.of_artifact(artifact)
    fast_scores = np.array([scorer.score(mentions(r.text)).computable for r in test_rows])
    # The version names the data and the code that turns text into features: either changing
    # makes a different model (classifier_data.py; its manifest names each source's rows).
    data = manifest(rows)
    version = f"{dt.date.today().isoformat()}-{data['digest']}"
    artifact["version"] = version
    by_family: dict[str, dict[str, float]] = {}
    for family in sorted({r.family for r in test_rows}):
        mask = np.array([r.family == family for r in test_rows])
        by_family[family] = {"n": int(mask.sum()), **rates(test_scores[mask], test_labels[mask], thresholds["fast"])}
    metrics = {
        "version": version,
        "trained_at": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "sklearn": sklearn.__version__,
        "seed": seed,
        "rows": {"fit": len(fit_rows), "calibration": len(cal_rows), "test": len(test_rows),
                 "computable": int(sum(r.label for r in rows)), "shared_data": shared_data_available()},
        "data": data,
        "thresholds": thresholds,
        "test": {
            "auc": round(float(roc_auc_score(test_labels, test_scores)), 5),
            "brier": round(float(brier_score_loss(test_labels, test_scores)), 5),
            "at_fast": rates(test_scores, test_labels, thresholds["fast"]),
            "at_levels": {str(lv["corrections"]): rates(test_scores, test_labels, lv["fast"])
                          for lv in thresholds["levels"]},
            "by_family": by_family,
        },
        "fast_scorer_max_abs_diff": float(np.max(np.abs(fast_scores - test_scores))),
        "train_seconds": round(time.perf_counter() - started, 1),
    }
    if metrics["fast_scorer_max_abs_diff"] > 1e-9:
        raise RuntimeError(f"the fast scorer disagrees with scikit-learn: {metrics['fast_scorer_max_abs_diff']}")
    out_dir.mkdir(parents=True, exist_ok=True)
    joblib.dump(artifact, out_dir / MODEL_FILE, compress=3)
    scorer.save(out_dir / SCORER_FILE, version)
    (out_dir / METRICS_FILE).write_text(json.dumps(metrics, indent=2, ensure_ascii=False) + "\n",
                                        encoding="utf-8")
    return metrics


def drift(folder: Path) -> list[str]:
    """What a training run today would assemble differently from the artifact in `folder` (rows rebuilt, not fitted)."""
    from services.classifier.model import METRICS_FILE

    metrics = json.loads((folder / METRICS_FILE).read_text(encoding="utf-8"))
    return differences(metrics, manifest(training_rows(metrics.get("seed", SEED))))
