"""Hot reload of a folder of YAML files (the rules, the tool registry): whether they changed since
the last look, checked at most every `reload_s`."""

from __future__ import annotations

import time
from pathlib import Path


class FolderWatch:
    def __init__(self, folder: Path, pattern: str, reload_s: float) -> None:
        self.folder = folder
        self.pattern = pattern
        self.reload_s = reload_s
        self._stamp: tuple = ()
        self._checked = float("-inf")

    def changed(self) -> list[Path] | None:
        """The files, when they changed (added, removed or modified) since the last call that
        returned them; else None. A broken edit is returned once: the next change is the next try."""
        now = time.monotonic()
        if now - self._checked < self.reload_s:
            return None
        self._checked = now
        files = sorted(self.folder.glob(self.pattern)) if self.folder.exists() else []
        stamp = tuple((str(f), f.stat().st_mtime_ns) for f in files)
        if stamp == self._stamp:
            return None
        self._stamp = stamp
        return files
