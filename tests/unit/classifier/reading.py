"""A request read the way the classifier reads it: English number words as digits first."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import date, timedelta
from fractions import Fraction
from pathlib import Path

from dtlib.envelope import Task
from dtlib.perception import mentions
from dtlib.text import digits_for_number_words
from services.classifier.parse import MAX_SLOTTED_CHARS, parse
from services.classifier.slots import Slots, build_slots
from services.sandbox.ops import run_task

from .golds import shown


def read(text: str, today: str | None = None) -> Task | None:
    return parse(digits_for_number_words(text), None, {"today": today} if today else None)


def slotted(texts: Iterable[str]) -> Iterator[tuple[str, Slots]]:
    """Each request (number words as digits) and its slots, as the classifier slots it; those too long to read left
    out."""
    for text in texts:
        text = digits_for_number_words(text)
        slots = build_slots(text, mentions(text))
        if len(slots.text) <= MAX_SLOTTED_CHARS:
            yield text, slots


def value_of(text: str, today: str | None = None) -> str | None:
    """The value the fast path would show for `text` (relative dates against `today`), or None when the reader
    leaves it unread."""
    task = read(text, today)
    return None if task is None else run_task(task).value


def golds(probe: dict) -> list[str]:
    """A probe's accepted values: one gold, or a list when the request allows several readings."""
    gold = probe["gold"]
    return gold if isinstance(gold, list) else [gold]


def jsonl_rows(name: str) -> list[dict]:
    """The rows of one of this folder's request files (`role_stories*.jsonl`, `hostile_probes*.jsonl` …)."""
    text = Path(__file__).with_name(name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def probes_in_round_form(rows: list[dict]) -> list[dict]:
    """Rows written `expect` fast | slow with a `gold` in the rounds' own form: `value` with its gold, or
    `no-value`; every fast row has a gold and no slow row has one."""
    assert all(r["expect"] in ("fast", "slow") and (r["gold"] is None) == (r["expect"] == "slow") for r in rows)
    return [{"text": r["text"], "lang": r["lang"], "expect": "value", "gold": r["gold"]} if r["expect"] == "fast"
            else {"text": r["text"], "lang": r["lang"], "expect": "no-value"} for r in rows]


_EXPR_NAMES = {"Fraction": Fraction, "date": date, "timedelta": timedelta}  # a gold date: (date(…) + timedelta(…)).isoformat()


def assert_golds_are_their_expressions(rows: list[dict]) -> None:
    for row in rows:
        if row["expect"] == "fast":
            assert row["gold"] == shown(eval(row["expr"], _EXPR_NAMES)), row["id"]  # noqa: S307


def assert_balanced_blind_set(rows: list[dict], *, rows_at_least: int, slow_at_least: int) -> None:
    """A blind set's shape: big enough, enough rows that must go slow, both languages within 10 %,
    tune and check halves, and each fast row's gold the value of its own `gold_expr`."""
    assert len(rows) >= rows_at_least and sum(r["expect"] == "slow" for r in rows) >= slow_at_least
    assert abs(sum(r["lang"] == "zh" for r in rows) - sum(r["lang"] == "en" for r in rows)) <= len(rows) // 10
    assert {r["split"] for r in rows} == {"tune", "check"}
    assert_golds_of_own_expressions(rows)


def assert_golds_of_own_expressions(rows: list[dict]) -> None:
    """A blind set's rows that must go slow have no gold; every other row's gold is its `gold_expr`'s value."""
    from dualtrack.bench.parse import equal

    from .golds import gold_of

    for r in rows:
        if r["expect"] == "slow":
            assert r["gold"] is None and r["gold_expr"] is None, r["text"]
        else:
            assert equal(gold_of(r["gold_expr"]), r["gold"]) or gold_of(r["gold_expr"]) == r["gold"], r["text"]


def split_counts(rows: list[dict], split: str) -> dict[str, int]:
    """How the rows of one half (tune / check) came out: fast and exact, fast and wrong, slow."""
    from dualtrack.bench.parse import run

    counts = {"fast_right": 0, "fast_wrong": 0, "slow": 0}
    for outcome in run([row for row in rows if row["split"] == split]):
        key = "slow" if outcome.path != "fast" else "fast_right" if outcome.exact else "fast_wrong"
        counts[key] += 1
    return counts


def assert_half_right_and_reaching(rows: list[dict], split: str, floor: int) -> None:
    """One half of a blind set: no fast answer wrong, and at least `floor` fast and exact (what was reached)."""
    counts = split_counts(rows, split)
    assert counts["fast_wrong"] == 0, counts
    assert counts["fast_right"] >= floor, counts


def probe_outcomes(probes: list[dict]) -> dict[int, object]:
    """The bench's outcome of each hostile probe (`value` rows with their gold, `no-value` rows slow)."""
    from dualtrack.bench.parse import run

    items = [{**p, "expect": "fast" if p["expect"] == "value" else "slow",
              "gold": golds(p)[0] if p["expect"] == "value" else None} for p in probes]
    return dict(enumerate(run(items)))


def assert_no_wrong_fast_value(probe: dict, outcome) -> None:  # noqa: ANN001 - a bench Outcome
    """A `no-value` probe shows no value; a `value` probe shows one of its golds, or none."""
    from dualtrack.bench.parse import equal

    seen = f"{probe['text']!r}: {outcome.path} ({outcome.reason}), value {outcome.value}"
    if probe["expect"] == "no-value":
        assert outcome.value is None, seen
    elif outcome.value is not None:
        assert any(equal(outcome.value, gold) for gold in golds(probe)), f"{seen}, expected {probe['gold']}"


def assert_blind_half_shape(rows: list[dict], *, size: int, slow: int, lang: str) -> None:
    """A blind half of one language: its size, its rows that must go slow, and each fast row's gold its `expr`."""
    assert len(rows) == size and sum(r["expect"] == "slow" for r in rows) == slow
    assert {r["lang"] for r in rows} == {lang} and {r["split"] for r in rows} == {"blind"}
    assert_golds_are_their_expressions(rows)


def assert_blind_half_reads(rows: list[dict], fast_right: int, left_as_run: frozenset[str] = frozenset()) -> None:
    """A blind half answers nothing wrong (but the rows of `left_as_run`, by id: wrong in its one run, reported and
    left), and at least as many rows right as its one blind run did."""
    probes = probes_in_round_form(rows)
    outcomes = probe_outcomes(probes)
    for i, probe in enumerate(probes):
        if not left_as_run or rows[i]["id"] not in left_as_run:  # rows of older halves carry no id
            assert_no_wrong_fast_value(probe, outcomes[i])
    assert sum(o.exact for o in outcomes.values()) >= fast_right


def _assert_new_with_golds(probes: list[dict], earlier: tuple[str, ...]) -> None:
    """No request of the round's own or of the `earlier` rounds' files again; every row either has a gold
    or must show no value."""
    texts = [p["text"] for p in probes]
    before = {row["text"] for name in earlier for row in jsonl_rows(name)}
    assert len(set(texts)) == len(texts) and not before & set(texts)
    assert all(p["expect"] in ("value", "no-value") and ("gold" in p) == (p["expect"] == "value") for p in probes)


def assert_probes_are_new_and_both_languages_probed(probes: list[dict], earlier: tuple[str, ...]) -> None:
    """A probe round repeats no earlier request and probes each language with at least 45 % of its rows."""
    _assert_new_with_golds(probes, earlier)
    by_lang = {lang: sum(p["lang"] == lang for p in probes) for lang in ("zh", "en")}
    assert min(by_lang.values()) >= 0.45 * len(probes), by_lang


def assert_probes_are_new_with_a_slow_share(probes: list[dict], earlier: tuple[str, ...], slow_share: float) -> None:
    """A round repeats no earlier request, and at least `slow_share` of it must go slow (any languages)."""
    _assert_new_with_golds(probes, earlier)
    assert sum(p["expect"] == "no-value" for p in probes) >= slow_share * len(probes)


def assert_probes_are_new_in_one_language(probes: list[dict], earlier: tuple[str, ...], lang: str,
                                          slow_share: float) -> None:
    """A round of one language repeats no earlier request, and at least `slow_share` of it must go slow."""
    _assert_new_with_golds(probes, earlier)
    assert {p["lang"] for p in probes} == {lang}
    assert sum(p["expect"] == "no-value" for p in probes) >= slow_share * len(probes)


# The probe files of the rounds before the tenth: each round-10 file must ask something none of them asks.
PROBE_FILES_BEFORE_ROUND_10 = (
    "hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
    "hostile_probes_4.jsonl", "hostile_probes_5.jsonl", "hostile_probes_6.jsonl", "hostile_probes_7_en.jsonl",
    "hostile_probes_7_zh.jsonl", "hostile_probes_8.jsonl", "hostile_probes_9.jsonl", "pronoun_probes.jsonl",
    "mawps_twins_4.jsonl")


def probe_round_tests(name: str, earlier: tuple[str, ...], slow_share: float = 0.6):  # noqa: ANN201 - pytest items
    """A hostile round's fixture and two tests, for its module to bind by name (`outcomes, test_…, test_… = …`): the
    rows of `name` are new (none asked by the `earlier` files), both languages are probed and at least `slow_share`
    must go slow; no probe gets a wrong fast value."""
    import pytest

    rows = jsonl_rows(name)
    probes = probes_in_round_form(rows)

    @pytest.fixture(scope="module")
    def outcomes() -> dict[int, object]:
        return probe_outcomes(probes)

    def test_the_probes_are_new_in_both_languages_and_enough_must_go_slow() -> None:
        assert_probes_are_new_and_both_languages_probed(probes, earlier)
        assert sum(r["expect"] == "slow" for r in rows) >= slow_share * len(rows)

    @pytest.mark.parametrize("i", range(len(probes)), ids=[p["text"][:60] for p in probes])
    def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
        assert_no_wrong_fast_value(probes[i], outcomes[i])

    return outcomes, test_the_probes_are_new_in_both_languages_and_enough_must_go_slow, \
        test_a_hostile_probe_gets_no_wrong_fast_value


def red_team_round_tests(name: str, earlier: tuple[str, ...], lang: str, slow_share: float):  # noqa: ANN201 - pytest items
    """A one-language red-team round's fixture and two tests, for its module to bind by name (`outcomes, test_…,
    test_… = …`): the rows of `name` are new (none asked by the `earlier` files), all in `lang`, at least `slow_share`
    of them must go slow; no row gets a wrong fast value."""
    import pytest

    probes = probes_in_round_form(jsonl_rows(name))

    @pytest.fixture(scope="module")
    def outcomes() -> dict[int, object]:
        return probe_outcomes(probes)

    def test_the_rows_are_new_in_their_language_and_enough_must_go_slow() -> None:
        assert_probes_are_new_in_one_language(probes, earlier, lang, slow_share=slow_share)

    @pytest.mark.parametrize("i", range(len(probes)), ids=[p["text"][:60] for p in probes])
    def test_a_red_team_row_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
        assert_no_wrong_fast_value(probes[i], outcomes[i])

    return outcomes, test_the_rows_are_new_in_their_language_and_enough_must_go_slow, \
        test_a_red_team_row_gets_no_wrong_fast_value


def lead_blind_tests(name: str, fast_right: int):  # noqa: ANN201 - pytest items
    """A lead's blind set's two tests, for its module to bind by name: the file of `name` holds 60 requests, 30 per
    language, 20 that must go slow, each gold what its expression gives; the set answers nothing wrong and reads at
    least `fast_right` of its computations."""
    rows = jsonl_rows(name)

    def test_the_file_is_both_languages_and_what_its_expressions_give() -> None:
        assert len(rows) == 60 and sum(r["expect"] == "slow" for r in rows) == 20
        assert sum(r["lang"] == "zh" for r in rows) == sum(r["lang"] == "en" for r in rows) == 30
        assert_golds_are_their_expressions(rows)

    def test_the_set_answers_nothing_wrong_and_reads_what_it_read() -> None:
        assert_blind_half_reads(rows, fast_right)

    return test_the_file_is_both_languages_and_what_its_expressions_give, \
        test_the_set_answers_nothing_wrong_and_reads_what_it_read
