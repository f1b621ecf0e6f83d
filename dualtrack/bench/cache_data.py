"""Data of `dualtrack bench cache`: paraphrase clusters and numeric near-miss sets, each in three
parts kept apart: what fills the cache, the traffic asked before the evaluation (its misses are
answered and remembered, its hits shadow-checked: all the evidence the error bound learns from),
and the evaluation part, used for nothing else.

- English clusters come from DT_BENCH_SHARED_DATA_DIR (CLINC150, Banking77): requests with the same intent
  share one answer, requests of other intents must not get it. Nothing is copied into the repo.
  CLINC150: fill and traffic from `train`, evaluation = `val` (every request, and `oos_val`).
  Banking77 (one file): evaluation = the last 10 requests of every category in file order (a
  fixed, balanced slice); fill and traffic from the rest. The fill side's requests that neither
  the fill nor the traffic uses (of the seen intents and of those never seen) are spare.
- Chinese clusters (the FAQ, the calibration set, the neighbours set) are written in the repo:
  `cache_data_zh.py`, kept apart the same way.
- Computations are generated in both languages: for each cached problem, rewordings (must hit),
  near misses that change one number, date, operator, unit or quoted string (must never hit), and
  distractors that keep every number but ask something else (must not hit).

Every part holds distinct questions: a text asked again (the same once normalised as the exact
layer's key normalises it, `cache_text`) is one test, not several, so each data set keeps the
first occurrence of a text in its fill, then its traffic, then its evaluation part, then its
spare requests (`distinct`): no evaluation question's text is in the fill or the traffic, and no
spare one (the score's calibration) in any part.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import random
import string
from dataclasses import dataclass, field
from pathlib import Path

from dualtrack.shared_data import SHARED_DATA as DATA_DIR  # DT_BENCH_SHARED_DATA_DIR
from services.cache.normalise import cache_text


@dataclass
class Scenario:
    """Entries to cache (text → answer), traffic asked before the evaluation (text → the answer
    the slow path gives), and evaluation queries with the answer they should get (None: the
    cache must not answer them; a query whose answer the cache does not hold must miss)."""

    name: str
    category: str  # knowledge | compute
    language: str
    entries: list[tuple[str, str]] = field(default_factory=list)
    queries: list[tuple[str, str | None, str]] = field(default_factory=list)  # text, answer, kind
    traffic: list[tuple[str, str]] = field(default_factory=list)
    # Requests in none of the three parts (text → answer): those of the seen intents that no part
    # uses and every fill-side request of the intents never seen (English sets). The match
    # score's calibration (`dualtrack train cache-verifier`) counts them, so that no question is
    # both a test of the calibration and one of the tenant's own in the benchmark.
    spare: list[tuple[str, str]] = field(default_factory=list)


def distinct(scenario: Scenario) -> Scenario:
    """The scenario with each normalised text once: its first occurrence in the fill, then the
    traffic, then the evaluation part (a repeat is dropped wherever it comes, so an evaluation
    question is never a text the cache was filled with or learned from)."""
    seen: set[str] = set()

    def first(text: str) -> bool:
        key = cache_text(text)
        if key in seen:
            return False
        seen.add(key)
        return True

    scenario.entries = [e for e in scenario.entries if first(e[0])]
    scenario.traffic = [t for t in scenario.traffic if first(t[0])]
    scenario.queries = [q for q in scenario.queries if first(q[0])]
    scenario.spare = [t for t in scenario.spare if first(t[0])]
    return scenario


def data_available() -> bool:
    return (DATA_DIR / "clinc150" / "train_val.json").exists() and \
        (DATA_DIR / "banking77" / "train.csv").exists()


def intent_scenario(name: str, fill_by_intent: dict[str, list[str]],
                     eval_by_intent: dict[str, list[str]], oos_traffic: list[str],
                     oos_eval: list[str], seed: int, cached: int = 5, asked: int = 30) -> Scenario:
    """Two thirds of the intents are seen before the evaluation: `cached` requests of each fill
    the cache (one answer per intent) and `asked` others are traffic; the last third is never
    seen. Every evaluation request is a query: its intent's answer if seen, else it must miss.
    Out-of-scope requests each have an answer of their own. The fill-side requests no part uses,
    of every intent, are spare (the score's calibration; never an evaluation request)."""
    rng = random.Random(seed)
    intents = sorted(fill_by_intent)
    rng.shuffle(intents)
    seen = set(intents[: len(intents) * 2 // 3])
    scenario = Scenario(name, "knowledge", "en")
    for intent in intents:
        answer = f"answer of {name}:{intent}"
        if intent in seen:
            texts = rng.sample(fill_by_intent[intent], min(len(fill_by_intent[intent]), cached + asked))
            scenario.entries += [(t, answer) for t in texts[:cached]]
            scenario.traffic += [(t, answer) for t in texts[cached:]]
            used = set(texts)
            scenario.spare += [(t, answer) for t in fill_by_intent[intent] if t not in used]
        else:  # new to the tenant, not to the calibration: its hidden topics are drawn from all
            scenario.spare += [(t, answer) for t in fill_by_intent[intent]]
        scenario.queries += [(t, answer if intent in seen else None,
                              "paraphrase" if intent in seen else "unseen intent")
                             for t in eval_by_intent.get(intent, [])]
    scenario.traffic += [(t, f"out of scope {i}") for i, t in enumerate(oos_traffic)]
    rng.shuffle(scenario.traffic)
    scenario.queries += [(t, None, "out of scope") for t in oos_eval]
    return distinct(scenario)


def _by_intent(pairs) -> dict[str, list[str]]:
    """Texts by intent, each normalised text once (a text labelled twice keeps its first label):
    the cache's parts are drawn from distinct questions."""
    out: dict[str, list[str]] = {}
    seen: set[str] = set()
    for text, intent in pairs:
        if cache_text(text) not in seen:
            seen.add(cache_text(text))
            out.setdefault(intent, []).append(text)
    return out


def clinc(seed: int) -> Scenario:
    """CLINC150, 150 intents: fill and traffic from `train`, evaluation = `val`."""
    data = json.loads((DATA_DIR / "clinc150" / "train_val.json").read_text())
    return intent_scenario("CLINC150", _by_intent(data["train"]), _by_intent(data["val"]),
                            [t for t, _ in data["oos_train"]], [t for t, _ in data["oos_val"]], seed)


BANKING77_EVAL_PER_CATEGORY = 10


def banking77(seed: int) -> Scenario:
    """Banking77, 77 categories: evaluation = the last 10 of each category in file order."""
    with open(DATA_DIR / "banking77" / "train.csv", newline="") as fh:
        rows = _by_intent((row["text"], row["category"]) for row in csv.DictReader(fh))
    n = BANKING77_EVAL_PER_CATEGORY
    return intent_scenario("Banking77", {c: t[:-n] for c, t in rows.items()},
                            {c: t[-n:] for c, t in rows.items()}, [], [], seed)


# --- computations ----------------------------------------------------------------------------
# Each family: rewordings (one is cached, the others are asked), near misses (change one value:
# must never hit) and distractors (same values, another question: must not hit).
_FAMILIES = {
    "en": {
        "mul": (["what is {a} * {b}", "what's {a} times {b}?", "calculate {a} x {b}",
                 "{a} multiplied by {b} equals what", "compute {a}*{b} please"],
                ["is {a} * {b} even", "how many digits does {a} * {b} have"]),
        "add": (["what is {a} + {b}", "what's {a} plus {b}?", "calculate {a}+{b}", "{a} + {b} = ?"],
                ["is {a} + {b} a prime number", "is {a} + {b} odd"]),
        "sub": (["what is {a} - {b}", "what's {a} minus {b}?", "calculate {a}-{b}", "{a} - {b} = ?"],
                ["is {a} - {b} negative", "is {a} - {b} divisible by 3"]),
        "div": (["what is {a} / {b}", "what's {a} divided by {b}?", "calculate {a}÷{b}", "{a} / {b} = ?"],
                ["is {a} / {b} a whole number", "round {a} / {b}"]),
        "days": (["how many days between {d1} and {d2}", "how many days are there from {d1} to {d2}",
                  "count how many days from {d1} to {d2}"],
                 ["is {d1} before {d2}", "are {d1} and {d2} in the same month"]),
        "reverse": (["reverse the string '{s}'", "what is '{s}' reversed", "please reverse '{s}'"],
                    ["how long is the string '{s}'", "is '{s}' a palindrome"]),
        "units": (["convert {a} km to miles", "{a} km in miles", "how many miles is {a} km"],
                  ["is {a} km a long way in miles", "is {a} km more or less than 10 miles"]),
        "percent": (["what is {p}% of {a}", "calculate {p}% of {a}", "{p} percent of {a} is what"],
                    ["is {p}% of {a} more than 5", "what is {a} increased by {p}%"]),
    },
    "zh": {
        "mul": (["{a}乘以{b}等于多少", "{a}*{b}是多少", "算一下{a}×{b}", "{a}乘{b}的结果", "请计算{a} * {b}"],
                ["{a}*{b}是偶数吗", "{a}乘以{b}的结果有几位数"]),
        "add": (["{a}加{b}等于多少", "{a}+{b}是多少", "算一下{a}+{b}", "请计算{a} + {b}"],
                ["{a}+{b}是质数吗", "{a}+{b}是奇数吗"]),
        "sub": (["{a}减{b}等于多少", "{a}-{b}是多少", "算一下{a}-{b}", "请计算{a} - {b}"],
                ["{a}-{b}是负数吗", "{a}-{b}能被3整除吗"]),
        "div": (["{a}除以{b}等于多少", "{a}/{b}是多少", "算一下{a}÷{b}", "请计算{a} / {b}"],
                ["{a}/{b}是整数吗", "{a}/{b}四舍五入是多少"]),
        "days": (["{d1}到{d2}有多少天", "从{d1}到{d2}有多少天", "算一下{d1}到{d2}有多少天"],
                 ["{d1}在{d2}之前吗", "{d1}到{d2}是同一个月吗"]),
        "reverse": (["把“{s}”反过来", "“{s}”反过来是什么", "请把“{s}”反过来写"],
                    ["“{s}”有几个字", "“{s}”是回文吗"]),
        "units": (["{a}公里是多少英里", "{a}公里等于多少英里", "把{a}公里换算成英里"],
                  ["{a}公里算远吗（英里）", "{a}公里比10英里远吗"]),
        "percent": (["{a}的{p}%是多少", "算一下{a}的{p}%", "{a}的百分之{p}是多少"],
                    ["{a}的{p}%大于5吗", "{a}增加{p}%是多少"]),
    },
}
_WORDS = {"en": ["hello world", "dualtrack", "kafka stream", "level up", "abc def", "cache hit"],
          "zh": ["你好世界", "快慢双通道", "上海自来水", "缓存命中", "数字核对", "今日头条"]}


def _values(family: str, rng: random.Random, language: str) -> dict[str, object]:
    start = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(700))
    return {"a": rng.randrange(11, 999), "b": rng.randrange(3, 99), "p": rng.randrange(2, 40),
            "d1": start.isoformat(), "d2": (start + dt.timedelta(days=rng.randrange(5, 400))).isoformat(),
            "s": rng.choice(_WORDS[language])}


def _near_misses(family: str, v: dict[str, object], language: str) -> list[dict[str, object]]:
    a, b, p = int(v["a"]), int(v["b"]), int(v["p"])  # type: ignore[call-overload]
    d2 = dt.date.fromisoformat(str(v["d2"]))
    changes: list[dict[str, object]] = [{"a": a + 1}, {"b": b + 1}]
    if family in ("sub", "div"):
        changes.append({"a": b, "b": a})  # swapped operands
    if family == "days":
        changes = [{"d2": (d2 + dt.timedelta(days=1)).isoformat()}, {"d1": v["d2"], "d2": v["d1"]}]
    if family == "reverse":
        changes = [{"s": str(v["s"])[:-1] + ("x" if language == "en" else "字")},
                   {"s": str(v["s"]).upper() if language == "en" else str(v["s"])[::-1]}]
    if family == "percent":
        changes = [{"p": p + 1}, {"a": a + 1}]
    if family == "units":
        changes = [{"a": a + 1}]
    return [v | change for change in changes]


_OTHER_OPERATOR = {"mul": "add", "add": "sub", "sub": "add", "div": "mul"}


def _label(family: str, wording: str, values: dict[str, object]) -> str:
    """The answer of a problem: its family and the values its wording uses (two problems that
    read the same have the same answer, whatever else was drawn)."""
    used = sorted(name for _, name, _, _ in string.Formatter().parse(wording) if name)
    return f"{family}:" + ",".join(f"{name}={values[name]}" for name in used)


def computations(seed: int, problems_per_family: int = 8) -> list[Scenario]:
    """One scenario per language: each problem cached once, asked in its other wordings, plus its
    near misses (same wording, one value or operator changed) and distractors. The traffic is
    another draw of problems (seed + 1000), asked in every wording, near miss and distractor."""
    evaluated = _computations(seed, problems_per_family)
    before = _computations(seed + 1000, problems_per_family)
    for scenario, other in zip(evaluated, before):
        scenario.traffic = [(t, label) for t, label in other.entries] + \
            [(t, label) for t, label, _ in other.queries]
        random.Random(seed).shuffle(scenario.traffic)
    return [distinct(scenario) for scenario in evaluated]


def _computations(seed: int, problems_per_family: int) -> list[Scenario]:
    rng = random.Random(seed)
    scenarios = []
    for language, families in _FAMILIES.items():
        scenario = Scenario(f"computations ({language})", "compute", language)
        asked: list[tuple[str, str, str]] = []  # text, label, kind
        for family, (wordings, distractors) in families.items():
            for _ in range(problems_per_family):
                v = _values(family, rng, language)
                order = wordings[:]
                rng.shuffle(order)
                cached = order[0]
                scenario.entries.append((cached.format(**v), _label(family, cached, v)))
                asked += [(w.format(**v), _label(family, w, v), "paraphrase") for w in order[1:3]]
                asked += [(cached.format(**m), _label(family, cached, m), "near miss")
                          for m in _near_misses(family, v, language)]
                if family in _OTHER_OPERATOR:  # the same numbers under another operator
                    other_family = _OTHER_OPERATOR[family]
                    other = families[other_family][0][0]
                    asked.append((other.format(**v), _label(other_family, other, v), "near miss"))
                asked += [(d.format(**v), f"distractor:{d.format(**v)}", "distractor") for d in distractors]
        # Every query keeps its own answer: a near miss that happens to be a problem the cache
        # holds (from the fill or the traffic) is a fair hit, any other hit on it is wrong.
        scenario.queries = asked
        scenarios.append(scenario)
    return scenarios
