"""The tool registry: `tools/*.yaml` (a `tools:` list of `ToolSpec`), re-read when a file changes,
as the rules are. A broken edit keeps the tools that were working and logs why.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import msgspec
import yaml

from ..watch import FolderWatch
from .spec import ToolError, ToolSpec, check_spec

log = logging.getLogger(__name__)


def parse_tools(data: Any, origin: str) -> list[ToolSpec]:
    if not isinstance(data, dict) or not isinstance(data.get("tools"), list):
        raise ToolError(f"{origin}: expected a mapping with a 'tools' list")
    specs = []
    for item in data["tools"]:
        try:
            spec = msgspec.convert(item, ToolSpec)
        except msgspec.ValidationError as exc:
            name = item.get("name", "?") if isinstance(item, dict) else "?"
            raise ToolError(f"{origin}: tool {name}: {exc}") from None
        check_spec(spec, origin)
        specs.append(spec)
    return specs


def load_folder(folder: Path) -> dict[str, ToolSpec]:
    tools: dict[str, ToolSpec] = {}
    for path in sorted(folder.glob("*.yaml")) if folder.exists() else []:
        for spec in parse_tools(yaml.safe_load(path.read_text(encoding="utf-8")), str(path)):
            if spec.name in tools:
                raise ToolError(f"{path}: tool {spec.name} is declared twice")
            tools[spec.name] = spec
    return tools


class Registry:
    def __init__(self, folder: Path, reload_s: float = 1.0) -> None:
        self.folder = folder
        self._tools: dict[str, ToolSpec] = {}
        self._watch = FolderWatch(folder, "*.yaml", reload_s)

    def reload_if_changed(self) -> None:
        if self._watch.changed() is None:
            return
        try:
            tools = load_folder(self.folder)
        except (OSError, yaml.YAMLError, ToolError) as exc:
            log.error("tools not reloaded, the working tools stay: %s", exc)
            return
        self._tools = tools
        log.info("tools loaded: %s", sorted(tools))

    def get(self, name: str) -> ToolSpec | None:
        self.reload_if_changed()
        return self._tools.get(name)

    def all(self) -> list[ToolSpec]:
        self.reload_if_changed()
        return list(self._tools.values())
