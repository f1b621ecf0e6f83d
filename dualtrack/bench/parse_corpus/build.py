"""Assemble both splits from every source, deduplicate, number the rows and write the files."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Callable, Iterable

from . import en, gym, handwritten, seed000, traps, word_problems, zh
from .common import SPLITS, Row, rng_for

REPO_ROOT = Path(__file__).resolve().parents[3]
OUT_DIR = REPO_ROOT / "data" / "parse"
README = OUT_DIR / "README.md"
COUNTS_START, COUNTS_END = "<!-- counts: written by python -m dualtrack.bench.parse_corpus -->", "<!-- /counts -->"

# how many rows each maker gives held-out, relative to dev (gym and hand-written have their own sizes)
HELDOUT_SCALE = {"zh": 0.72, "en": 0.55, "word": 0.7, "traps": 0.7}
GENERATORS: dict[str, tuple[tuple[Callable[[random.Random, str], Row], int], ...]] = {
    "zh": zh.MAKERS, "en": en.MAKERS, "word": word_problems.MAKERS, "traps": traps.MAKERS,
}


def key(row: Row) -> tuple:
    """Rows that differ only in case or a trailing question mark are the same request."""
    return row.text.rstrip("?？。.! ").casefold(), tuple(sorted(row.context.items()))


class Collector:
    def __init__(self, taken: set[tuple]) -> None:
        self.taken = taken
        self.rows: list[Row] = []

    def add(self, row: Row) -> bool:
        k = key(row)
        if k in self.taken:
            return False
        self.taken.add(k)
        self.rows.append(row)
        return True

    def extend(self, rows: Iterable[Row]) -> None:
        for row in rows:
            self.add(row)


def steps(split: str) -> list[tuple[str, Callable[[Collector], None]]]:
    """The build of one split as named steps (the progress display shows them)."""

    def makers(name: str) -> Callable[[Collector], None]:
        def run(into: Collector) -> None:
            rng = rng_for(name, split)
            scale = 1.0 if split == "dev" else HELDOUT_SCALE[name]
            for maker, count in GENERATORS[name]:
                wanted, attempts = round(count * scale), 0
                got = 0
                while got < wanted and attempts < 40 * wanted:
                    attempts += 1
                    got += into.add(maker(rng, split))

        return run

    out: list[tuple[str, Callable[[Collector], None]]] = []
    if split == "dev":
        out.append(("seed 000", lambda into: into.extend(seed000.rows())))
    out.append(("hand-written", lambda into: into.extend(handwritten.rows(split))))
    out += [(f"generator {name}", makers(name)) for name in GENERATORS]
    out.append(("MAWPS multi-step", lambda into: into.extend(word_problems.mawps_multi_step(split, word_problems.MAWPS_PER_SPLIT[split]))))
    out.append(("reasoning-gym", lambda into: into.extend(gym.generate(split))))
    return out


def records(split: str, rows: list[Row]) -> list[dict]:
    prefix = "d" if split == "dev" else "h"
    return [row.record(f"{prefix}{i:05d}", split) for i, row in enumerate(rows, 1)]


def build(progress: Callable[[str, str], None] | None = None) -> dict[str, list[dict]]:
    """Both splits as JSON-ready records. Dev is built first; a held-out row never repeats a dev one."""
    taken: set[tuple] = set()
    out = {}
    for split in SPLITS:
        into = Collector(taken)
        for name, run in steps(split):
            if progress:
                progress(split, name)
            run(into)
        out[split] = records(split, into.rows)
    return out


def dumps(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows)


def counts_markdown(splits: dict[str, list[dict]]) -> str:
    by = Counter((r["split"], r["category"], r["lang"]) for rows in splits.values() for r in rows)
    expect = {r["category"]: r["expect"] for rows in splits.values() for r in rows if r["category"] != "seed000"}
    expect["seed000"] = "fast+slow"
    cats = sorted({c for _, c, _ in by}, key=lambda c: (expect[c] != "fast", c))
    lines = ["| category | expect | dev zh | dev en | held-out zh | held-out en | total |", "|---|---|---:|---:|---:|---:|---:|"]
    for c in cats:
        cells = [by[(s, c, lang)] for s in SPLITS for lang in ("zh", "en")]
        lines.append(f"| `{c}` | {expect[c]} | " + " | ".join(map(str, cells)) + f" | {sum(cells)} |")
    totals = [sum(v for (s, _, lang), v in by.items() if s == split and lang == la) for split in SPLITS for la in ("zh", "en")]
    lines.append("| **all** | | " + " | ".join(f"**{t}**" for t in totals) + f" | **{sum(totals)}** |")
    fast_rows = sum(1 for rows in splits.values() for r in rows if r["expect"] == "fast")
    lines.append("")
    lines.append(f"Rows: dev {len(splits['dev'])}, held-out {len(splits['heldout'])}; "
                 f"expect fast {fast_rows}, slow {sum(map(len, splits.values())) - fast_rows}; "
                 f"Chinese {totals[0] + totals[2]}, English {totals[1] + totals[3]}.")
    return "\n".join(lines)


def write(splits: dict[str, list[dict]], out_dir: Path = OUT_DIR) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    for split, rows in splits.items():
        (out_dir / f"{split}.jsonl").write_text(dumps(rows), encoding="utf-8")
    readme = out_dir / "README.md"
    if readme.exists():
        text = readme.read_text(encoding="utf-8")
        if COUNTS_START in text and COUNTS_END in text:
            head, rest = text.split(COUNTS_START, 1)
            _, tail = rest.split(COUNTS_END, 1)
            readme.write_text(f"{head}{COUNTS_START}\n{counts_markdown(splits)}\n{COUNTS_END}{tail}", encoding="utf-8")
