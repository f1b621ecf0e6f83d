"""The classifier's training data, named: what an artifact was trained on, and whether training today assembles
the same rows (`dualtrack train classifier --check`).

An artifact's version ends with a digest of its rows and of the code that turns a text into features
(dtlib/perception.py, services/classifier/features.py and model.py): `version_digest`. Training also records a
manifest (`manifest`): that digest, one of the rows alone, one of the code alone, and each source's rows, computable
rows and digest. `drift` rebuilds the rows (about 30 s, nothing fitted) and names what differs: the parse corpus's
dev split grows with the reader's work, the generators change with their code, CLINC150 and Banking77 come from
../shared/data and reasoning-gym's questions only where it is installed. An artifact trained before the manifest was
kept is compared by its version's digest and its totals.

The calibration's "read" bar also depends on the reader (it reads the calibration rows), which no digest of the
data names: the same rows read by another reader can give another bar.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol


class _Row(Protocol):
    text: str
    label: int
    kind: str
    family: str


def source_of(row: _Row) -> str:
    """Which part of `build_rows` made `row`."""
    family = row.family
    if family.startswith("parse:"):
        return "parse corpus dev"
    if family.startswith("gym:"):
        return "reasoning-gym"
    if family == "intent:calculator":
        return "CLINC150 calculator and conversions"
    if family.startswith("intent:"):
        return "shared intents"
    if family.startswith("everyday:"):
        return "generated everyday requests"
    return "generated computations" if row.label else "generated questions"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def _rows_text(rows: Iterable[_Row]) -> str:
    return json.dumps([(r.text, r.label, r.kind) for r in rows], ensure_ascii=False)


def _code_text() -> str:
    import dtlib.perception
    import services.classifier.features
    import services.classifier.model

    return "".join(Path(m.__file__).read_text(encoding="utf-8") for m in (
        dtlib.perception, services.classifier.features, services.classifier.model))


def version_digest(rows: list[_Row]) -> str:
    """The digest an artifact's version ends with: its rows and the code that turns a text into features."""
    return _digest(_rows_text(rows) + _code_text())


def manifest(rows: list[_Row]) -> dict[str, Any]:
    """What `rows` are, by source (metrics.json's "data")."""
    by_source: dict[str, list[_Row]] = {}
    for row in rows:
        by_source.setdefault(source_of(row), []).append(row)
    return {"digest": version_digest(rows), "rows_digest": _digest(_rows_text(rows)), "code_digest": _digest(_code_text()),
            "sources": {name: {"rows": len(part), "computable": sum(r.label for r in part), "digest": _digest(_rows_text(part))}
                        for name, part in sorted(by_source.items())}}


def differences(metrics: dict[str, Any], fresh: dict[str, Any]) -> list[str]:
    """What differs between an artifact's metrics.json and a fresh `manifest`, in words; none where they agree."""
    if metrics.get("version", "").rsplit("-", 1)[-1] == fresh["digest"]:
        return []
    recorded = metrics.get("data")
    if recorded is None:  # trained before the manifest was kept: its totals
        rows = metrics.get("rows", {})
        total = sum(rows.get(k, 0) for k in ("fit", "calibration", "test"))
        now_rows = sum(s["rows"] for s in fresh["sources"].values())
        now_computable = sum(s["computable"] for s in fresh["sources"].values())
        return [f"the artifact's version ({metrics.get('version')}) names other rows or feature code than today's "
                f"({fresh['digest']}): {total} rows, {rows.get('computable')} computable then; {now_rows}, "
                f"{now_computable} now (it records no manifest of its sources)"]
    out = []
    if recorded["code_digest"] != fresh["code_digest"]:
        out.append("the code that turns a text into features changed (perception.py, features.py or model.py)")
    for name in sorted(set(recorded["sources"]) | set(fresh["sources"])):
        then, now = recorded["sources"].get(name), fresh["sources"].get(name)
        if then == now:
            continue
        if then is None or now is None or (then["rows"], then["computable"]) != (now["rows"], now["computable"]):
            out.append(f"{name}: {_counts(then)} then, {_counts(now)} now")
        else:
            out.append(f"{name}: {_counts(now)} as then, but other rows")
    return out or [f"the artifact's version ({metrics.get('version')}) differs from today's digest ({fresh['digest']})"]


def _counts(source: dict[str, Any] | None) -> str:
    return "none" if source is None else f"{source['rows']} rows, {source['computable']} computable"

