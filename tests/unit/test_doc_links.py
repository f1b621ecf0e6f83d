"""Every relative link in the README, docs/ and the services' READMEs leads to a file in this
repository: a reader of a fresh clone never meets a link to something outside it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dtlib.settings import REPO_ROOT

DOCUMENTS = sorted([REPO_ROOT / "README.md", *(REPO_ROOT / "docs").rglob("*.md"),
                    *(REPO_ROOT / "services").glob("*/README.md")])
# [text](target) and [text]: target; the target ends at whitespace or the closing parenthesis
INLINE = re.compile(r"\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.MULTILINE)
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.DOTALL)


def relative_links(markdown: str) -> list[str]:
    text = CODE.sub("", markdown)  # a link shown as code is not followed
    targets = INLINE.findall(text) + REFERENCE.findall(text)
    return [t for t in targets if not re.match(r"^[a-z][a-z0-9+.-]*:|^#", t, re.IGNORECASE)]


def test_the_documents_are_found() -> None:
    names = {p.relative_to(REPO_ROOT).as_posix() for p in DOCUMENTS}
    assert {"README.md", "docs/design.md", "services/cache/README.md"} <= names


def test_links_shown_as_code_and_external_links_are_not_checked() -> None:
    text = "[a](docs/x.md) `[b](../y.md)` [c](https://example.org) [d](#anchor)\n[e]: ../z.md\n"
    assert relative_links(text) == ["docs/x.md", "../z.md"]


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(REPO_ROOT).as_posix())
def test_every_relative_link_resolves_inside_the_repository(document: Path) -> None:
    broken = []
    for target in relative_links(document.read_text(encoding="utf-8")):
        path = (document.parent / target.split("#", 1)[0]).resolve()
        if not path.is_relative_to(REPO_ROOT.resolve()) or not path.exists():
            broken.append(target)
    assert not broken, f"{document.relative_to(REPO_ROOT)} links to what is not in the repository: {broken}"
