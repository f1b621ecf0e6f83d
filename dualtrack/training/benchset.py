"""Build data/routing/bench.jsonl, the routing benchmark kept in the repo (`python -m
dualtrack.training.benchset` rebuilds it; the result is committed, so the benchmark does not
depend on a generator's version).

Sources, each item labelled with a category and, for computations, a gold value:
- data/routing/handwritten.jsonl: the issue's examples, traps, ambiguous and rule questions;
- generated computations and non-computations with the held-out phrasings and frames (never
  seen by the classifier in training) and a different seed;
- reasoning-gym's generators (Apache-2.0), when the package is installed: independent phrasing
  and gold answers. Its questions that one sandbox operation cannot answer (leap years, counting
  weekdays of a date offset, decimal rounding, time intervals, powers) are labelled compute-unsupported;
  numeric dates whose day/month order is ambiguous are labelled ambiguous.

Categories: compute (expect fast, value checked), compute-error (expect fast, the sandbox must
refuse with a reason), compute-unsupported, open, lookup, trap, ambiguous, rule-trap (expect slow),
rule (expect an answer from the named rule).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from dtlib.settings import REPO_ROOT

from .computations import computations
from .corpus import ambiguous, generated

ROUTING_DIR = REPO_ROOT / "data" / "routing"
HANDWRITTEN = ROUTING_DIR / "handwritten.jsonl"
BENCH = ROUTING_DIR / "bench.jsonl"
BENCH_SEED = 7_777

FAST_CATEGORIES = ("compute", "compute-error", "rule")

# reasoning-gym dataset (and calendar task) → (category, items)
_GYM = [("basic_arithmetic", None, "compute", 60), ("chain_sum", None, "compute", 40),
        ("products", None, "compute", 40), ("prime_factorization", None, "compute", 30),
        ("gcd", None, "compute", 30), ("lcm", None, "compute", 30), ("letter_counting", None, "compute", 30),
        ("calendar_arithmetic", "weekday_of_date", "compute", 40),
        ("calendar_arithmetic", "count_business_days", "compute", 20),
        ("calendar_arithmetic", "is_leap_year", "compute-unsupported", 10),
        ("calendar_arithmetic", "weekday_offset", "compute-unsupported", 10),
        ("calendar_arithmetic", "count_days", "compute", 10),
        ("calendar_arithmetic", "recurring_event_day", "compute-unsupported", 10),
        ("decimal_arithmetic", None, "compute-unsupported", 10), ("time_intervals", None, "compute-unsupported", 10),
        ("fraction_simplification", None, "compute", 10), ("power_function", None, "compute-unsupported", 10)]
_AMBIGUOUS_NUMERIC_DATE = re.compile(r"(?<!\d)(\d{1,2})/(\d{1,2})/\d{4}")
_FACTORS = re.compile(r"\d+")


def _gym_gold(name: str, answer: str) -> str:
    if name == "prime_factorization":  # "2 × 2 × 5" → "2^2*5", the sandbox's canonical form
        primes = [int(p) for p in _FACTORS.findall(answer)]
        parts = []
        for p in sorted(set(primes)):
            k = primes.count(p)
            parts.append(str(p) if k == 1 else f"{p}^{k}")
        return "*".join(parts)
    return answer.strip()


def _date_order_ambiguous(text: str) -> bool:
    for a, b in _AMBIGUOUS_NUMERIC_DATE.findall(text):
        if int(a) <= 12 and int(b) <= 12 and a != b:
            return True
    return False


def reasoning_gym_items() -> list[dict]:
    try:
        import reasoning_gym
    except ImportError:
        return []
    items = []
    for name, task, category, count in _GYM:
        if task is None:
            rows = list(reasoning_gym.create_dataset(name, size=count, seed=BENCH_SEED))
        else:
            rows = [e for e in reasoning_gym.create_dataset(name, size=count * 12, seed=BENCH_SEED)
                    if e["metadata"].get("task") == task][:count]
        for e in rows:
            question, gold, cat = e["question"].strip(), _gym_gold(name, e["answer"]), category
            meta = e["metadata"]
            years = {str(meta[k])[:4] for k in ("start_date", "end_date") if meta.get(k)}
            if any(y not in question for y in years):
                # The generator wrote a range across a year end with one year in the text
                # ("October 11 to January 3, 2022"): as written, the question is ambiguous.
                cat, gold = "ambiguous", None
            elif _date_order_ambiguous(question):
                cat, gold = "ambiguous", None
            items.append({"text": question, "category": cat,
                          "gold": gold if cat == "compute" else None,
                          "source": f"reasoning-gym:{name}" + (f":{task}" if task else "")})
    return items


def build(n_compute: int = 600, n_other: int = 360) -> list[dict]:
    items = [dict(json.loads(line), source="handwritten")
             for line in HANDWRITTEN.read_text(encoding="utf-8").splitlines() if line.strip()]
    for e in computations(n_compute, BENCH_SEED, "bench"):
        items.append({"text": e.text, "category": "compute", "gold": e.gold, "source": f"generated:{e.family}"})
    for q in generated(n_other, BENCH_SEED + 1, "bench"):
        items.append({"text": q.text, "category": q.family, "gold": None, "source": "generated"})
    for q in ambiguous("bench"):
        items.append({"text": q.text, "category": "ambiguous", "gold": None, "source": "generated"})
    items += reasoning_gym_items()
    seen, unique = set(), []
    for item in items:  # a repeated question would only be a cache hit in production
        if item["text"] not in seen:
            seen.add(item["text"])
            unique.append(item)
    for i, item in enumerate(unique):
        item["id"] = item.get("id") or f"b-{i:04d}"
        item["expect"] = "fast" if item["category"] in FAST_CATEGORIES else "slow"
    return unique


def write(path: Path = BENCH) -> int:
    items = build()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as f:
        for item in items:
            f.write(json.dumps(item, ensure_ascii=False) + "\n")
    return len(items)


if __name__ == "__main__":
    print(f"wrote {write()} items to {BENCH}")
