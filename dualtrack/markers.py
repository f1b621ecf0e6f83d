"""Generated sections of hand-written Markdown: the text between `<!-- NAME:start -->` and
`<!-- NAME:end -->` belongs to a generator (the README's settings and service tables)."""

from __future__ import annotations


def replace_marked(text: str, name: str, body: str) -> str:
    """`text` with the section `name` replaced by `body`."""
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    head, rest = text.split(start, 1)
    _, tail = rest.split(end, 1)
    return f"{head}{start}\n{body}\n{end}{tail}"
