"""Rules from YAML files (`global/*.yaml` for every tenant, `<tenant>/*.yaml` for one) and learned
rules from the compacted rules.state topic (record format: dtlib/records.py).

The folder is re-read when a file changes (checked at most every `reload_s`); a broken edit keeps
the rules that were working and logs why. Tenant rules come before global ones, configured before
learned ones. Status decides what a matching rule may do:

- active, warning: answers (a warning rule is on probation: its hop says so);
- shadow, demoted: evaluated and recorded on env.route.shadow, never answers (so a candidate can
  earn promotion and a demoted rule can recover on evidence).
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
import yaml

from dtlib.records import RuleSpec, decode_rule
from dtlib.rulematch import CompiledRule, Hit, Miss, RuleError, compile_rule
from dtlib.watch import FolderWatch

log = logging.getLogger(__name__)

LIVE = ("active", "warning")
RuleFileError = RuleError  # the name the first rulebook used


@dataclass
class Evaluation:
    live: Hit | None = None  # the rule that answers, if any
    shadow: list[Hit] = field(default_factory=list)  # shadow, demoted or conflicting rules' would-be answers
    passed: list[Miss] = field(default_factory=list)  # rules that matched but passed the request on
    conflict: bool = False  # learned live rules disagreed: none answers


def is_learned(rule: CompiledRule) -> bool:
    return rule.origin == "rules.state"


def same_answer(a: Hit, b: Hit) -> bool:
    """The same text, the same sandbox operation with the same arguments, or the same tool call."""
    if a.tool is not None or b.tool is not None:
        return (a.tool is not None and b.tool is not None
                and (a.tool.tool, a.tool.args) == (b.tool.tool, b.tool.args))
    if a.task is not None or b.task is not None:
        return (a.task is not None and b.task is not None
                and (a.task.op, a.task.args) == (b.task.op, b.task.args))
    return a.answer == b.answer


def spec_from_yaml(item: Any, scope: str, origin: str) -> RuleSpec:
    """A YAML rule into a RuleSpec; single strings are accepted where lists are expected."""
    if not isinstance(item, dict):
        raise RuleError(f"{origin}: a rule must be a mapping, got {type(item).__name__}")
    data = dict(item)
    data.setdefault("scope", scope)
    if data["scope"] != scope:
        raise RuleError(f"{origin}: rule {data.get('id')} says scope {data['scope']} but lives in {scope}/")
    match = data.get("match")
    if isinstance(match, dict):
        data["match"] = {k: [v] if isinstance(v, str) else v for k, v in match.items()}
    for key in ("exclude", "exclude_regex", "examples", "counter_examples"):
        if isinstance(data.get(key), str):
            data[key] = [data[key]]
    if isinstance(data.get("updated_at"), (dt.date, dt.datetime)):
        value = data["updated_at"]
        if not isinstance(value, dt.datetime):
            value = dt.datetime(value.year, value.month, value.day, tzinfo=dt.timezone.utc)
        data["updated_at"] = value.timestamp()
    try:
        return msgspec.convert(data, RuleSpec)
    except msgspec.ValidationError as exc:
        raise RuleError(f"{origin}: rule {data.get('id', '?')}: {exc}") from None


def load_file(path: Path, scope: str) -> list[CompiledRule]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{path}: expected a mapping with a 'rules' list")
    return [compile_rule(spec_from_yaml(item, scope, str(path)), str(path)) for item in data["rules"]]


class Rulebook:
    def __init__(self, folder: Path, reload_s: float = 1.0) -> None:
        self.folder = folder
        self.reload_s = reload_s
        self._configured: dict[str, list[CompiledRule]] = {}
        self._learned: dict[str, CompiledRule] = {}  # "<scope>:<id>" → rule
        self._status: dict[str, str] = {}  # "<scope>:<id>" → status set on rules.state
        self._watch = FolderWatch(folder, "*/*.yaml", reload_s)

    # --- configured rules -----------------------------------------------------------------
    def reload_if_changed(self) -> None:
        files = self._watch.changed()
        if files is None:
            return
        rules: dict[str, list[CompiledRule]] = {}
        try:
            for path in files:
                rules.setdefault(path.parent.name, []).extend(load_file(path, path.parent.name))
        except (OSError, yaml.YAMLError, RuleError) as exc:
            log.error("rules not reloaded, the working rules stay: %s", exc)
            return
        self._configured = rules
        log.info("rules loaded: %s", {scope: len(r) for scope, r in rules.items()})

    # --- learned rules (rules.state) --------------------------------------------------------
    def apply_state(self, key: bytes | None, value: bytes | None) -> None:
        if not key:
            return
        name = key.decode("utf-8", "replace")
        if value is None:  # tombstone
            self._learned.pop(name, None)
            self._status.pop(name, None)
            return
        try:
            spec = decode_rule(value)
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.warning("rules.state record %r skipped: %s", name, exc)
            return
        if spec.match is None:  # a status change for a configured rule
            self._status[name] = spec.status
            self._learned.pop(name, None)
            return
        try:
            self._learned[name] = compile_rule(spec, "rules.state")
        except RuleError as exc:
            log.warning("rules.state record %r skipped: %s", name, exc)

    # --- matching --------------------------------------------------------------------------
    def rules_for(self, tenant: str) -> list[CompiledRule]:
        self.reload_if_changed()
        configured = self._configured.get(tenant, []) + self._configured.get("global", []) \
            if tenant != "global" else self._configured.get("global", [])
        learned = [r for r in self._learned.values() if r.scope in (tenant, "global")]
        learned.sort(key=lambda r: r.scope != tenant)
        return configured + learned

    def status_of(self, rule: CompiledRule) -> str:
        return self._status.get(f"{rule.scope}:{rule.id}", rule.status)

    def evaluate(self, tenant: str, text: str, context: dict[str, str] | None = None) -> Evaluation:
        """The first live rule that answers wins, unless it is a learned one and another
        learned live rule would answer differently: then nobody knows which is right, and the
        request is passed on. Shadow and demoted rules are all evaluated."""
        result = Evaluation()
        for rule in self.rules_for(tenant):
            if rule.expired():
                continue
            status = self.status_of(rule)
            if status in LIVE and result.live is not None and not is_learned(result.live.rule):
                continue  # a configured rule's answer stands (a person wrote it)
            outcome = rule.evaluate(text, context or {})
            if isinstance(outcome, Miss):
                result.passed.append(outcome)
            elif isinstance(outcome, Hit):
                if status not in LIVE or result.conflict:
                    result.shadow.append(outcome)
                elif result.live is None:
                    result.live = outcome
                elif not same_answer(result.live, outcome):
                    # Both are recorded like shadow rules: the answer the request gets instead
                    # shows the learner which of them was wrong.
                    result.passed.append(Miss(rule, f"conflict: rule {result.live.rule.id} "
                                                    "answers differently"))
                    result.shadow += [result.live, outcome]
                    result.live = None
                    result.conflict = True
        return result

    def first_match(self, tenant: str, text: str) -> CompiledRule | None:
        """The rule that would answer `text` (no context), or None."""
        hit = self.evaluate(tenant, text).live
        return hit.rule if hit else None

    def all_rules(self) -> list[CompiledRule]:
        self.reload_if_changed()
        return [r for rules in self._configured.values() for r in rules] + list(self._learned.values())


def parse_rules(data: object, scope: str, source: str) -> list[RuleSpec]:
    """Specs from a loaded YAML document (used by the lint)."""
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{source}: expected a mapping with a 'rules' list")
    return [spec_from_yaml(item, scope, source) for item in data["rules"]]
