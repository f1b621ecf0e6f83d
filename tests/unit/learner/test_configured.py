"""Configured rule id → scope: the YAML is parsed again only when a file changed."""

from __future__ import annotations

import os
from pathlib import Path

from services.learner.configured import ConfiguredScopes


def write(path: Path, ids: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("rules:\n" + "".join(f"  - id: {i}\n" for i in ids), encoding="utf-8")


def test_files_are_parsed_again_only_when_one_changed(tmp_path: Path) -> None:
    write(tmp_path / "global" / "faq.yaml", ["hours"])
    scopes = ConfiguredScopes(tmp_path, reload_s=0.0)
    assert scopes.scope_of("hours") == "global"
    assert scopes.scope_of("hours") == "global"
    assert scopes.reads == 1
    write(tmp_path / "acme" / "faq.yaml", ["refunds"])  # a new file
    assert scopes.scope_of("refunds") == "acme" and scopes.reads == 2
    path = tmp_path / "global" / "faq.yaml"
    write(path, ["hours", "address"])  # a changed one
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    assert scopes.scope_of("address") == "global" and scopes.reads == 3
    path.unlink()  # a removed one
    assert scopes.scope_of("hours") is None and scopes.reads == 4


def test_between_checks_nothing_is_read(tmp_path: Path) -> None:
    write(tmp_path / "global" / "faq.yaml", ["hours"])
    scopes = ConfiguredScopes(tmp_path, reload_s=3600.0)
    assert scopes.scope_of("hours") == "global"
    write(tmp_path / "global" / "more.yaml", ["later"])
    assert scopes.scope_of("later") is None and scopes.reads == 1
