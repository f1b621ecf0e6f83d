"""Rules from YAML files: `global/*.yaml` for every tenant and `<tenant>/*.yaml` for one tenant.

A rule answers only when its keywords match and none of its exclusions do; anything else passes
on to the next stage. The folder is re-read when a file changes (checked at most once a second).
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from dtlib.text import language, normalise

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Rule:
    id: str
    scope: str  # "global" or a tenant name
    any: tuple[str, ...] = ()
    all: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    answer: dict[str, str] = field(default_factory=dict)  # language → template
    _patterns: dict[str, re.Pattern[str]] = field(default_factory=dict, compare=False, repr=False)

    def _found(self, phrase: str, text: str) -> bool:
        pattern = self._patterns.get(phrase)
        if pattern is None:
            # ASCII words must match whole words ("hi" is not in "this"); Chinese has no spaces.
            body = re.escape(normalise(phrase))
            pattern = re.compile(rf"(?<![\w]){body}(?![\w])" if phrase.isascii() else body)
            self._patterns[phrase] = pattern
        return pattern.search(text) is not None

    def matches(self, text: str) -> bool:
        norm = normalise(text)
        if self.any and not any(self._found(p, norm) for p in self.any):
            return False
        if not all(self._found(p, norm) for p in self.all):
            return False
        return not any(self._found(p, norm) for p in self.exclude)

    def render(self, text: str) -> str:
        lang = language(text)
        return self.answer.get(lang) or self.answer.get("en") or next(iter(self.answer.values()))


class RuleFileError(ValueError):
    pass


def parse_rules(data: object, scope: str, source: str) -> list[Rule]:
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleFileError(f"{source}: expected a mapping with a 'rules' list")
    rules = []
    for item in data["rules"]:
        try:
            match = item.get("match", {})
            rule = Rule(
                id=str(item["id"]),
                scope=scope,
                any=tuple(match.get("any", ())),
                all=tuple(match.get("all", ())),
                exclude=tuple(item.get("exclude", ())),
                answer=dict(item["answer"]),
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise RuleFileError(f"{source}: rule {item!r} is incomplete: {exc}") from None
        if not (rule.any or rule.all) or not rule.answer:
            raise RuleFileError(f"{source}: rule {rule.id} needs match keywords and an answer")
        rules.append(rule)
    return rules


class Rulebook:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._rules: dict[str, list[Rule]] = {}
        self._stamp: tuple = ()
        self._checked = 0.0

    def _current_stamp(self) -> tuple:
        files = sorted(self.folder.glob("*/*.yaml")) if self.folder.exists() else []
        return tuple((str(f), f.stat().st_mtime_ns) for f in files)

    def reload_if_changed(self) -> None:
        now = time.monotonic()
        if now - self._checked < 1.0:
            return
        self._checked = now
        stamp = self._current_stamp()
        if stamp == self._stamp:
            return
        rules: dict[str, list[Rule]] = {}
        try:
            for path_str, _ in stamp:
                path = Path(path_str)
                scope = path.parent.name
                rules.setdefault(scope, []).extend(
                    parse_rules(yaml.safe_load(path.read_text(encoding="utf-8")), scope, path_str)
                )
        except (OSError, yaml.YAMLError, RuleFileError) as exc:
            # A broken edit keeps the rules that were working; the error is in the log.
            log.error("rules not reloaded: %s", exc)
            self._stamp = stamp
            return
        self._rules, self._stamp = rules, stamp

    def first_match(self, tenant: str, text: str) -> Rule | None:
        self.reload_if_changed()
        for rule in self._rules.get(tenant, []) + self._rules.get("global", []):
            if rule.matches(text):
                return rule
        return None
