"""Where the configured (YAML) rules live: rule id → scope, read from rules_dir/<scope>/*.yaml.

A rule's answer carries only "rule:<id>"; to re-check a configured rule and change its status
on rules.state the learner needs its scope (the key is "<scope>:<id>"). Only ids and folders
are read here; what the rules mean is the rules service's business.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

import yaml

log = logging.getLogger(__name__)


class ConfiguredScopes:
    def __init__(self, folder: Path, reload_s: float = 5.0) -> None:
        self.folder = folder
        self.reload_s = reload_s
        self._scopes: dict[str, str] = {}
        self._checked = float("-inf")
        self._files: tuple | None = None  # (path, mtime, size) of what was read last
        self.reads = 0  # times the files were parsed (for tests)

    def scope_of(self, rule_id: str) -> str | None:
        now = time.monotonic()
        if now - self._checked >= self.reload_s:
            self._checked = now
            # Parsing the YAML is the expensive part (it showed in the learner's profile under
            # load): only when a file was added, removed or changed.
            files = self._stat()
            if files != self._files:
                self._scopes = self._read([f[0] for f in files])
                self._files = files
        return self._scopes.get(rule_id)

    def _stat(self) -> tuple:
        files = []
        for path in sorted(self.folder.glob("*/*.yaml")) if self.folder.exists() else []:
            try:
                st = path.stat()
            except OSError:
                continue
            files.append((path, st.st_mtime_ns, st.st_size))
        return tuple(files)

    def _read(self, paths: list[Path]) -> dict[str, str]:
        self.reads += 1
        scopes: dict[str, str] = {}
        for path in paths:
            try:
                data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
            except (OSError, yaml.YAMLError) as exc:
                log.warning("rules file %s not read: %s", path, exc)
                continue
            for item in data.get("rules", []) if isinstance(data, dict) else []:
                if isinstance(item, dict) and item.get("id"):
                    scopes[str(item["id"])] = path.parent.name
        return scopes
