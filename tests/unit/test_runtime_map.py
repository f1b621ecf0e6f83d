"""docs/design.md's map of the step runtime names every file of libs/dtlib/runtime/, once, and
gives each one's lines within a tenth (or 5 lines): a newcomer reads the runtime from it."""

from __future__ import annotations

import re

from dtlib.settings import REPO_ROOT

RUNTIME = REPO_ROOT / "libs" / "dtlib" / "runtime"
ROW = re.compile(r"^\| \[`([\w.]+)`\]\(\.\./libs/dtlib/runtime/\1\) \| (\d+) \|", re.MULTILINE)


def mapped() -> list[tuple[str, int]]:
    text = (REPO_ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    return [(name, int(lines)) for name, lines in ROW.findall(text)]


def test_the_map_names_every_runtime_file_once() -> None:
    names = [name for name, _ in mapped()]
    assert sorted(names) == sorted(p.name for p in RUNTIME.glob("*.py")), \
        "docs/design.md's runtime table against `ls libs/dtlib/runtime/*.py`"


def test_the_map_gives_each_file_its_lines() -> None:
    off = {}
    for name, lines in mapped():
        actual = len((RUNTIME / name).read_text(encoding="utf-8").splitlines())
        if abs(actual - lines) > max(lines / 10, 5):
            off[name] = (lines, actual)
    assert not off, f"docs/design.md's runtime table (said, now; `wc -l libs/dtlib/runtime/*.py`): {off}"
