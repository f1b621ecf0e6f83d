"""The settings documentation, generated from the settings classes (`dualtrack.settings.OWNERS`)."""

from __future__ import annotations

from dtlib.settings import REPO_ROOT, get_settings

from .markers import replace_marked
from .settings import OWNERS, declared


def _portable(value: object) -> str:
    """Paths inside or beside the checkout are written relative to it, so the table is the same
    wherever the repository is cloned."""
    return str(value).replace(str(REPO_ROOT), ".").replace(str(REPO_ROOT.parent), "..")


def settings_rows() -> list[tuple[str, str, str, str]]:
    """(owner, variable, current value, meaning) of every setting, grouped by owner."""
    rows = []
    for owner, kind in OWNERS:
        current = get_settings(kind)
        for name in declared(kind):
            rows.append((owner, f"DT_{name.upper()}", _portable(getattr(current, name)),
                         kind.model_fields[name].description or ""))
    return rows


def settings_markdown() -> str:
    lines = ["| owner | variable | default | meaning |", "|---|---|---|---|"]
    machine_specific = {"instance": "host:pid", "cache_dir": "~/.cache/dualtrack"}
    for owner, kind in OWNERS:
        for name in declared(kind):
            field = kind.model_fields[name]
            default = machine_specific.get(name) or _portable(field.default)
            lines.append(f"| {owner} | `DT_{name.upper()}` | `{default}` | {field.description} |")
    return "\n".join(lines)


README = REPO_ROOT / "README.md"


def update_readme(check: bool = False) -> bool:
    """Rewrite the README's settings table; with check=True only report whether it is current."""
    text = README.read_text(encoding="utf-8")
    updated = replace_marked(text, "settings", settings_markdown())
    if updated == text:
        return True
    if not check:
        README.write_text(updated, encoding="utf-8")
    return False
