"""`python -m dualtrack.bench.parse_corpus`: rewrite data/parse/{dev,heldout}.jsonl (deterministic)."""

from __future__ import annotations

from collections import Counter

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from dualtrack.shared_data import missing_shared_data

from . import word_problems
from .build import OUT_DIR, build, steps, write
from .common import SPLITS


def main() -> None:
    console = Console()
    if word_problems.mawps_path() is None:  # the corpus would lose its MAWPS rows, silently
        console.print(f"[red]{missing_shared_data(what='mawps')}[/]: data/parse/ has MAWPS "
                      "multi-step rows; not rebuilt without them")
        raise SystemExit(1)
    total = sum(len(steps(split)) for split in SPLITS)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console) as progress:
        task = progress.add_task("building", total=total)

        def step(split: str, name: str) -> None:
            progress.update(task, advance=1, description=f"{split}: {name}")

        splits = build(step)
        progress.update(task, completed=total, description="writing")
        write(splits)
    table = Table(title=f"parse corpus → {OUT_DIR}")
    for column in ("split", "rows", "zh", "en", "fast", "slow"):
        table.add_column(column, justify="right" if column != "split" else "left")
    for split, rows in splits.items():
        lang = Counter(r["lang"] for r in rows)
        expect = Counter(r["expect"] for r in rows)
        table.add_row(split, str(len(rows)), str(lang["zh"]), str(lang["en"]), str(expect["fast"]), str(expect["slow"]))
    console.print(table)


if __name__ == "__main__":
    main()
