"""The version stamped on results changes with any change to the sandbox's code."""

from __future__ import annotations

import shutil

from services.sandbox import code_version as cv


def test_the_version_changes_when_an_operation_changes(tmp_path, monkeypatch) -> None:
    copy = tmp_path / "sandbox"
    shutil.copytree(cv.PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(cv, "PACKAGE", copy)
    before = cv.code_version.__wrapped__()
    assert before == cv.code_version.__wrapped__()  # the same code: the same version
    ops = copy / "ops.py"
    ops.write_text(ops.read_text() + "\n# a changed operation\n")
    assert cv.code_version.__wrapped__() != before
