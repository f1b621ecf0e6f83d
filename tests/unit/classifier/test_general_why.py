"""`dualtrack bench parse --why` (dualtrack/bench/parse_why.py): for a computation the reader does not
read, the first reason it gives — the token the grammar stopped at, a Refuse message and its module,
the guard that refused a reading — and the words the lexicon does not know; then counted."""

from __future__ import annotations

from dualtrack.bench.parse import run
from dualtrack.bench.parse_why import aggregate, diagnose, why


def _row(text: str, lang: str = "en") -> dict:
    return {"id": text, "text": text, "expect": "fast", "gold": "1", "lang": lang, "category": "probe", "split": "dev"}


def test_each_refusal_is_named_where_it_happens() -> None:
    grammar, build, guard = (why(o) for o in run([_row("12 blorp 24"), _row("3加5的差", "zh"),
                                                   _row("原价大概2000元，打8折多少钱", "zh")]))
    assert (grammar.stage, grammar.module, grammar.unknown) == ("grammar", "grammar.lark", ("blorp",))
    assert (build.stage, build.module) == ("build", "arithmetic_rules.py") and "does not name the operation" in build.reason
    assert (guard.stage, guard.reason) == ("guard", "hedges.py (after read_discount)")  # 大概: an approximate price
    assert "大概" in guard.unknown


def test_only_missed_computations_are_counted_by_language() -> None:
    rows = [_row("12 blorp 24"), _row("12 blorp 25"), _row("what is 12 times 24?"), _row("12乘24咕咕", "zh")]
    rows[2]["gold"] = "288"
    summary = aggregate(diagnose(run(rows)))
    assert summary["missed"] == 3
    assert dict(summary["en"]["unknown words"]) == {"blorp": 2}
    assert dict(summary["all"]["stage"]) == {"grammar": 3}


def test_a_story_the_roles_do_not_read_names_the_roles_readers_reason() -> None:
    told, verb = (why(o) for o in run([_row("Tom has 12 apples. He gets 5 more. How many apples does Tom have in euros?"),
                                       _row("Tom has 12 apples. He zorbles 5 apples. How many apples are left?")]))
    assert told.roles.startswith("the question says more than what it asks")
    assert verb.roles == "an amount with no verb before it"  # zorble is no verb it knows


def test_mawps_why_reads_only_tune_one_step_rows() -> None:
    from dualtrack.bench.parse_why import mawps_tune_rows

    rows = mawps_tune_rows()  # [] without the shared data
    assert all(r["split"] == "tune" and r["steps"] == "one-step" for r in rows)
