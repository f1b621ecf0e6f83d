"""data/parse: the files are what the generator writes, the splits are the promised sizes, and golds
recomputed from the request text (with datetime / Fraction, by a reading independent of the
generator's own) agree."""

from __future__ import annotations

import ast
import datetime as dt
import importlib.util
import json
import math
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from dtlib.conventions import INCLUSIVE_MARKERS

DATA = Path(__file__).resolve().parents[2] / "data" / "parse"
KEYS = {"id", "text", "lang", "category", "expect", "gold", "source", "split"}
FAST_CATEGORIES = {
    "arith.symbols", "arith.words", "numbers.zh", "numbers.forms", "money", "percent", "discount", "growth", "stats",
    "power_root", "factorize", "prime", "gcd_lcm", "date_diff", "date_add", "date_relative", "weekday", "business_days",
    "string", "rounding", "units", "word_problem", "word_problem.multi", "numbers.words", "seed000",
    "duration", "prime_count", "leap_year",
}
SLOW_CATEGORIES = {"trap", "word_problem.slow", "needs_facts", "open", "ambiguous", "compute-unsupported", "seed000"}


def load(split: str) -> list[dict]:
    with (DATA / f"{split}.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


@pytest.fixture(scope="module")
def splits() -> dict[str, list[dict]]:
    return {split: load(split) for split in ("dev", "heldout")}


@pytest.fixture(scope="module")
def rows(splits) -> list[dict]:
    return splits["dev"] + splits["heldout"]


def test_files_are_what_the_generator_writes(splits):
    pytest.importorskip("reasoning_gym")
    from dualtrack.bench.parse_corpus import build, word_problems
    from dualtrack.shared_data import missing_shared_data

    if word_problems.mawps_path() is None:
        pytest.skip(missing_shared_data(what="mawps"))
    built = build.build()
    for split in ("dev", "heldout"):
        assert build.dumps(built[split]) == (DATA / f"{split}.jsonl").read_text(encoding="utf-8"), split


def test_sizes_and_language_balance(splits, rows):
    assert len(rows) >= 3000
    assert len(splits["heldout"]) >= 1000
    share = Counter(r["lang"] for r in rows)["zh"] / len(rows)
    assert 0.45 <= share <= 0.55
    for split, part in splits.items():
        assert {r["split"] for r in part} == {split}
        assert 0.4 <= Counter(r["lang"] for r in part)["zh"] / len(part) <= 0.6, split


def test_rows_are_well_formed(rows):
    assert len({r["id"] for r in rows}) == len(rows)
    for r in rows:
        assert KEYS <= set(r) <= KEYS | {"context"}, r["id"]
        assert r["lang"] in ("zh", "en") and r["expect"] in ("fast", "slow")
        if r["expect"] == "fast":
            assert isinstance(r["gold"], str) and r["gold"], r
            assert r["category"] in FAST_CATEGORIES, r
        else:
            assert r["gold"] is None, r
            assert r["category"] in SLOW_CATEGORIES, r
        assert set(r.get("context", {})) <= {"today"}


def test_held_out_never_repeats_a_dev_request(splits):
    dev = {(r["text"].casefold(), json.dumps(r.get("context", {}))) for r in splits["dev"]}
    assert not [r for r in splits["heldout"] if (r["text"].casefold(), json.dumps(r.get("context", {}))) in dev]


def test_every_source_is_present(rows):
    sources = Counter(r["source"].split(":")[0] for r in rows)
    for source in ("gen", "gym", "hand", "seed", "mawps"):
        assert sources[source], source
    assert sources["hand"] >= 150
    assert {r["source"] for r in rows if r["source"].startswith("gen:")} >= {"gen:zh", "gen:en", "gen:word", "gen:traps"}


def test_seed_000_examples_are_in_dev_with_their_gold(splits):
    seed = {r["text"]: r for r in splits["dev"] if r["category"] == "seed000"}
    assert seed["请计算2023年12月31日到2024年3月15日之间的总天数"]["gold"] == "75"
    assert seed["一件衣服原价100元，打8折后多少钱？"]["gold"] == "80"
    assert seed["去年利润是-12,567,890元，今年是3,000,000元，今年比去年多多少元？"]["gold"] == "15567890"
    assert seed["99×101"]["gold"] == "9999"
    assert seed["请计算2023年Q3营收环比增长率"]["expect"] == "slow"
    assert not [r for r in splits["heldout"] if r["category"] == "seed000"]


# --- golds recomputed from the text ------------------------------------------------------------

ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def iso_dates(text: str) -> list[dt.date]:
    return [dt.date(*map(int, m)) for m in ISO.findall(text)]


def test_day_counts_between_iso_dates(rows):
    checked = 0
    for r in rows:
        if r["category"] != "date_diff" or r["source"].startswith("gym"):
            continue
        dates = iso_dates(r["text"])
        if len(dates) != 2:
            continue
        # the convention table's markers, plus one it does not list (yet): 首尾两天都算
        inclusive = bool(INCLUSIVE_MARKERS.search(r["text"].lower())) or "首尾两天都算" in r["text"]
        assert int(r["gold"]) == (dates[1] - dates[0]).days + inclusive, r
        checked += 1
    assert checked >= 20


def test_weekdays_and_shifted_dates(rows):
    checked = 0
    for r in rows:
        dates = iso_dates(r["text"])
        if len(dates) != 1:
            continue
        if r["category"] == "weekday":
            assert r["gold"] == dates[0].strftime("%A") or r["gold"] == ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")[dates[0].weekday()], r
            checked += 1
        m = re.search(r"(\d+) days (after|before)|(?:之后|再过|往后推|加)(\d+)天|(?:之前|往前推|减去)(\d+)天", r["text"])
        if r["category"] == "date_add" and m:
            n = int(next(g for g in (m.group(1), m.group(3), m.group(4)) if g))
            sign = -1 if (m.group(2) == "before" or m.group(4)) else 1
            assert r["gold"] == (dates[0] + dt.timedelta(days=sign * n)).isoformat(), r
            checked += 1
    assert checked >= 15


def test_relative_dates_use_the_context_today(rows):
    for r in rows:
        if r["category"] != "date_relative":
            continue
        today = dt.date.fromisoformat(r["context"]["today"])
        if r["text"].rstrip("?？。 ").endswith(("明天是几号", "what's the date tomorrow")):
            assert r["gold"] == (today + dt.timedelta(days=1)).isoformat(), r
        m = re.search(r"(\d+) days from today|(\d+)天后是几号", r["text"])
        if m:
            assert r["gold"] == (today + dt.timedelta(days=int(m.group(1) or m.group(2)))).isoformat(), r


def _is_prime(n: int) -> bool:
    return n > 1 and all(n % p for p in range(2, math.isqrt(n) + 1))


def test_factorisations_multiply_back_to_a_number_in_the_request(rows):
    checked = 0
    for r in (r for r in rows if r["category"] == "factorize"):
        product, last = 1, 1
        for part in r["gold"].split("*"):
            p, _, k = part.partition("^")
            assert _is_prime(int(p)) and int(p) > last, r
            last = int(p)
            product *= int(p) ** int(k or 1)
        assert str(product) in re.findall(r"\d+", r["text"]), r
        checked += 1
    assert checked >= 50


def test_primality(rows):
    for r in (r for r in rows if r["category"] == "prime"):
        n = max(int(x) for x in re.findall(r"\d+", r["text"]))
        assert r["gold"] == ("true" if _is_prime(n) else "false"), r


def test_gcd_and_lcm(rows):
    for r in (r for r in rows if r["category"] == "gcd_lcm" and not r["source"].startswith("gym")):
        numbers = [int(x) for x in re.findall(r"\d+", r["text"])]
        lcm = re.search(r"lcm|multiple|公倍数", r["text"], re.I)
        assert int(r["gold"]) == (math.lcm(*numbers) if lcm else math.gcd(*numbers)), r


def _fraction_value(node: ast.AST) -> Fraction:
    if isinstance(node, ast.Constant):
        return Fraction(str(node.value))
    if isinstance(node, ast.UnaryOp):
        value = _fraction_value(node.operand)
        return -value if isinstance(node.op, ast.USub) else value
    left, right = _fraction_value(node.left), _fraction_value(node.right)
    return {ast.Add: left + right, ast.Sub: left - right, ast.Mult: left * right, ast.Div: left / right if right else None}[type(node.op)]


def _gold_value(gold: str) -> Fraction:
    return Fraction(gold)


def test_symbolic_arithmetic_evaluates_to_its_gold(rows):
    checked = 0
    for r in (r for r in rows if r["category"] == "arith.symbols"):
        m = re.search(r"[-(\s]*\d[\d\s+\-*/×÷().]*\d\)?", r["text"])
        expression = m.group(0).strip().replace("×", "*").replace("÷", "/") if m else ""
        try:
            tree = ast.parse(expression, mode="eval").body
        except SyntaxError:
            continue
        if not isinstance(tree, (ast.BinOp, ast.UnaryOp)):
            continue
        assert _fraction_value(tree) == _gold_value(r["gold"]), r
        checked += 1
    assert checked >= 100


def test_string_reversals(rows):
    quoted = re.compile(r"\"([^\"]+)\"|“([^”]+)”|「([^」]+)」|‘([^’]+)’|(?<![A-Za-z])'([^']+)'")
    checked = 0
    for r in (r for r in rows if r["category"] == "string" and re.search(r"倒|反转|逆序|颠倒|reverse|backward", r["text"], re.I)):
        m = quoted.search(r["text"]) if not r["source"].startswith("gym") else re.search(r": (\S+)$", r["text"])
        assert r["gold"] == next(g for g in m.groups() if g)[::-1], r
        checked += 1
    assert checked >= 30


def test_chinese_discounts(rows):
    rates = {"七五": "75", "九五": "95", "六五": "65", "八": "8"}
    checked = 0
    for r in (r for r in rows if r["category"] == "discount" and r["lang"] == "zh" and r["source"] == "gen:zh"):
        price = Fraction(re.search(r"(\d+)(?:元|块)", r["text"]).group(1))
        zhe = re.search(r"([\d.]+|七五|九五|六五|八)折", r["text"]).group(1)
        zhe = rates.get(zhe, zhe)
        rate = Fraction(zhe) / (100 if len(zhe.replace(".", "")) == 2 and "." not in zhe else 10)
        assert _gold_value(r["gold"]) == price * rate, r
        checked += 1
    assert checked >= 40


@pytest.mark.skipif(importlib.util.find_spec("reasoning_gym") is None, reason="reasoning-gym is the train extra")
def test_reasoning_gym_rows_keep_the_datasets_gold(rows):
    import reasoning_gym

    gym = [r for r in rows if r["source"] == "gym:products" and r["expect"] == "fast"]
    items = {item["question"].strip(): item["answer"] for item in reasoning_gym.create_dataset("products", seed=424242, size=30)}
    assert gym
    for r in gym:
        assert r["gold"] == items[r["text"]]


def test_statistics_over_the_listed_numbers(rows):
    checked = 0
    for r in (r for r in rows if r["category"] == "stats" and r["source"] in ("gen:zh", "gen:en")):
        xs = sorted(Fraction(x) for x in re.findall(r"-?\d+(?:\.\d+)?", r["text"]))
        text = r["text"].lower()
        if re.search(r"median|中位数", text):
            mid = len(xs) // 2
            expected = xs[mid] if len(xs) % 2 else (xs[mid - 1] + xs[mid]) / 2
        elif re.search(r"average|mean|平均", text):
            expected = sum(xs) / len(xs)
        elif re.search(r"sum|total|add up|总和|加起来", text):
            expected = sum(xs)
        elif re.search(r"max|largest|最大", text):
            expected = xs[-1]
        else:
            assert re.search(r"min|smallest|最小", text), r
            expected = xs[0]
        assert _gold_value(r["gold"]) == expected, r
        checked += 1
    assert checked >= 100


def test_english_percent_of(rows):
    checked = 0
    for r in (r for r in rows if r["category"] == "percent" and r["source"] == "gen:en"):
        m = re.search(r"([\d.]+)(?:%| percent) of (\d+)(?:,? plus (\d+))?", r["text"])
        if not m:
            continue
        expected = Fraction(m.group(1)) / 100 * int(m.group(2)) + int(m.group(3) or 0)
        assert _gold_value(r["gold"]) == expected, r
        checked += 1
    assert checked >= 30


def test_rounding_to_tens_hundreds_thousands(rows):
    steps = {"ten": 10, "10": 10, "十位": 10, "hundred": 100, "100": 100, "百位": 100, "thousand": 1000, "1000": 1000, "千位": 1000}
    checked = 0
    for r in (r for r in rows if r["category"] == "rounding"):
        m = re.search(r"nearest (ten|hundred|thousand|1000|100|10)\b|(十位|百位|千位)", r["text"])
        if not m:
            continue
        step = steps[m.group(1) or m.group(2)]
        n = int(re.search(r"\d[\d,]*", r["text"]).group(0).replace(",", ""))
        expected = (n + step // 2) // step * step  # half up, for positive whole numbers
        assert int(r["gold"]) == expected, r
        checked += 1
    assert checked >= 30


# unit → its size in a base unit (metres, grams, seconds)
UNIT_SIZES = {
    "km": 1000, "kilometers": 1000, "公里": 1000, "千米": 1000, "m": 1, "meters": 1, "米": 1, "cm": Fraction(1, 100),
    "厘米": Fraction(1, 100), "mm": Fraction(1, 1000), "毫米": Fraction(1, 1000), "kg": 1000, "千克": 1000, "公斤": 1000,
    "g": 1, "grams": 1, "克": 1, "hours": 3600, "小时": 3600, "minutes": 60, "分钟": 60, "seconds": 1, "秒": 1,
    "days": 86400, "天": 86400, "weeks": 604800, "周": 604800,
}
UNIT = "|".join(sorted(map(re.escape, UNIT_SIZES), key=len, reverse=True))


def test_unit_conversions(rows):
    checked = 0
    pattern = re.compile(rf"(\d+(?:\.\d+)?) ?({UNIT})")
    for r in (r for r in rows if r["category"] == "units" and r["source"] in ("gen:zh", "gen:en")):
        found = pattern.findall(r["text"])
        others = [u for u in re.findall(UNIT, r["text"]) if u != (found[0][1] if found else None)]
        if len(found) != 1 or len(others) != 1 or re.search(r"小时\d|hours? (and )?\d|h \d|hr \d", r["text"]):
            continue  # durations with two parts are left to the generator
        value, unit = found[0]
        expected = Fraction(value) * Fraction(UNIT_SIZES[unit]) / Fraction(UNIT_SIZES[others[0]])
        assert _gold_value(r["gold"]) == expected, r
        checked += 1
    assert checked >= 50
