"""`dualtrack bench parse --why`: why the reader did not read the computations it missed.

For each missed computation of the rows given (dev rows only; the caller never passes held-out or
check rows), the request is read once more step by step, as `services.classifier.parse` reads it,
and the first thing that stopped it is recorded:
- `perception`: the classifier sent it slow before reading (an ambiguity), or the score vetoed a reading;
- `grammar`: the first token the LALR parser did not take (its type and word; `end` when the
  request stopped short), when no value reader read it either;
- `build`: build.py (or frames.py, values.py …) refused the tree, with its Refuse message and module;
- `guard`: a reading (the grammar's or a value reader's) refused by a check of guards.py, by name;
- `compared`: value readers that read it into different values (reader/compared.py), by name;
- `length`: longer than the reader reads.
Besides, every word the lexicon does not know (WORD tokens) is counted once per request: the words
that most often stand in the way are the vocabulary to add, or the harmless words to set aside.
"""

from __future__ import annotations

import json
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lark.exceptions import UnexpectedInput, VisitError

from dtlib.perception import mentions
from dtlib.text import digits_for_number_words

from .parse import Outcome


@dataclass
class Why:
    stage: str  # perception, grammar, build, guard, compared, length, wrong value
    reason: str  # the stop token, the Refuse message or the guard's name
    module: str  # where it was refused
    unknown: tuple[str, ...]  # the words the lexicon does not know, in order
    readers: tuple[str, ...]  # value readers whose trigger fired
    roles: str = ""  # why the roles reader (roles.py) read no one operation, where its trigger fired


def why(outcome: Outcome) -> Why:
    """The first reason the reader gives for not reading `outcome`'s request."""
    from services.classifier.filler import set_aside
    from services.classifier.parse import MAX_FILLED_CHARS, MAX_SLOTTED_CHARS, core_of
    from services.classifier.slots import build_slots

    item = outcome.item
    if outcome.read:  # read, but vetoed by the score or read into another value
        return Why("perception" if outcome.path == "slow" else "wrong value", outcome.reason, "decide.py", (), ())
    if outcome.reason == "ambiguous":
        return Why("perception", "ambiguous", "perceive.py", (), ())
    text = digits_for_number_words(item["text"])
    slots = build_slots(text, mentions(text))
    if len(slots.text) > MAX_SLOTTED_CHARS:
        return Why("length", f"over {MAX_SLOTTED_CHARS} characters slotted", "parse.py", (), (),
                   _why_core(slots, core_of(slots.text), item.get("context") or {}).roles)
    core = core_of(slots.text)
    aside = set_aside(slots.text) if len(slots.text) <= MAX_FILLED_CHARS else None
    if aside is not None and len(aside.text) <= MAX_FILLED_CHARS // 2:
        core = core_of(aside.text)  # the last reading tried is without the filler
    return _why_core(slots, core, item.get("context") or {})


def _why_core(slots, core: str, context: dict[str, str]) -> Why:  # noqa: ANN001 - Slots
    from services.classifier.reader import BY_VALUES, Builder, grammar_tokens, parser, sized_items, value_readers
    from services.classifier.reader.compared import compare_readings
    from services.classifier.reader.guards import refused_by
    from services.classifier.reader.tokenizer import raw_tokens
    from services.classifier.reader.one_period import per_one_period
    from services.classifier.reader.triggers import Present
    from services.classifier.reader.values import Refuse
    from lark import Token

    raw = per_one_period(raw_tokens(core), slots)
    tokens = grammar_tokens(raw, slots)
    unknown = tuple(t.value for t in tokens if t.type == "WORD")
    present = Present(tokens)
    # the readers whose own trigger fired (a reader without one runs on every request and says nothing here)
    fired = tuple(r.__name__ for r in BY_VALUES if getattr(r, "trigger", None) is not None and present.fires(r))
    session = parser().parse_interactive()
    stop = None
    for t in tokens:
        if t.type not in session.choices():
            stop = f"{t.type} {t.value!r}"
            break
        try:
            session.feed_token(Token(t.type, t.value, start_pos=t.pos))
        except UnexpectedInput:  # taken, then failed after a reduction
            stop = f"{t.type} {t.value!r}"
            break
    if stop is None:
        try:
            tree = session.feed_eof()
        except UnexpectedInput:
            stop = "end"
    if stop is None:  # the grammar reads it all: the tree was refused, or its reading
        try:
            task = Builder(slots, context).transform(tree)
        except VisitError as exc:
            frame = traceback.extract_tb(exc.orig_exc.__traceback__)[-1]
            message = str(exc.orig_exc) if isinstance(exc.orig_exc, Refuse) else f"error {exc.orig_exc!r}"
            return Why("build", message, Path(frame.filename).name, unknown, fired)
        if task is None:
            return Why("build", "no task", "build.py", unknown, fired)
        name = refused_by(task, tokens, slots, "grammar")
        return Why("guard", name or "a fraction format asked of no expression", "guards.py", unknown, fired)
    # not the grammar's: a value reader's reading refused by a guard says more than the grammar's stop
    readers = value_readers(sized_items(raw, slots))
    for reader in present.fired(readers):
        try:
            task = reader(tokens, slots)
        except Exception:  # noqa: BLE001 - a reader's own refusal: it did not read
            task = None
        if task is not None:
            name = refused_by(task, tokens, slots, reader.__name__)
            differing = compare_readings(tokens, slots, readers).differing if name is None else ()
            if differing:
                return Why("compared", f"{reader.__name__} against {', '.join(differing)}", "compared.py", unknown, fired)
            return Why("guard", f"{name or 'accepted alone'} (after {reader.__name__})", "guards.py", unknown, fired)
    return Why("grammar", stop, "grammar.lark", unknown, fired, _roles_refusal(tokens, slots) if "read_roles" in fired else "")


def _roles_refusal(tokens, slots) -> str:  # noqa: ANN001 - the reader's tokens and Slots
    """The roles reader's own reason for reading no one operation: its Unclear message, or what else stopped it."""
    from services.classifier.reader.role_words import Unclear
    from services.classifier.reader.roles import roles_reading

    try:
        read = roles_reading(tokens, slots)
    except Unclear as exc:
        return str(exc)
    except Exception as exc:  # noqa: BLE001 - a reader bug is a reason too
        return f"error {exc!r}"
    return "fewer than two amounts" if read is None else "read, refused after (a check or the value)"


TEST_SETS = Path(__file__).resolve().parents[2] / "tests" / "unit" / "classifier"


def tune_rows() -> list[dict[str, Any]]:
    """The tune halves of the blind test sets, as rows of the parse corpus: typed_requests.jsonl's
    `tune` rows, paraphrases.jsonl's even lines, notation_blind.jsonl's `tune` rows, and all of
    fresh_phrasings.jsonl (it has no check half). The check halves are never read here."""
    def rows(name: str) -> list[dict[str, Any]]:
        lines = (TEST_SETS / name).read_text(encoding="utf-8").splitlines()
        return [json.loads(line) for line in lines if line.strip()]

    typed = [{**r, "split": "dev", "set": "typed"} for r in rows("typed_requests.jsonl") if r["split"] == "tune"]
    paraphrases = [{**r, "split": "dev", "set": "paraphrases"}
                   for n, r in enumerate(rows("paraphrases.jsonl"), start=1) if n % 2 == 0]
    fresh = [{**r, "split": "dev", "set": "fresh"} for r in rows("fresh_phrasings.jsonl")]
    notation = [{**r, "split": "dev", "set": "notation"} for r in rows("notation_blind.jsonl") if r["split"] == "tune"]
    return typed + paraphrases + notation + fresh


def mawps_tune_rows() -> list[dict[str, Any]]:
    """MAWPS's tune split (train.csv), its one-step problems only: multi-step ones go slow by design.
    The check split (dev.csv) is never read here."""
    from . import mawps

    return [r for r in mawps.load(("tune",)) if r["steps"] == "one-step"]


def rows_for(corpus: str) -> list[dict[str, Any]]:
    """The rows `--why` reads for `corpus`: the tune halves, MAWPS tune one-step rows, or a corpus's dev split."""
    from . import parse as bench

    if corpus == "tune":
        return tune_rows()
    if corpus == "mawps":
        return mawps_tune_rows()
    return bench.load(("dev",), bench.CORPORA[corpus])


def diagnose(outcomes: list[Outcome]) -> list[tuple[Outcome, Why]]:
    """The missed computations with their reasons."""
    return [(o, why(o)) for o in outcomes if o.item["expect"] == "fast" and not o.exact]


def aggregate(found: list[tuple[Outcome, Why]], top: int = 25) -> dict[str, Any]:
    """Top reasons, stop tokens, unknown words and modules, overall and per language."""
    def counts(rows: list[tuple[Outcome, Why]]) -> dict[str, list[tuple[str, int]]]:
        return {
            "stage": Counter(w.stage for _, w in rows).most_common(),
            "reason": Counter(f"{w.stage}: {w.reason}" if w.stage != "grammar" else f"grammar stop: {_kind(w.reason)}"
                              for _, w in rows).most_common(top),
            "stop token": Counter(w.reason for _, w in rows if w.stage == "grammar").most_common(top),
            "first unknown word": Counter(w.unknown[0] for _, w in rows if w.unknown).most_common(top),
            "unknown words": Counter(u for _, w in rows for u in dict.fromkeys(w.unknown)).most_common(top),
            "no unknown word": [("rows", sum(not w.unknown for _, w in rows))],
            "value readers tried, none read": Counter(r for _, w in rows if w.stage == "grammar"
                                                      for r in w.readers).most_common(top),
            "module": Counter(w.module for _, w in rows).most_common(),
            "roles reader's refusal": Counter(_short(w.roles) for _, w in rows if w.roles).most_common(top),
        }
    langs = sorted({o.item["lang"] for o, _ in found})
    return {"missed": len(found), "all": counts(found),
            **{lang: counts([(o, w) for o, w in found if o.item["lang"] == lang]) for lang in langs}}


def _short(reason: str) -> str:
    """A refusal without the word it names ("a verb outside the classes: sold" → its class), so reasons count up."""
    return reason.split(":", 1)[0] if reason.startswith(("a verb outside", "error")) else reason


def _kind(stop: str) -> str:
    """"WORD 'foo'" → "an unknown word"; other stops by their token type."""
    kind = stop.split(" ", 1)[0]
    return "an unknown word" if kind == "WORD" else kind


def tables(summary: dict[str, Any]) -> list[Any]:
    from rich.table import Table

    out = []
    for lang in [k for k in summary if k not in ("missed",)]:
        for name, rows in summary[lang].items():
            t = Table(name, "rows", title=f"why not read ({lang}, {summary['missed']} missed in all)")
            for key, n in rows:
                t.add_row(key, str(n))
            out.append(t)
    return out
