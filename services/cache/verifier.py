"""The match score: how likely a cached answer is right for a request, from what the lookup
already holds (ten numbers and a logistic regression; no neural model runs). The error bound
(bound.py) learns, per tenant, the score above which a knowledge answer may serve; the similarity alone cannot tell neighbouring intents apart
("where is my card" / "my card has not arrived"), their neighbourhoods can.

Features of the request against its nearest comparable entry (the candidate), all in [0, 1]
or close to it:

- `similarity`: cosine to the candidate;
- `margin`: how much closer the candidate is than the nearest neighbour with another answer
  (the farthest neighbour found when all share the candidate's answer);
- `agreeing_share`: the share of the request's nearest neighbours that give the candidate's answer;
- `support`: the mean similarity of the three nearest that give it (a lone close question
  vouches less than several);
- `new_words`: the share of the request's content words that none of the answer's questions use;
- `rival_word`: one of those words is used by another answer among the neighbours;
- `overlap`: the content words the request shares with the candidate (Jaccard);
- `chinese`: the request is asked in Chinese (1) or not (0): the encoder's cosines run lower
  between Chinese paraphrases than between English ones, so the same similarity says more;
- `chinese_similarity`, `chinese_support`: `similarity` and `support` again for a Chinese request
  (0 otherwise), so the regression weighs them per language instead of shifting Chinese by a
  constant (on the calibration, 76 → 117 Chinese questions scored ≥ 0.94, the one wrong among
  them the same; docs/bench/cache.md);
- `person_differs`: the last person the request and the candidate speak of differ (I/me/my
  against you/your): "what should I call you" asks the assistant's name, "what do you call me"
  the user's;
- `asks_differ`: both ask for something (when, amount, where, why, who, how: "how long",
  多久, 怎么 …) and not the same thing: "退款怎么申请" against "退款多久到账".

Content words are English words and Chinese character pairs (words.py).

A logistic regression over them, less `SPLIT_PENALTY` when another answer is among the
request's neighbours (a second stage for the top of the scale, where the regression, fitted on
all of it, ranks split neighbourhoods too high), fitted by `dualtrack train cache-verifier` on the fill and
traffic parts of the benchmark's data sets, English and Chinese (never their evaluation parts),
and calibrated on questions in no part of the benchmark (the English sets' spare requests; for
Chinese, data/cache/calibration_zh.json), counted per language and pooled by the bound; its
weights are in `verifier_weights.py`. The score is a ranking the bound calibrates on each tenant's own evidence:
it is never read as a probability.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from dtlib.text import language

from . import verifier_weights
from .words import asks, content_words, last_person

FEATURES = ("similarity", "margin", "agreeing_share", "support", "new_words", "rival_word", "overlap",
            "chinese", "person_differs", "asks_differ", "chinese_similarity", "chinese_support")
SUPPORT = 3  # questions of the candidate's answer averaged into `support`
# A split neighbourhood (another answer among the request's nearest) lowers the score by this
# much. The regression is fitted on the whole scale; at its top, where δ = 1 % is decided, split
# neighbourhoods held most wrong answers (English calibration half A, score ≥ 0.95: 3 wrong of
# 500 unanimous, 5 of 191 split; half B, found nothing in: 2 of 508, 3 of 195).
SPLIT_PENALTY = 0.05


def match_features(request: str, candidate_text: str, neighbours: Sequence[tuple[str, float]],
                   own_words: Counter, rival_words: Sequence[Counter]) -> list[float]:
    """`neighbours`: (answer id, similarity) of the request's nearest comparable entries, most
    similar first, the candidate first; `own_words`: the content words of the candidate's
    answer's questions; `rival_words`: those of the other answers among the neighbours."""
    own_answer, similarity = neighbours[0]
    others = [s for a, s in neighbours if a != own_answer]
    agreeing = [s for a, s in neighbours if a == own_answer]
    nearest_other = others[0] if others else neighbours[-1][1]
    support = sum((agreeing + [0.0] * SUPPORT)[:SUPPORT]) / SUPPORT
    words = content_words(request)
    new = [w for w in words if own_words.get(w, 0) <= 0]
    rival = any(r.get(w, 0) > 0 for w in new for r in rival_words)
    cached = content_words(candidate_text)
    overlap = len(words & cached) / max(len(words | cached), 1)
    persons = last_person(request), last_person(candidate_text)
    chinese = float(language(request) == "zh")
    return [similarity, similarity - nearest_other, len(agreeing) / len(neighbours), support,
            len(new) / max(len(words), 1), float(rival), overlap, chinese,
            float(0 not in persons and persons[0] != persons[1]), float(_asks_differ(request, candidate_text)),
            chinese * similarity, chinese * support]


def _asks_differ(request: str, candidate: str) -> bool:
    """Both are questions asking for something and not for the same thing."""
    mine, theirs = asks(request), asks(candidate)
    return bool(mine and theirs and not mine & theirs)


def match_score(features: Sequence[float]) -> float:
    """The logistic regression's score in [0, 1] (4 decimals, as it travels in the records),
    `SPLIT_PENALTY` lower when the request's neighbours do not all give the candidate's answer."""
    z = verifier_weights.INTERCEPT + sum(w * x for w, x in zip(verifier_weights.COEFFICIENTS, features))
    split = features[FEATURES.index("agreeing_share")] < 1.0
    return round(max(1.0 / (1.0 + math.exp(-z)) - (SPLIT_PENALTY if split else 0.0), 0.0), 4)
